#!/usr/bin/env bash
# check_ptx.sh KERNEL.mlir [CHIP...]
#
# Checks that the gpu.module(s) of KERNEL.mlir are valid GPU code: lowers the
# file with upstream mlir-opt through the emulator's pipeline minus its last
# hidet pass,
#   gpu-kernel-outlining, convert-nvgpu-to-nvvm,
#   gpu.module(expand-strided-metadata, lower-affine, convert-scf-to-cf,
#              convert-gpu-to-nvvm{has-redux=true}, reconcile-unrealized-casts)
# then, per chip (default: sm_80 sm_90), attaches an NVVM target
# (nvvm-attach-target{chip=CHIP features=+ptx80}) and serialises every
# gpu.module to PTX with gpu-module-to-binary{format=isa}, takes the PTX out
# of the gpu.binary's `assembly = "..."` string and assembles it with
# `ptxas -arch=CHIP`. Exits non-zero on any failure.
#
# Notes (MLIR 22.1 / CUDA 13.0):
#  - format=isa produces PTX in-process (LLVM NVPTX backend) and never runs
#    ptxas; format=bin would run ptxas itself, but we want our own ptxas
#    command line and its messages. The PTX lives in the binary's
#    `assembly` property, printed with MLIR string escapes (\0A, \09, \22,
#    \5C: every non-printable byte, quote and backslash is \XX hex).
#  - features=+ptx80 is needed for sm_80/sm_90 (+ptx86 for sm_100,
#    +ptx87 for sm_120; override with CHECK_PTX_FEATURES): a PTX version too
#    old for the chip aborts LLVM ("LLVM ERROR: PTX version 8.0 does not
#    support target 'sm_100'"); the failure is reported, not hidden.
#  - sm_90a (not sm_90) is needed for wgmma; pass it as an extra chip.
#  - A kernel using tm ops runs through hidet-opt's hidet-lower-task-mappings
#    first, one using gpu.subgroup_reduce through hidet-lower-subgroup-reduce
#    (hidet-opt from PATH, else the repository's build/bin).
# If ptxas is absent (not on PATH, not in $CUDA_HOME/bin or
# /usr/local/cuda/bin) the check prints SKIP and exits 0.
set -u -o pipefail

