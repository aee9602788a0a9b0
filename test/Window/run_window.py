#!/usr/bin/env python3
"""Schedule sampling of the window templates, `depthwise` (graph.conv2d with
groups > 1) and `pool2d` (graph.pool2d), with the shared harness
test/lib/schedule_sampling.py: the cost model's schedules, then a seeded
sample of the template's space (`hidet-schedule-test list-template NAME
ARCH`), each forced on every anchor of that template with a
`hidet.schedule = "<text>"` attribute, compiled through hidet-compile-to-gpu
and compared on the emulator with the reference path (seeded random inputs,
poisoned outputs). The sample cycles through the three values of `ow`
(outputs per thread) and is otherwise uniform; every third run uses the JIT
at -O0. With --ptx-samples every sampled schedule is also compiled to PTX
and assembled by ptxas with no spills, alternating sm_80 and sm_90. Exits 1
if any compile or comparison fails.

  run_window.py GRAPH.mlir --template depthwise|pool2d --args "--entry=f --arg=rand ... --arg=poison"
                [--samples N] [--seed S] [--arch sm_80] [--atol A] [--rtol R]
                [--ptx-samples] [--ptx-contains S] [--tmp DIR]
"""
import argparse
import os
import random
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import schedule_sampling as ss  # noqa: E402

OPS = {"depthwise": "graph.conv2d", "pool2d": "graph.pool2d"}


def of_template(op, attrs):
    """A conv2d with groups = 1 is another template's: the attribute would be
    rejected there, so only grouped ones get it."""
    return op != "graph.conv2d" or re.search(r"groups = ([2-9]|[1-9][0-9]+) ", attrs)


def main():
    ap = argparse.ArgumentParser()
    ss.add_common_args(ap, samples=20)
    ap.add_argument("--template", required=True, choices=sorted(OPS))
    args = ap.parse_args()
    op = OPS[args.template]
    h = ss.Harness(args)
    text = open(args.graph).read()

    # report=true makes the compiler say which schedule the cost model chose
    if not h.cost_model("report=true", "", ss.reported_choice):
        return 1

    space = ss.list_space(args.arch, args.template)
    by_ow = {w: [s for s in space if f"-w{w}-" in s] for w in (1, 2, 4)}
    rng = random.Random(args.seed)
    picks = [rng.choice(by_ow[(1, 2, 4)[i % 3]]) for i in range(args.samples)]

    force = h.force_by_attribute(text, op, lambda attrs: of_template(op, attrs))
    passed, redrawn = h.samples(picks, force,
                                lambda s: next(v for v in by_ow.values() if s in v), rng,
                                o0_every=3)
    return h.summary(picks, passed, redrawn, f"{args.template} schedules of {len(space)}")


if __name__ == "__main__":
    sys.exit(main())
