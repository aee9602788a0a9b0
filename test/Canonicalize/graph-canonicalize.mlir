// hidet-graph-canonicalize: simplifications and the raising of decomposed
// softmax, layer_norm and GELU (the forms torch-mlir's exports take after
// import), plus near-misses that must stay as they are.
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s | FileCheck %s
//
// Every function computes the same values before and after: run both on the
// reference path on random inputs (outputs poisoned) and compare.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s -o %t/c.mlir
// RUN: hidet-run %t/c.mlir --target=reference --entry=softmax --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=softmax_div --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=layer_norm --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-5 --rtol=1e-4 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=layer_norm_plain --arg=rand --arg=poison --compare=%s --atol=1e-5 --rtol=1e-4 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=gelu --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=gelu_other_order --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=chains --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=keepdims --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=softmax_wrong_axis --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=SAME
// SAME: compare: PASS

// CHECK-LABEL: func.func @softmax
// CHECK-NEXT: %[[S:.*]] = "graph.softmax"(%arg0) {axis = 2 : i64} : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: return %[[S]]
func.func @softmax(%x: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %m = "graph.reduce"(%x) {kind = "max", axes = array<i64: 2>, keepdims = true} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
  %d = "graph.sub"(%x, %m) : (tensor<2x3x5xf32>, tensor<2x3x1xf32>) -> tensor<2x3x5xf32>
  %e = "graph.exp"(%d) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %s = "graph.reduce"(%e) {kind = "sum", axes = array<i64: -1>, keepdims = true} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
  %one = "graph.constant"() {value = dense<1.0> : tensor<1x1x1xf32>} : () -> tensor<1x1x1xf32>
  %r = "graph.div"(%one, %s) : (tensor<1x1x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %y = "graph.mul"(%e, %r) : (tensor<2x3x5xf32>, tensor<2x3x1xf32>) -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// keepdims=false reductions re-expanded by a reshape (linalg's spelling),
// and e / s.
// CHECK-LABEL: func.func @softmax_div
// CHECK-NEXT: "graph.softmax"(%arg0) {axis = 1 : i64}
// CHECK-NEXT: return
func.func @softmax_div(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %m0 = "graph.reduce"(%x) {kind = "max", axes = array<i64: 1>, keepdims = false} : (tensor<4x6xf32>) -> tensor<4xf32>
  %m = "graph.reshape"(%m0) : (tensor<4xf32>) -> tensor<4x1xf32>
  %d = "graph.sub"(%x, %m) : (tensor<4x6xf32>, tensor<4x1xf32>) -> tensor<4x6xf32>
  %e = "graph.exp"(%d) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %s0 = "graph.reduce"(%e) {kind = "sum", axes = array<i64: 1>} : (tensor<4x6xf32>) -> tensor<4xf32>
  %s = "graph.reshape"(%s0) : (tensor<4xf32>) -> tensor<4x1xf32>
  %y = "graph.div"(%e, %s) : (tensor<4x6xf32>, tensor<4x1xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// The max over one axis, the sum over another: not a softmax.
// CHECK-LABEL: func.func @softmax_wrong_axis
// CHECK-NOT: graph.softmax
// CHECK: return
func.func @softmax_wrong_axis(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %m = "graph.reduce"(%x) {kind = "max", axes = array<i64: 0>, keepdims = true} : (tensor<4x6xf32>) -> tensor<1x6xf32>
  %d = "graph.sub"(%x, %m) : (tensor<4x6xf32>, tensor<1x6xf32>) -> tensor<4x6xf32>
  %e = "graph.exp"(%d) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %s = "graph.reduce"(%e) {kind = "sum", axes = array<i64: 1>, keepdims = true} : (tensor<4x6xf32>) -> tensor<4x1xf32>
  %y = "graph.div"(%e, %s) : (tensor<4x6xf32>, tensor<4x1xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// torch's layer norm as torch-mlir exports it: the variance in f64, the
// mean as sum * (1/N), gamma and beta reshaped to 1x1xN.
// CHECK-LABEL: func.func @layer_norm
// CHECK-DAG: %[[G:.*]] = "graph.reshape"(%arg1) : (tensor<1x1x8xf32>) -> tensor<8xf32>
// CHECK-DAG: %[[B:.*]] = "graph.reshape"(%arg2) : (tensor<1x1x8xf32>) -> tensor<8xf32>
// CHECK: %[[L:.*]] = "graph.layer_norm"(%arg0, %[[G]], %[[B]]) {axis = 2 : i64, epsilon = 9.99999996E-13 : f32}
// CHECK-NOT: graph.
// CHECK: return %[[L]]
func.func @layer_norm(%x: tensor<2x3x8xf32>, %g: tensor<1x1x8xf32>, %b: tensor<1x1x8xf32>) -> tensor<2x3x8xf32> {
  %inv64 = "graph.constant"() {value = dense<1.250000e-01> : tensor<1x1x1xf64>} : () -> tensor<1x1x1xf64>
  %inv = "graph.constant"() {value = dense<1.250000e-01> : tensor<1x1x1xf32>} : () -> tensor<1x1x1xf32>
  %eps = "graph.constant"() {value = dense<9.99999996E-13> : tensor<1x1x1xf32>} : () -> tensor<1x1x1xf32>
  %x64 = "graph.cast"(%x) : (tensor<2x3x8xf32>) -> tensor<2x3x8xf64>
  %s64 = "graph.reduce"(%x64) {kind = "sum", axes = array<i64: 2>, keepdims = true} : (tensor<2x3x8xf64>) -> tensor<2x3x1xf64>
  %m64 = "graph.mul"(%s64, %inv64) : (tensor<2x3x1xf64>, tensor<1x1x1xf64>) -> tensor<2x3x1xf64>
  %d64 = "graph.sub"(%x64, %m64) : (tensor<2x3x8xf64>, tensor<2x3x1xf64>) -> tensor<2x3x8xf64>
  %q64 = "graph.mul"(%d64, %d64) : (tensor<2x3x8xf64>, tensor<2x3x8xf64>) -> tensor<2x3x8xf64>
  %v0 = "graph.reduce"(%q64) {kind = "sum", axes = array<i64: 2>, keepdims = true} : (tensor<2x3x8xf64>) -> tensor<2x3x1xf64>
  %v64 = "graph.mul"(%v0, %inv64) : (tensor<2x3x1xf64>, tensor<1x1x1xf64>) -> tensor<2x3x1xf64>
  %v = "graph.cast"(%v64) : (tensor<2x3x1xf64>) -> tensor<2x3x1xf32>
  %s = "graph.reduce"(%x) {kind = "sum", axes = array<i64: 2>, keepdims = true} : (tensor<2x3x8xf32>) -> tensor<2x3x1xf32>
  %m = "graph.mul"(%s, %inv) : (tensor<2x3x1xf32>, tensor<1x1x1xf32>) -> tensor<2x3x1xf32>
  %ve = "graph.add"(%v, %eps) : (tensor<2x3x1xf32>, tensor<1x1x1xf32>) -> tensor<2x3x1xf32>
  %r = "graph.rsqrt"(%ve) : (tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %d = "graph.sub"(%x, %m) : (tensor<2x3x8xf32>, tensor<2x3x1xf32>) -> tensor<2x3x8xf32>
  %n = "graph.mul"(%d, %r) : (tensor<2x3x8xf32>, tensor<2x3x1xf32>) -> tensor<2x3x8xf32>
  %ng = "graph.mul"(%n, %g) : (tensor<2x3x8xf32>, tensor<1x1x8xf32>) -> tensor<2x3x8xf32>
  %y = "graph.add"(%ng, %b) : (tensor<2x3x8xf32>, tensor<1x1x8xf32>) -> tensor<2x3x8xf32>
  return %y : tensor<2x3x8xf32>
}

// Without gamma and beta, the mean as sum / N, the square as pow(d, 2).
// CHECK-LABEL: func.func @layer_norm_plain
// CHECK: "graph.layer_norm"(%arg0, %{{.*}}, %{{.*}}) {axis = 1 : i64, epsilon = 9.99999974E-6 : f32} : (tensor<4x2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<4x2x5xf32>
func.func @layer_norm_plain(%x: tensor<4x2x5xf32>) -> tensor<4x2x5xf32> {
  %n10 = "graph.constant"() {value = dense<10.0> : tensor<f32>} : () -> tensor<f32>
  %two = "graph.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %eps = "graph.constant"() {value = dense<1.0e-5> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.reduce"(%x) {kind = "sum", axes = array<i64: 1, 2>, keepdims = true} : (tensor<4x2x5xf32>) -> tensor<4x1x1xf32>
  %m = "graph.div"(%s, %n10) : (tensor<4x1x1xf32>, tensor<f32>) -> tensor<4x1x1xf32>
  %d = "graph.sub"(%x, %m) : (tensor<4x2x5xf32>, tensor<4x1x1xf32>) -> tensor<4x2x5xf32>
  %q = "graph.pow"(%d, %two) : (tensor<4x2x5xf32>, tensor<f32>) -> tensor<4x2x5xf32>
  %vs = "graph.reduce"(%q) {kind = "sum", axes = array<i64: 1, 2>, keepdims = true} : (tensor<4x2x5xf32>) -> tensor<4x1x1xf32>
  %v = "graph.div"(%vs, %n10) : (tensor<4x1x1xf32>, tensor<f32>) -> tensor<4x1x1xf32>
  %ve = "graph.add"(%eps, %v) : (tensor<f32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
  %r = "graph.rsqrt"(%ve) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
  %y = "graph.mul"(%r, %d) : (tensor<4x1x1xf32>, tensor<4x2x5xf32>) -> tensor<4x2x5xf32>
  return %y : tensor<4x2x5xf32>
}

// CHECK-LABEL: func.func @gelu
// CHECK-NEXT: %[[G:.*]] = "graph.gelu"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
// CHECK-NEXT: return %[[G]]
func.func @gelu(%x: tensor<3x7xf32>) -> tensor<3x7xf32> {
  %c = "graph.constant"() {value = dense<0.707106769> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %one = "graph.constant"() {value = dense<1.0> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %half = "graph.constant"() {value = dense<0.5> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %z = "graph.mul"(%x, %c) : (tensor<3x7xf32>, tensor<1x1xf32>) -> tensor<3x7xf32>
  %e = "graph.erf"(%z) : (tensor<3x7xf32>) -> tensor<3x7xf32>
  %a = "graph.add"(%e, %one) : (tensor<3x7xf32>, tensor<1x1xf32>) -> tensor<3x7xf32>
  %h = "graph.mul"(%half, %a) : (tensor<1x1xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
  %y = "graph.mul"(%x, %h) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
  return %y : tensor<3x7xf32>
}

// (x * 0.5) * (1 + erf(x / sqrt 2)); then the same with 0.6 instead of
// 0.5, which is not GELU and must stay.
// CHECK-LABEL: func.func @gelu_other_order
// CHECK: "graph.erf"
// CHECK: %[[G:.*]] = "graph.gelu"(%arg0)
// CHECK-NOT: graph.gelu
// CHECK: "graph.mul"(%arg0, %{{.*}})
// CHECK: return
func.func @gelu_other_order(%x: tensor<9xf32>) -> tensor<9xf32> {
  %c = "graph.constant"() {value = dense<1.41421354> : tensor<f32>} : () -> tensor<f32>
  %one = "graph.constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %half = "graph.constant"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %notHalf = "graph.constant"() {value = dense<0.6> : tensor<f32>} : () -> tensor<f32>
  %z = "graph.div"(%x, %c) : (tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
  %e = "graph.erf"(%z) : (tensor<9xf32>) -> tensor<9xf32>
  %a = "graph.add"(%one, %e) : (tensor<f32>, tensor<9xf32>) -> tensor<9xf32>
  %xh = "graph.mul"(%x, %half) : (tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
  %y = "graph.mul"(%xh, %a) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
  %xw = "graph.mul"(%x, %notHalf) : (tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
  %w = "graph.mul"(%xw, %a) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
  %r = "graph.add"(%y, %w) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
  return %r : tensor<9xf32>
}

// Reshape chains collapse, transposes compose, same-type casts, reshapes
// and broadcasts vanish, a broadcast an add does anyway is dropped, dead
// ops go.
// CHECK-LABEL: func.func @chains
// CHECK-NEXT: %[[R:.*]] = "graph.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT: %[[T:.*]] = "graph.transpose"(%[[R]]) {perm = array<i64: 1, 0>} : (tensor<6x4xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: %[[C:.*]] = "graph.constant"() {value = dense<2.000000e+00> : tensor<6xf32>}
// CHECK-NEXT: %[[A:.*]] = "graph.add"(%[[T]], %[[C]]) : (tensor<4x6xf32>, tensor<6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: return %[[A]]
func.func @chains(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %r1 = "graph.reshape"(%x) : (tensor<2x3x4xf32>) -> tensor<24xf32>
  %r2 = "graph.reshape"(%r1) : (tensor<24xf32>) -> tensor<6x4xf32>
  %r3 = "graph.reshape"(%r2) : (tensor<6x4xf32>) -> tensor<6x4xf32>
  %c1 = "graph.cast"(%r3) : (tensor<6x4xf32>) -> tensor<6x4xf32>
  %t1 = "graph.transpose"(%c1) {perm = array<i64: 1, 0>} : (tensor<6x4xf32>) -> tensor<4x6xf32>
  %t2 = "graph.transpose"(%t1) {perm = array<i64: 1, 0>} : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %t3 = "graph.transpose"(%t2) {perm = array<i64: 1, 0>} : (tensor<6x4xf32>) -> tensor<4x6xf32>
  %dead = "graph.exp"(%t3) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %c = "graph.constant"() {value = dense<2.0> : tensor<6xf32>} : () -> tensor<6xf32>
  %b = "graph.broadcast"(%c) : (tensor<6xf32>) -> tensor<4x6xf32>
  %y = "graph.add"(%t3, %b) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// A keepdims=false reduce whose reshape restores the reduced dim.
// CHECK-LABEL: func.func @keepdims
// CHECK-NEXT: "graph.reduce"(%arg0) {axes = array<i64: 0>, keepdims = true, kind = "min"} : (tensor<3x5xf32>) -> tensor<1x5xf32>
// CHECK-NEXT: return
func.func @keepdims(%x: tensor<3x5xf32>) -> tensor<1x5xf32> {
  %r = "graph.reduce"(%x) {kind = "min", axes = array<i64: 0>} : (tensor<3x5xf32>) -> tensor<5xf32>
  %y = "graph.reshape"(%r) : (tensor<5xf32>) -> tensor<1x5xf32>
  return %y : tensor<1x5xf32>
}
