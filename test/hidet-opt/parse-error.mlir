// A parse error prints `file:line:col: error: message`, the source line and
// a caret under the column, prints no module, and exits 1. From stdin the
// file is called <stdin>.
// RUN: not hidet-opt %s 2>&1 | FileCheck %s --strict-whitespace -DFILE=%s
// RUN: not hidet-opt < %s 2>&1 | FileCheck %s --strict-whitespace -DFILE='<stdin>'
// RUN: not hidet-opt %s 2>/dev/null | count 0

// CHECK:      {{^}}[[FILE]]:[[@LINE+4]]:23: error: use of undeclared SSA value name{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %nope : i32{{$}}
// CHECK-NEXT: {{^}}                      ^{{$}}
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %nope : i32
  return %0 : i32
}
