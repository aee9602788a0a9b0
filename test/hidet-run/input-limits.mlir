// hidet-run and hidet-compile-model apply hidet-opt's input limits
// (lib/input_limits.c) before parsing. Without them, 20000 nested brackets
// overflowed the MLIR parser's stack: both tools died of SIGSEGV. Now each
// gives the error at the bracket and exits 1.
// RUN: python3 -c "print('func.func private @deep() attributes {a = ' + '[' * 20000 + ']' * 20000 + '}')" > %t.deep.mlir
// RUN: not hidet-run %t.deep.mlir 2>&1 | FileCheck %s --check-prefix=DEEP -DFILE=%t.deep.mlir -DTOOL=hidet-run
// RUN: not hidet-compile-model %t.deep.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=DEEP -DFILE=%t.deep.mlir -DTOOL=hidet-compile-model
// DEEP: {{^}}[[FILE]]:1:1042: error: brackets nest more than 1000 deep; [[TOOL]] rejects such input to keep the MLIR parser from overflowing its stack{{$}}

// RUN: not hidet-run %S/../hidet-opt/Inputs/long-number.mlir 2>&1 | FileCheck %s --check-prefix=DIGITS
// DIGITS: long-number.mlir:1:40: error: number with more than 1000 digits; hidet-run rejects such input

// RUN: not hidet-run %s 2>&1 | FileCheck %s -DFILE=%s
func.func @f() -> i32 {
  %0:2 = "test.op"() : () -> (i32, i32)
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:12: error: result number '4000000000' is too large (hidet-run accepts at most 1048576){{$}}
  return %0#4000000000 : i32
}
