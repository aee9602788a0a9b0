// hidet-fuse-prologue-epilogue: hooks are defined from the graph ops and
// inlined. The prologue (cast f16->f32, transpose) is folded into the
// global loads of the register-staged kernel: the scheduled loop reads
// the original f16 input at transposed indices, and no graph op is left.
// The epilogue (add bias, relu) is applied to the accumulator right before
// the store into the output argument. The kernel function becomes a launch.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s2},hidet-pipeline,hidet-fuse-prologue-epilogue{report=true})' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.err
// Leftover injective groups become one-thread-per-element kernels.
// RUN: hidet-opt %S/Inputs/injective.mlir --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-fuse-prologue-epilogue)' | FileCheck %s --check-prefix=INJ

// CHECK-NOT: "graph.
// CHECK: func.func private @f_kernel0(%arg0: tensor<40x100xf16>, %arg1: tensor<40x72xf32>, %arg2: tensor<72xf32>) -> tensor<100x72xf32>
// CHECK-SAME: hidet.anchor = "graph.matmul", hidet.epilogue = ["graph.add", "graph.relu"], hidet.kernel, hidet.prologue = ["graph.cast", "graph.transpose"]
// CHECK: bufferization.to_buffer %arg0 read_only : tensor<40x100xf16> to memref<40x100xf16>
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<100x72xf32>
// CHECK: gpu.launch_func @f_kernel0_gpu::@f_kernel0 blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) args(%{{.*}} : memref<40x100xf16>, %{{.*}} : memref<40x72xf32>, %{{.*}} : memref<72xf32>, %[[OUT]] : memref<100x72xf32>)
// CHECK: bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: gpu.module @f_kernel0_gpu
// CHECK-NOT: func.func
// CHECK-NOT: func.call
// CHECK: gpu.func @f_kernel0(%arg0: memref<40x100xf16>,
// Prologue: A[m, k] is read as xt[k, m] and widened.
// CHECK: %[[X:.*]] = memref.load %arg0[%{{.*}}, %{{.*}}] : memref<40x100xf16>
// CHECK-NEXT: arith.extf %[[X]] : f16 to f32
// The B operand is a plain f32 input: a 16-byte vector load when in range.
// CHECK: vector.load %arg1[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<40x72xf32>, vector<4xf32>
// Epilogue: bias read at the column, relu, store.
// CHECK: %[[B:.*]] = memref.load %arg2[%{{.*}}] : memref<72xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %{{.*}}, %[[B]] : f32
// CHECK: %[[R:.*]] = arith.maximumf %[[S]], %{{.*}} : f32
// CHECK-NEXT: memref.store %[[R]], %arg3[%{{.*}}, %{{.*}}] : memref<100x72xf32>

// REPORT: remark: @f_kernel0: kept register-staged double buffering: the lhs operand cannot be loaded with cp.async
// REPORT: remark: @f_kernel0: anchor graph.matmul fused: prologue ["graph.cast", "graph.transpose"] into the global loads, epilogue ["graph.add", "graph.relu"] into the stores

// INJ: func.func private @g_kernel0(
// INJ: gpu.launch_func @g_kernel0_gpu::@g_kernel0_r0 blocks in
// INJ: gpu.module @g_kernel0_gpu
// INJ: gpu.func @g_kernel0_r0(%arg0: memref<5x7xf32>, %arg1: memref<7xf32>, %arg2: memref<7x5xf32>) kernel attributes {gpu.known_block_size = array<i32: 256, 1, 1>, hidet.grid = array<i64: 1, 1, 1>, hidet.host = "g_kernel0", hidet.load_mode = "register", hidet.schedule = {block = 256 : i64}, hidet.template = "elementwise"}
// INJ: math.exp
// INJ: memref.store %{{.*}}, %arg2[

func.func @f(%xt: tensor<40x100xf16>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %c = "graph.cast"(%xt) : (tensor<40x100xf16>) -> tensor<40x100xf32>
  %x = "graph.transpose"(%c) {perm = array<i64: 1, 0>} : (tensor<40x100xf32>) -> tensor<100x40xf32>
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  %r = "graph.relu"(%hb) : (tensor<100x72xf32>) -> tensor<100x72xf32>
  return %r : tensor<100x72xf32>
}
