// The layer_norm template's global (two-kernel split) scheme, end to end:
// hidet-compile-to-gpu, then the CUDA emulator against the reference path
// on seeded random inputs, outputs poisoned, random thread order. Few long
// rows, so the cost model splits each row across blocks (split S > 1:
// kernel 1 writes each slice's (mean, sum of squared deviations from it)
// into the workspace, kernel 2 combines a row's S pairs with Chan's
// parallel formula and writes its slice with gamma and beta):
//  - rows of 30000 (1 and 8 rows), 30001 (odd R: 3 rows), 65536 (4 rows)
//    and 100000 (1 and 2 rows), and rows of 30000 over two trailing dims
//    (4 x 6 x 5000 from axis 1, gamma and beta 6 x 5000); layer_norm
//    normalises trailing dims only, so there is no middle-axis case;
//  - a fused prologue (x * 2 + 1, in both kernels) and a fused epilogue
//    (+ z, a residual add) in kernel 2 (a mean far from 0, x + 1000, is
//    not tested: the reference path's sequential f32 sum of the row is then
//    off by about 1e-4 of the mean, more than the split's slice sums);
// for the cost model's schedules (each must be a split one) and for 12
// schedules sampled from the space's split schedules (half of each layout),
// each also assembled by ptxas (sm_80 and sm_90 alternately) with no
// spills.
// Not in the ASan pass (CI's budget: its time goes to emulating, not to
// compiler code): layer_norm.mlir, softmax-split.mlir and reduce-split.mlir take the same template's paths there.
// UNSUPPORTED: asan
// RUN: python3 %S/run_stitch.py %s --template layer_norm --tmp %t.dir --samples 12 --seed 13 --ptx-samples --filter='-s[0-9]+$' --atol 1e-4 --rtol 1e-4 --args "--entry=split_all --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK-NOT: FAIL
// CHECK: sampled 12 layer_norm schedules of {{[0-9]+}} (row 6, col 6): 12 passed, 0 failed

func.func @split_all(%a: tensor<1x30000xf32>, %ga: tensor<30000xf32>, %ba: tensor<30000xf32>,
                     %b: tensor<8x30000xf32>, %gb: tensor<30000xf32>, %bb: tensor<30000xf32>,
                     %c: tensor<3x30001xf32>, %gc: tensor<30001xf32>, %bc: tensor<30001xf32>,
                     %z: tensor<3x30001xf32>,
                     %d: tensor<1x100000xf32>, %gd: tensor<100000xf32>, %bd: tensor<100000xf32>,
                     %e: tensor<2x100000xf32>, %ge: tensor<100000xf32>, %be: tensor<100000xf32>,
                     %f: tensor<4x6x5000xf32>, %gf: tensor<6x5000xf32>, %bf: tensor<6x5000xf32>,
                     %h: tensor<4x65536xf32>, %gh: tensor<65536xf32>, %bh: tensor<65536xf32>)
    -> (tensor<1x30000xf32>, tensor<8x30000xf32>, tensor<3x30001xf32>, tensor<1x100000xf32>,
        tensor<2x100000xf32>, tensor<4x6x5000xf32>, tensor<4x65536xf32>) {
  // prologue: x * 2 + 1
  %two = "graph.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %one = "graph.constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %a0 = "graph.mul"(%a, %two) : (tensor<1x30000xf32>, tensor<f32>) -> tensor<1x30000xf32>
  %a1 = "graph.add"(%a0, %one) : (tensor<1x30000xf32>, tensor<f32>) -> tensor<1x30000xf32>
  %ya = "graph.layer_norm"(%a1, %ga, %ba) {axis = -1 : i64} : (tensor<1x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<1x30000xf32>
  %yb = "graph.layer_norm"(%b, %gb, %bb) {axis = 1 : i64} : (tensor<8x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<8x30000xf32>
  // epilogue: + z
  %c1 = "graph.layer_norm"(%c, %gc, %bc) {axis = -1 : i64, epsilon = 1.000000e-03 : f32} : (tensor<3x30001xf32>, tensor<30001xf32>, tensor<30001xf32>) -> tensor<3x30001xf32>
  %yc = "graph.add"(%c1, %z) : (tensor<3x30001xf32>, tensor<3x30001xf32>) -> tensor<3x30001xf32>
  %yd = "graph.layer_norm"(%d, %gd, %bd) {axis = -1 : i64} : (tensor<1x100000xf32>, tensor<100000xf32>, tensor<100000xf32>) -> tensor<1x100000xf32>
  %ye = "graph.layer_norm"(%e, %ge, %be) {axis = -1 : i64} : (tensor<2x100000xf32>, tensor<100000xf32>, tensor<100000xf32>) -> tensor<2x100000xf32>
  %yf = "graph.layer_norm"(%f, %gf, %bf) {axis = 1 : i64} : (tensor<4x6x5000xf32>, tensor<6x5000xf32>, tensor<6x5000xf32>) -> tensor<4x6x5000xf32>
  %yh = "graph.layer_norm"(%h, %gh, %bh) {axis = -1 : i64} : (tensor<4x65536xf32>, tensor<65536xf32>, tensor<65536xf32>) -> tensor<4x65536xf32>
  return %ya, %yb, %yc, %yd, %ye, %yf, %yh : tensor<1x30000xf32>, tensor<8x30000xf32>, tensor<3x30001xf32>, tensor<1x100000xf32>, tensor<2x100000xf32>, tensor<4x6x5000xf32>, tensor<4x65536xf32>
}
