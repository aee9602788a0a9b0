// Three kernel modules for test/PTX/parallel-backend-invalid.mlir: @ok
// lowers; @bad1 and @bad2 keep a tensor op that nothing lowers, so the
// NVVM -> LLVM IR translation of each fails (at its unrealized cast).
module attributes {gpu.container_module} {
  gpu.module @ok {
    gpu.func @f0(%p: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %p[%c0] : memref<4xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %p[%c0] : memref<4xf32>
      gpu.return
    }
  }
  gpu.module @bad1 {
    gpu.func @f1(%p: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %t = tensor.empty() : tensor<4xf32>
      %v = tensor.extract %t[%c0] : tensor<4xf32>
      memref.store %v, %p[%c0] : memref<4xf32>
      gpu.return
    }
  }
  gpu.module @bad2 {
    gpu.func @f2(%p: memref<4xf32>) kernel {
      %c1 = arith.constant 1 : index
      %t = tensor.empty() : tensor<8xf32>
      %v = tensor.extract %t[%c1] : tensor<8xf32>
      memref.store %v, %p[%c1] : memref<4xf32>
      gpu.return
    }
  }
}
