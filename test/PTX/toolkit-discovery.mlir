// Where hidet-gpu-to-ptx finds the CUDA toolkit (for libdevice): $CUDA_HOME,
// else a bundled toolchain's cuda/, else the directory above the first
// ptxas on PATH (or above the file it links to), else /usr/local/cuda;
// each only if it holds nvvm/libdevice/libdevice.10.bc. The fake toolkits
// here hold a libdevice that is not bitcode, so that the error of
// gpu-module-to-binary names the toolkit that was picked.
//
// RUN: rm -rf %t && mkdir -p %t/home/nvvm/libdevice %t/onpath/bin %t/onpath/nvvm/libdevice %t/nolib
// RUN: echo garbage > %t/home/nvvm/libdevice/libdevice.10.bc
// RUN: echo garbage > %t/onpath/nvvm/libdevice/libdevice.10.bc
// RUN: echo garbage > %t/onpath/bin/ptxas
// RUN: chmod +x %t/onpath/bin/ptxas
//
// $CUDA_HOME first:
// RUN: not env CUDA_HOME=%t/home PATH=%t/onpath/bin %hidet_build/bin/hidet-opt %S/Inputs/math_kernels.mlir -p hidet-gpu-to-ptx 2>&1 | FileCheck %s --check-prefix=HOME -DT=%t
// HOME: error: Failed loading file from [[T]]/home/nvvm/libdevice/libdevice.10.bc
//
// Then the directory above ptxas on PATH ($CUDA_HOME unset, or without
// libdevice):
// RUN: not env -u CUDA_HOME PATH=%t/onpath/bin %hidet_build/bin/hidet-opt %S/Inputs/math_kernels.mlir -p hidet-gpu-to-ptx 2>&1 | FileCheck %s --check-prefix=ONPATH -DT=%t
// RUN: not env CUDA_HOME=%t/nolib PATH=%t/onpath/bin %hidet_build/bin/hidet-opt %S/Inputs/math_kernels.mlir -p hidet-gpu-to-ptx 2>&1 | FileCheck %s --check-prefix=ONPATH -DT=%t
// ONPATH: error: Failed loading file from [[T]]/onpath/nvvm/libdevice/libdevice.10.bc
//
// A ptxas on PATH that is a symbolic link: the directory above the one it
// points into.
// RUN: mkdir -p %t/real/bin %t/real/nvvm/libdevice %t/links
// RUN: echo garbage > %t/real/nvvm/libdevice/libdevice.10.bc
// RUN: echo garbage > %t/real/bin/ptxas
// RUN: chmod +x %t/real/bin/ptxas
// RUN: ln -s %t/real/bin/ptxas %t/links/ptxas
// RUN: not env -u CUDA_HOME PATH=%t/links %hidet_build/bin/hidet-opt %S/Inputs/math_kernels.mlir -p hidet-gpu-to-ptx 2>&1 | FileCheck %s --check-prefix=LINK -DT=%t
// LINK: error: Failed loading file from [[T]]/real/nvvm/libdevice/libdevice.10.bc
//
// A relocatable toolchain's own cuda/ (scripts/bundle.sh): PREFIX/cuda for
// the running PREFIX/bin/hidet-opt, after $CUDA_HOME, before PATH.
// RUN: mkdir -p %t/tc/bin %t/tc/cuda/nvvm/libdevice
// RUN: cp %hidet_build/bin/hidet-opt %t/tc/bin/hidet-opt
// RUN: echo garbage > %t/tc/cuda/nvvm/libdevice/libdevice.10.bc
// RUN: not env -u CUDA_HOME PATH=%t/onpath/bin %t/tc/bin/hidet-opt %S/Inputs/math_kernels.mlir -p hidet-gpu-to-ptx 2>&1 | FileCheck %s --check-prefix=BUNDLED -DT=%t
// BUNDLED: error: Failed loading file from [[T]]/tc/cuda/nvvm/libdevice/libdevice.10.bc
// RUN: not env CUDA_HOME=%t/home PATH=%t/onpath/bin %t/tc/bin/hidet-opt %S/Inputs/math_kernels.mlir -p hidet-gpu-to-ptx 2>&1 | FileCheck %s --check-prefix=HOME -DT=%t
//
// An explicit toolkit= overrides the search; it must hold libdevice.
// RUN: not env CUDA_HOME=%t/home %hidet_build/bin/hidet-opt %S/Inputs/math_kernels.mlir -p 'hidet-gpu-to-ptx{toolkit=%t/onpath}' 2>&1 | FileCheck %s --check-prefix=ONPATH -DT=%t
// RUN: not hidet-opt %S/Inputs/math_kernels.mlir -p 'hidet-gpu-to-ptx{toolkit=%t/nolib}' 2>&1 | FileCheck %s --check-prefix=NOLIB -DT=%t
// NOLIB: <pass-pipeline>:1:18: error: bad value for option 'toolkit' of the pipeline 'hidet-gpu-to-ptx': 'toolkit=[[T]]/nolib' is not a CUDA toolkit (no nvvm/libdevice/libdevice.10.bc under it)
