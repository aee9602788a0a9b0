#!/usr/bin/env python3
"""Compiles a graph function through the whole hidet-compile-to-gpu pipeline
and runs it on the CUDA emulator against the reference path (hidet-run
--compare, outputs poisoned), for the cost model's schedule and for a seeded
sample of other schedules from the arch's space, stratified over the
stage counts and, where the space has split-K schedules, split-K on and off
(alternating). Exits 1 if any compile or comparison fails.

  run_graph.py GRAPH.mlir --args "--arg=rand ... --arg=poison" [--samples N]
               [--seed S] [--arch sm_80] [--atol A] [--rtol R] [--expect-mode M]
               [--template NAME]

--template samples another template's space (hidet-schedule-test
list-template), stratified over the stages it has (matmul_tc: 2..5).

Tools come from PATH (lit puts the build's bin/ first): hidet-opt, hidet-run,
hidet-schedule-test (lists the space).
"""
import argparse
import os
import random
import re
import subprocess
import sys


def pipeline(arch, tune, schedule=None):
    opts = f"arch={arch} tune={tune}" + (f" schedule={schedule}" if schedule else "")
    return f"builtin.module(hidet-compile-to-gpu{{{opts}}})"


def compile_graph(graph, out, arch, tune, schedule=None):
    r = subprocess.run(["hidet-opt", graph, "--pass-pipeline=" + pipeline(arch, tune, schedule),
                        "-o", out], capture_output=True, text=True)
    return r.returncode == 0, r.stderr


def run_compare(compiled, graph, args, atol, rtol, emu_seed):
    cmd = (["hidet-run", "--target=emulate", compiled] + args.split() +
           [f"--compare={graph}", f"--atol={atol}", f"--rtol={rtol}",
            "--emu-schedule=random", f"--emu-seed={emu_seed}", f"--seed={emu_seed}"])
    r = subprocess.run(cmd, capture_output=True, text=True)
    last = (r.stdout.strip().splitlines() or [""])[-1]
    return r.returncode == 0 and last.startswith("compare: PASS"), r.stdout + r.stderr


PTX_CONTAINS = []


def ptx_check(graph, arch, tune, schedule, tmp, tag):
    """Compiles to PTX for `arch`, then ptxas (scripts/ptx_report.sh
    --no-spills): every module must assemble with no spills, and the PTX
    must contain every --ptx-contains string. Returns (ok, rows)."""
    opts = f"arch={arch} tune={tune}" + (f" schedule={schedule}" if schedule else "")
    d = f"{tmp}/ptx-{tag}-{arch}"
    r = subprocess.run(["hidet-opt", graph,
                        f"--pass-pipeline=builtin.module(hidet-compile-to-ptx{{{opts}}})",
                        f"--ptx-dir={d}", "-o", os.devnull], capture_output=True, text=True)
    if r.returncode != 0:
        return False, r.stderr
    report = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                          "ptx_report.sh")
    ptx = "".join(open(os.path.join(d, f)).read() for f in sorted(os.listdir(d))
                  if f.endswith(".ptx"))
    missing = [w for w in PTX_CONTAINS if w not in ptx]
    if missing:
        return False, f"{schedule or tune} on {arch}: the PTX lacks {', '.join(missing)}"
    r = subprocess.run([report, "--no-spills", d, arch], capture_output=True, text=True)
    return r.returncode == 0, (r.stdout + r.stderr).strip()


def matmul_schedules(text):
    """The text forms of the matmul schedules in the output: each kernel's
    hidet.schedule dictionary {bk = 8 : i64, ...} with the SIMT matmul's
    parameters (element-wise kernels have only `block`)."""
    for body in re.findall(r"hidet\.schedule = \{([^}]*)\}", text):
        d = dict((k.strip(), int(v.split(":")[0])) for k, v in
                 (kv.split("=") for kv in body.split(",")))
        split = f"-split{d['splitk']}" if d.get("splitk", 1) > 1 else ""
        if "tm" in d:
            yield "w{wm}x{wn}-mma{tm}x{tn}-k{bk}-s{stages}".format(**d) + split
        elif "wm" in d:
            yield ("w{wm}x{wn}-o{om}x{on}-l{lm}x{ln}-i{im}x{in}-k{bk}-s{stages}").format(**d) + split


