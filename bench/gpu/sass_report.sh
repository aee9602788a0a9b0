#!/usr/bin/env bash
# The SASS instruction mix of matmul kernels' main loops, as one markdown
# table and a summary line. Two modes:
#
#   bench/gpu/sass_report.sh [--out DIR] [--cases REGEX]
#   bench/gpu/sass_report.sh --compile [--arch "sm_80 sm_90"] [--build DIR]
#                            [--opts "K=V ..."] [--shapes bert|4096|all]
#                            [--cases REGEX] [--keep DIR]
#
# Both need cuobjdump or nvdisasm (no GPU): bench/gpu/sass_mix.py looks in
# PATH, $CUDA_HOME/bin, /usr/local/cuda/bin and the pip packages
# (`pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm`), and says which
# it uses on stderr (`sass_mix.py --which`).
#
# Default mode: build.sh (with ptxas, so with cubins) leaves each matmul
# case's kernel cubins as DIR/NAME/*.cubin (DIR default bench/gpu/out). For
# every such case whose name matches REGEX (grep -E) this runs sass_mix.py
# over its cubins; a row per kernel with the case's name in front. A
# DIR/NAME/*.sass file (a saved `cuobjdump -sass` listing) is read as is.
#
# --compile: compiles here, with the compiler of --build DIR (default
# $HIDET_BUILD, else <repo>/build) and ptxas (PATH, $CUDA_HOME/bin,
# /usr/local/cuda/bin), the f16 GEMMs with a bias add, x[M,K] @ W[K,N] + b[N]
# with every tensor f16 (bench/lib/bert_graphs.sh's bert_linear, no gelu):
#   bert   BERT-base's attn_out (K=768, N=768), qkv (768, 2304), ffn_up
#          (768, 3072) and ffn_down (3072, 768) at M = 128 and M = 2048
#          (cases attn_out_m128, ..., ffn_down_m2048)
#   4096   M = N = K = 4096 (case gemm_4096)
#   all    both (the default)
# Each case, for each arch (default "sm_80 sm_90"), goes through
#   hidet-opt G.mlir --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=ARCH report=true OPTS})'
#             --ptx-dir=DIR -o /dev/null
#   ptxas -arch=ARCH -o X.cubin X.ptx            (each .ptx in DIR)
# and sass_mix.py over the cubins; the table has case and arch columns in
# front and the cost model's schedule (hidet-schedule-anchors' remark) at
# the end. A split-K pick gives two kernels, <k>_partial (the k loop) and
# <k>_combine (no HMMA; its row reads "whole kernel N"). --keep DIR keeps the
# graphs, PTX, cubins and logs there (DIR/CASE_ARCH.ptx/); default a
# temporary directory, removed at exit.
#
# The table's columns (sass_mix.py): the main loop's (the loop with the most
# HMMA + FFMA, among those the most LDGSTS; the whole kernel when the k loop
# was unrolled completely) instruction count and HMMA, FFMA, LDSM, LDS,
# LDGSTS, LDG, STS, BAR, DEPBAR counts, insns/HMMA (loop instructions per
# HMMA, the headline: lower is a leaner loop), LDSM/HMMA, LDGSTS/HMMA,
# HMMA/(LDSM+LDS) (f16, tensor-core template), FFMA/LDS (f32, SIMT template)
# and the loop's share of the kernel's math. After the table: the maximum and
# median insns/HMMA over the kernels whose main loop has HMMA (per arch, then
# all; kernels without HMMA and whole-kernel rows left out).
# Exit status 1 if no case has a cubin, or a compile, ptxas or sass_mix.py
# run fails; 2 on a usage error.
set -u -o pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
mix="$here/sass_mix.py"
# bench_find_ptxas and bench_workdir (its defaults are set again below)
. "$root/bench/lib/common.sh"

usage() {
  echo "usage: $0 [--out DIR] [--cases REGEX]" >&2
  echo "       $0 --compile [--arch \"sm_80 sm_90\"] [--build DIR] [--opts \"K=V ...\"] [--shapes bert|4096|all] [--cases REGEX] [--keep DIR]" >&2
  exit 2
}

