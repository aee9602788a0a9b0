// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-lower-task-mappings{arch=sm_80})' 2>&1 | FileCheck %s --check-prefix=OPTS
// OPTS: <pass-pipeline>:1:16: error: pass 'hidet-lower-task-mappings' takes no options, got 'arch'

// The verifier runs before the pass: a malformed mapping never reaches it.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-lower-task-mappings)' 2>&1 | FileCheck %s
// CHECK: lower-task-mappings-invalid.mlir:[[@LINE+3]]:8: error: 'tm.task' op must have one result per task dimension
// CHECK-NOT: could not be lowered
func.func @f(%w: index, %k: index) -> index {
  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  return %0 : index
}
