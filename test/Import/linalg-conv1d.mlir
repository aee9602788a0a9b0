// linalg.conv_1d_ncw_fcw (Whisper's encoder stem, torch.nn.Conv1d) as
// graph.conv2d on an H of 1: input and filter reshaped [N, C, W] -> [N, C,
// 1, W] and [F, C, K] -> [F, C, 1, K], strides/dilations [1, s] / [1, d],
// the result reshaped back; a tensor.pad in front stays a graph.pad.
// Numeric: the reference path against a direct loop written with linalg
// generics is not independent enough, so the values are hand-checked:
// x = [1, 2, 3, 4, 5] (one channel), filter [1, 0, -1] dilation 2 stride 1
// with one zero of padding on each side: padded p = [0, 1, 2, 3, 4, 5, 0];
// out[i] = p[i] - p[i + 4] = [0 - 4, 1 - 5, 2 - 0] = [-4, -4, 2]; plus bias
// init 10 (a linalg.fill of 10 is combined by add): [6, 6, 12]. The GPU
// path (implicit-GEMM conv) on the emulator agrees with the reference on
// random input.
// RUN: hidet-opt %s -p 'builtin.module(hidet-import-linalg)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// OPS-LABEL: func.func @conv1d
// OPS: "graph.pad"
// OPS: "graph.reshape"({{.*}}) : (tensor<1x1x7xf32>) -> tensor<1x1x1x7xf32>
// OPS: "graph.reshape"({{.*}}) : (tensor<1x1x3xf32>) -> tensor<1x1x1x3xf32>
// OPS: "graph.conv2d"({{.*}}) {dilations = array<i64: 1, 2>, layout = "NCHW", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x1x1x7xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
// OPS: "graph.reshape"({{.*}}) : (tensor<1x1x1x3xf32>) -> tensor<1x1x3xf32>
// RUN: hidet-run %t.mlir --target=reference --entry=conv1d --arg=poison --print-args | FileCheck %s
// CHECK: [6, 6, 12]
// RUN: hidet-opt %t.mlir -p 'builtin.module(hidet-graph-canonicalize,hidet-compile-to-gpu{unsupported=error})' -o %t.gpu.mlir
// RUN: hidet-run %t.gpu.mlir --target=emulate --entry=strided --arg=rand --arg=rand --arg=poison --compare=%t.mlir --seed=2 --atol=1e-5 --rtol=1e-4 | FileCheck %s --check-prefix=EMU
// EMU: compare: PASS

func.func @conv1d() -> tensor<1x1x3xf32> {
  %x = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0, 5.0]]]> : tensor<1x1x5xf32>
  %w = arith.constant dense<[[[1.0, 0.0, -1.0]]]> : tensor<1x1x3xf32>
  %z = arith.constant 0.0 : f32
  %ten = arith.constant 10.0 : f32
  %p = tensor.pad %x low[0, 0, 1] high[0, 0, 1] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %z : f32
  } : tensor<1x1x5xf32> to tensor<1x1x7xf32>
  %e = tensor.empty() : tensor<1x1x3xf32>
  %init = linalg.fill ins(%ten : f32) outs(%e : tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
       ins(%p, %w : tensor<1x1x7xf32>, tensor<1x1x3xf32>) outs(%init : tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}

// Whisper's second conv: stride 2, 5 channels in, 6 out, width 37.
func.func @strided(%x: tensor<2x5x37xf32>, %w: tensor<6x5x3xf32>) -> tensor<2x6x18xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x6x18xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<2x6x18xf32>) -> tensor<2x6x18xf32>
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
       ins(%x, %w : tensor<2x5x37xf32>, tensor<6x5x3xf32>) outs(%init : tensor<2x6x18xf32>) -> tensor<2x6x18xf32>
  return %0 : tensor<2x6x18xf32>
}
