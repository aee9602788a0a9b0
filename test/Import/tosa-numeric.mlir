// TOSA functions imported to graph ops and run on the reference path, with
// hand-checked values, for the ops whose translation is subtle.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-import-tosa)' -o %t.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=conv --arg=poison --print-args | FileCheck %s --check-prefix=CONV
// RUN: hidet-run %t.mlir --target=reference --entry=depthwise --arg=poison --print-args | FileCheck %s --check-prefix=DW
// RUN: hidet-run %t.mlir --target=reference --entry=pools --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=POOL
// RUN: hidet-run %t.mlir --target=reference --entry=tile --arg=poison --print-args | FileCheck %s --check-prefix=TILE
// RUN: hidet-run %t.mlir --target=reference --entry=clamp --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=CLAMP
// RUN: hidet-run %t.mlir --target=reference --entry=slice_reduce --arg=poison --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=SR

// conv2d: x = 1..15 as 1x3x5x1; weight [OC=2, KH=2, KW=2, IC=1] with
// w0 = [[1, 2], [3, 4]], w1 = [[0, 0], [0, -1]]; bias [10, 20]; pad
// [top 1, bottom 0, left 0, right 1], stride [1, 2]. out[0,0,0,0] =
// 3*x[0,0] + 4*x[0,1] + 10 = 21 (the top row is padding); out[...,1] =
// -x[0,1] + 20 = 18.
// CONV-LABEL: arg #0: memref<1x3x3x2xf32> =
// CONV-NEXT: 21, 18],
// CONV-NEXT: 35, 16],
// CONV-NEXT: 25, 20]],
// CONV-NEXT: 61, 13],
// CONV-NEXT: 81, 11],
// CONV-NEXT: 45, 20]],
// CONV-NEXT: 111, 8],
// CONV-NEXT: 131, 6],
// CONV-NEXT: 65, 20]]]]
func.func @conv() -> tensor<1x3x3x2xf32> {
  %x = "tosa.const"() <{values = dense<[[[[1.0], [2.0], [3.0], [4.0], [5.0]], [[6.0], [7.0], [8.0], [9.0], [10.0]], [[11.0], [12.0], [13.0], [14.0], [15.0]]]]> : tensor<1x3x5x1xf32>}> : () -> tensor<1x3x5x1xf32>
  %w = "tosa.const"() <{values = dense<[[[[1.0], [2.0]], [[3.0], [4.0]]], [[[0.0], [0.0]], [[0.0], [-1.0]]]]> : tensor<2x2x2x1xf32>}> : () -> tensor<2x2x2x1xf32>
  %b = "tosa.const"() <{values = dense<[10.0, 20.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.conv2d"(%x, %w, %b, %zp, %zp) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 1, 2>}> : (tensor<1x3x5x1xf32>, tensor<2x2x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// depthwise_conv2d: x = 1..18 as 1x3x3x2 (C = 2); weight [KH=2, KW=2, C=2,
// M=2] = 1..16 with channel multiplier m = 1 negated; bias [0.5]; pad
// [0, 1, 1, 0]. Output channel c*M + m reads input channel c only:
// out[0,0,0,0] = x[0,0,0]*w[0,1,0,0] + x[1,0,0]*w[1,1,0,0] + 0.5
//              = 1*5 + 7*13 + 0.5 = 96.5.
// DW-LABEL: arg #0: memref<1x3x3x4xf32> =
// DW-NEXT: 96.5, -103.5, 134.5, -143.5],
// DW-NEXT: 196.5, -215.5, 272.5, -295.5],
// DW-NEXT: 252.5, -279.5, 344.5, -375.5]],
// DW-NEXT: 204.5, -223.5, 266.5, -287.5],
// DW-NEXT: 364.5, -407.5, 488.5, -535.5],
// DW-NEXT: 420.5, -471.5, 560.5, -615.5]],
// DW-NEXT: 65.5, -77.5, 98.5, -111.5],
// DW-NEXT: 88.5, -115.5, 154.5, -183.5],
// DW-NEXT: 100.5, -131.5, 174.5, -207.5]]]]
func.func @depthwise() -> tensor<1x3x3x4xf32> {
  %x = "tosa.const"() <{values = dense<[[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]], [[13.0, 14.0], [15.0, 16.0], [17.0, 18.0]]]]> : tensor<1x3x3x2xf32>}> : () -> tensor<1x3x3x2xf32>
  %w = "tosa.const"() <{values = dense<[[[[1.0, -2.0], [3.0, -4.0]], [[5.0, -6.0], [7.0, -8.0]]], [[[9.0, -10.0], [11.0, -12.0]], [[13.0, -14.0], [15.0, -16.0]]]]> : tensor<2x2x2x2xf32>}> : () -> tensor<2x2x2x2xf32>
  %b = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.depthwise_conv2d"(%x, %w, %b, %zp, %zp) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x2xf32>, tensor<2x2x2x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// avg_pool2d 2x2, stride 1, pad 1 on x = 1..9 (3x3): TOSA divides by the
// number of input elements in the window, not by 4: the corner windows
// hold one element (1, 3, 7, 9), the edge windows two.
// POOL-LABEL: arg #0: memref<1x4x4x1xf32> =
// POOL-NEXT: 1],
// POOL-NEXT: 1.5],
// POOL-NEXT: 2.5],
// POOL-NEXT: 3]],
// POOL-NEXT: 2.5],
// POOL-NEXT: 3],
// POOL-NEXT: 4],
// POOL-NEXT: 4.5]],
// POOL-NEXT: 5.5],
// POOL-NEXT: 6],
// POOL-NEXT: 7],
// POOL-NEXT: 7.5]],
// POOL-NEXT: 7],
// POOL-NEXT: 7.5],
// POOL-NEXT: 8.5],
// POOL-NEXT: 9]]]]
// max_pool2d 2x2, stride 2, pad [1, 0, 1, 0] on -x: padding never wins.
// POOL-LABEL: arg #1: memref<1x2x2x1xf32> =
// POOL-NEXT: -1],
// POOL-NEXT: -2]],
// POOL-NEXT: -4],
// POOL-NEXT: -5]]]]
func.func @pools() -> (tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>) {
  %x = "tosa.const"() <{values = dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf32>}> : () -> tensor<1x3x3x1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.avg_pool2d"(%x, %zp, %zp) <{acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x1xf32>
  %n = "tosa.negate"(%x, %zp, %zp) : (tensor<1x3x3x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x1xf32>
  %1 = "tosa.max_pool2d"(%n) <{kernel = array<i64: 2, 2>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}> : (tensor<1x3x3x1xf32>) -> tensor<1x2x2x1xf32>
  return %0, %1 : tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>
}

// tile [[1, 2, 3], [4, 5, 6]] by [2, 2]: whole copies, not repeated elements.
// TILE-LABEL: arg #0: memref<4x6xf32> =
// TILE-NEXT: 1, 2, 3, 1, 2, 3],
// TILE-NEXT: 4, 5, 6, 4, 5, 6],
// TILE-NEXT: 1, 2, 3, 1, 2, 3],
// TILE-NEXT: 4, 5, 6, 4, 5, 6]]
func.func @tile() -> tensor<4x6xf32> {
  %x = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %m = "tosa.const_shape"() <{values = dense<[2, 2]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %0 = "tosa.tile"(%x, %m) : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// clamp to [-1, 6], to [0, max] (relu), and an i32 clamp to [-2, 2].
// CLAMP-LABEL: arg #0: memref<5xf32> =
// CLAMP-NEXT: [-1, -0.5, 0.5, 3, 6]
// CLAMP-LABEL: arg #1: memref<5xf32> =
// CLAMP-NEXT: [0, 0, 0.5, 3, 8]
// CLAMP-LABEL: arg #2: memref<5xi32> =
// CLAMP-NEXT: [-2, -1, 0, 2, 2]
func.func @clamp() -> (tensor<5xf32>, tensor<5xf32>, tensor<5xi32>) {
  %x = "tosa.const"() <{values = dense<[-3.0, -0.5, 0.5, 3.0, 8.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %0 = "tosa.clamp"(%x) <{max_val = 6.0 : f32, min_val = -1.0 : f32}> : (tensor<5xf32>) -> tensor<5xf32>
  %1 = "tosa.clamp"(%x) <{max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32}> : (tensor<5xf32>) -> tensor<5xf32>
  %i = "tosa.const"() <{values = dense<[-7, -1, 0, 2, 9]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %2 = "tosa.clamp"(%i) <{max_val = 2 : i32, min_val = -2 : i32}> : (tensor<5xi32>) -> tensor<5xi32>
  return %0, %1, %2 : tensor<5xf32>, tensor<5xf32>, tensor<5xi32>
}

// slice rows 1..2, cols 1..2 of [[0..3], [4..7], [8..11]]; reduce_sum and
// reduce_max keep the reduced dim; an i32 reduce_sum (through f64).
// SR-LABEL: arg #0: memref<2x2xf32> =
// SR-NEXT: 5, 6],
// SR-NEXT: 9, 10]]
// SR-LABEL: arg #1: memref<3x1xf32> =
// SR-NEXT: 6],
// SR-NEXT: 22],
// SR-NEXT: 38]]
// SR-LABEL: arg #2: memref<1x4xf32> =
// SR-NEXT: {{\[\[}}8, 9, 10, 11]]
// SR-LABEL: arg #3: memref<2x1xi32> =
// SR-NEXT: 6],
// SR-NEXT: -15]]
func.func @slice_reduce() -> (tensor<2x2xf32>, tensor<3x1xf32>, tensor<1x4xf32>, tensor<2x1xi32>) {
  %x = "tosa.const"() <{values = dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
  %start = "tosa.const_shape"() <{values = dense<[1, 1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %size = "tosa.const_shape"() <{values = dense<[2, 2]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %0 = "tosa.slice"(%x, %start, %size) : (tensor<3x4xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  %1 = "tosa.reduce_sum"(%x) <{axis = 1 : i32}> : (tensor<3x4xf32>) -> tensor<3x1xf32>
  %2 = "tosa.reduce_max"(%x) <{axis = 0 : i32}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
  %i = "tosa.const"() <{values = dense<[[1, 2, 3], [-4, -5, -6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %3 = "tosa.reduce_sum"(%i) <{axis = 1 : i32}> : (tensor<2x3xi32>) -> tensor<2x1xi32>
  return %0, %1, %2, %3 : tensor<2x2xf32>, tensor<3x1xf32>, tensor<1x4xf32>, tensor<2x1xi32>
}
