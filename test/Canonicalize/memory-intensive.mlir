// hidet-graph-canonicalize on the memory-intensive forms frontends produce:
// RMS norm (x * rsqrt(mean(x^2) + eps) * w), variance, the masked-softmax
// guard, grouped-conv pads. They end as one reduction (mean where torch
// wrote one) plus elementwise ops, with no pow call, no f64 compare and no
// reshape-only op; near-misses stay as they are.
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s | FileCheck %s
//
// Each function computes the same values before and after (exactly, except
// the * (1/N) mean raise, which differs by the rounding of 1/N): both run on
// the reference path on random inputs, outputs poisoned, and are compared.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s -o %t/c.mlir
// RUN: hidet-run %t/c.mlir --target=reference --entry=rms_norm_tosa --arg=rand --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=rms_norm_linalg --arg=rand --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=mean_third --arg=rand --arg=poison --compare=%s --atol=0 --rtol=1e-6 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=not_means --arg=rand --arg=poison --arg=poison --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=guard --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=compares_kept --arg=rand --arg=poison --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=conv_pad --arg=rand --arg=rand --arg=poison --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=leading_ones --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=silu --arg=rand --arg=rand --arg=poison --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: compare: PASS

// RMS norm as the TOSA import gives it: pow(x, 2) is x * x, sum * (1/8)
// (exact: 8 is a power of two) is the mean, the weight reshaped [8] ->
// [1, 1, 8] is read as [8].
// CHECK-LABEL: func.func @rms_norm_tosa
// CHECK-DAG: %[[EPS:.+]] = "graph.constant"() {value = dense<9.99999997E-7> : tensor<1x1x1xf32>}
// CHECK: %[[SQ:.+]] = "graph.mul"(%arg0, %arg0) : (tensor<2x3x8xf32>, tensor<2x3x8xf32>) -> tensor<2x3x8xf32>
// CHECK: %[[M:.+]] = "graph.reduce"(%[[SQ]]) {axes = array<i64: 2>, keepdims = true, kind = "mean"} : (tensor<2x3x8xf32>) -> tensor<2x3x1xf32>
// CHECK: %[[A:.+]] = "graph.add"(%[[M]], %[[EPS]])
// CHECK: %[[R:.+]] = "graph.rsqrt"(%[[A]])
// CHECK: %[[N:.+]] = "graph.mul"(%arg0, %[[R]]) : (tensor<2x3x8xf32>, tensor<2x3x1xf32>) -> tensor<2x3x8xf32>
// CHECK: %[[Y:.+]] = "graph.mul"(%arg1, %[[N]]) : (tensor<8xf32>, tensor<2x3x8xf32>) -> tensor<2x3x8xf32>
// CHECK: return %[[Y]]
func.func @rms_norm_tosa(%x: tensor<2x3x8xf32>, %w: tensor<8xf32>) -> tensor<2x3x8xf32> {
  %two = "graph.constant"() {value = dense<2.0> : tensor<1x1x1xf32>} : () -> tensor<1x1x1xf32>
  %inv = "graph.constant"() {value = dense<0.125> : tensor<1x1x1xf32>} : () -> tensor<1x1x1xf32>
  %eps = "graph.constant"() {value = dense<9.99999997E-7> : tensor<1x1x1xf32>} : () -> tensor<1x1x1xf32>
  %p = "graph.pow"(%x, %two) : (tensor<2x3x8xf32>, tensor<1x1x1xf32>) -> tensor<2x3x8xf32>
  %s = "graph.reduce"(%p) {axes = array<i64: 2>, keepdims = true, kind = "sum"} : (tensor<2x3x8xf32>) -> tensor<2x3x1xf32>
  %m = "graph.mul"(%s, %inv) : (tensor<2x3x1xf32>, tensor<1x1x1xf32>) -> tensor<2x3x1xf32>
  %a = "graph.add"(%m, %eps) : (tensor<2x3x1xf32>, tensor<1x1x1xf32>) -> tensor<2x3x1xf32>
  %r = "graph.rsqrt"(%a) : (tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %n = "graph.mul"(%x, %r) : (tensor<2x3x8xf32>, tensor<2x3x1xf32>) -> tensor<2x3x8xf32>
  %w3 = "graph.reshape"(%w) : (tensor<8xf32>) -> tensor<1x1x8xf32>
  %y = "graph.mul"(%w3, %n) : (tensor<1x1x8xf32>, tensor<2x3x8xf32>) -> tensor<2x3x8xf32>
  return %y : tensor<2x3x8xf32>
}

// RMS norm as the linalg import gives it: sum / 8 is the mean (exact), the
// f64 epsilon truncated to f32 is an f32 constant.
// CHECK-LABEL: func.func @rms_norm_linalg
// CHECK: %[[SQ:.+]] = "graph.mul"(%arg0, %arg0)
// CHECK: %[[M:.+]] = "graph.reduce"(%[[SQ]]) {axes = array<i64: 2>, keepdims = true, kind = "mean"} : (tensor<2x3x8xf32>) -> tensor<2x3x1xf32>
// CHECK: %[[EPS:.+]] = "graph.constant"() {value = dense<9.99999997E-7> : tensor<f32>}
// CHECK: %[[A:.+]] = "graph.add"(%[[M]], %[[EPS]])
// CHECK-NOT: graph.cast
// CHECK-NOT: graph.div
// CHECK: return
func.func @rms_norm_linalg(%x: tensor<2x3x8xf32>, %w: tensor<8xf32>) -> tensor<2x3x8xf32> {
  %sq = "graph.mul"(%x, %x) : (tensor<2x3x8xf32>, tensor<2x3x8xf32>) -> tensor<2x3x8xf32>
  %s = "graph.reduce"(%sq) {axes = array<i64: 2>, keepdims = true, kind = "sum"} : (tensor<2x3x8xf32>) -> tensor<2x3x1xf32>
  %eight = "graph.constant"() {value = dense<8.0> : tensor<f32>} : () -> tensor<f32>
  %m = "graph.div"(%s, %eight) : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %e64 = "graph.constant"() {value = dense<9.9999999999999995E-7> : tensor<f64>} : () -> tensor<f64>
  %eps = "graph.cast"(%e64) : (tensor<f64>) -> tensor<f32>
  %a = "graph.add"(%m, %eps) : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %r = "graph.rsqrt"(%a) : (tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %n = "graph.mul"(%x, %r) : (tensor<2x3x8xf32>, tensor<2x3x1xf32>) -> tensor<2x3x8xf32>
  %w3 = "graph.reshape"(%w) : (tensor<8xf32>) -> tensor<1x1x8xf32>
  %y = "graph.mul"(%w3, %n) : (tensor<1x1x8xf32>, tensor<2x3x8xf32>) -> tensor<2x3x8xf32>
  return %y : tensor<2x3x8xf32>
}

// sum * (1/3) over 3 elements (torch's std/var with correction 0 over dim
// 1): a mean, keepdims kept; differs from the product by the rounding of
// 1/3 only.
// CHECK-LABEL: func.func @mean_third
// CHECK-NEXT: %[[M:.+]] = "graph.reduce"(%arg0) {axes = array<i64: 1>, keepdims = false, kind = "mean"} : (tensor<2x3x8xf64>) -> tensor<2x8xf64>
// CHECK-NEXT: return %[[M]]
func.func @mean_third(%x: tensor<2x3x8xf64>) -> tensor<2x8xf64> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, keepdims = false, kind = "sum"} : (tensor<2x3x8xf64>) -> tensor<2x8xf64>
  %c = "graph.constant"() {value = dense<0.33333333333333331> : tensor<1x1xf64>} : () -> tensor<1x1xf64>
  %m = "graph.mul"(%c, %s) : (tensor<1x1xf64>, tensor<2x8xf64>) -> tensor<2x8xf64>
  return %m : tensor<2x8xf64>
}

