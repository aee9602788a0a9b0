// graph.layer_norm on the layer_norm template
// (codegen/templates/layer_norm.c), end to end: hidet-compile-to-gpu, then
// the CUDA emulator against the reference path on seeded random inputs,
// outputs poisoned, random thread order. One function holds every case, so
// one run checks them all:
//  - rows of 1, 7, 33, 1000 and 30000 elements (axis -1), each with its
//    gamma and beta (input slots 1 and 2);
//  - 3-D and 2-D inputs normalised over several trailing dims (axis 1 of
//    4x5x6: rows of 30, gamma 5x6; axis 0 of 3x4: one row of 12) and
//    epsilon 1e-3;
//  - fused prologue and epilogues: gelu(layer_norm(x + y)) and
//    layer_norm(x) + z (residual adds);
// for the cost model's schedules and for 20 schedules sampled from the
// space's unsplit schedules (half of each layout; layer_norm-split.mlir
// samples the split ones), each also assembled by ptxas (sm_80 and sm_90
// alternately) with no spills.
// RUN: python3 %S/run_stitch.py %s --template layer_norm --tmp %t.dir --samples 20 --seed 5 --ptx-samples --filter '^[a-z]+-g[0-9]+-p[0-9]+-c[0-9]+$' --atol 1e-5 --rtol 1e-4 --args "--entry=ln_all --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK-NOT: FAIL
// CHECK: sampled 20 layer_norm schedules of {{[0-9]+}} (row 10, col 10): 20 passed, 0 failed

func.func @ln_all(%r1: tensor<9x1xf32>, %g1: tensor<1xf32>, %b1: tensor<1xf32>,
                  %r7: tensor<13x7xf32>, %g7: tensor<7xf32>, %b7: tensor<7xf32>,
                  %r33: tensor<6x33xf32>, %g33: tensor<33xf32>, %b33: tensor<33xf32>,
                  %r1000: tensor<5x1000xf32>, %g1000: tensor<1000xf32>, %b1000: tensor<1000xf32>,
                  %r30000: tensor<2x30000xf32>, %g30000: tensor<30000xf32>, %b30000: tensor<30000xf32>,
                  %m: tensor<4x5x6xf32>, %gm: tensor<5x6xf32>, %bm: tensor<5x6xf32>,
                  %a: tensor<3x4xf32>, %ga: tensor<3x4xf32>, %ba: tensor<3x4xf32>,
                  %x: tensor<10x48xf32>, %y: tensor<10x48xf32>, %gx: tensor<48xf32>, %bx: tensor<48xf32>,
                  %u: tensor<7x20xf32>, %gu: tensor<20xf32>, %bu: tensor<20xf32>, %z: tensor<7x20xf32>)
    -> (tensor<9x1xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>, tensor<2x30000xf32>,
        tensor<4x5x6xf32>, tensor<3x4xf32>, tensor<10x48xf32>, tensor<7x20xf32>) {
  %y1 = "graph.layer_norm"(%r1, %g1, %b1) {axis = -1 : i64} : (tensor<9x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<9x1xf32>
  %y7 = "graph.layer_norm"(%r7, %g7, %b7) {axis = 1 : i64} : (tensor<13x7xf32>, tensor<7xf32>, tensor<7xf32>) -> tensor<13x7xf32>
  %y33 = "graph.layer_norm"(%r33, %g33, %b33) {axis = -1 : i64} : (tensor<6x33xf32>, tensor<33xf32>, tensor<33xf32>) -> tensor<6x33xf32>
  %y1000 = "graph.layer_norm"(%r1000, %g1000, %b1000) {axis = -1 : i64} : (tensor<5x1000xf32>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<5x1000xf32>
  %y30000 = "graph.layer_norm"(%r30000, %g30000, %b30000) {axis = -1 : i64} : (tensor<2x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<2x30000xf32>
  %ym = "graph.layer_norm"(%m, %gm, %bm) {axis = 1 : i64, epsilon = 1.000000e-03 : f32} : (tensor<4x5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<4x5x6xf32>
  %ya = "graph.layer_norm"(%a, %ga, %ba) {axis = 0 : i64} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %xy = "graph.add"(%x, %y) : (tensor<10x48xf32>, tensor<10x48xf32>) -> tensor<10x48xf32>
  %lx = "graph.layer_norm"(%xy, %gx, %bx) {axis = -1 : i64} : (tensor<10x48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<10x48xf32>
  %gl = "graph.gelu"(%lx) : (tensor<10x48xf32>) -> tensor<10x48xf32>
  %lu = "graph.layer_norm"(%u, %gu, %bu) {axis = -1 : i64} : (tensor<7x20xf32>, tensor<20xf32>, tensor<20xf32>) -> tensor<7x20xf32>
  %res = "graph.add"(%lu, %z) : (tensor<7x20xf32>, tensor<7x20xf32>) -> tensor<7x20xf32>
  return %y1, %y7, %y33, %y1000, %y30000, %ym, %ya, %gl, %res : tensor<9x1xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>, tensor<2x30000xf32>, tensor<4x5x6xf32>, tensor<3x4xf32>, tensor<10x48xf32>, tensor<7x20xf32>
}
