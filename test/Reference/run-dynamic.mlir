// Dynamic shapes on the reference path (docs/reference.md, "Dynamic
// shapes"): hidet-lower-graph-to-linalg sizes every `?` of a tensor it
// creates with tensor.dim of the operand dim it comes from, and hidet-run
// runs the one function at the sizes of its .npy arguments (the outputs,
// trailing arguments, are sized from the symbols in hidet.symbols).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-lower-graph-to-linalg)' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @f
// IR: %[[C0:.+]] = arith.constant 0 : index
// IR-NEXT: %[[N:.+]] = tensor.dim %arg0, %[[C0]] : tensor<?x4xf32>
// IR-NEXT: tensor.empty(%[[N]]) : tensor<?x3xf32>
// IR-NOT: graph.
//
// x = i (n x 4), w = 1: m = x w has rows 16r + 6, s = the row sums of m
// (through a transpose and a reduce over dim 0) 48r + 18, y = m + s 64r + 24.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x2.npy '<f4' 2x4 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x3.npy '<f4' 3x4 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/w.npy '<f4' 4x3 '1'
// RUN: hidet-run %s --target=reference --entry=f --arg=@%t/x2.npy --arg=@%t/w.npy --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=N2
// N2: arg #2: memref<?x3xf32> =
// N2-NEXT: {{\[}}[24, 24, 24],
// N2-NEXT:  [88, 88, 88]]
// N2-NEXT: arg #3: memref<?xf32> =
// N2-NEXT: [18, 66]
// RUN: hidet-run %s --target=reference --entry=f --arg=@%t/x3.npy --arg=@%t/w.npy --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=N3
// N3: arg #2: memref<?x3xf32> =
// N3-NEXT: {{\[}}[24, 24, 24],
// N3-NEXT:  [88, 88, 88],
// N3-NEXT:  [152, 152, 152]]
// N3-NEXT: arg #3: memref<?xf32> =
// N3-NEXT: [18, 66, 114]

func.func @f(%x: tensor<?x4xf32> {hidet.symbols = ["n", ""]}, %w: tensor<4x3xf32>)
    -> (tensor<?x3xf32> {hidet.symbols = ["n", ""]}, tensor<?xf32> {hidet.symbols = ["n"]}) {
  %m = "graph.matmul"(%x, %w) : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  %t = "graph.transpose"(%m) {perm = array<i64: 1, 0>} : (tensor<?x3xf32>) -> tensor<3x?xf32>
  %s = "graph.reduce"(%t) {axes = array<i64: 0>, kind = "sum"} : (tensor<3x?xf32>) -> tensor<?xf32>
  %r = "graph.reshape"(%s) : (tensor<?xf32>) -> tensor<?x1xf32>
  %y = "graph.add"(%m, %r) : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32>
  return %y, %s : tensor<?x3xf32>, tensor<?xf32>
}
