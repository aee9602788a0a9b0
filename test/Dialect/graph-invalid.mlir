// RUN: hidet-opt %s --split-input-file --verify-diagnostics

// Negative tests for the graph verifier (lib/verify_graph.c): one case per
// diagnostic. IRDL's own checks (operand/result counts, tensor kinds,
// required attributes and their base kinds) are not repeated here.

//===----------------------------------------------------------------------===//
// General rules: static shapes, rank limit, element types.
//===----------------------------------------------------------------------===//

// Dynamic dims (issue 27): a `?` must line up with a `?` of what the op's
// rule derives from its operands.
func.func @dynamic_operand(%a: tensor<?x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{result shape 4x4 does not match the expected ?x4}}
  %0 = "graph.relu"(%a) : (tensor<?x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @dynamic_operand_1(%a: tensor<4x8xf32>, %b: tensor<8x?xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{result shape 4x3 does not match the expected 4x?}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x?xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @dynamic_result(%a: tensor<4x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{result shape ?x4 does not match the expected 4x4}}
  %0 = "graph.relu"(%a) : (tensor<4x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @dynamic_broadcast(%a: tensor<1x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{broadcast to a dynamic dim needs a dynamic input dim (input 1x4, result ?x4, dim 0): nothing gives its size}}
  %0 = "graph.broadcast"(%a) : (tensor<1x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @dynamic_reshape(%a: tensor<?x4xf32>) -> tensor<2x2x2xf32> {
  // expected-error @+1 {{reshape with dynamic dims from ?x4 to 2x2x2: the input has 1 dynamic dims and the result 0: a reshape with dynamic dims keeps their number}}
  %0 = "graph.reshape"(%a) : (tensor<?x4xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

// Merging two `?` dims ([B, S, 4] -> [B*S, 4]) has no form (lib/reshape_rule.h).
func.func @dynamic_reshape_merge(%a: tensor<?x?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{reshape with dynamic dims from ?x?x4 to ?x4: the input has 2 dynamic dims and the result 1}}
  %0 = "graph.reshape"(%a) : (tensor<?x?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// (With one `?` on each side the prefixes may differ: 4x? -> 2x?x2 is valid.)
func.func @dynamic_reshape_prefix(%a: tensor<4x?x?xf32>) -> tensor<2x?x2x?xf32> {
  // expected-error @+1 {{reshape with dynamic dims from 4x?x? to 2x?x2x?: the static dims before the first dynamic one differ in size (4 in the input, 2 in the result)}}
  %0 = "graph.reshape"(%a) : (tensor<4x?x?xf32>) -> tensor<2x?x2x?xf32>
  return %0 : tensor<2x?x2x?xf32>
}

// -----

func.func @dynamic_reshape_zero(%a: tensor<?x0xf32>) -> tensor<?x1x0xf32> {
  // expected-error @+1 {{reshape with dynamic dims from ?x0 to ?x1x0: a size-0 static dim next to a dynamic one}}
  %0 = "graph.reshape"(%a) : (tensor<?x0xf32>) -> tensor<?x1x0xf32>
  return %0 : tensor<?x1x0xf32>
}

// -----

func.func @dynamic_conv(%a: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<?x4x6x6xf32> {
  // expected-error @+2 {{operand #0 must have a static shape, got tensor<?x3x8x8xf32>: dim 0 is dynamic, and this op takes only static shapes}}
  // expected-error @+1 {{result must have a static shape, got tensor<?x4x6x6xf32>: dim 0 is dynamic}}
  %0 = "graph.conv2d"(%a, %w) : (tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x6x6xf32>
  return %0 : tensor<?x4x6x6xf32>
}

// -----

func.func @dynamic_softmax(%a: tensor<?x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{result shape 3x4 does not match the expected ?x4}}
  %0 = "graph.softmax"(%a) {axis = -1} : (tensor<?x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// attention: batch dims and sequence lengths may be `?`, heads and head dims not.
func.func @dynamic_attention(%q: tensor<?x2x?x?xf32>, %k: tensor<?x2x?x16xf32>, %v: tensor<?x2x?x16xf32>) -> tensor<?x2x?x16xf32> {
  // expected-error @+1 {{attention q head dim (dim 3 of ?x2x?x?) is dynamic: only the batch dims and the sequence lengths may be}}
  %0 = "graph.attention"(%q, %k, %v) : (tensor<?x2x?x?xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>) -> tensor<?x2x?x16xf32>
  return %0 : tensor<?x2x?x16xf32>
}

// -----

// layer_norm divides by the normalised element count: those dims are static.
func.func @dynamic_layer_norm(%x: tensor<2x?xf32>, %g: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<2x?xf32> {
  // expected-error @+1 {{layer_norm normalizes over dim 1 of input 2x?, which is dynamic: the normalized dims must be static}}
  %0 = "graph.layer_norm"(%x, %g, %b) : (tensor<2x?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

func.func @rank_too_big(%a: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32> {
  // expected-error @+2 {{operand #0 has rank 17, more than the supported 16}}
  // expected-error @+1 {{result has rank 17, more than the supported 16}}
  %0 = "graph.neg"(%a) : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
}

// -----

func.func @int_arith(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+3 {{operand #0 element type must be f16, bf16, f32 or f64, got i32}}
  // expected-error @+2 {{operand #1 element type must be f16, bf16, f32 or f64, got i32}}
  // expected-error @+1 {{result element type must be f16, bf16, f32 or f64, got i32}}
  %0 = "graph.add"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @f8_arith(%a: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  // expected-error @+2 {{operand #0 element type must be f16, bf16, f32 or f64, got f8E4M3FN}}
  // expected-error @+1 {{result element type must be f16, bf16, f32 or f64, got f8E4M3FN}}
  %0 = "graph.abs"(%a) : (tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// -----

func.func @operand_elt_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #1 element type f16 does not match operand #0 element type f32}}
  %0 = "graph.mul"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @result_elt_mismatch(%a: tensor<4xf32>) -> tensor<4xbf16> {
  // expected-error @+1 {{result element type bf16 does not match operand #0 element type f32}}
  %0 = "graph.sigmoid"(%a) : (tensor<4xf32>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @move_bad_elt(%a: tensor<2x3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>> {
  // expected-error @+2 {{operand #0 element type must be an integer or float type, got complex<f32>}}
  // expected-error @+1 {{result element type must be an integer or float type, got complex<f32>}}
  %0 = "graph.transpose"(%a) {perm = array<i64: 1, 0>} : (tensor<2x3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  return %0 : tensor<3x2xcomplex<f32>>
}

// -----

func.func @move_elt_mismatch(%a: tensor<2x3xi8>) -> tensor<6xi32> {
  // expected-error @+1 {{result element type i32 does not match operand #0 element type i8}}
  %0 = "graph.reshape"(%a) : (tensor<2x3xi8>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// -----

func.func @cast_bad_elt(%a: tensor<4xindex>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 element type must be an integer or float type, got index}}
  %0 = "graph.cast"(%a) : (tensor<4xindex>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// matmul
//===----------------------------------------------------------------------===//

func.func @matmul_inner(%a: tensor<4x8xf32>, %b: tensor<7x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{matmul inner dimensions disagree: lhs is 4x8, rhs is 7x3}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<7x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// An f16/bf16 matmul may accumulate into an f32 result, nothing else mixes.
func.func @matmul_narrow_result(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf16> {
  // expected-error @+1 {{result element type f16 does not match operand #0 element type f32}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf16>
  return %0 : tensor<4x3xf16>
}

// -----

func.func @matmul_f64_accumulator(%a: tensor<4x8xf16>, %b: tensor<8x3xf16>) -> tensor<4x3xf64> {
  // expected-error @+1 {{result element type f64 does not match operand #0 element type f16}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf16>, tensor<8x3xf16>) -> tensor<4x3xf64>
  return %0 : tensor<4x3xf64>
}

// -----

func.func @batch_matmul_mixed_operands(%a: tensor<2x4x8xf16>, %b: tensor<2x8x3xbf16>) -> tensor<2x4x3xf32> {
  // expected-error @+1 {{operand #1 element type bf16 does not match operand #0 element type f16}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<2x4x8xf16>, tensor<2x8x3xbf16>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

func.func @matmul_lhs_rank(%a: tensor<2x4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{matmul lhs must have rank 2, got 2x4x8}}
  %0 = "graph.matmul"(%a, %b) : (tensor<2x4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @matmul_rhs_rank(%a: tensor<4x8xf32>, %b: tensor<f32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{matmul rhs must have rank 2, got scalar}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @matmul_result(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{result shape 4x4 does not match the expected 4x3}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Every independent rule is reported, not just the first.
func.func @matmul_two_errors(%a: tensor<4x8xf32>, %b: tensor<7x3xf32>) -> tensor<5x3xf32> {
  // expected-error @+2 {{matmul inner dimensions disagree: lhs is 4x8, rhs is 7x3}}
  // expected-error @+1 {{result shape 5x3 does not match the expected 4x3}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<7x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// batch_matmul
//===----------------------------------------------------------------------===//

func.func @bmm_lhs_rank(%a: tensor<8xf32>, %b: tensor<2x8x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{batch_matmul lhs must have rank >= 2, got 8}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<8xf32>, tensor<2x8x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @bmm_rhs_rank(%a: tensor<2x4x8xf32>, %b: tensor<f32>) -> tensor<2x4x3xf32> {
  // expected-error @+1 {{batch_matmul rhs must have rank >= 2, got scalar}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

func.func @bmm_no_batch(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{batch_matmul needs an operand of rank >= 3, got lhs 4x8 and rhs 8x3}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @bmm_inner(%a: tensor<2x4x8xf32>, %b: tensor<2x7x3xf32>) -> tensor<2x4x3xf32> {
  // expected-error @+1 {{batch_matmul inner dimensions disagree: lhs is 2x4x8, rhs is 2x7x3}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<2x4x8xf32>, tensor<2x7x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

func.func @bmm_batch(%a: tensor<2x4x8xf32>, %b: tensor<3x8x3xf32>) -> tensor<2x4x3xf32> {
  // expected-error @+1 {{batch_matmul batch dimensions do not broadcast: lhs is 2x4x8, rhs is 3x8x3}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<2x4x8xf32>, tensor<3x8x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

func.func @bmm_result(%a: tensor<5x1x4x8xf32>, %b: tensor<3x8x2xf32>) -> tensor<5x4x2xf32> {
  // expected-error @+1 {{result shape 5x4x2 does not match the expected 5x3x4x2}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<5x1x4x8xf32>, tensor<3x8x2xf32>) -> tensor<5x4x2xf32>
  return %0 : tensor<5x4x2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// conv2d
//===----------------------------------------------------------------------===//

func.func @conv_strides_i32(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{attribute 'strides' must be an i64 array (array<i64: ...>), got array<i32: 1, 1>}}
  %0 = "graph.conv2d"(%x, %w) {strides = array<i32: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_strides_not_array(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{attribute 'strides' must be an i64 array (array<i64: ...>), got [1, 1]}}
  %0 = "graph.conv2d"(%x, %w) {strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_strides_len(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{attribute 'strides' must have 2 elements, got 3}}
  %0 = "graph.conv2d"(%x, %w) {strides = array<i64: 1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_strides_zero(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{conv2d strides must be positive, got [1, 0]}}
  %0 = "graph.conv2d"(%x, %w) {strides = array<i64: 1, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_padding_len(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{attribute 'padding' must have 4 elements, got 2}}
  %0 = "graph.conv2d"(%x, %w) {padding = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @conv_padding_negative(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{conv2d padding must be non-negative, got [0, 0, -1, 0]}}
  %0 = "graph.conv2d"(%x, %w) {padding = array<i64: 0, 0, -1, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_dilations(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{conv2d dilations must be positive, got [-2, 1]}}
  %0 = "graph.conv2d"(%x, %w) {dilations = array<i64: -2, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_groups_i32(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{attribute 'groups' must be an i64 integer attribute, got 1 : i32}}
  %0 = "graph.conv2d"(%x, %w) {groups = 1 : i32} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_groups_zero(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{conv2d groups must be positive, got 0}}
  %0 = "graph.conv2d"(%x, %w) {groups = 0} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_layout(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{layout must be "NCHW" or "NHWC", got "NWHC"}}
  %0 = "graph.conv2d"(%x, %w) {layout = "NWHC"} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_layout_not_string(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{attribute 'layout' must be a string attribute, got 0 : i64}}
  %0 = "graph.conv2d"(%x, %w) {layout = 0} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_several_attrs(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+2 {{conv2d strides must be positive, got [0, 0]}}
  // expected-error @+1 {{layout must be "NCHW" or "NHWC", got "nchw"}}
  %0 = "graph.conv2d"(%x, %w) {layout = "nchw", strides = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_input_rank(%x: tensor<3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{conv2d input must have rank 4, got 3x8x8}}
  %0 = "graph.conv2d"(%x, %w) : (tensor<3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_filter_rank(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{conv2d filter must have rank 4, got 4x3x3}}
  %0 = "graph.conv2d"(%x, %w) : (tensor<1x3x8x8xf32>, tensor<4x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_channels_groups(%x: tensor<1x3x8x8xf32>, %w: tensor<4x1x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{conv2d input channels 3 are not divisible by groups 2}}
  %0 = "graph.conv2d"(%x, %w) {groups = 2} : (tensor<1x3x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_filters_groups(%x: tensor<1x4x8x8xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error @+1 {{conv2d filter count 3 is not divisible by groups 2}}
  %0 = "graph.conv2d"(%x, %w) {groups = 2} : (tensor<1x4x8x8xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

func.func @conv_filter_channels(%x: tensor<1x4x8x8xf32>, %w: tensor<4x4x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{conv2d filter channel dim is 4, expected input channels / groups = 4 / 2 = 2}}
  %0 = "graph.conv2d"(%x, %w) {groups = 2} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_nhwc_filter_channels(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x6x6x4xf32> {
  // NHWC filters are [KH, KW, C/groups, F]: this one has 3 input channels
  // in dim 2 but 4 is read as the kernel height, so the channel dim is 3
  // and F = 3; the output would be 1x5x6x3.
  // expected-error @+1 {{result shape 1x6x6x4 does not match the expected 1x5x6x3}}
  %0 = "graph.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_kernel_too_big(%x: tensor<1x3x4x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x1x6xf32> {
  // expected-error @+1 {{kernel does not fit: padded input height is 4, kernel extent is 5}}
  %0 = "graph.conv2d"(%x, %w) {dilations = array<i64: 2, 1>} : (tensor<1x3x4x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x1x6xf32>
  return %0 : tensor<1x4x1x6xf32>
}

// -----

func.func @conv_overflow(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{output height overflows int64}}
  %0 = "graph.conv2d"(%x, %w) {padding = array<i64: 9223372036854775807, 1, 0, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_dilation_overflow(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{output width overflows int64}}
  %0 = "graph.conv2d"(%x, %w) {dilations = array<i64: 1, 9223372036854775807>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv_result(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{result shape 1x4x8x8 does not match the expected 1x4x3x3}}
  %0 = "graph.conv2d"(%x, %w) {strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

func.func @binary_broadcast(%a: tensor<4x3xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{operand shapes do not broadcast: lhs is 4x3, rhs is 2x3}}
  %0 = "graph.sub"(%a, %b) : (tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @binary_result(%a: tensor<4x1xf32>, %b: tensor<3xf32>) -> tensor<4x1xf32> {
  // expected-error @+1 {{result shape 4x1 does not match the expected 4x3}}
  %0 = "graph.pow"(%a, %b) : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

func.func @unary_result(%a: tensor<4x3xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{result shape 3x4 does not match the expected 4x3}}
  %0 = "graph.tanh"(%a) : (tensor<4x3xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// graph.log1p is a float elementwise unary op like the others.
func.func @log1p_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+2 {{operand #0 element type must be f16, bf16, f32 or f64, got i32}}
  // expected-error @+1 {{result element type must be f16, bf16, f32 or f64, got i32}}
  %0 = "graph.log1p"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @unary_encoding(%a: tensor<4xf32>) -> tensor<4xf32, "enc"> {
  // expected-error @+1 {{result type tensor<4xf32, "enc"> must be identical to the input type tensor<4xf32>}}
  %0 = "graph.gelu"(%a) : (tensor<4xf32>) -> tensor<4xf32, "enc">
  return %0 : tensor<4xf32, "enc">
}

// -----

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

func.func @reduce_kind(%a: tensor<4x3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{reduce kind must be one of "sum", "max", "min", "mean", "prod", got "median"}}
  %0 = "graph.reduce"(%a) {kind = "median", axes = array<i64: 1>} : (tensor<4x3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_axes_i32(%a: tensor<4x3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'axes' must be an i64 array (array<i64: ...>), got array<i32: 1>}}
  %0 = "graph.reduce"(%a) {kind = "sum", axes = array<i32: 1>} : (tensor<4x3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_axes_empty(%a: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{reduce axes must not be empty}}
  %0 = "graph.reduce"(%a) {kind = "sum", axes = array<i64>} : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @reduce_axis_range(%a: tensor<4x3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{reduce axis -3 is out of range [-2, 2) for input rank 2}}
  %0 = "graph.reduce"(%a) {kind = "max", axes = array<i64: -3>} : (tensor<4x3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_axis_scalar(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{reduce axis 0 is out of range [-0, 0) for input rank 0}}
  %0 = "graph.reduce"(%a) {kind = "min", axes = array<i64: 0>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_axes_dup(%a: tensor<4x3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{reduce axes [1, -1] name dim 1 more than once}}
  %0 = "graph.reduce"(%a) {kind = "mean", axes = array<i64: 1, -1>} : (tensor<4x3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_keepdims(%a: tensor<4x3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'keepdims' must be a bool attribute, got 1 : i64}}
  %0 = "graph.reduce"(%a) {kind = "sum", axes = array<i64: 1>, keepdims = 1} : (tensor<4x3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_result(%a: tensor<4x3xf32>) -> tensor<4x1xf32> {
  // expected-error @+1 {{result shape 4x1 does not match the expected 4}}
  %0 = "graph.reduce"(%a) {kind = "sum", axes = array<i64: 1>} : (tensor<4x3xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

func.func @reduce_result_keepdims(%a: tensor<4x3xf32>) -> tensor<f32> {
  // expected-error @+1 {{result shape scalar does not match the expected 1x1}}
  %0 = "graph.reduce"(%a) {kind = "sum", axes = array<i64: 0, 1>, keepdims = true} : (tensor<4x3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

//===----------------------------------------------------------------------===//
// softmax
//===----------------------------------------------------------------------===//

func.func @softmax_axis_range(%a: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{softmax axis 2 is out of range [-2, 2) for input rank 2}}
  %0 = "graph.softmax"(%a) {axis = 2} : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @softmax_axis_i32(%a: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{attribute 'axis' must be an i64 integer attribute, got 1 : i32}}
  %0 = "graph.softmax"(%a) {axis = 1 : i32} : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @softmax_axis_bool(%a: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{attribute 'axis' must be an i64 integer attribute, got true}}
  %0 = "graph.softmax"(%a) {axis = true} : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @softmax_result(%a: tensor<4x3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{result shape 4 does not match the expected 4x3}}
  %0 = "graph.softmax"(%a) {axis = -1} : (tensor<4x3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// layer_norm
//===----------------------------------------------------------------------===//

func.func @ln_axis(%x: tensor<2x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{layer_norm axis -3 is out of range [-2, 2) for input rank 2}}
  %0 = "graph.layer_norm"(%x, %g, %b) {axis = -3} : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @ln_axis_i32(%x: tensor<2x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{attribute 'axis' must be an i64 integer attribute, got -1 : i32}}
  %0 = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i32} : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @ln_gamma(%x: tensor<2x8xf32>, %g: tensor<4xf32>, %b: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{layer_norm gamma shape 4 does not match the normalized shape 8 (input 2x8 from axis 1)}}
  %0 = "graph.layer_norm"(%x, %g, %b) : (tensor<2x8xf32>, tensor<4xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @ln_beta(%x: tensor<2x3x8xf32>, %g: tensor<3x8xf32>, %b: tensor<8xf32>) -> tensor<2x3x8xf32> {
  // expected-error @+1 {{layer_norm beta shape 8 does not match the normalized shape 3x8 (input 2x3x8 from axis 1)}}
  %0 = "graph.layer_norm"(%x, %g, %b) {axis = -2} : (tensor<2x3x8xf32>, tensor<3x8xf32>, tensor<8xf32>) -> tensor<2x3x8xf32>
  return %0 : tensor<2x3x8xf32>
}

// -----

func.func @ln_epsilon_f64(%x: tensor<2x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{attribute 'epsilon' must be an f32 float attribute, got 1.000000e-05 : f64}}
  %0 = "graph.layer_norm"(%x, %g, %b) {epsilon = 1.0e-5 : f64} : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @ln_epsilon_int(%x: tensor<2x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{attribute 'epsilon' must be an f32 float attribute, got 1 : i64}}
  %0 = "graph.layer_norm"(%x, %g, %b) {epsilon = 1} : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @ln_epsilon_zero(%x: tensor<2x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{layer_norm epsilon must be positive, got 0.000000e+00 : f32}}
  %0 = "graph.layer_norm"(%x, %g, %b) {epsilon = 0.0 : f32} : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @ln_epsilon_nan(%x: tensor<2x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{layer_norm epsilon must be positive, got 0x7FC00000 : f32}}
  %0 = "graph.layer_norm"(%x, %g, %b) {epsilon = 0x7FC00000 : f32} : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @ln_result(%x: tensor<2x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8x2xf32> {
  // expected-error @+1 {{result shape 8x2 does not match the expected 2x8}}
  %0 = "graph.layer_norm"(%x, %g, %b) : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8x2xf32>
  return %0 : tensor<8x2xf32>
}

// -----

func.func @ln_gamma_elt(%x: tensor<2x8xf16>, %g: tensor<8xf32>, %b: tensor<8xf16>) -> tensor<2x8xf16> {
  // expected-error @+1 {{operand #1 element type f32 does not match operand #0 element type f16}}
  %0 = "graph.layer_norm"(%x, %g, %b) : (tensor<2x8xf16>, tensor<8xf32>, tensor<8xf16>) -> tensor<2x8xf16>
  return %0 : tensor<2x8xf16>
}

// -----

//===----------------------------------------------------------------------===//
// pool2d
//===----------------------------------------------------------------------===//

func.func @pool_kind(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @+1 {{pool2d kind must be "max" or "avg", got "sum"}}
  %0 = "graph.pool2d"(%x) {kind = "sum", kernel = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @pool_kernel_i32(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @+1 {{attribute 'kernel' must be an i64 array (array<i64: ...>), got array<i32: 2, 2>}}
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i32: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @pool_kernel_len(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @+1 {{attribute 'kernel' must have 2 elements, got 1}}
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @pool_kernel_zero(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @+1 {{pool2d kernel must be positive, got [0, 2]}}
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 0, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @pool_strides(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @+1 {{pool2d strides must be positive, got [2, -2]}}
  %0 = "graph.pool2d"(%x) {kind = "avg", kernel = array<i64: 2, 2>, strides = array<i64: 2, -2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @pool_padding_negative(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @+1 {{pool2d padding must be non-negative, got [0, -1, 0, 0]}}
  %0 = "graph.pool2d"(%x) {kind = "avg", kernel = array<i64: 2, 2>, padding = array<i64: 0, -1, 0, 0>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @pool_padding_too_big(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  // expected-error @+2 {{pool2d padding bottom = 2 must be smaller than the kernel height 2}}
  // expected-error @+1 {{pool2d padding right = 3 must be smaller than the kernel width 2}}
  %0 = "graph.pool2d"(%x) {kind = "avg", kernel = array<i64: 2, 2>, padding = array<i64: 0, 2, 1, 3>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// -----

func.func @pool_layout(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{layout must be "NCHW" or "NHWC", got "CHWN"}}
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 2, 2>, layout = "CHWN"} : (tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

func.func @pool_rank(%x: tensor<3x8x8xf32>) -> tensor<3x4x4xf32> {
  // expected-error @+1 {{pool2d input must have rank 4, got 3x8x8}}
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 2, 2>} : (tensor<3x8x8xf32>) -> tensor<3x4x4xf32>
  return %0 : tensor<3x4x4xf32>
}

// -----

func.func @pool_kernel_too_big(%x: tensor<1x3x8x2xf32>) -> tensor<1x3x2x1xf32> {
  // expected-error @+1 {{kernel does not fit: padded input width is 2, kernel extent is 3}}
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 3, 3>} : (tensor<1x3x8x2xf32>) -> tensor<1x3x2x1xf32>
  return %0 : tensor<1x3x2x1xf32>
}

// -----

func.func @pool_result(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @+1 {{result shape 1x3x4x4 does not match the expected 1x3x7x7}}
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @pool_nhwc_result(%x: tensor<1x8x8x3xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @+1 {{result shape 1x3x4x4 does not match the expected 1x4x4x3}}
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 2, 2>, layout = "NHWC"} : (tensor<1x8x8x3xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

func.func @transpose_perm_i32(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{attribute 'perm' must be an i64 array (array<i64: ...>), got array<i32: 1, 0>}}
  %0 = "graph.transpose"(%a) {perm = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_perm_len(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{transpose perm [1, 0, 2] has 3 entries, expected the input rank 2}}
  %0 = "graph.transpose"(%a) {perm = array<i64: 1, 0, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_perm_range(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{transpose perm [-1, 0] entry -1 is out of range [0, 2)}}
  %0 = "graph.transpose"(%a) {perm = array<i64: -1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_perm_repeat(%a: tensor<2x3xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{transpose perm [0, 0] is not a permutation: 0 repeats}}
  %0 = "graph.transpose"(%a) {perm = array<i64: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @transpose_result(%a: tensor<2x3x4xi32>) -> tensor<4x3x2xi32> {
  // expected-error @+1 {{result shape 4x3x2 does not match the expected 3x4x2}}
  %0 = "graph.transpose"(%a) {perm = array<i64: 1, 2, 0>} : (tensor<2x3x4xi32>) -> tensor<4x3x2xi32>
  return %0 : tensor<4x3x2xi32>
}

// -----

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

func.func @reshape_count(%a: tensor<2x3xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{reshape changes the element count: input 2x3 has 6, result 4x2 has 8}}
  %0 = "graph.reshape"(%a) : (tensor<2x3xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @reshape_overflow(%a: tensor<4294967296x4294967296xi8>) -> tensor<1xi8> {
  // expected-error @+1 {{input shape 4294967296x4294967296 has more elements than int64 can count}}
  %0 = "graph.reshape"(%a) : (tensor<4294967296x4294967296xi8>) -> tensor<1xi8>
  return %0 : tensor<1xi8>
}

// -----

func.func @reshape_result_overflow(%a: tensor<1xi8>) -> tensor<4294967296x4294967296xi8> {
  // expected-error @+1 {{result shape 4294967296x4294967296 has more elements than int64 can count}}
  %0 = "graph.reshape"(%a) : (tensor<1xi8>) -> tensor<4294967296x4294967296xi8>
  return %0 : tensor<4294967296x4294967296xi8>
}

// -----

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

func.func @broadcast_rank(%a: tensor<1x2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{broadcast input rank exceeds result rank: input 1x2x3, result 2x3}}
  %0 = "graph.broadcast"(%a) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_dims(%a: tensor<2x3xf32>) -> tensor<5x4x3xf32> {
  // expected-error @+1 {{input shape 2x3 cannot be broadcast to the result shape 5x4x3 (input dim 0 is 2, result has 4)}}
  %0 = "graph.broadcast"(%a) : (tensor<2x3xf32>) -> tensor<5x4x3xf32>
  return %0 : tensor<5x4x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// concat
//===----------------------------------------------------------------------===//

func.func @concat_empty() -> tensor<2xf32> {
  // IRDL: `first` is required.
  // expected-error @+1 {{op expects at least 1 operands, but got 0}}
  %0 = "graph.concat"() {axis = 0} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @concat_rank(%a: tensor<2x3xf32>, %b: tensor<6xf32>) -> tensor<2x6xf32> {
  // expected-error @+1 {{'graph.concat' op concat input #1 has rank 1 (6), expected rank 2 like input #0 (2x3)}}
  %0 = "graph.concat"(%a, %b) {axis = 1} : (tensor<2x3xf32>, tensor<6xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

func.func @concat_other_dims(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{concat input #1 shape 4x5 does not match input #0 shape 2x3 outside axis 1}}
  %0 = "graph.concat"(%a, %b) {axis = 1} : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @concat_element_types(%a: tensor<2x3xf32>, %b: tensor<2x5xf16>) -> tensor<2x8xf32> {
  // expected-error @+1 {{operand #1 element type f16 does not match operand #0 element type f32}}
  %0 = "graph.concat"(%a, %b) {axis = 1} : (tensor<2x3xf32>, tensor<2x5xf16>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @concat_three_mixed(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>, %c: tensor<2x1xf32>) -> tensor<2x9xf32> {
  // IRDL ties inputs 2..N to one type.
  // expected-error @+1 {{expected 'tensor<2x5xf32>' but got 'tensor<2x1xf32>'}}
  %0 = "graph.concat"(%a, %b, %c) {axis = 1} : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<2x1xf32>) -> tensor<2x9xf32>
  return %0 : tensor<2x9xf32>
}

// -----

func.func @concat_axis(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{concat axis 2 is out of range [-2, 2) for input rank 2}}
  %0 = "graph.concat"(%a, %b) {axis = 2} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concat_axis_i32(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{attribute 'axis' must be an i64 integer attribute, got 0 : i32}}
  %0 = "graph.concat"(%a, %b) {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concat_result(%a: tensor<2x3xf32>) -> tensor<2x7xf32> {
  // expected-error @+1 {{result shape 2x7 does not match the expected 2x9}}
  %0 = "graph.concat"(%a, %a, %a) {axis = -1} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x7xf32>
  return %0 : tensor<2x7xf32>
}

// -----

func.func @concat_overflow(%a: tensor<4611686018427387904xi8>) -> tensor<1xi8> {
  // expected-error @+1 {{concat result extent along axis 0 overflows int64}}
  %0 = "graph.concat"(%a, %a) {axis = 0} : (tensor<4611686018427387904xi8>, tensor<4611686018427387904xi8>) -> tensor<1xi8>
  return %0 : tensor<1xi8>
}

// -----

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

func.func @slice_starts_i32(%a: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'starts' must be an i64 array (array<i64: ...>), got array<i32: 0>}}
  %0 = "graph.slice"(%a) {starts = array<i32: 0>, ends = array<i64: 4>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @slice_starts_len(%a: tensor<8x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{slice starts [0] has 1 entries, expected the input rank 2}}
  %0 = "graph.slice"(%a) {starts = array<i64: 0>, ends = array<i64: 4, 4>} : (tensor<8x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_ends_len(%a: tensor<8x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{slice ends [4, 4, 4] has 3 entries, expected the input rank 2}}
  %0 = "graph.slice"(%a) {starts = array<i64: 0, 0>, ends = array<i64: 4, 4, 4>} : (tensor<8x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_steps_len(%a: tensor<8x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{slice steps [1] has 1 entries, expected the input rank 2}}
  %0 = "graph.slice"(%a) {starts = array<i64: 0, 0>, ends = array<i64: 4, 4>, steps = array<i64: 1>} : (tensor<8x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_steps_i32(%a: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'steps' must be an i64 array (array<i64: ...>), got array<i32: 1>}}
  %0 = "graph.slice"(%a) {starts = array<i64: 0>, ends = array<i64: 4>, steps = array<i32: 1>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @slice_steps_zero(%a: tensor<8x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{slice steps must be positive, got [1, 0]}}
  %0 = "graph.slice"(%a) {starts = array<i64: 0, 0>, ends = array<i64: 4, 4>, steps = array<i64: 1, 0>} : (tensor<8x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_result(%a: tensor<8x4xf32>) -> tensor<4x4xf32> {
  // Dim 0: [1, 8) step 3 -> 3 elements; dim 1: [-3 + 4, 100 clamped to 4) -> 3.
  // expected-error @+1 {{result shape 4x4 does not match the expected 3x3}}
  %0 = "graph.slice"(%a) {starts = array<i64: 1, -3>, ends = array<i64: 8, 100>, steps = array<i64: 3, 1>} : (tensor<8x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @slice_result_empty(%a: tensor<8xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{result shape 1 does not match the expected 0}}
  %0 = "graph.slice"(%a) {starts = array<i64: 6>, ends = array<i64: -4>} : (tensor<8xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

//===----------------------------------------------------------------------===//
// cast and constant
//===----------------------------------------------------------------------===//

func.func @cast_shape(%a: tensor<4x2xf32>) -> tensor<8xi32> {
  // expected-error @+1 {{result shape 8 does not match the expected 4x2}}
  %0 = "graph.cast"(%a) : (tensor<4x2xf32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

func.func @cast_rounding(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{cast rounding must be "nearest_even", got "nearest_away"}}
  %0 = "graph.cast"(%a) {rounding = "nearest_away"} : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @cast_rounding_type(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{attribute 'rounding' must be a string attribute, got 1 : i64}}
  %0 = "graph.cast"(%a) {rounding = 1} : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @cast_result_elt() -> tensor<2xcomplex<f32>> {
  %a = "graph.constant"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<2xf32>
  // expected-error @+1 {{result element type must be an integer or float type, got complex<f32>}}
  %0 = "graph.cast"(%a) : (tensor<2xf32>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @constant_not_elements() -> tensor<2xf32> {
  // expected-error @+1 {{constant value must be an elements attribute, got 1.000000e+00 : f32}}
  %0 = "graph.constant"() {value = 1.0 : f32} : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @constant_type() -> tensor<3xf32> {
  // expected-error @+1 {{constant value type tensor<2xf32> does not match the result type tensor<3xf32>}}
  %0 = "graph.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @constant_elt() -> tensor<2xf16> {
  // expected-error @+1 {{constant value type tensor<2xf32> does not match the result type tensor<2xf16>}}
  %0 = "graph.constant"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

func.func @constant_dynamic() -> tensor<?xf32> {
  // expected-error @+1 {{result must have a static shape, got tensor<?xf32>}}
  %0 = "graph.constant"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

// -----

func.func @compare_index_elt(%a: tensor<4xindex>, %b: tensor<4xindex>) -> tensor<4xi1> {
  // expected-error @+2 {{operand #0 element type must be an integer or float type, got index}}
  // expected-error @+1 {{operand #1 element type must be an integer or float type, got index}}
  %0 = "graph.compare"(%a, %b) {predicate = "eq"} : (tensor<4xindex>, tensor<4xindex>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_elt_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xi1> {
  // expected-error @+1 {{operand #1 element type f16 does not match operand #0 element type f32}}
  %0 = "graph.compare"(%a, %b) {predicate = "eq"} : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_result_not_i1(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{result element type must be i1, got i32}}
  %0 = "graph.compare"(%a, %b) {predicate = "eq"} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @compare_bad_predicate(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{compare predicate must be one of "eq", "ne", "lt", "le", "gt", "ge", got "less"}}
  %0 = "graph.compare"(%a, %b) {predicate = "less"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_no_broadcast(%a: tensor<4x3xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xi1> {
  // expected-error @+1 {{operand shapes do not broadcast: lhs is 4x3, rhs is 2x3}}
  %0 = "graph.compare"(%a, %b) {predicate = "gt"} : (tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<4x3xi1>
  return %0 : tensor<4x3xi1>
}

// -----

func.func @compare_result_shape(%a: tensor<4x1xf32>, %b: tensor<3xf32>) -> tensor<4x1xi1> {
  // expected-error @+1 {{result shape 4x1 does not match the expected 4x3}}
  %0 = "graph.compare"(%a, %b) {predicate = "gt"} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x1xi1>
  return %0 : tensor<4x1xi1>
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

// -----

func.func @select_cond_not_i1(%c: tensor<4xi8>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 (cond) element type must be i1, got i8}}
  %0 = "graph.select"(%c, %a, %b) : (tensor<4xi8>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_branch_mismatch(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xbf16>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #2 element type bf16 does not match operand #1 element type f32}}
  %0 = "graph.select"(%c, %a, %b) : (tensor<4xi1>, tensor<4xf32>, tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_result_elt(%c: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{result element type i64 does not match operand #1 element type i32}}
  %0 = "graph.select"(%c, %a, %b) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @select_index_branches(%c: tensor<4xi1>, %a: tensor<4xindex>, %b: tensor<4xindex>) -> tensor<4xindex> {
  // expected-error @+3 {{operand #1 element type must be an integer or float type, got index}}
  // expected-error @+2 {{operand #2 element type must be an integer or float type, got index}}
  // expected-error @+1 {{result element type must be an integer or float type, got index}}
  %0 = "graph.select"(%c, %a, %b) : (tensor<4xi1>, tensor<4xindex>, tensor<4xindex>) -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

func.func @select_no_broadcast(%c: tensor<4x1xi1>, %a: tensor<4x3xf32>, %b: tensor<2xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{operand shapes do not broadcast: cond is 4x1, on_true is 4x3, on_false is 2}}
  %0 = "graph.select"(%c, %a, %b) : (tensor<4x1xi1>, tensor<4x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @select_result_shape(%c: tensor<2x1x1xi1>, %a: tensor<4x1xf32>, %b: tensor<3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{result shape 4x3 does not match the expected 2x4x3}}
  %0 = "graph.select"(%c, %a, %b) : (tensor<2x1x1xi1>, tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

// -----

func.func @gather_float_indices(%x: tensor<5x3xf32>, %i: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{gather indices element type must be a signless integer type of at most 64 bits, got f32}}
  %0 = "graph.gather"(%x, %i) {axis = 0 : i64} : (tensor<5x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @gather_unsigned_indices(%x: tensor<5x3xf32>, %i: tensor<2xui32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{gather indices element type must be a signless integer type of at most 64 bits, got ui32}}
  %0 = "graph.gather"(%x, %i) {axis = 0 : i64} : (tensor<5x3xf32>, tensor<2xui32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @gather_wide_indices(%x: tensor<5x3xf32>, %i: tensor<2xi128>) -> tensor<2x3xf32> {
  // expected-error @+1 {{gather indices element type must be a signless integer type of at most 64 bits, got i128}}
  %0 = "graph.gather"(%x, %i) {axis = 0 : i64} : (tensor<5x3xf32>, tensor<2xi128>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @gather_result_elt(%x: tensor<5x3xf32>, %i: tensor<2xi64>) -> tensor<2x3xf16> {
  // expected-error @+1 {{result element type f16 does not match operand #0 element type f32}}
  %0 = "graph.gather"(%x, %i) {axis = 0 : i64} : (tensor<5x3xf32>, tensor<2xi64>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

func.func @gather_axis_range(%x: tensor<5x3xf32>, %i: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{gather axis 2 is out of range [-2, 2) for input rank 2}}
  %0 = "graph.gather"(%x, %i) {axis = 2 : i64} : (tensor<5x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @gather_axis_i32(%x: tensor<5x3xf32>, %i: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{attribute 'axis' must be an i64 integer attribute, got 0 : i32}}
  %0 = "graph.gather"(%x, %i) {axis = 0 : i32} : (tensor<5x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @gather_result_rank(%x: tensor<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>, %i: tensor<1x1xi64>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32> {
  // expected-error @+1 {{gather result rank 17 is more than the supported 16}}
  %0 = "graph.gather"(%x, %i) {axis = 0 : i64} : (tensor<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>, tensor<1x1xi64>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
}

// -----

func.func @gather_empty_axis(%x: tensor<0x3xf32>, %i: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{gather input dim 0 (the axis) is 0: there is nothing to gather from}}
  %0 = "graph.gather"(%x, %i) {axis = 0 : i64} : (tensor<0x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @gather_result_shape(%x: tensor<2x4x3xf32>, %i: tensor<5xi32>) -> tensor<2x4x5xf32> {
  // expected-error @+1 {{result shape 2x4x5 does not match the expected 2x5x3}}
  %0 = "graph.gather"(%x, %i) {axis = -2 : i64} : (tensor<2x4x3xf32>, tensor<5xi32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

// -----

func.func @pad_length(%x: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{pad padding [1, 0, 0] has 3 entries, expected 2 * input rank = 4}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0, 0>} : (tensor<2x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @pad_negative(%x: tensor<2x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{pad padding must be non-negative, got [0, -1, 0, 0]}}
  %0 = "graph.pad"(%x) {padding = array<i64: 0, -1, 0, 0>} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

func.func @pad_padding_i32(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{attribute 'padding' must be an i64 array (array<i64: ...>), got array<i32: 0, 0, 0, 0>}}
  %0 = "graph.pad"(%x) {padding = array<i32: 0, 0, 0, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @pad_value_f32(%x: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{attribute 'value' must be an f64 float attribute, got 1.000000e+00 : f32}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0>, value = 1.0 : f32} : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @pad_value_not_integral(%x: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{pad value 5.000000e-01 : f64 is not an integer, as the element type i32 requires}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0>, value = 0.5 : f64} : (tensor<2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @pad_value_inf_int(%x: tensor<2xi64>) -> tensor<3xi64> {
  // expected-error @+1 {{pad value 0xFFF0000000000000 : f64 is not an integer, as the element type i64 requires}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0>, value = 0xFFF0000000000000 : f64} : (tensor<2xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

func.func @pad_value_range(%x: tensor<2xi8>) -> tensor<3xi8> {
  // expected-error @+1 {{pad value 2.560000e+02 : f64 does not fit the element type i8 (range [-128, 255])}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0>, value = 256.0 : f64} : (tensor<2xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

func.func @pad_value_range_i1(%x: tensor<2xi1>) -> tensor<3xi1> {
  // expected-error @+1 {{pad value -1.000000e+00 : f64 does not fit the element type i1 (range [0, 1])}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0>, value = -1.0 : f64} : (tensor<2xi1>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @pad_overflow(%x: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{pad result extent of dim 0 overflows int64}}
  %0 = "graph.pad"(%x) {padding = array<i64: 9223372036854775807, 0>} : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @pad_result_shape(%x: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{result shape 3x3 does not match the expected 3x5}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0, 1, 1>} : (tensor<2x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @pad_elt(%x: tensor<2xf32>) -> tensor<3xf16> {
  // expected-error @+1 {{result element type f16 does not match operand #0 element type f32}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0>} : (tensor<2xf32>) -> tensor<3xf16>
  return %0 : tensor<3xf16>
}

//===----------------------------------------------------------------------===//
// attention
//===----------------------------------------------------------------------===//

// -----

func.func @attention_q_type(%q: tensor<1x2x4x8xi32>, %k: tensor<1x2x4x8xi32>, %v: tensor<1x2x4x8xi32>) -> tensor<1x2x4x8xi32> {
  // expected-error @+1 {{q element type must be f16, bf16, f32 or f64, got i32}}
  %0 = "graph.attention"(%q, %k, %v) : (tensor<1x2x4x8xi32>, tensor<1x2x4x8xi32>, tensor<1x2x4x8xi32>) -> tensor<1x2x4x8xi32>
  return %0 : tensor<1x2x4x8xi32>
}

// -----

func.func @attention_kv_type(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x8xf16>, %v: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{k element type f16 does not match q element type f32}}
  %0 = "graph.attention"(%q, %k, %v) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf16>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_result_type(%q: tensor<1x2x4x8xf16>, %k: tensor<1x2x4x8xf16>, %v: tensor<1x2x4x8xf16>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{result element type f32 does not match q element type f16}}
  %0 = "graph.attention"(%q, %k, %v) : (tensor<1x2x4x8xf16>, tensor<1x2x4x8xf16>, tensor<1x2x4x8xf16>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_mask_type(%q: tensor<1x2x4x8xf32>, %m: tensor<4x4xi8>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{mask element type must be i1 (true attends) or a float type (added to the scores), got i8}}
  %0 = "graph.attention"(%q, %q, %q, %m) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>, tensor<4x4xi8>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_rank(%q: tensor<4x8xf32>, %k: tensor<2x4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{attention q must have rank >= 3 ([batch.., heads, seq, dim]), got 4x8}}
  %0 = "graph.attention"(%q, %k, %k) : (tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @attention_ranks_differ(%q: tensor<1x2x4x8xf32>, %k: tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{attention q, k and v must have one rank, got q 1x2x4x8, k 2x4x8, v 2x4x8}}
  %0 = "graph.attention"(%q, %k, %k) : (tensor<1x2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_batch(%q: tensor<1x2x4x8xf32>, %k: tensor<2x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{attention batch dim 0 differs: q 1x2x4x8, k 2x2x4x8, v 2x2x4x8}}
  %0 = "graph.attention"(%q, %k, %k) : (tensor<1x2x4x8xf32>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_kv_heads(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x1x4x8xf32>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{attention k and v head counts differ: k 1x2x4x8, v 1x1x4x8}}
  %0 = "graph.attention"(%q, %k, %v) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_gqa(%q: tensor<1x3x4x8xf32>, %k: tensor<1x2x4x8xf32>) -> tensor<1x3x4x8xf32> {
  // expected-error @+1 {{attention query heads (3) must be a multiple of the key/value heads (2)}}
  %0 = "graph.attention"(%q, %k, %k) : (tensor<1x3x4x8xf32>, tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x3x4x8xf32>
  return %0 : tensor<1x3x4x8xf32>
}

// -----

func.func @attention_head_dim(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x6xf32>, %v: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{attention q and k head dims differ: q 1x2x4x8, k 1x2x4x6}}
  %0 = "graph.attention"(%q, %k, %v) : (tensor<1x2x4x8xf32>, tensor<1x2x4x6xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_kv_seq(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{attention k and v sequence lengths differ: k 1x2x5x8, v 1x2x4x8}}
  %0 = "graph.attention"(%q, %k, %v) : (tensor<1x2x4x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_mask_shape(%q: tensor<1x2x4x8xf32>, %m: tensor<3x4xi1>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{attention mask 3x4 does not broadcast to the scores' shape 1x2x4x4}}
  %0 = "graph.attention"(%q, %q, %q, %m) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>, tensor<3x4xi1>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_result_shape(%q: tensor<1x2x4x8xf32>, %v: tensor<1x2x4x6xf32>) -> tensor<1x2x4x8xf32> {
  // expected-error @+1 {{result shape 1x2x4x8 does not match the expected 1x2x4x6}}
  %0 = "graph.attention"(%q, %q, %v) : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>, tensor<1x2x4x6xf32>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

func.func @attention_attrs(%q: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  // expected-error @+2 {{attribute 'scale' must be a finite float attribute, got 2 : i64}}
  // expected-error @+1 {{attribute 'causal' must be a bool attribute, got "yes"}}
  %0 = "graph.attention"(%q, %q, %q) {scale = 2, causal = "yes"} : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  return %0 : tensor<1x2x4x8xf32>
}

// -----

// Dynamic dims: slice takes a `?` dim whole (start 0, end INT64_MAX, step 1).
func.func @dynamic_slice_part(%x: tensor<3x?xf32>) -> tensor<1x?xf32> {
  // expected-error @+1 {{slice of dim 1 of 3x?, which is dynamic, must take it whole (start 0, end 9223372036854775807, step 1), got start 0, end 4, step 1}}
  %0 = "graph.slice"(%x) {starts = array<i64: 0, 0>, ends = array<i64: 1, 4>} : (tensor<3x?xf32>) -> tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}

// -----

// tri_mask: a 2-D i1 result sized by dims `dims` of its operand.
func.func @tri_mask_shape(%x: tensor<?x?x4xf32>) -> tensor<?x4xi1> {
  // expected-error @+1 {{result shape ?x4 does not match the expected ?x?}}
  %0 = "graph.tri_mask"(%x) {dims = array<i64: 1, 1>, diagonal = 0 : i64} : (tensor<?x?x4xf32>) -> tensor<?x4xi1>
  return %0 : tensor<?x4xi1>
}

// -----

func.func @tri_mask_dims(%x: tensor<?x?x4xf32>) -> tensor<?x?xi1> {
  // expected-error @+1 {{tri_mask dims[1] = 3 is out of range for operand shape ?x?x4}}
  %0 = "graph.tri_mask"(%x) {dims = array<i64: 1, 3>, diagonal = 0 : i64} : (tensor<?x?x4xf32>) -> tensor<?x?xi1>
  return %0 : tensor<?x?xi1>
}

// -----

func.func @tri_mask_attrs(%x: tensor<?x?x4xf32>) -> tensor<?x?xf32> {
  // expected-error @+3 {{result element type must be i1, got f32}}
  // expected-error @+2 {{attribute 'dims' must have 2 elements, got 3}}
  // expected-error @+1 {{attribute 'diagonal' must be an i64 integer attribute, got 0 : i32}}
  %0 = "graph.tri_mask"(%x) {dims = array<i64: 0, 1, 1>, diagonal = 0 : i32} : (tensor<?x?x4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
