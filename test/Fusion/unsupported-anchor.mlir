// Anchors without a GPU template (a conv2d with groups = 1 here, until the
// implicit-GEMM conv template exists) are an error of
// hidet-schedule-anchors at the anchor, naming the templates that exist,
// never a silently skipped kernel.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true},hidet-fuse-prologue-epilogue)' 2>&1 | FileCheck %s
// CHECK: [[@LINE+3]]:8: error: 'graph.conv2d' op has no GPU template (the templates are: matmul_f32_simt (graph.matmul, graph.batch_matmul); matmul_tc (graph.matmul, graph.batch_matmul with f16 or bf16 operands); matmul_tf32 (graph.matmul, graph.batch_matmul with f32 operands and hidet.precision = "tf32"); reduce (graph.reduce); softmax (graph.softmax); layer_norm (graph.layer_norm); depthwise (graph.conv2d with groups > 1); pool2d (graph.pool2d); elementwise (kernel functions without an anchor))
// CHECK-NOT: error
func.func @s(%x: tensor<1x2x4x4xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x2x2xf32> {
  %y = "graph.conv2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x2x2xf32>
  return %y : tensor<1x3x2x2xf32>
}
// A non-splat constant (here a matmul's weight) is a kernel input: it stays
// on the host as a memref.global and the kernel reads it like any input
// (more in host_constants.mlir), so this compiles and runs.
// RUN: hidet-opt %S/Inputs/nonsplat_constant.mlir --pass-pipeline='builtin.module(hidet-compile-to-gpu)' -o %t.const.mlir
// RUN: hidet-run --target=emulate %t.const.mlir --entry=h --arg=rand --arg=poison --compare=%S/Inputs/nonsplat_constant.mlir | FileCheck %s --check-prefix=CONST
// CONST: compare: PASS
// What still cannot be read inside a kernel: a non-splat constant in a
// kernel function that hidet-outline-kernels did not make.
// RUN: not hidet-opt %S/Inputs/nonsplat_constant_kernel.mlir --pass-pipeline='builtin.module(hidet-schedule-anchors,hidet-fuse-prologue-epilogue)' 2>&1 | FileCheck %s --check-prefix=CONST-KERNEL
// CONST-KERNEL: nonsplat_constant_kernel.mlir:8:8: error: 'graph.constant' op cannot be fused into its kernel: a non-splat constant cannot be read inside a kernel (only splat constants are fused; hidet-outline-kernels passes non-splat ones to the kernel as inputs)
