#!/usr/bin/env python3
"""AStitch's irregular reductions through the whole compiler.

For each shape (a graph.reduce with kind sum, f32) it writes a one-op graph
function into a work directory and, for each arch (sm_80, sm_90):

  1. compiles it with
       hidet-opt G.mlir --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=ARCH report=true})'
                 --ptx-dir=DIR -o /dev/null
     and takes the cost model's schedule and its description from
     hidet-schedule-anchors' remark ("the cost model chose ... (...)");
  2. assembles the PTX with scripts/ptx_report.sh (ptxas -v for ARCH):
     registers and spill bytes per kernel;
  3. compiles it with hidet-compile-to-gpu{arch=ARCH} and reads every
     gpu.func's launch (hidet.grid x gpu.known_block_size): the kernels and
     the blocks launched;
  4. runs that module on the CPU emulator against the reference path
     (hidet-run --target=emulate --compare, random inputs, poisoned output,
     random thread order) and records PASS/FAIL, emulator seconds and the
     whole hidet-run wall time.

Shapes (AStitch, Zheng et al., ASPLOS'22, section 2's irregular reductions):
  row 750000 x 32     many short rows
  row 64 x 30000      few long rows
  row 11000 x 123
  row 11000 x 12345
  col 11000 x 123     over axis 0: 123 rows of 11000 elements, 492 bytes apart
(the emulator runs every shape at full size: the slowest, 11000 x 12345,
takes ~12 s on the 2-core dev VM; --scale divides the long dim for a quick
look, keeping the mapping class).

Prints a markdown table on stdout (one row per shape and arch) and the
per-kernel details below it. Exit status 1 if a compile, a ptxas run or an
emulator comparison fails, or a kernel spills. Without ptxas the register
columns read n/a. Tolerance of the comparison: atol 1e-2, rtol 1e-4 (f32
sums of up to 30000 random elements in [-1, 1) in another order differ by
~1e-3; the split and one-block schedules add in different orders).

Usage: bench/reductions/run.py [--build DIR] [--arch "sm_80 sm_90"]
                               [--keep DIR] [--no-emulator] [--scale N]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# name, rows dim, cols dim, reduced axis
SHAPES = [
    ("row 750000x32", 750000, 32, 1),
    ("row 64x30000", 64, 30000, 1),
    ("row 11000x123", 11000, 123, 1),
    ("row 11000x12345", 11000, 12345, 1),
    ("col 11000x123 (axis 0)", 11000, 123, 0),
]


def graph(rows, cols, axis):
    out = cols if axis == 0 else rows
    return (f"func.func @f(%x: tensor<{rows}x{cols}xf32>) -> tensor<{out}xf32> {{\n"
            f"  %y = \"graph.reduce\"(%x) {{axes = array<i64: {axis}>, kind = \"sum\"}} : "
            f"(tensor<{rows}x{cols}xf32>) -> tensor<{out}xf32>\n"
            f"  return %y : tensor<{out}xf32>\n}}\n")


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def kernels_of(gpu_text):
    """[(name, grid tuple, block)] of every gpu.func, in module order."""
    ks = []
    for m in re.finditer(r"gpu\.func @(\w+)\(.*?kernel attributes \{(.*?)\} \{", gpu_text, re.S):
        attrs = m.group(2)
        grid = tuple(int(x) for x in re.search(r"hidet\.grid = array<i64: ([0-9, ]+)>", attrs)
                     .group(1).split(","))
        block = int(re.search(r"gpu\.known_block_size = array<i32: (\d+)", attrs).group(1))
        ks.append((m.group(1), grid, block))
    return ks


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--arch", default="sm_80 sm_90")
    ap.add_argument("--keep", default="")
    ap.add_argument("--no-emulator", action="store_true")
    ap.add_argument("--scale", type=int, default=1)
    args = ap.parse_args()
    os.environ["PATH"] = os.path.join(args.build, "bin") + os.pathsep + os.environ["PATH"]
    work = args.keep or tempfile.mkdtemp(prefix="bench-reductions-")
    os.makedirs(work, exist_ok=True)
    report = os.path.join(ROOT, "scripts", "ptx_report.sh")
    failures = 0
    rows_out, details = [], []
    for name, r, c, axis in SHAPES:
        if args.scale > 1:  # scale the long dim, keep the short one
            if axis == 1 and c >= r:
                c = max(1, c // args.scale)
            else:
                r = max(1, r // args.scale)
        tag = re.sub(r"[^a-z0-9]+", "_", name.split(" (")[0])
        g = os.path.join(work, f"{tag}.mlir")
        with open(g, "w") as f:
            f.write(graph(r, c, axis))
        for arch in args.arch.split():
            ptxdir = os.path.join(work, f"ptx-{tag}-{arch}")
            shutil.rmtree(ptxdir, ignore_errors=True)
            p = run(["hidet-opt", g, "--pass-pipeline=builtin.module(hidet-compile-to-ptx{arch=%s "
                     "report=true})" % arch, f"--ptx-dir={ptxdir}", "-o", os.devnull])
            m = re.search(r"the cost model chose (\S+) \((.*)\)\s*$", p.stderr, re.M)
            if p.returncode or not m:
                print(f"bench: {name} {arch}: compile failed\n{p.stderr}", file=sys.stderr)
                failures += 1
                continue
            sched, desc = m.group(1), m.group(2)
            pr = run([report, "--no-spills", ptxdir, arch])
            regs = {}
            for line in pr.stdout.splitlines():
                mm = re.match(r"\S+ (\S+) \S+ regs=(\d+) spill_stores=(\d+) spill_loads=(\d+)", line)
                if mm:
                    regs[mm.group(1)] = (int(mm.group(2)), int(mm.group(3)), int(mm.group(4)))
            skip = "SKIP" in pr.stdout + pr.stderr
            if pr.returncode:
                print(f"bench: {name} {arch}: ptxas failed or spills\n{pr.stdout}{pr.stderr}",
                      file=sys.stderr)
                failures += 1
            gpu = os.path.join(work, f"{tag}-{arch}.gpu.mlir")
            p = run(["hidet-opt", g, "--pass-pipeline=builtin.module(hidet-compile-to-gpu{arch=%s})"
                     % arch, "-o", gpu])
            if p.returncode:
                print(f"bench: {name} {arch}: compile-to-gpu failed\n{p.stderr}", file=sys.stderr)
                failures += 1
                continue
            ks = kernels_of(open(gpu).read())
            blocks = sum(k[1][0] * k[1][1] * k[1][2] for k in ks)
            kdesc = "; ".join(
                f"{k[0].split('_')[-1] if len(ks) > 1 else 'kernel'} "
                f"{'x'.join(str(d) for d in k[1] if d > 1) or '1'} blocks of {k[2]}"
                + (f", {regs[k[0]][0]} regs, {regs[k[0]][1] + regs[k[0]][2]} B spills"
                   if k[0] in regs else ", regs n/a") for k in ks)
            emu = "not run"
            if not args.no_emulator:
                t0 = time.time()
                e = run(["hidet-run", "--target=emulate", gpu, "--entry=f", "--seed=1", "--arg=rand",
                         "--arg=poison", f"--compare={g}", "--atol=1e-2", "--rtol=1e-4",
                         "--emu-schedule=random", "--emu-seed=1", "--emu-stats"])
                wall = time.time() - t0
                es = re.search(r"^emulator: .*?, ([0-9.]+) s,", e.stdout + e.stderr, re.M)
                ok = e.returncode == 0 and "compare: PASS" in e.stdout
                emu = f"{'PASS' if ok else 'FAIL'} ({es.group(1) if es else '?'} s emulated, {wall:.1f} s wall)"
                if not ok:
                    print(f"bench: {name} {arch}: emulator check failed\n{e.stdout}{e.stderr}",
                          file=sys.stderr)
                    failures += 1
            shape = f"{name}" + (f" scaled to {r}x{c}" if args.scale > 1 else "")
            rows_out.append(f"| {shape} | {arch} | `{sched}` | {len(ks)} | {blocks} | {kdesc} | {emu} |")
            details.append(f"- {shape}, {arch}: `{sched}`: {desc}" + (" (ptxas: SKIP)" if skip else ""))
            print(f"bench: {name} {arch}: {sched} done", file=sys.stderr)
    print("| shape (sum, f32) | arch | schedule | kernels | blocks | per kernel: grid, block, "
          "ptxas registers, spills | emulator vs reference |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows_out))
    print()
    print("\n".join(details))
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
