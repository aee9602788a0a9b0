// A pass restricted to another op (convert-func-to-llvm runs on
// builtin.module) nested under func.func is a clean pipeline error at the
// pass name, not a crash; exit 1, no output.
// RUN: not hidet-opt %s -p 'builtin.module(func.func(convert-func-to-llvm))' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=NESTED
// NESTED:      {{^}}<pass-pipeline>:1:26: error: Can't add pass 'ConvertFuncToLLVMPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?{{$}}
// NESTED-NEXT: {{^}}builtin.module(func.func(convert-func-to-llvm)){{$}}
// NESTED-NEXT: {{^}}                         ^{{$}}
// RUN: not hidet-opt %s -p 'builtin.module(func.func(convert-func-to-llvm))' 2>/dev/null | count 0

// The same with a bare list.
// RUN: not hidet-opt %s -p 'func.func(convert-func-to-llvm)' 2>&1 | FileCheck %s --check-prefix=BARE
// BARE: <pass-pipeline>:1:11: error: Can't add pass 'ConvertFuncToLLVMPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func'

// At module level it runs.
// RUN: hidet-opt %s -p 'builtin.module(convert-func-to-llvm)' | FileCheck %s --check-prefix=OK
// OK: llvm.func @f()
func.func @f() {
  return
}
