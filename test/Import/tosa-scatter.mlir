// tosa.scatter imported from TOSA (BART's shift_tokens_right) and run on the
// reference path: out[n, k] = input[n, w] where indices[n, w] == k, else
// values_in[n, k]; over [N, K, W, C] a select against -inf and a max over
// W, taken where some w hits, in f64.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-import-tosa)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=rows --arg=poison --print-args | FileCheck %s --check-prefix=ROWS
// RUN: hidet-run %t.mlir --target=reference --entry=tokens --arg=poison --print-args | FileCheck %s --check-prefix=TOK
// OPS-NOT: tosa.scatter
// OPS-LABEL: func.func @rows
// OPS: "graph.compare"{{.*}}predicate = "eq"{{.*}} -> tensor<2x4x2x1xi1>
// OPS: "graph.reduce"{{.*}}kind = "max"{{.*}}(tensor<2x4x2x2xf64>) -> tensor<2x4x1x2xf64>

// N = 2 batches of a 4x2 table, two rows written in each (batch 1's in
// reverse order); -0.0 and -inf written as such, unwritten rows kept.
// ROWS-LABEL: arg #0: memref<2x4x2xf32> =
// ROWS-NEXT: {{\[\[\[}}100, 200],
// ROWS-NEXT: [-0, -inf],
// ROWS-NEXT: [5, 6],
// ROWS-NEXT: [7, 8]],
// ROWS-NEXT: {{\[\[}}9, 10],
// ROWS-NEXT: [11, 12],
// ROWS-NEXT: [-3, -4],
// ROWS-NEXT: [-1, -2]]]
func.func @rows() -> tensor<2x4x2xf32> {
  %v = "tosa.const"() <{values = dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]], [[9.0, 10.0], [11.0, 12.0], [13.0, 14.0], [15.0, 16.0]]]> : tensor<2x4x2xf32>}> : () -> tensor<2x4x2xf32>
  %i = "tosa.const"() <{values = dense<[[1, 0], [3, 2]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %x = "tosa.const"() <{values = dense<[[[-0.0, 0xFF800000], [100.0, 200.0]], [[-1.0, -2.0], [-3.0, -4.0]]]> : tensor<2x2x2xf32>}> : () -> tensor<2x2x2xf32>
  %0 = "tosa.scatter"(%v, %i, %x) : (tensor<2x4x2xf32>, tensor<2x2xi32>, tensor<2x2x2xf32>) -> tensor<2x4x2xf32>
  return %0 : tensor<2x4x2xf32>
}

// BART's form: i64 token ids [1, 7] into positions 1..7 of a 1x8 row of 2s.
// TOK-LABEL: arg #0: memref<1x8x1xi64> =
// TOK-NEXT: {{\[\[\[}}2],
// TOK-NEXT: [31],
// TOK-NEXT: [41],
// TOK-NEXT: [59],
// TOK-NEXT: [26],
// TOK-NEXT: [53],
// TOK-NEXT: [58],
// TOK-NEXT: [97]]]
func.func @tokens() -> tensor<1x8x1xi64> {
  %v = "tosa.const"() <{values = dense<2> : tensor<1x8x1xi64>}> : () -> tensor<1x8x1xi64>
  %i = "tosa.const"() <{values = dense<[[1, 2, 3, 4, 5, 6, 7]]> : tensor<1x7xi32>}> : () -> tensor<1x7xi32>
  %x = "tosa.const"() <{values = dense<[[[31], [41], [59], [26], [53], [58], [97]]]> : tensor<1x7x1xi64>}> : () -> tensor<1x7x1xi64>
  %0 = "tosa.scatter"(%v, %i, %x) : (tensor<1x8x1xi64>, tensor<1x7xi32>, tensor<1x7x1xi64>) -> tensor<1x8x1xi64>
  return %0 : tensor<1x8x1xi64>
}