out="$here/out"
filter=""
compile=0
archs="sm_80 sm_90"
build="${HIDET_BUILD:-$root/build}"
extra=""
shapes=all
keep=""
while [ $# -gt 0 ]; do
  case $1 in
    --out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
    --cases) [ $# -ge 2 ] || usage; filter=$2; shift 2 ;;
    --compile) compile=1; shift ;;
    --arch) [ $# -ge 2 ] || usage; archs=$2; shift 2 ;;
    --build) [ $# -ge 2 ] || usage; build=$2; shift 2 ;;
    --opts) [ $# -ge 2 ] || usage; extra=" $2"; shift 2 ;;
    --shapes) [ $# -ge 2 ] || usage; shapes=$2; shift 2 ;;
    --keep) [ $# -ge 2 ] || usage; keep=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "sass_report: unknown argument '$1'" >&2; usage ;;
  esac
done

# The summary lines of a table on stdin (after a blank line, so that the
# table still renders as markdown).
summary() {
  local s
  s=$(python3 "$mix" --summary-of -) || return 1
  printf '\n%s\n' "$s"
}

# ---- Default mode: cubins left by build.sh ---------------------------------
if [ "$compile" = 0 ]; then
  fail=0
  n=0
  all=""
  for dir in "$out"/*/; do
    name=$(basename "$dir")
    [ -z "$filter" ] || grep -qE -- "$filter" <<< "$name" || continue
    # .sass: a listing saved elsewhere (cuobjdump -sass), read as is
    cubins=()
    for f in "$dir"*.cubin "$dir"*.sass; do [ -f "$f" ] && cubins+=("$f"); done
    [ ${#cubins[@]} -gt 0 ] || continue
    if ! table=$(python3 "$mix" --markdown "${cubins[@]}"); then
      echo "sass_report: sass_mix.py failed on $name" >&2
      fail=1
      continue
    fi
    # sass_mix.py's header (2 lines) once, with a case column in front.
    [ "$n" -gt 0 ] || all+=$(head -2 <<< "$table" | sed '1s/^| /| case | /; 2s/^|/|---|/')$'\n'
    all+=$(tail -n +3 <<< "$table" | sed "s/^| /| $name | /")$'\n'
    n=$((n + 1))
  done
  if [ "$n" -eq 0 ]; then
    echo "sass_report: no DIR/NAME/*.cubin under $out${filter:+ matching '$filter'} (build.sh keeps them only when ptxas was found; or use --compile)" >&2
    exit 1
  fi
  printf '%s' "$all"
  summary <<< "$all" || fail=1
  exit "$fail"
fi

# ---- --compile: compile the f16 GEMMs here ---------------------------------
for a in $archs; do
  case $a in sm_80|sm_90|sm_90a) ;; *) echo "sass_report: arch '$a' not supported (sm_80, sm_90, sm_90a)" >&2; exit 2 ;; esac
done
[ -n "$archs" ] || usage
case $shapes in bert|4096|all) ;; *) echo "sass_report: --shapes '$shapes' is not bert, 4096 or all" >&2; exit 2 ;; esac
opt="$build/bin/hidet-opt"
[ -x "$opt" ] || { echo "sass_report: $opt not built (--build DIR or \$HIDET_BUILD)" >&2; exit 1; }
bench_find_ptxas
[ -n "$ptxas" ] || { echo "sass_report: ptxas not found (PATH, \$CUDA_HOME/bin, /usr/local/cuda/bin)" >&2; exit 1; }
echo "sass_report: hidet-opt: $opt" >&2
echo "sass_report: ptxas: $ptxas ($("$ptxas" --version | tail -1))" >&2
if ! tools=$(python3 "$mix" --which); then
  echo "sass_report: $tools" >&2
  exit 1
fi
sed 's/^/sass_report: /' <<< "$tools" >&2

bench_workdir "$keep" sass_report

. "$root/bench/lib/bert_graphs.sh"

# case|M|K|N
cases() {
  if [ "$shapes" != 4096 ]; then
    for m in 128 2048; do
      echo "attn_out_m$m|$m|768|768"
      echo "qkv_m$m|$m|768|2304"
      echo "ffn_up_m$m|$m|768|3072"
      echo "ffn_down_m$m|$m|3072|768"
    done
  fi
  [ "$shapes" = bert ] || echo "gemm_4096|4096|4096|4096"
}

fail=0
problems=()
all=""
n=0
while IFS="|" read -r name m k nn; do
  [ -z "$filter" ] || grep -qE -- "$filter" <<< "$name" || continue
  graph="$tmp/$name.mlir"
  bert_linear "$graph" "$m" "$k" "$nn" 0 f f16
  for arch in $archs; do
    id="${name}_$arch"
    ptxdir="$tmp/$id.ptx"
    rm -rf "$ptxdir"
    echo "sass_report: $name ($m x $nn x $k, f16 + bias) $arch" >&2
    if ! "$opt" "$graph" --pass-pipeline="builtin.module(hidet-compile-to-ptx{arch=$arch report=true$extra})" \
         --ptx-dir="$ptxdir" -o /dev/null < /dev/null 2> "$tmp/$id.err"; then
      echo "sass_report: error: hidet-compile-to-ptx{arch=$arch$extra} failed on $name ($graph):" >&2
      sed 's/^/  /' "$tmp/$id.err" >&2
      problems+=("compile failed: $name $arch")
      fail=1
      continue
    fi
    cubins=()
    for p in "$ptxdir"/*.ptx; do
      [ -f "$p" ] || continue
      if ! "$ptxas" -arch="$arch" -o "${p%.ptx}.cubin" "$p" 2> "$tmp/$id.ptxas.err"; then
        echo "sass_report: error: $ptxas -arch=$arch -o ${p%.ptx}.cubin $p failed:" >&2
        sed 's/^/  /' "$tmp/$id.ptxas.err" >&2
        problems+=("ptxas failed: $name $arch")
        fail=1
        continue 2
      fi
      cubins+=("${p%.ptx}.cubin")
    done
    if [ ${#cubins[@]} -eq 0 ]; then
      echo "sass_report: error: no .ptx in $ptxdir for $name $arch" >&2
      problems+=("no PTX: $name $arch")
      fail=1
      continue
    fi
    if ! table=$(python3 "$mix" --markdown "${cubins[@]}" 2>> "$tmp/$id.mix.err"); then
      echo "sass_report: error: sass_mix.py failed on $name $arch:" >&2
      sed 's/^/  /' "$tmp/$id.mix.err" >&2
      problems+=("sass_mix.py failed: $name $arch")
      fail=1
      continue
    fi
    # "remark: @f_kernel0: matmul ... the cost model chose S (block tile ..."
    # (the kernel is f_kernel0, or f_kernel0_partial / _combine for split-K)
    remarks=$(sed -nE 's/.*remark: @([A-Za-z0-9_]+): (batch_)?matmul .* chose ([^ ]+) .*/\1 \3/p' "$tmp/$id.err")
    [ "$n" -gt 0 ] || all+=$(head -2 <<< "$table" | sed '1s/^| /| case | arch | /; 1s/$/ schedule |/; 2s/^|/|---|---|/; 2s/$/---|/')$'\n'
    while IFS= read -r row; do
      kernel=$(awk -F'|' '{ gsub(/ /, "", $2); print $2 }' <<< "$row")
      sched=$(awk -v k="$kernel" '$1 == k || $1 "_partial" == k || $1 "_combine" == k { print $2; exit }' <<< "$remarks")
      all+="| $name | $arch |${row#|} ${sched:-?} |"$'\n'
    done < <(tail -n +3 <<< "$table")
    n=$((n + 1))
  done
done < <(cases)

if [ "$n" -gt 0 ]; then
  printf '%s' "$all"
  summary <<< "$all" || fail=1
else
  echo "sass_report: no case compiled${filter:+ (--cases '$filter')}" >&2
  fail=1
fi
if [ "$fail" -ne 0 ]; then
  echo "sass_report: FAILED:" >&2
  [ ${#problems[@]} -eq 0 ] || printf '  %s\n' "${problems[@]}" >&2
  exit 1
fi
exit 0
