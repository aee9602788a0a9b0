// Integer element-wise ops on wmma fragments, for neg_wmma.mlir: upstream's
// convert-gpu-to-nvvm (LLVM 22) crashes on them; hidet reports them.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%A: memref<16x16xi32>) kernel {
      %c0 = arith.constant 0 : index
      %a = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi32> -> !gpu.mma_matrix<16x16xi32, "COp">
      %s = gpu.subgroup_mma_elementwise muli %a, %a : (!gpu.mma_matrix<16x16xi32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
      gpu.subgroup_mma_store_matrix %s, %A[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<16x16xi32>
      gpu.return
    }
  }
  func.func @main(%A: memref<16x16xi32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<16x16xi32>)
    return
  }
}
