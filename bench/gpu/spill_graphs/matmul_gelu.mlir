// a BERT-base FFN-up shape with bias and GELU, f32 (CUDA cores).
func.func @f(%x: tensor<512x768xf32>, %w: tensor<768x3072xf32>, %b: tensor<3072xf32>) -> tensor<512x3072xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<512x768xf32>, tensor<768x3072xf32>) -> tensor<512x3072xf32>
  %hb = "graph.add"(%h, %b) : (tensor<512x3072xf32>, tensor<3072xf32>) -> tensor<512x3072xf32>
  %y = "graph.gelu"(%hb) : (tensor<512x3072xf32>) -> tensor<512x3072xf32>
  return %y : tensor<512x3072xf32>
}
