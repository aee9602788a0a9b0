// Three chunks for --split-input-file; the third reuses the first's name.
module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @k(%x: memref<4xf32>) kernel {
      gpu.return
    }
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @second {
    gpu.func @k(%x: memref<4xf32>) kernel {
      gpu.return
    }
  }
}
// -----
module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @k(%x: memref<4xf32>) kernel {
      gpu.return
    }
  }
}
