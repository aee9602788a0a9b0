#!/usr/bin/env python3
"""Exports models with symbolic dimensions (issue 27, dynamic shapes).

Run by hand (not in CI); needs torch, torch-mlir and numpy (docs/frontends.md):
    python3 bench/models/export_dynamic.py [--out DIR]
Writes, into DIR (default test/Models/Inputs):
  mlp_dyn_small.linalg.mlir    nn.Sequential(Linear(32, 64), ReLU, Linear(64, 16))
                               exported with torch-mlir's fx.export_and_import and
                               dynamic_shapes: the input's dim 0 is
                               torch.export.Dim("batch", min=1, max=64), so the
                               function takes tensor<?x32xf32> and returns
                               tensor<?x16xf32>. The weights are arguments (as
                               in export.py): W1, b1, W2, b2, x.
  mlp_dyn_small.tosa.mlir      the same MLP exported to TOSA (aten.linear kept
                               whole: see main())
  mlp_dyn_small.b<B>.in<i>.npy  argument i of @forward at batch size B
  mlp_dyn_small.b<B>.out0.npy   PyTorch's result at batch B, computed in float64
                               (saved as float32), for B in 5 and 37: the same
                               compiled function runs at both.
  bert_layer_dyn_small.linalg.mlir
                               transformers' BertLayer (hidden 32, 2 heads of 16,
                               FFN 64, eager attention, GELU with erf), input
                               tensor<?x?x32xf32>: dim 0 is Dim("batch", 1..8),
                               dim 1 Dim("seq", 1..128) (min=1 works for both
                               with torch 2.15: no 0/1 specialisation error).
                               Exported with aten.linear and aten.matmul kept
                               whole (see DECOMP below).
  bert_layer_dyn_small.in<i>.npy  the 16 weights (the same at every shape)
  bert_layer_dyn_small.b<B>s<S>.in16.npy / .out0.npy
                               the input and PyTorch's float64 result (saved as
                               f32) at (batch, seq) in BERT_SHAPES.
  enc_layer_dyn_small.linalg.mlir  (--only enc)
                               torch.nn.TransformerEncoderLayer(d_model=32,
                               nhead=2, dim_feedforward=64, dropout=0.0,
                               batch_first=True), input dims 0 and 1
                               Dim("batch", 1..8) and Dim("seq", 2..128): the
                               raw export (default decompositions, weights as
                               constants, no hidet.symbols), as a user writes it.
  enc_layer_dyn_small.b<B>s<S>.in0.npy / .out0.npy
                               the input and PyTorch's float64 result (saved as
                               f32) at (batch, seq) in ENC_SHAPES.
  enc_layer_nf_dyn_small.*     (--only enc_nf) the same for
                               TransformerEncoderLayer(d_model=48, nhead=3,
                               dim_feedforward=40, batch_first=True,
                               norm_first=True, activation="gelu").
  enc_layer_sf_dyn_small.*     (--only enc_sf) the same for the layer of
                               enc_layer_dyn_small with batch_first=False:
                               x is [seq, batch, 32].
  block_dyn_small.linalg.mlir  (--only block; block_causal_dyn_small with
                               --only block_causal)
                               a hand-written pre-LN transformer block (d_model
                               32, 2 heads: LayerNorm, qkv Linear, split, view
                               (B, S, H, D/H) + transpose with B, S = x.shape,
                               F.scaled_dot_product_attention [is_causal=True],
                               transpose + reshape(B, S, D), out Linear,
                               residual, LayerNorm + GELU MLP of 128, residual),
                               input dims 0 and 1 Dim("batch", 1..8) and
                               Dim("seq", 2..128): the raw export (default
                               decompositions, weights as constants, no
                               hidet.symbols), as a user writes it.
  block[_causal]_dyn_small.b<B>s<S>.in0.npy / .out0.npy
                               the input and PyTorch's float64 result (saved as
                               f32) at (batch, seq) in ENC_SHAPES.
  mlp3d_dyn_small.*            (--only mlp3d) an MLP on x [batch, 6, 16] with
                               only the batch dynamic: torch-mlir flattens the
                               rows of each Linear to [6 * batch, K] and splits
                               them back (RAW_VARIANTS).
  enc_layer_bdyn_small.*       (--only enc_b) enc_layer_dyn_small's layer with
                               a dynamic batch and a static sequence of 12.
  enc_stack_dyn_small.*        (--only enc_stack) nn.TransformerEncoder of two
                               such layers (4 heads) and a final LayerNorm, `?`
                               batch and sequence.
  <raw>.b<B>[s<S>].in0.npy / .out0.npy  x and PyTorch's float64 result (as
                               f32) at the shapes of RAW_VARIANTS.
"""
import argparse
import os
import sys

