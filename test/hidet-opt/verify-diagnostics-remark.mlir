// Remarks (here from the transform interpreter) match expected-remark.
// RUN: hidet-opt --verify-diagnostics %s -p transform-interpreter | FileCheck %s
// Without --verify-diagnostics they are printed, with position and caret,
// and do not fail the run.
// RUN: hidet-opt %s -p transform-interpreter 2>&1 >/dev/null | FileCheck %s --check-prefix=PRINTED --strict-whitespace -DFILE=%s

// CHECK: func.func @payload()
// PRINTED:      {{^}}[[FILE]]:[[@LINE+3]]:1: remark: found a func{{$}}
// PRINTED-NEXT: {{^}}func.func @payload() {{[{]$}}
// expected-remark @below {{found a func}}
func.func @payload() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "found a func" : !transform.any_op
    transform.yield
  }
}
