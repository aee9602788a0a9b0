func.func @ok(%a: tensor<4xf32>, %b: tensor<4x5xf32>, %c: tensor<2x3xf32>, %d: tensor<3x2xf32>) -> (tensor<4x5xf32>, tensor<3x2xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x5xf32>) dimensions = [1]
  %1 = linalg.transpose ins(%c : tensor<2x3xf32>) outs(%d : tensor<3x2xf32>) permutation = [ 1, // a comment
    0x0 ]
  "test.op"() {dimensions = 1, permutation = 2} : () -> ()
  return %0, %1 : tensor<4x5xf32>, tensor<3x2xf32>
}