import numpy as np
import torch
from torch_mlir import fx, ir
from torch_mlir.compiler_utils import OutputType

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from export import Functional, bert_layer, state_of  # noqa: E402
from torch_mlir.extras.fx_decomp_util import get_decomposition_table  # noqa: E402

BATCHES = (5, 37)
BERT_SHAPES = ((1, 1), (3, 7), (1, 128), (3, 128))


def annotate(module, ep, dim_names, arg):
    """torch-mlir's linalg output says nothing about the symbols of its `?`
    dims (no torch.symbolic_int or bind ops survive the lowering): record
    them as hidet-run reads them (docs/hidet-run.md, "Dynamic shapes"):
    argument/result attribute hidet.symbols (one string per dim, "" for a
    static one) and hidet.symbol_ranges = {name = array<i64: min, max>}
    from torch.export's range constraints. dim_names names the symbols of
    argument `arg`'s dims (torch.export calls them s0, s93, ...)."""
    sig = ep.graph_signature
    nodes = {n.name: n for n in ep.graph.nodes}
    ins = [nodes[n].meta["val"].shape for n in sig.user_inputs]
    outs = [n.meta["val"].shape for n in list(ep.graph.nodes)[-1].args[0]]
    rename = {str(ins[arg][d]): name for d, name in dim_names.items()}

    def syms(shape):
        return [rename.get(str(d), str(d)) if not isinstance(d, int) else "" for d in shape]

    ranges = {rename.get(str(k), str(k)): (int(v.lower), int(v.upper)) for k, v in ep.range_constraints.items()}
    with module.context:
        fn = module.body.operations[0]

        def dicts(shapes):
            return ir.ArrayAttr.get([ir.DictAttr.get({"hidet.symbols": ir.ArrayAttr.get(
                [ir.StringAttr.get(n) for n in syms(s)])}) for s in shapes])
        fn.attributes["arg_attrs"] = dicts(ins)
        fn.attributes["res_attrs"] = dicts(outs)
        fn.attributes["hidet.symbol_ranges"] = ir.DictAttr.get(
            {k: ir.DenseI64ArrayAttr.get([lo, hi]) for k, (lo, hi) in ranges.items()})


def export_linalg(ep, name, header, out, dim_names, arg, decomposition_table=None):
    module = fx.export_and_import(ep, output_type=OutputType.LINALG_ON_TENSORS, func_name="forward",
                                  decomposition_table=decomposition_table)
    annotate(module, ep, dim_names, arg)
    text = module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None)
    path = os.path.join(out, f"{name}.linalg.mlir")
    with open(path, "w") as f:
        f.write(header)
        f.write(text)
    print(path)


def decomp_keeping_linear():
    """DECOMP: torch-mlir's default decomposition table, minus aten.linear and
    aten.matmul. With them decomposed, torch.export flattens x @ W^T of a
    [B, S, 64] x into aten.view(x, [B*S, 64]) + mm, and torch-mlir's linalg
    lowering of that view with two dynamic dims is wrong: it emits
    tensor.cast ?x?x64 -> ?x1x64 + collapse_shape [[0], [1, 2]] (B rows, not
    B*S: correct only at S = 1; its cf.assert 'mismatched size for broadcast'
    fails at run time for S > 1). Kept whole, torch-mlir lowers linear to a
    batch_matmul against the broadcast weight and the 4-d attention matmuls
    to collapse_shape/batch_matmul/expand_shape, which keep B and S apart."""
    table = dict(get_decomposition_table())  # a copy: the default table is shared
    for op in (torch.ops.aten.linear.default, torch.ops.aten.matmul.default):
        table.pop(op, None)
    return table


