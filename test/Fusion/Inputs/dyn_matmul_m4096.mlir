// For test/Fusion/schedule-cache-buckets.mlir: a matmul whose M is a run-time
// extent m in [1, 4096] (one symbol, so size buckets at 1, 64, 256, 1024, 4096).
func.func @f(%x: tensor<?x64xf32> {hidet.symbols = ["m", ""]}, %w: tensor<64x64xf32>) -> (tensor<?x64xf32> {hidet.symbols = ["m", ""]}) attributes {hidet.symbol_ranges = {m = array<i64: 1, 4096>}} {
  %y = "graph.matmul"(%x, %w) : (tensor<?x64xf32>, tensor<64x64xf32>) -> tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
