// One warp computes D = A * B + C with a single tf32 mma.sync m16n8k8
// (`nvgpu.mma.sync ... {mmaShape = [16, 8, 8], tf32Enabled}`):
// A 16x8 f32 (row-major), B 8x8 f32 (k x n, row-major), C and D 16x8 f32.
//  - A goes through shared memory and `nvgpu.ldmatrix` x4 on 32-bit data
//    (each 8x8 b16 matrix is 8 rows of 4 f32; lane l gives row l%16, column
//    4*(l/16)), which yields exactly the tf32 A fragment a0 = A[g, t],
//    a1 = A[g+8, t], a2 = A[g, t+4], a3 = A[g+8, t+4] (g = l/4, t = l%4).
//  - B's fragment is read from global: b0 = B[t, g], b1 = B[t+4, g].
//  - C/D: C[g, 2t..2t+1] and C[g+8, 2t..2t+1].
// Reference: mma_m16n8k8_tf32.ref.mlir, D = f64(A) @ f64(B) + f64(C).
//
// Tolerance: the mma reads A and B as tf32 (10 explicit mantissa bits;
// hardware drops the low 13 bits), so each product of values in [-1, 1) is
// off by up to ~2^-9 relative; 8 of them plus f32 accumulation: ~4e-3
// absolute at worst. Checked with 1e-2 absolute / 1e-2 relative.
//
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/mma_m16n8k8_tf32.ref.mlir --atol=1e-2 --rtol=1e-2 --emu-schedule=forward | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/mma_m16n8k8_tf32.ref.mlir --atol=1e-2 --rtol=1e-2 --emu-schedule=reverse --seed=8 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/mma_m16n8k8_tf32.ref.mlir --atol=1e-2 --rtol=1e-2 --emu-schedule=random --emu-seed=4 --seed=9 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/mma_m16n8k8_tf32.ref.mlir --atol=1e-2 --rtol=1e-2 --emu-schedule=random --emu-seed=7 | FileCheck %s
// RUN: %S/check_ptx.sh %s
// CHECK: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mma_tf32(%A: memref<16x8xf32>, %B: memref<8x8xf32>, %C: memref<16x8xf32>, %D: memref<16x8xf32>)
        workgroup(%As: memref<16x8xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %l = gpu.thread_id x

      // Global -> shared: lane l copies A[l/2, 4*(l%2) .. +4].
      %r = arith.divui %l, %c2 : index
      %h = arith.remui %l, %c2 : index
      %ca = arith.muli %h, %c4 : index
      %va = vector.load %A[%r, %ca] : memref<16x8xf32>, vector<4xf32>
      vector.store %va, %As[%r, %ca] : memref<16x8xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      gpu.barrier

      %row16 = arith.remui %l, %c16 : index
      %hi = arith.divui %l, %c16 : index
      %acol = arith.muli %hi, %c4 : index
      %a = nvgpu.ldmatrix %As[%row16, %acol] {numTiles = 4 : i32, transpose = false}
          : memref<16x8xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>

      %g = arith.divui %l, %c4 : index
      %t = arith.remui %l, %c4 : index
      %g8 = arith.addi %g, %c8 : index
      %t4 = arith.addi %t, %c4 : index
      %b0 = memref.load %B[%t, %g] : memref<8x8xf32>
      %b1 = memref.load %B[%t4, %g] : memref<8x8xf32>
      %b = vector.from_elements %b0, %b1 : vector<2x1xf32>

      %col = arith.muli %t, %c2 : index
      %c_lo = vector.load %C[%g, %col] : memref<16x8xf32>, vector<2xf32>
      %c_hi = vector.load %C[%g8, %col] : memref<16x8xf32>, vector<2xf32>
      %cz = arith.constant dense<0.0> : vector<2x2xf32>
      %c_0 = vector.insert %c_lo, %cz [0] : vector<2xf32> into vector<2x2xf32>
      %c_frag = vector.insert %c_hi, %c_0 [1] : vector<2xf32> into vector<2x2xf32>

      %d = nvgpu.mma.sync (%a, %b, %c_frag) {mmaShape = [16, 8, 8], tf32Enabled}
          : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>

      %d_lo = vector.extract %d[0] : vector<2xf32> from vector<2x2xf32>
      %d_hi = vector.extract %d[1] : vector<2xf32> from vector<2x2xf32>
      vector.store %d_lo, %D[%g, %col] : memref<16x8xf32>, vector<2xf32>
      vector.store %d_hi, %D[%g8, %col] : memref<16x8xf32>, vector<2xf32>
      gpu.return
    }
  }

  func.func @main(%A: memref<16x8xf32>, %B: memref<8x8xf32>, %C: memref<16x8xf32>, %D: memref<16x8xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@mma_tf32 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%A : memref<16x8xf32>, %B : memref<8x8xf32>, %C : memref<16x8xf32>, %D : memref<16x8xf32>)
    return
  }
}
