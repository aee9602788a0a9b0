// a 3x3 stride-2 max pool (NHWC, padding 1) of a reshaped input, f32.
func.func @f(%x: tensor<2x3249x8xf32>) -> tensor<2x29x29x8xf32> {
  %r = "graph.reshape"(%x) : (tensor<2x3249x8xf32>) -> tensor<2x57x57x8xf32>
  %p = "graph.pool2d"(%r) {kind = "max", kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<2x57x57x8xf32>) -> tensor<2x29x29x8xf32>
  return %p : tensor<2x29x29x8xf32>
}
