#!/usr/bin/env python3
"""Exports real PyTorch models to TOSA and linalg-on-tensors MLIR with torch-mlir.

Run by hand (not in CI); needs the PyPI packages torch, torch-mlir, transformers,
torchvision and numpy (see docs/frontends.md):

    python3 bench/models/export.py [--out DIR] [--only NAME[,NAME...]] [--list]

For every model it writes, into DIR (default test/Models/Inputs):
  NAME.tosa.mlir, NAME.linalg.mlir   the model as one func.func @forward in MLIR's
                                     generic op form. Every weight and buffer is a
                                     function argument (in the order of
                                     named_parameters then named_buffers, then the
                                     real inputs),
                                     so the files hold no weights (except
                                     models named *_const, whose weights
                                     stay inlined constants).
and, for models marked `numeric` (small shapes, so the files stay small):
  NAME.in<i>.npy                     argument i of @forward (weights included)
  NAME.out<i>.npy                    PyTorch's own result i, computed in float64
                                     from the same inputs (float32, or float16 /
                                     bfloat16 for the half models; bfloat16
                                     inputs are saved as their raw bits, '<u2'),
                                     saved as float32
"""
import argparse
import os
import sys
import time

import numpy as np
import torch
from torch_mlir import fx
from torch_mlir.compiler_utils import OutputType


class Functional(torch.nn.Module):
    """Calls `model` with its parameters and buffers taken from the arguments.

    torch.export turns module state into constants; routing every tensor of the
    state dict through forward's arguments makes torch-mlir emit them as
    function arguments instead, so the exported files carry no weights."""

    def __init__(self, model, names, call):
        super().__init__()
        self.model = model
        self.names = names
        self.call = call

    def forward(self, *args):
        state = dict(zip(self.names, args[: len(self.names)]))
        inputs = args[len(self.names):]
        return torch.func.functional_call(self.model, state, inputs, kwargs=None, strict=False) \
            if self.call is None else self.call(self.model, state, *inputs)


def state_of(model):
    # Parameters, then all buffers (non-persistent ones too, e.g. BERT's
    # position_ids, which state_dict() leaves out but torch.export lifts).
    # torch-mlir's importer looks lifted buffers up in state_dict(), so make
    # every buffer persistent first.
    for mod in model.modules():
        mod._non_persistent_buffers_set.clear()
    named = list(model.named_parameters(remove_duplicate=False)) + \
        list(model.named_buffers(remove_duplicate=False))
    return [n for n, _ in named], [t.detach().clone() for _, t in named]


def first(out):
    """The hidden states of a transformers layer, which may return a tuple."""
    return out[0] if isinstance(out, (tuple, list)) else out


def causal_mask(seq):
    """The additive causal mask GPT-2 applies: 0 on and below the diagonal, a
    large negative number above it (finite, so softmax never sees -inf - -inf)."""
    m = torch.full((seq, seq), -1e9, dtype=torch.float32).triu(1)
    return m.reshape(1, 1, seq, seq)


# ---- Model builders: each returns (module, call, inputs) --------------------
def bert_config(small):
    from transformers import BertConfig
    if small:
        return BertConfig(hidden_size=64, num_attention_heads=4, intermediate_size=128,
                          num_hidden_layers=2, vocab_size=97, max_position_embeddings=64,
                          attn_implementation="eager")
    return BertConfig(attn_implementation="eager")  # BERT-base: 768, 12 heads, 3072, 12 layers


def bert_layer(small):
    from transformers.models.bert.modeling_bert import BertLayer
    cfg = bert_config(small)
    layer = BertLayer(cfg).eval()
    seq = 16 if small else 128
    x = torch.randn(1, seq, cfg.hidden_size)

    def call(m, state, h):
        return first(torch.func.functional_call(m, state, (h,)))
    return layer, call, [x]


def bert_model(small):
    from transformers import BertModel
    cfg = bert_config(small)
    model = BertModel(cfg, add_pooling_layer=False).eval()
    seq = 16 if small else 128
    ids = torch.randint(0, cfg.vocab_size, (1, seq), dtype=torch.int64)

    def call(m, state, input_ids):
        return torch.func.functional_call(m, state, (input_ids,)).last_hidden_state
    return model, call, [ids]


def gpt2_block(small):
    from transformers import GPT2Config
    from transformers.models.gpt2.modeling_gpt2 import GPT2Block
    cfg = GPT2Config(n_embd=64, n_head=4, n_layer=1, n_positions=64) if small else GPT2Config()
    cfg._attn_implementation = "eager"
    block = GPT2Block(cfg, layer_idx=0).eval()
    seq = 16 if small else 128
    x = torch.randn(1, seq, cfg.n_embd)
    mask = causal_mask(seq)

    def call(m, state, h):
        return first(torch.func.functional_call(m, state, (h,), {"attention_mask": mask}))
    return block, call, [x]


