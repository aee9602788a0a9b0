// hidet-graph-canonicalize moves a reshape that scales a `?` (torch-mlir's
// flattened rows of a `?` batch: [B, 6, K] -> [6B, K] around each Linear)
// below the row-wise ops that use it, a matmul by a 2-D rhs and elementwise
// ops whose other operands broadcast along the kept trailing dims, until it
// meets the reshape that splits the rows back (passes/graph_sink_rows.c).
// Exact: each rewritten function computes the same values before and
// after, checked on the reference path on seeded random inputs at B = 3
// (outputs poisoned; the matmul sums in the same order, so atol = rtol = 0).
// Cases that must not move keep their reshape.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-opt -p 'builtin.module(hidet-graph-canonicalize)' %s -o %t/c.mlir
// RUN: FileCheck %s < %t/c.mlir
// RUN: hidet-run %s --entry=x_3x6x16 --arg=rand --seed=1 --out=0:%t/x.npy
// RUN: hidet-run %s --entry=x_3x6x16 --arg=rand --seed=2 --out=0:%t/y.npy
// RUN: hidet-run %s --entry=x_12x3x2x16 --arg=rand --seed=3 --out=0:%t/s.npy
// RUN: hidet-run %t/c.mlir --target=reference --entry=linear3d --arg=@%t/x.npy --arg=rand --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=seq_first --arg=@%t/s.npy --arg=rand --arg=rand --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: hidet-run %t/c.mlir --target=reference --entry=residual --arg=@%t/x.npy --arg=@%t/y.npy --arg=poison --compare=%s --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: compare: PASS

// Stubs that write the seeded random inputs of the `?` cases.
func.func @x_3x6x16(%a: memref<3x6x16xf32>) { return }
func.func @x_12x3x2x16(%a: memref<12x3x2x16xf32>) { return }

// nn.Linear + Sigmoid on [B, 6, 16]: one batch_matmul by the 2-D weight,
// the bias and the sigmoid on [?, 6, 40]; no reshape of the `?` is left.
// CHECK-LABEL: func.func @linear3d
// CHECK-NEXT: %[[M:.+]] = "graph.batch_matmul"(%arg0, %arg1) : (tensor<?x6x16xf32>, tensor<16x40xf32>) -> tensor<?x6x40xf32>
// CHECK-NEXT: %[[B:.+]] = "graph.reshape"(%arg2) : (tensor<1x40xf32>) -> tensor<40xf32>
// CHECK-NEXT: %[[A:.+]] = "graph.add"(%[[M]], %[[B]]) : (tensor<?x6x40xf32>, tensor<40xf32>) -> tensor<?x6x40xf32>
// CHECK-NEXT: %[[S:.+]] = "graph.sigmoid"(%[[A]]) : (tensor<?x6x40xf32>) -> tensor<?x6x40xf32>
// CHECK-NEXT: return %[[S]]
func.func @linear3d(%x: tensor<?x6x16xf32> {hidet.symbols = ["b", "", ""]}, %w: tensor<16x40xf32>, %bias: tensor<1x40xf32>)
    -> (tensor<?x6x40xf32> {hidet.symbols = ["b", "", ""]}) {
  %r = "graph.reshape"(%x) : (tensor<?x6x16xf32>) -> tensor<?x16xf32>
  %m = "graph.matmul"(%r, %w) : (tensor<?x16xf32>, tensor<16x40xf32>) -> tensor<?x40xf32>
  %a = "graph.add"(%m, %bias) : (tensor<?x40xf32>, tensor<1x40xf32>) -> tensor<?x40xf32>
  %s = "graph.sigmoid"(%a) : (tensor<?x40xf32>) -> tensor<?x40xf32>
  %y = "graph.reshape"(%s) : (tensor<?x40xf32>) -> tensor<?x6x40xf32>
  return %y : tensor<?x6x40xf32>
}

