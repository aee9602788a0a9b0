#!/usr/bin/env bash
# The main job: installs what is missing, builds, then takes a built-in
# example (examples/bert_ffn_mlp.mlir: BERT-base's feed-forward block) from
# graph IR to PTX and onto the emulator:
#  1. hidet-opt ... hidet-compile-to-ptx{arch=ARCH report=true} --ptx-dir=DIR
#     prints the fusion report (groups, schedules, what was fused) and
#     writes each kernel's PTX;
#  2. scripts/ptx_report.sh assembles every kernel with ptxas and prints
#     its registers, spills and shared memory;
#  3. hidet-compile-to-gpu output runs on the CUDA emulator (hidet-run
#     --target=emulate) against the reference path (--compare) on random
#     inputs with poisoned outputs, and prints the error.
# Usage: scripts/example.sh [FILE [ARCH]]   (ARCH: sm_80 (default) or sm_90)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >&2
scripts/build.sh >&2
input=${1:-examples/bert_ffn_mlp.mlir}
arch=${2:-sm_80}
out=build/example
rm -rf "$out" && mkdir -p "$out/ptx"
bin=build/bin

echo "== 1. $input -> PTX for $arch (fusion report on stderr)"
"$bin/hidet-opt" "$input" --pass-pipeline="builtin.module(hidet-compile-to-ptx{arch=$arch report=true})" \
  --ptx-dir="$out/ptx" -o "$out/ptx.mlir"

echo "== 2. kernels (ptxas -arch=$arch -v)"
scripts/ptx_report.sh --no-spills "$out/ptx" "$arch"

echo "== 3. emulator vs reference"
"$bin/hidet-opt" "$input" --pass-pipeline="builtin.module(hidet-compile-to-gpu{arch=$arch})" \
  -o "$out/gpu.mlir"
# Tolerance: with inputs uniform in [-1, 1) the second matmul sums 3072
# products of magnitude up to ~10 (the gelu of a 768-term sum): outputs are
# O(100) and f32 sums in two different orders (emulated kernel vs the
# reference's loops) differ by ~1e-3 absolute where terms cancel; 5e-3
# absolute plus 1e-4 relative covers that with margin and still catches any
# wrong element (those are off by O(1) or more).
# One --arg per function input (random) and one output (poisoned).
entry=$(sed -n 's/^func\.func @\([A-Za-z0-9_]*\)(.*/\1/p' "$input" | head -n 1)
ninputs=$(sed -n "/^func\.func @$entry(/,/{\$/p" "$input" | grep -o '%[A-Za-z0-9_]*: tensor' | wc -l)
args=(--entry="$entry")
for _ in $(seq "$ninputs"); do args+=(--arg=rand); done
args+=(--arg=poison)
"$bin/hidet-run" --target=emulate "$out/gpu.mlir" "${args[@]}" --compare="$input" \
  --atol=5e-3 --rtol=1e-4 --emu-stats
