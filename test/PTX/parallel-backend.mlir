// The parallel back end (hidet-parallel-gpu-modules, run by
// hidet-gpu-to-ptx{threads=N}): lowering and translating the gpu.modules
// on several threads gives the same IR and the same PTX, byte for byte, as
// the serial build (threads=1), whatever the thread count (0: one per
// core; 4: more threads than this machine may have). The IR is compared
// with locations; only upstream's LLVMIRToISATimeInMs property (a
// measured time, different from run to run even serially) is masked.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt %S/Inputs/two_layers.mlir -p 'builtin.module(hidet-compile-to-gpu)' -o %t/gpu.mlir
// RUN: hidet-opt %t/gpu.mlir -p 'builtin.module(hidet-gpu-to-ptx{dedup=false threads=1})' --mlir-print-debuginfo --ptx-dir=%t/ptx1 -o %t/out1.raw 2>/dev/null
// RUN: hidet-opt %t/gpu.mlir -p 'builtin.module(hidet-gpu-to-ptx{dedup=false threads=2})' --mlir-print-debuginfo --ptx-dir=%t/ptx2 -o %t/out2.raw 2>/dev/null
// RUN: hidet-opt %t/gpu.mlir -p 'builtin.module(hidet-gpu-to-ptx{dedup=false threads=4})' --mlir-print-debuginfo --ptx-dir=%t/ptx4 -o %t/out4.raw 2>/dev/null
// RUN: hidet-opt %t/gpu.mlir -p 'builtin.module(hidet-gpu-to-ptx{dedup=false})' --mlir-print-debuginfo --ptx-dir=%t/ptx0 -o %t/out0.raw 2>/dev/null
// RUN: sed -E 's/LLVMIRToISATimeInMs = [0-9]+/LLVMIRToISATimeInMs = T/' %t/out1.raw > %t/out1.mlir
// RUN: sed -E 's/LLVMIRToISATimeInMs = [0-9]+/LLVMIRToISATimeInMs = T/' %t/out2.raw > %t/out2.mlir
// RUN: sed -E 's/LLVMIRToISATimeInMs = [0-9]+/LLVMIRToISATimeInMs = T/' %t/out4.raw > %t/out4.mlir
// RUN: sed -E 's/LLVMIRToISATimeInMs = [0-9]+/LLVMIRToISATimeInMs = T/' %t/out0.raw > %t/out0.mlir
// RUN: cmp %t/out1.mlir %t/out2.mlir
// RUN: cmp %t/out1.mlir %t/out4.mlir
// RUN: cmp %t/out1.mlir %t/out0.mlir
// RUN: ls %t/ptx1 | count 5
// RUN: diff -r %t/ptx1 %t/ptx2
// RUN: diff -r %t/ptx1 %t/ptx4
// RUN: diff -r %t/ptx1 %t/ptx0
// RUN: FileCheck %s < %t/out2.mlir
// CHECK-COUNT-5: gpu.binary @g_kernel{{[0-9]}}_gpu {{.*}}assembly = "{{.*}}.target sm_80
// CHECK-NOT: gpu.module
//
// The same through hidet-compile-to-ptx, with dedup (3 modules):
// RUN: hidet-opt %S/Inputs/two_layers.mlir -p 'builtin.module(hidet-compile-to-ptx{threads=1})' --ptx-dir=%t/c1 -o /dev/null 2>/dev/null
// RUN: hidet-opt %S/Inputs/two_layers.mlir -p 'builtin.module(hidet-compile-to-ptx{threads=3})' --ptx-dir=%t/c3 -o /dev/null 2>/dev/null
// RUN: ls %t/c3 | count 3
// RUN: diff -r %t/c1 %t/c3
//
// The pass on its own runs any upstream pipeline per module: here only the
// NVVM lowering, the same as running it nested serially.
// RUN: hidet-opt %t/gpu.mlir -p 'builtin.module(hidet-lower-task-mappings,hidet-parallel-gpu-modules{threads=2 pipeline={gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm)}})' --mlir-print-debuginfo -o %t/nvvm2.mlir
// RUN: hidet-opt %t/gpu.mlir -p 'builtin.module(hidet-lower-task-mappings,gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm))' --mlir-print-debuginfo -o %t/nvvm1.mlir
// RUN: cmp %t/nvvm1.mlir %t/nvvm2.mlir
// RUN: FileCheck %s --check-prefix=NVVM < %t/nvvm2.mlir
// NVVM: gpu.module @g_kernel0_gpu
// NVVM: llvm.func @g_kernel0
