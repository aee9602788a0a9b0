// The lockstep schedule (--emu-schedule=lockstep): threads take turns at
// every checked load and store, so the threads of a block advance together.
// Each of 4 threads stores t + 1 to slot t of a shared buffer and then reads
// slot (t + 1) % 4 with no barrier in between: a race. In forward order,
// thread 0 runs alone to its end and reads the poison (-1 as i32) of a slot
// nobody wrote yet; in lockstep every store precedes every load, as on a GPU
// whose warps run side by side (what upstream's sm_90 GEMM relies on).
// RUN: hidet-run --target=emulate %s | FileCheck %s --check-prefix=FORWARD
// RUN: hidet-run --target=emulate %s --emu-schedule=lockstep | FileCheck %s --check-prefix=LOCKSTEP
// FORWARD: thread 0 read -1
// LOCKSTEP: thread 0 read 2
// LOCKSTEP: thread 3 read 1
module attributes {gpu.container_module} {
  memref.global "private" @slots : memref<4xi32, 3>
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      %s = memref.get_global @slots : memref<4xi32, 3>
      %t1 = arith.addi %tx, %c1 : index
      %v = arith.index_cast %t1 : index to i32
      memref.store %v, %s[%tx] : memref<4xi32, 3>
      %n = arith.remui %t1, %c4 : index
      %r = memref.load %s[%n] : memref<4xi32, 3>
      %ti = arith.index_cast %tx : index to i32
      gpu.printf "thread %d read %d\n", %ti, %r : i32, i32
      gpu.terminator
    }
    return
  }
}
