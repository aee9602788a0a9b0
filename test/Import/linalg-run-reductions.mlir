// Numerics of the linalg forms torch-mlir gives boolean reductions and logic, the
// masked-softmax guard, RMS norm and depthwise / grouped convolutions:
// imported, run on the reference path (each tensor result becomes a trailing
// output memref argument, poisoned first), checked against hand-computed
// values; each also after hidet-graph-canonicalize (same values).
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s -o %t.mlir
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg,hidet-graph-canonicalize)' %s -o %t.canon.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=all_any --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=BOOL
// RUN: hidet-run %t.canon.mlir --target=reference --entry=all_any --arg=poison --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=BOOL
// RUN: hidet-run %t.mlir --target=reference --entry=logic --arg=poison --print-args | FileCheck %s --check-prefix=LOGIC
// RUN: hidet-run %t.mlir --target=reference --entry=safe_softmax --arg=poison --print-args | FileCheck %s --check-prefix=GUARD
// RUN: hidet-run %t.canon.mlir --target=reference --entry=safe_softmax --arg=poison --print-args | FileCheck %s --check-prefix=GUARD
// RUN: hidet-run %t.mlir --target=reference --entry=rms_norm --arg=poison --print-args | FileCheck %s --check-prefix=RMS
// RUN: hidet-run %t.canon.mlir --target=reference --entry=rms_norm --arg=poison --print-args | FileCheck %s --check-prefix=RMS
// RUN: hidet-run %t.mlir --target=reference --entry=depthwise --arg=poison --print-args | FileCheck %s --check-prefix=DW
// RUN: hidet-run %t.canon.mlir --target=reference --entry=depthwise --arg=poison --print-args | FileCheck %s --check-prefix=DW
// RUN: hidet-run %t.mlir --target=reference --entry=multiplier_grouped --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=GRP
// RUN: hidet-run %t.canon.mlir --target=reference --entry=multiplier_grouped --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=GRP

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#row0 = affine_map<(d0, d1) -> (d0, 0)>
#col0 = affine_map<(d0, d1) -> (0, d1)>

