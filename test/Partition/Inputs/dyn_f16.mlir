// An f16 matmul with a `?` M: hidet-partition takes it, and matmul_tc reads
// M at run time (test/Partition/dynamic-gpu.mlir).
func.func @h(%a: tensor<?x8xf16> {hidet.symbols = ["n", ""]}, %w: tensor<8x16xf16>) -> (tensor<?x16xf16> {hidet.symbols = ["n", ""]}) attributes {hidet.symbol_ranges = {n = array<i64: 1, 32>}} {
  %0 = "graph.matmul"(%a, %w) : (tensor<?x8xf16>, tensor<8x16xf16>) -> tensor<?x16xf16>
  %1 = "graph.relu"(%0) : (tensor<?x16xf16>) -> tensor<?x16xf16>
  return %1 : tensor<?x16xf16>
}
