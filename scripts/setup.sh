#!/usr/bin/env bash
# Installs, when missing, exactly the Debian packages hidet-mlir needs, and
# checks that the CUDA toolkit's ptxas can be found. Safe to run repeatedly.
# --fuzz: also clang and its compiler-rt (libFuzzer, sanitizers) for the
# optional fuzz build (scripts/build.sh --fuzz, docs/fuzzing.md).
# --python: only the Python virtual environment the tests of the Python
# package (python/, test/Python) run in: $HIDET_VENV (default
# ~/.cache/hidet-mlir/venv-py) with torch, torch-mlir, numpy, pytest and
# setuptools. torch comes from $HIDET_TORCH_INDEX_URL when set (point it at
# PyTorch's CPU wheel index to skip the CUDA libraries of the default wheel),
# else from pip's configured index. Best effort: without it test/Python is
# UNSUPPORTED. docs/python.md.
set -euo pipefail

if [ "${1:-}" = "--python" ]; then
  venv="${HIDET_VENV:-$HOME/.cache/hidet-mlir/venv-py}"
  probe="import importlib.util as u, sys; sys.exit(0 if all(u.find_spec(m) for m in ('torch', 'torch_mlir', 'numpy', 'pytest', 'setuptools')) else 1)"
  if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "$probe" 2>/dev/null; then
    echo "setup: python venv: $venv (ready)"
    exit 0
  fi
  if ! python3 -c "import ensurepip" 2>/dev/null; then
    echo "setup: installing python3-venv"
    sudo=""
    if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends python3-venv
  fi
  echo "setup: python venv: creating $venv (torch, torch-mlir, numpy, pytest)"
  python3 -m venv "$venv"
  pip=("$venv/bin/python" -m pip install -q --disable-pip-version-check)
  if [ -n "${HIDET_TORCH_INDEX_URL:-}" ]; then
    "${pip[@]}" --index-url "$HIDET_TORCH_INDEX_URL" torch
  fi
  "${pip[@]}" torch torch-mlir numpy pytest setuptools
  "$venv/bin/python" -c "$probe"
  echo "setup: python venv: $venv"
  exit 0
fi

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
