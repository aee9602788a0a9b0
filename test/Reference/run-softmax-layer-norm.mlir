// End to end through hidet-run, on constants: softmax (stable for inputs
// near 1000), layer_norm with gamma/beta, a mean. Expected values from
// double-precision formulas.
// RUN: hidet-run --target=reference %s --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s

// CHECK-LABEL: arg #0: memref<2x4xf32> =
// CHECK-NEXT: 0.0320586{{[0-9]*}}, 0.0871443{{[0-9]*}}, 0.236882{{[0-9]*}}, 0.643914{{[0-9]*}}],
// CHECK-NEXT: 0.174877{{[0-9]*}}, 0.174877{{[0-9]*}}, 0.174877{{[0-9]*}}, 0.475366{{[0-9]*}}]]
// CHECK-LABEL: arg #1: memref<2x4xf32> =
// CHECK-NEXT: -0.841640{{[0-9]*}}, 0.0527864{{[0-9]*}}, 1.394427{{[0-9]*}}, 3.183281{{[0-9]*}}],
// CHECK-NEXT: -0.0773502{{[0-9]*}}, -0.0773502{{[0-9]*}}, -0.654700{{[0-9]*}}, 3.964101{{[0-9]*}}]]
// CHECK-LABEL: arg #2: memref<2xf32> =
// CHECK-NEXT: [2.5, 1000.25]

func.func @main() -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2xf32>) {
  %x = "graph.constant"() {value = dense<[[1.0, 2.0, 3.0, 4.0], [1000.0, 1000.0, 1000.0, 1001.0]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
  %g = "graph.constant"() {value = dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %b = "graph.constant"() {value = dense<0.5> : tensor<4xf32>} : () -> tensor<4xf32>
  %0 = "graph.softmax"(%x) {axis = 1 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = "graph.layer_norm"(%x, %g, %b) {epsilon = 1.0e-30 : f32} : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %2 = "graph.reduce"(%x) {kind = "mean", axes = array<i64: -1>} : (tensor<2x4xf32>) -> tensor<2xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2xf32>
}
