// Dynamic shapes through graph.slice (docs/dynamic-shapes.md): a slice
// passes its `?` dims through to the GPU path, and what its consumer does
// not take is still refused at the consumer (a `?` K of a matmul); a slice
// that does not take a `?` dim whole is the verifier's error.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics -p 'builtin.module(hidet-partition)'

func.func @slice_to_k(%x: tensor<2x?xf32>, %b: tensor<?x8xf32>) -> tensor<1x8xf32> {
  %0 = "graph.slice"(%x) {starts = array<i64: 1, 0>, ends = array<i64: 2, 9223372036854775807>} : (tensor<2x?xf32>) -> tensor<1x?xf32>
  // expected-error @+1 {{'graph.matmul' op operand #0 has type tensor<1x?xf32>: dim 1 is dynamic, and no GPU template takes a run-time extent there (a matmul takes `?` only as M}}
  %1 = "graph.matmul"(%0, %b) : (tensor<1x?xf32>, tensor<?x8xf32>) -> tensor<1x8xf32>
  return %1 : tensor<1x8xf32>
}

// -----

func.func @slice_to_softmax_axis(%x: tensor<?x?x64xf32>) -> tensor<?x?x32xf32> {
  %0 = "graph.slice"(%x) {starts = array<i64: 0, 0, 16>, ends = array<i64: 9223372036854775807, 9223372036854775807, 48>} : (tensor<?x?x64xf32>) -> tensor<?x?x32xf32>
  // expected-error @+1 {{'graph.softmax' op operand #0 has type tensor<?x?x32xf32>: dim 1 is dynamic, and no GPU template takes a run-time extent there (a row-wise layer_norm or softmax takes `?` only in the row dims, before the normalized axis)}}
  %1 = "graph.softmax"(%0) {axis = 1 : i64} : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  return %1 : tensor<?x?x32xf32>
}

// -----

func.func @slice_part_of_dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{slice of dim 0 of ?x4, which is dynamic, must take it whole (start 0, end 9223372036854775807, step 1), got start 1, end 9223372036854775807, step 1}}
  %0 = "graph.slice"(%x) {starts = array<i64: 1, 0>, ends = array<i64: 9223372036854775807, 4>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// graph.concat takes `?` dims off its axis only.
func.func @concat_dynamic_axis(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'graph.concat' op concat along dim 0, which is dynamic in input #0 ?x4: a concat takes `?` dims only off its axis (each the same `?` in every input)}}
  %0 = "graph.concat"(%a, %b) {axis = 0 : i64} : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A `?` must meet a `?` in every input (a static extent off the axis is
// the verifier's shape mismatch).
func.func @concat_static_meets_dynamic(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'graph.concat' op concat input #1 shape 3x4 does not match input #0 shape ?x4 outside axis 1}}
  %0 = "graph.concat"(%a, %b) {axis = 1 : i64} : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// graph.pad leaves its `?` dims unpadded.
func.func @pad_dynamic_dim(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'graph.pad' op pad of dim 0 of ?x4, which is dynamic, must be 0 on both sides, got 1 and 0}}
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0, 0, 0>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// graph.gather stays static: its clamp reads the axis's extent.
func.func @gather_dynamic(%a: tensor<10x4xf32>, %i: tensor<?xi64>) -> tensor<?x4xf32> {
  // expected-error @+2 {{'graph.gather' op operand #1 must have a static shape, got tensor<?xi64>: dim 0 is dynamic, and this op takes only static shapes (dynamic dims: elementwise ops, matmul, batch_matmul, transpose, broadcast, reduce, cast, compare, select, reshape, slice, concat, pad, softmax, layer_norm, attention; docs/dialects.md)}}
  // expected-error @+1 {{'graph.gather' op result must have a static shape}}
  %0 = "graph.gather"(%a, %i) {axis = 0 : i64} : (tensor<10x4xf32>, tensor<?xi64>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
