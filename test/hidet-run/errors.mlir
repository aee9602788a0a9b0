// Every error exits 1 with a message, and never crashes (`not` fails on a
// crash).
// RUN: rm -rf %t && mkdir -p %t
//
// Input.
// RUN: not hidet-run %t/missing.mlir 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=NOFILE
// NOFILE: hidet-run: error: could not open input file '{{.*}}missing.mlir': No such file or directory
// RUN: not hidet-run %S/Inputs/parse-error.mlir 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=PARSE
// PARSE: parse-error.mlir:4:3: error: custom op 'retur' is unknown {{.*}}
// PARSE-NEXT: {{^}}  retur
// PARSE-NEXT: {{^}}  ^
// RUN: not hidet-run %S/Inputs/verify-error.mlir --arg=1 --arg=2 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=VERIFY
// VERIFY: verify-error.mlir:3:10: error: 'tm.task' op has an invalid 'mapping'
// RUN: not hidet-run %s %s 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=TWOFILES
// TWOFILES: hidet-run: error: more than one input file
//
// Entry.
// RUN: not hidet-run %s --entry=nope 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=NOENTRY
// NOENTRY: hidet-run: error: no function @nope in the module (its functions: @main, @dyn, @strided,
// RUN: not hidet-run %s --entry=llvm_fn 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=NOTFUNC
// NOTFUNC: errors.mlir:{{[0-9]+}}:1: error: @llvm_fn is a 'llvm.func'; hidet-run calls func.func functions
// NOTFUNC-NEXT: llvm.func @llvm_fn() {
// RUN: not hidet-run %s --entry=decl --arg=1 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=DECL
// DECL: errors.mlir:{{[0-9]+}}:1: error: @decl is a declaration; the entry function needs a body
//
// Arguments against the function type.
// RUN: not hidet-run %s --arg=1 --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=FEW
// FEW: hidet-run: error: @main takes 3 arguments but 2 --arg were given
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=rand --arg=4 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=MANY
// MANY: hidet-run: error: @main takes 3 arguments but 4 --arg were given
// RUN: not hidet-run %s --arg=rand --arg=rand --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=RANDSCALAR
// RANDSCALAR: hidet-run: error: argument #0 has type 'index': 'rand' is only for memref arguments; give a number
// RUN: not hidet-run %s --arg=@x.npy --arg=rand --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=NPYSCALAR
// NPYSCALAR: hidet-run: error: argument #0 has type 'index': '@x.npy' is only for memref arguments
// RUN: not hidet-run %s --arg=1 --arg=3 --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=NUMMEMREF
// NUMMEMREF: hidet-run: error: argument #1 has type 'memref<4xf32>': '3' is not a memref argument (use rand, zeros, fill:<value>, poison or @<file.npy>)
// RUN: not hidet-run %s --arg=abc --arg=rand --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=BADNUM
// BADNUM: hidet-run: error: argument #0: 'abc' is not a valid index value
// RUN: not hidet-run %s --arg=1.5 --arg=rand --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=FRAC
// FRAC: hidet-run: error: argument #0: '1.5' is not a valid index value
// RUN: not hidet-run %s --arg=1 --arg=fill:x --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=BADFILL
// BADFILL: hidet-run: error: argument #1: 'x' is not a valid f32 value in 'fill:x'
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=fill:1e39 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=F32RANGE
// F32RANGE: hidet-run: error: argument #2: '1e39' is not a valid f32 value in 'fill:1e39'
// RUN: not hidet-run %s --entry=narrow --arg=256 --arg=0 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=I8RANGE
// I8RANGE: hidet-run: error: argument #0: '256' is not a valid i8 value
// RUN: not hidet-run %s --entry=narrow --arg=1 --arg=2 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=I1
// I1: hidet-run: error: argument #1: '2' is not a valid i1 value (use 0, 1, true or false)
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=@ 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=EMPTYNPY
// EMPTYNPY: hidet-run: error: argument #2: '@' needs a file name
//
// Types hidet-run cannot pass.
// A dynamic dim needs a size: from a .npy argument (dynamic.mlir).
// RUN: not hidet-run %s --entry=dyn --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=DYN
// DYN: hidet-run: error: argument #0 of @dyn is 'memref<?xf32>': dim 0 is dynamic and nothing gives its size (it is bound by no .npy argument; pass the argument as @FILE.npy, or give the dim a symbol (hidet.symbols))
// RUN: not hidet-run %s --entry=strided --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=STRIDED
// STRIDED: hidet-run: error: argument #0 of @strided: 'memref<4x4xf32, strided<[8, 1]>>' does not have the identity (contiguous row-major) layout
// RUN: not hidet-run %s --entry=space --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=SPACE
// SPACE: hidet-run: error: argument #0 of @space: 'memref<4xf32, 3>' has a memory space
// RUN: not hidet-run %s --entry=vec --arg=1 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=VEC
// VEC: hidet-run: error: argument #0 of @vec: type 'vector<4xf32>' is not supported
// RUN: not hidet-run %s --entry=bf --arg=rand 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=BF
// BF: hidet-run: error: argument #0 of @bf: 'memref<4xf8E4M3FN>' has an unsupported element type (supported: i1, i8, i16, i32, i64, index, f16, bf16, f32, f64)
// RUN: not hidet-run %s --entry=memref_result 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=MRESULT
// MRESULT: hidet-run: error: result #0 of @memref_result is 'memref<2xf32>': memref results are not supported; pass an output memref as an argument instead
//
// Options.
// RUN: not hidet-run %s --bogus 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=UNKNOWN
// UNKNOWN: hidet-run: error: unknown option '--bogus' (see --help)
// RUN: not hidet-run %s --arg 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=NOVALUE
// NOVALUE: hidet-run: error: option '--arg' needs a value
// RUN: not hidet-run %s --opt-level=7 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=OPT
// OPT: hidet-run: error: --opt-level must be 0, 1, 2 or 3, not '7'
// RUN: not hidet-run %s --seed=-1 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=SEED
// SEED: hidet-run: error: --seed must be a non-negative integer below 2^64, not '-1'
// RUN: not hidet-run %s --target=gpu 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=TARGET
// TARGET: hidet-run: error: unknown target 'gpu' (targets: cpu, reference, emulate, cuda)
// RUN: not hidet-run %s --emu-schedule=sideways 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=SCHED
// SCHED: hidet-run: error: --emu-schedule must be forward, reverse, random or lockstep, not 'sideways'
// RUN: not hidet-run %s --emu-async=never 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=ASYNC
// ASYNC: hidet-run: error: --emu-async must be wait or early, not 'never'
// RUN: not hidet-run %s --emu-shared-init=random 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=SHINIT
// SHINIT: hidet-run: error: --emu-shared-init must be poison or zero, not 'random'
// RUN: not hidet-run %s --emu-seed=x 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=ESEED
// ESEED: hidet-run: error: --emu-seed must be a non-negative integer below 2^64, not 'x'
// RUN: not hidet-run %s --emu-stack=1 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=STACK
// STACK: hidet-run: error: --emu-stack must be a size in KiB from 16 to 1048576, not '1'
// RUN: not hidet-run %s --emu-bounds-check=maybe 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=BOUNDS
// BOUNDS: hidet-run: error: --emu-bounds-check must be true or false, not 'maybe'
// RUN: not hidet-run %s --atol=-1 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=ATOL
// ATOL: hidet-run: error: --atol must be a non-negative number, not '-1'
// RUN: not hidet-run %s --rtol=abc 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=RTOL
// RTOL: hidet-run: error: --rtol must be a non-negative number, not 'abc'
// RUN: not hidet-run %s --compare= 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=CMPFILE
// CMPFILE: hidet-run: error: --compare= needs a file name
// RUN: not hidet-run %s --target=tpu 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=TPU
// TPU: hidet-run: error: unknown target 'tpu' (targets: cpu, reference, emulate, cuda)
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=rand --out=c.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=OUTSYNTAX
// OUTSYNTAX: hidet-run: error: --out needs <argument index>:<file.npy>, not 'c.npy'
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=rand --out=3:%t/c.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=OUTINDEX
// OUTINDEX: hidet-run: error: --out=3:{{.*}}c.npy: @main has no argument #3 (it has 3)
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=rand --out=0:%t/c.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=OUTSCALAR
// OUTSCALAR: hidet-run: error: --out=0:{{.*}}c.npy: argument #0 is 'index', not a memref
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=rand --out=1:%t/no/such/dir/c.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=OUTWRITE
// OUTWRITE: hidet-run: error: cannot write '{{.*}}no/such/dir/c.npy': No such file or directory
//
// Lowering and JIT.
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=rand --lower-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=BADPIPE
// BADPIPE: <lower-pipeline>:1:16: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// BADPIPE-NEXT: builtin.module(no-such-pass)
// BADPIPE-NEXT: {{^               \^}}
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=rand --lower-pipeline='builtin.module(convert-func-to-llvm' 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=SYNTAX
// SYNTAX: <lower-pipeline>:1:{{[0-9]+}}: error:
// RUN: not hidet-run %s --arg=1 --arg=rand --arg=rand --lower-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=NOTLOWERED
// NOTLOWERED: errors.mlir:{{[0-9]+}}:1: error: 'func.func' was not lowered to the LLVM dialect by the lowering pipeline
// NOTLOWERED-NEXT: func.func @main(
// NOTLOWERED: hidet-run: error: lowering left ops outside the LLVM dialect
// RUN: not hidet-run %s --entry=wide --arg=1 --lower-pipeline='builtin.module(arith-emulate-wide-int{widest-int-supported=8})' 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=PASSFAIL
// PASSFAIL: errors.mlir:{{[0-9]+}}:1: error: failed to legalize operation 'func.func'
// PASSFAIL: hidet-run: error: lowering to the LLVM dialect failed
func.func @main(%n: index, %a: memref<4xf32>, %b: memref<4xf32>) {
  return
}

