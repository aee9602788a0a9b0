// Found by fuzzing (bench/fuzz, fuzz_import): MLIR 22's parsers of
// linalg.broadcast, linalg.transpose and linalg.reduce (custom form) crash
// with SIGSEGV when `dimensions =` / `permutation =` is followed by anything
// but a well-formed list of 64-bit integers (they add the attribute whose
// parse failed; mlir-opt-22 crashes too). The tools reject such input before parsing (lib/input_limits.c),
// at the keyword. The bracketed forms, and the same words as attribute
// names elsewhere, stay legal.
// RUN: not hidet-opt %s --split-input-file 2>&1 | FileCheck %s -DFILE=%s
// RUN: not hidet-run %S/Inputs/linalg-broadcast-dims.mlir 2>&1 | FileCheck %s --check-prefix=RUN-TOOL -DTOOL=hidet-run
// RUN: not hidet-compile-model %S/Inputs/linalg-broadcast-dims.mlir -o %t 2>&1 | FileCheck %s --check-prefix=RUN-TOOL -DTOOL=hidet-compile-model
// RUN-TOOL: linalg-broadcast-dims.mlir:2:76: error: 'dimensions' of 'linalg.broadcast' must be a list of 64-bit integers in brackets, 'dimensions = [...]'; [[TOOL]] rejects anything else because the MLIR parser of 'linalg.broadcast' crashes on it
// RUN: hidet-opt --allow-unregistered-dialect %S/Inputs/linalg-array-keywords-ok.mlir | FileCheck %s --check-prefix=OK
// OK: linalg.broadcast ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4x5xf32>) dimensions = [1]
// OK: linalg.transpose ins(%arg2 : tensor<2x3xf32>) outs(%arg3 : tensor<3x2xf32>) permutation = [1, 0]
// OK: "test.op"() {dimensions = 1 : i64, permutation = 2 : i64}

func.func @b(%a: tensor<4xf32>, %b: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:76: error: 'dimensions' of 'linalg.broadcast' must be a list of 64-bit integers in brackets, 'dimensions = [...]'; hidet-opt rejects anything else because the MLIR parser of 'linalg.broadcast' crashes on it{{$}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x5xf32>) dimensions = 1
  return %0 : tensor<4x5xf32>
}

// -----
func.func @t(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:78: error: 'permutation' of 'linalg.transpose' must be a list of 64-bit integers in brackets
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = array<i64: 1, 0>
  return %0 : tensor<3x2xf32>
}

// -----
func.func @r(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:73: error: 'dimensions' of 'linalg.reduce' must be a list of 64-bit integers in brackets
  %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xf32>) dimensions =
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2xf32>
}

// -----
// The fuzzer's input, minimized.
// CHECK: {{^}}[[FILE]]:[[@LINE+1]]:18: error: 'dimensions' of 'linalg.broadcast' must be a list of 64-bit integers in brackets
linalg.broadcast dimensions=

// -----
// Malformed lists crash the same way: each variant below did before.
func.func @lists(%a: tensor<4xf32>, %b: tensor<4x5xf32>) {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:76: error: 'dimensions' of 'linalg.broadcast' must be a list
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x5xf32>) dimensions = [1, ]
  return
}
// -----
func.func @lists(%a: tensor<4xf32>, %b: tensor<4x5xf32>) {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:76: error: 'dimensions' of 'linalg.broadcast' must be a list
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x5xf32>) dimensions = [%0]
  return
}
// -----
func.func @lists(%a: tensor<4xf32>, %b: tensor<4x5xf32>) {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:76: error: 'dimensions' of 'linalg.broadcast' must be a list
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x5xf32>) dimensions = [99999999999999999999]
  return
}
// -----
func.func @lists(%a: tensor<4xf32>, %b: tensor<4x5xf32>) {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:76: error: 'dimensions' of 'linalg.broadcast' must be a list
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x5xf32>) dimensions = [1 2]
  return
}
// -----
func.func @lists(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // CHECK: {{^}}[[FILE]]:[[@LINE+1]]:78: error: 'permutation' of 'linalg.transpose' must be a list
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1