def gpt2_block_f16(small):
    """gpt2_block's model in half precision (the additive causal mask stays
    f32, as the f32 block's: the scores plus the mask promote to f32 before
    the softmax, which HF casts back to f16)."""
    block, call, inputs = gpt2_block(small)
    return block.half(), call, [x.half() for x in inputs]


def resnet_bottleneck(small):
    from torchvision.models.resnet import Bottleneck
    if small:
        inplanes, planes, hw = 32, 8, 8
    else:
        inplanes, planes, hw = 256, 64, 56  # conv2_x of ResNet-50
    block = Bottleneck(inplanes, planes).eval()
    randomize_bn(block)
    x = torch.randn(1, inplanes, hw, hw)
    return block, None, [x]


def resnet50(small):
    from torchvision.models import resnet50 as build
    model = build(weights=None).eval()
    randomize_bn(model)
    return model, None, [torch.randn(1, 3, 224, 224)]


def randomize_bn(model):
    # Fresh BatchNorm layers are the identity in eval mode; give them real
    # statistics so the folded normalisation is exercised.
    g = torch.Generator().manual_seed(1)
    for mod in model.modules():
        if isinstance(mod, torch.nn.BatchNorm2d):
            n = mod.num_features
            mod.running_mean.copy_(torch.randn(n, generator=g) * 0.1)
            mod.running_var.copy_(torch.rand(n, generator=g) + 0.5)
            mod.weight.data.copy_(torch.rand(n, generator=g) + 0.5)
            mod.bias.data.copy_(torch.randn(n, generator=g) * 0.1)


class LlamaRMSNorm(torch.nn.Module):
    """LLaMA's RMS norm, as transformers writes it (x in f32, eps inside the
    rsqrt, the weight applied after casting back)."""

    def __init__(self, hidden, eps=1e-6):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(hidden))
        self.eps = eps

    def forward(self, x):
        dtype = x.dtype
        h = x.to(torch.float32)
        variance = h.pow(2).mean(-1, keepdim=True)
        h = h * torch.rsqrt(variance + self.eps)
        return self.weight * h.to(dtype)


class LlamaMLPBlock(torch.nn.Module):
    """The feed-forward half of a LLaMA decoder layer: x + down(silu(gate(n))
    * up(n)) with n = rms_norm(x)."""

    def __init__(self, hidden, inter):
        super().__init__()
        self.norm = LlamaRMSNorm(hidden)
        self.gate = torch.nn.Linear(hidden, inter, bias=False)
        self.up = torch.nn.Linear(hidden, inter, bias=False)
        self.down = torch.nn.Linear(inter, hidden, bias=False)

    def forward(self, x):
        n = self.norm(x)
        return x + self.down(torch.nn.functional.silu(self.gate(n)) * self.up(n))


def llama_mlp(small):
    block = LlamaMLPBlock(32, 64).eval()
    with torch.no_grad():  # a non-trivial norm weight
        block.norm.weight.copy_(torch.rand(32) + 0.5)
    return block, None, [torch.randn(1, 8, 32)]


class MaskedAttention(torch.nn.Module):
    """scaled_dot_product_attention with a boolean mask (True = attend). Its
    decomposition guards the softmax (torch's _safe_softmax): a query whose
    keys are all masked gets zeros instead of NaN."""

    def forward(self, q, k, v, mask):
        return torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=mask)


def masked_attention(small):
    q, k, v = (torch.randn(1, 2, 6, 8) for _ in range(3))
    mask = torch.rand(1, 1, 6, 6) > 0.4
    mask[..., 0, :] = True    # a query that sees every key
    mask[..., 2, :] = False   # a fully masked query: the guard's case
    return MaskedAttention().eval(), None, [q, k, v, mask]


class Sdpa(torch.nn.Module):
    """A bare scaled_dot_product_attention (no mask, default scale), with
    is_causal / enable_gqa as given."""

    def __init__(self, causal=False, gqa=False):
        super().__init__()
        self.causal = causal
        self.gqa = gqa

    def forward(self, q, k, v):
        return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=self.causal,
                                                                enable_gqa=self.gqa)


def sdpa(small):
    """Odd sequence length (37) and head dim 40: no multiple of a tile."""
    return Sdpa().eval(), None, [torch.randn(2, 3, 37, 40) for _ in range(3)]


