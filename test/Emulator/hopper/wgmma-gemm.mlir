// wgmma on the emulator (our own program in the style of upstream's sm90
// GEMM): a 64x64x64 GEMM by one warpgroup, A and B brought by TMA with the
// 128-byte swizzle, nvgpu.warpgroup.mma (four m64n64k16 wgmmas on
// shared-memory descriptors), the accumulators stored to global memory by
// nvgpu.warpgroup.mma.store. B is MN-major (transposeB: stored K x N) or
// K-major (stored N x K); f16 and bf16. nvgpu.warpgroup.mma lowers only
// MN-major B correctly (it steps a K-major B by K rows), so the K-major
// case issues nvvm.wgmma.mma_async itself, with f16 accumulators, and
// stores them by their register layout. The host sums the same products
// in f32 and counts mismatches (small integers: exact in every type).
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --entry=f16_mn_major_b | FileCheck %s --check-prefix=F16_MN_MAJOR_B
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --entry=f16_mn_major_b -O0 --emu-schedule=random --emu-seed=7 --emu-async=early | FileCheck %s --check-prefix=F16_MN_MAJOR_B
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --entry=f16_acc_k_major_b | FileCheck %s --check-prefix=F16_ACC_K_MAJOR_B
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --entry=f16_acc_k_major_b -O0 --emu-schedule=random --emu-seed=7 --emu-async=early | FileCheck %s --check-prefix=F16_ACC_K_MAJOR_B
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --entry=bf16_mn_major_b | FileCheck %s --check-prefix=BF16_MN_MAJOR_B
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --entry=bf16_mn_major_b -O0 --emu-schedule=random --emu-seed=7 --emu-async=early | FileCheck %s --check-prefix=BF16_MN_MAJOR_B

// F16_MN_MAJOR_B: f16_mn_major_b: d[0][0] d[3][7] mismatches:5
// F16_MN_MAJOR_B-NEXT: {{^}}7{{$}}
// F16_MN_MAJOR_B-NEXT: {{^}}0{{$}}
// F16_ACC_K_MAJOR_B: f16_acc_k_major_b: d[0][0] d[3][7] mismatches:5
// F16_ACC_K_MAJOR_B-NEXT: {{^}}7{{$}}
// F16_ACC_K_MAJOR_B-NEXT: {{^}}0{{$}}
// BF16_MN_MAJOR_B: bf16_mn_major_b: d[0][0] d[3][7] mismatches:5
// BF16_MN_MAJOR_B-NEXT: {{^}}7{{$}}
// BF16_MN_MAJOR_B-NEXT: {{^}}0{{$}}

