// gpu.host_register of an unranked memref, a gpu.launch inside a host
// function that takes a dynamic memref (threads = its size), printing with
// printMemrefF32 and vector.print. Written in the style of upstream's
// mlir/test/Integration/GPU/CUDA/gpu-to-cubin.mlir (not a copy).
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils --shared-lib=%mlir_c_runner_utils | FileCheck %s

// Before the launch every element holds -4 (host scf.for); the launch writes
// start + step * t = 2.5 - 0.5 t for t = 0..5; vector.print reads 3 from [2].
// CHECK:      rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [-4,  -4,  -4,  -4,  -4,  -4]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [2.5,  2,  1.5,  1,  0.5,  0]
// CHECK-NEXT: ( 1.5, 1, 0.5 )
func.func @ramp_on_device(%start : f32, %step : f32, %out : memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %out, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %ti = arith.index_cast %tx : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    %off = arith.mulf %tf, %step : f32
    %v = arith.addf %start, %off : f32
    memref.store %v, %out[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %minus4 = arith.constant -4.0 : f32
  %pad = arith.constant 0.0 : f32
  %buf = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    memref.store %minus4, %buf[%i] : memref<6xf32>
  }
  %dyn = memref.cast %buf : memref<6xf32> to memref<?xf32>
  %any = memref.cast %dyn : memref<?xf32> to memref<*xf32>
  gpu.host_register %any : memref<*xf32>
  call @printMemrefF32(%any) : (memref<*xf32>) -> ()
  %start = arith.constant 2.5 : f32
  %step = arith.constant -0.5 : f32
  call @ramp_on_device(%start, %step, %dyn) : (f32, f32, memref<?xf32>) -> ()
  call @printMemrefF32(%any) : (memref<*xf32>) -> ()
  %mid = vector.transfer_read %buf[%c2], %pad : memref<6xf32>, vector<3xf32>
  vector.print %mid : vector<3xf32>
  gpu.host_unregister %any : memref<*xf32>
  memref.dealloc %buf : memref<6xf32>
  return
}

func.func private @printMemrefF32(%ptr : memref<*xf32>)
