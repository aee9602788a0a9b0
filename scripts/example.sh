#!/usr/bin/env bash
# The main job: installs what is missing, builds, then takes a whole BERT
# layer (Hugging Face's BertLayer, exported from PyTorch by torch-mlir as
# TOSA: test/Models/Inputs/bert_layer_small.tosa.mlir, hidden 128, 2 heads,
# sequence 16; bench/models/export.py) from TOSA to PTX and onto the CUDA
# emulator, against PyTorch's own output:
#  1. hidet-import-tosa + hidet-graph-canonicalize: TOSA -> graph ops
#     (softmax, layer norms and GELU raised back from torch's
#     decompositions);
#  2. hidet-compile-to-ptx{arch=ARCH report=true} --ptx-dir=DIR prints the
#     fusion/stitch report (groups and why neighbours were not fused, each
#     kernel's template, schedule and thread mapping, what was fused) and
#     writes each kernel's PTX;
#  3. scripts/ptx_report.sh assembles every kernel with ptxas and prints
#     its registers, spills and shared memory (fails on a spill);
#  4. the hidet-compile-to-gpu output runs on the CUDA emulator (hidet-run
#     --target=emulate, random thread order) on the committed inputs, the
#     output poisoned first, and is checked against PyTorch's committed
#     output (--expect; atol 1e-4, rtol 1e-4: PyTorch computed in float64).
# Usage: scripts/example.sh [ARCH]          the BERT layer (ARCH: sm_80 (default), sm_90 or sm_90a)
#        scripts/example.sh FILE [ARCH]     a graph-IR file instead (e.g.
#          examples/bert_ffn_mlp.mlir): steps 2-4, step 4 against the
#          reference path on random inputs (--compare)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >&2
scripts/build.sh >&2
bin=build/bin
out=build/example
rm -rf "$out" && mkdir -p "$out/ptx"

input=""
if [[ $# -ge 1 && $1 != sm_* ]]; then
  input=$1
  shift
fi
arch=${1:-sm_80}

if [[ -z $input ]]; then
  model=test/Models/Inputs/bert_layer_small
  echo "== 1. $model.tosa.mlir -> graph ops (hidet-import-tosa, hidet-graph-canonicalize)"
  "$bin/hidet-opt" "$model.tosa.mlir" \
    --pass-pipeline='builtin.module(hidet-import-tosa,hidet-graph-canonicalize)' -o "$out/graph.mlir"
  echo "graph ops: $(grep -c '"graph\.' "$out/graph.mlir")"
  graph=$out/graph.mlir
else
  graph=$input
fi

echo "== 2. $graph -> PTX for $arch (fusion/stitch report on stderr)"
"$bin/hidet-opt" "$graph" --pass-pipeline="builtin.module(hidet-compile-to-ptx{arch=$arch report=true})" \
  --ptx-dir="$out/ptx" -o "$out/ptx.mlir"

echo "== 3. kernels (ptxas -arch=$arch -v)"
scripts/ptx_report.sh --no-spills "$out/ptx" "$arch"

echo "== 4. emulator"
"$bin/hidet-opt" "$graph" --pass-pipeline="builtin.module(hidet-compile-to-gpu{arch=$arch})" \
  -o "$out/gpu.mlir"
echo "kernel launches: $(grep -c gpu.launch_func "$out/gpu.mlir")"
entry=$(sed -n 's/^ *func\.func @\([A-Za-z0-9_]*\)(.*/\1/p' "$graph" | head -n 1)
args=(--entry="$entry")
if [[ -z $input ]]; then
  # The committed inputs in argument order, then the poisoned output,
  # checked against PyTorch's output.
  n=$(ls "$model".in*.npy | wc -l)
  for i in $(seq 0 $((n - 1))); do args+=(--arg=@"$model.in$i.npy"); done
  args+=(--arg=poison --expect="$n:$model.out0.npy")
  "$bin/hidet-run" --target=emulate "$out/gpu.mlir" "${args[@]}" --atol=1e-4 --rtol=1e-4 \
    --emu-schedule=random --emu-stats --shared-lib=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so
else
  # Tolerance for examples/bert_ffn_mlp.mlir: with inputs uniform in
  # [-1, 1) the second matmul sums 3072 products of magnitude up to ~10:
  # outputs are O(100), and f32 sums in two orders differ by ~1e-3 where
  # terms cancel; 5e-3 absolute plus 1e-4 relative covers that and still
  # catches any wrong element (those are off by O(1) or more).
  ninputs=$(sed -n "/func\.func @$entry(/,/{\$/p" "$graph" | grep -o '%[A-Za-z0-9_]*: tensor' | wc -l)
  for _ in $(seq "$ninputs"); do args+=(--arg=rand); done
  args+=(--arg=poison)
  "$bin/hidet-run" --target=emulate "$out/gpu.mlir" "${args[@]}" --compare="$graph" \
    --atol=5e-3 --rtol=1e-4 --emu-stats
fi

echo "== 5. GPU library (hidet-compile-model): runs where a GPU exists, without MLIR"
"$bin/hidet-compile-model" "$graph" --arch="$arch" --name=model -o "$out/lib"
if [[ -z $input ]] && python3 -c "import numpy" 2>/dev/null; then
  # On a GPU machine this checks the library against PyTorch's output; here
  # it says "no CUDA device" (exit 1 is expected without a GPU).
  python3 bench/gpu/check_model.py "$out/lib/libmodel.so" model "$model" \
    || echo "(not run on a GPU here)"
fi
