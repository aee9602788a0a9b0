#!/usr/bin/env bash
# Measured tuning in process (docs/schedules.md, "Measured tuning in
# hidet-compile-model"), for the GPU machine: runs
#   hidet-compile-model MODEL.tosa.mlir --import=tosa --canonicalize
#       --arch=ARCH --cubin --tune=measure --tune-top=K --tune-budget=S
#       --tune-cache=OUT/MODEL.schedules --name=MODEL -o OUT/MODEL
# for each model, with the tools of a portable toolchain (scripts/bundle.sh,
# docs/toolchain.md: no LLVM/MLIR packages needed) or of a build, and prints
# per model the wall time, the progress lines' summary and the library.
#
# Usage: bench/gpu/tune_model.sh [--tools DIR] [--out DIR] [--arch sm_90]
#            [--top K] [--budget SECONDS] [--models "bert_layer bert_base"]
#            [--device cuda|emulate] [--suffix S]
#   --tools DIR    the directory holding hidet-compile-model (a toolchain's
#                  bin/; default $HIDET_BUILD/bin, else <repo>/build/bin)
#   --out DIR      outputs (default bench/gpu/out/tune_model): OUT/MODEL<S>/,
#                  OUT/MODEL.schedules (the measured cache; a rerun reuses
#                  it), OUT/MODEL.timings (every correct candidate's time,
#                  for fit_cost_model.py), OUT/MODEL.log (the tool's stderr)
#   --models LIST  names of test/Models/Inputs/NAME.tosa.mlir
#   --device       emulate: the CPU emulator as the timing device, for tests
#   --suffix S     name the library MODEL<S> (OUT/MODEL<S>/libMODEL<S>.so,
#                  entry points MODEL<S>_forward, ...): e.g. _tuned, so that
#                  bench/gpu/run.py can time it beside build.sh's MODEL in
#                  one manifest (default: no suffix, the library is MODEL)
# Exit status 1 if a model fails.
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tools="${HIDET_BUILD:-$root/build}/bin"
out="$root/bench/gpu/out/tune_model"
arch=sm_90
top=8
budget=480
models="bert_layer bert_base"
device=cuda
suffix=""

usage() {
  echo "usage: $0 [--tools DIR] [--out DIR] [--arch sm_90] [--top K] [--budget SECONDS]" \
       "[--models \"bert_layer bert_base\"] [--device cuda|emulate] [--suffix S]" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --tools) tools="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --arch) arch="$2"; shift 2 ;;
    --top) top="$2"; shift 2 ;;
    --budget) budget="$2"; shift 2 ;;
    --models) models="$2"; shift 2 ;;
    --device) device="$2"; shift 2 ;;
    --suffix) suffix="$2"; shift 2 ;;
    *) usage ;;
  esac
done

hcm="$tools/hidet-compile-model"
if [ ! -x "$hcm" ]; then
  echo "tune_model: no hidet-compile-model in $tools (pass --tools DIR)" >&2
  exit 2
fi
mkdir -p "$out"
# --cubin needs ptxas; without it the library carries PTX only.
cubin=""
command -v ptxas > /dev/null 2>&1 && cubin="--cubin"

status=0
for m in $models; do
  in="$root/test/Models/Inputs/$m.tosa.mlir"
  if [ ! -f "$in" ]; then
    echo "tune_model: $m: no $in" >&2
    status=1
    continue
  fi
  name="$m$suffix"
  start=$(date +%s.%N)
  "$hcm" "$in" --import=tosa --canonicalize --arch="$arch" $cubin --no-cache \
    --tune=measure --tune-device="$device" --tune-top="$top" --tune-budget="$budget" \
    --tune-cache="$out/$m.schedules" --tune-timings="$out/$m.timings" -o "$out/$name" --name="$name" > "$out/$m.out" 2> "$out/$m.log"
  rc=$?
  end=$(date +%s.%N)
  wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
  summary=$(grep '^tune: [0-9]* measured' "$out/$m.log" | tail -1)
  if [ $rc -ne 0 ]; then
    echo "tune_model: $m: FAILED (exit $rc, ${wall} s); see $out/$m.log" >&2
    tail -5 "$out/$m.log" >&2
    status=1
    continue
  fi
  echo "tune_model: $m: ${wall} s wall; ${summary#tune: }"
  echo "tune_model: $m: $(grep -c '^tune: kernel' "$out/$m.log") kernel lines," \
       "$(grep -c '^tune:   rejected' "$out/$m.log") rejected candidates; $(cat "$out/$m.out")"
done
exit $status
