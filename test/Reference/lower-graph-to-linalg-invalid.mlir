// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-lower-graph-to-linalg)' 2>&1 | FileCheck %s
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-lower-graph-to-linalg)' --verify-diagnostics

// graph.cast accepts any integer or float types, the reference lowering
// only signless integers, f16, bf16, f32 and f64. Every unsupported cast
// is reported, and the pass fails before it changes anything.

func.func @casts(%a: tensor<4xsi8>, %b: tensor<4xf32>, %c: tensor<4xf8E4M3FN>, %d: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xui8>, tensor<4xf32>, tensor<4xf32>, tensor<4xtf32>) {
  // CHECK: lower-graph-to-linalg-invalid.mlir:[[# @LINE + 2]]:8: error: 'graph.cast' op cannot lower a cast from si8 to f32: the reference lowering casts between signless integers, f16, bf16, f32 and f64
  // expected-error @below {{'graph.cast' op cannot lower a cast from si8 to f32: the reference lowering casts between signless integers, f16, bf16, f32 and f64}}
  %0 = "graph.cast"(%a) : (tensor<4xsi8>) -> tensor<4xf32>
  // CHECK: lower-graph-to-linalg-invalid.mlir:[[# @LINE + 2]]:8: error: 'graph.cast' op cannot lower a cast from f32 to ui8
  // expected-error @below {{cannot lower a cast from f32 to ui8}}
  %1 = "graph.cast"(%b) : (tensor<4xf32>) -> tensor<4xui8>
  // CHECK: lower-graph-to-linalg-invalid.mlir:[[# @LINE + 2]]:8: error: 'graph.cast' op cannot lower a cast from f8E4M3FN to f32
  // expected-error @below {{cannot lower a cast from f8E4M3FN to f32}}
  %2 = "graph.cast"(%c) : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  // A supported op among them adds no error.
  %3 = "graph.relu"(%d) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: lower-graph-to-linalg-invalid.mlir:[[# @LINE + 2]]:8: error: 'graph.cast' op cannot lower a cast from f32 to tf32
  // expected-error @below {{cannot lower a cast from f32 to tf32}}
  %4 = "graph.cast"(%d) : (tensor<4xf32>) -> tensor<4xtf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xui8>, tensor<4xf32>, tensor<4xf32>, tensor<4xtf32>
}

// compare and pad build arith.cmpi/cmpf and arith.constant, which need
// signless integers (and compare keeps to the float types casts know);
// select, gather and the copying part of pad move any element type.
func.func @compare_pad(%a: tensor<4xui8>, %b: tensor<4xf8E4M3FN>, %c: tensor<4xsi32>, %i: tensor<2xi64>) -> (tensor<4xi1>, tensor<4xi1>, tensor<5xsi32>, tensor<4xui8>, tensor<2xsi32>, tensor<5xf8E4M3FN>) {
  // CHECK: lower-graph-to-linalg-invalid.mlir:[[# @LINE + 2]]:8: error: 'graph.compare' op cannot lower a compare of ui8: the reference lowering compares signless integers, f16, bf16, f32 and f64
  // expected-error @below {{'graph.compare' op cannot lower a compare of ui8: the reference lowering compares signless integers, f16, bf16, f32 and f64}}
  %0 = "graph.compare"(%a, %a) {predicate = "lt"} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  // CHECK: lower-graph-to-linalg-invalid.mlir:[[# @LINE + 2]]:8: error: 'graph.compare' op cannot lower a compare of f8E4M3FN
  // expected-error @below {{cannot lower a compare of f8E4M3FN}}
  %1 = "graph.compare"(%b, %b) {predicate = "eq"} : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xi1>
  // CHECK: lower-graph-to-linalg-invalid.mlir:[[# @LINE + 2]]:8: error: 'graph.pad' op cannot lower a pad of si32: the reference lowering pads signless integer and float tensors
  // expected-error @below {{'graph.pad' op cannot lower a pad of si32: the reference lowering pads signless integer and float tensors}}
  %2 = "graph.pad"(%c) {padding = array<i64: 1, 0>} : (tensor<4xsi32>) -> tensor<5xsi32>
  // Supported: they add no error.
  %3 = "graph.select"(%0, %a, %a) : (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %4 = "graph.gather"(%c, %i) {axis = 0 : i64} : (tensor<4xsi32>, tensor<2xi64>) -> tensor<2xsi32>
  %5 = "graph.pad"(%b) {padding = array<i64: 0, 1>, value = 1.0 : f64} : (tensor<4xf8E4M3FN>) -> tensor<5xf8E4M3FN>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<5xsi32>, tensor<4xui8>, tensor<2xsi32>, tensor<5xf8E4M3FN>
}
// CHECK-NOT: error:
