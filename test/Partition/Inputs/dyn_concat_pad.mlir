// graph.concat along a static axis and graph.pad of static dims, with `?`
// dims elsewhere, on the GPU path (docs/dynamic-shapes.md), for
// test/Partition/dynamic-slice-run.test:
// @cat:  two [?, ?, 16] halves concatenated along the last dim, the
//        prologue of a flattened matmul;
// @cat2: [?, 3] and [?, 5] concatenated along dim 1, then a ReLU: an
//        element-wise kernel;
// @pad:  [?, ?, 30] padded by 1 on both sides of the last dim (value -1),
//        the prologue of a softmax;
// @pad2: [?, 12] padded by 2 before the last dim, then a negation: an
//        element-wise kernel.
func.func @cat(%a: tensor<?x?x16xf32> {hidet.symbols = ["batch", "seq", ""]}, %b: tensor<?x?x16xf32> {hidet.symbols = ["batch", "seq", ""]}, %w: tensor<1x32x32xf32> {hidet.symbols = ["", "", ""]}) -> (tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.concat"(%a, %b) {axis = 2 : i64} : (tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<?x?x32xf32>
  %1 = "graph.batch_matmul"(%0, %w) : (tensor<?x?x32xf32>, tensor<1x32x32xf32>) -> tensor<?x?x32xf32>
  return %1 : tensor<?x?x32xf32>
}

func.func @cat2(%a: tensor<?x3xf32> {hidet.symbols = ["n", ""]}, %b: tensor<?x5xf32> {hidet.symbols = ["n", ""]}) -> (tensor<?x8xf32> {hidet.symbols = ["n", ""]}) attributes {hidet.symbol_ranges = {n = array<i64: 1, 64>}} {
  %0 = "graph.concat"(%a, %b) {axis = 1 : i64} : (tensor<?x3xf32>, tensor<?x5xf32>) -> tensor<?x8xf32>
  %1 = "graph.relu"(%0) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}

func.func @pad(%x: tensor<?x?x30xf32> {hidet.symbols = ["batch", "seq", ""]}) -> (tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.pad"(%x) {padding = array<i64: 0, 0, 0, 0, 1, 1>, value = -1.0 : f64} : (tensor<?x?x30xf32>) -> tensor<?x?x32xf32>
  %1 = "graph.softmax"(%0) {axis = -1 : i64} : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  return %1 : tensor<?x?x32xf32>
}

func.func @pad2(%x: tensor<?x12xf32> {hidet.symbols = ["n", ""]}) -> (tensor<?x14xf32> {hidet.symbols = ["n", ""]}) attributes {hidet.symbol_ranges = {n = array<i64: 1, 64>}} {
  %0 = "graph.pad"(%x) {padding = array<i64: 0, 0, 2, 0>} : (tensor<?x12xf32>) -> tensor<?x14xf32>
  %1 = "graph.neg"(%0) : (tensor<?x14xf32>) -> tensor<?x14xf32>
  return %1 : tensor<?x14xf32>
}
