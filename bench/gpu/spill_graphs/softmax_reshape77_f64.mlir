// softmax_reshape77.mlir in f64 (computed in f64: a value takes two
// registers), an indexed instance.
func.func @f(%s: tensor<6x77x77xf64>) -> tensor<2x3x77x77xf64> {
  %x = "graph.reshape"(%s) : (tensor<6x77x77xf64>) -> tensor<2x3x77x77xf64>
  %y = "graph.softmax"(%x) {axis = 3 : i64} : (tensor<2x3x77x77xf64>) -> tensor<2x3x77x77xf64>
  return %y : tensor<2x3x77x77xf64>
}
