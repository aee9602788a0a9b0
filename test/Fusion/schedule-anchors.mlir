// hidet-schedule-anchors: the matmul's kernel function gets gpu.module
// @<fn>_gpu holding the instantiated f32 CUDA-core template; operand reads
// and the result store are hook calls; the host function keeps its graph
// ops (hidet-fuse-prologue-epilogue resolves the hooks).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s3 report=true})' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.err
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{arch=sm_90 report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COST
// The anchor's own hidet.schedule attribute wins over the cost model.
// RUN: sed 's/"graph.matmul"(%%x, %%w)/"graph.matmul"(%%x, %%w) {hidet.schedule = "w1x1-o1x2-l8x4-i2x2-k16-s2"}/' %s | hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' | FileCheck %s --check-prefix=ATTR

// CHECK: module attributes {gpu.container_module}
// CHECK: func.func private @f_kernel0({{.*}}) -> tensor<100x72xf32> attributes {{{.*}}hidet.schedule = {{[{]}}bk = 8 : i64, im = 4 : i64, in = 4 : i64, lm = 4 : i64, ln = 8 : i64, om = 2 : i64, on = 2 : i64, splitk = 1 : i64, stages = 3 : i64, wm = 2 : i64, wn = 2 : i64{{[}]}}, hidet.template = "matmul_f32_simt"
// CHECK: "graph.matmul"
// CHECK: "graph.add"
// CHECK: gpu.module @f_kernel0_gpu
// CHECK-DAG: func.func private @__hidet_load4_in0(index, index, index, index, memref<100x40xf32>, memref<40x72xf32>, memref<72xf32>, memref<100x72xf32>) -> vector<4xf32>
// CHECK-DAG: func.func private @__hidet_load4_in1(
// CHECK-DAG: func.func private @__hidet_store_out0(f32, index, index, index,
// Shared tiles are workgroup attributions (k-major A, padded rows), never allocas.
// CHECK: gpu.func @f_kernel0(%arg0: memref<100x40xf32>, %arg1: memref<40x72xf32>, %arg2: memref<72xf32>, %arg3: memref<100x72xf32>) workgroup(%{{.*}} : memref<2x8x68xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<2x8x132xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel
// CHECK-SAME: gpu.known_block_size = array<i32: 128, 1, 1>
// CHECK-SAME: hidet.grid = array<i64: 1, 2, 1>
// CHECK-SAME: hidet.load_mode = "register"
// CHECK-SAME: hidet.problem = array<i64: 1, 100, 72, 40>
// CHECK-SAME: hidet.schedule = {bk = 8 : i64, im = 4 : i64, in = 4 : i64, lm = 4 : i64, ln = 8 : i64, om = 2 : i64, on = 2 : i64, splitk = 1 : i64, stages = 3 : i64, wm = 2 : i64, wn = 2 : i64}
// CHECK-SAME: hidet.template = "matmul_f32_simt"
// CHECK-NOT: memref.alloca
// The thread's C tile: warps, warp repeats, lanes, register tile.
// CHECK: "tm.task"(%{{.*}}) {mapping = #tm.compose<[#tm.spatial<array<i64: 2, 2>>, #tm.repeat<array<i64: 2, 2>>, #tm.spatial<array<i64: 4, 8>>, #tm.repeat<array<i64: 4, 4>>]>}
// CHECK: func.call @__hidet_load4_in0
// CHECK: gpu.barrier
// Double-buffered main loop over the 5 k tiles, one barrier per step.
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 iter_args(
// CHECK: func.call @__hidet_load4_in0
// CHECK: scf.for
// CHECK: vector.fma
// CHECK: gpu.barrier
// CHECK: func.call @__hidet_store_out0

// REPORT: remark: @f_kernel0: matmul 1x100x72x40 (batch x m x n x k): 4480 schedules fit sm_80; tune=fixed chose w2x2-o2x2-l4x8-i4x4-k8-s3 (block tile 64x128, 128 threads,

// COST: remark: @f_kernel0: matmul 1x100x72x40 (batch x m x n x k): 4480 schedules fit sm_90; the cost model chose w{{[0-9]+}}x{{[0-9]+}}-o{{.*}}-s{{[234]}}{{(-split[248])?}} (block tile

// ATTR: hidet.schedule = {bk = 16 : i64, im = 2 : i64, in = 2 : i64, lm = 8 : i64, ln = 4 : i64, om = 1 : i64, on = 2 : i64, splitk = 1 : i64, stages = 2 : i64, wm = 1 : i64, wn = 1 : i64}

func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  %r = "graph.relu"(%hb) : (tensor<100x72xf32>) -> tensor<100x72xf32>
  return %r : tensor<100x72xf32>
}
