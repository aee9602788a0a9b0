// --mlir-print-ir-after-all prints the IR after every pass (hidet and
// upstream alike; nested passes print their op) to stderr; stdout still
// gets the final module only.
// RUN: hidet-opt %s -p 'hidet-verify,func.func(canonicalize)' --mlir-print-ir-after-all 2>%t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.err
// CHECK-NOT:   IR Dump Before
// CHECK:       // -----// IR Dump After HidetVerify (hidet-verify) //----- //
// CHECK-NEXT:  module {
// CHECK:         %0 = arith.addi
// CHECK:       // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT:  func.func @f() -> i32 {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NOT:   IR Dump

// OUT-NOT: IR Dump
// OUT:     module {
// OUT:       arith.constant 5 : i32
func.func @f() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  return %0 : i32
}
