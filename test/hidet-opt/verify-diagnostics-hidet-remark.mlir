// Remarks of hidet passes (here hidet-partition{report=true}) take the way
// of MLIR's diagnostics: under --verify-diagnostics they match
// expected-remark, in every --split-input-file chunk at its file lines.
// RUN: hidet-opt --verify-diagnostics --split-input-file %s -p 'hidet-partition{report=true}' | FileCheck %s
// Printed, they have the diagnostic format; being reports, which name the
// positions they talk about, they come without the source line.
// RUN: hidet-opt --split-input-file %s -p 'hidet-partition{report=true}' 2>&1 >/dev/null | FileCheck %s --check-prefix=PRINTED --strict-whitespace -DFILE=%s
// A remark that is not expected fails the run, as does one that is missing.
// RUN: not hidet-opt --verify-diagnostics --split-input-file %s -p 'hidet-partition{report=true},hidet-outline-kernels,hidet-partition{report=true}' 2>&1 | FileCheck %s --check-prefix=EXTRA -DFILE=%s
// RUN: not hidet-opt --verify-diagnostics --split-input-file %s -p 'hidet-partition' 2>&1 | FileCheck %s --check-prefix=MISSING -DFILE=%s

// CHECK: func.func @f
// CHECK: func.func @g
// PRINTED:      {{^}}[[FILE]]:[[# @LINE + 7]]:8: remark: group 0: graph.relu at [[# @LINE + 7]]:8 (injective){{$}}
// PRINTED-NEXT: {{^}}[[FILE]]:[[# @LINE + 17]]:8: remark: group 0: graph.matmul at [[# @LINE + 17]]:8 (anchor), graph.relu at [[# @LINE + 18]]:8 (epilogue){{$}}
// PRINTED-NEXT: {{^}}[[FILE]]:[[# @LINE + 16]]:8: remark: argument #0 (operand #0 of graph.matmul at [[# @LINE + 16]]:8) not fused into group 0: it is a function argument{{$}}
// PRINTED-NEXT: {{^}}[[FILE]]:[[# @LINE + 15]]:8: remark: argument #1 (operand #1 of graph.matmul at [[# @LINE + 15]]:8) not fused into group 0: it is a function argument{{$}}
// EXTRA: [[FILE]]:[[# @LINE + 3]]:8: error: unexpected remark: group 0: graph.relu
// MISSING: [[FILE]]:[[# @LINE + 2]]:63: error: expected remark "group 0: graph.relu" was not produced
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "graph.relu"(%a) : (tensor<4xf32>) -> tensor<4xf32> // expected-remark {{group 0: graph.relu}}
  return %0 : tensor<4xf32>
}

// -----

// The second chunk starts inside the file; its remarks have file lines too.
// expected-remark-re @+4 {{group 0: graph.matmul at {{[0-9]+}}:8 (anchor), graph.relu at {{[0-9]+}}:8 (epilogue)}}
// expected-remark @+3 {{argument #0 (operand #0 of graph.matmul}}
// expected-remark @+2 {{argument #1 (operand #1 of graph.matmul}}
func.func @g(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  %1 = "graph.relu"(%0) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %1 : tensor<4x3xf32>
}
