// The split (global two-kernel scheme) of reduce, softmax and layer_norm in
// schedule texts:
// located errors through hidet-schedule-anchors, non-zero exit, no crash.
// Each function is cut out of this file with split-input-file.
// RUN: not hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s

// More blocks per row than the space has (and kernel 2's warp combines).
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op schedule 'row-g256-p1-s512' does not fit sm_80: split s512 is not a power of two in 1..256 (blocks per row of the global two-kernel scheme)
func.func @big(%x: tensor<2x30000xf32>) -> tensor<2xf32> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g256-p1-s512"} : (tensor<2x30000xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----
// A split that is not a power of two.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op schedule 'row-g32-p2-s3' does not fit sm_80: split s3 is not a power of two in 1..256
func.func @three(%x: tensor<2x30000xf32>) -> tensor<2xf32> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "max", hidet.schedule = "row-g32-p2-s3"} : (tensor<2x30000xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----
// Zero blocks per row.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op schedule 'col-g8-p32-s0' does not fit sm_80: split s0 is not a power of two in 1..256
func.func @zero(%x: tensor<3x1000x5xf32>) -> tensor<3x5xf32> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "min", hidet.schedule = "col-g8-p32-s0"} : (tensor<3x1000x5xf32>) -> tensor<3x5xf32>
  return %s : tensor<3x5xf32>
}

