// Options of named pipelines: `hidet-gpu-to-ptx{arch=... toolkit=...}`.
// An unknown option or a bad value is a pipeline error pointing at the
// option, before any input is read.
//
// RUN: not hidet-opt %s -p 'hidet-gpu-to-ptx{arch=sm_90 foo=1}' 2>&1 | FileCheck %s --check-prefix=UNKNOWN --strict-whitespace
// UNKNOWN:      <pass-pipeline>:1:29: error: unknown option 'foo' for the pipeline 'hidet-gpu-to-ptx' (options: arch, toolkit, dedup, threads)
// UNKNOWN-NEXT: {{^}}hidet-gpu-to-ptx{arch=sm_90 foo=1}{{$}}
// UNKNOWN-NEXT: {{^}}                            ^{{$}}
//
// RUN: not hidet-opt %s -p 'builtin.module(cse, hidet-gpu-to-ptx{arch=sm_75})' 2>&1 | FileCheck %s --check-prefix=BADARCH --strict-whitespace
// BADARCH:      <pass-pipeline>:1:38: error: bad value for option 'arch' of the pipeline 'hidet-gpu-to-ptx': 'sm_75' is not supported (supported: sm_80, sm_86, sm_89, sm_90, sm_90a)
// BADARCH-NEXT: {{^}}builtin.module(cse, hidet-gpu-to-ptx{arch=sm_75}){{$}}
// BADARCH-NEXT: {{^}}                                     ^{{$}}
//
// RUN: not hidet-opt %s -p 'hidet-gpu-to-ptx{arch=sm_100}' 2>&1 | FileCheck %s --check-prefix=SM100
// SM100: <pass-pipeline>:1:18: error: bad value for option 'arch' of the pipeline 'hidet-gpu-to-ptx': 'sm_100' is not supported
// RUN: not hidet-opt %s -p 'hidet-gpu-to-ptx{arch=sm80}' 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not hidet-opt %s -p 'hidet-gpu-to-ptx{arch=}' 2>&1 | FileCheck %s --check-prefix=EMPTYARCH
// RUN: not hidet-opt %s -p 'hidet-gpu-to-ptx{arch=sm_90b}' 2>&1 | FileCheck %s --check-prefix=ARCHB
// MALFORMED: error: bad value for option 'arch' of the pipeline 'hidet-gpu-to-ptx': 'sm80' is not of the form sm_<digits> (supported: sm_80, sm_86, sm_89, sm_90, sm_90a)
// EMPTYARCH: error: bad value for option 'arch' of the pipeline 'hidet-gpu-to-ptx': '' is not of the form sm_<digits>
// ARCHB: error: bad value for option 'arch' of the pipeline 'hidet-gpu-to-ptx': 'sm_90b' is not of the form sm_<digits>
//
// RUN: not hidet-opt %s -p 'hidet-gpu-to-ptx{arch}' 2>&1 | FileCheck %s --check-prefix=NOVALUE
// NOVALUE: <pass-pipeline>:1:18: error: option 'arch' of the pipeline 'hidet-gpu-to-ptx' needs a value (arch=...)
// RUN: not hidet-opt %s -p 'hidet-gpu-to-ptx{arch=sm_80 arch=sm_90}' 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: <pass-pipeline>:1:29: error: option 'arch' of the pipeline 'hidet-gpu-to-ptx' given more than once
// RUN: not hidet-opt %s -p 'hidet-gpu-to-ptx{toolkit=/nonexistent/cuda}' 2>&1 | FileCheck %s --check-prefix=TOOLKIT
// TOOLKIT: <pass-pipeline>:1:18: error: bad value for option 'toolkit' of the pipeline 'hidet-gpu-to-ptx': 'toolkit=/nonexistent/cuda' is not a CUDA toolkit (no nvvm/libdevice/libdevice.10.bc under it)
// RUN: not hidet-opt %s -p "hidet-gpu-to-ptx{arch='sm_80}" 2>&1 | FileCheck %s --check-prefix=QUOTE
// QUOTE: <pass-pipeline>:1:17: error: unbalanced '{' in pass options
//
// Pipelines without options still reject any (an empty `{}` is none):
// RUN: not hidet-opt %s -p 'hidet-cpu-lowering{arch=sm_80}' 2>&1 | FileCheck %s --check-prefix=NOOPTS
// NOOPTS: <pass-pipeline>:1:19: error: the pipeline 'hidet-cpu-lowering' takes no options
// RUN: hidet-opt %s -p 'hidet-cpu-lowering{ }' | FileCheck %s --check-prefix=EMPTY-OK
// EMPTY-OK: llvm.func @host
//
// hidet-gpu-to-ptx nests like a pass, and leaves a module without
// gpu.module alone (nothing to compile):
// RUN: hidet-opt %s -p 'builtin.module(hidet-gpu-to-ptx{arch=sm_90},cse)' | FileCheck %s --check-prefix=NOGPU
// NOGPU: func.func @host
// NOGPU-NOT: gpu.binary
//
// --list-passes shows the text with its placeholders and the options:
// RUN: hidet-opt --list-passes | FileCheck %s --check-prefix=LIST
// LIST:      {{^}}  hidet-gpu-to-ptx{{$}}
// LIST-NEXT: {{^}}    = hidet-dedup-kernels{dedup=${dedup}},hidet-lower-task-mappings,hidet-lower-subgroup-reduce,hidet-legalize-mma-elementwise,convert-nvgpu-to-nvvm,hidet-parallel-gpu-modules{threads=${threads} pipeline={gpu.module(expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-gpu-to-nvvm{has-redux=true},convert-nvvm-to-llvm,reconcile-unrealized-casts),nvvm-attach-target{chip=${arch} features=${features}},gpu-module-to-binary{format=isa toolkit=${toolkit}}}},gpu.module(expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-gpu-to-nvvm{has-redux=true},convert-nvvm-to-llvm,reconcile-unrealized-casts),nvvm-attach-target{chip=${arch} features=${features}},gpu-module-to-binary{format=isa toolkit=${toolkit}}{{$}}
// LIST-NEXT: {{^}}    options: arch=sm_80|sm_86|sm_89|sm_90|sm_90a (default sm_80): {{.+}}
// LIST-NEXT: {{^}}             toolkit=DIR (default auto): {{.+}}
// LIST-NEXT: {{^}}             dedup=true|false (default true): {{.+}}
// LIST-NEXT: {{^}}             threads=0..1024 (default 0): {{.+}}
//
// --help names --ptx-dir:
// RUN: hidet-opt --help | FileCheck %s --check-prefix=HELP
// HELP: --ptx-dir=<dir>
func.func @host(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
