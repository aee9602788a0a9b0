// hidet-partition's DAG rule (docs/passes.md): where an epilogue value has
// several uses, the elementwise ops that read it, directly or through each
// other, join the anchor's group when they close into one value again (the
// only one used outside them) and their other operands do not depend on the
// group; otherwise nothing joins and the remark says why.
// RUN: hidet-opt %s --split-input-file -p 'builtin.module(hidet-partition)' | FileCheck %s
// RUN: hidet-opt %s --split-input-file -p 'builtin.module(hidet-partition{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// LeakyReLU after a Linear as PyTorch exports it: select(x > 0, x, x * 0.01)
// reads the bias-added value three times. One group.
// CHECK-LABEL: func.func @leaky_relu
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.add"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.constant"{{.*}}hidet.group = 0 : i64, hidet.role = "prologue"
// CHECK: "graph.constant"{{.*}}hidet.group = 0 : i64, hidet.role = "prologue"
// CHECK: "graph.compare"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.mul"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.select"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// REPORT: remark: group 0: graph.matmul at [[@LINE+3]]:8 (anchor), graph.add at [[@LINE+4]]:8 (epilogue), graph.constant at [[@LINE+5]]:8 (prologue), graph.constant at [[@LINE+6]]:8 (prologue), graph.compare at [[@LINE+7]]:8 (epilogue), graph.mul at [[@LINE+8]]:8 (epilogue), graph.select at [[@LINE+9]]:8 (epilogue)
// REPORT-NOT: group 1:
func.func @leaky_relu(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.add"(%0, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.constant"() {value = dense<0.01> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.compare"(%1, %z) {predicate = "gt"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
  %m = "graph.mul"(%1, %s) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = "graph.select"(%c, %1, %m) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// SiLU written as x * sigmoid(x), then a residual add: the chain goes on
// from the DAG's value. One group.
// CHECK-LABEL: func.func @silu_residual
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.sigmoid"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.mul"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// CHECK: "graph.add"{{.*}}hidet.group = 0 : i64, hidet.role = "epilogue"
// REPORT: remark: group 0: graph.matmul at [[@LINE+3]]:8 (anchor), graph.sigmoid at [[@LINE+4]]:8 (epilogue), graph.mul at [[@LINE+5]]:8 (epilogue), graph.add at [[@LINE+6]]:8 (epilogue)
// REPORT-NOT: group 1:
func.func @silu_residual(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>, %res: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.sigmoid"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "graph.mul"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "graph.add"(%2, %res) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// -----

// x * x (both uses by one op), then a second DAG: y * sigmoid(y).
// CHECK-LABEL: func.func @square_then_silu
// CHECK-COUNT-4: hidet.group = 0 : i64
// CHECK-NOT: hidet.group = 1
func.func @square_then_silu(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.mul"(%0, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "graph.sigmoid"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "graph.mul"(%1, %2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// -----

// The DAG's intermediate value (the sigmoid) is also returned: two values
// would leave it, so nothing joins and the anchor's group is the matmul
// alone.
// CHECK-LABEL: func.func @escapes
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.sigmoid"{{.*}}hidet.group = 1 : i64, hidet.role = "injective"
// CHECK: "graph.mul"{{.*}}hidet.group = 1 : i64, hidet.role = "injective"
// REPORT: remark: graph.mul at [[@LINE+6]]:8 not fused into group 0: the value it reads (graph.matmul at [[@LINE+4]]:8) has 2 uses, and func.return at [[@LINE+7]]:3 reads a value of the DAG that is used outside it
// REPORT: remark: graph.sigmoid at [[@LINE+4]]:8 not fused into group 0: the value it reads (graph.matmul at [[@LINE+3]]:8) has 2 uses, and func.return at [[@LINE+6]]:3 reads a value of the DAG that is used outside it
// REPORT: remark: group 1: graph.sigmoid at [[@LINE+3]]:8 (injective), graph.mul at [[@LINE+4]]:8 (injective)
func.func @escapes(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.sigmoid"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "graph.mul"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %2, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// A side input of the DAG that depends on the group: add(x, transpose(x))
// (a transpose is no elementwise op, so it cannot join, and the add would
// read the group's value through it). Nothing joins.
// CHECK-LABEL: func.func @side_depends
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.transpose"{{.*}}hidet.group = 1 : i64, hidet.role = "injective"
// CHECK: "graph.add"{{.*}}hidet.group = 1 : i64, hidet.role = "injective"
// REPORT: remark: graph.add at [[@LINE+4]]:8 not fused into group 0: the value it reads (graph.matmul at [[@LINE+2]]:8) has 2 uses, and graph.transpose at [[@LINE+3]]:8 is not an elementwise op of the value's shape
func.func @side_depends(%x: tensor<3x4xf32>, %w: tensor<4x3xf32>) -> tensor<3x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
  %1 = "graph.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %2 = "graph.add"(%0, %1) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %2 : tensor<3x3xf32>
}

// -----

// The same, with the side input computed from the group by another anchor
// (a row sum broadcast back): the reduce cannot join a DAG either (the sub
// is the reduce's regional op instead).
// CHECK-LABEL: func.func @side_anchor
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.reduce"{{.*}}hidet.group = 1 : i64, hidet.role = "anchor"
// CHECK: "graph.sub"{{.*}}hidet.group = 1 : i64, hidet.role = "regional"
// REPORT: remark: graph.sub at [[@LINE+4]]:8 not fused into group 0: the value it reads (graph.matmul at [[@LINE+2]]:8) has 2 uses, and graph.reduce at [[@LINE+3]]:8 is not an elementwise op of the value's shape
func.func @side_anchor(%x: tensor<3x4xf32>, %w: tensor<4x3xf32>) -> tensor<3x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
  %1 = "graph.reduce"(%0) {kind = "sum", axes = array<i64: 1>, keepdims = true} : (tensor<3x3xf32>) -> tensor<3x1xf32>
  %2 = "graph.sub"(%0, %1) : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x3xf32>
  return %2 : tensor<3x3xf32>
}

// -----

// The bound (EPI_DAG_MAX_OPS, 16 ops): x * relu^15(x) is 16 ops and joins.
// CHECK-LABEL: func.func @dag16
// CHECK-COUNT-17: hidet.group = 0 : i64
// CHECK-NOT: hidet.group = 1
func.func @dag16(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.relu"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "graph.relu"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "graph.relu"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = "graph.relu"(%3) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "graph.relu"(%4) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = "graph.relu"(%5) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = "graph.relu"(%6) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %8 = "graph.relu"(%7) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %9 = "graph.relu"(%8) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %10 = "graph.relu"(%9) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %11 = "graph.relu"(%10) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %12 = "graph.relu"(%11) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %13 = "graph.relu"(%12) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %14 = "graph.relu"(%13) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %15 = "graph.relu"(%14) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %16 = "graph.mul"(%0, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %16 : tensor<2x3xf32>
}

// -----

// x * relu^16(x) would be 17 ops: nothing joins.
// CHECK-LABEL: func.func @dag17
// CHECK: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// CHECK: "graph.relu"{{.*}}hidet.group = 1 : i64, hidet.role = "injective"
// REPORT: remark: graph.relu at [[@LINE+3]]:8 not fused into group 0: the value it reads (graph.matmul at [[@LINE+2]]:8) has 2 uses, and graph.mul at [[@LINE+19]]:9 would make the DAG longer than its bound (EPI_DAG_MAX_OPS)
func.func @dag17(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "graph.relu"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "graph.relu"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "graph.relu"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = "graph.relu"(%3) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "graph.relu"(%4) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = "graph.relu"(%5) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = "graph.relu"(%6) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %8 = "graph.relu"(%7) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %9 = "graph.relu"(%8) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %10 = "graph.relu"(%9) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %11 = "graph.relu"(%10) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %12 = "graph.relu"(%11) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %13 = "graph.relu"(%12) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %14 = "graph.relu"(%13) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %15 = "graph.relu"(%14) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %16 = "graph.relu"(%15) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %17 = "graph.mul"(%0, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %17 : tensor<2x3xf32>
}

// -----

// The injective side (step 4): a LeakyReLU on a function argument. The
// compare and the mul open groups of their own (neither reads an injective
// group); the select joins the compare's and takes in the mul's, whose value
// only the select reads: one group, one kernel.
// CHECK-LABEL: func.func @leaky_relu_arg
// CHECK-COUNT-5: hidet.group = 0 : i64, hidet.role = "injective"
// CHECK-NOT: hidet.group = 1
// REPORT: remark: group 0: graph.constant at [[@LINE+2]]:8 (injective), graph.constant at [[@LINE+3]]:8 (injective), graph.compare at [[@LINE+4]]:8 (injective), graph.mul at [[@LINE+5]]:8 (injective), graph.select at [[@LINE+6]]:8 (injective){{$}}
func.func @leaky_relu_arg(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.constant"() {value = dense<0.01> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.compare"(%x, %z) {predicate = "gt"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
  %m = "graph.mul"(%x, %s) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = "graph.select"(%c, %x, %m) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// The same with the mul also returned: its group would add an output to the
// select's, so it stays a group of its own.
// CHECK-LABEL: func.func @leaky_relu_arg_open
// CHECK: "graph.compare"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
// CHECK: "graph.mul"{{.*}}hidet.group = 1 : i64, hidet.role = "injective"
// CHECK: "graph.select"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
func.func @leaky_relu_arg_open(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.constant"() {value = dense<0.01> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.compare"(%x, %z) {predicate = "gt"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
  %m = "graph.mul"(%x, %s) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = "graph.select"(%c, %x, %m) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %m : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// The add cannot join the select's group (its other operand depends on it
// through the reduce), so it joins the mul's; the select's group does not
// merge into that one, since the reduce, another group, reads its value
// too (merging it would also make a path leave the group and come back).
// Three groups.
// CHECK-LABEL: func.func @merge_read_elsewhere
// CHECK: "graph.compare"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
// CHECK: "graph.select"{{.*}}hidet.group = 0 : i64, hidet.role = "injective"
// CHECK: "graph.reduce"{{.*}}hidet.group = 1 : i64, hidet.role = "anchor"
// CHECK: "graph.broadcast"{{.*}}hidet.group = 2 : i64, hidet.role = "injective"
// CHECK: "graph.mul"{{.*}}hidet.group = 2 : i64, hidet.role = "injective"
// CHECK: "graph.add"{{.*}}hidet.group = 2 : i64, hidet.role = "injective"
func.func @merge_read_elsewhere(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.compare"(%x, %z) {predicate = "gt"} : (tensor<3x3xf32>, tensor<f32>) -> tensor<3x3xi1>
  %sel = "graph.select"(%c, %x, %z) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
  %t = "graph.reduce"(%sel) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<3x3xf32>) -> tensor<3x1xf32>
  %b = "graph.broadcast"(%t) {shape = array<i64: 3, 3>} : (tensor<3x1xf32>) -> tensor<3x3xf32>
  %m = "graph.mul"(%b, %x) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %r = "graph.add"(%sel, %m) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}
