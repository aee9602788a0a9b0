// the second matmul of a [2, 3, 77, 40] attention: probabilities (guarded
// by a select on a per-row flag, through reshapes) @ v, f32 (CUDA cores).
func.func @f(%p: tensor<2x3x77x77xf32>, %flag: tensor<2x3x77x1xi1>, %v: tensor<2x3x77x40xf32>) -> tensor<6x77x40xf32> {
  %z = "graph.constant"() {value = dense<0.000000e+00> : tensor<2x3x77x77xf32>} : () -> tensor<2x3x77x77xf32>
  %s = "graph.select"(%flag, %z, %p) : (tensor<2x3x77x1xi1>, tensor<2x3x77x77xf32>, tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
  %a = "graph.reshape"(%s) : (tensor<2x3x77x77xf32>) -> tensor<6x77x77xf32>
  %b = "graph.reshape"(%v) : (tensor<2x3x77x40xf32>) -> tensor<6x77x40xf32>
  %y = "graph.batch_matmul"(%a, %b) : (tensor<6x77x77xf32>, tensor<6x77x40xf32>) -> tensor<6x77x40xf32>
  return %y : tensor<6x77x40xf32>
}
