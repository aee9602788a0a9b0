// graph.conv2d with groups > 1 on the depthwise template
// (codegen/templates/depthwise.c), end to end: hidet-compile-to-gpu, then
// the CUDA emulator against the reference path on seeded random inputs,
// outputs poisoned, random thread order. One function holds every case:
//  - depthwise 3x3, stride 1, padding 1, NHWC (C = 8, 9x9) with bias, batch
//    norm in eval form ((y - mean) * rsqrt(var + eps) * gamma + beta) and
//    ReLU6 (max 0, min 6) fused as the epilogue;
//  - depthwise, C = 3, H = W = 57, stride 2, padding 1, NCHW;
//  - channel multiplier 2 (groups = C = 4, F = 8), strides 2, asymmetric
//    padding (top 1, bottom 0, left 0, right 1), dilations (2, 1), NCHW;
//  - a grouped conv (groups 2, C = 6, F = 4: 3 input channels per group),
//    NHWC, no padding, with a fused prologue relu(x): padding zeros after
//    the prologue;
// for the cost model's schedules and 21 schedules sampled from the space,
// each also assembled by ptxas (sm_80 and sm_90 alternately) with no spills.
// RUN: python3 %S/run_window.py %s --template depthwise --tmp %t.dir --samples 21 --seed 7 --ptx-samples --atol 1e-5 --rtol 1e-4 --args "--entry=convs --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: b{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 depthwise schedules of 27: 21 passed, 0 failed
func.func @convs(%x1: tensor<2x9x9x8xf32>, %w1: tensor<3x3x1x8xf32>, %bias: tensor<8xf32>,
                 %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>,
                 %x2: tensor<1x3x57x57xf32>, %w2: tensor<3x1x3x3xf32>,
                 %x3: tensor<1x4x11x10xf32>, %w3: tensor<8x1x3x3xf32>,
                 %x4: tensor<1x6x6x6xf32>, %w4: tensor<3x3x3x4xf32>)
    -> (tensor<2x9x9x8xf32>, tensor<1x3x29x29xf32>, tensor<1x8x4x5xf32>, tensor<1x4x4x4xf32>) {
  %c1 = "graph.conv2d"(%x1, %w1) {groups = 8 : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x9x9x8xf32>, tensor<3x3x1x8xf32>) -> tensor<2x9x9x8xf32>
  %b1 = "graph.add"(%c1, %bias) : (tensor<2x9x9x8xf32>, tensor<8xf32>) -> tensor<2x9x9x8xf32>
  %eps = "graph.constant"() {value = dense<1.0e-5> : tensor<f32>} : () -> tensor<f32>
  %ve = "graph.add"(%var, %eps) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  %rs = "graph.rsqrt"(%ve) : (tensor<8xf32>) -> tensor<8xf32>
  %d1 = "graph.sub"(%b1, %mean) : (tensor<2x9x9x8xf32>, tensor<8xf32>) -> tensor<2x9x9x8xf32>
  %n1 = "graph.mul"(%d1, %rs) : (tensor<2x9x9x8xf32>, tensor<8xf32>) -> tensor<2x9x9x8xf32>
  %g1 = "graph.mul"(%n1, %gamma) : (tensor<2x9x9x8xf32>, tensor<8xf32>) -> tensor<2x9x9x8xf32>
  %o1 = "graph.add"(%g1, %beta) : (tensor<2x9x9x8xf32>, tensor<8xf32>) -> tensor<2x9x9x8xf32>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %six = "graph.constant"() {value = dense<6.0> : tensor<f32>} : () -> tensor<f32>
  %l1 = "graph.max"(%o1, %zero) : (tensor<2x9x9x8xf32>, tensor<f32>) -> tensor<2x9x9x8xf32>
  %r1 = "graph.min"(%l1, %six) : (tensor<2x9x9x8xf32>, tensor<f32>) -> tensor<2x9x9x8xf32>
  %c2 = "graph.conv2d"(%x2, %w2) {groups = 3 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x3x57x57xf32>, tensor<3x1x3x3xf32>) -> tensor<1x3x29x29xf32>
  %c3 = "graph.conv2d"(%x3, %w3) {groups = 4 : i64, padding = array<i64: 1, 0, 0, 1>, strides = array<i64: 2, 2>, dilations = array<i64: 2, 1>} : (tensor<1x4x11x10xf32>, tensor<8x1x3x3xf32>) -> tensor<1x8x4x5xf32>
  %p4 = "graph.relu"(%x4) : (tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32>
  %c4 = "graph.conv2d"(%p4, %w4) {groups = 2 : i64, layout = "NHWC"} : (tensor<1x6x6x6xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
  return %r1, %c2, %c3, %c4 : tensor<2x9x9x8xf32>, tensor<1x3x29x29xf32>, tensor<1x8x4x5xf32>, tensor<1x4x4x4xf32>
}
