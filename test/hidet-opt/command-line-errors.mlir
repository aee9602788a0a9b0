// Command-line mistakes: `hidet-opt: error: ...` on stderr, exit 1, nothing
// on stdout.
// RUN: not hidet-opt --frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: {{^}}hidet-opt: error: unknown option '--frobnicate' (see --help){{$}}
// RUN: not hidet-opt -q %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN-SHORT
// UNKNOWN-SHORT: {{^}}hidet-opt: error: unknown option '-q' (see --help){{$}}
// RUN: not hidet-opt --frobnicate %s 2>/dev/null | count 0

// RUN: not hidet-opt %s %s.other 2>&1 | FileCheck %s --check-prefix=TWO -DFILE=%s
// TWO: {{^}}hidet-opt: error: more than one input file ('[[FILE]]' and '[[FILE]].other'){{$}}

// RUN: not hidet-opt %s --pass-pipeline=cse --pass-pipeline=canonicalize 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not hidet-opt %s -p cse --pass-pipeline=canonicalize 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not hidet-opt %s -p cse -p cse 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: {{^}}hidet-opt: error: --pass-pipeline (or -p) given more than once{{$}}

// RUN: not hidet-opt %s --pass-pipeline 2>&1 | FileCheck %s --check-prefix=NO-VALUE-PIPELINE
// NO-VALUE-PIPELINE: {{^}}hidet-opt: error: option '--pass-pipeline' needs a value{{$}}
// RUN: not hidet-opt %s -p 2>&1 | FileCheck %s --check-prefix=NO-VALUE-P
// NO-VALUE-P: {{^}}hidet-opt: error: option '-p' needs a value{{$}}
// RUN: not hidet-opt %s -o 2>&1 | FileCheck %s --check-prefix=NO-VALUE-O
// NO-VALUE-O: {{^}}hidet-opt: error: option '-o' needs a value{{$}}

// Single and double dashes are the same; options may follow the input.
// RUN: hidet-opt -split-input-file %s -mlir-print-op-generic | FileCheck %s --check-prefix=DASHES
// DASHES: "func.func"
func.func @f() {
  return
}
