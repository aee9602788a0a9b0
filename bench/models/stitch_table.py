#!/usr/bin/env python3
"""The stitch report of a committed model as Markdown tables: one row per
kernel function (template and schedule, kernels, ops with their stitch
schemes, bytes actual against the minimum) and the summary.

    python3 bench/models/stitch_table.py [--build DIR] [--arch sm_80] MODEL FORMAT

MODEL is a file stem of test/Models/Inputs (bert_layer), FORMAT tosa or
linalg. Runs
    hidet-opt -p 'builtin.module(hidet-import-FORMAT,hidet-graph-canonicalize,
                 hidet-partition,hidet-outline-kernels,
                 hidet-schedule-anchors{arch=A},hidet-stitch-report{arch=A})'
and formats its remarks (docs/passes.md#the-stitch-report). Standard
library only; tools from DIR/bin (default build/bin).
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
INPUTS = os.path.join(ROOT, "test", "Models", "Inputs")
HEADER = re.compile(r"remark: stitch @(\S+): (\d+) kernels?, template (\S+), schedule (\S+)")
HOST = re.compile(r"remark: stitch @(\S+): on the host")
OPLINE = re.compile(r"graph\.(\w+) at \S+: (\w+) -> (\w+)")
BYTES = re.compile(r"bytes: actual (\d+) read \+ (\d+) written = (\d+), "
                   r"minimum (\d+) read \+ (\d+) written = (\d+) \(([0-9.]+)x\)")
GRID = re.compile(r"kernel @\S+: grid (\S+) blocks x (\d+) threads")


def mb(n):
    return f"{int(n) / 1e6:.2f}"


def run(args):
    arch = args.arch
    pipeline = (f"builtin.module(hidet-import-{args.format},hidet-graph-canonicalize,"
                f"hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{{arch={arch}}},"
                f"hidet-stitch-report{{arch={arch}}})")
    src = os.path.join(INPUTS, f"{args.model}.{args.format}.mlir")
    r = subprocess.run([os.path.join(args.build, "bin", "hidet-opt"), "-p", pipeline, src,
                        "-o", os.devnull], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(r.stderr)
    return r.stderr.splitlines()


def ops_text(ops):
    """Consecutive ops of one scheme as 'a, b (scheme)'."""
    runs = []
    for name, _role, scheme in ops:
        if runs and runs[-1][1] == scheme:
            runs[-1][0].append(name)
        else:
            runs.append(([name], scheme))
    return "; ".join(f"{', '.join(n)} ({s})" for n, s in runs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("model")
    ap.add_argument("format")
    args = ap.parse_args()
    rows, cur, summary = [], None, []
    in_summary = False
    for line in run(args):
        h = HEADER.search(line)
        if h:
            cur = {"fn": h.group(1), "kernels": h.group(2), "template": h.group(3),
                   "schedule": h.group(4), "grids": [], "ops": [], "bytes": None}
            rows.append(cur)
            in_summary = False
            continue
        if HOST.search(line):
            cur = {"fn": HOST.search(line).group(1), "host": True, "ops": [], "bytes": None,
                   "grids": []}
            rows.append(cur)
            continue
        if "remark: stitch summary" in line:
            in_summary = True
            summary.append(line.split("remark: ", 1)[1])
            continue
        if in_summary and line.startswith("  "):
            summary.append(line.strip())
            continue
        if not cur or not line.startswith("  "):
            cur = None
            continue
        g, o, b = GRID.search(line), OPLINE.search(line), BYTES.search(line)
        if g:
            cur["grids"].append(f"{g.group(1)} x {g.group(2)}")
        elif o:
            cur["ops"].append(o.groups())
        elif b:
            cur["bytes"] = b.groups()
    print("| kernel function | template, schedule | grid x threads | ops (scheme) | "
          "actual MB (read + written) | minimum MB | actual / minimum |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        if r.get("host"):
            print(f"| {r['fn']} | on the host | | {ops_text(r['ops'])} | | | |")
            continue
        b = r["bytes"]
        act = f"{mb(b[2])} ({mb(b[0])} + {mb(b[1])})" if b else "unknown"
        mini = f"{mb(b[5])}" if b else ""
        print(f"| {r['fn']} | {r['template']} `{r['schedule']}` | {', '.join(r['grids'])} | "
              f"{ops_text(r['ops'])} | {act} | {mini} | {b[6] + 'x' if b else ''} |")
    print()
    for s in summary:
        print(s)


if __name__ == "__main__":
    main()
