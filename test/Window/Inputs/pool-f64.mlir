// A max pool on f64 (test/Window/errors.mlir): the pool2d template is f32 only.
func.func @f(%x: tensor<1x4x6x6xf64>) -> tensor<1x4x3x3xf64> {
  %p = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 2, 2>} : (tensor<1x4x6x6xf64>) -> tensor<1x4x3x3xf64>
  return %p : tensor<1x4x3x3xf64>
}
