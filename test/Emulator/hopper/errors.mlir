// Misuse of mbarriers and TMA on the emulator: one line "hidet-emu: error:
// ..." naming the site (a deadlock names the mbarrier and its counts), exit
// 1, no crash. One entry each.
// RUN: not hidet-run --target=emulate %s --entry=no_wait 2>&1 | FileCheck %s --check-prefix=RACE --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=short_tx 2>&1 | FileCheck %s --check-prefix=DEADLOCK --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=no_init 2>&1 | FileCheck %s --check-prefix=NOINIT --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=overwrite 2>&1 | FileCheck %s --check-prefix=WAR --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=box_row 2>&1 | FileCheck %s --check-prefix=ROW --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=partial_warpgroup 2>&1 | FileCheck %s --check-prefix=PARTIAL --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=unfenced_wgmma 2>&1 | FileCheck %s --check-prefix=UNFENCED --implicit-check-not=Sanitizer
// RUN: hidet-run --target=emulate %s --entry=fenced_wgmma 2>&1 | FileCheck %s --check-prefix=FENCED --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=nocomplete 2>&1 | FileCheck %s --check-prefix=NOCOMPLETE --implicit-check-not=Sanitizer

// RACE: hidet-emu: error: race: thread (0,0,0) of block (0,0,0) in kernel '{{.*}}' reads shared memory at 0x{{[0-9a-f]+}} at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (load), which the TMA load issued by thread (0,0,0) at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (cp.async.bulk.tensor load) is still writing (wait on its mbarrier first)
// DEADLOCK: hidet-emu: error: deadlock: thread (0,0,0) of block (0,0,0) in kernel '{{.*}}' waits at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (mbarrier.try_wait.parity) on the mbarrier at 0x{{[0-9a-f]+}} (initialized at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (mbarrier.init)) for the phase of parity 0, which never completes: 0 of its 1 arrivals and 2048 tx bytes are pending in phase 0, no thread can arrive and no TMA copy is in flight (32 threads wait on mbarriers)
// NOINIT: hidet-emu: error: thread (0,0,0) of block (0,0,0) in kernel '{{.*}}': mbarrier.arrive.expect_tx at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (mbarrier.arrive.expect_tx) on the mbarrier at 0x{{[0-9a-f]+}}, which was not initialized (mbarrier.init) in this block
// WAR: hidet-emu: error: race: thread (5,0,0) of block (0,0,0) in kernel '{{.*}}' writes shared memory at 0x{{[0-9a-f]+}} at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (store), which the TMA load issued by thread (0,0,0) at {{.*}} is still writing (wait on its mbarrier first)
// ROW: hidet-emu: error: mgpuTensorMapEncodeTiledMemref: the box's innermost row is 12 bytes, not a multiple of 16
// PARTIAL: hidet-emu: error: deadlock: thread (64,0,0) of block (0,0,0) in kernel '{{.*}}' exited while 64 threads of its warpgroup wait at the wgmma.mma_async at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (wgmma.mma_async) (a warpgroup issues a wgmma with all 128 threads)
// UNFENCED: hidet-emu: error: race: wgmma.mma_async at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (wgmma.mma_async) by thread ({{[0-9]+}},0,0) of block (0,0,0) in kernel '{{.*}}' reads shared memory at 0x{{[0-9a-f]+}} through the async proxy, which thread ({{[0-9]+}},0,0) wrote with an ordinary store and has not fenced since
// FENCED: d[0][0] = 16.000000
// NOCOMPLETE: hidet-emu: error: thread (0,0,0) of block (0,0,0) in kernel '{{.*}}': mbarrier.arrive.noComplete at {{.*}}errors.mlir:{{[0-9]+}}:{{[0-9]+}} (mbarrier.arrive.nocomplete) completes the phase of the mbarrier at 0x{{[0-9a-f]+}}, which .noComplete forbids

