#!/usr/bin/env python3
"""Sweeps raw dynamic-shape exports through the GPU path (issue 27).

Run by hand (not in CI); needs torch, torch-mlir and numpy (docs/frontends.md)
and a build of hidet-mlir:
    python3 bench/models/sweep_dynamic.py [--bin build/bin] [--tmp DIR] [NAME ...]
Each variant is a model a user would export with `?` dims as they come
(torch.export with dynamic_shapes, torch-mlir's default decompositions,
weights as constants, no hidet.symbols). For each, it exports once, then
  1. hidet-import-linalg + hidet-graph-canonicalize,
  2. hidet-compile-to-gpu{arch=sm_80 unsupported=error report=true} (once),
  3. hidet-run --target=emulate at two shapes, output poisoned, against
     PyTorch's float64 result (hidet-run's default tolerance),
and prints one line per variant: the step that failed (with the error) or
the kernel and attention-kernel counts and each shape's max abs error.
The committed tests take some of these as fixtures (test/Models/*_dyn_*);
this sweep is the wider net for the variants no test pins.
"""
import argparse
import os
import re
import sys

import numpy as np
import torch
from torch_mlir import fx
from torch_mlir.compiler_utils import OutputType

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from sweep_util import first_error, run  # noqa: E402

N = torch.nn
ENC = dict(dropout=0.0)


def enc(*a, **k):
    return N.TransformerEncoderLayer(*a, **ENC, **k)


# name -> (model factory, example input shape, dynamic dims {dim: (name, lo, hi)},
#          the two shapes run)
BS = {0: ("batch", 1, 8), 1: ("seq", 2, 128)}
SB = {0: ("seq", 2, 128), 1: ("batch", 1, 8)}
B64 = {0: ("batch", 1, 64)}
VARIANTS = {
    "enc": (lambda: enc(32, 2, 64, batch_first=True), (2, 5, 32), BS, ((1, 7, 32), (3, 20, 32))),
    "enc64": (lambda: enc(64, 4, 128, batch_first=True), (2, 5, 64), BS, ((1, 7, 64), (3, 20, 64))),
    "enc_gelu": (lambda: enc(32, 2, 64, batch_first=True, activation="gelu"), (2, 5, 32), BS,
                 ((1, 7, 32), (3, 20, 32))),
    "enc_nobias": (lambda: enc(32, 2, 64, batch_first=True, bias=False), (2, 5, 32), BS,
                   ((1, 7, 32), (3, 20, 32))),
    "enc_h8_nf": (lambda: enc(64, 8, 256, batch_first=True, norm_first=True, layer_norm_eps=1e-6),
                  (2, 5, 64), BS, ((1, 7, 64), (3, 20, 64))),
    "enc_sf_nf": (lambda: enc(32, 4, 64, norm_first=True), (5, 2, 32), SB,
                  ((7, 1, 32), (20, 3, 32))),
    "enc_batch_only": (lambda: enc(32, 2, 64, batch_first=True), (2, 12, 32), {0: ("batch", 1, 8)},
                       ((1, 12, 32), (5, 12, 32))),
    "enc_sf_batch_only": (lambda: enc(64, 4, 128, norm_first=True, activation="gelu"), (10, 2, 64),
                          {1: ("batch", 1, 8)}, ((10, 2, 64), (10, 5, 64))),
    "enc_stack2": (lambda: N.TransformerEncoder(enc(32, 4, 64, batch_first=True), 2,
                                                enable_nested_tensor=False),
                   (2, 5, 32), BS, ((1, 7, 32), (3, 20, 32))),
    "enc_stack2_norm": (lambda: N.TransformerEncoder(enc(32, 4, 64, batch_first=True), 2,
                                                     norm=N.LayerNorm(32), enable_nested_tensor=False),
                        (2, 5, 32), BS, ((1, 7, 32), (3, 20, 32))),
    "mlp_gelu": (lambda: N.Sequential(N.Linear(32, 64), N.GELU(), N.Linear(64, 16)), (4, 32), B64,
                 ((1, 32), (37, 32))),
    "mlp_ln_softmax": (lambda: N.Sequential(N.Linear(24, 48), N.LayerNorm(48), N.SiLU(),
                                            N.Linear(48, 48), N.Tanh(), N.Linear(48, 10),
                                            N.Softmax(-1)),
                       (4, 24), B64, ((1, 24), (50, 24))),
    "mlp_bn": (lambda: N.Sequential(N.Linear(20, 32), N.BatchNorm1d(32), N.ReLU(), N.Linear(32, 5),
                                    N.LogSoftmax(-1)),
               (4, 20), B64, ((2, 20), (33, 20))),
    "mlp_acts": (lambda: N.Sequential(N.Linear(32, 48, bias=False), N.GELU(approximate="tanh"),
                                      N.Linear(48, 48), N.Hardswish(), N.Linear(48, 32), N.ELU(),
                                      N.Linear(32, 16), N.Softplus(), N.Linear(16, 4)),
                 (4, 32), B64, ((1, 32), (21, 32))),
    "mlp_3d": (lambda: N.Sequential(N.Linear(16, 40), N.Sigmoid(), N.Dropout(0.1), N.Linear(40, 8),
                                    N.LeakyReLU(0.1)),
               (4, 6, 16), B64, ((1, 6, 16), (9, 6, 16))),
    "mlp_ln3d": (lambda: N.Sequential(N.Linear(24, 48), N.LayerNorm(48), N.SiLU(), N.Dropout(0.2),
                                      N.Linear(48, 10)),
                 (4, 5, 24), B64, ((1, 5, 24), (7, 5, 24))),
}


