// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// linalg named ops become graph ops; `outs` that are fills of the neutral
// element are dropped, other inits are combined; no linalg/tensor op is left.
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.

// CHECK-LABEL: func.func @matmul
// CHECK: %[[T:.+]] = "graph.transpose"(%arg1) {perm = array<i64: 1, 0>} : (tensor<3x8xf32>) -> tensor<8x3xf32>
// CHECK: %[[M:.+]] = "graph.matmul"(%arg0, %[[T]]) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
// CHECK: return %[[M]]
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<3x8xf32>) -> tensor<4x3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x3xf32>
  %t = linalg.transpose ins(%b : tensor<3x8xf32>) outs(%e : tensor<8x3xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m = linalg.matmul ins(%a, %t : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %m : tensor<4x3xf32>
}

// -----

// A real init (not a fill of 0) is added; a fill of 1 read as data becomes a splat.
// CHECK-LABEL: func.func @matmul_acc
// CHECK: %[[M:.+]] = "graph.matmul"(%arg0, %arg1)
// CHECK: %[[A:.+]] = "graph.add"(%[[M]], %arg2)
// CHECK: %[[M2:.+]] = "graph.matmul"(%arg0, %arg1)
// CHECK: %[[ONE:.+]] = "graph.constant"() {value = dense<1.000000e+00> : tensor<4x3xf32>}
// CHECK: "graph.add"(%[[M2]], %[[ONE]])
func.func @matmul_acc(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %c: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %m, %m2 : tensor<4x3xf32>, tensor<4x3xf32>
}

// -----

// CHECK-LABEL: func.func @bmm
// CHECK: "graph.batch_matmul"(%arg0, %arg1) : (tensor<2x4x8xf16>, tensor<2x8x3xf16>) -> tensor<2x4x3xf16>
func.func @bmm(%a: tensor<2x4x8xf16>, %b: tensor<2x8x3xf16>) -> tensor<2x4x3xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<2x4x3xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<2x4x3xf16>) -> tensor<2x4x3xf16>
  %m = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf16>, tensor<2x8x3xf16>) outs(%f : tensor<2x4x3xf16>) -> tensor<2x4x3xf16>
  return %m : tensor<2x4x3xf16>
}

// -----

// Mixed precision, as PyTorch's half matmuls accumulate: f16 x f16 -> f32
// and a transposed bf16 batch_matmul into f32 cast their operands up first
// (exact); f32 operands into an f16 result are rounded first, as linalg's
// default cast (truncf) does.
// CHECK-LABEL: func.func @mixed
// CHECK: %[[A:.+]] = "graph.cast"(%arg0) : (tensor<4x8xf16>) -> tensor<4x8xf32>
// CHECK: %[[B:.+]] = "graph.cast"(%arg1) : (tensor<8x3xf16>) -> tensor<8x3xf32>
// CHECK: "graph.matmul"(%[[A]], %[[B]]) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[T:.+]] = "graph.transpose"(%arg3) {perm = array<i64: 0, 2, 1>} : (tensor<2x3x8xbf16>) -> tensor<2x8x3xbf16>
// CHECK: %[[X:.+]] = "graph.cast"(%arg2) : (tensor<2x4x8xbf16>) -> tensor<2x4x8xf32>
// CHECK: %[[Y:.+]] = "graph.cast"(%[[T]]) : (tensor<2x8x3xbf16>) -> tensor<2x8x3xf32>
// CHECK: "graph.batch_matmul"(%[[X]], %[[Y]]) : (tensor<2x4x8xf32>, tensor<2x8x3xf32>) -> tensor<2x4x3xf32>
// CHECK: %[[P:.+]] = "graph.cast"(%arg4) : (tensor<4x8xf32>) -> tensor<4x8xf16>
// CHECK: "graph.matmul"(%[[P]], %{{.+}}) : (tensor<4x8xf16>, tensor<8x3xf16>) -> tensor<4x3xf16>
func.func @mixed(%a: tensor<4x8xf16>, %b: tensor<8x3xf16>, %x: tensor<2x4x8xbf16>, %yt: tensor<2x3x8xbf16>,
                 %p: tensor<4x8xf32>, %q: tensor<8x3xf32>) -> (tensor<4x3xf32>, tensor<2x4x3xf32>, tensor<4x3xf16>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x3xf16>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  %e3 = tensor.empty() : tensor<2x4x3xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %bm = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                             affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
                                             affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
       ins(%x, %yt : tensor<2x4x8xbf16>, tensor<2x3x8xbf16>) outs(%f3 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %zh = arith.constant 0.0 : f16
  %eh = tensor.empty() : tensor<4x3xf16>
  %fh = linalg.fill ins(%zh : f16) outs(%eh : tensor<4x3xf16>) -> tensor<4x3xf16>
  %mh = linalg.matmul ins(%p, %q : tensor<4x8xf32>, tensor<8x3xf32>) outs(%fh : tensor<4x3xf16>) -> tensor<4x3xf16>
  return %m, %bm, %mh : tensor<4x3xf32>, tensor<2x4x3xf32>, tensor<4x3xf16>
}

// -----

// CHECK-LABEL: func.func @conv_nchw
// CHECK: "graph.conv2d"(%arg0, %arg1) {dilations = array<i64: 1, 2>, layout = "NCHW", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 1>} : (tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x4x5xf32>
// CHECK-LABEL: func.func @conv_nhwc
// CHECK: "graph.conv2d"(%arg0, %arg1) {dilations = array<i64: 1, 1>, layout = "NHWC", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x5x5x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x3x3x8xf32>
func.func @conv_nchw(%x: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x4x5xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x4x4x5xf32>) -> tensor<1x4x4x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
       ins(%x, %w : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x5xf32>) -> tensor<1x4x4x5xf32>
  return %c : tensor<1x4x4x5xf32>
}
func.func @conv_nhwc(%x: tensor<1x5x5x3xf32>, %w: tensor<3x3x3x8xf32>) -> tensor<1x3x3x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x3x8xf32>) -> tensor<1x3x3x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf ins(%x, %w : tensor<1x5x5x3xf32>, tensor<3x3x3x8xf32>) outs(%f : tensor<1x3x3x8xf32>) -> tensor<1x3x3x8xf32>
  return %c : tensor<1x3x3x8xf32>
}

