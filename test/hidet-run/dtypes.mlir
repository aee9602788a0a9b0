// Every element type through .npy: loaded (written by an independent
// writer), computed on, written back with --out and read by an independent
// reader. i32: b = 2a - 1; f64: b = a / 3; f16: b = a * a; i1: b = !a;
// i8 wraps; the unchanged inputs come back byte for byte.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/npy_util.py write %t/i32.npy '<i4' 2x3 'i*1000-2500'
// RUN: python3 %S/Inputs/npy_util.py write %t/f64.npy '<f8' 3 '[1.0, -2.0, 1e300][i]'
// RUN: python3 %S/Inputs/npy_util.py write %t/f16.npy '<f2' 2x2 'i*0.5-1'
// RUN: python3 %S/Inputs/npy_util.py write %t/i1.npy '|b1' 3 'i % 2 == 0'
// RUN: python3 %S/Inputs/npy_util.py write %t/i8.npy '|i1' 2 '[127, -128][i]'
// RUN: python3 %S/Inputs/npy_util.py write %t/i64.npy '<i8' 1 '-(2**63)'
// RUN: hidet-run %s --arg=@%t/i32.npy --arg=poison --arg=@%t/f64.npy --arg=poison --arg=@%t/f16.npy --arg=poison --arg=@%t/i1.npy --arg=poison --arg=@%t/i8.npy --arg=poison --arg=@%t/i64.npy \
// RUN:   --out=1:%t/o-i32.npy --out=3:%t/o-f64.npy --out=5:%t/o-f16.npy --out=7:%t/o-i1.npy --out=9:%t/o-i8.npy --out=10:%t/o-i64.npy --out=0:%t/back-i32.npy --out=4:%t/back-f16.npy
// RUN: python3 %S/Inputs/npy_util.py dump %t/o-i32.npy | FileCheck %s --check-prefix=I32
// RUN: python3 %S/Inputs/npy_util.py dump %t/o-f64.npy | FileCheck %s --check-prefix=F64
// RUN: python3 %S/Inputs/npy_util.py dump %t/o-f16.npy | FileCheck %s --check-prefix=F16
// RUN: python3 %S/Inputs/npy_util.py dump %t/o-i1.npy | FileCheck %s --check-prefix=I1
// RUN: python3 %S/Inputs/npy_util.py dump %t/o-i8.npy | FileCheck %s --check-prefix=I8
// RUN: python3 %S/Inputs/npy_util.py dump %t/o-i64.npy | FileCheck %s --check-prefix=I64
// RUN: python3 %S/Inputs/npy_util.py same %t/i32.npy %t/back-i32.npy
// RUN: python3 %S/Inputs/npy_util.py same %t/f16.npy %t/back-f16.npy
// Version 2.0 files load too.
// RUN: python3 %S/Inputs/npy_util.py write %t/v2.npy '<i8' 1 '42' --version=2
// RUN: hidet-run %s --entry=one --arg=@%t/v2.npy --print-args | FileCheck %s --check-prefix=V2

// I32:      descr <i4 shape (2, 3)
// I32-NEXT: -5001
// I32-NEXT: -3001
// I32-NEXT: -1001
// I32-NEXT: 999
// I32-NEXT: 2999
// I32-NEXT: 4999
// F64:      descr <f8 shape (3,)
// F64-NEXT: 0.3333333333333333
// F64-NEXT: -0.6666666666666666
// F64-NEXT: 3.3333333333333335e+299
// F16:      descr <f2 shape (2, 2)
// F16-NEXT: 1.0
// F16-NEXT: 0.25
// F16-NEXT: 0.0
// F16-NEXT: 0.25
// I1:       descr |b1 shape (3,)
// I1-NEXT:  False
// I1-NEXT:  True
// I1-NEXT:  False
// I8:       descr |i1 shape (2,)
// I8-NEXT:  -127
// I8-NEXT:  -128
// I64:      descr <i8 shape (1,)
// I64-NEXT: -9223372036854775808
// V2:       arg #0: memref<1xi64> =
// V2-NEXT:  [42]

func.func @main(%ai: memref<2x3xi32>, %bi: memref<2x3xi32>,
                %ad: memref<3xf64>, %bd: memref<3xf64>,
                %ah: memref<2x2xf16>, %bh: memref<2x2xf16>,
                %ab: memref<3xi1>, %bb: memref<3xi1>,
                %a8: memref<2xi8>, %b8: memref<2xi8>,
                %a64: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3.0 : f64
  %true = arith.constant true
  %one8 = arith.constant 1 : i8
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %ai[%i, %j] : memref<2x3xi32>
      %y = arith.muli %x, %two : i32
      %z = arith.subi %y, %one : i32
      memref.store %z, %bi[%i, %j] : memref<2x3xi32>
    }
    scf.for %j = %c0 to %c2 step %c1 {
      %x = memref.load %ah[%i, %j] : memref<2x2xf16>
      %y = arith.mulf %x, %x : f16
      memref.store %y, %bh[%i, %j] : memref<2x2xf16>
    }
    // i8: 127 + 1 wraps to -128, -128 + 1 is -127; then swapped to check order.
    %x8 = memref.load %a8[%i] : memref<2xi8>
    %y8 = arith.addi %x8, %one8 : i8
    %k = arith.subi %c1, %i : index
    memref.store %y8, %b8[%k] : memref<2xi8>
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %ad[%i] : memref<3xf64>
    %y = arith.divf %x, %three : f64
    memref.store %y, %bd[%i] : memref<3xf64>
    %p = memref.load %ab[%i] : memref<3xi1>
    %q = arith.xori %p, %true : i1
    memref.store %q, %bb[%i] : memref<3xi1>
  }
  return
}

func.func @one(%a: memref<1xi64>) {
  return
}
