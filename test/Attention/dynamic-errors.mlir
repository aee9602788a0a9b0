// graph.attention with `?` dims (docs/dynamic-shapes.md): what the GPU path
// still refuses, each a located error.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics -p 'builtin.module(hidet-partition)'
// A split-KV schedule with more slices than the key tiles at the declared
// upper bound (seq <= 128: 2 tiles of 64 keys) does not fit (split-KV with
// run-time extents itself works: dynamic-gpu-run.test).
// RUN: not hidet-opt %S/Inputs/dyn_attention.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80 tune=fixed schedule=r4-k64-g32-split4})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: dyn_attention.mlir:{{[0-9]+}}:8: error: 'graph.attention' op schedule 'r4-k64-g32-split4' fits sm_80 but not this attention 16x128x128x16x16 {{.*}}does not fit: 4 split-KV slices of 2 key tiles
// The host grid takes at most 8 run-time factors an axis (hidet.grid_dynamic):
// RUN: not hidet-opt %S/Inputs/dyn_attention_many.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MANY
// MANY: dyn_attention_many.mlir:{{[0-9]+}}:8: error: cannot instantiate the attention_simt template: more than 8 `?` batch dims

// A `?` mask dim must meet a `?` of the scores' shape (here the key length
// is static); a static mask dim over a `?` of the scores must be 1, which
// the op's verifier already requires.
func.func @mask_dyn_vs_static(%q: tensor<1x2x?x16xf32>, %k: tensor<1x2x7x16xf32>, %v: tensor<1x2x7x16xf32>, %m: tensor<1x1x1x?xi1>) -> tensor<1x2x?x16xf32> {
  // expected-error @+1 {{'graph.attention' op operand #3 has type tensor<1x1x1x?xi1>: dim 3 is dynamic, and its extent must meet a `?` of the scores' shape [batch.., heads, queries, keys] (or be a broadcast 1) for the GPU path, which reads extents at run time only from `?` dims; run it on the reference path (hidet-run --target=reference), docs/dynamic-shapes.md}}
  %o = "graph.attention"(%q, %k, %v, %m) : (tensor<1x2x?x16xf32>, tensor<1x2x7x16xf32>, tensor<1x2x7x16xf32>, tensor<1x1x1x?xi1>) -> tensor<1x2x?x16xf32>
  return %o : tensor<1x2x?x16xf32>
}

// -----

// What it takes: `?` batch and lengths, a [batch, 1, 1, keys] mask.
func.func @taken(%q: tensor<?x2x?x16xf32>, %k: tensor<?x2x?x16xf32>, %v: tensor<?x2x?x16xf32>, %m: tensor<?x1x1x?xi1>) -> tensor<?x2x?x16xf32> {
  %o = "graph.attention"(%q, %k, %v, %m) {causal = true} : (tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x1x1x?xi1>) -> tensor<?x2x?x16xf32>
  return %o : tensor<?x2x?x16xf32>
}
