// --no-verify-each is accepted and the pipeline still runs.
// RUN: hidet-opt %s --no-verify-each -p 'func.func(canonicalize)' | FileCheck %s
// CHECK: arith.constant 3 : i32
// CHECK-NOT: arith.addi
func.func @f() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}
