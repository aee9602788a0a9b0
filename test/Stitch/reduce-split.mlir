// The reduce template's global (two-kernel split) scheme, end to end:
// hidet-compile-to-gpu, then the CUDA emulator against the reference path
// on seeded random inputs, outputs poisoned, random thread order. Few long
// rows, so the cost model splits each row across blocks (split S > 1:
// kernel 1 writes S partials per row into the workspace, kernel 2 combines
// them and applies the epilogue):
//  - rows of 30000 (1, 16 and 64 rows), 30001 (odd R: 7 and 3 rows) and
//    1000000 (1 and 2 rows); every kind: sum, max, min, mean;
//  - a middle-axis reduction (3 x 30001 x 5 over axis 1, keepdims) and a
//    column reduction (11000 x 123 over axis 0: 123 rows of 11000 elements
//    492 bytes apart);
//  - a fused prologue in kernel 1 (x quantized to multiples of 1/256:
//    x * 256 -> i32 -> f32 * 1/256, which makes the sums exact in any
//    order) and a fused epilogue in kernel 2 (+ bias, * w, abs);
// for the cost model's schedules (each must be a split one, with or without
// 128-bit loads (-v4), but the 64 rows of 30000: with -v4 a block of 1024
// threads reads a row in 8 loads a thread, and the model no longer pays for
// a second kernel there) and for 12
// schedules sampled from the space's split schedules (half of each layout),
// each also assembled by ptxas (sm_80 and sm_90 alternately) with no
// spills.
// RUN: python3 %S/run_stitch.py %s --template reduce --tmp %t.dir --samples 12 --seed 4 --ptx-samples --filter='-s[0-9]+$' --atol 1e-5 --rtol 1e-5 --args "--entry=split_all --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: row-g{{[0-9]+}}-p{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}{{(-s[0-9]+)?}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} {{(row|col)}}-g{{[0-9]+}}-p{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} {{(row|col)}}-g{{[0-9]+}}-p{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK-NOT: FAIL
// CHECK: sampled 12 reduce schedules of {{[0-9]+}} (row 6, col 6): 12 passed, 0 failed

func.func @split_all(%a: tensor<1x30000xf32>, %b: tensor<64x30000xf32>, %c: tensor<7x30001xf32>,
                     %d: tensor<3x30001xf32>, %e: tensor<1x1000000xf32>, %f: tensor<2x1000000xf32>,
                     %g: tensor<3x30001x5xf32>, %h: tensor<16x30000xf32>, %bias: tensor<16xf32>,
                     %w: tensor<16xf32>, %k: tensor<11000x123xf32>)
    -> (tensor<1xf32>, tensor<64xf32>, tensor<7xf32>, tensor<3xf32>, tensor<1xf32>, tensor<2xf32>,
        tensor<3x1x5xf32>, tensor<16xf32>, tensor<123xf32>) {
  // sum of one row of 30000, quantized prologue
  %s256a = "graph.constant"() {value = dense<256.0> : tensor<f32>} : () -> tensor<f32>
  %inva = "graph.constant"() {value = dense<0.00390625> : tensor<f32>} : () -> tensor<f32>
  %a1 = "graph.mul"(%a, %s256a) : (tensor<1x30000xf32>, tensor<f32>) -> tensor<1x30000xf32>
  %a2 = "graph.cast"(%a1) : (tensor<1x30000xf32>) -> tensor<1x30000xi32>
  %a3 = "graph.cast"(%a2) : (tensor<1x30000xi32>) -> tensor<1x30000xf32>
  %a4 = "graph.mul"(%a3, %inva) : (tensor<1x30000xf32>, tensor<f32>) -> tensor<1x30000xf32>
  %ya = "graph.reduce"(%a4) {axes = array<i64: 1>, kind = "sum"} : (tensor<1x30000xf32>) -> tensor<1xf32>
  %yb = "graph.reduce"(%b) {axes = array<i64: 1>, kind = "max"} : (tensor<64x30000xf32>) -> tensor<64xf32>
  %yc = "graph.reduce"(%c) {axes = array<i64: -1>, kind = "min"} : (tensor<7x30001xf32>) -> tensor<7xf32>
  %yd = "graph.reduce"(%d) {axes = array<i64: 1>, kind = "mean"} : (tensor<3x30001xf32>) -> tensor<3xf32>
  %ye = "graph.reduce"(%e) {axes = array<i64: 1>, kind = "mean"} : (tensor<1x1000000xf32>) -> tensor<1xf32>
  // sum of two rows of 1000000, quantized prologue
  %s256f = "graph.constant"() {value = dense<256.0> : tensor<f32>} : () -> tensor<f32>
  %invf = "graph.constant"() {value = dense<0.00390625> : tensor<f32>} : () -> tensor<f32>
  %f1 = "graph.mul"(%f, %s256f) : (tensor<2x1000000xf32>, tensor<f32>) -> tensor<2x1000000xf32>
  %f2 = "graph.cast"(%f1) : (tensor<2x1000000xf32>) -> tensor<2x1000000xi32>
  %f3 = "graph.cast"(%f2) : (tensor<2x1000000xi32>) -> tensor<2x1000000xf32>
  %f4 = "graph.mul"(%f3, %invf) : (tensor<2x1000000xf32>, tensor<f32>) -> tensor<2x1000000xf32>
  %yf = "graph.reduce"(%f4) {axes = array<i64: 1>, kind = "sum"} : (tensor<2x1000000xf32>) -> tensor<2xf32>
  %yg = "graph.reduce"(%g) {axes = array<i64: 1>, keepdims = true, kind = "mean"} : (tensor<3x30001x5xf32>) -> tensor<3x1x5xf32>
  // sum of 16 rows of 30000: quantized prologue, epilogue |(s + bias) * w|
  %s256h = "graph.constant"() {value = dense<256.0> : tensor<f32>} : () -> tensor<f32>
  %invh = "graph.constant"() {value = dense<0.00390625> : tensor<f32>} : () -> tensor<f32>
  %h1 = "graph.mul"(%h, %s256h) : (tensor<16x30000xf32>, tensor<f32>) -> tensor<16x30000xf32>
  %h2 = "graph.cast"(%h1) : (tensor<16x30000xf32>) -> tensor<16x30000xi32>
  %h3 = "graph.cast"(%h2) : (tensor<16x30000xi32>) -> tensor<16x30000xf32>
  %h4 = "graph.mul"(%h3, %invh) : (tensor<16x30000xf32>, tensor<f32>) -> tensor<16x30000xf32>
  %sh = "graph.reduce"(%h4) {axes = array<i64: 1>, kind = "sum"} : (tensor<16x30000xf32>) -> tensor<16xf32>
  %sb = "graph.add"(%sh, %bias) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %sc = "graph.mul"(%sb, %w) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %yh = "graph.abs"(%sc) : (tensor<16xf32>) -> tensor<16xf32>
  // a column reduction (AStitch's 11000 x 123 over axis 0)
  %yk = "graph.reduce"(%k) {axes = array<i64: 0>, kind = "max"} : (tensor<11000x123xf32>) -> tensor<123xf32>
  return %ya, %yb, %yc, %yd, %ye, %yf, %yg, %yh, %yk : tensor<1xf32>, tensor<64xf32>, tensor<7xf32>, tensor<3xf32>, tensor<1xf32>, tensor<2xf32>, tensor<3x1x5xf32>, tensor<16xf32>, tensor<123xf32>
}
