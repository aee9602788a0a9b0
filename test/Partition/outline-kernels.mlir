// hidet-outline-kernels after hidet-partition, on the cases of
// partition.mlir.
// RUN: hidet-opt %S/partition.mlir --split-input-file -p 'builtin.module(hidet-partition,hidet-outline-kernels)' | FileCheck %s

// CHECK-LABEL: func.func @mm_bias_relu
// CHECK-NEXT: %[[R:.*]] = call @mm_bias_relu_kernel0(%arg0, %arg1, %arg2)
// CHECK-NEXT: return %[[R]]
// CHECK: func.func private @mm_bias_relu_kernel0(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<3xf32>) -> tensor<2x3xf32> attributes {hidet.anchor = "graph.matmul", hidet.epilogue = ["graph.add", "graph.relu"], hidet.kernel, hidet.prologue = []}
// The moved ops keep their role (the stitch report reads it), not their group.
// CHECK-NEXT: "graph.matmul"(%arg0, %arg1) {hidet.role = "anchor"} :
// CHECK-NEXT: "graph.add"({{.*}}) {hidet.role = "epilogue"} :
// CHECK-NOT: hidet.group

// CHECK-LABEL: func.func @prologue
// CHECK: func.func private @prologue_kernel0{{.*}}hidet.prologue = ["graph.cast", "graph.transpose"]

// CHECK-LABEL: func.func @mlp
// CHECK-NEXT: %[[A:.*]] = call @mlp_kernel0(%arg0, %arg1, %arg2)
// CHECK-NEXT: %[[B:.*]] = call @mlp_kernel1(%[[A]], %arg3, %arg4)
// CHECK-NEXT: return %[[B]]

// A DAG epilogue: one kernel whose result is the add (the value used
// outside the group), the relu and exp inside it.
// CHECK-LABEL: func.func @two_uses
// CHECK-NEXT: %[[S:.*]] = call @two_uses_kernel0(%arg0, %arg1)
// CHECK-NEXT: return %[[S]]
// CHECK: func.func private @two_uses_kernel0(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>) -> tensor<2x3xf32> attributes {hidet.anchor = "graph.matmul", hidet.epilogue = ["graph.relu", "graph.exp", "graph.add"], hidet.kernel, hidet.prologue = []}

// Two uses that do not close: a kernel for each.
// CHECK-LABEL: func.func @two_uses_open
// CHECK-NEXT: %[[M:.*]] = call @two_uses_open_kernel0(%arg0, %arg1)
// CHECK-NEXT: %[[R:.*]] = call @two_uses_open_kernel1(%[[M]])
// CHECK-NEXT: %[[E:.*]] = call @two_uses_open_kernel2(%[[M]])
// CHECK-NEXT: return %[[R]], %[[E]]

// CHECK-LABEL: func.func @shared_prologue
// CHECK-NEXT: %[[C:.*]] = call @shared_prologue_kernel0(%arg0)
// CHECK-NEXT: %[[D:.*]] = call @shared_prologue_kernel1(%arg1, %[[C]])
// CHECK-NEXT: return %[[D]], %[[C]]

// CHECK-LABEL: func.func @norms
// CHECK: func.func private @norms_kernel0{{.*}}hidet.anchor = "graph.softmax", hidet.epilogue = [], hidet.kernel, hidet.prologue = ["graph.mul"]
// CHECK: func.func private @norms_kernel1{{.*}}hidet.anchor = "graph.layer_norm", hidet.epilogue = ["graph.tanh"]

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: call @chain_kernel0(%arg0)
// CHECK: func.func private @chain_kernel0
// CHECK-NEXT: "graph.constant"
