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
#
#   bench/gpu/tc_spill_sweep.sh [REGEX]      default: all tilings
#
# Tools come from $HIDET_BUILD/bin, else <repo>/build/bin; ptxas from PATH,
# $CUDA_HOME/bin or /usr/local/cuda/bin. Exit status 1 if anything spilled
# or failed to compile for another reason. About 2 minutes for the 4x4 and
# 2x8 warp tiles (REGEX 'mma(4x4|2x8)').
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${HIDET_BUILD:-$root/build}"
export PATH="$PATH:${CUDA_HOME:-/usr/local/cuda}/bin:/usr/local/cuda/bin"
case "${1:-}" in -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac
filter="${1:-.}"
command -v ptxas >/dev/null || { echo "tc_spill_sweep: ptxas not found" >&2; exit 1; }
# shellcheck source=../lib/bert_graphs.sh
source "$root/bench/lib/bert_graphs.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bert_linear "$tmp/copied.mlir" 4096 4096 4096 0 f f16
bert_linear "$tmp/staged.mlir" 777 1023 513 0 f f16

n=0 unfit=0 bad=0
for s in $("$build/bin/hidet-schedule-test" list-template matmul_tc sm_80 |
           awk '$0 ~ / splitk=1 / {print $1}' | grep -E -- "$filter"); do
  for g in copied staged; do
    for a in sm_80 sm_90; do
      n=$((n + 1))
      d="$tmp/k$n"
      mkdir -p "$d"
      if ! "$build/bin/hidet-opt" "$tmp/$g.mlir" --ptx-dir="$d" -o /dev/null \
          --pass-pipeline="builtin.module(hidet-compile-to-ptx{arch=$a tune=fixed schedule=$s})" \
          2> "$d/err"; then
        if grep -q "but not this" "$d/err"; then
          unfit=$((unfit + 1))
        else
          echo "FAILED $s $g $a: $(grep -m1 error "$d/err")"
          bad=$((bad + 1))
        fi
        rm -rf "$d"
        continue
      fi
      out=$(ptxas -arch="$a" -v "$d"/*.ptx -o /dev/null 2>&1)
      spill=$(grep -o '[0-9]* bytes spill stores' <<< "$out" | awk '{s += $1} END {print s + 0}')
      if [ "$spill" != 0 ]; then
        echo "SPILL $s $g $a: $(grep -o 'Used [0-9]* registers' <<< "$out" | tr '\n' ' ')spill stores $spill bytes"
        bad=$((bad + 1))
      fi
      rm -rf "$d"
    done
  done
done
echo "tc_spill_sweep '$filter': $n compiles, $unfit did not fit the instance, $bad spilled or failed"
[ "$bad" = 0 ]
