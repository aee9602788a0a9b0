// a MobileNet depthwise 3x3 (stride 2) with a clamp, f32.
func.func @f(%x: tensor<2x29x29x32xf32>, %w: tensor<3x3x1x32xf32>) -> tensor<2x15x15x32xf32> {
  %c = "graph.conv2d"(%x, %w) {groups = 32 : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x29x29x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x15x15x32xf32>
  %y = "graph.relu"(%c) : (tensor<2x15x15x32xf32>) -> tensor<2x15x15x32xf32>
  return %y : tensor<2x15x15x32xf32>
}
