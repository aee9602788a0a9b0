// hidet-graph-canonicalize folds reshape -> transpose -> reshape when the
// first reshape merges groups of dims that move through the transpose as
// units and the second splits them back the same way (MHA's head split
// [1, S, B, E] -> [S, B*H, D] -> [B*H, S, D] -> [B, H, S, D]) into a reshape
// that only splits and a transpose (passes/graph_fold_regroup.c). A pure
// layout identity: each folded function computes the same values before
// and after, checked on the reference path on seeded random inputs
// (outputs poisoned, exact compare); the `?` cases at (S, B) = (5, 3) and
// n = 5. Cases that must not fold keep their three ops.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s -o %t/c.mlir
// RUN: FileCheck %s < %t/c.mlir
// RUN: hidet-run %s --entry=x_1x5x3x32 --arg=rand --seed=1 --out=0:%t/x.npy
// RUN: hidet-run %s --entry=x_5x3x8 --arg=rand --seed=2 --out=0:%t/x8.npy
// RUN: hidet-run %t/c.mlir --target=reference --entry=mha_dyn --arg=@%t/x.npy --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=rotate_dyn --arg=@%t/x8.npy --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=mha_static --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=ones --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: compare: PASS

// Stubs that write the seeded random inputs of the `?` cases.
func.func @x_1x5x3x32(%a: memref<1x5x3x32xf32>) { return }
func.func @x_5x3x8(%a: memref<5x3x8xf32>) { return }

