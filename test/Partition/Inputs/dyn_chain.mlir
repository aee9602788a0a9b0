// Dynamic-shape graphs for test/Partition/dynamic-gpu-run.test.
// @chain: a `?` M through a matmul, its bias, a transpose and a product with
// another `?` input; @grid: an element-wise group over two symbols, a
// broadcast 1 and a transpose (the elementwise template's run-time extents).
func.func @chain(%a: tensor<?x8xf32> {hidet.symbols = ["rows", ""]}, %w: tensor<8x4xf32> {hidet.symbols = ["", ""]}, %b: tensor<1x4xf32> {hidet.symbols = ["", ""]}, %c: tensor<4x?xf32> {hidet.symbols = ["", "rows"]}) -> (tensor<4x?xf32> {hidet.symbols = ["", "rows"]}) attributes {hidet.symbol_ranges = {rows = array<i64: 1, 100>}} {
  %0 = "graph.matmul"(%a, %w) : (tensor<?x8xf32>, tensor<8x4xf32>) -> tensor<?x4xf32>
  %1 = "graph.add"(%0, %b) : (tensor<?x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>
  %2 = "graph.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<?x4xf32>) -> tensor<4x?xf32>
  %3 = "graph.mul"(%2, %c) : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  %4 = "graph.tanh"(%3) : (tensor<4x?xf32>) -> tensor<4x?xf32>
  return %4 : tensor<4x?xf32>
}

func.func @grid(%x: tensor<?x?xf32> {hidet.symbols = ["r", "c"]}, %y: tensor<?x1xf32> {hidet.symbols = ["r", ""]}) -> (tensor<?x?xf32> {hidet.symbols = ["c", "r"]}) attributes {hidet.symbol_ranges = {c = array<i64: 1, 64>, r = array<i64: 1, 64>}} {
  %0 = "graph.add"(%x, %y) : (tensor<?x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  %1 = "graph.relu"(%0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = "graph.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
