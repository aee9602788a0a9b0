// RUN: hidet-opt %s | FileCheck %s
// RUN: hidet-opt %s | hidet-opt | FileCheck %s

// Every graph op with valid shapes, in the generic form it prints in
// (attributes in a `{...}` dictionary, sorted by name).

// CHECK-LABEL: func.func @matmuls
func.func @matmuls(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %x: tensor<2x1x4x8xf16>, %y: tensor<5x8x6xf16>) -> (tensor<4x3xf32>, tensor<2x5x4x6xf16>) {
  // CHECK: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.batch_matmul"(%{{.*}}, %{{.*}}) : (tensor<2x1x4x8xf16>, tensor<5x8x6xf16>) -> tensor<2x5x4x6xf16>
  %1 = "graph.batch_matmul"(%x, %y) : (tensor<2x1x4x8xf16>, tensor<5x8x6xf16>) -> tensor<2x5x4x6xf16>
  return %0, %1 : tensor<4x3xf32>, tensor<2x5x4x6xf16>
}

// CHECK-LABEL: func.func @batch_matmul_rank2_lhs
func.func @batch_matmul_rank2_lhs(%a: tensor<4x8xbf16>, %b: tensor<3x8x2xbf16>) -> tensor<3x4x2xbf16> {
  // CHECK: "graph.batch_matmul"(%{{.*}}, %{{.*}}) : (tensor<4x8xbf16>, tensor<3x8x2xbf16>) -> tensor<3x4x2xbf16>
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<4x8xbf16>, tensor<3x8x2xbf16>) -> tensor<3x4x2xbf16>
  return %0 : tensor<3x4x2xbf16>
}

// f16/bf16 operands accumulated into an f32 result (tensor-core matmuls).
// CHECK-LABEL: func.func @matmul_f32_accumulator
func.func @matmul_f32_accumulator(%a: tensor<4x8xf16>, %b: tensor<8x3xf16>, %x: tensor<2x4x8xbf16>, %y: tensor<2x8x3xbf16>) -> (tensor<4x3xf32>, tensor<2x4x3xf32>) {
  // CHECK: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<4x8xf16>, tensor<8x3xf16>) -> tensor<4x3xf32>
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf16>, tensor<8x3xf16>) -> tensor<4x3xf32>
  // CHECK: "graph.batch_matmul"(%{{.*}}, %{{.*}}) : (tensor<2x4x8xbf16>, tensor<2x8x3xbf16>) -> tensor<2x4x3xf32>
  %1 = "graph.batch_matmul"(%x, %y) : (tensor<2x4x8xbf16>, tensor<2x8x3xbf16>) -> tensor<2x4x3xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<2x4x3xf32>
}

// CHECK-LABEL: func.func @convs
func.func @convs(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %xg: tensor<2x4x9x7xf32>, %wg: tensor<6x2x3x3xf32>, %xn: tensor<1x8x8x3xf16>, %wn: tensor<3x3x3x4xf16>) -> (tensor<1x4x6x6xf32>, tensor<1x4x8x8xf32>, tensor<2x6x3x4xf32>, tensor<1x4x4x4xf16>) {
  // Defaults: strides 1, no padding, dilations 1, groups 1, NCHW.
  // CHECK: "graph.conv2d"(%{{.*}}, %{{.*}}) : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %0 = "graph.conv2d"(%x, %w) : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  // Every attribute spelled out.
  // CHECK: "graph.conv2d"(%{{.*}}, %{{.*}}) {dilations = array<i64: 1, 1>, groups = 1 : i64, layout = "NCHW", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %1 = "graph.conv2d"(%x, %w) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 1, layout = "NCHW"} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  // Grouped, strided, dilated, asymmetric padding:
  // OH = (9 + 1 + 0 - 2*(3-1) - 1) / 2 + 1 = 3, OW = (7 + 0 + 2 - 1*(3-1) - 1) / 2 + 1 = 4.
  // CHECK: "graph.conv2d"(%{{.*}}, %{{.*}}) {dilations = array<i64: 2, 1>, groups = 2 : i64, padding = array<i64: 1, 0, 0, 2>, strides = array<i64: 2, 2>} : (tensor<2x4x9x7xf32>, tensor<6x2x3x3xf32>) -> tensor<2x6x3x4xf32>
  %2 = "graph.conv2d"(%xg, %wg) {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 0, 2>, dilations = array<i64: 2, 1>, groups = 2} : (tensor<2x4x9x7xf32>, tensor<6x2x3x3xf32>) -> tensor<2x6x3x4xf32>
  // NHWC: input [N,H,W,C], filter [KH,KW,C,F].
  // CHECK: "graph.conv2d"(%{{.*}}, %{{.*}}) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x8x8x3xf16>, tensor<3x3x3x4xf16>) -> tensor<1x4x4x4xf16>
  %3 = "graph.conv2d"(%xn, %wn) {layout = "NHWC", strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x8x3xf16>, tensor<3x3x3x4xf16>) -> tensor<1x4x4x4xf16>
  return %0, %1, %2, %3 : tensor<1x4x6x6xf32>, tensor<1x4x8x8xf32>, tensor<2x6x3x4xf32>, tensor<1x4x4x4xf16>
}

