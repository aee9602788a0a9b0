// compare, select, gather and pad in GPU kernels (codegen/scalar_emit.c),
// on the emulator against the reference path: an injective group (masked
// select, an integer compare cast to f32), compare/select as the prologue
// of a matmul, and a gather (an embedding lookup; rand gives indices in
// [-8, 8), so negative ones are clamped) feeding a matmul and a pad with
// -inf, an f16 gather along the last axis, an i8 pad.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu)' -o %t.mlir
// RUN: hidet-run --target=emulate %t.mlir --entry=masks --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --compare=%s --atol=1e-6 --rtol=1e-6 | FileCheck %s
// RUN: hidet-run --target=emulate %t.mlir --entry=prologue --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=1e-5 --rtol=1e-5 | FileCheck %s
// RUN: hidet-run --target=emulate %t.mlir --entry=lookup --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --arg=poison --compare=%s --atol=1e-5 --rtol=1e-5 | FileCheck %s
// CHECK: compare: PASS

func.func @masks(%a: tensor<4x37xf32>, %b: tensor<37xf32>, %x: tensor<f32>, %i: tensor<4x37xi32>) -> (tensor<4x37xf32>, tensor<4x37xi1>, tensor<4x37xf32>) {
  %m = "graph.compare"(%a, %b) {predicate = "gt"} : (tensor<4x37xf32>, tensor<37xf32>) -> tensor<4x37xi1>
  %s = "graph.select"(%m, %a, %x) : (tensor<4x37xi1>, tensor<4x37xf32>, tensor<f32>) -> tensor<4x37xf32>
  %z = "graph.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %n = "graph.compare"(%i, %z) {predicate = "le"} : (tensor<4x37xi32>, tensor<i32>) -> tensor<4x37xi1>
  %f = "graph.cast"(%n) : (tensor<4x37xi1>) -> tensor<4x37xf32>
  %e = "graph.exp"(%s) : (tensor<4x37xf32>) -> tensor<4x37xf32>
  %r = "graph.mul"(%e, %f) : (tensor<4x37xf32>, tensor<4x37xf32>) -> tensor<4x37xf32>
  return %s, %m, %r : tensor<4x37xf32>, tensor<4x37xi1>, tensor<4x37xf32>
}

func.func @prologue(%a: tensor<33x40xf32>, %b: tensor<40xf32>, %w: tensor<40x24xf32>) -> tensor<33x24xf32> {
  %m = "graph.compare"(%a, %b) {predicate = "ge"} : (tensor<33x40xf32>, tensor<40xf32>) -> tensor<33x40xi1>
  %s = "graph.select"(%m, %a, %b) : (tensor<33x40xi1>, tensor<33x40xf32>, tensor<40xf32>) -> tensor<33x40xf32>
  %r = "graph.matmul"(%s, %w) : (tensor<33x40xf32>, tensor<40x24xf32>) -> tensor<33x24xf32>
  return %r : tensor<33x24xf32>
}

func.func @lookup(%e: tensor<10x8xf32>, %i: tensor<3xi64>, %w: tensor<8x4xf32>, %j: tensor<2x3xi32>, %n: tensor<3x5xi8>) -> (tensor<3x4xf32>, tensor<5x9xf32>, tensor<3x2x3xf16>, tensor<4x5xi8>) {
  %x = "graph.gather"(%e, %i) {axis = 0 : i64} : (tensor<10x8xf32>, tensor<3xi64>) -> tensor<3x8xf32>
  %r = "graph.matmul"(%x, %w) : (tensor<3x8xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
  %p = "graph.pad"(%x) {padding = array<i64: 1, 1, 0, 1>, value = 0xFFF0000000000000 : f64} : (tensor<3x8xf32>) -> tensor<5x9xf32>
  %h = "graph.cast"(%e) : (tensor<10x8xf32>) -> tensor<10x8xf16>
  %g = "graph.gather"(%h, %j) {axis = -1 : i64} : (tensor<10x8xf16>, tensor<2x3xi32>) -> tensor<10x2x3xf16>
  %s = "graph.slice"(%g) {starts = array<i64: 2, 0, 0>, ends = array<i64: 5, 2, 3>} : (tensor<10x2x3xf16>) -> tensor<3x2x3xf16>
  %q = "graph.pad"(%n) {padding = array<i64: 0, 1, 0, 0>, value = 2.550000e+02 : f64} : (tensor<3x5xi8>) -> tensor<4x5xi8>
  return %r, %p, %s, %q : tensor<3x4xf32>, tensor<5x9xf32>, tensor<3x2x3xf16>, tensor<4x5xi8>
}