def sweep(name, binDir, tmp):
    make, example, dims, shapes = VARIANTS[name]
    torch.manual_seed(0)
    model = make().eval()
    d = os.path.join(tmp, name)
    os.makedirs(d, exist_ok=True)
    dyn = {k: torch.export.Dim(n, min=lo, max=hi) for k, (n, lo, hi) in dims.items()}
    try:
        ep = torch.export.export(model, (torch.randn(*example),), dynamic_shapes=(dyn,))
        module = fx.export_and_import(ep, output_type=OutputType.LINALG_ON_TENSORS, func_name="forward")
    except Exception as e:  # noqa: BLE001 (the exporter's own failure is a result too)
        return f"{name}: export failed: {str(e).splitlines()[0][:200]}"
    src = os.path.join(d, "in.mlir")
    with open(src, "w") as f:
        f.write(module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None))
    for i, shape in enumerate(shapes):
        x = torch.randn(*shape)
        with torch.no_grad():
            ref = model.double()(x.double())
        model.float()
        np.save(os.path.join(d, f"x{i}.npy"), x.numpy())
        np.save(os.path.join(d, f"y{i}.npy"), ref.float().numpy())
    opt = os.path.join(binDir, "hidet-opt")
    rc, out = run(f"{opt} -p 'builtin.module(hidet-import-linalg,hidet-graph-canonicalize)' "
                  f"{src} -o {d}/g.mlir")
    if rc:
        return f"{name}: import/canonicalize: {first_error(out)}"
    rc, out = run(f"{opt} {d}/g.mlir -p 'builtin.module(hidet-compile-to-gpu{{arch=sm_80 "
                  f"unsupported=error report=true}})' -o {d}/gpu.mlir")
    if rc:
        return f"{name}: compile-to-gpu: {first_error(out)}"
    kernels = len(set(re.findall(r"remark: @(forward_kernel\d+): ", out)))
    attn = len(set(re.findall(r"remark: @(forward_kernel\d+): attention ", out)))
    res = []
    for i, shape in enumerate(shapes):
        rc, out = run(f"{os.path.join(binDir, 'hidet-run')} {d}/gpu.mlir --target=emulate "
                      f"--entry=forward --arg=@{d}/x{i}.npy --arg=poison --expect=1:{d}/y{i}.npy")
        err = re.search(r"max abs error ([0-9.e+-]+)", out)
        verdict = "PASS" if rc == 0 and "expect: PASS" in out else "FAIL"
        res.append(f"{'x'.join(map(str, shape))} {verdict} {err.group(1) if err else '?'}")
    return f"{name}: {kernels} kernels, {attn} attention; " + "; ".join(res)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("names", nargs="*", help=f"variants (default all): {', '.join(VARIANTS)}")
    p.add_argument("--bin", default=os.path.join(here, "..", "..", "build", "bin"))
    p.add_argument("--tmp", default="/tmp/hidet-sweep-dynamic")
    a = p.parse_args()
    bad = [n for n in a.names if n not in VARIANTS]
    if bad:
        p.error(f"unknown variant(s): {', '.join(bad)}")
    failed = 0
    for name in a.names or VARIANTS:
        line = sweep(name, a.bin, a.tmp)
        failed += "PASS" not in line or "FAIL" in line
        print(line, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
