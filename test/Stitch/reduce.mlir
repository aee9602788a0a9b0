// graph.reduce on the reduce template (codegen/templates/reduce.c), end to
// end: hidet-compile-to-gpu, then the CUDA emulator against the reference
// path on seeded random inputs, outputs poisoned, random thread order. One
// function holds every case, so one run checks them all:
//  - rows of 1, 7, 33, 1000 and 30000 elements, each kind (sum, max, min,
//    mean), with and without keepdims;
//  - 3-D inputs reduced over the middle axis (column reductions, inner 10
//    and 3), a reduction over axis 0 (outer 1, inner 3);
//  - axes that are not contiguous ([0, 2] and [1, 3] keepdims: the index
//    map walks them) and all axes (a rank-0 result);
//  - a fused prologue (x * x + y, y broadcast) and epilogue (+ b, tanh);
// for the cost model's schedules and for 20 schedules sampled from the
// space's one-block-per-row schedules (split 1; the split ones are
// reduce-split.mlir's), half of each layout, each also assembled by ptxas
// (sm_80 and sm_90 alternately) with no spills. Tolerance: sums of 1000 elements in
// another order differ by ~1e-6.
// RUN: python3 %S/run_stitch.py %s --template reduce --tmp %t.dir --samples 20 --seed 3 --ptx-samples --filter '^[a-z]+-g[0-9]+-p[0-9]+$' --atol 1e-5 --rtol 1e-5 --args "--entry=reduce_all --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK-NOT: FAIL
// CHECK: sampled 20 reduce schedules of {{[0-9]+}} (row 10, col 10): 20 passed, 0 failed

func.func @reduce_all(%r1: tensor<9x1xf32>, %r7: tensor<13x7xf32>, %r33: tensor<6x33xf32>,
                      %r1000: tensor<5x1000xf32>, %r30000: tensor<2x30000xf32>,
                      %m10: tensor<3x33x10xf32>, %m3: tensor<2x1000x3xf32>, %a0: tensor<1000x3xf32>,
                      %n3: tensor<4x5x6xf32>, %n4: tensor<3x4x5x6xf32>, %all: tensor<7x9xf32>,
                      %x: tensor<11x40xf32>, %y: tensor<40xf32>, %b: tensor<11xf32>, %r30000b: tensor<1x30000xf32>)
    -> (tensor<9xf32>, tensor<13x1xf32>, tensor<6xf32>, tensor<5xf32>, tensor<2xf32>,
        tensor<3x10xf32>, tensor<2x1x3xf32>, tensor<3xf32>, tensor<5xf32>, tensor<3x1x5x1xf32>,
        tensor<f32>, tensor<11xf32>, tensor<1000xf32>, tensor<1xf32>) {
  %y1 = "graph.reduce"(%r1) {axes = array<i64: 1>, kind = "sum"} : (tensor<9x1xf32>) -> tensor<9xf32>
  %y7 = "graph.reduce"(%r7) {axes = array<i64: -1>, keepdims = true, kind = "max"} : (tensor<13x7xf32>) -> tensor<13x1xf32>
  %y33 = "graph.reduce"(%r33) {axes = array<i64: 1>, kind = "min"} : (tensor<6x33xf32>) -> tensor<6xf32>
  %y1000 = "graph.reduce"(%r1000) {axes = array<i64: 1>, kind = "sum"} : (tensor<5x1000xf32>) -> tensor<5xf32>
  %y30000 = "graph.reduce"(%r30000) {axes = array<i64: 1>, kind = "mean"} : (tensor<2x30000xf32>) -> tensor<2xf32>
  %ym10 = "graph.reduce"(%m10) {axes = array<i64: 1>, kind = "sum"} : (tensor<3x33x10xf32>) -> tensor<3x10xf32>
  %ym3 = "graph.reduce"(%m3) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<2x1000x3xf32>) -> tensor<2x1x3xf32>
  %ya0 = "graph.reduce"(%a0) {axes = array<i64: 0>, kind = "mean"} : (tensor<1000x3xf32>) -> tensor<3xf32>
  %yn3 = "graph.reduce"(%n3) {axes = array<i64: 0, 2>, kind = "sum"} : (tensor<4x5x6xf32>) -> tensor<5xf32>
  %yn4 = "graph.reduce"(%n4) {axes = array<i64: 3, 1>, keepdims = true, kind = "mean"} : (tensor<3x4x5x6xf32>) -> tensor<3x1x5x1xf32>
  %yall = "graph.reduce"(%all) {axes = array<i64: 0, 1>, kind = "max"} : (tensor<7x9xf32>) -> tensor<f32>
  %sq = "graph.mul"(%x, %x) : (tensor<11x40xf32>, tensor<11x40xf32>) -> tensor<11x40xf32>
  %sy = "graph.add"(%sq, %y) : (tensor<11x40xf32>, tensor<40xf32>) -> tensor<11x40xf32>
  %s = "graph.reduce"(%sy) {axes = array<i64: 1>, kind = "sum"} : (tensor<11x40xf32>) -> tensor<11xf32>
  %sb = "graph.add"(%s, %b) : (tensor<11xf32>, tensor<11xf32>) -> tensor<11xf32>
  %st = "graph.tanh"(%sb) : (tensor<11xf32>) -> tensor<11xf32>
  %t = "graph.transpose"(%m3) {perm = array<i64: 1, 0, 2>} : (tensor<2x1000x3xf32>) -> tensor<1000x2x3xf32>
  %yt = "graph.reduce"(%t) {axes = array<i64: 1, 2>, kind = "min"} : (tensor<1000x2x3xf32>) -> tensor<1000xf32>
  %yl = "graph.reduce"(%r30000b) {axes = array<i64: 1>, kind = "max"} : (tensor<1x30000xf32>) -> tensor<1xf32>
  return %y1, %y7, %y33, %y1000, %y30000, %ym10, %ym3, %ya0, %yn3, %yn4, %yall, %st, %yt, %yl : tensor<9xf32>, tensor<13x1xf32>, tensor<6xf32>, tensor<5xf32>, tensor<2xf32>, tensor<3x10xf32>, tensor<2x1x3xf32>, tensor<3xf32>, tensor<5xf32>, tensor<3x1x5x1xf32>, tensor<f32>, tensor<11xf32>, tensor<1000xf32>, tensor<1xf32>
}
