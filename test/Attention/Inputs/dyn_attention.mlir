// graph.attention with `?` dims for test/Attention/dynamic-gpu-run.test
// (docs/dynamic-shapes.md): the batch and the query and key lengths are
// run-time extents, heads and head dims static.
// @self:   q, k, v [batch, 2, seq, 16], one symbol for both lengths;
// @causal: the same, causal;
// @cross:  4 query heads on 2 K/V heads (grouped), query length `sq` and key
//          length `sk` (two symbols: Lq and Lk differ), head dim 24;
// @padmask: a boolean padding mask [batch, 1, 1, seq] (broadcast over the
//          heads and queries);
// @bert:   the canonicalized dynamic BERT layer's attention
//          (test/Models/Inputs/bert_layer_dyn_small.linalg.mlir through
//          hidet-import-linalg, hidet-graph-canonicalize) with its head
//          split and merge transposes: q, k, v [batch, seq, 2, 16];
// @half:   @self with f16 elements;
// @crossbf: @cross with bf16 elements, causal (attention_tc).
func.func @self(%q: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}, %k: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}, %v: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %o = "graph.attention"(%q, %k, %v) {scale = 2.500000e-01 : f64} : (tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>) -> tensor<?x2x?x16xf32>
  return %o : tensor<?x2x?x16xf32>
}

func.func @causal(%q: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}, %k: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}, %v: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %o = "graph.attention"(%q, %k, %v) {causal = true} : (tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>) -> tensor<?x2x?x16xf32>
  return %o : tensor<?x2x?x16xf32>
}

func.func @cross(%q: tensor<?x4x?x24xf32> {hidet.symbols = ["batch", "", "sq", ""]}, %k: tensor<?x2x?x24xf32> {hidet.symbols = ["batch", "", "sk", ""]}, %v: tensor<?x2x?x24xf32> {hidet.symbols = ["batch", "", "sk", ""]}) -> (tensor<?x4x?x24xf32> {hidet.symbols = ["batch", "", "sq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, sk = array<i64: 1, 256>, sq = array<i64: 1, 64>}} {
  %o = "graph.attention"(%q, %k, %v) : (tensor<?x4x?x24xf32>, tensor<?x2x?x24xf32>, tensor<?x2x?x24xf32>) -> tensor<?x4x?x24xf32>
  return %o : tensor<?x4x?x24xf32>
}

func.func @padmask(%q: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}, %k: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}, %v: tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}, %m: tensor<?x1x1x?xi1> {hidet.symbols = ["batch", "", "", "seq"]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["batch", "", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %o = "graph.attention"(%q, %k, %v, %m) : (tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x1x1x?xi1>) -> tensor<?x2x?x16xf32>
  return %o : tensor<?x2x?x16xf32>
}

func.func @bert(%q: tensor<?x?x2x16xf32> {hidet.symbols = ["batch", "seq", "", ""]}, %k: tensor<?x?x2x16xf32> {hidet.symbols = ["batch", "seq", "", ""]}, %v: tensor<?x?x2x16xf32> {hidet.symbols = ["batch", "seq", "", ""]}) -> (tensor<?x?x2x16xf32> {hidet.symbols = ["batch", "seq", "", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %0 = "graph.transpose"(%q) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x2x16xf32>) -> tensor<?x2x?x16xf32>
  %1 = "graph.transpose"(%k) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x2x16xf32>) -> tensor<?x2x?x16xf32>
  %2 = "graph.transpose"(%v) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x2x16xf32>) -> tensor<?x2x?x16xf32>
  %3 = "graph.attention"(%0, %1, %2) {scale = 2.500000e-01 : f64} : (tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>) -> tensor<?x2x?x16xf32>
  %4 = "graph.transpose"(%3) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x2x?x16xf32>) -> tensor<?x?x2x16xf32>
  return %4 : tensor<?x?x2x16xf32>
}

func.func @half(%q: tensor<?x2x?x16xf16> {hidet.symbols = ["batch", "", "seq", ""]}, %k: tensor<?x2x?x16xf16> {hidet.symbols = ["batch", "", "seq", ""]}, %v: tensor<?x2x?x16xf16> {hidet.symbols = ["batch", "", "seq", ""]}) -> (tensor<?x2x?x16xf16> {hidet.symbols = ["batch", "", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} {
  %o = "graph.attention"(%q, %k, %v) {scale = 2.500000e-01 : f64} : (tensor<?x2x?x16xf16>, tensor<?x2x?x16xf16>, tensor<?x2x?x16xf16>) -> tensor<?x2x?x16xf16>
  return %o : tensor<?x2x?x16xf16>
}

func.func @crossbf(%q: tensor<?x4x?x24xbf16> {hidet.symbols = ["batch", "", "sq", ""]}, %k: tensor<?x2x?x24xbf16> {hidet.symbols = ["batch", "", "sk", ""]}, %v: tensor<?x2x?x24xbf16> {hidet.symbols = ["batch", "", "sk", ""]}) -> (tensor<?x4x?x24xbf16> {hidet.symbols = ["batch", "", "sq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, sk = array<i64: 1, 256>, sq = array<i64: 1, 64>}} {
  %o = "graph.attention"(%q, %k, %v) {causal = true} : (tensor<?x4x?x24xbf16>, tensor<?x2x?x24xbf16>, tensor<?x2x?x24xbf16>) -> tensor<?x4x?x24xbf16>
  return %o : tensor<?x4x?x24xbf16>
}
