// A tensor.extract indexed by several data values inside a linalg.generic
// (aten.index.Tensor with several index tensors, as Falcon's rotary tables):
// the table's data-indexed dims transposed to the front and merged, one
// graph.gather at the row-major linear index (computed in f64, cast to
// i64). Run on the reference path against hand-computed values.
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=pairs --arg=poison --print-args | FileCheck %s --check-prefix=PAIRS
// RUN: hidet-run %t.mlir --target=reference --entry=outer --arg=poison --print-args | FileCheck %s --check-prefix=OUTER
// OPS-NOT: tensor.extract
// OPS-LABEL: func.func @pairs
// OPS: "graph.gather"{{.*}}axis = 0
// OPS-LABEL: func.func @outer
// OPS: "graph.transpose"
// OPS: "graph.gather"{{.*}}axis = 0

// out[k] = T[I[k], J[k]] with T[i, j] = 10 i + j (3x4), torch's negative
// index normalised in the body (J = -1 is column 3).
// PAIRS-LABEL: arg #0: memref<4xf32> =
// PAIRS-NEXT: [21, 3, 13, 0]
#v = affine_map<(d0) -> (d0)>
func.func @pairs() -> tensor<4xf32> {
  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0]]> : tensor<3x4xf32>
  %i = arith.constant dense<[2, 0, 1, 0]> : tensor<4xi64>
  %j = arith.constant dense<[1, -1, 3, 0]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
       ins(%i, %j : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: i64, %b: i64, %o: f32):
    %zero = arith.constant 0 : i64
    %four = arith.constant 4 : i64
    %neg = arith.cmpi slt, %b, %zero : i64
    %wrap = arith.addi %b, %four : i64
    %bn = arith.select %neg, %wrap, %b : i64
    %ia = arith.index_cast %a : i64 to index
    %ib = arith.index_cast %bn : i64 to index
    %x = tensor.extract %t[%ia, %ib] : tensor<3x4xf32>
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Data indices in table dims 0 and 2 around a loop-indexed dim 1, each
// broadcast along a different loop: out[p, q, s] = T[I[p], q, J[s]] with
// T[a, b, c] = 100 a + 10 b + c (2x3x4), I = [1, 0], J = [3, 0].
// OUTER-LABEL: arg #0: memref<2x3x2xf32> =
// OUTER-NEXT: {{\[\[\[}}103, 100],
// OUTER-NEXT: [113, 110],
// OUTER-NEXT: [123, 120]],
// OUTER-NEXT: {{\[\[}}3, 0],
// OUTER-NEXT: [13, 10],
// OUTER-NEXT: [23, 20]]]
#p = affine_map<(d0, d1, d2) -> (d0)>
#s = affine_map<(d0, d1, d2) -> (d2)>
#o = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @outer() -> tensor<2x3x2xf32> {
  %t = arith.constant dense<[[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0]],
                             [[100.0, 101.0, 102.0, 103.0], [110.0, 111.0, 112.0, 113.0], [120.0, 121.0, 122.0, 123.0]]]> : tensor<2x3x4xf32>
  %i = arith.constant dense<[1, 0]> : tensor<2xi64>
  %j = arith.constant dense<[3, 0]> : tensor<2xi64>
  %e = tensor.empty() : tensor<2x3x2xf32>
  %r = linalg.generic {indexing_maps = [#p, #s, #o], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%i, %j : tensor<2xi64>, tensor<2xi64>) outs(%e : tensor<2x3x2xf32>) {
  ^bb0(%a: i64, %b: i64, %o: f32):
    %ia = arith.index_cast %a : i64 to index
    %q = linalg.index 1 : index
    %ib = arith.index_cast %b : i64 to index
    %x = tensor.extract %t[%ia, %q, %ib] : tensor<2x3x4xf32>
    linalg.yield %x : f32
  } -> tensor<2x3x2xf32>
  return %r : tensor<2x3x2xf32>
}
