// EfficientNet-B0's depthwise 3x3 (NCHW, stride 1) with its SiLU prologue
// (sigmoid(x) * x, evaluated per tap) and a batch-norm epilogue, f32: with
// .reqntid alone ptxas held b256-w1-c1 to 32 registers and spilled 8 bytes.
func.func @f(%x: tensor<2x96x15x15xf32>, %w: tensor<96x1x3x3xf32>, %var: tensor<96xf32>, %mean: tensor<1x96x1x1xf32>, %g: tensor<1x96x1x1xf32>, %b: tensor<1x96x1x1xf32>) -> tensor<2x96x15x15xf32> {
  %s = "graph.sigmoid"(%x) : (tensor<2x96x15x15xf32>) -> tensor<2x96x15x15xf32>
  %a = "graph.mul"(%x, %s) : (tensor<2x96x15x15xf32>, tensor<2x96x15x15xf32>) -> tensor<2x96x15x15xf32>
  %c = "graph.conv2d"(%a, %w) {groups = 96 : i64, layout = "NCHW", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x96x15x15xf32>, tensor<96x1x3x3xf32>) -> tensor<2x96x15x15xf32>
  %eps = "graph.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
  %ve = "graph.add"(%var, %eps) : (tensor<96xf32>, tensor<f32>) -> tensor<96xf32>
  %r = "graph.rsqrt"(%ve) : (tensor<96xf32>) -> tensor<96xf32>
  %r4 = "graph.reshape"(%r) : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
  %d = "graph.sub"(%c, %mean) : (tensor<2x96x15x15xf32>, tensor<1x96x1x1xf32>) -> tensor<2x96x15x15xf32>
  %n = "graph.mul"(%d, %r4) : (tensor<2x96x15x15xf32>, tensor<1x96x1x1xf32>) -> tensor<2x96x15x15xf32>
  %m = "graph.mul"(%n, %g) : (tensor<2x96x15x15xf32>, tensor<1x96x1x1xf32>) -> tensor<2x96x15x15xf32>
  %y = "graph.add"(%m, %b) : (tensor<2x96x15x15xf32>, tensor<1x96x1x1xf32>) -> tensor<2x96x15x15xf32>
  return %y : tensor<2x96x15x15xf32>
}
