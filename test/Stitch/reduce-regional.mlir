// AStitch's regional scheme on the reduce template: a graph.reduce whose
// row statistic, through same-shape epilogue ops, is broadcast back over the
// row by one elementwise op (hidet-partition's role "regional") is ONE
// kernel: the template reduces the row, then a second pass hands the
// statistic to the store hook once per row element, whose epilogue reads
// the other operand at the element's index and goes on at the input's
// shape. End to end through hidet-compile-to-gpu, on the CUDA emulator
// against the reference path (seeded random inputs, outputs poisoned,
// random thread order), for the cost model's schedules and 20 unsplit schedules
// sampled from the space (half of each layout; a regional reduce does not
// split: test/Stitch/split-errors.mlir), each also assembled by ptxas with
// no spills. The cases:
//  - RMS norm as torch decomposes it (x * rsqrt(mean(x * x) + eps) * w),
//    rows of 1, 7, 33, 1000 and 30000;
//  - x - max(x) over the middle axis of a 3-D input (column layout), and
//    over axis 0 (outer 1);
//  - x / sum(x * x) where the reduce drops the axis and a reshape restores it;
//  - a centred value (x - mean(x)) whose square is reduced again by a
//    second kernel (a group has at most one regional op).
// RUN: python3 %S/run_stitch.py %s --template reduce --filter '^[a-z]+-g[0-9]+-p[0-9]+$' --tmp %t.dir --samples 20 --seed 5 --ptx-samples --atol 1e-5 --rtol 1e-5 --args "--entry=regional --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK-NOT: FAIL
// CHECK: sampled 20 reduce schedules of {{[0-9]+}} (row 10, col 10): 20 passed, 0 failed
//
// Each stitched group is one kernel: 10 reduce kernels (the centred value's
// second reduce is its own), no element-wise kernel.
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu)' | FileCheck %s --check-prefix=LAUNCH
// LAUNCH-COUNT-10: gpu.launch_func
// LAUNCH-NOT: gpu.launch_func
// The report names the regional problem and the second pass.
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: remark: @regional_kernel{{[0-9]+}}: reduce 13x7x1 (outer x reduced x inner), row statistic broadcast back over the row: {{.*}}; regional: a second pass writes the row)
// The stitch report (after the schedule remarks): the scheme per op and the
// traffic of the second pass.
// REPORT: remark: stitch @regional_kernel{{[0-9]+}}: 1 kernel, template reduce, schedule {{[^ ]+}}
// REPORT: graph.{{mul|sub}} at {{[0-9:]+}}: regional -> regional (the dominant op's per-row statistic broadcast back over its row inside a block)
// REPORT: bytes: {{.*}}; a second pass reads the regional op's other operand and writes the row

