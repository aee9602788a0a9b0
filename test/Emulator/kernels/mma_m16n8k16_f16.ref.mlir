// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.matmul
// Float64 reference of mma_m16n8k16_f16.mlir: D = A @ B + C in f64, cast to f32.
func.func @main(%a: tensor<16x16xf16>, %b: tensor<16x8xf16>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %a64 = "graph.cast"(%a) : (tensor<16x16xf16>) -> tensor<16x16xf64>
  %b64 = "graph.cast"(%b) : (tensor<16x8xf16>) -> tensor<16x8xf64>
  %c64 = "graph.cast"(%c) : (tensor<16x8xf32>) -> tensor<16x8xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<16x16xf64>, tensor<16x8xf64>) -> tensor<16x8xf64>
  %s = "graph.add"(%p, %c64) : (tensor<16x8xf64>, tensor<16x8xf64>) -> tensor<16x8xf64>
  %d = "graph.cast"(%s) : (tensor<16x8xf64>) -> tensor<16x8xf32>
  return %d : tensor<16x8xf32>
}
