// A memref kernel, c = a * b + 1, run on .npy inputs written by an
// independent stdlib-only writer and on random inputs; the outputs are
// checked by an independent reader, element by element (tolerance 1e-6
// relative), with c poisoned (NaN) first so that unwritten elements show.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/npy_util.py write %t/a.npy '<f4' 4x5 'i*0.25-2'
// RUN: python3 %S/Inputs/npy_util.py write %t/b.npy '<f4' 4x5 '1.5-i*0.125'
// RUN: hidet-run %s --arg=@%t/a.npy --arg=@%t/b.npy --arg=poison --out=2:%t/c.npy --out=0:%t/a-out.npy --print-args | FileCheck %s
// RUN: python3 %S/Inputs/npy_util.py check-fma %t/a.npy %t/b.npy %t/c.npy 1e-6 | FileCheck %s --check-prefix=OK
// RUN: python3 %S/Inputs/npy_util.py same %t/a.npy %t/a-out.npy | FileCheck %s --check-prefix=SAME
//
// RUN: hidet-run %s --arg=rand --arg=rand --arg=poison --seed=7 --out=0:%t/ra.npy --out=1:%t/rb.npy --out=2:%t/rc.npy
// RUN: python3 %S/Inputs/npy_util.py check-fma %t/ra.npy %t/rb.npy %t/rc.npy 1e-6 | FileCheck %s --check-prefix=OK
//
// The check can fail: a kernel that skips the last column leaves NaN.
// RUN: hidet-run %s --entry=partial --arg=rand --arg=rand --arg=poison --out=0:%t/pa.npy --out=1:%t/pb.npy --out=2:%t/pc.npy
// RUN: not python3 %S/Inputs/npy_util.py check-fma %t/pa.npy %t/pb.npy %t/pc.npy 1e-6 | FileCheck %s --check-prefix=UNWRITTEN
// And so can a wrong result: c = a * b + 2 differs everywhere.
// RUN: hidet-run %s --entry=wrong --arg=rand --arg=rand --arg=poison --out=0:%t/wa.npy --out=1:%t/wb.npy --out=2:%t/wc.npy
// RUN: not python3 %S/Inputs/npy_util.py check-fma %t/wa.npy %t/wb.npy %t/wc.npy 1e-6 | FileCheck %s --check-prefix=WRONG

// Inputs are exact in f32, and so are the products: the printout is exact.
// CHECK-NOT:  result
// CHECK:      arg #0: memref<4x5xf32> =
// CHECK-NEXT: {{\[\[}}-2, -1.75, -1.5, -1.25, -1],
// CHECK-NEXT:  [-0.75, -0.5, -0.25, 0, 0.25],
// CHECK:      arg #2: memref<4x5xf32> =
// CHECK-NEXT: {{\[\[}}-2, -1.40625, -0.875, -0.40625, 0],
// CHECK-NEXT:  [0.34375, 0.625, 0.84375, 1, 1.09375],
// CHECK-NEXT:  [1.125, 1.09375, 1, 0.84375, 0.625],
// CHECK-NEXT:  [0.34375, 0, -0.40625, -0.875, -1.40625]]
// OK: OK 20 elements
// SAME: SAME
// UNWRITTEN: FAIL: element 4 is NaN: never written
// WRONG: FAIL: element 0: got

func.func @main(%a: memref<4x5xf32>, %b: memref<4x5xf32>, %c: memref<4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %x = memref.load %a[%i, %j] : memref<4x5xf32>
      %y = memref.load %b[%i, %j] : memref<4x5xf32>
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %m, %one : f32
      memref.store %s, %c[%i, %j] : memref<4x5xf32>
    }
  }
  return
}

func.func @partial(%a: memref<4x5xf32>, %b: memref<4x5xf32>, %c: memref<4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %x = memref.load %a[%i, %j] : memref<4x5xf32>
      %y = memref.load %b[%i, %j] : memref<4x5xf32>
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %m, %one : f32
      memref.store %s, %c[%i, %j] : memref<4x5xf32>
    }
  }
  return
}

func.func @wrong(%a: memref<4x5xf32>, %b: memref<4x5xf32>, %c: memref<4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %x = memref.load %a[%i, %j] : memref<4x5xf32>
      %y = memref.load %b[%i, %j] : memref<4x5xf32>
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %m, %two : f32
      memref.store %s, %c[%i, %j] : memref<4x5xf32>
    }
  }
  return
}
