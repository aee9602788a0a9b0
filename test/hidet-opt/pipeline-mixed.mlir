// A pipeline mixing hidet and upstream passes, nested and not, runs end to
// end: hidet-verify on the module, canonicalize on each func (folds the
// constant arithmetic), cse on the module (merges the duplicate selects;
// the IRDL tm ops are not Pure, so both tm.num_workers stay).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-verify,func.func(canonicalize),cse)' | FileCheck %s
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-verify,func.func(canonicalize),cse)' --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=ORDER
// Nested hidet passes run too.
// RUN: hidet-opt %s -p 'builtin.module(func.func(hidet-verify,canonicalize,hidet-verify),cse)' | FileCheck %s
// RUN: hidet-opt %s -p 'builtin.module(func.func(hidet-verify,canonicalize,hidet-verify),cse)' --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED

// ORDER:      IR Dump After HidetVerify (hidet-verify)
// ORDER:      IR Dump After Canonicalizer (canonicalize)
// ORDER-NEXT: func.func @folded
// ORDER:      IR Dump After Canonicalizer (canonicalize)
// ORDER-NEXT: func.func @dup
// ORDER:      IR Dump After CSE (cse)
// ORDER-NEXT: module {

// NESTED:      IR Dump After HidetVerify (hidet-verify)
// NESTED-NEXT: func.func @folded
// NESTED:      IR Dump After Canonicalizer (canonicalize)
// NESTED-NEXT: func.func @folded
// NESTED:      IR Dump After HidetVerify (hidet-verify)
// NESTED-NEXT: func.func @folded
// NESTED:      IR Dump After CSE (cse)

// CHECK-LABEL: func.func @folded() -> i32 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @folded() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @dup(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %[[N0:.*]] = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
// CHECK-NEXT:    %[[N1:.*]] = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
// CHECK-NEXT:    %[[V:.*]] = "tm.worker_valid"(%arg0) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index) -> i1
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[V]], %[[N0]], %[[N1]] : index
// CHECK-NEXT:    return %[[S]], %[[S]] : index, index
func.func @dup(%w: index) -> (index, index) {
  %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
  %1 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
  %v = "tm.worker_valid"(%w) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index) -> i1
  %2 = arith.select %v, %0, %1 : index
  %3 = arith.select %v, %0, %1 : index
  return %2, %3 : index, index
}