if [ $# -lt 1 ]; then
  echo "usage: $0 KERNEL.mlir [CHIP...]" >&2
  exit 2
fi
input=$1
shift
chips=("$@")
[ ${#chips[@]} -eq 0 ] && chips=(sm_80 sm_90)

find_tool() { # name, fallback dirs...
  local name=$1; shift
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  local d
  for d in "$@"; do
    if [ -n "$d" ] && [ -x "$d/$name" ]; then echo "$d/$name"; return 0; fi
  done
  return 1
}

ptxas=$(find_tool ptxas "${CUDA_HOME:-}/bin" /usr/local/cuda/bin) || {
  echo "check_ptx: SKIP: ptxas not found (PATH, \$CUDA_HOME/bin, /usr/local/cuda/bin)"
  exit 0
}
mlir_opt=$(find_tool mlir-opt /usr/lib/llvm-22/bin) || {
  echo "check_ptx: error: mlir-opt not found" >&2
  exit 1
}
toolkit=$(dirname "$(dirname "$ptxas")")

if [ ! -r "$input" ]; then
  echo "check_ptx: error: cannot read $input" >&2
  exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/check_ptx.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

src=$input
# hidet passes first where upstream mlir-opt has no pass: tm ops,
# gpu.subgroup_reduce (hidet-lower-subgroup-reduce; its uniform i32 cases
# become redux.sync below, convert-gpu-to-nvvm{has-redux=true}), and the
# mma element-wise kinds convert-gpu-to-nvvm crashes on.
hidet_passes=
grep -q '"tm\.' "$input" && hidet_passes=hidet-lower-task-mappings
grep -q 'gpu.subgroup_reduce' "$input" && hidet_passes=${hidet_passes:+$hidet_passes,}hidet-lower-subgroup-reduce
grep -q 'gpu.subgroup_mma_elementwise' "$input" &&
  hidet_passes=${hidet_passes:+$hidet_passes,}hidet-legalize-mma-elementwise
if [ -n "$hidet_passes" ]; then
  here=$(cd "$(dirname "$0")" && pwd)
  hidet_opt=$(find_tool hidet-opt "$here/../../../build/bin") || {
    echo "check_ptx: error: $input needs $hidet_passes and hidet-opt is not on PATH (nor in build/bin)" >&2
    exit 1
  }
  "$hidet_opt" --pass-pipeline="builtin.module($hidet_passes)" "$input" -o "$tmp/tm.mlir" || {
    echo "check_ptx: error: $hidet_passes failed on $input" >&2
    exit 1
  }
  src=$tmp/tm.mlir
fi

lower='gpu-kernel-outlining,convert-nvgpu-to-nvvm,gpu.module(expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-gpu-to-nvvm{has-redux=true},reconcile-unrealized-casts)'
# mlir-opt prints the whole failing op with its diagnostics: keep the head.
"$mlir_opt" "$src" --pass-pipeline="builtin.module($lower)" -o "$tmp/nvvm.mlir" 2> "$tmp/err" || {
  head -n 40 "$tmp/err" >&2
  echo "check_ptx: error: lowering to NVVM failed on $input" >&2
  exit 1
}

status=0
for chip in "${chips[@]}"; do
  # The PTX ISA version must be new enough for the chip, or LLVM aborts.
  case $chip in
    sm_10[0-9]*|sm_11[0-9]*) features=+ptx86 ;;
    sm_12[0-9]*) features=+ptx87 ;;
    *) features=+ptx80 ;;
  esac
  features=${CHECK_PTX_FEATURES:-$features}
  "$mlir_opt" "$tmp/nvvm.mlir" \
    --pass-pipeline="builtin.module(nvvm-attach-target{chip=$chip features=$features},gpu-module-to-binary{format=isa toolkit=$toolkit})" \
    -o "$tmp/bin-$chip.mlir" 2> "$tmp/err" || {
    head -n 40 "$tmp/err" >&2
    echo "check_ptx: error: gpu-module-to-binary failed for $chip on $input" >&2
    status=1
    continue
  }
  n=0
  chip_ok=1
  while IFS= read -r escaped; do
    n=$((n + 1))
    ptx=$tmp/$chip-$n.ptx
    # \XX (hex) -> \xXX, then printf %b decodes; a literal backslash is
    # itself escaped as \5C, so no other escape sequences occur.
    printf '%b' "$(printf '%s' "$escaped" | sed 's/\\\([0-9A-Fa-f][0-9A-Fa-f]\)/\\x\1/g')" > "$ptx"
    if ! grep -q '^\.target' "$ptx"; then
      echo "check_ptx: error: no PTX in gpu.binary #$n for $chip" >&2
      chip_ok=0
      continue
    fi
    if ! "$ptxas" -arch="$chip" "$ptx" -o "$tmp/$chip-$n.cubin" 2> "$tmp/ptxas.err"; then
      echo "check_ptx: error: ptxas -arch=$chip rejected gpu.binary #$n of $input:" >&2
      cat "$tmp/ptxas.err" >&2
      chip_ok=0
      continue
    fi
    # Warnings on success are shown, not fatal.
    [ -s "$tmp/ptxas.err" ] && sed "s/^/check_ptx: $chip: /" "$tmp/ptxas.err" >&2
  done < <(sed -n 's/.*assembly = "\([^"]*\)".*/\1/p' "$tmp/bin-$chip.mlir")
  if [ "$n" -eq 0 ]; then
    echo "check_ptx: error: no gpu.binary with PTX for $chip in $input" >&2
    status=1
  elif [ "$chip_ok" -eq 1 ]; then
    echo "check_ptx: $chip: $n module(s) OK"
  else
    status=1
  fi
done
exit $status
