#!/usr/bin/env python3
"""Runs a model library written by hidet-compile-model on the GPU with saved
inputs and compares its outputs with saved expected outputs (numpy only; no
torch, no MLIR):

    python3 bench/gpu/check_model.py DIR/libNAME.so NAME PREFIX [--atol A] [--rtol R]

PREFIX.in<i>.npy are the inputs (in @forward's order), PREFIX.out<i>.npy the
expected outputs (e.g. test/Models/Inputs/bert_layer_small, whose outputs
PyTorch computed in float64). Calls NAME_forward_host, which copies in, runs,
waits and copies back. Prints one line per output and PASS/FAIL; exit 1 on a
failure or a runtime error (whose message it prints).
"""
import argparse
import ctypes
import sys
import time

import numpy as np

DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "i64": np.int64,
          "i32": np.int32, "i8": np.int8, "i1": np.bool_}


def load(lib_path, name):
    lib = ctypes.CDLL(lib_path)
    fn = lambda s, res, args: _bind(lib, "%s_%s" % (name, s), res, args)
    return {
        "num_args": fn("num_args", ctypes.c_int, []),
        "num_outputs": fn("num_outputs", ctypes.c_int, []),
        "arg_info": fn("arg_info", ctypes.c_char_p, [ctypes.c_int]),
        "forward_host": fn("forward_host", ctypes.c_int, [ctypes.POINTER(ctypes.c_void_p)]),
        "last_error": fn("last_error", ctypes.c_char_p, []),
    }


def _bind(lib, symbol, res, args):
    f = getattr(lib, symbol)
    f.restype = res
    f.argtypes = args
    return f


def parse_info(text):
    """'in0 f32 1x128x768' -> (False, np.float32, (1, 128, 768))."""
    role, dtype, shape = text.decode().split()
    dims = () if shape == "scalar" else tuple(int(d) for d in shape.split("x"))
    return role.startswith("out"), DTYPES[dtype], dims


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("lib")
    p.add_argument("name")
    p.add_argument("prefix")
    p.add_argument("--atol", type=float, default=1e-4)
    p.add_argument("--rtol", type=float, default=1e-4)
    a = p.parse_args()
    m = load(a.lib, a.name)
    n, nout = m["num_args"](), m["num_outputs"]()
    arrays, outs = [], []
    for i in range(n):
        is_out, dtype, shape = parse_info(m["arg_info"](i))
        if is_out:
            k = len(outs)
            arr = np.full(shape, np.nan, dtype=dtype) if np.issubdtype(dtype, np.floating) \
                else np.zeros(shape, dtype=dtype)
            outs.append((k, arr))
        else:
            arr = np.load("%s.in%d.npy" % (a.prefix, i))
            if arr.shape != shape:
                sys.exit("input %d: %s has shape %s, the library takes %s"
                         % (i, a.prefix, arr.shape, shape))
            arr = np.ascontiguousarray(arr.astype(dtype))
        arrays.append(arr)
    ptrs = (ctypes.c_void_p * n)(*[x.ctypes.data for x in arrays])
    t0 = time.time()
    st = m["forward_host"](ptrs)
    elapsed = time.time() - t0
    if st != 0:
        print("forward_host: status %d: %s" % (st, m["last_error"]().decode()))
        return 1
    print("forward_host: ok (%.1f ms, first call: module loads included)" % (elapsed * 1e3))
    ok = True
    for k, arr in outs:
        want = np.load("%s.out%d.npy" % (a.prefix, k))
        err = np.abs(arr.astype(np.float64) - want.astype(np.float64))
        bad = ~(err <= a.atol + a.rtol * np.abs(want.astype(np.float64)))
        print("out%d: max abs error %.3g, %d of %d outside atol %g rtol %g"
              % (k, float(np.nanmax(err)) if err.size else 0.0, int(bad.sum()), err.size,
                 a.atol, a.rtol))
        ok = ok and not bad.any()
    print("check: %s" % ("PASS" if ok else "FAIL"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
