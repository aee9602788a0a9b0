// Integer arithmetic on data in linalg.generic bodies (T5's relative
// position buckets: |i - j|, a comparison extended to i64 by extui, a
// minsi with the bucket limit, ... partly on values computed through float
// ops, so no constant fold): addi/subi/muli that do not fold, minsi, maxsi,
// absi are computed in f64 and cast back; extui of an i1 is graph.cast.
// Hand-checked on the reference path: x = [-7, 3, 0, 12], y = [5, -4, 0, 9]:
// x - y = [-12, 7, 0, 3], x * y = [-35, -12, 0, 108], min = [-7, -4, 0, 9],
// max = [5, 3, 0, 12], |x| = [7, 3, 0, 12], (x > y) as i64 = [0, 1, 0, 1],
// x + y (i32) = [-2, -1, 0, 21].
// RUN: hidet-opt %s -p 'builtin.module(hidet-import-linalg)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// OPS-DAG: "graph.sub"({{.*}}) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
// OPS-DAG: "graph.mul"({{.*}}) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
// OPS-DAG: "graph.min"({{.*}}) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
// OPS-DAG: "graph.max"({{.*}}) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
// OPS-DAG: "graph.abs"({{.*}}) : (tensor<4xf64>) -> tensor<4xf64>
// OPS-DAG: "graph.cast"({{.*}}) : (tensor<4xi1>) -> tensor<4xi64>
// RUN: hidet-run %t.mlir --target=reference --entry=ints --arg=@%S/Inputs/int_x.npy --arg=@%S/Inputs/int_y.npy --arg=poison --print-args | FileCheck %s
// CHECK: arg #2: memref<7x4xi64> =
// CHECK-NEXT: [-12, 7, 0, 3],
// CHECK-NEXT: [-35, -12, 0, 108],
// CHECK-NEXT: [-7, -4, 0, 9],
// CHECK-NEXT: [5, 3, 0, 12],
// CHECK-NEXT: [7, 3, 0, 12],
// CHECK-NEXT: [0, 1, 0, 1],
// CHECK-NEXT: [-2, -1, 0, 21]]

#id = affine_map<(d0) -> (d0)>
func.func @ints(%x: tensor<4xi64>, %y: tensor<4xi64>) -> tensor<7x4xi64> {
  %e = tensor.empty() : tensor<4xi64>
  %sub = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %r = arith.subi %a, %b : i64
    linalg.yield %r : i64
  } -> tensor<4xi64>
  %mul = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %r = arith.muli %a, %b : i64
    linalg.yield %r : i64
  } -> tensor<4xi64>
  %min = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %r = arith.minsi %a, %b : i64
    linalg.yield %r : i64
  } -> tensor<4xi64>
  %max = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %r = arith.maxsi %a, %b : i64
    linalg.yield %r : i64
  } -> tensor<4xi64>
  %abs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %o: i64):
    %r = math.absi %a : i64
    linalg.yield %r : i64
  } -> tensor<4xi64>
  %gt = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %c = arith.cmpi sgt, %a, %b : i64
    %r = arith.extui %c : i1 to i64
    linalg.yield %r : i64
  } -> tensor<4xi64>
  %add32 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %a32 = arith.trunci %a : i64 to i32
    %b32 = arith.trunci %b : i64 to i32
    %r32 = arith.addi %a32, %b32 : i32
    %r = arith.extsi %r32 : i32 to i64
    linalg.yield %r : i64
  } -> tensor<4xi64>
  %0 = tensor.concat dim(0) %sub, %mul, %min, %max, %abs, %gt, %add32 : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) -> tensor<28xi64>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [7, 4] : tensor<28xi64> into tensor<7x4xi64>
  return %1 : tensor<7x4xi64>
}
