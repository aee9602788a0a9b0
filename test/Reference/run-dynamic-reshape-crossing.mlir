// graph.reshape's one-`?` form (lib/reshape_rule.h): with a single `?` on
// each side the static dims may sit on either side of it, and the result's
// `?` is the input's times the ratio of all static dims. 4x? -> 2x?x2 keeps
// the `?` (the row-major order moves across it); ?x6 -> 3x?x2 divides it by
// 3 (torch's rows [S*B, E] split back to [S, B, E]; its result `?` has
// no symbol of the input, so its buffer is a .npy of zeros). Run on iota
// inputs, `cross` at two sizes from one function.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x3.npy '<f4' 4x3 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x1.npy '<f4' 4x1 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/r6.npy '<f4' 6x6 'i'
// RUN: hidet-run %s --target=reference --entry=cross --arg=@%t/x3.npy --arg=poison --print-args | FileCheck %s --check-prefix=C3
// C3: arg #1: memref<2x?x2xf32> =
// C3-NEXT: {{\[}}[{{\[}}0, 1],
// C3-NEXT:   [2, 3],
// C3-NEXT:   [4, 5]],
// C3-NEXT:  {{\[}}[6, 7],
// C3-NEXT:   [8, 9],
// C3-NEXT:   [10, 11]]]
// RUN: hidet-run %s --target=reference --entry=cross --arg=@%t/x1.npy --arg=poison --print-args | FileCheck %s --check-prefix=C1
// C1: arg #1: memref<2x?x2xf32> =
// C1-NEXT: {{\[}}[{{\[}}0, 1]],
// C1-NEXT:  {{\[}}[2, 3]]]
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/o.npy '<f4' 3x6x2 '0'
// RUN: hidet-run %s --target=reference --entry=rows --arg=@%t/r6.npy --arg=@%t/o.npy --print-args | FileCheck %s --check-prefix=R
// R: arg #1: memref<3x?x2xf32> =
// R-NEXT: {{\[}}[{{\[}}0, 1],
// R-NEXT:   [2, 3],
// R-NEXT:   [4, 5],
// R-NEXT:   [6, 7],
// R-NEXT:   [8, 9],
// R-NEXT:   [10, 11]],
func.func @cross(%x: tensor<4x?xf32> {hidet.symbols = ["", "n"]}) -> (tensor<2x?x2xf32> {hidet.symbols = ["", "n", ""]}) {
  %0 = "graph.reshape"(%x) : (tensor<4x?xf32>) -> tensor<2x?x2xf32>
  return %0 : tensor<2x?x2xf32>
}

func.func @rows(%x: tensor<?x6xf32> {hidet.symbols = ["r", ""]}) -> tensor<3x?x2xf32> {
  %0 = "graph.reshape"(%x) : (tensor<?x6xf32>) -> tensor<3x?x2xf32>
  return %0 : tensor<3x?x2xf32>
}
