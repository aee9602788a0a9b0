// REQUIRES: ptxas, libdevice
// math.exp/erf/tanh in a kernel: convert-gpu-to-nvvm calls libdevice
// (__nv_expf, __nv_erff, __nv_tanhf, __nv_exp); hidet-gpu-to-ptx passes the
// toolkit it finds to gpu-module-to-binary, which links libdevice and
// inlines it, so the PTX has no __nv_* left and assembles.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt %S/Inputs/math_kernels.mlir -p hidet-gpu-to-ptx --ptx-dir=%t/linked -o %t/linked.mlir 2>&1 | FileCheck %s --check-prefix=WROTE
// RUN: FileCheck %s --check-prefix=LINKED < %t/linked/math_kernels.ptx
// RUN: %hidet_src/scripts/ptx_report.sh --no-spills %t/linked sm_80 sm_90 | FileCheck %s --check-prefix=REPORT
// WROTE: ptx: wrote {{.*}}/linked/math_kernels.ptx (1 kernels)
// LINKED:     .target sm_80
// LINKED-NOT: __nv_
// LINKED:     .visible .entry gelu_parts(
// LINKED-NOT: __nv_
// LINKED-NOT: .extern
// REPORT: {{^}}math_kernels.ptx gelu_parts sm_80 regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=0{{$}}
// REPORT: {{^}}math_kernels.ptx gelu_parts sm_90 regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=0{{$}}
//
// The same for sm_90a:
// RUN: hidet-opt %S/Inputs/math_kernels.mlir -p 'hidet-gpu-to-ptx{arch=sm_90a}' --ptx-dir=%t/sm90a -o %t/sm90a.mlir 2>/dev/null
// RUN: %hidet_src/scripts/ptx_report.sh %t/sm90a sm_90a | FileCheck %s --check-prefix=SM90A
// SM90A: {{^}}math_kernels.ptx gelu_parts sm_90a regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=0{{$}}
//
// Without a toolkit (toolkit= empty, and none for MLIR to find in the
// environment) nothing is linked: the PTX declares and calls the __nv_*
// functions, and ptxas rejects it.
// RUN: env -u CUDA_HOME -u CUDA_ROOT -u CUDA_PATH hidet-opt %S/Inputs/math_kernels.mlir -p 'hidet-gpu-to-ptx{toolkit=}' --ptx-dir=%t/unlinked -o %t/unlinked.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=UNLINKED < %t/unlinked/math_kernels.ptx
// RUN: not %hidet_src/scripts/ptx_report.sh %t/unlinked sm_80 2>&1 | FileCheck %s --check-prefix=UNRESOLVED
// UNLINKED-DAG: .extern .func  (.param .b32 func_retval0) __nv_expf
// UNLINKED-DAG: .extern .func  (.param .b32 func_retval0) __nv_erff
// UNLINKED-DAG: .extern .func  (.param .b32 func_retval0) __nv_tanhf
// UNLINKED-DAG: .extern .func  (.param .b64 func_retval0) __nv_exp
// UNRESOLVED: ptx_report: error: ptxas -arch=sm_80 rejected
// UNRESOLVED: Unresolved extern function '__nv_
