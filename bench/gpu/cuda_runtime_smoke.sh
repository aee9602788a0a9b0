#!/usr/bin/env bash
# Builds the CUDA runtime from source with cc (no CMake, MLIR or CUDA toolkit
# needed) and runs cuda_runtime_smoke.c on this machine's GPU. With ptxas on
# PATH (or under /usr/local/cuda) it also checks the cubin path.
# Usage: bench/gpu/cuda_runtime_smoke.sh [OUT_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
cc -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -Wall -Wextra -Werror -Wno-unused-parameter \
  -I"$root/runtime/cuda" "$root"/runtime/cuda/*.c "$root/bench/gpu/cuda_runtime_smoke.c" \
  -o "$out/cuda_runtime_smoke" -ldl -lpthread
cubin=""
ptxas="$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)"
arch="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d .)"
if [ -x "$ptxas" ] && [ -n "$arch" ]; then
  # The program's PTX (the C string literal, unquoted), assembled for this GPU.
  sed -n '/^static const char ptx\[\]/,/^ *"}\\n";/p' "$root/bench/gpu/cuda_runtime_smoke.c" |
    sed -e 's/^[^"]*"//' -e 's/\\n";*$//' -e 's/\\n"$//' >"$out/smoke.ptx"
  "$ptxas" -arch="sm_$arch" "$out/smoke.ptx" -o "$out/smoke.cubin" && cubin="$out/smoke.cubin"
fi
"$out/cuda_runtime_smoke" $cubin
