// 128-bit loads (V = 4, schedule suffix -v4) in the reduction templates,
// end to end: hidet-compile-to-gpu, then the CUDA emulator against the
// reference path on seeded random inputs, outputs poisoned, random thread
// order; for the cost model's schedules (which take -v4 for the longer rows
// here) and for 8 schedules per template sampled from the space's -v4
// schedules (all of layout row; unsplit for softmax and layer_norm,
// split-vector.mlir samples their split ones), each also assembled by
// ptxas (sm_80 and sm_90 alternately) with no spills. Every anchor is an
// f32 row reduction
// (inner == 1), the rows of
//  - 4, 7 (tail: nv < 4), 33, 1000, 30000 and 30001 (long, R % 4 != 0)
//    elements; rows whose length is a multiple of 4 read a kernel argument,
//    which takes the load4 hook's fast path (one aligned vector.load), the
//    others its four-scalar path;
//  - a fused prologue (the slot is no kernel argument: four scalar loads of
//    the prologue's inputs, nv = 4 but not one vector), and an epilogue;
//  - reduce: several trailing reduced dims (3x8x12 over axes 1 and 2, the
//    fast path across dims) and non-contiguous reduced dims (axes 0 and 2
//    of 4x3x8: r walks them row-major, 4 consecutive r stay in one row of
//    8); the cost model may split the long rows (-s<S>-v4);
//  - layer_norm: a row over two trailing dims (4x4x8, axis 1), gamma and
//    beta (scalar loads) with every row.
// Not in the ASan pass (CI's budget: its time goes to emulating, not to
// compiler code): split-vector.mlir takes the same template's paths there.
// UNSUPPORTED: asan
// RUN: python3 %S/run_stitch.py %s --template reduce --tmp %t.r --samples 8 --seed 31 --ptx-samples --filter='-v4$' --atol 1e-5 --rtol 1e-5 --args "--entry=vec_reduce --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=R
// R: cost-model: {{.*}}-v4{{.*}} PASS
// R: ptx sm_80: {{OK|SKIP}}
// R: ptx sm_90: {{OK|SKIP}}
// R-NOT: FAIL
// R: sampled 8 reduce schedules of {{[0-9]+}} (row 8, col 0): 8 passed, 0 failed
// RUN: python3 %S/run_stitch.py %s --template softmax --tmp %t.s --samples 8 --seed 32 --ptx-samples --filter='-c[0-9]+-v4$' --atol 1e-6 --rtol 1e-5 --args "--entry=vec_softmax --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=S
// S: cost-model: {{.*}}-v4{{.*}} PASS
// S: ptx sm_80: {{OK|SKIP}}
// S: ptx sm_90: {{OK|SKIP}}
// S-NOT: FAIL
// S: sampled 8 softmax schedules of {{[0-9]+}} (row 8, col 0): 8 passed, 0 failed
// RUN: python3 %S/run_stitch.py %s --template layer_norm --tmp %t.l --samples 8 --seed 33 --ptx-samples --filter='-c[0-9]+-v4$' --atol 1e-5 --rtol 1e-4 --args "--entry=vec_ln --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=L
// L: cost-model: {{.*}}-v4{{.*}} PASS
// L: ptx sm_80: {{OK|SKIP}}
// L: ptx sm_90: {{OK|SKIP}}
// L-NOT: FAIL
// L: sampled 8 layer_norm schedules of {{[0-9]+}} (row 8, col 0): 8 passed, 0 failed

