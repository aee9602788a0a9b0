#!/usr/bin/env python3
"""The SASS instruction mix of a kernel's main loop (needs cuobjdump or
nvdisasm from a CUDA toolkit; the lent GPU machines have one):

    python3 bench/gpu/sass_mix.py FILE.cubin|FILE.so|FILE.sass [...] [--markdown]

A .cubin goes through `cuobjdump -sass` (or `nvdisasm`), a model library
(.so from hidet-compile-model --cubin) through `cuobjdump -sass` on the
library (the cubins are embedded as data, so this needs --keep's .cubin
files instead: pass those), a .sass file is read as is. For every kernel
(`Function : NAME` sections) the main loop is the loop (a backward branch to
a label) with the most math instructions (HMMA + FFMA); the script counts in
it: HMMA (tensor-core MMA), FFMA, LDSM (ldmatrix), LDS, LDGSTS (cp.async),
LDG, STS, BAR, and prints the ratios that say whether the loop is fed:
HMMA per LDSM/LDS and FFMA per LDS. --self-test checks the parser on a
built-in listing.
"""
import argparse
import re
import shutil
import subprocess
import sys

COUNTED = ["HMMA", "FFMA", "LDSM", "LDS", "LDGSTS", "LDG", "STS", "BAR", "DEPBAR"]
LABEL = re.compile(r"^\s*(\.L_x_\d+):")
INSN = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)")
BRANCH = re.compile(r"\bBRA\b.*`\((\.L_x_\d+)\)")
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
    labels, insns = {}, []  # label -> instruction index; [(index, opcode, line)]
    for line in lines:
        m = LABEL.match(line)
        if m:
            labels[m.group(1)] = len(insns)
            continue
        m = INSN.match(line)
        if m:
            insns.append((m.group(2), line))
    best = None
    for i, (op, line) in enumerate(insns):
        b = BRANCH.search(line)
        if not b or b.group(1) not in labels or labels[b.group(1)] > i:
            continue
        body = insns[labels[b.group(1)]:i + 1]
        counts = {k: 0 for k in COUNTED}
        for o, _ in body:
            c = opcode_class(o)
            if c:
                counts[c] += 1
        score = counts["HMMA"] + counts["FFMA"]
        if best is None or score > best[0]:
            best = (score, counts, len(body))
    return (best[1], best[2]) if best else (None, 0)


def ratio(a, b):
    return "%.1f" % (a / b) if b else ("inf" if a else "-")


def report(paths, markdown):
    rows = []
    for p in paths:
        for name, lines in kernels(disassemble(p)):
            counts, n = main_loop(lines)
            if counts is None:
                rows.append((p, name, "no loop", {}, 0))
                continue
            rows.append((p, name, "ok", counts, n))
    head = ["kernel", "loop insns"] + COUNTED + ["HMMA/(LDSM+LDS)", "FFMA/LDS"]
    if markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
    for p, name, st, c, n in rows:
        if st != "ok":
            cells = [name, st] + ["-"] * (len(head) - 2)
        else:
            cells = [name, str(n)] + [str(c[k]) for k in COUNTED] + [
                ratio(c["HMMA"], c["LDSM"] + c["LDS"]), ratio(c["FFMA"], c["LDS"])]
        print(("| " + " | ".join(cells) + " |") if markdown else "  ".join(cells))
    return rows


SELF_TEST = """
        Function : k
        /*0000*/                   MOV R1, c[0x0][0x28] ;
.L_x_0:
        /*0010*/                   LDGSTS.E.BYPASS.128 [R2], desc[UR4][R4.64] ;
        /*0020*/                   LDSM.16.M88.4 R8, [R3] ;
        /*0030*/                   LDSM.16.MT88.4 R12, [R3+0x800] ;
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
        ok = name == "k" and n == 7 and c["HMMA"] == 2 and c["LDSM"] == 2 and c["LDGSTS"] == 1 \
            and c["BAR"] == 1 and c["FFMA"] == 0
        print("self-test: %s (kernel %s, %d loop instructions, HMMA %d, LDSM %d, LDGSTS %d)"
              % ("PASS" if ok else "FAIL", name, n, c["HMMA"], c["LDSM"], c["LDGSTS"]))
        sys.exit(0 if ok else 1)
    if not a.files:
        ap.error("give cubin or sass files (or --self-test)")
    report(a.files, a.markdown)
