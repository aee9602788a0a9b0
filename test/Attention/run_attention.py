#!/usr/bin/env python3
"""Schedule sampling of the attention templates with the shared harness
test/lib/schedule_sampling.py: writes one attention_cases.py case as a graph
(graph.attention alone), compiles it through hidet-compile-to-gpu and runs it
on the CUDA emulator in random thread order against the reference path
(seeded random inputs, poisoned output), for the cost model's schedule and
for a seeded sample of the template's space for the arch, forced with
`tune=fixed schedule=<text>` and stratified over the threads per query row
(`group`) and, for attention_simt, the query rows a thread (`-t<TR>`, 1
without it) in turn; attention_tc over its keys a tile.

  run_attention.py CASE --template NAME [--samples N] [--seed S] [--arch A]
                   [--atol A] [--rtol R] [--tmp DIR] [--ptx-samples]
                   [--emu-stack KIB]   (the emulator's stack per thread: the
                                        tensor-core kernels need more at -O0)
                   [--only TEXT]       (sample only schedules whose text holds
                                        TEXT: -split, -pack)
                   [--schedule TEXT]... (run these schedules instead of a
                                        sample, inside the space or not; one
                                        that does not fit fails)
"""
import argparse
import os
import random
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
import schedule_sampling as ss  # noqa: E402


def chosen(out, err):
    return " ".join(sorted(set(re.findall(r'hidet\.template = "(\w+)"', open(out).read()))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("case")
    ap.add_argument("--template", required=True)
    ap.add_argument("--samples", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--atol", default="1e-5")
    ap.add_argument("--rtol", default="1e-4")
    ap.add_argument("--tmp", default="/tmp")
    ap.add_argument("--ptx-samples", action="store_true")
    ap.add_argument("--ptx-contains", action="append", default=[])
    ap.add_argument("--emu-stack", type=int)
    ap.add_argument("--only", action="append", default=[],
                    help="sample only schedules whose text holds this (e.g. -split, -pack)")
    ap.add_argument("--schedule", action="append", default=[],
                    help="run this schedule (repeatable) instead of sampling")
    a = ap.parse_args()
    os.makedirs(a.tmp, exist_ok=True)
    # the graph and its argument list (inputs random: --compare draws them)
    out = subprocess.run([sys.executable, os.path.join(HERE, "attention_cases.py"), "write", a.case,
                          a.tmp], capture_output=True, text=True, check=True).stdout.split()
    n_in = sum(x.startswith("--arg=@") for x in out)
    a.graph = os.path.join(a.tmp, a.case + ".mlir")
    a.args = ((f"--emu-stack={a.emu_stack} " if a.emu_stack else "") + "--entry=f " +
              " ".join(["--arg=rand"] * n_in) + " --arg=poison")
    h = ss.Harness(a)
    if not h.cost_model("tune=cost-model", "tune=cost-model", chosen):
        return 1
    if a.schedule:  # fixed schedules: no strata, no redraw
        picks = list(a.schedule)
        passed, redrawn = h.samples(picks, lambda sched, i: (a.graph, f"tune=fixed schedule={sched}"),
                                    lambda sched: [], random.Random(a.seed))
        return h.summary(picks, passed, redrawn, "schedules", "fixed: " + ",".join(picks))
    space = ss.list_space(a.arch, a.template)
    space = [x for x in space if all(t in x for t in a.only)]
    rng = random.Random(a.seed)
    # strata: the threads per query row (attention_simt's g<group>; the
    # -pack and -split suffixes left out, so that a stratum always has
    # schedules that fit), attention_tc's keys a tile (k<keys>, the ring's
    # -s<stages> left out; smallest first: 16-key tiles fit every head dim,
    # 128-key ones none past 96), else the text's last field
    # attention_simt's strata are (group, rows a thread): g4-t2 for -g4-t2,
    # g4-t1 without -t; ordered so that the first draws cover every group
    # and every register tile (k-th stratum: group k mod #groups, tile
    # k mod #tiles, the pairs that exist; the rest after them)
    def key(x):
        g = re.search(r"-(g\d+)", x)
        if g:
            t = re.search(r"-(t\d+)", x)
            return g.group(1) + "-" + (t.group(1) if t else "t1")
        return (re.search(r"-(k\d+)", x) or re.search(r"-([^-]+)$", x)).group(1)
    order = lambda s: (0, int(s[1:]), "") if re.fullmatch(r"k\d+", s) else (1, 0, s)
    strata = sorted(set(key(x) for x in space), key=order)
    if all(re.fullmatch(r"g\d+-t\d+", s) for s in strata):
        gs = sorted({s.split("-")[0] for s in strata}, key=lambda v: int(v[1:]))
        ts = sorted({s.split("-")[1] for s in strata}, key=lambda v: int(v[1:]))
        cyc = []
        for k in range(len(gs) * len(ts)):
            s = f"{gs[k % len(gs)]}-{ts[k % len(ts)]}"
            if s in strata and s not in cyc:
                cyc.append(s)
        strata = cyc + [s for s in strata if s not in cyc]
    groups = {s: [x for x in space if key(x) == s] for s in strata}
    picks = [rng.choice(groups[strata[i % len(strata)]]) for i in range(a.samples)]
    passed, redrawn = h.samples(picks, lambda sched, i: (a.graph, f"tune=fixed schedule={sched}"),
                                lambda sched: groups[key(sched)], rng)
    counts = ",".join(f"{s}:{sum(key(p) == s for p in picks)}" for s in strata)
    return h.summary(picks, passed, redrawn, "schedules", counts)


if __name__ == "__main__":
    sys.exit(main())
