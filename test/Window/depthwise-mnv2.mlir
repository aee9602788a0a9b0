// The MobileNet-V2 depthwise 3x3 shapes of ../shared/BENCHMARKS.md ((H, W,
// C, stride) = (112, 112, 32, 1), (112, 112, 64, 2), (14, 14, 512, 2),
// (7, 7, 1024, 1)), scaled down for the emulator (H, W / 8 and C / 4 for
// the first two, C / 8 for the others: (14, 14, 8, 1), (14, 14, 16, 2),
// (14, 14, 64, 2), (7, 7, 128, 1)), batch 2, NHWC as the importers give
// them, padding 1, each with batch norm (eval) + ReLU6 fused into its
// store, as in MobileNet-V2. On the emulator against the reference path,
// outputs poisoned, random thread order: the cost model's schedules and 21
// sampled from the space, each also through ptxas with no spills.
// Under ASan the paths are depthwise.mlir's (the same template, strides 1
// and 2, fused batch norm + ReLU6); these four shapes add emulations, not code.
// UNSUPPORTED: asan
// RUN: python3 %S/run_window.py %s --template depthwise --tmp %t.dir --samples 21 --seed 11 --ptx-samples --atol 1e-5 --rtol 1e-4 --args "--entry=mnv2 --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: b{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 depthwise schedules of 27: 21 passed, 0 failed
func.func @mnv2(%x1: tensor<2x14x14x8xf32>, %w1: tensor<3x3x1x8xf32>, %s1: tensor<8xf32>, %b1: tensor<8xf32>,
                %x2: tensor<2x14x14x16xf32>, %w2: tensor<3x3x1x16xf32>, %s2: tensor<16xf32>, %b2: tensor<16xf32>,
                %x3: tensor<2x14x14x64xf32>, %w3: tensor<3x3x1x64xf32>, %s3: tensor<64xf32>, %b3: tensor<64xf32>,
                %x4: tensor<2x7x7x128xf32>, %w4: tensor<3x3x1x128xf32>, %s4: tensor<128xf32>, %b4: tensor<128xf32>)
    -> (tensor<2x14x14x8xf32>, tensor<2x7x7x16xf32>, tensor<2x7x7x64xf32>, tensor<2x7x7x128xf32>) {
  %zero = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %six = "graph.constant"() {value = dense<6.0> : tensor<f32>} : () -> tensor<f32>
  %c1 = "graph.conv2d"(%x1, %w1) {groups = 8 : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x14x14x8xf32>, tensor<3x3x1x8xf32>) -> tensor<2x14x14x8xf32>
  %m1 = "graph.mul"(%c1, %s1) : (tensor<2x14x14x8xf32>, tensor<8xf32>) -> tensor<2x14x14x8xf32>
  %a1 = "graph.add"(%m1, %b1) : (tensor<2x14x14x8xf32>, tensor<8xf32>) -> tensor<2x14x14x8xf32>
  %l1 = "graph.max"(%a1, %zero) : (tensor<2x14x14x8xf32>, tensor<f32>) -> tensor<2x14x14x8xf32>
  %r1 = "graph.min"(%l1, %six) : (tensor<2x14x14x8xf32>, tensor<f32>) -> tensor<2x14x14x8xf32>
  %c2 = "graph.conv2d"(%x2, %w2) {groups = 16 : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x14x14x16xf32>, tensor<3x3x1x16xf32>) -> tensor<2x7x7x16xf32>
  %m2 = "graph.mul"(%c2, %s2) : (tensor<2x7x7x16xf32>, tensor<16xf32>) -> tensor<2x7x7x16xf32>
  %a2 = "graph.add"(%m2, %b2) : (tensor<2x7x7x16xf32>, tensor<16xf32>) -> tensor<2x7x7x16xf32>
  %l2 = "graph.max"(%a2, %zero) : (tensor<2x7x7x16xf32>, tensor<f32>) -> tensor<2x7x7x16xf32>
  %r2 = "graph.min"(%l2, %six) : (tensor<2x7x7x16xf32>, tensor<f32>) -> tensor<2x7x7x16xf32>
  %c3 = "graph.conv2d"(%x3, %w3) {groups = 64 : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x14x14x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x7x7x64xf32>
  %m3 = "graph.mul"(%c3, %s3) : (tensor<2x7x7x64xf32>, tensor<64xf32>) -> tensor<2x7x7x64xf32>
  %a3 = "graph.add"(%m3, %b3) : (tensor<2x7x7x64xf32>, tensor<64xf32>) -> tensor<2x7x7x64xf32>
  %l3 = "graph.max"(%a3, %zero) : (tensor<2x7x7x64xf32>, tensor<f32>) -> tensor<2x7x7x64xf32>
  %r3 = "graph.min"(%l3, %six) : (tensor<2x7x7x64xf32>, tensor<f32>) -> tensor<2x7x7x64xf32>
  %c4 = "graph.conv2d"(%x4, %w4) {groups = 128 : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<2x7x7x128xf32>, tensor<3x3x1x128xf32>) -> tensor<2x7x7x128xf32>
  %m4 = "graph.mul"(%c4, %s4) : (tensor<2x7x7x128xf32>, tensor<128xf32>) -> tensor<2x7x7x128xf32>
  %a4 = "graph.add"(%m4, %b4) : (tensor<2x7x7x128xf32>, tensor<128xf32>) -> tensor<2x7x7x128xf32>
  %l4 = "graph.max"(%a4, %zero) : (tensor<2x7x7x128xf32>, tensor<f32>) -> tensor<2x7x7x128xf32>
  %r4 = "graph.min"(%l4, %six) : (tensor<2x7x7x128xf32>, tensor<f32>) -> tensor<2x7x7x128xf32>
  return %r1, %r2, %r3, %r4 : tensor<2x14x14x8xf32>, tensor<2x7x7x16xf32>, tensor<2x7x7x64xf32>, tensor<2x7x7x128xf32>
}
