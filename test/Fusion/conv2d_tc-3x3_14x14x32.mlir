// conv2d_tc (f16, mma.sync) on a scaled-down ResNet-50 3x3 conv
// ((28,28,128,128,3,1,1) at H = W = 14, C = F = 32, NHWC, batch 2), with
// the bottleneck's epilogue (batch norm as mul/add, residual add, ReLU) in
// the store hook, after a cast of the f16 result to f32. Both operands are
// kernel inputs with C % 4 == 0 and F % 4 == 0: cp.async for both, the
// padded taps zero-filled through the validity map. Cost-model schedule
// and 20 seeded samples (stages 2..5) on the emulator in random thread
// order, output poisoned, against the reference path, every sample through
// ptxas; f16 products of O(1) values accumulated in f32 over K = 288, the
// f16 result rounding dominates: atol 1e-2, rtol 1e-2.
//
// RUN: python3 %S/run_graph.py %s --template conv2d_tc --samples 20 --ptx-samples --ptx-contains mma.sync --ptx-contains cp.async --tmp %t --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-2 --rtol 1e-2 --seed 61 | FileCheck %s
// CHECK: cost-model: w{{.*}}-mma{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4,5: 5,5,5,5; split-K on/off: 10/10{{(; [0-9]+ redrawn: did not fit the instance)?}}): 20 passed, 0 failed
func.func @f(%x: tensor<2x14x14x32xf16>, %w: tensor<3x3x32x32xf16>, %scale: tensor<32xf32>,
             %shift: tensor<32xf32>, %res: tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32> {
  %y = "graph.conv2d"(%x, %w) {layout = "NHWC", strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<2x14x14x32xf16>, tensor<3x3x32x32xf16>) -> tensor<2x14x14x32xf16>
  %yc = "graph.cast"(%y) : (tensor<2x14x14x32xf16>) -> tensor<2x14x14x32xf32>
  %m = "graph.mul"(%yc, %scale) : (tensor<2x14x14x32xf32>, tensor<32xf32>) -> tensor<2x14x14x32xf32>
  %a = "graph.add"(%m, %shift) : (tensor<2x14x14x32xf32>, tensor<32xf32>) -> tensor<2x14x14x32xf32>
  %s = "graph.add"(%a, %res) : (tensor<2x14x14x32xf32>, tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32>
  %r = "graph.relu"(%s) : (tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32>
  return %r : tensor<2x14x14x32xf32>
}
