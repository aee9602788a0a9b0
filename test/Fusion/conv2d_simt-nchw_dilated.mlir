// conv2d_simt on NCHW (what hidet-import-linalg gives): K_gemm ordered
// (c, r, s) so that the filter [F, C, R, S] is read along its rows; the
// gathers are element-wise (neither operand is contiguous along the GEMM's
// vector dims). Stride 2, dilation 2, ASYMMETRIC padding (top 2, bottom 1,
// left 1, right 2), a relu(x) + 1 prologue (register-staged: the add reads
// a second value) whose padded taps must read 0, not 1; bias + ReLU
// epilogue. Cost-model schedule plus 8 seeded samples on the emulator,
// output poisoned, against the reference path: atol 1e-5, rtol 1e-4.
//
// RUN: python3 %S/run_graph.py %s --template conv2d_simt --samples 8 --tmp %t --args "--entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-5 --rtol 1e-4 --seed 53 | FileCheck %s
// CHECK: cost-model: w{{.*}} modes=register PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 8 schedules (stages 2,3,4: 3,3,2; split-K on/off: 4/4): 8 passed, 0 failed
func.func @f(%x: tensor<2x8x15x13xf32>, %w: tensor<12x8x3x3xf32>, %b: tensor<12x1x1xf32>) -> tensor<2x12x7x6xf32> {
  %r = "graph.relu"(%x) : (tensor<2x8x15x13xf32>) -> tensor<2x8x15x13xf32>
  %one = "graph.constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %x1 = "graph.add"(%r, %one) : (tensor<2x8x15x13xf32>, tensor<f32>) -> tensor<2x8x15x13xf32>
  %y = "graph.conv2d"(%x1, %w) {layout = "NCHW", strides = array<i64: 2, 2>, padding = array<i64: 2, 1, 1, 2>, dilations = array<i64: 2, 2>} : (tensor<2x8x15x13xf32>, tensor<12x8x3x3xf32>) -> tensor<2x12x7x6xf32>
  %z = "graph.add"(%y, %b) : (tensor<2x12x7x6xf32>, tensor<12x1x1xf32>) -> tensor<2x12x7x6xf32>
  %o = "graph.relu"(%z) : (tensor<2x12x7x6xf32>) -> tensor<2x12x7x6xf32>
  return %o : tensor<2x12x7x6xf32>
}
