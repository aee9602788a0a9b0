// A multi-warp tiled f16 tensor-core matmul: C (64x96 f32) = A (64x64 f16) @
// B (64x96 f16, k x n). Blocks of 4 warps compute 32x32 tiles (grid 3x2);
// warp w computes the 16x16 sub-tile (16*(w/2), 16*(w%2)) as two m16n8k16
// tiles. The k loop steps by 32: every thread cp.asyncs one 16-byte vector
// (8 f16) of the A tile and one of the B tile into shared memory (rows padded
// from 32 to 40 halves, 80 bytes, against ldmatrix bank conflicts; still
// 16-byte aligned), waits (wait_group 0), barriers, and then for each of the
// two k16 steps loads
//  - A with `nvgpu.ldmatrix` x4 (lane l: row l%16, column kk + 8*(l/16)),
//  - B with `nvgpu.ldmatrix` x4 *transposed* (lane l: k row kk + l%16, column
//    8*(l/16)): registers 0-1 are the B fragment of the first n8 tile,
//    registers 2-3 that of the second,
// and issues two `nvgpu.mma.sync` m16n8k16 (f32 accumulators carried through
// both loops). A barrier ends each k step before the tiles are refilled.
// Reference: mma_matmul_f16_tiled.ref.mlir, f64(A) @ f64(B) cast to f32.
//
// Tolerance (f16 mma vs float64): f16 x f16 products are exact in f32; the
// only error is the f32 accumulation of 64 products (partial sums of
// magnitude up to ~8): at most ~3e-5 absolute, ~1e-6 in practice. 5e-5
// absolute / 1e-5 relative.
//
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=poison --compare=%S/mma_matmul_f16_tiled.ref.mlir --atol=5e-5 --rtol=1e-5 --emu-schedule=forward | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=poison --compare=%S/mma_matmul_f16_tiled.ref.mlir --atol=5e-5 --rtol=1e-5 --emu-schedule=reverse --seed=2 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=poison --compare=%S/mma_matmul_f16_tiled.ref.mlir --atol=5e-5 --rtol=1e-5 --emu-schedule=random --emu-seed=6 --emu-async=early --seed=3 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --arg=rand --arg=rand --arg=poison --compare=%S/mma_matmul_f16_tiled.ref.mlir --atol=5e-5 --rtol=1e-5 --emu-schedule=random --emu-seed=8 | FileCheck %s
// RUN: %S/check_ptx.sh %s
// CHECK: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%A: memref<64x64xf16>, %B: memref<64x96xf16>, %C: memref<64x96xf32>)
        workgroup(%As: memref<32x40xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64},
                  %Bs: memref<32x40xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %cK = arith.constant 64 : index
      %bn = gpu.block_id x
      %bm = gpu.block_id y
      %tid = gpu.thread_id x
      %l = gpu.lane_id
      %w = arith.divui %tid, %c32 : index
      %wm = arith.divui %w, %c2 : index
      %wn = arith.remui %w, %c2 : index
      %row0 = arith.muli %bm, %c32 : index
      %col0 = arith.muli %bn, %c32 : index

      // This thread's 16-byte vector of each tile: row tid/4, column 8*(tid%4).
      %vr = arith.divui %tid, %c4 : index
      %vq = arith.remui %tid, %c4 : index
      %vc = arith.muli %vq, %c8 : index
      %a_grow = arith.addi %row0, %vr : index
      %b_gcol = arith.addi %col0, %vc : index

      // ldmatrix lane addresses (A and B use the same pattern).
      %l16 = arith.remui %l, %c16 : index
      %lhi = arith.divui %l, %c16 : index
      %l8 = arith.muli %lhi, %c8 : index
      %wm16 = arith.muli %wm, %c16 : index
      %wn16 = arith.muli %wn, %c16 : index
      %a_row = arith.addi %wm16, %l16 : index
      %b_col = arith.addi %wn16, %l8 : index

      %zero = arith.constant dense<0.0> : vector<2x2xf32>
      %bz = arith.constant dense<0.0> : vector<2x2xf16>
      %acc:2 = scf.for %k0 = %c0 to %cK step %c32 iter_args(%acc0 = %zero, %acc1 = %zero)
          -> (vector<2x2xf32>, vector<2x2xf32>) {
        %a_gcol = arith.addi %k0, %vc : index
        %ta = nvgpu.device_async_copy %A[%a_grow, %a_gcol], %As[%vr, %vc], 8
            : memref<64x64xf16> to memref<32x40xf16, #gpu.address_space<workgroup>>
        %b_grow = arith.addi %k0, %vr : index
        %tb = nvgpu.device_async_copy %B[%b_grow, %b_gcol], %Bs[%vr, %vc], 8 {bypassL1}
            : memref<64x96xf16> to memref<32x40xf16, #gpu.address_space<workgroup>>
        %g = nvgpu.device_async_create_group %ta, %tb
        nvgpu.device_async_wait %g {numGroups = 0 : i32}
        gpu.barrier

        %r:2 = scf.for %kk = %c0 to %c32 step %c16 iter_args(%r0 = %acc0, %r1 = %acc1)
            -> (vector<2x2xf32>, vector<2x2xf32>) {
          %a_col = arith.addi %kk, %l8 : index
          %a = nvgpu.ldmatrix %As[%a_row, %a_col] {numTiles = 4 : i32, transpose = false}
              : memref<32x40xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
          %b_row = arith.addi %kk, %l16 : index
          %b = nvgpu.ldmatrix %Bs[%b_row, %b_col] {numTiles = 4 : i32, transpose = true}
              : memref<32x40xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
          // Split the four registers into the two B fragments. (Not with a 2-D
          // vector.extract_strided_slice: convert-gpu-to-nvvm leaves it
          // unconverted and LLVM translation fails.)
          %br0 = vector.extract %b[0] : vector<2xf16> from vector<4x2xf16>
          %br1 = vector.extract %b[1] : vector<2xf16> from vector<4x2xf16>
          %br2 = vector.extract %b[2] : vector<2xf16> from vector<4x2xf16>
          %br3 = vector.extract %b[3] : vector<2xf16> from vector<4x2xf16>
          %b0a = vector.insert %br0, %bz [0] : vector<2xf16> into vector<2x2xf16>
          %b0 = vector.insert %br1, %b0a [1] : vector<2xf16> into vector<2x2xf16>
          %b1a = vector.insert %br2, %bz [0] : vector<2xf16> into vector<2x2xf16>
          %b1 = vector.insert %br3, %b1a [1] : vector<2xf16> into vector<2x2xf16>
          %n0 = nvgpu.mma.sync (%a, %b0, %r0) {mmaShape = [16, 8, 16]}
              : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
          %n1 = nvgpu.mma.sync (%a, %b1, %r1) {mmaShape = [16, 8, 16]}
              : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
          scf.yield %n0, %n1 : vector<2x2xf32>, vector<2x2xf32>
        }
        gpu.barrier
        scf.yield %r#0, %r#1 : vector<2x2xf32>, vector<2x2xf32>
      }

      // D fragments: rows g, g+8 and columns 2t, 2t+1 of each n8 tile.
      %g = arith.divui %l, %c4 : index
      %t = arith.remui %l, %c4 : index
      %t2 = arith.muli %t, %c2 : index
      %orow = arith.addi %row0, %wm16 : index
      %orow_lo = arith.addi %orow, %g : index
      %orow_hi = arith.addi %orow_lo, %c8 : index
      %ocol_base = arith.addi %col0, %wn16 : index
      %ocol0 = arith.addi %ocol_base, %t2 : index
      %ocol1 = arith.addi %ocol0, %c8 : index
      %d00 = vector.extract %acc#0[0] : vector<2xf32> from vector<2x2xf32>
      %d01 = vector.extract %acc#0[1] : vector<2xf32> from vector<2x2xf32>
      %d10 = vector.extract %acc#1[0] : vector<2xf32> from vector<2x2xf32>
      %d11 = vector.extract %acc#1[1] : vector<2xf32> from vector<2x2xf32>
      vector.store %d00, %C[%orow_lo, %ocol0] : memref<64x96xf32>, vector<2xf32>
      vector.store %d01, %C[%orow_hi, %ocol0] : memref<64x96xf32>, vector<2xf32>
      vector.store %d10, %C[%orow_lo, %ocol1] : memref<64x96xf32>, vector<2xf32>
      vector.store %d11, %C[%orow_hi, %ocol1] : memref<64x96xf32>, vector<2xf32>
      gpu.return
    }
  }

  func.func @main(%A: memref<64x64xf16>, %B: memref<64x96xf16>, %C: memref<64x96xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@matmul blocks in (%c3, %c2, %c1) threads in (%c128, %c1, %c1)
        args(%A : memref<64x64xf16>, %B : memref<64x96xf16>, %C : memref<64x96xf32>)
    return
  }
}