// -----

// Max pooling with a -inf init; sum pooling is avg pooling times the window.
// CHECK-LABEL: func.func @pools
// CHECK: "graph.pool2d"(%arg0) {kernel = array<i64: 3, 3>, kind = "max", layout = "NCHW", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : (tensor<1x2x7x7xf32>) -> tensor<1x2x3x3xf32>
// CHECK: %[[AVG:.+]] = "graph.pool2d"(%arg1) {kernel = array<i64: 2, 2>, kind = "avg", layout = "NHWC", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>) -> tensor<1x3x3x2xf32>
// CHECK: %[[N:.+]] = "graph.constant"() {value = dense<4.000000e+00> : tensor<f32>}
// CHECK: "graph.mul"(%[[AVG]], %[[N]])
func.func @pools(%x: tensor<1x2x7x7xf32>, %y: tensor<1x4x4x2xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x3x3x2xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
       ins(%x, %k : tensor<1x2x7x7xf32>, tensor<3x3xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %e2 = tensor.empty() : tensor<1x3x3x2xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %k2 = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%y, %k2 : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %p, %s : tensor<1x2x3x3xf32>, tensor<1x3x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_copy
// CHECK: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<3xf32>) -> tensor<1x3x1xf32>
// CHECK: %[[B:.+]] = "graph.broadcast"(%[[R]]) : (tensor<1x3x1xf32>) -> tensor<2x3x4xf32>
// CHECK: return %[[B]], %arg0
func.func @broadcast_copy(%x: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %b = linalg.broadcast ins(%x : tensor<3xf32>) outs(%e : tensor<2x3x4xf32>) dimensions = [0, 2]
  %e2 = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%x : tensor<3xf32>) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  return %b, %c : tensor<2x3x4xf32>, tensor<3xf32>
}

// -----
// Depthwise convolutions: graph.conv2d with groups = C and the filter
// reshaped to graph's layout; a zero pad folds into the padding, a bias
// init is added.
// CHECK-LABEL: func.func @depthwise_nchw
// CHECK: %[[W:.+]] = "graph.reshape"(%arg1) : (tensor<4x3x3xf32>) -> tensor<4x1x3x3xf32>
// CHECK: %[[C:.+]] = "graph.conv2d"(%arg0, %[[W]]) {dilations = array<i64: 1, 1>, groups = 4 : i64, layout = "NCHW", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 1>} : (tensor<1x4x6x6xf32>, tensor<4x1x3x3xf32>) -> tensor<1x4x3x6xf32>
// CHECK: "graph.add"(%[[C]], %arg2)
func.func @depthwise_nchw(%x: tensor<1x4x6x6xf32>, %w: tensor<4x3x3xf32>, %b: tensor<1x4x3x6xf32>) -> tensor<1x4x3x6xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<1x4x6x6xf32> to tensor<1x4x8x8xf32>
  %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<[2, 1]> : vector<2xi64>}
       ins(%p, %w : tensor<1x4x8x8xf32>, tensor<4x3x3xf32>) outs(%b : tensor<1x4x3x6xf32>) -> tensor<1x4x3x6xf32>
  return %c : tensor<1x4x3x6xf32>
}

