// Negative: wmma misuse the emulator reports (with the op's location),
// stopping the launch and making hidet-run exit 1.
//  - @misaligned: the fragment of A starts at column 4 of a 16x32 f16
//    matrix, 8 bytes past a 16-byte boundary (ptxas loads shared-memory
//    fragments with ldmatrix, whose rows must be 16-byte aligned; the PTX
//    ISA asks for 32).
//  - @bad_stride: leadDimension 12 (24 bytes), not a multiple of 16 bytes.
//  - @oob: a 16x16 tile starting at row 8, column 16 of a 16x32 matrix:
//    lane 0's element (16, 16) is the first outside, 32 bytes past the end.
//  - @fixed: the tile at column 16; runs clean against the reference.
// And an f64 wmma (m8n8k4), which the emulator does not run, and integer
// element-wise ops on fragments, on which LLVM 22's convert-gpu-to-nvvm
// crashes: errors at the op, at lowering time.
//
// RUN: not hidet-run --target=emulate %s --entry=misaligned --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: not hidet-run --target=emulate -O0 %s --entry=misaligned --arg=rand --arg=poison --emu-schedule=reverse 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: not hidet-run --target=emulate %s --entry=bad_stride --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: not hidet-run --target=emulate %s --entry=oob --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: hidet-run --target=emulate %s --entry=fixed --arg=rand --arg=poison --compare=%S/neg_wmma.ref.mlir --atol=1e-5 --rtol=1e-5 | FileCheck %s --check-prefix=PASS
// RUN: not hidet-run --target=emulate %S/Inputs/wmma_f64.mlir --entry=main --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=F64
// ALIGN: hidet-emu: error: thread (0,0,0) of block (0,0,0) in kernel 'kernels::misaligned': wmma.load at {{.*}}neg_wmma.mlir:{{[0-9]+}}:{{[0-9]+}} (wmma.load): address 0x{{[0-9a-f]+}} is not 16-byte aligned
// ALIGN: hidet-run: error: the emulated kernels failed
// STRIDE: hidet-emu: error: {{.*}} wmma.load at {{.*}}neg_wmma.mlir:{{[0-9]+}}:{{[0-9]+}} (wmma.load): stride 12 (f16 elements) is not a positive multiple of 16 bytes
// OOB: hidet-emu: error: out-of-bounds wmma.load read of 2 bytes at {{.*}}neg_wmma.mlir:{{[0-9]+}}:{{[0-9]+}} (wmma.load) by thread (0,0,0) of block (0,0,0) in kernel 'kernels::oob': address is 32 bytes past the end of buffer #0 (kernel operand 0, 1024 bytes)
// PASS: compare: PASS
// F64: wmma_f64.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'nvvm.wmma.load' op this wmma.load (a fragment, m8n8k4, f64) is not emulated
// F64: hidet-run: error:
// RUN: not hidet-run --target=emulate %S/Inputs/wmma_int_elementwise.mlir --entry=main --arg=rand 2>&1 | FileCheck %s --check-prefix=INT
// INT: wmma_int_elementwise.mlir:8:{{[0-9]+}}: error: 'gpu.subgroup_mma_elementwise' op 'muli' on integer fragments cannot be lowered to NVVM
// INT: hidet-run: error:

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @misaligned(%A: memref<16x32xf16>, %D: memref<16x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %a = gpu.subgroup_mma_load_matrix %A[%c0, %c4] {leadDimension = 32 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
      gpu.subgroup_mma_store_matrix %a, %D[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      gpu.return
    }
    gpu.func @bad_stride(%A: memref<16x32xf16>, %D: memref<16x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %a = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 12 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
      gpu.subgroup_mma_store_matrix %a, %D[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      gpu.return
    }
    gpu.func @oob(%A: memref<16x32xf16>, %D: memref<16x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %a = gpu.subgroup_mma_load_matrix %A[%c8, %c16] {leadDimension = 32 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
      gpu.subgroup_mma_store_matrix %a, %D[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      gpu.return
    }
    gpu.func @fixed(%A: memref<16x32xf16>, %D: memref<16x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %a = gpu.subgroup_mma_load_matrix %A[%c0, %c16] {leadDimension = 32 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
      gpu.subgroup_mma_store_matrix %a, %D[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      gpu.return
    }
  }

  func.func @misaligned(%A: memref<16x32xf16>, %D: memref<16x16xf16>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@misaligned blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<16x32xf16>, %D : memref<16x16xf16>)
    return
  }
  func.func @bad_stride(%A: memref<16x32xf16>, %D: memref<16x16xf16>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@bad_stride blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<16x32xf16>, %D : memref<16x16xf16>)
    return
  }
  func.func @oob(%A: memref<16x32xf16>, %D: memref<16x16xf16>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@oob blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<16x32xf16>, %D : memref<16x16xf16>)
    return
  }
  func.func @fixed(%A: memref<16x32xf16>, %D: memref<16x16xf16>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@fixed blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%A : memref<16x32xf16>, %D : memref<16x16xf16>)
    return
  }
}