// torch-mlir's head split of q with a `?` sequence S and batch B: the first
// reshape scales B (its [S, 2B, 16]); after, the reshape keeps each `?`.
// CHECK-LABEL: func.func @mha_dyn
// CHECK-NEXT: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<1x?x?x32xf32>) -> tensor<?x?x2x16xf32>
// CHECK-NEXT: %[[T:.+]] = "graph.transpose"(%[[R]]) {perm = array<i64: 1, 2, 0, 3>} : (tensor<?x?x2x16xf32>) -> tensor<?x2x?x16xf32>
// CHECK-NEXT: return %[[T]]
func.func @mha_dyn(%x: tensor<1x?x?x32xf32> {hidet.symbols = ["", "s", "b", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) {
  %0 = "graph.reshape"(%x) : (tensor<1x?x?x32xf32>) -> tensor<?x?x16xf32>
  %1 = "graph.transpose"(%0) {perm = array<i64: 1, 0, 2>} : (tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
  %2 = "graph.reshape"(%1) : (tensor<?x?x16xf32>) -> tensor<?x2x?x16xf32>
  return %2 : tensor<?x2x?x16xf32>
}

// The same static: fewer ops, the same values.
// CHECK-LABEL: func.func @mha_static
// CHECK-NEXT: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<1x5x3x32xf32>) -> tensor<5x3x2x16xf32>
// CHECK-NEXT: %[[T:.+]] = "graph.transpose"(%[[R]]) {perm = array<i64: 1, 2, 0, 3>} : (tensor<5x3x2x16xf32>) -> tensor<3x2x5x16xf32>
// CHECK-NEXT: return %[[T]]
func.func @mha_static(%x: tensor<1x5x3x32xf32>) -> tensor<3x2x5x16xf32> {
  %0 = "graph.reshape"(%x) : (tensor<1x5x3x32xf32>) -> tensor<5x6x16xf32>
  %1 = "graph.transpose"(%0) {perm = array<i64: 1, 0, 2>} : (tensor<5x6x16xf32>) -> tensor<6x5x16xf32>
  %2 = "graph.reshape"(%1) : (tensor<6x5x16xf32>) -> tensor<3x2x5x16xf32>
  return %2 : tensor<3x2x5x16xf32>
}

// A result with 1s of its own: a last reshape that only inserts them.
// CHECK-LABEL: func.func @ones
// CHECK-NEXT: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<1x5x3x32xf32>) -> tensor<5x3x2x16xf32>
// CHECK-NEXT: %[[T:.+]] = "graph.transpose"(%[[R]]) {perm = array<i64: 1, 2, 0, 3>} : (tensor<5x3x2x16xf32>) -> tensor<3x2x5x16xf32>
// CHECK-NEXT: %[[O:.+]] = "graph.reshape"(%[[T]]) : (tensor<3x2x5x16xf32>) -> tensor<1x3x2x5x1x16xf32>
// CHECK-NEXT: return %[[O]]
func.func @ones(%x: tensor<1x5x3x32xf32>) -> tensor<1x3x2x5x1x16xf32> {
  %0 = "graph.reshape"(%x) : (tensor<1x5x3x32xf32>) -> tensor<5x6x16xf32>
  %1 = "graph.transpose"(%0) {perm = array<i64: 1, 0, 2>} : (tensor<5x6x16xf32>) -> tensor<6x5x16xf32>
  %2 = "graph.reshape"(%1) : (tensor<6x5x16xf32>) -> tensor<1x3x2x5x1x16xf32>
  return %2 : tensor<1x3x2x5x1x16xf32>
}

// [?, 3, 8] -> [?, 8] merges the `?` with 3; the transpose moves the group
// whole and the last reshape splits it back: transpose (2, 0, 1) of x.
// CHECK-LABEL: func.func @rotate_dyn
// CHECK-NEXT: %[[T:.+]] = "graph.transpose"(%arg0) {perm = array<i64: 2, 0, 1>} : (tensor<?x3x8xf32>) -> tensor<8x?x3xf32>
// CHECK-NEXT: return %[[T]]
func.func @rotate_dyn(%x: tensor<?x3x8xf32> {hidet.symbols = ["n", "", ""]}) -> (tensor<8x?x3xf32> {hidet.symbols = ["", "n", ""]}) {
  %0 = "graph.reshape"(%x) : (tensor<?x3x8xf32>) -> tensor<?x8xf32>
  %1 = "graph.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<?x8xf32>) -> tensor<8x?xf32>
  %2 = "graph.reshape"(%1) : (tensor<8x?xf32>) -> tensor<8x?x3xf32>
  return %2 : tensor<8x?x3xf32>
}

// Not folded: the last reshape keeps the merged [B*2] (and splits 16), so
// no transpose of the fine dims gives its result.
// CHECK-LABEL: func.func @keep_merge_dyn
// CHECK-NEXT: "graph.reshape"(%arg0) : (tensor<1x?x?x32xf32>) -> tensor<?x?x16xf32>
// CHECK-NEXT: "graph.transpose"
// CHECK-NEXT: "graph.reshape"(%{{.+}}) : (tensor<?x?x16xf32>) -> tensor<?x?x2x8xf32>
func.func @keep_merge_dyn(%x: tensor<1x?x?x32xf32>) -> tensor<?x?x2x8xf32> {
  %0 = "graph.reshape"(%x) : (tensor<1x?x?x32xf32>) -> tensor<?x?x16xf32>
  %1 = "graph.transpose"(%0) {perm = array<i64: 1, 0, 2>} : (tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
  %2 = "graph.reshape"(%1) : (tensor<?x?x16xf32>) -> tensor<?x?x2x8xf32>
  return %2 : tensor<?x?x2x8xf32>
}

// Not folded: [2, 3, 4] -> [6, 4] merges (2, 3), the last reshape splits
// the 6 as (3, 2): not the same group, not a transpose of x.
// CHECK-LABEL: func.func @split_group
// CHECK-NEXT: "graph.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT: "graph.transpose"
// CHECK-NEXT: "graph.reshape"(%{{.+}}) : (tensor<4x6xf32>) -> tensor<4x3x2xf32>
func.func @split_group(%x: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
  %0 = "graph.reshape"(%x) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %1 = "graph.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<6x4xf32>) -> tensor<4x6xf32>
  %2 = "graph.reshape"(%1) : (tensor<4x6xf32>) -> tensor<4x3x2xf32>
  return %2 : tensor<4x3x2xf32>
}

// Not folded: the transpose has another user (folding would keep it and
// add a second one).
// CHECK-LABEL: func.func @shared
// CHECK-NEXT: "graph.reshape"(%arg0) : (tensor<1x5x3x32xf32>) -> tensor<5x6x16xf32>
// CHECK-NEXT: "graph.transpose"
// CHECK-NEXT: "graph.reshape"(%{{.+}}) : (tensor<6x5x16xf32>) -> tensor<3x2x5x16xf32>
func.func @shared(%x: tensor<1x5x3x32xf32>) -> (tensor<3x2x5x16xf32>, tensor<6x5x16xf32>) {
  %0 = "graph.reshape"(%x) : (tensor<1x5x3x32xf32>) -> tensor<5x6x16xf32>
  %1 = "graph.transpose"(%0) {perm = array<i64: 1, 0, 2>} : (tensor<5x6x16xf32>) -> tensor<6x5x16xf32>
  %2 = "graph.reshape"(%1) : (tensor<6x5x16xf32>) -> tensor<3x2x5x16xf32>
  return %2, %1 : tensor<3x2x5x16xf32>, tensor<6x5x16xf32>
}
