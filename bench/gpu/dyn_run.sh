#!/usr/bin/env bash
# There (a GPU machine with torch): times the libraries of
# bench/gpu/dyn_build.sh with bench/gpu/dyn_vs_static.py: the dynamic MLP
# at batch 37 and the dynamic BERT layer at [1, 128], each against its
# static build, on the inputs and PyTorch outputs committed in
# test/Models/Inputs. Results in RES (dyn-*.json, and the printed lines).
# Usage: bench/gpu/dyn_run.sh [--dir bench/gpu/out/dyn] [RES]
set -u -o pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dir="$root/bench/gpu/out/dyn"
[ "${1:-}" = --dir ] && { dir="$2"; shift 2; }
res="${1:-dyn-results}"
mkdir -p "$res"
in="$root/test/Models/Inputs"
export PYTHONUNBUFFERED=1
rc=0
pair() { # NAME DIMS ARGS... -- REF
  local name="$1" dims="$2"
  shift 2
  local args=()
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  local ref="$2"
  if [ ! -f "$dir/${name}_dyn/lib${name}_dyn.so" ] || [ ! -f "$dir/${name}_static/lib${name}_static.so" ]; then
    echo "dyn_run: $name: not built (see dyn_build.sh)"
    rc=1
    return
  fi
  echo "== $name at $dims"
  python3 "$root/bench/gpu/dyn_vs_static.py" --dyn "$dir/${name}_dyn/lib${name}_dyn.so" "${name}_dyn" \
    --static "$dir/${name}_static/lib${name}_static.so" "${name}_static" \
    --args "${args[@]}" --ref "$ref" --dims "$dims" --json "$res/dyn-$name.json" || rc=1
}
pair mlp 37 $(for i in 0 1 2 3 4; do echo "$in/mlp_dyn_small.b37.in$i.npy"; done) -- "$in/mlp_dyn_small.b37.out0.npy"
pair bert 1,128 $(for i in $(seq 0 15); do echo "$in/bert_layer_dyn_small.in$i.npy"; done) \
  "$in/bert_layer_dyn_small.b1s128.in16.npy" -- "$in/bert_layer_dyn_small.b1s128.out0.npy"
exit $rc