// -----
// CHECK-LABEL: func.func @depthwise_nhwc
// CHECK: %[[W:.+]] = "graph.reshape"(%arg1) : (tensor<2x2x3xf32>) -> tensor<2x2x1x3xf32>
// CHECK: "graph.conv2d"(%arg0, %[[W]]) {dilations = array<i64: 2, 2>, groups = 3 : i64, layout = "NHWC", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x5x5x3xf32>, tensor<2x2x1x3xf32>) -> tensor<1x3x3x3xf32>
// CHECK-NOT: graph.add
func.func @depthwise_nhwc(%x: tensor<1x5x5x3xf32>, %w: tensor<2x2x3xf32>) -> tensor<1x3x3x3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<1x5x5x3xf32>, tensor<2x2x3xf32>) outs(%f : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %c : tensor<1x3x3x3xf32>
}

// -----
// Channel multiplier M: filter [KH, KW, C, M] -> [KH, KW, 1, C*M], result
// [N, OH, OW, C*M] -> [N, OH, OW, C, M].
// CHECK-LABEL: func.func @depthwise_nhwc_multiplier
// CHECK: %[[W:.+]] = "graph.reshape"(%arg1) : (tensor<3x3x2x3xf32>) -> tensor<3x3x1x6xf32>
// CHECK: %[[C:.+]] = "graph.conv2d"(%arg0, %[[W]]) {dilations = array<i64: 1, 1>, groups = 2 : i64, layout = "NHWC", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x4x4x2xf32>, tensor<3x3x1x6xf32>) -> tensor<2x2x2x6xf32>
// CHECK: "graph.reshape"(%[[C]]) : (tensor<2x2x2x6xf32>) -> tensor<2x2x2x2x3xf32>
func.func @depthwise_nhwc_multiplier(%x: tensor<2x4x4x2xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<2x2x2x2x3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x2x2x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2x2x2x3xf32>) -> tensor<2x2x2x2x3xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwcm ins(%x, %w : tensor<2x4x4x2xf32>, tensor<3x3x2x3xf32>) outs(%f : tensor<2x2x2x2x3xf32>) -> tensor<2x2x2x2x3xf32>
  return %c : tensor<2x2x2x2x3xf32>
}

// -----
// torch-mlir's grouped convolution (groups > 1, not depthwise): input
// [N, G, C, H, W] -> [N, G*C, H, W], filter [G, F, C, KH, KW] -> [G*F, C,
// KH, KW], result [N, G*F, OH, OW] -> [N, G, F, OH, OW].
// CHECK-LABEL: func.func @grouped
// CHECK: %[[X:.+]] = "graph.reshape"(%arg0) : (tensor<1x2x3x5x5xf32>) -> tensor<1x6x5x5xf32>
// CHECK: %[[W:.+]] = "graph.reshape"(%arg1) : (tensor<2x4x3x3x3xf32>) -> tensor<8x3x3x3xf32>
// CHECK: %[[C:.+]] = "graph.conv2d"(%[[X]], %[[W]]) {dilations = array<i64: 1, 1>, groups = 2 : i64, layout = "NCHW", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : (tensor<1x6x5x5xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x2x2xf32>
// CHECK: "graph.reshape"(%[[C]]) : (tensor<1x8x2x2xf32>) -> tensor<1x2x4x2x2xf32>
func.func @grouped(%x: tensor<1x2x3x5x5xf32>, %w: tensor<2x4x3x3x3xf32>) -> tensor<1x2x4x2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x4x2x2xf32>) -> tensor<1x2x4x2x2xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
       ins(%x, %w : tensor<1x2x3x5x5xf32>, tensor<2x4x3x3x3xf32>) outs(%f : tensor<1x2x4x2x2xf32>) -> tensor<1x2x4x2x2xf32>
  return %c : tensor<1x2x4x2x2xf32>
}
