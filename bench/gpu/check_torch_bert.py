#!/usr/bin/env python3
"""Checks bench/gpu/torch_bert.py against transformers' own outputs.

    check_torch_bert.py [--dir DIR] [--device cpu|cuda] [--tol X]

DIR (default test/Models/Inputs; build.sh copies the same files to
OUT/selfcheck) holds the small models that bench/models/export.py exported
with their inputs (NAME.in<i>.npy, @forward's arguments) and transformers'
result computed in float64 from them (NAME.out0.npy, stored as float32):
  bert_layer_small  BertLayer, hidden 64, 4 heads, FFN 128, [1,16,64]
  bert_tiny         BertModel, 2 layers, vocab 97, 64 positions, ids [1,16]
torch_bert runs in float64 on the same inputs. Both sides are float64, so the
only difference is out0's rounding to float32 (relative 6e-8; the outputs are
LayerNorm'd, |x| < ~5): the tolerance is 1e-6 absolute. Also checks that the
argument shapes equal torch_bert's state spec. Prints one line per model and
exits 1 if either fails. Needs torch and numpy.
"""
import argparse
import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import torch_bert  # noqa: E402

# export.py's bert_config(small=True): hidden 64, 4 heads, FFN 128, 2 layers,
# vocab 97, 64 positions; sequence 16.
MODELS = {
    "bert_layer_small": (lambda: torch_bert.layer_state(64, 128) + [("h", [1, 16, 64], "f32")],
                         lambda a: torch_bert.bert_layer(a, heads=4)),
    "bert_tiny": (lambda: torch_bert.model_state(64, 128, 2, 97, 64, 16),
                  lambda a: torch_bert.bert_model(a, heads=4, layers=2)),
}


def check(d, name, device, tol):
    spec, fn = MODELS[name]
    spec = spec()
    args = []
    for i, (pname, shape, dtype) in enumerate(spec):
        a = np.load(os.path.join(d, "%s.in%d.npy" % (name, i)))
        if list(a.shape) != list(shape):
            print("%s: argument %d (%s) has shape %s in the export, %s in torch_bert"
                  % (name, i, pname, list(a.shape), shape))
            return False, None
        t = torch.from_numpy(a).to(device)
        args.append(t.double() if t.is_floating_point() else t)
    if os.path.exists(os.path.join(d, "%s.in%d.npy" % (name, len(spec)))):
        print("%s: the export has more than %d arguments" % (name, len(spec)))
        return False, None
    want = torch.from_numpy(np.load(os.path.join(d, name + ".out0.npy"))).double().to(device)
    with torch.no_grad():
        got = fn(args)
    err = (got - want).abs().max().item() if got.shape == want.shape else float("inf")
    ok = err <= tol
    print("%s: max abs error %.3g against transformers (float64; tolerance %g) %s"
          % (name, err, tol, "PASS" if ok else "FAIL"))
    return ok, err


def run(d, device="cpu", tol=1e-6):
    """{name: max error}, and whether every model passed."""
    errs, ok = {}, True
    for name in MODELS:
        good, err = check(d, name, device, tol)
        errs[name] = err
        ok = ok and good
    return ok, errs


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--dir", default=os.path.join(HERE, "..", "..", "test", "Models", "Inputs"))
    p.add_argument("--device", default="cpu")
    p.add_argument("--tol", type=float, default=1e-6)
    a = p.parse_args()
    ok, _ = run(a.dir, a.device, a.tol)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
