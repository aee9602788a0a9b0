// tf32 matmul at 257x129x72 (matmul_tf32-100x72x40.mlir runs it): B's rows
// of 129 floats go through registers, A is copied with cp.async.
func.func @f(%x: tensor<257x72xf32>, %w: tensor<72x129xf32>) -> tensor<257x129xf32> {
  %h = "graph.matmul"(%x, %w) {hidet.precision = "tf32"} : (tensor<257x72xf32>, tensor<72x129xf32>) -> tensor<257x129xf32>
  return %h : tensor<257x129xf32>
}
