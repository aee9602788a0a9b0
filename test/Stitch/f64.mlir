// f64 reductions: the templates compute f64 rows in f64 (accumulators,
// butterfly shuffles, which convert-gpu-to-nvvm splits into two 32-bit
// shfl.sync, the workgroup partials, constants), with the register budget
// of f64 values (a cached f64 element takes two of the C cache registers,
// half the loads in flight). Rows of 1, 7, 33 and 1000 elements and a
// middle-axis (3-D) reduction per template (layer_norm: over the last two
// dims of a 3-D input); for reduce also BERT's TOSA pattern before
// canonicalization, an f64 variance whose prologue casts f32 to f64 and
// subtracts a broadcast mean, whose epilogue scales and casts back to f32.
// Cost model plus 8 sampled schedules per template on the emulator against
// the reference path (outputs poisoned), every kernel also assembled by
// ptxas with no spills (sm_80 and sm_90 for the cost model's, alternately
// for the samples; SKIP without ptxas). f64 sums of 1000 elements in
// another order differ by ~1e-13, hence the tight tolerance (f32 rounding
// anywhere would be ~1e-7 off).
// RUN: python3 %S/run_stitch.py %s --template reduce --filter '^[a-z]+-g[0-9]+-p[0-9]+(-s[0-9]+)?$' --tmp %t.r --samples 8 --seed 21 --ptx-samples --atol 1e-12 --rtol 1e-12 --args "--entry=f64_reduce --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=R
// R: cost-model: {{.*}} PASS
// R: ptx sm_80: {{OK|SKIP}}
// R: ptx sm_90: {{OK|SKIP}}
// R-NOT: FAIL
// R: sampled 8 reduce schedules of {{[0-9]+}} (row 4, col 4): 8 passed, 0 failed
// RUN: python3 %S/run_stitch.py %s --template softmax --filter '^[a-z]+-g[0-9]+-p[0-9]+-c[0-9]+$' --tmp %t.s --samples 8 --seed 22 --ptx-samples --atol 1e-12 --rtol 1e-12 --args "--entry=f64_softmax --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=S
// S: cost-model: {{.*}} PASS
// S: ptx sm_80: {{OK|SKIP}}
// S: ptx sm_90: {{OK|SKIP}}
// S-NOT: FAIL
// S: sampled 8 softmax schedules of {{[0-9]+}} (row 4, col 4): 8 passed, 0 failed
// RUN: python3 %S/run_stitch.py %s --template layer_norm --filter '^[a-z]+-g[0-9]+-p[0-9]+-c[0-9]+$' --tmp %t.l --samples 8 --seed 23 --ptx-samples --atol 1e-12 --rtol 1e-12 --args "--entry=f64_ln --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=L
// L: cost-model: {{.*}} PASS
// L: ptx sm_80: {{OK|SKIP}}
// L: ptx sm_90: {{OK|SKIP}}
// L-NOT: FAIL
// L: sampled 8 layer_norm schedules of {{[0-9]+}} (row 4, col 4): 8 passed, 0 failed

func.func @f64_reduce(%r1: tensor<9x1xf64>, %r7: tensor<13x7xf64>, %r33: tensor<6x33xf64>,
                      %r1000: tensor<5x1000xf64>, %m: tensor<3x33x10xf64>,
                      %h: tensor<1x16x64xf32>, %mu: tensor<1x16x1xf32>)
    -> (tensor<9xf64>, tensor<13x1xf64>, tensor<6xf64>, tensor<5xf64>, tensor<3x10xf64>,
        tensor<3x10xf64>, tensor<1x16x1xf32>) {
  %a = "graph.reduce"(%r1) {axes = array<i64: 1>, kind = "sum"} : (tensor<9x1xf64>) -> tensor<9xf64>
  %b = "graph.reduce"(%r7) {axes = array<i64: 1>, kind = "max", keepdims = true} : (tensor<13x7xf64>) -> tensor<13x1xf64>
  %c = "graph.reduce"(%r33) {axes = array<i64: 1>, kind = "min"} : (tensor<6x33xf64>) -> tensor<6xf64>
  %d = "graph.reduce"(%r1000) {axes = array<i64: 1>, kind = "mean"} : (tensor<5x1000xf64>) -> tensor<5xf64>
  %e = "graph.reduce"(%m) {axes = array<i64: 1>, kind = "sum"} : (tensor<3x33x10xf64>) -> tensor<3x10xf64>
  %f = "graph.reduce"(%m) {axes = array<i64: 1>, kind = "max"} : (tensor<3x33x10xf64>) -> tensor<3x10xf64>
  // BERT's f64 variance: cast, subtract the broadcast mean, square, sum,
  // scale by 1/64, cast back
  %hd = "graph.cast"(%h) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
  %mud = "graph.cast"(%mu) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf64>
  %dev = "graph.sub"(%hd, %mud) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
  %sq = "graph.mul"(%dev, %dev) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
  %s = "graph.reduce"(%sq) {axes = array<i64: 2>, kind = "sum", keepdims = true} : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
  %k = "graph.constant"() {value = dense<1.562500e-02> : tensor<1x1x1xf64>} : () -> tensor<1x1x1xf64>
  %v = "graph.mul"(%s, %k) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>) -> tensor<1x16x1xf64>
  %vf = "graph.cast"(%v) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
  return %a, %b, %c, %d, %e, %f, %vf : tensor<9xf64>, tensor<13x1xf64>, tensor<6xf64>, tensor<5xf64>,
      tensor<3x10xf64>, tensor<3x10xf64>, tensor<1x16x1xf32>
}

