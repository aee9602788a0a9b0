#!/usr/bin/env python3
"""Runs one committed model through an importer and the reference path.

    run_model.py --model NAME --format tosa|linalg --tmp DIR [--atol X --rtol X]
                 [--compare-with tosa|linalg] [--import-only] [--canonicalize]
                 [--no-attention] [--gpu] [--ptx ARCH] [--inputs DIR] [--case C]

Imports Inputs/NAME.FORMAT.mlir with `hidet-opt -p 'builtin.module(hidet-import-FORMAT)'`
(followed by hidet-graph-canonicalize with --canonicalize, which raises
attention chains into graph.attention: the number of graph.attention ops is
printed; --no-attention keeps them unfused, hidet-graph-canonicalize{attention=false}),
then runs @forward on the reference path with `hidet-run --target=reference`:
  * when the model has committed inputs (Inputs/NAME.in<i>.npy) and PyTorch's
    outputs (Inputs/NAME.out<i>.npy), on those inputs, checking every output
    with --expect (outputs are poisoned first, so unwritten elements fail);
  * with --compare-with, on seeded random inputs, comparing against the same
    model imported through the other importer (two independent paths from one
    PyTorch model).
With --gpu the imported graph is first compiled with
`hidet-compile-to-gpu{unsupported=host}` (groups that no GPU template can
compute are computed on the host by the reference lowering; --unsupported
error makes them an error instead) and run on the
CUDA emulator (`hidet-run --target=emulate`) instead of the reference path;
it prints the number of GPU kernels launched and of host-computed groups.
With --ptx ARCH it instead compiles with `hidet-compile-to-ptx{arch=ARCH
unsupported=host}` and assembles every kernel with ptxas
(scripts/ptx_report.sh --no-spills), printing the kernel count.
With --case C the committed inputs and outputs are Inputs/NAME.C.in<i>.npy
and NAME.C.out<i>.npy (a model with dynamic shapes, compiled once, has one
case per shape: mlp_dyn_small.b5, .b37).
Prints the import's op counts, then hidet-run's output. Needs only the
standard library (no numpy): CI runs it.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    sys.stdout.write(p.stdout)
    if p.returncode != 0:
        sys.stdout.write("run_model.py: command failed (exit %d): %s\n" % (p.returncode, " ".join(cmd)))
        sys.stdout.flush()
        sys.exit(1)
    return p.stdout


INPUTS = os.path.join(HERE, "Inputs")


def import_model(name, fmt, tmp, canonicalize=False, attention=True):
    src = os.path.join(INPUTS, "%s.%s.mlir" % (name, fmt))
    out = os.path.join(tmp, "%s.%s%s.graph.mlir" % (name, fmt, ".canon" if canonicalize else ""))
    passes = "hidet-import-%s" % fmt + (",hidet-graph-canonicalize" if canonicalize else "")
    if canonicalize and not attention:
        passes += "{attention=false}"
    # Generic form: every op, with or without results, prints as "dialect.op"(.
    # torch-mlir's linalg export may hold tm_tensor.scan (cumsum), whose
    # dialect MLIR 22 does not have: parsed as an unregistered op, imported.
    extra = ["--allow-unregistered-dialect"] if fmt == "linalg" else []
    run(["hidet-opt", "--mlir-print-op-generic"] + extra + ["-p", "builtin.module(%s)" % passes, src, "-o", out])
    text = open(out).read()
    ops = re.findall(r'"([a-z_]+\.[a-z_0-9.]+)"\(', text)
    counts = {}
    for op in ops:
        counts[op] = counts.get(op, 0) + 1
    foreign = sorted(o for o in counts if not o.startswith(("graph.", "func.", "builtin.")))
    graph = sum(v for k, v in counts.items() if k.startswith("graph."))
    print("import %s.%s%s: %d graph ops; other ops: %s" % (
        name, fmt, " (canonicalized)" if canonicalize else "", graph, ", ".join(foreign) or "none"))
    if canonicalize:
        print("graph.attention: %d" % counts.get("graph.attention", 0))
    return out


def num_args(path):
    """The number of arguments of @forward (graph functions keep their signature)."""
    text = open(path).read()
    m = re.search(r'function_type = \(([^)]*)\) ->', text) or re.search(r'func\.func @forward\(([^)]*)\)', text)
    inner = m.group(1)
    return 0 if not inner.strip() else inner.count("tensor<")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--model", required=True)
    p.add_argument("--format", choices=["tosa", "linalg"], required=True)
    p.add_argument("--tmp", required=True)
    p.add_argument("--atol", default="1e-5")
    p.add_argument("--rtol", default="1e-4")
    p.add_argument("--compare-with", choices=["tosa", "linalg"])
    p.add_argument("--seed", default="1")
    p.add_argument("--import-only", action="store_true", help="stop after the import")
    p.add_argument("--canonicalize", action="store_true",
                   help="run hidet-graph-canonicalize after the import")
    p.add_argument("--no-attention", dest="attention", action="store_false",
                   help="with --canonicalize: keep attention chains unfused (attention=false)")
    p.add_argument("--gpu", action="store_true",
                   help="compile to GPU kernels and run them on the emulator")
    p.add_argument("--ptx", metavar="ARCH", help="compile to PTX for ARCH and run ptxas")
    p.add_argument("--arch", default="sm_80",
                   help="the arch --gpu schedules for (default sm_80; sm_90a: wgmma kernels)")
    p.add_argument("--unsupported", choices=["error", "host"], default="host",
                   help="hidet-schedule-anchors' unsupported= for --gpu and --ptx (default host)")
    p.add_argument("--case", help="read NAME.CASE.in<i>.npy / .out<i>.npy (one shape of a "
                   "model with dynamic shapes)")
    p.add_argument("--inputs", help="the folder of NAME.FORMAT.mlir and its .npy files "
                   "(default: Inputs beside this script)")
    a = p.parse_args()
    if a.inputs:
        global INPUTS
        INPUTS = a.inputs
    os.makedirs(a.tmp, exist_ok=True)
    graph = import_model(a.model, a.format, a.tmp, a.canonicalize, a.attention)
    if a.import_only:
        return 0
    nargs = num_args(graph)
    if a.ptx:
        d = os.path.join(a.tmp, "%s.%s.ptx.%s" % (a.model, a.format, a.ptx))
        shutil.rmtree(d, ignore_errors=True)  # no PTX left from an earlier run
        run(["hidet-opt", graph, "-p", "builtin.module(hidet-compile-to-ptx{arch=%s unsupported=%s})"
             % (a.ptx, a.unsupported), "--ptx-dir=" + d, "-o", os.devnull])
        report = run([os.path.join(HERE, "..", "..", "scripts", "ptx_report.sh"), "--no-spills", d, a.ptx])
        if "SKIP" in report:
            print("ptx %s: SKIP (no ptxas)" % a.ptx)
        else:
            # kernels (gpu.funcs) and modules (one per kernel function: a
            # split-K matmul is one module of two kernels)
            modules = len([f for f in os.listdir(d) if f.endswith(".ptx")])
            print("ptx %s: %d kernels assembled (%d modules)"
                  % (a.ptx, report.count(" regs="), modules))
        return 0
    target = "reference"
    if a.gpu:
        compiled = graph.replace(".graph.mlir", ".gpu.mlir")
        run(["hidet-opt", graph, "-p",
             "builtin.module(hidet-compile-to-gpu{arch=%s unsupported=%s})" % (a.arch, a.unsupported),
             "-o", compiled])
        text = open(compiled).read()
        kernels = re.findall(r'gpu\.func @[^\n]*hidet\.template = "([a-z0-9_]+)"', text)
        print("templates: " + " ".join("%s x%d" % (t, kernels.count(t)) for t in sorted(set(kernels))))
        # launches, and kernel modules (one per kernel function; a split-K
        # matmul launches two kernels of its module)
        print("gpu: %d kernel launches of %d kernel modules, %d groups on the host" % (
            text.count("gpu.launch_func"), text.count("gpu.module @"),
            text.count("hidet.host_fallback")))
        graph, target = compiled, "emulate"
    prefix = os.path.join(INPUTS, a.model + ("." + a.case if a.case else ""))
    if a.compare_with:
        other = import_model(a.model, a.compare_with, a.tmp)
        cmd = ["hidet-run", graph, "--target=reference", "--entry=forward", "--seed=" + a.seed]
        cmd += ["--arg=rand"] * nargs + ["--arg=poison"]
        cmd += ["--compare=" + other, "--atol=" + a.atol, "--rtol=" + a.rtol]
        run(cmd)
        return 0
    inputs = sorted(glob.glob(prefix + ".in*.npy"), key=lambda f: int(re.search(r"\.in(\d+)\.npy$", f).group(1)))
    outputs = sorted(glob.glob(prefix + ".out*.npy"), key=lambda f: int(re.search(r"\.out(\d+)\.npy$", f).group(1)))
    if len(inputs) != nargs or not outputs:
        print("run_model.py: %s has %d arguments but %d committed inputs and %d outputs"
              % (a.model, nargs, len(inputs), len(outputs)))
        return 1
    cmd = ["hidet-run", graph, "--target=" + target, "--entry=forward"]
    cmd += ["--arg=@" + f for f in inputs] + ["--arg=poison"] * len(outputs)
    cmd += ["--expect=%d:%s" % (nargs + i, f) for i, f in enumerate(outputs)]
    if a.gpu:
        # host-computed groups may copy strided views (memref.copy -> memrefCopy)
        cmd += ["--shared-lib=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"]
    cmd += ["--atol=" + a.atol, "--rtol=" + a.rtol]
    run(cmd)
    return 0


if __name__ == "__main__":
    sys.exit(main())
