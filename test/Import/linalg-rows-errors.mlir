// RUN: not hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' 2>&1 | FileCheck %s

// Rows held un-flattened (torch's view of two dynamic dims as one, lowered
// by torch-mlir as tensor.cast + collapse_shape; linalg-rows.mlir): what
// hidet-import-linalg refuses, each with a located error. (A function
// result of such rows: linalg-errors.mlir.)

// The `?` the cast made 1 must join a dynamic result dim: here the only
// result dim is static.
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 3]]:8: error: 'tensor.collapse_shape' op collapses dim 1, which the import holds as ? (tensor<4x?xf32>) where the program has 1 (a tensor.cast of a dynamic dim), into static result dim 0, and no neighbouring result dim is dynamic: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @into_static(%x: tensor<4x?xf32>) -> tensor<4xf32> {
  %c = tensor.cast %x : tensor<4x?xf32> to tensor<4x1xf32>
  %r = tensor.collapse_shape %c [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Only the leading result dim (the rows) is held un-flattened.
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 3]]:8: error: 'tensor.collapse_shape' op merges 2 dynamic dims into result dim 1: only the leading result dim (torch's rows) can be held un-flattened (docs/import-linalg.md, "Dynamic shapes")
func.func @not_leading(%x: tensor<?x?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %x : tensor<?x?x?xf32> to tensor<?x?x1xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x?x1xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// At most 4 dims in the rows.
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 3]]:8: error: 'tensor.collapse_shape' op merges 5 dims into its rows, more than 4
func.func @too_many(%x: tensor<?x?x1x1x1x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.cast %x : tensor<?x?x1x1x1x4xf32> to tensor<?x1x1x1x1x4xf32>
  %r = tensor.collapse_shape %c [[0, 1, 2, 3, 4], [5]] : tensor<?x1x1x1x1x4xf32> into tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// The size of a row dim must be worked out symbolically (d0 + d1 is not a
// monomial).
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 13]]:8: error: 'tensor.collapse_shape' op merges dim 1 into its rows, whose size is computed by code hidet-import-linalg cannot evaluate symbolically (docs/import-linalg.md, "Dynamic shapes")
func.func @unknown_size(%x: tensor<?x?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x4xf32>
  %s = arith.addi %d0, %d1 : index
  %e = tensor.empty(%d0, %s) : tensor<?x?x4xf32>
  %g = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<?x?x4xf32>) outs(%e : tensor<?x?x4xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %i : f32
  } -> tensor<?x?x4xf32>
  %c = tensor.cast %g : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// The split back must name the rows' dims (here d0 twice).
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 9]]:8: error: 'tensor.reshape' op reshapes rows held un-flattened as [arg0.0, arg0.1] (torch's view of several dynamic dims as one) to tensor<?x?x4xf32>, whose leading dims [arg0.0, arg0.0] are not those rows in that order: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @split_other(%x: tensor<?x?x4xf32>) -> tensor<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %c4 = arith.constant 4 : i64
  %sh = tensor.from_elements %i0, %i0, %c4 : tensor<3xi64>
  %y = tensor.reshape %r(%sh) : (tensor<?x4xf32>, tensor<3xi64>) -> tensor<?x?x4xf32>
  return %y : tensor<?x?x4xf32>
}

// -----

// A split of a `?` that is not rows held un-flattened.
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 7]]:8: error: 'tensor.reshape' op reshapes tensor<?x4xf32> to tensor<?x?x4xf32>, which graph.reshape cannot express (it splits one dynamic dim into several): hidet-import-linalg does this only for rows it holds un-flattened, from a collapse_shape of the same dims (docs/import-linalg.md, "Dynamic shapes")
func.func @split_plain(%x: tensor<?x4xf32>, %n: i64) -> tensor<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x4xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %c4 = arith.constant 4 : i64
  %sh = tensor.from_elements %i0, %i0, %c4 : tensor<3xi64>
  %y = tensor.reshape %x(%sh) : (tensor<?x4xf32>, tensor<3xi64>) -> tensor<?x?x4xf32>
  return %y : tensor<?x?x4xf32>
}

// -----

// A matmul takes the rows only as its untransposed lhs.
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 7]]:8: error: 'linalg.matmul' op multiplies rows held un-flattened (torch's view of several dynamic dims as one) other than as an untransposed lhs times a 2-D rhs: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @matmul_transposed(%x: tensor<?x?x4xf32>, %w: tensor<?x3xf32>) -> tensor<4x3xf32> {
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%r, %w : tensor<?x4xf32>, tensor<?x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %m : tensor<4x3xf32>
}

// -----

