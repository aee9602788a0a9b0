// graph.softmax on the softmax template (codegen/templates/softmax.c),
// end to end: hidet-compile-to-gpu, then the CUDA emulator against the
// reference path on seeded random inputs, outputs poisoned, random thread
// order. One function holds every shape, so one run checks them all:
//  - rows of 1, 7, 33, 1000 and 30000 elements (axis -1);
//  - 3-D inputs along the middle axis (inner 10 and 5) and a 2-D input
//    along axis 0 (outer 1, inner 12): column reductions;
//  - attention scores with a fused prologue, x * scale + mask (the mask
//    broadcast over batch and heads), and an epilogue (* w);
// for the cost model's schedules and for 20 schedules sampled from the
// space's unsplit schedules (half of each layout; softmax-split.mlir
// samples the split ones), each also assembled by ptxas (sm_80 and sm_90
// alternately) with no spills.
// RUN: python3 %S/run_stitch.py %s --template softmax --tmp %t.dir --samples 20 --seed 7 --ptx-samples --filter '^[a-z]+-g[0-9]+-p[0-9]+-c[0-9]+$' --atol 1e-6 --rtol 1e-5 --args "--entry=softmax_all --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK-NOT: FAIL
// CHECK: sampled 20 softmax schedules of {{[0-9]+}} (row 10, col 10): 20 passed, 0 failed

func.func @softmax_all(%r1: tensor<9x1xf32>, %r7: tensor<13x7xf32>, %r33: tensor<6x33xf32>,
                       %r1000: tensor<5x1000xf32>, %r30000: tensor<2x30000xf32>,
                       %m10: tensor<3x33x10xf32>, %m5: tensor<4x7x5xf32>, %a0: tensor<7x12xf32>,
                       %q: tensor<2x3x17x17xf32>, %mask: tensor<1x1x17x17xf32>, %w: tensor<2x3x17x17xf32>)
    -> (tensor<9x1xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>, tensor<2x30000xf32>,
        tensor<3x33x10xf32>, tensor<4x7x5xf32>, tensor<7x12xf32>, tensor<2x3x17x17xf32>) {
  %y1 = "graph.softmax"(%r1) {axis = -1 : i64} : (tensor<9x1xf32>) -> tensor<9x1xf32>
  %y7 = "graph.softmax"(%r7) {axis = 1 : i64} : (tensor<13x7xf32>) -> tensor<13x7xf32>
  %y33 = "graph.softmax"(%r33) {axis = -1 : i64} : (tensor<6x33xf32>) -> tensor<6x33xf32>
  %y1000 = "graph.softmax"(%r1000) {axis = -1 : i64} : (tensor<5x1000xf32>) -> tensor<5x1000xf32>
  %y30000 = "graph.softmax"(%r30000) {axis = -1 : i64} : (tensor<2x30000xf32>) -> tensor<2x30000xf32>
  %ym10 = "graph.softmax"(%m10) {axis = 1 : i64} : (tensor<3x33x10xf32>) -> tensor<3x33x10xf32>
  %ym5 = "graph.softmax"(%m5) {axis = -2 : i64} : (tensor<4x7x5xf32>) -> tensor<4x7x5xf32>
  %ya0 = "graph.softmax"(%a0) {axis = 0 : i64} : (tensor<7x12xf32>) -> tensor<7x12xf32>
  %scale = "graph.constant"() {value = dense<3.0> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.mul"(%q, %scale) : (tensor<2x3x17x17xf32>, tensor<f32>) -> tensor<2x3x17x17xf32>
  %sm = "graph.add"(%s, %mask) : (tensor<2x3x17x17xf32>, tensor<1x1x17x17xf32>) -> tensor<2x3x17x17xf32>
  %p = "graph.softmax"(%sm) {axis = -1 : i64} : (tensor<2x3x17x17xf32>) -> tensor<2x3x17x17xf32>
  %pw = "graph.mul"(%p, %w) : (tensor<2x3x17x17xf32>, tensor<2x3x17x17xf32>) -> tensor<2x3x17x17xf32>
  return %y1, %y7, %y33, %y1000, %y30000, %ym10, %ym5, %ya0, %pw : tensor<9x1xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>, tensor<2x30000xf32>, tensor<3x33x10xf32>, tensor<4x7x5xf32>, tensor<7x12xf32>, tensor<2x3x17x17xf32>
}
