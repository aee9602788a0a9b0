#!/usr/bin/env bash
# Configures and builds hidet-mlir. Usage: scripts/build.sh [--sanitize|--fuzz]
#   default      build/       RelWithDebInfo
#   --sanitize   build-asan/  with -fsanitize=address,undefined
#   --fuzz       build-fuzz/  the libFuzzer targets only, with clang
#                             (bench/fuzz, docs/fuzzing.md)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build
flags=()
if [ "${1:-}" = "--sanitize" ]; then
  dir=build-asan
  flags=(-DHIDET_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug)
elif [ "${1:-}" = "--fuzz" ]; then
  dir=build-fuzz
  flags=(-DHIDET_FUZZ=ON -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++)
fi
cmake -G Ninja -S . -B "$dir" "${flags[@]}" >/dev/null
ninja -C "$dir" -j "$(nproc)"
