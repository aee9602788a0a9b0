// --mlir-print-debuginfo prints locations: the input file's name (or
// <stdin>) and the positions in it, for ops and block arguments; also in
// IR dumps. Locations written in the input are kept.
// RUN: hidet-opt %s --mlir-print-debuginfo | FileCheck %s -DFILE=%s
// RUN: hidet-opt --mlir-print-debuginfo < %s | FileCheck %s -DFILE='<stdin>'
// RUN: hidet-opt %s --mlir-print-debuginfo -p cse --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s -DFILE=%s --check-prefix=DUMP
// RUN: hidet-opt %s | FileCheck %s --check-prefix=NOLOC

// CHECK:      func.func @f(%arg0: index loc("[[FILE]]":[[@LINE+8]]:14)) -> index {
// CHECK-NEXT:   %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index loc(#[[A:loc[0-9]*]])
// CHECK-NEXT:   return %0 : index loc(#[[B:loc[0-9]*]])
// CHECK:      #[[A]] = loc("[[FILE]]":[[@LINE+6]]:8)
// CHECK:      #[[B]] = loc("given.mlir":42:7)
// DUMP: IR Dump After CSE
// DUMP: loc("[[FILE]]":[[@LINE+3]]:8)
// NOLOC-NOT: loc(
func.func @f(%w: index) -> index {
  %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
  return %0 : index loc("given.mlir":42:7)
}
