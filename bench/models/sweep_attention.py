#!/usr/bin/env python3
"""Sweeps attention as PyTorch programs write it through the GPU path (issue 26).

Run by hand (not in CI); needs torch, torch-mlir, numpy and, for the bf16
variants, ml_dtypes (docs/frontends.md)
and a build of hidet-mlir:
    python3 bench/models/sweep_attention.py [--bin build/bin] [--tmp DIR]
                                            [--formats linalg,tosa] [NAME ...]
Each variant is a small module computing attention one way users write it
(F.scaled_dot_product_attention with its options, the explicit
softmax(Q K^T) V with the masks of GPT-2, BERT and Hugging Face code,
nn.MultiheadAttention), exported with static shapes by torch-mlir's default
decompositions in each format. For each format it runs
  1. hidet-import-<format> + hidet-graph-canonicalize,
  2. hidet-compile-to-gpu{arch=sm_80 unsupported=error report=true},
  3. hidet-run --target=emulate, output poisoned, against PyTorch's float64
     result (hidet-run's default tolerance; f16 variants 1e-2 / 1e-2, bf16
     3e-2 / 2e-2),
and prints one line per variant and format: the step that failed (with the
error) or the kernel count, how many of them are attention kernels and the
max abs error. A variant whose attention is not raised into one attention
kernel is marked `NOT RAISED` (and one that must not be raised, because the
raised op would compute something else, `RAISED (expected not)`). Exit status
1 if any line failed.
"""
import argparse
import math
import os
import re
import sys

import numpy as np
import torch
import torch.nn.functional as F
from torch_mlir import fx
from torch_mlir.compiler_utils import OutputType

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from sweep_util import first_error, run  # noqa: E402

N = torch.nn
B, H, L, D = 2, 4, 24, 16


class Sdpa(N.Module):
    """F.scaled_dot_product_attention(q, k, v[, mask], **kw): the mask, when
    given, is the fourth input."""

    def __init__(self, **kw):
        super().__init__()
        self.kw = kw

    def forward(self, q, k, v, mask=None):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, **self.kw)


class Explicit(N.Module):
    """softmax(q k^T * s + mask) v, written out; `how` picks the mask."""

    def __init__(self, how, lq=L, lk=L):
        super().__init__()
        self.how = how
        self.register_buffer("tril", torch.tril(torch.ones(lq, lk, dtype=torch.bool))
                             .view(1, 1, lq, lk))
        self.register_buffer("bias", torch.tril(torch.ones(64, 64, dtype=torch.bool))
                             .view(1, 1, 64, 64))
        g = torch.Generator().manual_seed(3)
        self.register_buffer("keep", torch.rand(B, lk, generator=g) > 0.3)
        empty = torch.rand(lq, lk, generator=g) > 0.5
        empty[3] = False  # query row 3 keeps no key
        self.register_buffer("empty_row", empty)

    def forward(self, q, k, v, mask=None):
        w = torch.matmul(q, k.transpose(-1, -2))
        if self.how == "gpt2":  # GPT-2: w / sqrt(d), where(tril, w, finfo.min)
            w = w / math.sqrt(q.size(-1))
            w = torch.where(self.tril, w, torch.tensor(torch.finfo(w.dtype).min, dtype=w.dtype))
        elif self.how == "gpt2_slice":  # HF GPT-2: the max-positions buffer sliced
            w = w / math.sqrt(q.size(-1))
            lq, lk = q.size(-2), k.size(-2)
            causal = self.bias[:, :, lk - lq:lk, :lk]
            w = torch.where(causal, w, torch.tensor(torch.finfo(w.dtype).min, dtype=w.dtype))
        elif self.how == "fill_input":  # masked_fill(mask input, -1e9): a row may lose every key
            w = (w / math.sqrt(q.size(-1))).masked_fill(mask, -1e9)
        elif self.how == "fill_empty_row":  # a constant mask with a row of fills only
            w = (w / math.sqrt(q.size(-1))).masked_fill(~self.empty_row, -1e9)
        elif self.how == "masked_fill":  # masked_fill(~tril, -inf)
            w = (w * q.size(-1) ** -0.5).masked_fill(~self.tril, float("-inf"))
        elif self.how == "bert_ext":  # BERT: (1 - mask[:, None, None, :]) * -10000 added
            ext = (1.0 - self.keep[:, None, None, :].to(w.dtype)) * -10000.0
            w = w / math.sqrt(q.size(-1)) + ext
        elif self.how == "hf_min":  # newer HF: where(mask, 0, finfo.min) added
            ext = torch.where(self.keep[:, None, None, :], 0.0, torch.finfo(torch.float32).min)
            w = w * (1.0 / math.sqrt(q.size(-1))) + ext.to(w.dtype)
        else:  # plain
            w = w / math.sqrt(q.size(-1))
        return torch.matmul(torch.softmax(w, dim=-1), v)


