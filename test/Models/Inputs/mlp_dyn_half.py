"""Arguments and references of test/Models/mlp_dyn_half.test.

For the f16 and bf16 MLPs mlp_dyn_<t>.mlir, y = relu(x @ W1^T + b1) @ W2 + b2,
writes seeded random arguments, rounded to the type (bf16 as its raw bits,
<u2, as hidet-run reads them), and y computed by numpy in float64 from the
rounded values (saved as <f4):
  mlp_dyn_<t>.in<i>.npy      W1 [64, 32], b1 [64], W2 [64, 13], b2 [13]
  mlp_dyn_<t>.b<B>.x.npy     x [B, 32]       (B = 1, 37, 64)
  mlp_dyn_<t>.b<B>.out.npy   y [B, 13]
Run: $HIDET_PYTHON test/Models/Inputs/mlp_dyn_half.py (numpy only).
"""
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
BATCHES = (1, 37, 64)


def bf16_bits(a):
    """Round float64 values to bf16 (nearest even); the raw bits as uint16."""
    u = a.astype(np.float32).view(np.uint32).astype(np.uint64)
    u = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    return u.astype(np.uint16)


def bf16_value(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def rounded(kind, a):
    """(what to save, its float64 value)."""
    if kind == "f16":
        h = a.astype(np.float16)
        return h, h.astype(np.float64)
    b = bf16_bits(a)
    return b, bf16_value(b)


def main():
    for seed, kind in ((27, "f16"), (28, "bf16")):
        rng = np.random.default_rng(seed)
        shapes = ((64, 32), (64,), (64, 13), (13,))
        scales = (32 ** -0.5, 0.1, 64 ** -0.5, 0.1)
        vals = []
        for i, (shape, scale) in enumerate(zip(shapes, scales)):
            saved, v = rounded(kind, rng.uniform(-1.0, 1.0, shape) * scale)
            np.save(os.path.join(HERE, f"mlp_dyn_{kind}.in{i}.npy"), saved)
            vals.append(v)
        w1, b1, w2, b2 = vals
        for b in BATCHES:
            saved, x = rounded(kind, rng.uniform(-1.0, 1.0, (b, 32)))
            np.save(os.path.join(HERE, f"mlp_dyn_{kind}.b{b}.x.npy"), saved)
            y = np.maximum(x @ w1.T + b1, 0.0) @ w2 + b2
            np.save(os.path.join(HERE, f"mlp_dyn_{kind}.b{b}.out.npy"), y.astype(np.float32))


if __name__ == "__main__":
    main()
