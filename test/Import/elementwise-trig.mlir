// sin, cos, floor and ceil from both importers (tosa.sin/cos/floor/ceil and
// math.sin/cos/floor/ceil in a linalg.generic body: LLaMA's rotary tables,
// OPT/T5 position arithmetic) become graph.sin/cos/floor/ceil; values on the
// reference path (hand-checked: sin 1 = 0.841471, cos 1 = 0.540302,
// floor/ceil of -1.5, 2.5, -0 and 3), and the GPU element-wise kernel on
// the emulator against the reference path on random inputs.
// RUN: hidet-opt %s -p 'builtin.module(hidet-import-tosa,hidet-import-linalg)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// OPS-LABEL: func.func @tosa_ops
// OPS: "graph.sin"
// OPS: "graph.cos"
// OPS: "graph.floor"
// OPS: "graph.ceil"
// OPS-LABEL: func.func @linalg_ops
// OPS: "graph.sin"
// OPS: "graph.cos"
// OPS: "graph.floor"
// OPS: "graph.ceil"
// RUN: hidet-run %t.mlir --target=reference --entry=tosa_ops --arg=poison --print-args | FileCheck %s
// RUN: hidet-run %t.mlir --target=reference --entry=linalg_ops --arg=poison --print-args | FileCheck %s
// CHECK: arg #0: memref<4x4xf32> =
// CHECK-NEXT: [0, 0.84147096, -0.997495, 0.5984721],
// CHECK-NEXT: [1, 0.5403023, 0.0707372, -0.8011436],
// CHECK-NEXT: [-2, 2, -0, 3],
// CHECK-NEXT: [-1, 3, -0, 3]]
// RUN: hidet-opt %t.mlir -p 'builtin.module(hidet-compile-to-gpu{unsupported=error})' -o %t.gpu.mlir
// RUN: hidet-run %t.gpu.mlir --target=emulate --entry=gpu --arg=rand --arg=poison --compare=%t.mlir --seed=5 --atol=1e-6 --rtol=1e-5 | FileCheck %s --check-prefix=EMU
// EMU: compare: PASS

func.func @tosa_ops() -> tensor<4x4xf32> {
  %a = "tosa.const"() <{values = dense<[[0.0, 1.0, -1.5, 2.5]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
  %b = "tosa.const"() <{values = dense<[[-1.5, 2.5, -0.0, 3.0]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
  %s = "tosa.sin"(%a) : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %c = "tosa.cos"(%a) : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %f = "tosa.floor"(%b) : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %e = "tosa.ceil"(%b) : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %0 = "tosa.concat"(%s, %c, %f, %e) <{axis = 0 : i32}> : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

#id = affine_map<(d0) -> (d0)>
func.func @linalg_ops() -> tensor<4x4xf32> {
  %a = arith.constant dense<[0.0, 1.0, -1.5, 2.5]> : tensor<4xf32>
  %b = arith.constant dense<[-1.5, 2.5, -0.0, 3.0]> : tensor<4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.sin %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.cos %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %f = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%b : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.floor %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%b : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.ceil %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %s2 = tensor.expand_shape %s [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  %c2 = tensor.expand_shape %c [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  %f2 = tensor.expand_shape %f [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  %e2 = tensor.expand_shape %e [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  %0 = tensor.concat dim(0) %s2, %c2, %f2, %e2 : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// Element-wise kernels: x * 3 through each op (scaled so floor/ceil see
// non-integers of both signs), then summed.
func.func @gpu(%x: tensor<37x19xf32>) -> tensor<37x19xf32> {
  %k = "graph.constant"() {value = dense<3.0> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %y = "graph.mul"(%x, %k) : (tensor<37x19xf32>, tensor<1x1xf32>) -> tensor<37x19xf32>
  %s = "graph.sin"(%y) : (tensor<37x19xf32>) -> tensor<37x19xf32>
  %c = "graph.cos"(%y) : (tensor<37x19xf32>) -> tensor<37x19xf32>
  %f = "graph.floor"(%y) : (tensor<37x19xf32>) -> tensor<37x19xf32>
  %e = "graph.ceil"(%y) : (tensor<37x19xf32>) -> tensor<37x19xf32>
  %0 = "graph.add"(%s, %c) : (tensor<37x19xf32>, tensor<37x19xf32>) -> tensor<37x19xf32>
  %1 = "graph.add"(%f, %e) : (tensor<37x19xf32>, tensor<37x19xf32>) -> tensor<37x19xf32>
  %2 = "graph.mul"(%0, %1) : (tensor<37x19xf32>, tensor<37x19xf32>) -> tensor<37x19xf32>
  return %2 : tensor<37x19xf32>
}
