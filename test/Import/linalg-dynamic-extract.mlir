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

// -----

// A hand-written attention block's merge of the heads (torch.export of
// `a.transpose(1, 2).reshape(B, S, D)`, B, S = x.shape): aten.view's size
// inference picks each size of the tensor.reshape with arith.select chains
// over the symbolic sizes (a -1 in the view would take the quotient), and
// the broadcast generic that copies the reshape's result casts those i64
// sizes to index INSIDE its body. The symbolic evaluation proves each size
// the extent of its loop (the selects' conditions `size < 0` are false:
// sizes are >= 0), and proves the reshape's dims the init's: a copy.
// CHECK-LABEL: func.func @view_inference
// CHECK: %[[R:.+]] = "graph.reshape"(%{{.+}}) : (tensor<?x?x2x4xf32>) -> tensor<?x?x8xf32>
// CHECK-NOT: tensor.extract
// CHECK-NOT: linalg.
// CHECK: return %[[R]]
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @view_inference(%x: tensor<?x?x2x4xf32>) -> tensor<?x?x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c8_i64 = arith.constant 8 : i64
  %d0 = tensor.dim %x, %c0 : tensor<?x?x2x4xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x2x4xf32>
  %b = arith.index_cast %d0 : index to i64
  %s = arith.index_cast %d1 : index to i64
  %nb = arith.cmpi slt, %b, %c0_i64 : i64
  %ns = arith.cmpi slt, %s, %c0_i64 : i64
  %known0 = arith.select %nb, %c1_i64, %b : i64
  %known = arith.select %ns, %known0, %known0 : i64
  %kn = arith.muli %known, %c8_i64 : i64
  %bs = arith.muli %b, %s : i64
  %all = arith.muli %bs, %c8_i64 : i64
  %q = arith.divsi %all, %kn : i64
  %v0 = arith.select %nb, %q, %b : i64
  %v1 = arith.select %ns, %q, %s : i64
  %shape = tensor.from_elements %v0, %v1, %c8_i64 : tensor<3xi64>
  %r = tensor.reshape %x(%shape) : (tensor<?x?x2x4xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?x8xf32>
  %g = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x8xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %z0 = arith.index_cast %v0 : i64 to index
    %p0 = arith.cmpi eq, %z0, %c1 : index
    %s0 = arith.select %p0, %c0, %i0 : index
    %z1 = arith.index_cast %v1 : i64 to index
    %p1 = arith.cmpi eq, %z1, %c1 : index
    %s1 = arith.select %p1, %c0, %i1 : index
    %val = tensor.extract %r[%s0, %s1, %i2] : tensor<?x?x8xf32>
    linalg.yield %val : f32
  } -> tensor<?x?x8xf32>
  return %g : tensor<?x?x8xf32>
}
