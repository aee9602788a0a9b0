// An attention-style batch_matmul for matmul_wgmma-staged_300x200x130.mlir:
// P (f32 scores, cast to f16) @ V, V the head split of a [2, 37, 3, 40]
// input (a permute to [2, 3, 37, 40]); f32 result. Both operands staged.
func.func @f(%p: tensor<2x3x37x37xf32>, %v: tensor<2x37x3x40xf16>) -> tensor<2x3x37x40xf32> {
  %ph = "graph.cast"(%p) : (tensor<2x3x37x37xf32>) -> tensor<2x3x37x37xf16>
  %vh = "graph.transpose"(%v) {perm = array<i64: 0, 2, 1, 3>} : (tensor<2x37x3x40xf16>) -> tensor<2x3x37x40xf16>
  %o = "graph.batch_matmul"(%ph, %vh) : (tensor<2x3x37x37xf16>, tensor<2x3x37x40xf16>) -> tensor<2x3x37x40xf32>
  return %o : tensor<2x3x37x40xf32>
}