def export_bert(out, static=None):
    """The dynamic BERT layer; with static = (B, S), the same layer (same
    seed, same weights, same decomposition) exported at the fixed shape
    [B, S, 32] instead, as bert_layer_static_small_b<B>s<S>.linalg.mlir: the
    static build that the dynamic one is timed against
    (bench/gpu/dyn_vs_static.py)."""
    torch.manual_seed(0)
    name = "bert_layer_dyn_small"
    import transformers.models.bert.modeling_bert as mb
    from transformers import BertConfig
    cfg = BertConfig(hidden_size=32, num_attention_heads=2, intermediate_size=64,
                     attn_implementation="eager")
    layer = mb.BertLayer(cfg).eval()
    _, call, _ = bert_layer(True)  # only its call: the layer's hidden states
    names, state = state_of(layer)
    wrapper = Functional(layer, names, call).eval()
    batch = torch.export.Dim("batch", min=1, max=8)
    seq = torch.export.Dim("seq", min=1, max=128)
    x = torch.randn(2, 5, cfg.hidden_size)
    dyn = (tuple([None] * len(state) + [{0: batch, 1: seq}]),)
    if static is not None:
        b, s = static
        name = f"bert_layer_static_small_b{b}s{s}"
        ep = torch.export.export(wrapper, tuple(state + [torch.randn(b, s, cfg.hidden_size)]))
        ep = ep.run_decompositions(decomp_keeping_linear())
        module = fx.export_and_import(ep, output_type=OutputType.LINALG_ON_TENSORS, func_name="forward",
                                      decomposition_table={})
        path = os.path.join(out, f"{name}.linalg.mlir")
        with open(path, "w") as f:
            f.write(f"// {name}: exported by bench/models/export_dynamic.py --static-bert {b},{s} "
                    "with torch-mlir (linalg): bert_layer_dyn_small's layer at [%d, %d, 32].\n" % (b, s))
            f.write(module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None))
        print(path)
        return
    ep = torch.export.export(wrapper, tuple(state + [x]), dynamic_shapes=dyn)
    table = decomp_keeping_linear()
    ep = ep.run_decompositions(table)
    export_linalg(ep, name, f"// {name}: exported by bench/models/export_dynamic.py with torch-mlir (linalg), "
                  "BertLayer(hidden 32, 2 heads, FFN 64), x: [batch = Dim(1, 8), seq = Dim(1, 128), 32].\n"
                  f"// Arguments: {len(state)} parameters (named_parameters order), then the input x.\n",
                  out, {0: "batch", 1: "seq"}, len(state), decomposition_table={})
    for i, t in enumerate(state):
        np.save(os.path.join(out, f"{name}.in{i}.npy"), t.numpy())
    for b, s in BERT_SHAPES:
        xb = torch.randn(b, s, cfg.hidden_size)
        with torch.no_grad():
            res = Functional(layer.double(), names, call)(*[t.double() for t in state + [xb]])
        layer.float()
        np.save(os.path.join(out, f"{name}.b{b}s{s}.in{len(state)}.npy"), xb.numpy())
        np.save(os.path.join(out, f"{name}.b{b}s{s}.out0.npy"), res.float().numpy())


ENC_SHAPES = ((1, 7), (3, 20))


# --only enc / enc_nf: name -> (TransformerEncoderLayer kwargs, header text).
ENC_VARIANTS = {
    "enc": ("enc_layer_dyn_small",
            dict(d_model=32, nhead=2, dim_feedforward=64, batch_first=True),
            "TransformerEncoderLayer(32, 2, 64, batch_first)"),
    "enc_nf": ("enc_layer_nf_dyn_small",
               dict(d_model=48, nhead=3, dim_feedforward=40, batch_first=True, norm_first=True,
                    activation="gelu"),
               "TransformerEncoderLayer(48, 3, 40, batch_first, norm_first, gelu)"),
    "enc_sf": ("enc_layer_sf_dyn_small",
               dict(d_model=32, nhead=2, dim_feedforward=64, batch_first=False),
               "TransformerEncoderLayer(32, 2, 64), sequence first"),
}


