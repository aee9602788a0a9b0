// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// Dynamic shapes: torch's causal mask over a `?` length (scaled_dot_product_
// attention with is_causal=True) arrives as index arithmetic on tensors: an
// arange generic (linalg.index over the `?` extent), expand_shapes to
// [1, S] and [S, 1], their difference, a compare with 0 and an `and` with
// ones. The import evaluates each element symbolically (an affine form of
// the indices, a compare of one with 0: import_linalg_tri.c) and replaces
// the lower triangle by graph.tri_mask of the argument whose dim is S
// (docs/import-linalg.md, "Dynamic shapes"); the chain that fed it goes.

// The outermost value that is the triangle is replaced (the `and` with
// ones, not the compare under it).
// CHECK-LABEL: func.func @causal
// CHECK-NEXT: %[[M:.+]] = "graph.tri_mask"(%arg0) {diagonal = 0 : i64, dims = array<i64: 1, 1>} : (tensor<?x?x4xf32>) -> tensor<?x?xi1>
// CHECK-NEXT: return %[[M]]
#m1 = affine_map<(d0) -> (d0)>
#r = affine_map<(d0, d1) -> (0, d1)>
#c = affine_map<(d0, d1) -> (d0, 0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @causal(%x: tensor<?x?x4xf32>) -> tensor<?x?xi1> {
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %true = arith.constant dense<true> : tensor<i1>
  %s = tensor.dim %x, %c1 : tensor<?x?x4xf32>
  %e1 = tensor.empty(%s, %s) : tensor<?x?xi1>
  %ones = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]} ins(%true : tensor<i1>) outs(%e1 : tensor<?x?xi1>) {
  ^bb0(%in: i1, %o: i1):
    linalg.yield %in : i1
  } -> tensor<?x?xi1>
  %e = tensor.empty(%s) : tensor<?xi64>
  %ar = linalg.generic {indexing_maps = [#m1], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  %row = tensor.expand_shape %ar [[0, 1]] output_shape [1, %s] : tensor<?xi64> into tensor<1x?xi64>
  %col = tensor.expand_shape %ar [[0, 1]] output_shape [%s, 1] : tensor<?xi64> into tensor<?x1xi64>
  %e2 = tensor.empty(%s, %s) : tensor<?x?xi64>
  %d = linalg.generic {indexing_maps = [#r, #c, #id], iterator_types = ["parallel", "parallel"]} ins(%row, %col : tensor<1x?xi64>, tensor<?x1xi64>) outs(%e2 : tensor<?x?xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %v = arith.subi %a, %b : i64
    linalg.yield %v : i64
  } -> tensor<?x?xi64>
  %le = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<?x?xi64>) outs(%e1 : tensor<?x?xi1>) {
  ^bb0(%a: i64, %o: i1):
    %v = arith.cmpi sle, %a, %c0_i64 : i64
    linalg.yield %v : i1
  } -> tensor<?x?xi1>
  %and = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%le, %ones : tensor<?x?xi1>, tensor<?x?xi1>) outs(%e1 : tensor<?x?xi1>) {
  ^bb0(%a: i1, %b: i1, %o: i1):
    %v = arith.andi %a, %b : i1
    linalg.yield %v : i1
  } -> tensor<?x?xi1>
  return %and : tensor<?x?xi1>
}

// -----

// One generic with both indices: i > j + 1 as `not (i - 1 <= j)` (xori
// with true), i.e. j - i <= -2: the triangle below the first subdiagonal.
// CHECK-LABEL: func.func @strict
// CHECK-NEXT: %[[M:.+]] = "graph.tri_mask"(%arg0) {diagonal = -2 : i64, dims = array<i64: 0, 0>} : (tensor<?xf32>) -> tensor<?x?xi1>
// CHECK-NEXT: return %[[M]]
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @strict(%x: tensor<?xf32>) -> tensor<?x?xi1> {
  %c0 = arith.constant 0 : index
  %c1_i64 = arith.constant 1 : i64
  %true = arith.constant true
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%n, %n) : tensor<?x?xi1>
  %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xi1>) {
  ^bb0(%o: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %im1 = arith.subi %i64, %c1_i64 : i64
    %p = arith.cmpi sle, %im1, %j64 : i64
    %q = arith.xori %p, %true : i1
    linalg.yield %q : i1
  } -> tensor<?x?xi1>
  return %g : tensor<?x?xi1>
}

// -----

// A triangle over two lengths of one argument ([n, m]: torch.tril(ones(n,
// m))).
// CHECK-LABEL: func.func @rect
// CHECK-NEXT: %[[M:.+]] = "graph.tri_mask"(%arg0) {diagonal = 0 : i64, dims = array<i64: 0, 1>} : (tensor<?x?xf32>) -> tensor<?x?xi1>
// CHECK-NEXT: return %[[M]]
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @rect(%x: tensor<?x?xf32>) -> tensor<?x?xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?x?xf32>
  %m = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x?xi1>
  %h = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xi1>) {
  ^bb0(%o: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.cmpi sle, %j, %i : index
    linalg.yield %p : i1
  } -> tensor<?x?xi1>
  return %h : tensor<?x?xi1>
}
