// Named pipelines expand in place, nest like passes, and take no options.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-reference)' | FileCheck %s
// CHECK-LABEL: func.func @f(
// CHECK-SAME: memref<2x3xf32>, %{{.*}}: memref<2x3xf32>)
// CHECK-NOT: graph.
// CHECK: scf.for
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-reference,hidet-cpu-lowering)' | FileCheck %s --check-prefix=LLVM
// LLVM: llvm.func @f(
// LLVM-NOT: scf.for
// hidet-emulator-lowering takes gpu-dialect kernels all the way to runtime calls:
// RUN: hidet-opt %S/../Emulator/kernels/transpose_smem.mlir --pass-pipeline='builtin.module(hidet-emulator-lowering)' | FileCheck %s --check-prefix=EMU
// EMU-NOT: gpu.module
// EMU: llvm.call @hidet_emu_barrier(
// EMU: llvm.call @hidet_emu_launch(
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-reference{x=1})' 2>&1 | FileCheck %s --check-prefix=OPTS
// OPTS: the pipeline 'hidet-reference' takes no options
func.func @f(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = "graph.relu"(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
