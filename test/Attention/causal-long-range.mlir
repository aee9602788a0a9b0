// A causal attention whose run-time length may reach 2^31 - 1 tokens: both
// templates' cost models average a causal block's key tiles over the query
// tiles (hidetAttentionCausalMeanTiles), about a billion of them at this
// range's representative length. Done exactly, that loop per estimate ran
// for minutes (attention_simt, f32; measured at 2^30) and, for
// attention_tc (f16), 17 s at 2^30 on the 2-core CPU machine, linear in
// the query tiles, so about twice that here; the mean is sampled beyond
// 4096 query tiles, and
// each now compiles in well under a second (the `timeout` turns a
// regression into a failure rather than a stalled suite). Up to 4096 query
// tiles the mean stays exact: test/Bench/calibrate.test pins the estimates'
// ranks at real lengths.
// RUN: sed 's/F16OR32/f32/g' %s | timeout 20 hidet-opt -p 'builtin.module(hidet-compile-to-gpu{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMT
// RUN: sed 's/F16OR32/f16/g' %s | timeout 20 hidet-opt -p 'builtin.module(hidet-compile-to-gpu{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TC
// SIMT: stitch @causal_kernel0: 1 kernel, template attention_simt
// TC: stitch @causal_kernel0: 1 kernel, template attention_tc
func.func @causal(%q: tensor<?x2x?x64xF16OR32> {hidet.symbols = ["batch", "", "seq", ""]}, %k: tensor<?x2x?x64xF16OR32> {hidet.symbols = ["batch", "", "seq", ""]}, %v: tensor<?x2x?x64xF16OR32> {hidet.symbols = ["batch", "", "seq", ""]}) -> (tensor<?x2x?x64xF16OR32> {hidet.symbols = ["batch", "", "seq", ""]}) attributes {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 2147483647>}} {
  %o = "graph.attention"(%q, %k, %v) {causal = true} : (tensor<?x2x?x64xF16OR32>, tensor<?x2x?x64xF16OR32>, tensor<?x2x?x64xF16OR32>) -> tensor<?x2x?x64xF16OR32>
  return %o : tensor<?x2x?x64xF16OR32>
}
