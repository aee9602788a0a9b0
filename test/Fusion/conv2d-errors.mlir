// Diagnostics of the implicit-GEMM conv templates (conv2d_simt, conv2d_tc):
// errors at the conv, non-zero exit, no crash.
// An f64 conv: conv2d_simt takes every groups == 1 conv without a 16-bit
// operand, and says why it cannot compute this one.
// RUN: sed 's/xf32>/xf64>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=F64
// F64: error: 'graph.conv2d' op the CUDA-core conv2d template computes f32 only; this one has an input of type tensor<1x8x8x4xf64> (cast it to f32 in the graph)
// A grouped conv is declined by both conv templates (groups > 1 is
// memory-bound): the depthwise/grouped window template takes it.
// RUN: sed 's/tensor<3x3x4x8xf32>/tensor<3x3x2x8xf32>/g; s/padding =/groups = 2, padding =/' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=GROUPS
// GROUPS-NOT: conv2d_simt
// GROUPS: hidet.template = "depthwise"
// GROUPS-NOT: conv2d_simt
// An empty batch.
// RUN: sed 's/1x8x8x4xf32/0x8x8x4xf32/; s/1x8x8x8xf32/0x8x8x8xf32/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: 'graph.conv2d' op empty conv2d (GEMM m 0, n 8, k 36) has no kernel
// A forced schedule that does not fit: the SIMT matmul's check, at the conv.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w4x4-o4x4-l8x4-i4x4-k32-s4})' 2>&1 | FileCheck %s --check-prefix=SMEM
// SMEM: error: 'graph.conv2d' op schedule 'w4x4-o4x4-l8x4-i4x4-k32-s4' does not fit sm_80: needs 428032 bytes (418.0 KiB) of shared memory, sm_80 has 48 KiB per block
// Mixed operand types never reach conv2d_tc: the graph verifier rejects
// them (the template's own checks guard kernel functions built otherwise).
// RUN: sed 's/tensor<1x8x8x4xf32>/tensor<1x8x8x4xf16>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: error: 'graph.conv2d' op operand #1 element type f32 does not match operand #0 element type f16
// The template each type gets, with the conv's GEMM view as its problem.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' | FileCheck %s --check-prefix=F32
// F32: hidet.problem = array<i64: 1, 64, 8, 36>
// F32: hidet.template = "conv2d_simt"
// RUN: sed 's/xf32>/xf16>/g' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' | FileCheck %s --check-prefix=F16
// F16: hidet.template = "conv2d_tc"

func.func @f(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x8x8x8xf32> {
  %y = "graph.conv2d"(%x, %w) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x8x8x8xf32>
  return %y : tensor<1x8x8x8xf32>
}
