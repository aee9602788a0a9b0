// The input comes from a named file, from stdin (no file, or '-'), and the
// output goes to stdout or to -o FILE; all of them print the same module.
// RUN: hidet-opt %s | FileCheck %s
// RUN: hidet-opt < %s | FileCheck %s
// RUN: hidet-opt - < %s | FileCheck %s
// RUN: hidet-opt %s -o %t && FileCheck %s < %t
// RUN: hidet-opt -o=%t.eq %s && FileCheck %s < %t.eq
// RUN: hidet-opt %s -o - | FileCheck %s
// Nothing goes to stdout with -o FILE.
// RUN: hidet-opt %s -o %t.quiet | count 0

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @task(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:      %0:2 = "tm.task"(%arg0, %arg1) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> (index, index)
// CHECK-NEXT:      return %0#0, %0#1 : index, index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
func.func @task(%w: index, %k: index) -> (index, index) {
  %0:2 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> (index, index)
  return %0#0, %0#1 : index, index
}
