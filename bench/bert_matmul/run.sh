#!/usr/bin/env bash
# BERT-base matmul kernels through the whole compiler (graph IR -> PTX).
#
# For each batch (M = 128*batch tokens, sequence 128) it writes one small
# graph function per BERT-base matmul shape into a temporary directory:
#
#   attn-out  x[M,768]  @ W[768,768]  + b          (graph.matmul, graph.add)
#   qkv       x[M,768]  @ W[768,2304] + b
#   ffn-up    x[M,768]  @ W[768,3072] + b, gelu     (graph.gelu after the bias)
#   ffn-down  x[M,3072] @ W[3072,768] + b
#   scores    q[B,128,64] @ kT[B,64,128] * 0.125   (graph.batch_matmul, B = 12*batch)
#   context   p[B,128,128] @ v[B,128,64]           (graph.batch_matmul)
#
# and compiles each, for each arch, with
#
#   hidet-opt G.mlir --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=ARCH report=true})' \
#             --ptx-dir=DIR -o /dev/null
#
# From hidet-schedule-anchors' remark it takes the schedule space size, the
# cost model's schedule, block tile, threads, its register and time
# estimates; from scripts/ptx_report.sh (ptxas -v) the registers, spill
# bytes and shared memory of each kernel. Compile time is the wall time of
# the hidet-opt run above (whole pipeline, PTX included; the fastest of
# --repeat runs), and the same for hidet-compile-to-gpu (no PTX), so the
# NVPTX part is the difference.
#
# With --dtype, each shape is also written in f16 and/or bf16 (operands,
# bias and result in that type: bench/lib/bert_graphs.sh), which the
# registry gives to the tensor-core template; the table then gains a dtype
# column and a template column (from the stitch remark: "template
# matmul_f32_simt" or "template matmul_tc").
#
# Prints a markdown table on stdout (one row per kernel, shape and arch);
# progress and problems go to stderr. Exit status 1 if any compile or ptxas
# run fails, the remark is missing, or any kernel spills (each is named on
# stderr); 2 on a usage error. Without ptxas (PATH, $CUDA_HOME/bin,
# /usr/local/cuda/bin) the register, spill and shared-memory columns read
# "n/a".
#
# Usage: bench/bert_matmul/run.sh [--arch "sm_80 sm_90"] [--batch "1 16"]
#                                 [--dtype "f32 f16 bf16"] [--repeat N]
#                                 [--keep DIR [--cubin]] [--opts "K=V ..."]
#   --dtype L   element types to compile each shape in (default f32 only,
#               which prints the table without the dtype/template columns)
#   --repeat N  run each compile N times (default 5), report the fastest
#   --keep DIR  write the graphs, PTX and logs to DIR (default: a temporary
#               directory, removed at exit); the PTX of graph G for ARCH is
#               DIR/G_ARCH.ptx/*.ptx
#   --cubin     with --keep: also assemble each .ptx there into a .cubin
#               beside it (ptxas -arch=ARCH), for bench/gpu/sass_mix.py on
#               a machine with cuobjdump or nvdisasm (pip has them; no GPU
#               needed; bench/gpu/sass_report.sh --compile does it all)
#   --opts S    more options for both pipelines, e.g.
#               --opts "tune=fixed schedule=w2x4-o2x2-l8x4-i4x4-k8-s4" or "stages=2"
# Tools come from $HIDET_BUILD/bin, else <repo>/build/bin.
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# build, opt, report and the bench_* helpers
. "$root/bench/lib/common.sh"

usage() {
  echo "usage: $0 [--arch \"sm_80 sm_90\"] [--batch \"1 16\"] [--dtype \"f32 f16 bf16\"] [--repeat N] [--keep DIR [--cubin]] [--opts \"K=V ...\"]" >&2
  exit 2
}

repeat=5
cubin=0
dtypes="f32"
extra=""
while [ $# -gt 0 ]; do
  bench_option "$@" && { shift "$bench_shift"; continue; }
  case $1 in
    --repeat) [ $# -ge 2 ] || usage; repeat=$2; shift 2 ;;
    --repeat=*) repeat=${1#--repeat=}; shift ;;
    --cubin) cubin=1; shift ;;
    --dtype) [ $# -ge 2 ] || usage; dtypes=$2; shift 2 ;;
    --dtype=*) dtypes=${1#--dtype=}; shift ;;
    --opts) [ $# -ge 2 ] || usage; extra=" $2"; shift 2 ;;
    --opts=*) extra=" ${1#--opts=}"; shift ;;
    *) echo "bench: unknown argument '$1'" >&2; usage ;;
  esac
