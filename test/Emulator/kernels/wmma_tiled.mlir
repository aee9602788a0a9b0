// Tensor-core matmuls with the wmma ops (gpu.subgroup_mma_*), which
// convert-gpu-to-nvvm lowers to nvvm.wmma.load/mma/store, on seeded random
// inputs against a float64 reference (wmma_tiled.ref.mlir), one entry per
// wmma shape:
//  - @main_f32: m16n16k16, f32 accumulators, 12 blocks of one warp, each a
//    16x16 tile of D = A B + C; A row-major, B given transposed (Bt, n x k)
//    and loaded with `transpose` (col layout), C loaded as the initial
//    accumulator, two k steps accumulating into the fragment.
//  - @main_32x8: m32n8k16, f16 accumulators; the warp stages its A and B
//    tiles in workgroup memory (copies, barrier) and loads the fragments
//    from there (stride 8 f16 = 16 bytes for B).
//  - @main_8x32: m8n32k16, f32: A given transposed (At, k x m), loaded with
//    `transpose`; P = A B from a zero constant matrix, then element-wise
//    D = P * 0.5 + C (gpu.subgroup_mma_elementwise, constant_matrix).
// Tolerances: f16 products are exact in f32 and the emulator sums in
// double, rounding once per mma, so f32 results are within a few f32 ulps
// of the reference (1e-5); f16 results are the f16 rounding of a nearly
// exact value, like the reference's cast, so they agree to the ulp (f16's
// ulp at the magnitudes here, |D| < 8, is at most 2^-8: atol 4e-3).
//
// RUN: hidet-run --target=emulate %s --entry=main_f32 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/wmma_tiled.ref.mlir --atol=1e-5 --rtol=1e-5 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main_f32 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/wmma_tiled.ref.mlir --atol=1e-5 --rtol=1e-5 --emu-schedule=random --emu-seed=4 --seed=2 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main_32x8 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/wmma_tiled.ref.mlir --atol=4e-3 --rtol=1e-3 --emu-schedule=reverse | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main_32x8 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/wmma_tiled.ref.mlir --atol=4e-3 --rtol=1e-3 --emu-schedule=random --emu-seed=5 --seed=3 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main_8x32 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/wmma_tiled.ref.mlir --atol=1e-5 --rtol=1e-5 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main_8x32 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/wmma_tiled.ref.mlir --atol=1e-5 --rtol=1e-5 --emu-schedule=random --emu-seed=6 --seed=4 | FileCheck %s
// RUN: %S/check_ptx.sh %s
// CHECK: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wmma_f32(%A: memref<64x32xf16>, %Bt: memref<48x32xf16>, %C: memref<64x48xf32>,
                       %D: memref<64x48xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row = arith.muli %by, %c16 : index
      %col = arith.muli %bx, %c16 : index
      %acc0 = gpu.subgroup_mma_load_matrix %C[%row, %col] {leadDimension = 48 : index}
          : memref<64x48xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
      // Two k steps, unrolled: an scf.for carrying a !gpu.mma_matrix fails in
      // convert-nvgpu-to-nvvm (MLIR 22: its structural type conversion of
      // scf ops cannot convert the fragment type).
      %fa0 = gpu.subgroup_mma_load_matrix %A[%row, %c0] {leadDimension = 32 : index}
          : memref<64x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %fb0 = gpu.subgroup_mma_load_matrix %Bt[%col, %c0] {leadDimension = 32 : index, transpose}
          : memref<48x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %acc1 = gpu.subgroup_mma_compute %fa0, %fb0, %acc0 {b_transpose}
          : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      %fa1 = gpu.subgroup_mma_load_matrix %A[%row, %c16] {leadDimension = 32 : index}
          : memref<64x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %fb1 = gpu.subgroup_mma_load_matrix %Bt[%col, %c16] {leadDimension = 32 : index, transpose}
          : memref<48x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %acc = gpu.subgroup_mma_compute %fa1, %fb1, %acc1 {b_transpose}
          : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %acc, %D[%row, %col] {leadDimension = 48 : index}
          : !gpu.mma_matrix<16x16xf32, "COp">, memref<64x48xf32>
      gpu.return
    }

    gpu.func @wmma_32x8(%A: memref<64x16xf16>, %B: memref<16x24xf16>, %C: memref<64x24xf16>, %D: memref<64x24xf16>)
        workgroup(%As: memref<32x16xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64},
                  %Bs: memref<16x8xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %t = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row = arith.muli %by, %c32 : index
      %col = arith.muli %bx, %c8 : index
      // Thread t copies row t of the A tile and, t < 16, row t of the B tile.
      %ar = arith.addi %row, %t : index
      scf.for %j = %c0 to %c16 step %c1 {
        %v = memref.load %A[%ar, %j] : memref<64x16xf16>
        memref.store %v, %As[%t, %j] : memref<32x16xf16, #gpu.address_space<workgroup>>
      }
      %inb = arith.cmpi ult, %t, %c16 : index
      scf.if %inb {
        scf.for %j = %c0 to %c8 step %c1 {
          %bc = arith.addi %col, %j : index
          %v = memref.load %B[%t, %bc] : memref<16x24xf16>
          memref.store %v, %Bs[%t, %j] : memref<16x8xf16, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      %fa = gpu.subgroup_mma_load_matrix %As[%c0, %c0] {leadDimension = 16 : index}
          : memref<32x16xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<32x16xf16, "AOp">
      %fb = gpu.subgroup_mma_load_matrix %Bs[%c0, %c0] {leadDimension = 8 : index}
          : memref<16x8xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x8xf16, "BOp">
      %fc = gpu.subgroup_mma_load_matrix %C[%row, %col] {leadDimension = 24 : index}
          : memref<64x24xf16> -> !gpu.mma_matrix<32x8xf16, "COp">
      %fd = gpu.subgroup_mma_compute %fa, %fb, %fc
          : !gpu.mma_matrix<32x16xf16, "AOp">, !gpu.mma_matrix<16x8xf16, "BOp"> -> !gpu.mma_matrix<32x8xf16, "COp">
      gpu.subgroup_mma_store_matrix %fd, %D[%row, %col] {leadDimension = 24 : index}
          : !gpu.mma_matrix<32x8xf16, "COp">, memref<64x24xf16>
      gpu.return
    }

    gpu.func @wmma_8x32(%At: memref<16x8xf16>, %B: memref<16x64xf16>, %C: memref<8x64xf32>, %D: memref<8x64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %bx = gpu.block_id x
      %col = arith.muli %bx, %c32 : index
      %fa = gpu.subgroup_mma_load_matrix %At[%c0, %c0] {leadDimension = 8 : index, transpose}
          : memref<16x8xf16> -> !gpu.mma_matrix<8x16xf16, "AOp">
      %fb = gpu.subgroup_mma_load_matrix %B[%c0, %col] {leadDimension = 64 : index}
          : memref<16x64xf16> -> !gpu.mma_matrix<16x32xf16, "BOp">
      %zero = arith.constant 0.0 : f32
      %half = arith.constant 0.5 : f32
      %fz = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<8x32xf32, "COp">
      %fh = gpu.subgroup_mma_constant_matrix %half : !gpu.mma_matrix<8x32xf32, "COp">
      %p = gpu.subgroup_mma_compute %fa, %fb, %fz {a_transpose}
          : !gpu.mma_matrix<8x16xf16, "AOp">, !gpu.mma_matrix<16x32xf16, "BOp"> -> !gpu.mma_matrix<8x32xf32, "COp">
      %fc = gpu.subgroup_mma_load_matrix %C[%c0, %col] {leadDimension = 64 : index}
          : memref<8x64xf32> -> !gpu.mma_matrix<8x32xf32, "COp">
      %ph = gpu.subgroup_mma_elementwise mulf %p, %fh
          : (!gpu.mma_matrix<8x32xf32, "COp">, !gpu.mma_matrix<8x32xf32, "COp">) -> !gpu.mma_matrix<8x32xf32, "COp">
      %d = gpu.subgroup_mma_elementwise addf %ph, %fc
          : (!gpu.mma_matrix<8x32xf32, "COp">, !gpu.mma_matrix<8x32xf32, "COp">) -> !gpu.mma_matrix<8x32xf32, "COp">
      gpu.subgroup_mma_store_matrix %d, %D[%c0, %col] {leadDimension = 64 : index}
          : !gpu.mma_matrix<8x32xf32, "COp">, memref<8x64xf32>
      gpu.return
    }
  }

  func.func @main_f32(%A: memref<64x32xf16>, %Bt: memref<48x32xf16>, %C: memref<64x48xf32>, %D: memref<64x48xf32>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@wmma_f32 blocks in (%c3, %c4, %c1) threads in (%c32, %c1, %c1)
        args(%A : memref<64x32xf16>, %Bt : memref<48x32xf16>, %C : memref<64x48xf32>, %D : memref<64x48xf32>)
    return
  }

  func.func @main_32x8(%A: memref<64x16xf16>, %B: memref<16x24xf16>, %C: memref<64x24xf16>, %D: memref<64x24xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@wmma_32x8 blocks in (%c3, %c2, %c1) threads in (%c32, %c1, %c1)
        args(%A : memref<64x16xf16>, %B : memref<16x24xf16>, %C : memref<64x24xf16>, %D : memref<64x24xf16>)
    return
  }

  func.func @main_8x32(%At: memref<16x8xf16>, %B: memref<16x64xf16>, %C: memref<8x64xf32>, %D: memref<8x64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@wmma_8x32 blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%At : memref<16x8xf16>, %B : memref<16x64xf16>, %C : memref<8x64xf32>, %D : memref<8x64xf32>)
    return
  }
}
