// Flattened run-time M on the tensor cores (test/Partition/dynamic-half-run.test):
// @linear: an f16 Linear on [batch, seq, 32] as torch-mlir's graph has it (a
//          batch_matmul with the transposed weight reshaped to batch 1, bias,
//          GELU): one matmul of M = batch * seq, both `?` read at run time;
// @rows5:  bf16 [?, 5, 32] x [1, 32, 32]: M = batch * 5 (a static factor);
// @lin32:  the f32 @linear, for matmul_tf32 (precision=tf32).
func.func @linear(%x: tensor<?x?x32xf16> {hidet.symbols = ["batch", "seq", ""]}, %w: tensor<32x32xf16> {hidet.symbols = ["", ""]}, %b: tensor<32xf16> {hidet.symbols = [""]}) -> (tensor<?x?x32xf16> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<32x32xf16>) -> tensor<32x32xf16>
  %1 = "graph.reshape"(%0) : (tensor<32x32xf16>) -> tensor<1x32x32xf16>
  %2 = "graph.batch_matmul"(%x, %1) : (tensor<?x?x32xf16>, tensor<1x32x32xf16>) -> tensor<?x?x32xf16>
  %3 = "graph.reshape"(%b) : (tensor<32xf16>) -> tensor<1x1x32xf16>
  %4 = "graph.add"(%2, %3) : (tensor<?x?x32xf16>, tensor<1x1x32xf16>) -> tensor<?x?x32xf16>
  %5 = "graph.gelu"(%4) : (tensor<?x?x32xf16>) -> tensor<?x?x32xf16>
  return %5 : tensor<?x?x32xf16>
}

func.func @rows5(%x: tensor<?x5x32xbf16> {hidet.symbols = ["batch", "", ""]}, %w: tensor<1x32x32xbf16> {hidet.symbols = ["", "", ""]}) -> (tensor<?x5x32xbf16> {hidet.symbols = ["batch", "", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>}} {
  %0 = "graph.batch_matmul"(%x, %w) : (tensor<?x5x32xbf16>, tensor<1x32x32xbf16>) -> tensor<?x5x32xbf16>
  %1 = "graph.tanh"(%0) : (tensor<?x5x32xbf16>) -> tensor<?x5x32xbf16>
  return %1 : tensor<?x5x32xbf16>
}

func.func @lin32(%x: tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}, %w: tensor<32x32xf32> {hidet.symbols = ["", ""]}) -> (tensor<?x?x32xf32> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %1 = "graph.reshape"(%0) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
  %2 = "graph.batch_matmul"(%x, %1) : (tensor<?x?x32xf32>, tensor<1x32x32xf32>) -> tensor<?x?x32xf32>
  return %2 : tensor<?x?x32xf32>
}
