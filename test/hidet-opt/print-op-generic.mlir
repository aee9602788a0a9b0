// --mlir-print-op-generic prints every op in generic form, in the output
// and in IR dumps.
// RUN: hidet-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: hidet-opt %s --mlir-print-op-generic -p cse --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s
// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: index):
// CHECK-NEXT:     %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
// CHECK-NEXT:     "func.return"(%0) : (index) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// RUN: hidet-opt %s | FileCheck %s --check-prefix=CUSTOM
// CUSTOM: func.func @f(%arg0: index) -> index {
func.func @f(%w: index) -> index {
  %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
  return %0 : index
}
