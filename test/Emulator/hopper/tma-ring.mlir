// A two-stage TMA ring on mbarrier phases (our own program): thread 32, a
// producer, loads four 16x32 f32 tiles of a 64x32 tensor (element (i, j) =
// i + j) into stage k % 2, each after the 32 consumers released the stage
// (the `empty` barrier of the stage, phase parity (k / 2 - 1) % 2); the
// consumers wait for `full` of the stage (parity (k / 2) % 2), add their
// column of the tile, and arrive on `empty`. Column j sums to 2016 + 64 j.
// Under every schedule and with loads landing early. The NORELEASE run
// drops the producer's wait for `empty`: its third load arrives on the
// `full` barrier of stage 0 while the first load's phase is still open
// (its arrival count is spent), which the emulator reports.
// RUN: hidet-run --target=emulate %s | FileCheck %s
// RUN: hidet-run --target=emulate %s -O0 --emu-schedule=reverse | FileCheck %s
// RUN: hidet-run --target=emulate %s --emu-schedule=random --emu-seed=11 --emu-async=early | FileCheck %s
// RUN: sed 's/^ *nvgpu.mbarrier.try_wait.parity %empty.*$//' %s > %t.mlir
// RUN: not hidet-run --target=emulate %t.mlir --emu-schedule=reverse 2>&1 | FileCheck %s --check-prefix=NORELEASE
// CHECK-DAG: col 0 sum 2016.000000
// CHECK-DAG: col 31 sum 4000.000000
// CHECK-DAG: bad 0
// NORELEASE: hidet-emu: error: thread (32,0,0) of block (0,0,0) in kernel '{{.*}}': mbarrier.arrive.expect_tx at {{.*}} on the mbarrier at 0x{{[0-9a-f]+}} arrives 1 times, but 0 of its 1 arrivals are pending in phase 0
!desc = !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
module attributes {gpu.container_module} {
  memref.global "private" @ring : memref<2x16x32xf32, 3> {alignment = 1024}
  memref.global "private" @badcount : memref<1xi32, 3>
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c33 = arith.constant 33 : index
    %c64 = arith.constant 64 : index
    %h = memref.alloc() : memref<64x32xf32>
    scf.for %i = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c32 step %c1 {
        %v = arith.addi %i, %j : index
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to f32
        memref.store %f, %h[%i, %j] : memref<64x32xf32>
      }
    }
    %d = gpu.alloc () : memref<64x32xf32>
    gpu.memcpy %d, %h : memref<64x32xf32>, memref<64x32xf32>
    %u = memref.cast %d : memref<64x32xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%c16, %c32] : memref<*xf32> -> !desc
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c33, %sy = %c1, %sz = %c1) {
      %ring = memref.get_global @ring : memref<2x16x32xf32, 3>
      %bad = memref.get_global @badcount : memref<1xi32, 3>
      %full = nvgpu.mbarrier.create -> !bars
      %empty = nvgpu.mbarrier.create -> !bars
      %zero = arith.constant 0 : i32
      %ticks = arith.constant 1000000 : index
      %bytes = arith.constant 2048 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        nvgpu.mbarrier.init %full[%c0], %c1 : !bars
        nvgpu.mbarrier.init %full[%c1], %c1 : !bars
        nvgpu.mbarrier.init %empty[%c0], %c32 : !bars
        nvgpu.mbarrier.init %empty[%c1], %c32 : !bars
        memref.store %zero, %bad[%c0] : memref<1xi32, 3>
      }
      gpu.barrier
      %producer = arith.cmpi eq, %tx, %c32 : index
      scf.if %producer {
        scf.for %k = %c0 to %c4 step %c1 {
          %s = arith.remui %k, %c2 : index
          %round = arith.divui %k, %c2 : index
          %reuse = arith.cmpi uge, %k, %c2 : index
          scf.if %reuse {
            %r1 = arith.subi %round, %c1 : index
            %p = arith.remui %r1, %c2 : index
            %pb = arith.index_cast %p : index to i1
            nvgpu.mbarrier.try_wait.parity %empty[%s], %pb, %ticks : !bars
          }
          %stage = memref.subview %ring[%s, 0, 0] [1, 16, 32] [1, 1, 1] : memref<2x16x32xf32, 3> to memref<16x32xf32, strided<[32, 1], offset: ?>, 3>
          %row = arith.muli %k, %c16 : index
          nvgpu.mbarrier.arrive.expect_tx %full[%s], %bytes : !bars
          nvgpu.tma.async.load %desc[%c0, %row], %full[%s] to %stage : !desc, !bars -> memref<16x32xf32, strided<[32, 1], offset: ?>, 3>
        }
      } else {
        %fz = arith.constant 0.0 : f32
        %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %fz) -> (f32) {
          %s = arith.remui %k, %c2 : index
          %round = arith.divui %k, %c2 : index
          %p = arith.remui %round, %c2 : index
          %pb = arith.index_cast %p : index to i1
          nvgpu.mbarrier.try_wait.parity %full[%s], %pb, %ticks : !bars
          %part = scf.for %r = %c0 to %c16 step %c1 iter_args(%a = %acc) -> (f32) {
            %x = memref.load %ring[%s, %r, %tx] : memref<2x16x32xf32, 3>
            %a2 = arith.addf %a, %x : f32
            scf.yield %a2 : f32
          }
          %tok = nvgpu.mbarrier.arrive %empty[%s] : !bars -> !nvgpu.mbarrier.token
          scf.yield %part : f32
        }
        %txi = arith.index_cast %tx : index to i32
        %c64i = arith.constant 64 : i32
        %c2016 = arith.constant 2016 : i32
        %w = arith.muli %txi, %c64i : i32
        %w2 = arith.addi %w, %c2016 : i32
        %want = arith.sitofp %w2 : i32 to f32
        %ne = arith.cmpf une, %sum, %want : f32
        %one = arith.extui %ne : i1 to i32
        %old = memref.atomic_rmw addi %one, %bad[%c0] : (i32, memref<1xi32, 3>) -> i32
        %c31 = arith.constant 31 : index
        %edge = arith.cmpi eq, %tx, %c31 : index
        %show = arith.ori %first, %edge : i1
        scf.if %show {
          gpu.printf "col %d sum %f\n", %txi, %sum : i32, f32
        }
      }
      gpu.barrier
      scf.if %first {
        %nb = memref.load %bad[%c0] : memref<1xi32, 3>
        gpu.printf "bad %d\n", %nb : i32
      }
      gpu.terminator
    }
    memref.dealloc %h : memref<64x32xf32>
    gpu.dealloc %d : memref<64x32xf32>
    return
  }
}