func.func @vec_reduce(%r4: tensor<9x4xf32>, %r7: tensor<13x7xf32>, %r33: tensor<6x33xf32>,
                      %r1000: tensor<5x1000xf32>, %r30000: tensor<3x30000xf32>, %r30001: tensor<2x30001xf32>,
                      %t: tensor<3x8x12xf32>, %nc: tensor<4x3x8xf32>, %p: tensor<16x1024xf32>,
                      %bias: tensor<16xf32>, %w: tensor<16xf32>)
    -> (tensor<9xf32>, tensor<13xf32>, tensor<6xf32>, tensor<5xf32>, tensor<3xf32>, tensor<2xf32>,
        tensor<3xf32>, tensor<3xf32>, tensor<16xf32>) {
  %y4 = "graph.reduce"(%r4) {axes = array<i64: 1>, kind = "sum"} : (tensor<9x4xf32>) -> tensor<9xf32>
  %y7 = "graph.reduce"(%r7) {axes = array<i64: 1>, kind = "max"} : (tensor<13x7xf32>) -> tensor<13xf32>
  %y33 = "graph.reduce"(%r33) {axes = array<i64: -1>, kind = "min"} : (tensor<6x33xf32>) -> tensor<6xf32>
  %y1000 = "graph.reduce"(%r1000) {axes = array<i64: 1>, kind = "mean"} : (tensor<5x1000xf32>) -> tensor<5xf32>
  %y30000 = "graph.reduce"(%r30000) {axes = array<i64: 1>, kind = "max"} : (tensor<3x30000xf32>) -> tensor<3xf32>
  %y30001 = "graph.reduce"(%r30001) {axes = array<i64: 1>, kind = "mean"} : (tensor<2x30001xf32>) -> tensor<2xf32>
  %yt = "graph.reduce"(%t) {axes = array<i64: 1, 2>, kind = "sum"} : (tensor<3x8x12xf32>) -> tensor<3xf32>
  %ync = "graph.reduce"(%nc) {axes = array<i64: 0, 2>, kind = "max"} : (tensor<4x3x8xf32>) -> tensor<3xf32>
  // sum of 16 rows of 1024 with a quantized prologue (exact in any order)
  // and an epilogue |(s + bias) * w|
  %s256 = "graph.constant"() {value = dense<256.0> : tensor<f32>} : () -> tensor<f32>
  %inv = "graph.constant"() {value = dense<0.00390625> : tensor<f32>} : () -> tensor<f32>
  %p1 = "graph.mul"(%p, %s256) : (tensor<16x1024xf32>, tensor<f32>) -> tensor<16x1024xf32>
  %p2 = "graph.cast"(%p1) : (tensor<16x1024xf32>) -> tensor<16x1024xi32>
  %p3 = "graph.cast"(%p2) : (tensor<16x1024xi32>) -> tensor<16x1024xf32>
  %p4 = "graph.mul"(%p3, %inv) : (tensor<16x1024xf32>, tensor<f32>) -> tensor<16x1024xf32>
  %sp = "graph.reduce"(%p4) {axes = array<i64: 1>, kind = "sum"} : (tensor<16x1024xf32>) -> tensor<16xf32>
  %e1 = "graph.add"(%sp, %bias) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %e2 = "graph.mul"(%e1, %w) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %yp = "graph.abs"(%e2) : (tensor<16xf32>) -> tensor<16xf32>
  return %y4, %y7, %y33, %y1000, %y30000, %y30001, %yt, %ync, %yp : tensor<9xf32>, tensor<13xf32>, tensor<6xf32>, tensor<5xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<16xf32>
}

