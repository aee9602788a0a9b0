// The hidet verifier runs after parsing and reports every violation in the
// module (not only the first), each at its op; exit 1, no output.
// RUN: not hidet-opt %s 2>&1 | FileCheck %s --strict-whitespace -DFILE=%s
// RUN: not hidet-opt %s 2>/dev/null | count 0

func.func @tm(%w: index, %k: index) -> (index, index) {
  // CHECK:      {{^}}[[FILE]]:[[@LINE+3]]:10: error: 'tm.task' op has an invalid 'mapping': task mapping dims must be positive, got 0{{$}}
  // CHECK-NEXT: {{^}}  %0:2 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 0, 8>>} : (index, index) -> (index, index){{$}}
  // CHECK-NEXT: {{^}}         ^{{$}}
  %0:2 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 0, 8>>} : (index, index) -> (index, index)
  // CHECK-NEXT: {{^}}[[FILE]]:[[@LINE+3]]:8: error: 'tm.task' op must have one result per task dimension: the mapping has rank 2, the op has 1 results{{$}}
  // CHECK-NEXT: {{^}}  %1 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index{{$}}
  // CHECK-NEXT: {{^}}       ^{{$}}
  %1 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  return %0#0, %1 : index, index
}

func.func @graph(%a: tensor<4x8xf32>, %b: tensor<7x3xf32>) -> tensor<4x3xf32> {
  // CHECK-NEXT: {{^}}[[FILE]]:[[@LINE+1]]:8: error: 'graph.matmul' op matmul inner dimensions disagree: lhs is 4x8, rhs is 7x3{{$}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<7x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
