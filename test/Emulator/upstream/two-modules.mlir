// Two gpu.launch regions of different shapes in one host function: kernel
// outlining gives two gpu.modules, both run; the second reads what the first
// wrote (through a host_register'ed buffer) and writes into a gpu.alloc
// buffer that gpu.memcpy copies back. Written in the style of upstream's
// mlir/test/Integration/GPU/CUDA/two-modules.mlir (not a copy).
// RUN: hidet-opt %s -p gpu-kernel-outlining | FileCheck %s --check-prefix=OUTLINED
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils --emu-schedule=reverse -O0 | FileCheck %s

// OUTLINED-COUNT-2: gpu.module @
// OUTLINED-NOT:     gpu.module @

// First launch (9 threads in x): sq[t] = t*t.
// CHECK:      sizes = [9]
// CHECK-NEXT: [0, 1, 4, 9, 16, 25, 36, 49, 64]
// Second launch (3x3 threads, t = 3y + x): out[t] = sq[8 - t] + t,
// i.e. 64, 49+1, 36+2, 25+3, 16+4, 9+5, 4+6, 1+7, 0+8.
// CHECK:      sizes = [9]
// CHECK-NEXT: [64, 50, 38, 28, 20, 14, 10, 8, 8]
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index

  %sq = memref.alloc(%c9) : memref<?xi32>
  %sq_any = memref.cast %sq : memref<?xi32> to memref<*xi32>
  gpu.host_register %sq_any : memref<*xi32>
  %n = memref.dim %sq, %c0 : memref<?xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %t = arith.index_cast %tx : index to i32
    %t2 = arith.muli %t, %t : i32
    memref.store %t2, %sq[%tx] : memref<?xi32>
    gpu.terminator
  }
  call @printMemrefI32(%sq_any) : (memref<*xi32>) -> ()

  %dev = gpu.alloc (%c9) : memref<?xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c3, %sz = %c1) {
    %row = arith.muli %ty, %sx : index
    %lin = arith.addi %row, %tx : index
    %mirror = arith.subi %c8, %lin : index
    %s = memref.load %sq[%mirror] : memref<?xi32>
    %t = arith.index_cast %lin : index to i32
    %v = arith.addi %s, %t : i32
    memref.store %v, %dev[%lin] : memref<?xi32>
    gpu.terminator
  }
  %out = memref.alloc(%c9) : memref<?xi32>
  gpu.memcpy %out, %dev : memref<?xi32>, memref<?xi32>
  gpu.dealloc %dev : memref<?xi32>
  %out_any = memref.cast %out : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%out_any) : (memref<*xi32>) -> ()
  gpu.host_unregister %sq_any : memref<*xi32>
  memref.dealloc %sq : memref<?xi32>
  memref.dealloc %out : memref<?xi32>
  return
}

func.func private @printMemrefI32(%ptr : memref<*xi32>)
