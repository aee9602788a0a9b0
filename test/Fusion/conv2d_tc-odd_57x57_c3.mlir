// conv2d_tc (bf16) at the odd shape of issue 15: C = 3, H = W = 57, 3x3,
// stride 2, pad 1 (NHWC, batch 2, F = 10): the image cannot be copied 4
// channels at a time and goes through the load hooks (register-staged,
// element-wise gather with the padding selected to 0 after the prologue
// cast from f32); the filter rows (10) are not 8-byte aligned either.
// Cost-model schedule and 20 seeded samples (stages 2..5) on the emulator,
// output poisoned, against the reference path, every sample through
// ptxas; bf16 products over K = 27 in f32, bf16 result: atol 1e-2,
// rtol 2e-2.
//
// RUN: python3 %S/run_graph.py %s --template conv2d_tc --samples 20 --ptx-samples --ptx-contains mma.sync --tmp %t --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-2 --rtol 2e-2 --seed 62 | FileCheck %s
// CHECK: cost-model: w{{.*}}-mma{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4,5: 5,5,5,5; split-K on/off: 10/10{{(; [0-9]+ redrawn: did not fit the instance)?}}): 20 passed, 0 failed
func.func @f(%x: tensor<2x57x57x3xf32>, %w: tensor<3x3x3x10xbf16>) -> tensor<2x29x29x10xf32> {
  %e = "graph.exp"(%x) : (tensor<2x57x57x3xf32>) -> tensor<2x57x57x3xf32>
  %h = "graph.cast"(%e) : (tensor<2x57x57x3xf32>) -> tensor<2x57x57x3xbf16>
  %y = "graph.conv2d"(%h, %w) {layout = "NHWC", strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<2x57x57x3xbf16>, tensor<3x3x3x10xbf16>) -> tensor<2x29x29x10xbf16>
  %c = "graph.cast"(%y) : (tensor<2x29x29x10xbf16>) -> tensor<2x29x29x10xf32>
  return %c : tensor<2x29x29x10xf32>
}
