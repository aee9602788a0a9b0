// A kernel calling math.exp, math.erf and math.tanh (f32) and math.exp
// (f64): convert-gpu-to-nvvm turns them into calls of libdevice's
// __nv_expf, __nv_erff, __nv_tanhf and __nv_exp, which gpu-module-to-binary
// links from the toolkit's nvvm/libdevice/libdevice.10.bc (and inlines).
// Used by test/PTX/math-libdevice.mlir and toolkit-discovery.mlir.
module attributes {gpu.container_module} {
  gpu.module @math_kernels {
    gpu.func @gelu_parts(%x: memref<?xf32>, %y: memref<?xf32>, %z: memref<?xf64>) kernel {
      %c0 = arith.constant 0 : index
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %b = arith.muli %bx, %bd : index
      %i = arith.addi %b, %tx : index
      %n = memref.dim %x, %c0 : memref<?xf32>
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %v = memref.load %x[%i] : memref<?xf32>
        %e = math.exp %v : f32
        %r = math.erf %v : f32
        %t = math.tanh %v : f32
        %s = arith.addf %e, %r : f32
        %u = arith.mulf %s, %t : f32
        memref.store %u, %y[%i] : memref<?xf32>
        %d = arith.extf %v : f32 to f64
        %ed = math.exp %d : f64
        memref.store %ed, %z[%i] : memref<?xf64>
      }
      gpu.return
    }
  }
  func.func @main(%x: memref<?xf32>, %y: memref<?xf32>, %z: memref<?xf64>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @math_kernels::@gelu_parts blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>, %z : memref<?xf64>)
    return
  }
}
