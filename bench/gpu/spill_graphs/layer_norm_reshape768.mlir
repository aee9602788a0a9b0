// layer_norm over rows of 768 read through a reshape ([256, 768] ->
// [2, 128, 768]: per-element linearize / unflatten, an indexed instance)
// with a residual add, as a transformer block's norm after its projection.
func.func @f(%h: tensor<256x768xf32>, %r: tensor<2x128x768xf32>, %g: tensor<768xf32>, %b: tensor<768xf32>) -> tensor<2x128x768xf32> {
  %x = "graph.reshape"(%h) : (tensor<256x768xf32>) -> tensor<2x128x768xf32>
  %a = "graph.add"(%x, %r) : (tensor<2x128x768xf32>, tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
  %y = "graph.layer_norm"(%a, %g, %b) {axes = array<i64: 2>, epsilon = 1.0e-5 : f32} : (tensor<2x128x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<2x128x768xf32>
  return %y : tensor<2x128x768xf32>
}
