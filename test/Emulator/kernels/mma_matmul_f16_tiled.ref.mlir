// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.matmul
// Float64 reference of mma_matmul_f16_tiled.mlir: C = A @ B in f64, cast to f32.
func.func @main(%a: tensor<64x64xf16>, %b: tensor<64x96xf16>) -> tensor<64x96xf32> {
  %a64 = "graph.cast"(%a) : (tensor<64x64xf16>) -> tensor<64x64xf64>
  %b64 = "graph.cast"(%b) : (tensor<64x96xf16>) -> tensor<64x96xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<64x64xf64>, tensor<64x96xf64>) -> tensor<64x96xf64>
  %c = "graph.cast"(%p) : (tensor<64x96xf64>) -> tensor<64x96xf32>
  return %c : tensor<64x96xf32>
}
