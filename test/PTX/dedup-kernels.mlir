// hidet-dedup-kernels: kernel functions that are scheduled and fused alike
// (the two identical layers of Inputs/two_layers.mlir) give gpu.modules that
// differ only in their names; the pass keeps the first of each, points the
// duplicates' launches at it and erases them (5 modules -> 3), then merges
// the kernel functions that launch the same module, and the emulator's
// results are bit-identical with and without it.
// RUN: hidet-opt %S/Inputs/two_layers.mlir -p 'builtin.module(hidet-compile-to-gpu)' -o %t.gpu.mlir
// RUN: hidet-opt %t.gpu.mlir -p 'builtin.module(hidet-dedup-kernels)' -o %t.dedup.mlir
// RUN: FileCheck %s < %t.dedup.mlir
// RUN: hidet-opt %t.gpu.mlir -p 'builtin.module(hidet-dedup-kernels{dedup=false})' | grep -c 'gpu.module @' | FileCheck %s --check-prefix=OFF
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=g --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --out=6:%t.all.npy --compare=%S/Inputs/two_layers.mlir | FileCheck %s --check-prefix=EMU
// RUN: hidet-run --target=emulate %t.dedup.mlir --entry=g --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --out=6:%t.dedup.npy --compare=%S/Inputs/two_layers.mlir | FileCheck %s --check-prefix=EMU
// RUN: cmp %t.all.npy %t.dedup.npy
// The same PTX per distinct kernel, with and without dedup (hidet-gpu-to-ptx's dedup= option).
// RUN: rm -rf %t.ptx.all %t.ptx.dedup
// RUN: hidet-opt %t.gpu.mlir -p 'builtin.module(hidet-gpu-to-ptx{dedup=false})' --ptx-dir=%t.ptx.all -o /dev/null 2>/dev/null
// RUN: hidet-opt %t.gpu.mlir -p 'builtin.module(hidet-gpu-to-ptx)' --ptx-dir=%t.ptx.dedup -o /dev/null 2>/dev/null
// RUN: ls %t.ptx.all | count 5
// RUN: ls %t.ptx.dedup | count 3
// RUN: cmp %t.ptx.all/g_kernel0_gpu.ptx %t.ptx.dedup/g_kernel0_gpu.ptx
// RUN: cmp %t.ptx.all/g_kernel1_gpu.ptx %t.ptx.dedup/g_kernel1_gpu.ptx
// RUN: cmp %t.ptx.all/g_kernel4_gpu.ptx %t.ptx.dedup/g_kernel4_gpu.ptx
// hidet-compile-to-ptx merges the kernel functions right after outlining
// (before scheduling): the same 3 PTX modules, byte for byte, and the same
// emulator results when the kernels are merged that early.
// RUN: rm -rf %t.c.all %t.c.dedup
// RUN: hidet-opt %S/Inputs/two_layers.mlir -p 'builtin.module(hidet-compile-to-ptx{dedup=false})' --ptx-dir=%t.c.all -o /dev/null 2>/dev/null
// RUN: hidet-opt %S/Inputs/two_layers.mlir -p 'builtin.module(hidet-compile-to-ptx)' --ptx-dir=%t.c.dedup -o /dev/null 2>/dev/null
// RUN: ls %t.c.all | count 5
// RUN: ls %t.c.dedup | count 3
// RUN: cmp %t.c.all/g_kernel0_gpu.ptx %t.c.dedup/g_kernel0_gpu.ptx
// RUN: cmp %t.c.all/g_kernel1_gpu.ptx %t.c.dedup/g_kernel1_gpu.ptx
// RUN: cmp %t.c.all/g_kernel4_gpu.ptx %t.c.dedup/g_kernel4_gpu.ptx
// RUN: hidet-opt %S/Inputs/two_layers.mlir -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-dedup-kernels,hidet-schedule-anchors,hidet-stitch-report{report=false},hidet-pipeline,hidet-fuse-prologue-epilogue,hidet-lower-graph-to-linalg,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-loops),buffer-results-to-out-params{modify-public-functions},convert-bufferization-to-memref,hidet-host-buffers,canonicalize,cse)' -o %t.early.mlir
// RUN: grep -c 'gpu.module @' %t.early.mlir | FileCheck %s --check-prefix=EARLY
// RUN: hidet-run --target=emulate %t.early.mlir --entry=g --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --out=6:%t.early.npy --compare=%S/Inputs/two_layers.mlir | FileCheck %s --check-prefix=EMU
// RUN: cmp %t.all.npy %t.early.npy
// A bad option value is an error at the pipeline.
// RUN: not hidet-opt %t.gpu.mlir -p 'builtin.module(hidet-dedup-kernels{dedup=maybe})' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not hidet-opt %t.gpu.mlir -p 'builtin.module(hidet-gpu-to-ptx{dedup=maybe})' 2>&1 | FileCheck %s --check-prefix=BAD

// The host function calls the first of each pair of alike kernel functions;
// the later ones (g_kernel2, g_kernel3) and their modules are gone.
// CHECK:      func.func @g(
// CHECK:        call @g_kernel0(
// CHECK:        call @g_kernel1(
// CHECK:        call @g_kernel0(
// CHECK:        call @g_kernel1(
// CHECK:        call @g_kernel4(
// CHECK:      func.func private @g_kernel0(
// CHECK:        gpu.launch_func  @g_kernel0_gpu::@g_kernel0
// CHECK:      func.func private @g_kernel1(
// CHECK:        gpu.launch_func  @g_kernel1_gpu::@g_kernel1
// CHECK:      func.func private @g_kernel4(
// CHECK:        gpu.launch_func  @g_kernel4_gpu::@g_kernel4
// CHECK-NOT:  @g_kernel2
// CHECK-NOT:  @g_kernel3
// CHECK-DAG:  gpu.module @g_kernel0_gpu
// CHECK-DAG:  gpu.module @g_kernel1_gpu
// CHECK-DAG:  gpu.module @g_kernel4_gpu
// CHECK-NOT:  gpu.module

// OFF: 5
// EARLY: 3
// EMU-NOT: FAIL
// EMU: compare: PASS
// BAD: dedup{{.*}}maybe
