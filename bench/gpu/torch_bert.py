"""Pure-PyTorch BERT (no transformers): the reference for the GPU suite's
bert_layer and bert_base cases.

It computes what transformers' BertLayer and BertModel(add_pooling_layer=False)
compute in eval mode with eager attention (dropout off, no attention mask,
absolute positions, GELU with erf, LayerNorm eps 1e-12), from the state
tensors in exactly the order bench/models/export.py passes them to @forward:
named_parameters(), then named_buffers(), then the real inputs. The names and
shapes of that order are `layer_state()` / `model_state()`; run.py checks them
against the @forward signature that build.sh reads from the .mlir export.
bench/gpu/check_torch_bert.py checks the numbers against transformers' own
float64 outputs of the small exported models.
"""
import math

import torch
import torch.nn.functional as F

# BertLayer.named_parameters(): attention.self.{query,key,value}, attention.output
# (dense, LayerNorm), intermediate.dense, output (dense, LayerNorm). Linear
# weights are [out, in] as nn.Linear stores them.
LAYER_PARAMS = [
    ("attention.self.query.weight", "HH"), ("attention.self.query.bias", "H"),
    ("attention.self.key.weight", "HH"), ("attention.self.key.bias", "H"),
    ("attention.self.value.weight", "HH"), ("attention.self.value.bias", "H"),
    ("attention.output.dense.weight", "HH"), ("attention.output.dense.bias", "H"),
    ("attention.output.LayerNorm.weight", "H"), ("attention.output.LayerNorm.bias", "H"),
    ("intermediate.dense.weight", "IH"), ("intermediate.dense.bias", "I"),
    ("output.dense.weight", "HI"), ("output.dense.bias", "H"),
    ("output.LayerNorm.weight", "H"), ("output.LayerNorm.bias", "H"),
]


def _dims(code, hidden, inter):
    return [hidden if c == "H" else inter for c in code]


def layer_state(hidden, inter, prefix=""):
    """[(name, shape, dtype)] of one BertLayer's parameters, in export order
    (dtype as the artifact's arg_info spells it: "f32", "i64")."""
    return [(prefix + n, _dims(c, hidden, inter), "f32") for n, c in LAYER_PARAMS]


def model_state(hidden, inter, layers, vocab, max_pos, seq):
    """[(name, shape, dtype)] of BertModel's @forward arguments: parameters
    (embeddings, then each encoder layer), the two buffers position_ids and
    token_type_ids (export.py makes them persistent; both [1, max_pos] int64),
    then the input ids [1, seq]."""
    s = [("embeddings.word_embeddings.weight", [vocab, hidden], "f32"),
         ("embeddings.position_embeddings.weight", [max_pos, hidden], "f32"),
         ("embeddings.token_type_embeddings.weight", [2, hidden], "f32"),
         ("embeddings.LayerNorm.weight", [hidden], "f32"),
         ("embeddings.LayerNorm.bias", [hidden], "f32")]
    for i in range(layers):
        s += layer_state(hidden, inter, "encoder.layer.%d." % i)
    s += [("embeddings.position_ids", [1, max_pos], "i64"),
          ("embeddings.token_type_ids", [1, max_pos], "i64"),
          ("input_ids", [1, seq], "i64")]
    return s


def bert_layer(args, heads, eps=1e-12):
    """BertLayer(h): args = the 16 parameters in LAYER_PARAMS order, then h
    [batch, seq, hidden]. Returns the layer's hidden states."""
    (wq, bq, wk, bk, wv, bv, wo, bo, g1, b1, wi, bi, wd, bd, g2, b2), h = args[:16], args[16]
    b, s, hidden = h.shape
    d = hidden // heads

    def split(x):  # [b, s, hidden] -> [b, heads, s, d]
        return x.view(b, s, heads, d).transpose(1, 2)
    q, k, v = split(F.linear(h, wq, bq)), split(F.linear(h, wk, bk)), split(F.linear(h, wv, bv))
    # Eager attention as transformers writes it: scores scaled by 1/sqrt(d)
    # after the matmul, softmax over the keys, no mask.
    p = torch.softmax(torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(d), dim=-1)
    ctx = torch.matmul(p, v).transpose(1, 2).reshape(b, s, hidden)
    a = F.layer_norm(F.linear(ctx, wo, bo) + h, (hidden,), g1, b1, eps)
    inter = F.gelu(F.linear(a, wi, bi))  # approximate="none": the erf GELU
    return F.layer_norm(F.linear(inter, wd, bd) + a, (hidden,), g2, b2, eps)


def bert_model(args, heads, layers, eps=1e-12):
    """BertModel(input_ids).last_hidden_state: args in model_state() order."""
    word, pos, typ, ge, be = args[:5]
    pos_ids, type_ids, ids = args[-3:]
    seq = ids.shape[1]
    # BertEmbeddings without token_type_ids/position_ids arguments slices its
    # buffers to the sequence length.
    h = word[ids] + typ[type_ids[:, :seq]] + pos[pos_ids[:, :seq]]
    h = F.layer_norm(h, (word.shape[1],), ge, be, eps)
    for i in range(layers):
        h = bert_layer(list(args[5 + 16 * i: 5 + 16 * (i + 1)]) + [h], heads, eps)
    return h


def init_state(spec, gen, device, vocab=None):
    """Seeded inputs for a state spec [(name, shape, dtype)], scaled so that
    the values stay sane: linear weights and biases U(-1/sqrt(in), 1/sqrt(in))
    as nn.Linear initialises them, LayerNorm gamma 1 + 0.1*N(0,1) and beta
    0.1*N(0,1) (not the identity, so the affine part is checked),
    embeddings N(0,1) as nn.Embedding, position_ids arange, token_type_ids 0,
    input ids uniform over the vocabulary, a hidden-state input N(0,1)."""
    out = []
    fan_in = {}  # a Linear's bias takes its bound from the weight before it
    for name, shape, dtype in spec:
        if dtype == "i64":
            if name.endswith("position_ids"):
                t = torch.arange(shape[-1], device=device).view(shape)
            elif name.endswith("token_type_ids"):
                t = torch.zeros(shape, dtype=torch.int64, device=device)
            else:
                t = torch.randint(0, vocab, shape, generator=gen, device=device)
        elif "LayerNorm" in name:
            t = torch.randn(shape, generator=gen, device=device) * 0.1
            if name.endswith("weight"):
                t += 1.0
        elif "embeddings" in name:
            t = torch.randn(shape, generator=gen, device=device)
        elif name.endswith("weight") or name.endswith("bias"):
            base = name.rsplit(".", 1)[0]
            if name.endswith("weight"):
                fan_in[base] = shape[1]
            bound = 1.0 / math.sqrt(fan_in[base])
            t = (torch.rand(shape, generator=gen, device=device) * 2 - 1) * bound
        else:
            t = torch.randn(shape, generator=gen, device=device)
        out.append(t)
    return out
