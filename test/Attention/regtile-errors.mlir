// attention_simt's register tile (-t<TR>, query rows a thread): a text
// with -t1 or no number, a TR other than 1, 2 or 4 (t8), rows that TR does not
// divide, and a tile whose register estimate (TR x the accumulators) is
// over the cap are located errors.
// RUN: sed 's/(%%q, %%k, %%v) :/(%%q, %%k, %%v) {hidet.schedule = "r16-k32-g8-t1"} :/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: <stdin>:16:8: error: 'graph.attention' op hidet.schedule: an attention_simt schedule reads r<rows>-k<keys>-g<group>[-t<rows a thread>][-pack][-split<S>] {{.*}}, not 'r16-k32-g8-t1'
// RUN: sed 's/(%%q, %%k, %%v) :/(%%q, %%k, %%v) {hidet.schedule = "r16-k32-g8-t-pack"} :/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=TEXT2
// TEXT2: <stdin>:16:8: error: {{.*}}an attention_simt schedule reads {{.*}}, not 'r16-k32-g8-t-pack'
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=r64-k32-g8-t8})' 2>&1 | FileCheck %s --check-prefix=TR3
// TR3: regtile-errors.mlir:16:8: error: {{.*}}rows a thread (-t) must be 1, 2 or 4
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=r2-k32-g32-t4})' 2>&1 | FileCheck %s --check-prefix=DIV
// DIV: regtile-errors.mlir:16:8: error: {{.*}}rows must be a multiple of the rows a thread
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=r128-k64-g4-t4})' 2>&1 | FileCheck %s --check-prefix=REGS
// REGS: regtile-errors.mlir:16:8: error: 'graph.attention' op schedule 'r128-k64-g4-t4' fits sm_80 but not this {{.*}}4 rows a thread (128 threads), {{.*}}~200 registers, does not fit (shared memory or registers)
func.func @f(%q: tensor<1x2x37x40xf32>, %k: tensor<1x2x37x40xf32>, %v: tensor<1x2x37x40xf32>) -> tensor<1x2x37x40xf32> {
  %o = "graph.attention"(%q, %k, %v) : (tensor<1x2x37x40xf32>, tensor<1x2x37x40xf32>, tensor<1x2x37x40xf32>) -> tensor<1x2x37x40xf32>
  return %o : tensor<1x2x37x40xf32>
}
