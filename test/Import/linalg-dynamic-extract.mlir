// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// Dynamic shapes, torch-mlir's raw export of nn.TransformerEncoderLayer
// (docs/import-linalg.md, "Dynamic shapes"):
// - its dynamic broadcast generic (no inputs; the body reads T with
//   tensor.extract at `select(cmpi eq, %size_k, 1), 0, linalg.index k`,
//   %size_k the extent of loop k) reads T at the loop indices: T becomes an
//   input of that map (a copy, transpose or broadcast);
// - a tensor.extract_slice along a static dim taking the `?` dims whole
//   becomes graph.slice, whose `?` dims end at INT64_MAX (taken whole).

// The copy of a transposed tensor: nothing but the transpose.
// CHECK-LABEL: func.func @copy
// CHECK-NEXT: %[[T:.+]] = "graph.transpose"(%arg0) {perm = array<i64: 1, 0, 2>} : (tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
// CHECK-NEXT: return %[[T]]
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @copy(%x: tensor<?x?x4xf32>) -> tensor<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x4xf32>
  %e = tensor.empty(%d1, %d0) : tensor<?x?x4xf32>
  %t = linalg.transpose ins(%x : tensor<?x?x4xf32>) outs(%e : tensor<?x?x4xf32>) permutation = [1, 0, 2]
  %e2 = tensor.empty(%d1, %d0) : tensor<?x?x4xf32>
  %g = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e2 : tensor<?x?x4xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %p0 = arith.cmpi eq, %d1, %c1 : index
    %s0 = arith.select %p0, %c0, %i0 : index
    %p1 = arith.cmpi eq, %c1, %d0 : index
    %s1 = arith.select %p1, %c0, %i1 : index
    %v = tensor.extract %t[%s0, %s1, %i2] : tensor<?x?x4xf32>
    linalg.yield %v : f32
  } -> tensor<?x?x4xf32>
  return %g : tensor<?x?x4xf32>
}

// -----

// A permuted read (the size a tensor.dim of the init), used twice in the
// body, and a loop T does not read (a broadcast, here of a static extent).
// CHECK-LABEL: func.func @permuted
// CHECK: "graph.transpose"(%arg0) {perm = array<i64: 1, 0>} : (tensor<?x4xf32>) -> tensor<4x?xf32>
// CHECK: "graph.add"
// CHECK-NOT: tensor.extract
// CHECK: return {{.*}} : tensor<2x4x?xf32>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @permuted(%x: tensor<?x4xf32>) -> tensor<2x4x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d0) : tensor<2x4x?xf32>
  %n = tensor.dim %e, %c2 : tensor<2x4x?xf32>
  %g = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<2x4x?xf32>) {
  ^bb0(%o: f32):
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %p = arith.cmpi eq, %n, %c1 : index
    %s = arith.select %p, %c0, %i2 : index
    %v = tensor.extract %x[%s, %i1] : tensor<?x4xf32>
    %w = arith.addf %v, %v : f32
    linalg.yield %w : f32
  } -> tensor<2x4x?xf32>
  return %g : tensor<2x4x?xf32>
}

// -----

// CHECK-LABEL: func.func @split
// CHECK-NEXT: %[[S:.+]] = "graph.slice"(%arg0) {ends = array<i64: 2, 9223372036854775807, 4>, starts = array<i64: 1, 0, 0>, steps = array<i64: 1, 1, 1>} : (tensor<3x?x4xf32>) -> tensor<1x?x4xf32>
// CHECK-NEXT: return %[[S]]
func.func @split(%x: tensor<3x?x4xf32>) -> tensor<1x?x4xf32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<3x?x4xf32>
  %s = tensor.extract_slice %x[1, 0, 0] [1, %d, 4] [1, 1, 1] : tensor<3x?x4xf32> to tensor<1x?x4xf32>
  return %s : tensor<1x?x4xf32>
}
