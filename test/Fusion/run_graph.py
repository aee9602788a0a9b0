#!/usr/bin/env python3
"""Schedule sampling of the GEMM-shaped templates with the shared harness
test/lib/schedule_sampling.py: compiles a graph function through the whole
hidet-compile-to-gpu pipeline and runs it on the CUDA emulator against the
reference path (seeded random inputs, poisoned outputs), for the cost
model's schedule and for a seeded sample of other schedules from the arch's
space, forced with the pipeline's `tune=fixed schedule=<text>` options and
stratified over the stage counts and, where the space has split-K
schedules, split-K on and off (alternating). A sampled schedule the
instance rejects is redrawn from its stratum. Exits 1 if any compile or
comparison fails.

  run_graph.py GRAPH.mlir --args "--arg=rand ... --arg=poison" [--samples N]
               [--seed S] [--arch sm_80] [--atol A] [--rtol R] [--tmp DIR]
               [--template NAME] [--ptx-samples] [--ptx-contains S]

Without --template the SIMT matmul's space is sampled (`hidet-schedule-test
list ARCH`); --template samples another template's space
(`hidet-schedule-test list-template NAME ARCH`), stratified over the stages
it has (matmul_tc: 2..5).
"""
import argparse
import os
import random
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import schedule_sampling as ss  # noqa: E402


def matmul_schedules(text):
    """The text forms of the matmul schedules in the output: each kernel's
    hidet.schedule dictionary {bk = 8 : i64, ...} with the SIMT matmul's
    parameters (element-wise kernels have only `block`)."""
    for body in re.findall(r"hidet\.schedule = \{([^}]*)\}", text):
        d = dict((k.strip(), int(v.split(":")[0])) for k, v in
                 (kv.split("=") for kv in body.split(",")))
        split = f"-split{d['splitk']}" if d.get("splitk", 1) > 1 else ""
        if "wg" in d:
            yield "wg{wg}-mt{mt}-n{bn}-g{group}-s{stages}".format(**d)
        elif "tm" in d:
            yield "w{wm}x{wn}-mma{tm}x{tn}-k{bk}-s{stages}".format(**d) + split
        elif "wm" in d:
            yield ("w{wm}x{wn}-o{om}x{on}-l{lm}x{ln}-i{im}x{in}-k{bk}-s{stages}").format(**d) + split


def load_modes(path):
    text = open(path).read()
    return sorted(set(m for m in ("register", "async") if f'hidet.load_mode = "{m}"' in text))


def describe(out, err):
    """The cost model's schedules and the load modes they use, from the
    compiled module."""
    chosen = sorted(set(matmul_schedules(open(out).read())))
    return f"{' '.join(chosen)} modes={','.join(load_modes(out))}"


def stage_of(x):
    return int(re.search(r"-s(\d+)(?:-split\d+)?$", x).group(1))


def is_split(x):
    return "-split" in x


def main():
    ap = argparse.ArgumentParser()
    ss.add_common_args(ap, samples=21)
    ap.add_argument("--template", default=None,
                    help="sample this template's space instead of the SIMT matmul's")
    args = ap.parse_args()
    h = ss.Harness(args)

    if not h.cost_model("tune=cost-model", "tune=cost-model", describe):
        return 1

    space = ss.list_space(args.arch, args.template)
    rng = random.Random(args.seed)
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

    passed, redrawn = h.samples(
        picks, lambda sched, i: (args.graph, f"tune=fixed schedule={sched}"),
        lambda sched: groups[(stage_of(sched), is_split(sched))] or space, rng)
    counts = ",".join(str(sum(stage_of(p) == s for p in picks)) for s in stages)
    strata = f"stages {','.join(map(str, stages))}: {counts}"
    if True in splits:
        on = sum(is_split(p) for p in picks)
        strata += f"; split-K on/off: {on}/{len(picks) - on}"
    return h.summary(picks, passed, redrawn, "schedules", strata)


if __name__ == "__main__":
    sys.exit(main())
