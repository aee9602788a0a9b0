// gpu.alloc host_shared: the host writes the buffer, a kernel reads and
// rewrites it in place, the host reads it back (vector.print). A second run
// shifts the kernel's load by one element, so thread 2 reads just past the
// end: the emulator reports it and hidet-run exits non-zero. Written in the
// style of upstream's mlir/test/Integration/GPU/CUDA/alloc-host-shared.mlir
// (not a copy).
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --emu-schedule=reverse -O0 | FileCheck %s
// RUN: sed 's/%%shift = arith.constant 0/%%shift = arith.constant 1/' %s > %t.oob.mlir
// RUN: not hidet-run --target=emulate %t.oob.mlir --shared-lib=%mlir_c_runner_utils > %t.oob.out 2>&1
// RUN: FileCheck %s --check-prefix=OOB < %t.oob.out

// Host writes [5, 7, 11]; thread t stores buf[t] * (t + 2): 10, 21, 44;
// their sum is 75.
// CHECK:      ( 10, 21, 44 )
// CHECK-NEXT: 75
// With the shift, thread 2 loads element 3 of a 3 x i32 (12-byte) buffer
// (the operand number counts the lowered kernel's flattened arguments).
// OOB: hidet-emu: error: out-of-bounds load of 4 bytes at {{.*}}.oob.mlir:{{[0-9]+}}:{{[0-9]+}} (load) by thread (2,0,0) of block (0,0,0) in kernel {{.*}}: address is just past the end of buffer #0 (kernel operand {{[0-9]+}}, 12 bytes)
// OOB-NEXT: hidet-run: error: the emulated kernels failed
// OOB-NOT: ( 10, 21, 44 )
module attributes {gpu.container_module} {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %zero = arith.constant 0 : i32
    %buf = gpu.alloc host_shared () : memref<3xi32>
    %v5 = arith.constant 5 : i32
    %v7 = arith.constant 7 : i32
    %v11 = arith.constant 11 : i32
    memref.store %v5, %buf[%c0] : memref<3xi32>
    memref.store %v7, %buf[%c1] : memref<3xi32>
    memref.store %v11, %buf[%c2] : memref<3xi32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c1, %sz = %c1) {
      %shift = arith.constant 0 : index
      %src = arith.addi %tx, %shift : index
      %old = memref.load %buf[%src] : memref<3xi32>
      %two = arith.constant 2 : index
      %k = arith.addi %tx, %two : index
      %k32 = arith.index_cast %k : index to i32
      %new = arith.muli %old, %k32 : i32
      memref.store %new, %buf[%tx] : memref<3xi32>
      gpu.terminator
    }
    %all = vector.transfer_read %buf[%c0], %zero : memref<3xi32>, vector<3xi32>
    vector.print %all : vector<3xi32>
    %sum = vector.reduction <add>, %all : vector<3xi32> into i32
    vector.print %sum : i32
    gpu.dealloc %buf : memref<3xi32>
    return
  }
}