func.func @f64_softmax(%r1: tensor<4x1xf64>, %r7: tensor<5x7xf64>, %r33: tensor<3x33xf64>,
                       %r1000: tensor<2x1000xf64>, %m: tensor<2x9x6xf64>)
    -> (tensor<4x1xf64>, tensor<5x7xf64>, tensor<3x33xf64>, tensor<2x1000xf64>, tensor<2x9x6xf64>) {
  %a = "graph.softmax"(%r1) {axis = -1 : i64} : (tensor<4x1xf64>) -> tensor<4x1xf64>
  %b = "graph.softmax"(%r7) {axis = -1 : i64} : (tensor<5x7xf64>) -> tensor<5x7xf64>
  %c = "graph.softmax"(%r33) {axis = 1 : i64} : (tensor<3x33xf64>) -> tensor<3x33xf64>
  %d = "graph.softmax"(%r1000) {axis = -1 : i64} : (tensor<2x1000xf64>) -> tensor<2x1000xf64>
  %e = "graph.softmax"(%m) {axis = 1 : i64} : (tensor<2x9x6xf64>) -> tensor<2x9x6xf64>
  return %a, %b, %c, %d, %e : tensor<4x1xf64>, tensor<5x7xf64>, tensor<3x33xf64>, tensor<2x1000xf64>, tensor<2x9x6xf64>
}

// Rows of 1 normalise to beta (the deviation is 0); the 3-D case
// normalises over the last two dims (7 x 5).
func.func @f64_ln(%r1: tensor<3x1xf64>, %r7: tensor<4x7xf64>, %r33: tensor<5x33xf64>,
                  %r1000: tensor<3x1000xf64>, %g: tensor<1000xf64>, %b: tensor<1000xf64>,
                  %m: tensor<3x7x5xf64>, %gm: tensor<7x5xf64>)
    -> (tensor<3x1xf64>, tensor<4x7xf64>, tensor<5x33xf64>, tensor<3x1000xf64>, tensor<3x7x5xf64>) {
  %one1 = "graph.constant"() {value = dense<1.5> : tensor<1xf64>} : () -> tensor<1xf64>
  %zero1 = "graph.constant"() {value = dense<0.25> : tensor<1xf64>} : () -> tensor<1xf64>
  %a = "graph.layer_norm"(%r1, %one1, %zero1) {axis = -1 : i64} : (tensor<3x1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<3x1xf64>
  %one7 = "graph.constant"() {value = dense<1.0> : tensor<7xf64>} : () -> tensor<7xf64>
  %zero7 = "graph.constant"() {value = dense<0.0> : tensor<7xf64>} : () -> tensor<7xf64>
  %c7 = "graph.layer_norm"(%r7, %one7, %zero7) {axis = -1 : i64, epsilon = 1.0e-12 : f32} : (tensor<4x7xf64>, tensor<7xf64>, tensor<7xf64>) -> tensor<4x7xf64>
  %g33 = "graph.slice"(%g) {starts = array<i64: 0>, ends = array<i64: 33>} : (tensor<1000xf64>) -> tensor<33xf64>
  %b33 = "graph.slice"(%b) {starts = array<i64: 0>, ends = array<i64: 33>} : (tensor<1000xf64>) -> tensor<33xf64>
  %c33 = "graph.layer_norm"(%r33, %g33, %b33) {axis = -1 : i64} : (tensor<5x33xf64>, tensor<33xf64>, tensor<33xf64>) -> tensor<5x33xf64>
  %d = "graph.layer_norm"(%r1000, %g, %b) {axis = -1 : i64} : (tensor<3x1000xf64>, tensor<1000xf64>, tensor<1000xf64>) -> tensor<3x1000xf64>
  %zm = "graph.constant"() {value = dense<0.5> : tensor<7x5xf64>} : () -> tensor<7x5xf64>
  %e = "graph.layer_norm"(%m, %gm, %zm) {axis = 1 : i64} : (tensor<3x7x5xf64>, tensor<7x5xf64>, tensor<7x5xf64>) -> tensor<3x7x5xf64>
  return %a, %c7, %c33, %d, %e : tensor<3x1xf64>, tensor<4x7xf64>, tensor<5x33xf64>, tensor<3x1000xf64>, tensor<3x7x5xf64>
}
