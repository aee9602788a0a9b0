// --expect=I:FILE.npy compares memref argument I with a .npy array after the
// call: c = a + b on exactly representable inputs, against the right sum
// (PASS), a sum off by 0.5 in one element (FAIL, exit 1, with the index),
// within and outside a looser tolerance, a wrong dtype/shape, and bad specs.
// A float argument takes a file of any float dtype (values compare as
// double): the f64 file of the same sums passes; an i4 file is refused.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/npy_util.py write %t/a.npy '<f4' 2x3 'i*0.5'
// RUN: python3 %S/Inputs/npy_util.py write %t/b.npy '<f4' 2x3 '1+i'
// RUN: python3 %S/Inputs/npy_util.py write %t/good.npy '<f4' 2x3 '1+i*1.5'
// RUN: python3 %S/Inputs/npy_util.py write %t/bad.npy '<f4' 2x3 '1+i*1.5+(i==4)*0.5'
// RUN: python3 %S/Inputs/npy_util.py write %t/f64.npy '<f8' 2x3 '1+i*1.5'
// RUN: python3 %S/Inputs/npy_util.py write %t/i32.npy '<i4' 2x3 '1+i'
// RUN: python3 %S/Inputs/npy_util.py write %t/shape.npy '<f4' 3x2 '1+i*1.5'
// RUN: hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2:%t/good.npy | FileCheck %s --check-prefix=PASS
// RUN: not hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2:%t/bad.npy | FileCheck %s --check-prefix=FAIL
// RUN: hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2:%t/bad.npy --atol=0.5 | FileCheck %s --check-prefix=LOOSE
// An unwritten (poisoned) output fails even with a huge tolerance.
// RUN: not hidet-run %s --entry=partial --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2:%t/good.npy --atol=1e9 | FileCheck %s --check-prefix=UNWRITTEN
// RUN: hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2:%t/f64.npy | FileCheck %s --check-prefix=PASS
// RUN: not hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2:%t/i32.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2:%t/shape.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=3:%t/good.npy 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2 2>&1 | FileCheck %s --check-prefix=SPEC
// RUN: not hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --expect=2:%t/missing.npy 2>&1 | FileCheck %s --check-prefix=MISSING

// PASS: expect: arg #2 memref<2x3xf32>: max abs error 0, max rel error 0, 0 of 6 elements outside atol=1e-05 rtol=0.0001
// PASS-NEXT: expect: PASS (1 array, 0 outside tolerance)
// FAIL: expect: arg #2 memref<2x3xf32>: max abs error 0.5, {{.*}} 1 of 6 elements outside atol=1e-05 rtol=0.0001; first at [1, 1]: got 7, reference 7.5
// FAIL-NEXT: expect: FAIL (1 array, 1 outside tolerance)
// LOOSE: expect: PASS
// UNWRITTEN: 3 of 6 elements outside
// UNWRITTEN: expect: FAIL
// DTYPE: error: argument #2: '{{.*}}i32.npy': dtype '<i4' does not match 'memref<2x3xf32>' (which needs '<f4'; --expect also takes '<f2', '<f4' or '<f8')
// SHAPE: error: {{.*}}shape.npy
// INDEX: error: --expect=3:{{.*}}: @main has no argument #3 (it has 3)
// SPEC: error: --expect needs <argument index>:<file.npy>, not '2'
// MISSING: error: {{.*}}missing.npy

func.func @main(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %c: memref<2x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x3xf32>
      %y = memref.load %b[%i, %j] : memref<2x3xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i, %j] : memref<2x3xf32>
    }
  }
  return
}

// Writes only row 0.
func.func @partial(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %c: memref<2x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %j = %c0 to %c3 step %c1 {
    %x = memref.load %a[%c0, %j] : memref<2x3xf32>
    %y = memref.load %b[%c0, %j] : memref<2x3xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %c[%c0, %j] : memref<2x3xf32>
  }
  return
}
