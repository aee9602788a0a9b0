// f16 and bf16 on the direct window templates: loads widened to f32,
// computed in f32, the result rounded once at the store (as the reference
// path computes them). A depthwise conv on f16 (NHWC, stride 2, padding 1,
// with a bias epilogue in f16), a grouped conv on bf16 (NCHW), a max pool on
// bf16 and an avg pool on f16 with padding, all at odd sizes; the cost
// model's schedules and 6 sampled schedules per template, each through
// ptxas. Tolerance: one rounding of the result to f16 (rtol 1e-3) or bf16
// (8e-3).
// RUN: python3 %S/run_window.py %s --template depthwise --tmp %t.dw --samples 6 --seed 13 --ptx-samples --atol 1e-3 --rtol 8e-3 --args "--entry=half --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=DW
// DW: cost-model: b{{.*}} PASS
// DW: ptx sm_80: {{OK|SKIP}}
// DW: ptx sm_90: {{OK|SKIP}}
// DW: sampled 6 depthwise schedules of 27: 6 passed, 0 failed
// RUN: python3 %S/run_window.py %s --template pool2d --tmp %t.pool --samples 6 --seed 14 --ptx-samples --atol 1e-3 --rtol 8e-3 --args "--entry=half --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=POOL
// POOL: sampled 6 pool2d schedules of 27: 6 passed, 0 failed
func.func @half(%x1: tensor<2x9x7x6xf16>, %w1: tensor<3x3x1x6xf16>, %b1: tensor<6xf16>,
                %x2: tensor<1x6x7x5xbf16>, %w2: tensor<4x3x3x3xbf16>,
                %x3: tensor<2x3x9x7xbf16>, %x4: tensor<1x7x5x3xf16>)
    -> (tensor<2x5x4x6xf16>, tensor<1x4x5x3xbf16>, tensor<2x3x5x4xbf16>, tensor<1x7x5x3xf16>) {
  %c1 = "graph.conv2d"(%x1, %w1) {groups = 6 : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x9x7x6xf16>, tensor<3x3x1x6xf16>) -> tensor<2x5x4x6xf16>
  %y1 = "graph.add"(%c1, %b1) : (tensor<2x5x4x6xf16>, tensor<6xf16>) -> tensor<2x5x4x6xf16>
  %c2 = "graph.conv2d"(%x2, %w2) {groups = 2 : i64} : (tensor<1x6x7x5xbf16>, tensor<4x3x3x3xbf16>) -> tensor<1x4x5x3xbf16>
  %p3 = "graph.pool2d"(%x3) {kind = "max", kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x7xbf16>) -> tensor<2x3x5x4xbf16>
  %p4 = "graph.pool2d"(%x4) {kind = "avg", kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<1x7x5x3xf16>) -> tensor<1x7x5x3xf16>
  return %y1, %c2, %p3, %p4 : tensor<2x5x4x6xf16>, tensor<1x4x5x3xbf16>, tensor<2x3x5x4xbf16>, tensor<1x7x5x3xf16>
}
