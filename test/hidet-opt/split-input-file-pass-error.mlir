// Diagnostics from passes (after parsing) in a later chunk also carry the
// file's name and line, and so does --mlir-print-debuginfo.
// RUN: not hidet-opt --split-input-file %s -p one-shot-bufferize 2>&1 >/dev/null | FileCheck %s -DFILE=%s
// RUN: not hidet-opt --split-input-file %s -p one-shot-bufferize --mlir-print-debuginfo 2>/dev/null | FileCheck %s --check-prefix=LOC -DFILE=%s

// LOC: func.func @first() {
// LOC: #loc{{[0-9]+}} = loc("[[FILE]]":[[@LINE+1]]:1)
func.func @first() {
  return
}

// -----

func.func @second(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  // CHECK: [[FILE]]:[[@LINE+2]]:8: error: op was not bufferized
  // CHECK: [[FILE]]:[[@LINE+1]]:8: note: see current operation:
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// LOC: // -----
// LOC: // -----
// LOC: func.func @third() {
// LOC: #loc{{[0-9]+}} = loc("[[FILE]]":[[@LINE+1]]:1)
func.func @third() {
  return
}
