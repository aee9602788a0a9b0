#!/usr/bin/env python3
"""Runs bench/gpu/run.py's whole flow on the CPU, for changing run.py without a GPU.

    cpu_smoke.py [--out DIR] [--cases REGEX] [--break-signature] [--skip-row]

Copies build.sh's output DIR (default bench/gpu/out; --graphs-only is enough)
to a temporary directory and replaces the artifact of every linear, bmm,
softmax and layer_norm case with a fake libNAME.so: naive f32 C loops on host
pointers (f16 cases: _Float16 buffers, f32 sums) with the artifact ABI (NAME_forward, NAME_arg_info, ...). Then it runs
run.py's main() with torch on the CPU (CUDA events and the stream stubbed by a
wall-clock timer), so the ctypes calls, the signature checks, the NaN
poisoning, the float64 check and its tolerances, the peers, the table and the
JSON all run. --break-signature reverses every fake's arg_info (each case must
then fail); --skip-row leaves the last row of every output unwritten (each
case must then fail through the poison). Needs torch (CPU), numpy and cc.
The naive loops' errors show the tolerances' margins: 5e-6 at K = 3072
against atol 5.5e-4.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run  # noqa: E402

# Kernels over T **a (inputs then outputs; T is float, or _Float16 for the
# f16 cases: f32 sums, one rounding at the store, like the tensor-core
# kernels); P0.. are the case's sizes.
BODY = {
    "linear": """T *x = a[0], *w = a[1], *b = a[2], *o = a[3];
  for (long m = 0; m < P0; m++) for (long n = 0; n < P2; n++) {
    float s = 0; for (long k = 0; k < P1; k++) s += x[m * P1 + k] * w[k * P2 + n];
    s += b[n]; if (P3) s = 0.5f * s * (1.0f + erff(s * 0.70710678f)); o[m * P2 + n] = s; }""",
    "bmm": """T *x = a[0], *w = a[1], *o = a[2];
  for (long i = 0; i < P0; i++) for (long m = 0; m < P1; m++) for (long n = 0; n < P3; n++) {
    float s = 0; for (long k = 0; k < P2; k++) s += x[(i * P1 + m) * P2 + k] * w[(i * P2 + k) * P3 + n];
    o[(i * P1 + m) * P3 + n] = s * SCALE; }""",
    "softmax": """T *x = a[0], *o = a[1];
  for (long r = 0; r < P0; r++) { float mx = -1e30f, s = 0;
    for (long i = 0; i < P1; i++) mx = fmaxf(mx, x[r * P1 + i]);
    for (long i = 0; i < P1; i++) { o[r * P1 + i] = expf(x[r * P1 + i] - mx); s += o[r * P1 + i]; }
    for (long i = 0; i < P1; i++) o[r * P1 + i] /= s; }""",
    "layer_norm": """T *x = a[0], *g = a[1], *b = a[2], *o = a[3];
  for (long r = 0; r < P0; r++) { float m = 0, v = 0;
    for (long i = 0; i < P1; i++) m += x[r * P1 + i];
    m /= P1;
    for (long i = 0; i < P1; i++) { float d = x[r * P1 + i] - m; v += d * d; }
    v /= P1; float inv = 1.0f / sqrtf(v + EPS);
    for (long i = 0; i < P1; i++) o[r * P1 + i] = (x[r * P1 + i] - m) * inv * g[i] + b[i]; }""",
}


def sizes(c):
    """([P0, P1, ...], scale, eps); P0 is the row count that --skip-row cuts."""
    p, k = c["params"], c["kind"]
    if k == "linear":
        return [p["M"], p["K"], p["N"], p["gelu"]], 1, 0
    if k == "bmm":  # rows are (batch, m) pairs: cut the batch
        return [p["B"], p["M"], p["K"], p["N"]], p["scale"] or 1, 0
    if k == "softmax":
        s = p["shape"]
        return [s[0] * s[1] * s[2], s[3]], 1, 0
    return [p["rows"], p["cols"]], 1, p["eps"]


def fake(c, out, args):
    name = c["name"]
    ps, scale, eps = sizes(c)
    ps[0] -= args.skip_row
    info = c["args"][::-1] if args.break_signature else c["args"]
    elem = "_Float16" if c.get("dtype", "f32") == "f16" else "float"
    code = ["#include <math.h>", "typedef %s T;" % elem, "#define SCALE %.9ef" % scale, "#define EPS %.9ef" % eps]
    code += ["#define P%d %dL" % (i, v) for i, v in enumerate(ps)]
    code += ["static const char *info[] = {%s};" % ", ".join('"%s"' % s for s in info),
             "int %s_forward(void *const *args) { T **a = (T **)args;\n  %s\n  return 0; }"
             % (name, BODY[c["kind"]]),
             "int %s_num_args(void) { return %d; }" % (name, len(info)),
             "const char *%s_arg_info(int i) { return info[i]; }" % name,
             "int %s_set_stream(void *s) { (void)s; return 0; }" % name,
             "int %s_synchronize(void) { return 0; }" % name,
             'const char *%s_last_error(void) { return ""; }' % name]
    d = os.path.join(out, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name + ".c"), "w") as f:
        f.write("\n".join(code) + "\n")
    subprocess.check_call(["cc", "-O2", "-shared", "-fPIC", "-o", os.path.join(d, "lib%s.so" % name),
                           os.path.join(d, name + ".c"), "-lm"])
    return "%s/lib%s.so" % (name, name)


def use_cpu():
    """Points run.py's torch work at the CPU: no stream, a wall-clock timer
    instead of CUDA events (also used by tune_cpu_smoke.py)."""
    run.setup_torch()
    torch = run.torch
    run.DEVICE = "cpu"
    run.stream_ptr = lambda: 0
    torch.cuda.synchronize = lambda: None

    def wall(fn, runs, warmup, flush):  # stands in for CUDA events
        for _ in range(warmup):
            fn()
        us = []
        for _ in range(runs):
            t = time.perf_counter()
            fn()
            us.append((time.perf_counter() - t) * 1e6)
        return {"median": run.quantile(us, 0.5), "p10": run.quantile(us, 0.1),
                "p90": run.quantile(us, 0.9), "min": min(us), "runs": runs, "all": us}
    run.time_gpu = wall
    run.env_info = lambda: {"device": "CPU (cpu_smoke.py: fake artifacts)", "cc": "9.0", "torch": torch.__version__,
                            "cuda": None, "python": "", "driver": "-", "driver_cuda": "-", "l2_bytes": 0}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", default=os.path.join(HERE, "out"))
    p.add_argument("--cases", default="^(attn_out|ffn_up|ffn_down|scores|context|softmax|layer_norm)_b1$"
                   "|^(ffn_up|scores)_f16_b1$")
    p.add_argument("--break-signature", action="store_true")
    p.add_argument("--skip-row", action="store_const", const=1, default=0)
    args = p.parse_args()
    tmp = tempfile.mkdtemp(prefix="gpu-bench-cpu-")
    out = os.path.join(tmp, "out")
    shutil.copytree(args.out, out)
    man = json.load(open(os.path.join(out, "manifest.json")))
    for c in man["cases"]:
        if c["kind"] in BODY and run.re.search(args.cases, c["name"]):
            c["artifact"], c["build_failed"] = fake(c, out, args), False
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(man, f)

    use_cpu()
    sys.argv = ["run.py", "--out", out, "--cases", args.cases, "--runs", "3", "--warmup", "1",
                "--no-compile", "--flush-mib", "1", "--json", os.path.join(tmp, "results.json")]
    rc = run.main()
    print("cpu_smoke: run.py exit %d; files in %s" % (rc, tmp))
    return rc


if __name__ == "__main__":
    sys.exit(main())