def sdpa_causal(small):
    """is_causal=True: torch-mlir builds the tril mask inside the graph from
    index arithmetic (arange, compares) and a select of -inf."""
    return Sdpa(causal=True).eval(), None, [torch.randn(1, 2, 37, 16) for _ in range(3)]


def sdpa_gqa(small):
    """Grouped-query attention: 4 query heads share 2 key/value heads
    (enable_gqa=True: query head h reads kv head h // 2)."""
    q = torch.randn(1, 4, 19, 16)
    k, v = torch.randn(1, 2, 19, 16), torch.randn(1, 2, 19, 16)
    return Sdpa(gqa=True).eval(), None, [q, k, v]


def sdpa_decode(small):
    """One decode step: a single query (Lq = 1) against 50 cached keys,
    grouped-query (4 query heads, 2 kv heads), head dim 32."""
    q = torch.randn(1, 4, 1, 32)
    k, v = torch.randn(1, 2, 50, 32), torch.randn(1, 2, 50, 32)
    return Sdpa(gqa=True).eval(), None, [q, k, v]


class SdpaMasks(torch.nn.Module):
    """Two attentions: one with an additive float mask (any values,
    broadcast over heads), one with a boolean mask and grouped-query heads
    (a fully masked query included)."""

    def forward(self, q, k, v, fmask, k2, v2, bmask):
        F = torch.nn.functional
        return (F.scaled_dot_product_attention(q, k, v, attn_mask=fmask),
                F.scaled_dot_product_attention(q, k2, v2, attn_mask=bmask, enable_gqa=True))


def sdpa_masks(small):
    q, k, v = torch.randn(1, 4, 7, 16), torch.randn(1, 4, 9, 16), torch.randn(1, 4, 9, 16)
    fmask = torch.randn(1, 1, 7, 9)
    k2, v2 = torch.randn(1, 2, 9, 16), torch.randn(1, 2, 9, 16)
    bmask = torch.rand(1, 4, 7, 9) > 0.3
    bmask[..., 0, :] = True
    bmask[:, 1, 3, :] = False  # a fully masked query of head 1: zeros
    return SdpaMasks().eval(), None, [q, k, v, fmask, k2, v2, bmask]


def rotate_half(x):
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


class LlamaLayer(torch.nn.Module):
    """A LLaMA decoder layer in plain torch, as transformers writes it:
    RMSNorm, q/k/v projections (no bias), rotary embeddings (cos/sin as
    buffers, rotate_half by slice + neg + concat), head split, causal
    grouped-query attention through scaled_dot_product_attention (GQA by
    repeat_interleave of the k/v heads, as transformers' repeat_kv), head
    merge, o_proj, residual, RMSNorm, SwiGLU MLP, residual."""

    def __init__(self, hidden=64, heads=4, kv_heads=2, inter=128, seq=12):
        super().__init__()
        self.heads, self.kv_heads, self.dim = heads, kv_heads, hidden // heads
        nn = torch.nn
        self.input_norm = LlamaRMSNorm(hidden)
        self.q_proj = nn.Linear(hidden, heads * self.dim, bias=False)
        self.k_proj = nn.Linear(hidden, kv_heads * self.dim, bias=False)
        self.v_proj = nn.Linear(hidden, kv_heads * self.dim, bias=False)
        self.o_proj = nn.Linear(heads * self.dim, hidden, bias=False)
        self.post_norm = LlamaRMSNorm(hidden)
        self.gate = nn.Linear(hidden, inter, bias=False)
        self.up = nn.Linear(hidden, inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)
        inv = 1.0 / (10000.0 ** (torch.arange(0, self.dim, 2, dtype=torch.float32) / self.dim))
        freqs = torch.outer(torch.arange(seq, dtype=torch.float32), inv)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos", emb.cos())
        self.register_buffer("sin", emb.sin())

    def forward(self, x):
        b, s, _ = x.shape
        n = self.input_norm(x)
        q = self.q_proj(n).view(b, s, self.heads, self.dim).transpose(1, 2)
        k = self.k_proj(n).view(b, s, self.kv_heads, self.dim).transpose(1, 2)
        v = self.v_proj(n).view(b, s, self.kv_heads, self.dim).transpose(1, 2)
        cos, sin = self.cos[:s].to(x.dtype), self.sin[:s].to(x.dtype)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        rep = self.heads // self.kv_heads
        k = k.repeat_interleave(rep, dim=1)
        v = v.repeat_interleave(rep, dim=1)
        a = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        a = a.transpose(1, 2).reshape(b, s, self.heads * self.dim)
        h = x + self.o_proj(a)
        m = self.post_norm(h)
        return h + self.down(torch.nn.functional.silu(self.gate(m)) * self.up(m))


