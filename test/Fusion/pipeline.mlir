// hidet-pipeline: the register-staged kernel becomes an N-stage cp.async
// ring: N-1 tiles issued before the loop, one commit group per tile,
// wait_group N-2 then one barrier per step.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s2},hidet-pipeline{stages=3 report=true})' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.err
// Without the option the schedule's own stages are used (s2: wait_group 0).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s2},hidet-pipeline)' | FileCheck %s --check-prefix=TWO
// A cast that changes the element type keeps register staging, with a remark.
// RUN: hidet-opt %S/prologue_cast_transpose.mlir --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-pipeline{stages=3})' 2>&1 | FileCheck %s --check-prefix=FALLBACK

// CHECK: gpu.module @f_kernel0_gpu
// CHECK-DAG: func.func private @__hidet_copy_in0(memref<3x64x12xf32, #gpu.address_space<workgroup>>, index, index, index, index, index, index, index, {{.*}}) -> !nvgpu.device.async.token
// CHECK-DAG: func.func private @__hidet_copy_in1(memref<3x8x132xf32, #gpu.address_space<workgroup>>,
// CHECK-DAG: func.func private @__hidet_post_in0(f32, index, index, index,
// CHECK: gpu.func @f_kernel0({{.*}}workgroup(%{{.*}} : memref<3x64x12xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<3x8x132xf32, #gpu.address_space<workgroup>>
// CHECK-SAME: hidet.load_mode = "async"
// CHECK-SAME: hidet.schedule = {bk = 8 : i64, im = 4 : i64, in = 4 : i64, lm = 4 : i64, ln = 8 : i64, om = 2 : i64, on = 2 : i64, splitk = 1 : i64, stages = 3 : i64, wm = 2 : i64, wn = 2 : i64}
// Prologue of the pipeline: tiles 0 and 1 in flight.
// CHECK: func.call @__hidet_copy_in0
// CHECK: nvgpu.device_async_create_group
// CHECK: func.call @__hidet_copy_in0
// CHECK: nvgpu.device_async_create_group
// CHECK: scf.for
// CHECK: nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: func.call @__hidet_copy_in0
// CHECK: nvgpu.device_async_create_group
// CHECK: func.call @__hidet_post_in0
// CHECK: vector.fma
// REPORT: remark: @f_kernel0: 3-stage cp.async pipeline (schedule w2x2-o2x2-l4x8-i4x4-k8-s3, 21888 bytes shared memory)
// TWO: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// FALLBACK: remark: @f_kernel0: kept register-staged double buffering: the lhs operand cannot be loaded with cp.async because its prologue op 'graph.cast' works on a non-f32 tensor (shared tiles hold f32)
// FALLBACK: hidet.load_mode = "register"

func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  return %h : tensor<100x72xf32>
}
