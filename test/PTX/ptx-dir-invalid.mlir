// --ptx-dir errors: no gpu.binary in the output, objects that are not PTX,
// a directory that cannot be made, and a missing value. The failing chunk
// prints no IR and the run exits 1.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: not hidet-opt %s -p cse --ptx-dir=%t/none > %t/none.out 2> %t/none.err
// RUN: FileCheck %s --check-prefix=NONE < %t/none.err
// RUN: count 0 < %t/none.out
// NONE: {{^}}{{.*}}ptx-dir-invalid.mlir: error: --ptx-dir: the output has no gpu.binary; run hidet-gpu-to-ptx (or gpu-module-to-binary{format=isa}) first{{$}}
// NONE-NOT: ptx: wrote
// RUN: not ls %t/none
//
// Kernels compiled to LLVM bitcode (format=llvm), not PTX:
// RUN: not hidet-opt %S/Inputs/tm_copy.mlir -p 'hidet-lower-task-mappings,gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm,reconcile-unrealized-casts),nvvm-attach-target{chip=sm_80},gpu-module-to-binary{format=llvm}' --ptx-dir=%t/llvm 2>&1 | FileCheck %s --check-prefix=OFFLOAD
// OFFLOAD: tm_copy.mlir: error: --ptx-dir: gpu.binary @tm_kernels holds a offload (LLVM bitcode) object, not PTX; use gpu-module-to-binary{format=isa}
//
// A file where the directory should be:
// RUN: echo x > %t/file
// RUN: not hidet-opt %S/Inputs/tm_copy.mlir -p hidet-gpu-to-ptx --ptx-dir=%t/file/sub 2>&1 | FileCheck %s --check-prefix=NOTDIR -DT=%t
// NOTDIR: tm_copy.mlir: error: --ptx-dir: '[[T]]/file' exists and is not a directory
//
// RUN: not hidet-opt %s --ptx-dir= 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not hidet-opt %s --ptx-dir 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: hidet-opt: error: option '--ptx-dir' needs a value
func.func @f() {
  return
}
