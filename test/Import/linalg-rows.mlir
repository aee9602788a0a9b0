// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-import-linalg)' -o %t/g.mlir
// RUN: FileCheck %s < %t/g.mlir

// torch's view(B*S, E) of two dynamic dims as torch-mlir lowers it (a
// tensor.cast of one `?` to 1, a collapse_shape that puts the 1 with the
// static dims), a Linear on the rows and the view back to [?, ?, 3]: the
// import holds the rows un-flattened ([B, S, 4]), the matmul and the bias
// apply to them directly, and the split back into the same symbols is the
// identity. No graph.reshape merges or splits a `?`.
//
// Numbers, on the reference path and (compiled for the GPU) on the
// emulator at (B, S) = (2, 3) and (3, 5), against values worked out here
// (exact: multiples of 1/32): x[k] = ((7k mod 13) - 6)/8 at flat index k,
// w[c, n] = ((5(3c + n) mod 7) - 3)/4, b[n] = (n - 1)/2, so y's element i
// (row r = i // 3, column n = i % 3) is sum_c x[4r + c] w[c, n] + b[n].
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/w.npy '<f4' 4x3 '(i*5%%7-3)/4'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/b.npy '<f4' 3 '(i-1)/2'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x23.npy '<f4' 2x3x4 '(i*7%%13-6)/8'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/y23.npy '<f4' 2x3x3 '((i//3*4+0)*7%%13-6)/8*((0*3+i%%3)*5%%7-3)/4+((i//3*4+1)*7%%13-6)/8*((1*3+i%%3)*5%%7-3)/4+((i//3*4+2)*7%%13-6)/8*((2*3+i%%3)*5%%7-3)/4+((i//3*4+3)*7%%13-6)/8*((3*3+i%%3)*5%%7-3)/4+(i%%3-1)/2'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x35.npy '<f4' 3x5x4 '(i*7%%13-6)/8'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/y35.npy '<f4' 3x5x3 '((i//3*4+0)*7%%13-6)/8*((0*3+i%%3)*5%%7-3)/4+((i//3*4+1)*7%%13-6)/8*((1*3+i%%3)*5%%7-3)/4+((i//3*4+2)*7%%13-6)/8*((2*3+i%%3)*5%%7-3)/4+((i//3*4+3)*7%%13-6)/8*((3*3+i%%3)*5%%7-3)/4+(i%%3-1)/2'
// RUN: hidet-run %t/g.mlir --target=reference --entry=linear_on_rows --arg=@%t/x23.npy --arg=@%t/w.npy --arg=@%t/b.npy --arg=poison --expect=3:%t/y23.npy | FileCheck %s --check-prefix=RUN23
// RUN: hidet-run %t/g.mlir --target=reference --entry=linear_on_rows --arg=@%t/x35.npy --arg=@%t/w.npy --arg=@%t/b.npy --arg=poison --expect=3:%t/y35.npy | FileCheck %s --check-prefix=RUN35
// RUN: hidet-opt %t/g.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80 unsupported=error})' -o %t/gpu.mlir
// RUN: hidet-run %t/gpu.mlir --target=emulate --entry=linear_on_rows --arg=@%t/x23.npy --arg=@%t/w.npy --arg=@%t/b.npy --arg=poison --expect=3:%t/y23.npy | FileCheck %s --check-prefix=RUN23
// RUN: hidet-run %t/gpu.mlir --target=emulate --entry=linear_on_rows --arg=@%t/x35.npy --arg=@%t/w.npy --arg=@%t/b.npy --arg=poison --expect=3:%t/y35.npy | FileCheck %s --check-prefix=RUN35
// RUN23: expect: arg #3 memref<?x?x3xf32>: {{.*}} 0 of 18 elements outside
// RUN23: expect: PASS
// RUN35: expect: arg #3 memref<?x?x3xf32>: {{.*}} 0 of 45 elements outside
// RUN35: expect: PASS

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @linear_on_rows
// CHECK-SAME: -> (tensor<?x?x3xf32> {hidet.symbols = ["arg0.0", "arg0.1", ""]})
// CHECK-NOT: graph.reshape"(%arg0
// CHECK: %[[M:.+]] = "graph.batch_matmul"(%arg0, %arg1) : (tensor<?x?x4xf32>, tensor<4x3xf32>) -> tensor<?x?x3xf32>
// CHECK: %[[B:.+]] = "graph.reshape"(%arg2) : (tensor<3xf32>) -> tensor<1x1x3xf32>
// CHECK: %[[A:.+]] = "graph.add"(%[[M]], %[[B]]) : (tensor<?x?x3xf32>, tensor<1x1x3xf32>) -> tensor<?x?x3xf32>
// CHECK-NEXT: return %[[A]]
func.func @linear_on_rows(%x: tensor<?x?x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<?x?x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x4xf32>
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %e = tensor.empty(%d0) : tensor<?x3xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x3xf32>) -> tensor<?x3xf32>
  %m = linalg.matmul ins(%r, %w : tensor<?x4xf32>, tensor<4x3xf32>) outs(%f : tensor<?x3xf32>) -> tensor<?x3xf32>
  %a = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<?x3xf32>, tensor<3xf32>) outs(%e : tensor<?x3xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<?x3xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %c3 = arith.constant 3 : i64
  %sh = tensor.from_elements %i0, %i1, %c3 : tensor<3xi64>
  %y = tensor.reshape %a(%sh) : (tensor<?x3xf32>, tensor<3xi64>) -> tensor<?x?x3xf32>
  return %y : tensor<?x?x3xf32>
}

// A sequence-first MHA's in_proj: the rows split back into the same
// symbols while the static tail is regrouped ([?, 6] -> [?, ?, 3, 2]: 6 as
// 3 x 2). The import reshapes the held [S, B, 6] to [S, B, 3, 2] (each `?`
// keeps its extent). The values: a view, so y's flat index is x's.
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/r35.npy '<f4' 3x5x6 '(i*7%%13-6)/8'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/r35o.npy '<f4' 3x5x3x2 '(i*7%%13-6)/8'
// RUN: hidet-run %t/g.mlir --target=reference --entry=split_regroup --arg=@%t/r35.npy --arg=poison --expect=1:%t/r35o.npy | FileCheck %s --check-prefix=REGROUP
// REGROUP: expect: arg #1 memref<?x?x3x2xf32>: {{.*}} 0 of 90 elements outside
// REGROUP: expect: PASS
// CHECK-LABEL: func.func @split_regroup
// CHECK-SAME: -> (tensor<?x?x3x2xf32> {hidet.symbols = ["arg0.0", "arg0.1", "", ""]})
// CHECK: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<?x?x6xf32>) -> tensor<?x?x3x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @split_regroup(%x: tensor<?x?x6xf32>) -> tensor<?x?x3x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x6xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x6xf32>
  %c = tensor.cast %x : tensor<?x?x6xf32> to tensor<?x1x6xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x6xf32> into tensor<?x6xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  %c3 = arith.constant 3 : i64
  %c2 = arith.constant 2 : i64
  %sh = tensor.from_elements %i0, %i1, %c3, %c2 : tensor<4xi64>
  %y = tensor.reshape %r(%sh) : (tensor<?x6xf32>, tensor<4xi64>) -> tensor<?x?x3x2xf32>
  return %y : tensor<?x?x3x2xf32>
}
