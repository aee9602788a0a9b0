// Non-splat constants are kernel inputs: hidet-partition leaves them out
// of every group, hidet-outline-kernels turns each into one arith.constant
// in the caller (equal values share one) and passes it to every kernel that
// reads it. Splat constants stay in their group and are folded into the
// kernel. The outlined module computes what the original does (reference
// path, same random inputs).
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition)' | FileCheck %s --check-prefix=PART
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition{report=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: hidet-opt %s -p 'builtin.module(hidet-partition,hidet-outline-kernels)' -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: hidet-run --target=reference %t.mlir --entry=weight --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=EXEC
// RUN: hidet-run --target=reference %t.mlir --entry=shared --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --compare=%s | FileCheck %s --check-prefix=EXEC
// RUN: hidet-run --target=reference %t.mlir --entry=mask --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=EXEC
// RUN: hidet-run --target=reference %t.mlir --entry=resource --arg=rand --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=EXEC
// RUN: hidet-run --target=reference %t.mlir --entry=returned --arg=rand --arg=poison --arg=poison --compare=%s | FileCheck %s --check-prefix=EXEC
// RUN: FileCheck %s < %t.mlir --check-prefix=NOGRAPHCONST --implicit-check-not='"graph.constant"() {value = dense<[' --implicit-check-not='"graph.constant"() {value = dense_resource'
// EXEC: compare: PASS
// NOGRAPHCONST: module

// The constant weight of a matmul (the case that used to stop at fusion).
// PART-LABEL: func.func @weight
// PART: "graph.constant"() {value = dense<{{\[}}[1.0
// PART: "graph.matmul"{{.*}}hidet.group = 0 : i64, hidet.role = "anchor"
// REPORT: outline-constants.mlir:[[@LINE+9]]:8: remark: graph.constant at [[@LINE+9]]:8 not fused into group 0: it is a non-splat constant (the kernel reads it as an input)
// CHECK-LABEL: func.func @weight
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[1.0{{.*}} : tensor<4x4xf32>
// CHECK-NEXT: %[[R:.*]] = call @weight_kernel0(%arg0, %[[C]])
// CHECK-NEXT: return %[[R]]
// CHECK: func.func private @weight_kernel0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: "graph.matmul"(%arg0, %arg1)
// CHECK-NEXT: return
func.func @weight(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c = "graph.constant"() {value = dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, 0.5, 0.0, 2.0], [0.25, -2.0, 1.5, -0.5], [3.0, 1.0, -1.0, 0.0]]> : tensor<4x4xf32>} : () -> tensor<4x4xf32>
  %h = "graph.matmul"(%x, %c) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %h : tensor<4x4xf32>
}

