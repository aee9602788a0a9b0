#!/usr/bin/env bash
# Emulator speed: runs the 256x256x256 f32 tiled matmul kernels of
# test/Emulator/kernels/matmul_f32_tiled.mlir (and the f16 mma tile kernel)
# on the CPU emulator, checks them against the reference path, and prints
# one table row per run: kernel, JIT level, schedule, emulator seconds,
# threads, context switches, threads/s, whole-process wall time.
#
# Usage: bench/emulator/run.sh [build dir, default build]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
run="$build/bin/hidet-run"
k="$root/test/Emulator/kernels"
[ -x "$run" ] || { echo "bench: $run not built" >&2; exit 1; }

printf '| kernel | entry | JIT | schedule | emulator s | blocks | threads | switches | threads/s | wall s |\n'
printf '|---|---|---|---|---|---|---|---|---|---|\n'
bench() { # file entry optlevel schedule args...
  local file="$1" entry="$2" opt="$3" sched="$4"
  shift 4
  local start end out
  start=$(date +%s.%N)
  out=$("$run" --target=emulate "$k/$file" --entry="$entry" -O"$opt" --emu-schedule="$sched" \
        --emu-stats "$@" --compare="$k/${file%.mlir}.ref.mlir" --atol=1e-3 --rtol=1e-3)
  end=$(date +%s.%N)
  echo "$out" | grep -q 'compare: PASS' || { echo "bench: $file @$entry does not match the reference" >&2; exit 1; }
  echo "$out" | awk -v f="$file" -v e="$entry" -v o="$opt" -v s="$sched" -v w="$(echo "$end - $start" | bc)" '
    /^emulator:/ { gsub(",", ""); printf "| %s | @%s | -O%s | %s | %s | %s | %s | %s | %s | %.2f |\n", f, e, o, s, $11, $4, $6, $8, $13, w }'
}
for opt in 0 2; do
  for sched in forward random; do
    bench matmul_f32_tiled.mlir bench "$opt" "$sched" --arg=rand --arg=rand --arg=poison
    bench matmul_f32_tiled.mlir bench_4x4 "$opt" "$sched" --arg=rand --arg=rand --arg=poison
  done
done
bench mma_matmul_f16_tiled.mlir main 2 forward --arg=rand --arg=rand --arg=poison