def llama_layer(small):
    layer = LlamaLayer().eval()
    with torch.no_grad():  # non-trivial norm weights
        layer.input_norm.weight.copy_(torch.rand(64) + 0.5)
        layer.post_norm.weight.copy_(torch.rand(64) + 0.5)
    return layer, None, [torch.randn(1, 12, 64)]


def llama_layer_bf16(small):
    """llama_layer's model in bfloat16 (the rotary cos/sin buffers too)."""
    layer, call, inputs = llama_layer(small)
    return layer.bfloat16(), call, [x.bfloat16() for x in inputs]


class DepthwiseBlock(torch.nn.Module):
    """A MobileNet-style block: depthwise 3x3 (groups = C) + BatchNorm +
    ReLU6, a grouped 3x3 with channel multiplier 2 (stride 2), then a
    pointwise 1x1; and torch.var / torch.std of the result over the
    channels."""

    def __init__(self, c):
        super().__init__()
        self.dw = torch.nn.Conv2d(c, c, 3, padding=1, groups=c)
        self.bn = torch.nn.BatchNorm2d(c)
        self.mult = torch.nn.Conv2d(c, 2 * c, 3, stride=2, padding=1, groups=c, bias=False)
        self.pw = torch.nn.Conv2d(2 * c, c, 1)

    def forward(self, x):
        y = torch.nn.functional.relu6(self.bn(self.dw(x)))
        y = self.pw(self.mult(y))
        return y, torch.var(y, dim=1, keepdim=True), torch.std(y, dim=1, correction=0, keepdim=True)


def depthwise_block(small):
    block = DepthwiseBlock(4).eval()
    randomize_bn(block)
    return block, None, [torch.randn(1, 4, 8, 8)]


class SmallConvNet(torch.nn.Module):
    """A small image classifier with the ops of a CNN: a strided 3x3 conv +
    BatchNorm + ReLU, a 3x3/2 max pool (padding 1), a pointwise 1x1 conv +
    BatchNorm + ReLU, a depthwise 3x3 conv + BatchNorm + ReLU6, a global
    average pool and a linear layer."""

    def __init__(self):
        super().__init__()
        nn = torch.nn
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1, bias=False),
                                  nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(3, 2, 1))
        self.pw = nn.Sequential(nn.Conv2d(8, 16, 1, bias=False), nn.BatchNorm2d(16), nn.ReLU())
        self.dw = nn.Sequential(nn.Conv2d(16, 16, 3, padding=1, groups=16, bias=False),
                                nn.BatchNorm2d(16), nn.ReLU6())
        self.fc = nn.Linear(16, 10)

    def forward(self, x):
        y = self.dw(self.pw(self.stem(x)))
        y = torch.nn.functional.adaptive_avg_pool2d(y, 1).flatten(1)
        return self.fc(y)


def convnet(small):
    net = SmallConvNet().eval()
    randomize_bn(net)
    return net, None, [torch.randn(2, 3, 19, 19)]


class Pools(torch.nn.Module):
    """PyTorch's pooling variants on one odd-sized input, each after a ReLU
    and followed by a scale (surrounding element-wise ops): max 3x3/2 with
    padding 1, avg 3x3/2 with padding 1 counting the padding, avg 2x2/2
    (floor drops the last row/column), and a global average pool.
    (count_include_pad=False is left out: torch-mlir's linalg export
    computes its divisor from linalg.index arithmetic, which
    hidet-import-linalg does not read.)"""

    def forward(self, x):
        nn = torch.nn.functional
        y = torch.relu(x)
        return (nn.max_pool2d(y, 3, 2, 1) * 2.0,
                nn.avg_pool2d(y, 3, 2, 1, count_include_pad=True) * 2.0,
                nn.avg_pool2d(x, 2, 2) + 1.0,
                nn.adaptive_avg_pool2d(y, 1) * 2.0)


def pools(small):
    return Pools().eval(), None, [torch.randn(2, 5, 11, 9)]


def mlp_f16(small):
    """A two-layer MLP in half precision (Linear, GELU, Linear, .half()):
    torch-mlir exports its matmuls as f16 products with f32 accumulation."""
    mlp = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.GELU(),
                              torch.nn.Linear(128, 64)).eval().half()
    return mlp, None, [torch.randn(16, 64).half()]


def mlp_bf16(small):
    """mlp_f16's model in bfloat16."""
    mlp = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.GELU(),
                              torch.nn.Linear(128, 64)).eval().bfloat16()
    return mlp, None, [torch.randn(16, 64).bfloat16()]


