// The guard reduction of a [2, 3, 50, 40] scaled_dot_product_attention
// (issue 24; _safe_softmax's reduce_all(scores == -inf), canonicalized to
// a min of 0/1 values): the scores [6, 50, 50] seen through the reshape to
// [2, 3, 50, 50], compared and cast in the prologue.
func.func @f(%s: tensor<6x50x50xf32>) -> tensor<2x3x50x1xf32> {
  %x = "graph.reshape"(%s) : (tensor<6x50x50xf32>) -> tensor<2x3x50x50xf32>
  %c = "graph.constant"() {value = dense<0xFF800000> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %e = "graph.compare"(%x, %c) {predicate = "eq"} : (tensor<2x3x50x50xf32>, tensor<1x1x1x1xf32>) -> tensor<2x3x50x50xi1>
  %f = "graph.cast"(%e) : (tensor<2x3x50x50xi1>) -> tensor<2x3x50x50xf32>
  %r = "graph.reduce"(%f) {axes = array<i64: 3>, keepdims = true, kind = "min"} : (tensor<2x3x50x50xf32>) -> tensor<2x3x50x1xf32>
  return %r : tensor<2x3x50x1xf32>
}