class Mha(N.Module):
    """nn.MultiheadAttention(batch_first=True) self-attention, optionally
    causal through attn_mask."""

    def __init__(self, causal=False):
        super().__init__()
        self.m = N.MultiheadAttention(H * D, H, batch_first=True, dropout=0.0)
        self.causal = causal

    def forward(self, x):
        if self.causal:
            m = torch.triu(torch.full((x.size(1), x.size(1)), float("-inf"), dtype=x.dtype), 1)
            return self.m(x, x, x, attn_mask=m, need_weights=False)[0]
        return self.m(x, x, x, need_weights=False)[0]


class Gpt2Block(N.Module):
    """A GPT-2 block as Hugging Face writes it (Conv1D projections as
    addmm, the max-positions tril buffer sliced, finfo.min fill, gelu_new
    in tanh form), hidden H * D."""

    def __init__(self, n=64):
        super().__init__()
        e = H * D
        self.ln1, self.ln2 = N.LayerNorm(e), N.LayerNorm(e)
        self.c_attn_w, self.c_attn_b = N.Parameter(torch.randn(e, 3 * e) * 0.05), N.Parameter(torch.randn(3 * e) * 0.05)
        self.c_proj_w, self.c_proj_b = N.Parameter(torch.randn(e, e) * 0.05), N.Parameter(torch.randn(e) * 0.05)
        self.fc_w, self.fc_b = N.Parameter(torch.randn(e, 4 * e) * 0.05), N.Parameter(torch.randn(4 * e) * 0.05)
        self.mp_w, self.mp_b = N.Parameter(torch.randn(4 * e, e) * 0.05), N.Parameter(torch.randn(e) * 0.05)
        self.register_buffer("bias", torch.tril(torch.ones(n, n, dtype=torch.bool)).view(1, 1, n, n))

    def forward(self, x):
        b, t, e = x.shape
        h = self.ln1(x)
        qkv = torch.addmm(self.c_attn_b, h.view(-1, e), self.c_attn_w).view(b, t, 3 * e)
        q, k, v = qkv.split(e, dim=2)
        q, k, v = (y.view(b, t, H, D).permute(0, 2, 1, 3) for y in (q, k, v))
        w = torch.matmul(q, k.transpose(-1, -2)) / torch.full([], D ** 0.5, dtype=x.dtype)
        w = torch.where(self.bias[:, :, :t, :t], w, torch.full([], torch.finfo(w.dtype).min, dtype=w.dtype))
        a = torch.matmul(torch.softmax(w, dim=-1), v).permute(0, 2, 1, 3).contiguous().view(b, t, e)
        x = x + torch.addmm(self.c_proj_b, a.view(-1, e), self.c_proj_w).view(b, t, e)
        h = torch.addmm(self.fc_b, self.ln2(x).view(-1, e), self.fc_w)
        h = 0.5 * h * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (h + 0.044715 * torch.pow(h, 3.0))))
        return x + torch.addmm(self.mp_b, h, self.mp_w).view(b, t, e)


