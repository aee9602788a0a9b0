// hidet-dedup-kernels: kernel functions that are scheduled and fused alike
// (the two identical layers of Inputs/two_layers.mlir) give gpu.modules that
// differ only in their names; the pass keeps the first of each, points the
// duplicates' launches at it and erases them (5 modules -> 3), and the
// emulator's results are bit-identical with and without it.
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
// A bad option value is an error at the pipeline.
// RUN: not hidet-opt %t.gpu.mlir -p 'builtin.module(hidet-dedup-kernels{dedup=maybe})' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not hidet-opt %t.gpu.mlir -p 'builtin.module(hidet-gpu-to-ptx{dedup=maybe})' 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:      func.func {{.*}}@g_kernel0(
// CHECK:        gpu.launch_func  @g_kernel0_gpu::@g_kernel0
// CHECK:      func.func {{.*}}@g_kernel1(
// CHECK:        gpu.launch_func  @g_kernel1_gpu::@g_kernel1
// CHECK:      func.func {{.*}}@g_kernel2(
// CHECK:        gpu.launch_func  @g_kernel0_gpu::@g_kernel0
// CHECK:      func.func {{.*}}@g_kernel3(
// CHECK:        gpu.launch_func  @g_kernel1_gpu::@g_kernel1
// CHECK:      func.func {{.*}}@g_kernel4(
// CHECK:        gpu.launch_func  @g_kernel4_gpu::@g_kernel4
// CHECK-NOT:  gpu.module @g_kernel2_gpu
// CHECK-NOT:  gpu.module @g_kernel3_gpu
// CHECK-DAG:  gpu.module @g_kernel0_gpu
// CHECK-DAG:  gpu.module @g_kernel1_gpu
// CHECK-DAG:  gpu.module @g_kernel4_gpu
// CHECK-NOT:  gpu.module

// OFF: 5
// EMU-NOT: FAIL
// EMU: compare: PASS
// BAD: dedup{{.*}}maybe
