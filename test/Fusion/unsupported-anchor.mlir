// An anchor that no template can compute is an error of
// hidet-schedule-anchors at the anchor, never a silently skipped kernel.
// Every anchor kind has a template now (the "has no GPU template" error,
// naming the templates, guards kernel functions built by other means), so
// the case here is an f64 conv2d: conv2d_simt takes it and says why it
// cannot compute it.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true},hidet-fuse-prologue-epilogue)' 2>&1 | FileCheck %s
// CHECK: [[@LINE+3]]:8: error: 'graph.conv2d' op the CUDA-core conv2d template computes f32 only; this one has an input of type tensor<1x2x4x4xf64> (cast it to f32 in the graph)
// CHECK-NOT: error
func.func @s(%x: tensor<1x2x4x4xf64>, %w: tensor<3x2x3x3xf64>) -> tensor<1x3x2x2xf64> {
  %y = "graph.conv2d"(%x, %w) : (tensor<1x2x4x4xf64>, tensor<3x2x3x3xf64>) -> tensor<1x3x2x2xf64>
  return %y : tensor<1x3x2x2xf64>
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
