// tensor.insert_slice at the top level (BART's shift_tokens_right: the
// input ids shifted one to the right into a zero tensor): the
// destination's slices around the box concatenated with the source, one dim
// at a time; unit strides only. Run on the reference path.
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=box --arg=fill:7 --arg=poison --print-args | FileCheck %s --check-prefix=BOX
// RUN: hidet-run %t.mlir --target=reference --entry=shift --arg=poison --print-args | FileCheck %s --check-prefix=SHIFT
// RUN: hidet-run %t.mlir --target=reference --entry=row --arg=fill:-1 --arg=poison --print-args | FileCheck %s --check-prefix=ROW
// OPS-NOT: tensor.insert_slice
// OPS-LABEL: func.func @box
// OPS: "graph.slice"
// OPS: "graph.concat"{{.*}}axis = 1
// OPS: "graph.concat"{{.*}}axis = 0

// A 2x2 box of 7 at [1, 2] of a 4x5 iota: slices before and after the box
// along dim 0, and along dim 1 inside the box's rows.
// BOX-LABEL: arg #1: memref<4x5xf32> =
// BOX-NEXT: {{\[\[}}0, 1, 2, 3, 4],
// BOX-NEXT: [5, 6, 7, 7, 9],
// BOX-NEXT: [10, 11, 7, 7, 14],
// BOX-NEXT: [15, 16, 17, 18, 19]]
func.func @box(%s: tensor<2x2xf32>) -> tensor<4x5xf32> {
  %d = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 13.0, 14.0], [15.0, 16.0, 17.0, 18.0, 19.0]]> : tensor<4x5xf32>
  %r = tensor.insert_slice %s into %d[1, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// BART's form (i64): ids[:, :-1] into zeros at [0, 1], then the start token
// at [0, 0] (a box at the destination's start: one slice after it).
// SHIFT-LABEL: arg #0: memref<1x6xi64> =
// SHIFT-NEXT: {{\[\[}}2, 31, 41, 59, 26, 53]]
func.func @shift() -> tensor<1x6xi64> {
  %ids = arith.constant dense<[[31, 41, 59, 26, 53, 58]]> : tensor<1x6xi64>
  %z = arith.constant dense<0> : tensor<1x6xi64>
  %start = arith.constant dense<2> : tensor<1x1xi64>
  %head = tensor.extract_slice %ids[0, 0] [1, 5] [1, 1] : tensor<1x6xi64> to tensor<1x5xi64>
  %a = tensor.insert_slice %head into %z[0, 1] [1, 5] [1, 1] : tensor<1x5xi64> into tensor<1x6xi64>
  %b = tensor.insert_slice %start into %a[0, 0] [1, 1] [1, 1] : tensor<1x1xi64> into tensor<1x6xi64>
  return %b : tensor<1x6xi64>
}

// A rank-reducing insert (a row of 3 into a 3x3 at row 2), and an insert of
// the whole destination (the source itself).
// ROW-LABEL: arg #1: memref<3x3xf32> =
// ROW-NEXT: {{\[\[}}1, 2, 3],
// ROW-NEXT: [4, 5, 6],
// ROW-NEXT: [-1, -1, -1]]
func.func @row(%v: tensor<3xf32>) -> tensor<3x3xf32> {
  %d = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %r = tensor.insert_slice %v into %d[2, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<3x3xf32>
  %z = arith.constant dense<0.0> : tensor<3x3xf32>
  %w = tensor.insert_slice %r into %z[0, 0] [3, 3] [1, 1] : tensor<3x3xf32> into tensor<3x3xf32>
  return %w : tensor<3x3xf32>
}
