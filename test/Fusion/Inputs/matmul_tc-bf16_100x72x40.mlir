// bf16 twin of ../matmul_tc-100x72x40.mlir: f32 inputs cast to bf16.
func.func @f(%x32: tensor<100x40xf32>, %w32: tensor<40x72xf32>) -> tensor<100x72xf32> {
  %x = "graph.cast"(%x32) : (tensor<100x40xf32>) -> tensor<100x40xbf16>
  %w = "graph.cast"(%w32) : (tensor<40x72xf32>) -> tensor<40x72xbf16>
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xbf16>, tensor<40x72xbf16>) -> tensor<100x72xbf16>
  %c = "graph.cast"(%h) : (tensor<100x72xbf16>) -> tensor<100x72xf32>
  return %c : tensor<100x72xf32>
}
