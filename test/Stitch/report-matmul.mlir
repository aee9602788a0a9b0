// hidet-stitch-report on a matmul with a prologue (the weight's transpose)
// and an epilogue (bias, relu): one kernel, the matmul dominant, the other
// ops local. Bytes: A (100x40 f32, 16000) is read once per block column of
// the grid (1 of 128 columns), the transposed weight (72x40, 11520) once per
// block row (2 of 64 rows), the bias (288) once by the stores: 39328 read;
// the minimum reads each input once: 27808. One kernel per op would move
// 23040 (transpose) + 56320 (matmul) + 57888 (add) + 57600 (relu) = 194848.
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s3},hidet-stitch-report)' -o %t.report.mlir 2>&1 | FileCheck %s
// The report changes nothing.
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s3})' -o %t.plain.mlir
// RUN: diff %t.report.mlir %t.plain.mlir
// The compile pipelines run it right after hidet-schedule-anchors when
// report=true, and not otherwise.
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s3 report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu{tune=fixed schedule=w2x2-o2x2-l4x8-i4x4-k8-s3})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// CHECK: :[[@LINE+20]]:9: remark: stitch @mm_kernel0: 1 kernel, template matmul_f32_simt, schedule w2x2-o2x2-l4x8-i4x4-k8-s3
// CHECK-NEXT: {{^}}  kernel @mm_kernel0: grid 1x2x1 blocks x 128 threads
// CHECK-NEXT: {{^}}  matmul 1x100x72x40 (batch x m x n x k): block tile 64x128, 128 threads,
// CHECK-NEXT: {{^}}  dominant op: graph.matmul at [[@LINE+18]]:8
// CHECK-NEXT: {{^}}  graph.transpose at [[@LINE+16]]:9: prologue -> local (one-to-one, in registers, fused into the dominant op's loads)
// CHECK-NEXT: {{^}}  graph.matmul at [[@LINE+16]]:8: anchor -> dominant (the template's schedule computes it)
// CHECK-NEXT: {{^}}  graph.add at [[@LINE+16]]:9: epilogue -> local (one-to-one, in registers, fused into the dominant op's stores)
// CHECK-NEXT: {{^}}  graph.relu at [[@LINE+16]]:8: epilogue -> local (one-to-one, in registers, fused into the dominant op's stores)
// CHECK-NEXT: {{^}}  bytes: actual 39328 read + 28800 written = 68128, minimum 27808 read + 28800 written = 56608 (1.20x); lhs read once per block column (1), rhs once per block row (2): an upper bound of DRAM traffic, L2 hits not counted
// CHECK-NEXT: remark: stitch summary: 1 kernel function on the GPU, 1 kernel (launches), 0 kernel functions on the host (hidet.host_fallback)
// CHECK-NEXT: {{^}}  bytes: actual 39328 read + 28800 written = 68128, minimum 27808 read + 28800 written = 56608 (1.20x)
// CHECK-NEXT: {{^}}  one kernel per op: 4 kernels, 194848 bytes with each op reading its operands once (3.44x the minimum); with the templates' re-reads as in actual, 206368 bytes (3.03x the actual); not counted: 0 graph.reshape (views), 0 splat graph.constant (folded into their users)

// PIPE: remark: @mm_kernel0: matmul 1x100x72x40
// PIPE-NEXT: remark: stitch @mm_kernel0: 1 kernel
// PIPE: remark: stitch summary:
// PIPE: remark: @mm_kernel0: anchor graph.matmul fused
// QUIET-NOT: stitch

func.func @mm(%x: tensor<100x40xf32>, %w: tensor<72x40xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %wt = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<72x40xf32>) -> tensor<40x72xf32>
  %h = "graph.matmul"(%x, %wt) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  %r = "graph.relu"(%hb) : (tensor<100x72xf32>) -> tensor<100x72xf32>
  return %r : tensor<100x72xf32>
}
