// The softmax group of a [2, 3, 77, 40] scaled_dot_product_attention
// (issue 24): the scores, a batch_matmul result [6, 77, 77], seen through
// the reshape to [2, 3, 77, 77] (a prologue of the kernel: per-element
// linearize / unflatten). bench/gpu/spill_sweep.sh and
// test/PTX/spill-regressions.test compile it.
func.func @f(%s: tensor<6x77x77xf32>) -> tensor<2x3x77x77xf32> {
  %x = "graph.reshape"(%s) : (tensor<6x77x77xf32>) -> tensor<2x3x77x77xf32>
  %y = "graph.softmax"(%x) {axis = 3 : i64} : (tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
  return %y : tensor<2x3x77x77xf32>
}
