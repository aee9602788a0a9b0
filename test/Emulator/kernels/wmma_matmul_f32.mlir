// A tensor-core matmul written the way upstream's CUDA integration tests
// (TensorCore/wmma-matmul-f32.mlir) are: host code allocates and fills the
// matrices, one warp runs gpu.subgroup_mma_load_matrix / _compute /
// _store_matrix (m16n16k16, f16 inputs, f32 accumulator, row layouts) in
// a gpu.launch, and the host prints the result with printMemrefF32. The
// RUN lines are the only part that differs from such a test. A[i][k] = i,
// B = ones, C[i][j] = j, so D[i][j] = 16 i + j: every element has its own
// value, and a misplaced fragment element shows.
//
// RUN: hidet-run --target=emulate %s --entry=main --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --emu-schedule=random --emu-seed=2 --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: %S/check_ptx.sh %s sm_80

func.func @main() {
  %a = memref.alloc() : memref<16x16xf16>
  %b = memref.alloc() : memref<16x16xf16>
  %c = memref.alloc() : memref<16x16xf32>
  %one = arith.constant 1.0 : f16
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %fi = arith.sitofp %ii : i32 to f16
      %fj = arith.sitofp %jj : i32 to f32
      memref.store %fi, %a[%i, %j] : memref<16x16xf16>
      memref.store %one, %b[%i, %j] : memref<16x16xf16>
      memref.store %fj, %c[%i, %j] : memref<16x16xf32>
    }
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %fa = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %fb = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %fc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %fd = gpu.subgroup_mma_compute %fa, %fb, %fc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %fd, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.terminator
  }
  %p = memref.cast %c : memref<16x16xf32> to memref<*xf32>
  call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  // CHECK:      [0,{{ +}}1,{{ +}}2,{{ +}}3,{{ +}}4,{{ +}}5,{{ +}}6,{{ +}}7,{{ +}}8,{{ +}}9,{{ +}}10,{{ +}}11,{{ +}}12,{{ +}}13,{{ +}}14,{{ +}}15],
  // CHECK-NEXT: [16,{{ +}}17,{{ +}}18,{{ +}}19,{{ +}}20,{{ +}}21,{{ +}}22,{{ +}}23,{{ +}}24,{{ +}}25,{{ +}}26,{{ +}}27,{{ +}}28,{{ +}}29,{{ +}}30,{{ +}}31],
  // CHECK-NEXT: [32,{{ +}}33,{{ +}}34,{{ +}}35,{{ +}}36,{{ +}}37,{{ +}}38,{{ +}}39,{{ +}}40,{{ +}}41,{{ +}}42,{{ +}}43,{{ +}}44,{{ +}}45,{{ +}}46,{{ +}}47],
  // CHECK-NEXT: [48,{{ +}}49,{{ +}}50,{{ +}}51,{{ +}}52,{{ +}}53,{{ +}}54,{{ +}}55,{{ +}}56,{{ +}}57,{{ +}}58,{{ +}}59,{{ +}}60,{{ +}}61,{{ +}}62,{{ +}}63],
  // CHECK-NEXT: [64,{{ +}}65,{{ +}}66,{{ +}}67,{{ +}}68,{{ +}}69,{{ +}}70,{{ +}}71,{{ +}}72,{{ +}}73,{{ +}}74,{{ +}}75,{{ +}}76,{{ +}}77,{{ +}}78,{{ +}}79],
  // CHECK-NEXT: [80,{{ +}}81,{{ +}}82,{{ +}}83,{{ +}}84,{{ +}}85,{{ +}}86,{{ +}}87,{{ +}}88,{{ +}}89,{{ +}}90,{{ +}}91,{{ +}}92,{{ +}}93,{{ +}}94,{{ +}}95],
  // CHECK-NEXT: [96,{{ +}}97,{{ +}}98,{{ +}}99,{{ +}}100,{{ +}}101,{{ +}}102,{{ +}}103,{{ +}}104,{{ +}}105,{{ +}}106,{{ +}}107,{{ +}}108,{{ +}}109,{{ +}}110,{{ +}}111],
  // CHECK-NEXT: [112,{{ +}}113,{{ +}}114,{{ +}}115,{{ +}}116,{{ +}}117,{{ +}}118,{{ +}}119,{{ +}}120,{{ +}}121,{{ +}}122,{{ +}}123,{{ +}}124,{{ +}}125,{{ +}}126,{{ +}}127],
  // CHECK-NEXT: [128,{{ +}}129,{{ +}}130,{{ +}}131,{{ +}}132,{{ +}}133,{{ +}}134,{{ +}}135,{{ +}}136,{{ +}}137,{{ +}}138,{{ +}}139,{{ +}}140,{{ +}}141,{{ +}}142,{{ +}}143],
  // CHECK-NEXT: [144,{{ +}}145,{{ +}}146,{{ +}}147,{{ +}}148,{{ +}}149,{{ +}}150,{{ +}}151,{{ +}}152,{{ +}}153,{{ +}}154,{{ +}}155,{{ +}}156,{{ +}}157,{{ +}}158,{{ +}}159],
  // CHECK-NEXT: [160,{{ +}}161,{{ +}}162,{{ +}}163,{{ +}}164,{{ +}}165,{{ +}}166,{{ +}}167,{{ +}}168,{{ +}}169,{{ +}}170,{{ +}}171,{{ +}}172,{{ +}}173,{{ +}}174,{{ +}}175],
  // CHECK-NEXT: [176,{{ +}}177,{{ +}}178,{{ +}}179,{{ +}}180,{{ +}}181,{{ +}}182,{{ +}}183,{{ +}}184,{{ +}}185,{{ +}}186,{{ +}}187,{{ +}}188,{{ +}}189,{{ +}}190,{{ +}}191],
  // CHECK-NEXT: [192,{{ +}}193,{{ +}}194,{{ +}}195,{{ +}}196,{{ +}}197,{{ +}}198,{{ +}}199,{{ +}}200,{{ +}}201,{{ +}}202,{{ +}}203,{{ +}}204,{{ +}}205,{{ +}}206,{{ +}}207],
  // CHECK-NEXT: [208,{{ +}}209,{{ +}}210,{{ +}}211,{{ +}}212,{{ +}}213,{{ +}}214,{{ +}}215,{{ +}}216,{{ +}}217,{{ +}}218,{{ +}}219,{{ +}}220,{{ +}}221,{{ +}}222,{{ +}}223],
  // CHECK-NEXT: [224,{{ +}}225,{{ +}}226,{{ +}}227,{{ +}}228,{{ +}}229,{{ +}}230,{{ +}}231,{{ +}}232,{{ +}}233,{{ +}}234,{{ +}}235,{{ +}}236,{{ +}}237,{{ +}}238,{{ +}}239],
  // CHECK-NEXT: [240,{{ +}}241,{{ +}}242,{{ +}}243,{{ +}}244,{{ +}}245,{{ +}}246,{{ +}}247,{{ +}}248,{{ +}}249,{{ +}}250,{{ +}}251,{{ +}}252,{{ +}}253,{{ +}}254,{{ +}}255]]
  memref.dealloc %a : memref<16x16xf16>
  memref.dealloc %b : memref<16x16xf16>
  memref.dealloc %c : memref<16x16xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)
