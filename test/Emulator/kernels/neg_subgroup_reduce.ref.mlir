// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.reduce
// Reference of neg_subgroup_reduce.mlir's @fixed: every element is the sum
// of the 32 inputs (f64, cast to f32).
func.func @fixed(%in: tensor<32xf32>) -> tensor<32xf32> {
  %d = "graph.cast"(%in) : (tensor<32xf32>) -> tensor<32xf64>
  %s = "graph.reduce"(%d) {axes = array<i64: 0>, keepdims = true, kind = "sum"} : (tensor<32xf64>) -> tensor<1xf64>
  %b = "graph.broadcast"(%s) : (tensor<1xf64>) -> tensor<32xf64>
  %r = "graph.cast"(%b) : (tensor<32xf64>) -> tensor<32xf32>
  return %r : tensor<32xf32>
}
