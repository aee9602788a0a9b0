// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.concat
// Reference of neg_missing_wait.mlir, both entries:
// out[j] = 2 * in[(j + 4) mod 128], i.e. in rotated left by 4, doubled.
func.func @main(%in: tensor<128xf32>) -> tensor<128xf32> {
  %tail = "graph.slice"(%in) {starts = array<i64: 4>, ends = array<i64: 128>} : (tensor<128xf32>) -> tensor<124xf32>
  %head = "graph.slice"(%in) {starts = array<i64: 0>, ends = array<i64: 4>} : (tensor<128xf32>) -> tensor<4xf32>
  %rot = "graph.concat"(%tail, %head) {axis = 0 : i64} : (tensor<124xf32>, tensor<4xf32>) -> tensor<128xf32>
  %d = "graph.cast"(%rot) : (tensor<128xf32>) -> tensor<128xf64>
  %two = "graph.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
  %m = "graph.mul"(%d, %two) : (tensor<128xf64>, tensor<f64>) -> tensor<128xf64>
  %r = "graph.cast"(%m) : (tensor<128xf64>) -> tensor<128xf32>
  return %r : tensor<128xf32>
}

func.func @fixed(%in: tensor<128xf32>) -> tensor<128xf32> {
  %tail = "graph.slice"(%in) {starts = array<i64: 4>, ends = array<i64: 128>} : (tensor<128xf32>) -> tensor<124xf32>
  %head = "graph.slice"(%in) {starts = array<i64: 0>, ends = array<i64: 4>} : (tensor<128xf32>) -> tensor<4xf32>
  %rot = "graph.concat"(%tail, %head) {axis = 0 : i64} : (tensor<124xf32>, tensor<4xf32>) -> tensor<128xf32>
  %d = "graph.cast"(%rot) : (tensor<128xf32>) -> tensor<128xf64>
  %two = "graph.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
  %m = "graph.mul"(%d, %two) : (tensor<128xf64>, tensor<f64>) -> tensor<128xf64>
  %r = "graph.cast"(%m) : (tensor<128xf64>) -> tensor<128xf32>
  return %r : tensor<128xf32>
}
