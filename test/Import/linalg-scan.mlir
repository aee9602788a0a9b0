// torch-mlir's tm_tensor.scan (aten.cumsum in its linalg export; the
// dialect is not MLIR 22's, so the op parses in generic form with
// --allow-unregistered-dialect): a triangular mask, a graph.reduce sum in
// f64, cast back. Run on the reference path against hand-computed sums.
// RUN: hidet-opt --allow-unregistered-dialect -p 'builtin.module(hidet-import-linalg)' %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// hidet-compile-model --import=linalg parses the tm_tensor op itself.
// RUN: hidet-compile-model %s --import=linalg --canonicalize --entry=positions -o %t.lib --no-cache 2>&1 | FileCheck %s --check-prefix=LIB
// LIB: wrote {{.*}}libmodel.so
// RUN: hidet-run %t.mlir --target=reference --entry=positions --arg=poison --print-args | FileCheck %s --check-prefix=POS
// RUN: hidet-run %t.mlir --target=reference --entry=exclusive --arg=poison --print-args | FileCheck %s --check-prefix=EXC
// RUN: hidet-run %t.mlir --target=reference --entry=floats --arg=poison --print-args | FileCheck %s --check-prefix=FLT
// OPS-NOT: tm_tensor
// OPS-LABEL: func.func @positions
// OPS: "graph.select"
// OPS: "graph.reduce"{{.*}}kind = "sum"{{.*}}(tensor<2x4x4xf64>) -> tensor<2x4x1xf64>

// RoBERTa's position ids: cumsum(mask, dim=1) (inclusive) of an i64 mask.
// POS-LABEL: arg #0: memref<2x4xi64> =
// POS-NEXT: {{\[\[}}1, 2, 2, 3],
// POS-NEXT: [0, 5, 12, 9]]
func.func @positions() -> tensor<2x4xi64> {
  %x = arith.constant dense<[[1, 1, 0, 1], [0, 5, 7, -3]]> : tensor<2x4xi64>
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2x4xi64>
  %o = linalg.fill ins(%c0 : i64) outs(%e : tensor<2x4xi64>) -> tensor<2x4xi64>
  %ea = tensor.empty() : tensor<2xi64>
  %a = linalg.fill ins(%c0 : i64) outs(%ea : tensor<2xi64>) -> tensor<2xi64>
  %r:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 1 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    "tm_tensor.yield"(%s) : (i64) -> ()
  }) : (tensor<2x4xi64>, tensor<2x4xi64>, tensor<2xi64>) -> (tensor<2x4xi64>, tensor<2xi64>)
  return %r#0 : tensor<2x4xi64>
}

// Exclusive along dim 0 of an i32 3x2, the accumulator [10, 20] first:
// out[0] = acc, out[j] = out[j - 1] + x[j - 1].
// EXC-LABEL: arg #0: memref<3x2xi32> =
// EXC-NEXT: {{\[\[}}10, 20],
// EXC-NEXT: [11, 22],
// EXC-NEXT: [14, 26]]
func.func @exclusive() -> tensor<3x2xi32> {
  %x = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %o = arith.constant dense<0> : tensor<3x2xi32>
  %a = arith.constant dense<[10, 20]> : tensor<2xi32>
  %r:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = false, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %q, %p : i32
    "tm_tensor.yield"(%s) : (i32) -> ()
  }) : (tensor<3x2xi32>, tensor<3x2xi32>, tensor<2xi32>) -> (tensor<3x2xi32>, tensor<2xi32>)
  return %r#0 : tensor<3x2xi32>
}

// OPT's cumsum of an f32 attention mask (inclusive, 1-d).
// FLT-LABEL: arg #0: memref<5xf32> =
// FLT-NEXT: [0.5, 0.5, 2, 4.25, 4]
func.func @floats() -> tensor<5xf32> {
  %x = arith.constant dense<[0.5, 0.0, 1.5, 2.25, -0.25]> : tensor<5xf32>
  %o = arith.constant dense<0.0> : tensor<5xf32>
  %a = arith.constant dense<0.0> : tensor<f32>
  %r:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    "tm_tensor.yield"(%s) : (f32) -> ()
  }) : (tensor<5xf32>, tensor<5xf32>, tensor<f32>) -> (tensor<5xf32>, tensor<f32>)
  return %r#0 : tensor<5xf32>
}
