// Dynamic shapes on the GPU path (docs/dynamic-shapes.md): what
// hidet-partition refuses (a located error naming the op, the operand or
// result and the dim), and a template without run-time extents.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics -p 'builtin.module(hidet-partition)'

func.func @reduce_rows(%x: tensor<4x?xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'graph.reduce' op operand #0 has type tensor<4x?xf32>: dim 1 is dynamic, and no GPU template takes a run-time extent there (a reduce takes `?` only in the kept dims before its last reduced one: the row count); run it on the reference path (hidet-run --target=reference), docs/dynamic-shapes.md}}
  %0 = "graph.reduce"(%x) {kind = "sum", axes = array<i64: 1>, keepdims = false} : (tensor<4x?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_inner(%x: tensor<4x?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'graph.reduce' op operand #0 has type tensor<4x?xf32>: dim 1 is dynamic, and no GPU template takes a run-time extent there (a reduce takes `?` only in the kept dims before its last reduced one: the row count)}}
  %0 = "graph.reduce"(%x) {kind = "sum", axes = array<i64: 0>, keepdims = false} : (tensor<4x?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @softmax_axis(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'graph.softmax' op operand #0 has type tensor<?x?xf32>: dim 0 is dynamic, and no GPU template takes a run-time extent there (a row-wise layer_norm or softmax takes `?` only in the row dims, before the normalized axis)}}
  %0 = "graph.softmax"(%x) {axis = 0 : i64} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_k(%a: tensor<4x?xf32>, %b: tensor<?x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'graph.matmul' op operand #0 has type tensor<4x?xf32>: dim 1 is dynamic, and no GPU template takes a run-time extent there (a matmul takes `?` only as M, dim rank-2 of the lhs and of the result, or in batch dims that the lhs and the result share with a rhs of batch 1)}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x?xf32>, tensor<?x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @dynamic_n(%a: tensor<4x8xf32>, %b: tensor<8x?xf32>) -> tensor<4x?xf32> {
  // expected-error @+1 {{'graph.matmul' op operand #1 has type tensor<8x?xf32>: dim 1 is dynamic}}
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// A `?` batch dim flattens into M only with a broadcast rhs (batch 1) and
// the lhs's batch dims equal to the result's.
func.func @batch_rhs(%a: tensor<?x2x?x8xf32>, %b: tensor<2x8x4xf32>) -> tensor<?x2x?x4xf32> {
  // expected-error @+1 {{'graph.batch_matmul' op operand #1 has type tensor<2x8x4xf32>: dim 0 is static, and a `?` batch dim of the result needs a rhs of batch 1 (broadcast: the batch dims flatten into M)}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<?x2x?x8xf32>, tensor<2x8x4xf32>) -> tensor<?x2x?x4xf32>
  return %0 : tensor<?x2x?x4xf32>
}

// -----

func.func @batch_lhs_broadcast(%a: tensor<1x?x8xf32>, %b: tensor<?x8x4xf32>) -> tensor<?x?x4xf32> {
  // expected-error @+1 {{'graph.batch_matmul' op operand #0 has type tensor<1x?x8xf32>: dim 0 is static, and a `?` batch dim needs the lhs's batch dims to be the result's (the batch dims flatten into M)}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<1x?x8xf32>, tensor<?x8x4xf32>) -> tensor<?x?x4xf32>
  return %0 : tensor<?x?x4xf32>
}

// -----

func.func @batch_lhs_rank(%a: tensor<?x?x8xf32>, %b: tensor<1x1x8x4xf32>) -> tensor<1x?x?x4xf32> {
  // expected-error @+1 {{'graph.batch_matmul' op operand #0 has type tensor<?x?x8xf32>: dim 0 is dynamic, and a `?` batch dim needs an lhs of the result's rank (the batch dims flatten into M)}}
  %0 = "graph.batch_matmul"(%a, %b) : (tensor<?x?x8xf32>, tensor<1x1x8x4xf32>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}

// -----

func.func @static_meets_dynamic(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'graph.add' op operand #0 has type tensor<?x4xf32>: dim 0 is dynamic, and its extent must meet a `?` of the result (or be a broadcast 1) for the GPU path, which reads extents at run time only from `?` dims}}
  %0 = "graph.add"(%a, %b) : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @dynamic_reshape(%a: tensor<?x4xf32>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'graph.reshape' op operand #0 has type tensor<?x4xf32>: dim 0 is dynamic, and the reshape scales its extent (the result's `?` is this one times a ratio of static dims), and the GPU path takes only a reshape that keeps each `?`'s extent}}
  %0 = "graph.reshape"(%a) : (tensor<?x4xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

// A reshape whose static dims cross its one `?` (4x? -> 2x?x2: the `?`
// keeps its extent, but the element order moves across it).
func.func @dynamic_reshape_crossing(%a: tensor<4x?xf32>) -> tensor<2x?x2xf32> {
  // expected-error @+1 {{'graph.reshape' op operand #0 has type tensor<4x?xf32>: dim 1 is dynamic, and the reshape moves static dims across it (the static dims before and after the `?` differ on the two sides), and the GPU path takes only a reshape whose static dims pair up between the `?` dims}}
  %0 = "graph.reshape"(%a) : (tensor<4x?xf32>) -> tensor<2x?x2xf32>
  return %0 : tensor<2x?x2xf32>
}

// -----

// What it takes: a `?` M, and `?` dims through element-wise ops, transposes,
// broadcasts (a `?` meets a `?`, or a broadcast 1) and reshapes that keep
// each `?`'s extent.
func.func @taken(%a: tensor<?x8xf32>, %w: tensor<8x4xf32>, %b: tensor<1x4xf32>) -> tensor<4x?xf32> {
  %0 = "graph.matmul"(%a, %w) : (tensor<?x8xf32>, tensor<8x4xf32>) -> tensor<?x4xf32>
  %1 = "graph.add"(%0, %b) : (tensor<?x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>
  %2 = "graph.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<?x4xf32>) -> tensor<4x?xf32>
  %3 = "graph.tanh"(%2) : (tensor<4x?xf32>) -> tensor<4x?xf32>
  return %3 : tensor<4x?xf32>
}

// `?` rows of a reduce, a layer_norm and a softmax over the last axis.
func.func @taken_reduce(%x: tensor<?x16xf32>) -> tensor<?xf32> {
  %0 = "graph.reduce"(%x) {kind = "sum", axes = array<i64: 1>, keepdims = false} : (tensor<?x16xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @taken_rows(%x: tensor<?x?x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<?x?x8xf32> {
  %0 = "graph.layer_norm"(%x, %g, %b) {axis = 2 : i64, epsilon = 1.0e-5 : f32} : (tensor<?x?x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<?x?x8xf32>
  %1 = "graph.softmax"(%0) {axis = -1 : i64} : (tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
  return %1 : tensor<?x?x8xf32>
}

// A `?` batch and M with a rhs of batch 1 (a Linear on [batch, seq, K]):
// one matmul whose M is their product.
func.func @taken_flat(%a: tensor<?x?x8xf32>, %w: tensor<1x8x4xf32>, %b: tensor<1x1x4xf32>) -> tensor<?x1x?x4xf32> {
  %0 = "graph.batch_matmul"(%a, %w) : (tensor<?x?x8xf32>, tensor<1x8x4xf32>) -> tensor<?x?x4xf32>
  %1 = "graph.add"(%0, %b) : (tensor<?x?x4xf32>, tensor<1x1x4xf32>) -> tensor<?x?x4xf32>
  %2 = "graph.reshape"(%1) : (tensor<?x?x4xf32>) -> tensor<?x?x2x2xf32>
  %3 = "graph.reshape"(%2) : (tensor<?x?x2x2xf32>) -> tensor<?x1x?x4xf32>
  return %3 : tensor<?x1x?x4xf32>
}

// An f16 matmul with a `?` M goes to matmul_tc, which reads M at run time
// (docs/dynamic-shapes.md; the numbers: test/Models/mlp_dyn_half.test).
// RUN: hidet-opt %S/Inputs/dyn_f16.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80 unsupported=error})' 2>&1 | FileCheck %s --check-prefix=F16
// F16: gpu.func @h_kernel0(%arg0: memref<?x8xf16>, {{.*}}) kernel attributes {{.*}}hidet.grid_dynamic = array<i64: 1, 1, {{[0-9]+}}, 1, 0, 0>{{.*}}hidet.template = "matmul_tc"

// The run-time grid of the elementwise template multiplies at most 8 `?`
// extents.
// RUN: not hidet-opt %S/Inputs/dyn_many.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MANY
// MANY: dyn_many.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'func.func' op result 0 has 9 dynamic dims; the run-time grid takes at most 8
