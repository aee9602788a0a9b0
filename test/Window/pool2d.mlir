// graph.pool2d on the pool2d template (codegen/templates/pool.c), end to
// end: hidet-compile-to-gpu, then the CUDA emulator against the reference
// path on seeded random inputs, outputs poisoned, random thread order. One
// function holds every case:
//  - max 3x3 stride 2 padding 1 (NHWC, odd 7x9 input): padding ignored;
//  - max 2x2 stride 2 on NCHW 57x57 (the floor drops the last row/column);
//  - avg 3x2, strides (2, 1), asymmetric padding (top 0, bottom 1, left 1,
//    right 0), NCHW: padding counts in the divisor (graph.pool2d's avg);
//  - a global average pool (7x7 window over a 7x7 image, NHWC);
//  - avg 3x3 stride 1 padding 1 with a fused prologue (relu(x + b), b
//    broadcast over the channels) and epilogue (* 2, relu): the padding is
//    zero after the prologue;
// for the cost model's schedules and 21 schedules sampled from the space,
// each also assembled by ptxas (sm_80 and sm_90 alternately) with no spills.
// RUN: python3 %S/run_window.py %s --template pool2d --tmp %t.dir --samples 21 --seed 5 --ptx-samples --atol 1e-5 --rtol 1e-5 --args "--entry=pools --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: b{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 pool2d schedules of 27: 21 passed, 0 failed
func.func @pools(%x1: tensor<2x7x9x5xf32>, %x2: tensor<1x3x57x57xf32>, %x3: tensor<2x3x10x7xf32>,
                 %x4: tensor<2x7x7x6xf32>, %x5: tensor<2x6x6x4xf32>, %b5: tensor<4xf32>)
    -> (tensor<2x4x5x5xf32>, tensor<1x3x28x28xf32>, tensor<2x3x5x7xf32>, tensor<2x1x1x6xf32>,
        tensor<2x6x6x4xf32>) {
  %p1 = "graph.pool2d"(%x1) {kind = "max", kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<2x7x9x5xf32>) -> tensor<2x4x5x5xf32>
  %p2 = "graph.pool2d"(%x2) {kind = "max", kernel = array<i64: 2, 2>, layout = "NCHW"} : (tensor<1x3x57x57xf32>) -> tensor<1x3x28x28xf32>
  %p3 = "graph.pool2d"(%x3) {kind = "avg", kernel = array<i64: 3, 2>, strides = array<i64: 2, 1>, padding = array<i64: 0, 1, 1, 0>} : (tensor<2x3x10x7xf32>) -> tensor<2x3x5x7xf32>
  %p4 = "graph.pool2d"(%x4) {kind = "avg", kernel = array<i64: 7, 7>, layout = "NHWC"} : (tensor<2x7x7x6xf32>) -> tensor<2x1x1x6xf32>
  %s5 = "graph.add"(%x5, %b5) : (tensor<2x6x6x4xf32>, tensor<4xf32>) -> tensor<2x6x6x4xf32>
  %r5 = "graph.relu"(%s5) : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %p5 = "graph.pool2d"(%r5) {kind = "avg", kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %two = "graph.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %m5 = "graph.mul"(%p5, %two) : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<2x6x6x4xf32>
  %e5 = "graph.relu"(%m5) : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  return %p1, %p2, %p3, %p4, %e5 : tensor<2x4x5x5xf32>, tensor<1x3x28x28xf32>, tensor<2x3x5x7xf32>, tensor<2x1x1x6xf32>, tensor<2x6x6x4xf32>
}