def export_enc(out, variant="enc"):
    """The raw export of nn.TransformerEncoderLayer (issue 27's user report):
    torch-mlir's default decomposition table and no annotation, so the import
    meets its dynamic broadcast generics, the q/k/v extract_slice of `?`
    dims and the [S*B, E] views of the linears as they come. enc_nf is
    sequence-first ([seq, batch, E]), pre-norm, with GELU."""
    torch.manual_seed(0)
    name, kwargs, what = ENC_VARIANTS[variant]
    layer = torch.nn.TransformerEncoderLayer(dropout=0.0, **kwargs).eval()
    e = kwargs["d_model"]
    bf = kwargs["batch_first"]
    batch = torch.export.Dim("batch", min=1, max=8)
    seq = torch.export.Dim("seq", min=2, max=128)
    dims = {0: batch, 1: seq} if bf else {0: seq, 1: batch}
    example = torch.randn(2, 5, e) if bf else torch.randn(5, 2, e)
    ep = torch.export.export(layer, (example,), dynamic_shapes=(dims,))
    module = fx.export_and_import(ep, output_type=OutputType.LINALG_ON_TENSORS, func_name="forward")
    path = os.path.join(out, f"{name}.linalg.mlir")
    layout = "[batch = Dim(1, 8), seq = Dim(2, 128)" if bf else "[seq = Dim(2, 128), batch = Dim(1, 8)"
    with open(path, "w") as f:
        f.write(f"// {name}: exported by bench/models/export_dynamic.py --only {variant} with torch-mlir "
                f"(linalg, default decompositions, no hidet.symbols): {what}, x: {layout}, {e}].\n")
        f.write(module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None))
    print(path)
    for b, s in ENC_SHAPES:
        xb = torch.randn(b, s, e) if bf else torch.randn(s, b, e)
        with torch.no_grad():
            res = layer.double()(xb.double())
        layer.float()
        np.save(os.path.join(out, f"{name}.b{b}s{s}.in0.npy"), xb.numpy())
        np.save(os.path.join(out, f"{name}.b{b}s{s}.out0.npy"), res.float().numpy())


class Block(torch.nn.Module):
    """A pre-LN transformer block written by hand (issue 27's second report):
    the head split/merge views take B and S from x.shape, so torch.export
    records aten.view sizes that torch-mlir computes with its "-1"
    inference arithmetic over the symbolic sizes."""

    def __init__(self, d=32, heads=2, causal=False):
        super().__init__()
        self.heads, self.causal = heads, causal
        self.ln1, self.ln2 = torch.nn.LayerNorm(d), torch.nn.LayerNorm(d)
        self.qkv, self.o = torch.nn.Linear(d, 3 * d), torch.nn.Linear(d, d)
        self.f1, self.f2 = torch.nn.Linear(d, 4 * d), torch.nn.Linear(4 * d, d)

    def forward(self, x):
        b, s, d = x.shape
        h = self.heads
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        q, k, v = (t.view(b, s, h, d // h).transpose(1, 2) for t in (q, k, v))
        a = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=self.causal)
        x = x + self.o(a.transpose(1, 2).reshape(b, s, d))
        return x + self.f2(torch.nn.functional.gelu(self.f1(self.ln2(x))))


def export_block(out, causal):
    """The hand-written block's raw export, like export_enc's."""
    torch.manual_seed(0)
    name = "block_causal_dyn_small" if causal else "block_dyn_small"
    block = Block(causal=causal).eval()
    batch = torch.export.Dim("batch", min=1, max=8)
    seq = torch.export.Dim("seq", min=2, max=128)
    ep = torch.export.export(block, (torch.randn(2, 5, 32),), dynamic_shapes=({0: batch, 1: seq},))
    module = fx.export_and_import(ep, output_type=OutputType.LINALG_ON_TENSORS, func_name="forward")
    path = os.path.join(out, f"{name}.linalg.mlir")
    with open(path, "w") as f:
        f.write(f"// {name}: exported by bench/models/export_dynamic.py --only "
                f"{'block_causal' if causal else 'block'} with torch-mlir (linalg, default "
                "decompositions, no hidet.symbols): a pre-LN block (d_model 32, 2 heads, "
                f"is_causal={causal}), x: [batch = Dim(1, 8), seq = Dim(2, 128), 32].\n")
        f.write(module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None))
    print(path)
    for b, s in ENC_SHAPES:
        xb = torch.randn(b, s, 32)
        with torch.no_grad():
            res = block.double()(xb.double())
        block.float()
        np.save(os.path.join(out, f"{name}.b{b}s{s}.in0.npy"), xb.numpy())
        np.save(os.path.join(out, f"{name}.b{b}s{s}.out0.npy"), res.float().numpy())


