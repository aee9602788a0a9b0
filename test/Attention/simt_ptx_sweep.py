#!/usr/bin/env python3
"""Every schedule of an attention template's space for sm_80 through ptxas on
sm_80 and sm_90, at one attention_cases.py case: each compiles (or is refused
as unfit for the instance, "fits ... but not this") and assembles with no
spills (scripts/ptx_report.sh --no-spills).

    simt_ptx_sweep.py CASE --template NAME --tmp DIR [--splits all|none|only]
                      [--only TEXT]

--splits none sweeps the schedules without split-KV (no `-split` in their
text), only those with it; all (the default) both. --only TEXT keeps the
schedules whose text holds TEXT (a regular expression: `-t[24]`, the
attention_simt register tiles).

Prints `sweep CASE: N assembled, U unfit, F failed, registers LO..HI`; exits
1 on any failure.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.join(HERE, "..", "..", "scripts")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("case")
    ap.add_argument("--template", required=True)
    ap.add_argument("--tmp", required=True)
    ap.add_argument("--splits", choices=("all", "none", "only"), default="all")
    ap.add_argument("--only", default=None)
    a = ap.parse_args()
    os.makedirs(a.tmp, exist_ok=True)
    subprocess.run([sys.executable, os.path.join(HERE, "attention_cases.py"), "write", a.case, a.tmp],
                   check=True, capture_output=True)
    graph = os.path.join(a.tmp, a.case + ".mlir")
    space = subprocess.run(["hidet-schedule-test", "list-template", a.template, "sm_80"],
                           capture_output=True, text=True, check=True).stdout.split("\n")
    ok = unfit = failed = 0
    regs = []
    scheds = [l.split()[0] for l in space if l.strip()]
    if a.splits != "all":
        scheds = [x for x in scheds if ("-split" in x) == (a.splits == "only")]
    if a.only:
        scheds = [x for x in scheds if re.search(a.only, x)]
    for sched in scheds:
        for arch in ("sm_80", "sm_90"):
            d = os.path.join(a.tmp, f"{sched}-{arch}")
            pipe = f"builtin.module(hidet-compile-to-ptx{{arch={arch} tune=fixed schedule={sched}}})"
            r = subprocess.run(["hidet-opt", graph, "--pass-pipeline=" + pipe, f"--ptx-dir={d}",
                                "-o", os.devnull], capture_output=True, text=True)
            if r.returncode and "but not this" in r.stderr:
                unfit += 1
                continue
            if r.returncode:
                failed += 1
                print(f"{sched} {arch}: compile failed\n{r.stderr}")
                continue
            r = subprocess.run([os.path.join(SCRIPTS, "ptx_report.sh"), "--no-spills", d, arch],
                               capture_output=True, text=True)
            if r.returncode:
                failed += 1
                print(f"{sched} {arch}: {r.stdout}{r.stderr}")
                continue
            ok += 1
            regs += [int(x) for x in re.findall(r"regs=(\d+)", r.stdout)]
    span = f"{min(regs)}..{max(regs)}" if regs else "-"
    print(f"sweep {a.case}: {ok} assembled, {unfit} unfit, {failed} failed, registers {span}")
    return 1 if failed or not ok else 0


if __name__ == "__main__":
    sys.exit(main())
