#!/usr/bin/env bash
# MobileNet-V2 depthwise 3x3 convolutions through the whole compiler (graph
# IR -> PTX), the shapes of ../shared/BENCHMARKS.md: (H, W, C, stride) =
# (112, 112, 32, 1), (112, 112, 64, 2), (14, 14, 512, 2), (7, 7, 1024, 1),
# padding 1, NHWC (the importers' layout), each followed by batch norm in
# eval form (scale, shift: function arguments) and ReLU6, as in the model.
#
# For each batch and arch it writes one graph function per shape and
# compiles it with
#
#   hidet-opt G.mlir --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=ARCH report=true})' \
#             --ptx-dir=DIR -o /dev/null
#
# From hidet-schedule-anchors' remark it takes the size of the depthwise
# template's space, the cost model's schedule and its register and time
# estimates; from scripts/ptx_report.sh (ptxas -v) the registers, spill
# bytes and shared memory of the kernel (BN and ReLU6 are fused into its
# store: one kernel per shape).
#
# Prints a markdown table on stdout; exit status 1 if a compile or ptxas
# run fails or a kernel spills. Without ptxas the ptxas columns read n/a.
#
# Usage: bench/depthwise/run.sh [--arch "sm_80 sm_90"] [--batch "1 16"] [--keep DIR]
# Tools come from $HIDET_BUILD/bin, else <repo>/build/bin.
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# build, opt, report and the bench_* helpers
. "$root/bench/lib/common.sh"

usage() {
  echo "usage: $0 [--arch \"sm_80 sm_90\"] [--batch \"1 16\"] [--keep DIR]" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  bench_option "$@" && { shift "$bench_shift"; continue; }
  echo "bench: unknown argument '$1'" >&2
  usage
done
bench_check_archs "$archs"
bench_check_batches "$batches"
[ -x "$opt" ] || { echo "bench: $opt not built (set HIDET_BUILD to a build directory)" >&2; exit 1; }
bench_workdir "$keep" depthwise
dir=$tmp

# graph N H W C S -> a graph function on stdout
graph() {
  local n=$1 h=$2 w=$3 c=$4 s=$5
  local oh=$(( (h + 2 - 3) / s + 1 )) ow=$(( (w + 2 - 3) / s + 1 ))
  local x="tensor<${n}x${h}x${w}x${c}xf32>" y="tensor<${n}x${oh}x${ow}x${c}xf32>"
  local wt="tensor<3x3x1x${c}xf32>" v="tensor<${c}xf32>"
  cat <<G
func.func @dw(%x: $x, %w: $wt, %scale: $v, %shift: $v) -> $y {
  %zero = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %six = "graph.constant"() {value = dense<6.0> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.conv2d"(%x, %w) {groups = $c : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: $s, $s>} : ($x, $wt) -> $y
  %m = "graph.mul"(%c, %scale) : ($y, $v) -> $y
  %a = "graph.add"(%m, %shift) : ($y, $v) -> $y
  %l = "graph.max"(%a, %zero) : ($y, tensor<f32>) -> $y
  %r = "graph.min"(%l, %six) : ($y, tensor<f32>) -> $y
  return %r : $y
}
G
}

status=0
echo "| batch | H x W x C, stride | arch | space | schedule | est. regs | ptxas regs | spills (st/ld B) | smem B | estimated us |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for n in $batches; do
  for shape in "112 112 32 1" "112 112 64 2" "14 14 512 2" "7 7 1024 1"; do
    set -- $shape
    name="dw_n${n}_${1}x${2}x${3}_s${4}"
    graph "$n" "$1" "$2" "$3" "$4" > "$dir/$name.mlir"
    for arch in $archs; do
      log="$dir/${name}_$arch.log"
      if ! "$opt" "$dir/$name.mlir" --pass-pipeline="builtin.module(hidet-compile-to-ptx{arch=$arch report=true})" \
          --ptx-dir="$dir/${name}_$arch.ptx" -o /dev/null 2> "$log"; then
        echo "$name $arch: compile failed (see $log)" >&2
        status=1
        continue
      fi
      rem=$(grep -m1 "schedules fit $arch; the cost model chose" "$log")
      space=$(sed -n 's/.*: \([0-9]*\) schedules fit.*/\1/p' <<< "$rem")
      sched=$(sed -n 's/.*the cost model chose \([^ ]*\) .*/\1/p' <<< "$rem")
      eregs=$(sed -n 's/.*~\([0-9]*\) registers.*/\1/p' <<< "$rem")
      est=$(sed -n 's/.*estimated \([0-9.]*\) us.*/\1/p' <<< "$rem")
      rows=$("$report" --no-spills "$dir/${name}_$arch.ptx" "$arch" 2>&1) || { echo "$name $arch: ptxas failed or spills: $rows" >&2; status=1; }
      if grep -q SKIP <<< "$rows"; then
        regs=n/a spills=n/a smem=n/a
      else
        regs=$(sed -n 's/.* regs=\([0-9]*\).*/\1/p' <<< "$rows" | head -1)
        spills="$(sed -n 's/.* spill_stores=\([0-9]*\) spill_loads=\([0-9]*\).*/\1\/\2/p' <<< "$rows" | head -1)"
        smem=$(sed -n 's/.* smem=\([0-9]*\).*/\1/p' <<< "$rows" | head -1)
      fi
      echo "| $n | $1 x $2 x $3, s$4 | $arch | $space | $sched | $eregs | $regs | $spills | $smem | $est |"
    done
  done
done
exit $status
