// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// tensor ops around linalg: reshapes, slices, pads (folded into a conv's or
// pool's padding), tensor constants.
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.

// CHECK-LABEL: func.func @reshapes
// CHECK: %[[C:.+]] = "graph.reshape"(%arg0) : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
// A reshape of a reshape reads the original tensor.
// CHECK: %[[E:.+]] = "graph.reshape"(%arg0) : (tensor<1x16x64xf32>) -> tensor<1x16x4x16xf32>
// CHECK: return %[[C]], %[[E]]
func.func @reshapes(%x: tensor<1x16x64xf32>) -> (tensor<16x64xf32>, tensor<1x16x4x16xf32>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
  %e = tensor.expand_shape %c [[0, 1], [2, 3]] output_shape [1, 16, 4, 16] : tensor<16x64xf32> into tensor<1x16x4x16xf32>
  return %c, %e : tensor<16x64xf32>, tensor<1x16x4x16xf32>
}

// -----

// CHECK-LABEL: func.func @slices
// CHECK: %[[S:.+]] = "graph.slice"(%arg0) {ends = array<i64: 1, 16>, starts = array<i64: 0, 0>, steps = array<i64: 1, 1>} : (tensor<1x64xi64>) -> tensor<1x16xi64>
// CHECK: %[[S2:.+]] = "graph.slice"(%arg1) {ends = array<i64: 3, 8, 6>, starts = array<i64: 2, 1, 1>, steps = array<i64: 1, 3, 2>} : (tensor<4x8x8xf32>) -> tensor<1x3x3xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%[[S2]]) : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
// CHECK: return %[[S]], %[[R]]
func.func @slices(%x: tensor<1x64xi64>, %y: tensor<4x8x8xf32>) -> (tensor<1x16xi64>, tensor<3x3xf32>) {
  %s = tensor.extract_slice %x[0, 0] [1, 16] [1, 1] : tensor<1x64xi64> to tensor<1x16xi64>
  %r = tensor.extract_slice %y[2, 1, 1] [1, 3, 3] [1, 3, 2] : tensor<4x8x8xf32> to tensor<3x3xf32>
  return %s, %r : tensor<1x16xi64>, tensor<3x3xf32>
}

// -----

// Zero H/W padding in front of a conv and -inf padding in front of a max
// pool become their padding attributes.
// CHECK-LABEL: func.func @pad_folded
// CHECK: %[[C:.+]] = "graph.conv2d"(%arg0, %arg1) {dilations = array<i64: 1, 1>, layout = "NCHW", padding = array<i64: 1, 1, 2, 0>, strides = array<i64: 1, 1>} : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x5x5xf32>
// CHECK: "graph.pool2d"(%[[C]]) {kernel = array<i64: 3, 3>, kind = "max", layout = "NCHW", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x3x5x5xf32>) -> tensor<1x3x3x3xf32>
func.func @pad_folded(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x2x5x5xf32> to tensor<1x2x7x7xf32>
  %e = tensor.empty() : tensor<1x3x5x5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%p, %w : tensor<1x2x7x7xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %p2 = tensor.pad %c low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %cc: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x3x5x5xf32> to tensor<1x3x7x7xf32>
  %e2 = tensor.empty() : tensor<1x3x3x3xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %m = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
       ins(%p2, %k : tensor<1x3x7x7xf32>, tensor<3x3xf32>) outs(%f2 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %m : tensor<1x3x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_constant
// CHECK: %[[C:.+]] = "graph.constant"() {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
// CHECK: return %[[C]]
func.func @tensor_constant() -> tensor<2xf32> {
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %c : tensor<2xf32>
}

// -----

// tensor.concat (rotate_half of LLaMA's rotary embedding): graph.concat;
// inputs 2..N of differing types become a chain of binary concats.
// CHECK-LABEL: func.func @concats
// CHECK: %[[A:.+]] = "graph.concat"(%arg0, %arg1, %arg1) {axis = 3 : i64} : (tensor<1x2x3x8xf32>, tensor<1x2x3x4xf32>, tensor<1x2x3x4xf32>) -> tensor<1x2x3x16xf32>
// CHECK: %[[B0:.+]] = "graph.concat"(%arg0, %arg0) {axis = 3 : i64} : (tensor<1x2x3x8xf32>, tensor<1x2x3x8xf32>) -> tensor<1x2x3x16xf32>
// CHECK: %[[B:.+]] = "graph.concat"(%[[B0]], %arg1) {axis = 3 : i64} : (tensor<1x2x3x16xf32>, tensor<1x2x3x4xf32>) -> tensor<1x2x3x20xf32>
// CHECK: return %[[A]], %[[B]], %arg1
func.func @concats(%x: tensor<1x2x3x8xf32>, %y: tensor<1x2x3x4xf32>) -> (tensor<1x2x3x16xf32>, tensor<1x2x3x20xf32>, tensor<1x2x3x4xf32>) {
  %a = tensor.concat dim(3) %x, %y, %y : (tensor<1x2x3x8xf32>, tensor<1x2x3x4xf32>, tensor<1x2x3x4xf32>) -> tensor<1x2x3x16xf32>
  %b = tensor.concat dim(3) %x, %x, %y : (tensor<1x2x3x8xf32>, tensor<1x2x3x8xf32>, tensor<1x2x3x4xf32>) -> tensor<1x2x3x20xf32>
  %c = tensor.concat dim(3) %y : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
  return %a, %b, %c : tensor<1x2x3x16xf32>, tensor<1x2x3x20xf32>, tensor<1x2x3x4xf32>
}
