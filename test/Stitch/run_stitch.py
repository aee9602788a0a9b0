#!/usr/bin/env python3
"""Schedule sampling of the reduction templates (graph.reduce, graph.softmax,
graph.layer_norm) with the shared harness test/lib/schedule_sampling.py:
the cost model's schedules, then a seeded sample of the template's space for
the arch, each forced on every anchor of that template with a
`hidet.schedule = "<text>"` attribute (the way users force one), compiled
through hidet-compile-to-gpu and compared on the emulator with the
reference path (seeded random inputs, poisoned outputs). Exits 1 if any
compile or comparison fails.

  run_stitch.py GRAPH.mlir --template NAME --args "--entry=f --arg=rand ... --arg=poison"
                [--samples N] [--seed S] [--arch sm_80] [--atol A] [--rtol R]
                [--ptx-samples] [--ptx-contains S] [--filter REGEX] [--tmp DIR]

The sample alternates the two layouts (row, col; only the one left when the
filter leaves one) and is otherwise uniform over the space
(`hidet-schedule-test list-template NAME ARCH`), or over the schedules whose
text matches --filter (e.g. '-s' for the reduce template's split schedules,
'^[a-z]+-g[0-9]+-p[0-9]+$' for its one-block-per-row ones); every third run
uses the JIT at -O0 (the emulator is checked at -O0 and -O2). With
--ptx-samples every sampled schedule is also compiled to PTX and assembled
by ptxas with no spills, alternating sm_80 and sm_90.
"""
import argparse
import os
import random
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import schedule_sampling as ss  # noqa: E402

OPS = {"reduce": "graph.reduce", "softmax": "graph.softmax", "layer_norm": "graph.layer_norm"}


def main():
    ap = argparse.ArgumentParser()
    ss.add_common_args(ap, samples=20)
    ap.add_argument("--template", required=True, choices=sorted(OPS))
    ap.add_argument("--filter", default="", help="sample only schedules whose text matches")
    args = ap.parse_args()
    h = ss.Harness(args)
    text = open(args.graph).read()

    # report=true makes the compiler say which schedule the cost model chose
    if not h.cost_model("report=true", "", ss.reported_choice):
        return 1

    space = ss.list_space(args.arch, args.template)
    if args.filter:
        space = [s for s in space if re.search(args.filter, s)]
    by_layout = {k: [s for s in space if s.startswith(k)] for k in ("row", "col")}
    rng = random.Random(args.seed)
    # a filter that leaves one layout (the -v4 schedules are all row) samples it alone
    layouts = [k for k in ("row", "col") if by_layout[k]]
    picks = [rng.choice(by_layout[layouts[i % len(layouts)]]) for i in range(args.samples)]

    force = h.force_by_attribute(text, OPS[args.template])
    passed, redrawn = h.samples(picks, force, lambda s: by_layout[s[:3]], rng, o0_every=3)
    return h.summary(picks, passed, redrawn, f"{args.template} schedules of {len(space)}",
                     f"row {sum(p.startswith('row') for p in picks)}, "
                     f"col {sum(p.startswith('col') for p in picks)}")


if __name__ == "__main__":
    sys.exit(main())
