// The reference of compare.mlir: c = a + b on tensors.
func.func @main(%a: tensor<3x5xf32>, %b: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %c = "graph.add"(%a, %b) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  return %c : tensor<3x5xf32>
}
func.func @half(%a: tensor<3x5xf32>, %b: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %c = "graph.add"(%a, %b) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  return %c : tensor<3x5xf32>
}
func.func @other(%a: tensor<5x3xf32>, %b: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %c = "graph.add"(%a, %b) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
  return %c : tensor<5x3xf32>
}
