// hidet-gpu-to-ptx on the hand-written emulator kernels, with --ptx-dir:
// every gpu.module becomes a gpu.binary holding PTX (no ptxas needed: the
// LLVM NVPTX backend writes it), host code is left alone, and the PTX of
// each binary lands in DIR/<symbol>.ptx with one stderr line per file.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt %S/../Emulator/kernels/matmul_f32_tiled.mlir -p hidet-gpu-to-ptx --ptx-dir=%t/matmul 2>%t/matmul.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=WROTE -DDIR=%t < %t/matmul.err
// RUN: FileCheck %s --check-prefix=PTX < %t/matmul/kernels.ptx
// IR-LABEL: module attributes {gpu.container_module} {
// IR-NOT:   gpu.module
// IR:       gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx80">, {{.*}}assembly = "
// IR-NOT:   gpu.module
// The host code keeps its memrefs and launches:
// IR:       func.func @main(%arg0: memref<100x40xf32>, %arg1: memref<40x72xf32>, %arg2: memref<100x72xf32>) {
// IR:         gpu.launch_func  @kernels::@tile16
// WROTE:    {{^}}ptx: wrote [[DIR]]/matmul/kernels.ptx (2 kernels){{$}}
// WROTE-NOT: ptx:
// PTX:      .version 8.0
// PTX-NEXT: .target sm_80
// PTX-DAG:  .visible .entry tile16(
// PTX-DAG:  .visible .entry tile64(
// PTX-DAG:  bar.sync
// PTX-DAG:  fma.rn.f32
//
// The arch option, here on the tensor-core and cp.async kernels (nvgpu ops
// through convert-nvgpu-to-nvvm), writing the module with -o:
// RUN: hidet-opt %S/../Emulator/kernels/mma_matmul_f16_tiled.mlir -p 'hidet-gpu-to-ptx{arch=sm_90a}' --ptx-dir %t/mma -o %t/mma.mlir 2>&1 | FileCheck %s --check-prefix=WROTE-MMA -DDIR=%t
// RUN: FileCheck %s --check-prefix=IR-MMA < %t/mma.mlir
// RUN: FileCheck %s --check-prefix=PTX-MMA < %t/mma/kernels.ptx
// WROTE-MMA: {{^}}ptx: wrote [[DIR]]/mma/kernels.ptx (1 kernels){{$}}
// IR-MMA:    gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_90a", features = "+ptx80">
// PTX-MMA:   .target sm_90a
// PTX-MMA-DAG: cp.async.cg.shared.global
// PTX-MMA-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX-MMA-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTX-MMA-DAG: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
//
// tm ops in a kernel are lowered first (hidet-lower-task-mappings):
// RUN: hidet-opt %S/Inputs/tm_copy.mlir -p 'hidet-gpu-to-ptx{arch=sm_86}' --ptx-dir=%t/tm 2>/dev/null | FileCheck %s --check-prefix=IR-TM
// RUN: FileCheck %s --check-prefix=PTX-TM < %t/tm/tm_kernels.ptx
// IR-TM-NOT: tm.
// IR-TM:     gpu.binary @tm_kernels  [#gpu.object<#nvvm.target<chip = "sm_86", features = "+ptx80">
// IR-TM:     gpu.launch_func  @tm_kernels::@copy8x8
// PTX-TM:    .target sm_86
// PTX-TM:    .visible .entry copy8x8(
//
// Every supported arch, options in spaces or quotes:
// RUN: hidet-opt %S/Inputs/tm_copy.mlir -p 'hidet-gpu-to-ptx{ arch=sm_89 }' | FileCheck %s --check-prefix=SM89
// RUN: hidet-opt %S/Inputs/tm_copy.mlir -p 'builtin.module(hidet-gpu-to-ptx{arch="sm_90"})' | FileCheck %s --check-prefix=SM90
// RUN: hidet-opt %S/Inputs/tm_copy.mlir -p 'hidet-gpu-to-ptx{arch=sm_80 toolkit=auto}' | FileCheck %s --check-prefix=SM80
// SM89: #nvvm.target<chip = "sm_89", features = "+ptx80">{{.*}}.target sm_89
// SM90: #nvvm.target<chip = "sm_90", features = "+ptx80">{{.*}}.target sm_90\0A
// SM80: #nvvm.target<chip = "sm_80", features = "+ptx80">{{.*}}.target sm_80
//
// A binary with several objects (targets) gives DIR/<symbol>.<chip>.ptx:
// RUN: hidet-opt %S/Inputs/tm_copy.mlir -p 'hidet-lower-task-mappings,gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm,reconcile-unrealized-casts),nvvm-attach-target{chip=sm_80 features=+ptx80},nvvm-attach-target{chip=sm_90 features=+ptx80},gpu-module-to-binary{format=isa}' --ptx-dir=%t/multi 2>&1 >/dev/null | FileCheck %s --check-prefix=MULTI -DDIR=%t
// MULTI-DAG: {{^}}ptx: wrote [[DIR]]/multi/tm_kernels.sm_80.ptx (1 kernels){{$}}
// MULTI-DAG: {{^}}ptx: wrote [[DIR]]/multi/tm_kernels.sm_90.ptx (1 kernels){{$}}
//
// --split-input-file: every chunk writes its binaries; a name written by
// an earlier chunk fails the later one (and the run), the others still
// succeed.
// RUN: not hidet-opt %S/Inputs/two_chunks.mlir --split-input-file -p hidet-gpu-to-ptx --ptx-dir=%t/split 2>&1 >/dev/null | FileCheck %s --check-prefix=SPLIT -DDIR=%t
// RUN: ls %t/split | FileCheck %s --check-prefix=SPLIT-LS
// SPLIT:      {{^}}ptx: wrote [[DIR]]/split/first.ptx (1 kernels){{$}}
// SPLIT-NEXT: {{^}}ptx: wrote [[DIR]]/split/second.ptx (1 kernels){{$}}
// SPLIT-NEXT: two_chunks.mlir: error: --ptx-dir: '[[DIR]]/split/first.ptx' was already written in this run (two gpu.binary ops named @first?)
// SPLIT-LS:      first.ptx
// SPLIT-LS-NEXT: second.ptx
// SPLIT-LS-NOT:  ptx
