#!/usr/bin/env python3
"""GPU benchmark suite, part 2 of 2: times the artifacts bench/gpu/build.sh
made against PyTorch on the same GPU (python3 + torch + numpy only).

    run.py [--out DIR] [--cases REGEX] [--runs N] [--warmup N] [--json FILE]
           [--seed S] [--compile-mode MODE | --no-compile] [--no-tf32]
           [--selfcheck] [--dry-run]

For every case of DIR/manifest.json (default bench/gpu/out):
  * inputs: torch CUDA tensors from a seeded generator (per case, so --cases
    does not change them), scaled like nn.Linear's init so values stay O(1);
    their dtypes and shapes must equal the manifest's @forward signature and
    the artifact's NAME_arg_info;
  * hidet: libNAME.so through ctypes on torch's current stream
    (NAME_set_stream), NAME_forward(inputs then outputs, as data_ptr()s);
    outputs are poisoned with NaN first, then checked against PyTorch on the
    GPU in float64 (tolerances: tolerance() below), once before and once
    after the timed runs;
  * f16 cases (dtype "f16" in the manifest: the BERT matmuls as NAME_f16_bB)
    get the same values rounded to f16 (.half()); the peers then run in f16
    (cuBLAS tensor cores, the fair peer), the reference in float64 from the
    f16 inputs, and there is no TF32 column;
  * peers: torch eager in f32 (TF32 off for cuBLAS and cuDNN, so f32 is
    compared with f32), torch eager with TF32 allowed, and torch.compile
    (default mode "max-autotune-no-cudagraphs"; a failure is a note, not an
    error);
  * timing: --warmup calls, then --runs calls each between its own pair of
    CUDA events; before each, outside the events, a buffer of at least 256 MiB
    and 4x the L2 is zeroed so that every run starts with a cold L2. Reported:
    median and p10/p90 in microseconds; TFLOP/s (matmuls, models, convs) or
    GB/s (softmax, layer norm: inputs read once + outputs written once);
    hidet/torch, the ratio of the median times (< 1: hidet is faster).
Conv cases have no artifact (build.sh does not compile the conv templates
yet); only cuDNN is timed. The BERT cases use bench/gpu/torch_bert.py as
the reference; it is checked against transformers' outputs of the small models first
(check_torch_bert.py on DIR/selfcheck; --selfcheck runs only that).
Prints a markdown table (device, driver, torch in the header); --json writes
every number (rewritten after each case, so a run cut short keeps what it
measured). --dry-run reads the manifest and prints the plan; it needs
neither a GPU nor torch. Exit status 1 if any check or hidet call fails.
"""
import argparse
import ctypes
import json
import math
import os
import platform
import re
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
CONV_NA = "n/a (no conv artifact: build.sh compiles none yet)"


# ---- The manifest ---------------------------------------------------------
def parse_arg(s):
    """"in0 f32 1x128x768" -> ("in", 0, "f32", [1, 128, 768])."""
    m = re.fullmatch(r"(in|out)(\d+) (\w+) ?([0-9x]*)", s.strip())
    if not m:
        raise ValueError("bad argument description '%s'" % s)
    dims = [int(d) for d in m.group(4).split("x")] if m.group(4) else []
    return m.group(1), int(m.group(2)), m.group(3), dims


F16_U = 2.0 ** -11  # f16's unit roundoff (10 explicit mantissa bits, round to nearest)


