// --mlir-print-ir-before-all prints the IR before every pass to stderr;
// with --mlir-print-ir-after-all too, both, in order.
// RUN: hidet-opt %s -p 'hidet-verify,func.func(canonicalize)' --mlir-print-ir-before-all 2>&1 >/dev/null | FileCheck %s
// CHECK-NOT:   IR Dump After
// CHECK:       // -----// IR Dump Before HidetVerify (hidet-verify) //----- //
// CHECK-NEXT:  module {
// CHECK:       // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// CHECK-NEXT:  func.func @f() -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NOT:   IR Dump

// RUN: hidet-opt %s -p 'hidet-verify,func.func(canonicalize)' --mlir-print-ir-before-all --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=BOTH
// BOTH: IR Dump Before HidetVerify (hidet-verify)
// BOTH: IR Dump After HidetVerify (hidet-verify)
// BOTH: IR Dump Before Canonicalizer (canonicalize)
// BOTH: IR Dump After Canonicalizer (canonicalize)

// Without a pipeline there is nothing to print.
// RUN: hidet-opt %s --mlir-print-ir-before-all --mlir-print-ir-after-all 2>&1 >/dev/null | count 0
func.func @f() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  return %0 : i32
}