# --only mlp3d / enc_b: raw exports with a `?` batch and static inner dims
# (torch-mlir flattens [B, 6, K] to [6B, K] rows for each linear and splits
# them back). name -> (model factory, example input shape, its dynamic
# dims, the shapes saved, header text).
RAW_VARIANTS = {
    "mlp3d": ("mlp3d_dyn_small",
              lambda: torch.nn.Sequential(torch.nn.Linear(16, 40), torch.nn.Sigmoid(),
                                          torch.nn.Linear(40, 8), torch.nn.LeakyReLU(0.1)),
              (4, 6, 16), {0: ("batch", 1, 64)}, ((1, 6, 16), (9, 6, 16)),
              "Sequential(Linear(16, 40), Sigmoid, Linear(40, 8), LeakyReLU(0.1)), "
              "x: [batch = Dim(1, 64), 6, 16]"),
    "enc_b": ("enc_layer_bdyn_small",
              lambda: torch.nn.TransformerEncoderLayer(32, 2, 64, dropout=0.0, batch_first=True),
              (2, 12, 32), {0: ("batch", 1, 8)}, ((1, 12, 32), (5, 12, 32)),
              "TransformerEncoderLayer(32, 2, 64, batch_first), x: [batch = Dim(1, 8), 12, 32]"),
    "enc_stack": ("enc_stack_dyn_small",
                  lambda: torch.nn.TransformerEncoder(
                      torch.nn.TransformerEncoderLayer(32, 4, 64, dropout=0.0, batch_first=True), 2,
                      norm=torch.nn.LayerNorm(32), enable_nested_tensor=False),
                  (2, 5, 32), {0: ("batch", 1, 8), 1: ("seq", 2, 128)}, ((1, 7, 32), (3, 20, 32)),
                  "TransformerEncoder(TransformerEncoderLayer(32, 4, 64, batch_first), 2 layers, "
                  "final LayerNorm), x: [batch = Dim(1, 8), seq = Dim(2, 128), 32]"),
}