def tolerance(case):
    """(atol, rtol, why) for comparing hidet's output with float64."""
    k, p = case["kind"], case["params"]
    if k in ("linear", "bmm") and case.get("dtype", "f32") == "f16":
        # The output is f16, so rounding it alone is up to 2^-11 relative:
        # rtol 2^-10 allows that store plus one more rounding of a value of
        # the same size (the graph's matmul result h, and h + bias, are f16
        # tensors: a kernel may round them or keep them in f32). Where the
        # epilogue shrinks the value (gelu of a negative h, h + b near 0) the
        # rounding of h is absolute: atol 2 * 2^-11 * 4 sd(h) (sd(h) from
        # make_case's distributions: 1/sqrt(3) for the linears, 1 * scale for
        # bmm), plus the f32 accumulation-order term 1e-5*sqrt(K) of the f32
        # cases (f16 x f16 products are exact in f32). Accumulating in f16
        # instead fails (numpy at K = 3072: 0.041 off, 36% of outputs out).
        sd = (1 / math.sqrt(3)) if k == "linear" else (p["scale"] or 1)
        return (2 * F16_U * 4 * sd + 1e-5 * math.sqrt(p["K"]), 2 * F16_U,
                "f16 output: rtol 2^-10, atol 2^-10*4sd(h) + 1e-5*sqrt(K)")
    if k in ("linear", "bmm"):
        # f32 dot products of length K with O(1) terms: rounding grows like a
        # random walk, ~eps*sqrt(K) per output (eps 6e-8); 1e-5*sqrt(K) is
        # about 100x that (a naive sequential f32 loop: 5e-6 at K = 3072), yet
        # TF32 inputs (10-bit mantissa) exceed it (~8e-4 on these inputs).
        return 1e-5 * math.sqrt(p["K"]), 1e-4, "f32 dot of length K: atol 1e-5*sqrt(K)"
    if k == "softmax":
        # outputs ~1/128; exp approximations are a few ulp, the row sum adds
        # ~sqrt(128) ulp.
        return 1e-6, 1e-4, "f32 exp + row sum of 128"
    if k == "layer_norm":
        # mean/variance are sums of 768 terms; outputs O(1).
        return 1e-5 * math.sqrt(p["cols"]), 1e-4, "f32 sums of 768"
    if k == "attention" and case.get("dtype", "f32") == "f16":
        # Outputs are convex combinations of v's rows (|v| <~ 4): the f16
        # store rounds by 2^-11 relative; FlashAttention-style kernels also
        # round the probabilities to f16 before P.V (2^-11 each, averaging
        # out over the keys): atol 2^-8 is ~8x the sum of both on the largest
        # values, far below a wrong mask or row (errors of O(0.1)).
        return 2.0 ** -8, 2 * F16_U, "f16 output, f16 probabilities: atol 2^-8, rtol 2^-10"
    if k == "attention":
        # exp (ex2.approx: 2 ulp) and the row sums of Lk terms in f32.
        return 2e-5 + 1e-6 * math.sqrt(case["params"]["Lk"]), 1e-4, "f32 online softmax over Lk keys"
    if k in ("bert_layer", "bert_model"):
        # Many f32 matmuls (K up to 3072) and layer norms in a chain: errors
        # compound; loose enough for any correct f32 evaluation order, tight
        # enough to catch a wrong op (errors of O(0.1)). torch's own f32 error
        # is reported beside hidet's for scale.
        return (1e-3, 1e-3, "f32 chain, 1 layer") if k == "bert_layer" else \
               (5e-3, 1e-3, "f32 chain, 12 layers")
    return None, None, "no check (no hidet artifact)"


def dry_run(man, cases, out_dir):
    print("manifest: %s (arch %s, built %s, commit %s, %s)"
          % (os.path.join(out_dir, "manifest.json"), man["arch"], man["built"], man["commit"], man["date"]))
    try:
        import torch_bert
    except ImportError:  # no torch here: skip the model signature check
        torch_bert = None
    bad = 0
    print("| case | kind | shape | artifact | FLOPs | bytes | tolerance | signature |")
    print("|---|---|---|---|---|---|---|---|")
    for c in cases:
        art = c["artifact"]
        state = "none" if art is None else ("ok" if os.path.exists(os.path.join(out_dir, art)) else "MISSING")
        state = "BUILD FAILED" if c.get("build_failed") else state
        atol, rtol, _ = tolerance(c)
        tol = "-" if atol is None else "atol %.2g rtol %.2g" % (atol, rtol)
        sig = "-"
        if c["kind"] != "conv2d":
            want = expected_inputs(c, torch_bert)
            got = [a for a in c["args"] if a.startswith("in")]
            sig = "?" if want is None else ("ok" if want == got else "MISMATCH")
            bad += sig == "MISMATCH"
            if sig == "MISMATCH":
                print("  %s: manifest %s, run.py would pass %s" % (c["name"], got, want), file=sys.stderr)
        print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (c["name"], c["kind"], c["shape"], state,
                                                           c["flops"] or "-", c["bytes"] or "-", tol, sig))
    print("%d cases planned" % len(cases))
    return 1 if bad else 0


