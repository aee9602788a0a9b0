// Our own program in the style of upstream's
// mlir/test/Integration/GPU/CUDA/async.mlir, with gpu async tokens instead
// of the async dialect (async.execute needs a thread
// pool, which the emulator does not model): host_register, gpu.alloc async,
// gpu.memcpy async (fork: two copies depending on one token), an async launch
// that joins two tokens, gpu.wait async / gpu.wait, gpu.dealloc async. The
// emulator runs each op at once in program order, which every token order
// allows.
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils -O0 --emu-schedule=reverse | FileCheck %s

// CHECK: [84, 84]
// CHECK: [7, 7]
// CHECK: [-1, -1]
func.func @main() {
  %c0    = arith.constant 0 : index
  %c1    = arith.constant 1 : index
  %count = arith.constant 2 : index

  // initialize h0 on host
  %h0 = memref.alloc(%count) : memref<?xi32>
  %h0_unranked = memref.cast %h0 : memref<?xi32> to memref<*xi32>
  gpu.host_register %h0_unranked : memref<*xi32>

  %v0 = arith.constant 42 : i32
  memref.store %v0, %h0[%c0] : memref<?xi32>
  memref.store %v0, %h0[%c1] : memref<?xi32>

  // copy h0 to b0 on device.
  %t0 = gpu.wait async
  %b0, %ta = gpu.alloc async [%t0] (%count) : memref<?xi32>
  %tb = gpu.memcpy async [%ta] %b0, %h0 : memref<?xi32>, memref<?xi32>

  // copy b0 to b1 and b2 (fork)
  %b1, %tc = gpu.alloc async [%tb] (%count) : memref<?xi32>
  %t1 = gpu.memcpy async [%tc] %b1, %b0 : memref<?xi32>, memref<?xi32>
  %b2, %td = gpu.alloc async [%tb] (%count) : memref<?xi32>
  %t2 = gpu.memcpy async [%td] %b2, %b0 : memref<?xi32>, memref<?xi32>

  // h0 = b1 + b2 (join).
  %t3 = gpu.launch async [%t1, %t2] blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %count, %block_y = %c1, %block_z = %c1) {
    %v1 = memref.load %b1[%tx] : memref<?xi32>
    %v2 = memref.load %b2[%tx] : memref<?xi32>
    %sum = arith.addi %v1, %v2 : i32
    memref.store %sum, %h0[%tx] : memref<?xi32>
    gpu.terminator
  }

  gpu.wait [%t3]
  call @printMemrefI32(%h0_unranked) : (memref<*xi32>) -> ()

  // gpu.memset on the device, copied back.
  %c7 = arith.constant 7 : i32
  %t4 = gpu.memset async [%t3] %b1, %c7 : memref<?xi32>, i32
  %t5 = gpu.memcpy async [%t4] %h0, %b1 : memref<?xi32>, memref<?xi32>
  gpu.wait [%t5]
  call @printMemrefI32(%h0_unranked) : (memref<*xi32>) -> ()

  // A fresh gpu.alloc holds 0xFF bytes (-1) until written.
  %b3 = gpu.alloc (%count) : memref<?xi32>
  gpu.memcpy %h0, %b3 : memref<?xi32>, memref<?xi32>
  call @printMemrefI32(%h0_unranked) : (memref<*xi32>) -> ()

  %t6 = gpu.dealloc async [%t5] %b0 : memref<?xi32>
  %t7 = gpu.dealloc async [%t6] %b1 : memref<?xi32>
  gpu.dealloc %b2 : memref<?xi32>
  gpu.dealloc %b3 : memref<?xi32>
  gpu.wait [%t7]
  gpu.host_unregister %h0_unranked : memref<*xi32>
  memref.dealloc %h0 : memref<?xi32>
  return
}

func.func private @printMemrefI32(memref<*xi32>)
