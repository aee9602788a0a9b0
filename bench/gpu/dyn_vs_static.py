#!/usr/bin/env python3
"""A model compiled once with symbolic dims against the same model compiled
at one fixed shape (issue 27: "the dynamic BERT layer at [1,128] within
1.1x of the static build's time"), on a GPU machine with torch.

Both are hidet-compile-model libraries (docs/runtime.md): the dynamic one is
called through NAME_forward_dims(args, dims), the static one through
NAME_forward(args). The arguments are .npy files (weights, then inputs);
the output is poisoned (NaN) before each checked call and compared with a
reference .npy; then both are timed alternately in rounds with CUDA events
(median of the per-call times, L2 flushed before each call, as run.py).

  python3 bench/gpu/dyn_vs_static.py --dyn DIR/libD.so D --static DIR/libS.so S \\
      --args W0.npy ... X.npy --ref OUT.npy --dims 1,128 [--runs 200] [--json F]

Exit status 1 if a check fails.
"""
import argparse
import ctypes
import json
import sys

import numpy as np
import torch

sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import run  # noqa: E402: Artifact, time_gpu, quantile


class Lib(run.Artifact):
    def __init__(self, path, name, dynamic):
        super().__init__(path, name)
        self.dynamic = dynamic
        if dynamic:
            self.fn("forward_dims", ctypes.c_int,
                    [ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_int64)])

    def bind_dims(self, tensors, dims):
        self.bind(tensors)
        self.dims = (ctypes.c_int64 * len(dims))(*dims)

    def __call__(self):
        if self.dynamic:
            self.check(self.forward_dims(self.argv, self.dims), "forward_dims")
        else:
            self.check(self.forward(self.argv), "forward")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--dyn", nargs=2, metavar=("LIB", "NAME"), required=True)
    p.add_argument("--static", nargs=2, metavar=("LIB", "NAME"), required=True)
    p.add_argument("--args", nargs="+", required=True, help=".npy inputs in @forward's order")
    p.add_argument("--ref", required=True, help="the expected output (.npy)")
    p.add_argument("--dims", required=True, help="the symbols' values, e.g. 1,128")
    p.add_argument("--runs", type=int, default=200)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--atol", type=float, default=1e-4)
    p.add_argument("--json")
    a = p.parse_args()
    run.setup_torch()
    dims = [int(v) for v in a.dims.split(",")]
    ins = [torch.from_numpy(np.load(f)).cuda().contiguous() for f in a.args]
    ref = torch.from_numpy(np.load(a.ref)).cuda().double()
    flush = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
    libs = {"dynamic": Lib(a.dyn[0], a.dyn[1], True), "static": Lib(a.static[0], a.static[1], False)}
    outs, ok = {}, True
    for k, lib in libs.items():
        lib.check(lib.set_stream(ctypes.c_void_p(run.stream_ptr())), "set_stream")
        out = torch.full(tuple(ref.shape), float("nan"), dtype=ins[-1].dtype, device="cuda")
        lib.bind_dims(ins + [out], dims) if lib.dynamic else lib.bind(ins + [out])
        lib()
        torch.cuda.synchronize()
        err, good = run.max_err(out, ref, a.atol, 1e-4)
        print("%s: %s, max abs error %.3g against the reference: %s"
              % (k, " ".join(lib.info()[-2:]), err, "PASS" if good else "FAIL"))
        ok &= good
        outs[k] = out
    res = {k: [] for k in libs}
    for _ in range(a.rounds):  # alternate, so drifting clocks hit both
        for k, lib in libs.items():
            res[k].append(run.time_gpu(lib, a.runs, 20, flush)["median"])
    med = {k: sorted(v)[len(v) // 2] for k, v in res.items()}
    for k in libs:
        print("%s: median %.2f us (rounds: %s)" % (k, med[k], ", ".join("%.2f" % t for t in res[k])))
    print("dynamic/static: %.3f" % (med["dynamic"] / med["static"]))
    if a.json:
        with open(a.json, "w") as fh:
            json.dump({"dims": dims, "rounds": res, "median": med, "ok": ok}, fh, indent=1)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
