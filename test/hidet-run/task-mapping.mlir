// tm ops run through the default pipeline (hidet-lower-task-mappings turns
// them into index arithmetic). compose(repeat(2, 1), spatial(4, 8)): 32
// workers of 2 tasks on an 8x8 grid; worker w's task k is (4k + w/8, w%8).
// RUN: hidet-run %s --arg=9 --arg=0 | FileCheck %s --check-prefix=W9K0
// RUN: hidet-run %s --arg=9 --arg=1 | FileCheck %s --check-prefix=W9K1
// RUN: hidet-run %s --arg=31 --arg=1 | FileCheck %s --check-prefix=W31K1
// RUN: hidet-run %s --arg=40 --arg=0 | FileCheck %s --check-prefix=W40
// RUN: hidet-run %s --entry=grid --arg=poison --print-args | FileCheck %s --check-prefix=GRID
// RUN: hidet-run %s --entry=col --arg=9 | FileCheck %s --check-prefix=COL
// RUN: hidet-run %s --arg=9 --arg=1 --print-llvm-dialect | FileCheck %s --check-prefix=LLVM

// W9K0:      result #0: 1
// W9K0-NEXT: result #1: 1
// W9K0-NEXT: result #2: 32
// W9K0-NEXT: result #3: 2
// W9K0-NEXT: result #4: 1
// W9K1:      result #0: 5
// W9K1-NEXT: result #1: 1
// W31K1:     result #0: 7
// W31K1-NEXT: result #1: 7
// W40:       result #4: 0
// LLVM-NOT:  tm.
// LLVM:      llvm.func @main(
// LLVM:      llvm.func @_mlir_ciface_main(
// LLVM:      result #0: 5
func.func @main(%w: index, %k: index) -> (index, index, index, index, i1) {
  %c:2 = "tm.task"(%w, %k) {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : (index, index) -> (index, index)
  %n = "tm.num_workers"() {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : () -> index
  %t = "tm.num_tasks"() {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : () -> index
  %v = "tm.worker_valid"(%w) {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : (index) -> i1
  return %c#0, %c#1, %n, %t, %v : index, index, index, index, i1
}

// Every worker writes 100 * w + k at each of its tasks: the grid shows the
// mapping, and no poison (0x7f7f7f7f = 2139062143) is left.
// GRID:      arg #0: memref<8x8xi32> =
// GRID-NEXT: {{\[\[}}0, 100, 200, 300, 400, 500, 600, 700],
// GRID-NEXT:  [800, 900, 1000, 1100, 1200, 1300, 1400, 1500],
// GRID-NEXT:  [1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300],
// GRID-NEXT:  [2400, 2500, 2600, 2700, 2800, 2900, 3000, 3100],
// GRID-NEXT:  [1, 101, 201, 301, 401, 501, 601, 701],
// GRID-NEXT:  [801, 901, 1001, 1101, 1201, 1301, 1401, 1501],
// GRID-NEXT:  [1601, 1701, 1801, 1901, 2001, 2101, 2201, 2301],
// GRID-NEXT:  [2401, 2501, 2601, 2701, 2801, 2901, 3001, 3101]]
// GRID-NOT:  2139062143
func.func @grid(%out: memref<8x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %nw = "tm.num_workers"() {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : () -> index
  %nt = "tm.num_tasks"() {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : () -> index
  scf.for %w = %c0 to %nw step %c1 {
    scf.for %k = %c0 to %nt step %c1 {
      %ij:2 = "tm.task"(%w, %k) {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : (index, index) -> (index, index)
      %w100 = arith.muli %w, %c100 : index
      %v = arith.addi %w100, %k : index
      %vi = arith.index_cast %v : index to i32
      memref.store %vi, %out[%ij#0, %ij#1] : memref<8x8xi32>
    }
  }
  return
}

// col_spatial(4, 8) unravels the worker column-major: 9 -> (1, 2).
// COL:      result #0: 1
// COL-NEXT: result #1: 2
func.func @col(%w: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c:2 = "tm.task"(%w, %c0) {mapping = #tm.col_spatial<array<i64: 4, 8>>} : (index, index) -> (index, index)
  return %c#0, %c#1 : index, index
}