// CHECK-LABEL: func.func @binary
func.func @binary(%a: tensor<4x1xf32>, %b: tensor<3xf32>, %c: tensor<2x3xf16>, %d: tensor<bf16>, %e: tensor<2x3xbf16>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>) {
  // CHECK: "graph.add"(%{{.*}}, %{{.*}}) : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  %0 = "graph.add"(%a, %b) : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.sub"(%{{.*}}, %{{.*}}) : (tensor<3xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
  %1 = "graph.sub"(%b, %a) : (tensor<3xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.mul"(%{{.*}}, %{{.*}}) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  %2 = "graph.mul"(%c, %c) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  // CHECK: "graph.div"(%{{.*}}, %{{.*}}) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  %3 = "graph.div"(%c, %c) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  // CHECK: "graph.max"(%{{.*}}, %{{.*}}) : (tensor<2x3xbf16>, tensor<bf16>) -> tensor<2x3xbf16>
  %4 = "graph.max"(%e, %d) : (tensor<2x3xbf16>, tensor<bf16>) -> tensor<2x3xbf16>
  // CHECK: "graph.min"(%{{.*}}, %{{.*}}) : (tensor<bf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  %5 = "graph.min"(%d, %e) : (tensor<bf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  // CHECK: "graph.pow"(%{{.*}}, %{{.*}}) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  %6 = "graph.pow"(%e, %e) : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xbf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @unary
func.func @unary(%a: tensor<4x3xf32>, %h: tensor<8xf16>, %b: tensor<2x2xbf16>, %s: tensor<f64>) -> tensor<4x3xf32> {
  // CHECK: "graph.neg"(%{{.*}}) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %0 = "graph.neg"(%a) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.exp"(%{{.*}}) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %1 = "graph.exp"(%0) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.log"(%{{.*}}) : (tensor<8xf16>) -> tensor<8xf16>
  %2 = "graph.log"(%h) : (tensor<8xf16>) -> tensor<8xf16>
  // CHECK: "graph.sqrt"(%{{.*}}) : (tensor<8xf16>) -> tensor<8xf16>
  %3 = "graph.sqrt"(%h) : (tensor<8xf16>) -> tensor<8xf16>
  // CHECK: "graph.rsqrt"(%{{.*}}) : (tensor<2x2xbf16>) -> tensor<2x2xbf16>
  %4 = "graph.rsqrt"(%b) : (tensor<2x2xbf16>) -> tensor<2x2xbf16>
  // CHECK: "graph.tanh"(%{{.*}}) : (tensor<2x2xbf16>) -> tensor<2x2xbf16>
  %5 = "graph.tanh"(%b) : (tensor<2x2xbf16>) -> tensor<2x2xbf16>
  // CHECK: "graph.sigmoid"(%{{.*}}) : (tensor<f64>) -> tensor<f64>
  %6 = "graph.sigmoid"(%s) : (tensor<f64>) -> tensor<f64>
  // CHECK: "graph.relu"(%{{.*}}) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %7 = "graph.relu"(%a) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.gelu"(%{{.*}}) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %8 = "graph.gelu"(%a) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.erf"(%{{.*}}) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %9 = "graph.erf"(%a) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.abs"(%{{.*}}) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %10 = "graph.abs"(%a) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.log1p"(%{{.*}}) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %11 = "graph.log1p"(%10) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %11 : tensor<4x3xf32>
}

// CHECK-LABEL: func.func @reductions
func.func @reductions(%a: tensor<2x3x4xf32>, %h: tensor<2x8xf16>, %g: tensor<8xf16>, %g2: tensor<3x4xf32>) -> (tensor<2x4xf32>, tensor<1x3x1xf32>, tensor<2xf32>, tensor<3xf32>, tensor<2x3x4xf32>, tensor<2x8xf16>, tensor<2x3x4xf32>) {
  // CHECK: "graph.reduce"(%{{.*}}) {axes = array<i64: 1>, kind = "sum"} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  %0 = "graph.reduce"(%a) {kind = "sum", axes = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  // CHECK: "graph.reduce"(%{{.*}}) {axes = array<i64: 0, -1>, keepdims = true, kind = "max"} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
  %1 = "graph.reduce"(%a) {kind = "max", axes = array<i64: 0, -1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
  // CHECK: "graph.reduce"(%{{.*}}) {axes = array<i64: -1, 1>, keepdims = false, kind = "min"} : (tensor<2x3x4xf32>) -> tensor<2xf32>
  %2 = "graph.reduce"(%a) {kind = "min", axes = array<i64: -1, 1>, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2xf32>
  // CHECK: "graph.reduce"(%{{.*}}) {axes = array<i64: 0, 2>, kind = "mean"} : (tensor<2x3x4xf32>) -> tensor<3xf32>
  %3 = "graph.reduce"(%a) {kind = "mean", axes = array<i64: 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3xf32>
  // CHECK: "graph.softmax"(%{{.*}}) {axis = -1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %4 = "graph.softmax"(%a) {axis = -1} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: "graph.layer_norm"(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<2x8xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  %5 = "graph.layer_norm"(%h, %g, %g) : (tensor<2x8xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  // CHECK: "graph.layer_norm"(%{{.*}}, %{{.*}}, %{{.*}}) {axis = -2 : i64, epsilon = 9.99999997E-7 : f32} : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  %6 = "graph.layer_norm"(%a, %g2, %g2) {axis = -2, epsilon = 1.0e-6 : f32} : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x4xf32>, tensor<1x3x1xf32>, tensor<2xf32>, tensor<3xf32>, tensor<2x3x4xf32>, tensor<2x8xf16>, tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pools
func.func @pools(%x: tensor<1x3x8x8xf32>, %xn: tensor<2x7x7x5xbf16>) -> (tensor<1x3x4x4xf32>, tensor<1x3x8x8xf32>, tensor<2x4x4x5xbf16>) {
  // Strides default to the kernel.
  // CHECK: "graph.pool2d"(%{{.*}}) {kernel = array<i64: 2, 2>, kind = "max"} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  %0 = "graph.pool2d"(%x) {kind = "max", kernel = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  // CHECK: "graph.pool2d"(%{{.*}}) {kernel = array<i64: 3, 3>, kind = "avg", layout = "NCHW", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %1 = "graph.pool2d"(%x) {kind = "avg", kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, layout = "NCHW"} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  // NHWC: OH = OW = (7 + 1 + 1 - 3) / 2 + 1 = 4.
  // CHECK: "graph.pool2d"(%{{.*}}) {kernel = array<i64: 3, 3>, kind = "max", layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<2x7x7x5xbf16>) -> tensor<2x4x4x5xbf16>
  %2 = "graph.pool2d"(%xn) {kind = "max", kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<2x7x7x5xbf16>) -> tensor<2x4x4x5xbf16>
  return %0, %1, %2 : tensor<1x3x4x4xf32>, tensor<1x3x8x8xf32>, tensor<2x4x4x5xbf16>
}

// CHECK-LABEL: func.func @data_movement
func.func @data_movement(%a: tensor<2x3x4xi32>, %b: tensor<2x3xf16>, %c: tensor<3x1xi8>, %d: tensor<8x6xf32>) -> (tensor<3x4x2xi32>, tensor<6x4xi32>, tensor<4x2x3xf16>, tensor<5x3x7xi8>, tensor<2x9xf16>, tensor<6x3xf16>, tensor<3x3xf32>, tensor<2x3xf32>) {
  // CHECK: "graph.transpose"(%{{.*}}) {perm = array<i64: 1, 2, 0>} : (tensor<2x3x4xi32>) -> tensor<3x4x2xi32>
  %0 = "graph.transpose"(%a) {perm = array<i64: 1, 2, 0>} : (tensor<2x3x4xi32>) -> tensor<3x4x2xi32>
  // CHECK: "graph.reshape"(%{{.*}}) : (tensor<2x3x4xi32>) -> tensor<6x4xi32>
  %1 = "graph.reshape"(%a) : (tensor<2x3x4xi32>) -> tensor<6x4xi32>
  // CHECK: "graph.broadcast"(%{{.*}}) : (tensor<2x3xf16>) -> tensor<4x2x3xf16>
  %2 = "graph.broadcast"(%b) : (tensor<2x3xf16>) -> tensor<4x2x3xf16>
  // CHECK: "graph.broadcast"(%{{.*}}) : (tensor<3x1xi8>) -> tensor<5x3x7xi8>
  %3 = "graph.broadcast"(%c) : (tensor<3x1xi8>) -> tensor<5x3x7xi8>
  // CHECK: "graph.concat"(%{{.*}}, %{{.*}}, %{{.*}}) {axis = -1 : i64} : (tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x9xf16>
  %4 = "graph.concat"(%b, %b, %b) {axis = -1} : (tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x9xf16>
  // CHECK: "graph.concat"(%{{.*}}, %{{.*}}, %{{.*}}) {axis = 0 : i64} : (tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<6x3xf16>
  %5 = "graph.concat"(%b, %b, %b) {axis = 0} : (tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<6x3xf16>
  // Two inputs of different shapes.
  // CHECK: "graph.concat"(%{{.*}}, %{{.*}}) {axis = 0 : i64} : (tensor<2x3xf16>, tensor<6x3xf16>) -> tensor<8x3xf16>
  %concat2 = "graph.concat"(%b, %5) {axis = 0} : (tensor<2x3xf16>, tensor<6x3xf16>) -> tensor<8x3xf16>
  // Steps: [1, 8) by 3 -> 3; [-5 + 6, 100 clamped to 6) by 2 -> 3.
  // CHECK: "graph.slice"(%{{.*}}) {ends = array<i64: 8, 100>, starts = array<i64: 1, -5>, steps = array<i64: 3, 2>} : (tensor<8x6xf32>) -> tensor<3x3xf32>
  %6 = "graph.slice"(%d) {starts = array<i64: 1, -5>, ends = array<i64: 8, 100>, steps = array<i64: 3, 2>} : (tensor<8x6xf32>) -> tensor<3x3xf32>
  // CHECK: "graph.slice"(%{{.*}}) {ends = array<i64: -6, 3>, starts = array<i64: 0, 0>} : (tensor<8x6xf32>) -> tensor<2x3xf32>
  %7 = "graph.slice"(%d) {starts = array<i64: 0, 0>, ends = array<i64: -6, 3>} : (tensor<8x6xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<3x4x2xi32>, tensor<6x4xi32>, tensor<4x2x3xf16>, tensor<5x3x7xi8>, tensor<2x9xf16>, tensor<6x3xf16>, tensor<3x3xf32>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @cast_and_constant
func.func @cast_and_constant(%a: tensor<2x3xf32>) -> (tensor<2x3xi8>, tensor<2x3xbf16>, tensor<2xf32>, tensor<2x2xi32>) {
  // CHECK: "graph.cast"(%{{.*}}) : (tensor<2x3xf32>) -> tensor<2x3xi8>
  %0 = "graph.cast"(%a) : (tensor<2x3xf32>) -> tensor<2x3xi8>
  // CHECK: "graph.cast"(%{{.*}}) : (tensor<2x3xi8>) -> tensor<2x3xbf16>
  %1 = "graph.cast"(%0) : (tensor<2x3xi8>) -> tensor<2x3xbf16>
  // CHECK: "graph.constant"() {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
  %2 = "graph.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  // CHECK: "graph.constant"() {value = dense<7> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %3 = "graph.constant"() {value = dense<7> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  return %0, %1, %2, %3 : tensor<2x3xi8>, tensor<2x3xbf16>, tensor<2xf32>, tensor<2x2xi32>
}

// CHECK-LABEL: func.func @compare_select
func.func @compare_select(%a: tensor<4x1xf32>, %b: tensor<3xf32>, %i: tensor<4x3xi32>, %c: tensor<4x1xi1>) -> (tensor<4x3xi1>, tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xi32>) {
  // CHECK: "graph.compare"(%{{.*}}, %{{.*}}) {predicate = "lt"} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xi1>
  %0 = "graph.compare"(%a, %b) {predicate = "lt"} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xi1>
  // CHECK: "graph.compare"(%{{.*}}, %{{.*}}) {predicate = "ne"} : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
  %1 = "graph.compare"(%i, %i) {predicate = "ne"} : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
  // CHECK: "graph.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  %2 = "graph.select"(%c, %a, %b) : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  // CHECK: "graph.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<4x3xi1>, tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
  %3 = "graph.select"(%0, %i, %i) : (tensor<4x3xi1>, tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
  return %0, %1, %2, %3 : tensor<4x3xi1>, tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xi32>
}

// CHECK-LABEL: func.func @gather_pad
func.func @gather_pad(%x: tensor<5x3xbf16>, %i: tensor<2x2xi64>, %j: tensor<i32>, %n: tensor<2x3xi8>) -> (tensor<2x2x3xbf16>, tensor<5xbf16>, tensor<7x3xbf16>, tensor<3x5xi8>) {
  // CHECK: "graph.gather"(%{{.*}}, %{{.*}}) {axis = 0 : i64} : (tensor<5x3xbf16>, tensor<2x2xi64>) -> tensor<2x2x3xbf16>
  %0 = "graph.gather"(%x, %i) {axis = 0 : i64} : (tensor<5x3xbf16>, tensor<2x2xi64>) -> tensor<2x2x3xbf16>
  // A rank-0 index removes the axis.
  // CHECK: "graph.gather"(%{{.*}}, %{{.*}}) {axis = -1 : i64} : (tensor<5x3xbf16>, tensor<i32>) -> tensor<5xbf16>
  %1 = "graph.gather"(%x, %j) {axis = -1 : i64} : (tensor<5x3xbf16>, tensor<i32>) -> tensor<5xbf16>
  // CHECK: "graph.pad"(%{{.*}}) {padding = array<i64: 0, 2, 0, 0>, value = 0xFFF0000000000000 : f64} : (tensor<5x3xbf16>) -> tensor<7x3xbf16>
  %2 = "graph.pad"(%x) {padding = array<i64: 0, 2, 0, 0>, value = 0xFFF0000000000000 : f64} : (tensor<5x3xbf16>) -> tensor<7x3xbf16>
  // CHECK: "graph.pad"(%{{.*}}) {padding = array<i64: 1, 0, 1, 1>} : (tensor<2x3xi8>) -> tensor<3x5xi8>
  %3 = "graph.pad"(%n) {padding = array<i64: 1, 0, 1, 1>} : (tensor<2x3xi8>) -> tensor<3x5xi8>
  return %0, %1, %2, %3 : tensor<2x2x3xbf16>, tensor<5xbf16>, tensor<7x3xbf16>, tensor<3x5xi8>
}

// CHECK-LABEL: func.func @tri_mask
// CHECK: "graph.tri_mask"(%arg0) {diagonal = -1 : i64, dims = array<i64: 1, 0>} : (tensor<?x3x4xf32>) -> tensor<3x?xi1>
func.func @tri_mask(%x: tensor<?x3x4xf32>) -> tensor<3x?xi1> {
  %0 = "graph.tri_mask"(%x) {dims = array<i64: 1, 0>, diagonal = -1 : i64} : (tensor<?x3x4xf32>) -> tensor<3x?xi1>
  return %0 : tensor<3x?xi1>
}
