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
