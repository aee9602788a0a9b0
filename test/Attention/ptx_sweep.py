#!/usr/bin/env python3
"""Every schedule of an attention template's space for sm_80 through ptxas:
for each attention_cases.py case, each schedule of `hidet-schedule-test
list-template NAME sm_80` is forced (`tune=fixed schedule=S`), compiled to
PTX for sm_80 and for sm_90 and assembled by scripts/ptx_report.sh
--no-spills. Schedules the cost model rules out for the instance
(HIDET_COST_UNFIT: registers or shared memory) are listed as `unfit`.

  ptx_sweep.py --template NAME --tmp DIR CASE...

Prints `CASE SCHEDULE ARCH regs=N spill_stores=B spill_loads=B` per
assembled kernel, `CASE SCHEDULE unfit`, and a closing line
`swept N schedules: P assembled without spills, U unfit, F failed`; exit 1
if any failed.
"""
import argparse
import os
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
import schedule_sampling as ss  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cases", nargs="+")
    ap.add_argument("--template", required=True)
    ap.add_argument("--tmp", required=True)
    a = ap.parse_args()
    os.makedirs(a.tmp, exist_ok=True)
    space = ss.list_space("sm_80", a.template)
    n = ok = unfit = failed = 0
    for case in a.cases:
        subprocess.run([sys.executable, os.path.join(HERE, "attention_cases.py"), "write", case,
                        a.tmp], capture_output=True, check=True)
        graph = os.path.join(a.tmp, case + ".mlir")
        for sched in space:
            n += 1
            good = True
            for arch in ("sm_80", "sm_90"):
                d = os.path.join(a.tmp, f"{case}-{sched}-{arch}")
                pipe = (f"builtin.module(hidet-compile-to-ptx{{arch={arch} tune=fixed "
                        f"schedule={sched}}})")
                r = subprocess.run(["hidet-opt", graph, "--pass-pipeline=" + pipe,
                                    f"--ptx-dir={d}", "-o", os.devnull],
                                   capture_output=True, text=True)
                if r.returncode != 0 and "but not this" in r.stderr:
                    print(f"{case} {sched} unfit")
                    unfit += 1
                    good = None
                    break
                if r.returncode != 0:
                    print(f"{case} {sched} {arch} FAIL\n{r.stderr}")
                    good = False
                    break
                r = subprocess.run([os.path.join(ss.SCRIPTS, "ptx_report.sh"), "--no-spills", d,
                                    arch], capture_output=True, text=True)
                for row in r.stdout.split("\n"):
                    if " regs=" in row:
                        f = row.split()
                        print(f"{case} {sched} {arch} {' '.join(f[3:6])}")
                if r.returncode != 0:
                    print(f"{case} {sched} {arch} FAIL\n{r.stdout}{r.stderr}")
                    good = False
                    break
            ok += good is True
            failed += good is False
    print(f"swept {n} schedules: {ok} assembled without spills, {unfit} unfit, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