done
bench_check_archs "$archs"
bench_check_batches "$batches"
bench_check_dtypes "$dtypes" f32 f16 bf16
# The f32-only table keeps its original columns.
wide=0
[ "$dtypes" = f32 ] || wide=1
[ "$cubin" = 0 ] || [ -n "$keep" ] || { echo "bench: --cubin needs --keep DIR" >&2; exit 2; }
case $repeat in ''|*[!0-9]*|0*) echo "bench: --repeat '$repeat' is not a positive integer" >&2; exit 2 ;; esac
[ -n "$archs" ] && [ -n "$batches" ] && [ -n "$dtypes" ] || usage

[ -x "$opt" ] || { echo "bench: $opt not built (set HIDET_BUILD to a build directory)" >&2; exit 1; }
[ -x "$report" ] || { echo "bench: $report missing" >&2; exit 1; }
passes=$("$opt" --list-passes 2>&1)
for p in hidet-compile-to-ptx hidet-compile-to-gpu; do
  grep -qx "  $p" <<< "$passes" ||
    { echo "bench: $opt has no pipeline '$p' (--list-passes)" >&2; exit 1; }
done

bench_find_ptxas
if [ -z "$ptxas" ]; then
  echo "bench: ptxas not found (PATH, \$CUDA_HOME/bin, /usr/local/cuda/bin): register, spill and smem columns skipped" >&2
  [ "$cubin" = 0 ] || { echo "bench: --cubin needs ptxas" >&2; exit 1; }
else
  echo "bench: ptxas: $ptxas ($("$ptxas" --version | tail -1))" >&2
fi

bench_workdir "$keep" bert_matmul

# ---- Graphs ---------------------------------------------------------------
# bert_linear, bert_bmm and bert_matmul_shapes (shared with bench/gpu/build.sh).
. "$root/bench/lib/bert_graphs.sh"

# ---- Timing ---------------------------------------------------------------
now() { local t=${EPOCHREALTIME/[^0-9]/}; echo "$t"; } # microseconds
# Runs hidet-opt `repeat` times; prints the fastest wall time in seconds.
# The first run's stderr goes to $2 (the remarks); its status is returned.
timed() { # pipeline errfile [extra args...]
  local pipe=$1 err=$2
  shift 2
  local best="" i t0 t1 dt
  for ((i = 0; i < repeat; i++)); do
    t0=$(now)
    if [ "$i" -eq 0 ]; then
      "$opt" "$graph" --pass-pipeline="$pipe" "$@" -o /dev/null < /dev/null 2> "$err" || return 1
    else
      "$opt" "$graph" --pass-pipeline="$pipe" "$@" -o /dev/null < /dev/null 2> /dev/null || return 1
    fi
    t1=$(now)
    dt=$((t1 - t0))
    if [ -z "$best" ] || [ "$dt" -lt "$best" ]; then best=$dt; fi
  done
  awk -v us="$best" 'BEGIN { printf "%.3f", us / 1e6 }' > "$err.time"
}

