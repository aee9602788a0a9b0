// Bad input to the reduction templates through hidet-schedule-anchors:
// located errors, non-zero exit, no crash. Each function is cut out of this
// file with split-input-file.
// RUN: not hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s

// f64 is computed (test/Stitch/f64.mlir); what a template still cannot
// compute is a located error (unsupported=host keeps it on the host
// instead: test/Fusion/host-fallback.mlir): here an empty softmax.
// CHECK: template-errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op empty softmax (3 x 0 x 1) has no kernel
func.func @g(%x: tensor<3x0xf64>) -> tensor<3x0xf64> {
  %s = "graph.softmax"(%x) {axis = -1 : i64} : (tensor<3x0xf64>) -> tensor<3x0xf64>
  return %s : tensor<3x0xf64>
}

// -----
// A schedule text that is not the template's.
// CHECK: template-errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op hidet.schedule: 'row-g32' is not a softmax schedule (<row|col>-g<G>-p<P>-c<C>[-s<S>][-v4], e.g. row-g128-p1-c8, row-g256-p1-c8-s16 for 16 blocks per row, row-g128-p1-c8-v4 for 128-bit loads)
func.func @h(%x: tensor<7x33xf32>) -> tensor<7x33xf32> {
  %s = "graph.softmax"(%x) {axis = -1 : i64, hidet.schedule = "row-g32"} : (tensor<7x33xf32>) -> tensor<7x33xf32>
  return %s : tensor<7x33xf32>
}

// -----
// A well-formed schedule that does not fit the arch.
// CHECK: template-errors.mlir:[[@LINE+2]]:8: error: 'graph.softmax' op schedule 'row-g2048-p1-c0' does not fit sm_80: group g2048 is not a power of two in 1..1024
func.func @k(%x: tensor<7x33xf32>) -> tensor<7x33xf32> {
  %s = "graph.softmax"(%x) {axis = -1 : i64, hidet.schedule = "row-g2048-p1-c0"} : (tensor<7x33xf32>) -> tensor<7x33xf32>
  return %s : tensor<7x33xf32>
}
