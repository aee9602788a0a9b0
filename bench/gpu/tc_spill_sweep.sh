#!/usr/bin/env bash
# The tensor-core matmul's register estimate against ptxas over its space:
# every schedule of matmul_tc's sm_80 space whose text matches REGEX (no
# split-K: the split only adds a combine kernel), compiled with tune=fixed
# for sm_80 and sm_90 on two f16 GEMMs with a bias,
#   copied  4096 x 4096 x 4096  (both operands copied with cp.async)
#   staged   777 x 1023 x 513   (K and N odd: both staged through registers)
# and assembled with `ptxas -v`. Prints every kernel that spills and a
# count; schedules that do not fit an instance ("fits ... but not this")
# are counted, not compiled further. Runs on the CPU machine (no GPU).
# Kept for its name and summary line: it is bench/gpu/spill_sweep.sh on
# these two graphs ($TC_SPILL_SWEEP_JOBS compiles in parallel).
#
#   bench/gpu/tc_spill_sweep.sh [REGEX]      default: all tilings
#
# Tools come from $HIDET_BUILD/bin, else <repo>/build/bin; ptxas from PATH,
# $CUDA_HOME/bin or /usr/local/cuda/bin. Exit status 1 if anything spilled
# or failed to compile for another reason. About 2 minutes for the 4x4 and
# 2x8 warp tiles (REGEX 'mma(4x4|2x8)').
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export HIDET_BUILD="${HIDET_BUILD:-$root/build}"
export PATH="$PATH:${CUDA_HOME:-/usr/local/cuda}/bin:/usr/local/cuda/bin"
case "${1:-}" in -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac
filter="${1:-.}"
# shellcheck source=../lib/bert_graphs.sh
source "$root/bench/lib/bert_graphs.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bert_linear "$tmp/copied.mlir" 4096 4096 4096 0 f f16
bert_linear "$tmp/staged.mlir" 777 1023 513 0 f f16
# the generic sweep (bench/gpu/spill_sweep.sh) over the no-split tilings
bash "$root/bench/gpu/spill_sweep.sh" --label tc_spill_sweep --where ' splitk=1 ' \
  ${TC_SPILL_SWEEP_JOBS:+--jobs "$TC_SPILL_SWEEP_JOBS"} matmul_tc "$filter" \
  "$tmp/copied.mlir" "$tmp/staged.mlir"
