// a ResNet 3x3 conv (NHWC, padding 1) in f16 with bias and ReLU, the
// tensor-core implicit GEMM.
func.func @f(%x: tensor<2x28x28x64xf16>, %w: tensor<3x3x64x64xf16>, %b: tensor<64xf16>) -> tensor<2x28x28x64xf16> {
  %c = "graph.conv2d"(%x, %w) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x28x28x64xf16>, tensor<3x3x64x64xf16>) -> tensor<2x28x28x64xf16>
  %a = "graph.add"(%c, %b) : (tensor<2x28x28x64xf16>, tensor<64xf16>) -> tensor<2x28x28x64xf16>
  %y = "graph.relu"(%a) : (tensor<2x28x28x64xf16>) -> tensor<2x28x28x64xf16>
  return %y : tensor<2x28x28x64xf16>
}
