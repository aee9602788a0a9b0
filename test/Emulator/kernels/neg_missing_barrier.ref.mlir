// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.concat
// Reference of neg_missing_barrier.mlir: out[i] = in[i] + in[i-1], out[0] = in[0]
// (in f64, cast to f32), for both entries.
func.func @main(%in: tensor<64xf32>) -> tensor<64xf32> {
  %d = "graph.cast"(%in) : (tensor<64xf32>) -> tensor<64xf64>
  %z = "graph.constant"() {value = dense<0.000000e+00> : tensor<1xf64>} : () -> tensor<1xf64>
  %head = "graph.slice"(%d) {starts = array<i64: 0>, ends = array<i64: 63>} : (tensor<64xf64>) -> tensor<63xf64>
  %prev = "graph.concat"(%z, %head) {axis = 0 : i64} : (tensor<1xf64>, tensor<63xf64>) -> tensor<64xf64>
  %s = "graph.add"(%d, %prev) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
  %r = "graph.cast"(%s) : (tensor<64xf64>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}

func.func @fixed(%in: tensor<64xf32>) -> tensor<64xf32> {
  %d = "graph.cast"(%in) : (tensor<64xf32>) -> tensor<64xf64>
  %z = "graph.constant"() {value = dense<0.000000e+00> : tensor<1xf64>} : () -> tensor<1xf64>
  %head = "graph.slice"(%d) {starts = array<i64: 0>, ends = array<i64: 63>} : (tensor<64xf64>) -> tensor<63xf64>
  %prev = "graph.concat"(%z, %head) {axis = 0 : i64} : (tensor<1xf64>, tensor<63xf64>) -> tensor<64xf64>
  %s = "graph.add"(%d, %prev) : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
  %r = "graph.cast"(%s) : (tensor<64xf64>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
