// hidet-lower-task-mappings: tm ops become index arithmetic; constants fold.
// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-lower-task-mappings)' | FileCheck %s

// DESIGN.md's example: repeat(2,1).spatial(4,8) maps 32 workers onto an 8x8
// grid; worker 9 does (1,1) then (5,1).
// CHECK-LABEL: func.func @design_example
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NOT: tm.
// CHECK: return %[[C32]], %[[C2]], %[[C1]], %[[C1]], %[[C5]], %[[C1]]
func.func @design_example() -> (index, index, index, index, index, index) {
  %c9 = arith.constant 9 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = "tm.num_workers"() {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : () -> index
  %t = "tm.num_tasks"() {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : () -> index
  %a:2 = "tm.task"(%c9, %c0) {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : (index, index) -> (index, index)
  %b:2 = "tm.task"(%c9, %c1) {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : (index, index) -> (index, index)
  return %n, %t, %a#0, %a#1, %b#0, %b#1 : index, index, index, index, index, index
}

// -----

// With an SSA worker and task, the arithmetic is: inner spatial(4,8) takes
// row w/8, column w%8 (no remainder for the outermost spatial atom); outer
// repeat(2,1) adds k*4 to the row.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[W:.*]]: index, %[[K:.*]]: index)
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[COL:.*]] = arith.remui %[[W]], %[[C8]] : index
// CHECK-DAG: %[[ROW0:.*]] = arith.divui %[[W]], %[[C8]] : index
// CHECK-DAG: %[[K4:.*]] = arith.muli %[[K]], %[[C4]] : index
// CHECK-DAG: %[[ROW:.*]] = arith.addi %[[ROW0]], %[[K4]] : index
// CHECK: return %[[ROW]], %[[COL]] : index, index
func.func @dynamic(%w: index, %k: index) -> (index, index) {
  %a:2 = "tm.task"(%w, %k) {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : (index, index) -> (index, index)
  return %a#0, %a#1 : index, index
}

// -----

// Column-major spatial: worker w is (w % 4, w / 4) on a 4x8 grid.
// CHECK-LABEL: func.func @col_spatial
// CHECK-SAME: (%[[W:[^:]*]]: index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[R:.*]] = arith.remui %[[W]], %[[C4]]
// CHECK-DAG: %[[Q:.*]] = arith.divui %[[W]], %[[C4]]
// CHECK: return %[[R]], %[[Q]]
func.func @col_spatial(%w: index, %k: index) -> (index, index) {
  %a:2 = "tm.task"(%w, %k) {mapping = #tm.col_spatial<array<i64: 4, 8>>} : (index, index) -> (index, index)
  return %a#0, %a#1 : index, index
}

// -----

// A pure repeat ignores the worker: task k of repeat(3) is k.
// CHECK-LABEL: func.func @repeat_only
// CHECK-SAME: (%[[W:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT: return %[[K]] : index
func.func @repeat_only(%w: index, %k: index) -> index {
  %a = "tm.task"(%w, %k) {mapping = #tm.repeat<array<i64: 3>>} : (index, index) -> index
  return %a : index
}

// -----

// The worker guard: an unsigned compare with the worker count; folded for
// constant workers.
// CHECK-LABEL: func.func @guard
// CHECK-SAME: (%[[W:.*]]: index)
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[C96:.*]] = arith.constant 96 : index
// CHECK: %[[V:.*]] = arith.cmpi ult, %[[W]], %[[C96]] : index
// CHECK: return %[[V]], %[[TRUE]], %[[FALSE]]
func.func @guard(%w: index) -> (i1, i1, i1) {
  %c95 = arith.constant 95 : index
  %c96 = arith.constant 96 : index
  %v = "tm.worker_valid"(%w) {mapping = #tm.compose<[#tm.spatial<array<i64: 3, 1>>, #tm.repeat<array<i64: 2, 2>>, #tm.spatial<array<i64: 4, 8>>]>} : (index) -> i1
  %a = "tm.worker_valid"(%c95) {mapping = #tm.compose<[#tm.spatial<array<i64: 3, 1>>, #tm.repeat<array<i64: 2, 2>>, #tm.spatial<array<i64: 4, 8>>]>} : (index) -> i1
  %b = "tm.worker_valid"(%c96) {mapping = #tm.compose<[#tm.spatial<array<i64: 3, 1>>, #tm.repeat<array<i64: 2, 2>>, #tm.spatial<array<i64: 4, 8>>]>} : (index) -> i1
  return %v, %a, %b : i1, i1, i1
}

// -----

// A kernel loop over a worker's tasks (docs/task-mappings.md): after
// lowering the loop bound is a constant and no tm op is left.
// CHECK-LABEL: func.func @kernel_loop
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[C4]]
// CHECK-NOT: "tm.
func.func @kernel_loop(%w: index, %buf: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %n = "tm.num_tasks"() {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 2>>, #tm.spatial<array<i64: 8, 8>>]>} : () -> index
  scf.for %k = %c0 to %n step %c1 {
    %ij:2 = "tm.task"(%w, %k) {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 2>>, #tm.spatial<array<i64: 8, 8>>]>} : (index, index) -> (index, index)
    memref.store %one, %buf[%ij#0, %ij#1] : memref<16x16xf32>
  }
  return
}
