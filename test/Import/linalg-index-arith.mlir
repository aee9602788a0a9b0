// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// Integer index arithmetic in generic bodies (import_linalg_fold.c): graph
// arithmetic is float-only, so addi/subi/muli are imported when their value
// is a compile-time constant, folded to a graph.constant in loop space.
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
// CHECK-NOT: arith.

// torch-mlir's causal mask of scaled_dot_product_attention(is_causal=True):
// an arange (linalg.index), the column minus the row index (subi of two
// broadcast views of it), compared sle 0, i.e. tril: key j <= query i.
#m1 = affine_map<(d0) -> (d0)>
#mr = affine_map<(d0, d1) -> (0, d1)>
#mc = affine_map<(d0, d1) -> (d0, 0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @causal
// The arange itself is folded into the difference (and erased, unused).
// CHECK: %[[D:.+]] = "graph.constant"() {value = dense<{{\[}}[0, 1, 2], [-1, 0, 1], [-2, -1, 0]]> : tensor<3x3xi64>}
// CHECK: %[[Z:.+]] = "graph.constant"() {value = dense<0> : tensor<i64>}
// CHECK: %[[C:.+]] = "graph.compare"(%[[D]], %[[Z]]) {predicate = "le"} : (tensor<3x3xi64>, tensor<i64>) -> tensor<3x3xi1>
// CHECK: %[[S:.+]] = "graph.select"(%[[C]], %{{.+}}, %{{.+}}) : (tensor<3x3xi1>, tensor<f32>, tensor<f32>) -> tensor<3x3xf32>
// CHECK: return %[[S]]
func.func @causal() -> tensor<3x3xf32> {
  %c0 = arith.constant 0 : i64
  %zero = arith.constant dense<0.0> : tensor<f32>
  %ninf = arith.constant dense<0xFF800000> : tensor<f32>
  %e = tensor.empty() : tensor<3xi64>
  %ar = linalg.generic {indexing_maps = [#m1], iterator_types = ["parallel"]} outs(%e : tensor<3xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<3xi64>
  %row = tensor.expand_shape %ar [[0, 1]] output_shape [1, 3] : tensor<3xi64> into tensor<1x3xi64>
  %col = tensor.expand_shape %ar [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
  %e2 = tensor.empty() : tensor<3x3xi64>
  %d = linalg.generic {indexing_maps = [#mr, #mc, #id], iterator_types = ["parallel", "parallel"]}
       ins(%row, %col : tensor<1x3xi64>, tensor<3x1xi64>) outs(%e2 : tensor<3x3xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %s = arith.subi %a, %b : i64
    linalg.yield %s : i64
  } -> tensor<3x3xi64>
  %eb = tensor.empty() : tensor<3x3xi1>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%d : tensor<3x3xi64>) outs(%eb : tensor<3x3xi1>) {
  ^bb0(%a: i64, %o: i1):
    %c = arith.cmpi sle, %a, %c0 : i64
    linalg.yield %c : i1
  } -> tensor<3x3xi1>
  %ef = tensor.empty() : tensor<3x3xf32>
  %m = linalg.generic {indexing_maps = [#id, #sc, #sc, #id], iterator_types = ["parallel", "parallel"]}
       ins(%t, %zero, %ninf : tensor<3x3xi1>, tensor<f32>, tensor<f32>) outs(%ef : tensor<3x3xf32>) {
  ^bb0(%c: i1, %z: f32, %n: f32, %o: f32):
    %v = arith.select %c, %z, %n : f32
    linalg.yield %v : f32
  } -> tensor<3x3xf32>
  return %m : tensor<3x3xf32>
}

// -----

// Index arithmetic inside one body, on linalg.index directly, with constants
// and casts: (2 * i + j) - 1 as i64, and an i8 product that wraps as arith's
// does (100 * (i + 1) mod 2^8, signed).
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @in_body
// CHECK: %[[A:.+]] = "graph.constant"() {value = dense<{{\[}}[-1, 0, 1], [1, 2, 3]]> : tensor<2x3xi64>}
// CHECK: "graph.cast"(%[[A]]) : (tensor<2x3xi64>) -> tensor<2x3xf32>
// CHECK: %[[W:.+]] = "graph.constant"() {value = dense<{{\[}}[100], [-56]]> : tensor<2x1xi8>}
// CHECK: "graph.cast"(%[[W]]) : (tensor<2x1xi8>) -> tensor<2x1xf32>
func.func @in_body() -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : i8
  %e = tensor.empty() : tensor<2x3xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       outs(%e, %e : tensor<2x3xf32>, tensor<2x3xf32>) {
  ^bb0(%o: f32, %o2: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %t = arith.muli %i, %c2 : index
    %u = arith.addi %t, %j : index
    %v = arith.subi %u, %c1 : index
    %w = arith.index_cast %v : index to i64
    %f = arith.sitofp %w : i64 to f32
    %i1 = arith.addi %i, %c1 : index
    %n = arith.index_cast %i1 : index to i8
    %p = arith.muli %n, %c100 : i8
    %g = arith.sitofp %p : i8 to f32
    linalg.yield %f, %g : f32, f32
  } -> (tensor<2x3xf32>, tensor<2x3xf32>)
  return %r#0, %r#1 : tensor<2x3xf32>, tensor<2x3xf32>
}
