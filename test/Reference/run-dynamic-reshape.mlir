// Dynamic reshapes on the reference path (docs/dialects.md, "Dynamic
// shapes": graph.reshape sizes its result's `?` dims by the rule of
// lib/reshape_rule.h): the head split and merge of an attention layer on
// x [b, s, 4] = iota, run at (b, s) = (1, 2) and (2, 1) from one function.
// h = reshape(x) [b, s, 2, 2]; t = transpose(h) [b, 2, s, 2] (element
// 4s + 2h + d at [b, h, s, d], plus 4 s_total b); m = reshape(t) [2b, s, 2]
// (the first ? is 2b: the 2 follows the input's first ?);
// y = reshape(m) [b, 2, s, 2] (b = 2b / 2): y == t. m's 2b has no symbol
// of the input, so its output buffer comes from a .npy of zeros (poison
// needs a size).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-lower-graph-to-linalg)' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @f
// IR: tensor.reshape %{{.+}}(%{{.+}}) : (tensor<?x?x4xf32>, tensor<4xindex>) -> tensor<?x?x2x2xf32>
// IR: arith.muli
// IR: tensor.reshape %{{.+}}(%{{.+}}) : (tensor<?x2x?x2xf32>, tensor<3xindex>) -> tensor<?x?x2xf32>
// IR: arith.divui
// IR: tensor.reshape %{{.+}}(%{{.+}}) : (tensor<?x?x2xf32>, tensor<4xindex>) -> tensor<?x2x?x2xf32>
// IR-NOT: graph.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x12.npy '<f4' 1x2x4 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x21.npy '<f4' 2x1x4 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/m12.npy '<f4' 2x2x2 '0'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/m21.npy '<f4' 4x1x2 '0'
// RUN: hidet-run %s --target=reference --entry=f --arg=@%t/x12.npy --arg=poison --arg=@%t/m12.npy --print-args | FileCheck %s --check-prefix=B1
// B1: arg #1: memref<?x2x?x2xf32> =
// B1-NEXT: {{\[}}[{{\[}}[0, 1],
// B1-NEXT:    [4, 5]],
// B1-NEXT:   {{\[}}[2, 3],
// B1-NEXT:    [6, 7]]]]
// B1-NEXT: arg #2: memref<?x?x2xf32> =
// B1-NEXT: {{\[}}[{{\[}}0, 1],
// B1-NEXT:   [4, 5]],
// B1-NEXT:  {{\[}}[2, 3],
// B1-NEXT:   [6, 7]]]
// RUN: hidet-run %s --target=reference --entry=f --arg=@%t/x21.npy --arg=poison --arg=@%t/m21.npy --print-args | FileCheck %s --check-prefix=B2
// B2: arg #1: memref<?x2x?x2xf32> =
// B2-NEXT: {{\[}}[{{\[}}[0, 1]],
// B2-NEXT:   {{\[}}[2, 3]]],
// B2-NEXT:  {{\[}}[{{\[}}4, 5]],
// B2-NEXT:   {{\[}}[6, 7]]]]
// B2-NEXT: arg #2: memref<?x?x2xf32> =
// B2-NEXT: {{\[}}[{{\[}}0, 1]],
// B2-NEXT:  {{\[}}[2, 3]],
// B2-NEXT:  {{\[}}[4, 5]],
// B2-NEXT:  {{\[}}[6, 7]]]

func.func @f(%x: tensor<?x?x4xf32> {hidet.symbols = ["b", "s", ""]})
    -> (tensor<?x2x?x2xf32> {hidet.symbols = ["b", "", "s", ""]}, tensor<?x?x2xf32> {hidet.symbols = ["bh", "s", ""]}) {
  %h = "graph.reshape"(%x) : (tensor<?x?x4xf32>) -> tensor<?x?x2x2xf32>
  %t = "graph.transpose"(%h) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x2x2xf32>) -> tensor<?x2x?x2xf32>
  %m = "graph.reshape"(%t) : (tensor<?x2x?x2xf32>) -> tensor<?x?x2xf32>
  %y = "graph.reshape"(%m) : (tensor<?x?x2xf32>) -> tensor<?x2x?x2xf32>
  return %y, %m : tensor<?x2x?x2xf32>, tensor<?x?x2xf32>
}
