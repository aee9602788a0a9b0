// An f16 batch_matmul for matmul_wgmma-wt_100x200x136.mlir whose lhs is
// shared by the batch of 3 (broadcast): its tensor map has no batch
// coordinate.
func.func @f(%a: tensor<1x77x40xf16>, %b: tensor<3x40x72xf16>) -> tensor<3x77x72xf32> {
  %h = "graph.batch_matmul"(%a, %b) : (tensor<1x77x40xf16>, tensor<3x40x72xf16>) -> tensor<3x77x72xf32>
  return %h : tensor<3x77x72xf32>
}
