#!/usr/bin/env python3
"""Per committed model and importer: source op count, graph op count after
import and after hidet-graph-canonicalize, import time, and, where PyTorch's
output is committed, the reference path's error against it.

    python3 bench/models/report.py [--build DIR] [--repeat N] [--only NAME[,NAME...]]

Prints a Markdown table (the one in docs/frontends.md and docs/benchmarks.md).
Standard library only; tools from DIR/bin (default build/bin).
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
INPUTS = os.path.join(ROOT, "test", "Models", "Inputs")
MODELS = ["bert_layer", "gpt2_block", "resnet50_bottleneck", "resnet50", "bert_base",
          "bert_layer_small", "gpt2_block_small", "resnet50_bottleneck_small", "bert_tiny",
          "llama_mlp_small", "masked_attention_small", "depthwise_small", "mlp_f16_small",
          "mlp_bf16_small"]
# (atol, rtol) where 1e-4 does not fit: f16 and bf16 results are rounded
# to 2^-11 and 2^-8 (the models' tests state the same tolerances).
TOLERANCE = {"mlp_f16_small": (2e-3, 4e-3), "mlp_bf16_small": (8e-3, 1.6e-2)}
OP = re.compile(r'"([a-z_]+\.[a-z_0-9.]+)"\(')


def count_ops(path, prefix=None):
    ops = OP.findall(open(path).read())
    ops = [o for o in ops if o not in ("builtin.module", "func.func", "func.return")]
    if prefix:
        ops = [o for o in ops if o.startswith(prefix)]
    return len(ops)


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--only", default="", help="comma-separated models (default: all)")
    a = p.parse_args()
    opt = os.path.join(a.build, "bin", "hidet-opt")
    hrun = os.path.join(a.build, "bin", "hidet-run")
    tmp = tempfile.mkdtemp()
    print("| model | importer | source ops | graph ops (import) | graph ops (canonicalized) "
          "| import time (s) | max abs error vs PyTorch |")
    print("|---|---|---|---|---|---|---|")
    for name in [n for n in a.only.split(",") if n] or MODELS:
        for fmt in ("tosa", "linalg"):
            src = os.path.join(INPUTS, "%s.%s.mlir" % (name, fmt))
            out = os.path.join(tmp, "%s.%s.mlir" % (name, fmt))
            canon = os.path.join(tmp, "%s.%s.canon.mlir" % (name, fmt))
            best = None
            for _ in range(a.repeat):
                t0 = time.perf_counter()
                r = run([opt, "--mlir-print-op-generic", "-p",
                         "builtin.module(hidet-import-%s)" % fmt, src, "-o", out])
                dt = time.perf_counter() - t0
                best = dt if best is None else min(best, dt)
            if r.returncode != 0:
                print("| %s | %s | %d | import failed: %s |  |  |  |" % (
                    name, fmt, count_ops(src), r.stdout.strip().splitlines()[0]))
                continue
            run([opt, "--mlir-print-op-generic", "-p", "builtin.module(hidet-graph-canonicalize)",
                 out, "-o", canon])
            err = ""
            inputs = sorted(glob.glob(os.path.join(INPUTS, name + ".in*.npy")),
                            key=lambda f: int(re.search(r"\.in(\d+)\.npy$", f).group(1)))
            wants = sorted(glob.glob(os.path.join(INPUTS, name + ".out*.npy")),
                           key=lambda f: int(re.search(r"\.out(\d+)\.npy$", f).group(1)))
            if inputs and wants:
                cmd = [hrun, out, "--target=reference", "--entry=forward"]
                cmd += ["--arg=@" + f for f in inputs] + ["--arg=poison"] * len(wants)
                cmd += ["--expect=%d:%s" % (len(inputs) + i, w) for i, w in enumerate(wants)]
                atol, rtol = TOLERANCE.get(name, (1e-4, 1e-4))
                cmd += ["--atol=%g" % atol, "--rtol=%g" % rtol]
                r = run(cmd)
                errs = [float(x) for x in re.findall(r"max abs error ([0-9.e+-]+)", r.stdout)]
                err = ("%.2e" % max(errs) if errs else "run failed") + \
                    (" (PASS)" if "expect: PASS" in r.stdout else " (FAIL)")
            print("| %s | %s | %d | %d | %d | %.3f | %s |" % (
                name, fmt, count_ops(src), count_ops(out, "graph."), count_ops(canon, "graph."),
                best, err))
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
