// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// Dynamic shapes (docs/import-linalg.md, "Dynamic shapes"): `?` dims flow
// into graph ops; tensor.dim, the shape arithmetic and torch-mlir's
// cf.assert checks on it are dropped; tensor.cast is its operand; a
// broadcast to a `?` extent stays unexpanded (numpy broadcasting does it).
// The result's `?` is traced to the argument dim it is tensor.dim of
// (hidet.symbols, for hidet-run to size the output).

// CHECK-LABEL: func.func @linear_relu
// CHECK-SAME: %arg2: tensor<?x8xf32> {hidet.symbols = ["arg2.0", ""]}) -> (tensor<?x4xf32> {hidet.symbols = ["arg2.0", ""]})
// CHECK-NEXT: %[[T:.+]] = "graph.transpose"(%arg0) {perm = array<i64: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: %[[M:.+]] = "graph.matmul"(%arg2, %[[T]]) : (tensor<?x8xf32>, tensor<8x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %[[B:.+]] = "graph.reshape"(%arg1) : (tensor<4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: %[[A:.+]] = "graph.add"(%[[M]], %[[B]]) : (tensor<?x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %[[R:.+]] = "graph.relu"(%[[A]]) : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: return %[[R]] : tensor<?x4xf32>
#row = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @linear_relu(%w: tensor<4x8xf32>, %b: tensor<4xf32>, %x: tensor<?x8xf32>) -> tensor<?x4xf32> {
  %true = arith.constant true
  %c0_i64 = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f32
  %dim = tensor.dim %x, %c0 : tensor<?x8xf32>
  %0 = arith.index_cast %dim : index to i64
  %1 = tensor.empty() : tensor<8x4xf32>
  %wt = linalg.transpose ins(%w : tensor<4x8xf32>) outs(%1 : tensor<8x4xf32>) permutation = [1, 0]
  %2 = tensor.empty(%dim) : tensor<?x4xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<?x4xf32>) -> tensor<?x4xf32>
  %4 = linalg.matmul ins(%x, %wt : tensor<?x8xf32>, tensor<8x4xf32>) outs(%3 : tensor<?x4xf32>) -> tensor<?x4xf32>
  %5 = arith.cmpi sge, %0, %c0_i64 : i64
  cf.assert %5, "negative values not allowed in new dimensions"
  %6 = tensor.empty(%dim) : tensor<?x4xf32>
  %7 = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4xf32>) outs(%6 : tensor<?x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x4xf32>
  cf.assert %true, "mismatched size for broadcast"
  %8 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%4, %7 : tensor<?x4xf32>, tensor<?x4xf32>) outs(%2 : tensor<?x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.addf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  %9 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x4xf32>) outs(%2 : tensor<?x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %cst : f32
    %r = arith.select %c, %in, %cst : f32
    linalg.yield %r : f32
  } -> tensor<?x4xf32>
  return %9 : tensor<?x4xf32>
}

// -----