// x > 0 for x = [[1, 2, 3, 4], [-1, -2, -3, -4], [1, -1, 1, -1]]: all along
// the rows (andi, init true); any down the columns (ori, init false);
// all along the rows combined with an init [false, true, true] (not
// neutral: `init and r`).
// BOOL-LABEL: arg #0: memref<3xi1> =
// BOOL-NEXT: [1, 0, 0]
// BOOL-LABEL: arg #1: memref<1x4xi1> =
// BOOL-NEXT: {{\[\[}}1, 1, 1, 1]]
// BOOL-LABEL: arg #2: memref<3xi1> =
// BOOL-NEXT: [0, 0, 0]
func.func @all_any() -> (tensor<3xi1>, tensor<1x4xi1>, tensor<3xi1>) {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, -2.0, -3.0, -4.0], [1.0, -1.0, 1.0, -1.0]]> : tensor<3x4xf32>
  %init = arith.constant dense<[false, true, true]> : tensor<3xi1>
  %true = arith.constant true
  %false = arith.constant false
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4xi1>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xi1>) {
  ^bb0(%in: f32, %o: i1):
    %0 = arith.cmpf ogt, %in, %z : f32
    linalg.yield %0 : i1
  } -> tensor<3x4xi1>
  %e3 = tensor.empty() : tensor<3xi1>
  %t3 = linalg.fill ins(%true : i1) outs(%e3 : tensor<3xi1>) -> tensor<3xi1>
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
       ins(%m : tensor<3x4xi1>) outs(%t3 : tensor<3xi1>) {
  ^bb0(%in: i1, %o: i1):
    %0 = arith.andi %in, %o : i1
    linalg.yield %0 : i1
  } -> tensor<3xi1>
  %e4 = tensor.empty() : tensor<1x4xi1>
  %f4 = linalg.fill ins(%false : i1) outs(%e4 : tensor<1x4xi1>) -> tensor<1x4xi1>
  %any = linalg.generic {indexing_maps = [#id, #col0], iterator_types = ["reduction", "parallel"]}
       ins(%m : tensor<3x4xi1>) outs(%f4 : tensor<1x4xi1>) {
  ^bb0(%in: i1, %o: i1):
    %0 = arith.ori %in, %o : i1
    linalg.yield %0 : i1
  } -> tensor<1x4xi1>
  %alli = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
       ins(%m : tensor<3x4xi1>) outs(%init : tensor<3xi1>) {
  ^bb0(%in: i1, %o: i1):
    %0 = arith.andi %in, %o : i1
    linalg.yield %0 : i1
  } -> tensor<3xi1>
  return %all, %any, %alli : tensor<3xi1>, tensor<1x4xi1>, tensor<3xi1>
}

// andi / ori / xori in a body, over the truth table a = [0, 0, 1, 1],
// b = [0, 1, 0, 1]: rows and, or, xor, not a (xori with true).
// LOGIC-LABEL: arg #0: memref<4x4xi1> =
// LOGIC-NEXT: {{\[\[}}0, 0, 0, 1],
// LOGIC-NEXT: [0, 1, 1, 1],
// LOGIC-NEXT: [0, 1, 1, 0],
// LOGIC-NEXT: [1, 1, 0, 0]]
#l = affine_map<(d0, d1) -> (d1)>
func.func @logic() -> tensor<4x4xi1> {
  %a = arith.constant dense<[false, false, true, true]> : tensor<4xi1>
  %b = arith.constant dense<[false, true, false, true]> : tensor<4xi1>
  %k = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %e = tensor.empty() : tensor<4x4xi1>
  %r = linalg.generic {indexing_maps = [#row, #l, #l, #id], iterator_types = ["parallel", "parallel"]}
       ins(%k, %a, %b : tensor<4xi32>, tensor<4xi1>, tensor<4xi1>) outs(%e : tensor<4x4xi1>) {
  ^bb0(%row: i32, %x: i1, %y: i1, %o: i1):
    %and = arith.andi %x, %y : i1
    %or = arith.ori %x, %y : i1
    %xor = arith.xori %x, %y : i1
    %not = arith.xori %true, %x : i1
    %is0 = arith.cmpi eq, %row, %c0 : i32
    %is1 = arith.cmpi eq, %row, %c1 : i32
    %is2 = arith.cmpi eq, %row, %c2 : i32
    %s2 = arith.select %is2, %xor, %not : i1
    %s1 = arith.select %is1, %or, %s2 : i1
    %s0 = arith.select %is0, %and, %s1 : i1
    linalg.yield %s0 : i1
  } -> tensor<4x4xi1>
  return %r : tensor<4x4xi1>
}

// torch's _safe_softmax as torch-mlir's linalg export spells it (softmax;
// extf + cmpf oeq -inf; an andi reduction from true; select): row 0 is
// fully masked and gives 0, not NaN; row 1 = [0, 0, -inf] gives
// [0.5, 0.5, 0]; row 2 = [0, -inf, 0] gives [0.5, 0, 0.5].
// GUARD-LABEL: arg #0: memref<3x3xf32> =
// GUARD-NEXT: {{\[\[}}0, 0, 0],
// GUARD-NEXT: [0.5, 0.5, 0],
// GUARD-NEXT: [0.5, 0, 0.5]]
func.func @safe_softmax() -> tensor<3x3xf32> {
  %arg0 = arith.constant dense<[[0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0xFF800000], [0.0, 0xFF800000, 0.0]]> : tensor<3x3xf32>
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %true = arith.constant true
  %cst_1 = arith.constant dense<0.000000e+00> : tensor<3x3xf32>
  %cst_2 = arith.constant 0xFFF0000000000000 : f64
  %2 = tensor.empty() : tensor<3xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3xf32>) -> tensor<3xf32>
  %4 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x3xf32>) outs(%3 : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %18 = arith.maximumf %in, %out : f32
    linalg.yield %18 : f32
  } -> tensor<3xf32>
  %expanded = tensor.expand_shape %4 [[0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
  %5 = tensor.empty() : tensor<3x3xf32>
  %6 = linalg.generic {indexing_maps = [#id, #row0, #id], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<3x3xf32>, tensor<3x1xf32>) outs(%5 : tensor<3x3xf32>) {
  ^bb0(%in: f32, %in_3: f32, %out: f32):
    %18 = arith.subf %in, %in_3 : f32
    %19 = math.exp %18 : f32
    linalg.yield %19 : f32
  } -> tensor<3x3xf32>
  %8 = tensor.empty() : tensor<3x1xf32>
  %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<3x1xf32>) -> tensor<3x1xf32>
  %10 = linalg.generic {indexing_maps = [#id, #row0], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<3x3xf32>) outs(%9 : tensor<3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %18 = arith.addf %in, %out : f32
    linalg.yield %18 : f32
  } -> tensor<3x1xf32>
  %11 = linalg.generic {indexing_maps = [#id, #row0, #id], iterator_types = ["parallel", "parallel"]} ins(%6, %10 : tensor<3x3xf32>, tensor<3x1xf32>) outs(%5 : tensor<3x3xf32>) {
  ^bb0(%in: f32, %in_3: f32, %out: f32):
    %18 = arith.divf %in, %in_3 : f32
    linalg.yield %18 : f32
  } -> tensor<3x3xf32>
  %12 = tensor.empty() : tensor<3x3xi1>
  %13 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x3xf32>) outs(%12 : tensor<3x3xi1>) {
  ^bb0(%in: f32, %out: i1):
    %18 = arith.extf %in : f32 to f64
    %19 = arith.cmpf oeq, %18, %cst_2 : f64
    linalg.yield %19 : i1
  } -> tensor<3x3xi1>
  %14 = tensor.empty() : tensor<3x1xi1>
  %15 = linalg.fill ins(%true : i1) outs(%14 : tensor<3x1xi1>) -> tensor<3x1xi1>
  %16 = linalg.generic {indexing_maps = [#id, #row0], iterator_types = ["parallel", "reduction"]} ins(%13 : tensor<3x3xi1>) outs(%15 : tensor<3x1xi1>) {
  ^bb0(%in: i1, %out: i1):
    %18 = arith.andi %in, %out : i1
    linalg.yield %18 : i1
  } -> tensor<3x1xi1>
  %17 = linalg.generic {indexing_maps = [#row0, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_1, %11 : tensor<3x1xi1>, tensor<3x3xf32>, tensor<3x3xf32>) outs(%5 : tensor<3x3xf32>) {
  ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
    %18 = arith.select %in, %in_3, %in_4 : f32
    linalg.yield %18 : f32
  } -> tensor<3x3xf32>
  return %17 : tensor<3x3xf32>
}

// RMS norm as torch-mlir's linalg export spells it (fpowi 2, a sum, / N,
// + truncf(eps), rsqrt, two products), eps = 0 and w = [1, 2, 3, 4]: row 0 =
// [1, 2, 2, 4] has rsqrt(mean of squares) 0.4, row 1 = [-3, 3, -3, 3] 1/3.
// RMS-LABEL: arg #0: memref<2x4xf32> =
// RMS-NEXT: {{\[\[}}0.4, 1.6, 2.4, 6.4],
// RMS-NEXT: [-1, 2, -3, 4]]
#v = affine_map<(d0, d1) -> (d1)>
func.func @rms_norm() -> tensor<2x4xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 2.0, 4.0], [-3.0, 3.0, -3.0, 3.0]]> : tensor<2x4xf32>
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c2 = arith.constant 2 : i64
  %z = arith.constant 0.0 : f32
  %eps = arith.constant 0.0 : f64
  %n = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = math.fpowi %in, %c2 : f32, i64
    linalg.yield %0 : f32
  } -> tensor<2x4xf32>
  %e1 = tensor.empty() : tensor<2x1xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2x1xf32>) -> tensor<2x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #row0], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<2x4xf32>) outs(%f1 : tensor<2x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.addf %in, %o : f32
    linalg.yield %0 : f32
  } -> tensor<2x1xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<2x1xf32>) outs(%e1 : tensor<2x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.divf %in, %n : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %0, %1 : f32
    %3 = math.rsqrt %2 : f32
    linalg.yield %3 : f32
  } -> tensor<2x1xf32>
  %y = linalg.generic {indexing_maps = [#id, #row0, #v, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %r, %w : tensor<2x4xf32>, tensor<2x1xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.mulf %c, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// depthwise_conv_2d_nchw_chw, stride 1, zero pad 1 on the bottom/right (a
// tensor.pad that folds), plus a per-channel bias init [10, 20]. Channel 0
// = 1..9 (3x3) with filter [[1, 0], [0, 1]]: x[i][j] + x[i+1][j+1], 0 past
// the edge; channel 1 = ones with filter [[1, 1], [1, 1]]: the in-bounds
// taps.
// DW-LABEL: arg #0: memref<1x2x3x3xf32> =
// DW-NEXT: {{\[\[\[\[}}16, 18, 13],
// DW-NEXT: [22, 24, 16],
// DW-NEXT: [17, 18, 19]],
// DW-NEXT: {{\[\[}}24, 24, 22],
// DW-NEXT: [24, 24, 22],
// DW-NEXT: [22, 22, 21]]]]
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @depthwise() -> tensor<1x2x3x3xf32> {
  %x = arith.constant dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]]]> : tensor<1x2x3x3xf32>
  %w = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[1.0, 1.0], [1.0, 1.0]]]> : tensor<2x2x2xf32>
  %bias = arith.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x2x3x3xf32> to tensor<1x2x4x4xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %b = linalg.broadcast ins(%bias : tensor<2xf32>) outs(%e : tensor<1x2x3x3xf32>) dimensions = [0, 2, 3]
  %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%p, %w : tensor<1x2x4x4xf32>, tensor<2x2x2xf32>) outs(%b : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %c : tensor<1x2x3x3xf32>
}

