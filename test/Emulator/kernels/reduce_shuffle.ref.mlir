// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.reduce
// Float64 reference of reduce_shuffle.mlir: both outputs are the row sums.
func.func @main(%in: tensor<7x1000xf32>) -> (tensor<7xf32>, tensor<7xf32>) {
  %d = "graph.cast"(%in) : (tensor<7x1000xf32>) -> tensor<7x1000xf64>
  %s = "graph.reduce"(%d) {axes = array<i64: 1>, kind = "sum"} : (tensor<7x1000xf64>) -> tensor<7xf64>
  // Two casts rather than `return %r, %r`: returning one value twice
  // crashed the reference path (hidet-run --target=reference, SIGSEGV).
  %r = "graph.cast"(%s) : (tensor<7xf64>) -> tensor<7xf32>
  %r2 = "graph.cast"(%s) : (tensor<7xf64>) -> tensor<7xf32>
  return %r, %r2 : tensor<7xf32>, tensor<7xf32>
}
