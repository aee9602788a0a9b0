// hidet-stitch-report with unsupported=host: the f64 max pool's group (with
// its exp and cast epilogue) is no template's (pool2d computes f32, f16, bf16) and
// stays a host function (hidet.host_fallback): its block names its ops and
// its minimum, which the totals leave out; the summary counts it. The
// matmul group is a kernel (its epilogue casts to f64): A (5280 bytes) read
// by each of the 5 block columns, B (11520) by each of the 3 block rows,
// the bias (288) once: 61248 bytes.
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{unsupported=host},hidet-stitch-report)' -o /dev/null 2>&1 | FileCheck %s

// CHECK: :[[@LINE+23]]:8: remark: @f_kernel1: 'graph.pool2d' cannot use the pool2d template (the direct window kernels compute f32, f16 and bf16 (in f32) only{{.*}}): computed on the host (unsupported=host)
// CHECK-NEXT: :[[@LINE+19]]:8: remark: stitch @f_kernel0: 1 kernel, template matmul_f32_simt, schedule w1x2-o1x1-l8x4-i2x2-k16-s2
// CHECK-NEXT: {{^}}  kernel @f_kernel0: grid 5x3x1 blocks x 64 threads
// CHECK-NEXT: {{^}}  matmul 1x33x72x40 (batch x m x n x k): block tile 16x16, 64 threads,
// CHECK-NEXT: {{^}}  dominant op: graph.matmul at [[@LINE+16]]:8
// CHECK-NEXT: {{^}}  graph.matmul at [[@LINE+15]]:8: anchor -> dominant (the template's schedule computes it)
// CHECK-NEXT: {{^}}  graph.add at [[@LINE+15]]:9: epilogue -> local (one-to-one, in registers, fused into the dominant op's stores)
// CHECK-NEXT: {{^}}  graph.reshape at [[@LINE+15]]:8: epilogue -> local (one-to-one, in registers, fused into the dominant op's stores)
// CHECK-NEXT: {{^}}  graph.cast at [[@LINE+14]]:82: epilogue -> local (one-to-one, in registers, fused into the dominant op's stores)
// CHECK-NEXT: {{^}}  bytes: actual 61248 read + 19008 written = 80256, minimum 17088 read + 19008 written = 36096 (2.22x); lhs read once per block column (5), rhs once per block row (3): an upper bound of DRAM traffic, L2 hits not counted
// CHECK-NEXT: :[[@LINE+13]]:8: remark: stitch @f_kernel1: on the host (hidet.host_fallback), no GPU kernel
// CHECK-NEXT: {{^}}  graph.pool2d at [[@LINE+12]]:8: anchor -> host (computed on the CPU like the reference path)
// CHECK-NEXT: {{^}}  graph.exp at [[@LINE+12]]:8: epilogue -> host (computed on the CPU like the reference path)
// CHECK-NEXT: {{^}}  graph.cast at [[@LINE+11]]:80: epilogue -> host (computed on the CPU like the reference path)
// CHECK-NEXT: {{^}}  bytes: minimum 19008 read + 2112 written = 21120 (not in the totals)
// CHECK-NEXT: remark: stitch summary: 1 kernel function on the GPU, 1 kernel (launches), 1 kernel function on the host (hidet.host_fallback)
// CHECK-NEXT: {{^}}  bytes: actual 61248 read + 19008 written = 80256, minimum 17088 read + 19008 written = 36096 (2.22x)
// CHECK-NEXT: {{^}}  one kernel per op: 3 kernels, 74112 bytes with each op reading its operands once (2.05x the minimum); with the templates' re-reads as in actual, 118272 bytes (1.47x the actual); not counted: 1 graph.reshape (views), 0 splat graph.constant (folded into their users)

func.func @f(%x: tensor<33x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<1x33x4x4xf32> {
  %h = "graph.matmul"(%x, %w) {hidet.schedule = "w1x2-o1x1-l8x4-i2x2-k16-s2"} : (tensor<33x40xf32>, tensor<40x72xf32>) -> tensor<33x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<33x72xf32>, tensor<72xf32>) -> tensor<33x72xf32>
  %r = "graph.reshape"(%hb) : (tensor<33x72xf32>) -> tensor<1x33x8x9xf32> %r64 = "graph.cast"(%r) : (tensor<1x33x8x9xf32>) -> tensor<1x33x8x9xf64>
  %p = "graph.pool2d"(%r64) {kernel = array<i64: 2, 2>, kind = "max"} : (tensor<1x33x8x9xf64>) -> tensor<1x33x4x4xf64>
  %e = "graph.exp"(%p) : (tensor<1x33x4x4xf64>) -> tensor<1x33x4x4xf64> %e32 = "graph.cast"(%e) : (tensor<1x33x4x4xf64>) -> tensor<1x33x4x4xf32>
  return %e32 : tensor<1x33x4x4xf32>
}
