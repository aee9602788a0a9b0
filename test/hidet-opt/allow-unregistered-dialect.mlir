// Ops of unknown dialects are an error unless --allow-unregistered-dialect.
// RUN: not hidet-opt %s 2>&1 | FileCheck %s --check-prefix=ERR -DFILE=%s
// RUN: hidet-opt %s --allow-unregistered-dialect | FileCheck %s
// ERR: [[FILE]]:[[@LINE+6]]:17: error: operation being parsed with an unregistered dialect.
// Unknown ops of the loaded hidet dialects are still errors.
// RUN: not hidet-opt %S/Inputs/unknown-graph-op.mlir --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=GRAPH
// GRAPH: unknown-graph-op.mlir:2:8: error: unregistered operation 'graph.nope' found in dialect ('graph') that does not allow unknown operations
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %0 = "foo.bar"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %0 = "foo.bar"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
