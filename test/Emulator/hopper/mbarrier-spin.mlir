// Spin waits on an mbarrier (our own program): thread 0 issues a TMA load
// and expects its bytes (one arrival), every thread arrives once more and
// keeps the token (33 arrivals in all), then every thread polls nvgpu.mbarrier.test.wait with its token in a
// loop until the phase completes. On the emulator a failed poll lands the
// copies in flight and ends the thread's turn, so the loop ends (threads are
// fibers, never preempted) under every schedule.
// RUN: hidet-run --target=emulate %s | FileCheck %s
// RUN: hidet-run --target=emulate %s --emu-schedule=reverse -O0 | FileCheck %s
// RUN: hidet-run --target=emulate %s --emu-schedule=random --emu-seed=3 --emu-async=early | FileCheck %s
// CHECK: t[2][5]=205.000000
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x16xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  memref.global "private" @tile : memref<8x16xf32, 3> {alignment = 128}
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c100 = arith.constant 100 : index
    %h = memref.alloc() : memref<8x16xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %a = arith.muli %i, %c100 : index
        %v = arith.addi %a, %j : index
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to f32
        memref.store %f, %h[%i, %j] : memref<8x16xf32>
      }
    }
    %d = gpu.alloc () : memref<8x16xf32>
    gpu.memcpy %d, %h : memref<8x16xf32>, memref<8x16xf32>
    %u = memref.cast %d : memref<8x16xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%c8, %c16] : memref<*xf32> -> !desc
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<8x16xf32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %c33 = arith.constant 33 : index
        nvgpu.mbarrier.init %bar[%c0], %c33 : !bar
      }
      gpu.barrier
      scf.if %first {
        %bytes = arith.constant 512 : index
        nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %t : !desc, !bar -> memref<8x16xf32, 3>
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
      }
      %tok = nvgpu.mbarrier.arrive %bar[%c0] : !bar -> !nvgpu.mbarrier.token
      %true = arith.constant true
      %zero = arith.constant 0 : i32
      %polls = scf.while (%n = %zero) : (i32) -> i32 {
        %done = nvgpu.mbarrier.test.wait %bar[%c0], %tok : !bar, !nvgpu.mbarrier.token
        %more = arith.xori %done, %true : i1
        scf.condition(%more) %n : i32
      } do {
      ^bb0(%n2: i32):
        %one = arith.constant 1 : i32
        %n3 = arith.addi %n2, %one : i32
        scf.yield %n3 : i32
      }
      scf.if %first {
        %c2 = arith.constant 2 : index
        %c5 = arith.constant 5 : index
        %v = memref.load %t[%c2, %c5] : memref<8x16xf32, 3>
        gpu.printf "t[2][5]=%f\n", %v : f32
      }
      gpu.terminator
    }
    memref.dealloc %h : memref<8x16xf32>
    gpu.dealloc %d : memref<8x16xf32>
    return
  }
}