fail=0
problems=()
rows=()
for batch in $batches; do
  for dt in $dtypes; do
  while IFS="|" read -r name kind d k n epi; do
    # f32 keeps its original file names; the 16-bit graphs get a suffix.
    gid="b${batch}_$(echo "${name%% *}" | tr -c 'a-z0-9\n' '_')$([ "$dt" = f32 ] || echo "_$dt")"
    graph="$tmp/$gid.mlir"
    if [ "$kind" = lin ]; then
      bert_linear "$graph" "$d" "$k" "$n" "$epi" f "$dt"
      dims="$d x $n x $k"
    else
      bert_bmm "$graph" "$d" 128 "$k" "$n" "$epi" f "$dt"
      dims="128 x $n x $k (x $d)"
    fi
    for arch in $archs; do
      id="${gid}_$arch"
      echo "bench: batch $batch $arch $dt $name: $dims" >&2
      ptxdir="$tmp/$id.ptx"
      rm -rf "$ptxdir"

      if ! timed "builtin.module(hidet-compile-to-ptx{arch=$arch report=true$extra})" "$tmp/$id.err" \
           --ptx-dir="$ptxdir"; then
        echo "bench: error: hidet-compile-to-ptx{arch=$arch} failed on $name, batch $batch ($graph):" >&2
        sed 's/^/  /' "$tmp/$id.err" >&2
        problems+=("compile failed: $name batch $batch $arch")
        fail=1
        continue
      fi
      t_ptx=$(cat "$tmp/$id.err.time")
      t_gpu="fail"
      if timed "builtin.module(hidet-compile-to-gpu{arch=$arch$extra})" "$tmp/$id.gpu.err"; then
        t_gpu=$(cat "$tmp/$id.gpu.err.time")
      else
        echo "bench: error: hidet-compile-to-gpu{arch=$arch$extra} failed on $name, batch $batch:" >&2
        sed 's/^/  /' "$tmp/$id.gpu.err" >&2
        problems+=("compile (no PTX) failed: $name batch $batch $arch")
        fail=1
      fi

      # ptxas -v through scripts/ptx_report.sh: "<file> <kernel> <arch> regs=.. ...".
      ptxrows=""
      if [ -n "$ptxas" ]; then
        if ! ptxrows=$("$report" "$ptxdir" "$arch" < /dev/null 2> "$tmp/$id.ptxas.err"); then
          echo "bench: error: ptxas failed on $name, batch $batch, $arch:" >&2
          sed 's/^/  /' "$tmp/$id.ptxas.err" >&2
          problems+=("ptxas failed: $name batch $batch $arch")
          fail=1
        fi
      fi

      # Spills, in every kernel ptxas saw (scheduled or not).
      while read -r _ pk _ pregs pst pld _; do
        [ -n "$pk" ] || continue
        if [ "$pst" != spill_stores=0 ] || [ "$pld" != spill_loads=0 ]; then
          psched=$(grep -E "remark: @$pk: " "$tmp/$id.err" | sed -nE 's/.* chose ([^ ]+) .*/\1/p' | head -1)
          echo "bench: error: $pk spills: $name $dt, batch $batch ($dims), $arch, schedule ${psched:-none} ($pst $pld bytes, $pregs)" >&2
          problems+=("spills: $pk $name $dt batch $batch $arch schedule ${psched:-none} (${pst#spill_stores=}/${pld#spill_loads=} B)")
          fail=1
        fi
      done <<< "$ptxrows"

      if [ "$cubin" = 1 ]; then
        for p in "$ptxdir"/*.ptx; do
          [ -f "$p" ] || continue
          if ! "$ptxas" -arch="$arch" "$p" -o "${p%.ptx}.cubin" 2> "$tmp/$id.cubin.err"; then
            echo "bench: error: ptxas -arch=$arch $p -o ${p%.ptx}.cubin failed:" >&2
            sed 's/^/  /' "$tmp/$id.cubin.err" >&2
            problems+=("cubin failed: $name $dt batch $batch $arch")
            fail=1
          fi
        done
      fi

      # One row per scheduled kernel (remark of hidet-schedule-anchors):
      # "@f_kernel0: matmul 1x128x768x768 (batch x m x n x k): 1120 schedules
      #  fit sm_80; the cost model chose S (block tile 32x32, 256 threads,
      #  9216 bytes shared memory, ~56 registers, estimated 3.10 us)"
      remarks=$(grep -E 'remark: @[A-Za-z0-9_]+: (batch_)?matmul .* schedules fit ' "$tmp/$id.err")
      if [ -z "$remarks" ]; then
        echo "bench: error: no schedule remark for $name, batch $batch, $arch; stderr was:" >&2
        sed 's/^/  /' "$tmp/$id.err" >&2
        problems+=("no schedule remark: $name batch $batch $arch")
        fail=1
        continue
      fi
      seen=" "
      while IFS= read -r r; do
        kernel=$(sed -E 's/.*remark: @([A-Za-z0-9_]+):.*/\1/' <<< "$r")
        # a split-K schedule's matmul is <kernel>_partial; its _combine
        # kernel gets an extra row below
        seen+="$kernel ${kernel}_partial "
        space=$(sed -E 's/.*: ([0-9]+) schedules fit.*/\1/' <<< "$r")
        sched=$(sed -E 's/.* chose ([^ ]+) .*/\1/' <<< "$r")
        tile=$(sed -E 's/.*block tile ([0-9]+x[0-9]+).*/\1/' <<< "$r")
        threads=$(sed -E 's/.*, ([0-9]+) threads.*/\1/' <<< "$r")
        esmem=$(sed -E 's/.*, ([0-9]+) bytes shared memory.*/\1/' <<< "$r")
        eregs=$(sed -E 's/.*~([0-9]+) registers.*/\1/' <<< "$r")
        est=$(sed -E 's/.*estimated ([0-9.]+) us.*/\1/' <<< "$r")
        regs="n/a" spills="n/a" smem="n/a"
        if [ -n "$ptxas" ]; then
          pr=$(awk -v k="$kernel" -v a="$arch" '($2 == k || $2 == k "_partial") && $3 == a' <<< "$ptxrows")
          if [ -z "$pr" ]; then
            regs="?" spills="?" smem="?"
            echo "bench: error: ptxas reported nothing for $kernel ($name, batch $batch, $arch)" >&2
            problems+=("no ptxas row: $kernel $name batch $batch $arch")
            fail=1
          else
            regs=$(sed -E 's/.*regs=([0-9]+).*/\1/' <<< "$pr")
            ss=$(sed -E 's/.*spill_stores=([0-9]+).*/\1/' <<< "$pr")
            sl=$(sed -E 's/.*spill_loads=([0-9]+).*/\1/' <<< "$pr")
            smem=$(sed -E 's/.*smem=([0-9]+).*/\1/' <<< "$pr")
            spills="$ss/$sl"
            if [ "$smem" -lt "$esmem" ] && grep -qs "__dynamic_shmem" "$ptxdir"/*.ptx; then
              smem="$esmem dyn" # the ring is dynamic shared memory (matmul_tc)
            elif [ "$smem" != "$esmem" ]; then
              echo "bench: note: $kernel ($name, batch $batch, $arch): ptxas smem $smem B, schedule says $esmem B" >&2
            fi
          fi
        fi
        # "remark: stitch @K: 1 kernel, template T, schedule S"
        tmpl=$(sed -nE "s/.*remark: stitch @$kernel: .*template ([A-Za-z0-9_]+).*/\1/p" "$tmp/$id.err" | head -1)
        lead="| $name | $dims | $arch |"
        [ "$wide" = 0 ] || lead="| $name | $dt | ${tmpl:-?} | $dims | $arch |"
        rows+=("$lead $space | $sched | $tile | $threads | $regs (~$eregs) | $spills | $smem | $est | $t_ptx | $t_gpu |")
      done <<< "$remarks"
      # Kernels without a schedule (e.g. an elementwise kernel the graph
      # needs besides the matmul): a row with ptxas's numbers only.
      while read -r _ pk _ pregs pst pld psmem; do
        [ -n "$pk" ] && [[ $seen != *" $pk "* ]] || continue
        lead="| $name: extra kernel $pk | | $arch |"
        [ "$wide" = 0 ] || lead="| $name: extra kernel $pk | $dt | | | $arch |"
        rows+=("$lead | (no anchor) | | | ${pregs#regs=} | ${pst#spill_stores=}/${pld#spill_loads=} | ${psmem#smem=} | | | |")
      done <<< "$ptxrows"
    done
  done < <(bert_matmul_shapes "$batch")
  done
done

if [ "$wide" = 0 ]; then
  printf '| shape | M x N x K (x batch) | arch |'
else
  printf '| shape | dtype | template | M x N x K (x batch) | arch |'
fi
printf ' space | chosen schedule | tile | threads | regs (est.) | spills st/ld B | smem B | est. us | compile s | no-PTX s |\n'
printf '|---|---|---|---|---|---|---|---|---|---|---|---|---|%s\n' "$([ "$wide" = 0 ] || echo '---|---|')"
[ ${#rows[@]} -gt 0 ] && printf '%s\n' "${rows[@]}"

if [ "$fail" -ne 0 ]; then
  echo "bench: FAILED:" >&2
  printf '  %s\n' "${problems[@]}" >&2
  exit 1
fi
exit 0
