// log-softmax as torch decomposes it (x - max(x) - log(sum(exp(x - max(x))))),
// stitched as it is rather than raised: two reduce kernels with regional
// epilogues (AStitch's regional scheme). Kernel 1: the row max, then
// d = x - max written in a second pass; kernel 2: exp(d) summed (exp as a
// prologue), log, then d - lse written in a second pass. Over the last axis
// (rows of 7, 33 and 1000) and the middle axis of a 3-D input (a column
// layout). On the emulator against the reference path for the cost model's
// schedules and 8 sampled unsplit ones, outputs poisoned.
// RUN: python3 %S/run_stitch.py %s --template reduce --filter '^[a-z]+-g[0-9]+-p[0-9]+$' --tmp %t.dir --samples 8 --seed 9 --atol 1e-5 --rtol 1e-5 --args "--entry=log_softmax --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison" | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK-NOT: FAIL
// CHECK: sampled 8 reduce schedules of {{[0-9]+}} (row 4, col 4): 8 passed, 0 failed
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GROUPS
// GROUPS: remark: group {{[0-9]+}}: graph.reduce at {{[0-9:]+}} (anchor), graph.sub at {{[0-9:]+}} (regional){{$}}
// GROUPS: remark: group {{[0-9]+}}: graph.exp at {{[0-9:]+}} (prologue), graph.reduce at {{[0-9:]+}} (anchor), graph.log at {{[0-9:]+}} (epilogue), graph.sub at {{[0-9:]+}} (regional){{$}}
// GROUPS: remark: group {{[0-9]+}}: graph.reduce at {{[0-9:]+}} (anchor), graph.sub at {{[0-9:]+}} (regional){{$}}
// GROUPS: remark: group {{[0-9]+}}: graph.exp at {{[0-9:]+}} (prologue), graph.reduce at {{[0-9:]+}} (anchor), graph.log at {{[0-9:]+}} (epilogue), graph.sub at {{[0-9:]+}} (regional){{$}}
// GROUPS: remark: group {{[0-9]+}}: graph.reduce at {{[0-9:]+}} (anchor), graph.sub at {{[0-9:]+}} (regional){{$}}
// GROUPS: remark: group {{[0-9]+}}: graph.exp at {{[0-9:]+}} (prologue), graph.reduce at {{[0-9:]+}} (anchor), graph.log at {{[0-9:]+}} (epilogue), graph.sub at {{[0-9:]+}} (regional){{$}}
// GROUPS: remark: group {{[0-9]+}}: graph.reduce at {{[0-9:]+}} (anchor), graph.sub at {{[0-9:]+}} (regional){{$}}
// GROUPS: remark: group {{[0-9]+}}: graph.exp at {{[0-9:]+}} (prologue), graph.reduce at {{[0-9:]+}} (anchor), graph.log at {{[0-9:]+}} (epilogue), graph.sub at {{[0-9:]+}} (regional){{$}}
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu)' | FileCheck %s --check-prefix=LAUNCH
// LAUNCH-COUNT-8: gpu.launch_func
// LAUNCH-NOT: gpu.launch_func

func.func @log_softmax(%a: tensor<5x7xf32>, %b: tensor<4x33xf32>, %c: tensor<3x1000xf32>, %m: tensor<2x40x6xf32>)
    -> (tensor<5x7xf32>, tensor<4x33xf32>, tensor<3x1000xf32>, tensor<2x40x6xf32>) {
  %ma = "graph.reduce"(%a) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<5x7xf32>) -> tensor<5x1xf32>
  %da = "graph.sub"(%a, %ma) : (tensor<5x7xf32>, tensor<5x1xf32>) -> tensor<5x7xf32>
  %ea = "graph.exp"(%da) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  %sa = "graph.reduce"(%ea) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<5x7xf32>) -> tensor<5x1xf32>
  %la = "graph.log"(%sa) : (tensor<5x1xf32>) -> tensor<5x1xf32>
  %ya = "graph.sub"(%da, %la) : (tensor<5x7xf32>, tensor<5x1xf32>) -> tensor<5x7xf32>
  %mb = "graph.reduce"(%b) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<4x33xf32>) -> tensor<4x1xf32>
  %db = "graph.sub"(%b, %mb) : (tensor<4x33xf32>, tensor<4x1xf32>) -> tensor<4x33xf32>
  %eb = "graph.exp"(%db) : (tensor<4x33xf32>) -> tensor<4x33xf32>
  %sb = "graph.reduce"(%eb) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<4x33xf32>) -> tensor<4x1xf32>
  %lb = "graph.log"(%sb) : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %yb = "graph.sub"(%db, %lb) : (tensor<4x33xf32>, tensor<4x1xf32>) -> tensor<4x33xf32>
  %mc = "graph.reduce"(%c) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<3x1000xf32>) -> tensor<3x1xf32>
  %dc = "graph.sub"(%c, %mc) : (tensor<3x1000xf32>, tensor<3x1xf32>) -> tensor<3x1000xf32>
  %ec = "graph.exp"(%dc) : (tensor<3x1000xf32>) -> tensor<3x1000xf32>
  %sc = "graph.reduce"(%ec) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<3x1000xf32>) -> tensor<3x1xf32>
  %lc = "graph.log"(%sc) : (tensor<3x1xf32>) -> tensor<3x1xf32>
  %yc = "graph.sub"(%dc, %lc) : (tensor<3x1000xf32>, tensor<3x1xf32>) -> tensor<3x1000xf32>
  %mm = "graph.reduce"(%m) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<2x40x6xf32>) -> tensor<2x1x6xf32>
  %dm = "graph.sub"(%m, %mm) : (tensor<2x40x6xf32>, tensor<2x1x6xf32>) -> tensor<2x40x6xf32>
  %em = "graph.exp"(%dm) : (tensor<2x40x6xf32>) -> tensor<2x40x6xf32>
  %sm = "graph.reduce"(%em) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<2x40x6xf32>) -> tensor<2x1x6xf32>
  %lm = "graph.log"(%sm) : (tensor<2x1x6xf32>) -> tensor<2x1x6xf32>
  %ym = "graph.sub"(%dm, %lm) : (tensor<2x40x6xf32>, tensor<2x1x6xf32>) -> tensor<2x40x6xf32>
  return %ya, %yb, %yc, %ym : tensor<5x7xf32>, tensor<4x33xf32>, tensor<3x1000xf32>, tensor<2x40x6xf32>
}
