#!/usr/bin/env python3
"""BERT-base through torch.compile(backend="hidet_mlir") against eager and inductor.

    HIDET_BUILD=build python3 bench/python/bert_torch_compile.py [--small] [--target cuda|emulate]
        [--seq 128] [--batch 1] [--iters 50]

Needs torch, torch-mlir, transformers and the hidet_mlir package (pip install
python/). On a GPU (target cuda, the default there) it checks the hidet
output against eager and prints the median time per forward of eager,
inductor (backend="inductor") and hidet_mlir, timed with CUDA events after
warm-up. --small runs a 2-layer, 64-wide BERT (on the CPU with --target
emulate, a correctness check only: the emulator's time means nothing).
"""
import argparse
import statistics
import time

import torch

import hidet_mlir  # noqa: F401  (registers the backend)


def build(small, seq, batch, device):
    from transformers import BertConfig, BertModel
    if small:
        cfg = BertConfig(hidden_size=64, num_attention_heads=4, intermediate_size=128, num_hidden_layers=2,
                         vocab_size=97, max_position_embeddings=64, attn_implementation="eager")
    else:
        cfg = BertConfig(attn_implementation="eager")  # BERT-base
    model = BertModel(cfg, add_pooling_layer=False).eval().to(device)
    ids = torch.randint(0, cfg.vocab_size, (batch, seq), dtype=torch.int64, device=device)

    class Wrapped(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, input_ids):
            return self.model(input_ids).last_hidden_state
    return Wrapped().eval(), ids


def timed(fn, x, iters, cuda):
    with torch.no_grad():
        for _ in range(3):
            fn(x)
        times = []
        for _ in range(iters):
            if cuda:
                start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                start.record()
                fn(x)
                end.record()
                end.synchronize()
                times.append(start.elapsed_time(end))
            else:
                t = time.perf_counter()
                fn(x)
                times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--small", action="store_true")
    p.add_argument("--target", default="cuda" if torch.cuda.is_available() else "emulate")
    p.add_argument("--seq", type=int, default=None)
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--iters", type=int, default=50)
    args = p.parse_args()
    cuda = args.target == "cuda"
    device = "cuda" if cuda else "cpu"
    seq = args.seq or (16 if args.small else 128)
    model, ids = build(args.small, seq, args.batch, device)
    with torch.no_grad():
        ref = model(ids)
        t = time.perf_counter()
        hidet = torch.compile(model, backend="hidet_mlir", options={"target": args.target}, dynamic=False)
        out = hidet(ids)
        print("hidet_mlir: first call (export + compile + run) %.1f s" % (time.perf_counter() - t))
    err = (out.double() - ref.double()).abs().max().item()
    print("hidet_mlir vs eager: max abs error %.3g (%s)" % (err, "PASS" if err <= 1e-3 else "FAIL"))
    if not cuda:
        return
    iters = args.iters
    print("eager:      %.3f ms" % timed(model, ids, iters, cuda))
    inductor = torch.compile(model, backend="inductor", dynamic=False)
    print("inductor:   %.3f ms" % timed(inductor, ids, iters, cuda))
    print("hidet_mlir: %.3f ms" % timed(hidet, ids, iters, cuda))


if __name__ == "__main__":
    main()
