// The mask forms of eager attention code that hidet-graph-canonicalize
// raises (passes/graph_raise_attention.c), and the near-misses it must leave:
// masked_fill(~tril, -inf) with tril a registered bool buffer (a uint8
// dense_resource blob, as torch-mlir exports it) and GPT-2's where(tril, w,
// finfo.min) become causal = true; HF GPT-2's max-positions buffer sliced
// for a KV cache (Lq 2 < Lk 5: j <= i + 3) is a boolean mask; masked_fill
// with a constant that is no logical not gets the not built for the op.
// A finite fill (>= -1e4 is no fill at all) equals -inf only where every
// query row keeps a key, so a constant mask with an empty row and a mask
// from the caller stay unraised: torch averages V over such a row, the op
// would give 0. Each function runs on the reference path before and after
// on random inputs (outputs poisoned; the raised ones' masked scores are
// -inf instead of the fill: exp underflows to 0 for both). The blob tril5
// (end of file) is the 5x5 lower triangle as 25 uint8s after the 4-byte
// alignment word.
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize{attention=true})' %s | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize{attention=true})' %s -o %t/c.mlir
// RUN: hidet-run %t/c.mlir --target=reference --entry=masked_fill_tril --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=where_tril_min --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=sliced_buffer_cache --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=masked_fill_const --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=fill_empty_row --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=fill_input --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=fill_small --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=where_tril_min_f16 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=2e-3 --rtol=2e-3 | FileCheck %s --check-prefix=SAME
// SAME: compare: PASS

// CHECK-LABEL: func.func @masked_fill_tril
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2) {causal = true, scale = 0.35355339059327373 : f64}
// CHECK-NEXT: return %[[A]]
func.func @masked_fill_tril(%q: tensor<1x2x5x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x5x8xf32>) -> tensor<1x2x5x8xf32> {
  %c = "graph.constant"() {value = dense<0.353553385> : tensor<f32>} : () -> tensor<f32>
  %ninf = "graph.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %t8 = "graph.constant"() {value = dense_resource<tril5> : tensor<1x1x5x5xi8>} : () -> tensor<1x1x5x5xi8>
  %z8 = "graph.constant"() {value = dense<0> : tensor<i8>} : () -> tensor<i8>
  %f1 = "graph.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %t1 = "graph.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %keep = "graph.compare"(%t8, %z8) {predicate = "ne"} : (tensor<1x1x5x5xi8>, tensor<i8>) -> tensor<1x1x5x5xi1>
  %drop = "graph.select"(%keep, %f1, %t1) : (tensor<1x1x5x5xi1>, tensor<i1>, tensor<i1>) -> tensor<1x1x5x5xi1>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x8x5xf32>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x5xf32>) -> tensor<2x8x5xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %s = "graph.select"(%drop, %ninf, %s1) : (tensor<1x1x5x5xi1>, tensor<f32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x5x5xf32>) -> tensor<2x5x5xf32>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<2x5x8xf32>) -> tensor<1x2x5x8xf32>
  return %o : tensor<1x2x5x8xf32>
}

// CHECK-LABEL: func.func @where_tril_min
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2) {causal = true, scale = 0.35355339059327373 : f64}
// CHECK-NEXT: return %[[A]]
func.func @where_tril_min(%q: tensor<1x2x5x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x5x8xf32>) -> tensor<1x2x5x8xf32> {
  %c = "graph.constant"() {value = dense<0.353553385> : tensor<f32>} : () -> tensor<f32>
  %min = "graph.constant"() {value = dense<-3.40282347E+38> : tensor<f32>} : () -> tensor<f32>
  %tril = "graph.constant"() {value = dense<[[true, false, false, false, false], [true, true, false, false, false], [true, true, true, false, false], [true, true, true, true, false], [true, true, true, true, true]]> : tensor<5x5xi1>} : () -> tensor<5x5xi1>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x8x5xf32>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x5xf32>) -> tensor<2x8x5xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %s = "graph.select"(%tril, %s1, %min) : (tensor<5x5xi1>, tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x5x5xf32>) -> tensor<2x5x5xf32>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<2x5x8xf32>) -> tensor<1x2x5x8xf32>
  return %o : tensor<1x2x5x8xf32>
}

