// The reference of test/Import/linalg-uitofp.mlir: select(x > 0, 1, 0).
func.func @f(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %one = "graph.constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.compare"(%x, %z) {predicate = "gt"} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xi1>
  %r = "graph.select"(%c, %one, %z) : (tensor<3x5xi1>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
