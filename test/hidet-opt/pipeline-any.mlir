// `any(...)` nests op-agnostically, as upstream: under the module it runs on
// each top-level op (here the function), mixing hidet and upstream passes.
// RUN: hidet-opt %s -p 'builtin.module(any(hidet-verify,canonicalize))' | FileCheck %s
// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[C:.*]] = arith.constant 2 : index
// CHECK-NEXT: return %[[C]]
func.func @f() -> index {
  %a = arith.constant 1 : index
  %b = arith.constant 1 : index
  %c = arith.addi %a, %b : index
  return %c : index
}
