// hidet-graph-canonicalize (attention=true, the default) raises the
// attention chains the importers produce (after its softmax raising) into
// graph.attention (passes/graph_raise_attention.c); near-misses stay as they
// are, and with attention=false nothing is raised.
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize{attention=true})' %s | FileCheck %s
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize{attention=false})' %s | FileCheck %s --check-prefix=OFF
// OFF-NOT: graph.attention
//
// Each function computes the same values before and after (up to rounding:
// the raised op scales the scores once instead of q and k each, and keeps
// half-precision intermediates in f32): both run on the reference path on
// random inputs, outputs poisoned, and are compared.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize{attention=true})' %s -o %t/c.mlir
// RUN: hidet-run %t/c.mlir --target=reference --entry=sdpa --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=v_merged --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=rank3 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=causal --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=bool_mask_gqa --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=gpt2_f16 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=2e-3 --rtol=2e-3 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=wrong_axis --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: compare: PASS

// torch's SDPA decomposition: q and k^T each scaled by D^-1/4 (rounded to
// f32: the product is taken as 1/sqrt(D)), rank-3 batch_matmuls between
// reshapes, the softmax guard.
// CHECK-LABEL: func.func @sdpa
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2) {scale = 0.15811388300841897 : f64} : (tensor<2x3x5x40xf32>, tensor<2x3x7x40xf32>, tensor<2x3x7x8xf32>) -> tensor<2x3x5x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @sdpa(%q: tensor<2x3x5x40xf32>, %k: tensor<2x3x7x40xf32>, %v: tensor<2x3x7x8xf32>) -> tensor<2x3x5x8xf32> {
  %c = "graph.constant"() {value = dense<0.39763537> : tensor<f32>} : () -> tensor<f32>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<2x3x5x7xf32>} : () -> tensor<2x3x5x7xf32>
  %ninf = "graph.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %half = "graph.constant"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %qs = "graph.mul"(%q, %c) : (tensor<2x3x5x40xf32>, tensor<f32>) -> tensor<2x3x5x40xf32>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<2x3x7x40xf32>) -> tensor<2x3x40x7xf32>
  %ks = "graph.mul"(%kt, %c) : (tensor<2x3x40x7xf32>, tensor<f32>) -> tensor<2x3x40x7xf32>
  %q3 = "graph.reshape"(%qs) : (tensor<2x3x5x40xf32>) -> tensor<6x5x40xf32>
  %k3 = "graph.reshape"(%ks) : (tensor<2x3x40x7xf32>) -> tensor<6x40x7xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<6x5x40xf32>, tensor<6x40x7xf32>) -> tensor<6x5x7xf32>
  %s = "graph.reshape"(%s3) : (tensor<6x5x7xf32>) -> tensor<2x3x5x7xf32>
  %p0 = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32>
  %eq = "graph.compare"(%s, %ninf) {predicate = "eq"} : (tensor<2x3x5x7xf32>, tensor<f32>) -> tensor<2x3x5x7xi1>
  %f = "graph.cast"(%eq) : (tensor<2x3x5x7xi1>) -> tensor<2x3x5x7xf32>
  %all = "graph.reduce"(%f) {axes = array<i64: 3>, keepdims = true, kind = "min"} : (tensor<2x3x5x7xf32>) -> tensor<2x3x5x1xf32>
  %g = "graph.compare"(%all, %half) {predicate = "gt"} : (tensor<2x3x5x1xf32>, tensor<f32>) -> tensor<2x3x5x1xi1>
  %p = "graph.select"(%g, %zero, %p0) : (tensor<2x3x5x1xi1>, tensor<2x3x5x7xf32>, tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32>
  %p3 = "graph.reshape"(%p) : (tensor<2x3x5x7xf32>) -> tensor<6x5x7xf32>
  %v3 = "graph.reshape"(%v) : (tensor<2x3x7x8xf32>) -> tensor<6x7x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<6x5x7xf32>, tensor<6x7x8xf32>) -> tensor<6x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<6x5x8xf32>) -> tensor<2x3x5x8xf32>
  return %o : tensor<2x3x5x8xf32>
}

