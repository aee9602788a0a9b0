#!/usr/bin/env python3
"""Which schedules a dynamic build runs at one shape, against a static build.

Issue 27 asks the dynamic BERT layer to run within 1.1x of its static build
at [1, 128]. Without a GPU, this is the check that can be made here: compile
the dynamic layer (test/Models/Inputs/bert_layer_dyn_small.linalg.mlir, batch
in [1, 8], seq in [1, 128]) ONCE, run it on the emulator at one (batch, seq)
with `hidet-run --emu-trace` (which names each launch's kernel, so the size
bucket the host dispatch took shows), and compare each kernel function it
ran, in order, with the static build's (bench/models/export_dynamic.py
--static-bert B,S): template and schedule from hidet-schedule-anchors'
report=true remarks. Prints one row per kernel function and a summary line;
exits 1 when a build or a run fails (not when schedules differ: that is what
it reports).

    python3 bench/gpu/dyn_schedules.py [--shape 1,128] [--arch sm_90]

Needs the build (HIDET_BUILD, default build/) and, for the static export,
torch, torch-mlir and transformers (run it with that python).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INPUTS = os.path.join(ROOT, "test", "Models", "Inputs")
CHOSE = re.compile(r"remark: @(\w+): (\w+) ([0-9x]+) \(.*?\).*?: \d+ schedules fit \w+; "
                   r"(?:the cost model chose|.*?) ([\w.-]+) \(")
TEMPLATE = re.compile(r"remark: stitch @(\w+): \d+ kernels?, template (\w+), schedule ([\w.-]+)")
LAUNCH = re.compile(r"hidet-emu: launch '(\w+)_gpu::")


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit("dyn_schedules: failed: %s\n%s" % (" ".join(cmd), r.stderr[-2000:]))
    return r


def compile_gpu(hopt, src, arch, tmp, name):
    """Imports, canonicalizes and compiles SRC to the GPU dialect; returns
    the module's path and {kernel function: (problem, template, schedule)}."""
    g = os.path.join(tmp, name + ".g.mlir")
    gc = os.path.join(tmp, name + ".gc.mlir")
    out = os.path.join(tmp, name + ".gpu.mlir")
    run([hopt, "-p", "builtin.module(hidet-import-linalg)", src, "-o", g])
    run([hopt, "-p", "builtin.module(hidet-graph-canonicalize)", g, "-o", gc])
    r = run([hopt, gc, "-p", "builtin.module(hidet-compile-to-gpu{arch=%s unsupported=error "
             "report=true})" % arch, "-o", out])
    problems = {m.group(1): "%s %s" % (m.group(2), m.group(3)) for m in CHOSE.finditer(r.stderr)}
    kernels = {}
    for m in TEMPLATE.finditer(r.stderr):
        kernels[m.group(1)] = (problems.get(m.group(1), "?"), m.group(2), m.group(3))
    return out, kernels


def launched(hrun, module, shape, tag):
    """The kernel functions a run of @forward at `shape` launches, in order
    (consecutive launches of one function, e.g. split-KV's two kernels,
    once)."""
    b, s = shape
    args = ["--arg=@%s/bert_layer_dyn_small.in%d.npy" % (INPUTS, i) for i in range(16)]
    x = "%s/bert_layer_dyn_small.b%ds%d.in16.npy" % (INPUTS, b, s)
    ref = "%s/bert_layer_dyn_small.b%ds%d.out0.npy" % (INPUTS, b, s)
    if not os.path.exists(x):
        sys.exit("dyn_schedules: no input %s (export_dynamic.py writes BERT_SHAPES)" % x)
    r = run([hrun, module, "--target=emulate", "--entry=forward"] + args +
            ["--arg=@" + x, "--arg=poison", "--expect=17:" + ref, "--emu-trace"])
    if "expect: PASS" not in r.stdout:
        sys.exit("dyn_schedules: the %s build does not match PyTorch at %s" % (tag, shape))
    fns = []
    for m in LAUNCH.finditer(r.stderr):
        fn = m.group(1)
        if not fns or fns[-1] != fn:
            fns.append(fn)
    return fns


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shape", default="1,128", help="batch,seq (one of export_dynamic.py's)")
    ap.add_argument("--arch", default="sm_90")
    a = ap.parse_args()
    shape = tuple(int(v) for v in a.shape.split(","))
    build = os.environ.get("HIDET_BUILD", os.path.join(ROOT, "build"))
    hopt = os.path.join(build, "bin", "hidet-opt")
    hrun = os.path.join(build, "bin", "hidet-run")
    with tempfile.TemporaryDirectory() as tmp:
        run([sys.executable, os.path.join(ROOT, "bench", "models", "export_dynamic.py"),
             "--static-bert", a.shape, "--out", tmp])
        static_src = os.path.join(tmp, "bert_layer_static_small_b%ds%d.linalg.mlir" % shape)
        dyn_mod, dyn_k = compile_gpu(hopt, os.path.join(INPUTS, "bert_layer_dyn_small.linalg.mlir"),
                                     a.arch, tmp, "dyn")
        st_mod, st_k = compile_gpu(hopt, static_src, a.arch, tmp, "static")
        dyn_fns = launched(hrun, dyn_mod, shape, "dynamic")
        st_fns = launched(hrun, st_mod, shape, "static")
    print("| # | dynamic kernel (bucket run at %s) | problem scheduled for | schedule | "
          "static kernel | problem | schedule | same |" % (shape,))
    print("|---|---|---|---|---|---|---|---|")
    same = 0
    for i in range(max(len(dyn_fns), len(st_fns))):
        d = dyn_fns[i] if i < len(dyn_fns) else "-"
        s = st_fns[i] if i < len(st_fns) else "-"
        dp, dt, ds = dyn_k.get(d, ("?", "?", "?"))
        sp, st, ss = st_k.get(s, ("?", "?", "?"))
        eq = (dt, ds) == (st, ss)
        same += eq
        print("| %d | %s | %s | %s %s | %s | %s | %s %s | %s |" %
              (i, d, dp, dt, ds, s, sp, st, ss, "yes" if eq else "NO"))
    print("dyn_schedules: %s at %s: %d of %d kernel functions run the static build's "
          "schedule" % (a.arch, shape, same, max(len(dyn_fns), len(st_fns))))


if __name__ == "__main__":
    main()
