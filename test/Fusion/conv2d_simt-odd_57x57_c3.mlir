// conv2d_simt at the odd shape of issue 15: C = 3, H = W = 57, 3x3, stride
// 2, pad 1 (NHWC, batch 2, F = 10): neither the image's channels nor the
// filter's rows (10) are a multiple of 4, so every load is an element-wise
// gather (load4 lanes, 4-byte cp.async copies). The prologue sigmoid runs on
// the image BEFORE the zero padding (sigmoid(0) = 0.5: a padded tap must
// still read 0), under cp.async in the post hook (template.h, IMPLICIT ZERO
// PADDING). M = 2*29*29 = 1682, not a multiple of any tile. Cost-model
// schedule plus 20 seeded samples in random thread order, output poisoned,
// against the reference path; 27-term f32 sums: atol 1e-5, rtol 1e-4.
//
// RUN: python3 %S/run_graph.py %s --template conv2d_simt --samples 20 --ptx-samples --tmp %t --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-5 --rtol 1e-4 --seed 52 | FileCheck %s
// CHECK: cost-model: w{{.*}} modes=async PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4: {{[0-9]+}},{{[0-9]+}},{{[0-9]+}}; split-K on/off: 10/10): 20 passed, 0 failed
func.func @f(%x: tensor<2x57x57x3xf32>, %w: tensor<3x3x3x10xf32>) -> tensor<2x29x29x10xf32> {
  %s = "graph.sigmoid"(%x) : (tensor<2x57x57x3xf32>) -> tensor<2x57x57x3xf32>
  %y = "graph.conv2d"(%s, %w) {layout = "NHWC", strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<2x57x57x3xf32>, tensor<3x3x3x10xf32>) -> tensor<2x29x29x10xf32>
  return %y : tensor<2x29x29x10xf32>
}
