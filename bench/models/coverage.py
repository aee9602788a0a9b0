#!/usr/bin/env python3
"""Frontend coverage run: tiny random-weight transformers and torchvision models
through both importers, the GPU compiler, the emulator and ptxas.

Run by hand (not in CI, not in lit); needs torch, torch-mlir, transformers,
torchvision and numpy (the export side, as bench/models/export.py), and
hidet-opt / hidet-run on PATH (and ptxas for the spill column):

    python bench/models/coverage.py [--out DIR] [--only A,B,...] [--forms tosa,linalg]
                                    [--skip-export] [--list] [--timeout S]

For every architecture it builds the model from a tiny config with random
weights (seeded), exports it with export.py's machinery (weights as
arguments, PyTorch's float64 outputs as the reference) into DIR, then for
each form runs test/Models/run_model.py (--inputs DIR) three times:

  import   hidet-import-FORM + hidet-graph-canonicalize (--import-only)
  gpu      hidet-compile-to-gpu{unsupported=error}: every group on a GPU
           template, none on the host
  emu      the compiled module on the CUDA emulator against PyTorch's float64
           outputs (atol/rtol below)
  ptxas    hidet-compile-to-ptx{arch=sm_80 unsupported=error}, every kernel
           assembled by ptxas with no spills

and prints one markdown row per architecture and form: PASS, or the first
error line (which names the op and the reason). A later column is '-' when an
earlier one failed. The table goes in docs/benchmarks.md.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
RUN_MODEL = os.path.join(ROOT, "test", "Models", "run_model.py")
SEQ = 8


# ---- Architectures: each returns (module, call, inputs) ---------------------
def ids(vocab=97, seq=SEQ):
    return torch.randint(3, vocab, (1, seq), dtype=torch.int64)


def hf_text(model_cls, cfg, **kw):
    """A transformers text model called on input_ids, returning its
    last_hidden_state (the attention implementation left at its default)."""
    model = model_cls(cfg, **kw).eval()
    x = ids(cfg.vocab_size)

    def call(m, state, input_ids):
        # tie_weights=False: tied weights (T5's shared embedding) are separate
        # arguments holding the same values
        return torch.func.functional_call(m, state, (input_ids,), tie_weights=False).last_hidden_state
    return model, call, [x]


def hf_pixels(model_cls, cfg, shape, **kw):
    model = model_cls(cfg, **kw).eval()
    x = torch.randn(*shape)

    def call(m, state, pixels):
        return torch.func.functional_call(m, state, (pixels,), tie_weights=False).last_hidden_state
    return model, call, [x]


def bert():
    from transformers import BertConfig, BertModel
    cfg = BertConfig(hidden_size=32, num_attention_heads=2, intermediate_size=64, num_hidden_layers=1,
                     vocab_size=97, max_position_embeddings=32)
    return hf_text(BertModel, cfg, add_pooling_layer=False)


def roberta():
    from transformers import RobertaConfig, RobertaModel
    cfg = RobertaConfig(hidden_size=32, num_attention_heads=2, intermediate_size=64, num_hidden_layers=1,
                        vocab_size=97, max_position_embeddings=32)
    return hf_text(RobertaModel, cfg, add_pooling_layer=False)


def distilbert():
    from transformers import DistilBertConfig, DistilBertModel
    cfg = DistilBertConfig(dim=32, n_heads=2, hidden_dim=64, n_layers=1, vocab_size=97,
                           max_position_embeddings=32)
    return hf_text(DistilBertModel, cfg)


def albert():
    from transformers import AlbertConfig, AlbertModel
    cfg = AlbertConfig(embedding_size=16, hidden_size=32, num_attention_heads=2, intermediate_size=64,
                       num_hidden_layers=1, vocab_size=97, max_position_embeddings=32)
    return hf_text(AlbertModel, cfg, add_pooling_layer=False)


def gpt2():
    from transformers import GPT2Config, GPT2Model
    cfg = GPT2Config(n_embd=32, n_head=2, n_layer=1, n_positions=32, vocab_size=97)
    return hf_text(GPT2Model, cfg)


def gpt_neox():
    from transformers import GPTNeoXConfig, GPTNeoXModel
    cfg = GPTNeoXConfig(hidden_size=32, num_attention_heads=2, intermediate_size=64, num_hidden_layers=1,
                        vocab_size=97, max_position_embeddings=32)
    return hf_text(GPTNeoXModel, cfg)


def opt():
    from transformers import OPTConfig, OPTModel
    cfg = OPTConfig(hidden_size=32, num_attention_heads=2, ffn_dim=64, num_hidden_layers=1, vocab_size=97,
                    max_position_embeddings=32, word_embed_proj_dim=32)
    return hf_text(OPTModel, cfg)


def bloom():
    from transformers import BloomConfig, BloomModel
    cfg = BloomConfig(hidden_size=32, n_head=2, n_layer=1, vocab_size=97)
    return hf_text(BloomModel, cfg)


def falcon():
    from transformers import FalconConfig, FalconModel
    cfg = FalconConfig(hidden_size=32, num_attention_heads=2, num_hidden_layers=1, vocab_size=97,
                       max_position_embeddings=32)
    return hf_text(FalconModel, cfg)


def decoder_cfg(cls):
    # grouped-query attention (4 query heads on 2 kv heads), rotary embeddings
    return cls(hidden_size=32, num_attention_heads=4, num_key_value_heads=2, intermediate_size=64,
               num_hidden_layers=1, vocab_size=97, max_position_embeddings=32)


def llama():
    from transformers import LlamaConfig, LlamaModel
    return hf_text(LlamaModel, decoder_cfg(LlamaConfig))


def mistral():
    from transformers import MistralConfig, MistralModel
    return hf_text(MistralModel, decoder_cfg(MistralConfig))


def qwen2():
    from transformers import Qwen2Config, Qwen2Model
    return hf_text(Qwen2Model, decoder_cfg(Qwen2Config))


def t5_encoder():
    from transformers import T5Config, T5EncoderModel
    cfg = T5Config(d_model=32, d_kv=8, d_ff=64, num_layers=1, num_heads=4, vocab_size=97,
                   relative_attention_num_buckets=8, relative_attention_max_distance=16)
    return hf_text(T5EncoderModel, cfg)


def bart():
    from transformers import BartConfig, BartModel
    cfg = BartConfig(d_model=32, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
                     decoder_attention_heads=2, encoder_ffn_dim=64, decoder_ffn_dim=64, vocab_size=97,
                     max_position_embeddings=32)
    return hf_text(BartModel, cfg)


def whisper_encoder():
    from transformers import WhisperConfig
    from transformers.models.whisper.modeling_whisper import WhisperEncoder
    cfg = WhisperConfig(d_model=32, encoder_layers=1, encoder_attention_heads=2, encoder_ffn_dim=64,
                        num_mel_bins=8, max_source_positions=8)
    return hf_pixels(WhisperEncoder, cfg, (1, 8, 16))


def vit_cfg(cls):
    return cls(hidden_size=32, num_hidden_layers=1, num_attention_heads=2, intermediate_size=64,
               image_size=16, patch_size=4)


def vit():
    from transformers import ViTConfig, ViTModel
    return hf_pixels(ViTModel, vit_cfg(ViTConfig), (1, 3, 16, 16), add_pooling_layer=False)


def deit():
    from transformers import DeiTConfig, DeiTModel
    return hf_pixels(DeiTModel, vit_cfg(DeiTConfig), (1, 3, 16, 16), add_pooling_layer=False)


def swin():
    from transformers import SwinConfig, SwinModel
    cfg = SwinConfig(image_size=16, patch_size=2, embed_dim=16, depths=[2, 2], num_heads=[2, 2],
                     window_size=4)
    return hf_pixels(SwinModel, cfg, (1, 3, 16, 16), add_pooling_layer=False)


def convnext():
    from transformers import ConvNextConfig, ConvNextModel
    cfg = ConvNextConfig(num_stages=2, hidden_sizes=[8, 16], depths=[1, 1], image_size=32)
    return hf_pixels(ConvNextModel, cfg, (1, 3, 32, 32))


def vision(model):
    randomize_bn(model.eval())
    return model, None, [torch.randn(1, 3, 32, 32)]


def resnet18():
    from torchvision.models import resnet18 as build
    return vision(build(weights=None))


def mobilenet_v2():
    from torchvision.models import mobilenet_v2 as build
    return vision(build(weights=None, width_mult=0.25))


def mobilenet_v3():
    from torchvision.models import mobilenet_v3_small as build
    return vision(build(weights=None, width_mult=0.25))


def efficientnet():
    from torchvision.models import efficientnet_b0 as build
    return vision(build(weights=None))


def regnet():
    from torchvision.models.regnet import BlockParams, RegNet
    params = BlockParams.from_init_params(depth=3, w_0=8, w_a=8.0, w_m=2.0, group_width=8)
    return vision(RegNet(params, stem_width=8))


ARCHS = {
    "bert": bert, "roberta": roberta, "distilbert": distilbert, "albert": albert,
    "gpt2": gpt2, "gpt_neox": gpt_neox, "opt": opt, "bloom": bloom, "falcon": falcon,
    "llama": llama, "mistral": mistral, "qwen2": qwen2,
    "t5_encoder": t5_encoder, "bart": bart, "whisper_encoder": whisper_encoder,
    "vit": vit, "deit": deit, "swin": swin, "convnext": convnext,
    "resnet18": resnet18, "mobilenet_v2": mobilenet_v2, "mobilenet_v3": mobilenet_v3,
    "efficientnet": efficientnet, "regnet": regnet,
}
MUST_SHOW = ["t5_encoder", "distilbert", "whisper_encoder", "vit", "llama", "convnext"]


# ---- Running ----------------------------------------------------------------
def first_error(text, out=None):
    """The first diagnostic (or failing command) of a run, shortened to a table cell.
    A parse error on an op of a dialect MLIR 22 does not have (torch-mlir's
    tm_tensor) is reported with the op's name, read from the source line."""
    m = re.search(r"([\w.]+\.mlir):(\d+):\d+: error: operation being parsed with an unregistered dialect", text)
    if m and out:
        src = open(os.path.join(out, m.group(1))).read().splitlines()[int(m.group(2)) - 1]
        op = re.search(r'"([a-z_]+\.[a-z_0-9.]+)"\(', src)
        return "%s:%s: error: '%s' op: its dialect is not an MLIR 22 dialect (not imported)" % (
            m.group(1), m.group(2), op.group(1) if op else "?")
    for line in text.splitlines():
        if "error:" in line:
            line = re.sub(r"^.*?/([^/]+\.mlir:\d+:\d+: error:)", r"\1", line)
            return line.strip().replace("|", "\\|")[:200]
    for line in text.splitlines():
        if re.search(r"FAIL|mismatch|max abs|spill", line):
            return line.strip().replace("|", "\\|")[:200]
    tail = [l for l in text.splitlines() if l.strip()]
    return (tail[-1] if tail else "failed (no output)").replace("|", "\\|")[:200]


