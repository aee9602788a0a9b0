// A pass that fails while running: its diagnostic (at the op, with caret),
// exit 1 and no output.
// RUN: not hidet-opt %s -p 'one-shot-bufferize' 2>&1 | FileCheck %s --strict-whitespace -DFILE=%s --check-prefix=BUFFERIZE
// RUN: not hidet-opt %s -p 'one-shot-bufferize' 2>/dev/null | count 0
// BUFFERIZE:      {{^}}[[FILE]]:[[@LINE+15]]:8: error: op was not bufferized{{$}}
// BUFFERIZE-NEXT: {{^}}  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>{{$}}
// BUFFERIZE-NEXT: {{^}}       ^{{$}}
// BUFFERIZE-NEXT: {{^}}[[FILE]]:[[@LINE+12]]:8: note: see current operation:

// A pass that fails without saying why still gets an error (no position).
// RUN: not hidet-opt %s -p 'func.func(canonicalize{max-iterations=1 test-convergence=true})' 2>&1 | FileCheck %s -DFILE=%s --check-prefix=SILENT
// SILENT: {{^}}[[FILE]]: error: pass pipeline failed without a diagnostic{{$}}

// A pass nested under an op that is not IsolatedFromAbove fails at run time.
// RUN: not hidet-opt %s -p 'func.func(arith.constant(cse))' 2>&1 | FileCheck %s -DFILE=%s --check-prefix=NOT-ISOLATED
// NOT-ISOLATED: {{^}}[[FILE]]:[[@LINE+3]]:8: error: 'arith.constant' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'{{$}}

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %c = arith.constant 1 : i32
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  %1 = arith.addi %c, %c : i32
  %2 = arith.addi %1, %c : i32
  return %0 : tensor<4x2xf32>
}
