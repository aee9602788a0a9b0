// Malformed pipelines are errors at the offending column, with the pipeline
// text and a caret; exit 1 and no output.
// RUN: not hidet-opt %s -p 'builtin.module(func.func(cse)' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=PAREN
// PAREN:      {{^}}<pass-pipeline>:1:15: error: unbalanced '(' in pass pipeline{{$}}
// PAREN-NEXT: {{^}}builtin.module(func.func(cse){{$}}
// PAREN-NEXT: {{^}}              ^{{$}}

// RUN: not hidet-opt %s -p 'func.func(canonicalize{max-iterations=2)' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=BRACE
// BRACE:      {{^}}<pass-pipeline>:1:23: error: unbalanced '{' in pass options{{$}}
// BRACE-NEXT: {{^}}func.func(canonicalize{max-iterations=2){{$}}
// BRACE-NEXT: {{^}}                      ^{{$}}

// RUN: not hidet-opt %s -p 'builtin.module(cse)) junk' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=TRAILING
// TRAILING:      {{^}}<pass-pipeline>:1:20: error: unexpected ')' in pass pipeline{{$}}
// TRAILING-NEXT: {{^}}builtin.module(cse)) junk{{$}}
// TRAILING-NEXT: {{^}}                   ^{{$}}

// RUN: not hidet-opt %s -p 'cse canonicalize' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=MISSING-COMMA
// MISSING-COMMA:      {{^}}<pass-pipeline>:1:5: error: unexpected 'c' in pass pipeline{{$}}
// MISSING-COMMA-NEXT: {{^}}cse canonicalize{{$}}
// MISSING-COMMA-NEXT: {{^}}    ^{{$}}

// RUN: not hidet-opt %s -p 'cse,,canonicalize' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=EMPTY
// EMPTY:      {{^}}<pass-pipeline>:1:5: error: expected a pass or operation name, found ','{{$}}
// EMPTY-NEXT: {{^}}cse,,canonicalize{{$}}
// EMPTY-NEXT: {{^}}    ^{{$}}

// RUN: not hidet-opt %s -p 'cse,' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=EMPTY-END
// EMPTY-END:      {{^}}<pass-pipeline>:1:5: error: expected a pass or operation name at the end of the pipeline{{$}}
// EMPTY-END-NEXT: {{^}}cse,{{$}}
// EMPTY-END-NEXT: {{^}}    ^{{$}}

// RUN: not hidet-opt %s -p 'builtin.module(funcs(cse))' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=NOT-OP
// NOT-OP:      {{^}}<pass-pipeline>:1:16: error: 'funcs(' nests passes under an operation, but 'funcs' is not an operation name (expected dialect.op){{$}}
// NOT-OP-NEXT: {{^}}builtin.module(funcs(cse)){{$}}
// NOT-OP-NEXT: {{^}}               ^{{$}}

// RUN: not hidet-opt %s -p 'builtin.module(hidet-verify{strict=true})' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=HIDET-OPTIONS
// HIDET-OPTIONS:      {{^}}<pass-pipeline>:1:16: error: pass 'hidet-verify' takes no options, got 'strict'{{$}}
// HIDET-OPTIONS-NEXT: {{^}}builtin.module(hidet-verify{strict=true}){{$}}
// HIDET-OPTIONS-NEXT: {{^}}               ^{{$}}

// An empty option block is no option.
// RUN: hidet-opt %s -p 'hidet-verify{},cse{}' | FileCheck %s --check-prefix=EMPTY-OPTIONS
// EMPTY-OPTIONS: func.func @f()

// RUN: not hidet-opt %s -p 'builtin.module(cse' 2>/dev/null | count 0
func.func @f() {
  return
}
