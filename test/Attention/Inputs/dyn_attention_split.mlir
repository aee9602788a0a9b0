// For test/Attention/dynamic-gpu-run.test: split-KV with run-time extents.
// @gqa: grouped heads (4 query heads on 2 K/V heads) with `?` batch,
//       query and key lengths, for a packed split-KV schedule
//       (r8-k16-g16-pack-split8: a block's rows are the 2 query heads of one
//       K/V head); @gqacausal: the same, causal (slices past a block's last
//       query run no tile).
func.func @gqa(%q: tensor<?x4x?x24xf32> {hidet.symbols = ["batch", "", "sq", ""]}, %k: tensor<?x2x?x24xf32> {hidet.symbols = ["batch", "", "sk", ""]}, %v: tensor<?x2x?x24xf32> {hidet.symbols = ["batch", "", "sk", ""]}) -> (tensor<?x4x?x24xf32> {hidet.symbols = ["batch", "", "sq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, sk = array<i64: 1, 256>, sq = array<i64: 1, 64>}} {
  %o = "graph.attention"(%q, %k, %v) : (tensor<?x4x?x24xf32>, tensor<?x2x?x24xf32>, tensor<?x2x?x24xf32>) -> tensor<?x4x?x24xf32>
  return %o : tensor<?x4x?x24xf32>
}

func.func @gqacausal(%q: tensor<?x4x?x24xf32> {hidet.symbols = ["batch", "", "sq", ""]}, %k: tensor<?x2x?x24xf32> {hidet.symbols = ["batch", "", "sk", ""]}, %v: tensor<?x2x?x24xf32> {hidet.symbols = ["batch", "", "sk", ""]}) -> (tensor<?x4x?x24xf32> {hidet.symbols = ["batch", "", "sq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, sk = array<i64: 1, 256>, sq = array<i64: 1, 64>}} {
  %o = "graph.attention"(%q, %k, %v) {causal = true} : (tensor<?x4x?x24xf32>, tensor<?x2x?x24xf32>, tensor<?x2x?x24xf32>) -> tensor<?x4x?x24xf32>
  return %o : tensor<?x4x?x24xf32>
}
