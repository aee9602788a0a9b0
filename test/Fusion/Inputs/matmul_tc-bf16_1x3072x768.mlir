// bf16 twin of ../matmul_tc-1x3072x768.mlir: f32 inputs cast to bf16.
func.func @f(%x32: tensor<1x768xf32>, %w32: tensor<768x3072xf32>) -> tensor<1x3072xf32> {
  %x = "graph.cast"(%x32) : (tensor<1x768xf32>) -> tensor<1x768xbf16>
  %w = "graph.cast"(%w32) : (tensor<768x3072xf32>) -> tensor<768x3072xbf16>
  %h = "graph.matmul"(%x, %w) : (tensor<1x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x3072xbf16>
  %c = "graph.cast"(%h) : (tensor<1x3072xbf16>) -> tensor<1x3072xf32>
  return %c : tensor<1x3072xf32>
}