func.func @vec_softmax(%r4: tensor<9x4xf32>, %r7: tensor<13x7xf32>, %r33: tensor<6x33xf32>,
                       %r1000: tensor<5x1000xf32>, %r30000: tensor<2x30000xf32>, %r30001: tensor<2x30001xf32>,
                       %q: tensor<2x3x16x64xf32>, %mask: tensor<1x1x16x64xf32>, %w: tensor<2x3x16x64xf32>)
    -> (tensor<9x4xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>, tensor<2x30000xf32>,
        tensor<2x30001xf32>, tensor<2x3x16x64xf32>) {
  %y4 = "graph.softmax"(%r4) {axis = -1 : i64} : (tensor<9x4xf32>) -> tensor<9x4xf32>
  %y7 = "graph.softmax"(%r7) {axis = 1 : i64} : (tensor<13x7xf32>) -> tensor<13x7xf32>
  %y33 = "graph.softmax"(%r33) {axis = -1 : i64} : (tensor<6x33xf32>) -> tensor<6x33xf32>
  %y1000 = "graph.softmax"(%r1000) {axis = -1 : i64} : (tensor<5x1000xf32>) -> tensor<5x1000xf32>
  %y30000 = "graph.softmax"(%r30000) {axis = -1 : i64} : (tensor<2x30000xf32>) -> tensor<2x30000xf32>
  %y30001 = "graph.softmax"(%r30001) {axis = -1 : i64} : (tensor<2x30001xf32>) -> tensor<2x30001xf32>
  // attention scores: prologue x * scale + mask, epilogue * w
  %scale = "graph.constant"() {value = dense<3.0> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.mul"(%q, %scale) : (tensor<2x3x16x64xf32>, tensor<f32>) -> tensor<2x3x16x64xf32>
  %sm = "graph.add"(%s, %mask) : (tensor<2x3x16x64xf32>, tensor<1x1x16x64xf32>) -> tensor<2x3x16x64xf32>
  %p = "graph.softmax"(%sm) {axis = -1 : i64} : (tensor<2x3x16x64xf32>) -> tensor<2x3x16x64xf32>
  %pw = "graph.mul"(%p, %w) : (tensor<2x3x16x64xf32>, tensor<2x3x16x64xf32>) -> tensor<2x3x16x64xf32>
  return %y4, %y7, %y33, %y1000, %y30000, %y30001, %pw : tensor<9x4xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>, tensor<2x30000xf32>, tensor<2x30001xf32>, tensor<2x3x16x64xf32>
}

func.func @vec_ln(%r4: tensor<9x4xf32>, %gr4: tensor<4xf32>, %br4: tensor<4xf32>,
                  %r7: tensor<13x7xf32>, %gr7: tensor<7xf32>, %br7: tensor<7xf32>,
                  %r33: tensor<6x33xf32>, %gr33: tensor<33xf32>, %br33: tensor<33xf32>,
                  %r1000: tensor<5x1000xf32>, %gr1000: tensor<1000xf32>, %br1000: tensor<1000xf32>,
                  %r30000: tensor<2x30000xf32>, %gr30000: tensor<30000xf32>, %br30000: tensor<30000xf32>,
                  %r30001: tensor<2x30001xf32>, %gr30001: tensor<30001xf32>, %br30001: tensor<30001xf32>,
                  %m: tensor<4x4x8xf32>, %gm: tensor<4x8xf32>, %bm: tensor<4x8xf32>,
                  %x: tensor<8x768xf32>, %y: tensor<8x768xf32>, %gx: tensor<768xf32>, %bx: tensor<768xf32>)
    -> (tensor<9x4xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>, tensor<2x30000xf32>, tensor<2x30001xf32>, tensor<4x4x8xf32>, tensor<8x768xf32>) {
  %yr4 = "graph.layer_norm"(%r4, %gr4, %br4) {axis = -1 : i64} : (tensor<9x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<9x4xf32>
  %yr7 = "graph.layer_norm"(%r7, %gr7, %br7) {axis = -1 : i64} : (tensor<13x7xf32>, tensor<7xf32>, tensor<7xf32>) -> tensor<13x7xf32>
  %yr33 = "graph.layer_norm"(%r33, %gr33, %br33) {axis = -1 : i64} : (tensor<6x33xf32>, tensor<33xf32>, tensor<33xf32>) -> tensor<6x33xf32>
  %yr1000 = "graph.layer_norm"(%r1000, %gr1000, %br1000) {axis = -1 : i64} : (tensor<5x1000xf32>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<5x1000xf32>
  %yr30000 = "graph.layer_norm"(%r30000, %gr30000, %br30000) {axis = -1 : i64} : (tensor<2x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<2x30000xf32>
  %yr30001 = "graph.layer_norm"(%r30001, %gr30001, %br30001) {axis = -1 : i64} : (tensor<2x30001xf32>, tensor<30001xf32>, tensor<30001xf32>) -> tensor<2x30001xf32>
  %ym = "graph.layer_norm"(%m, %gm, %bm) {axis = 1 : i64} : (tensor<4x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x4x8xf32>
  // residual add as the prologue, an epilogue (* 2)
  %xy = "graph.add"(%x, %y) : (tensor<8x768xf32>, tensor<8x768xf32>) -> tensor<8x768xf32>
  %yx = "graph.layer_norm"(%xy, %gx, %bx) {axis = -1 : i64} : (tensor<8x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<8x768xf32>
  %two = "graph.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %yx2 = "graph.mul"(%yx, %two) : (tensor<8x768xf32>, tensor<f32>) -> tensor<8x768xf32>
  return %yr4, %yr7, %yr33, %yr1000, %yr30000, %yr30001, %ym, %yx2 : tensor<9x4xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>, tensor<2x30000xf32>, tensor<2x30001xf32>, tensor<4x4x8xf32>, tensor<8x768xf32>
}
