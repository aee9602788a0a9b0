// graph.attention with scale = 1.0 (Whisper's encoder scales q before the
// scores, so its raised attention has scale 1): the attention templates print
// the scale as a float literal ("1" alone did not parse). f32 (attention_simt)
// and f16 (attention_tc), emulator against the reference path.
//
// RUN: hidet-opt -p 'builtin.module(hidet-compile-to-gpu)' %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=TPL < %t.mlir
// TPL-DAG: hidet.template = "attention_simt"
// TPL-DAG: hidet.template = "attention_tc"
// RUN: hidet-run --target=emulate %t.mlir --entry=f32 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --seed=3 --atol=1e-5 --rtol=1e-4 | FileCheck %s
// RUN: hidet-run --target=emulate %t.mlir --entry=f16 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --seed=3 --atol=2e-3 --rtol=4e-3 | FileCheck %s
// CHECK: compare: PASS
func.func @f32(%q: tensor<1x2x8x16xf32>, %k: tensor<1x2x8x16xf32>, %v: tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32> {
  %o = "graph.attention"(%q, %k, %v) {scale = 1.000000e+00 : f64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
  return %o : tensor<1x2x8x16xf32>
}
func.func @f16(%q: tensor<1x2x8x16xf16>, %k: tensor<1x2x8x16xf16>, %v: tensor<1x2x8x16xf16>) -> tensor<1x2x8x16xf16> {
  %o = "graph.attention"(%q, %k, %v) {scale = 1.000000e+00 : f64} : (tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>) -> tensor<1x2x8x16xf16>
  return %o : tensor<1x2x8x16xf16>
}
