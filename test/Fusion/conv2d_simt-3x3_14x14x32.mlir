// conv2d_simt on a scaled-down ResNet-50 3x3 conv ((28,28,128,128,3,1,1)
// of docs/benchmarks.md at H = W = 14, C = F = 32, NHWC, batch 2) with the
// bottleneck's epilogue fused into the store hook: batch norm in eval form
// (mul, add), the residual add, ReLU. M = 392, N = 32, K = 288: the image is
// gathered 4 channels at a time (C % 4 == 0: load4 vectors, cp.async
// 16-byte copies with zero-fill in the padding). The cost model's schedule
// and 20 seeded samples of the space, stratified over stages, run on the
// emulator in random thread order against the reference path, output
// poisoned; f32 sums of 288 products of O(1) values: atol 1e-4, rtol 1e-4.
//
// RUN: python3 %S/run_graph.py %s --template conv2d_simt --samples 20 --ptx-samples --ptx-contains cp.async --tmp %t --args "--entry=f --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-4 --seed 51 | FileCheck %s
// CHECK: cost-model: w{{.*}} modes=async PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4: {{[0-9]+}},{{[0-9]+}},{{[0-9]+}}; split-K on/off: 10/10): 20 passed, 0 failed
func.func @f(%x: tensor<2x14x14x32xf32>, %w: tensor<3x3x32x32xf32>, %scale: tensor<32xf32>,
             %shift: tensor<32xf32>, %res: tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32> {
  %y = "graph.conv2d"(%x, %w) {layout = "NHWC", strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<2x14x14x32xf32>, tensor<3x3x32x32xf32>) -> tensor<2x14x14x32xf32>
  %m = "graph.mul"(%y, %scale) : (tensor<2x14x14x32xf32>, tensor<32xf32>) -> tensor<2x14x14x32xf32>
  %a = "graph.add"(%m, %shift) : (tensor<2x14x14x32xf32>, tensor<32xf32>) -> tensor<2x14x14x32xf32>
  %s = "graph.add"(%a, %res) : (tensor<2x14x14x32xf32>, tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32>
  %r = "graph.relu"(%s) : (tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32>
  return %r : tensor<2x14x14x32xf32>
}
