// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-import-tosa)' | FileCheck %s
// Every TOSA op kind the importer handles, and the graph ops it becomes.
// CHECK-NOT: tosa.

// CHECK-LABEL: func.func @binary
// CHECK: "graph.add"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK: "graph.sub"
// CHECK: "graph.max"
// CHECK: "graph.min"
// CHECK: "graph.pow"
// CHECK: %[[M:.+]] = "graph.mul"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// The shift constant is read, not kept.
// CHECK-NOT: graph.constant
// CHECK: return %[[M]]
func.func @binary(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = "tosa.sub"(%0, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %2 = "tosa.maximum"(%1, %b) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %3 = "tosa.minimum"(%2, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %4 = "tosa.pow"(%3, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %5 = "tosa.mul"(%a, %b, %shift) : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %5 : tensor<2x3xf32>
}

// Integer arithmetic computes in f64 and casts back.
// CHECK-LABEL: func.func @int_mul
// CHECK: %[[A:.+]] = "graph.cast"(%arg0) : (tensor<4x2xi32>) -> tensor<4x2xf64>
// CHECK: %[[B:.+]] = "graph.cast"(%arg1) : (tensor<1x2xi32>) -> tensor<1x2xf64>
// CHECK: %[[P:.+]] = "graph.mul"(%[[A]], %[[B]]) : (tensor<4x2xf64>, tensor<1x2xf64>) -> tensor<4x2xf64>
// CHECK: %[[Q:.+]] = "graph.cast"(%[[P]]) : (tensor<4x2xf64>) -> tensor<4x2xi32>
// CHECK: %[[R:.+]] = "graph.cast"(%[[Q]]) : (tensor<4x2xi32>) -> tensor<4x2xf64>
// CHECK: %[[S:.+]] = "graph.reduce"(%[[R]]) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<4x2xf64>) -> tensor<4x1xf64>
// CHECK: "graph.cast"(%[[S]]) : (tensor<4x1xf64>) -> tensor<4x1xi32>
func.func @int_mul(%a: tensor<4x2xi32>, %b: tensor<1x2xi32>) -> tensor<4x1xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.mul"(%a, %b, %shift) : (tensor<4x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<4x2xi32>
  %1 = "tosa.reduce_sum"(%0) <{axis = 1 : i32}> : (tensor<4x2xi32>) -> tensor<4x1xi32>
  return %1 : tensor<4x1xi32>
}

// CHECK-LABEL: func.func @unary
// CHECK: "graph.exp"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: "graph.log"
// CHECK: "graph.tanh"
// CHECK: "graph.sigmoid"
// CHECK: "graph.erf"
// CHECK: "graph.rsqrt"
// CHECK: "graph.abs"
// CHECK: "graph.neg"
// reciprocal is 1 / x with a rank-matching splat.
// CHECK: %[[ONE:.+]] = "graph.constant"() {value = dense<1.000000e+00> : tensor<1xf32>} : () -> tensor<1xf32>
// CHECK: "graph.div"(%[[ONE]], %{{.+}}) : (tensor<1xf32>, tensor<4xf32>) -> tensor<4xf32>
func.func @unary(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.exp"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.log"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "tosa.tanh"(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "tosa.sigmoid"(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = "tosa.erf"(%3) : (tensor<4xf32>) -> tensor<4xf32>
  %5 = "tosa.rsqrt"(%4) : (tensor<4xf32>) -> tensor<4xf32>
  %6 = "tosa.abs"(%5) : (tensor<4xf32>) -> tensor<4xf32>
  %7 = "tosa.negate"(%6, %zp, %zp) : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %8 = "tosa.reciprocal"(%7) : (tensor<4xf32>) -> tensor<4xf32>
  %9 = "tosa.identity"(%8) : (tensor<4xf32>) -> tensor<4xf32>
  return %9 : tensor<4xf32>
}

// clamp(0, max) is relu; other bounds are max/min with splats; a bound at
// the type's limit is dropped.
// CHECK-LABEL: func.func @clamp
// CHECK: %[[R:.+]] = "graph.relu"(%arg0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: %[[LO:.+]] = "graph.constant"() {value = dense<-1.000000e+00> : tensor<1x1xf32>}
// CHECK: %[[A:.+]] = "graph.max"(%[[R]], %[[LO]])
// CHECK: %[[HI:.+]] = "graph.constant"() {value = dense<6.000000e+00> : tensor<1x1xf32>}
// CHECK: %[[B:.+]] = "graph.min"(%[[A]], %[[HI]])
// CHECK: %[[HI2:.+]] = "graph.constant"() {value = dense<2.000000e+00> : tensor<1x1xf32>}
// CHECK: "graph.min"(%[[B]], %[[HI2]])
func.func @clamp(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "tosa.clamp"(%x) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "tosa.clamp"(%0) <{max_val = 6.0 : f32, min_val = -1.0 : f32}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "tosa.clamp"(%1) <{max_val = 2.0 : f32, min_val = 0xFF800000 : f32}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %2 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @compare_select
// CHECK: %[[C:.+]] = "graph.compare"(%arg0, %arg1) {predicate = "gt"} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
// CHECK: "graph.compare"(%arg0, %arg1) {predicate = "ge"}
// CHECK: "graph.compare"(%arg0, %arg1) {predicate = "eq"}
// CHECK: "graph.select"(%[[C]], %arg0, %arg1) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
func.func @compare_select(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> (tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf32>) {
  %0 = "tosa.greater"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %1 = "tosa.greater_equal"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %2 = "tosa.equal"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %3 = "tosa.select"(%0, %a, %b) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %1, %2, %3 : tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @cast
// CHECK: "graph.cast"(%arg0) : (tensor<3xi64>) -> tensor<3xi32>
// CHECK: "graph.cast"(%{{.+}}) : (tensor<3xi32>) -> tensor<3xf16>
func.func @cast(%x: tensor<3xi64>) -> tensor<3xf16> {
  %0 = "tosa.cast"(%x) : (tensor<3xi64>) -> tensor<3xi32>
  %1 = "tosa.cast"(%0) : (tensor<3xi32>) -> tensor<3xf16>
  return %1 : tensor<3xf16>
}

// CHECK-LABEL: func.func @reduce
// CHECK: "graph.reduce"(%arg0) {axes = array<i64: 2>, keepdims = true, kind = "sum"} : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
// CHECK: "graph.reduce"(%{{.+}}) {axes = array<i64: 1>, keepdims = true, kind = "max"} : (tensor<2x3x1xf32>) -> tensor<2x1x1xf32>
// CHECK: "graph.reduce"(%{{.+}}) {axes = array<i64: 0>, keepdims = true, kind = "min"} : (tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
// CHECK: "graph.reduce"(%{{.+}}) {axes = array<i64: 2>, keepdims = true, kind = "prod"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
func.func @reduce(%x: tensor<2x3x4xf32>) -> tensor<1x1x1xf32> {
  %0 = "tosa.reduce_sum"(%x) <{axis = 2 : i32}> : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
  %1 = "tosa.reduce_max"(%0) <{axis = 1 : i32}> : (tensor<2x3x1xf32>) -> tensor<2x1x1xf32>
  %2 = "tosa.reduce_min"(%1) <{axis = 0 : i32}> : (tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
  %3 = "tosa.reduce_product"(%2) <{axis = 2 : i32}> : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  return %3 : tensor<1x1x1xf32>
}

// CHECK-LABEL: func.func @matmul
// CHECK: %[[R:.+]] = "graph.batch_matmul"(%arg0, %arg1) : (tensor<2x4x8xf32>, tensor<2x8x3xf32>) -> tensor<2x4x3xf32>
// CHECK-NOT: graph.constant
// CHECK: return %[[R]]
func.func @matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x3xf32>) -> tensor<2x4x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.matmul"(%a, %b, %zp, %zp) : (tensor<2x4x8xf32>, tensor<2x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// f16 operands with an f32 accumulator (TOSA's mixed-precision matmul, as
// torch-mlir would export a half matmul without casting first): the
// operands are cast up (exact), the product accumulated in f32; bf16 too.
// CHECK-LABEL: func.func @matmul_f16_acc_f32
// CHECK: %[[A:.+]] = "graph.cast"(%arg0) : (tensor<1x4x8xf16>) -> tensor<1x4x8xf32>
// CHECK: %[[B:.+]] = "graph.cast"(%arg1) : (tensor<1x8x3xf16>) -> tensor<1x8x3xf32>
// CHECK: "graph.batch_matmul"(%[[A]], %[[B]]) : (tensor<1x4x8xf32>, tensor<1x8x3xf32>) -> tensor<1x4x3xf32>
// CHECK: %[[X:.+]] = "graph.cast"(%arg2) : (tensor<1x4x8xbf16>) -> tensor<1x4x8xf32>
// CHECK: "graph.batch_matmul"(%[[X]], %{{.+}}) : (tensor<1x4x8xf32>, tensor<1x8x3xf32>) -> tensor<1x4x3xf32>
func.func @matmul_f16_acc_f32(%a: tensor<1x4x8xf16>, %b: tensor<1x8x3xf16>, %x: tensor<1x4x8xbf16>, %y: tensor<1x8x3xbf16>) -> (tensor<1x4x3xf32>, tensor<1x4x3xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = "tosa.matmul"(%a, %b, %zp, %zp) : (tensor<1x4x8xf16>, tensor<1x8x3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x3xf32>
  %zb = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %1 = "tosa.matmul"(%x, %y, %zb, %zb) : (tensor<1x4x8xbf16>, tensor<1x8x3xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x4x3xf32>
  return %0, %1 : tensor<1x4x3xf32>, tensor<1x4x3xf32>
}

// conv2d: weight [OC,KH,KW,IC] -> [KH,KW,IC,OC], NHWC conv, then + bias.
// CHECK-LABEL: func.func @conv2d
// CHECK: %[[W:.+]] = "graph.transpose"(%arg1) {perm = array<i64: 1, 2, 3, 0>} : (tensor<8x3x3x4xf32>) -> tensor<3x3x4x8xf32>
// CHECK: %[[Y:.+]] = "graph.conv2d"(%arg0, %[[W]]) {dilations = array<i64: 1, 2>, layout = "NHWC", padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 1>} : (tensor<1x10x9x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x5x8x8xf32>
// CHECK: "graph.add"(%[[Y]], %arg2) : (tensor<1x5x8x8xf32>, tensor<8xf32>) -> tensor<1x5x8x8xf32>
func.func @conv2d(%x: tensor<1x10x9x4xf32>, %w: tensor<8x3x3x4xf32>, %bias: tensor<8xf32>) -> tensor<1x5x8x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.conv2d"(%x, %w, %bias, %zp, %zp) <{acc_type = f32, dilation = array<i64: 1, 2>, pad = array<i64: 1, 0, 2, 1>, stride = array<i64: 2, 1>}> : (tensor<1x10x9x4xf32>, tensor<8x3x3x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x8x8xf32>
  return %0 : tensor<1x5x8x8xf32>
}

// depthwise: weight [KH,KW,C,M] -> [KH,KW,1,C*M], groups = C.
// CHECK-LABEL: func.func @depthwise
// CHECK: %[[W:.+]] = "graph.reshape"(%arg1) : (tensor<3x3x4x2xf32>) -> tensor<3x3x1x8xf32>
// CHECK: %[[Y:.+]] = "graph.conv2d"(%arg0, %[[W]]) {dilations = array<i64: 1, 1>, groups = 4 : i64, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x5x5x4xf32>, tensor<3x3x1x8xf32>) -> tensor<1x5x5x8xf32>
// CHECK: "graph.add"(%[[Y]], %arg2) : (tensor<1x5x5x8xf32>, tensor<1xf32>) -> tensor<1x5x5x8xf32>
func.func @depthwise(%x: tensor<1x5x5x4xf32>, %w: tensor<3x3x4x2xf32>, %bias: tensor<1xf32>) -> tensor<1x5x5x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.depthwise_conv2d"(%x, %w, %bias, %zp, %zp) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x5x5x4xf32>, tensor<3x3x4x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x5x8xf32>
  return %0 : tensor<1x5x5x8xf32>
}

// avg pool with padding: graph's average (padding counts) times kh*kw,
// divided by the number of valid elements per output position.
// CHECK-LABEL: func.func @pool
// CHECK: %[[M:.+]] = "graph.pool2d"(%arg0) {kernel = array<i64: 3, 3>, kind = "max", layout = "NHWC", padding = array<i64: 1, 0, 1, 0>, strides = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
// CHECK: %[[A:.+]] = "graph.pool2d"(%[[M]]) {kernel = array<i64: 2, 2>, kind = "avg", layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x3x3x2xf32>
// CHECK: %[[K:.+]] = "graph.constant"() {value = dense<4.000000e+00> : tensor<1x1x1x1xf32>}
// CHECK: %[[S:.+]] = "graph.mul"(%[[A]], %[[K]])
// CHECK: %[[N:.+]] = "graph.constant"() {value = dense<{{\[\[\[\[}}1.000000e+00], [2.000000e+00], [1.000000e+00]], {{\[\[}}2.000000e+00], [4.000000e+00], [2.000000e+00]], {{\[\[}}1.000000e+00], [2.000000e+00], [1.000000e+00]]]]> : tensor<1x3x3x1xf32>}
// CHECK: "graph.div"(%[[S]], %[[N]]) : (tensor<1x3x3x2xf32>, tensor<1x3x3x1xf32>) -> tensor<1x3x3x2xf32>
// CHECK: "graph.pool2d"(%{{.+}}) {kernel = array<i64: 2, 2>, kind = "avg", layout = "NHWC", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>}
// CHECK-NEXT: return
func.func @pool(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.max_pool2d"(%x) <{kernel = array<i64: 3, 3>, nan_mode = #tosa.nan_mode<PROPAGATE>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}> : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  %1 = "tosa.avg_pool2d"(%0, %zp, %zp) <{acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x2x2x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x2xf32>
  %2 = "tosa.avg_pool2d"(%1, %zp, %zp) <{acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %2 : tensor<1x2x2x2xf32>
}

// CHECK-LABEL: func.func @data
// CHECK: %[[C:.+]] = "graph.constant"() {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
// CHECK: %[[T:.+]] = "graph.transpose"(%[[R]]) {perm = array<i64: 1, 0>} : (tensor<6x4xf32>) -> tensor<4x6xf32>
// CHECK: %[[S:.+]] = "graph.slice"(%[[T]]) {ends = array<i64: 3, 6>, starts = array<i64: 1, 2>, steps = array<i64: 1, 1>} : (tensor<4x6xf32>) -> tensor<2x4xf32>
// CHECK: "graph.concat"(%[[S]], %[[S]], %[[S]]) {axis = 0 : i64} : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32>
// Differing types of inputs 2..N: a chain of binary concats.
// CHECK: %[[T2:.+]] = "graph.transpose"(%[[T]]) {perm = array<i64: 1, 0>} : (tensor<4x6xf32>) -> tensor<6x4xf32>
// CHECK: %[[P:.+]] = "graph.concat"(%[[S]], %[[T2]]) {axis = 0 : i64} : (tensor<2x4xf32>, tensor<6x4xf32>) -> tensor<8x4xf32>
// CHECK: "graph.concat"(%[[P]], %[[S]]) {axis = 0 : i64} : (tensor<8x4xf32>, tensor<2x4xf32>) -> tensor<10x4xf32>
// CHECK: "graph.pad"(%[[S]]) {padding = array<i64: 0, 1, 2, 3>, value = 1.500000e+00 : f64} : (tensor<2x4xf32>) -> tensor<3x9xf32>
func.func @data(%x: tensor<2x3x4xf32>) -> (tensor<2xf32>, tensor<6x4xf32>, tensor<8x4xf32>, tensor<3x9xf32>) {
  %c = "tosa.const"() <{values = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %s0 = "tosa.const_shape"() <{values = dense<[6, 4]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %0 = "tosa.reshape"(%x, %s0) : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
  %1 = "tosa.transpose"(%0) <{perms = array<i32: 1, 0>}> : (tensor<6x4xf32>) -> tensor<4x6xf32>
  %start = "tosa.const_shape"() <{values = dense<[1, 2]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %size = "tosa.const_shape"() <{values = dense<[2, 4]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %2 = "tosa.slice"(%1, %start, %size) : (tensor<4x6xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x4xf32>
  %3 = "tosa.concat"(%2, %2, %2) <{axis = 0 : i32}> : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32>
  %t = "tosa.transpose"(%1) <{perms = array<i32: 1, 0>}> : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %4 = "tosa.concat"(%2, %t, %2) <{axis = 0 : i32}> : (tensor<2x4xf32>, tensor<6x4xf32>, tensor<2x4xf32>) -> tensor<10x4xf32>
  %padding = "tosa.const_shape"() <{values = dense<[0, 1, 2, 3]> : tensor<4xindex>}> : () -> !tosa.shape<4>
  %pv = "tosa.const"() <{values = dense<1.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %5 = "tosa.pad"(%2, %padding, %pv) : (tensor<2x4xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x9xf32>
  %sl = "tosa.const_shape"() <{values = dense<[0, 0]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %sz = "tosa.const_shape"() <{values = dense<[8, 4]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %6 = "tosa.slice"(%4, %sl, %sz) : (tensor<10x4xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<8x4xf32>
  return %c, %3, %6, %5 : tensor<2xf32>, tensor<6x4xf32>, tensor<8x4xf32>, tensor<3x9xf32>
}

// tile: each tiled dim d gets a unit dim in front, broadcast to m, reshaped.
// CHECK-LABEL: func.func @tile
// CHECK: %[[U:.+]] = "graph.reshape"(%arg0) : (tensor<2x1x3xi1>) -> tensor<2x1x1x3xi1>
// CHECK: %[[B:.+]] = "graph.broadcast"(%[[U]]) : (tensor<2x1x1x3xi1>) -> tensor<2x4x2x3xi1>
// CHECK: "graph.reshape"(%[[B]]) : (tensor<2x4x2x3xi1>) -> tensor<2x4x6xi1>
func.func @tile(%x: tensor<2x1x3xi1>) -> tensor<2x4x6xi1> {
  %m = "tosa.const_shape"() <{values = dense<[1, 4, 2]> : tensor<3xindex>}> : () -> !tosa.shape<3>
  %0 = "tosa.tile"(%x, %m) : (tensor<2x1x3xi1>, !tosa.shape<3>) -> tensor<2x4x6xi1>
  return %0 : tensor<2x4x6xi1>
}

// gather with N = 1: a graph.gather on axis 0 of the [K, C] table.
// CHECK-LABEL: func.func @gather1
// CHECK: %[[V:.+]] = "graph.reshape"(%arg0) : (tensor<1x5x3xf32>) -> tensor<5x3xf32>
// CHECK: %[[I:.+]] = "graph.reshape"(%arg1) : (tensor<1x4xi32>) -> tensor<4xi32>
// CHECK: %[[G:.+]] = "graph.gather"(%[[V]], %[[I]]) {axis = 0 : i64} : (tensor<5x3xf32>, tensor<4xi32>) -> tensor<4x3xf32>
// CHECK: "graph.reshape"(%[[G]]) : (tensor<4x3xf32>) -> tensor<1x4x3xf32>
func.func @gather1(%v: tensor<1x5x3xf32>, %i: tensor<1x4xi32>) -> tensor<1x4x3xf32> {
  %0 = "tosa.gather"(%v, %i) : (tensor<1x5x3xf32>, tensor<1x4xi32>) -> tensor<1x4x3xf32>
  return %0 : tensor<1x4x3xf32>
}

// gather with N > 1: rows n*K + idx of the flattened [N*K, C] table.
// CHECK-LABEL: func.func @gather2
// CHECK: %[[V:.+]] = "graph.reshape"(%arg0) : (tensor<2x5x3xf32>) -> tensor<10x3xf32>
// CHECK: %[[OFF:.+]] = "graph.constant"() {value = dense<{{\[\[}}0.000000e+00], [5.000000e+00]]> : tensor<2x1xf64>}
// CHECK: %[[IF:.+]] = "graph.cast"(%arg1) : (tensor<2x4xi32>) -> tensor<2x4xf64>
// CHECK: %[[S:.+]] = "graph.add"(%[[IF]], %[[OFF]]) : (tensor<2x4xf64>, tensor<2x1xf64>) -> tensor<2x4xf64>
// CHECK: %[[II:.+]] = "graph.cast"(%[[S]]) : (tensor<2x4xf64>) -> tensor<2x4xi32>
// CHECK: %[[FI:.+]] = "graph.reshape"(%[[II]]) : (tensor<2x4xi32>) -> tensor<8xi32>
// CHECK: %[[G:.+]] = "graph.gather"(%[[V]], %[[FI]]) {axis = 0 : i64} : (tensor<10x3xf32>, tensor<8xi32>) -> tensor<8x3xf32>
// CHECK: "graph.reshape"(%[[G]]) : (tensor<8x3xf32>) -> tensor<2x4x3xf32>
func.func @gather2(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = "tosa.gather"(%v, %i) : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// reduce_all / reduce_any (i1): the booleans as 0/1 in f32, min (all) or
// max (any) over the axis, then > 0.5.
// CHECK-LABEL: func.func @reduce_bool
// CHECK: %[[F:.+]] = "graph.cast"(%arg0) : (tensor<2x3xi1>) -> tensor<2x3xf32>
// CHECK: %[[MIN:.+]] = "graph.reduce"(%[[F]]) {axes = array<i64: 1>, keepdims = true, kind = "min"} : (tensor<2x3xf32>) -> tensor<2x1xf32>
// CHECK: %[[H:.+]] = "graph.constant"() {value = dense<5.000000e-01> : tensor<1x1xf32>}
// CHECK: %[[ALL:.+]] = "graph.compare"(%[[MIN]], %[[H]]) {predicate = "gt"} : (tensor<2x1xf32>, tensor<1x1xf32>) -> tensor<2x1xi1>
// CHECK: %[[F2:.+]] = "graph.cast"(%arg0) : (tensor<2x3xi1>) -> tensor<2x3xf32>
// CHECK: %[[MAX:.+]] = "graph.reduce"(%[[F2]]) {axes = array<i64: 0>, keepdims = true, kind = "max"} : (tensor<2x3xf32>) -> tensor<1x3xf32>
// CHECK: %[[ANY:.+]] = "graph.compare"(%[[MAX]], %{{.+}}) {predicate = "gt"} : (tensor<1x3xf32>, tensor<1x1xf32>) -> tensor<1x3xi1>
// CHECK: return %[[ALL]], %[[ANY]]
func.func @reduce_bool(%x: tensor<2x3xi1>) -> (tensor<2x1xi1>, tensor<1x3xi1>) {
  %0 = "tosa.reduce_all"(%x) <{axis = 1 : i32}> : (tensor<2x3xi1>) -> tensor<2x1xi1>
  %1 = "tosa.reduce_any"(%x) <{axis = 0 : i32}> : (tensor<2x3xi1>) -> tensor<1x3xi1>
  return %0, %1 : tensor<2x1xi1>, tensor<1x3xi1>
}

// logical_and / or / xor / not (i1 only, by TOSA's verifier) as selects.
// CHECK-LABEL: func.func @logical
// CHECK: %[[F:.+]] = "graph.constant"() {value = dense<false> : tensor<1x1xi1>}
// CHECK: %[[AND:.+]] = "graph.select"(%arg0, %arg1, %[[F]]) : (tensor<2x3xi1>, tensor<1x3xi1>, tensor<1x1xi1>) -> tensor<2x3xi1>
// CHECK: %[[T:.+]] = "graph.constant"() {value = dense<true> : tensor<1x1xi1>}
// CHECK: %[[OR:.+]] = "graph.select"(%arg0, %[[T]], %arg1) : (tensor<2x3xi1>, tensor<1x1xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
// CHECK: %[[F2:.+]] = "graph.constant"() {value = dense<false> : tensor<1x1xi1>}
// CHECK: %[[T2:.+]] = "graph.constant"() {value = dense<true> : tensor<1x1xi1>}
// CHECK: %[[NB:.+]] = "graph.select"(%arg1, %[[F2]], %[[T2]]) : (tensor<1x3xi1>, tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<1x3xi1>
// CHECK: %[[XOR:.+]] = "graph.select"(%arg0, %[[NB]], %arg1) : (tensor<2x3xi1>, tensor<1x3xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
// CHECK: %[[NOT:.+]] = "graph.select"(%arg0, %{{.+}}, %{{.+}}) : (tensor<2x3xi1>, tensor<1x1xi1>, tensor<1x1xi1>) -> tensor<2x3xi1>
// CHECK: return %[[AND]], %[[OR]], %[[XOR]], %[[NOT]]
func.func @logical(%a: tensor<2x3xi1>, %b: tensor<1x3xi1>) -> (tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>) {
  %0 = "tosa.logical_and"(%a, %b) : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
  %1 = "tosa.logical_or"(%a, %b) : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
  %2 = "tosa.logical_xor"(%a, %b) : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
  %3 = "tosa.logical_not"(%a) : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0, %1, %2, %3 : tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>
}
