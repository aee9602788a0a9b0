// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.concat
// Reference of neg_barrier_deadlock.mlir's @fixed: out[i] = in[(i + 32) mod 64],
// the two halves swapped (exact).
func.func @fixed(%in: tensor<64xf32>) -> tensor<64xf32> {
  %lo = "graph.slice"(%in) {starts = array<i64: 0>, ends = array<i64: 32>} : (tensor<64xf32>) -> tensor<32xf32>
  %hi = "graph.slice"(%in) {starts = array<i64: 32>, ends = array<i64: 64>} : (tensor<64xf32>) -> tensor<32xf32>
  %r = "graph.concat"(%hi, %lo) {axis = 0 : i64} : (tensor<32xf32>, tensor<32xf32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
