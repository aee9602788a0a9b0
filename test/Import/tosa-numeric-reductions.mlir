// TOSA forms of boolean reductions and logic, torch's masked-softmax guard, RMS norm
// and variance / std (as torch-mlir exports them), imported and run on the
// reference path with hand-computed values; each also after
// hidet-graph-canonicalize (same values).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-import-tosa)' -o %t.mlir
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-import-tosa,hidet-graph-canonicalize)' -o %t.canon.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=all_any --arg=poison --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=BOOL
// RUN: hidet-run %t.canon.mlir --target=reference --entry=all_any --arg=poison --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=BOOL
// RUN: hidet-run %t.mlir --target=reference --entry=logical --arg=poison --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=LOGIC
// RUN: hidet-run %t.mlir --target=reference --entry=safe_softmax --arg=poison --print-args | FileCheck %s --check-prefix=GUARD
// RUN: hidet-run %t.canon.mlir --target=reference --entry=safe_softmax --arg=poison --print-args | FileCheck %s --check-prefix=GUARD
// RUN: hidet-run %t.mlir --target=reference --entry=rms_norm --arg=poison --print-args | FileCheck %s --check-prefix=RMS
// RUN: hidet-run %t.canon.mlir --target=reference --entry=rms_norm --arg=poison --print-args | FileCheck %s --check-prefix=RMS
// RUN: hidet-run %t.mlir --target=reference --entry=var_std --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=VAR
// RUN: hidet-run %t.canon.mlir --target=reference --entry=var_std --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=VAR