// V as the rank-3 [B*H, Lk, Dv] itself (torch-mlir folds the view of V's
// head split to [B, H, Lk, Dv] and back away): viewed through a new
// reshape to [B, H, Lk, Dv] (the batch_matmul's batch n is (b, h)).
// CHECK-LABEL: func.func @v_merged
// CHECK: %[[V:.+]] = "graph.reshape"(%arg2) : (tensor<6x7x8xf32>) -> tensor<2x3x7x8xf32>
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %[[V]]) {scale = 0.15811388300841897 : f64} : (tensor<2x3x5x40xf32>, tensor<2x3x7x40xf32>, tensor<2x3x7x8xf32>) -> tensor<2x3x5x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @v_merged(%q: tensor<2x3x5x40xf32>, %k: tensor<2x3x7x40xf32>, %v3: tensor<6x7x8xf32>) -> tensor<2x3x5x8xf32> {
  %c = "graph.constant"() {value = dense<0.39763537> : tensor<f32>} : () -> tensor<f32>
  %qs = "graph.mul"(%q, %c) : (tensor<2x3x5x40xf32>, tensor<f32>) -> tensor<2x3x5x40xf32>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<2x3x7x40xf32>) -> tensor<2x3x40x7xf32>
  %ks = "graph.mul"(%kt, %c) : (tensor<2x3x40x7xf32>, tensor<f32>) -> tensor<2x3x40x7xf32>
  %q3 = "graph.reshape"(%qs) : (tensor<2x3x5x40xf32>) -> tensor<6x5x40xf32>
  %k3 = "graph.reshape"(%ks) : (tensor<2x3x40x7xf32>) -> tensor<6x40x7xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<6x5x40xf32>, tensor<6x40x7xf32>) -> tensor<6x5x7xf32>
  %s = "graph.reshape"(%s3) : (tensor<6x5x7xf32>) -> tensor<2x3x5x7xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32>
  %p3 = "graph.reshape"(%p) : (tensor<2x3x5x7xf32>) -> tensor<6x5x7xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<6x5x7xf32>, tensor<6x7x8xf32>) -> tensor<6x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<6x5x8xf32>) -> tensor<2x3x5x8xf32>
  return %o : tensor<2x3x5x8xf32>
}

// The same with `?` batch and lengths: [?, Lk, Dv] -> [?, 3, ?, Dv] is the
// merge of the batch and the heads under graph.reshape's rule for `?`
// dims (B = N / 3).
// CHECK-LABEL: func.func @v_merged_dyn
// CHECK: %[[V:.+]] = "graph.reshape"(%arg2) : (tensor<?x?x8xf32>) -> tensor<?x3x?x8xf32>
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %[[V]]) {scale = 0.15811388300841897 : f64} : (tensor<?x3x?x40xf32>, tensor<?x3x?x40xf32>, tensor<?x3x?x8xf32>) -> tensor<?x3x?x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @v_merged_dyn(%q: tensor<?x3x?x40xf32>, %k: tensor<?x3x?x40xf32>, %v3: tensor<?x?x8xf32>) -> tensor<?x3x?x8xf32> {
  %c = "graph.constant"() {value = dense<0.39763537> : tensor<f32>} : () -> tensor<f32>
  %qs = "graph.mul"(%q, %c) : (tensor<?x3x?x40xf32>, tensor<f32>) -> tensor<?x3x?x40xf32>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<?x3x?x40xf32>) -> tensor<?x3x40x?xf32>
  %ks = "graph.mul"(%kt, %c) : (tensor<?x3x40x?xf32>, tensor<f32>) -> tensor<?x3x40x?xf32>
  %q3 = "graph.reshape"(%qs) : (tensor<?x3x?x40xf32>) -> tensor<?x?x40xf32>
  %k3 = "graph.reshape"(%ks) : (tensor<?x3x40x?xf32>) -> tensor<?x40x?xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<?x?x40xf32>, tensor<?x40x?xf32>) -> tensor<?x?x?xf32>
  %s = "graph.reshape"(%s3) : (tensor<?x?x?xf32>) -> tensor<?x3x?x?xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32>
  %p3 = "graph.reshape"(%p) : (tensor<?x3x?x?xf32>) -> tensor<?x?x?xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<?x?x?xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<?x?x8xf32>) -> tensor<?x3x?x8xf32>
  return %o : tensor<?x3x?x8xf32>
}

