// REQUIRES: ptxas
// scripts/ptx_report.sh on the PTX that hidet-gpu-to-ptx --ptx-dir wrote:
// one row per kernel and arch, from `ptxas -arch=ARCH -v`. Register counts
// depend on the LLVM and ptxas versions, so only their form is checked;
// shared memory follows from the kernels' workgroup buffers
// (tile16: 16x16 + 16x17 f32 = 2112 B, tile64: 2 x 64x16 f32 = 8192 B).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt %S/../Emulator/kernels/matmul_f32_tiled.mlir -p hidet-gpu-to-ptx --ptx-dir=%t/ok -o %t/matmul.mlir 2>/dev/null
// RUN: hidet-opt %S/Inputs/tm_copy.mlir -p hidet-gpu-to-ptx --ptx-dir=%t/ok -o %t/tm.mlir 2>/dev/null
// RUN: %hidet_src/scripts/ptx_report.sh %t/ok | FileCheck %s --check-prefix=REPORT
// REPORT-DAG: {{^}}kernels.ptx tile16 sm_80 regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=2112{{$}}
// REPORT-DAG: {{^}}kernels.ptx tile64 sm_80 regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=8192{{$}}
// REPORT-DAG: {{^}}kernels.ptx tile16 sm_90 regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=2112{{$}}
// REPORT-DAG: {{^}}kernels.ptx tile64 sm_90 regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=8192{{$}}
// REPORT-DAG: {{^}}tm_kernels.ptx copy8x8 sm_80 regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=0{{$}}
// REPORT-DAG: {{^}}tm_kernels.ptx copy8x8 sm_90 regs={{[1-9][0-9]*}} spill_stores=0 spill_loads=0 smem=0{{$}}
// REPORT-NOT: {{.}}
//
// Archs named on the command line; --no-spills passes when nothing spills.
// RUN: %hidet_src/scripts/ptx_report.sh --no-spills %t/ok sm_86 sm_90a | FileCheck %s --check-prefix=ARCHS
// ARCHS-DAG: {{^}}kernels.ptx tile16 sm_86 regs=
// ARCHS-DAG: {{^}}kernels.ptx tile64 sm_90a regs=
// ARCHS-DAG: {{^}}tm_kernels.ptx copy8x8 sm_90a regs=
// ARCHS-NOT: sm_80
//
// A kernel limited to 24 registers spills: reported, and fatal under
// --no-spills.
// RUN: hidet-opt %S/Inputs/spill_kernel.mlir -p hidet-gpu-to-ptx --ptx-dir=%t/spill -o %t/spill.mlir 2>/dev/null
// RUN: %hidet_src/scripts/ptx_report.sh %t/spill sm_80 2>/dev/null | FileCheck %s --check-prefix=SPILL
// RUN: not %hidet_src/scripts/ptx_report.sh --no-spills %t/spill sm_80 2>&1 >/dev/null | FileCheck %s --check-prefix=NO-SPILLS
// SPILL: {{^}}spill_kernels.ptx pressure sm_80 regs={{[0-9]+}} spill_stores={{[1-9][0-9]*}} spill_loads={{[1-9][0-9]*}} smem=0{{$}}
// NO-SPILLS: ptx_report: error: spill_kernels.ptx: pressure spills on sm_80 (spill_stores={{[1-9][0-9]*}} spill_loads={{[1-9][0-9]*}})
//
// ptxas rejecting a file (PTX for sm_90a assembled for sm_80) fails the
// run after trying every file; so do a directory without .ptx files and a
// missing one.
// RUN: hidet-opt %S/Inputs/tm_copy.mlir -p 'hidet-gpu-to-ptx{arch=sm_90a}' --ptx-dir=%t/sm90a -o %t/sm90a.mlir 2>/dev/null
// RUN: not %hidet_src/scripts/ptx_report.sh %t/sm90a sm_80 sm_90a > %t/reject.out 2> %t/reject.err
// RUN: FileCheck %s --check-prefix=REJECT-OUT < %t/reject.out
// RUN: FileCheck %s --check-prefix=REJECT-ERR -DDIR=%t < %t/reject.err
// REJECT-OUT: {{^}}tm_kernels.ptx copy8x8 sm_90a regs=
// REJECT-ERR: ptx_report: error: ptxas -arch=sm_80 rejected [[DIR]]/sm90a/tm_kernels.ptx:
// REJECT-ERR-NEXT: ptxas fatal
// RUN: mkdir -p %t/empty
// RUN: not %hidet_src/scripts/ptx_report.sh %t/empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: ptx_report: error: no .ptx files in
// RUN: not %hidet_src/scripts/ptx_report.sh %t/missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: ptx_report: error: '{{.*}}missing' is not a directory
// RUN: not %hidet_src/scripts/ptx_report.sh 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: not %hidet_src/scripts/ptx_report.sh --frob %t/ok 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: usage: {{.*}}ptx_report.sh [--no-spills] DIR [ARCH...]