// One bias read by two groups (a matmul epilogue and an elementwise group),
// and a second constant of the same value: one host constant, passed to
// both kernels. The splat 2.0 stays inside the elementwise kernel.
// CHECK-LABEL: func.func @shared
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<[5.000000e-01, -1.000000e+00, 2.000000e+00, 2.500000e-01, -3.000000e+00]> : tensor<5xf32>
// CHECK-NOT: arith.constant
// CHECK-NEXT: %[[R:.*]] = call @shared_kernel0(%arg0, %arg1, %[[B]])
// CHECK-NEXT: %[[E:.*]] = call @shared_kernel1(%arg2, %[[B]])
// CHECK-NEXT: return %[[R]], %[[E]]
// CHECK: func.func private @shared_kernel0(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<5xf32>)
// CHECK-SAME: hidet.anchor = "graph.matmul", hidet.epilogue = ["graph.add"], hidet.kernel, hidet.prologue = []
// CHECK: "graph.add"(%{{.*}}, %arg2)
// CHECK: func.func private @shared_kernel1(%arg0: tensor<3x5xf32>, %arg1: tensor<5xf32>)
// CHECK-NEXT: "graph.constant"() {hidet.role = "injective", value = dense<2.000000e+00> : tensor<f32>}
// CHECK-NEXT: "graph.mul"
// CHECK-NEXT: "graph.add"(%{{.*}}, %arg1)
func.func @shared(%x: tensor<3x4xf32>, %w: tensor<4x5xf32>, %y: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
  %b = "graph.constant"() {value = dense<[0.5, -1.0, 2.0, 0.25, -3.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %h = "graph.matmul"(%x, %w) : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %r = "graph.add"(%h, %b) : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<3x5xf32>
  %b2 = "graph.constant"() {value = dense<[0.5, -1.0, 2.0, 0.25, -3.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %s = "graph.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %m = "graph.mul"(%y, %s) : (tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
  %e = "graph.add"(%m, %b2) : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<3x5xf32>
  return %r, %e : tensor<3x5xf32>, tensor<3x5xf32>
}

// An i1 mask with select and i64 position ids (BERT-like), elementwise
// only. The mask and the ids are arguments of one kernel, the splat fill is
// not: the cast of the ids, like a cast of a function argument, starts an
// injective group of its own, which merges into the select's when the add
// reads both (the cast's value is read nowhere else; partition-dag.mlir,
// @leaky_relu_arg).
// CHECK-LABEL: func.func @mask
// CHECK-NEXT: %[[M:.*]] = arith.constant dense<{{\[}}[true, false, false, false]{{.*}} : tensor<4x4xi1>
// CHECK-NEXT: %[[P:.*]] = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
// CHECK-NEXT: call @mask_kernel0(%[[M]], %arg0, %[[P]])
// CHECK-NEXT: return
// CHECK: func.func private @mask_kernel0(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<4xi64>)
// CHECK-NEXT: "graph.constant"() {hidet.role = "injective", value = dense<-1.000000e+09> : tensor<f32>}
// CHECK-NEXT: "graph.select"(%arg0, %arg1, %{{.*}})
// CHECK-NEXT: "graph.cast"(%arg2)
// CHECK-NEXT: "graph.add"
func.func @mask(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = "graph.constant"() {value = dense<[[true, false, false, false], [true, true, false, false], [true, true, true, false], [true, true, true, true]]> : tensor<4x4xi1>} : () -> tensor<4x4xi1>
  %f = "graph.constant"() {value = dense<-1.0e9> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.select"(%m, %x, %f) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
  %p = "graph.constant"() {value = dense<[0, 1, 2, 3]> : tensor<4xi64>} : () -> tensor<4xi64>
  %pc = "graph.cast"(%p) : (tensor<4xi64>) -> tensor<4xf32>
  %r = "graph.add"(%s, %pc) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// A dense_resource constant, as torch-mlir exports GPT-2's causal mask,
// added in a batch_matmul's epilogue.
// CHECK-LABEL: func.func @resource
// CHECK-NEXT: %[[K:.*]] = arith.constant dense_resource<causal_mask_4x4> : tensor<1x4x4xf32>
// CHECK-NEXT: call @resource_kernel0(%arg0, %arg1, %[[K]])
// CHECK: func.func private @resource_kernel0(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<1x4x4xf32>)
func.func @resource(%q: tensor<2x4x3xf32>, %k: tensor<2x3x4xf32>) -> tensor<2x4x4xf32> {
  %mask = "graph.constant"() {value = dense_resource<causal_mask_4x4> : tensor<1x4x4xf32>} : () -> tensor<1x4x4xf32>
  %s = "graph.batch_matmul"(%q, %k) : (tensor<2x4x3xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  %r = "graph.add"(%s, %mask) : (tensor<2x4x4xf32>, tensor<1x4x4xf32>) -> tensor<2x4x4xf32>
  return %r : tensor<2x4x4xf32>
}

// A constant returned as it is needs no kernel.
// CHECK-LABEL: func.func @returned
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[E:.*]] = call @returned_kernel0(%arg0)
// CHECK-NEXT: return %[[C]], %[[E]]
// CHECK-NOT: @returned_kernel1
func.func @returned(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %c = "graph.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %e = "graph.exp"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %c, %e : tensor<2xf32>, tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      causal_mask_4x4: "0x040000000000000000401CC600401CC600401CC6000000000000000000401CC600401CC600000000000000000000000000401CC600000000000000000000000000000000"
    }
  }
#-}