// A rank-3 V whose batch is not the merge of [B, H] (one V broadcast to
// every batch and head) is not a per-head V: not raised, and the check
// run leaves nothing behind.
// CHECK-LABEL: func.func @v_broadcast
// CHECK-NOT: graph.attention
// CHECK-NOT: tensor<1x1x7x8xf32>
// CHECK: "graph.batch_matmul"
// CHECK: "graph.batch_matmul"(%{{.+}}, %arg2) : (tensor<6x5x7xf32>, tensor<1x7x8xf32>) -> tensor<6x5x8xf32>
func.func @v_broadcast(%q: tensor<2x3x5x40xf32>, %k: tensor<2x3x7x40xf32>, %v3: tensor<1x7x8xf32>) -> tensor<2x3x5x8xf32> {
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<2x3x7x40xf32>) -> tensor<2x3x40x7xf32>
  %q3 = "graph.reshape"(%q) : (tensor<2x3x5x40xf32>) -> tensor<6x5x40xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<2x3x40x7xf32>) -> tensor<6x40x7xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<6x5x40xf32>, tensor<6x40x7xf32>) -> tensor<6x5x7xf32>
  %s = "graph.reshape"(%s3) : (tensor<6x5x7xf32>) -> tensor<2x3x5x7xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32>
  %p3 = "graph.reshape"(%p) : (tensor<2x3x5x7xf32>) -> tensor<6x5x7xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<6x5x7xf32>, tensor<1x7x8xf32>) -> tensor<6x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<6x5x8xf32>) -> tensor<2x3x5x8xf32>
  return %o : tensor<2x3x5x8xf32>
}

// Rank 3 (no batch reshapes), the scores divided by a constant (BERT's
// eager / sqrt(D)), no guard.
// CHECK-LABEL: func.func @rank3
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2) {scale = 2.500000e-01 : f64} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
// CHECK-NEXT: return %[[A]]
func.func @rank3(%q: tensor<4x6x16xf32>, %k: tensor<4x6x16xf32>, %v: tensor<4x6x16xf32>) -> tensor<4x6x16xf32> {
  %c = "graph.constant"() {value = dense<4.0> : tensor<f32>} : () -> tensor<f32>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 2, 1>} : (tensor<4x6x16xf32>) -> tensor<4x16x6xf32>
  %s0 = "graph.batch_matmul"(%q, %kt) : (tensor<4x6x16xf32>, tensor<4x16x6xf32>) -> tensor<4x6x6xf32>
  %s = "graph.div"(%s0, %c) : (tensor<4x6x6xf32>, tensor<f32>) -> tensor<4x6x6xf32>
  %p = "graph.softmax"(%s) {axis = -1 : i64} : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
  %o = "graph.batch_matmul"(%p, %v) : (tensor<4x6x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
  return %o : tensor<4x6x16xf32>
}

// A constant additive mask that is exactly the causal triangle (0 on and
// below the diagonal, -inf above; Lq = 3 < Lk = 4, top-left aligned)
// becomes causal = true.
// CHECK-LABEL: func.func @causal
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2) {causal = true, scale = 0.35355339059327373 : f64}
// CHECK-NEXT: return %[[A]]
func.func @causal(%q: tensor<1x2x3x8xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x4x8xf32>) -> tensor<1x2x3x8xf32> {
  %c = "graph.constant"() {value = dense<0.353553385> : tensor<f32>} : () -> tensor<f32>
  %m = "graph.constant"() {value = dense<[[0.0, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0xFF800000]]> : tensor<3x4xf32>} : () -> tensor<3x4xf32>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x4x8xf32>) -> tensor<1x2x8x4xf32>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x3x8xf32>) -> tensor<2x3x8xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x4xf32>) -> tensor<2x8x4xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x3x8xf32>, tensor<2x8x4xf32>) -> tensor<2x3x4xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x3x4xf32>, tensor<f32>) -> tensor<1x2x3x4xf32>
  %s = "graph.add"(%s1, %m) : (tensor<1x2x3x4xf32>, tensor<3x4xf32>) -> tensor<1x2x3x4xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x3x4xf32>) -> tensor<2x3x4xf32>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x4x8xf32>) -> tensor<2x4x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x3x4xf32>, tensor<2x4x8xf32>) -> tensor<2x3x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<2x3x8xf32>) -> tensor<1x2x3x8xf32>
  return %o : tensor<1x2x3x8xf32>
}

