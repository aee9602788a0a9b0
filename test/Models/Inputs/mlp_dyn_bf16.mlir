// A two-layer MLP in bf16 with a `?` batch (test/Models/mlp_dyn_half.test):
// y = relu(x @ W1^T + b1) @ W2 + b2, x [batch, 32], W1 [64, 32] as PyTorch's
// Linear stores it (the transpose makes B k-major), W2 [64, 13] row-major.
// Arguments and PyTorch-free float64 references: mlp_dyn_half.py.
func.func @forward(%w1: tensor<64x32xbf16>, %b1: tensor<64xbf16>, %w2: tensor<64x13xbf16>, %b2: tensor<13xbf16>, %x: tensor<?x32xbf16> {hidet.symbols = ["batch", ""]}) -> (tensor<?x13xbf16> {hidet.symbols = ["batch", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 64>}} {
  %0 = "graph.transpose"(%w1) {perm = array<i64: 1, 0>} : (tensor<64x32xbf16>) -> tensor<32x64xbf16>
  %1 = "graph.matmul"(%x, %0) : (tensor<?x32xbf16>, tensor<32x64xbf16>) -> tensor<?x64xbf16>
  %2 = "graph.reshape"(%b1) : (tensor<64xbf16>) -> tensor<1x64xbf16>
  %3 = "graph.add"(%1, %2) : (tensor<?x64xbf16>, tensor<1x64xbf16>) -> tensor<?x64xbf16>
  %4 = "graph.relu"(%3) : (tensor<?x64xbf16>) -> tensor<?x64xbf16>
  %5 = "graph.matmul"(%4, %w2) : (tensor<?x64xbf16>, tensor<64x13xbf16>) -> tensor<?x13xbf16>
  %6 = "graph.reshape"(%b2) : (tensor<13xbf16>) -> tensor<1x13xbf16>
  %7 = "graph.add"(%5, %6) : (tensor<?x13xbf16>, tensor<1x13xbf16>) -> tensor<?x13xbf16>
  return %7 : tensor<?x13xbf16>
}
