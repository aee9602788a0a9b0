// RUN: not hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-tosa)' 2>&1 | FileCheck %s
// Every problem is reported (all of them, before anything is changed), at
// the TOSA op's location.

func.func @rescale(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>) -> tensor<4xi8> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.rescale' op is not supported by hidet-import-tosa: quantized (integer-scaled) paths are not imported
  %0 = "tosa.rescale"(%x, %m, %s, %zp, %zp) <{scale32 = true, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, per_channel = false, input_unsigned = false, output_unsigned = false}> : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----
// Two problems in one function: both are reported.
func.func @intdiv_argmax(%x: tensor<4xi32>) -> tensor<i32> {
  %a = "tosa.add"(%x, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.intdiv' op is not supported by hidet-import-tosa: graph has no integer division
  %0 = "tosa.intdiv"(%a, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.argmax' op is not supported by hidet-import-tosa: graph has no argmax
  %1 = "tosa.argmax"(%0) <{axis = 0 : i32}> : (tensor<4xi32>) -> tensor<i32>
  return %1 : tensor<i32>
}

// -----
// sin, cos, floor and ceil are float-only (TOSA defines them on floats).
func.func @int_floor(%x: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.floor' op on i32 is not supported: it is imported for float types only
  %0 = "tosa.floor"(%x) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----
func.func @int_shift(%x: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.mul' op integer multiply with a non-zero shift (3) is not supported
  %0 = "tosa.mul"(%x, %x, %s) : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----
func.func @shift_arg(%x: tensor<4xf32>, %s: tensor<1xi8>) -> tensor<4xf32> {
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.mul' op shift (operand #2) must be a constant (tosa.const), got a value defined by a block argument
  %0 = "tosa.mul"(%x, %x, %s) : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
// A shape computed by shape ops (TOSA accepts it as compile-time
// resolvable) is not read: only tosa.const_shape is.
func.func @shape_not_const(%x: tensor<6xf32>) -> tensor<2x3xf32> {
  %a = "tosa.const_shape"() <{values = dense<2> : tensor<1xindex>}> : () -> !tosa.shape<1>
  %b = "tosa.const_shape"() <{values = dense<3> : tensor<1xindex>}> : () -> !tosa.shape<1>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.concat_shape' op is not supported by hidet-import-tosa
  %s = "tosa.concat_shape"(%a, %b) : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.reshape' op shape (operand #1) must be a compile-time shape (tosa.const_shape), got a value defined by 'tosa.concat_shape'
  %0 = "tosa.reshape"(%x, %s) : (tensor<6xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----
// Dynamic shapes (docs/import-tosa.md, "Dynamic shapes"): elementwise ops,
// matmul, reshape and transpose take `?` dims; the others do not.
func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x1xf32> {
  // CHECK: tosa-errors.mlir:[[# @LINE + 2]]:8: error: 'tosa.reduce_sum' op operand #0 must have a static shape (dynamic dims: elementwise ops, clamp, cast, compare, select, matmul, reshape, transpose; docs/import-tosa.md, "Dynamic shapes"), got tensor<?x4xf32>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.reduce_sum' op result #0 must have a static shape
  %0 = "tosa.reduce_sum"(%x) <{axis = 1 : i32}> : (tensor<?x4xf32>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}

// -----
// A reshape with dynamic dims: graph.reshape's rule with one `?` (TOSA's -1).
func.func @dynamic_reshape(%x: tensor<?x?x4xf32>) -> tensor<?x4xf32> {
  %s = "tosa.const_shape"() <{values = dense<[-1, 4]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.reshape' op reshapes tensor<?x?x4xf32> to tensor<?x4xf32>, which graph.reshape cannot express: the input has 2 dynamic dims and the result 1
  %0 = "tosa.reshape"(%x, %s) : (tensor<?x?x4xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----
func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // CHECK: tosa-errors.mlir:[[# @LINE + 2]]:8: error: 'tosa.exp' op operand #0 must be a ranked tensor, got tensor<*xf32>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.exp' op result #0 must be a ranked tensor, got tensor<*xf32>
  %0 = "tosa.exp"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----
// A quantized matmul: both problems are reported.
func.func @matmul_zp(%a: tensor<1x2x3xi8>, %b: tensor<1x3x4xi8>) -> tensor<1x2x4xi32> {
  %z = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa-errors.mlir:[[# @LINE + 2]]:8: error: 'tosa.matmul' op on integers (a quantized path) is not supported: graph batch_matmul computes in f16, bf16, f32 or f64
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.matmul' op a_zp must be 0, got 3 (quantized zero points are not supported)
  %0 = "tosa.matmul"(%a, %b, %z, %y) : (tensor<1x2x3xi8>, tensor<1x3x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
  return %0 : tensor<1x2x4xi32>
}

// -----
func.func @matmul_int(%a: tensor<1x2x3xi8>, %b: tensor<1x3x4xi8>) -> tensor<1x2x4xi32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.matmul' op on integers (a quantized path) is not supported: graph batch_matmul computes in f16, bf16, f32 or f64
  %0 = "tosa.matmul"(%a, %b, %z, %z) : (tensor<1x2x3xi8>, tensor<1x3x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
  return %0 : tensor<1x2x4xi32>
}

// -----
func.func @clamp_ignore(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.clamp' op nan_mode IGNORE is not supported (graph max/min/pool2d propagate NaN)
  %0 = "tosa.clamp"(%x) <{max_val = 6.0 : f32, min_val = 0.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @pad_value(%x: tensor<2xf32>, %v: tensor<1xf32>) -> tensor<4xf32> {
  %p = "tosa.const_shape"() <{values = dense<[1, 1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.pad' op pad_const (operand #2) must be a constant (tosa.const), got a value defined by a block argument
  %0 = "tosa.pad"(%x, %p, %v) : (tensor<2xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
func.func @exp_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.exp' op on i32 is not supported: it is imported for float types only
  %0 = "tosa.exp"(%x) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----
func.func @shape_escapes() -> !tosa.shape<2> {
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.const_shape' op is used by 'func.return'; a shape can only be used by TOSA ops
  %p = "tosa.const_shape"() <{values = dense<[1, 1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  return %p : !tosa.shape<2>
}

// -----
// reduce_all / reduce_any are imported on i1 only (TOSA defines them for
// booleans; MLIR's verifier also takes other types).
func.func @reduce_all_float(%x: tensor<2x3xf32>, %y: tensor<2x3xi32>) -> (tensor<2x1xf32>, tensor<1x3xi32>) {
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.reduce_all' op on f32 is not supported: only i1 (boolean) operands and results are imported
  %0 = "tosa.reduce_all"(%x) <{axis = 1 : i32}> : (tensor<2x3xf32>) -> tensor<2x1xf32>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.reduce_any' op on i32 is not supported: only i1 (boolean) operands and results are imported
  %1 = "tosa.reduce_any"(%y) <{axis = 0 : i32}> : (tensor<2x3xi32>) -> tensor<1x3xi32>
  return %0, %1 : tensor<2x1xf32>, tensor<1x3xi32>
}

// -----
// Two `?` dims kept in place: graph.reshape's rule could, but TOSA's shape
// has one -1, so the sizes it means are not certain.
func.func @dynamic_reshape_two(%x: tensor<?x?x4xf32>) -> tensor<?x?x2x2xf32> {
  %s = "tosa.const_shape"() <{values = dense<[-1, 3, 2, 2]> : tensor<4xindex>}> : () -> !tosa.shape<4>
  // CHECK: tosa-errors.mlir:[[# @LINE + 1]]:8: error: 'tosa.reshape' op reshapes tensor<?x?x4xf32> to tensor<?x?x2x2xf32>, which graph.reshape cannot express: more than one dynamic dim (TOSA infers one -1)
  %0 = "tosa.reshape"(%x, %s) : (tensor<?x?x4xf32>, !tosa.shape<4>) -> tensor<?x?x2x2xf32>
  return %0 : tensor<?x?x2x2xf32>
}
