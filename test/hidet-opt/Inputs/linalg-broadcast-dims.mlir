func.func @b(%a: tensor<4xf32>, %b: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x5xf32>) dimensions = 1
  return %0 : tensor<4x5xf32>
}