def run_model(name, form, out, tmp, timeout, extra):
    cmd = [sys.executable, RUN_MODEL, "--model", name, "--format", form, "--inputs", out,
           "--tmp", tmp, "--canonicalize"] + extra
    t0 = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, "timeout after %d s" % timeout, timeout
    return p.returncode == 0, p.stdout, time.time() - t0


def check(name, form, out, timeout, atol, rtol):
    tmp = os.path.join(out, "tmp", "%s.%s" % (name, form))
    row = {"import": "-", "gpu": "-", "emu": "-", "ptxas": "-"}
    ok, text, _ = run_model(name, form, out, tmp, timeout, ["--import-only"])
    row["import"] = "PASS" if ok else first_error(text, out)
    if not ok:
        return row
    ok, text, secs = run_model(name, form, out, tmp, timeout,
                               ["--gpu", "--unsupported", "error", "--atol", atol, "--rtol", rtol])
    compiled = "templates:" in text
    m = re.search(r"gpu: (\d+) kernel launches .*?, (\d+) groups on the host", text)
    row["gpu"] = ("PASS (%s launches)" % m.group(1) if m else "PASS") if compiled else first_error(text)
    row["kernels"] = int(m.group(1)) if m else None
    if compiled:
        row["emu"] = "PASS (%.0f s)" % secs if ok else first_error(text)
        ok, text, _ = run_model(name, form, out, tmp, timeout, ["--ptx", "sm_80", "--unsupported", "error"])
        if ok and "SKIP" in text:
            row["ptxas"] = "SKIP (no ptxas)"
        else:
            row["ptxas"] = "PASS" if ok else first_error(text)
    return row


