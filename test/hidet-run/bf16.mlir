// bf16 arguments. .npy files hold bf16's raw bits ('<u2' written and read;
// '<i2' and ml_dtypes' '<V2' read too); --expect takes any float file and
// compares as double. b = a * a + s with every value exact in bf16:
// a = -1, -0.5, 0, 0.5, 1, 1.5 and s = 0.5 give 1.5, 0.75, 0.5, 0.75, 1.5, 2.75.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/npy_util.py write %t/a.npy '<u2' 2x3 'bf16(i*0.5-1)'
// RUN: python3 %S/Inputs/npy_util.py write %t/a-i2.npy '<i2' 2x3 'bf16(i*0.5-1) - (bf16(i*0.5-1) >= 32768) * 65536'
// RUN: python3 %S/Inputs/npy_util.py write %t/a-v2.npy '<V2' 2x3 'bf16(i*0.5-1)'
// RUN: python3 %S/Inputs/npy_util.py write %t/want.npy '<f4' 2x3 '[1.5, 0.75, 0.5, 0.75, 1.5, 2.75][i]'
// RUN: python3 %S/Inputs/npy_util.py write %t/off.npy '<f8' 2x3 '[1.5, 0.75, 0.5, 0.75, 1.5, 2.8][i]'
// RUN: python3 %S/Inputs/npy_util.py write %t/f2.npy '<f2' 2x3 'i'
// RUN: hidet-run %s --arg=@%t/a.npy --arg=poison --arg=0.5 --out=1:%t/b.npy --out=0:%t/back.npy --expect=1:%t/want.npy --print-args | FileCheck %s
// RUN: python3 %S/Inputs/npy_util.py dump %t/b.npy | FileCheck %s --check-prefix=BITS
// RUN: python3 %S/Inputs/npy_util.py dump %t/b.npy --bf16 | FileCheck %s --check-prefix=VALUES
// RUN: python3 %S/Inputs/npy_util.py same %t/a.npy %t/back.npy
// The other spellings of the bits give the same result.
// RUN: hidet-run %s --arg=@%t/a-i2.npy --arg=poison --arg=0.5 --out=1:%t/b-i2.npy
// RUN: hidet-run %s --arg=@%t/a-v2.npy --arg=poison --arg=0.5 --out=1:%t/b-v2.npy
// RUN: python3 %S/Inputs/npy_util.py same %t/b.npy %t/b-i2.npy
// RUN: python3 %S/Inputs/npy_util.py same %t/b.npy %t/b-v2.npy
// A result off by 0.05 fails --expect; rand fills multiples of 2^-7 in [-1, 1).
// RUN: not hidet-run %s --arg=@%t/a.npy --arg=poison --arg=0.5 --expect=1:%t/off.npy | FileCheck %s --check-prefix=OFF
// RUN: hidet-run %s --arg=rand --arg=poison --arg=0 --out=0:%t/r.npy --seed=3
// RUN: python3 %S/Inputs/npy_util.py range %t/r.npy -1 1 --bf16 | FileCheck %s --check-prefix=RAND
// RUN: hidet-run %s --entry=twice --arg=1.5 | FileCheck %s --check-prefix=SCALAR
// Errors: an f16 file for a bf16 argument, a fill beyond bf16's range.
// RUN: not hidet-run %s --arg=@%t/f2.npy --arg=poison --arg=0.5 2>&1 | FileCheck %s --check-prefix=F2
// RUN: not hidet-run %s --arg=fill:1e39 --arg=poison --arg=0.5 2>&1 | FileCheck %s --check-prefix=RANGE

// CHECK:      arg #1: memref<2x3xbf16> =
// CHECK-NEXT: {{\[}}[1.5, 0.75, 0.5],
// CHECK-NEXT: [0.75, 1.5, 2.75]]
// CHECK:      expect: arg #1 memref<2x3xbf16>: max abs error 0, max rel error 0, 0 of 6 elements
// CHECK-NEXT: expect: PASS (1 array, 0 outside tolerance)
// BITS:      descr <u2 shape (2, 3)
// BITS-NEXT: 16320
// BITS-NEXT: 16192
// BITS-NEXT: 16128
// BITS-NEXT: 16192
// BITS-NEXT: 16320
// BITS-NEXT: 16432
// VALUES:      1.5
// VALUES-NEXT: 0.75
// VALUES-NEXT: 0.5
// VALUES-NEXT: 0.75
// VALUES-NEXT: 1.5
// VALUES-NEXT: 2.75
// OFF: expect: arg #1 memref<2x3xbf16>: {{.*}} 1 of 6 elements outside atol=1e-05 rtol=0.0001; first at [1, 2]: got 2.75, reference 2.8
// OFF: expect: FAIL
// RAND: OK 6 values in range
// SCALAR: result #0: 3
// F2: error: argument #0: '{{.*}}f2.npy': dtype '<f2' does not match 'memref<2x3xbf16>' (which needs '<u2', '<i2' or '<V2': bf16's raw bits)
// RANGE: error: {{.*}}fill:1e39

func.func @main(%a: memref<2x3xbf16>, %b: memref<2x3xbf16>, %s: bf16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x3xbf16>
      %y = arith.mulf %x, %x : bf16
      %z = arith.addf %y, %s : bf16
      memref.store %z, %b[%i, %j] : memref<2x3xbf16>
    }
  }
  return
}

func.func @twice(%s: bf16) -> bf16 {
  %r = arith.addf %s, %s : bf16
  return %r : bf16
}
