// Graph functions that hidet-partition + hidet-outline-kernels split into
// several kernels; run-outlined.mlir runs them before and after.
func.func @mlp(%x: tensor<2x4xf32>, %w1: tensor<4x8xf32>, %b1: tensor<8xf32>, %w2: tensor<8x3xf32>, %b2: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w1) : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
  %1 = "graph.add"(%0, %b1) : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %2 = "graph.relu"(%1) : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %3 = "graph.matmul"(%2, %w2) : (tensor<2x8xf32>, tensor<8x3xf32>) -> tensor<2x3xf32>
  %4 = "graph.add"(%3, %b2) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %4 : tensor<2x3xf32>
}

// Calls end up out of program order: exp's kernel runs before relu+add's.
func.func @two_uses(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.relu"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "graph.exp"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "graph.add"(%1, %2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// Prologue cast + transpose (the cast also returned), softmax and
// layer_norm anchors, a leftover chain.
func.func @mixed(%x: tensor<2x4xf16>, %w: tensor<8x4xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x8xf32>, tensor<2x4xf32>) {
  %0 = "graph.cast"(%x) : (tensor<2x4xf16>) -> tensor<2x4xf32>
  %1 = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<8x4xf32>) -> tensor<4x8xf32>
  %2 = "graph.matmul"(%0, %1) : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
  %3 = "graph.softmax"(%2) {axis = 1 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %4 = "graph.layer_norm"(%3, %g, %b) : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %5 = "graph.tanh"(%4) : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %6 = "graph.exp"(%0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %7 = "graph.neg"(%6) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %5, %7 : tensor<2x8xf32>, tensor<2x4xf32>
}
