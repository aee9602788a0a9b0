// Dynamic shapes (docs/hidet-run.md, "Dynamic shapes"): one function runs at
// the sizes its .npy arguments have. Argument attribute hidet.symbols names
// each `?` dim's symbol; dims of one symbol have one size (the output is
// sized from it), hidet.symbol_ranges bounds it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/npy_util.py write %t/a2.npy '<f4' 2x3 'i'
// RUN: python3 %S/Inputs/npy_util.py write %t/a5.npy '<f4' 5x3 'i-7'
// RUN: python3 %S/Inputs/npy_util.py write %t/a9.npy '<f4' 9x3 'i'
// RUN: python3 %S/Inputs/npy_util.py write %t/b4.npy '<f4' 4x3 '0'
// RUN: hidet-run %s --entry=twice --arg=@%t/a2.npy --arg=poison --print-args | FileCheck %s --check-prefix=B2
// B2: arg #1: memref<?x3xf32> =
// B2-NEXT: {{\[}}[0, 2, 4],
// B2-NEXT:  [6, 8, 10]]
// RUN: hidet-run %s --entry=twice --arg=@%t/a5.npy --arg=poison --out=1:%t/b5.npy
// RUN: python3 %S/Inputs/npy_util.py dump %t/b5.npy | FileCheck %s --check-prefix=B5
// B5: descr <f4 shape (5, 3)
// B5-NEXT: -14.0
// B5-COUNT-13: {{^-?[0-9]+\.0$}}
// B5-NEXT: 14.0
//
// Outside the declared range, and two sizes for one symbol:
// RUN: not hidet-run %s --entry=twice --arg=@%t/a9.npy --arg=poison 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: hidet-run: error: argument #0 of @twice: dim 0 is 9, outside the range [1, 8] declared for symbol 'n'
// RUN: not hidet-run %s --entry=twice --arg=@%t/a2.npy --arg=@%t/b4.npy 2>&1 | FileCheck %s --check-prefix=CONFLICT
// CONFLICT: hidet-run: error: argument #1 of @twice: dim 0 is 4, but symbol 'n' is 2 (argument #0 dim 0)
// Without a symbol, an output's `?` has no size:
// RUN: not hidet-run %s --entry=nosym --arg=@%t/a2.npy --arg=poison 2>&1 | FileCheck %s --check-prefix=NOSYM
// NOSYM: hidet-run: error: argument #1 of @nosym is 'memref<?x3xf32>': dim 0 is dynamic and nothing gives its size

func.func @twice(%a: memref<?x3xf32> {hidet.symbols = ["n", ""]},
                 %b: memref<?x3xf32> {hidet.symbols = ["n", ""]})
    attributes {hidet.symbol_ranges = {n = array<i64: 1, 8>}} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %a, %c0 : memref<?x3xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x3xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %b[%i, %j] : memref<?x3xf32>
    }
  }
  return
}

func.func @nosym(%a: memref<?x3xf32>, %b: memref<?x3xf32>) { return }
