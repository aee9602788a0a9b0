// TMA tile loads with the 32-, 64- and 128-byte swizzles on the emulator
// (our own program, in the style of upstream's sm90 TMA tests). The tensor
// holds element (i, j) = cols * i + j; the box starts at row 8. The
// swizzle moves each 16-byte chunk of a row: the byte at offset a of the
// tile comes from offset a ^ (((a >> 7) & m) << 4) of the unswizzled box,
// m = 1, 3, 7 for 32, 64, 128 bytes (PTX ISA, tensor copy swizzling modes).
// Each thread checks one row of the tile against that rule and counts
// mismatches; thread 0 prints two elements and the count.
// RUN: hidet-run --target=emulate %s --entry=sw128_f16 | FileCheck %s --check-prefix=SW128_F16
// RUN: hidet-run --target=emulate %s --entry=sw128_f16 -O0 --emu-schedule=random --emu-seed=9 --emu-async=early | FileCheck %s --check-prefix=SW128_F16
// RUN: hidet-run --target=emulate %s --entry=sw64_f32 | FileCheck %s --check-prefix=SW64_F32
// RUN: hidet-run --target=emulate %s --entry=sw64_f32 -O0 --emu-schedule=random --emu-seed=9 --emu-async=early | FileCheck %s --check-prefix=SW64_F32
// RUN: hidet-run --target=emulate %s --entry=sw32_bf16 | FileCheck %s --check-prefix=SW32_BF16
// RUN: hidet-run --target=emulate %s --entry=sw32_bf16 -O0 --emu-schedule=random --emu-seed=9 --emu-async=early | FileCheck %s --check-prefix=SW32_BF16

// SW128_F16: t[1][0]=584.000000 t[3][63]=743.000000 bad=0
// SW64_F32: t[1][0]=144.000000 t[3][15]=187.000000 bad=0
// SW32_BF16: t[1][0]=144.000000 t[3][15]=191.000000 bad=0

