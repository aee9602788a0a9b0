// RUN: hidet-opt %s | FileCheck %s
// CHECK: graph.matmul
// Float64 references of matmul_f32_tiled.mlir, one per entry:
// C = f64(A) @ f64(B), cast to f32.

func.func @main(%a: tensor<100x40xf32>, %b: tensor<40x72xf32>) -> tensor<100x72xf32> {
  %a64 = "graph.cast"(%a) : (tensor<100x40xf32>) -> tensor<100x40xf64>
  %b64 = "graph.cast"(%b) : (tensor<40x72xf32>) -> tensor<40x72xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<100x40xf64>, tensor<40x72xf64>) -> tensor<100x72xf64>
  %c = "graph.cast"(%p) : (tensor<100x72xf64>) -> tensor<100x72xf32>
  return %c : tensor<100x72xf32>
}

func.func @main_4x4(%a: tensor<100x40xf32>, %b: tensor<40x72xf32>) -> tensor<100x72xf32> {
  %a64 = "graph.cast"(%a) : (tensor<100x40xf32>) -> tensor<100x40xf64>
  %b64 = "graph.cast"(%b) : (tensor<40x72xf32>) -> tensor<40x72xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<100x40xf64>, tensor<40x72xf64>) -> tensor<100x72xf64>
  %c = "graph.cast"(%p) : (tensor<100x72xf64>) -> tensor<100x72xf32>
  return %c : tensor<100x72xf32>
}

func.func @bench(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %a64 = "graph.cast"(%a) : (tensor<256x256xf32>) -> tensor<256x256xf64>
  %b64 = "graph.cast"(%b) : (tensor<256x256xf32>) -> tensor<256x256xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<256x256xf64>, tensor<256x256xf64>) -> tensor<256x256xf64>
  %c = "graph.cast"(%p) : (tensor<256x256xf64>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

func.func @bench_4x4(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %a64 = "graph.cast"(%a) : (tensor<256x256xf32>) -> tensor<256x256xf64>
  %b64 = "graph.cast"(%b) : (tensor<256x256xf32>) -> tensor<256x256xf64>
  %p = "graph.matmul"(%a64, %b64) : (tensor<256x256xf64>, tensor<256x256xf64>) -> tensor<256x256xf64>
  %c = "graph.cast"(%p) : (tensor<256x256xf64>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}
