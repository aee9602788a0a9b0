// tosa.cast float -> int rounds to nearest, ties to even, and saturates
// (TOSA 1.0; upstream's TosaToLinalg: roundeven, clamp, fptosi):
// graph.cast {rounding = "nearest_even"}. Casts to i1 (x != 0) and int ->
// float keep graph.cast's default. Hand-checked values on the reference
// path: ties 0.5 -> 0, 1.5 -> 2, 2.5 -> 2, -0.5 -> 0, -1.5 -> -2, -2.5 -> -2;
// 2.49 -> 2, -2.51 -> -3; out of range saturates (i8: 300 -> 127, -1000 ->
// -128; i32: 3e9 -> 2147483647, f32's 2147483520 stays; i64: 1e19 ->
// 9223372036854775807, -1e19 -> the minimum). The element-wise GPU kernel
// on the emulator gives the same bits.
// RUN: hidet-opt %s -p 'builtin.module(hidet-import-tosa)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// OPS-LABEL: func.func @round_i32
// OPS: "graph.cast"(%{{.*}}) {rounding = "nearest_even"} : (tensor<12xf32>) -> tensor<12xi32>
// OPS-LABEL: func.func @others
// OPS: "graph.cast"(%{{.*}}) : (tensor<3xf32>) -> tensor<3xi1>
// OPS: "graph.cast"(%{{.*}}) : (tensor<3xi32>) -> tensor<3xf32>
// RUN: hidet-run %t.mlir --target=reference --entry=round_i32 --arg=poison --print-args | FileCheck %s --check-prefix=I32
// I32: [0, 2, 2, 0, -2, -2, 2, -3, 2147483647, -2147483648, 2147483520, -7]
// RUN: hidet-run %t.mlir --target=reference --entry=round_i8 --arg=poison --print-args | FileCheck %s --check-prefix=I8
// I8: [127, -128, 4, -4, 0]
// RUN: hidet-run %t.mlir --target=reference --entry=round_i64 --arg=poison --print-args | FileCheck %s --check-prefix=I64
// I64: [9223372036854775807, -9223372036854775808, 3, 4]
// RUN: hidet-opt %t.mlir -p 'builtin.module(hidet-compile-to-gpu{unsupported=error})' -o %t.gpu.mlir
// RUN: hidet-run %t.gpu.mlir --target=emulate --entry=round_i32 --arg=poison --print-args | FileCheck %s --check-prefix=I32
// RUN: hidet-run %t.gpu.mlir --target=emulate --entry=round_i8 --arg=poison --print-args | FileCheck %s --check-prefix=I8
// RUN: hidet-run %t.gpu.mlir --target=emulate --entry=round_i64 --arg=poison --print-args | FileCheck %s --check-prefix=I64

func.func @round_i32() -> tensor<12xi32> {
  %x = "tosa.const"() <{values = dense<[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.49, -2.51, 3.0e9, -3.0e9, 2147483520.0, -7.0]> : tensor<12xf32>}> : () -> tensor<12xf32>
  %0 = "tosa.cast"(%x) : (tensor<12xf32>) -> tensor<12xi32>
  return %0 : tensor<12xi32>
}

func.func @round_i8() -> tensor<5xi8> {
  %x = "tosa.const"() <{values = dense<[300.0, -1000.0, 3.5, -3.5, 0.25]> : tensor<5xf16>}> : () -> tensor<5xf16>
  %0 = "tosa.cast"(%x) : (tensor<5xf16>) -> tensor<5xi8>
  return %0 : tensor<5xi8>
}

func.func @round_i64() -> tensor<4xi64> {
  %x = "tosa.const"() <{values = dense<[1.0e19, -1.0e19, 3.4999999, 3.5]> : tensor<4xf64>}> : () -> tensor<4xf64>
  %0 = "tosa.cast"(%x) : (tensor<4xf64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

func.func @others(%x: tensor<3xf32>, %i: tensor<3xi32>) -> (tensor<3xi1>, tensor<3xf32>) {
  %0 = "tosa.cast"(%x) : (tensor<3xf32>) -> tensor<3xi1>
  %1 = "tosa.cast"(%i) : (tensor<3xi32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xi1>, tensor<3xf32>
}
