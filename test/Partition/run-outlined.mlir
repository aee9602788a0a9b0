// The outlined module computes what the original does: both run on the
// reference path with the same random inputs (--compare).
// RUN: hidet-opt %S/Inputs/models.mlir -p 'builtin.module(hidet-partition,hidet-outline-kernels)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: hidet-run --target=reference %t.mlir --entry=mlp --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/Inputs/models.mlir | FileCheck %s
// RUN: hidet-run --target=reference %t.mlir --entry=two_uses --arg=rand --arg=rand --arg=poison --compare=%S/Inputs/models.mlir | FileCheck %s
// RUN: hidet-run --target=reference %t.mlir --entry=mixed --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --compare=%S/Inputs/models.mlir | FileCheck %s
// CHECK: compare: PASS

// IR-LABEL: func.func @mixed
// IR: call @mixed_kernel0
// IR: call @mixed_kernel1
// IR: call @mixed_kernel2
// IR: call @mixed_kernel3
// IR-LABEL: func.func private @mixed_kernel0
// IR-NOT: hidet.anchor
// IR-SAME: -> (tensor<2x4xf32>, tensor<2x4xf32>)
// IR-LABEL: func.func private @mixed_kernel1
// IR-SAME: hidet.anchor = "graph.matmul", hidet.epilogue = [], hidet.kernel, hidet.prologue = ["graph.transpose"]
// IR-LABEL: func.func private @mixed_kernel3
// IR-SAME: hidet.anchor = "graph.layer_norm", hidet.epilogue = ["graph.tanh"]
