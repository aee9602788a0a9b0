// graph.reduce {kind = "prod"} on the reduce template (combine: mulf,
// identity 1), end to end on the emulator against the reference path, for
// the cost model's schedules and 12 sampled from the scalar-load space
// (split schedules included: kernel 2 multiplies the partials; -v4 needs
// contiguous f32 rows, which the middle-axis and f64 cases are not). Inputs are mapped
// to [0.99, 1.01) by a fused prologue (x * 0.01 + 1) so that products of
// up to 30000 factors stay in range; rows of 1, 7, 33, 1000 and 30000, a
// middle-axis reduction (column layout) and an f64 row. Tolerance: 30000
// f32 factors multiplied in another order differ by ~30000 * 6e-8
// relative in the worst case, ~1e-4 typically.
// RUN: python3 %S/run_stitch.py %s --template reduce --filter '^[a-z]+-g[0-9]+-p[0-9]+(-s[0-9]+)?$' --tmp %t.dir --samples 12 --seed 21 --ptx-samples --atol 1e-6 --rtol 2e-3 --args "--entry=prod --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK-NOT: FAIL
// CHECK: sampled 12 reduce schedules of {{[0-9]+}} (row 6, col 6): 12 passed, 0 failed

func.func @prod(%a: tensor<5x1xf32>, %b: tensor<6x7xf32>, %c: tensor<4x33xf32>, %d: tensor<3x1000xf32>,
                %e: tensor<2x30000xf32>, %m: tensor<3x40x5xf32>, %f: tensor<4x33xf64>)
    -> (tensor<5xf32>, tensor<6x1xf32>, tensor<4xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3x5xf32>, tensor<4xf64>) {
  %s = "graph.constant"() {value = dense<0.01> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %one = "graph.constant"() {value = dense<1.0> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %a1 = "graph.mul"(%a, %s) : (tensor<5x1xf32>, tensor<1x1xf32>) -> tensor<5x1xf32>
  %a2 = "graph.add"(%a1, %one) : (tensor<5x1xf32>, tensor<1x1xf32>) -> tensor<5x1xf32>
  %ya = "graph.reduce"(%a2) {axes = array<i64: 1>, kind = "prod"} : (tensor<5x1xf32>) -> tensor<5xf32>
  %b1 = "graph.mul"(%b, %s) : (tensor<6x7xf32>, tensor<1x1xf32>) -> tensor<6x7xf32>
  %b2 = "graph.add"(%b1, %one) : (tensor<6x7xf32>, tensor<1x1xf32>) -> tensor<6x7xf32>
  %yb = "graph.reduce"(%b2) {axes = array<i64: 1>, keepdims = true, kind = "prod"} : (tensor<6x7xf32>) -> tensor<6x1xf32>
  %c1 = "graph.mul"(%c, %s) : (tensor<4x33xf32>, tensor<1x1xf32>) -> tensor<4x33xf32>
  %c2 = "graph.add"(%c1, %one) : (tensor<4x33xf32>, tensor<1x1xf32>) -> tensor<4x33xf32>
  %yc = "graph.reduce"(%c2) {axes = array<i64: 1>, kind = "prod"} : (tensor<4x33xf32>) -> tensor<4xf32>
  %d1 = "graph.mul"(%d, %s) : (tensor<3x1000xf32>, tensor<1x1xf32>) -> tensor<3x1000xf32>
  %d2 = "graph.add"(%d1, %one) : (tensor<3x1000xf32>, tensor<1x1xf32>) -> tensor<3x1000xf32>
  %yd = "graph.reduce"(%d2) {axes = array<i64: 1>, kind = "prod"} : (tensor<3x1000xf32>) -> tensor<3xf32>
  %e1 = "graph.mul"(%e, %s) : (tensor<2x30000xf32>, tensor<1x1xf32>) -> tensor<2x30000xf32>
  %e2 = "graph.add"(%e1, %one) : (tensor<2x30000xf32>, tensor<1x1xf32>) -> tensor<2x30000xf32>
  %ye = "graph.reduce"(%e2) {axes = array<i64: 1>, kind = "prod"} : (tensor<2x30000xf32>) -> tensor<2xf32>
  %m1 = "graph.mul"(%m, %s) : (tensor<3x40x5xf32>, tensor<1x1xf32>) -> tensor<3x40x5xf32>
  %m2 = "graph.add"(%m1, %one) : (tensor<3x40x5xf32>, tensor<1x1xf32>) -> tensor<3x40x5xf32>
  %ym = "graph.reduce"(%m2) {axes = array<i64: 1>, kind = "prod"} : (tensor<3x40x5xf32>) -> tensor<3x5xf32>
  %s64 = "graph.constant"() {value = dense<0.01> : tensor<1x1xf64>} : () -> tensor<1x1xf64>
  %one64 = "graph.constant"() {value = dense<1.0> : tensor<1x1xf64>} : () -> tensor<1x1xf64>
  %f1 = "graph.mul"(%f, %s64) : (tensor<4x33xf64>, tensor<1x1xf64>) -> tensor<4x33xf64>
  %f2 = "graph.add"(%f1, %one64) : (tensor<4x33xf64>, tensor<1x1xf64>) -> tensor<4x33xf64>
  %yf = "graph.reduce"(%f2) {axes = array<i64: 1>, kind = "prod"} : (tensor<4x33xf64>) -> tensor<4xf64>
  return %ya, %yb, %yc, %yd, %ye, %ym, %yf : tensor<5xf32>, tensor<6x1xf32>, tensor<4xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3x5xf32>, tensor<4xf64>
}
