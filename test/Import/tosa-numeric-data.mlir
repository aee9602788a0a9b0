// gather, compare/select and pad imported from TOSA and run on the
// reference path (the graph ops they map to are newer than the others).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-import-tosa)' -o %t.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=gather --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=GATHER
// RUN: hidet-run %t.mlir --target=reference --entry=mask --arg=poison --print-args | FileCheck %s --check-prefix=MASK
// RUN: hidet-run %t.mlir --target=reference --entry=pad --arg=poison --print-args | FileCheck %s --check-prefix=PAD

// gather(values [N, K, C], indices [N, W]) -> [N, W, C]: out[n, w] =
// values[n, indices[n, w]]. N = 1 (a table lookup), then N = 2 (each batch
// indexes its own table: rows n*K + idx of the flattened values).
// GATHER-LABEL: arg #0: memref<1x3x2xf32> =
// GATHER-NEXT: {{\[\[\[}}30, 31],
// GATHER-NEXT: [0, 1],
// GATHER-NEXT: [30, 31]]]
// GATHER-LABEL: arg #1: memref<2x2x2xf32> =
// GATHER-NEXT: {{\[\[\[}}20, 21],
// GATHER-NEXT: [0, 1]],
// GATHER-NEXT: {{\[\[}}100, 101],
// GATHER-NEXT: [130, 131]]]
func.func @gather() -> (tensor<1x3x2xf32>, tensor<2x2x2xf32>) {
  %v = "tosa.const"() <{values = dense<[[[0.0, 1.0], [10.0, 11.0], [20.0, 21.0], [30.0, 31.0]]]> : tensor<1x4x2xf32>}> : () -> tensor<1x4x2xf32>
  %i = "tosa.const"() <{values = dense<[[3, 0, 3]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %0 = "tosa.gather"(%v, %i) : (tensor<1x4x2xf32>, tensor<1x3xi32>) -> tensor<1x3x2xf32>
  %v2 = "tosa.const"() <{values = dense<[[[0.0, 1.0], [10.0, 11.0], [20.0, 21.0], [30.0, 31.0]], [[100.0, 101.0], [110.0, 111.0], [120.0, 121.0], [130.0, 131.0]]]> : tensor<2x4x2xf32>}> : () -> tensor<2x4x2xf32>
  %i2 = "tosa.const"() <{values = dense<[[2, 0], [0, 3]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %1 = "tosa.gather"(%v2, %i2) : (tensor<2x4x2xf32>, tensor<2x2xi32>) -> tensor<2x2x2xf32>
  return %0, %1 : tensor<1x3x2xf32>, tensor<2x2x2xf32>
}

// A causal-mask pattern as torch-mlir exports it: i64 positions compared
// with greater_equal, tiled, and selected between 0 and -inf-like values.
// MASK-LABEL: arg #0: memref<1x3x3xf32> =
// MASK-NEXT: {{\[\[\[}}0, -100, 0],
// MASK-NEXT: [0, -100, 0],
// MASK-NEXT: [0, -100, 0]]]
func.func @mask() -> tensor<1x3x3xf32> {
  %pos = "tosa.const"() <{values = dense<[[[2, -1, 0]]]> : tensor<1x1x3xi64>}> : () -> tensor<1x1x3xi64>
  %zero = "tosa.const"() <{values = dense<0> : tensor<1x1x1xi64>}> : () -> tensor<1x1x1xi64>
  %ge = "tosa.greater_equal"(%pos, %zero) : (tensor<1x1x3xi64>, tensor<1x1x1xi64>) -> tensor<1x1x3xi1>
  %m = "tosa.const_shape"() <{values = dense<[1, 3, 1]> : tensor<3xindex>}> : () -> !tosa.shape<3>
  %t = "tosa.tile"(%ge, %m) : (tensor<1x1x3xi1>, !tosa.shape<3>) -> tensor<1x3x3xi1>
  %a = "tosa.const"() <{values = dense<0.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %b = "tosa.const"() <{values = dense<-100.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %0 = "tosa.select"(%t, %a, %b) : (tensor<1x3x3xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x3x3xf32>
  return %0 : tensor<1x3x3xf32>
}

// pad [[1, 2], [3, 4]] by rows (1, 0) and columns (0, 2) with 9.
// PAD-LABEL: arg #0: memref<3x4xf32> =
// PAD-NEXT: {{\[\[}}9, 9, 9, 9],
// PAD-NEXT: [1, 2, 9, 9],
// PAD-NEXT: [3, 4, 9, 9]]
func.func @pad() -> tensor<3x4xf32> {
  %x = "tosa.const"() <{values = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %p = "tosa.const_shape"() <{values = dense<[1, 0, 0, 2]> : tensor<4xindex>}> : () -> !tosa.shape<4>
  %v = "tosa.const"() <{values = dense<9.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.pad"(%x, %p, %v) : (tensor<2x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
