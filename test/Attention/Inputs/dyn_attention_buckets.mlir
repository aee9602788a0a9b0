// For test/Attention/dynamic-gpu-run.test (docs/dynamic-shapes.md):
// @seq: a causal attention whose `?` dims carry ONE symbol (seq in [1, 4096];
//       the batch is static), for the size buckets: one copy of the kernel
//       per bucket, dispatched on the host;
// @two: two `?` batch dims before the heads (q [b, s, 2, n, 16]): grid y is
//       2 x b x s, from two memref.dim factors on the host.
func.func @seq(%q: tensor<2x2x?x64xf32> {hidet.symbols = ["", "", "seq", ""]}, %k: tensor<2x2x?x64xf32> {hidet.symbols = ["", "", "seq", ""]}, %v: tensor<2x2x?x64xf32> {hidet.symbols = ["", "", "seq", ""]}) -> (tensor<2x2x?x64xf32> {hidet.symbols = ["", "", "seq", ""]}) attributes {hidet.symbol_ranges = {seq = array<i64: 1, 4096>}} {
  %o = "graph.attention"(%q, %k, %v) {causal = true} : (tensor<2x2x?x64xf32>, tensor<2x2x?x64xf32>, tensor<2x2x?x64xf32>) -> tensor<2x2x?x64xf32>
  return %o : tensor<2x2x?x64xf32>
}

func.func @two(%q: tensor<?x?x2x?x16xf32> {hidet.symbols = ["b", "s", "", "n", ""]}, %k: tensor<?x?x2x?x16xf32> {hidet.symbols = ["b", "s", "", "n", ""]}, %v: tensor<?x?x2x?x16xf32> {hidet.symbols = ["b", "s", "", "n", ""]}) -> (tensor<?x?x2x?x16xf32> {hidet.symbols = ["b", "s", "", "n", ""]}) attributes {hidet.symbol_ranges = {b = array<i64: 1, 4>, n = array<i64: 1, 64>, s = array<i64: 1, 4>}} {
  %o = "graph.attention"(%q, %k, %v) {causal = true} : (tensor<?x?x2x?x16xf32>, tensor<?x?x2x?x16xf32>, tensor<?x?x2x?x16xf32>) -> tensor<?x?x2x?x16xf32>
  return %o : tensor<?x?x2x?x16xf32>
}
