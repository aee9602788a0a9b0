func.func @h(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c = "graph.constant"() {value = dense<[[1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0]]> : tensor<4x4xf32>} : () -> tensor<4x4xf32>
  %h = "graph.matmul"(%x, %c) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %h : tensor<4x4xf32>
}
