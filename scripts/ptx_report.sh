#!/usr/bin/env bash
# ptx_report.sh [--no-spills] DIR [ARCH...]
#
# Assembles every DIR/*.ptx (as written by `hidet-opt --ptx-dir=DIR`) with
# `ptxas -arch=ARCH -v` for each ARCH (default: sm_80 sm_90) and prints one
# row per kernel and arch:
#
#   <file> <kernel> <arch> regs=<N> spill_stores=<B> spill_loads=<B> smem=<B>
#
# parsed from ptxas's "Compiling entry function 'K' for 'ARCH'", "N bytes
# spill stores, N bytes spill loads" and "Used N registers, ..., N bytes
# smem" lines (<file> is the file's name without DIR; smem=0 when ptxas
# reports none). ptxas warnings on success go to stderr.
#
# A PTX file's `.target` must not be above ARCH (PTX for sm_80 assembles for
# sm_90, not the other way round).
#
# Exit status: 0 when every file assembled for every arch (and, with
# --no-spills, no kernel spills); 1 when ptxas rejected a file (all files are
# still tried), a kernel spills under --no-spills, or DIR holds no .ptx;
# 2 on a usage error. If ptxas is absent (not on PATH, not in
# $CUDA_HOME/bin or /usr/local/cuda/bin) it prints SKIP and exits 0, as
# test/Emulator/kernels/check_ptx.sh does.
set -u -o pipefail

usage() {
  echo "usage: $0 [--no-spills] DIR [ARCH...]" >&2
  exit 2
}

no_spills=0
args=()
for a in "$@"; do
  case $a in
    --no-spills) no_spills=1 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' ; exit 0 ;;
    -*) echo "ptx_report: error: unknown option '$a'" >&2; usage ;;
    *) args+=("$a") ;;
  esac
done
[ ${#args[@]} -ge 1 ] || usage
dir=${args[0]}
archs=("${args[@]:1}")
[ ${#archs[@]} -eq 0 ] && archs=(sm_80 sm_90)

find_tool() { # name, fallback dirs... (PATH first; executables only)
  local name=$1; shift
  local d
  local IFS=:
  for d in $PATH "$@"; do
    if [ -n "$d" ] && [ -f "$d/$name" ] && [ -x "$d/$name" ]; then echo "$d/$name"; return 0; fi
  done
  return 1
}

ptxas=$(find_tool ptxas "${CUDA_HOME:-}/bin" /usr/local/cuda/bin) || {
  echo "ptx_report: SKIP: ptxas not found (PATH, \$CUDA_HOME/bin, /usr/local/cuda/bin)"
  exit 0
}

if [ ! -d "$dir" ]; then
  echo "ptx_report: error: '$dir' is not a directory" >&2
  exit 1
fi
shopt -s nullglob
files=("$dir"/*.ptx)
shopt -u nullglob
if [ ${#files[@]} -eq 0 ]; then
  echo "ptx_report: error: no .ptx files in '$dir' (write them with hidet-opt --ptx-dir=$dir)" >&2
  exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ptx_report.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

status=0
spilled=0
for f in "${files[@]}"; do
  name=$(basename "$f")
  for arch in "${archs[@]}"; do
    if ! "$ptxas" -arch="$arch" -v "$f" -o "$tmp/out.cubin" > "$tmp/log" 2>&1; then
      echo "ptx_report: error: ptxas -arch=$arch rejected $f:" >&2
      grep -v '^ptxas info' "$tmp/log" >&2
      status=1
      continue
    fi
    # Anything but the info lines and their indented continuations is a
    # warning: show it.
    grep -v -e '^ptxas info' -e '^    ' "$tmp/log" | sed "s|^|ptx_report: $name: $arch: |" >&2
    rows=$(awk -v file="$name" -v arch="$arch" '
      /Compiling entry function/ {
        k = $0; sub(/.*Compiling entry function \047/, "", k); sub(/\047.*/, "", k)
        cur = k; ss = 0; sl = 0; next
      }
      /Function properties for / {
        k = $0; sub(/.*Function properties for /, "", k); inprops = (k == cur); next
      }
      /bytes spill stores/ && inprops {
        if (match($0, /[0-9]+ bytes spill stores/)) ss = substr($0, RSTART, RLENGTH) + 0
        if (match($0, /[0-9]+ bytes spill loads/)) sl = substr($0, RSTART, RLENGTH) + 0
        inprops = 0; next
      }
      /Used [0-9]+ registers/ && cur != "" {
        regs = 0; smem = 0
        if (match($0, /Used [0-9]+ registers/)) { s = substr($0, RSTART + 5, RLENGTH - 5); regs = s + 0 }
        if (match($0, /[0-9]+ bytes smem/)) smem = substr($0, RSTART, RLENGTH) + 0
        printf "%s %s %s regs=%d spill_stores=%d spill_loads=%d smem=%d\n", file, cur, arch, regs, ss, sl, smem
        cur = ""
      }' "$tmp/log")
    if [ -z "$rows" ]; then
      echo "ptx_report: warning: no kernels reported by ptxas for $f ($arch)" >&2
      continue
    fi
    printf '%s\n' "$rows"
    while read -r _ kernel _ _ stores loads _; do
      if [ "${stores#spill_stores=}" != 0 ] || [ "${loads#spill_loads=}" != 0 ]; then
        spilled=1
        [ "$no_spills" -eq 1 ] &&
          echo "ptx_report: error: $name: $kernel spills on $arch ($stores $loads)" >&2
      fi
    done <<< "$rows"
  done
done
if [ "$no_spills" -eq 1 ] && [ "$spilled" -eq 1 ]; then
  status=1
fi
exit $status
