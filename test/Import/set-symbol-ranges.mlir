// hidet-set-symbol-ranges (passes/set_symbol_ranges.c, lib/symbol_ranges.c):
// sets hidet.symbol_ranges of every function whose arguments name a `?` dim
// with one of the given symbols (hidet.symbols), keeping the function's
// other entries and replacing the named ones. The --symbol-range option of
// hidet-compile-model runs the same code (test/CUDA/model-library-dynamic.test).
// RUN: hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=seq=1:128,batch=2:8})' | FileCheck %s

// @keep had batch [1, 64] and an entry for a name no argument carries
// (stale): batch is replaced, seq added, stale kept.
// CHECK-LABEL: func.func @keep
// CHECK-SAME: attributes {hidet.symbol_ranges = {batch = array<i64: 2, 8>, seq = array<i64: 1, 128>, stale = array<i64: 3, 4>}}
func.func @keep(%a: tensor<?x?x4xf32> {hidet.symbols = ["batch", "seq", ""]}) -> tensor<?x?x4xf32>
    attributes {hidet.symbol_ranges = {batch = array<i64: 1, 64>, stale = array<i64: 3, 4>}} {
  return %a : tensor<?x?x4xf32>
}

// Only the names its arguments carry: batch (in its second argument).
// CHECK-LABEL: func.func @second
// CHECK-SAME: attributes {hidet.symbol_ranges = {batch = array<i64: 2, 8>}}
func.func @second(%w: tensor<4x4xf32>, %a: tensor<?x4xf32> {hidet.symbols = ["batch", ""]}) -> tensor<?x4xf32> {
  return %a : tensor<?x4xf32>
}

// A function with no named `?` argument dim is left alone: a symbol on a
// static dim or on a result only does not count.
// CHECK-LABEL: func.func @none
// CHECK-NOT: hidet.symbol_ranges
// CHECK: return
func.func @none(%a: tensor<4x4xf32> {hidet.symbols = ["seq", ""]}, %b: tensor<?x4xf32>) -> (tensor<?x4xf32> {hidet.symbols = ["batch", ""]}) {
  return %b : tensor<?x4xf32>
}

// The output goes on through the rest of a pipeline: hidet-run reads the
// ranges and refuses a size outside them (test/Models/enc_layer_dyn_ranges.test).
