// bf16 twin of ../matmul_tc-batch_12x128x64x128.mlir: f32 inputs cast to bf16.
func.func @f(%q32: tensor<12x128x64xf32>, %k32: tensor<12x64x128xf32>) -> tensor<12x128x128xf32> {
  %q = "graph.cast"(%q32) : (tensor<12x128x64xf32>) -> tensor<12x128x64xbf16>
  %k = "graph.cast"(%k32) : (tensor<12x64x128xf32>) -> tensor<12x64x128xbf16>
  %s = "graph.batch_matmul"(%q, %k) : (tensor<12x128x64xbf16>, tensor<12x64x128xbf16>) -> tensor<12x128x128xbf16>
  %o = "graph.cast"(%s) : (tensor<12x128x128xbf16>) -> tensor<12x128x128xf32>
  return %o : tensor<12x128x128xf32>
}
