// The measured schedule cache of the H200 attention runs
// (bench/attention/schedules.h200.txt) parses and picks its schedule: the
// BERT-shaped f16 attention at 512 tokens takes the K/V ring with 128-key
// tiles w4-m1-k128-s2 (65.7 us in H200 run 6), which the cost model alone
// now picks too (with attnTcRingSyncClk; before it, w8-m1-k64-s2, 86 us),
// the f32 decode step r4-k32-g32-split2.
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu{arch=sm_90 cache=%hidet_src/bench/attention/schedules.h200.txt})' | FileCheck %s
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu{arch=sm_90})' | FileCheck %s --check-prefix=MODEL
// CHECK-DAG: hidet.schedule = {keys = 128 : i64, mt = 1 : i64, stages = 2 : i64, warps = 4 : i64}
// CHECK-DAG: hidet.schedule = {group = 32 : i64, keys = 32 : i64, pack = 0 : i64, rows = 4 : i64, splits = 2 : i64, tr = 1 : i64}
// MODEL-DAG: hidet.schedule = {keys = 128 : i64, mt = 1 : i64, stages = 2 : i64, warps = 4 : i64}
func.func @bert512(%q: tensor<16x12x512x64xf16>, %k: tensor<16x12x512x64xf16>, %v: tensor<16x12x512x64xf16>) -> tensor<16x12x512x64xf16> {
  %o = "graph.attention"(%q, %k, %v) {scale = 1.250000e-01 : f64} : (tensor<16x12x512x64xf16>, tensor<16x12x512x64xf16>, tensor<16x12x512x64xf16>) -> tensor<16x12x512x64xf16>
  return %o : tensor<16x12x512x64xf16>
}
func.func @decode(%q: tensor<8x32x1x128xf32>, %k: tensor<8x32x4096x128xf32>, %v: tensor<8x32x4096x128xf32>) -> tensor<8x32x1x128xf32> {
  %o = "graph.attention"(%q, %k, %v) {scale = 0.088388347648318441 : f64} : (tensor<8x32x1x128xf32>, tensor<8x32x4096x128xf32>, tensor<8x32x4096x128xf32>) -> tensor<8x32x1x128xf32>
  return %o : tensor<8x32x1x128xf32>
}