// tensor.cast static <-> dynamic is its operand; a sum over the static dim
// keeps the `?` row dim; symbols the export gave are kept.
// CHECK-LABEL: func.func @cast_sum
// CHECK-SAME: (%arg0: tensor<?x6xf32> {hidet.symbols = ["n", ""]}) -> (tensor<?xf32> {hidet.symbols = ["n"]})
// CHECK: "graph.reduce"(%arg0) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<?x6xf32>) -> tensor<?x1xf32>
// CHECK: "graph.reshape"
// CHECK-NOT: tensor.
#rows = affine_map<(d0, d1) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @cast_sum(%x: tensor<?x6xf32> {hidet.symbols = ["n", ""]}) -> (tensor<?xf32> {hidet.symbols = ["n"]}) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f32
  %dim = tensor.dim %x, %c0 : tensor<?x6xf32>
  %e = tensor.empty(%dim) : tensor<?xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.generic {indexing_maps = [#id2, #rows], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<?x6xf32>) outs(%z : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %c = tensor.cast %s : tensor<?xf32> to tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// torch-mlir's head split of a [b, s, 8] tensor (aten.view with [b, s, -1, 4]:
// the -1 inferred by selects and divsi on the sizes), then the 4-d matmul's
// collapse [b, 2, s, 4] -> [2b, s, 4] and its expand back with
// output_shape [2b / 2, 2, s, 4]: each becomes a graph.reshape (the import
// evaluates the sizes symbolically and checks graph.reshape's rule gives
// them: b, s, 2b).
// CHECK-LABEL: func.func @heads
// CHECK: %[[H:.+]] = "graph.reshape"(%arg0) : (tensor<?x?x8xf32>) -> tensor<?x?x2x4xf32>
// CHECK: %[[T:.+]] = "graph.transpose"(%[[H]]) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x2x4xf32>) -> tensor<?x2x?x4xf32>
// CHECK: %[[C:.+]] = "graph.reshape"(%[[T]]) : (tensor<?x2x?x4xf32>) -> tensor<?x?x4xf32>
// CHECK: "graph.reshape"(%[[C]]) : (tensor<?x?x4xf32>) -> tensor<?x2x?x4xf32>
// CHECK-NOT: tensor.
// CHECK-NOT: arith.
func.func @heads(%x: tensor<?x?x8xf32> {hidet.symbols = ["b", "s", ""]}) -> tensor<?x2x?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c4_i64 = arith.constant 4 : i64
  %c8_i64 = arith.constant 8 : i64
  %dim = tensor.dim %x, %c0 : tensor<?x?x8xf32>
  %b = arith.index_cast %dim : index to i64
  %dim1 = tensor.dim %x, %c1 : tensor<?x?x8xf32>
  %s = arith.index_cast %dim1 : index to i64
  %neg = arith.cmpi slt, %b, %c0_i64 : i64
  %b1 = arith.select %neg, %c1_i64, %b : i64
  %bs = arith.muli %b1, %s : i64
  %known = arith.muli %bs, %c4_i64 : i64
  %all0 = arith.muli %b, %s : i64
  %all = arith.muli %all0, %c8_i64 : i64
  %inferred = arith.divsi %all, %known : i64
  %shape = tensor.from_elements %b, %s, %inferred, %c4_i64 : tensor<4xi64>
  %h = tensor.reshape %x(%shape) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x?x2x4xf32>
  %ib = arith.index_cast %b : i64 to index
  %is = arith.index_cast %s : i64 to index
  %e = tensor.empty(%ib, %is) : tensor<?x2x?x4xf32>
  %t = linalg.transpose ins(%h : tensor<?x?x2x4xf32>) outs(%e : tensor<?x2x?x4xf32>) permutation = [0, 2, 1, 3]
  %c = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<?x2x?x4xf32> into tensor<?x?x4xf32>
  %n = arith.muli %ib, %c2 : index
  %b2 = arith.divsi %n, %c2 : index
  %r = tensor.expand_shape %c [[0, 1], [2], [3]] output_shape [%b2, 2, %is, 4] : tensor<?x?x4xf32> into tensor<?x2x?x4xf32>
  return %r : tensor<?x2x?x4xf32>
}

// -----

// torch-mlir sizes the rows of a flattened [B, 6, 16] with affine.apply
// `s0 * 6` and splits them back with `rows / 6` (divsi): the import
// evaluates both symbolically (6 * arg0.0, then arg0.0), so the expand is
// the graph.reshape the rule gives, and the affine.apply is dropped with
// the rest of the shape code.
// CHECK-LABEL: func.func @rows_affine_apply
// CHECK-NEXT: %[[C:.+]] = "graph.reshape"(%arg0) : (tensor<?x6x16xf32>) -> tensor<?x16xf32>
// CHECK-NEXT: %[[E:.+]] = "graph.reshape"(%[[C]]) : (tensor<?x16xf32>) -> tensor<?x6x16xf32>
// CHECK-NEXT: return %[[E]]
#rows6 = affine_map<()[s0] -> (s0 * 6)>
func.func @rows_affine_apply(%x: tensor<?x6x16xf32>) -> tensor<?x6x16xf32> {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %b = tensor.dim %x, %c0 : tensor<?x6x16xf32>
  %rows = affine.apply #rows6()[%b]
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x6x16xf32> into tensor<?x16xf32>
  %q = arith.divsi %rows, %c6 : index
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [%q, 6, 16] : tensor<?x16xf32> into tensor<?x6x16xf32>
  return %e : tensor<?x6x16xf32>
}
