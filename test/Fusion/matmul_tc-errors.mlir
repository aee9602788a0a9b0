// Diagnostics of the tensor-core matmul template (matmul_tc): errors at the
// matmul or the option, non-zero exit, no crash.
// Mixed f16/bf16 operands never reach the template: the graph verifier
// rejects them (the template's own check, "needs both operands f16 or both
// bf16", guards kernel functions built by other means).
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: error: 'graph.matmul' op operand #1 element type bf16 does not match operand #0 element type f16
// A forced schedule over the dynamic shared memory a block may have
// (5*(256+128)*64*2 = 240 KiB; sm_80 allows 163 KiB).
// RUN: sed 's/xbf16>/xf16>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w4x2-mma4x8-k64-s5})' 2>&1 | FileCheck %s --check-prefix=SMEM
// SMEM: error: 'graph.matmul' op schedule 'w4x2-mma4x8-k64-s5' does not fit sm_80: needs 245760 bytes (240.0 KiB) of shared memory, over the 163 KiB of dynamic shared memory a block of sm_80 can have
// Split-K factors other than 1, 2, 4, 8, and a malformed suffix.
// RUN: sed 's/xbf16>/xf16>/g; s/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "w1x1-mma1x2-k16-s2-split3"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: error: 'graph.matmul' op hidet.schedule: splitk = 3 must be 1, 2, 4 or 8
// RUN: sed 's/xbf16>/xf16>/g; s/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "w1x1-mma1x2-k16-s2-splitk2"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=SPLITTEXT
// SPLITTEXT: error: 'graph.matmul' op hidet.schedule: 'w1x1-mma1x2-k16-s2-splitk2' is not a tensor-core matmul schedule 'w<wm>x<wn>-mma<tm>x<tn>-k<bk>-s<stages>[-split<S>]'
// Too many accumulators for a thread (4*8*8 = 256 registers; and 4*4*8 =
// 128, a 64x64 warp tile: ptxas spilled some of those, see matmul_tc_space.c).
// RUN: sed 's/xbf16>/xf16>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w1x1-mma8x8-k16-s2})' 2>&1 | FileCheck %s --check-prefix=ACC
// ACC: error: 'graph.matmul' op schedule 'w1x1-mma8x8-k16-s2' does not fit sm_80: a warp tile of 8x8 MMA tiles needs 256 accumulator registers per thread (at most 64)
// RUN: sed 's/xbf16>/xf16>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x4-mma4x8-k16-s2})' 2>&1 | FileCheck %s --check-prefix=ACC128
// ACC128: error: 'graph.matmul' op schedule 'w2x4-mma4x8-k16-s2' does not fit sm_80: a warp tile of 4x8 MMA tiles needs 128 accumulator registers per thread (at most 64)
// (With at most 64 accumulators and both operands copied, the register
// estimate stays within sm_80's budget for every tiling of the space; the
// register check of Fits guards the estimate itself.)
// A schedule that fits the arch when both operands are copied, but not this
// instance: K = 42 is no multiple of 4, so A is staged through registers
// (32 elements a k tile per thread; B, N = 72, copied 8 at a time: estimate 258).
// RUN: sed 's/xbf16>/xf16>/g; s/100x40/100x42/g; s/40x72/42x72/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x4-mma4x4-k64-s2})' 2>&1 | FileCheck %s --check-prefix=INSTANCE
// INSTANCE: error: 'graph.matmul' op schedule 'w2x4-mma4x4-k64-s2' fits sm_80 but not this matmul 1x100x72x42 (batch x m x n x k): its resources with this kernel's operand load forms exceed the arch's (block tile 128x128, 256 threads, 65536 bytes shared memory, ~258 registers, over the budget of 223 with lhs staged through registers); choose a smaller tile
// The cost model never picks such a schedule for that instance.
// RUN: sed 's/xbf16>/xf16>/g; s/100x40/100x42/g; s/40x72/42x72/g' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' | FileCheck %s --check-prefix=F16
// Malformed texts on the anchor (the schedule= option shows the first
// template's complaint, the SIMT one's): an odd tn, a k tile that is not 16,
// 32 or 64, 6 stages.
// RUN: sed 's/xbf16>/xf16>/g; s/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "w1x1-mma1x3-k16-s2"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=ODD
// ODD: error: 'graph.matmul' op hidet.schedule: tn = 3 must be even (one transposed ldmatrix.x4 loads two n8 tiles of B)
// RUN: sed 's/xbf16>/xf16>/g; s/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "w1x1-mma1x2-k24-s2"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=BK
// BK: error: 'graph.matmul' op hidet.schedule: bk = 24 must be 16, 32 or 64
// RUN: sed 's/xbf16>/xf16>/g; s/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "w1x1-mma1x2-k16-s6"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: error: 'graph.matmul' op hidet.schedule: stages = 6 is outside the ring depths 2..5
// The f32 SIMT template still takes f32 matmuls.
// RUN: sed 's/xbf16>/xf32>/g; s/xf16>/xf32>/g' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' | FileCheck %s --check-prefix=F32
// F32: hidet.template = "matmul_f32_simt"
// RUN: sed 's/xbf16>/xf16>/g' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' | FileCheck %s --check-prefix=F16
// F16: hidet.template = "matmul_tc"

func.func @f(%x: tensor<100x40xf16>, %w: tensor<40x72xbf16>) -> tensor<100x72xf16> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf16>, tensor<40x72xbf16>) -> tensor<100x72xf16>
  return %h : tensor<100x72xf16>
}