// GPT-2 in f16: the f16 scores masked with f16's finfo.min, then cast to
// f32 for the softmax (the op keeps the scores in f32).
// CHECK-LABEL: func.func @where_tril_min_f16
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2) {causal = true, scale = 0.353515625 : f64}
// CHECK-NEXT: return %[[A]]
func.func @where_tril_min_f16(%q: tensor<1x2x5x8xf16>, %k: tensor<1x2x5x8xf16>, %v: tensor<1x2x5x8xf16>) -> tensor<1x2x5x8xf16> {
  %c = "graph.constant"() {value = dense<0.353515625> : tensor<f16>} : () -> tensor<f16>
  %min = "graph.constant"() {value = dense<-65504.0> : tensor<f16>} : () -> tensor<f16>
  %tril = "graph.constant"() {value = dense<[[true, false, false, false, false], [true, true, false, false, false], [true, true, true, false, false], [true, true, true, true, false], [true, true, true, true, true]]> : tensor<5x5xi1>} : () -> tensor<5x5xi1>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x5x8xf16>) -> tensor<1x2x8x5xf16>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x5x8xf16>) -> tensor<2x5x8xf16>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x5xf16>) -> tensor<2x8x5xf16>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x5x8xf16>, tensor<2x8x5xf16>) -> tensor<2x5x5xf32>
  %s3h = "graph.cast"(%s3) : (tensor<2x5x5xf32>) -> tensor<2x5x5xf16>
  %s0 = "graph.reshape"(%s3h) : (tensor<2x5x5xf16>) -> tensor<1x2x5x5xf16>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x5x5xf16>, tensor<f16>) -> tensor<1x2x5x5xf16>
  %s = "graph.select"(%tril, %s1, %min) : (tensor<5x5xi1>, tensor<1x2x5x5xf16>, tensor<f16>) -> tensor<1x2x5x5xf16>
  %sf = "graph.cast"(%s) : (tensor<1x2x5x5xf16>) -> tensor<1x2x5x5xf32>
  %pf = "graph.softmax"(%sf) {axis = 3 : i64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p = "graph.cast"(%pf) : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf16>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x5x5xf16>) -> tensor<2x5x5xf16>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x5x8xf16>) -> tensor<2x5x8xf16>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x5x5xf16>, tensor<2x5x8xf16>) -> tensor<2x5x8xf32>
  %o3h = "graph.cast"(%o3) : (tensor<2x5x8xf32>) -> tensor<2x5x8xf16>
  %o = "graph.reshape"(%o3h) : (tensor<2x5x8xf16>) -> tensor<1x2x5x8xf16>
  return %o : tensor<1x2x5x8xf16>
}

// CHECK-LABEL: func.func @sliced_buffer_cache
// CHECK: %[[M:.+]] = "graph.slice"
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2, %[[M]]) {scale = 0.35355339059327373 : f64} : (tensor<1x2x2x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x8xf32>, tensor<1x1x2x5xi1>) -> tensor<1x2x2x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @sliced_buffer_cache(%q: tensor<1x2x2x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x5x8xf32>) -> tensor<1x2x2x8xf32> {
  %c = "graph.constant"() {value = dense<0.353553385> : tensor<f32>} : () -> tensor<f32>
  %min = "graph.constant"() {value = dense<-3.40282347E+38> : tensor<f32>} : () -> tensor<f32>
  %buf = "graph.constant"() {value = dense<[[[[true, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, true, false, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, true, false, false, false], [true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true]]]]> : tensor<1x1x8x8xi1>} : () -> tensor<1x1x8x8xi1>
  %cut = "graph.slice"(%buf) {ends = array<i64: 1, 1, 5, 5>, starts = array<i64: 0, 0, 3, 0>} : (tensor<1x1x8x8xi1>) -> tensor<1x1x2x5xi1>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x8x5xf32>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x2x8xf32>) -> tensor<2x2x8xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x5xf32>) -> tensor<2x8x5xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x2x8xf32>, tensor<2x8x5xf32>) -> tensor<2x2x5xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<2x2x5xf32>) -> tensor<1x2x2x5xf32>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x2x5xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
  %s = "graph.select"(%cut, %s1, %min) : (tensor<1x1x2x5xi1>, tensor<1x2x2x5xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x2x5xf32>) -> tensor<2x2x5xf32>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x2x5xf32>, tensor<2x5x8xf32>) -> tensor<2x2x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<2x2x8xf32>) -> tensor<1x2x2x8xf32>
  return %o : tensor<1x2x2x8xf32>
}

// CHECK-LABEL: func.func @masked_fill_const
// CHECK: %[[D:.+]] = "graph.compare"
// CHECK: %[[K:.+]] = "graph.select"(%[[D]], %{{.+}}, %{{.+}}) : (tensor<5x5xi1>, tensor<i1>, tensor<i1>) -> tensor<5x5xi1>
// CHECK: %[[A:.+]] = "graph.attention"(%arg0, %arg1, %arg2, %[[K]]) {scale = 0.35355339059327373 : f64}
// CHECK-NEXT: return %[[A]]
func.func @masked_fill_const(%q: tensor<1x2x5x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x5x8xf32>) -> tensor<1x2x5x8xf32> {
  %c = "graph.constant"() {value = dense<0.353553385> : tensor<f32>} : () -> tensor<f32>
  %big = "graph.constant"() {value = dense<-1.0e+09> : tensor<f32>} : () -> tensor<f32>
  %m8 = "graph.constant"() {value = dense<[[0, 1, 0, 1, 1], [1, 0, 0, 0, 0], [0, 0, 1, 1, 0], [1, 1, 1, 1, 0], [0, 0, 0, 0, 0]]> : tensor<5x5xi8>} : () -> tensor<5x5xi8>
  %z8 = "graph.constant"() {value = dense<0> : tensor<i8>} : () -> tensor<i8>
  %drop = "graph.compare"(%m8, %z8) {predicate = "ne"} : (tensor<5x5xi8>, tensor<i8>) -> tensor<5x5xi1>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x8x5xf32>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x5xf32>) -> tensor<2x8x5xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %s = "graph.select"(%drop, %big, %s1) : (tensor<5x5xi1>, tensor<f32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x5x5xf32>) -> tensor<2x5x5xf32>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<2x5x8xf32>) -> tensor<1x2x5x8xf32>
  return %o : tensor<1x2x5x8xf32>
}

