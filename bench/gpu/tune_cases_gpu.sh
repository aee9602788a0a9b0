#!/usr/bin/env bash
# Measurements for the cost model's calibration (issue 28), on a lent GPU
# machine with a portable toolchain (scripts/bundle.sh) and no LLVM/MLIR:
# writes bench/gpu/build.sh's graph sources (--graphs-only), then builds each
# case with hidet-compile-model --tune=measure --tune-top=K, which times the
# cost model's K best schedules of every unique kernel in process (CUDA
# events, L2 flush, median) and appends each correct candidate's measured
# and estimated time to RES/cases.timings (the format of tune.py's timings:
# docs/schedules.md, --tune-timings). bench/gpu/calibrate.py --timings reads
# it. RES/cases.log: the tool's progress lines per case.
#
# Usage (there): bench/gpu/tune_cases_gpu.sh TARBALL RES [--top K]
#                    [--cases REGEX] [--budget S] [--device cuda|emulate]
#   --cases   build.sh case names (default: the BERT matmuls in f32 and f16,
#             softmax, layer_norm and the fused attention cases)
#   --budget  seconds of tuning per case (default 60)
set -u -o pipefail

tarball=
res=
top=16
budget=60
device=cuda
cases='^((attn_out|qkv|ffn_up|ffn_down|scores|context)(_f16)?_b(1|16)|softmax_b(1|16)|layer_norm_b(1|16)|attn_s(128|512)(_causal)?_f(16|32)|attn_decode\S*)$'
usage() {
  echo "usage: $0 TARBALL RES [--top K] [--cases REGEX] [--budget S] [--device cuda|emulate]" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --top) top="$2"; shift 2 ;;
    --cases) cases="$2"; shift 2 ;;
    --budget) budget="$2"; shift 2 ;;
    --device) device="$2"; shift 2 ;;
    -*) usage ;;
    *) if [ -z "$tarball" ]; then tarball="$1"; elif [ -z "$res" ]; then res="$1"; else usage; fi; shift ;;
  esac
done
[ -n "$res" ] || usage
[ -f "$tarball" ] || { echo "tune_cases_gpu: no toolchain tarball '$tarball'" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mkdir -p "$res"
res="$(cd "$res" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/tune-cases.XXXXXX")"
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xJf "$tarball" || { echo "tune_cases_gpu: cannot unpack $tarball" >&2; exit 1; }
tc="$(echo "$work"/hidet-toolchain-*)"

HIDET_BUILD="$tc" bash "$root/bench/gpu/build.sh" --graphs-only --out "$work/out" --cases "$cases" \
  > "$res/cases.log" 2>&1 || { echo "tune_cases_gpu: build.sh --graphs-only failed" >&2; exit 1; }
rc=0
n=0
t0=$(date +%s)
for src in "$work"/out/src/*.mlir; do
  name="$(basename "$src" .mlir)"
  echo "== $name" >> "$res/cases.log"
  # The f16 cases' sources are graph-dialect modules like the f32 ones: no
  # importer. Each case's cache stays in the scratch folder (a fresh
  # measurement every run); the timings accumulate in one file.
  if "$tc/bin/hidet-compile-model" "$src" --arch=sm_90 --no-cache --tune=measure \
      --tune-device="$device" --tune-top="$top" --tune-budget="$budget" \
      --tune-cache="$work/$name.schedules" --tune-timings="$res/cases.timings" \
      -o "$work/lib/$name" --name="$name" >> "$res/cases.log" 2>&1; then
    n=$((n + 1))
  else
    echo "tune_cases_gpu: $name failed (see cases.log)" >&2
    rc=1
  fi
done
echo "tune_cases_gpu: $n cases tuned (top $top) in $(($(date +%s) - t0)) s;" \
  "$(grep -vc '^#' "$res/cases.timings" 2>/dev/null || echo 0) timings in $res/cases.timings"
exit $rc
