// bf16 and f16 rows passed to and returned from the kernels directly (no
// f32 casts around them; half.mlir covers the cast forms): the reduce and
// softmax templates load the 16-bit elements, compute in f32 and round once
// when storing, as the reference path does. The f32 sums differ from the
// reference's in order only, which can move a result across a bf16 (f16)
// rounding boundary: one ulp, at most 2^-7 (2^-10) relative, hence rtol
// 8e-3. Cost model plus 6 sampled schedules per template, outputs poisoned.
// RUN: python3 %S/run_stitch.py %s --template reduce --filter '^[a-z]+-g[0-9]+-p[0-9]+(-s[0-9]+)?$' --tmp %t.r --samples 6 --seed 31 --atol 1e-5 --rtol 8e-3 --args "--entry=direct_reduce --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=R
// R: cost-model: {{.*}} PASS
// R: sampled 6 reduce schedules of {{[0-9]+}} {{.*}}: 6 passed, 0 failed
// RUN: python3 %S/run_stitch.py %s --template softmax --filter '^[a-z]+-g[0-9]+-p[0-9]+-c[0-9]+$' --tmp %t.s --samples 6 --seed 32 --atol 1e-5 --rtol 8e-3 --args "--entry=direct_softmax --arg=rand --arg=poison" | FileCheck %s --check-prefix=S
// S: cost-model: {{.*}} PASS
// S: sampled 6 softmax schedules of {{[0-9]+}} {{.*}}: 6 passed, 0 failed

func.func @direct_reduce(%x: tensor<9x130xbf16>, %h: tensor<5x7x6xf16>) -> (tensor<9xbf16>, tensor<9xbf16>, tensor<5x6xf16>) {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum"} : (tensor<9x130xbf16>) -> tensor<9xbf16>
  %m = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "max"} : (tensor<9x130xbf16>) -> tensor<9xbf16>
  %a = "graph.reduce"(%h) {axes = array<i64: 1>, kind = "mean"} : (tensor<5x7x6xf16>) -> tensor<5x6xf16>
  return %s, %m, %a : tensor<9xbf16>, tensor<9xbf16>, tensor<5x6xf16>
}

func.func @direct_softmax(%x: tensor<6x77xbf16>) -> tensor<6x77xbf16> {
  %p = "graph.softmax"(%x) {axis = -1 : i64} : (tensor<6x77xbf16>) -> tensor<6x77xbf16>
  return %p : tensor<6x77xbf16>
}