// A boolean mask from the caller (select(mask, s, -inf), guarded) with GQA:
// k and v of 2 heads repeat_interleave'd to 4 (reshape, broadcast,
// reshape); the op reads the 2-head tensors and the mask.
// CHECK-LABEL: func.func @bool_mask_gqa
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2, %arg3) {scale = 2.500000e-01 : f64} : (tensor<1x4x5x16xf32>, tensor<1x2x5x16xf32>, tensor<1x2x5x16xf32>, tensor<1x1x5x5xi1>) -> tensor<1x4x5x16xf32>
// CHECK-NEXT: return %[[A]]
func.func @bool_mask_gqa(%q: tensor<1x4x5x16xf32>, %k: tensor<1x2x5x16xf32>, %v: tensor<1x2x5x16xf32>, %mask: tensor<1x1x5x5xi1>) -> tensor<1x4x5x16xf32> {
  %c = "graph.constant"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %ninf = "graph.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %k5 = "graph.reshape"(%k) : (tensor<1x2x5x16xf32>) -> tensor<1x2x1x5x16xf32>
  %kb = "graph.broadcast"(%k5) : (tensor<1x2x1x5x16xf32>) -> tensor<1x2x2x5x16xf32>
  %k4 = "graph.reshape"(%kb) : (tensor<1x2x2x5x16xf32>) -> tensor<1x4x5x16xf32>
  %v5 = "graph.reshape"(%v) : (tensor<1x2x5x16xf32>) -> tensor<1x2x1x5x16xf32>
  %vb = "graph.broadcast"(%v5) : (tensor<1x2x1x5x16xf32>) -> tensor<1x2x2x5x16xf32>
  %qs = "graph.mul"(%q, %c) : (tensor<1x4x5x16xf32>, tensor<f32>) -> tensor<1x4x5x16xf32>
  %kt = "graph.transpose"(%k4) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x4x5x16xf32>) -> tensor<1x4x16x5xf32>
  %ks = "graph.mul"(%kt, %c) : (tensor<1x4x16x5xf32>, tensor<f32>) -> tensor<1x4x16x5xf32>
  %q3 = "graph.reshape"(%qs) : (tensor<1x4x5x16xf32>) -> tensor<4x5x16xf32>
  %k3 = "graph.reshape"(%ks) : (tensor<1x4x16x5xf32>) -> tensor<4x16x5xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<4x5x16xf32>, tensor<4x16x5xf32>) -> tensor<4x5x5xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %s = "graph.select"(%mask, %s0, %ninf) : (tensor<1x1x5x5xi1>, tensor<1x4x5x5xf32>, tensor<f32>) -> tensor<1x4x5x5xf32>
  %p0 = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %eq = "graph.compare"(%s, %ninf) {predicate = "eq"} : (tensor<1x4x5x5xf32>, tensor<f32>) -> tensor<1x4x5x5xi1>
  %f = "graph.cast"(%eq) : (tensor<1x4x5x5xi1>) -> tensor<1x4x5x5xf32>
  %all = "graph.reduce"(%f) {axes = array<i64: 3>, keepdims = true, kind = "min"} : (tensor<1x4x5x5xf32>) -> tensor<1x4x5x1xf32>
  %g = "graph.compare"(%all, %c) {predicate = "gt"} : (tensor<1x4x5x1xf32>, tensor<f32>) -> tensor<1x4x5x1xi1>
  %p = "graph.select"(%g, %zero, %p0) : (tensor<1x4x5x1xi1>, tensor<f32>, tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x4x5x5xf32>) -> tensor<4x5x5xf32>
  %v3 = "graph.reshape"(%vb) : (tensor<1x2x2x5x16xf32>) -> tensor<4x5x16xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<4x5x5xf32>, tensor<4x5x16xf32>) -> tensor<4x5x16xf32>
  %o = "graph.reshape"(%o3) : (tensor<4x5x16xf32>) -> tensor<1x4x5x16xf32>
  return %o : tensor<1x4x5x16xf32>
}