!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  func.func @f16_mn_major_b() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %ha = memref.alloc() : memref<64x64xf16>
    %hb = memref.alloc() : memref<64x64xf16>
    %hd = memref.alloc() : memref<64x64xf32>
    // a(m, k) = (2m + k) % 5 - 2 at [m, k]; b(k, n) = (3k + 5n) % 7 - 3 at
    // [k, n] (MN-major B) or [n, k] (K-major B); i runs over the first
    // index of each formula, j over the second.
    scf.for %i = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c64 step %c1 {
        %a2 = arith.muli %i, %c2 : index
        %a3 = arith.addi %a2, %j : index
        %a4 = arith.remui %a3, %c5 : index
        %a5 = arith.subi %a4, %c2 : index
        %ai = arith.index_cast %a5 : index to i32
        %va = arith.sitofp %ai : i32 to f16
        memref.store %va, %ha[%i, %j] : memref<64x64xf16>
        %b1 = arith.muli %i, %c3 : index
        %b2 = arith.muli %j, %c5 : index
        %b3 = arith.addi %b1, %b2 : index
        %b4 = arith.remui %b3, %c7 : index
        %b5 = arith.subi %b4, %c3 : index
        %bi = arith.index_cast %b5 : index to i32
        %vb = arith.sitofp %bi : i32 to f16
        memref.store %vb, %hb[%i, %j] : memref<64x64xf16>
      }
    }
    %da = gpu.alloc () : memref<64x64xf16>
    %db = gpu.alloc () : memref<64x64xf16>
    %dd = gpu.alloc () : memref<64x64xf32>
    gpu.memcpy %da, %ha : memref<64x64xf16>, memref<64x64xf16>
    gpu.memcpy %db, %hb : memref<64x64xf16>, memref<64x64xf16>
    %ua = memref.cast %da : memref<64x64xf16> to memref<*xf16>
    %ub = memref.cast %db : memref<64x64xf16> to memref<*xf16>
    %ta = nvgpu.tma.create.descriptor %ua box[%c64, %c64] : memref<*xf16> -> !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
    %tb = nvgpu.tma.create.descriptor %ub box[%c64, %c64] : memref<*xf16> -> !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
    %smem = arith.constant 32768 : i32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %smem {
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c16384 = arith.constant 16384 : index
      %sa = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
      %sb = memref.view %dyn[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %first {
        %bytes = arith.constant 16384 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        nvgpu.tma.async.load %ta[%c0, %c0], %bar[%c0] to %sa : !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<64x64xf16, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %tb[%c0, %c0], %bar[%c0] to %sb : !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<64x64xf16, #gpu.address_space<workgroup>>
      }
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      %wa = nvgpu.warpgroup.generate.descriptor %sa, %ta : memref<64x64xf16, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
      %wb = nvgpu.warpgroup.generate.descriptor %sb, %tb : memref<64x64xf16, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
      %acc = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x64xf32>>
      %d = nvgpu.warpgroup.mma %wa, %wb, %acc {transposeB} : <tensor = memref<64x64xf16, 3>>, <tensor = memref<64x64xf16, 3>>, <fragmented = vector<64x64xf32>> -> <fragmented = vector<64x64xf32>>
      nvvm.wgmma.wait.group.sync.aligned 0
      nvgpu.warpgroup.mma.store %d, %dd : <fragmented = vector<64x64xf32>> to memref<64x64xf32>
      gpu.terminator
    }
    gpu.memcpy %hd, %dd : memref<64x64xf32>, memref<64x64xf32>
    // The reference: the same products summed in f32 on the host.
    %zero = arith.constant 0 : i32
    %fz = arith.constant 0.0 : f32
    %bad = scf.for %m = %c0 to %c64 step %c1 iter_args(%e0 = %zero) -> (i32) {
      %e1 = scf.for %n = %c0 to %c64 step %c1 iter_args(%e = %e0) -> (i32) {
        %ref = scf.for %k = %c0 to %c64 step %c1 iter_args(%s = %fz) -> (f32) {
          %x = memref.load %ha[%m, %k] : memref<64x64xf16>
          %y = memref.load %hb[%k, %n] : memref<64x64xf16>
          %xf = arith.extf %x : f16 to f32
          %yf = arith.extf %y : f16 to f32
          %p = arith.mulf %xf, %yf : f32
          %s2 = arith.addf %s, %p : f32
          scf.yield %s2 : f32
        }
        %got = memref.load %hd[%m, %n] : memref<64x64xf32>
        %ne = arith.cmpf une, %got, %ref : f32
        %one = arith.extui %ne : i1 to i32
        %e2 = arith.addi %e, %one : i32
        scf.yield %e2 : i32
      }
      scf.yield %e1 : i32
    }
    %d00 = memref.load %hd[%c0, %c0] : memref<64x64xf32>
    %d37 = memref.load %hd[%c3, %c7] : memref<64x64xf32>
    vector.print str "f16_mn_major_b: d[0][0] d[3][7] mismatches:"
    vector.print %d00 : f32
    vector.print %d37 : f32
    vector.print %bad : i32
    memref.dealloc %ha : memref<64x64xf16>
    memref.dealloc %hb : memref<64x64xf16>
    memref.dealloc %hd : memref<64x64xf32>
    gpu.dealloc %da : memref<64x64xf16>
    gpu.dealloc %db : memref<64x64xf16>
    gpu.dealloc %dd : memref<64x64xf32>
    return
  }

  func.func @f16_acc_k_major_b() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %ha = memref.alloc() : memref<64x64xf16>
    %hb = memref.alloc() : memref<64x64xf16>
    %hd = memref.alloc() : memref<64x64xf32>
    // a(m, k) = (2m + k) % 5 - 2 at [m, k]; b(k, n) = (3k + 5n) % 7 - 3 at
    // [k, n] (MN-major B) or [n, k] (K-major B); i runs over the first
    // index of each formula, j over the second.
    scf.for %i = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c64 step %c1 {
        %a2 = arith.muli %i, %c2 : index
        %a3 = arith.addi %a2, %j : index
        %a4 = arith.remui %a3, %c5 : index
        %a5 = arith.subi %a4, %c2 : index
        %ai = arith.index_cast %a5 : index to i32
        %va = arith.sitofp %ai : i32 to f16
        memref.store %va, %ha[%i, %j] : memref<64x64xf16>
        %b1 = arith.muli %i, %c3 : index
        %b2 = arith.muli %j, %c5 : index
        %b3 = arith.addi %b1, %b2 : index
        %b4 = arith.remui %b3, %c7 : index
        %b5 = arith.subi %b4, %c3 : index
        %bi = arith.index_cast %b5 : index to i32
        %vb = arith.sitofp %bi : i32 to f16
        memref.store %vb, %hb[%j, %i] : memref<64x64xf16>
      }
    }
    %da = gpu.alloc () : memref<64x64xf16>
    %db = gpu.alloc () : memref<64x64xf16>
    %dd = gpu.alloc () : memref<64x64xf32>
    gpu.memcpy %da, %ha : memref<64x64xf16>, memref<64x64xf16>
    gpu.memcpy %db, %hb : memref<64x64xf16>, memref<64x64xf16>
    %ua = memref.cast %da : memref<64x64xf16> to memref<*xf16>
    %ub = memref.cast %db : memref<64x64xf16> to memref<*xf16>
    %ta = nvgpu.tma.create.descriptor %ua box[%c64, %c64] : memref<*xf16> -> !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
    %tb = nvgpu.tma.create.descriptor %ub box[%c64, %c64] : memref<*xf16> -> !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
    %smem = arith.constant 32768 : i32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %smem {
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c16384 = arith.constant 16384 : index
      %sa = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
      %sb = memref.view %dyn[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %first {
        %bytes = arith.constant 16384 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        nvgpu.tma.async.load %ta[%c0, %c0], %bar[%c0] to %sa : !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<64x64xf16, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %tb[%c0, %c0], %bar[%c0] to %sb : !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<64x64xf16, #gpu.address_space<workgroup>>
      }
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      %wa = nvgpu.warpgroup.generate.descriptor %sa, %ta : memref<64x64xf16, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
      %wb = nvgpu.warpgroup.generate.descriptor %sb, %tb : memref<64x64xf16, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
      %da0 = builtin.unrealized_conversion_cast %wa : !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>> to i64
      %db0 = builtin.unrealized_conversion_cast %wb : !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>> to i64
      // K-major A and B: each k16 step is 32 bytes further along the rows (2 in the descriptor's 16-byte units).
      %two = arith.constant 2 : i64
      %four = arith.constant 4 : i64
      %six = arith.constant 6 : i64
      %da1 = arith.addi %da0, %two : i64
      %db1 = arith.addi %db0, %two : i64
      %da2 = arith.addi %da0, %four : i64
      %db2 = arith.addi %db0, %four : i64
      %da3 = arith.addi %da0, %six : i64
      %db3 = arith.addi %db0, %six : i64
      %z = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      nvvm.wgmma.fence.aligned
      %r0 = nvvm.wgmma.mma_async %da0, %db0, %z, <m = 64, n = 64, k = 16>, D[<f16>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %r1 = nvvm.wgmma.mma_async %da1, %db1, %r0, <m = 64, n = 64, k = 16>, D[<f16>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %r2 = nvvm.wgmma.mma_async %da2, %db2, %r1, <m = 64, n = 64, k = 16>, D[<f16>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %r3 = nvvm.wgmma.mma_async %da3, %db3, %r2, <m = 64, n = 64, k = 16>, D[<f16>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      // f16 accumulators: register 2j holds row r, columns c and c + 1; 2j + 1 rows r + 8 (r = 16 warp + lane / 4, c = 8j + 2 (lane % 4)).
      %c32 = arith.constant 32 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %warp = arith.divui %tx, %c32 : index
      %lane = arith.remui %tx, %c32 : index
      %g = arith.divui %lane, %c4 : index
      %q = arith.remui %lane, %c4 : index
      %w16 = arith.muli %warp, %c16 : index
      %row = arith.addi %w16, %g : index
      %row8 = arith.addi %row, %c8 : index
      %q2 = arith.muli %q, %c2 : index
      %x0 = llvm.extractvalue %r3[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v0 = llvm.bitcast %x0 : i32 to vector<2xf16>
      %e0a = vector.extract %v0[0] : f16 from vector<2xf16>
      %e0b = vector.extract %v0[1] : f16 from vector<2xf16>
      %f0a = arith.extf %e0a : f16 to f32
      %f0b = arith.extf %e0b : f16 to f32
      %cj0 = arith.constant 0 : index
      %col0 = arith.addi %cj0, %q2 : index
      %col0b = arith.addi %col0, %c1 : index
      memref.store %f0a, %dd[%row, %col0] : memref<64x64xf32>
      memref.store %f0b, %dd[%row, %col0b] : memref<64x64xf32>
      %x1 = llvm.extractvalue %r3[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v1 = llvm.bitcast %x1 : i32 to vector<2xf16>
      %e1a = vector.extract %v1[0] : f16 from vector<2xf16>
      %e1b = vector.extract %v1[1] : f16 from vector<2xf16>
      %f1a = arith.extf %e1a : f16 to f32
      %f1b = arith.extf %e1b : f16 to f32
      %cj1 = arith.constant 0 : index
      %col1 = arith.addi %cj1, %q2 : index
      %col1b = arith.addi %col1, %c1 : index
      memref.store %f1a, %dd[%row8, %col1] : memref<64x64xf32>
      memref.store %f1b, %dd[%row8, %col1b] : memref<64x64xf32>
      %x2 = llvm.extractvalue %r3[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v2 = llvm.bitcast %x2 : i32 to vector<2xf16>
      %e2a = vector.extract %v2[0] : f16 from vector<2xf16>
      %e2b = vector.extract %v2[1] : f16 from vector<2xf16>
      %f2a = arith.extf %e2a : f16 to f32
      %f2b = arith.extf %e2b : f16 to f32
      %cj2 = arith.constant 8 : index
      %col2 = arith.addi %cj2, %q2 : index
      %col2b = arith.addi %col2, %c1 : index
      memref.store %f2a, %dd[%row, %col2] : memref<64x64xf32>
      memref.store %f2b, %dd[%row, %col2b] : memref<64x64xf32>
      %x3 = llvm.extractvalue %r3[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v3 = llvm.bitcast %x3 : i32 to vector<2xf16>
      %e3a = vector.extract %v3[0] : f16 from vector<2xf16>
      %e3b = vector.extract %v3[1] : f16 from vector<2xf16>
      %f3a = arith.extf %e3a : f16 to f32
      %f3b = arith.extf %e3b : f16 to f32
      %cj3 = arith.constant 8 : index
      %col3 = arith.addi %cj3, %q2 : index
      %col3b = arith.addi %col3, %c1 : index
      memref.store %f3a, %dd[%row8, %col3] : memref<64x64xf32>
      memref.store %f3b, %dd[%row8, %col3b] : memref<64x64xf32>
      %x4 = llvm.extractvalue %r3[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v4 = llvm.bitcast %x4 : i32 to vector<2xf16>
      %e4a = vector.extract %v4[0] : f16 from vector<2xf16>
      %e4b = vector.extract %v4[1] : f16 from vector<2xf16>
      %f4a = arith.extf %e4a : f16 to f32
      %f4b = arith.extf %e4b : f16 to f32
      %cj4 = arith.constant 16 : index
      %col4 = arith.addi %cj4, %q2 : index
      %col4b = arith.addi %col4, %c1 : index
      memref.store %f4a, %dd[%row, %col4] : memref<64x64xf32>
      memref.store %f4b, %dd[%row, %col4b] : memref<64x64xf32>
      %x5 = llvm.extractvalue %r3[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v5 = llvm.bitcast %x5 : i32 to vector<2xf16>
      %e5a = vector.extract %v5[0] : f16 from vector<2xf16>
      %e5b = vector.extract %v5[1] : f16 from vector<2xf16>
      %f5a = arith.extf %e5a : f16 to f32
      %f5b = arith.extf %e5b : f16 to f32
      %cj5 = arith.constant 16 : index
      %col5 = arith.addi %cj5, %q2 : index
      %col5b = arith.addi %col5, %c1 : index
      memref.store %f5a, %dd[%row8, %col5] : memref<64x64xf32>
      memref.store %f5b, %dd[%row8, %col5b] : memref<64x64xf32>
      %x6 = llvm.extractvalue %r3[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v6 = llvm.bitcast %x6 : i32 to vector<2xf16>
      %e6a = vector.extract %v6[0] : f16 from vector<2xf16>
      %e6b = vector.extract %v6[1] : f16 from vector<2xf16>
      %f6a = arith.extf %e6a : f16 to f32
      %f6b = arith.extf %e6b : f16 to f32
      %cj6 = arith.constant 24 : index
      %col6 = arith.addi %cj6, %q2 : index
      %col6b = arith.addi %col6, %c1 : index
      memref.store %f6a, %dd[%row, %col6] : memref<64x64xf32>
      memref.store %f6b, %dd[%row, %col6b] : memref<64x64xf32>
      %x7 = llvm.extractvalue %r3[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v7 = llvm.bitcast %x7 : i32 to vector<2xf16>
      %e7a = vector.extract %v7[0] : f16 from vector<2xf16>
      %e7b = vector.extract %v7[1] : f16 from vector<2xf16>
      %f7a = arith.extf %e7a : f16 to f32
      %f7b = arith.extf %e7b : f16 to f32
      %cj7 = arith.constant 24 : index
      %col7 = arith.addi %cj7, %q2 : index
      %col7b = arith.addi %col7, %c1 : index
      memref.store %f7a, %dd[%row8, %col7] : memref<64x64xf32>
      memref.store %f7b, %dd[%row8, %col7b] : memref<64x64xf32>
      %x8 = llvm.extractvalue %r3[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v8 = llvm.bitcast %x8 : i32 to vector<2xf16>
      %e8a = vector.extract %v8[0] : f16 from vector<2xf16>
      %e8b = vector.extract %v8[1] : f16 from vector<2xf16>
      %f8a = arith.extf %e8a : f16 to f32
      %f8b = arith.extf %e8b : f16 to f32
      %cj8 = arith.constant 32 : index
      %col8 = arith.addi %cj8, %q2 : index
      %col8b = arith.addi %col8, %c1 : index
      memref.store %f8a, %dd[%row, %col8] : memref<64x64xf32>
      memref.store %f8b, %dd[%row, %col8b] : memref<64x64xf32>
      %x9 = llvm.extractvalue %r3[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v9 = llvm.bitcast %x9 : i32 to vector<2xf16>
      %e9a = vector.extract %v9[0] : f16 from vector<2xf16>
      %e9b = vector.extract %v9[1] : f16 from vector<2xf16>
      %f9a = arith.extf %e9a : f16 to f32
      %f9b = arith.extf %e9b : f16 to f32
      %cj9 = arith.constant 32 : index
      %col9 = arith.addi %cj9, %q2 : index
      %col9b = arith.addi %col9, %c1 : index
      memref.store %f9a, %dd[%row8, %col9] : memref<64x64xf32>
      memref.store %f9b, %dd[%row8, %col9b] : memref<64x64xf32>
      %x10 = llvm.extractvalue %r3[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v10 = llvm.bitcast %x10 : i32 to vector<2xf16>
      %e10a = vector.extract %v10[0] : f16 from vector<2xf16>
      %e10b = vector.extract %v10[1] : f16 from vector<2xf16>
      %f10a = arith.extf %e10a : f16 to f32
      %f10b = arith.extf %e10b : f16 to f32
      %cj10 = arith.constant 40 : index
      %col10 = arith.addi %cj10, %q2 : index
      %col10b = arith.addi %col10, %c1 : index
      memref.store %f10a, %dd[%row, %col10] : memref<64x64xf32>
      memref.store %f10b, %dd[%row, %col10b] : memref<64x64xf32>
      %x11 = llvm.extractvalue %r3[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v11 = llvm.bitcast %x11 : i32 to vector<2xf16>
      %e11a = vector.extract %v11[0] : f16 from vector<2xf16>
      %e11b = vector.extract %v11[1] : f16 from vector<2xf16>
      %f11a = arith.extf %e11a : f16 to f32
      %f11b = arith.extf %e11b : f16 to f32
      %cj11 = arith.constant 40 : index
      %col11 = arith.addi %cj11, %q2 : index
      %col11b = arith.addi %col11, %c1 : index
      memref.store %f11a, %dd[%row8, %col11] : memref<64x64xf32>
      memref.store %f11b, %dd[%row8, %col11b] : memref<64x64xf32>
      %x12 = llvm.extractvalue %r3[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v12 = llvm.bitcast %x12 : i32 to vector<2xf16>
      %e12a = vector.extract %v12[0] : f16 from vector<2xf16>
      %e12b = vector.extract %v12[1] : f16 from vector<2xf16>
      %f12a = arith.extf %e12a : f16 to f32
      %f12b = arith.extf %e12b : f16 to f32
      %cj12 = arith.constant 48 : index
      %col12 = arith.addi %cj12, %q2 : index
      %col12b = arith.addi %col12, %c1 : index
      memref.store %f12a, %dd[%row, %col12] : memref<64x64xf32>
      memref.store %f12b, %dd[%row, %col12b] : memref<64x64xf32>
      %x13 = llvm.extractvalue %r3[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v13 = llvm.bitcast %x13 : i32 to vector<2xf16>
      %e13a = vector.extract %v13[0] : f16 from vector<2xf16>
      %e13b = vector.extract %v13[1] : f16 from vector<2xf16>
      %f13a = arith.extf %e13a : f16 to f32
      %f13b = arith.extf %e13b : f16 to f32
      %cj13 = arith.constant 48 : index
      %col13 = arith.addi %cj13, %q2 : index
      %col13b = arith.addi %col13, %c1 : index
      memref.store %f13a, %dd[%row8, %col13] : memref<64x64xf32>
      memref.store %f13b, %dd[%row8, %col13b] : memref<64x64xf32>
      %x14 = llvm.extractvalue %r3[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v14 = llvm.bitcast %x14 : i32 to vector<2xf16>
      %e14a = vector.extract %v14[0] : f16 from vector<2xf16>
      %e14b = vector.extract %v14[1] : f16 from vector<2xf16>
      %f14a = arith.extf %e14a : f16 to f32
      %f14b = arith.extf %e14b : f16 to f32
      %cj14 = arith.constant 56 : index
      %col14 = arith.addi %cj14, %q2 : index
      %col14b = arith.addi %col14, %c1 : index
      memref.store %f14a, %dd[%row, %col14] : memref<64x64xf32>
      memref.store %f14b, %dd[%row, %col14b] : memref<64x64xf32>
      %x15 = llvm.extractvalue %r3[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
      %v15 = llvm.bitcast %x15 : i32 to vector<2xf16>
      %e15a = vector.extract %v15[0] : f16 from vector<2xf16>
      %e15b = vector.extract %v15[1] : f16 from vector<2xf16>
      %f15a = arith.extf %e15a : f16 to f32
      %f15b = arith.extf %e15b : f16 to f32
      %cj15 = arith.constant 56 : index
      %col15 = arith.addi %cj15, %q2 : index
      %col15b = arith.addi %col15, %c1 : index
      memref.store %f15a, %dd[%row8, %col15] : memref<64x64xf32>
      memref.store %f15b, %dd[%row8, %col15b] : memref<64x64xf32>
      gpu.terminator
    }
    gpu.memcpy %hd, %dd : memref<64x64xf32>, memref<64x64xf32>
    // The reference: the same products summed in f32 on the host.
    %zero = arith.constant 0 : i32
    %fz = arith.constant 0.0 : f32
    %bad = scf.for %m = %c0 to %c64 step %c1 iter_args(%e0 = %zero) -> (i32) {
      %e1 = scf.for %n = %c0 to %c64 step %c1 iter_args(%e = %e0) -> (i32) {
        %ref = scf.for %k = %c0 to %c64 step %c1 iter_args(%s = %fz) -> (f32) {
          %x = memref.load %ha[%m, %k] : memref<64x64xf16>
          %y = memref.load %hb[%n, %k] : memref<64x64xf16>
          %xf = arith.extf %x : f16 to f32
          %yf = arith.extf %y : f16 to f32
          %p = arith.mulf %xf, %yf : f32
          %s2 = arith.addf %s, %p : f32
          scf.yield %s2 : f32
        }
        %got = memref.load %hd[%m, %n] : memref<64x64xf32>
        %ne = arith.cmpf une, %got, %ref : f32
        %one = arith.extui %ne : i1 to i32
        %e2 = arith.addi %e, %one : i32
        scf.yield %e2 : i32
      }
      scf.yield %e1 : i32
    }
    %d00 = memref.load %hd[%c0, %c0] : memref<64x64xf32>
    %d37 = memref.load %hd[%c3, %c7] : memref<64x64xf32>
    vector.print str "f16_acc_k_major_b: d[0][0] d[3][7] mismatches:"
    vector.print %d00 : f32
    vector.print %d37 : f32
    vector.print %bad : i32
    memref.dealloc %ha : memref<64x64xf16>
    memref.dealloc %hb : memref<64x64xf16>
    memref.dealloc %hd : memref<64x64xf32>
    gpu.dealloc %da : memref<64x64xf16>
    gpu.dealloc %db : memref<64x64xf16>
    gpu.dealloc %dd : memref<64x64xf32>
    return
  }

  func.func @bf16_mn_major_b() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %ha = memref.alloc() : memref<64x64xbf16>
    %hb = memref.alloc() : memref<64x64xbf16>
    %hd = memref.alloc() : memref<64x64xf32>
    // a(m, k) = (2m + k) % 5 - 2 at [m, k]; b(k, n) = (3k + 5n) % 7 - 3 at
    // [k, n] (MN-major B) or [n, k] (K-major B); i runs over the first
    // index of each formula, j over the second.
    scf.for %i = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c64 step %c1 {
        %a2 = arith.muli %i, %c2 : index
        %a3 = arith.addi %a2, %j : index
        %a4 = arith.remui %a3, %c5 : index
        %a5 = arith.subi %a4, %c2 : index
        %ai = arith.index_cast %a5 : index to i32
        %va = arith.sitofp %ai : i32 to bf16
        memref.store %va, %ha[%i, %j] : memref<64x64xbf16>
        %b1 = arith.muli %i, %c3 : index
        %b2 = arith.muli %j, %c5 : index
        %b3 = arith.addi %b1, %b2 : index
        %b4 = arith.remui %b3, %c7 : index
        %b5 = arith.subi %b4, %c3 : index
        %bi = arith.index_cast %b5 : index to i32
        %vb = arith.sitofp %bi : i32 to bf16
        memref.store %vb, %hb[%i, %j] : memref<64x64xbf16>
      }
    }
    %da = gpu.alloc () : memref<64x64xbf16>
    %db = gpu.alloc () : memref<64x64xbf16>
    %dd = gpu.alloc () : memref<64x64xf32>
    gpu.memcpy %da, %ha : memref<64x64xbf16>, memref<64x64xbf16>
    gpu.memcpy %db, %hb : memref<64x64xbf16>, memref<64x64xbf16>
    %ua = memref.cast %da : memref<64x64xbf16> to memref<*xbf16>
    %ub = memref.cast %db : memref<64x64xbf16> to memref<*xbf16>
    %ta = nvgpu.tma.create.descriptor %ua box[%c64, %c64] : memref<*xbf16> -> !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
    %tb = nvgpu.tma.create.descriptor %ub box[%c64, %c64] : memref<*xbf16> -> !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
    %smem = arith.constant 32768 : i32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %smem {
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c16384 = arith.constant 16384 : index
      %sa = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %sb = memref.view %dyn[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xbf16, #gpu.address_space<workgroup>>
      %bar = nvgpu.mbarrier.create -> !bar
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %first {
        %bytes = arith.constant 16384 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !bar
        nvgpu.tma.async.load %ta[%c0, %c0], %bar[%c0] to %sa : !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<64x64xbf16, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %tb[%c0, %c0], %bar[%c0] to %sb : !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !bar -> memref<64x64xbf16, #gpu.address_space<workgroup>>
      }
      %phase = arith.constant 0 : i1
      %ticks = arith.constant 1000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !bar
      %wa = nvgpu.warpgroup.generate.descriptor %sa, %ta : memref<64x64xbf16, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xbf16, 3>>
      %wb = nvgpu.warpgroup.generate.descriptor %sb, %tb : memref<64x64xbf16, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xbf16, 3>>
      %acc = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x64xf32>>
      %d = nvgpu.warpgroup.mma %wa, %wb, %acc {transposeB} : <tensor = memref<64x64xbf16, 3>>, <tensor = memref<64x64xbf16, 3>>, <fragmented = vector<64x64xf32>> -> <fragmented = vector<64x64xf32>>
      nvvm.wgmma.wait.group.sync.aligned 0
      nvgpu.warpgroup.mma.store %d, %dd : <fragmented = vector<64x64xf32>> to memref<64x64xf32>
      gpu.terminator
    }
    gpu.memcpy %hd, %dd : memref<64x64xf32>, memref<64x64xf32>
    // The reference: the same products summed in f32 on the host.
    %zero = arith.constant 0 : i32
    %fz = arith.constant 0.0 : f32
    %bad = scf.for %m = %c0 to %c64 step %c1 iter_args(%e0 = %zero) -> (i32) {
      %e1 = scf.for %n = %c0 to %c64 step %c1 iter_args(%e = %e0) -> (i32) {
        %ref = scf.for %k = %c0 to %c64 step %c1 iter_args(%s = %fz) -> (f32) {
          %x = memref.load %ha[%m, %k] : memref<64x64xbf16>
          %y = memref.load %hb[%k, %n] : memref<64x64xbf16>
          %xf = arith.extf %x : bf16 to f32
          %yf = arith.extf %y : bf16 to f32
          %p = arith.mulf %xf, %yf : f32
          %s2 = arith.addf %s, %p : f32
          scf.yield %s2 : f32
        }
        %got = memref.load %hd[%m, %n] : memref<64x64xf32>
        %ne = arith.cmpf une, %got, %ref : f32
        %one = arith.extui %ne : i1 to i32
        %e2 = arith.addi %e, %one : i32
        scf.yield %e2 : i32
      }
      scf.yield %e1 : i32
    }
    %d00 = memref.load %hd[%c0, %c0] : memref<64x64xf32>
    %d37 = memref.load %hd[%c3, %c7] : memref<64x64xf32>
    vector.print str "bf16_mn_major_b: d[0][0] d[3][7] mismatches:"
    vector.print %d00 : f32
    vector.print %d37 : f32
    vector.print %bad : i32
    memref.dealloc %ha : memref<64x64xbf16>
    memref.dealloc %hb : memref<64x64xbf16>
    memref.dealloc %hd : memref<64x64xf32>
    gpu.dealloc %da : memref<64x64xbf16>
    gpu.dealloc %db : memref<64x64xbf16>
    gpu.dealloc %dd : memref<64x64xf32>
    return
  }
}
