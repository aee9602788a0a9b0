// End to end through hidet-run: graph -> hidet-reference -> CPU lowering ->
// JIT. Each tensor result is a trailing output memref argument.
// RUN: hidet-run --target=reference %s --entry=conv_pool --arg=fill:1 --arg=fill:1 --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s
// RUN: hidet-run --target=reference %s --entry=conv_pool --arg=fill:1 --arg=fill:1 --arg=poison --arg=poison --arg=poison --print-args -O0 | FileCheck %s

// 3x3 ones over zero-padded ones: each output counts the in-bounds taps.
// CHECK-LABEL: arg #2: memref<1x1x4x4xf32> =
// CHECK-NEXT: 4, 6, 6, 4],
// CHECK-NEXT: 6, 9, 9, 6],
// CHECK-NEXT: 6, 9, 9, 6],
// CHECK-NEXT: 4, 6, 6, 4]]]]
// avg pool counts the padding (count_include_pad): the divisor is always 9.
// CHECK-LABEL: arg #3: memref<1x1x4x4xf32> =
// CHECK-NEXT: 0.444444{{[0-9]*}}, 0.666666{{[0-9]*}}, 0.666666{{[0-9]*}}, 0.444444{{[0-9]*}}],
// CHECK-NEXT: 0.666666{{[0-9]*}}, 1, 1, 0.666666{{[0-9]*}}],
// CHECK-NEXT: 0.666666{{[0-9]*}}, 1, 1, 0.666666{{[0-9]*}}],
// CHECK-NEXT: 0.444444{{[0-9]*}}, 0.666666{{[0-9]*}}, 0.666666{{[0-9]*}}, 0.444444{{[0-9]*}}]]]]
// 2x2 max pool (strides default to the kernel) of the convolution.
// CHECK-LABEL: arg #4: memref<1x1x2x2xf32> =
// CHECK-NEXT: 9, 9],
// CHECK-NEXT: 9, 9]]]]

func.func @conv_pool(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x3x3xf32>) -> (tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>) {
  %0 = "graph.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x4xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x4x4xf32>
  %1 = "graph.pool2d"(%x) {kind = "avg", kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
  %2 = "graph.pool2d"(%0) {kind = "max", kernel = array<i64: 2, 2>} : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  return %0, %1, %2 : tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>
}
