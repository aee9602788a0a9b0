// an f16 GEMM 777 x 1023 x 513 with a bias (odd K and N: both operands
// staged through registers), the tensor-core templates.
func.func @f(%x: tensor<777x513xf16>, %w: tensor<513x1023xf16>, %b: tensor<1023xf16>) -> tensor<777x1023xf16> {
  %h = "graph.matmul"(%x, %w) : (tensor<777x513xf16>, tensor<513x1023xf16>) -> tensor<777x1023xf16>
  %hb = "graph.add"(%h, %b) : (tensor<777x1023xf16>, tensor<1023xf16>) -> tensor<777x1023xf16>
  return %hb : tensor<777x1023xf16>
}
