// f16 and bf16 reductions: the templates load the 16-bit elements, compute
// in f32 and round once when storing, as the reference path does. The
// graph takes and returns f32 (hidet-run has no bf16 buffers): the casts to
// f16/bf16 are fused prologues and the casts back epilogues, so the
// kernels' own element type is the 16-bit one; one f16 case takes and
// returns f16 directly. Rounding to 16 bits in another summation order
// differs by an ulp (2^-11 relative for f16, 2^-8 for bf16), hence the
// tolerance. Cost model plus 6 sampled schedules per template (for reduce
// all six are split schedules: kernel 1 loads f16, the workspace holds f32
// partials, kernel 2 rounds once when it stores).
// RUN: python3 %S/run_stitch.py %s --template reduce --filter '^[a-z]+-g[0-9]+-p[0-9]+(-s[0-9]+)?$' --tmp %t.r --samples 6 --seed 11 --atol 1e-3 --rtol 8e-3 --args "--entry=half_reduce --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=R
// R: cost-model: {{.*}} PASS
// R: sampled 6 reduce schedules of {{[0-9]+}} (row 3, col 3): 6 passed, 0 failed
// RUN: python3 %S/run_stitch.py %s --template softmax --filter '^[a-z]+-g[0-9]+-p[0-9]+-c[0-9]+$' --tmp %t.s --samples 6 --seed 12 --atol 1e-3 --rtol 8e-3 --args "--entry=half_softmax --arg=rand --arg=rand --arg=poison --arg=poison" | FileCheck %s --check-prefix=S
// S: cost-model: {{.*}} PASS
// S: sampled 6 softmax schedules of {{[0-9]+}} (row 3, col 3): 6 passed, 0 failed
// RUN: python3 %S/run_stitch.py %s --template layer_norm --filter '^[a-z]+-g[0-9]+-p[0-9]+-c[0-9]+$' --tmp %t.l --samples 6 --seed 13 --atol 1e-2 --rtol 8e-3 --args "--entry=half_ln --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison" | FileCheck %s --check-prefix=L
// L: cost-model: {{.*}} PASS
// L: sampled 6 layer_norm schedules of {{[0-9]+}} (row 3, col 3): 6 passed, 0 failed

func.func @half_reduce(%x: tensor<6x100xf32>, %y: tensor<3x40x5xf32>, %h: tensor<7x33xf16>)
    -> (tensor<6xf32>, tensor<3x5xf32>, tensor<7xf16>) {
  %xh = "graph.cast"(%x) : (tensor<6x100xf32>) -> tensor<6x100xf16>
  %s = "graph.reduce"(%xh) {axes = array<i64: 1>, kind = "mean"} : (tensor<6x100xf16>) -> tensor<6xf16>
  %sf = "graph.cast"(%s) : (tensor<6xf16>) -> tensor<6xf32>
  %yb = "graph.cast"(%y) : (tensor<3x40x5xf32>) -> tensor<3x40x5xbf16>
  %m = "graph.reduce"(%yb) {axes = array<i64: 1>, kind = "max"} : (tensor<3x40x5xbf16>) -> tensor<3x5xbf16>
  %mf = "graph.cast"(%m) : (tensor<3x5xbf16>) -> tensor<3x5xf32>
  %hs = "graph.reduce"(%h) {axes = array<i64: 1>, kind = "sum"} : (tensor<7x33xf16>) -> tensor<7xf16>
  return %sf, %mf, %hs : tensor<6xf32>, tensor<3x5xf32>, tensor<7xf16>
}

func.func @half_softmax(%x: tensor<5x77xf32>, %y: tensor<2x9x6xf32>) -> (tensor<5x77xf32>, tensor<2x9x6xf32>) {
  %xh = "graph.cast"(%x) : (tensor<5x77xf32>) -> tensor<5x77xf16>
  %p = "graph.softmax"(%xh) {axis = -1 : i64} : (tensor<5x77xf16>) -> tensor<5x77xf16>
  %pf = "graph.cast"(%p) : (tensor<5x77xf16>) -> tensor<5x77xf32>
  %yb = "graph.cast"(%y) : (tensor<2x9x6xf32>) -> tensor<2x9x6xbf16>
  %q = "graph.softmax"(%yb) {axis = 1 : i64} : (tensor<2x9x6xbf16>) -> tensor<2x9x6xbf16>
  %qf = "graph.cast"(%q) : (tensor<2x9x6xbf16>) -> tensor<2x9x6xf32>
  return %pf, %qf : tensor<5x77xf32>, tensor<2x9x6xf32>
}

func.func @half_ln(%x: tensor<5x64xf32>, %g: tensor<64xf32>, %b: tensor<64xf32>, %y: tensor<3x7x5xf32>)
    -> (tensor<5x64xf32>, tensor<3x7x5xf32>) {
  %xh = "graph.cast"(%x) : (tensor<5x64xf32>) -> tensor<5x64xf16>
  %gh = "graph.cast"(%g) : (tensor<64xf32>) -> tensor<64xf16>
  %bh = "graph.cast"(%b) : (tensor<64xf32>) -> tensor<64xf16>
  %l = "graph.layer_norm"(%xh, %gh, %bh) {axis = -1 : i64} : (tensor<5x64xf16>, tensor<64xf16>, tensor<64xf16>) -> tensor<5x64xf16>
  %lf = "graph.cast"(%l) : (tensor<5x64xf16>) -> tensor<5x64xf32>
  %yb = "graph.cast"(%y) : (tensor<3x7x5xf32>) -> tensor<3x7x5xbf16>
  %one = "graph.constant"() {value = dense<1.0> : tensor<7x5xbf16>} : () -> tensor<7x5xbf16>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<7x5xbf16>} : () -> tensor<7x5xbf16>
  %m = "graph.layer_norm"(%yb, %one, %zero) {axis = 1 : i64} : (tensor<3x7x5xbf16>, tensor<7x5xbf16>, tensor<7x5xbf16>) -> tensor<3x7x5xbf16>
  %mf = "graph.cast"(%m) : (tensor<3x7x5xbf16>) -> tensor<3x7x5xf32>
  return %lf, %mf : tensor<5x64xf32>, tensor<3x7x5xf32>
}