def expected_inputs(c, torch_bert):
    """The @forward inputs run.py generates for case c, as arg_info strings."""
    p, k = c["params"], c["kind"]
    if k == "linear":
        shapes = [[p["M"], p["K"]], [p["K"], p["N"]], [p["N"]]]
    elif k == "bmm":
        shapes = [[p["B"], p["M"], p["K"]], [p["B"], p["K"], p["N"]]]
    elif k == "softmax":
        shapes = [p["shape"]]
    elif k == "layer_norm":
        shapes = [[p["rows"], p["cols"]], [p["cols"]], [p["cols"]]]
    elif k == "attention":
        q, kv = [p["B"], p["H"], p["Lq"], p["D"]], [p["B"], p["Hkv"], p["Lk"], p["D"]]
        shapes = [q, kv, kv] + ([[p["Lq"], p["Lk"]]] if p["causal"] and p["unfused"] else [])
    elif torch_bert is None:
        return None
    else:
        return ["in%d %s %s" % (i, dt, "x".join(map(str, s)))
                for i, (_, s, dt) in enumerate(model_spec(c, torch_bert))]
    dt = c.get("dtype", "f32")
    return ["in%d %s %s" % (i, dt, "x".join(map(str, s))) for i, s in enumerate(shapes)]


def model_spec(c, torch_bert):
    p = c["params"]
    if c["kind"] == "bert_layer":
        return torch_bert.layer_state(p["hidden"], p["inter"]) + \
            [("hidden_states", [p["batch"], p["seq"], p["hidden"]], "f32")]
    return torch_bert.model_state(p["hidden"], p["inter"], p["layers"], p["vocab"], p["max_pos"], p["seq"])


# ---- Everything below needs torch and a GPU ---------------------------------
def setup_torch():
    global torch, F, torch_bert
    import torch
    import torch.nn.functional as F
    import torch_bert


DEVICE = "cuda"  # a test harness may swap in "cpu" (with time_gpu and stream_ptr stubbed)
DTYPES = {"f32": "float32", "f64": "float64", "f16": "float16", "bf16": "bfloat16",
          "i64": "int64", "i32": "int32", "i8": "int8", "i1": "bool"}


def dtype_name(t):
    return {v: k for k, v in DTYPES.items()}[str(t.dtype).replace("torch.", "")]


def describe(kind, i, t):
    return "%s%d %s %s" % (kind, i, dtype_name(t), "x".join(str(d) for d in t.shape))


class Artifact:
    """libNAME.so: NAME_forward & co. (the ABI: docs/runtime.md)."""

    def __init__(self, path, name):
        self.lib = ctypes.CDLL(path)
        self.name = name
        f = self.fn
        f("forward", ctypes.c_int, [ctypes.POINTER(ctypes.c_void_p)])
        f("num_args", ctypes.c_int, [])
        f("arg_info", ctypes.c_char_p, [ctypes.c_int])
        f("set_stream", ctypes.c_int, [ctypes.c_void_p])
        f("synchronize", ctypes.c_int, [])
        f("last_error", ctypes.c_char_p, [])
        self.argv = None

    def fn(self, what, restype, argtypes):
        g = getattr(self.lib, "%s_%s" % (self.name, what))
        g.restype, g.argtypes = restype, argtypes
        setattr(self, what, g)

    def info(self):
        return [self.arg_info(i).decode() for i in range(self.num_args())]

    def check(self, rc, what):
        if rc != 0:
            raise RuntimeError("%s_%s: status %d: %s" % (self.name, what, rc, self.last_error().decode()))

    def bind(self, tensors):
        # The pointer array is built once: the timed call is NAME_forward only.
        # The ABI takes dense row-major buffers.
        assert all(t.is_contiguous() for t in tensors)
        self.argv = (ctypes.c_void_p * len(tensors))(*[t.data_ptr() for t in tensors])
        self.tensors = tensors  # keep them alive

    def __call__(self):
        self.check(self.forward(self.argv), "forward")


