// hidet-stitch-report on an anchor-less group: no dominant op, every op
// independent. Both exp(x) and tanh(exp(x) + y) leave the group, so the
// elementwise template emits one kernel per result, and each recomputes its
// result from the group's inputs: x (800 bytes) is read by both kernels, y
// (80) by the second: 1680 bytes read against the minimum 880.
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-stitch-report)' -o /dev/null 2>&1 | FileCheck %s

// CHECK: :[[@LINE+14]]:8: remark: stitch @ew_kernel0: 2 kernels, template elementwise, schedule b256
// CHECK-NEXT: {{^}}  kernel @ew_kernel0_r0: grid 1x1x1 blocks x 256 threads
// CHECK-NEXT: {{^}}  kernel @ew_kernel0_r1: grid 1x1x1 blocks x 256 threads
// CHECK-NEXT: {{^}}  elementwise, 200 elements: 256 threads per block, 1 blocks,
// CHECK-NEXT: {{^}}  dominant op: none (scheme independent)
// CHECK-NEXT: {{^}}  graph.exp at [[@LINE+9]]:8: injective -> independent (no dominant op: each output element computed on its own)
// CHECK-NEXT: {{^}}  graph.add at [[@LINE+9]]:8: injective -> independent (no dominant op: each output element computed on its own)
// CHECK-NEXT: {{^}}  graph.tanh at [[@LINE+9]]:8: injective -> independent (no dominant op: each output element computed on its own)
// CHECK-NEXT: {{^}}  bytes: actual 1680 read + 1600 written = 3280, minimum 880 read + 1600 written = 2480 (1.32x); one kernel per result, each reading the inputs its result depends on
// CHECK-NEXT: remark: stitch summary: 1 kernel function on the GPU, 2 kernels (launches), 0 kernel functions on the host (hidet.host_fallback)
// CHECK-NEXT: {{^}}  bytes: actual 1680 read + 1600 written = 3280, minimum 880 read + 1600 written = 2480 (1.32x)
// CHECK-NEXT: {{^}}  one kernel per op: 3 kernels, 4880 bytes with each op reading its operands once (1.97x the minimum); with the templates' re-reads as in actual, 5680 bytes (1.73x the actual)

func.func @ew(%x: tensor<10x20xf32>, %y: tensor<20xf32>) -> (tensor<10x20xf32>, tensor<10x20xf32>) {
  %a = "graph.exp"(%x) : (tensor<10x20xf32>) -> tensor<10x20xf32>
  %b = "graph.add"(%a, %y) : (tensor<10x20xf32>, tensor<20xf32>) -> tensor<10x20xf32>
  %c = "graph.tanh"(%b) : (tensor<10x20xf32>) -> tensor<10x20xf32>
  return %a, %c : tensor<10x20xf32>, tensor<10x20xf32>
}
