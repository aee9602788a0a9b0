#!/usr/bin/env python3
"""Compiles a graph function whose anchors are graph.conv2d with groups > 1
(template `depthwise`) or graph.pool2d (template `pool2d`) through
hidet-compile-to-gpu and runs it on the CUDA emulator against the reference
path (hidet-run --compare, outputs poisoned, random thread order): first with
the cost model's schedules, then with a seeded sample of schedules from the
template's space (`hidet-schedule-test list-template NAME ARCH`), forced on
every anchor of that template with a `hidet.schedule = "<text>"` attribute.
The sample cycles through the three values of `ow` (outputs per thread) and
is otherwise uniform; every third run uses the JIT at -O0. With
--ptx-samples every sampled schedule is also compiled to PTX and assembled
by ptxas with no spills (scripts/ptx_report.sh --no-spills), alternating
sm_80 and sm_90. Exits 1 if any compile or comparison fails.

  run_window.py GRAPH.mlir --template depthwise|pool2d --args "--entry=f --arg=rand ... --arg=poison"
                [--samples N] [--seed S] [--arch sm_80] [--atol A] [--rtol R]
                [--ptx-samples] [--tmp DIR]

Tools come from PATH (lit puts the build's bin/ first).
"""
import argparse
import os
import random
import re
import subprocess
import sys

OPS = {"depthwise": "graph.conv2d", "pool2d": "graph.pool2d"}


def annotate(text, op, schedule):
    """Adds hidet.schedule = "<schedule>" to every `op` in the graph text
    (a conv2d with groups = 1 is another template's: the attribute would
    be rejected there, so only grouped ones get it)."""
    pat = re.compile(r'("%s"\([^)]*\)\s*\{)([^}]*\})' % re.escape(op))

    def add(m):
        if op == "graph.conv2d" and not re.search(r"groups = ([2-9]|[1-9][0-9]+) ", m.group(2)):
            return m.group(0)
        return m.group(1) + f'hidet.schedule = "{schedule}", ' + m.group(2)
    out, n = pat.subn(add, text)
    if out == text:
        sys.exit(f"run_window: no {op} of the template with an attribute dictionary in the graph")
    return out


def compile_graph(graph, out, arch, report=False):
    opts = f"arch={arch}" + (" report=true" if report else "")
    r = subprocess.run(["hidet-opt", graph,
                        f"--pass-pipeline=builtin.module(hidet-compile-to-gpu{{{opts}}})",
                        "-o", out], capture_output=True, text=True)
    return r.returncode == 0, r.stderr


def run_compare(compiled, graph, args, atol, rtol, seed, opt):
    cmd = (["hidet-run", "--target=emulate", compiled] + args.split() +
           [f"--compare={graph}", f"--atol={atol}", f"--rtol={rtol}", "--emu-schedule=random",
            f"--emu-seed={seed}", f"--seed={seed}", f"-O{opt}"])
    r = subprocess.run(cmd, capture_output=True, text=True)
    last = (r.stdout.strip().splitlines() or [""])[-1]
    return r.returncode == 0 and last.startswith("compare: PASS"), r.stdout + r.stderr


def ptx_check(graph, arch, tmp, tag):
    d = f"{tmp}/ptx-{tag}-{arch}"
    r = subprocess.run(["hidet-opt", graph,
                        f"--pass-pipeline=builtin.module(hidet-compile-to-ptx{{arch={arch}}})",
                        f"--ptx-dir={d}", "-o", os.devnull], capture_output=True, text=True)
    if r.returncode != 0:
        return False, r.stderr
    report = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                          "ptx_report.sh")
    r = subprocess.run([report, "--no-spills", d, arch], capture_output=True, text=True)
    return r.returncode == 0, (r.stdout + r.stderr).strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("graph")
    ap.add_argument("--template", required=True, choices=sorted(OPS))
    ap.add_argument("--args", required=True)
    ap.add_argument("--samples", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--atol", default="1e-5")
    ap.add_argument("--rtol", default="1e-4")
    ap.add_argument("--tmp", default="/tmp")
    ap.add_argument("--ptx-samples", action="store_true")
    args = ap.parse_args()
    tmp = args.tmp.rstrip("/")
    os.makedirs(tmp, exist_ok=True)
    failures = 0
    text = open(args.graph).read()

    out = f"{tmp}/cost-model.mlir"
    ok, err = compile_graph(args.graph, out, args.arch, report=True)
    if not ok:
        print("cost-model: COMPILE FAIL\n" + err)
        return 1
    chosen = re.findall(r"the cost model chose (\S+)", err)
    ok, log = run_compare(out, args.graph, args.args, args.atol, args.rtol, args.seed, 2)
    print(f"cost-model: {' '.join(chosen)} {'PASS' if ok else 'FAIL'}")
    if not ok:
        print(log)
        failures += 1
    for arch in ("sm_80", "sm_90"):
        ok, rows = ptx_check(args.graph, arch, tmp, "cost")
        print(f"ptx {arch}: {'SKIP' if 'SKIP' in rows else ('OK' if ok else 'FAIL')}")
        if not ok:
            print(rows)
            failures += 1

    listing = subprocess.run(["hidet-schedule-test", "list-template", args.template, args.arch],
                             capture_output=True, text=True, check=True).stdout.splitlines()
    space = [l.split()[0] for l in listing if l.strip()]
    by_ow = {w: [s for s in space if f"-w{w}-" in s] for w in (1, 2, 4)}
    rng = random.Random(args.seed)
    picks = [rng.choice(by_ow[(1, 2, 4)[i % 3]]) for i in range(args.samples)]
    passed = 0
    for i, sched in enumerate(picks):
        g = f"{tmp}/sample{i}.graph.mlir"
        with open(g, "w") as f:
            f.write(annotate(text, OPS[args.template], sched))
        out = f"{tmp}/sample{i}.mlir"
        ok, err = compile_graph(g, out, args.arch)
        if ok:
            ok, err = run_compare(out, args.graph, args.args, args.atol, args.rtol, args.seed + i,
                                  0 if i % 3 == 2 else 2)
        if ok and args.ptx_samples:
            ok, err = ptx_check(g, ("sm_80", "sm_90")[i % 2], tmp, f"s{i}")
        if ok:
            passed += 1
        else:
            failures += 1
            print(f"sample {sched}: FAIL\n{err}")
    print(f"sampled {len(picks)} {args.template} schedules of {len(space)}: "
          f"{passed} passed, {len(picks) - passed} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
