// bf16 twin of ../matmul_tc-257x129x72.mlir: f32 inputs cast to bf16.
func.func @f(%x32: tensor<257x72xf32>, %w32: tensor<72x129xf32>) -> tensor<257x129xf32> {
  %x = "graph.cast"(%x32) : (tensor<257x72xf32>) -> tensor<257x72xbf16>
  %w = "graph.cast"(%w32) : (tensor<72x129xf32>) -> tensor<72x129xbf16>
  %h = "graph.matmul"(%x, %w) : (tensor<257x72xbf16>, tensor<72x129xbf16>) -> tensor<257x129xbf16>
  %c = "graph.cast"(%h) : (tensor<257x129xbf16>) -> tensor<257x129xf32>
  return %c : tensor<257x129xf32>
}