def load_modes(path):
    text = open(path).read()
    return sorted(set(m for m in ("register", "async") if f'hidet.load_mode = "{m}"' in text))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("graph")
    ap.add_argument("--args", required=True)
    ap.add_argument("--samples", type=int, default=21)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--atol", default="1e-5")
    ap.add_argument("--rtol", default="1e-4")
    ap.add_argument("--tmp", default="/tmp")
    ap.add_argument("--template", default=None,
                    help="sample this template's space instead of the SIMT matmul's")
    ap.add_argument("--ptx-samples", action="store_true",
                    help="also compile every sampled schedule to PTX and run ptxas")
    ap.add_argument("--ptx-contains", action="append", default=[],
                    help="a string every checked PTX must contain (repeatable)")
    args = ap.parse_args()
    PTX_CONTAINS.extend(args.ptx_contains)
    tmp = args.tmp.rstrip("/")
    os.makedirs(tmp, exist_ok=True)
    failures = 0

    out = f"{tmp}/cost-model.mlir"
    ok, err = compile_graph(args.graph, out, args.arch, "cost-model")
    if not ok:
        print("cost-model: COMPILE FAIL\n" + err)
        return 1
    chosen = sorted(set(matmul_schedules(open(out).read())))
    ok, log = run_compare(out, args.graph, args.args, args.atol, args.rtol, args.seed)
    print(f"cost-model: {' '.join(chosen)} modes={','.join(load_modes(out))} {'PASS' if ok else 'FAIL'}")
    if not ok:
        print(log)
        failures += 1

    for arch in ("sm_80", "sm_90"):
        ok, rows = ptx_check(args.graph, arch, "cost-model", None, tmp, "cost")
        status = "SKIP" if "SKIP" in rows else ("OK" if ok else "FAIL")
        print(f"ptx {arch}: {status}")
        for row in rows.splitlines():
            print("  " + row)
        if not ok:
            failures += 1

    lister = (["list-template", args.template] if args.template else ["list"]) + [args.arch]
    space = subprocess.run(["hidet-schedule-test"] + lister, capture_output=True,
                           text=True, check=True).stdout.split("\n")
    space = [l.split()[0] for l in space if l.strip()]
    rng = random.Random(args.seed)

    def stage_of(x):
        return int(re.search(r"-s(\d+)(?:-split\d+)?$", x).group(1))

    def is_split(x):
        return "-split" in x

    stages = sorted(set(stage_of(x) for x in space))
    splits = sorted(set(is_split(x) for x in space))
    groups = {(st, sp): [x for x in space if stage_of(x) == st and is_split(x) == sp]
              for st in stages for sp in splits}
    picks = []
    for i in range(args.samples):
        stage = stages[i % len(stages)]
        # the form alternates along i; with an even number of stage counts
        # it also flips every round, so that every stage count gets both
        flip = i // len(stages) if len(stages) % 2 == 0 else 0
        split = splits[(i + flip) % len(splits)]
        picks.append(rng.choice(groups[(stage, split)] or
                                [x for x in space if stage_of(x) == stage]))
    passed = 0
    redrawn = 0
    for i, sched in enumerate(picks):
        out = f"{tmp}/sample{i}.mlir"
        ok, err = compile_graph(args.graph, out, args.arch, "fixed", sched)
        # A schedule of the arch's space may not fit this instance (e.g.
        # matmul_tc's registers with an operand staged through registers):
        # the compiler says so ("fits ... but not this"); draw another of
        # the same stratum instead, and say how many were redrawn.
        tried = {sched}
        while not ok and "but not this" in err:
            pool = [x for x in (groups[(stage_of(sched), is_split(sched))] or space) if x not in tried]
            if not pool:
                break
            sched = rng.choice(pool)
            tried.add(sched)
            picks[i] = sched
            redrawn += 1
            ok, err = compile_graph(args.graph, out, args.arch, "fixed", sched)
        if ok:
            ok, err = run_compare(out, args.graph, args.args, args.atol, args.rtol, args.seed + i)
        if ok and args.ptx_samples:
            # every sampled schedule also goes through ptxas, alternating archs
            ok, err = ptx_check(args.graph, ("sm_80", "sm_90")[i % 2], "fixed", sched, tmp, f"s{i}")
        if ok:
            passed += 1
        else:
            failures += 1
            print(f"sample {sched}: FAIL\n{err}")
    counts = ",".join(str(sum(stage_of(p) == s for p in picks)) for s in stages)
    split_note = ""
    if True in splits:
        on = sum(is_split(p) for p in picks)
        split_note = f"; split-K on/off: {on}/{len(picks) - on}"
    redraw_note = f"; {redrawn} redrawn: did not fit the instance" if redrawn else ""
    print(f"sampled {len(picks)} schedules (stages {','.join(map(str, stages))}: {counts}"
          f"{split_note}{redraw_note}): {passed} passed, {len(picks) - passed} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
