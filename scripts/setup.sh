#!/usr/bin/env bash
# Installs, when missing, exactly the Debian packages hidet-mlir needs, and
# checks that the CUDA toolkit's ptxas can be found. Safe to run repeatedly.
# --fuzz: also clang and its compiler-rt (libFuzzer, sanitizers) for the
# optional fuzz build (scripts/build.sh --fuzz, docs/fuzzing.md).
set -euo pipefail

packages=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools cmake ninja-build pkg-config)
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(clang libclang-rt-dev)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# ptxas validates every emitted PTX module; it comes with the CUDA toolkit.
ptxas=""
if command -v ptxas >/dev/null 2>&1; then
  ptxas=$(command -v ptxas)
else
  for d in "${CUDA_HOME:-}" /usr/local/cuda /usr/local/cuda-*/ /usr/lib/nvidia-cuda-toolkit; do
    if [ -n "$d" ] && [ -x "$d/bin/ptxas" ]; then ptxas="$d/bin/ptxas"; break; fi
  done
fi
if [ -z "$ptxas" ]; then
  echo "setup: warning: ptxas (CUDA toolkit) not found on PATH, in \$CUDA_HOME or /usr/local/cuda;" >&2
  echo "setup: tests that assemble PTX will be reported as unsupported" >&2
else
  echo "setup: ptxas: $ptxas"
fi

# cuobjdump / nvdisasm read the SASS of the emitted kernels on this CPU
# machine (bench/gpu/sass_mix.py, test/Bench): the CUDA toolkit's, or the
# PyPI packages' when the toolkit has none. Best effort: without them those
# tests are reported as unsupported.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! python3 "$here/bench/gpu/sass_mix.py" --which >/dev/null 2>&1; then
  echo "setup: installing cuobjdump/nvdisasm (pip: nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm)"
  python3 -m pip install -q nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm >/dev/null 2>&1 ||
    echo "setup: warning: could not install cuobjdump/nvdisasm; SASS tests will be unsupported" >&2
fi