// Not means: an unbiased variance's sum / (N - 1), a max divided by N, and
// a division that broadcasts the sum to a larger shape; pow(x, 3) stays.
// CHECK-LABEL: func.func @not_means
// CHECK: "graph.div"
// CHECK: "graph.div"
// CHECK: "graph.div"
// CHECK: "graph.pow"
// CHECK-NOT: "mean"
func.func @not_means(%x: tensor<2x8xf32>) -> (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x8xf32>) {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<2x8xf32>) -> tensor<2x1xf32>
  %mx = "graph.reduce"(%x) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<2x8xf32>) -> tensor<2x1xf32>
  %seven = "graph.constant"() {value = dense<7.0> : tensor<f32>} : () -> tensor<f32>
  %eight = "graph.constant"() {value = dense<8.0> : tensor<2x8xf32>} : () -> tensor<2x8xf32>
  %eight1 = "graph.constant"() {value = dense<8.0> : tensor<f32>} : () -> tensor<f32>
  %three = "graph.constant"() {value = dense<3.0> : tensor<f32>} : () -> tensor<f32>
  %v = "graph.div"(%s, %seven) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %m = "graph.div"(%mx, %eight1) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %b = "graph.div"(%s, %eight) : (tensor<2x1xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %c = "graph.pow"(%b, %three) : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  return %v, %m, %c : tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x8xf32>
}