class LlamaEager(N.Module):
    """Hugging Face's eager LLaMA attention core: repeat_kv (expand +
    reshape), q k^T * scaling + a causal float mask of finfo.min above the
    diagonal, softmax in f32, cast back, @ v."""

    def forward(self, q, k, v):
        def repeat_kv(x, n):
            b, h, s, d = x.shape
            return x[:, :, None, :, :].expand(b, h, n, s, d).reshape(b, h * n, s, d)
        k, v = repeat_kv(k, q.size(1) // k.size(1)), repeat_kv(v, q.size(1) // v.size(1))
        t = q.size(-2)
        mask = torch.full((t, t), torch.finfo(q.dtype).min, dtype=q.dtype).triu(1)[None, None]
        w = torch.matmul(q, k.transpose(2, 3)) * (q.size(-1) ** -0.5) + mask
        w = torch.softmax(w, dim=-1, dtype=torch.float32).to(q.dtype)
        return torch.matmul(w, v)


class LlamaLayer(N.Module):
    """A LLaMA decoder layer as Hugging Face writes it: RMSNorm, q/k/v
    projections (2 K/V heads), rotary embeddings from cos/sin buffers with
    rotate_half, repeat_kv, attention (SDPA is_causal, or the eager core),
    o_proj and residual, RMSNorm, SwiGLU MLP, residual."""

    def __init__(self, eager=False, hk=2):
        super().__init__()
        e, self.eager, self.hk = H * D, eager, hk
        self.qp, self.kp, self.vp = (N.Linear(e, e, bias=False), N.Linear(e, hk * D, bias=False),
                                     N.Linear(e, hk * D, bias=False))
        self.op = N.Linear(e, e, bias=False)
        self.gate, self.up, self.down = (N.Linear(e, 2 * e, bias=False), N.Linear(e, 2 * e, bias=False),
                                         N.Linear(2 * e, e, bias=False))
        self.w1, self.w2 = N.Parameter(1 + 0.1 * torch.randn(e)), N.Parameter(1 + 0.1 * torch.randn(e))
        inv = 1.0 / (10000 ** (torch.arange(0, D, 2).float() / D))
        f = torch.outer(torch.arange(L).float(), inv)
        emb = torch.cat((f, f), dim=-1)
        self.register_buffer("cos", emb.cos())
        self.register_buffer("sin", emb.sin())
        self.core = LlamaEager()

    @staticmethod
    def rms(x, w):
        v = x.float().pow(2).mean(-1, keepdim=True)
        return w * (x.float() * torch.rsqrt(v + 1e-6)).to(x.dtype)

    def forward(self, x):
        b, t, e = x.shape
        h = self.rms(x, self.w1)
        q = self.qp(h).view(b, t, H, D).transpose(1, 2)
        k = self.kp(h).view(b, t, self.hk, D).transpose(1, 2)
        v = self.vp(h).view(b, t, self.hk, D).transpose(1, 2)
        cos, sin = self.cos[:t].to(x.dtype)[None, None], self.sin[:t].to(x.dtype)[None, None]

        def rot(y):
            return torch.cat((-y[..., D // 2:], y[..., :D // 2]), dim=-1)
        q, k = q * cos + rot(q) * sin, k * cos + rot(k) * sin
        if self.eager:
            a = self.core(q, k, v)
        else:
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        x = x + self.op(a.transpose(1, 2).reshape(b, t, e))
        h = self.rms(x, self.w2)
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


def qkv(lq=L, lk=L, hk=H, dt=torch.float32):
    return ((B, H, lq, D, dt), (B, hk, lk, D, dt), (B, hk, lk, D, dt))


# name -> (model factory, input specs (shape..., dtype)[, attention kernels
# expected: 1 unless said])
VARIANTS = {
    "sdpa": (lambda: Sdpa(), qkv()),
    "sdpa_causal": (lambda: Sdpa(is_causal=True), qkv()),
    "sdpa_scale": (lambda: Sdpa(scale=0.2), qkv()),
    "sdpa_cross": (lambda: Sdpa(), qkv(lq=7, lk=33)),
    "sdpa_len1": (lambda: Sdpa(), qkv(lq=1, lk=29)),
    "sdpa_gqa": (lambda: Sdpa(enable_gqa=True), qkv(hk=2)),
    "sdpa_gqa_causal": (lambda: Sdpa(enable_gqa=True, is_causal=True), qkv(hk=1)),
    # a padding mask [B, 1, 1, Lk] (True: attend) and an additive [1, 1, Lq, Lk]
    "sdpa_pad_mask": (lambda: Sdpa(), qkv() + ((B, 1, 1, L, torch.bool),)),
    "sdpa_add_mask": (lambda: Sdpa(), qkv() + ((1, 1, L, L, torch.float32),)),
    "sdpa_bool_mask": (lambda: Sdpa(), qkv() + ((L, L, torch.bool),)),
    "sdpa_f16": (lambda: Sdpa(), qkv(dt=torch.float16)),
    "sdpa_causal_f16": (lambda: Sdpa(is_causal=True), qkv(dt=torch.float16)),
    "explicit": (lambda: Explicit("plain"), qkv()),
    "explicit_gpt2": (lambda: Explicit("gpt2"), qkv()),
    "explicit_masked_fill": (lambda: Explicit("masked_fill"), qkv()),
    "explicit_bert_ext": (lambda: Explicit("bert_ext"), qkv()),
    "explicit_hf_min": (lambda: Explicit("hf_min"), qkv()),
    "explicit_gpt2_slice": (lambda: Explicit("gpt2_slice"), qkv()),
    "explicit_gpt2_cache": (lambda: Explicit("gpt2_slice", 8, 24), qkv(lq=8, lk=24)),
    # not raised: a finite fill equals -inf only where every row keeps a key
    "explicit_fill_input": (lambda: Explicit("fill_input"), qkv() + ((B, 1, L, L, torch.bool),), 0),
    "explicit_fill_empty_row": (lambda: Explicit("fill_empty_row"), qkv(), 0),
    "llama_eager": (lambda: LlamaEager(), qkv(hk=2)),
    "llama_eager_bf16": (lambda: LlamaEager(), qkv(hk=2, dt=torch.bfloat16)),
    "llama_layer": (lambda: LlamaLayer(), ((B, L, H * D, torch.float32),)),
    "llama_layer_bf16": (lambda: LlamaLayer().bfloat16(), ((B, L, H * D, torch.bfloat16),)),
    "llama_layer_eager": (lambda: LlamaLayer(eager=True), ((B, L, H * D, torch.float32),)),
    "gpt2_block": (lambda: Gpt2Block(), ((B, L, H * D, torch.float32),)),
    "gpt2_block_f16": (lambda: Gpt2Block().half(), ((B, L, H * D, torch.float16),)),
    "mha": (lambda: Mha(), ((B, L, H * D, torch.float32),)),
    "mha_causal": (lambda: Mha(causal=True), ((B, L, H * D, torch.float32),)),
}


def export(model, args, fmt):
    kind = {"linalg": OutputType.LINALG_ON_TENSORS, "tosa": OutputType.TOSA}[fmt]
    module = fx.export_and_import(model, *args, output_type=kind, func_name="forward")
    return module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None)


def sweep(name, fmt, binDir, tmp):
    make, specs, want = (VARIANTS[name] + (1,))[:3]
    torch.manual_seed(0)
    model = make().eval()
    d = os.path.join(tmp, f"{name}.{fmt}")
    os.makedirs(d, exist_ok=True)
    # a boolean input keeps ~70% (and every row's first key, so that no row
    # is all masked: torch then returns NaN)
    args = tuple((torch.rand(*s[:-1]) > 0.3).index_fill_(-1, torch.tensor([0]), True)
                 if s[-1] == torch.bool else torch.randn(*s[:-1]).to(s[-1]) for s in specs)
    half = specs[0][-1] in (torch.float16, torch.bfloat16)
    try:
        text = export(model, args, fmt)
    except Exception as e:  # noqa: BLE001 (the exporter's own failure is a result too)
        return f"{name} {fmt}: export failed: {str(e).splitlines()[0][:200]}"
    src = os.path.join(d, "in.mlir")
    with open(src, "w") as f:
        f.write(text)
    with torch.no_grad():
        ref = model.double()(*(a.double() if a.is_floating_point() else a for a in args))
    argv = []
    for i, a in enumerate(args):
        # bf16 as its raw bits (hidet-run reads <i2 for a bf16 memref)
        np.save(os.path.join(d, f"x{i}.npy"),
                a.view(torch.int16).numpy() if a.dtype == torch.bfloat16 else a.numpy())
        argv.append(f"--arg=@{d}/x{i}.npy")
    np.save(os.path.join(d, "y.npy"), ref.to(args[0].dtype).float().numpy())
    opt = os.path.join(binDir, "hidet-opt")
    rc, out = run(f"{opt} -p 'builtin.module(hidet-import-{fmt},hidet-graph-canonicalize)' "
                  f"{src} -o {d}/g.mlir")
    if rc:
        return f"{name} {fmt}: import/canonicalize: {first_error(out)}"
    rc, out = run(f"{opt} {d}/g.mlir -p 'builtin.module(hidet-compile-to-gpu{{arch=sm_80 "
                  f"unsupported=error report=true}})' -o {d}/gpu.mlir")
    if rc:
        return f"{name} {fmt}: compile-to-gpu: {first_error(out)}"
    kernels = len(set(re.findall(r"remark: @(forward_kernel\d+): ", out)))
    attn = len(set(re.findall(r"remark: @(forward_kernel\d+): attention ", out)))
    tol = (" --atol=3e-2 --rtol=2e-2" if specs[0][-1] == torch.bfloat16 else
           " --atol=1e-2 --rtol=1e-2" if half else "")
    rc, out = run(f"{os.path.join(binDir, 'hidet-run')} {d}/gpu.mlir --target=emulate "
                  f"--emu-stack=512 --entry=forward {' '.join(argv)} --arg=poison "
                  f"--expect={len(args)}:{d}/y.npy{tol}")
    err = re.search(r"max abs error ([0-9.e+-]+)", out)
    verdict = "PASS" if rc == 0 and "expect: PASS" in out else "FAIL"
    raised = "" if attn == want else (" NOT RAISED" if want else " RAISED (expected not)")
    return (f"{name} {fmt}: {kernels} kernels, {attn} attention{raised}; {verdict} "
            f"{err.group(1) if err else first_error(out)}")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("names", nargs="*", help=f"variants (default all): {', '.join(VARIANTS)}")
    p.add_argument("--bin", default=os.path.join(here, "..", "..", "build", "bin"))
    p.add_argument("--tmp", default="/tmp/hidet-sweep-attention")
    p.add_argument("--formats", default="linalg,tosa")
    a = p.parse_args()
    bad = [n for n in a.names if n not in VARIANTS]
    if bad:
        p.error(f"unknown variant(s): {', '.join(bad)}")
    failed = 0
    for name in a.names or VARIANTS:
        for fmt in a.formats.split(","):
            line = sweep(name, fmt, a.bin, a.tmp)
            failed += "PASS" not in line or "FAIL" in line or "RAISED" in line
            print(line, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
