#!/usr/bin/env python3
"""The SASS instruction mix of a kernel's main loop (needs cuobjdump or
nvdisasm from a CUDA toolkit; the lent GPU machines have one):

    python3 bench/gpu/sass_mix.py FILE.cubin|FILE.so|FILE.sass [...] [--markdown]

A .cubin goes through `cuobjdump -sass` (or `nvdisasm`), a model library
(.so from hidet-compile-model --cubin) through `cuobjdump -sass` on the
library (the cubins are embedded as data, so this needs --keep's .cubin
files instead: pass those), a .sass file is read as is. For every kernel
(`Function : NAME` sections) the main loop is the loop (a backward branch to
a label, or to an address in cuobjdump's listing) with the most math
instructions (HMMA + FFMA); the script counts in it (in the whole kernel,
"whole kernel N", when no loop has any: a k loop unrolled completely):
HMMA (tensor-core MMA), FFMA, LDSM (ldmatrix), LDS, LDGSTS (cp.async),
LDG, STS, BAR, and prints the ratios that say whether the loop is fed:
HMMA per LDSM/LDS and FFMA per LDS, and "loop/kernel math", the loop's
share of the kernel's HMMA + FFMA (a small share: most of the math is
unrolled outside the loop, e.g. pipeline stages peeled off, and the loop's
mix says little). --self-test checks the parser on a built-in listing.
"""
import argparse
import re
import shutil
import subprocess
import sys

COUNTED = ["HMMA", "FFMA", "LDSM", "LDS", "LDGSTS", "LDG", "STS", "BAR", "DEPBAR"]
LABEL = re.compile(r"^\s*(\.L_x_\d+):")
INSN = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)")
# ptxas pads cp.async code with `@!PT LDS RZ, [RZ]`: never executed, not counted.
NEVER = "@!PT"
BRANCH = re.compile(r"\bBRA\b.*`\((\.L_x_\d+)\)")
# cuobjdump -sass has no labels: its branches name the target's address.
BRANCH_ADDR = re.compile(r"\bBRA\s+(0x[0-9a-f]+)\s*;")
FUNC = re.compile(r"Function\s*:\s*(\S+)")


def disassemble(path):
    if path.endswith(".sass") or path.endswith(".txt"):
        return open(path).read()
    for tool in (["cuobjdump", "-sass", path], ["nvdisasm", path]):
        exe = shutil.which(tool[0]) or shutil.which("/usr/local/cuda/bin/" + tool[0])
        if exe:
            r = subprocess.run([exe] + tool[1:], capture_output=True, text=True)
            if r.returncode == 0 and r.stdout.strip():
                return r.stdout
    sys.exit("sass_mix: neither cuobjdump nor nvdisasm could read %s" % path)


def kernels(text):
    """Yields (name, [lines]) per `Function : NAME` section (one unnamed
    section if the listing has none)."""
    name, lines = None, []
    for line in text.splitlines():
        m = FUNC.search(line)
        if m:
            if any(INSN.match(x) for x in lines):
                yield name or "?", lines
            name, lines = m.group(1), []
        else:
            lines.append(line)
    if any(INSN.match(x) for x in lines):
        yield name or "?", lines


def opcode_class(op):
    base = op.split(".")[0]
    return base if base in COUNTED else None


def main_loop(lines):
    """(counts, number of instructions) of the loop with the most math."""
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
    best = None
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
        score = counts["HMMA"] + counts["FFMA"]
        if best is None or score > best[0]:
            best = (score, counts, len(body))
    # A loop without math (e.g. the trailing `BRA` to itself) is no main loop.
    return (best[1], best[2]) if best and best[0] > 0 else (None, 0)


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


def ratio(a, b):
    return "%.1f" % (a / b) if b else ("inf" if a else "-")


def report(paths, markdown):
    rows = []
    for p in paths:
        for name, lines in kernels(disassemble(p)):
            counts, n = main_loop(lines)
            total = whole(lines)[0]
            share = "%d/%d" % ((counts or total)["HMMA"] + (counts or total)["FFMA"], total["HMMA"] + total["FFMA"])
            if counts is None:
                # No loop with math: the k loop was unrolled completely (short
                # K), so the mix of the whole kernel stands in for it.
                counts, n = whole(lines)
                rows.append((p, name, "whole kernel %d" % n, counts, n, share))
                continue
            rows.append((p, name, "ok", counts, n, share))
    head = ["kernel", "loop insns"] + COUNTED + ["HMMA/(LDSM+LDS)", "FFMA/LDS", "loop/kernel math"]
    if markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
    for p, name, st, c, n, share in rows:
        cells = [name, str(n) if st == "ok" else st] + [str(c[k]) for k in COUNTED] + [
            ratio(c["HMMA"], c["LDSM"] + c["LDS"]), ratio(c["FFMA"], c["LDS"]), share]
        print(("| " + " | ".join(cells) + " |") if markdown else "  ".join(cells))
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


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--self-test", action="store_true")
    a = ap.parse_args()
    if a.self_test:
        rows = [(n, main_loop(l)) for n, l in kernels(SELF_TEST)]
        (name, (c, n)), = rows
        ok = name == "k" and n == 8 and c["HMMA"] == 2 and c["LDSM"] == 2 and c["LDGSTS"] == 1 \
            and c["BAR"] == 1 and c["FFMA"] == 0 and c["LDS"] == 0
        # cuobjdump's form: no label line, the branch names the address.
        cuobj = SELF_TEST.replace(".L_x_0:\n", "").replace("`(.L_x_0)", "0x10")
        (_, (c2, n2)), = [(n, main_loop(l)) for n, l in kernels(cuobj)]
        ok = ok and (c2, n2) == (c, n)
        print("self-test: %s (kernel %s, %d loop instructions, HMMA %d, LDSM %d, LDGSTS %d)"
              % ("PASS" if ok else "FAIL", name, n, c["HMMA"], c["LDSM"], c["LDGSTS"]))
        sys.exit(0 if ok else 1)
    if not a.files:
        ap.error("give cubin or sass files (or --self-test)")
    report(a.files, a.markdown)
