// --verify-diagnostics fails (exit 1) with one error per mismatch: an
// unexpected diagnostic (here: an error where a warning is expected), an
// expectation nothing produced, and malformed expected-* comments.
// RUN: not hidet-opt --verify-diagnostics %S/Inputs/verify-unexpected.mlir 2>&1 | FileCheck %s --strict-whitespace --check-prefix=UNEXPECTED -DFILE=%S/Inputs/verify-unexpected.mlir
// UNEXPECTED:      {{^}}[[FILE]]:2:8: error: unexpected error: 'tm.task' op must have one result per task dimension: the mapping has rank 2, the op has 1 results{{$}}
// UNEXPECTED-NEXT: {{^}}  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index{{$}}
// UNEXPECTED-NEXT: {{^}}       ^{{$}}
// UNEXPECTED-NEXT: {{^}}[[FILE]]:3:6: error: expected warning "must have one result per task dimension" was not produced{{$}}
// UNEXPECTED-NEXT: {{^}}  // expected-warning @-1 {{[{][{]}}must have one result per task dimension{{[}][}]}}{{$}}
// UNEXPECTED-NEXT: {{^}}     ^{{$}}
// UNEXPECTED-NOT:  : error:

// RUN: not hidet-opt --verify-diagnostics %S/Inputs/verify-not-produced.mlir 2>&1 | FileCheck %s --check-prefix=NOT-PRODUCED -DFILE=%S/Inputs/verify-not-produced.mlir
// NOT-PRODUCED:     {{^}}[[FILE]]:2:6: error: expected error "this message is never produced" was not produced{{$}}
// NOT-PRODUCED:     {{^}}[[FILE]]:4:6: error: expected note "nor is this" was not produced{{$}}
// NOT-PRODUCED-NOT: : error:
// The output is still printed: the module itself is fine.
// RUN: not hidet-opt --verify-diagnostics %S/Inputs/verify-not-produced.mlir 2>/dev/null | FileCheck %s --check-prefix=OUTPUT
// OUTPUT: tm.num_workers

// RUN: not hidet-opt --verify-diagnostics %S/Inputs/verify-malformed.mlir 2>&1 | FileCheck %s --check-prefix=MALFORMED -DFILE=%S/Inputs/verify-malformed.mlir
// MALFORMED:      {{^}}[[FILE]]:2:23: error: expected '}}' to end the expected message{{$}}
// MALFORMED:      {{^}}[[FILE]]:3:22: error: expected '@+N', '@-N', '@N', '@above', '@below' or '@unknown' after '@'{{$}}
// MALFORMED:      {{^}}[[FILE]]:4:23: error: expected a line count after '@+' or '@-'{{$}}
// MALFORMED:      {{^}}[[FILE]]:5:22: error: expected '{{[{][{]}}' after the expected-* designator{{$}}
// MALFORMED:      {{^}}[[FILE]]:6:6: error: the expected diagnostic's line is before the start of the file{{$}}
// MALFORMED:      {{^}}[[FILE]]:7:6: error: invalid regex in expected-error-re: {{.+}}
// MALFORMED:      {{^}}[[FILE]]:8:6: error: expected error "fine}} expected-error {{[{][{]}}ignored: the first message runs to the last braces" was not produced{{$}}
// MALFORMED-NOT:  : error:

// With --split-input-file every chunk is checked, with the file's lines.
// RUN: not hidet-opt --split-input-file --verify-diagnostics %S/Inputs/verify-split.mlir 2>&1 | FileCheck %s --check-prefix=SPLIT -DFILE=%S/Inputs/verify-split.mlir
// SPLIT:      {{^}}[[FILE]]:9:8: error: unexpected error: 'tm.task' op must have one result per task dimension: the mapping has rank 2, the op has 1 results{{$}}
// SPLIT:      {{^}}[[FILE]]:8:6: error: expected error "wrong text" was not produced{{$}}
// SPLIT:      {{^}}[[FILE]]:16:6: error: expected error "never produced" was not produced{{$}}
// SPLIT-NOT:  : error:
