// sm_90a and the schedule cache (docs/schedules.md): sm_90a lines are
// their own key. sm_90a schedules with sm_90's calibration, so the cost
// model picks the same schedule text, but a cache written for sm_90 gives
// sm_90a nothing (measured times belong to the code that was timed);
// written for sm_90a, its lines sit next to sm_90's and are read back.
// RUN: rm -f %t.cache
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90 cache-write=%t.cache})' -o /dev/null
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a report=true cache=%t.cache cache-write=%t.cache})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISS
// RUN: FileCheck %s --check-prefix=LINES < %t.cache
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90a report=true cache=%t.cache})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=HIT

// MISS: remark: @f_kernel0: matmul 1x100x72x40 {{.*}} fit sm_90a; the cost model chose [[S:w[-0-9a-z]+]] (
// LINES: {{^}}matmul_f32_simt sm_90 1x100x72x40 [[S90:w[-0-9a-z]+]] - cost-model{{$}}
// LINES: {{^}}matmul_f32_simt sm_90a 1x100x72x40 [[S90]] - cost-model{{$}}
// HIT: remark: @f_kernel0: {{.*}}; schedule from cache {{.*}}.tmp.cache:{{[0-9]+}}: w

func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  return %h : tensor<100x72xf32>
}
