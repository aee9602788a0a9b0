#!/usr/bin/env bash
# ResNet-50 convolution kernels through the whole compiler (graph IR -> PTX).
#
# For each of the ten ResNet-50 conv shapes of ../shared/BENCHMARKS.md
# (H, W, Cin, Cout, kernel, stride, pad) and each batch, it writes a graph
# function in the layout hidet-import-tosa gives (NHWC, filter
# [R, S, C, F]) with the epilogue of a ResNet conv: batch norm in eval form
# (graph.mul, graph.add by per-channel vectors) and ReLU,
#
#   x[N,H,W,C] (*) w[R,S,C,F] -> * scale + shift -> relu
#
# in each --dtype (f32: conv2d_simt; f16: conv2d_tc, the scale/shift/ReLU
# in f16 too), compiles it for each arch with
#
#   hidet-opt G.mlir --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=ARCH report=true})' \
#             --ptx-dir=DIR -o /dev/null
#
# and takes from hidet-schedule-anchors' remark the GEMM view (m = N*P*Q,
# n = F, k = R*S*C), the cost model's schedule, block tile, threads and
# time estimate (the matmul's cost model on the GEMM view: the gather's
# index arithmetic is not in it), whether the PTX holds cp.async (for at
# least one operand: conv2d_tc copies an operand only when it is a kernel
# input with 4-element-aligned rows), and from scripts/ptx_report.sh
# (ptxas -v) registers, spills and shared memory. Prints a markdown table on stdout; progress and problems on
# stderr. Exit status 1 if a compile or ptxas fails, a remark is missing or
# a kernel spills; 2 on a usage error.
#
# Usage: bench/resnet_conv/run.sh [--arch "sm_80 sm_90"] [--batch "1 16"]
#                                 [--dtype "f32 f16"] [--keep DIR]
# Tools come from $HIDET_BUILD/bin, else <repo>/build/bin; ptxas from PATH,
# $CUDA_HOME/bin or /usr/local/cuda/bin (required).
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# build, opt, report and the bench_* helpers
. "$root/bench/lib/common.sh"

usage() {
  echo "usage: $0 [--arch \"sm_80 sm_90\"] [--batch \"1 16\"] [--dtype \"f32 f16\"] [--keep DIR]" >&2
  exit 2
}

dtypes="f32 f16"
while [ $# -gt 0 ]; do
  bench_option "$@" && { shift "$bench_shift"; continue; }
  case $1 in
    --dtype) [ $# -ge 2 ] || usage; dtypes=$2; shift 2 ;;
    *) echo "bench: unknown argument '$1'" >&2; usage ;;
  esac
done
bench_check_archs "$archs"
bench_check_batches "$batches"
bench_check_dtypes "$dtypes" f32 f16
[ -x "$opt" ] || { echo "bench: $opt not built (set HIDET_BUILD to a build directory)" >&2; exit 1; }
bench_find_ptxas
[ -n "$ptxas" ] || { echo "bench: ptxas not found" >&2; exit 1; }
echo "bench: ptxas: $ptxas ($("$ptxas" --version | tail -1))" >&2
export PATH="$(dirname "$ptxas"):$PATH"

bench_workdir "$keep" resnet_conv

# H W C F kernel stride pad
shapes="224 224 3 64 7 2 3
56 56 64 64 1 1 0
56 56 64 64 3 1 1
56 56 64 256 1 1 0
28 28 128 128 3 1 1
28 28 256 256 3 2 1
14 14 256 256 3 1 1
14 14 256 1024 1 1 0
7 7 512 512 3 1 1
7 7 512 2048 1 1 0"

# conv_graph FILE N H W C F K STRIDE PAD DTYPE
conv_graph() {
  local f=$1 n=$2 h=$3 w=$4 c=$5 co=$6 k=$7 s=$8 p=$9 t=${10}
  local oh=$(((h + 2 * p - k) / s + 1)) ow=$(((w + 2 * p - k) / s + 1))
  local x="tensor<${n}x${h}x${w}x${c}x$t>" wt="tensor<${k}x${k}x${c}x${co}x$t>"
  local y="tensor<${n}x${oh}x${ow}x${co}x$t>" v="tensor<${co}x$t>"
  cat > "$f" <<G
func.func @f(%x: $x, %w: $wt, %scale: $v, %shift: $v) -> $y {
  %y = "graph.conv2d"(%x, %w) {layout = "NHWC", strides = array<i64: $s, $s>, padding = array<i64: $p, $p, $p, $p>, dilations = array<i64: 1, 1>} : ($x, $wt) -> $y
  %m = "graph.mul"(%y, %scale) : ($y, $v) -> $y
  %a = "graph.add"(%m, %shift) : ($y, $v) -> $y
  %r = "graph.relu"(%a) : ($y) -> $y
  return %r : $y
}
G
}

