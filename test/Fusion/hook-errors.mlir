// Diagnostics of hidet-fuse-prologue-epilogue on hooks that do not have
// their kind's shape (a scheduled kernel edited by hand or made by another
// producer): an error at the hook's declaration, a non-zero exit.
// The matmul_tc kernel at N = 65 (no multiple of 8) stores through the
// scalar store hook; renamed, its declaration and calls become
//  - a storev hook whose value is no vector,
//  - a hook of no known kind,
//  - a store of an output slot the kernel does not have.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' -o %t.mlir
// RUN: sed 's/__hidet_store_out0/__hidet_storev_out0/g' %t.mlir | not hidet-opt --pass-pipeline='builtin.module(hidet-fuse-prologue-epilogue)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=VEC
// VEC: error: 'func.func' op hook 'storev' takes a vector of 1 to 16 elements and coordinates
// RUN: sed 's/__hidet_store_out0/__hidet_stor_out0/g' %t.mlir | not hidet-opt --pass-pipeline='builtin.module(hidet-fuse-prologue-epilogue)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=KIND
// KIND: error: 'func.func' op unknown hook '__hidet_stor_out0' in a scheduled kernel
// RUN: sed 's/__hidet_store_out0/__hidet_store_out3/g' %t.mlir | not hidet-opt --pass-pipeline='builtin.module(hidet-fuse-prologue-epilogue)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SLOT
// SLOT: error: 'func.func' op hook '__hidet_store_out3' does not match template matmul_tc (1 output slots)
// At K = 44 the lhs rows are a multiple of 4 elements, not 8: its copies
// are 8-byte ones (copy); renamed copy8 (16 bytes), the hook is refused.
// RUN: sed 's/100x40xf16/100x44xf16/g; s/40x65xf16/44x65xf16/g' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' -o %t.k44.mlir
// RUN: grep -q '__hidet_copy_in0' %t.k44.mlir
// RUN: sed 's/__hidet_copy_in0/__hidet_copy8_in0/g' %t.k44.mlir | not hidet-opt --pass-pipeline='builtin.module(hidet-fuse-prologue-epilogue)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COPY8
// COPY8: error: 'func.func' op hook 'copy8' of input 0 needs 16-bit elements in contiguous rows of a multiple of 8
func.func @f(%x: tensor<100x40xf16>, %w: tensor<40x65xf16>) -> tensor<100x65xf16> {
  %y = "graph.matmul"(%x, %w) : (tensor<100x40xf16>, tensor<40x65xf16>) -> tensor<100x65xf16>
  return %y : tensor<100x65xf16>
}
