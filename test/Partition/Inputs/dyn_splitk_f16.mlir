// Split-K over a run-time M on the tensor cores (test/Partition/dynamic-splitk-run.test):
// an f16 Linear on [batch, seq, 128] with a GELU epilogue, M = batch * seq.
func.func @h(%x: tensor<?x?x128xf16> {hidet.symbols = ["batch", "seq", ""]}, %w: tensor<1x128x32xf16> {hidet.symbols = ["", "", ""]}) -> (tensor<?x?x32xf16> {hidet.symbols = ["batch", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 64>}} {
  %0 = "graph.batch_matmul"(%x, %w) : (tensor<?x?x128xf16>, tensor<1x128x32xf16>) -> tensor<?x?x32xf16>
  %1 = "graph.gelu"(%0) : (tensor<?x?x32xf16>) -> tensor<?x?x32xf16>
  return %1 : tensor<?x?x32xf16>
}
