// --compare runs the reference path on the same (cloned) inputs and
// compares every memref argument with a tolerance.
// The CPU function matches the reference:
// RUN: hidet-run %s --arg=rand --arg=rand --arg=poison --compare=%S/Inputs/add.ref.mlir | FileCheck %s --check-prefix=PASS
// PASS: compare: arg #0 memref<3x5xf32>: max abs error 0, max rel error 0, 0 of 15 elements outside atol=1e-05 rtol=0.0001
// PASS: compare: arg #2 memref<3x5xf32>: max abs error 0, max rel error 0, 0 of 15 elements
// PASS: compare: PASS (3 memref arguments, 0 outside tolerance)
//
// A function that writes only half its output fails on the poisoned rest:
// RUN: not hidet-run %s --entry=half --arg=rand --arg=rand --arg=poison --compare=%S/Inputs/add.ref.mlir | FileCheck %s --check-prefix=HALF
// HALF: compare: arg #2 memref<3x5xf32>: {{.*}} 5 of 15 elements outside atol=1e-05 rtol=0.0001; first at [2, 0]: got nan, reference
// HALF: compare: FAIL (3 memref arguments, 1 outside tolerance)
//
// A loose tolerance cannot hide unwritten elements (NaN only matches NaN):
// RUN: not hidet-run %s --entry=half --arg=rand --arg=rand --arg=poison --compare=%S/Inputs/add.ref.mlir --atol=1e9 2>&1 | FileCheck %s --check-prefix=LOOSE
// LOOSE: compare: FAIL
//
// The reference must take the same arguments:
// RUN: not hidet-run %s --entry=other --arg=rand --arg=rand --arg=poison --compare=%S/Inputs/add.ref.mlir 2>&1 | FileCheck %s --check-prefix=SIG
// SIG: hidet-run: error: --compare: argument #0 is 'memref<5x3xf32>' in the reference but 'memref<3x5xf32>' in the run under test
//
// Without a file the input itself is the reference; a module without graph
// ops then compares with itself:
// RUN: hidet-run %s --arg=rand --arg=rand --arg=poison --compare | FileCheck %s --check-prefix=SELF
// SELF: compare: PASS

func.func @main(%a: memref<3x5xf32>, %b: memref<3x5xf32>, %c: memref<3x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %x = memref.load %a[%i, %j] : memref<3x5xf32>
      %y = memref.load %b[%i, %j] : memref<3x5xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i, %j] : memref<3x5xf32>
    }
  }
  return
}

func.func @half(%a: memref<3x5xf32>, %b: memref<3x5xf32>, %c: memref<3x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %x = memref.load %a[%i, %j] : memref<3x5xf32>
      %y = memref.load %b[%i, %j] : memref<3x5xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i, %j] : memref<3x5xf32>
    }
  }
  return
}

func.func @other(%a: memref<3x5xf32>, %b: memref<3x5xf32>, %c: memref<3x5xf32>) {
  return
}
