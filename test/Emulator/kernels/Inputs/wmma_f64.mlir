// An f64 wmma (m8n8k4) kernel for neg_wmma.mlir: the emulator does not run
// f64 fragments, and says so at the load.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%A: memref<8x8xf64>, %D: memref<8x8xf64>) kernel {
      %c0 = arith.constant 0 : index
      %a = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<8x4xf64, "AOp">
      %b = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<4x8xf64, "BOp">
      %c = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<8x8xf64, "COp">
      %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<8x4xf64, "AOp">, !gpu.mma_matrix<4x8xf64, "BOp"> -> !gpu.mma_matrix<8x8xf64, "COp">
      gpu.subgroup_mma_store_matrix %d, %D[%c0, %c0] {leadDimension = 8 : index} : !gpu.mma_matrix<8x8xf64, "COp">, memref<8x8xf64>
      gpu.return
    }
  }
  func.func @main(%A: memref<8x8xf64>, %D: memref<8x8xf64>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<8x8xf64>, %D : memref<8x8xf64>)
    return
  }
}
