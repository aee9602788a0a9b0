// 128-bit loads (-v4) of the reduction templates where they cannot apply:
// located errors, non-zero exit, no crash. Each function is cut out of
// this file with split-input-file. Layout col (a well-formedness rule) is
// rejected by hidet-schedule-anchors; strided rows and element types other
// than f32 (problem-dependent: the cost model never picks -v4 there) when
// the template is instantiated.
// RUN: not hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s

// A middle-axis reduction: the rows are strided (inner 5).
// CHECK: vector-errors.mlir:[[@LINE+2]]:8: error: cannot instantiate the reduce template: vector loads (-v4) need contiguous rows, and this reduction's rows are strided (3 x 1000 x 5, inner 5 > 1): use a schedule without -v4
func.func @middle(%x: tensor<3x1000x5xf32>) -> tensor<3x5xf32> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g32-p1-v4"} : (tensor<3x1000x5xf32>) -> tensor<3x5xf32>
  return %s : tensor<3x5xf32>
}

// -----
// A softmax along axis 0: strided rows.
// CHECK: vector-errors.mlir:[[@LINE+2]]:8: error: cannot instantiate the softmax template: vector loads (-v4) need contiguous rows, and this reduction's rows are strided (1 x 7 x 12, inner 12 > 1)
func.func @axis0(%x: tensor<7x12xf32>) -> tensor<7x12xf32> {
  %y = "graph.softmax"(%x) {axis = 0 : i64, hidet.schedule = "row-g32-p1-c8-v4"} : (tensor<7x12xf32>) -> tensor<7x12xf32>
  return %y : tensor<7x12xf32>
}

// -----
// f16 rows: load4 returns f32 lanes through a vector<4xf32> fast path.
// CHECK: vector-errors.mlir:[[@LINE+2]]:8: error: cannot instantiate the layer_norm template: vector loads (-v4) read f32 rows only (the load4 hook returns f32 lanes; its one-vector fast path is a vector<4xf32> load), and these rows have 2-byte elements: use a schedule without -v4
func.func @half(%x: tensor<4x768xf16>, %g: tensor<768xf16>, %b: tensor<768xf16>) -> tensor<4x768xf16> {
  %y = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i64, hidet.schedule = "row-g128-p1-c8-v4"} : (tensor<4x768xf16>, tensor<768xf16>, tensor<768xf16>) -> tensor<4x768xf16>
  return %y : tensor<4x768xf16>
}

// -----
// f64 rows would be rounded to f32.
// CHECK: vector-errors.mlir:[[@LINE+2]]:8: error: cannot instantiate the reduce template: vector loads (-v4) read f32 rows only {{.*}} and these rows have 8-byte elements
func.func @double(%x: tensor<4x1000xf64>) -> tensor<4xf64> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "max", hidet.schedule = "row-g32-p4-s4-v4"} : (tensor<4x1000xf64>) -> tensor<4xf64>
  return %s : tensor<4xf64>
}

// -----
// Layout col: a row's lanes are P threads apart.
// CHECK: vector-errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op schedule 'col-g4-p64-c4-v4' does not fit sm_80: vector loads (-v4) need the row layout
func.func @col(%x: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
  %y = "graph.softmax"(%x) {axis = -1 : i64, hidet.schedule = "col-g4-p64-c4-v4"} : (tensor<64x1000xf32>) -> tensor<64x1000xf32>
  return %y : tensor<64x1000xf32>
}

// -----
// A width other than 4.
// CHECK: vector-errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op schedule 'row-g32-p8-v2' does not fit sm_80: vec v2 is neither 1 nor 4 (elements per load)
func.func @two(%x: tensor<64x1000xf32>) -> tensor<64xf32> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g32-p8-v2"} : (tensor<64x1000xf32>) -> tensor<64xf32>
  return %s : tensor<64xf32>
}

// -----
// The suffix comes last: -v4 before -s<S> is not a reduce schedule.
// CHECK: vector-errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op hidet.schedule: 'row-g32-p1-v4-s4' is not a reduce schedule
func.func @order(%x: tensor<2x30000xf32>) -> tensor<2xf32> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g32-p1-v4-s4"} : (tensor<2x30000xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}
