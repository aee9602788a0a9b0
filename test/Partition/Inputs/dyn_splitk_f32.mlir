// Split-K over a run-time M on the CUDA cores (test/Partition/dynamic-splitk-run.test):
// [m, 160] x [160, 48] with a bias, m in [1, 512].
func.func @f(%x: tensor<?x160xf32> {hidet.symbols = ["m", ""]}, %w: tensor<160x48xf32> {hidet.symbols = ["", ""]}, %b: tensor<48xf32> {hidet.symbols = [""]}) -> (tensor<?x48xf32> {hidet.symbols = ["m", ""]}) attributes {hidet.symbol_ranges = {m = array<i64: 1, 512>}} {
  %0 = "graph.matmul"(%x, %w) : (tensor<?x160xf32>, tensor<160x48xf32>) -> tensor<?x48xf32>
  %1 = "graph.add"(%0, %b) : (tensor<?x48xf32>, tensor<48xf32>) -> tensor<?x48xf32>
  return %1 : tensor<?x48xf32>
}
