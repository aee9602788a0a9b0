// --split-input-file processes each '// -----' chunk on its own and joins
// the outputs with '// -----'. A failing chunk is reported with its line in
// the original file, prints nothing, the other chunks are still processed
// (and written, to -o too), and the exit status is 1.
// RUN: not hidet-opt --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --strict-whitespace -DFILE=%s < %t.err
// RUN: not hidet-opt --split-input-file %s -o %t.out 2>/dev/null
// RUN: FileCheck %s < %t.out
// Without the flag the whole file is one module (and @same is redefined).
// RUN: not hidet-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE -DFILE=%s

// CHECK:      module {
// CHECK-NEXT:   func.func @same() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @same() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @last(
// CHECK-NOT:  tm.task

func.func @same() {
  return
}

// -----

func.func @bad(%w: index, %k: index) -> index {
  // ERR:      {{^}}[[FILE]]:[[@LINE+3]]:8: error: 'tm.task' op must have one result per task dimension: the mapping has rank 2, the op has 1 results{{$}}
  // ERR-NEXT: {{^}}  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index{{$}}
  // ERR-NEXT: {{^}}       ^{{$}}
  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  return %0 : index
}

// -----
// WHOLE: [[FILE]]:[[@LINE+1]]:1: error: redefinition of symbol named 'same'
func.func @same() {
  return
}
  // -----
func.func @last(%a: i32) -> i32 {
  // ERR-NOT: error
  return %a : i32
}
