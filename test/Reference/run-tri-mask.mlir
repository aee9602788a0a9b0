// graph.tri_mask on the reference path (lowering/graph_to_linalg_mask.c):
// one linalg.generic with no inputs over [R, C], its `?` sizes tensor.dim
// of the operand dims named by `dims`, element [i, j] = (j - i <=
// diagonal). hidet-run runs the one function at two sizes of x: the lower
// triangle of an n x n mask (torch.tril(ones(n, n)): the causal mask), and
// a 3 x n one with diagonal -1 and its columns from x's dim 0.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-lower-graph-to-linalg)' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @causal
// IR: %[[C1:.+]] = arith.constant 1 : index
// IR-NEXT: %[[N:.+]] = tensor.dim %arg0, %[[C1]] : tensor<?x?x2xf32>
// IR: %[[C1B:.+]] = arith.constant 1 : index
// IR-NEXT: %[[M:.+]] = tensor.dim %arg0, %[[C1B]] : tensor<?x?x2xf32>
// IR-NEXT: tensor.empty(%[[N]], %[[M]]) : tensor<?x?xi1>
// IR: linalg.generic
// IR: %[[I:.+]] = linalg.index 0
// IR: %[[J:.+]] = linalg.index 1
// IR: arith.subi
// IR: arith.cmpi sle
// IR-NOT: graph.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x3.npy '<f4' 1x3x2 '0'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x4.npy '<f4' 2x4x2 '0'
// RUN: hidet-run %s --target=reference --entry=causal --arg=@%t/x3.npy --arg=poison --print-args | FileCheck %s --check-prefix=N3
// N3: arg #1: memref<?x?xi1> =
// N3-NEXT: {{\[}}[1, 0, 0],
// N3-NEXT:  [1, 1, 0],
// N3-NEXT:  [1, 1, 1]]
// RUN: hidet-run %s --target=reference --entry=causal --arg=@%t/x4.npy --arg=poison --print-args | FileCheck %s --check-prefix=N4
// N4: arg #1: memref<?x?xi1> =
// N4-NEXT: {{\[}}[1, 0, 0, 0],
// N4-NEXT:  [1, 1, 0, 0],
// N4-NEXT:  [1, 1, 1, 0],
// N4-NEXT:  [1, 1, 1, 1]]
// RUN: hidet-run %s --target=reference --entry=below --arg=@%t/x4.npy --arg=poison --print-args | FileCheck %s --check-prefix=B
// B: arg #1: memref<3x?xi1> =
// B-NEXT: {{\[}}[0, 0],
// B-NEXT:  [1, 0],
// B-NEXT:  [1, 1]]

func.func @causal(%x: tensor<?x?x2xf32> {hidet.symbols = ["b", "s", ""]}) -> (tensor<?x?xi1> {hidet.symbols = ["s", "s"]}) {
  %m = "graph.tri_mask"(%x) {dims = array<i64: 1, 1>, diagonal = 0 : i64} : (tensor<?x?x2xf32>) -> tensor<?x?xi1>
  return %m : tensor<?x?xi1>
}

func.func @below(%x: tensor<?x4x2xf32> {hidet.symbols = ["b", "", ""]}) -> (tensor<3x?xi1> {hidet.symbols = ["", "b"]}) {
  %s = "graph.slice"(%x) {starts = array<i64: 0, 0, 0>, ends = array<i64: 9223372036854775807, 3, 2>} : (tensor<?x4x2xf32>) -> tensor<?x3x2xf32>
  %m = "graph.tri_mask"(%s) {dims = array<i64: 1, 0>, diagonal = -1 : i64} : (tensor<?x3x2xf32>) -> tensor<3x?xi1>
  return %m : tensor<3x?xi1>
}
