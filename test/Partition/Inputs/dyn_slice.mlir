// graph.slice with `?` dims on the GPU path (docs/dynamic-shapes.md), for
// test/Partition/dynamic-slice-run.test. A slice along a static dim takes
// each `?` dim whole (the verifier's rule), as hidet-import-linalg makes it
// of torch-mlir's q/k/v split of nn.MultiheadAttention's in_proj output.
// @pro:  a tanh and a slice along the static leading dim of [3, ?, ?, 32],
//        then a reshape to [?, ?, 32]: the prologue of a flattened matmul;
// @soft: a slice of the middle 32 of [?, ?, 64] as a softmax's input;
// @ew:   a strided slice (start 1, step 2) of [?, 12] and an exp: an
//        element-wise kernel on its own;
// @qkv:  in_proj (x @ W, [?, ?, 96]) reshaped to [?, ?, 3, 32] and
//        transposed to [3, ?, ?, 32], split into q, k, v along dim 0:
//        q * k + v, and q reshaped to [?, ?, 32] into a second matmul.
func.func @pro(%x: tensor<3x?x?x32xf32> {hidet.symbols = ["", "batch", "seq", ""]}, %w: tensor<1x32x16xf32> {hidet.symbols = ["", "", ""]}) -> (tensor<?x?x16xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.tanh"(%x) : (tensor<3x?x?x32xf32>) -> tensor<3x?x?x32xf32>
  %1 = "graph.slice"(%0) {starts = array<i64: 1, 0, 0, 0>, ends = array<i64: 2, 9223372036854775807, 9223372036854775807, 32>} : (tensor<3x?x?x32xf32>) -> tensor<1x?x?x32xf32>
  %2 = "graph.reshape"(%1) : (tensor<1x?x?x32xf32>) -> tensor<?x?x32xf32>
  %3 = "graph.batch_matmul"(%2, %w) : (tensor<?x?x32xf32>, tensor<1x32x16xf32>) -> tensor<?x?x16xf32>
  return %3 : tensor<?x?x16xf32>
}

func.func @soft(%x: tensor<?x?x64xf32> {hidet.symbols = ["batch", "seq", ""]}) -> (tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.slice"(%x) {starts = array<i64: 0, 0, 16>, ends = array<i64: 9223372036854775807, 9223372036854775807, 48>} : (tensor<?x?x64xf32>) -> tensor<?x?x32xf32>
  %1 = "graph.softmax"(%0) {axis = -1 : i64} : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  return %1 : tensor<?x?x32xf32>
}

func.func @ew(%x: tensor<?x12xf32> {hidet.symbols = ["n", ""]}) -> (tensor<?x6xf32> {hidet.symbols = ["n", ""]}) attributes {hidet.symbol_ranges = {n = array<i64: 1, 64>}} {
  %0 = "graph.slice"(%x) {starts = array<i64: 0, 1>, ends = array<i64: 9223372036854775807, 12>, steps = array<i64: 1, 2>} : (tensor<?x12xf32>) -> tensor<?x6xf32>
  %1 = "graph.exp"(%0) : (tensor<?x6xf32>) -> tensor<?x6xf32>
  return %1 : tensor<?x6xf32>
}

func.func @qkv(%x: tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}, %w: tensor<1x32x96xf32> {hidet.symbols = ["", "", ""]}, %w2: tensor<1x32x32xf32> {hidet.symbols = ["", "", ""]}) -> (tensor<1x?x?x32xf32> {hidet.symbols = ["", "batch", "seq", ""]}, tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %p = "graph.batch_matmul"(%x, %w) : (tensor<?x?x32xf32>, tensor<1x32x96xf32>) -> tensor<?x?x96xf32>
  %r = "graph.reshape"(%p) : (tensor<?x?x96xf32>) -> tensor<?x?x3x32xf32>
  %t = "graph.transpose"(%r) {perm = array<i64: 2, 0, 1, 3>} : (tensor<?x?x3x32xf32>) -> tensor<3x?x?x32xf32>
  %q = "graph.slice"(%t) {starts = array<i64: 0, 0, 0, 0>, ends = array<i64: 1, 9223372036854775807, 9223372036854775807, 32>} : (tensor<3x?x?x32xf32>) -> tensor<1x?x?x32xf32>
  %k = "graph.slice"(%t) {starts = array<i64: 1, 0, 0, 0>, ends = array<i64: 2, 9223372036854775807, 9223372036854775807, 32>} : (tensor<3x?x?x32xf32>) -> tensor<1x?x?x32xf32>
  %v = "graph.slice"(%t) {starts = array<i64: 2, 0, 0, 0>, ends = array<i64: 3, 9223372036854775807, 9223372036854775807, 32>} : (tensor<3x?x?x32xf32>) -> tensor<1x?x?x32xf32>
  %qk = "graph.mul"(%q, %k) : (tensor<1x?x?x32xf32>, tensor<1x?x?x32xf32>) -> tensor<1x?x?x32xf32>
  %o = "graph.add"(%qk, %v) : (tensor<1x?x?x32xf32>, tensor<1x?x?x32xf32>) -> tensor<1x?x?x32xf32>
  %qr = "graph.reshape"(%q) : (tensor<1x?x?x32xf32>) -> tensor<?x?x32xf32>
  %y = "graph.batch_matmul"(%qr, %w2) : (tensor<?x?x32xf32>, tensor<1x32x32xf32>) -> tensor<?x?x32xf32>
  return %o, %y : tensor<1x?x?x32xf32>, tensor<?x?x32xf32>
}