// x = [[1, 1, 1, 1], [0, 0, 0, 0], [1, 0, 1, 0]]: all / any along the rows;
// y = [[0, 1, 1], [0, 0, 1]]: all / any down the columns.
// BOOL-LABEL: arg #0: memref<3x1xi1> =
// BOOL-NEXT: {{\[\[}}1],
// BOOL-NEXT: [0],
// BOOL-NEXT: [0]]
// BOOL-LABEL: arg #1: memref<3x1xi1> =
// BOOL-NEXT: {{\[\[}}1],
// BOOL-NEXT: [0],
// BOOL-NEXT: [1]]
// BOOL-LABEL: arg #2: memref<1x3xi1> =
// BOOL-NEXT: {{\[\[}}0, 0, 1]]
// BOOL-LABEL: arg #3: memref<1x3xi1> =
// BOOL-NEXT: {{\[\[}}0, 1, 1]]
func.func @all_any() -> (tensor<3x1xi1>, tensor<3x1xi1>, tensor<1x3xi1>, tensor<1x3xi1>) {
  %x = "tosa.const"() <{values = dense<[[true, true, true, true], [false, false, false, false], [true, false, true, false]]> : tensor<3x4xi1>}> : () -> tensor<3x4xi1>
  %y = "tosa.const"() <{values = dense<[[false, true, true], [false, false, true]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %0 = "tosa.reduce_all"(%x) <{axis = 1 : i32}> : (tensor<3x4xi1>) -> tensor<3x1xi1>
  %1 = "tosa.reduce_any"(%x) <{axis = 1 : i32}> : (tensor<3x4xi1>) -> tensor<3x1xi1>
  %2 = "tosa.reduce_all"(%y) <{axis = 0 : i32}> : (tensor<2x3xi1>) -> tensor<1x3xi1>
  %3 = "tosa.reduce_any"(%y) <{axis = 0 : i32}> : (tensor<2x3xi1>) -> tensor<1x3xi1>
  return %0, %1, %2, %3 : tensor<3x1xi1>, tensor<3x1xi1>, tensor<1x3xi1>, tensor<1x3xi1>
}

// Truth tables: a = [0, 0, 1, 1], b = [0, 1, 0, 1] (b broadcast from
// [[0, 1]] over a 2x2 layout: a = [[0, 0], [1, 1]]).
// LOGIC-LABEL: arg #0: memref<2x2xi1> =
// LOGIC-NEXT: {{\[\[}}0, 0],
// LOGIC-NEXT: [0, 1]]
// LOGIC-LABEL: arg #1: memref<2x2xi1> =
// LOGIC-NEXT: {{\[\[}}0, 1],
// LOGIC-NEXT: [1, 1]]
// LOGIC-LABEL: arg #2: memref<2x2xi1> =
// LOGIC-NEXT: {{\[\[}}0, 1],
// LOGIC-NEXT: [1, 0]]
// LOGIC-LABEL: arg #3: memref<2x2xi1> =
// LOGIC-NEXT: {{\[\[}}1, 1],
// LOGIC-NEXT: [0, 0]]
func.func @logical() -> (tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>) {
  %a = "tosa.const"() <{values = dense<[[false, false], [true, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  %b = "tosa.const"() <{values = dense<[[false, true]]> : tensor<1x2xi1>}> : () -> tensor<1x2xi1>
  %0 = "tosa.logical_and"(%a, %b) : (tensor<2x2xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %1 = "tosa.logical_or"(%a, %b) : (tensor<2x2xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %2 = "tosa.logical_xor"(%a, %b) : (tensor<2x2xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %3 = "tosa.logical_not"(%a) : (tensor<2x2xi1>) -> tensor<2x2xi1>
  return %0, %1, %2, %3 : tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>
}

// torch's _safe_softmax (the masked-softmax guard of scaled_dot_product_
// attention) as torch-mlir exports it: softmax, then rows whose inputs are
// all -inf (double(x) == -inf, reduce_all) give 0 instead of NaN.
// Row 0 is fully masked; row 1 = [0, 0, -inf] gives [0.5, 0.5, 0]; row 2 =
// [ln 3, 0, 0] gives [0.6, 0.2, 0.2].
// GUARD-LABEL: arg #0: memref<3x3xf32> =
// GUARD-NEXT: {{\[\[}}0, 0, 0],
// GUARD-NEXT: [0.5, 0.5, 0],
// GUARD-NEXT: [0.6{{0*[0-9]?}}, 0.2{{0*[0-9]?}}, 0.2{{0*[0-9]?}}]]
func.func @safe_softmax() -> tensor<3x3xf32> {
  %x = "tosa.const"() <{values = dense<[[0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0xFF800000], [1.09861229, 0.0, 0.0]]> : tensor<3x3xf32>}> : () -> tensor<3x3xf32>
  %zeros = "tosa.const"() <{values = dense<0.0> : tensor<3x3xf32>}> : () -> tensor<3x3xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ninf = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1xf64>}> : () -> tensor<1x1xf64>
  %m = "tosa.reduce_max"(%x) <{axis = 1 : i32}> : (tensor<3x3xf32>) -> tensor<3x1xf32>
  %d = "tosa.sub"(%x, %m) : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x3xf32>
  %e = "tosa.exp"(%d) : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %s = "tosa.reduce_sum"(%e) <{axis = 1 : i32}> : (tensor<3x3xf32>) -> tensor<3x1xf32>
  %r = "tosa.reciprocal"(%s) : (tensor<3x1xf32>) -> tensor<3x1xf32>
  %sm = "tosa.mul"(%e, %r, %shift) : (tensor<3x3xf32>, tensor<3x1xf32>, tensor<1xi8>) -> tensor<3x3xf32>
  %xd = "tosa.cast"(%x) : (tensor<3x3xf32>) -> tensor<3x3xf64>
  %eq = "tosa.equal"(%xd, %ninf) : (tensor<3x3xf64>, tensor<1x1xf64>) -> tensor<3x3xi1>
  %all = "tosa.reduce_all"(%eq) <{axis = 1 : i32}> : (tensor<3x3xi1>) -> tensor<3x1xi1>
  %y = "tosa.select"(%all, %zeros, %sm) : (tensor<3x1xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %y : tensor<3x3xf32>
}

// LLaMA's RMS norm, w * (x * rsqrt(mean(x^2) + eps)), with eps = 0 and
// w = [1, 2, 3, 4] so that the values are exact. Row 0 = [1, 2, 2, 4]:
// mean of squares 25/4, rsqrt 0.4; row 1 = [-3, 3, -3, 3] (pow of a
// negative base): mean 9, rsqrt 1/3.
// RMS-LABEL: arg #0: memref<1x2x4xf32> =
// RMS-NEXT: {{\[\[\[}}0.4, 1.6, 2.4, 6.4],
// RMS-NEXT: [-1, 2, -3, 4]]]
func.func @rms_norm() -> tensor<1x2x4xf32> {
  %x = "tosa.const"() <{values = dense<[[[1.0, 2.0, 2.0, 4.0], [-3.0, 3.0, -3.0, 3.0]]]> : tensor<1x2x4xf32>}> : () -> tensor<1x2x4xf32>
  %w = "tosa.const"() <{values = dense<[[[1.0, 2.0, 3.0, 4.0]]]> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %two = "tosa.const"() <{values = dense<2.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %quarter = "tosa.const"() <{values = dense<0.25> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<0.0> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %p = "tosa.pow"(%x, %two) : (tensor<1x2x4xf32>, tensor<1x1x1xf32>) -> tensor<1x2x4xf32>
  %s = "tosa.reduce_sum"(%p) <{axis = 2 : i32}> : (tensor<1x2x4xf32>) -> tensor<1x2x1xf32>
  %mean = "tosa.mul"(%s, %quarter, %shift) : (tensor<1x2x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x1xf32>
  %a = "tosa.add"(%mean, %eps) : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
  %r = "tosa.rsqrt"(%a) : (tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
  %n = "tosa.mul"(%x, %r, %shift) : (tensor<1x2x4xf32>, tensor<1x2x1xf32>, tensor<1xi8>) -> tensor<1x2x4xf32>
  %y = "tosa.mul"(%w, %n, %shift) : (tensor<1x1x4xf32>, tensor<1x2x4xf32>, tensor<1xi8>) -> tensor<1x2x4xf32>
  return %y : tensor<1x2x4xf32>
}

// torch.var(x, -1) (correction 1) and torch.std(x, 1, correction=0), as
// torch-mlir decomposes them (in f64, std as pow 0.5). x = [[1, 2, 3, 4],
// [2, 4, 6, 8]]: variances 5/3 and 20/3 (rounded to f32 once, from f64);
// the std of each column pair
// (a, 2a) is a/2.
// VAR-LABEL: arg #0: memref<1x2x1xf32> =
// VAR-NEXT: {{\[\[\[}}1.6666666],
// VAR-NEXT: [6.6666665]]]
// VAR-LABEL: arg #1: memref<1x1x4xf32> =
// VAR-NEXT: {{\[\[\[}}0.5, 1, 1.5, 2]]]
func.func @var_std() -> (tensor<1x2x1xf32>, tensor<1x1x4xf32>) {
  %x = "tosa.const"() <{values = dense<[[[1.0, 2.0, 3.0, 4.0], [2.0, 4.0, 6.0, 8.0]]]> : tensor<1x2x4xf32>}> : () -> tensor<1x2x4xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = "tosa.const"() <{values = dense<0.25> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
  %third = "tosa.const"() <{values = dense<0.33333333333333331> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
  %halff = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %xd = "tosa.cast"(%x) : (tensor<1x2x4xf32>) -> tensor<1x2x4xf64>
  %s = "tosa.reduce_sum"(%xd) <{axis = 2 : i32}> : (tensor<1x2x4xf64>) -> tensor<1x2x1xf64>
  %m = "tosa.mul"(%s, %q, %shift) : (tensor<1x2x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x2x1xf64>
  %d = "tosa.sub"(%xd, %m) : (tensor<1x2x4xf64>, tensor<1x2x1xf64>) -> tensor<1x2x4xf64>
  %dd = "tosa.mul"(%d, %d, %shift) : (tensor<1x2x4xf64>, tensor<1x2x4xf64>, tensor<1xi8>) -> tensor<1x2x4xf64>
  %ss = "tosa.reduce_sum"(%dd) <{axis = 2 : i32}> : (tensor<1x2x4xf64>) -> tensor<1x2x1xf64>
  %v = "tosa.mul"(%ss, %third, %shift) : (tensor<1x2x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x2x1xf64>
  %vf = "tosa.cast"(%v) : (tensor<1x2x1xf64>) -> tensor<1x2x1xf32>
  %s1 = "tosa.reduce_sum"(%xd) <{axis = 1 : i32}> : (tensor<1x2x4xf64>) -> tensor<1x1x4xf64>
  %m1 = "tosa.mul"(%s1, %half, %shift) : (tensor<1x1x4xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x1x4xf64>
  %d1 = "tosa.sub"(%xd, %m1) : (tensor<1x2x4xf64>, tensor<1x1x4xf64>) -> tensor<1x2x4xf64>
  %dd1 = "tosa.mul"(%d1, %d1, %shift) : (tensor<1x2x4xf64>, tensor<1x2x4xf64>, tensor<1xi8>) -> tensor<1x2x4xf64>
  %ss1 = "tosa.reduce_sum"(%dd1) <{axis = 1 : i32}> : (tensor<1x2x4xf64>) -> tensor<1x1x4xf64>
  %v1 = "tosa.mul"(%ss1, %half, %shift) : (tensor<1x1x4xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x1x4xf64>
  %v1f = "tosa.cast"(%v1) : (tensor<1x1x4xf64>) -> tensor<1x1x4xf32>
  %sd = "tosa.pow"(%v1f, %halff) : (tensor<1x1x4xf32>, tensor<1x1x1xf32>) -> tensor<1x1x4xf32>
  return %vf, %sd : tensor<1x2x1xf32>, tensor<1x1x4xf32>
}
