// Found by fuzzing (bench/fuzz, fuzz_parse_verify): a graph or tm op in
// custom syntax (`graph.add %a, %b`) made the MLIR parser fail without any
// diagnostic, so the tools exited 1 silently. IRDL ops parse only in the
// generic form; each tool now says so, at the op.
// RUN: not hidet-opt %s --split-input-file 2>&1 | FileCheck %s -DFILE=%s
// RUN: not hidet-run %S/Inputs/custom-syntax-op.mlir 2>&1 | FileCheck %s --check-prefix=TOOL -DFILE=%S/Inputs/custom-syntax-op.mlir
// RUN: not hidet-compile-model %S/Inputs/custom-syntax-op.mlir -o %t 2>&1 | FileCheck %s --check-prefix=TOOL -DFILE=%S/Inputs/custom-syntax-op.mlir
// RUN: hidet-opt %S/Inputs/custom-syntax-attr.mlir | FileCheck %s --check-prefix=ATTR
// A NUL byte, which MLIR's lexer skips as a blank, in front of the op:
// RUN: not hidet-opt %S/Inputs/custom-syntax-nul.mlir 2>&1 | FileCheck %s --check-prefix=NUL
// NUL: custom-syntax-nul.mlir:1:2: error: 'graph.pad' is written in custom syntax
// Right after another op, with no blank between:
// RUN: not hidet-opt %S/Inputs/custom-syntax-after-paren.mlir 2>&1 | FileCheck %s --check-prefix=PAREN
// PAREN: custom-syntax-after-paren.mlir:1:15: error: 'graph.select' is written in custom syntax
// Followed by a comma:
// RUN: not hidet-opt %S/Inputs/custom-syntax-comma.mlir 2>&1 | FileCheck %s --check-prefix=COMMA
// COMMA: custom-syntax-comma.mlir:2:3: error: 'graph.add' is written in custom syntax
// Followed by '=' (which would make it an attribute key inside '{...}'):
// RUN: not hidet-opt %S/Inputs/custom-syntax-equals.mlir 2>&1 | FileCheck %s --check-prefix=EQUALS
// EQUALS: custom-syntax-equals.mlir:1:1: error: 'graph.pad' is written in custom syntax
// Followed by '-' (not part of an op name):
// RUN: not hidet-opt %S/Inputs/custom-syntax-dash.mlir 2>&1 | FileCheck %s --check-prefix=DASH
// DASH: custom-syntax-dash.mlir:1:1: error: 'tm.task' is written in custom syntax
// After a // comment that a carriage return ends (MLIR's lexer ends
// comments at '\r' too):
// RUN: not hidet-opt %S/Inputs/custom-syntax-cr.mlir 2>&1 | FileCheck %s --check-prefix=CR
// CR: custom-syntax-cr.mlir:1:4: error: 'graph.add' is written in custom syntax
// Right after a hex number, which ends at the first non-hex digit:
// RUN: not hidet-opt %S/Inputs/custom-syntax-after-hex.mlir 2>&1 | FileCheck %s --check-prefix=HEX
// HEX: custom-syntax-after-hex.mlir:1:19: error: 'graph.select' is written in custom syntax

func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:8: error: 'graph.add' is written in custom syntax, which the graph and tm ops do not have (they are defined in IRDL); write it in the generic form, "graph.add"(...) : (...) -> ...{{$}}
  %0 = graph.add %a, %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----
// The fuzzer's own input: the op name alone.
// CHECK: {{^}}[[FILE]]:[[@LINE+1]]:1: error: 'graph.pad' is written in custom syntax
graph.pad

// -----
func.func @g() {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:3: error: 'tm.task' is written in custom syntax
  tm.task
  return
}

// -----
// An op name that no dialect defines keeps the parser's own error.
// CHECK: {{^}}[[FILE]]:[[@LINE+1]]:1: error: custom op 'graph.nosuch' is unknown
graph.nosuch

// TOOL-NOT: error:
// TOOL: {{^}}[[FILE]]:2:8: error: 'graph.mul' is written in custom syntax, which the graph and tm ops do not have (they are defined in IRDL); write it in the generic form, "graph.mul"(...) : (...) -> ...{{$}}
// TOOL-NEXT: {{^}}  %0 = graph.mul %a, %a : tensor<4xf32>{{$}}
// TOOL-NEXT: {{^}}       ^{{$}}
// TOOL-NOT: error:

// Attribute names in those dialects' namespaces stay legal.
// ATTR: func.func @f() attributes {graph.note = 1 : i64, tm.unit}