def main():
    global torch, randomize_bn
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", default="/tmp/hidet-coverage")
    p.add_argument("--only", default="", help="comma-separated architectures (default all; 'must' = the six "
                   "must-show families)")
    p.add_argument("--forms", default="tosa,linalg")
    p.add_argument("--skip-export", action="store_true", help="reuse the files in --out")
    p.add_argument("--timeout", type=int, default=600, help="seconds per run_model.py run")
    p.add_argument("--atol", default="1e-4")
    p.add_argument("--rtol", default="1e-4")
    p.add_argument("--list", action="store_true")
    a = p.parse_args()
    if a.list:
        print("\n".join(ARCHS))
        return 0
    names = MUST_SHOW if a.only == "must" else [n for n in a.only.split(",") if n] or list(ARCHS)
    forms = [f for f in a.forms.split(",") if f]
    os.makedirs(a.out, exist_ok=True)
    if not a.skip_export:
        import torch as _torch
        torch = _torch
        sys.path.insert(0, HERE)
        import export
        randomize_bn = export.randomize_bn
    results = {}
    for name in names:
        failed = {}
        if not a.skip_export:
            torch.manual_seed(0)
            model, call, inputs = ARCHS[name]()
            for form in forms:  # each form on its own: one may fail in torch-mlir
                try:
                    export.export_model(name, model, call, inputs, a.out, False, (form,))
                except Exception as e:  # an export failure is torch-mlir's, reported as such
                    text = str(e)
                    why = re.search(r"(failed to legalize operation '[^']+')", text)
                    msg = "export failed (torch-mlir): %s" % (why.group(1) if why else
                                                            type(e).__name__ + ": " + text.splitlines()[0][:120])
                    print(msg, flush=True)
                    failed[form] = msg.replace("|", "\\|")
            # PyTorch's float64 reference last (it turns the model to double)
            export.export_model(name, model, call, inputs, a.out, True, ())
        results[name] = {}
        for form in forms:
            if form in failed:
                results[name][form] = {"import": failed[form], "gpu": "-", "emu": "-", "ptxas": "-"}
                continue
            row = check(name, form, a.out, a.timeout, a.atol, a.rtol)
            results[name][form] = row
            print("%s %s: %s" % (name, form, json.dumps(row)), flush=True)
    with open(os.path.join(a.out, "coverage.json"), "w") as f:
        json.dump(results, f, indent=1)
    cols = ["import", "gpu", "emu", "ptxas"]
    print("\n| architecture | form | import | GPU compile (unsupported=error) | emulator vs PyTorch (f64) "
          "| ptxas sm_80, no spills |")
    print("|---|---|---|---|---|---|")
    passed = total = 0
    for name, forms_ in results.items():
        for form, row in forms_.items():
            total += 1
            passed += all(row[c].startswith("PASS") or row[c].startswith("SKIP") for c in cols)
            print("| %s | %s | %s |" % (name, form, " | ".join(row[c] for c in cols)))
    print("\n%d of %d architecture x form pairs pass all four columns" % (passed, total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
