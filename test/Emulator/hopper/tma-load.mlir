// A 2-D TMA tile load on the emulator (no swizzle), in the style of
// upstream's mlir/test/Integration/GPU/CUDA/sm90 programs (our own program):
// the host builds a tensor map over a 40x64 f32 device tensor whose element
// (i, j) is 100 i + j; one thread of the block expects the tile's bytes on
// an mbarrier and issues the load of the 16x32 box at row 30, column 40
// (coordinates innermost first), which runs past both edges: rows 40..45 and
// columns 64..71 read as zeros. Every thread waits on the phase, then each
// checks its own row of the tile against the formula and counts
// mismatches; thread 0 prints three elements and the total. Run under
// every schedule and with copies landing early.
// RUN: hidet-run --target=emulate %s | FileCheck %s
// RUN: hidet-run --target=emulate %s -O0 --emu-schedule=reverse | FileCheck %s
// RUN: hidet-run --target=emulate %s --emu-schedule=random --emu-seed=5 --emu-async=early | FileCheck %s

// CHECK: t[0][0]=3040.000000 t[1][16]=3156.000000 t[15][31]=0.000000
// CHECK: bad=0
!desc = !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  memref.global "private" @tile : memref<16x32xf32, 3> {alignment = 128}
  memref.global "private" @bad : memref<1xi32, 3>
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %c100 = arith.constant 100 : i32
    %h = memref.alloc() : memref<40x64xf32>
    scf.for %i = %c0 to %c40 step %c1 {
      scf.for %j = %c0 to %c64 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %k = arith.muli %ii, %c100 : i32
        %v = arith.addi %k, %jj : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %h[%i, %j] : memref<40x64xf32>
      }
    }
    %d = gpu.alloc () : memref<40x64xf32>
    gpu.memcpy %d, %h : memref<40x64xf32>, memref<40x64xf32>
    %u = memref.cast %d : memref<40x64xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%c16, %c32] : memref<*xf32> -> !desc
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<16x32xf32, 3>
      %bad = memref.get_global @bad : memref<1xi32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %zero = arith.constant 0 : i32
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
        memref.store %zero, %bad[%c0] : memref<1xi32, 3>
      }
      gpu.barrier
      scf.if %first {
        %bytes = arith.constant 2048 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        %row = arith.constant 30 : index
        %col = arith.constant 40 : index
        nvgpu.tma.async.load %desc[%col, %row], %bar[%c0] to %t : !desc, !bar -> memref<16x32xf32, 3>
      }
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      // Row tx of the tile is tensor row 30 + tx, columns 40..71.
      %c30x = arith.constant 30 : index
      %n = scf.for %j = %c0 to %c32 step %c1 iter_args(%acc = %zero) -> (i32) {
        %got = memref.load %t[%tx, %j] : memref<16x32xf32, 3>
        %gr = arith.addi %tx, %c30x : index
        %gc = arith.addi %j, %c40 : index
        %inr = arith.cmpi ult, %gr, %c40 : index
        %inc = arith.cmpi ult, %gc, %c64 : index
        %in = arith.andi %inr, %inc : i1
        %gri = arith.index_cast %gr : index to i32
        %gci = arith.index_cast %gc : index to i32
        %k = arith.muli %gri, %c100 : i32
        %v = arith.addi %k, %gci : i32
        %vf = arith.sitofp %v : i32 to f32
        %fz = arith.constant 0.0 : f32
        %want = arith.select %in, %vf, %fz : f32
        %ne = arith.cmpf une, %got, %want : f32
        %one = arith.extui %ne : i1 to i32
        %acc2 = arith.addi %acc, %one : i32
        scf.yield %acc2 : i32
      }
      %old = memref.atomic_rmw addi %n, %bad[%c0] : (i32, memref<1xi32, 3>) -> i32
      gpu.barrier
      scf.if %first {
        %a = memref.load %t[%c0, %c0] : memref<16x32xf32, 3>
        %b = memref.load %t[%c1, %c16] : memref<16x32xf32, 3>
        %c15 = arith.constant 15 : index
        %c31 = arith.constant 31 : index
        %z = memref.load %t[%c15, %c31] : memref<16x32xf32, 3>
        %nb = memref.load %bad[%c0] : memref<1xi32, 3>
        gpu.printf "t[0][0]=%f t[1][16]=%f t[15][31]=%f\n", %a, %b, %z : f32, f32, f32
        gpu.printf "bad=%d\n", %nb : i32
      }
      gpu.terminator
    }
    memref.dealloc %h : memref<40x64xf32>
    gpu.dealloc %d : memref<40x64xf32>
    return
  }
}
