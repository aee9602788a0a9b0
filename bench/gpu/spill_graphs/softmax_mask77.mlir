// softmax over rows of 77 with a broadcast mask added in the prologue (a
// CLIP-style text attention), f32: not indexed (affine addresses).
func.func @f(%x: tensor<2x3x77x77xf32>, %m: tensor<1x1x77x77xf32>) -> tensor<2x3x77x77xf32> {
  %a = "graph.add"(%x, %m) : (tensor<2x3x77x77xf32>, tensor<1x1x77x77xf32>) -> tensor<2x3x77x77xf32>
  %y = "graph.softmax"(%a) {axis = 3 : i64} : (tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
  return %y : tensor<2x3x77x77xf32>
}
