// hidet-graph-canonicalize: a matmul of operands widened from f16/bf16 to
// f32 (torch-mlir's export of a half-precision Linear: casts, reshapes, the
// weight's transpose) takes the 16-bit tensors and accumulates into its f32
// result; the index-only ops are re-created on the 16-bit values. Exact:
// widening commutes with index-only ops and the products and sums are the
// same.
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s | FileCheck %s
// Same seeded inputs before and after, on the reference path: bit-equal.
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s -o %t.mlir
// RUN: hidet-run --target=reference %t.mlir --entry=linear --arg=rand --arg=rand --arg=poison --out=2:%t.after.npy > /dev/null
// RUN: hidet-run --target=reference %s --entry=linear --arg=rand --arg=rand --arg=poison --expect=2:%t.after.npy --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: expect: PASS

// CHECK-LABEL: func.func @linear(
// CHECK-SAME: %[[X:.*]]: tensor<16x64xf16>, %[[W:.*]]: tensor<32x64xf16>
// CHECK-DAG: %[[WT:.*]] = "graph.transpose"(%[[W]]) {{.*}} : (tensor<32x64xf16>) -> tensor<64x32xf16>
// CHECK-DAG: %[[X3:.*]] = "graph.reshape"(%[[X]]) : (tensor<16x64xf16>) -> tensor<1x16x64xf16>
// CHECK-DAG: %[[W3:.*]] = "graph.reshape"(%[[WT]]) : (tensor<64x32xf16>) -> tensor<1x64x32xf16>
// CHECK: "graph.batch_matmul"(%[[X3]], %[[W3]]) : (tensor<1x16x64xf16>, tensor<1x64x32xf16>) -> tensor<1x16x32xf32>
// CHECK-NOT: "graph.cast"
// CHECK: return
func.func @linear(%x: tensor<16x64xf16>, %w: tensor<32x64xf16>) -> tensor<1x16x32xf32> {
  %wt = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<32x64xf16>) -> tensor<64x32xf16>
  %xf = "graph.cast"(%x) : (tensor<16x64xf16>) -> tensor<16x64xf32>
  %wf = "graph.cast"(%wt) : (tensor<64x32xf16>) -> tensor<64x32xf32>
  %x3 = "graph.reshape"(%xf) : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
  %w3 = "graph.reshape"(%wf) : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
  %y = "graph.batch_matmul"(%x3, %w3) : (tensor<1x16x64xf32>, tensor<1x64x32xf32>) -> tensor<1x16x32xf32>
  return %y : tensor<1x16x32xf32>
}

// bf16 on both sides, a plain matmul.
// CHECK-LABEL: func.func @bf16(
// CHECK: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xf32>
func.func @bf16(%a: tensor<4x8xbf16>, %b: tensor<8x3xbf16>) -> tensor<4x3xf32> {
  %af = "graph.cast"(%a) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %bf = "graph.cast"(%b) : (tensor<8x3xbf16>) -> tensor<8x3xf32>
  %y = "graph.matmul"(%af, %bf) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  return %y : tensor<4x3xf32>
}

// Left alone: f16 against bf16, an f32 operand, a widening to f64.
// CHECK-LABEL: func.func @mixed(
// CHECK: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
func.func @mixed(%a: tensor<4x8xf16>, %b: tensor<8x3xbf16>) -> tensor<4x3xf32> {
  %af = "graph.cast"(%a) : (tensor<4x8xf16>) -> tensor<4x8xf32>
  %bf = "graph.cast"(%b) : (tensor<8x3xbf16>) -> tensor<8x3xf32>
  %y = "graph.matmul"(%af, %bf) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  return %y : tensor<4x3xf32>
}
// CHECK-LABEL: func.func @one_side(
// CHECK: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
func.func @one_side(%a: tensor<4x8xf16>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %af = "graph.cast"(%a) : (tensor<4x8xf16>) -> tensor<4x8xf32>
  %y = "graph.matmul"(%af, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  return %y : tensor<4x3xf32>
}
// CHECK-LABEL: func.func @to_f64(
// CHECK: "graph.matmul"(%{{.*}}, %{{.*}}) : (tensor<4x8xf64>, tensor<8x3xf64>) -> tensor<4x3xf64>
func.func @to_f64(%a: tensor<4x8xf16>, %b: tensor<8x3xf16>) -> tensor<4x3xf64> {
  %af = "graph.cast"(%a) : (tensor<4x8xf16>) -> tensor<4x8xf64>
  %bf = "graph.cast"(%b) : (tensor<8x3xf16>) -> tensor<8x3xf64>
  %y = "graph.matmul"(%af, %bf) : (tensor<4x8xf64>, tensor<8x3xf64>) -> tensor<4x3xf64>
  return %y : tensor<4x3xf64>
}
