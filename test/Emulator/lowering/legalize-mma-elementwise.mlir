// hidet-legalize-mma-elementwise: subf and negatef on fragments become
// addf/mulf with a constant matrix of -1 (LLVM 22's convert-gpu-to-nvvm
// crashes on them); integer kinds are errors at the op.
// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-legalize-mma-elementwise)' --verify-diagnostics | FileCheck %s

// CHECK-LABEL: gpu.func @sub_neg
// CHECK: %[[M1:.*]] = arith.constant -1.000000e+00 : f16
// CHECK: %[[K:.*]] = gpu.subgroup_mma_constant_matrix %[[M1]] : !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: %[[NB:.*]] = gpu.subgroup_mma_elementwise  mulf %[[B:.*]], %[[K]]
// CHECK: %[[S:.*]] = gpu.subgroup_mma_elementwise  addf %[[A:.*]], %[[NB]]
// CHECK: %[[K2:.*]] = gpu.subgroup_mma_constant_matrix %{{.*}} : !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: %[[N:.*]] = gpu.subgroup_mma_elementwise  mulf %[[S]], %[[K2]]
// CHECK: gpu.subgroup_mma_elementwise  maxf %[[N]], %[[A]]
// CHECK-NOT: subf
// CHECK-NOT: negatef
gpu.module @m {
  gpu.func @sub_neg(%p: memref<16x16xf16>) kernel {
    %c0 = arith.constant 0 : index
    %a = gpu.subgroup_mma_load_matrix %p[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %b = gpu.subgroup_mma_load_matrix %p[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %s = gpu.subgroup_mma_elementwise subf %a, %b : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    %n = gpu.subgroup_mma_elementwise negatef %s : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    %x = gpu.subgroup_mma_elementwise maxf %n, %a : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %x, %p[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @int(%p: memref<16x16xi32>) kernel {
    %c0 = arith.constant 0 : index
    %a = gpu.subgroup_mma_load_matrix %p[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi32> -> !gpu.mma_matrix<16x16xi32, "COp">
    // expected-error @+1 {{'gpu.subgroup_mma_elementwise' op 'addi' on integer fragments cannot be lowered to NVVM (LLVM 22's convert-gpu-to-nvvm has no lowering for it)}}
    %s = gpu.subgroup_mma_elementwise addi %a, %a : (!gpu.mma_matrix<16x16xi32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
    gpu.subgroup_mma_store_matrix %s, %p[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<16x16xi32>
    gpu.return
  }
}
