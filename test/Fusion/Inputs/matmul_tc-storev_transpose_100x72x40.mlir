// matmul_tc-storev_100x72x40.mlir's matmul with its result transposed: a storev
// run of 8 columns lands in 8 rows of the output, so fusion stores it
// element by element.
func.func @f(%x: tensor<100x40xf16>, %w: tensor<40x72xf16>, %b: tensor<72xf16>) -> tensor<72x100xf16> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf16>, tensor<40x72xf16>) -> tensor<100x72xf16>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf16>, tensor<72xf16>) -> tensor<100x72xf16>
  %t = "graph.transpose"(%hb) {perm = array<i64: 1, 0>} : (tensor<100x72xf16>) -> tensor<72x100xf16>
  return %t : tensor<72x100xf16>
}
