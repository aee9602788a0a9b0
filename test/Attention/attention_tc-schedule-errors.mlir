// attention_tc's schedule text w<warps>-m<mt>-k<keys>[-s<stages>]: a
// malformed stage suffix, a stage count outside 1-3, and a ring whose
// stages exceed the shared memory of the instance (D = 256: 3 stages of
// 64-key K/V tiles) are located errors; a 1-stage text and a ring text
// schedule (the dictionary carries stages = 1 and 2).
// RUN: sed 's/(%%q, %%k, %%v) :/(%%q, %%k, %%v) {hidet.schedule = "w4-m1-k64-t2"} :/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: <stdin>:17:8: error: 'graph.attention' op hidet.schedule: an attention_tc schedule reads w<warps>-m<mt>-k<keys>[-s<stages>] (w4-m1-k64, w4-m1-k128-s2), not 'w4-m1-k64-t2'
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w4-m1-k64-s4})' 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: attention_tc-schedule-errors.mlir:17:8: error: {{.*}}stages 1, 2 or 3
// RUN: sed 's/x40xf16>/x256xf16>/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_80 tune=fixed schedule=w4-m1-k64-s3})' 2>&1 | FileCheck %s --check-prefix=SMEM
// SMEM: <stdin>:17:8: error: 'graph.attention' op schedule 'w4-m1-k64-s3' fits sm_80 but not this attention {{.*}}3-stage cp.async K/V ring{{.*}}does not fit
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w4-m1-k64})' | FileCheck %s --check-prefix=ONE
// ONE: hidet.schedule = {keys = 64 : i64, mt = 1 : i64, stages = 1 : i64, warps = 4 : i64}
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2-m2-k32-s2})' | FileCheck %s --check-prefix=RING
// RING: hidet.schedule = {keys = 32 : i64, mt = 2 : i64, stages = 2 : i64, warps = 2 : i64}
func.func @f(%q: tensor<1x4x37x40xf16>, %k: tensor<1x4x300x40xf16>, %v: tensor<1x4x300x40xf16>) -> tensor<1x4x37x40xf16> {
  %o = "graph.attention"(%q, %k, %v) : (tensor<1x4x37x40xf16>, tensor<1x4x300x40xf16>, tensor<1x4x300x40xf16>) -> tensor<1x4x37x40xf16>
  return %o : tensor<1x4x37x40xf16>
}
