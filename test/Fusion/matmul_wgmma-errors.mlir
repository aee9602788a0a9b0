// Diagnostics of the sm_90a matmul template (matmul_wgmma): errors at the
// matmul, non-zero exit, no crash; and the remarks that say which operands
// it stages through registers instead of TMA, and why.
// A wgmma schedule on an arch without wgmma:
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90 tune=fixed schedule=wg1-mt1-n128-g8-s4})' 2>&1 | FileCheck %s --check-prefix=ARCH
// ARCH: :{{[0-9]+}}:8: error: 'graph.matmul' op schedule 'wg1-mt1-n128-g8-s4' is a matmul_wgmma schedule, but matmul_wgmma does not take this matmul: sm_90 has no wgmma (sm_90a has)
// An operand TMA cannot read (a prologue: relu of x; rows that are no
// multiple of 8 elements: K = 42, while B's rows of N = 136 still are) is
// staged through the producer's
// registers instead, which report=true says:
// RUN: sed 's/^  %h = "graph.matmul"(%x, %w)/  %r = "graph.relu"(%x) : (tensor<257x72xf16>) -> tensor<257x72xf16>\n  %h = "graph.matmul"(%r, %w)/' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROLOGUE
// PROLOGUE: remark: @f_kernel0: matmul_wgmma stages the lhs through its producer warpgroup's registers (load hooks) instead of TMA: the lhs is not a kernel input read whole (it has a prologue)
// PROLOGUE: remark: @f_kernel0: matmul 1x257x136x72 (batch x m x n x k): {{[0-9]+}} schedules fit sm_90a; the cost model chose wg
// RUN: sed 's/257x72/257x42/g; s/72x136/42x136/g' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a report=true tune=fixed schedule=wg1-mt1-n128-g8-s4})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: remark: @f_kernel0: matmul_wgmma stages the lhs through its producer warpgroup's registers (load hooks) instead of TMA: the lhs's rows of 42 elements are not a multiple of 8 (TMA needs 16-byte row strides)
// ALIGN-NOT: stages the rhs
// Malformed or unfit schedules on the anchor.
// RUN: sed 's/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "wg3-mt1-n128-g8-s4"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a})' 2>&1 | FileCheck %s --check-prefix=WG
// WG: error: 'graph.matmul' op hidet.schedule: wg = 3 consumer warpgroups: must be 1 or 2
// RUN: sed 's/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "wg2-mt2-n256-g8-s4"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a})' 2>&1 | FileCheck %s --check-prefix=ACC
// ACC: error: 'graph.matmul' op hidet.schedule: 256 accumulator registers per thread (mt*bn/2) exceed 128: it would spill
// RUN: sed 's/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "wg2-mt1-n256-g8-s5"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a})' 2>&1 | FileCheck %s --check-prefix=SMEM
// SMEM: error: 'graph.matmul' op schedule 'wg2-mt1-n256-g8-s5' does not fit sm_90a: 246864 bytes of shared memory exceed the 232448 a block may have
// RUN: sed 's/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "wg1-mt1-n100-g8-s4"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a})' 2>&1 | FileCheck %s --check-prefix=BN
// BN: error: 'graph.matmul' op hidet.schedule: n tile 100: must be 64, 128, 192 or 256
// RUN: sed 's/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "wg1-mt1-n128-g8-s4-split3"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a})' 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: error: 'graph.matmul' op hidet.schedule: split-K 3: must be 1, 2, 4 or 8
// RUN: sed 's/"graph.matmul"(%x, %w)/"graph.matmul"(%x, %w) {hidet.schedule = "wg1-mt1-n128-g2-s9"}/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a})' 2>&1 | FileCheck %s --check-prefix=GROUP
// GROUP: error: 'graph.matmul' op hidet.schedule: group = 2: must be 1 or 8
// The space: empty below sm_90a.
// RUN: hidet-schedule-test list-template matmul_wgmma sm_90 | count 0
// RUN: hidet-schedule-test list-template matmul_wgmma sm_90a | FileCheck %s --check-prefix=SPACE
// SPACE: wg1-mt1-n64-g8-s2 wg=1 mt=1 bn=64 group=8 stages=2 splitk=1 smem=33824
// SPACE: wg2-mt1-n256-g8-s4-split8 wg=2 mt=1 bn=256 group=8 stages=4 splitk=8 smem=197696
func.func @f(%x: tensor<257x72xf16>, %w: tensor<72x136xf16>) -> tensor<257x136xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<257x72xf16>, tensor<72x136xf16>) -> tensor<257x136xf32>
  return %h : tensor<257x136xf32>
}
