// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.matmul
// Float64 references of wmma_tiled.mlir.
// D = A @ transpose(Bt) + C, f32.
func.func @main_f32(%a: tensor<64x32xf16>, %bt: tensor<48x32xf16>, %c: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %a64 = "graph.cast"(%a) : (tensor<64x32xf16>) -> tensor<64x32xf64>
  %bt64 = "graph.cast"(%bt) : (tensor<48x32xf16>) -> tensor<48x32xf64>
  %b64 = "graph.transpose"(%bt64) {perm = array<i64: 1, 0>} : (tensor<48x32xf64>) -> tensor<32x48xf64>
  %c64 = "graph.cast"(%c) : (tensor<64x48xf32>) -> tensor<64x48xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<64x32xf64>, tensor<32x48xf64>) -> tensor<64x48xf64>
  %s = "graph.add"(%p, %c64) : (tensor<64x48xf64>, tensor<64x48xf64>) -> tensor<64x48xf64>
  %d = "graph.cast"(%s) : (tensor<64x48xf64>) -> tensor<64x48xf32>
  return %d : tensor<64x48xf32>
}

// D = A @ B + C, f16.
func.func @main_32x8(%a: tensor<64x16xf16>, %b: tensor<16x24xf16>, %c: tensor<64x24xf16>) -> tensor<64x24xf16> {
  %a64 = "graph.cast"(%a) : (tensor<64x16xf16>) -> tensor<64x16xf64>
  %b64 = "graph.cast"(%b) : (tensor<16x24xf16>) -> tensor<16x24xf64>
  %c64 = "graph.cast"(%c) : (tensor<64x24xf16>) -> tensor<64x24xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<64x16xf64>, tensor<16x24xf64>) -> tensor<64x24xf64>
  %s = "graph.add"(%p, %c64) : (tensor<64x24xf64>, tensor<64x24xf64>) -> tensor<64x24xf64>
  %d = "graph.cast"(%s) : (tensor<64x24xf64>) -> tensor<64x24xf16>
  return %d : tensor<64x24xf16>
}

// D = (transpose(At) @ B) * 0.5 + C, f32.
func.func @main_8x32(%at: tensor<16x8xf16>, %b: tensor<16x64xf16>, %c: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %at64 = "graph.cast"(%at) : (tensor<16x8xf16>) -> tensor<16x8xf64>
  %a64 = "graph.transpose"(%at64) {perm = array<i64: 1, 0>} : (tensor<16x8xf64>) -> tensor<8x16xf64>
  %b64 = "graph.cast"(%b) : (tensor<16x64xf16>) -> tensor<16x64xf64>
  %c64 = "graph.cast"(%c) : (tensor<8x64xf32>) -> tensor<8x64xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<8x16xf64>, tensor<16x64xf64>) -> tensor<8x64xf64>
  %h = "graph.constant"() {value = dense<0.5> : tensor<8x64xf64>} : () -> tensor<8x64xf64>
  %ph = "graph.mul"(%p, %h) : (tensor<8x64xf64>, tensor<8x64xf64>) -> tensor<8x64xf64>
  %s = "graph.add"(%ph, %c64) : (tensor<8x64xf64>, tensor<8x64xf64>) -> tensor<8x64xf64>
  %d = "graph.cast"(%s) : (tensor<8x64xf64>) -> tensor<8x64xf32>
  return %d : tensor<8x64xf32>
}
