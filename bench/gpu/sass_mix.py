#!/usr/bin/env python3
"""The SASS instruction mix of a kernel's main loop (needs cuobjdump or
nvdisasm, from a CUDA toolkit or pip: see find_tools below):

    python3 bench/gpu/sass_mix.py FILE.cubin|FILE.sass [...] [--markdown] [--summary]
    python3 bench/gpu/sass_mix.py --summary-of TABLE.md|-
    python3 bench/gpu/sass_mix.py --self-test | --which

A .cubin goes through `cuobjdump -sass` (or `nvdisasm`), a .sass (or .txt)
file, a saved listing, is read as is. A model library (.so from
hidet-compile-model --cubin) embeds its cubins as data, which cuobjdump does
not see: pass --keep's .cubin files instead. For every kernel (`Function :
NAME` sections) the main loop is the loop (a backward branch to a label, or
to an address in cuobjdump's listing) with the most math instructions
(HMMA + HGMMA + FFMA) among the innermost loops with math (a persistent
kernel's tile loop holds its k loop); among loops with the same math, the
one with the most LDGSTS
(cp.async): the steady state that also loads the next stages, not an
epilogue copy of the loop that only drains them (a loop around an inner loop
holds the inner loop's math too, so an outer k loop wins over its inner
k-step loop only when it holds more); then the shorter loop. The script
counts in it (in the whole kernel, "whole kernel N", when no loop has any: a
k loop unrolled completely): HMMA (tensor-core MMA), HGMMA (sm_90a's wgmma,
which counts as the MMA in the ratios), FFMA, LDSM (ldmatrix), LDS, LDGSTS
(cp.async), LDG, STS, BAR, DEPBAR, UTMALDG (TMA loads), SYNCS (mbarrier
operations), and prints
  insns/HMMA   all of the loop's instructions per HMMA: the headline metric
               of a tensor-core main loop (address arithmetic, predicates,
               barriers and branches that the MMAs pay for; lower is leaner)
  LDSM/HMMA, LDGSTS/HMMA   shared-memory fragment loads and cp.async copies
               per MMA
  HMMA/(LDSM+LDS), FFMA/LDS   whether the math is fed (f16 / f32 kernels)
  loop/kernel math   the loop's share of the kernel's HMMA + FFMA (a small
               share: most of the math is unrolled outside the loop, e.g.
               pipeline stages peeled off, and the loop's mix says little).
--summary adds a line with the maximum and median insns/HMMA over the
kernels with HMMA (a whole-kernel row counts with the whole kernel's ratio,
prologue and epilogue included: an upper bound on its loop's, since a k loop
unrolled completely is still the kernel's main work); --summary-of prints that line for a
markdown table that has the "loop insns", "HMMA" and "insns/HMMA" columns
(e.g. sass_report.sh's, with extra columns in front), one line per value of
its "arch" column when it has one, then one over all. --which says which
cuobjdump / nvdisasm it would use. --self-test checks the parser on a
built-in listing (no CUDA tools needed).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

COUNTED = ["HMMA", "HGMMA", "FFMA", "LDSM", "LDS", "LDGSTS", "LDG", "STS", "BAR", "DEPBAR",
           "UTMALDG", "SYNCS"]
LABEL = re.compile(r"^\s*(\.L_x_\d+):")
INSN = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)")
# ptxas pads cp.async code with `@!PT LDS RZ, [RZ]`: never executed, not counted.
NEVER = "@!PT"
BRANCH = re.compile(r"\bBRA\b.*`\((\.L_x_\d+)\)")
# cuobjdump -sass has no labels: its branches name the target's address.
BRANCH_ADDR = re.compile(r"\bBRA\s+(0x[0-9a-f]+)\s*;")
# cuobjdump: "Function : NAME"; nvdisasm: the section label ".text.NAME:".
FUNC = re.compile(r"Function\s*:\s*(\S+)|^\s*\.text\.([A-Za-z0-9_$.]+):\s*$")


def tool_dirs():
    """(directory, where it comes from) to look for cuobjdump / nvdisasm in,
    in order: PATH, $CUDA_HOME/bin, /usr/local/cuda/bin, then the pip
    packages nvidia-cuda-cuobjdump / nvidia-cuda-nvdisasm (their `nvidia`
    namespace package: nvidia/cu13/bin, nvidia/cu12/bin, or the older
    nvidia/cuda_cuobjdump/bin and nvidia/cuda_nvdisasm/bin)."""
    dirs = [(d, "PATH") for d in os.environ.get("PATH", "").split(os.pathsep) if d]
    if os.environ.get("CUDA_HOME"):
        dirs.append((os.path.join(os.environ["CUDA_HOME"], "bin"), "$CUDA_HOME/bin"))
    dirs.append(("/usr/local/cuda/bin", "/usr/local/cuda/bin"))
    try:
        import nvidia  # namespace package of NVIDIA's pip wheels
        for base in list(nvidia.__path__):
            for sub in ("cu13", "cu12", "cuda_cuobjdump", "cuda_nvdisasm"):
                dirs.append((os.path.join(base, sub, "bin"), "pip package nvidia (%s)" % sub))
    except ImportError:
        pass
    return dirs


HOW_TO_GET = ("pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm (no GPU needed), "
              "or a CUDA toolkit on PATH / in $CUDA_HOME/bin / /usr/local/cuda/bin")

_tools = None


def find_tools():
    """[(name, path, where)] of the first cuobjdump and the first nvdisasm."""
    global _tools
    if _tools is None:
        _tools = []
        for name in ("cuobjdump", "nvdisasm"):
            for d, where in tool_dirs():
                exe = os.path.join(d, name)
                if os.path.isfile(exe) and os.access(exe, os.X_OK):
                    _tools.append((name, exe, where))
                    break
    return _tools


_said = False


def disassemble(path):
    global _said
    if path.endswith(".sass") or path.endswith(".txt"):
        return open(path).read()
    tools = find_tools()
    if not tools:
        sys.exit("sass_mix: no cuobjdump or nvdisasm found to read %s (looked in PATH, $CUDA_HOME/bin, "
                 "/usr/local/cuda/bin and the pip package `nvidia`); get them with: %s" % (path, HOW_TO_GET))
    errors = []
    for name, exe, where in tools:
        # cuobjdump may call nvdisasm: put the tools' folders on its PATH.
        env = dict(os.environ)
        env["PATH"] = os.pathsep.join([os.path.dirname(e) for _, e, _ in tools] + [env.get("PATH", "")])
        r = subprocess.run([exe, "-sass", path] if name == "cuobjdump" else [exe, path],
                           capture_output=True, text=True, env=env)
        if r.returncode == 0 and r.stdout.strip():
            if not _said:
                print("sass_mix: using %s (from %s)" % (exe, where), file=sys.stderr)
                _said = True
            return r.stdout
        errors.append("%s: %s" % (exe, (r.stderr.strip() or "exit status %d" % r.returncode).splitlines()[-1]))
    sys.exit("sass_mix: could not disassemble %s: %s" % (path, "; ".join(errors)))


def kernels(text):
    """Yields (name, [lines]) per `Function : NAME` (cuobjdump) or
    `.text.NAME:` (nvdisasm) section (one unnamed section if the listing
    has none)."""
    name, lines = None, []
    for line in text.splitlines():
        m = FUNC.search(line)
        if m:
            if any(INSN.match(x) for x in lines):
                yield name or "?", lines
            name, lines = m.group(1) or m.group(2), []
        else:
            lines.append(line)
    if any(INSN.match(x) for x in lines):
        yield name or "?", lines


def opcode_class(op):
    base = op.split(".")[0]
    return base if base in COUNTED else None


def main_loop(lines):
    """(counts, number of instructions) of the main loop (the module's
    docstring says which loop that is), or (None, 0) if no loop has math."""
    # label, or address ("0x8d0") -> instruction index; [(opcode, line)]
    labels, insns = {}, []
    for line in lines:
        m = LABEL.match(line)
        if m:
            labels[m.group(1)] = len(insns)
            continue
        m = INSN.match(line)
        if m:
            labels[hex(int(m.group(1), 16))] = len(insns)
            insns.append((None if (m.group(2) or "").strip() == NEVER else m.group(3), line))
    loops = []
    for i, (op, line) in enumerate(insns):
        b = BRANCH.search(line) or BRANCH_ADDR.search(line)
        if not b:
            continue
        target = b.group(1) if b.re is BRANCH else hex(int(b.group(1), 16))
        if target not in labels or labels[target] > i:
            continue
        body = insns[labels[target]:i + 1]
        counts = {k: 0 for k in COUNTED}
        for o, _ in body:
            c = opcode_class(o) if o else None
            if c:
                counts[c] += 1
        math = counts["HMMA"] + counts["HGMMA"] + counts["FFMA"]
        loops.append((labels[target], i, math, counts, len(body)))
    # Innermost loops with math only (a persistent kernel's tile loop holds
    # its k loop and the epilogue); among them the most math, then the most
    # LDGSTS (the steady state that also loads), then the shortest.
    best = None
    for (a, z, math, counts, n) in loops:
        if any(m > 0 and a <= a2 and z2 <= z and (a2, z2) != (a, z) for (a2, z2, m, _, _) in loops):
            continue
        score = (math, counts["LDGSTS"], -n)
        if best is None or score > best[0]:
            best = (score, counts, n)
    # A loop without math (e.g. the trailing `BRA` to itself) is no main loop.
    return (best[1], best[2]) if best and best[0][0] > 0 else (None, 0)


def whole(lines):
    """(counts, number of instructions) of the whole listing."""
    counts = {k: 0 for k in COUNTED}
    n = 0
    for line in lines:
        m = INSN.match(line)
        if m:
            n += 1
            c = None if (m.group(2) or "").strip() == NEVER else opcode_class(m.group(3))
            if c:
                counts[c] += 1
    return counts, n


def ratio(a, b, fmt="%.1f"):
    return fmt % (a / b) if b else ("inf" if a else "-")


HEAD = ["kernel", "loop insns"] + COUNTED + ["insns/HMMA", "LDSM/HMMA", "LDGSTS/HMMA",
                                           "HMMA/(LDSM+LDS)", "FFMA/LDS", "loop/kernel math"]


def rows_of(paths):
    """(path, kernel, status, counts, n, share) per kernel; status "ok" for
    a main loop, "whole kernel N" when no loop has math."""
    rows = []
    for p in paths:
        for name, lines in kernels(disassemble(p)):
            counts, n = main_loop(lines)
            total = whole(lines)[0]
            mine = counts or total
            share = "%d/%d" % (mine["HMMA"] + mine["HGMMA"] + mine["FFMA"],
                               total["HMMA"] + total["HGMMA"] + total["FFMA"])
            if counts is None:
                # No loop with math: the k loop was unrolled completely (short
                # K), so the mix of the whole kernel stands in for it.
                counts, n = whole(lines)
                rows.append((p, name, "whole kernel %d" % n, counts, n, share))
                continue
            rows.append((p, name, "ok", counts, n, share))
    return rows


def cells(name, st, c, n, share):
    # an HGMMA (sm_90a's wgmma) counts as the MMA of the ratios too
    h = c["HMMA"] + c["HGMMA"]
    return [name, str(n) if st == "ok" else st] + [str(c[k]) for k in COUNTED] + [
        ratio(n, h) if h else "-", ratio(c["LDSM"], h, "%.2f") if h else "-",
        ratio(c["LDGSTS"], h, "%.2f") if h else "-",
        ratio(h, c["LDSM"] + c["LDS"]), ratio(c["FFMA"], c["LDS"]), share]


def median(xs):
    xs = sorted(xs)
    k = len(xs)
    return xs[k // 2] if k % 2 else (xs[k // 2 - 1] + xs[k // 2]) / 2


def summary_line(label, values, skipped):
    """values: [(insns/HMMA, kernel name)] of the loops with HMMA."""
    if not values:
        return "summary%s: no kernel with an HMMA main loop%s" % (label, skipped)
    top = max(values)
    return "summary%s: insns/HMMA max %.1f (%s), median %.1f over %d kernels with HMMA%s" % (
        label, top[0], top[1], median([v for v, _ in values]), len(values), skipped)


def summarize(table_rows):
    """table_rows: [{column: cell}]; prints one summary line per "arch"
    (when there is such a column) and one over all. Rows counted: a number
    in "loop insns", or "whole kernel N" (counted with N, an upper bound on
    the unrolled loop's count), and HMMA > 0."""
    groups = {}
    for r in table_rows:
        groups.setdefault(r.get("arch"), []).append(r)
    keys = sorted(k for k in groups if k is not None)
    out = []
    for label, rs in ([(" " + k, groups[k]) for k in keys] if keys else []) + [("", table_rows)]:
        values, whole_rows, no_hmma = [], 0, 0
        for r in rs:
            # HGMMA (wgmma) counts as the MMA where the table has it
            mma = sum(int(r[c]) for c in ("HMMA", "HGMMA") if r.get(c, "").isdigit())
            if mma == 0:
                no_hmma += 1
            else:
                insns = r["loop insns"]
                if insns.startswith("whole kernel "):
                    whole_rows += 1
                    insns = insns[len("whole kernel "):]
                if not insns.isdigit():
                    continue
                kname = " ".join(r[c] for c in ("case", "arch", "kernel") if c in r and (c != "arch" or not label))
                values.append((int(insns) / mma, kname))
        skipped = ""
        if no_hmma or whole_rows:
            skipped = " (left out: %d kernels without HMMA%s)" % (
                no_hmma, "; %d whole-kernel rows counted whole" % whole_rows if whole_rows else "")
        if label or len(keys) != 1:
            out.append(summary_line(label, values, skipped))
    return out


def parse_table(text):
    """[{column: cell}] of a markdown table (the first header row)."""
    head, rows = None, []
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("|"):
            continue
        cs = [c.strip() for c in line.strip("|").split("|")]
        if head is None:
            head = cs
        elif all(set(c) <= set("-: ") for c in cs):
            continue
        elif len(cs) == len(head):
            rows.append(dict(zip(head, cs)))
    missing = [c for c in ("loop insns", "HMMA") if not head or c not in head]
    if missing:
        sys.exit("sass_mix: the table has no column %s" % ", ".join(repr(c) for c in missing))
    return rows


def report(paths, markdown, summary=False):
    rows = rows_of(paths)
    if markdown:
        print("| " + " | ".join(HEAD) + " |")
        print("|" + "---|" * len(HEAD))
    table = []
    for p, name, st, c, n, share in rows:
        cs = cells(name, st, c, n, share)
        table.append(dict(zip(HEAD, cs)))
        print(("| " + " | ".join(cs) + " |") if markdown else "  ".join(cs))
    if summary:
        print("\n".join(summarize(table)))
    return rows


SELF_TEST = """
        Function : k
        /*0000*/                   MOV R1, c[0x0][0x28] ;
.L_x_0:
        /*0010*/                   LDGSTS.E.BYPASS.128 [R2], desc[UR4][R4.64] ;
        /*0020*/                   LDSM.16.M88.4 R8, [R3] ;
        /*0030*/                   LDSM.16.MT88.4 R12, [R3+0x800] ;
        /*0038*/              @!PT LDS RZ, [RZ] ;
        /*0040*/                   HMMA.16816.F32 R16, R8, R12, R16 ;
        /*0050*/                   HMMA.16816.F32 R20, R8, R14, R20 ;
        /*0060*/                   BAR.SYNC.DEFER_BLOCKING 0x0 ;
        /*0070*/               @P0 BRA `(.L_x_0) ;
        /*0080*/                   FFMA R1, R2, R3, R1 ;
        /*0090*/                   EXIT ;
"""


# Two loops with the same math: the first only drains the pipeline, the
# second also loads (LDGSTS) and is the main loop. Then a split-K combine
# kernel without any HMMA, which the summary leaves out.
SELF_TEST_TIE = """
        Function : k_partial
        /*0000*/                   MOV R1, c[0x0][0x28] ;
.L_x_1:
        /*0010*/                   LDSM.16.M88.4 R8, [R3] ;
        /*0020*/                   HMMA.16816.F32 R16, R8, R12, R16 ;
        /*0030*/                   HMMA.16816.F32 R20, R8, R14, R20 ;
        /*0040*/               @P0 BRA `(.L_x_1) ;
.L_x_2:
        /*0050*/                   LDGSTS.E.BYPASS.128 [R2], desc[UR4][R4.64] ;
        /*0060*/                   LDSM.16.M88.4 R8, [R3] ;
        /*0070*/                   HMMA.16816.F32 R16, R8, R12, R16 ;
        /*0080*/                   HMMA.16816.F32 R20, R8, R14, R20 ;
        /*0090*/                   IADD3 R3, R3, 0x20, RZ ;
        /*00a0*/               @P1 BRA `(.L_x_2) ;
        /*00b0*/                   EXIT ;
        Function : k_combine
        /*0000*/                   LDG.E R2, [R4.64] ;
        /*0010*/                   FADD R2, R2, R3 ;
        /*0020*/                   STG.E [R6.64], R2 ;
        /*0030*/                   EXIT ;
"""


def self_test():
    rows = [(n, main_loop(l)) for n, l in kernels(SELF_TEST)]
    (name, (c, n)), = rows
    ok = name == "k" and n == 8 and c["HMMA"] == 2 and c["LDSM"] == 2 and c["LDGSTS"] == 1 \
        and c["BAR"] == 1 and c["FFMA"] == 0 and c["LDS"] == 0
    # cuobjdump's form: no label line, the branch names the address.
    cuobj = SELF_TEST.replace(".L_x_0:\n", "").replace("`(.L_x_0)", "0x10")
    (_, (c2, n2)), = [(n, main_loop(l)) for n, l in kernels(cuobj)]
    ok = ok and (c2, n2) == (c, n)
    # nvdisasm's form: a section label per kernel instead of "Function :".
    nvd = re.sub(r"Function : (\w+)", r".text.\1:", SELF_TEST_TIE)
    ok = ok and [(kn, main_loop(l)) for kn, l in kernels(nvd)] == \
        [(kn, main_loop(l)) for kn, l in kernels(SELF_TEST_TIE)] and len(list(kernels(nvd))) == 2
    print("self-test: kernel %s, %d loop instructions, HMMA %d, LDSM %d, LDGSTS %d"
          % (name, n, c["HMMA"], c["LDSM"], c["LDGSTS"]))
    # The table's cells, a markdown round trip and the summary.
    table = []
    for text in (SELF_TEST, SELF_TEST_TIE):
        for kname, lines in kernels(text):
            kc, kn = main_loop(lines)
            st = "ok"
            if kc is None:
                kc, kn = whole(lines)
                st = "whole kernel %d" % kn
            table.append(cells(kname, st, kc, kn, "-"))
    md = "\n".join(["| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)] +
                   ["| " + " | ".join(r) + " |" for r in table])
    parsed = parse_table(md)
    for r in parsed:
        print("self-test: %s: loop insns %s, insns/HMMA %s, LDSM/HMMA %s, LDGSTS/HMMA %s"
              % (r["kernel"], r["loop insns"], r["insns/HMMA"], r["LDSM/HMMA"], r["LDGSTS/HMMA"]))
    want = [("k", "8", "4.0", "1.00", "0.50"),
            ("k_partial", "6", "3.0", "0.50", "0.50"),  # the loop with LDGSTS, not the first one
            ("k_combine", "whole kernel 4", "-", "-", "-")]
    ok = ok and [(r["kernel"], r["loop insns"], r["insns/HMMA"], r["LDSM/HMMA"], r["LDGSTS/HMMA"])
                 for r in parsed] == want
    summ = summarize(parsed)
    print("self-test: " + "\n".join(summ))
    ok = ok and summ == ["summary: insns/HMMA max 4.0 (k), median 3.5 over 2 kernels with HMMA "
                         "(left out: 1 kernels without HMMA)"]
    # With an arch column: one line per arch, then all.
    for r in parsed:
        r["arch"] = "sm_90" if r["kernel"] == "k" else "sm_80"
    summ = summarize(parsed)
    print("self-test: " + "\nself-test: ".join(summ))
    ok = ok and [x.split(":")[0] for x in summ] == ["summary sm_80", "summary sm_90", "summary"]
    print("self-test: %s" % ("PASS" if ok else "FAIL"))
    return ok


def which():
    tools = find_tools()
    for name, exe, where in tools:
        print("%s: %s (from %s)" % (name, exe, where))
    if not tools:
        print("no cuobjdump or nvdisasm found (PATH, $CUDA_HOME/bin, /usr/local/cuda/bin, pip package "
              "`nvidia`); get them with: %s" % HOW_TO_GET)
    return bool(tools)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--summary", action="store_true",
                    help="after the table, the max and median insns/HMMA over the kernels with HMMA")
    ap.add_argument("--summary-of", metavar="TABLE",
                    help="only the summary, of a markdown table in TABLE (- for stdin)")
    ap.add_argument("--which", action="store_true", help="say which cuobjdump / nvdisasm would be used")
    ap.add_argument("--self-test", action="store_true")
    a = ap.parse_args()
    if a.self_test:
        sys.exit(0 if self_test() else 1)
    if a.which:
        sys.exit(0 if which() else 1)
    if a.summary_of:
        text = sys.stdin.read() if a.summary_of == "-" else open(a.summary_of).read()
        print("\n".join(summarize(parse_table(text))))
        sys.exit(0)
    if not a.files:
        ap.error("give cubin or sass files (or --self-test)")
    report(a.files, a.markdown, a.summary)
