// End to end through hidet-run: an f16 MLP layer (accumulated in f32) and
// casts; the inputs are filled by hidet-run, the results are trailing
// memref arguments.
// RUN: hidet-run --target=reference %s --entry=mlp --arg=fill:0.5 --arg=fill:0.25 --arg=fill:-1 --arg=poison --arg=poison --print-args | FileCheck %s

// x @ w = 16 * 0.5 * 0.25 = 2; + b = 1; gelu(1) = 0.8413...
// CHECK-LABEL: arg #3: memref<2x3xf16> =
// CHECK-NEXT: [0.841{{[0-9]*}}, 0.841{{[0-9]*}}, 0.841{{[0-9]*}}],
// CHECK-NEXT: [0.841{{[0-9]*}}, 0.841{{[0-9]*}}, 0.841{{[0-9]*}}]]
// cast f16 -> i32 truncates toward zero: 0.84 -> 0; the sum over the
// hidden dim of x is 8: cast -> 8.
// CHECK-LABEL: arg #4: memref<2x2xi32> =
// CHECK-NEXT: [0, 8],
// CHECK-NEXT: [0, 8]]

func.func @mlp(%x: tensor<2x16xf16>, %w: tensor<16x3xf16>, %b: tensor<3xf16>) -> (tensor<2x3xf16>, tensor<2x2xi32>) {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x16xf16>, tensor<16x3xf16>) -> tensor<2x3xf16>
  %1 = "graph.add"(%0, %b) : (tensor<2x3xf16>, tensor<3xf16>) -> tensor<2x3xf16>
  %2 = "graph.gelu"(%1) : (tensor<2x3xf16>) -> tensor<2x3xf16>
  %3 = "graph.slice"(%2) {starts = array<i64: 0, 0>, ends = array<i64: 2, 1>} : (tensor<2x3xf16>) -> tensor<2x1xf16>
  %4 = "graph.reduce"(%x) {kind = "sum", axes = array<i64: 1>, keepdims = true} : (tensor<2x16xf16>) -> tensor<2x1xf16>
  %5 = "graph.concat"(%3, %4) {axis = 1 : i64} : (tensor<2x1xf16>, tensor<2x1xf16>) -> tensor<2x2xf16>
  %6 = "graph.cast"(%5) : (tensor<2x2xf16>) -> tensor<2x2xi32>
  return %2, %6 : tensor<2x3xf16>, tensor<2x2xi32>
}