// torch's masked-softmax guard tests double(x) == -inf: the compare is done
// in f32 (widening is exact), and the f64 cast goes. The guard itself
// stays: softmax of a fully masked row is NaN, the guard makes it 0.
// CHECK-LABEL: func.func @guard
// CHECK: %[[SM:.+]] = "graph.softmax"(%arg0) {axis = 1 : i64}
// CHECK: %[[NINF:.+]] = "graph.constant"() {value = dense<0xFF800000> : tensor<1x1xf32>}
// CHECK: %[[EQ:.+]] = "graph.compare"(%arg0, %[[NINF]]) {predicate = "eq"} : (tensor<4x5xf32>, tensor<1x1xf32>) -> tensor<4x5xi1>
// CHECK: %[[F:.+]] = "graph.cast"(%[[EQ]]) : (tensor<4x5xi1>) -> tensor<4x5xf32>
// CHECK: %[[ALL:.+]] = "graph.reduce"(%[[F]]) {axes = array<i64: 1>, keepdims = true, kind = "min"}
// CHECK: %[[C:.+]] = "graph.compare"(%[[ALL]], %{{.+}}) {predicate = "gt"}
// CHECK: "graph.select"(%[[C]], %{{.+}}, %[[SM]])
// CHECK-NOT: f64
func.func @guard(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %zeros = "graph.constant"() {value = dense<0.0> : tensor<4x5xf32>} : () -> tensor<4x5xf32>
  %sm = "graph.softmax"(%x) {axis = 1 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %ninf = "graph.constant"() {value = dense<0xFFF0000000000000> : tensor<1x1xf64>} : () -> tensor<1x1xf64>
  %xd = "graph.cast"(%x) : (tensor<4x5xf32>) -> tensor<4x5xf64>
  %eq = "graph.compare"(%xd, %ninf) {predicate = "eq"} : (tensor<4x5xf64>, tensor<1x1xf64>) -> tensor<4x5xi1>
  %f = "graph.cast"(%eq) : (tensor<4x5xi1>) -> tensor<4x5xf32>
  %all = "graph.reduce"(%f) {axes = array<i64: 1>, keepdims = true, kind = "min"} : (tensor<4x5xf32>) -> tensor<4x1xf32>
  %half = "graph.constant"() {value = dense<0.5> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %c = "graph.compare"(%all, %half) {predicate = "gt"} : (tensor<4x1xf32>, tensor<1x1xf32>) -> tensor<4x1xi1>
  %y = "graph.select"(%c, %zeros, %sm) : (tensor<4x1xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return %y : tensor<4x5xf32>
}

// Compares that stay in the wide type: 0.1 is no f32 value, and an f32 ->
// f16 cast narrows (the constant is on the left here).
// CHECK-LABEL: func.func @compares_kept
// CHECK: "graph.compare"(%{{.+}}, %{{.+}}) {predicate = "lt"} : (tensor<4x5xf64>, tensor<f64>)
// CHECK: "graph.compare"(%{{.+}}, %{{.+}}) {predicate = "ge"} : (tensor<f16>, tensor<4x5xf16>)
func.func @compares_kept(%x: tensor<4x5xf32>) -> (tensor<4x5xi1>, tensor<4x5xi1>) {
  %xd = "graph.cast"(%x) : (tensor<4x5xf32>) -> tensor<4x5xf64>
  %c = "graph.constant"() {value = dense<0.1> : tensor<f64>} : () -> tensor<f64>
  %a = "graph.compare"(%xd, %c) {predicate = "lt"} : (tensor<4x5xf64>, tensor<f64>) -> tensor<4x5xi1>
  %xh = "graph.cast"(%x) : (tensor<4x5xf32>) -> tensor<4x5xf16>
  %z = "graph.constant"() {value = dense<0.0> : tensor<f16>} : () -> tensor<f16>
  %b = "graph.compare"(%z, %xh) {predicate = "ge"} : (tensor<f16>, tensor<4x5xf16>) -> tensor<4x5xi1>
  return %a, %b : tensor<4x5xi1>, tensor<4x5xi1>
}

// A zero pad of H/W feeding a conv2d becomes its padding (graph's conv
// padding is zero padding); a pad of ones, or one that pads channels, stays.
// CHECK-LABEL: func.func @conv_pad
// CHECK: "graph.conv2d"(%arg0, %arg1) {dilations = array<i64: 1, 1>, groups = 2 : i64, layout = "NCHW", padding = array<i64: 2, 1, 1, 1>, strides = array<i64: 2, 2>}
// CHECK: %[[P:.+]] = "graph.pad"(%arg0) {padding = array<i64: 0, 0, 0, 0, 1, 1, 1, 1>, value = 1.000000e+00 : f64}
// CHECK: "graph.conv2d"(%[[P]], %arg1)
func.func @conv_pad(%x: tensor<1x2x5x5xf32>, %w: tensor<4x1x3x3xf32>) -> (tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) {
  %p = "graph.pad"(%x) {padding = array<i64: 0, 0, 0, 0, 1, 1, 1, 1>, value = 0.0 : f64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x7x7xf32>
  %c = "graph.conv2d"(%p, %w) {groups = 2 : i64, padding = array<i64: 1, 0, 0, 0>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, layout = "NCHW"} : (tensor<1x2x7x7xf32>, tensor<4x1x3x3xf32>) -> tensor<1x4x3x3xf32>
  %q = "graph.pad"(%x) {padding = array<i64: 0, 0, 0, 0, 1, 1, 1, 1>, value = 1.0 : f64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x7x7xf32>
  %d = "graph.conv2d"(%q, %w) {groups = 2 : i64, strides = array<i64: 2, 2>} : (tensor<1x2x7x7xf32>, tensor<4x1x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %c, %d : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>
}

// A reshape adding leading 1s to a broadcast operand is dropped; one on the
// full-size operand (a residual add) is kept: fusion keeps an elementwise
// op with the group of its full-size operand only while that operand has
// the result's shape.
// CHECK-LABEL: func.func @leading_ones
// CHECK: "graph.add"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
// CHECK: "graph.add"(%[[R]], %arg2) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
func.func @leading_ones(%x: tensor<4x8xf32>, %b: tensor<8xf32>, %res: tensor<1x4x8xf32>) -> (tensor<4x8xf32>, tensor<1x4x8xf32>) {
  %b2 = "graph.reshape"(%b) : (tensor<8xf32>) -> tensor<1x8xf32>
  %y = "graph.add"(%x, %b2) : (tensor<4x8xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>
  %x3 = "graph.reshape"(%x) : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
  %z = "graph.add"(%x3, %res) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  return %y, %z : tensor<4x8xf32>, tensor<1x4x8xf32>
}

// SiLU as torch-mlir's linalg export spells it, x * (1 / (exp(-x) + 1)):
// the sigmoid is raised (graph.sigmoid's formula is that expression, so
// f32 results are unchanged); in f16 it stays (each step rounds to f16).
// CHECK-LABEL: func.func @silu
// CHECK: %[[S:.+]] = "graph.sigmoid"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: "graph.mul"(%arg0, %[[S]])
// CHECK: "graph.div"
// CHECK-NOT: graph.sigmoid
func.func @silu(%x: tensor<4x8xf32>, %h: tensor<4x8xf16>) -> (tensor<4x8xf32>, tensor<4x8xf16>) {
  %one = "graph.constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %n = "graph.neg"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = "graph.exp"(%n) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = "graph.add"(%e, %one) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %s = "graph.div"(%one, %a) : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = "graph.mul"(%x, %s) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %oneh = "graph.constant"() {value = dense<1.0> : tensor<f16>} : () -> tensor<f16>
  %nh = "graph.neg"(%h) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  %eh = "graph.exp"(%nh) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  %ah = "graph.add"(%oneh, %eh) : (tensor<f16>, tensor<4x8xf16>) -> tensor<4x8xf16>
  %sh = "graph.div"(%oneh, %ah) : (tensor<f16>, tensor<4x8xf16>) -> tensor<4x8xf16>
  return %y, %sh : tensor<4x8xf32>, tensor<4x8xf16>
}