// MHA's out_proj on a sequence-first context [12, B, 2, 16] viewed as rows
// [12B, 32] and split back to [12, B, 32] (a split whose static prefix
// differs: graph.reshape's one-`?` form). The heads are regrouped as 32
// first, a reshape that keeps the `?`.
// CHECK-LABEL: func.func @seq_first
// CHECK-NEXT: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<12x?x2x16xf32>) -> tensor<12x?x32xf32>
// CHECK-NEXT: %[[M:.+]] = "graph.batch_matmul"(%[[R]], %arg1) : (tensor<12x?x32xf32>, tensor<32x32xf32>) -> tensor<12x?x32xf32>
// CHECK-NEXT: %[[A:.+]] = "graph.add"(%[[M]], %arg2) : (tensor<12x?x32xf32>, tensor<32xf32>) -> tensor<12x?x32xf32>
// CHECK-NEXT: return %[[A]]
func.func @seq_first(%x: tensor<12x?x2x16xf32> {hidet.symbols = ["", "b", "", ""]}, %w: tensor<32x32xf32>, %bias: tensor<32xf32>)
    -> (tensor<12x?x32xf32> {hidet.symbols = ["", "b", ""]}) {
  %r = "graph.reshape"(%x) : (tensor<12x?x2x16xf32>) -> tensor<?x32xf32>
  %m = "graph.matmul"(%r, %w) : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
  %a = "graph.add"(%m, %bias) : (tensor<?x32xf32>, tensor<32xf32>) -> tensor<?x32xf32>
  %y = "graph.reshape"(%a) : (tensor<?x32xf32>) -> tensor<12x?x32xf32>
  return %y : tensor<12x?x32xf32>
}

// Two operands flattened the same way (a residual add on rows).
// CHECK-LABEL: func.func @residual
// CHECK-NEXT: %[[A:.+]] = "graph.add"(%arg0, %arg1) : (tensor<?x6x16xf32>, tensor<?x6x16xf32>) -> tensor<?x6x16xf32>
// CHECK-NEXT: %[[N:.+]] = "graph.neg"(%[[A]]) : (tensor<?x6x16xf32>) -> tensor<?x6x16xf32>
// CHECK-NEXT: return %[[N]]
func.func @residual(%x: tensor<?x6x16xf32> {hidet.symbols = ["b", "", ""]}, %y: tensor<?x6x16xf32> {hidet.symbols = ["b", "", ""]})
    -> (tensor<?x6x16xf32> {hidet.symbols = ["b", "", ""]}) {
  %rx = "graph.reshape"(%x) : (tensor<?x6x16xf32>) -> tensor<?x16xf32>
  %ry = "graph.reshape"(%y) : (tensor<?x6x16xf32>) -> tensor<?x16xf32>
  %a = "graph.add"(%rx, %ry) : (tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
  %n = "graph.neg"(%a) : (tensor<?x16xf32>) -> tensor<?x16xf32>
  %o = "graph.reshape"(%n) : (tensor<?x16xf32>) -> tensor<?x6x16xf32>
  return %o : tensor<?x6x16xf32>
}

// Not row-wise: a sum over all rows keeps the flattening reshape.
// CHECK-LABEL: func.func @sum_rows
// CHECK-NEXT: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<?x6x16xf32>) -> tensor<?x16xf32>
// CHECK-NEXT: "graph.reduce"(%[[R]])
func.func @sum_rows(%x: tensor<?x6x16xf32> {hidet.symbols = ["b", "", ""]}) -> tensor<16xf32> {
  %r = "graph.reshape"(%x) : (tensor<?x6x16xf32>) -> tensor<?x16xf32>
  %s = "graph.reduce"(%r) {axes = array<i64: 0>, keepdims = false, kind = "sum"} : (tensor<?x16xf32>) -> tensor<16xf32>
  return %s : tensor<16xf32>
}

// An operand of the rows' full shape that is no such reshape: kept.
// CHECK-LABEL: func.func @full_operand
// CHECK-NEXT: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<?x6x16xf32>) -> tensor<?x16xf32>
// CHECK-NEXT: "graph.add"(%[[R]], %arg1)
func.func @full_operand(%x: tensor<?x6x16xf32> {hidet.symbols = ["b", "", ""]}, %y: tensor<?x16xf32> {hidet.symbols = ["r", ""]})
    -> (tensor<?x16xf32> {hidet.symbols = ["r", ""]}) {
  %r = "graph.reshape"(%x) : (tensor<?x6x16xf32>) -> tensor<?x16xf32>
  %a = "graph.add"(%r, %y) : (tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
  return %a : tensor<?x16xf32>
}

// Static shapes are left as they are (the GPU path takes these reshapes).
// CHECK-LABEL: func.func @static_rows
// CHECK-NEXT: %[[R:.+]] = "graph.reshape"(%arg0) : (tensor<2x6x16xf32>) -> tensor<12x16xf32>
// CHECK-NEXT: "graph.matmul"(%[[R]], %arg1)
func.func @static_rows(%x: tensor<2x6x16xf32>, %w: tensor<16x40xf32>) -> tensor<12x40xf32> {
  %r = "graph.reshape"(%x) : (tensor<2x6x16xf32>) -> tensor<12x16xf32>
  %m = "graph.matmul"(%r, %w) : (tensor<12x16xf32>, tensor<16x40xf32>) -> tensor<12x40xf32>
  return %m : tensor<12x40xf32>
}
