// Batch norm folded into constant conv filters (passes/graph_fold_bn.c):
// each function is canonicalized, checked, and run before and after on the
// reference path on the same seeded inputs (--compare, outputs poisoned):
// the fold reassociates products, so atol 1e-5, rtol 1e-5.
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s | FileCheck %s
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s -o %t.mlir
// RUN: hidet-run --target=reference %t.mlir --entry=nchw --arg=rand --arg=poison --compare=%s --atol=1e-5 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run --target=reference %t.mlir --entry=nhwc_transposed --arg=rand --arg=poison --compare=%s --atol=1e-5 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run --target=reference %t.mlir --entry=filter_argument --arg=rand --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run --target=reference %t.mlir --entry=not_per_channel --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run --target=reference %t.mlir --entry=two_uses --arg=rand --arg=poison --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: compare: PASS

// (conv(x, W) - mean) * rsqrt(var + eps) * gamma + beta, NCHW, parameters
// [C] reshaped to [1, C, 1, 1] (the linalg import's form): the muls go into
// the filter, the rsqrt is folded, mean and beta become one add.
// CHECK-LABEL: func.func @nchw
// CHECK-NOT: graph.mul
// CHECK-NOT: graph.rsqrt
// CHECK: %[[W:.+]] = "graph.constant"() {value = dense<{{.+}}> : tensor<2x1x2x2xf32>}
// CHECK: %[[C:.+]] = "graph.conv2d"(%arg0, %[[W]])
// CHECK: %[[K:.+]] = "graph.constant"() {value = dense<{{.+}}> : tensor<1x2x1x1xf32>}
// CHECK-NEXT: %[[Y:.+]] = "graph.add"(%[[C]], %[[K]])
// CHECK-NEXT: return %[[Y]]
func.func @nchw(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x3x3xf32> {
  %w = "graph.constant"() {value = dense<[[[[1.0, 2.0], [3.0, 4.0]]], [[[-1.0, 0.5], [0.25, 2.0]]]]> : tensor<2x1x2x2xf32>} : () -> tensor<2x1x2x2xf32>
  %mean = "graph.constant"() {value = dense<[0.5, -0.25]> : tensor<2xf32>} : () -> tensor<2xf32>
  %var = "graph.constant"() {value = dense<[1.5, 0.75]> : tensor<2xf32>} : () -> tensor<2xf32>
  %gamma = "graph.constant"() {value = dense<[1.25, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %beta = "graph.constant"() {value = dense<[0.125, -1.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %eps = "graph.constant"() {value = dense<1.0e-5> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.conv2d"(%x, %w) {groups = 2 : i64} : (tensor<1x2x4x4xf32>, tensor<2x1x2x2xf32>) -> tensor<1x2x3x3xf32>
  %ve = "graph.add"(%var, %eps) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %rs = "graph.rsqrt"(%ve) : (tensor<2xf32>) -> tensor<2xf32>
  %m4 = "graph.reshape"(%mean) : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
  %r4 = "graph.reshape"(%rs) : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
  %g4 = "graph.reshape"(%gamma) : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
  %b4 = "graph.reshape"(%beta) : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
  %d = "graph.sub"(%c, %m4) : (tensor<1x2x3x3xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x3x3xf32>
  %n = "graph.mul"(%d, %r4) : (tensor<1x2x3x3xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x3x3xf32>
  %g = "graph.mul"(%n, %g4) : (tensor<1x2x3x3xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x3x3xf32>
  %y = "graph.add"(%g, %b4) : (tensor<1x2x3x3xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x3x3xf32>
  return %y : tensor<1x2x3x3xf32>
}

// The TOSA import's form: an NHWC conv whose result is transposed to NCHW
// before the batch norm, parameters [C, 1, 1]: the mul and the sub move
// through the transpose (their constants transposed back), the mul into the
// NHWC filter, the sub into the bias add.
// CHECK-LABEL: func.func @nhwc_transposed
// CHECK-NOT: graph.mul
// CHECK: %[[C:.+]] = "graph.conv2d"
// CHECK: %[[K:.+]] = "graph.constant"() {value = dense<{{.+}}> : tensor<1x1x1x2xf32>}
// CHECK-NEXT: %[[Y:.+]] = "graph.add"(%[[C]], %[[K]])
// CHECK-NEXT: %[[T:.+]] = "graph.transpose"(%[[Y]])
// CHECK-NEXT: return %[[T]]
func.func @nhwc_transposed(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x3x3xf32> {
  %w = "graph.constant"() {value = dense<[[[[1.0, 2.0], [3.0, 4.0]], [[-1.0, 0.5], [0.25, 2.0]]], [[[0.5, 1.5], [-2.0, 1.0]], [[1.0, -1.0], [0.75, 0.25]]]]> : tensor<2x2x2x2xf32>} : () -> tensor<2x2x2x2xf32>
  %scale = "graph.constant"() {value = dense<[[[0.5]], [[-2.0]]]> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
  %shift = "graph.constant"() {value = dense<[[[0.25]], [[1.0]]]> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %c = "graph.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<1x4x4x2xf32>, tensor<2x2x2x2xf32>) -> tensor<1x3x3x2xf32>
  %cb = "graph.add"(%c, %zero) : (tensor<1x3x3x2xf32>, tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %t = "graph.transpose"(%cb) {perm = array<i64: 0, 3, 1, 2>} : (tensor<1x3x3x2xf32>) -> tensor<1x2x3x3xf32>
  %d = "graph.sub"(%t, %shift) : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) -> tensor<1x2x3x3xf32>
  %y = "graph.mul"(%d, %scale) : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) -> tensor<1x2x3x3xf32>
  return %y : tensor<1x2x3x3xf32>
}

// Near misses, left alone: the filter is an argument (the exported models'
// form: batch norm stays element-wise, fused into the conv's store) ...
// CHECK-LABEL: func.func @filter_argument
// CHECK: "graph.conv2d"
// CHECK: "graph.mul"
func.func @filter_argument(%x: tensor<1x2x4x4xf32>, %w: tensor<2x1x2x2xf32>) -> tensor<1x2x3x3xf32> {
  %s = "graph.constant"() {value = dense<[0.5, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %s4 = "graph.reshape"(%s) : (tensor<2xf32>) -> tensor<1x2x1x1xf32>
  %c = "graph.conv2d"(%x, %w) {groups = 2 : i64} : (tensor<1x2x4x4xf32>, tensor<2x1x2x2xf32>) -> tensor<1x2x3x3xf32>
  %y = "graph.mul"(%c, %s4) : (tensor<1x2x3x3xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x3x3xf32>
  return %y : tensor<1x2x3x3xf32>
}

// ... a scale that varies along the width, not the channels ...
// CHECK-LABEL: func.func @not_per_channel
// CHECK: "graph.conv2d"
// CHECK: "graph.mul"
func.func @not_per_channel(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x3x3xf32> {
  %w = "graph.constant"() {value = dense<[[[[1.0, 2.0], [3.0, 4.0]]], [[[-1.0, 0.5], [0.25, 2.0]]]]> : tensor<2x1x2x2xf32>} : () -> tensor<2x1x2x2xf32>
  %s = "graph.constant"() {value = dense<[0.5, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %c = "graph.conv2d"(%x, %w) {groups = 2 : i64} : (tensor<1x2x4x4xf32>, tensor<2x1x2x2xf32>) -> tensor<1x2x3x3xf32>
  %y = "graph.mul"(%c, %s) : (tensor<1x2x3x3xf32>, tensor<3xf32>) -> tensor<1x2x3x3xf32>
  return %y : tensor<1x2x3x3xf32>
}

// ... and a conv result that is also used unscaled.
// CHECK-LABEL: func.func @two_uses
// CHECK: "graph.conv2d"
// CHECK: "graph.mul"
func.func @two_uses(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) {
  %w = "graph.constant"() {value = dense<[[[[1.0, 2.0], [3.0, 4.0]]], [[[-1.0, 0.5], [0.25, 2.0]]]]> : tensor<2x1x2x2xf32>} : () -> tensor<2x1x2x2xf32>
  %s = "graph.constant"() {value = dense<[[[0.5]], [[2.0]]]> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
  %c = "graph.conv2d"(%x, %w) {groups = 2 : i64} : (tensor<1x2x4x4xf32>, tensor<2x1x2x2xf32>) -> tensor<1x2x3x3xf32>
  %y = "graph.mul"(%c, %s) : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) -> tensor<1x2x3x3xf32>
  return %y, %c : tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>
}
