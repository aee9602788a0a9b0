// hidet-stitch-report on a layer_norm with a residual add as prologue and a
// relu as epilogue. gamma and beta are read in the last pass, once per
// sweep (every row reads the same 200 values: the model counts them once).
// With row-g8-p4-c32 each row of 200 stays in registers: x and the residual
// are read once, the minimum. With row-g32-p1-c0 nothing is cached: the
// 3 passes read x and the residual (12800 bytes) three times: 38400 + 1600.
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-stitch-report)' -o /dev/null 2>&1 | FileCheck %s
// RUN: sed 's/row-g8-p4-c32/row-g32-p1-c0/' %s | hidet-opt -p 'builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-stitch-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNCACHED

// CHECK: :[[@LINE+17]]:8: remark: stitch @ln_kernel0: 1 kernel, template layer_norm, schedule row-g8-p4-c32
// CHECK-NEXT: {{^}}  kernel @ln_kernel0: grid 2x1x1 blocks x 32 threads
// CHECK-NEXT: {{^}}  layer_norm 8x200 (rows x normalised): sub-warp rows: 8 lanes x 4 rows = 32 threads, 2 blocks,
// CHECK-NEXT: {{^}}  dominant op: graph.layer_norm at [[@LINE+15]]:8
// CHECK-NEXT: {{^}}  graph.add at [[@LINE+13]]:8: prologue -> local (one-to-one, in registers, fused into the dominant op's loads)
// CHECK-NEXT: {{^}}  graph.layer_norm at [[@LINE+13]]:8: anchor -> dominant (the template's schedule computes it)
// CHECK-NEXT: {{^}}  graph.relu at [[@LINE+13]]:8: epilogue -> local (one-to-one, in registers, fused into the dominant op's stores)
// CHECK-NEXT: {{^}}  bytes: actual 14400 read + 6400 written = 20800, minimum 14400 read + 6400 written = 20800 (1.00x); rows of 200 held in registers (cache c32 x 8 lanes): read once
// One kernel per op: add 19200, layer_norm 14400, relu 12800 bytes.
// CHECK: remark: stitch summary: 1 kernel function on the GPU, 1 kernel (launches), 0 kernel functions on the host (hidet.host_fallback)
// CHECK-NEXT: {{^}}  bytes: actual 14400 read + 6400 written = 20800, minimum 14400 read + 6400 written = 20800 (1.00x)
// CHECK-NEXT: {{^}}  one kernel per op: 3 kernels, 46400 bytes with each op reading its operands once (2.23x the minimum)

// UNCACHED: schedule row-g32-p1-c0
// UNCACHED: bytes: actual 40000 read + 6400 written = 46400, minimum 14400 read + 6400 written = 20800 (2.23x); of each row of 200, 0 held in registers (cache c0 x 32 lanes), the other 200 read in each of the 3 passes

func.func @ln(%x: tensor<8x200xf32>, %res: tensor<8x200xf32>, %g: tensor<200xf32>, %b: tensor<200xf32>) -> tensor<8x200xf32> {
  %s = "graph.add"(%x, %res) : (tensor<8x200xf32>, tensor<8x200xf32>) -> tensor<8x200xf32>
  %y = "graph.layer_norm"(%s, %g, %b) {axis = 1 : i64, epsilon = 1.0e-5 : f32, hidet.schedule = "row-g8-p4-c32"} : (tensor<8x200xf32>, tensor<200xf32>, tensor<200xf32>) -> tensor<8x200xf32>
  %r = "graph.relu"(%y) : (tensor<8x200xf32>) -> tensor<8x200xf32>
  return %r : tensor<8x200xf32>
}
