// hidet-stitch-report on a softmax with a fused prologue (a splat scale and
// a broadcast mask, folded into the softmax's loads): the softmax is the
// dominant op, the prologue ops local. The schedule's register cache
// decides the bytes: with row-g32-p2-c4 a thread keeps 4 of its chunks, so
// 128 of each row of 300 stay in registers and the other 172 are read (the
// prologue recomputed) in each of the 3 passes: (128 + 3 * 172) / 300 of
// the x (7200 bytes) and mask (1200) sweep, 18032 bytes, against the
// minimum 8400. With c16 the whole row stays: the minimum.
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-stitch-report)' -o /dev/null 2>&1 | FileCheck %s
// RUN: sed 's/row-g32-p2-c4/row-g32-p2-c16/' %s | hidet-opt -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-stitch-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CACHED

// CHECK: :[[@LINE+18]]:8: remark: stitch @sm_kernel0: 1 kernel, template softmax, schedule row-g32-p2-c4
// CHECK-NEXT: {{^}}  kernel @sm_kernel0: grid 3x1x1 blocks x 64 threads
// CHECK-NEXT: {{^}}  softmax 6x300x1 (outer x axis x inner): warp per row: 32 lanes x 2 rows = 64 threads, 3 blocks,
// CHECK-NEXT: {{^}}  dominant op: graph.softmax at [[@LINE+18]]:8
// CHECK-NEXT: {{^}}  graph.constant at [[@LINE+14]]:8: prologue -> local (one-to-one, in registers, fused into the dominant op's loads)
// CHECK-NEXT: {{^}}  graph.mul at [[@LINE+14]]:8: prologue -> local (one-to-one, in registers, fused into the dominant op's loads)
// CHECK-NEXT: {{^}}  graph.add at [[@LINE+14]]:8: prologue -> local (one-to-one, in registers, fused into the dominant op's loads)
// CHECK-NEXT: {{^}}  graph.softmax at [[@LINE+14]]:8: anchor -> dominant (the template's schedule computes it)
// CHECK-NEXT: {{^}}  bytes: actual 18032 read + 7200 written = 25232, minimum 8400 read + 7200 written = 15600 (1.62x); of each row of 300, 128 held in registers (cache c4 x 32 lanes), the other 172 read in each of the 3 passes
// One kernel per op: mul 14400, add 15600, softmax 14400; the splat is not counted.
// CHECK: remark: stitch summary: 1 kernel function on the GPU, 1 kernel (launches), 0 kernel functions on the host (hidet.host_fallback)
// CHECK-NEXT: {{^}}  bytes: actual 18032 read + 7200 written = 25232, minimum 8400 read + 7200 written = 15600 (1.62x)
// CHECK-NEXT: {{^}}  one kernel per op: 3 kernels, 44400 bytes with each op reading its operands once (2.85x the minimum); with the templates' re-reads as in actual, 54032 bytes (2.14x the actual); not counted: 0 graph.reshape (views), 1 splat graph.constant (folded into their users)

// CACHED: schedule row-g32-p2-c16
// CACHED: bytes: actual 8400 read + 7200 written = 15600, minimum 8400 read + 7200 written = 15600 (1.00x); rows of 300 held in registers (cache c16 x 32 lanes): read once

func.func @sm(%x: tensor<6x300xf32>, %mask: tensor<300xf32>) -> tensor<6x300xf32> {
  %c = "graph.constant"() {value = dense<0.125> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.mul"(%x, %c) : (tensor<6x300xf32>, tensor<f32>) -> tensor<6x300xf32>
  %m = "graph.add"(%s, %mask) : (tensor<6x300xf32>, tensor<300xf32>) -> tensor<6x300xf32>
  %y = "graph.softmax"(%m) {axis = 1 : i64, hidet.schedule = "row-g32-p2-c4"} : (tensor<6x300xf32>) -> tensor<6x300xf32>
  return %y : tensor<6x300xf32>
}