def make_case(c, seed):
    """(inputs, f) for case c: f(*inputs) is the PyTorch computation (called
    with the case's inputs for the peers and float64 ones for the reference)."""
    ins, f = make_case_f32(c, seed)
    if c.get("dtype", "f32") == "f16":
        # Drawn in f32 like every case (the seed is per name, so the values
        # differ from the f32 twin's), then rounded: the peers, the
        # reference and hidet all see these f16 values.
        ins = [t.half() for t in ins]
    return ins, f


def make_case_f32(c, seed):
    dev = DEVICE
    gen = torch.Generator(device=dev)
    gen.manual_seed(seed + zlib.crc32(c["name"].encode()))  # per case: --cases keeps the values

    def randn(*s):
        return torch.randn(s, generator=gen, device=dev)

    def uniform(bound, *s):  # U(-bound, bound), nn.Linear's init with bound 1/sqrt(fan_in)
        return (torch.rand(s, generator=gen, device=dev) * 2 - 1) * bound
    k, p = c["kind"], c["params"]
    if k == "linear":
        bound = 1 / math.sqrt(p["K"])
        ins = [randn(p["M"], p["K"]), uniform(bound, p["K"], p["N"]), uniform(bound, p["N"])]
        gelu = p["gelu"]
        return ins, lambda x, w, b: F.gelu(torch.addmm(b, x, w)) if gelu else torch.addmm(b, x, w)
    if k == "bmm":
        ins = [randn(p["B"], p["M"], p["K"]), randn(p["B"], p["K"], p["N"]) / math.sqrt(p["K"])]
        s = p["scale"]
        if s is None:
            return ins, torch.bmm
        # beta=0: the (uninitialised) addend is ignored, NaNs included; one cuBLAS call
        return ins, lambda a, b: torch.baddbmm(a.new_empty(a.shape[0], a.shape[1], b.shape[2]),
                                               a, b, beta=0, alpha=s)
    if k == "softmax":
        return [randn(*p["shape"]) * 2], lambda x: torch.softmax(x, p["axis"])
    if k == "layer_norm":
        # A non-zero mean (0.5), as real hidden states have: the centring matters.
        ins = [randn(p["rows"], p["cols"]) + 0.5, 1 + 0.1 * randn(p["cols"]), 0.1 * randn(p["cols"])]
        return ins, lambda x, g, b: F.layer_norm(x, (p["cols"],), g, b, p["eps"])
    if k == "attention":
        q, kv = (p["B"], p["H"], p["Lq"], p["D"]), (p["B"], p["Hkv"], p["Lk"], p["D"])
        ins = [randn(*q), randn(*kv), randn(*kv)]
        gqa = p["H"] != p["Hkv"]
        if p["causal"] and p["unfused"]:
            # The unfused chain reads the causal mask as an additive [Lq,Lk]
            # argument (0 on and below the diagonal, -inf above).
            ins.append(torch.full((p["Lq"], p["Lk"]), float("-inf"), device=dev).triu(1))
            return ins, lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m, scale=p["scale"])
        return ins, lambda q, k, v: F.scaled_dot_product_attention(
            q, k, v, is_causal=p["causal"], scale=p["scale"], enable_gqa=gqa)
    if k == "conv2d":
        ins = [randn(p["N"], p["Cin"], p["H"], p["W"]),
               uniform(1 / math.sqrt(p["Cin"] * p["k"] ** 2), p["Cout"], p["Cin"], p["k"], p["k"])]
        return ins, lambda x, w: F.conv2d(x, w, stride=p["stride"], padding=p["pad"])
    ins = torch_bert.init_state(model_spec(c, torch_bert), gen, dev, vocab=p.get("vocab"))
    if k == "bert_layer":
        return ins, lambda *a: torch_bert.bert_layer(a, p["heads"], p["eps"])
    return ins, lambda *a: torch_bert.bert_model(a, p["heads"], p["layers"], p["eps"])


def stream_ptr():
    """torch's current CUstream (0: the legacy default stream)."""
    return torch.cuda.current_stream().cuda_stream


def set_tf32(on):
    torch.backends.cuda.matmul.allow_tf32 = on
    torch.backends.cudnn.allow_tf32 = on


def quantile(xs, q):
    xs = sorted(xs)
    i = q * (len(xs) - 1)
    lo = int(math.floor(i))
    return xs[lo] + (xs[min(lo + 1, len(xs) - 1)] - xs[lo]) * (i - lo)