// A generic may not reduce over the rows ...
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 7]]:8: error: 'linalg.generic' op operand #0 is rows held un-flattened (torch's view of several dynamic dims as one), read other than by one parallel loop over its dim 0 that every such operand shares, in at most 16 dims once split: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @reduce_rows(%x: tensor<?x?x4xf32>) -> tensor<4xf32> {
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]} ins(%r : tensor<?x4xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %a = arith.addf %i, %o : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// ... nor index its loops (their numbers change) ...
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 7]]:8: error: 'linalg.generic' op reads rows held un-flattened (torch's view of several dynamic dims as one) with a body that uses linalg.index or tensor.extract: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @index_rows(%x: tensor<?x?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %e = tensor.empty(%d0) : tensor<?x4xf32>
  %g = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%i: f32, %o: f32):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    %a = arith.addf %i, %kf : f32
    linalg.yield %a : f32
  } -> tensor<?x4xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %c4 = arith.constant 4 : i64
  %sh = tensor.from_elements %i0, %i0, %c4 : tensor<3xi64>
  %y = tensor.reshape %g(%sh) : (tensor<?x4xf32>, tensor<3xi64>) -> tensor<?x?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----

// ... nor combine them with an operand of their own `?` size there (it
// cannot be split like the rows) ...
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 7]]:8: error: 'linalg.generic' op operand #1 runs over the rows of a value held un-flattened (torch's view of several dynamic dims as one) with a size of its own, which cannot be split like the rows: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @add_other(%x: tensor<?x?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %y, %c0 : tensor<?x4xf32>
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %e = tensor.empty(%d0) : tensor<?x4xf32>
  %g = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%r, %y : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %a = arith.addf %i, %j : f32
    linalg.yield %a : f32
  } -> tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----

// ... nor move the rows out of the result's first dim.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 7]]:8: error: 'linalg.generic' op result #0 does not have the rows of a value held un-flattened (torch's view of several dynamic dims as one) in its first dim: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @transpose_rows(%x: tensor<?x?x4xf32>) -> tensor<4x?xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %e = tensor.empty(%d0) : tensor<4x?xf32>
  %g = linalg.generic {indexing_maps = [#id2, #tr2], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<?x4xf32>) outs(%e : tensor<4x?xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %i : f32
  } -> tensor<4x?xf32>
  return %g : tensor<4x?xf32>
}

// -----

// ... and the same dims in the same order: viewing the rows [d0 * d1] as
// [d1, d0] is not a transpose of [d0, d1].
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 12]]:8: error: 'tensor.reshape' op reshapes rows held un-flattened as [arg0.0, arg0.1] (torch's view of several dynamic dims as one) to tensor<?x?x4xf32>, whose leading dims [arg0.1, arg0.0] are not those rows in that order: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @split_swapped(%x: tensor<?x?x4xf32>) -> tensor<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x4xf32>
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %c4 = arith.constant 4 : i64
  %sh = tensor.from_elements %i1, %i0, %c4 : tensor<3xi64>
  %y = tensor.reshape %r(%sh) : (tensor<?x4xf32>, tensor<3xi64>) -> tensor<?x?x4xf32>
  return %y : tensor<?x?x4xf32>
}

// -----

// A split back that regroups the static tail must still name the rows'
// dims in order (here d0 twice).
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 9]]:8: error: 'tensor.reshape' op reshapes rows held un-flattened as [arg0.0, arg0.1] (torch's view of several dynamic dims as one) to tensor<?x?x2x2xf32>, whose leading dims [arg0.0, arg0.0] are not those rows in that order: not supported (docs/import-linalg.md, "Dynamic shapes")
func.func @split_regroup_other(%x: tensor<?x?x4xf32>) -> tensor<?x?x2x2xf32> {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %c2 = arith.constant 2 : i64
  %sh = tensor.from_elements %i0, %i0, %c2, %c2 : tensor<4xi64>
  %y = tensor.reshape %r(%sh) : (tensor<?x4xf32>, tensor<4xi64>) -> tensor<?x?x2x2xf32>
  return %y : tensor<?x?x2x2xf32>
}

// -----

// The static tail regrouped to another size is no split back.
// CHECK: linalg-rows-errors.mlir:[[# @LINE + 13]]:8: error: 'tensor.reshape' op reshapes tensor<?x4xf32> to tensor<?x?x3x2xf32>, which graph.reshape cannot express
func.func @split_regroup_size(%x: tensor<?x?x4xf32>) -> tensor<?x?x3x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x4xf32>
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %c3 = arith.constant 3 : i64
  %c2 = arith.constant 2 : i64
  %sh = tensor.from_elements %i0, %i1, %c3, %c2 : tensor<4xi64>
  %y = tensor.reshape %r(%sh) : (tensor<?x4xf32>, tensor<4xi64>) -> tensor<?x?x3x2xf32>
  return %y : tensor<?x?x3x2xf32>
}
