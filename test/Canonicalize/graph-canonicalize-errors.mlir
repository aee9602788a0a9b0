// hidet-graph-canonicalize has no diagnostics of its own (it never fails on
// a verified graph); what it rejects is rejected before it runs: options
// (it takes attention=true|false only) and invalid graph ops (the hidet
// verifier, at the op).
// RUN: not hidet-opt -p 'builtin.module(hidet-graph-canonicalize{report=true})' %s 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: unknown option 'report' (hidet-graph-canonicalize takes attention)
// RUN: not hidet-opt -p 'builtin.module(hidet-graph-canonicalize{attention=maybe})' %s 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: error: attention expects true or false, got 'maybe'
// RUN: not hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s 2>&1 | FileCheck %s --check-prefix=INVALID
// INVALID: graph-canonicalize-errors.mlir:[[@LINE+3]]:8: error: 'graph.add' op operand shapes do not broadcast: lhs is 4x3, rhs is 2x3
// INVALID-NOT: func.func
func.func @bad(%a: tensor<4x3xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %0 = "graph.add"(%a, %b) : (tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
