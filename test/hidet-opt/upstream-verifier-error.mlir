// An op that parses but fails upstream's verifier: the verifier's message
// at the op, with caret, and the "see current operation" note; exit 1.
// RUN: not hidet-opt %s 2>&1 | FileCheck %s --strict-whitespace -DFILE=%s

// CHECK:      {{^}}[[FILE]]:[[@LINE+7]]:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1{{$}}
// CHECK-NEXT: {{^}}  return{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
// CHECK-NEXT: {{^}}[[FILE]]:[[@LINE+4]]:3: note: see current operation: "func.return"() : () -> (){{$}}
// CHECK-NEXT: {{^}}  return{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
func.func @f() -> i32 {
  return
}
