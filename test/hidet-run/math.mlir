// math ops lower through LLVM intrinsics (exp, sqrt, tanh) or libm calls
// (erf); the values are checked against known digits.
// RUN: hidet-run %s --arg=0.5 | FileCheck %s
// RUN: hidet-run %s --arg=0.5 -O0 | FileCheck %s
// CHECK:      result #0: 1.6487212{{[0-9]*}}
// CHECK-NEXT: result #1: 0.70710677
// CHECK-NEXT: result #2: 0.46211{{[0-9]*}}
// CHECK-NEXT: result #3: 0.52049{{[0-9]*}}
// CHECK-NEXT: result #4: 0.47942553860420{{[0-9]*}}
func.func @main(%x: f32) -> (f32, f32, f32, f32, f64) {
  %e = math.exp %x : f32
  %s = math.sqrt %x : f32
  %t = math.tanh %x : f32
  %r = math.erf %x : f32
  %xd = arith.extf %x : f32 to f64
  %sd = math.sin %xd : f64
  return %e, %s, %t, %r, %sd : f32, f32, f32, f32, f64
}
