// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.slice
// Reference of neg_oob_store.mlir's @fixed: out = 2 * in[:100] (exact).
func.func @fixed(%in: tensor<101xf32>) -> tensor<100xf32> {
  %v = "graph.slice"(%in) {starts = array<i64: 0>, ends = array<i64: 100>} : (tensor<101xf32>) -> tensor<100xf32>
  %d = "graph.cast"(%v) : (tensor<100xf32>) -> tensor<100xf64>
  %two = "graph.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
  %m = "graph.mul"(%d, %two) : (tensor<100xf64>, tensor<f64>) -> tensor<100xf64>
  %r = "graph.cast"(%m) : (tensor<100xf64>) -> tensor<100xf32>
  return %r : tensor<100xf32>
}