// CHECK-LABEL: func.func @fill_empty_row
// CHECK-NOT: graph.attention
// CHECK: graph.softmax
func.func @fill_empty_row(%q: tensor<1x2x5x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x5x8xf32>) -> tensor<1x2x5x8xf32> {
  %c = "graph.constant"() {value = dense<0.353553385> : tensor<f32>} : () -> tensor<f32>
  %big = "graph.constant"() {value = dense<-1.0e+09> : tensor<f32>} : () -> tensor<f32>
  %keep = "graph.constant"() {value = dense<[[true, false, true, false, false], [true, true, false, true, true], [false, true, false, false, true], [false, false, false, false, false], [true, true, true, true, true]]> : tensor<5x5xi1>} : () -> tensor<5x5xi1>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x8x5xf32>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x5xf32>) -> tensor<2x8x5xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %s = "graph.select"(%keep, %s1, %big) : (tensor<5x5xi1>, tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x5x5xf32>) -> tensor<2x5x5xf32>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<2x5x8xf32>) -> tensor<1x2x5x8xf32>
  return %o : tensor<1x2x5x8xf32>
}

// CHECK-LABEL: func.func @fill_input
// CHECK-NOT: graph.attention
// CHECK: graph.softmax
func.func @fill_input(%q: tensor<1x2x5x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x5x8xf32>, %keep: tensor<1x1x5x5xi1>) -> tensor<1x2x5x8xf32> {
  %c = "graph.constant"() {value = dense<0.353553385> : tensor<f32>} : () -> tensor<f32>
  %big = "graph.constant"() {value = dense<-1.0e+09> : tensor<f32>} : () -> tensor<f32>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x8x5xf32>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x5xf32>) -> tensor<2x8x5xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %s = "graph.select"(%keep, %s1, %big) : (tensor<1x1x5x5xi1>, tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x5x5xf32>) -> tensor<2x5x5xf32>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<2x5x8xf32>) -> tensor<1x2x5x8xf32>
  return %o : tensor<1x2x5x8xf32>
}

// CHECK-LABEL: func.func @fill_small
// CHECK-NOT: graph.attention
// CHECK: graph.softmax
func.func @fill_small(%q: tensor<1x2x5x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x5x8xf32>) -> tensor<1x2x5x8xf32> {
  %c = "graph.constant"() {value = dense<0.353553385> : tensor<f32>} : () -> tensor<f32>
  %ten = "graph.constant"() {value = dense<-10.0> : tensor<f32>} : () -> tensor<f32>
  %tril = "graph.constant"() {value = dense<[[true, false, false, false, false], [true, true, false, false, false], [true, true, true, false, false], [true, true, true, true, false], [true, true, true, true, true]]> : tensor<5x5xi1>} : () -> tensor<5x5xi1>
  %kt = "graph.transpose"(%k) {perm = array<i64: 0, 1, 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x8x5xf32>
  %q3 = "graph.reshape"(%q) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %k3 = "graph.reshape"(%kt) : (tensor<1x2x8x5xf32>) -> tensor<2x8x5xf32>
  %s3 = "graph.batch_matmul"(%q3, %k3) : (tensor<2x5x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5x5xf32>
  %s0 = "graph.reshape"(%s3) : (tensor<2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %s1 = "graph.mul"(%s0, %c) : (tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %s = "graph.select"(%tril, %s1, %ten) : (tensor<5x5xi1>, tensor<1x2x5x5xf32>, tensor<f32>) -> tensor<1x2x5x5xf32>
  %p = "graph.softmax"(%s) {axis = 3 : i64} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p3 = "graph.reshape"(%p) : (tensor<1x2x5x5xf32>) -> tensor<2x5x5xf32>
  %v3 = "graph.reshape"(%v) : (tensor<1x2x5x8xf32>) -> tensor<2x5x8xf32>
  %o3 = "graph.batch_matmul"(%p3, %v3) : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  %o = "graph.reshape"(%o3) : (tensor<2x5x8xf32>) -> tensor<1x2x5x8xf32>
  return %o : tensor<1x2x5x8xf32>
}


{-#
  dialect_resources: {
    builtin: {
      tril5: "0x0100000001000000000101000000010101000001010101000101010101"
    }
  }
#-}
