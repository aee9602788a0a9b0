#!/usr/bin/env bash
# Compile speed of hidet-compile-model on the committed whole-model exports
# (issue 30): the CPU time (user + sys, children included) of a cold build
# (no cache) with and without kernel deduplication, the wall and CPU time of
# a cold build with the serial back end (--threads=1) and with the parallel
# one (the default: one thread per core), the latter's per-phase breakdown
# (--timing), a cached rebuild, and, when IREE_COMPILE names an iree-compile,
# IREE's CUDA compile of the same export in the same run.
#   bench/compile/compile_speed.sh [BUILD_DIR]     (default: build)
# Env: IREE_COMPILE=/path/to/iree-compile, ARCH=sm_80, MODELS="bert_base resnet50".
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
arch="${ARCH:-sm_80}"
models="${MODELS:-bert_base resnet50}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export PATH="$PATH:/usr/local/cuda/bin"

# cpu_seconds CMD...: runs CMD (output to $tmp/log), prints its CPU time
# and leaves its wall time in $tmp/wall.
cpu_seconds() {
  /usr/bin/time -f "%U %S %e" -o "$tmp/time" "$@" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; return 1; }
  awk '{printf "%.2f", $3}' "$tmp/time" >"$tmp/wall"
  awk '{printf "%.2f", $1 + $2}' "$tmp/time"
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(uname -m), $(nproc) cores, arch $arch, $("$build/bin/hidet-compile-model" --version)"
echo "# seconds; serial: --threads=1, hidet: the default (one back-end thread per core); wall/cpu"
printf "%-10s %10s %12s %12s %8s %10s %8s %10s %8s\n" model "no-dedup" "serial" "hidet" "modules" \
  "cached" "speedup" "iree" "ratio"
for m in $models; do
  in="$root/test/Models/Inputs/$m.linalg.mlir"
  hcm=("$build/bin/hidet-compile-model" "$in" --import=linalg --arch="$arch")
  nodedup=$(cpu_seconds "${hcm[@]}" --no-cache --opts="dedup=false" -o "$tmp/$m.nodedup")
  serial=$(cpu_seconds "${hcm[@]}" --no-cache --threads=1 -o "$tmp/$m.serial")
  serial="$(cat "$tmp/wall")/$serial"
  cold=$(cpu_seconds "${hcm[@]}" --no-cache --timing -o "$tmp/$m.cold")
  coldwall=$(cat "$tmp/wall")
  grep 'timing:' "$tmp/log" | sed "s/^hidet-compile-model: timing:/  $m:/" >"$tmp/$m.phases"
  modules=$(grep -o '([0-9]* kernel module' "$tmp/log" | tr -dc 0-9)
  rm -rf "$tmp/cache"
  cpu_seconds "${hcm[@]}" --cache-dir="$tmp/cache" -o "$tmp/$m.fill" >/dev/null
  warm=$(cpu_seconds "${hcm[@]}" --cache-dir="$tmp/cache" -o "$tmp/$m.warm")
  speedup=$(awk -v a="$cold" -v b="$warm" 'BEGIN{printf "%.0fx", a / (b > 0.005 ? b : 0.005)}')
  iree="-" ratio="-"
  if [ -n "${IREE_COMPILE:-}" ]; then
    iree=$(cpu_seconds "$IREE_COMPILE" "$in" --iree-hal-target-device=cuda \
             --iree-cuda-target="$arch" -o "$tmp/$m.vmfb")
    ratio=$(awk -v a="$cold" -v b="$iree" 'BEGIN{printf "%.2f", a / b}')
  fi
  printf "%-10s %10s %12s %12s %8s %10s %8s %10s %8s\n" "$m" "$nodedup" "$serial" \
    "$coldwall/$cold" "$modules" "$warm" "$speedup" "$iree" "$ratio"
done
echo "# per-phase breakdown of the cold build (wall, cpu; cpu includes cc's):"
for m in $models; do cat "$tmp/$m.phases"; done
