// A kernel that must spill: 64 floats live at once in a kernel limited to
// 24 registers (nvvm.maxnreg becomes PTX's .maxnreg). Used by
// test/PTX/ptx-report.mlir for ptx_report.sh --no-spills.
module attributes {gpu.container_module} {
  gpu.module @spill_kernels {
    gpu.func @pressure(%x: memref<?xf32>, %y: memref<?xf32>) kernel attributes {nvvm.maxnreg = 24 : i32} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %v = vector.load %x[%c0] : memref<?xf32>, vector<32xf32>
      %w = vector.load %x[%c32] : memref<?xf32>, vector<32xf32>
      %p = arith.mulf %v, %w : vector<32xf32>
      %q = arith.addf %p, %v : vector<32xf32>
      %r = arith.mulf %q, %w : vector<32xf32>
      vector.store %r, %y[%c0] : memref<?xf32>, vector<32xf32>
      vector.store %q, %y[%c32] : memref<?xf32>, vector<32xf32>
      gpu.return
    }
  }
}
