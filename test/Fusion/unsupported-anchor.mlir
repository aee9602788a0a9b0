// Anchors without a GPU template (softmax here) are an error of
// hidet-schedule-anchors at the anchor, naming the templates that exist,
// never a silently skipped kernel.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true},hidet-fuse-prologue-epilogue)' 2>&1 | FileCheck %s
// CHECK: [[@LINE+6]]:8: error: 'graph.softmax' op has no GPU template (the templates are: matmul_f32_simt (graph.matmul, graph.batch_matmul); elementwise (kernel functions without an anchor))
// CHECK-NOT: error
// A non-splat constant cannot be read inside a kernel.
// RUN: not hidet-opt %S/Inputs/nonsplat_constant.mlir --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-fuse-prologue-epilogue)' 2>&1 | FileCheck %s --check-prefix=CONST
// CONST: error: 'graph.constant' op cannot be fused into its kernel: a non-splat constant cannot be read inside a kernel (only splat constants are fused)
func.func @s(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = "graph.softmax"(%x) {axis = -1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
