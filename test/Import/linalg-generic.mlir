// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// linalg.generic bodies are translated op by op into graph ops on whole
// tensors in "loop space" (rank = number of loops, size 1 for loops an
// operand does not read).
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
// Broadcast input (bias over rows) and a permuted input; multi-op body with
// an outer scalar constant (a rank-0 splat).
// CHECK-LABEL: func.func @elementwise
// CHECK: %[[B:.+]] = "graph.reshape"(%arg1) : (tensor<3xf32>) -> tensor<1x3xf32>
// CHECK: %[[S:.+]] = "graph.add"(%arg0, %[[B]]) : (tensor<4x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[T:.+]] = "graph.transpose"(%arg2) {perm = array<i64: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>
// CHECK: %[[M:.+]] = "graph.mul"(%[[S]], %[[T]])
// CHECK: %[[H:.+]] = "graph.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
// CHECK: %[[R:.+]] = "graph.mul"(%[[M]], %[[H]]) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x3xf32>
// CHECK: %[[E:.+]] = "graph.exp"(%[[R]])
// CHECK: return %[[E]]
func.func @elementwise(%a: tensor<4x3xf32>, %b: tensor<3xf32>, %c: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #tr, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a, %b, %c : tensor<4x3xf32>, tensor<3xf32>, tensor<3x4xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %0 = arith.addf %x, %y : f32
    %1 = arith.mulf %0, %z : f32
    %2 = arith.mulf %1, %half : f32
    %3 = math.exp %2 : f32
    linalg.yield %3 : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#p3 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// A pure transpose generic, and a broadcast generic (yield of the input).
// CHECK-LABEL: func.func @copy_like
// CHECK: %[[T:.+]] = "graph.transpose"(%arg0) {perm = array<i64: 0, 2, 1>} : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%arg1) : (tensor<4xf32>) -> tensor<1x4x1xf32>
// CHECK: %[[B:.+]] = "graph.broadcast"(%[[R]]) : (tensor<1x4x1xf32>) -> tensor<2x4x3xf32>
// CHECK: return %[[T]], %[[B]]
#mid = affine_map<(d0, d1, d2) -> (d1)>
func.func @copy_like(%a: tensor<2x3x4xf32>, %v: tensor<4xf32>) -> (tensor<2x4x3xf32>, tensor<2x4x3xf32>) {
  %e = tensor.empty() : tensor<2x4x3xf32>
  %t = linalg.generic {indexing_maps = [#p3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%a : tensor<2x3x4xf32>) outs(%e : tensor<2x4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x4x3xf32>
  %b = linalg.generic {indexing_maps = [#mid, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%v : tensor<4xf32>) outs(%e : tensor<2x4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x4x3xf32>
  return %t, %b : tensor<2x4x3xf32>, tensor<2x4x3xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#red = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#red2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// Sum over the last loop into a keepdim output (fill 0: no combine), and a
// sum of squares with a non-neutral init (added after the reduction).
// CHECK-LABEL: func.func @reductions
// CHECK: "graph.reduce"(%arg0) {axes = array<i64: 2>, keepdims = true, kind = "sum"} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
// CHECK: %[[SQ:.+]] = "graph.mul"(%arg0, %arg0)
// CHECK: %[[R:.+]] = "graph.reduce"(%[[SQ]]) {axes = array<i64: 2>, keepdims = true, kind = "sum"}
// CHECK: %[[R2:.+]] = "graph.reshape"(%[[R]]) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
// CHECK: "graph.add"(%[[R2]], %arg1)
func.func @reductions(%a: tensor<2x3x5xf32>, %init: tensor<2x3xf32>) -> (tensor<2x3x1xf32>, tensor<2x3xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %s = linalg.generic {indexing_maps = [#id3, #red], iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%a : tensor<2x3x5xf32>) outs(%f : tensor<2x3x1xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %0 = arith.addf %x, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<2x3x1xf32>
  %q = linalg.generic {indexing_maps = [#id3, #red2], iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%a : tensor<2x3x5xf32>) outs(%init : tensor<2x3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %0 = arith.mulf %x, %x : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  return %s, %q : tensor<2x3x1xf32>, tensor<2x3xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#out3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// torch-mlir's max.dim: two results (value, argmax index); the index is
// unused, so only the max reduction is imported.
// CHECK-LABEL: func.func @max_dim
// CHECK: %[[M:.+]] = "graph.reduce"(%arg0) {axes = array<i64: 3>, keepdims = true, kind = "max"} : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x1xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%[[M]]) : (tensor<1x2x3x1xf32>) -> tensor<1x2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @max_dim(%a: tensor<1x2x3x4xf32>) -> tensor<1x2x3xf32> {
  %c0 = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %ei = tensor.empty() : tensor<1x2x3xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<1x2x3xi64>) -> tensor<1x2x3xi64>
  %ef = tensor.empty() : tensor<1x2x3xf32>
  %ff = linalg.fill ins(%ninf : f32) outs(%ef : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %r:2 = linalg.generic {indexing_maps = [#id4, #out3, #out3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%a : tensor<1x2x3x4xf32>) outs(%ff, %fi : tensor<1x2x3xf32>, tensor<1x2x3xi64>) {
  ^bb0(%x: f32, %m: f32, %i: i64):
    %0 = linalg.index 3 : index
    %1 = arith.index_cast %0 : index to i64
    %2 = arith.maximumf %x, %m : f32
    %3 = arith.cmpf ogt, %x, %m : f32
    %4 = arith.select %3, %1, %i : i64
    linalg.yield %2, %4 : f32, i64
  } -> (tensor<1x2x3xf32>, tensor<1x2x3xi64>)
  return %r#0 : tensor<1x2x3xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
// relu in its two torch-mlir forms, casts, and fpowi with a small constant
// exponent (expanded into products: exact for negative bases).
// CHECK-LABEL: func.func @relu_cast_pow
// CHECK: %[[R1:.+]] = "graph.relu"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[R2:.+]] = "graph.relu"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[C:.+]] = "graph.cast"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf16>
// CHECK: %[[SQ:.+]] = "graph.mul"(%arg0, %arg0)
// CHECK: %[[CU:.+]] = "graph.mul"(%[[SQ]], %arg0)
// CHECK: return %[[R1]], %[[R2]], %[[C]], %[[CU]]
func.func @relu_cast_pow(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf16>, tensor<2x3xf32>) {
  %z = arith.constant 0.0 : f32
  %three = arith.constant 3 : i64
  %e = tensor.empty() : tensor<2x3xf32>
  %eh = tensor.empty() : tensor<2x3xf16>
  %r1 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = arith.cmpf ugt, %x, %z : f32
    %1 = arith.select %0, %x, %z : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  %r2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = arith.maximumf %x, %z : f32
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  %c = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<2x3xf32>) outs(%eh : tensor<2x3xf16>) {
  ^bb0(%x: f32, %o: f16):
    %0 = arith.truncf %x : f32 to f16
    linalg.yield %0 : f16
  } -> tensor<2x3xf16>
  %p = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = math.fpowi %x, %three : f32, i64
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  return %r1, %r2, %c, %p : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf16>, tensor<2x3xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
// A body that yields a constant broadcasts it; rank-0 tensor inputs broadcast.
// CHECK-LABEL: func.func @constants
// CHECK-DAG: %[[C:.+]] = "graph.constant"() {value = dense<2.000000e+00> : tensor<f32>}
// CHECK-DAG: %[[K:.+]] = "graph.constant"() {value = dense<3.000000e+00> : tensor<f32>}
// CHECK: %[[B:.+]] = "graph.broadcast"(%[[C]]) : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: "graph.add"(%arg0, %[[K]]) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
func.func @constants(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %two = arith.constant 2.0 : f32
  %k = arith.constant dense<3.0> : tensor<f32>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
       outs(%e : tensor<2x3xf32>) {
  ^bb0(%o: f32):
    linalg.yield %two : f32
  } -> tensor<2x3xf32>
  %s = linalg.generic {indexing_maps = [#id2, #s, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a, %k : tensor<2x3xf32>, tensor<f32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.addf %x, %y : f32
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}
