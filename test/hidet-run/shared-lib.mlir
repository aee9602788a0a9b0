// memref.copy out of a strided view lowers to a call of memrefCopy, which
// the MLIR C runner utilities define: without --shared-lib the call is an
// error, with it the copy runs.
// RUN: not hidet-run %s --arg=rand --arg=poison 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=MISSING
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/npy_util.py write %t/a.npy '<f4' 4x4 'i'
// RUN: hidet-run %s --arg=@%t/a.npy --arg=poison --shared-lib=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so --print-args | FileCheck %s
// MISSING: hidet-run: error: the compiled code calls 'memrefCopy', which is not defined here
// CHECK:      arg #1: memref<2x2xf32> =
// CHECK-NEXT: {{\[\[}}5, 6],
// CHECK-NEXT:  [9, 10]]
func.func @main(%a: memref<4x4xf32>, %b: memref<2x2xf32>) {
  %s = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.copy %s, %b : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<2x2xf32>
  return
}
