// A tensor-core matmul with f16 accumulators and a transposed operand,
// written the way upstream's CUDA integration tests
// (TensorCore/wmma-matmul-f16.mlir) are; only the RUN lines differ. The
// host stores U, U[k][i] = 1 for k <= i (upper triangle), which is loaded
// with `transpose` (col layout, `a_transpose` on the compute) as the lower
// triangle L = U^T; B[k][j] = k, C[i][j] = j (f16). D = L B + C has
// D[i][j] = (0 + 1 + ... + i) + j = i(i+1)/2 + j, exact in f16; the host
// widens it to f32 and prints it.
//
// RUN: hidet-run --target=emulate %s --entry=main --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --emu-schedule=reverse --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: %S/check_ptx.sh %s sm_80

func.func @main() {
  %u = memref.alloc() : memref<16x16xf16>
  %b = memref.alloc() : memref<16x16xf16>
  %c = memref.alloc() : memref<16x16xf16>
  %out = memref.alloc() : memref<16x16xf32>
  %zero = arith.constant 0.0 : f16
  %one = arith.constant 1.0 : f16
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  scf.for %k = %c0 to %c16 step %c1 {
    scf.for %i = %c0 to %c16 step %c1 {
      %upper = arith.cmpi ule, %k, %i : index
      %v = arith.select %upper, %one, %zero : f16
      memref.store %v, %u[%k, %i] : memref<16x16xf16>
      %kk = arith.index_cast %k : index to i32
      %ii = arith.index_cast %i : index to i32
      %fk = arith.sitofp %kk : i32 to f16
      %fi = arith.sitofp %ii : i32 to f16
      memref.store %fk, %b[%k, %i] : memref<16x16xf16>
      memref.store %fi, %c[%k, %i] : memref<16x16xf16>
    }
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %fa = gpu.subgroup_mma_load_matrix %u[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %fb = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %fc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %fd = gpu.subgroup_mma_compute %fa, %fb, %fc {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %fd, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    gpu.terminator
  }
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %h = memref.load %c[%i, %j] : memref<16x16xf16>
      %f = arith.extf %h : f16 to f32
      memref.store %f, %out[%i, %j] : memref<16x16xf32>
    }
  }
  %p = memref.cast %out : memref<16x16xf32> to memref<*xf32>
  call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  // CHECK:      [0,{{ +}}1,{{ +}}2,{{ +}}3,{{ +}}4,{{ +}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}13,{{ +}}14,{{ +}}15],
  // CHECK-NEXT: [1,{{ +}}2,{{ +}}3,{{ +}}4,{{ +}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}13,{{ +}}14,{{ +}}15,{{ +}}16],
  // CHECK-NEXT: [3,{{ +}}4,{{ +}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}13,{{ +}}14,{{ +}}15,{{ +}}16,{{ +}}17,{{ +}}18],
  // CHECK-NEXT: [6,{{ +}}7,{{ +}}8,{{ +}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}13,{{ +}}14,{{ +}}15,{{ +}}16,{{ +}}17,{{ +}}18,{{ +}}19,{{ +}}20,{{ +}}21],
  // CHECK-NEXT: [10,{{ +}}11,{{ +}}12,{{ +}}13,{{ +}}14,{{ +}}15,{{ +}}16,{{ +}}17,{{ +}}18,{{ +}}19,{{ +}}20,{{ +}}21,{{ +}}22,{{ +}}23,{{ +}}24,{{ +}}25],
  // CHECK-NEXT: [15,{{ +}}16,{{ +}}17,{{ +}}18,{{ +}}19,{{ +}}20,{{ +}}21,{{ +}}22,{{ +}}23,{{ +}}24,{{ +}}25,{{ +}}26,{{ +}}27,{{ +}}28,{{ +}}29,{{ +}}30],
  // CHECK-NEXT: [21,{{ +}}22,{{ +}}23,{{ +}}24,{{ +}}25,{{ +}}26,{{ +}}27,{{ +}}28,{{ +}}29,{{ +}}30,{{ +}}31,{{ +}}32,{{ +}}33,{{ +}}34,{{ +}}35,{{ +}}36],
  // CHECK-NEXT: [28,{{ +}}29,{{ +}}30,{{ +}}31,{{ +}}32,{{ +}}33,{{ +}}34,{{ +}}35,{{ +}}36,{{ +}}37,{{ +}}38,{{ +}}39,{{ +}}40,{{ +}}41,{{ +}}42,{{ +}}43],
  // CHECK-NEXT: [36,{{ +}}37,{{ +}}38,{{ +}}39,{{ +}}40,{{ +}}41,{{ +}}42,{{ +}}43,{{ +}}44,{{ +}}45,{{ +}}46,{{ +}}47,{{ +}}48,{{ +}}49,{{ +}}50,{{ +}}51],
  // CHECK-NEXT: [45,{{ +}}46,{{ +}}47,{{ +}}48,{{ +}}49,{{ +}}50,{{ +}}51,{{ +}}52,{{ +}}53,{{ +}}54,{{ +}}55,{{ +}}56,{{ +}}57,{{ +}}58,{{ +}}59,{{ +}}60],
  // CHECK-NEXT: [55,{{ +}}56,{{ +}}57,{{ +}}58,{{ +}}59,{{ +}}60,{{ +}}61,{{ +}}62,{{ +}}63,{{ +}}64,{{ +}}65,{{ +}}66,{{ +}}67,{{ +}}68,{{ +}}69,{{ +}}70],
  // CHECK-NEXT: [66,{{ +}}67,{{ +}}68,{{ +}}69,{{ +}}70,{{ +}}71,{{ +}}72,{{ +}}73,{{ +}}74,{{ +}}75,{{ +}}76,{{ +}}77,{{ +}}78,{{ +}}79,{{ +}}80,{{ +}}81],
  // CHECK-NEXT: [78,{{ +}}79,{{ +}}80,{{ +}}81,{{ +}}82,{{ +}}83,{{ +}}84,{{ +}}85,{{ +}}86,{{ +}}87,{{ +}}88,{{ +}}89,{{ +}}90,{{ +}}91,{{ +}}92,{{ +}}93],
  // CHECK-NEXT: [91,{{ +}}92,{{ +}}93,{{ +}}94,{{ +}}95,{{ +}}96,{{ +}}97,{{ +}}98,{{ +}}99,{{ +}}100,{{ +}}101,{{ +}}102,{{ +}}103,{{ +}}104,{{ +}}105,{{ +}}106],
  // CHECK-NEXT: [105,{{ +}}106,{{ +}}107,{{ +}}108,{{ +}}109,{{ +}}110,{{ +}}111,{{ +}}112,{{ +}}113,{{ +}}114,{{ +}}115,{{ +}}116,{{ +}}117,{{ +}}118,{{ +}}119,{{ +}}120],
  // CHECK-NEXT: [120,{{ +}}121,{{ +}}122,{{ +}}123,{{ +}}124,{{ +}}125,{{ +}}126,{{ +}}127,{{ +}}128,{{ +}}129,{{ +}}130,{{ +}}131,{{ +}}132,{{ +}}133,{{ +}}134,{{ +}}135]]
  memref.dealloc %u : memref<16x16xf16>
  memref.dealloc %b : memref<16x16xf16>
  memref.dealloc %c : memref<16x16xf16>
  memref.dealloc %out : memref<16x16xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)
