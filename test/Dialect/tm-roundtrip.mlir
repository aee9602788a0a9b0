// Every tm attribute and op parses, verifies and prints back identically.
// RUN: hidet-opt %s | FileCheck %s
// RUN: hidet-opt %s | hidet-opt | FileCheck %s
// RUN: hidet-opt %s --mlir-print-op-generic | hidet-opt | FileCheck %s

// CHECK-LABEL: func.func @atoms
func.func @atoms(%w: index, %k: index) {
  // CHECK: "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
  %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
  // CHECK: "tm.num_tasks"() {mapping = #tm.repeat<array<i64: 2, 3>>} : () -> index
  %1 = "tm.num_tasks"() {mapping = #tm.repeat<array<i64: 2, 3>>} : () -> index
  // CHECK: "tm.task"(%{{.*}}, %{{.*}}) {mapping = #tm.col_spatial<array<i64: 4, 8>>} : (index, index) -> (index, index)
  %2:2 = "tm.task"(%w, %k) {mapping = #tm.col_spatial<array<i64: 4, 8>>} : (index, index) -> (index, index)
  // CHECK: "tm.task"(%{{.*}}, %{{.*}}) {mapping = #tm.col_repeat<array<i64: 2, 2, 2>>} : (index, index) -> (index, index, index)
  %3:3 = "tm.task"(%w, %k) {mapping = #tm.col_repeat<array<i64: 2, 2, 2>>} : (index, index) -> (index, index, index)
  // CHECK: "tm.worker_valid"(%{{.*}}) {mapping = #tm.spatial<array<i64: 100>>} : (index) -> i1
  %4 = "tm.worker_valid"(%w) {mapping = #tm.spatial<array<i64: 100>>} : (index) -> i1
  return
}

// CHECK-LABEL: func.func @compose
func.func @compose(%w: index, %k: index) {
  // Hidet's warp-level matmul mapping: spatial(warps) . repeat . spatial(4,8) . repeat(4,4).
  // CHECK: "tm.task"(%{{.*}}, %{{.*}}) {mapping = #tm.compose<[#tm.spatial<array<i64: 2, 2>>, #tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>, #tm.repeat<array<i64: 4, 4>>]>} : (index, index) -> (index, index)
  %0:2 = "tm.task"(%w, %k) {mapping = #tm.compose<[#tm.spatial<array<i64: 2, 2>>, #tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>, #tm.repeat<array<i64: 4, 4>>]>} : (index, index) -> (index, index)
  // Nested compose is accepted as written.
  // CHECK: #tm.compose<[#tm.compose<[#tm.spatial<array<i64: 2>>, #tm.repeat<array<i64: 3>>]>, #tm.spatial<array<i64: 32>>]>
  %1 = "tm.task"(%w, %k) {mapping = #tm.compose<[#tm.compose<[#tm.spatial<array<i64: 2>>, #tm.repeat<array<i64: 3>>]>, #tm.spatial<array<i64: 32>>]>} : (index, index) -> index
  return
}
