// The imports of test/Import/linalg-dynamic-extract.mlir run on the
// reference path at two shapes each against values worked out here: x = i
// (its flat index); @copy is x transposed [S, B, 4] (element (s, b, c) is
// 4 (b S + s) + c), @split is x[1:2] of a [3, n, 4] x (i + 4n).
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-import-linalg)' -o %t/g.mlir
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x23.npy '<f4' 2x3x4 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/y23.npy '<f4' 3x2x4 '4*((i//4%%2)*3+i//8)+i%%4'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x15.npy '<f4' 1x5x4 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/y15.npy '<f4' 5x1x4 'i'
// RUN: hidet-run %t/g.mlir --target=reference --entry=copy --arg=@%t/x23.npy --arg=poison --expect=1:%t/y23.npy | FileCheck %s
// RUN: hidet-run %t/g.mlir --target=reference --entry=copy --arg=@%t/x15.npy --arg=poison --expect=1:%t/y15.npy | FileCheck %s
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/s2.npy '<f4' 3x2x4 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/t2.npy '<f4' 1x2x4 'i+8'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/s5.npy '<f4' 3x5x4 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/t5.npy '<f4' 1x5x4 'i+20'
// RUN: hidet-run %t/g.mlir --target=reference --entry=split --arg=@%t/s2.npy --arg=poison --expect=1:%t/t2.npy | FileCheck %s
// RUN: hidet-run %t/g.mlir --target=reference --entry=split --arg=@%t/s5.npy --arg=poison --expect=1:%t/t5.npy | FileCheck %s
// CHECK: PASS

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @copy(%x: tensor<?x?x4xf32>) -> tensor<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x4xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x4xf32>
  %e = tensor.empty(%d1, %d0) : tensor<?x?x4xf32>
  %t = linalg.transpose ins(%x : tensor<?x?x4xf32>) outs(%e : tensor<?x?x4xf32>) permutation = [1, 0, 2]
  %e2 = tensor.empty(%d1, %d0) : tensor<?x?x4xf32>
  %g = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e2 : tensor<?x?x4xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %p0 = arith.cmpi eq, %d1, %c1 : index
    %s0 = arith.select %p0, %c0, %i0 : index
    %p1 = arith.cmpi eq, %d0, %c1 : index
    %s1 = arith.select %p1, %c0, %i1 : index
    %v = tensor.extract %t[%s0, %s1, %i2] : tensor<?x?x4xf32>
    linalg.yield %v : f32
  } -> tensor<?x?x4xf32>
  return %g : tensor<?x?x4xf32>
}

// The result's symbol is given (the import traces a result's symbols only
// through a tensor.empty init).
func.func @split(%x: tensor<3x?x4xf32> {hidet.symbols = ["", "n", ""]})
    -> (tensor<1x?x4xf32> {hidet.symbols = ["", "n", ""]}) {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<3x?x4xf32>
  %s = tensor.extract_slice %x[1, 0, 0] [1, %d, 4] [1, 1, 1] : tensor<3x?x4xf32> to tensor<1x?x4xf32>
  return %s : tensor<1x?x4xf32>
}
