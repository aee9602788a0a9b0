#!/usr/bin/env bash
# Here (the development machine): the libraries bench/gpu/dyn_run.sh times
# on a GPU machine (issue 27): each model of bench/models/export_dynamic.py
# compiled ONCE with its symbolic dims, and the same model exported and
# compiled at one fixed shape:
#   mlp_dyn     test/Models/Inputs/mlp_dyn_small.linalg.mlir (batch in [1, 64])
#   mlp_static  export_dynamic.py --static-mlp 37
#   bert_dyn    test/Models/Inputs/bert_layer_dyn_small.linalg.mlir (batch in
#               [1, 8], seq in [1, 128]; canonicalized: one graph.attention)
#   bert_static export_dynamic.py --static-bert 1,128
# into OUT (default bench/gpu/out/dyn: git-ignored, carry it). A model that
# does not compile is reported and skipped (exit status 1).
# Usage: bench/gpu/dyn_build.sh [--out DIR] [--arch sm_90]
# Needs the build (HIDET_BUILD, default build/) and a python with torch and
# torch-mlir for the static exports (HIDET_PYTHON, default python3).
set -u -o pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$root/bench/gpu/out/dyn"
arch=sm_90
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --arch) arch="$2"; shift 2 ;;
    *) echo "usage: $0 [--out DIR] [--arch sm_90]" >&2; exit 2 ;;
  esac
done
hcm="${HIDET_BUILD:-$root/build}/bin/hidet-compile-model"
py="${HIDET_PYTHON:-python3}"
in="$root/test/Models/Inputs"
mkdir -p "$out/src"
rc=0
"$py" "$root/bench/models/export_dynamic.py" --static-mlp 37 --out "$out/src" > /dev/null || rc=1
"$py" "$root/bench/models/export_dynamic.py" --static-bert 1,128 --out "$out/src" > /dev/null || rc=1
cubin=""
command -v ptxas > /dev/null 2>&1 && cubin="--cubin"
build() { # NAME SRC [extra options]
  local name="$1" src="$2"
  shift 2
  if "$hcm" "$src" --import=linalg --arch="$arch" $cubin --name="$name" -o "$out/$name" "$@" \
      > "$out/$name.log" 2>&1; then
    echo "dyn_build: $name: $(tail -1 "$out/$name.log")"
  else
    echo "dyn_build: $name: FAILED: $(grep -m1 error "$out/$name.log")" >&2
    rc=1
  fi
}
build mlp_dyn "$in/mlp_dyn_small.linalg.mlir"
build mlp_static "$out/src/mlp_static_small_b37.linalg.mlir"
build bert_dyn "$in/bert_layer_dyn_small.linalg.mlir" --canonicalize
build bert_static "$out/src/bert_layer_static_small_b1s128.linalg.mlir" --canonicalize
exit $rc
