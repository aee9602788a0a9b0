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
// CHECK-NOT: error:
