// Unknown pass names are pipeline errors: `<pass-pipeline>:1:COL: error:`,
// the pipeline text and a caret under the name; checked before any input
// is read, exit 1, no output.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(cse,hidet-nope)' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=HIDET
// HIDET:      {{^}}<pass-pipeline>:1:20: error: 'hidet-nope' is not a hidet pass (see --list-passes){{$}}
// HIDET-NEXT: {{^}}builtin.module(cse,hidet-nope){{$}}
// HIDET-NEXT: {{^}}                   ^{{$}}

// RUN: not hidet-opt %s --pass-pipeline='builtin.module(func.func(no-such-pass))' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=UPSTREAM
// UPSTREAM:      {{^}}<pass-pipeline>:1:26: error: 'no-such-pass' does not refer to a registered pass or pass pipeline{{$}}
// UPSTREAM-NEXT: {{^}}builtin.module(func.func(no-such-pass)){{$}}
// UPSTREAM-NEXT: {{^}}                         ^{{$}}

// The pipeline is checked first: even unreadable input reports it.
// RUN: not hidet-opt %t.missing -p hidet-nope 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST: <pass-pipeline>:1:1: error: 'hidet-nope' is not a hidet pass
// FIRST-NOT: could not open

// RUN: not hidet-opt %s -p hidet-nope 2>/dev/null | count 0
func.func @f() {
  return
}
