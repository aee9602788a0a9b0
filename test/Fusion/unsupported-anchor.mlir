// Anchors without a GPU template (softmax here) are reported by
// hidet-schedule-anchors{report=true} and are an error at fusion, never a
// silently skipped kernel.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true},hidet-fuse-prologue-epilogue)' 2>&1 | FileCheck %s
// CHECK: [[@LINE+6]]:8: remark: @s_kernel0: not scheduled: no GPU template for 'graph.softmax' yet (supported anchors: graph.matmul, graph.batch_matmul)
// CHECK: [[@LINE+5]]:8: error: 'graph.softmax' op has no scheduled GPU kernel
// A non-splat constant cannot be read inside a kernel.
// RUN: not hidet-opt %S/Inputs/nonsplat_constant.mlir --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-fuse-prologue-epilogue)' 2>&1 | FileCheck %s --check-prefix=CONST
// CONST: error: 'graph.constant' op cannot be fused into its kernel: a non-splat constant cannot be read inside a kernel (only splat constants are fused)
func.func @s(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = "graph.softmax"(%x) {axis = -1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
