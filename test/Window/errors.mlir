// Bad input to the depthwise and pool2d templates: clear errors at the
// anchor, non-zero exit, no crash.
// A schedule text that is not b<block>-w<ow>-c<vec>.
// RUN: sed 's/SCHED/b256-w2/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu)' 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: error: 'graph.conv2d' op hidet.schedule: 'b256-w2' is not a window schedule: expected b<block>-w<ow>-c<vec>, e.g. b256-w2-c1
// A block that is not a multiple of 32.
// RUN: sed 's/SCHED/b100-w1-c1/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu)' 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: error: 'graph.conv2d' op {{.*}}block 100 is not a multiple of 32 in 32..1024
// Outputs or channels per thread outside 1..8.
// RUN: sed 's/SCHED/b128-w16-c1/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu)' 2>&1 | FileCheck %s --check-prefix=PER
// PER: error: 'graph.conv2d' op {{.*}}outputs per thread w16 and channels per thread c1 must be in 1..8
// RUN: sed 's/SCHED/b128-w1-c0/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu)' 2>&1 | FileCheck %s --check-prefix=VEC
// VEC: error: 'graph.conv2d' op {{.*}}outputs per thread w1 and channels per thread c0 must be in 1..8
// f64: the direct window kernels compute f32, f16 and bf16 only (conv and pool).
// RUN: sed -e 's/SCHED/b128-w1-c1/' -e 's/xf32>/xf64>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu{unsupported=error})' 2>&1 | FileCheck %s --check-prefix=F64
// F64: error: 'graph.conv2d' op the direct window kernels compute f32, f16 and bf16 (in f32) only; this one has an operand of type tensor<1x4x6x6xf64> (cast it to f32 in the graph)
// RUN: sed -e 's/SCHED/b128-w1-c1/' -e 's/xf32>/xf64>/g' %S/Inputs/pool-f64.mlir | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu{unsupported=error})' 2>&1 | FileCheck %s --check-prefix=F64-POOL
// F64-POOL: error: 'graph.pool2d' op the direct window kernels compute f32, f16 and bf16 (in f32) only; this one has an operand of type tensor<1x4x6x6xf64> (cast it to f32 in the graph)
// An empty batch: no kernel to compute.
// RUN: sed -e 's/SCHED/b128-w1-c1/' -e 's/1x4x/0x4x/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu{unsupported=error})' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: 'graph.conv2d' op {{.*}}empty output (0x4x6x6) has no kernel
func.func @f(%x: tensor<1x4x6x6xf32>, %w: tensor<4x1x3x3xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x4x3x3xf32>) {
  %c = "graph.conv2d"(%x, %w) {groups = 4 : i64, padding = array<i64: 1, 1, 1, 1>, hidet.schedule = "SCHED"} : (tensor<1x4x6x6xf32>, tensor<4x1x3x3xf32>) -> tensor<1x4x6x6xf32>
  %p = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 2, 2>} : (tensor<1x4x6x6xf32>) -> tensor<1x4x3x3xf32>
  return %c, %p : tensor<1x4x6x6xf32>, tensor<1x4x3x3xf32>
}
