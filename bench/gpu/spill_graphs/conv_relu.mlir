// a ResNet 3x3 conv (NHWC, padding 1) with bias and ReLU, f32.
func.func @f(%x: tensor<2x28x28x64xf32>, %w: tensor<3x3x64x64xf32>, %b: tensor<64xf32>) -> tensor<2x28x28x64xf32> {
  %c = "graph.conv2d"(%x, %w) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x28x28x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x28x28x64xf32>
  %a = "graph.add"(%c, %b) : (tensor<2x28x28x64xf32>, tensor<64xf32>) -> tensor<2x28x28x64xf32>
  %y = "graph.relu"(%a) : (tensor<2x28x28x64xf32>) -> tensor<2x28x28x64xf32>
  return %y : tensor<2x28x28x64xf32>
}
