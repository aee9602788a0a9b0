// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.slice
// Reference of neg_wmma.mlir's @fixed: D = A[:, 16:32] (a copy through a
// C fragment; exact).
func.func @fixed(%a: tensor<16x32xf16>) -> tensor<16x16xf16> {
  %d = "graph.slice"(%a) {starts = array<i64: 0, 16>, ends = array<i64: 16, 32>} : (tensor<16x32xf16>) -> tensor<16x16xf16>
  return %d : tensor<16x16xf16>
}