// depthwise_conv_2d_nhwc_hwcm (channel multiplier 2, 1x1 kernel): out[h, w,
// c, m] = x[h, w, c] * f[c, m] with f = [[1, 2], [3, 4]]; pixel (h, w) holds
// (c0, c1) = (k, 10 k), k = 1..4.
// conv_2d_ngchw_gfchw (torch's groups = 2, 2 filters per group, one input
// channel per group, 2x2 kernel of ones, stride 1): each output is the sum
// of a 2x2 window of its group's channel, times the filter's scale (group 0:
// 1 and -1, group 1: 2 and 10); channel 0 = 1..9 (3x3), channel 1 = 10x it.
// GRP-LABEL: arg #0: memref<1x2x2x2x2xf32> =
// GRP-NEXT: {{\[\[\[\[\[}}1, 2],
// GRP-NEXT: [30, 40]],
// GRP-NEXT: {{\[\[}}2, 4],
// GRP-NEXT: [60, 80]]],
// GRP-NEXT: {{\[\[\[}}3, 6],
// GRP-NEXT: [90, 120]],
// GRP-NEXT: {{\[\[}}4, 8],
// GRP-NEXT: [120, 160]]]]]
// GRP-LABEL: arg #1: memref<1x2x2x2x2xf32> =
// GRP-NEXT: {{\[\[\[\[\[}}12, 16],
// GRP-NEXT: [24, 28]],
// GRP-NEXT: {{\[\[}}-12, -16],
// GRP-NEXT: [-24, -28]]],
// GRP-NEXT: {{\[\[\[}}240, 320],
// GRP-NEXT: [480, 560]],
// GRP-NEXT: {{\[\[}}1200, 1600],
// GRP-NEXT: [2400, 2800]]]]]
func.func @multiplier_grouped() -> (tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>) {
  %z = arith.constant 0.0 : f32
  %x = arith.constant dense<[[[[1.0, 10.0], [2.0, 20.0]], [[3.0, 30.0], [4.0, 40.0]]]]> : tensor<1x2x2x2xf32>
  %f = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]]]]> : tensor<1x1x2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2x2xf32>
  %o = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %m = linalg.depthwise_conv_2d_nhwc_hwcm ins(%x, %f : tensor<1x2x2x2xf32>, tensor<1x1x2x2xf32>) outs(%o : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %g = arith.constant dense<[[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]], [[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0], [70.0, 80.0, 90.0]]]]]> : tensor<1x2x1x3x3xf32>
  %gw = arith.constant dense<[[[[[1.0, 1.0], [1.0, 1.0]]], [[[-1.0, -1.0], [-1.0, -1.0]]]], [[[[2.0, 2.0], [2.0, 2.0]]], [[[10.0, 10.0], [10.0, 10.0]]]]]> : tensor<2x2x1x2x2xf32>
  %r = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%g, %gw : tensor<1x2x1x3x3xf32>, tensor<2x2x1x2x2xf32>) outs(%o : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  return %m, %r : tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>
}
