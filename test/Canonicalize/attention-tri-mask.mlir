// hidet-graph-canonicalize raises attention with torch's causal mask over
// `?` lengths (issue 27): hidet-import-linalg makes the index-built mask a
// graph.tri_mask, and torch's decomposition turns it into an additive bias
// select(tri, 0, -inf) (or masks the scores with select(tri, s, -inf)).
// The raise evaluates the mask on and off the triangle
// (passes/graph_causal_mask.c) and sets causal = true; another diagonal is
// no causal mask.
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s | FileCheck %s
//
// Both run on the reference path before and after (outputs poisoned,
// compared) at two lengths of x: [1, 2, 5, 16] and [3, 2, 9, 16].
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s -o %t/c.mlir
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x5.npy '<f4' 1x2x5x16 '((i * 37) %% 101) / 50.0 - 1'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x9.npy '<f4' 3x2x9x16 '((i * 53) %% 97) / 48.0 - 1'
// RUN: hidet-run %t/c.mlir --target=reference --entry=additive --arg=@%t/x5.npy --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=additive --arg=@%t/x9.npy --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=boolean --arg=@%t/x9.npy --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=diagonal1 --arg=@%t/x9.npy --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// SAME: compare: PASS

// CHECK-LABEL: func.func @additive
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg0, %arg0) {causal = true, scale = 2.500000e-01 : f64} : (tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>) -> tensor<?x2x?x16xf32>
// CHECK-NEXT: return %[[A]]
func.func @additive(%x: tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) {
  %c = "graph.constant"() {value = dense<4.0> : tensor<f32>} : () -> tensor<f32>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %ninf = "graph.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %true = "graph.constant"() {value = dense<true> : tensor<1x1xi1>} : () -> tensor<1x1xi1>
  %false = "graph.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %tri = "graph.tri_mask"(%x) {dims = array<i64: 2, 2>, diagonal = 0 : i64} : (tensor<?x2x?x16xf32>) -> tensor<?x?xi1>
  %tri2 = "graph.select"(%tri, %true, %false) : (tensor<?x?xi1>, tensor<1x1xi1>, tensor<i1>) -> tensor<?x?xi1>
  %bias = "graph.select"(%tri2, %zero, %ninf) : (tensor<?x?xi1>, tensor<f32>, tensor<f32>) -> tensor<?x?xf32>
  %b4 = "graph.reshape"(%bias) : (tensor<?x?xf32>) -> tensor<1x1x?x?xf32>
  %q3 = "graph.reshape"(%x) : (tensor<?x2x?x16xf32>) -> tensor<?x?x16xf32>
  %kt = "graph.transpose"(%x) {perm = array<i64: 0, 1, 3, 2>} : (tensor<?x2x?x16xf32>) -> tensor<?x2x16x?xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<?x2x16x?xf32>) -> tensor<?x16x?xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<?x?x16xf32>, tensor<?x16x?xf32>) -> tensor<?x?x?xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<?x?x?xf32>) -> tensor<?x2x?x?xf32>
  %s1 = "graph.div"(%s0, %c) : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?x?xf32>
  %s = "graph.add"(%s1, %b4) : (tensor<?x2x?x?xf32>, tensor<1x1x?x?xf32>) -> tensor<?x2x?x?xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
  %p3 = "graph.reshape"(%p) : (tensor<?x2x?x?xf32>) -> tensor<?x?x?xf32>
  %v3 = "graph.reshape"(%x) : (tensor<?x2x?x16xf32>) -> tensor<?x?x16xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<?x?x?xf32>, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
  %o = "graph.reshape"(%o3) : (tensor<?x?x16xf32>) -> tensor<?x2x?x16xf32>
  return %o : tensor<?x2x?x16xf32>
}

// CHECK-LABEL: func.func @boolean
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg0, %arg0) {causal = true, scale = 2.500000e-01 : f64}
// CHECK-NEXT: return %[[A]]
func.func @boolean(%x: tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) {
  %c = "graph.constant"() {value = dense<4.0> : tensor<f32>} : () -> tensor<f32>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %ninf = "graph.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %tri = "graph.tri_mask"(%x) {dims = array<i64: 2, 2>, diagonal = 0 : i64} : (tensor<?x2x?x16xf32>) -> tensor<?x?xi1>
  %q3 = "graph.reshape"(%x) : (tensor<?x2x?x16xf32>) -> tensor<?x?x16xf32>
  %kt = "graph.transpose"(%x) {perm = array<i64: 0, 1, 3, 2>} : (tensor<?x2x?x16xf32>) -> tensor<?x2x16x?xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<?x2x16x?xf32>) -> tensor<?x16x?xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<?x?x16xf32>, tensor<?x16x?xf32>) -> tensor<?x?x?xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<?x?x?xf32>) -> tensor<?x2x?x?xf32>
  %s1 = "graph.div"(%s0, %c) : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?x?xf32>
  %s = "graph.select"(%tri, %s1, %ninf) : (tensor<?x?xi1>, tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?x?xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
  %p3 = "graph.reshape"(%p) : (tensor<?x2x?x?xf32>) -> tensor<?x?x?xf32>
  %v3 = "graph.reshape"(%x) : (tensor<?x2x?x16xf32>) -> tensor<?x?x16xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<?x?x?xf32>, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
  %o = "graph.reshape"(%o3) : (tensor<?x?x16xf32>) -> tensor<?x2x?x16xf32>
  return %o : tensor<?x2x?x16xf32>
}

// Diagonal 1 (each query also sees the next key): not the causal mask, no
// causal flag (the additive mask has -inf and the softmax no guard: not
// raised at all).
// CHECK-LABEL: func.func @diagonal1
// CHECK-NOT: causal
// CHECK: "graph.tri_mask"
// CHECK: return
func.func @diagonal1(%x: tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) {
  %c = "graph.constant"() {value = dense<4.0> : tensor<f32>} : () -> tensor<f32>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %ninf = "graph.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %tri = "graph.tri_mask"(%x) {dims = array<i64: 2, 2>, diagonal = 1 : i64} : (tensor<?x2x?x16xf32>) -> tensor<?x?xi1>
  %bias = "graph.select"(%tri, %zero, %ninf) : (tensor<?x?xi1>, tensor<f32>, tensor<f32>) -> tensor<?x?xf32>
  %q3 = "graph.reshape"(%x) : (tensor<?x2x?x16xf32>) -> tensor<?x?x16xf32>
  %kt = "graph.transpose"(%x) {perm = array<i64: 0, 1, 3, 2>} : (tensor<?x2x?x16xf32>) -> tensor<?x2x16x?xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<?x2x16x?xf32>) -> tensor<?x16x?xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<?x?x16xf32>, tensor<?x16x?xf32>) -> tensor<?x?x?xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<?x?x?xf32>) -> tensor<?x2x?x?xf32>
  %s1 = "graph.div"(%s0, %c) : (tensor<?x2x?x?xf32>, tensor<f32>) -> tensor<?x2x?x?xf32>
  %s = "graph.add"(%s1, %bias) : (tensor<?x2x?x?xf32>, tensor<?x?xf32>) -> tensor<?x2x?x?xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
  %p3 = "graph.reshape"(%p) : (tensor<?x2x?x?xf32>) -> tensor<?x?x?xf32>
  %v3 = "graph.reshape"(%x) : (tensor<?x2x?x16xf32>) -> tensor<?x?x16xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<?x?x?xf32>, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
  %o = "graph.reshape"(%o3) : (tensor<?x?x16xf32>) -> tensor<?x2x?x16xf32>
  return %o : tensor<?x2x?x16xf32>
}