def export_raw(out, variant):
    """A raw export (default decompositions, weights as constants, no
    hidet.symbols) of RAW_VARIANTS[variant]; saves x and PyTorch's float64
    result (as f32) at each shape as <name>.b<B>.in0.npy / .out0.npy."""
    torch.manual_seed(0)
    name, make, example, dims, shapes, what = RAW_VARIANTS[variant]
    model = make().eval()
    dyn = {d: torch.export.Dim(n, min=lo, max=hi) for d, (n, lo, hi) in dims.items()}
    ep = torch.export.export(model, (torch.randn(*example),), dynamic_shapes=(dyn,))
    module = fx.export_and_import(ep, output_type=OutputType.LINALG_ON_TENSORS, func_name="forward")
    path = os.path.join(out, f"{name}.linalg.mlir")
    with open(path, "w") as f:
        f.write(f"// {name}: exported by bench/models/export_dynamic.py --only {variant} with torch-mlir "
                f"(linalg, default decompositions, no hidet.symbols): {what}.\n")
        f.write(module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None))
    print(path)
    for shape in shapes:
        xb = torch.randn(*shape)
        with torch.no_grad():
            res = model.double()(xb.double())
        model.float()
        tag = f"b{shape[0]}" if len(dims) == 1 else f"b{shape[0]}s{shape[1]}"
        np.save(os.path.join(out, f"{name}.{tag}.in0.npy"), xb.numpy())
        np.save(os.path.join(out, f"{name}.{tag}.out0.npy"), res.float().numpy())


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "..", "test",
                                                 "Models", "Inputs"))
    p.add_argument("--only", choices=("mlp", "bert") + tuple(ENC_VARIANTS) + ("block", "block_causal")
                   + tuple(RAW_VARIANTS),
                   help="export only this model")
    p.add_argument("--static-mlp", metavar="B", type=int,
                   help="only export the MLP at the fixed batch B (linalg), as "
                        "mlp_static_small_b<B>.linalg.mlir")
    p.add_argument("--static-bert", metavar="B,S",
                   help="only export the BERT layer at the fixed shape [B, S, 32] (the static "
                        "baseline of bench/gpu/dyn_vs_static.py)")
    a = p.parse_args()
    if a.static_bert:
        export_bert(a.out, tuple(int(v) for v in a.static_bert.split(",")))
        return 0
    if a.only in ENC_VARIANTS:
        export_enc(a.out, a.only)
        return 0
    if a.only in ("block", "block_causal"):
        export_block(a.out, a.only == "block_causal")
        return 0
    if a.only in RAW_VARIANTS:
        export_raw(a.out, a.only)
        return 0
    if a.only != "mlp" and not a.static_mlp:
        export_bert(a.out)
    if a.only == "bert":
        return 0
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 16)).eval()
    names, state = state_of(model)
    wrapper = Functional(model, names, None).eval()
    if a.static_mlp:
        name = f"mlp_static_small_b{a.static_mlp}"
        ep = torch.export.export(wrapper, tuple(state + [torch.randn(a.static_mlp, 32)]))
        module = fx.export_and_import(ep, output_type=OutputType.LINALG_ON_TENSORS, func_name="forward")
        path = os.path.join(a.out, f"{name}.linalg.mlir")
        with open(path, "w") as f:
            f.write(f"// {name}: exported by bench/models/export_dynamic.py --static-mlp {a.static_mlp} "
                    "with torch-mlir (linalg): mlp_dyn_small's MLP at a fixed batch.\n")
            f.write(module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None))
        print(path)
        return 0
    batch = torch.export.Dim("batch", min=1, max=64)
    x = torch.randn(8, 32)
    dyn = (tuple([None] * len(state) + [{0: batch}]),)  # one entry: forward(*args)
    ep = torch.export.export(wrapper, tuple(state + [x]), dynamic_shapes=dyn)
    module = fx.export_and_import(ep, output_type=OutputType.LINALG_ON_TENSORS, func_name="forward")
    annotate(module, ep, {0: "batch"}, len(state))
    text = module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None)
    name = "mlp_dyn_small"
    path = os.path.join(a.out, f"{name}.linalg.mlir")
    with open(path, "w") as f:
        f.write(f"// {name}: exported by bench/models/export_dynamic.py with torch-mlir (linalg), "
                "batch = Dim(min=1, max=64).\n")
        f.write(f"// Arguments: {len(state)} parameters (named_parameters order), then the input x.\n")
        f.write(text)
    print(path)
    # TOSA: with the default decomposition, addmm's bias becomes
    # aten.expand(b, [sym_size(x, 0), 64]), and torch-mlir's TOSA backend has
    # no lowering of the aten.size.int that reads the symbolic size ("failed
    # to legalize operation 'torch.aten.size.int'"). With aten.linear kept
    # whole, it lowers linear to reshape/tosa.matmul/reshape + add with one
    # -1 in each reshape's shape.
    ep_t = torch.export.export(wrapper, tuple(state + [x]), dynamic_shapes=dyn).run_decompositions(
        decomp_keeping_linear())
    module = fx.export_and_import(ep_t, output_type=OutputType.TOSA, func_name="forward",
                                  decomposition_table={})
    annotate(module, ep_t, {0: "batch"}, len(state))
    path = os.path.join(a.out, f"{name}.tosa.mlir")
    with open(path, "w") as f:
        f.write(f"// {name}: exported by bench/models/export_dynamic.py with torch-mlir (TOSA, "
                "aten.linear kept whole), batch = Dim(min=1, max=64).\n")
        f.write(f"// Arguments: {len(state)} parameters (named_parameters order), then the input x.\n")
        f.write(module.operation.get_asm(print_generic_op_form=True, large_elements_limit=None))
    print(path)
    for b in BATCHES:
        xb = torch.randn(b, 32)
        args = state + [xb]
        with torch.no_grad():
            out = Functional(model, names, None).double()(*[t.double() for t in args])
        for i, t in enumerate(args):
            np.save(os.path.join(a.out, f"{name}.b{b}.in{i}.npy"), t.numpy())
        np.save(os.path.join(a.out, f"{name}.b{b}.out0.npy"), out.float().numpy())
    return 0


if __name__ == "__main__":
    sys.exit(main())
