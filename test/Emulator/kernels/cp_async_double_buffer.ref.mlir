// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.slice
// Float64 reference of cp_async_double_buffer.mlir: the 998 valid columns,
// Y = 0.5 * X and S = row sums, computed in f64 and cast to f32.
func.func @main(%x: tensor<6x1000xf32>) -> (tensor<6x998xf32>, tensor<6xf32>) {
  %v = "graph.slice"(%x) {starts = array<i64: 0, 0>, ends = array<i64: 6, 998>} : (tensor<6x1000xf32>) -> tensor<6x998xf32>
  %d = "graph.cast"(%v) : (tensor<6x998xf32>) -> tensor<6x998xf64>
  %half = "graph.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
  %h = "graph.mul"(%d, %half) : (tensor<6x998xf64>, tensor<f64>) -> tensor<6x998xf64>
  %y = "graph.cast"(%h) : (tensor<6x998xf64>) -> tensor<6x998xf32>
  %s = "graph.reduce"(%d) {axes = array<i64: 1>, kind = "sum"} : (tensor<6x998xf64>) -> tensor<6xf64>
  %s32 = "graph.cast"(%s) : (tensor<6xf64>) -> tensor<6xf32>
  return %y, %s32 : tensor<6x998xf32>, tensor<6xf32>
}
