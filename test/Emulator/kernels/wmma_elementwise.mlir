// Element-wise ops on wmma fragments, written the way upstream's CUDA
// integration tests are (host code, gpu.launch, printMemrefF32; only the
// RUN lines differ). LLVM 22's convert-gpu-to-nvvm crashes on
// gpu.subgroup_mma_elementwise subf and negatef; hidet-legalize-mma-elementwise
// (in the emulator's and the PTX pipelines) rewrites them into addf/mulf
// with a constant matrix of -1 first. A = 2 I, B[k][j] = j - 8, so
// P = A B = 2 (j - 8) (from a zero constant accumulator); C[i][j] = i;
// D = negatef(subf(C, P)) = 2j - 16 - i, and -0 where C = P (j = 8 + i/2
// for even i: -(+0) is -0).
//
// RUN: hidet-run --target=emulate %s --entry=main --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --emu-schedule=reverse --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: %S/check_ptx.sh %s sm_80

func.func @main() {
  %a = memref.alloc() : memref<16x16xf16>
  %b = memref.alloc() : memref<16x16xf16>
  %c = memref.alloc() : memref<16x16xf32>
  %zero = arith.constant 0.0 : f16
  %two = arith.constant 2.0 : f16
  %eight = arith.constant 8.0 : f16
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %diag = arith.cmpi eq, %i, %j : index
      %av = arith.select %diag, %two, %zero : f16
      memref.store %av, %a[%i, %j] : memref<16x16xf16>
      %jj = arith.index_cast %j : index to i32
      %fj = arith.sitofp %jj : i32 to f16
      %bv = arith.subf %fj, %eight : f16
      memref.store %bv, %b[%i, %j] : memref<16x16xf16>
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      memref.store %fi, %c[%i, %j] : memref<16x16xf32>
    }
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %fa = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %fb = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %fc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %z = arith.constant 0.0 : f32
    %fz = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf32, "COp">
    %p = gpu.subgroup_mma_compute %fa, %fb, %fz : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %e = gpu.subgroup_mma_elementwise subf %fc, %p : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %d = gpu.subgroup_mma_elementwise negatef %e : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.terminator
  }
  %p = memref.cast %c : memref<16x16xf32> to memref<*xf32>
  call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  // CHECK:      [-16,{{ +}}-14,{{ +}}-12,{{ +}}-10,{{ +}}-8,{{ +}}-6,{{ +}}-4,{{ +}}-2,{{ +}}-0,{{ +}}2,{{ +}}4,{{ +}}6,{{ +}}8,{{ +}}10,{{ +}}12,{{ +}}14],
  // CHECK-NEXT: [-17,{{ +}}-15,{{ +}}-13,{{ +}}-11,{{ +}}-9,{{ +}}-7,{{ +}}-5,{{ +}}-3,{{ +}}-1,{{ +}}1,{{ +}}3,{{ +}}5,{{ +}}7,{{ +}}9,{{ +}}11,{{ +}}13],
  // CHECK-NEXT: [-18,{{ +}}-16,{{ +}}-14,{{ +}}-12,{{ +}}-10,{{ +}}-8,{{ +}}-6,{{ +}}-4,{{ +}}-2,{{ +}}-0,{{ +}}2,{{ +}}4,{{ +}}6,{{ +}}8,{{ +}}10,{{ +}}12],
  // CHECK-NEXT: [-19,{{ +}}-17,{{ +}}-15,{{ +}}-13,{{ +}}-11,{{ +}}-9,{{ +}}-7,{{ +}}-5,{{ +}}-3,{{ +}}-1,{{ +}}1,{{ +}}3,{{ +}}5,{{ +}}7,{{ +}}9,{{ +}}11],
  // CHECK-NEXT: [-20,{{ +}}-18,{{ +}}-16,{{ +}}-14,{{ +}}-12,{{ +}}-10,{{ +}}-8,{{ +}}-6,{{ +}}-4,{{ +}}-2,{{ +}}-0,{{ +}}2,{{ +}}4,{{ +}}6,{{ +}}8,{{ +}}10],
  // CHECK-NEXT: [-21,{{ +}}-19,{{ +}}-17,{{ +}}-15,{{ +}}-13,{{ +}}-11,{{ +}}-9,{{ +}}-7,{{ +}}-5,{{ +}}-3,{{ +}}-1,{{ +}}1,{{ +}}3,{{ +}}5,{{ +}}7,{{ +}}9],
  // CHECK-NEXT: [-22,{{ +}}-20,{{ +}}-18,{{ +}}-16,{{ +}}-14,{{ +}}-12,{{ +}}-10,{{ +}}-8,{{ +}}-6,{{ +}}-4,{{ +}}-2,{{ +}}-0,{{ +}}2,{{ +}}4,{{ +}}6,{{ +}}8],
  // CHECK-NEXT: [-23,{{ +}}-21,{{ +}}-19,{{ +}}-17,{{ +}}-15,{{ +}}-13,{{ +}}-11,{{ +}}-9,{{ +}}-7,{{ +}}-5,{{ +}}-3,{{ +}}-1,{{ +}}1,{{ +}}3,{{ +}}5,{{ +}}7],
  // CHECK-NEXT: [-24,{{ +}}-22,{{ +}}-20,{{ +}}-18,{{ +}}-16,{{ +}}-14,{{ +}}-12,{{ +}}-10,{{ +}}-8,{{ +}}-6,{{ +}}-4,{{ +}}-2,{{ +}}-0,{{ +}}2,{{ +}}4,{{ +}}6],
  // CHECK-NEXT: [-25,{{ +}}-23,{{ +}}-21,{{ +}}-19,{{ +}}-17,{{ +}}-15,{{ +}}-13,{{ +}}-11,{{ +}}-9,{{ +}}-7,{{ +}}-5,{{ +}}-3,{{ +}}-1,{{ +}}1,{{ +}}3,{{ +}}5],
  // CHECK-NEXT: [-26,{{ +}}-24,{{ +}}-22,{{ +}}-20,{{ +}}-18,{{ +}}-16,{{ +}}-14,{{ +}}-12,{{ +}}-10,{{ +}}-8,{{ +}}-6,{{ +}}-4,{{ +}}-2,{{ +}}-0,{{ +}}2,{{ +}}4],
  // CHECK-NEXT: [-27,{{ +}}-25,{{ +}}-23,{{ +}}-21,{{ +}}-19,{{ +}}-17,{{ +}}-15,{{ +}}-13,{{ +}}-11,{{ +}}-9,{{ +}}-7,{{ +}}-5,{{ +}}-3,{{ +}}-1,{{ +}}1,{{ +}}3],
  // CHECK-NEXT: [-28,{{ +}}-26,{{ +}}-24,{{ +}}-22,{{ +}}-20,{{ +}}-18,{{ +}}-16,{{ +}}-14,{{ +}}-12,{{ +}}-10,{{ +}}-8,{{ +}}-6,{{ +}}-4,{{ +}}-2,{{ +}}-0,{{ +}}2],
  // CHECK-NEXT: [-29,{{ +}}-27,{{ +}}-25,{{ +}}-23,{{ +}}-21,{{ +}}-19,{{ +}}-17,{{ +}}-15,{{ +}}-13,{{ +}}-11,{{ +}}-9,{{ +}}-7,{{ +}}-5,{{ +}}-3,{{ +}}-1,{{ +}}1],
  // CHECK-NEXT: [-30,{{ +}}-28,{{ +}}-26,{{ +}}-24,{{ +}}-22,{{ +}}-20,{{ +}}-18,{{ +}}-16,{{ +}}-14,{{ +}}-12,{{ +}}-10,{{ +}}-8,{{ +}}-6,{{ +}}-4,{{ +}}-2,{{ +}}-0],
  // CHECK-NEXT: [-31,{{ +}}-29,{{ +}}-27,{{ +}}-25,{{ +}}-23,{{ +}}-21,{{ +}}-19,{{ +}}-17,{{ +}}-15,{{ +}}-13,{{ +}}-11,{{ +}}-9,{{ +}}-7,{{ +}}-5,{{ +}}-3,{{ +}}-1]]
  memref.dealloc %a : memref<16x16xf16>
  memref.dealloc %b : memref<16x16xf16>
  memref.dealloc %c : memref<16x16xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)
