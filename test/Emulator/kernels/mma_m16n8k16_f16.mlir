// One warp computes D = A * B + C with a single mma.sync m16n8k16:
// A 16x16 f16 (row-major), B 16x8 f16 (k x n, row-major), C and D 16x8 f32.
// Each lane copies 16 bytes of A (vector<8xf16>) and 8 bytes of B
// (vector<4xf16>) into shared memory (workgroup attributions aligned to 16
// bytes, as ldmatrix needs 16-byte aligned row addresses); after a barrier:
//  - A's fragment comes from `nvgpu.ldmatrix` x4 (no transpose): lane l gives
//    the address of row l%16, column 8*(l/16), i.e. matrices
//    A[0:8,0:8], A[8:16,0:8], A[0:8,8:16], A[8:16,8:16];
//  - B's fragment from `nvgpu.ldmatrix` x2 with transpose: B is stored k-major,
//    the mma wants it "col" (n-major); lane l (l < 16) gives row k = l. Lanes
//    16..31 pass valid addresses that x2 ignores.
//  - C's fragment is read from global with the PTX layout: lane l, g = l/4,
//    t = l%4 holds C[g, 2t..2t+1] and C[g+8, 2t..2t+1]; D is stored the same
//    way.
// Reference: mma_m16n8k16_f16.ref.mlir, D = f64(A) @ f64(B) + f64(C), cast
// to f32.
//
// Tolerance (f16 mma vs float64): products of f16 values are exact in f32,
// so the only error is the f32 accumulation of 16 products plus C (partial
// sums of magnitude <= ~4): at most ~4e-6 absolute, ~1e-6 in practice.
// 1e-5 absolute / 1e-5 relative; tight enough to catch a result or an
// operand rounded to f16 (relative error ~5e-4) or a misplaced fragment.
//
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/mma_m16n8k16_f16.ref.mlir --atol=1e-5 --rtol=1e-5 --emu-schedule=forward | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/mma_m16n8k16_f16.ref.mlir --atol=1e-5 --rtol=1e-5 --emu-schedule=reverse --seed=5 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/mma_m16n8k16_f16.ref.mlir --atol=1e-5 --rtol=1e-5 --emu-schedule=random --emu-seed=1 --seed=6 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/mma_m16n8k16_f16.ref.mlir --atol=1e-5 --rtol=1e-5 --emu-schedule=random --emu-seed=2 | FileCheck %s
// RUN: %S/check_ptx.sh %s
// CHECK: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mma(%A: memref<16x16xf16>, %B: memref<16x8xf16>, %C: memref<16x8xf32>, %D: memref<16x8xf32>)
        workgroup(%As: memref<16x16xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64},
                  %Bs: memref<16x8xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %l = gpu.thread_id x

      // Global -> shared: A row l/2, columns 8*(l%2)..+8; B row l/2,
      // columns 4*(l%2)..+4.
      %r = arith.divui %l, %c2 : index
      %h = arith.remui %l, %c2 : index
      %ca = arith.muli %h, %c8 : index
      %va = vector.load %A[%r, %ca] : memref<16x16xf16>, vector<8xf16>
      vector.store %va, %As[%r, %ca] : memref<16x16xf16, #gpu.address_space<workgroup>>, vector<8xf16>
      %cb = arith.muli %h, %c4 : index
      %vb = vector.load %B[%r, %cb] : memref<16x8xf16>, vector<4xf16>
      vector.store %vb, %Bs[%r, %cb] : memref<16x8xf16, #gpu.address_space<workgroup>>, vector<4xf16>
      gpu.barrier

      %row16 = arith.remui %l, %c16 : index
      %hi = arith.divui %l, %c16 : index
      %acol = arith.muli %hi, %c8 : index
      %a = nvgpu.ldmatrix %As[%row16, %acol] {numTiles = 4 : i32, transpose = false}
          : memref<16x16xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
      %b = nvgpu.ldmatrix %Bs[%row16, %c0] {numTiles = 2 : i32, transpose = true}
          : memref<16x8xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>

      // C fragment: rows g and g+8, columns 2t, 2t+1.
      %g = arith.divui %l, %c4 : index
      %t = arith.remui %l, %c4 : index
      %g8 = arith.addi %g, %c8 : index
      %col = arith.muli %t, %c2 : index
      %c_lo = vector.load %C[%g, %col] : memref<16x8xf32>, vector<2xf32>
      %c_hi = vector.load %C[%g8, %col] : memref<16x8xf32>, vector<2xf32>
      %cz = arith.constant dense<0.0> : vector<2x2xf32>
      %c_0 = vector.insert %c_lo, %cz [0] : vector<2xf32> into vector<2x2xf32>
      %c_frag = vector.insert %c_hi, %c_0 [1] : vector<2xf32> into vector<2x2xf32>

      %d = nvgpu.mma.sync (%a, %b, %c_frag) {mmaShape = [16, 8, 16]}
          : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>

      %d_lo = vector.extract %d[0] : vector<2xf32> from vector<2x2xf32>
      %d_hi = vector.extract %d[1] : vector<2xf32> from vector<2x2xf32>
      vector.store %d_lo, %D[%g, %col] : memref<16x8xf32>, vector<2xf32>
      vector.store %d_hi, %D[%g8, %col] : memref<16x8xf32>, vector<2xf32>
      gpu.return
    }
  }

  func.func @main(%A: memref<16x16xf16>, %B: memref<16x8xf16>, %C: memref<16x8xf32>, %D: memref<16x8xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@mma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%A : memref<16x16xf16>, %B : memref<16x8xf16>, %C : memref<16x8xf32>, %D : memref<16x8xf32>)
    return
  }
}
