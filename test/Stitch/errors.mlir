// Bad schedules and unsupported inputs of the reduce, softmax and
// layer_norm templates: located errors at the anchor, non-zero exit.
// RUN: not hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s

// A schedule text of another template, or malformed.
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op hidet.schedule: 'w2x2-o2x2-l4x8-i4x4-k8-s2' is not a softmax schedule (<row|col>-g<G>-p<P>-c<C>[-s<S>][-v4], e.g. row-g128-p1-c8, row-g256-p1-c8-s16 for 16 blocks per row, row-g128-p1-c8-v4 for 128-bit loads)
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = "graph.softmax"(%x) {axis = -1 : i64, hidet.schedule = "w2x2-o2x2-l4x8-i4x4-k8-s2"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----
// The reduce template has no cache parameter.
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op hidet.schedule: 'row-g32-p8-c4' is not a reduce schedule (<row|col>-g<G>-p<P>[-s<S>][-v4], e.g. row-g32-p8, row-g256-p1-s16 for 16 blocks per row, row-g32-p8-v4 for 128-bit loads)
func.func @f(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %y = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g32-p8-c4"} : (tensor<4x8xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.layer_norm' op hidet.schedule: 'diag-g32-p1-c0' is not a layer_norm schedule
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %y = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i64, hidet.schedule = "diag-g32-p1-c0"} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----
// Well formed, but does not fit: too many threads, less than a warp, not a
// power of two, a cache past 32, too many registers for the block.
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op schedule 'row-g1024-p2' does not fit sm_80: g1024 x p2 is 2048 threads per block, sm_80 allows 1024
func.func @f(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %y = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g1024-p2"} : (tensor<4x8xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op schedule 'col-g4-p4' does not fit sm_80: g4 x p4 is 16 threads per block, less than a warp (32)
func.func @f(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %y = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "max", hidet.schedule = "col-g4-p4"} : (tensor<4x8xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op schedule 'row-g48-p2-c1' does not fit sm_80: group g48 is not a power of two in 1..1024
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = "graph.softmax"(%x) {axis = 0 : i64, hidet.schedule = "row-g48-p2-c1"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op schedule 'row-g32-p1-c64' does not fit sm_80: cache c64 is not 0 or a power of two up to 32
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = "graph.softmax"(%x) {axis = 1 : i64, hidet.schedule = "row-g32-p1-c64"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.layer_norm' op schedule 'row-g1024-p1-c32' does not fit sm_80: needs about 80 registers per thread for 1024 threads (cache c32), sm_80 has 65536 per SM
func.func @f(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %y = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i64, hidet.schedule = "row-g1024-p1-c32"} : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----
// Element types: f16, bf16 and f32 are computed (in f32), f64 in f64
// (test/Stitch/f64.mlir); integers are not, and the graph verifier rejects
// them before a template sees them (the templates' own check names the
// same types).
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op operand #0 element type must be f16, bf16, f32 or f64, got i32
func.func @f(%x: tensor<4x8xi32>) -> tensor<8xi32> {
  %y = "graph.reduce"(%x) {axes = array<i64: 0>, kind = "sum"} : (tensor<4x8xi32>) -> tensor<8xi32>
  return %y : tensor<8xi32>
}

// -----
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op operand #0 element type must be f16, bf16, f32 or f64, got i64
func.func @f(%x: tensor<4x8xi64>) -> tensor<4x8xi64> {
  %y = "graph.softmax"(%x) {axis = -1 : i64} : (tensor<4x8xi64>) -> tensor<4x8xi64>
  return %y : tensor<4x8xi64>
}

// -----
// An f64 schedule is checked against the same space as f32 ones.
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.layer_norm' op schedule 'row-g1024-p1-c32' does not fit sm_80: needs about 80 registers per thread for 1024 threads (cache c32), sm_80 has 65536 per SM
func.func @f(%x: tensor<4x8xf64>, %g: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<4x8xf64> {
  %y = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i64, hidet.schedule = "row-g1024-p1-c32"} : (tensor<4x8xf64>, tensor<8xf64>, tensor<8xf64>) -> tensor<4x8xf64>
  return %y : tensor<4x8xf64>
}

// -----
// Empty results have no kernel.
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op empty reduce result (0 x 1 rows) has no kernel
func.func @f(%x: tensor<0x8xf32>) -> tensor<0xf32> {
  %y = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum"} : (tensor<0x8xf32>) -> tensor<0xf32>
  return %y : tensor<0xf32>
}

// -----
// CHECK: errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op empty softmax (4 x 0 x 1) has no kernel
func.func @f(%x: tensor<4x0xf32>) -> tensor<4x0xf32> {
  %y = "graph.softmax"(%x) {axis = -1 : i64} : (tensor<4x0xf32>) -> tensor<4x0xf32>
  return %y : tensor<4x0xf32>
}

// -----
// More blocks than a grid has (one row per block).
// CHECK: errors.mlir:[[@LINE+2]]:8: error: cannot instantiate the reduce template: 3000000000 blocks exceed the grid's 2^31-1
func.func @f(%x: tensor<3000000000x2xf32>) -> tensor<3000000000xf32> {
  %y = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g32-p1"} : (tensor<3000000000x2xf32>) -> tensor<3000000000xf32>
  return %y : tensor<3000000000xf32>
}