def to_numpy(t):
    """numpy has no bfloat16: a bf16 tensor is saved as its raw bits, '<u2'
    (hidet-run's convention, docs/hidet-run.md)."""
    return t.view(torch.uint16).numpy() if t.dtype == torch.bfloat16 else t.numpy()


# name -> (builder, small, numeric)
MODELS = {
    "bert_layer": (bert_layer, False, False),
    "bert_layer_small": (bert_layer, True, True),
    "gpt2_block": (gpt2_block, False, False),
    "gpt2_block_small": (gpt2_block, True, True),
    "gpt2_block_f16_small": (gpt2_block_f16, True, True),
    "resnet50_bottleneck": (resnet_bottleneck, False, False),
    "resnet50_bottleneck_small": (resnet_bottleneck, True, True),
    "resnet50": (resnet50, False, False),
    "bert_base": (bert_model, False, False),
    "bert_tiny": (bert_model, True, True),
    "llama_mlp_small": (llama_mlp, True, True),
    "masked_attention_small": (masked_attention, True, True),
    "sdpa_small": (sdpa, True, True),
    "sdpa_causal_small": (sdpa_causal, True, True),
    "sdpa_gqa_small": (sdpa_gqa, True, True),
    "sdpa_decode_small": (sdpa_decode, True, True),
    "sdpa_masks_small": (sdpa_masks, True, True),
    "llama_layer_small": (llama_layer, True, True),
    "llama_layer_bf16_small": (llama_layer_bf16, True, True),
    "depthwise_small": (depthwise_block, True, True),
    "convnet_small": (convnet, True, True),
    "convnet_small_const": (convnet, True, True),
    "pools_small": (pools, True, True),
    "mlp_f16_small": (mlp_f16, True, True),
    "mlp_bf16_small": (mlp_bf16, True, True),
}


def export(name, out_dir):
    builder, small, numeric = MODELS[name]
    torch.manual_seed(0)
    model, call, inputs = builder(small)
    export_model(name, model, call, inputs, out_dir, numeric)


def export_model(name, model, call, inputs, out_dir, numeric, forms=("tosa", "linalg")):
    """Writes NAME.<form>.mlir for each form (and, if numeric, the .npy
    arguments and PyTorch's float64 outputs) into out_dir; also used by
    bench/models/coverage.py."""
    names, state = state_of(model)
    wrapper = Functional(model, names, call).eval()
    args = state + inputs
    if name.endswith("_const"):
        # weights inlined as constants (torch.export's default): the form in
        # which hidet-graph-canonicalize folds batch norm into conv filters
        names, state, wrapper, args = [], [], model, inputs
    kinds = {"tosa": OutputType.TOSA, "linalg": OutputType.LINALG_ON_TENSORS}
    for suffix in forms:
        kind = kinds[suffix]
        t0 = time.time()
        module = fx.export_and_import(wrapper, *args, output_type=kind, func_name="forward")
        text = module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None)
        path = os.path.join(out_dir, f"{name}.{suffix}.mlir")
        with open(path, "w") as f:
            f.write(f"// {name}: exported by bench/models/export.py with torch-mlir ({suffix}).\n")
            f.write(f"// Arguments: {len(state)} parameters then buffers (named_parameters, named_buffers order), then "
                    f"{len(inputs)} input(s).\n")
            f.write(text)
        print(f"{path}: {os.path.getsize(path)} bytes, {time.time() - t0:.1f} s", flush=True)
    if numeric:
        with torch.no_grad():
            ref_model = (model if name.endswith("_const") else Functional(model, names, call)).double()
            dargs = [a.double() if a.is_floating_point() else a for a in args]
            outs = ref_model(*dargs)
        outs = outs if isinstance(outs, (tuple, list)) else (outs,)
        for i, a in enumerate(args):
            np.save(os.path.join(out_dir, f"{name}.in{i}.npy"), to_numpy(a))
        for i, o in enumerate(outs):
            np.save(os.path.join(out_dir, f"{name}.out{i}.npy"), o.float().numpy())


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "..", "test",
                                                 "Models", "Inputs"))
    p.add_argument("--only", default="")
    p.add_argument("--list", action="store_true")
    a = p.parse_args()
    if a.list:
        print("\n".join(MODELS))
        return 0
    os.makedirs(a.out, exist_ok=True)
    names = [n for n in a.only.split(",") if n] or list(MODELS)
    for n in names:
        if n not in MODELS:
            print(f"export.py: unknown model '{n}' (--list shows them)", file=sys.stderr)
            return 2
        export(n, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
