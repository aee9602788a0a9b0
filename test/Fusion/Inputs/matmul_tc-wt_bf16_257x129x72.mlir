// The bf16 twin of matmul_tc-wt_257x129x72.mlir (which runs it).
func.func @f(%x: tensor<257x72xbf16>, %w: tensor<129x72xbf16>) -> tensor<257x129xf32> {
  %wt = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<129x72xbf16>) -> tensor<72x129xbf16>
  %x3 = "graph.reshape"(%x) : (tensor<257x72xbf16>) -> tensor<1x257x72xbf16>
  %w3 = "graph.reshape"(%wt) : (tensor<72x129xbf16>) -> tensor<1x72x129xbf16>
  %h = "graph.batch_matmul"(%x3, %w3) : (tensor<1x257x72xbf16>, tensor<1x72x129xbf16>) -> tensor<1x257x129xf32>
  %r = "graph.reshape"(%h) : (tensor<1x257x129xf32>) -> tensor<257x129xf32>
  return %r : tensor<257x129xf32>
}
