// Input that would crash or hang MLIR's parser is rejected first, with a
// position: bracket nesting over 1000 (stack overflow), huge result numbers
// (out of memory), numbers of over 1000 digits (time cubic in the digits).
// Up to the limits is fine.
// RUN: not hidet-opt %S/Inputs/deep-nesting.mlir 2>&1 | FileCheck %s --check-prefix=DEEP -DFILE=%S/Inputs/deep-nesting.mlir
// DEEP: {{^}}[[FILE]]:1:1042: error: brackets nest more than 1000 deep; hidet-opt rejects such input to keep the MLIR parser from overflowing its stack{{$}}
// RUN: hidet-opt %S/Inputs/nesting-at-limit.mlir | FileCheck %s --check-prefix=AT-LIMIT
// AT-LIMIT: func.func private @ok() attributes {a = {{\[\[\[}}
// Brackets in strings and comments do not count.
// RUN: hidet-opt %S/Inputs/brackets-in-strings.mlir | FileCheck %s --check-prefix=STRINGS
// STRINGS: func.func private @s() attributes {a = "{{\(\(\(}}

// RUN: not hidet-opt %S/Inputs/long-number.mlir 2>&1 | FileCheck %s --check-prefix=DIGITS -DFILE=%S/Inputs/long-number.mlir
// DIGITS: {{^}}[[FILE]]:1:40: error: number with more than 1000 digits; hidet-opt rejects such input because the MLIR parser takes time cubic in the digits{{$}}
// RUN: hidet-opt %S/Inputs/number-at-limit.mlir | FileCheck %s --check-prefix=DIGITS-AT-LIMIT
// DIGITS-AT-LIMIT: attributes {a = 1111111111{{1+}} : i3400}

// RUN: not hidet-opt %s 2>&1 | FileCheck %s -DFILE=%s
func.func @f() -> (i32, i32) {
  %0:2 = "test.op"() : () -> (i32, i32)
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:18: error: result number '4000000000' is too large (hidet-opt accepts at most 1048576){{$}}
  return %0#0, %0#4000000000 : i32, i32
}
