// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// graph.compare / select / gather / pad from linalg bodies and tensor.pad.
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.

#id = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
// cmpf ogt maps to gt; ult = not(ge) (exact for NaN); select broadcasts.
// CHECK-LABEL: func.func @compare_select
// CHECK: %[[GT:.+]] = "graph.compare"(%arg0, %arg1) {predicate = "gt"} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK: %[[Z:.+]] = "graph.constant"() {value = dense<0.000000e+00> : tensor<f32>}
// CHECK: %[[S:.+]] = "graph.select"(%[[GT]], %arg0, %[[Z]]) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK: %[[GE:.+]] = "graph.compare"(%arg0, %arg1) {predicate = "ge"}
// CHECK: %[[F:.+]] = "graph.constant"() {value = dense<false> : tensor<i1>}
// CHECK: %[[T:.+]] = "graph.constant"() {value = dense<true> : tensor<i1>}
// CHECK: "graph.select"(%[[GE]], %[[F]], %[[T]]) : (tensor<2x3xi1>, tensor<i1>, tensor<i1>) -> tensor<2x3xi1>
func.func @compare_select(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %eb = tensor.empty() : tensor<2x3xi1>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.cmpf ogt, %x, %y : f32
    %1 = arith.select %0, %x, %z : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  %u = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%eb : tensor<2x3xi1>) {
  ^bb0(%x: f32, %y: f32, %o: i1):
    %0 = arith.cmpf ult, %x, %y : f32
    linalg.yield %0 : i1
  } -> tensor<2x3xi1>
  return %r, %u : tensor<2x3xf32>, tensor<2x3xi1>
}

// -----

#ids = affine_map<(d0, d1, d2) -> (d0, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// torch-mlir's embedding: index_cast of the ids, bounds asserts (dropped:
// graph.gather clamps), tensor.extract at [id, linalg.index 2].
// CHECK-LABEL: func.func @embedding
// CHECK: %[[I:.+]] = "graph.reshape"(%arg0) : (tensor<1x4xi64>) -> tensor<1x4x1xi64>
// CHECK: %[[G:.+]] = "graph.gather"(%arg1, %[[I]]) {axis = 0 : i64} : (tensor<10x8xf32>, tensor<1x4x1xi64>) -> tensor<1x4x1x8xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%[[G]]) : (tensor<1x4x1x8xf32>) -> tensor<1x4x8xf32>
// CHECK: return %[[R]]
func.func @embedding(%ids: tensor<1x4xi64>, %w: tensor<10x8xf32>) -> tensor<1x4x8xf32> {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : index
  %e = tensor.empty() : tensor<1x4x8xf32>
  %r = linalg.generic {indexing_maps = [#ids, #out], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%ids : tensor<1x4xi64>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%i: i64, %o: f32):
    %0 = arith.index_cast %i : i64 to index
    %1 = linalg.index 2 : index
    %2 = arith.cmpi slt, %0, %c10 : index
    cf.assert %2, "index must be smaller than dim size"
    %3 = arith.cmpi sge, %i, %c0 : i64
    cf.assert %3, "index must be larger or equal to 0"
    %4 = tensor.extract %w[%0, %1] : tensor<10x8xf32>
    linalg.yield %4 : f32
  } -> tensor<1x4x8xf32>
  return %r : tensor<1x4x8xf32>
}

// -----

// A pad that no conv/pool folds (it pads the channels, with 1.0).
// CHECK-LABEL: func.func @pad
// CHECK: "graph.pad"(%arg0) {padding = array<i64: 0, 0, 1, 2>, value = 1.000000e+00 : f64} : (tensor<2x3xf32>) -> tensor<2x6xf32>
func.func @pad(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %one = arith.constant 1.0 : f32
  %p = tensor.pad %x low[0, 1] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %one : f32
  } : tensor<2x3xf32> to tensor<2x6xf32>
  return %p : tensor<2x6xf32>
}
