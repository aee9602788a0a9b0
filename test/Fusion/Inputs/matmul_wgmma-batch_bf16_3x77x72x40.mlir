// A bf16 batch_matmul for matmul_wgmma-wt_100x200x136.mlir: batch 3,
// M = 77, N = 72, K = 40, bf16 result; both tensor maps have a batch
// coordinate.
func.func @f(%a: tensor<3x77x40xbf16>, %b: tensor<3x40x72xbf16>) -> tensor<3x77x72xbf16> {
  %h = "graph.batch_matmul"(%a, %b) : (tensor<3x77x40xbf16>, tensor<3x40x72xbf16>) -> tensor<3x77x72xbf16>
  return %h : tensor<3x77x72xbf16>
}
