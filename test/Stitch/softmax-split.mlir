// The softmax template's global (two-kernel split) scheme, end to end:
// hidet-compile-to-gpu, then the CUDA emulator against the reference path
// on seeded random inputs, outputs poisoned, random thread order. Few long
// rows, so the cost model splits each row across blocks (split S > 1:
// kernel 1 writes each slice's (max, sum of exp) into the workspace,
// kernel 2 combines a row's S pairs and writes its slice):
//  - rows of 30000 (1 and 8 rows), 30001 (odd R: 3 rows) and 100000 (1 and
//    2 rows);
//  - a middle-axis softmax (3 x 30001 x 5 over axis 1: 15 rows whose
//    elements lie 5 apart);
//  - a fused prologue (x * 0.5 + bias, bias broadcast over the row) in both
//    kernels and a fused epilogue (* w) in kernel 2;
// for the cost model's schedules (each must be a split one) and for 12
// schedules sampled from the space's split schedules (half of each layout),
// each also assembled by ptxas (sm_80 and sm_90 alternately) with no
// spills.
// RUN: python3 %S/run_stitch.py %s --template softmax --tmp %t.dir --samples 12 --seed 11 --ptx-samples --filter='-s[0-9]+$' --atol 1e-7 --rtol 1e-4 --args "--entry=split_all --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} {{(row|col)}}-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s{{[0-9]+}}{{(-v4)?}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK-NOT: FAIL
// CHECK: sampled 12 softmax schedules of {{[0-9]+}} (row 6, col 6): 12 passed, 0 failed
// The report: two kernels on grid [row blocks, S], the anchor's scheme is
// global, and the bytes count both kernels' reads and the workspace.
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: stitch @split_all_kernel1: 2 kernels, template softmax, schedule row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s[[S:[0-9]+]]
// REPORT-NEXT: kernel @split_all_kernel1_partial: grid {{[0-9]+}}x[[S]]x1 blocks
// REPORT-NEXT: kernel @split_all_kernel1_write: grid {{[0-9]+}}x[[S]]x1 blocks
// REPORT-NEXT: softmax 8x30000x1 (outer x axis x inner): global (two-kernel split), {{.*}} ([[S]] per row) in each kernel
// REPORT: graph.softmax at {{[0-9]+}}:{{[0-9]+}}: anchor -> global (its reduction split across blocks
// REPORT: bytes: actual {{[0-9]+}} read + {{[0-9]+}} written = {{.*}}; split s[[S]] (global two-kernel scheme): kernel 1 reads each row {{[0-9.]+}} times {{.*}}, kernel 2 once more; {{[0-9]+}} bytes of slice statistics written, read back by each of a row's [[S]] blocks

func.func @split_all(%a: tensor<1x30000xf32>, %bias: tensor<30000xf32>, %b: tensor<8x30000xf32>,
                     %c: tensor<3x30001xf32>, %w: tensor<30001xf32>, %d: tensor<1x100000xf32>,
                     %e: tensor<2x100000xf32>, %m: tensor<3x30001x5xf32>)
    -> (tensor<1x30000xf32>, tensor<8x30000xf32>, tensor<3x30001xf32>, tensor<1x100000xf32>,
        tensor<2x100000xf32>, tensor<3x30001x5xf32>) {
  // prologue: x * 0.5 + bias
  %half = "graph.constant"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %a1 = "graph.mul"(%a, %half) : (tensor<1x30000xf32>, tensor<f32>) -> tensor<1x30000xf32>
  %a2 = "graph.add"(%a1, %bias) : (tensor<1x30000xf32>, tensor<30000xf32>) -> tensor<1x30000xf32>
  %ya = "graph.softmax"(%a2) {axis = -1 : i64} : (tensor<1x30000xf32>) -> tensor<1x30000xf32>
  %yb = "graph.softmax"(%b) {axis = 1 : i64} : (tensor<8x30000xf32>) -> tensor<8x30000xf32>
  // epilogue: * w
  %c1 = "graph.softmax"(%c) {axis = -1 : i64} : (tensor<3x30001xf32>) -> tensor<3x30001xf32>
  %yc = "graph.mul"(%c1, %w) : (tensor<3x30001xf32>, tensor<30001xf32>) -> tensor<3x30001xf32>
  %yd = "graph.softmax"(%d) {axis = -1 : i64} : (tensor<1x100000xf32>) -> tensor<1x100000xf32>
  %ye = "graph.softmax"(%e) {axis = -1 : i64} : (tensor<2x100000xf32>) -> tensor<2x100000xf32>
  %ym = "graph.softmax"(%m) {axis = 1 : i64} : (tensor<3x30001x5xf32>) -> tensor<3x30001x5xf32>
  return %ya, %yb, %yc, %yd, %ye, %ym : tensor<1x30000xf32>, tensor<8x30000xf32>, tensor<3x30001xf32>, tensor<1x100000xf32>, tensor<2x100000xf32>, tensor<3x30001x5xf32>
}