func.func @regional(%r1: tensor<9x1xf32>, %r7: tensor<13x7xf32>, %r33: tensor<6x33xf32>,
                    %r1000: tensor<5x1000xf32>, %r30000: tensor<2x30000xf32>, %w: tensor<33xf32>,
                    %m: tensor<3x33x10xf32>, %a: tensor<40x3xf32>, %s: tensor<7x20xf32>,
                    %c: tensor<4x50xf32>, %w1000: tensor<1000xf32>)
    -> (tensor<9x1xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>,
        tensor<2x30000xf32>, tensor<3x33x10xf32>, tensor<40x3xf32>, tensor<7x20xf32>,
        tensor<4x50xf32>, tensor<4x1xf32>) {
  %eps = "graph.constant"() {value = dense<1.0e-6> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  // RMS norm, rows of 1
  %q1 = "graph.mul"(%r1, %r1) : (tensor<9x1xf32>, tensor<9x1xf32>) -> tensor<9x1xf32>
  %m1 = "graph.reduce"(%q1) {axes = array<i64: 1>, keepdims = true, kind = "mean"} : (tensor<9x1xf32>) -> tensor<9x1xf32>
  %e1 = "graph.add"(%m1, %eps) : (tensor<9x1xf32>, tensor<1x1xf32>) -> tensor<9x1xf32>
  %i1 = "graph.rsqrt"(%e1) : (tensor<9x1xf32>) -> tensor<9x1xf32>
  %y1 = "graph.mul"(%r1, %i1) : (tensor<9x1xf32>, tensor<9x1xf32>) -> tensor<9x1xf32>
  // rows of 7: no weight, the statistic on the left
  %q7 = "graph.mul"(%r7, %r7) : (tensor<13x7xf32>, tensor<13x7xf32>) -> tensor<13x7xf32>
  %m7 = "graph.reduce"(%q7) {axes = array<i64: 1>, keepdims = true, kind = "mean"} : (tensor<13x7xf32>) -> tensor<13x1xf32>
  %e7 = "graph.add"(%m7, %eps) : (tensor<13x1xf32>, tensor<1x1xf32>) -> tensor<13x1xf32>
  %i7 = "graph.rsqrt"(%e7) : (tensor<13x1xf32>) -> tensor<13x1xf32>
  %y7 = "graph.mul"(%i7, %r7) : (tensor<13x1xf32>, tensor<13x7xf32>) -> tensor<13x7xf32>
  // rows of 33, with the weight
  %q33 = "graph.mul"(%r33, %r33) : (tensor<6x33xf32>, tensor<6x33xf32>) -> tensor<6x33xf32>
  %m33 = "graph.reduce"(%q33) {axes = array<i64: 1>, keepdims = true, kind = "mean"} : (tensor<6x33xf32>) -> tensor<6x1xf32>
  %e33 = "graph.add"(%m33, %eps) : (tensor<6x1xf32>, tensor<1x1xf32>) -> tensor<6x1xf32>
  %i33 = "graph.rsqrt"(%e33) : (tensor<6x1xf32>) -> tensor<6x1xf32>
  %n33 = "graph.mul"(%r33, %i33) : (tensor<6x33xf32>, tensor<6x1xf32>) -> tensor<6x33xf32>
  %y33 = "graph.mul"(%n33, %w) : (tensor<6x33xf32>, tensor<33xf32>) -> tensor<6x33xf32>
  // rows of 1000, with the weight
  %q1000 = "graph.mul"(%r1000, %r1000) : (tensor<5x1000xf32>, tensor<5x1000xf32>) -> tensor<5x1000xf32>
  %m1000 = "graph.reduce"(%q1000) {axes = array<i64: 1>, keepdims = true, kind = "mean"} : (tensor<5x1000xf32>) -> tensor<5x1xf32>
  %e1000 = "graph.add"(%m1000, %eps) : (tensor<5x1xf32>, tensor<1x1xf32>) -> tensor<5x1xf32>
  %i1000 = "graph.rsqrt"(%e1000) : (tensor<5x1xf32>) -> tensor<5x1xf32>
  %n1000 = "graph.mul"(%r1000, %i1000) : (tensor<5x1000xf32>, tensor<5x1xf32>) -> tensor<5x1000xf32>
  %y1000 = "graph.mul"(%n1000, %w1000) : (tensor<5x1000xf32>, tensor<1000xf32>) -> tensor<5x1000xf32>
  // rows of 30000: x - max(x)
  %x30000 = "graph.reduce"(%r30000) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<2x30000xf32>) -> tensor<2x1xf32>
  %y30000 = "graph.sub"(%r30000, %x30000) : (tensor<2x30000xf32>, tensor<2x1xf32>) -> tensor<2x30000xf32>
  // middle axis of a 3-D input: x - max(x), then exp
  %xm = "graph.reduce"(%m) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<3x33x10xf32>) -> tensor<3x1x10xf32>
  %dm = "graph.sub"(%m, %xm) : (tensor<3x33x10xf32>, tensor<3x1x10xf32>) -> tensor<3x33x10xf32>
  %ym = "graph.exp"(%dm) : (tensor<3x33x10xf32>) -> tensor<3x33x10xf32>
  // axis 0: x - min(x)
  %xa = "graph.reduce"(%a) {axes = array<i64: 0>, keepdims = true, kind = "min"} : (tensor<40x3xf32>) -> tensor<1x3xf32>
  %ya = "graph.sub"(%a, %xa) : (tensor<40x3xf32>, tensor<1x3xf32>) -> tensor<40x3xf32>
  // x / sum(x * x): the reduce drops the axis, a reshape restores it (a
  // sum of squares: a plain sum of random signs can cancel to near zero)
  %s2 = "graph.mul"(%s, %s) : (tensor<7x20xf32>, tensor<7x20xf32>) -> tensor<7x20xf32>
  %ss = "graph.reduce"(%s2) {axes = array<i64: 1>, kind = "sum"} : (tensor<7x20xf32>) -> tensor<7xf32>
  %sr = "graph.reshape"(%ss) : (tensor<7xf32>) -> tensor<7x1xf32>
  %ys = "graph.div"(%s, %sr) : (tensor<7x20xf32>, tensor<7x1xf32>) -> tensor<7x20xf32>
  // centred value, returned, and the mean of its square (a second kernel)
  %mc = "graph.reduce"(%c) {axes = array<i64: 1>, keepdims = true, kind = "mean"} : (tensor<4x50xf32>) -> tensor<4x1xf32>
  %dc = "graph.sub"(%c, %mc) : (tensor<4x50xf32>, tensor<4x1xf32>) -> tensor<4x50xf32>
  %qc = "graph.mul"(%dc, %dc) : (tensor<4x50xf32>, tensor<4x50xf32>) -> tensor<4x50xf32>
  %vc = "graph.reduce"(%qc) {axes = array<i64: 1>, keepdims = true, kind = "mean"} : (tensor<4x50xf32>) -> tensor<4x1xf32>
  return %y1, %y7, %y33, %y1000, %y30000, %ym, %ya, %ys, %dc, %vc
      : tensor<9x1xf32>, tensor<13x7xf32>, tensor<6x33xf32>, tensor<5x1000xf32>,
        tensor<2x30000xf32>, tensor<3x33x10xf32>, tensor<40x3xf32>, tensor<7x20xf32>,
        tensor<4x50xf32>, tensor<4x1xf32>
}
