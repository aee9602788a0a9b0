// Numerics: small linalg functions imported, then run on the reference path
// (each tensor result becomes a trailing output memref argument).
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s | hidet-run - --target=reference --entry=conv_pad --arg=fill:1 --arg=fill:1 --arg=poison --print-args | FileCheck %s --check-prefix=CONV
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s | hidet-run - --target=reference --entry=pools --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=POOL
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s | hidet-run - --target=reference --entry=reduce_init --arg=fill:10 --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=RED
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s | hidet-run - --target=reference --entry=broadcasting --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=BC
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s | hidet-run - --target=reference --entry=mixed --arg=fill:0.1 --arg=fill:3 --arg=poison --print-args | FileCheck %s --check-prefix=MIXED
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s | hidet-run - --target=reference --entry=embedding --arg=poison --arg=poison --print-args | FileCheck %s --check-prefix=EMB

// 3x3 ones over zero-padded ones (the pad folds into the conv): each output
// counts the in-bounds taps; plus a bias of 0.5 broadcast by a generic.
// CONV-LABEL: arg #2: memref<1x1x4x4xf32> =
// CONV-NEXT: 4.5, 6.5, 6.5, 4.5],
// CONV-NEXT: 6.5, 9.5, 9.5, 6.5],
// CONV-NEXT: 6.5, 9.5, 9.5, 6.5],
// CONV-NEXT: 4.5, 6.5, 6.5, 4.5]]]]
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @conv_pad(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x3x3xf32>) -> tensor<1x1x4x4xf32> {
  %z = arith.constant 0.0 : f32
  %bias = arith.constant dense<[0.5]> : tensor<1xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x1x4x4xf32> to tensor<1x1x6x6xf32>
  %e = tensor.empty() : tensor<1x1x4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%p, %w : tensor<1x1x6x6xf32>, tensor<1x1x3x3xf32>) outs(%f : tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
  %r = linalg.generic {indexing_maps = [#nchw, #ch, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%c, %bias : tensor<1x1x4x4xf32>, tensor<1xf32>) outs(%e : tensor<1x1x4x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %0 = arith.addf %v, %bb : f32
    linalg.yield %0 : f32
  } -> tensor<1x1x4x4xf32>
  return %r : tensor<1x1x4x4xf32>
}

// x = 1..16 (4x4). Max pool 3x3 stride 2 over a -inf pad of 1 (folded);
// sum pool 2x2 stride 2 (avg * 4).
// POOL-LABEL: arg #0: memref<1x1x2x2xf32> =
// POOL-NEXT: 6, 8],
// POOL-NEXT: 14, 16]]]]
// POOL-LABEL: arg #1: memref<1x1x2x2xf32> =
// POOL-NEXT: 14, 22],
// POOL-NEXT: 46, 54]]]]
func.func @pools() -> (tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>) {
  %x = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]]]> : tensor<1x1x4x4xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x1x4x4xf32> to tensor<1x1x6x6xf32>
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %k3 = tensor.empty() : tensor<3x3xf32>
  %m = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
       ins(%p, %k3 : tensor<1x1x6x6xf32>, tensor<3x3xf32>) outs(%fm : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %fs = linalg.fill ins(%z : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %k2 = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
       ins(%x, %k2 : tensor<1x1x4x4xf32>, tensor<2x2xf32>) outs(%fs : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %m, %s : tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>
}

// Row sums of [[1, 2, 3], [4, 5, 6]] accumulated onto an init of 10 (an
// argument: combined after the reduction), and row maxima from -inf.
// RED-LABEL: arg #1: memref<2xf32> =
// RED-NEXT: [16, 25]
// RED-LABEL: arg #2: memref<2xf32> =
// RED-NEXT: [3, 6]
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @reduce_init(%init: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %s = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
       ins(%x : tensor<2x3xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %0 = arith.addf %v, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %m = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
       ins(%x : tensor<2x3xf32>) outs(%f : tensor<2xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %0 = arith.maximumf %acc, %v : f32
    linalg.yield %0 : f32
  } -> tensor<2xf32>
  return %s, %m : tensor<2xf32>, tensor<2xf32>
}

// out[i, j] = a[j] * b[i] + 1 (both inputs broadcast), and out2 = m^T read
// through a permuted map, minus 0.5.
// BC-LABEL: arg #0: memref<2x3xf32> =
// BC-NEXT: [11, 21, 31],
// BC-NEXT: [21, 41, 61]]
// BC-LABEL: arg #1: memref<3x2xf32> =
// BC-NEXT: [0.5, 3.5],
// BC-NEXT: [1.5, 4.5],
// BC-NEXT: [2.5, 5.5]]
#col = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @broadcasting() -> (tensor<2x3xf32>, tensor<3x2xf32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = arith.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#col, #row, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a, %b : tensor<3xf32>, tensor<2xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %0, %one : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<3x2xf32>
  %t = linalg.generic {indexing_maps = [#tr, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%m : tensor<2x3xf32>) outs(%e2 : tensor<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = arith.subf %x, %half : f32
    linalg.yield %0 : f32
  } -> tensor<3x2xf32>
  return %r, %t : tensor<2x3xf32>, tensor<3x2xf32>
}

// Embedding rows [2, 0, 1] of [[1, 2], [3, 4], [5, 6]] (tensor.extract ->
// graph.gather, bounds asserts dropped), and a mask id > 0 ? 1 : -1
// (cmpi -> graph.compare, select -> graph.select).
// EMB-LABEL: arg #0: memref<1x3x2xf32> =
// EMB-NEXT: [5, 6],
// EMB-NEXT: [1, 2],
// EMB-NEXT: [3, 4]]]
// EMB-LABEL: arg #1: memref<1x3xf32> =
// EMB-NEXT: [1, -1, 1]]
#ids = affine_map<(d0, d1, d2) -> (d0, d1)>
#emb = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @embedding() -> (tensor<1x3x2xf32>, tensor<1x3xf32>) {
  %ids = arith.constant dense<[[2, 0, 1]]> : tensor<1x3xi64>
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %c0 = arith.constant 0 : i64
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<1x3x2xf32>
  %r = linalg.generic {indexing_maps = [#ids, #emb], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%ids : tensor<1x3xi64>) outs(%e : tensor<1x3x2xf32>) {
  ^bb0(%i: i64, %o: f32):
    %0 = arith.index_cast %i : i64 to index
    %1 = linalg.index 2 : index
    %2 = arith.cmpi slt, %0, %c3 : index
    cf.assert %2, "index must be smaller than dim size"
    %3 = tensor.extract %w[%0, %1] : tensor<3x2xf32>
    linalg.yield %3 : f32
  } -> tensor<1x3x2xf32>
  %e2 = tensor.empty() : tensor<1x3xf32>
  %m = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%ids : tensor<1x3xi64>) outs(%e2 : tensor<1x3xf32>) {
  ^bb0(%i: i64, %o: f32):
    %0 = arith.cmpi sgt, %i, %c0 : i64
    %1 = arith.select %0, %one, %mone : f32
    linalg.yield %1 : f32
  } -> tensor<1x3xf32>
  return %r, %m : tensor<1x3x2xf32>, tensor<1x3xf32>
}

// f16 x f16 -> f32: the operands are exact in f32 and the product is
// accumulated in f32. f16(0.1) = 0.0999755859375, times 3, eight times:
// 2.3994140625 (an f16 result would have rounded it to 2.3984375 or 2.40039).
// MIXED-LABEL: arg #2: memref<2x2xf32> =
// MIXED-NEXT: {{\[}}[2.399414, 2.399414],
func.func @mixed(%a: tensor<2x8xf16>, %b: tensor<8x2xf16>) -> tensor<2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x8xf16>, tensor<8x2xf16>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %m : tensor<2x2xf32>
}