!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  memref.global "private" @tile : memref<16x32xf32, 3> {alignment = 128}

  func.func @no_wait() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cb0 = arith.constant 16 : index
    %cb1 = arith.constant 32 : index
    %cth = arith.constant 32 : index
    %d = gpu.alloc () : memref<64x64xf32>
    %u = memref.cast %d : memref<64x64xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%cb0, %cb1] : memref<*xf32> -> !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<16x32xf32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      %bytes = arith.constant 2048 : index
      nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %t : !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, !bar -> memref<16x32xf32, 3>
        %v = memref.load %t[%c1, %c1] : memref<16x32xf32, 3>
        gpu.printf "%f\n", %v : f32
      }
      gpu.terminator
    }
    return
  }

  func.func @short_tx() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cb0 = arith.constant 16 : index
    %cb1 = arith.constant 32 : index
    %cth = arith.constant 32 : index
    %d = gpu.alloc () : memref<64x64xf32>
    %u = memref.cast %d : memref<64x64xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%cb0, %cb1] : memref<*xf32> -> !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<16x32xf32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      %bytes = arith.constant 2048 : index
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %first {
        %more = arith.constant 4096 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %more : !bar
        nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %t : !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, !bar -> memref<16x32xf32, 3>
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      gpu.terminator
    }
    return
  }

  func.func @no_init() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cb0 = arith.constant 16 : index
    %cb1 = arith.constant 32 : index
    %cth = arith.constant 32 : index
    %d = gpu.alloc () : memref<64x64xf32>
    %u = memref.cast %d : memref<64x64xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%cb0, %cb1] : memref<*xf32> -> !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<16x32xf32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      %bytes = arith.constant 2048 : index
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
      }
      gpu.terminator
    }
    return
  }

  func.func @overwrite() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cb0 = arith.constant 16 : index
    %cb1 = arith.constant 32 : index
    %cth = arith.constant 32 : index
    %d = gpu.alloc () : memref<64x64xf32>
    %u = memref.cast %d : memref<64x64xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%cb0, %cb1] : memref<*xf32> -> !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<16x32xf32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      %bytes = arith.constant 2048 : index
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %t : !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, !bar -> memref<16x32xf32, 3>
      }
      gpu.barrier
      %c5 = arith.constant 5 : index
      %is5 = arith.cmpi eq, %tx, %c5 : index
      scf.if %is5 {
        %z = arith.constant 0.0 : f32
        memref.store %z, %t[%c0, %c5] : memref<16x32xf32, 3>
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      gpu.terminator
    }
    return
  }

  func.func @box_row() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cb0 = arith.constant 16 : index
    %cb1 = arith.constant 3 : index
    %cth = arith.constant 32 : index
    %d = gpu.alloc () : memref<64x64xf32>
    %u = memref.cast %d : memref<64x64xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%cb0, %cb1] : memref<*xf32> -> !nvgpu.tensormap.descriptor<tensor = memref<16x3xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<16x32xf32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      %bytes = arith.constant 2048 : index

      gpu.terminator
    }
    return
  }

  func.func @nocomplete() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cb0 = arith.constant 16 : index
    %cb1 = arith.constant 32 : index
    %cth = arith.constant 32 : index
    %d = gpu.alloc () : memref<64x64xf32>
    %u = memref.cast %d : memref<64x64xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%cb0, %cb1] : memref<*xf32> -> !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<16x32xf32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      %bytes = arith.constant 2048 : index
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
        %tok = nvgpu.mbarrier.arrive.nocomplete %bar[%c0], %c1 : !bar -> !nvgpu.mbarrier.token
      }
      gpu.terminator
    }
    return
  }

  func.func @partial_warpgroup() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %low = arith.cmpi ult, %tx, %c64 : index
      scf.if %low {
        %d = arith.constant 0 : i64
        %z = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
        %r = nvvm.wgmma.mma_async %d, %d, %z, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
      }
      gpu.terminator
    }
    return
  }
  memref.global "private" @ones_a : memref<1024xf16, 3> {alignment = 128}
  memref.global "private" @ones_b : memref<128xf16, 3> {alignment = 128}

  // Ones written by ordinary stores into A (64x16, K-major, no swizzle:
  // 8x16-byte core matrices, LBO 128 along K, SBO 256 along M) and B (8x16),
  // then one m64n8k16 wgmma: every element of D is 16.
  func.func @unfenced_wgmma() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %a = memref.get_global @ones_a : memref<1024xf16, 3>
      %b = memref.get_global @ones_b : memref<128xf16, 3>
      %one = arith.constant 1.0 : f16
      %i8 = arith.muli %tx, %c8 : index
      %i8e = arith.addi %i8, %c8 : index
      scf.for %i = %i8 to %i8e step %c1 {
        memref.store %one, %a[%i] : memref<1024xf16, 3>
      }
      %inb = arith.cmpi ult, %tx, %c16 : index
      scf.if %inb {
        scf.for %i = %i8 to %i8e step %c1 {
          memref.store %one, %b[%i] : memref<128xf16, 3>
        }
      }
      gpu.barrier
      %pa = memref.extract_aligned_pointer_as_index %a : memref<1024xf16, 3> -> index
      %pb = memref.extract_aligned_pointer_as_index %b : memref<128xf16, 3> -> index
      %pa64 = arith.index_cast %pa : index to i64
      %pb64 = arith.index_cast %pb : index to i64
      %low = arith.constant 262143 : i64
      %c4 = arith.constant 4 : i64
      %offs = arith.constant 68720001024 : i64
      %sa = arith.andi %pa64, %low : i64
      %sb = arith.andi %pb64, %low : i64
      %ua = arith.shrui %sa, %c4 : i64
      %ub = arith.shrui %sb, %c4 : i64
      %da = arith.ori %ua, %offs : i64
      %db = arith.ori %ub, %offs : i64
      %z = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
      %r = nvvm.wgmma.mma_async %da, %db, %z, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %d0 = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
        gpu.printf "d[0][0] = %f\n", %d0 : f32
      }
      gpu.terminator
    }
    return
  }

  // Ones written by ordinary stores into A (64x16, K-major, no swizzle:
  // 8x16-byte core matrices, LBO 128 along K, SBO 256 along M) and B (8x16),
  // then one m64n8k16 wgmma: every element of D is 16.
  func.func @fenced_wgmma() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %a = memref.get_global @ones_a : memref<1024xf16, 3>
      %b = memref.get_global @ones_b : memref<128xf16, 3>
      %one = arith.constant 1.0 : f16
      %i8 = arith.muli %tx, %c8 : index
      %i8e = arith.addi %i8, %c8 : index
      scf.for %i = %i8 to %i8e step %c1 {
        memref.store %one, %a[%i] : memref<1024xf16, 3>
      }
      %inb = arith.cmpi ult, %tx, %c16 : index
      scf.if %inb {
        scf.for %i = %i8 to %i8e step %c1 {
          memref.store %one, %b[%i] : memref<128xf16, 3>
        }
      }
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      gpu.barrier
      %pa = memref.extract_aligned_pointer_as_index %a : memref<1024xf16, 3> -> index
      %pb = memref.extract_aligned_pointer_as_index %b : memref<128xf16, 3> -> index
      %pa64 = arith.index_cast %pa : index to i64
      %pb64 = arith.index_cast %pb : index to i64
      %low = arith.constant 262143 : i64
      %c4 = arith.constant 4 : i64
      %offs = arith.constant 68720001024 : i64
      %sa = arith.andi %pa64, %low : i64
      %sb = arith.andi %pb64, %low : i64
      %ua = arith.shrui %sa, %c4 : i64
      %ub = arith.shrui %sb, %c4 : i64
      %da = arith.ori %ua, %offs : i64
      %db = arith.ori %ub, %offs : i64
      %z = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
      %r = nvvm.wgmma.mma_async %da, %db, %z, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %d0 = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
        gpu.printf "d[0][0] = %f\n", %d0 : f32
      }
      gpu.terminator
    }
    return
  }
}
