// The global (two-kernel split) scheme of softmax and layer_norm with
// 128-bit loads (-s<S>-v4): both kernels read their slices through the
// load4 hook (chunks of 4 elements; a slice is Jpad * G * 4 elements),
// end to end: hidet-compile-to-gpu, then the CUDA emulator against the
// reference path on seeded random inputs, outputs poisoned, random thread
// order; for the cost model's schedules and for 8 schedules per template
// sampled from the space's split -v4 schedules (all of layout row), each
// also assembled by ptxas (sm_80 and sm_90 alternately) with no spills.
// Every anchor is an f32 row over the last dims (inner == 1): rows of
// 30000 (a multiple of 4: the fast path), 30001 (the four-scalar path and
// a tail chunk with nv < 4), a fused prologue (x * 0.5 + bias) and
// epilogues (* w, + z).
// RUN: python3 %S/run_stitch.py %s --template softmax --tmp %t.s --samples 8 --seed 41 --ptx-samples --filter='-s[0-9]+-v4$' --atol 1e-7 --rtol 1e-4 --args "--entry=sv_softmax --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=SV-SOFTMAX
// SV-SOFTMAX: cost-model: {{.*}} PASS
// SV-SOFTMAX: ptx sm_80: {{OK|SKIP}}
// SV-SOFTMAX: ptx sm_90: {{OK|SKIP}}
// SV-SOFTMAX-NOT: FAIL
// SV-SOFTMAX: sampled 8 softmax schedules of {{[0-9]+}} (row 8, col 0): 8 passed, 0 failed
// RUN: python3 %S/run_stitch.py %s --template layer_norm --tmp %t.l --samples 8 --seed 42 --ptx-samples --filter='-s[0-9]+-v4$' --atol 1e-4 --rtol 1e-4 --args "--entry=sv_ln --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s --check-prefix=SV-LN
// SV-LN: cost-model: {{.*}} PASS
// SV-LN: ptx sm_80: {{OK|SKIP}}
// SV-LN: ptx sm_90: {{OK|SKIP}}
// SV-LN-NOT: FAIL
// SV-LN: sampled 8 layer_norm schedules of {{[0-9]+}} (row 8, col 0): 8 passed, 0 failed
// The cost model takes split -v4 for layer_norm over 4 rows of 65536.
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: stitch @sv_ln_kernel{{[0-9]+}}: 2 kernels, template layer_norm, schedule row-g{{[0-9]+}}-p{{[0-9]+}}-c{{[0-9]+}}-s[[NS:[0-9]+]]-v4
// REPORT-NEXT: kernel @sv_ln_kernel{{[0-9]+}}_partial: grid {{[0-9]+}}x[[NS]]x1 blocks
// REPORT-NEXT: kernel @sv_ln_kernel{{[0-9]+}}_write: grid {{[0-9]+}}x[[NS]]x1 blocks

func.func @sv_softmax(%a: tensor<1x30000xf32>, %bias: tensor<30000xf32>, %b: tensor<8x30000xf32>,
                      %c: tensor<3x30001xf32>, %w: tensor<30001xf32>)
    -> (tensor<1x30000xf32>, tensor<8x30000xf32>, tensor<3x30001xf32>) {
  // prologue: x * 0.5 + bias
  %half = "graph.constant"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %a1 = "graph.mul"(%a, %half) : (tensor<1x30000xf32>, tensor<f32>) -> tensor<1x30000xf32>
  %a2 = "graph.add"(%a1, %bias) : (tensor<1x30000xf32>, tensor<30000xf32>) -> tensor<1x30000xf32>
  %ya = "graph.softmax"(%a2) {axis = -1 : i64} : (tensor<1x30000xf32>) -> tensor<1x30000xf32>
  %yb = "graph.softmax"(%b) {axis = 1 : i64} : (tensor<8x30000xf32>) -> tensor<8x30000xf32>
  // epilogue: * w
  %c1 = "graph.softmax"(%c) {axis = -1 : i64} : (tensor<3x30001xf32>) -> tensor<3x30001xf32>
  %yc = "graph.mul"(%c1, %w) : (tensor<3x30001xf32>, tensor<30001xf32>) -> tensor<3x30001xf32>
  return %ya, %yb, %yc : tensor<1x30000xf32>, tensor<8x30000xf32>, tensor<3x30001xf32>
}

func.func @sv_ln(%a: tensor<1x30000xf32>, %ga: tensor<30000xf32>, %ba: tensor<30000xf32>,
                 %c: tensor<3x30001xf32>, %gc: tensor<30001xf32>, %bc: tensor<30001xf32>,
                 %z: tensor<3x30001xf32>,
                 %f: tensor<4x6x5000xf32>, %gf: tensor<6x5000xf32>, %bf: tensor<6x5000xf32>,
                 %h: tensor<4x65536xf32>, %gh: tensor<65536xf32>, %bh: tensor<65536xf32>)
    -> (tensor<1x30000xf32>, tensor<3x30001xf32>, tensor<4x6x5000xf32>, tensor<4x65536xf32>) {
  // prologue: x * 2 + 1
  %two = "graph.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %one = "graph.constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %a0 = "graph.mul"(%a, %two) : (tensor<1x30000xf32>, tensor<f32>) -> tensor<1x30000xf32>
  %a1 = "graph.add"(%a0, %one) : (tensor<1x30000xf32>, tensor<f32>) -> tensor<1x30000xf32>
  %ya = "graph.layer_norm"(%a1, %ga, %ba) {axis = -1 : i64} : (tensor<1x30000xf32>, tensor<30000xf32>, tensor<30000xf32>) -> tensor<1x30000xf32>
  // epilogue: + z
  %c1 = "graph.layer_norm"(%c, %gc, %bc) {axis = -1 : i64, epsilon = 1.000000e-03 : f32} : (tensor<3x30001xf32>, tensor<30001xf32>, tensor<30001xf32>) -> tensor<3x30001xf32>
  %yc = "graph.add"(%c1, %z) : (tensor<3x30001xf32>, tensor<3x30001xf32>) -> tensor<3x30001xf32>
  // a row over two trailing dims (4 rows of 6 x 5000)
  %yf = "graph.layer_norm"(%f, %gf, %bf) {axis = 1 : i64} : (tensor<4x6x5000xf32>, tensor<6x5000xf32>, tensor<6x5000xf32>) -> tensor<4x6x5000xf32>
  %yh = "graph.layer_norm"(%h, %gh, %bh) {axis = -1 : i64} : (tensor<4x65536xf32>, tensor<65536xf32>, tensor<65536xf32>) -> tensor<4x65536xf32>
  return %ya, %yc, %yf, %yh : tensor<1x30000xf32>, tensor<3x30001xf32>, tensor<4x6x5000xf32>, tensor<4x65536xf32>
}