// -----
// A malformed split suffix: the reduce form is named.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.reduce' op hidet.schedule: 'row-g32-p2-s' is not a reduce schedule (<row|col>-g<G>-p<P>[-s<S>][-v4], e.g. row-g32-p8, row-g256-p1-s16 for 16 blocks per row, row-g32-p8-v4 for 128-bit loads)
func.func @bad(%x: tensor<2x30000xf32>) -> tensor<2xf32> {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "mean", hidet.schedule = "row-g32-p2-s"} : (tensor<2x30000xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----
// softmax splits too (-s after the cache): more blocks per row than the space has.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op schedule 'row-g256-p1-c8-s512' does not fit sm_80: split s512 is not a power of two in 1..256 (blocks per row of the global two-kernel scheme)
func.func @softmax(%x: tensor<2x30000xf32>) -> tensor<2x30000xf32> {
  %s = "graph.softmax"(%x) {axis = -1 : i64, hidet.schedule = "row-g256-p1-c8-s512"} : (tensor<2x30000xf32>) -> tensor<2x30000xf32>
  return %s : tensor<2x30000xf32>
}

// -----
// A softmax split without the cache: the softmax form is named.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op hidet.schedule: 'row-g256-p1-s4' is not a softmax schedule (<row|col>-g<G>-p<P>-c<C>[-s<S>][-v4], e.g. row-g128-p1-c8, row-g256-p1-c8-s16 for 16 blocks per row, row-g128-p1-c8-v4 for 128-bit loads)
func.func @softmax_nocache(%x: tensor<2x30000xf32>) -> tensor<2x30000xf32> {
  %s = "graph.softmax"(%x) {axis = -1 : i64, hidet.schedule = "row-g256-p1-s4"} : (tensor<2x30000xf32>) -> tensor<2x30000xf32>
  return %s : tensor<2x30000xf32>
}

// -----
// A layer_norm split that is not a power of two.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.layer_norm' op schedule 'row-g32-p2-c8-s3' does not fit sm_80: split s3 is not a power of two in 1..256
func.func @layer_norm(%x: tensor<2x30000xf32>, %g: tensor<30000xf32>, %b: tensor<30000xf32>) -> tensor<2x30000xf32> {
  %y = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i64, hidet.schedule = "row-g32-p2-c8-s3"} : (tensor<2x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<2x30000xf32>
  return %y : tensor<2x30000xf32>
}

// -----
// A split layer_norm whose kernel 1 would need more registers than the SM
// has: 1024 threads, c32 (budget 44 + 2C + 8).
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.layer_norm' op schedule 'row-g1024-p1-c32-s4' does not fit sm_80: needs about 120 registers per thread for 1024 threads (cache c32, split kernel 1), sm_80 has 65536 per SM
func.func @layer_norm_regs(%x: tensor<2x30000xf32>, %g: tensor<30000xf32>, %b: tensor<30000xf32>) -> tensor<2x30000xf32> {
  %y = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i64, hidet.schedule = "row-g1024-p1-c32-s4"} : (tensor<2x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<2x30000xf32>
  return %y : tensor<2x30000xf32>
}

// -----
// A malformed layer_norm split suffix.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.layer_norm' op hidet.schedule: 'col-g8-p32-c4-s' is not a layer_norm schedule (<row|col>-g<G>-p<P>-c<C>[-s<S>]
func.func @layer_norm_bad(%x: tensor<2x30000xf32>, %g: tensor<30000xf32>, %b: tensor<30000xf32>) -> tensor<2x30000xf32> {
  %y = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i64, hidet.schedule = "col-g8-p32-c4-s"} : (tensor<2x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<2x30000xf32>
  return %y : tensor<2x30000xf32>
}

// -----
// A reduce whose row statistic is broadcast back over the row (regional)
// writes the row in a second pass; the split's kernel 2 stores one value per
// row, so a forced split is an error (the cost model never picks one here).
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: cannot instantiate the reduce template: a reduce whose row statistic is broadcast back over the row (regional) cannot use the global two-kernel split (s4): use a schedule without -s
func.func @regional(%x: tensor<2x30000xf32>) -> tensor<2x30000xf32> {
  %m = "graph.reduce"(%x) {axes = array<i64: 1>, keepdims = true, kind = "max", hidet.schedule = "row-g256-p1-s4"} : (tensor<2x30000xf32>) -> tensor<2x1xf32>
  %d = "graph.sub"(%x, %m) : (tensor<2x30000xf32>, tensor<2x1xf32>) -> tensor<2x30000xf32>
  return %d : tensor<2x30000xf32>
}

// -----
// Split with 128-bit loads (-s<S>-v4) on strided rows: the split's kernels
// read through the same load4 hook, which needs contiguous f32 rows.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: cannot instantiate the softmax template: vector loads (-v4) need contiguous rows, and this reduction's rows are strided (1 x 30000 x 2, inner 2 > 1)
func.func @softmax_split_vec_strided(%x: tensor<30000x2xf32>) -> tensor<30000x2xf32> {
  %y = "graph.softmax"(%x) {axis = 0 : i64, hidet.schedule = "row-g256-p1-c8-s16-v4"} : (tensor<30000x2xf32>) -> tensor<30000x2xf32>
  return %y : tensor<30000x2xf32>
}

// -----
// -v4 comes last: after -s<S>, never before it.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op hidet.schedule: 'row-g256-p1-c8-v4-s16' is not a softmax schedule (<row|col>-g<G>-p<P>-c<C>[-s<S>][-v4]
func.func @softmax_split_vec_order(%x: tensor<2x30000xf32>) -> tensor<2x30000xf32> {
  %y = "graph.softmax"(%x) {axis = -1 : i64, hidet.schedule = "row-g256-p1-c8-v4-s16"} : (tensor<2x30000xf32>) -> tensor<2x30000xf32>
  return %y : tensor<2x30000xf32>
}

// -----
// Split and -v4 add their register terms (44 + 2C + 8, then 8 more): with
// 1024 threads only c0 fits.
// CHECK: split-errors.mlir:[[@LINE+2]]:8: error: 'graph.layer_norm' op schedule 'row-g1024-p1-c4-s4-v4' does not fit sm_80: needs about 72 registers per thread for 1024 threads (cache c4, split kernel 1), sm_80 has 65536 per SM
func.func @layer_norm_split_vec_regs(%x: tensor<2x30000xf32>, %g: tensor<30000xf32>, %b: tensor<30000xf32>) -> tensor<2x30000xf32> {
  %y = "graph.layer_norm"(%x, %g, %b) {axis = -1 : i64, hidet.schedule = "row-g1024-p1-c4-s4-v4"} : (tensor<2x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<2x30000xf32>
  return %y : tensor<2x30000xf32>
}
