// The named pipelines hidet-compile-to-gpu / hidet-compile-to-ptx: what they
// produce, and their option errors (at the option, before anything runs).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s3})' | FileCheck %s
// CHECK-NOT: "graph.
// CHECK: func.func @f(%arg0: memref<100x40xf32>, %arg1: memref<40x72xf32>, %arg2: memref<100x72xf32>)
// CHECK-NEXT: call @f_kernel0(%arg0, %arg1, %arg2)
// CHECK: gpu.launch_func @f_kernel0_gpu::@f_kernel0
// CHECK: gpu.func @f_kernel0(
// CHECK-SAME: hidet.load_mode = "async"
// CHECK-SAME: hidet.schedule = {bk = 8 : i64, im = 4 : i64, in = 4 : i64, lm = 4 : i64, ln = 8 : i64, om = 2 : i64, on = 2 : i64, splitk = 1 : i64, stages = 3 : i64, wm = 2 : i64, wn = 2 : i64}
// CHECK: nvgpu.device_async_copy
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{stages=2 tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s3})' | FileCheck %s --check-prefix=STAGES
// STAGES: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_90})' | FileCheck %s --check-prefix=PTX
// PTX: gpu.binary @f_kernel0_gpu
// PTX-SAME: chip = "sm_90"
// RUN: hidet-opt --list-passes | FileCheck %s --check-prefix=LIST
// LIST: hidet-compile-to-gpu
// LIST: hidet-compile-to-ptx
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_86})' 2>&1 | FileCheck %s --check-prefix=ARCH
// ARCH: bad value for option 'arch' of the pipeline 'hidet-compile-to-gpu': 'sm_86' is not supported (the schedule space exists for sm_80, sm_90 and sm_90a)
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{stages=5})' 2>&1 | FileCheck %s --check-prefix=BADSTAGES
// BADSTAGES: bad value for option 'stages' of the pipeline 'hidet-compile-to-ptx': '5' is not 2, 3 or 4
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{tune=best})' 2>&1 | FileCheck %s --check-prefix=TUNE
// TUNE: bad value for option 'tune' of the pipeline 'hidet-compile-to-gpu': 'best' is not fixed, cost-model or measure
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{report=yes})' 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: bad value for option 'report' of the pipeline 'hidet-compile-to-gpu': 'yes' is not true or false
// A bad schedule text is reported by hidet-schedule-anchors inside the expansion.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{schedule=w2})' 2>&1 | FileCheck %s --check-prefix=SCHED
// SCHED: error: in the pipeline 'hidet-compile-to-gpu' stands for: schedule: expected 'w<M>x<N>-o<M>x<N>-l<M>x<N>-i<M>x<N>-k<K>-s<S>[-split<S>]', got 'w2'
func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  return %h : tensor<100x72xf32>
}
