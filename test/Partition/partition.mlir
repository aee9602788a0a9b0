// hidet-partition on the basic shapes of fusion groups; the report is
// checked on stderr.
// RUN: hidet-opt %s --split-input-file -p 'builtin.module(hidet-partition)' | FileCheck %s
// RUN: hidet-opt %s --split-input-file -p 'builtin.module(hidet-partition{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// matmul -> add(bias) -> relu: one group, anchor + 2 epilogue ops.
// CHECK-LABEL: func.func @mm_bias_relu
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.add"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.relu"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// REPORT: partition.mlir:[[@LINE+3]]:8: remark: group 0: graph.matmul at [[@LINE+3]]:8 (anchor), graph.add at [[@LINE+4]]:8 (epilogue), graph.relu at [[@LINE+5]]:8 (epilogue)
// REPORT: remark: argument #0 (operand #0 of graph.matmul at [[@LINE+2]]:8) not fused into group 0: it is a function argument
func.func @mm_bias_relu(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.add"(%0, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %2 = "graph.relu"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}

// -----

// cast and transpose feed the matmul only: prologue.
// CHECK-LABEL: func.func @prologue
// CHECK: "graph.cast"{{.*}}hidet.group = 0 : i64, hidet.role = "prologue"
// CHECK: "graph.transpose"{{.*}}hidet.group = 0 : i64, hidet.role = "prologue"
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
func.func @prologue(%x: tensor<2x4xf16>, %w: tensor<3x4xf32>) -> tensor<2x3xf32> {
  %0 = "graph.cast"(%x) : (tensor<2x4xf16>) -> tensor<2x4xf32>
  %1 = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>
  %2 = "graph.matmul"(%0, %1) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}

// -----

// Two-layer MLP: the relu between the matmuls is the first group's
// epilogue, so it is not the second group's prologue.
// CHECK-LABEL: func.func @mlp
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.add"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.relu"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.matmul"{{.*}}hidet.group = 1 : i64, hidet.role = "anchor"
// CHECK: "graph.add"{{.*}}hidet.group = 1 : i64, hidet.role = "epilogue"
// REPORT: remark: graph.relu at [[@LINE+4]]:8 not fused into group 1: it is already in group 0
func.func @mlp(%x: tensor<2x4xf32>, %w1: tensor<4x8xf32>, %b1: tensor<8xf32>, %w2: tensor<8x3xf32>, %b2: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w1) : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
  %1 = "graph.add"(%0, %b1) : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %2 = "graph.relu"(%1) : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %3 = "graph.matmul"(%2, %w2) : (tensor<2x8xf32>, tensor<8x3xf32>) -> tensor<2x3xf32>
  %4 = "graph.add"(%3, %b2) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %4 : tensor<2x3xf32>
}

// -----

