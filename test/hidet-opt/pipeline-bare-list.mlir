// A pipeline without `builtin.module(` is run on the top-level module, as if
// wrapped in it; -p, --pass-pipeline=X and --pass-pipeline X are the same.
// RUN: hidet-opt %s -p 'hidet-verify,func.func(canonicalize),cse' > %t.bare
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-verify,func.func(canonicalize),cse)' > %t.wrapped
// RUN: hidet-opt %s --pass-pipeline 'hidet-verify, func.func( canonicalize ) , cse' > %t.spaced
// RUN: diff %t.bare %t.wrapped
// RUN: diff %t.bare %t.spaced
// RUN: FileCheck %s < %t.bare
// A bare module-level upstream pass list works alone too.
// RUN: hidet-opt %s -p 'canonicalize,cse' | FileCheck %s
// An empty pipeline runs nothing.
// RUN: hidet-opt %s -p '' | FileCheck %s --check-prefix=NONE
// RUN: hidet-opt %s -p 'builtin.module()' | FileCheck %s --check-prefix=NONE

// CHECK-LABEL: func.func @f() -> i32 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    return %[[C]] : i32
// NONE: arith.muli
func.func @f() -> i32 {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.muli %c1, %c7 : i32
  return %0 : i32
}
