// The graph of ../matmul_tc-dag_epilogues_100x72x40.mlir at M=257, N=136, K=72
// (shapes matmul_wgmma takes), for ../dag-epilogue-templates.mlir.
func.func @f(%x: tensor<257x72xf16>, %w: tensor<72x136xf16>, %b: tensor<136xf16>) -> tensor<257x136xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<257x72xf16>, tensor<72x136xf16>) -> tensor<257x136xf16>
  %hb = "graph.add"(%h, %b) : (tensor<257x136xf16>, tensor<136xf16>) -> tensor<257x136xf16>
  %z = "graph.constant"() {value = dense<0.0> : tensor<f16>} : () -> tensor<f16>
  %s = "graph.constant"() {value = dense<0.01> : tensor<f16>} : () -> tensor<f16>
  %c = "graph.compare"(%hb, %z) {predicate = "gt"} : (tensor<257x136xf16>, tensor<f16>) -> tensor<257x136xi1>
  %m = "graph.mul"(%hb, %s) : (tensor<257x136xf16>, tensor<f16>) -> tensor<257x136xf16>
  %l = "graph.select"(%c, %hb, %m) : (tensor<257x136xi1>, tensor<257x136xf16>, tensor<257x136xf16>) -> tensor<257x136xf16>
  %sg = "graph.sigmoid"(%l) : (tensor<257x136xf16>) -> tensor<257x136xf16>
  %y = "graph.mul"(%l, %sg) : (tensor<257x136xf16>, tensor<257x136xf16>) -> tensor<257x136xf16>
  %r = "graph.cast"(%y) : (tensor<257x136xf16>) -> tensor<257x136xf32>
  return %r : tensor<257x136xf32>
}