fail=0
rows=()
for batch in $batches; do
  while read -r h w c co k s p; do
    for t in $dtypes; do
      name="${h}x${w} ${c}->${co} ${k}x${k}/${s} p${p}"
      gid="b${batch}_${h}_${c}_${co}_${k}_${s}_$t"
      graph="$tmp/$gid.mlir"
      conv_graph "$graph" "$batch" "$h" "$w" "$c" "$co" "$k" "$s" "$p" "$t"
      for arch in $archs; do
        id="${gid}_$arch"
        echo "bench: batch $batch $arch $t $name" >&2
        if ! "$opt" "$graph" --pass-pipeline="builtin.module(hidet-compile-to-ptx{arch=$arch report=true})" \
             --ptx-dir="$tmp/$id.ptx" -o /dev/null 2> "$tmp/$id.err" < /dev/null; then
          echo "bench: error: compile failed: $name batch $batch $arch $t" >&2
          sed 's/^/  /' "$tmp/$id.err" >&2
          fail=1
          continue
        fi
        if ! pr=$("$report" "$tmp/$id.ptx" "$arch" 2> "$tmp/$id.ptxas.err" < /dev/null); then
          echo "bench: error: ptxas failed: $name batch $batch $arch $t" >&2
          fail=1
          continue
        fi
        r=$(grep -E 'remark: @f_kernel0: conv2d as implicit GEMM' "$tmp/$id.err" | head -1)
        if [ -z "$r" ]; then
          echo "bench: error: no schedule remark: $name batch $batch $arch $t" >&2
          fail=1
          continue
        fi
        gemm=$(sed -E 's/.*implicit GEMM ([0-9x]+) .*/\1/' <<< "$r")
        sched=$(sed -E 's/.* chose ([^ ]+) .*/\1/' <<< "$r")
        tile=$(sed -E 's/.*block tile ([0-9]+x[0-9]+).*/\1/' <<< "$r")
        threads=$(sed -E 's/.*, ([0-9]+) threads.*/\1/' <<< "$r")
        est=$(sed -E 's/.*estimated ([0-9.]+) us.*/\1/' <<< "$r")
        tmpl=$(sed -nE 's/.*remark: stitch @f_kernel0: .*template ([A-Za-z0-9_]+).*/\1/p' "$tmp/$id.err" | head -1)
        if grep -q "cp.async" "$tmp/$id.ptx"/*.ptx; then load=yes; else load=no; fi
        # One row per kernel (a split-K conv has a partial and a combine
        # kernel): the most registers and shared memory of any, the spills
        # of all together.
        field() { sed -nE "s/.* $1=([0-9]+).*/\\1/p" <<< "$pr"; }
        regs=$(field regs | sort -n | tail -n 1)
        ss=$(field spill_stores | awk '{s += $1} END {print s + 0}')
        sl=$(field spill_loads | awk '{s += $1} END {print s + 0}')
        smem=$(field smem | sort -n | tail -n 1)
        if [ "$ss" != 0 ] || [ "$sl" != 0 ]; then
          echo "bench: error: spills: $name batch $batch $arch $t ($ss/$sl B)" >&2
          fail=1
        fi
        rows+=("| $batch | $name | $t | ${tmpl:-?} | $gemm | $arch | $sched | $tile | $threads | $load | $regs | $ss/$sl | $smem | $est |")
      done
    done
  done <<< "$shapes"
done

printf '| batch | conv (HxW Cin->Cout RxS/stride pad) | dtype | template | GEMM m x n x k | arch | chosen schedule | tile | threads | cp.async | regs | spills st/ld B | smem B | est. us |\n'
printf '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n'
[ ${#rows[@]} -gt 0 ] && printf '%s\n' "${rows[@]}"
exit $fail