// GPT-2 in f16 (eager): f16 operands into f32-accumulating batch_matmuls
// rounded to f16, the scale in f16, a finite additive f32 mask (-1e4 above
// the diagonal: not -inf, so no causal flag), the softmax in f32, its
// result rounded to f16 (the scale stays the f16 constant: it is not near
// enough 1/sqrt(8) to be that); K^T taken by a head-split transpose (0, 2, 3, 1),
// which becomes a transpose of K alone (0, 2, 1, 3) outside the op.
// CHECK-LABEL: func.func @gpt2_f16
// CHECK: %[[K:.+]] = "graph.transpose"(%arg1) {perm = array<i64: 0, 2, 1, 3>} : (tensor<1x4x2x8xf16>) -> tensor<1x2x4x8xf16>
// CHECK: %[[A:.+]] = "graph.attention"(%{{.+}}, %[[K]], %{{.+}}, %{{.+}}) {scale = 0.353515625 : f64} : (tensor<1x2x4x8xf16>, tensor<1x2x4x8xf16>, tensor<1x2x4x8xf16>, tensor<1x1x4x4xf32>) -> tensor<1x2x4x8xf16>
// CHECK-NEXT: return %[[A]]
func.func @gpt2_f16(%q: tensor<1x4x2x8xf16>, %k: tensor<1x4x2x8xf16>, %v: tensor<1x4x2x8xf16>) -> tensor<1x2x4x8xf16> {
  %c = "graph.constant"() {value = dense<0.353515625> : tensor<1x1x1x1xf16>} : () -> tensor<1x1x1x1xf16>
  %m = "graph.constant"() {value = dense<[[[[0.0, -1.0e4, -1.0e4, -1.0e4], [0.0, 0.0, -1.0e4, -1.0e4], [0.0, 0.0, 0.0, -1.0e4], [0.0, 0.0, 0.0, 0.0]]]]> : tensor<1x1x4x4xf32>} : () -> tensor<1x1x4x4xf32>
  %qh = "graph.transpose"(%q) {perm = array<i64: 0, 2, 1, 3>} : (tensor<1x4x2x8xf16>) -> tensor<1x2x4x8xf16>
  %vh = "graph.transpose"(%v) {perm = array<i64: 0, 2, 1, 3>} : (tensor<1x4x2x8xf16>) -> tensor<1x2x4x8xf16>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x4x2x8xf16>) -> tensor<1x2x8x4xf16>
  %q3 = "graph.reshape"(%qh) : (tensor<1x2x4x8xf16>) -> tensor<2x4x8xf16>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x4xf16>) -> tensor<2x8x4xf16>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x4x8xf16>, tensor<2x8x4xf16>) -> tensor<2x4x4xf32>
  %s3h = "graph.cast"(%s3) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf16>
  %s0 = "graph.reshape"(%s3h) : (tensor<2x4x4xf16>) -> tensor<1x2x4x4xf16>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x4x4xf16>, tensor<1x1x1x1xf16>) -> tensor<1x2x4x4xf16>
  %s1f = "graph.cast"(%s1) : (tensor<1x2x4x4xf16>) -> tensor<1x2x4x4xf32>
  %s = "graph.add"(%s1f, %m) : (tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) -> tensor<1x2x4x4xf32>
  %pf = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %p = "graph.cast"(%pf) : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf16>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x4x4xf16>) -> tensor<2x4x4xf16>
  %v3 = "graph.reshape"(%vh) : (tensor<1x2x4x8xf16>) -> tensor<2x4x8xf16>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x4x4xf16>, tensor<2x4x8xf16>) -> tensor<2x4x8xf32>
  %o3h = "graph.cast"(%o3) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf16>
  %o = "graph.reshape"(%o3h) : (tensor<2x4x8xf16>) -> tensor<1x2x4x8xf16>
  return %o : tensor<1x2x4x8xf16>
}

// Near-misses, left alone: the softmax over the queries (axis 2), not the
// keys; an unguarded softmax with a mask from the caller (a fully masked
// row gives NaN there, 0 from graph.attention); a scale that is a tensor,
// not a splat.
// CHECK-LABEL: func.func @wrong_axis
// CHECK-NOT: graph.attention
// CHECK: return
func.func @wrong_axis(%q: tensor<2x5x8xf32>, %k: tensor<2x5x8xf32>, %v: tensor<2x5x8xf32>) -> tensor<2x5x8xf32> {
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 2, 1>} : (tensor<2x5x8xf32>) -> tensor<2x8x5xf32>
  %s = "graph.batch_matmul"(%q, %kt) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 1 : i64} : (tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %o = "graph.batch_matmul"(%p, %v) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  return %o : tensor<2x5x8xf32>
}

// CHECK-LABEL: func.func @unguarded_mask
// CHECK-NOT: graph.attention
// CHECK: return
func.func @unguarded_mask(%q: tensor<2x5x8xf32>, %k: tensor<2x5x8xf32>, %v: tensor<2x5x8xf32>, %m: tensor<5x5xf32>) -> tensor<2x5x8xf32> {
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 2, 1>} : (tensor<2x5x8xf32>) -> tensor<2x8x5xf32>
  %s0 = "graph.batch_matmul"(%q, %kt) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %s = "graph.add"(%s0, %m) : (tensor<2x5x5xf32>, tensor<5x5xf32>) -> tensor<2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 2 : i64} : (tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %o = "graph.batch_matmul"(%p, %v) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  return %o : tensor<2x5x8xf32>
}

// CHECK-LABEL: func.func @tensor_scale
// CHECK-NOT: graph.attention
// CHECK: return
func.func @tensor_scale(%q: tensor<2x5x8xf32>, %k: tensor<2x5x8xf32>, %v: tensor<2x5x8xf32>, %c: tensor<2x5x5xf32>) -> tensor<2x5x8xf32> {
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 2, 1>} : (tensor<2x5x8xf32>) -> tensor<2x8x5xf32>
  %s0 = "graph.batch_matmul"(%q, %kt) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %s = "graph.mul"(%s0, %c) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 2 : i64} : (tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %o = "graph.batch_matmul"(%p, %v) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  return %o : tensor<2x5x8xf32>
}