!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  memref.global "private" @tile_sw128_f16 : memref<8x64xf16, 3> {alignment = 1024}
  memref.global "private" @bad_sw128_f16 : memref<1xi32, 3>
  func.func @sw128_f16() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %ccols = arith.constant 64 : index
    %crows = arith.constant 24 : index
    %cbrows = arith.constant 8 : index
    %cth = arith.constant 16 : index
    %h = memref.alloc() : memref<24x64xf16>
    scf.for %i = %c0 to %crows step %c1 {
      scf.for %j = %c0 to %ccols step %c1 {
        %k = arith.muli %i, %ccols : index
        %v = arith.addi %k, %j : index
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to f16
        memref.store %f, %h[%i, %j] : memref<24x64xf16>
      }
    }
    %d = gpu.alloc () : memref<24x64xf16>
    gpu.memcpy %d, %h : memref<24x64xf16>, memref<24x64xf16>
    %u = memref.cast %d : memref<24x64xf16> to memref<*xf16>
    %desc = nvgpu.tma.create.descriptor %u box[%cbrows, %ccols] : memref<*xf16> -> !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile_sw128_f16 : memref<8x64xf16, 3>
      %bad = memref.get_global @bad_sw128_f16 : memref<1xi32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %zero = arith.constant 0 : i32
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
        memref.store %zero, %bad[%c0] : memref<1xi32, 3>
      }
      gpu.barrier
      scf.if %first {
        %bytes = arith.constant 1024 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        nvgpu.tma.async.load %desc[%c0, %c8], %bar[%c0] to %t : !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<8x64xf16, 3>
      }
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      %mine = arith.cmpi ult, %tx, %cbrows : index
      %n = scf.if %mine -> (i32) {
        %cnt = scf.for %j = %c0 to %ccols step %c1 iter_args(%acc = %zero) -> (i32) {
          %got = memref.load %t[%tx, %j] : memref<8x64xf16, 3>
          // a = (row * cols + j) * eb; s = a ^ (((a >> 7) & m) << 4)
          %rc = arith.muli %tx, %ccols : index
          %e = arith.addi %rc, %j : index
          %ceb = arith.constant 2 : index
          %a = arith.muli %e, %ceb : index
          %c7 = arith.constant 7 : index
          %c4 = arith.constant 4 : index
          %cm = arith.constant 7 : index
          %hi = arith.shrui %a, %c7 : index
          %hm = arith.andi %hi, %cm : index
          %x = arith.shli %hm, %c4 : index
          %s = arith.xori %a, %x : index
          %se = arith.divui %s, %ceb : index
          %val = arith.addi %se, %c8 : index
          %off = arith.muli %c8, %ccols : index
          %want = arith.addi %se, %off : index
          %wi = arith.index_cast %want : index to i32
          %wf = arith.sitofp %wi : i32 to f16
          %ne = arith.cmpf une, %got, %wf : f16
          %one = arith.extui %ne : i1 to i32
          %acc2 = arith.addi %acc, %one : i32
          scf.yield %acc2 : i32
        }
        scf.yield %cnt : i32
      } else {
        scf.yield %zero : i32
      }
      %old = memref.atomic_rmw addi %n, %bad[%c0] : (i32, memref<1xi32, 3>) -> i32
      gpu.barrier
      scf.if %first {
        %a = memref.load %t[%c1, %c0] : memref<8x64xf16, 3>
        %clast = arith.constant 63 : index
        %b = memref.load %t[%c3, %clast] : memref<8x64xf16, 3>
        %af = arith.extf %a : f16 to f32
        %bf = arith.extf %b : f16 to f32
        %nb = memref.load %bad[%c0] : memref<1xi32, 3>
        gpu.printf "t[1][0]=%f t[3][63]=%f bad=%d\n", %af, %bf, %nb : f32, f32, i32
      }
      gpu.terminator
    }
    memref.dealloc %h : memref<24x64xf16>
    gpu.dealloc %d : memref<24x64xf16>
    return
  }

  memref.global "private" @tile_sw64_f32 : memref<8x16xf32, 3> {alignment = 1024}
  memref.global "private" @bad_sw64_f32 : memref<1xi32, 3>
  func.func @sw64_f32() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %ccols = arith.constant 16 : index
    %crows = arith.constant 24 : index
    %cbrows = arith.constant 8 : index
    %cth = arith.constant 16 : index
    %h = memref.alloc() : memref<24x16xf32>
    scf.for %i = %c0 to %crows step %c1 {
      scf.for %j = %c0 to %ccols step %c1 {
        %k = arith.muli %i, %ccols : index
        %v = arith.addi %k, %j : index
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to f32
        memref.store %f, %h[%i, %j] : memref<24x16xf32>
      }
    }
    %d = gpu.alloc () : memref<24x16xf32>
    gpu.memcpy %d, %h : memref<24x16xf32>, memref<24x16xf32>
    %u = memref.cast %d : memref<24x16xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%cbrows, %ccols] : memref<*xf32> -> !nvgpu.tensormap.descriptor<tensor = memref<8x16xf32, 3>, swizzle = swizzle_64b, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile_sw64_f32 : memref<8x16xf32, 3>
      %bad = memref.get_global @bad_sw64_f32 : memref<1xi32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %zero = arith.constant 0 : i32
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
        memref.store %zero, %bad[%c0] : memref<1xi32, 3>
      }
      gpu.barrier
      scf.if %first {
        %bytes = arith.constant 512 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        nvgpu.tma.async.load %desc[%c0, %c8], %bar[%c0] to %t : !nvgpu.tensormap.descriptor<tensor = memref<8x16xf32, 3>, swizzle = swizzle_64b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<8x16xf32, 3>
      }
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      %mine = arith.cmpi ult, %tx, %cbrows : index
      %n = scf.if %mine -> (i32) {
        %cnt = scf.for %j = %c0 to %ccols step %c1 iter_args(%acc = %zero) -> (i32) {
          %got = memref.load %t[%tx, %j] : memref<8x16xf32, 3>
          // a = (row * cols + j) * eb; s = a ^ (((a >> 7) & m) << 4)
          %rc = arith.muli %tx, %ccols : index
          %e = arith.addi %rc, %j : index
          %ceb = arith.constant 4 : index
          %a = arith.muli %e, %ceb : index
          %c7 = arith.constant 7 : index
          %c4 = arith.constant 4 : index
          %cm = arith.constant 3 : index
          %hi = arith.shrui %a, %c7 : index
          %hm = arith.andi %hi, %cm : index
          %x = arith.shli %hm, %c4 : index
          %s = arith.xori %a, %x : index
          %se = arith.divui %s, %ceb : index
          %val = arith.addi %se, %c8 : index
          %off = arith.muli %c8, %ccols : index
          %want = arith.addi %se, %off : index
          %wi = arith.index_cast %want : index to i32
          %wf = arith.sitofp %wi : i32 to f32
          %ne = arith.cmpf une, %got, %wf : f32
          %one = arith.extui %ne : i1 to i32
          %acc2 = arith.addi %acc, %one : i32
          scf.yield %acc2 : i32
        }
        scf.yield %cnt : i32
      } else {
        scf.yield %zero : i32
      }
      %old = memref.atomic_rmw addi %n, %bad[%c0] : (i32, memref<1xi32, 3>) -> i32
      gpu.barrier
      scf.if %first {
        %a = memref.load %t[%c1, %c0] : memref<8x16xf32, 3>
        %clast = arith.constant 15 : index
        %b = memref.load %t[%c3, %clast] : memref<8x16xf32, 3>
                        %nb = memref.load %bad[%c0] : memref<1xi32, 3>
        gpu.printf "t[1][0]=%f t[3][15]=%f bad=%d\n", %a, %b, %nb : f32, f32, i32
      }
      gpu.terminator
    }
    memref.dealloc %h : memref<24x16xf32>
    gpu.dealloc %d : memref<24x16xf32>
    return
  }

  memref.global "private" @tile_sw32_bf16 : memref<16x16xbf16, 3> {alignment = 1024}
  memref.global "private" @bad_sw32_bf16 : memref<1xi32, 3>
  func.func @sw32_bf16() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %ccols = arith.constant 16 : index
    %crows = arith.constant 24 : index
    %cbrows = arith.constant 16 : index
    %cth = arith.constant 8 : index
    %h = memref.alloc() : memref<24x16xbf16>
    scf.for %i = %c0 to %crows step %c1 {
      scf.for %j = %c0 to %ccols step %c1 {
        %k = arith.muli %i, %ccols : index
        %v = arith.addi %k, %j : index
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to bf16
        memref.store %f, %h[%i, %j] : memref<24x16xbf16>
      }
    }
    %d = gpu.alloc () : memref<24x16xbf16>
    gpu.memcpy %d, %h : memref<24x16xbf16>, memref<24x16xbf16>
    %u = memref.cast %d : memref<24x16xbf16> to memref<*xbf16>
    %desc = nvgpu.tma.create.descriptor %u box[%cbrows, %ccols] : memref<*xbf16> -> !nvgpu.tensormap.descriptor<tensor = memref<16x16xbf16, 3>, swizzle = swizzle_32b, l2promo = none, oob = zero, interleave = none>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cth, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile_sw32_bf16 : memref<16x16xbf16, 3>
      %bad = memref.get_global @bad_sw32_bf16 : memref<1xi32, 3>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      %zero = arith.constant 0 : i32
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
        memref.store %zero, %bad[%c0] : memref<1xi32, 3>
      }
      gpu.barrier
      scf.if %first {
        %bytes = arith.constant 512 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        nvgpu.tma.async.load %desc[%c0, %c8], %bar[%c0] to %t : !nvgpu.tensormap.descriptor<tensor = memref<16x16xbf16, 3>, swizzle = swizzle_32b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<16x16xbf16, 3>
      }
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      %mine = arith.cmpi ult, %tx, %cbrows : index
      %n = scf.if %mine -> (i32) {
        %cnt = scf.for %j = %c0 to %ccols step %c1 iter_args(%acc = %zero) -> (i32) {
          %got = memref.load %t[%tx, %j] : memref<16x16xbf16, 3>
          // a = (row * cols + j) * eb; s = a ^ (((a >> 7) & m) << 4)
          %rc = arith.muli %tx, %ccols : index
          %e = arith.addi %rc, %j : index
          %ceb = arith.constant 2 : index
          %a = arith.muli %e, %ceb : index
          %c7 = arith.constant 7 : index
          %c4 = arith.constant 4 : index
          %cm = arith.constant 1 : index
          %hi = arith.shrui %a, %c7 : index
          %hm = arith.andi %hi, %cm : index
          %x = arith.shli %hm, %c4 : index
          %s = arith.xori %a, %x : index
          %se = arith.divui %s, %ceb : index
          %val = arith.addi %se, %c8 : index
          %off = arith.muli %c8, %ccols : index
          %want = arith.addi %se, %off : index
          %wi = arith.index_cast %want : index to i32
          %wf = arith.sitofp %wi : i32 to bf16
          %ne = arith.cmpf une, %got, %wf : bf16
          %one = arith.extui %ne : i1 to i32
          %acc2 = arith.addi %acc, %one : i32
          scf.yield %acc2 : i32
        }
        scf.yield %cnt : i32
      } else {
        scf.yield %zero : i32
      }
      %old = memref.atomic_rmw addi %n, %bad[%c0] : (i32, memref<1xi32, 3>) -> i32
      gpu.barrier
      scf.if %first {
        %a = memref.load %t[%c1, %c0] : memref<16x16xbf16, 3>
        %clast = arith.constant 15 : index
        %b = memref.load %t[%c3, %clast] : memref<16x16xbf16, 3>
        %af = arith.extf %a : bf16 to f32
        %bf = arith.extf %b : bf16 to f32
        %nb = memref.load %bad[%c0] : memref<1xi32, 3>
        gpu.printf "t[1][0]=%f t[3][15]=%f bad=%d\n", %af, %bf, %nb : f32, f32, i32
      }
      gpu.terminator
    }
    memref.dealloc %h : memref<24x16xbf16>
    gpu.dealloc %d : memref<24x16xbf16>
    return
  }
}
