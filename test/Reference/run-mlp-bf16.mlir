// End to end through hidet-run with bf16 buffers: a bf16 MLP layer on the
// reference path, accumulated in f32 and rounded once. x = bf16(0.1) =
// 0.10009765625, w = 1, K = 64: the f32 sum 6.40625 is exact in bf16 (a
// bf16 accumulator would drift to 6.15625); + b (-6) = 0.40625; gelu of it
// is 0.267578125 in bf16, as PyTorch's F.gelu(h.float()).bfloat16() gives
// (printed 0.268, the shortest decimal that reads back). --expect compares
// the bf16 output, as double, with an f32 file of that value, exactly.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/want.npy '<f4' 2x3 '0.267578125'
// RUN: hidet-run --target=reference %s --entry=mlp --arg=fill:0.1 --arg=fill:1 --arg=fill:-6 --arg=poison --print-args --expect=3:%t/want.npy --atol=0 --rtol=0 | FileCheck %s
// CHECK-LABEL: arg #3: memref<2x3xbf16> =
// CHECK-NEXT: {{\[}}[0.268, 0.268, 0.268],
// CHECK-NEXT: [0.268, 0.268, 0.268]]
// CHECK: expect: PASS

func.func @mlp(%x: tensor<2x64xbf16>, %w: tensor<64x3xbf16>, %b: tensor<3xbf16>) -> tensor<2x3xbf16> {
  %0 = "graph.matmul"(%x, %w) : (tensor<2x64xbf16>, tensor<64x3xbf16>) -> tensor<2x3xbf16>
  %1 = "graph.add"(%0, %b) : (tensor<2x3xbf16>, tensor<3xbf16>) -> tensor<2x3xbf16>
  %2 = "graph.gelu"(%1) : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
  return %2 : tensor<2x3xbf16>
}
