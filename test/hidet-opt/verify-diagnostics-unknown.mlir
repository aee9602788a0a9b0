// A diagnostic without a position in the input matches @unknown; here the
// error hidet-opt adds when a pass fails without saying why.
// RUN: hidet-opt --verify-diagnostics %s -p 'func.func(canonicalize{max-iterations=1 test-convergence=true})'
// Without the expectation, the same run fails under --verify-diagnostics.
// RUN: not hidet-opt --verify-diagnostics %S/Inputs/no-expectations.mlir -p 'func.func(canonicalize{max-iterations=1 test-convergence=true})' 2>&1 | FileCheck %s -DFILE=%S/Inputs/no-expectations.mlir
// CHECK: {{^}}[[FILE]]: error: unexpected error: pass pipeline failed without a diagnostic{{$}}

// expected-error @unknown {{pass pipeline failed without a diagnostic}}
func.func @f() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}