// The anchor's result has two uses, relu and exp, that close into the add
// (the DAG rule, test/Partition/partition-dag.mlir): all three are the
// matmul's epilogue. Two uses that do not close: @two_uses_open.
// CHECK-LABEL: func.func @two_uses
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.relu"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.exp"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.add"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// REPORT: partition.mlir:[[@LINE+2]]:8: remark: group 0: graph.matmul at [[@LINE+2]]:8 (anchor), graph.relu at [[@LINE+3]]:8 (epilogue), graph.exp at [[@LINE+4]]:8 (epilogue), graph.add at [[@LINE+5]]:8 (epilogue){{$}}
func.func @two_uses(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.relu"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "graph.exp"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "graph.add"(%1, %2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// -----

// The same uses, both returned: they do not close into one value, so there
// is no epilogue and the users form injective groups.
// CHECK-LABEL: func.func @two_uses_open
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.relu"{{.*}}hidet.group = 1 : i64, hidet.role = "injective"
// CHECK: "graph.exp"{{.*}}hidet.group = 2 : i64, hidet.role = "injective"
// REPORT: remark: graph.exp at [[@LINE+7]]:8 not fused into group 0: the value it reads (graph.matmul at [[@LINE+5]]:8) has 2 uses, and func.return at [[@LINE+8]]:3 reads a value of the DAG that is used outside it
// REPORT: remark: graph.relu at [[@LINE+5]]:8 not fused into group 0: the value it reads (graph.matmul at [[@LINE+4]]:8) has 2 uses
// REPORT: partition.mlir:[[@LINE+4]]:8: remark: group 1: graph.relu at [[@LINE+4]]:8 (injective){{$}}
// REPORT: remark: group 2: graph.exp at [[@LINE+4]]:8 (injective)
func.func @two_uses_open(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.relu"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "graph.exp"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// The cast is also returned, so it is not the matmul's prologue; the
// transpose is.
// CHECK-LABEL: func.func @shared_prologue
// CHECK: "graph.cast"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
// CHECK: "graph.transpose"{{.*}}hidet.group = 1 : i64, hidet.role = "prologue"
// CHECK: "graph.matmul"{{.*}}hidet.group = 1 : i64, hidet.role = "anchor"
// REPORT: remark: group 0: graph.cast at [[@LINE+3]]:8 (injective)
// REPORT: remark: graph.cast at [[@LINE+2]]:8 not fused into group 1: its result has 2 uses, 1 outside the group
func.func @shared_prologue(%x: tensor<2x4xf16>, %w: tensor<3x4xf32>) -> (tensor<2x3xf32>, tensor<2x4xf32>) {
  %0 = "graph.cast"(%x) : (tensor<2x4xf16>) -> tensor<2x4xf32>
  %1 = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>
  %2 = "graph.matmul"(%0, %1) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return %2, %0 : tensor<2x3xf32>, tensor<2x4xf32>
}

// -----

// softmax and layer_norm are anchors; the scale feeding softmax is its
// prologue, the tanh after layer_norm its epilogue.
// CHECK-LABEL: func.func @norms
// CHECK: "graph.mul"{{.*}}hidet.group = 0 : i64, hidet.role = "prologue"
// CHECK: "graph.softmax"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.layer_norm"{{.*}}hidet.group = 1 : i64, hidet.role = "anchor"
// CHECK: "graph.tanh"{{.*}}hidet.group = 1 : i64, hidet.role = "epilogue"
// REPORT: remark: graph.softmax at [[@LINE+3]]:8 not fused into group 1: it is already in group 0
func.func @norms(%x: tensor<2x8xf32>, %s: tensor<1xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x8xf32> {
  %0 = "graph.mul"(%x, %s) : (tensor<2x8xf32>, tensor<1xf32>) -> tensor<2x8xf32>
  %1 = "graph.softmax"(%0) {axis = 1 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %2 = "graph.layer_norm"(%1, %g, %b) : (tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %3 = "graph.tanh"(%2) : (tensor<2x8xf32>) -> tensor<2x8xf32>
  return %3 : tensor<2x8xf32>
}

// -----

// No anchor: a chain of injective ops is one group; the broadcast is
// injective too.
// CHECK-LABEL: func.func @chain
// CHECK: "graph.constant"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
// CHECK: "graph.broadcast"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
// CHECK: "graph.add"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
// CHECK: "graph.exp"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
func.func @chain(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.constant"() {value = dense<1.0> : tensor<3xf32>} : () -> tensor<3xf32>
  %1 = "graph.broadcast"(%0) : (tensor<3xf32>) -> tensor<2x3xf32>
  %2 = "graph.add"(%x, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "graph.exp"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// -----

// Group numbers in the report are the final ones (program order), also in
// "already in group": the exp (also returned, so not a prologue) is numbered
// first though its injective group is made after the anchors' groups.
// CHECK-LABEL: func.func @renumbered
// CHECK: "graph.exp"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
// CHECK: "graph.matmul"{{.*}}hidet.group = 1 : i64, hidet.role = "anchor"
// CHECK: "graph.mul"{{.*}}hidet.group = 1 : i64, hidet.role = "epilogue"
// CHECK: "graph.softmax"{{.*}}hidet.group = 2 : i64, hidet.role = "anchor"
// REPORT: remark: graph.softmax at [[@LINE+6]]:8 not fused into group 1: it is an anchor
// REPORT: remark: graph.mul at [[@LINE+4]]:8 not fused into group 2: it is already in group 1
func.func @renumbered(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %s: tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<1x1xf32>) {
  %c = "graph.exp"(%s) : (tensor<1x1xf32>) -> tensor<1x1xf32>
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %1 = "graph.mul"(%0, %c) : (tensor<4x4xf32>, tensor<1x1xf32>) -> tensor<4x4xf32>
  %2 = "graph.softmax"(%1) {axis = 1 : i64} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %2, %c : tensor<4x4xf32>, tensor<1x1xf32>
}

// -----

// Free producers (splat constants, index-only ops) read by several graph ops
// are copied per reader and fuse into each reader's group: no group is
// left that only materializes them. A splat scale feeding an epilogue op
// joins as a prologue of that group.
// CHECK-LABEL: func.func @free_producers
// CHECK-NOT: "injective"
// CHECK: return
// REPORT: remark: group 0: graph.constant at {{.*}} (prologue), graph.reshape at {{.*}} (prologue), graph.matmul at {{.*}} (anchor), graph.mul at {{.*}} (epilogue){{$}}
// REPORT: remark: group 1: graph.reshape at {{.*}} (prologue), graph.matmul at {{.*}} (anchor), graph.constant at {{.*}} (prologue), graph.mul at {{.*}} (epilogue){{$}}
func.func @free_producers(%a: tensor<1x4x8xf32>, %b: tensor<8x4xf32>, %d: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %c = "graph.constant"() {value = dense<0.5> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %r = "graph.reshape"(%a) : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
  %0 = "graph.matmul"(%r, %b) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %1 = "graph.mul"(%0, %c) : (tensor<4x4xf32>, tensor<1x1xf32>) -> tensor<4x4xf32>
  %2 = "graph.matmul"(%r, %d) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %3 = "graph.mul"(%2, %c) : (tensor<4x4xf32>, tensor<1x1xf32>) -> tensor<4x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// A free producer that is also returned is not copied: it is materialized
// anyway (here as the first matmul's epilogue).
// CHECK-LABEL: func.func @free_producer_returned
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.transpose"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK-NOT: "graph.transpose"
// CHECK: "graph.matmul"{{.*}}hidet.group = 1 : i64, hidet.role = "anchor"
// CHECK-NOT: "graph.transpose"
// CHECK: return
func.func @free_producer_returned(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %t = "graph.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = "graph.matmul"(%t, %t) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %t, %1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// AStitch's regional scheme: RMS norm as torch decomposes it. The reduce's
// row statistic (mean of squares, + eps, rsqrt: same-shape epilogue ops)
// is broadcast back over the row by one op ("regional"); the chain goes on
// at the input's shape (the weight multiply is an epilogue).
// CHECK-LABEL: func.func @rms_norm
// CHECK: "graph.mul"{{.*}}hidet.group = 0 : i64, hidet.role = "prologue"
// CHECK: "graph.reduce"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.add"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.rsqrt"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.mul"{{.*}}hidet.group = 0 : i64, hidet.role = "regional"
// CHECK: "graph.mul"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// REPORT: remark: group 0: graph.mul at {{.*}} (prologue), graph.reduce at {{.*}} (anchor), graph.constant at {{.*}} (prologue), graph.add at {{.*}} (epilogue), graph.rsqrt at {{.*}} (epilogue), graph.mul at {{.*}} (regional), graph.mul at {{.*}} (epilogue)
func.func @rms_norm(%x: tensor<2x8x32xf32>, %w: tensor<32xf32>) -> tensor<2x8x32xf32> {
  %sq = "graph.mul"(%x, %x) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  %m = "graph.reduce"(%sq) {axes = array<i64: 2>, keepdims = true, kind = "mean"} : (tensor<2x8x32xf32>) -> tensor<2x8x1xf32>
  %eps = "graph.constant"() {value = dense<1.0e-6> : tensor<1x1x1xf32>} : () -> tensor<1x1x1xf32>
  %a = "graph.add"(%m, %eps) : (tensor<2x8x1xf32>, tensor<1x1x1xf32>) -> tensor<2x8x1xf32>
  %r = "graph.rsqrt"(%a) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
  %y = "graph.mul"(%x, %r) : (tensor<2x8x32xf32>, tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
  %z = "graph.mul"(%y, %w) : (tensor<2x8x32xf32>, tensor<32xf32>) -> tensor<2x8x32xf32>
  return %z : tensor<2x8x32xf32>
}

// -----

// Only one broadcast back per group, only after a reduce, and only along
// exactly the reduced axes: x - max(x) stitches, but a second broadcast of
// the same statistic, or a broadcast over other axes, ends the group.
// CHECK-LABEL: func.func @regional_limits
// CHECK: "graph.reduce"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.sub"{{.*}}hidet.group = 0 : i64, hidet.role = "regional"
// CHECK: "graph.reduce"{{.*}}hidet.group = 1 : i64, hidet.role = "anchor"
// CHECK: "graph.mul"{{.*}}hidet.group = 2 : i64, hidet.role = "injective"
// REPORT: remark: group 0: graph.reduce at {{.*}} (anchor), graph.sub at {{.*}} (regional){{$}}
// REPORT: remark: graph.mul at [[@LINE+6]]:8 not fused into group 1: it broadcasts the group's value to a larger shape
func.func @regional_limits(%x: tensor<4x16xf32>, %y: tensor<4x16x3xf32>) -> (tensor<4x16xf32>, tensor<4x16x3xf32>) {
  %m = "graph.reduce"(%x) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<4x16xf32>) -> tensor<4x1xf32>
  %d = "graph.sub"(%x, %m) : (tensor<4x16xf32>, tensor<4x1xf32>) -> tensor<4x16xf32>
  %s = "graph.reduce"(%d) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<4x16xf32>) -> tensor<4x1xf32>
  %r = "graph.reshape"(%s) : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
  %b = "graph.mul"(%y, %r) : (tensor<4x16x3xf32>, tensor<4x1x1xf32>) -> tensor<4x16x3xf32>
  return %d, %b : tensor<4x16xf32>, tensor<4x16x3xf32>
}

// -----

// A LeakyReLU as torch-mlir decomposes it, on a matmul result:
// select(0 < y, y, 0) + 0.1 * select(0 > y, y, 0). The four uses of y close
// into the add, so compare, select, mul and add are the matmul's epilogue
// (the DAG rule; test/Partition/partition-dag.mlir) and the splat constants
// (copied once per reader in step 0) its prologue: one group.
// REPORT: partition.mlir:[[@LINE+6]]:8: remark: group 0: graph.matmul at [[@LINE+6]]:8 (anchor), graph.constant at {{.*}} (prologue), graph.constant at {{.*}} (prologue), graph.compare at {{.*}} (epilogue), graph.constant at {{.*}} (prologue), graph.select at {{.*}} (epilogue), graph.constant at {{.*}} (prologue), graph.compare at {{.*}} (epilogue), graph.select at {{.*}} (epilogue), graph.constant at {{.*}} (prologue), graph.mul at {{.*}} (epilogue), graph.add at {{.*}} (epilogue){{$}}
// REPORT-NOT: remark: group 1
// CHECK-LABEL: func.func @leaky_relu
// CHECK-NOT: hidet.group = 1
// CHECK: return
func.func @leaky_relu(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %y = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %zero = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %gt = "graph.compare"(%zero, %y) {predicate = "lt"} : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %pos = "graph.select"(%gt, %y, %zero) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %lt = "graph.compare"(%zero, %y) {predicate = "gt"} : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %neg = "graph.select"(%lt, %y, %zero) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %k = "graph.constant"() {value = dense<0.1> : tensor<f32>} : () -> tensor<f32>
  %m = "graph.mul"(%neg, %k) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = "graph.add"(%pos, %m) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
