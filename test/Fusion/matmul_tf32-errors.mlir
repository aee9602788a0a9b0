// Diagnostics of the tf32 opt-in (hidet.precision, precision=): errors at
// the matmul or the option, non-zero exit, no crash.
// An unknown precision on the anchor.
// RUN: sed 's/"tf32"/"fp8"/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu)' 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: error: 'graph.matmul' op hidet.precision must be "f32" or "tf32"
// A precision on a matmul whose operands are not f32.
// RUN: sed 's/xf32>/xf16>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu)' 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: error: 'graph.matmul' op hidet.precision applies to graph.matmul and graph.batch_matmul with f32 operands
// Not a string.
// RUN: sed 's/"tf32"/32 : i64/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu)' 2>&1 | FileCheck %s --check-prefix=VALUE
// A bad option value, on the pass and on the pipeline.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{precision=fp16})' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: precision
// OPTION-SAME: fp16
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{precision=tf64})' 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: 'tf64' is not
// A tensor-core schedule text given to the tf32 matmul is checked against
// the tf32 space (4-byte elements: twice the shared memory of f16).
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{tune=fixed schedule=w2x4-mma2x4-k64-s5})' 2>&1 | FileCheck %s --check-prefix=SMEM
// SMEM: error: 'graph.matmul' op schedule 'w2x4-mma2x4-k64-s5' does not fit sm_80: needs 245760 bytes (240.0 KiB) of shared memory, over the 163 KiB of dynamic shared memory a block of sm_80 can have
func.func @f(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %h = "graph.matmul"(%x, %w) {hidet.precision = "tf32"} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  return %h : tensor<16x16xf32>
}
