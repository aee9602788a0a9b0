// Bad input to hidet-schedule-anchors / hidet-pipeline / fusion: clear
// errors at the offending op or option, non-zero exit, no crash.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-schedule-anchors{arch=sm_70})' 2>&1 | FileCheck %s --check-prefix=ARCH
// ARCH: arch expects sm_80, sm_90 or sm_90a, got 'sm_70'
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-schedule-anchors{tune=best})' 2>&1 | FileCheck %s --check-prefix=TUNE
// TUNE: tune expects fixed, cost-model or measure, got 'best'
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-schedule-anchors{schedule=w2x2-o2x2})' 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: schedule: expected 'w<M>x<N>-o<M>x<N>-l<M>x<N>-i<M>x<N>-k<K>-s<S>[-split<S>]'
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-schedule-anchors{schedule=w2x2-o2x2-l4x8-i4x4-k8-s3})' 2>&1 | FileCheck %s --check-prefix=NOTFIXED
// NOTFIXED: error: hidet-schedule-anchors: schedule=w2x2-o2x2-l4x8-i4x4-k8-s3 is used only with tune=fixed (tune is cost-model)
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-pipeline{stages=5})' 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: stages expects 2, 3 or 4, got '5'
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed})' 2>&1 | FileCheck %s --check-prefix=FIXED
// FIXED: [[@LINE+15]]:8: error: 'graph.matmul' op tune=fixed needs a schedule
// A schedule that does not fit the arch (8x8 tile, 16 vectors for 32 threads).
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w1x1-o1x1-l8x4-i2x2-k8-s3})' 2>&1 | FileCheck %s --check-prefix=FIT
// FIT: error: 'graph.matmul' op schedule 'w1x1-o1x1-l8x4-i2x2-k8-s3' does not fit sm_80: the 8x8 B tile is 16 vectors of 4, not a multiple of 32 threads
// More stages than the shared memory holds.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w4x2-o1x1-l8x4-i4x4-k32-s2},hidet-pipeline{stages=4})' 2>&1 | FileCheck %s --check-prefix=SMEM
// SMEM: error: 'graph.matmul' op stages=4 needs 92160 bytes of shared memory with schedule 'w4x2-o1x1-l8x4-i4x4-k32-s2', over the 48 KiB
// f64 operands: the CUDA-core template is f32 only (f16/bf16 go to matmul_tc).
// RUN: sed 's/xf32>/xf64>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=F64
// F64: error: 'graph.matmul' op the CUDA-core matmul template computes f32 only; this one has operands of type tensor<100x40xf64>
// Fusing without a schedule: the anchor has no kernel.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-fuse-prologue-epilogue)' 2>&1 | FileCheck %s --check-prefix=NOKERNEL
// NOKERNEL: error: 'graph.matmul' op has no scheduled GPU kernel: run hidet-schedule-anchors before hidet-fuse-prologue-epilogue

func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  return %hb : tensor<100x72xf32>
}
