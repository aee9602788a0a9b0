#!/usr/bin/env bash
# Configures and builds hidet-mlir. Usage: scripts/build.sh [--sanitize]
#   default      build/       RelWithDebInfo
#   --sanitize   build-asan/  with -fsanitize=address,undefined
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build
flags=()
if [ "${1:-}" = "--sanitize" ]; then
  dir=build-asan
  flags=(-DHIDET_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug)
fi
cmake -G Ninja -S . -B "$dir" "${flags[@]}" >/dev/null
ninja -C "$dir" -j "$(nproc)"