// RUN: not hidet-run %S/Inputs/calls-missing.mlir --arg=1 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=EXTERN
// EXTERN: hidet-run: error: the compiled code calls 'hidet_run_test_no_such_function', which is not defined here; load a library that defines it with --shared-lib
// RUN: not hidet-run %S/Inputs/calls-missing.mlir --arg=1 --shared-lib=%t/nope.so 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=NOLIB
// NOLIB: hidet-run: error: cannot load shared library '{{.*}}nope.so':
// A declaration nothing calls is no problem.
// RUN: hidet-run %s --entry=wide --arg=5 | FileCheck %s --check-prefix=UNUSED
// UNUSED: result #0: 5
func.func private @hidet_run_test_unused_declaration(i64) -> i64

func.func private @decl(i32)
func.func @dyn(%a: memref<?xf32>) { return }
func.func @strided(%a: memref<4x4xf32, strided<[8, 1]>>) { return }
func.func @space(%a: memref<4xf32, 3>) { return }
func.func @vec(%a: vector<4xf32>) { return }
func.func @bf(%a: memref<4xf8E4M3FN>) { return }
func.func @narrow(%a: i8, %b: i1) { return }
func.func @wide(%a: i64) -> i64 { return %a : i64 }
func.func @memref_result() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}
llvm.func @llvm_fn() {
  llvm.return
}
