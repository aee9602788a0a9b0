// Dynamic-shape pieces of a BERT layer (hidden 32, 2 heads of 16) for
// test/Partition/dynamic-layer-run.test; x is [batch, seq, 32].
// @linear: a Linear as torch-mlir's graph has it (a batch_matmul of the
//          [?, ?, 32] input with the transposed weight reshaped to batch 1),
//          its bias, a residual add and a GELU (the flattened M).
func.func @linear(%x: tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}, %w: tensor<32x32xf32> {hidet.symbols = ["", ""]}, %b: tensor<32xf32> {hidet.symbols = [""]}) -> (tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %1 = "graph.reshape"(%0) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
  %2 = "graph.batch_matmul"(%x, %1) : (tensor<?x?x32xf32>, tensor<1x32x32xf32>) -> tensor<?x?x32xf32>
  %3 = "graph.reshape"(%b) : (tensor<32xf32>) -> tensor<1x1x32xf32>
  %4 = "graph.add"(%2, %3) : (tensor<?x?x32xf32>, tensor<1x1x32xf32>) -> tensor<?x?x32xf32>
  %5 = "graph.add"(%4, %x) : (tensor<?x?x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %6 = "graph.gelu"(%5) : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  return %6 : tensor<?x?x32xf32>
}

// @rows5: a `?` batch with a static M of 5 (the flattened M is batch * 5).
func.func @rows5(%x: tensor<?x5x32xf32> {hidet.symbols = ["batch", "", ""]}, %w: tensor<1x32x32xf32> {hidet.symbols = ["", "", ""]}) -> (tensor<?x5x32xf32> {hidet.symbols = ["batch", "", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>}} {
  %0 = "graph.batch_matmul"(%x, %w) : (tensor<?x5x32xf32>, tensor<1x32x32xf32>) -> tensor<?x5x32xf32>
  %1 = "graph.tanh"(%0) : (tensor<?x5x32xf32>) -> tensor<?x5x32xf32>
  return %1 : tensor<?x5x32xf32>
}

// @heads: a Linear then the head split ([?, ?, 32] -> [?, ?, 2, 16] ->
//         [?, 2, ?, 16]) fused as its epilogue.
func.func @heads(%x: tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}, %w: tensor<1x32x32xf32> {hidet.symbols = ["", "", ""]}, %b: tensor<1x1x32xf32> {hidet.symbols = ["", "", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.batch_matmul"(%x, %w) : (tensor<?x?x32xf32>, tensor<1x32x32xf32>) -> tensor<?x?x32xf32>
  %1 = "graph.add"(%0, %b) : (tensor<?x?x32xf32>, tensor<1x1x32xf32>) -> tensor<?x?x32xf32>
  %2 = "graph.reshape"(%1) : (tensor<?x?x32xf32>) -> tensor<?x?x2x16xf32>
  %3 = "graph.transpose"(%2) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x2x16xf32>) -> tensor<?x2x?x16xf32>
  return %3 : tensor<?x2x?x16xf32>
}

// @merge: the head merge ([?, 2, ?, 16] -> [?, ?, 2, 16] -> [?, ?, 32])
//         fused as the prologue of a Linear.
func.func @merge(%h: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}, %w: tensor<1x32x32xf32> {hidet.symbols = ["", "", ""]}) -> (tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.transpose"(%h) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x2x?x16xf32>) -> tensor<?x?x2x16xf32>
  %1 = "graph.reshape"(%0) : (tensor<?x?x2x16xf32>) -> tensor<?x?x32xf32>
  %2 = "graph.batch_matmul"(%1, %w) : (tensor<?x?x32xf32>, tensor<1x32x32xf32>) -> tensor<?x?x32xf32>
  return %2 : tensor<?x?x32xf32>
}

// @split: the head split of a GELU in an element-wise kernel.
func.func @split(%x: tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.gelu"(%x) : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %1 = "graph.reshape"(%0) : (tensor<?x?x32xf32>) -> tensor<?x?x2x16xf32>
  %2 = "graph.transpose"(%1) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x2x16xf32>) -> tensor<?x2x?x16xf32>
  return %2 : tensor<?x2x?x16xf32>
}

// @norm: the residual add and layer_norm over [?, ?, 32] (the row count
//        batch * seq at run time), then a softmax over the last axis.
func.func @norm(%x: tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}, %y: tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}, %g: tensor<32xf32> {hidet.symbols = [""]}, %b: tensor<32xf32> {hidet.symbols = [""]}) -> (tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}, tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.add"(%x, %y) : (tensor<?x?x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %1 = "graph.layer_norm"(%0, %g, %b) {axis = 2 : i64, epsilon = 1.0e-12 : f32} : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<?x?x32xf32>
  %2 = "graph.softmax"(%x) {axis = -1 : i64} : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  return %1, %2 : tensor<?x?x32xf32>, tensor<?x?x32xf32>
}

// @rowred: graph.reduce over the last axis of [?, ?, 32] (the row count at
//          run time): a sum without keepdims, and x - max(x) with keepdims
//          (the max's broadcast back in an element-wise kernel).
func.func @rowred(%x: tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) -> (tensor<?x?xf32> {hidet.symbols = ["batch", "seq"]}, tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.reduce"(%x) {kind = "sum", axes = array<i64: 2>, keepdims = false} : (tensor<?x?x32xf32>) -> tensor<?x?xf32>
  %1 = "graph.reduce"(%x) {kind = "max", axes = array<i64: -1>, keepdims = true} : (tensor<?x?x32xf32>) -> tensor<?x?x1xf32>
  %2 = "graph.sub"(%x, %1) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>) -> tensor<?x?x32xf32>
  return %0, %2 : tensor<?x?xf32>, tensor<?x?x32xf32>
}
