// an anchor-less group: GELU of a transposed, reshaped tensor plus a
// broadcast bias, f32 (the elementwise template).
func.func @f(%x: tensor<6x77x40xf32>, %b: tensor<120xf32>) -> tensor<2x77x120xf32> {
  %t = "graph.reshape"(%x) : (tensor<6x77x40xf32>) -> tensor<2x3x77x40xf32>
  %p = "graph.transpose"(%t) {perm = array<i64: 0, 2, 1, 3>} : (tensor<2x3x77x40xf32>) -> tensor<2x77x3x40xf32>
  %r = "graph.reshape"(%p) : (tensor<2x77x3x40xf32>) -> tensor<2x77x120xf32>
  %a = "graph.add"(%r, %b) : (tensor<2x77x120xf32>, tensor<120xf32>) -> tensor<2x77x120xf32>
  %y = "graph.gelu"(%a) : (tensor<2x77x120xf32>) -> tensor<2x77x120xf32>
  return %y : tensor<2x77x120xf32>
}
