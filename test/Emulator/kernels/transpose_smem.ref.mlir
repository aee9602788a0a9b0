// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.transpose
// Reference of transpose_smem.mlir: a transpose is exact in any precision.
func.func @main(%in: tensor<100x72xf32>) -> tensor<72x100xf32> {
  %t = "graph.transpose"(%in) {perm = array<i64: 1, 0>} : (tensor<100x72xf32>) -> tensor<72x100xf32>
  return %t : tensor<72x100xf32>
}