def time_gpu(fn, runs, warmup, flush):
    """Median/p10/p90 microseconds of fn on the current stream, cold L2."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    ev = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(runs)]
    for start, end in ev:
        flush.zero_()  # evicts the L2; stream-ordered before `start`, so not timed
        start.record()
        fn()
        end.record()
    torch.cuda.synchronize()
    us = [s.elapsed_time(e) * 1e3 for s, e in ev]
    return {"median": quantile(us, 0.5), "p10": quantile(us, 0.1), "p90": quantile(us, 0.9),
            "min": min(us), "runs": runs, "all": [round(u, 2) for u in us]}


def max_err(out, ref, atol, rtol):
    """(max abs error, ok): ok when finite and |out-ref| <= atol + rtol*|ref| everywhere."""
    d = (out.double() - ref).abs()
    ok = bool(torch.isfinite(out).all()) and bool((d <= atol + rtol * ref.abs()).all())
    e = d.max().item() if d.numel() else 0.0
    return (e if math.isfinite(e) else float("inf")), ok


def run_case(c, a, out_dir, flush, r):
    """Measures case c into the dict r (filled as it goes, so that what was
    measured before an exception is kept)."""
    ins, f = make_case(c, a.seed)
    with torch.no_grad():
        # The float64 reference (TF32 never applies to float64).
        ref = None
        if c["kind"] != "conv2d":
            ref = f(*[t.double() if t.is_floating_point() else t for t in ins])
            torch.cuda.synchronize()
        atol, rtol, why = tolerance(c)
        r["tolerance"] = {"atol": atol, "rtol": rtol, "why": why}

        set_tf32(False)
        out32 = f(*ins)
        if ref is not None:
            r["torch_err"] = max_err(out32, ref, atol, rtol)[0]
        r["torch"] = time_gpu(lambda: f(*ins), a.runs, a.warmup, flush)
        if not a.no_tf32 and c.get("dtype", "f32") == "f32":  # TF32 is no peer for f16
            set_tf32(True)
            r["torch_tf32"] = time_gpu(lambda: f(*ins), a.runs, a.warmup, flush)
            set_tf32(False)
        if a.compile_mode:
            try:
                t0 = time.time()
                g = torch.compile(f, mode=a.compile_mode, dynamic=False)
                g(*ins)
                torch.cuda.synchronize()
                r["compile_s"] = time.time() - t0
                r["torch_compile"] = time_gpu(lambda: g(*ins), a.runs, a.warmup, flush)
                if ref is not None:
                    r["torch_compile_err"] = max_err(g(*ins), ref, atol, rtol)[0]
            except Exception as e:  # noqa: BLE001: any failure of torch.compile is a note
                r["torch_compile_note"] = "%s: %s" % (type(e).__name__, str(e).splitlines()[0][:200] if str(e) else "")
                print("run: %s: torch.compile failed: %s" % (c["name"], r["torch_compile_note"]), file=sys.stderr)
            torch._dynamo.reset()

        if c.get("build_failed"):
            raise RuntimeError("hidet-compile-model failed on it (build.sh's log: logs/%s.log)" % c["name"])
        if c["artifact"] is None:
            r["hidet_note"] = CONV_NA if c["kind"] == "conv2d" else "not built"
            return
        art = Artifact(os.path.join(out_dir, c["artifact"]), c["name"])
        art.check(art.set_stream(ctypes.c_void_p(stream_ptr())), "set_stream")
        # Outputs from the manifest's signature; every description must agree.
        outs = []
        for s in c["args"]:
            kind, _, dt, dims = parse_arg(s)
            if kind == "out":
                outs.append(torch.empty(dims, dtype=getattr(torch, DTYPES[dt]), device=DEVICE))
        mine = [describe("in", i, t) for i, t in enumerate(ins)] + [describe("out", i, t) for i, t in enumerate(outs)]
        if mine != c["args"] or art.info() != c["args"]:
            raise RuntimeError("%s: signature mismatch:\n  manifest %s\n  artifact %s\n  run.py   %s"
                               % (c["name"], c["args"], art.info(), mine))
        if list(outs[0].shape) != list(ref.shape):
            raise RuntimeError("%s: output %s, reference %s" % (c["name"], list(outs[0].shape), list(ref.shape)))
        art.bind(ins + outs)

        def checked():
            for o in outs:  # poison: an element the kernels do not write fails the check
                o.fill_(float("nan") if o.is_floating_point() else -1)
            art()
            art.check(art.synchronize(), "synchronize")
            return max_err(outs[0], ref, atol, rtol)  # every case here has one output
        e1, ok1 = checked()
        r["hidet"] = time_gpu(art, a.runs, a.warmup, flush)
        e2, ok2 = checked()  # the timed runs left the same result
        r["hidet_err"], r["pass"] = max(e1, e2), ok1 and ok2
        for peer in ("torch", "torch_tf32", "torch_compile"):  # hidet's median / the peer's
            if peer in r:
                r["hidet/" + peer] = r["hidet"]["median"] / r[peer]["median"]


def artifacts_run_on(arch, cc):
    """Whether artifacts for `arch` load on a device of compute capability
    `cc` ("9.0"): sm_90 (cubin or PTX) on cc >= 9.0; sm_90a, whose wgmma/TMA
    are arch-specific, on cc 9.0 only."""
    major, minor = (int(x) for x in cc.split("."))
    if arch.endswith("a"):
        return "sm_%d%d" % (major, minor) == arch[:-1]
    return major >= int(arch[3:]) // 10


def env_info():
    info = {"device": torch.cuda.get_device_name(), "cc": "%d.%d" % torch.cuda.get_device_capability(),
            "torch": torch.__version__, "cuda": torch.version.cuda, "python": platform.python_version()}
    try:
        v = ctypes.c_int()
        ctypes.CDLL("libcuda.so.1").cuDriverGetVersion(ctypes.byref(v))
        info["driver_cuda"] = "%d.%d" % (v.value // 1000, v.value % 1000 // 10)
    except OSError:
        info["driver_cuda"] = "?"
    try:
        import subprocess
        info["driver"] = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                                        capture_output=True, text=True, timeout=30).stdout.strip().splitlines()[0]
    except Exception:  # noqa: BLE001: nvidia-smi is optional
        info["driver"] = "?"
    info["l2_bytes"] = getattr(torch.cuda.get_device_properties(0), "L2_cache_size", 0)
    return info


def fmt_t(t):
    return "%.1f (%.1f–%.1f)" % (t["median"], t["p10"], t["p90"]) if t else "-"


def row(r):
    med = lambda k: "%.1f" % r[k]["median"] if k in r else "-"  # noqa: E731
    ref = r.get("hidet") or r.get("torch")
    perf = "-"
    if ref:
        sec = ref["median"] * 1e-6
        perf = ("%.2f TFLOP/s" % (r["flops"] / sec / 1e12)) if r["flops"] else ("%.0f GB/s" % (r["bytes"] / sec / 1e9))
        if "hidet" not in r:
            perf = "torch " + perf
    ratio = "%.2f" % (r["hidet"]["median"] / r["torch"]["median"]) if "hidet" in r else "-"
    if "error" in r:
        check = "FAIL: " + r["error"]
    elif "pass" in r:
        check = "%.2g (torch %.2g) %s" % (r["hidet_err"], r["torch_err"], "PASS" if r["pass"] else "FAIL")
    elif "torch_err" in r:  # no artifact: torch's own f32 error, for scale
        check = "(torch %.2g)" % r["torch_err"]
    else:
        check = "-"
    comp = med("torch_compile") if "torch_compile" in r else ("failed" if "torch_compile_note" in r else "-")
    return "| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
        r["name"], r["shape"], fmt_t(r.get("hidet")) if "hidet" in r else r.get("hidet_note", "error"),
        med("torch"), med("torch_tf32"), comp, perf, ratio, check)


def timing_args(p, out, out_help, runs):
    """The options that run.py and tune.py share: the artifacts' directory,
    the case filter, the timing loop (time_gpu), the input seed, the L2
    flush and --dry-run."""
    p.add_argument("--out", default=out, help=out_help)
    p.add_argument("--cases", default="", help="only cases whose name matches (re.search)")
    p.add_argument("--runs", type=int, default=runs)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--flush-mib", type=int, default=256, help="L2 flush buffer (raised to 4x L2)")
    p.add_argument("--dry-run", action="store_true", help="print the plan; no GPU or torch needed")


def check_timing_args(p, a):
    if a.runs < 1 or a.warmup < 0:
        p.error("--runs must be >= 1 and --warmup >= 0")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    timing_args(p, os.path.join(HERE, "out"), "build.sh's output directory", runs=100)
    p.add_argument("--json", help="write every number to this file")
    p.add_argument("--compile-mode", default="max-autotune-no-cudagraphs",
                   help="torch.compile's mode (e.g. default, which compiles much faster)")
    p.add_argument("--no-compile", dest="compile_mode", action="store_const", const="")
    p.add_argument("--no-tf32", action="store_true", help="skip the TF32 eager column")
    p.add_argument("--selfcheck", action="store_true", help="only check torch_bert.py against transformers")
    a = p.parse_args()
    check_timing_args(p, a)
    man = json.load(open(os.path.join(a.out, "manifest.json")))
    cases = [c for c in man["cases"] if re.search(a.cases, c["name"])]
    if a.dry_run:
        return dry_run(man, cases, a.out)

    setup_torch()
    import check_torch_bert
    failed = []
    selfcheck = None
    if a.selfcheck or any(c["kind"].startswith("bert") for c in cases):
        ok, errs = check_torch_bert.run(os.path.join(a.out, "selfcheck"), DEVICE)
        selfcheck = {"pass": ok, "max_err": errs}
        if not ok:
            failed.append("selfcheck (torch_bert.py against transformers)")
        if a.selfcheck:
            return 0 if ok else 1

    env = env_info()
    if not artifacts_run_on(man["arch"], env["cc"]):
        print("run: artifacts are for %s, the device is sm_%s: hidet columns will fail"
              % (man["arch"], env["cc"].replace(".", "")), file=sys.stderr)
    flush = torch.empty(max(a.flush_mib << 20, 4 * env["l2_bytes"]) // 4, dtype=torch.float32, device=DEVICE)
    torch.set_float32_matmul_precision("highest")
    results = []

    def save():
        if a.json:
            with open(a.json, "w") as fh:
                json.dump({"env": env, "manifest": {k: man[k] for k in ("arch", "commit", "date", "opts")},
                           "runs": a.runs, "warmup": a.warmup, "flush_bytes": flush.numel() * 4,
                           "compile_mode": a.compile_mode, "selfcheck": selfcheck, "cases": results}, fh, indent=1)
    for c in cases:
        print("run: %s ..." % c["name"], file=sys.stderr, flush=True)
        r = {k: c[k] for k in ("name", "kind", "shape", "flops", "bytes")}
        try:
            run_case(c, a, a.out, flush, r)
        except Exception as e:  # noqa: BLE001: one broken case must not end the suite
            r["error"] = " ".join(str(e).split())[:300]
            print("run: %s: %s" % (c["name"], e), file=sys.stderr)
        if "error" in r or r.get("pass") is False:
            failed.append(c["name"])
        results.append(r)
        save()
        torch.cuda.empty_cache()

    print("GPU: %s (cc %s), driver %s (CUDA %s), torch %s (CUDA %s); artifacts: %s, commit %s, built %s"
          % (env["device"], env["cc"], env["driver"], env["driver_cuda"], env["torch"], env["cuda"],
             man["arch"], man["commit"], man["date"]))
    print("Times: CUDA events, median (p10–p90) of %d runs after %d warm-up, L2 flushed (%d MiB) before each;"
          " torch = eager f32, TF32 off (f16 cases: eager f16); torch.compile mode %s. hidet/torch = ratio of medians.\n"
          % (a.runs, a.warmup, flush.numel() * 4 >> 20, a.compile_mode or "(skipped)"))
    print("| case | shape | hidet µs (p10–p90) | torch µs | torch TF32 µs | torch.compile µs "
          "| hidet TFLOP/s or GB/s | hidet/torch | check: max abs err |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in results:
        print(row(r))
    if selfcheck:
        print("\ntorch_bert.py against transformers (small models, float64): %s"
              % ", ".join("%s %.2g" % kv for kv in selfcheck["max_err"].items() if kv[1] is not None))
    if failed:
        print("\nFAILED: %s" % ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
