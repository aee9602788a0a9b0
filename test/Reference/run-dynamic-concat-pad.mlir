// Dynamic shapes on the reference path (docs/reference.md, "Dynamic
// shapes"): graph.concat along a static axis and graph.pad of static dims
// with `?` dims elsewhere. Each input is copied into a tensor.insert_slice
// of the result whose `?` sizes are tensor.dim of the input.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-lower-graph-to-linalg)' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @cat
// IR: tensor.empty(%{{.+}}) : tensor<?x3xf32>
// IR: %[[D:.+]] = tensor.dim %arg0, %{{.+}} : tensor<?x1xf32>
// IR: tensor.extract_slice %{{.+}}[0, 0] [%[[D]], 1] [1, 1] : tensor<?x3xf32> to tensor<?x1xf32>
// IR: tensor.insert_slice %{{.+}} into %{{.+}}[0, 0] [%[[D]], 1] [1, 1] : tensor<?x1xf32> into tensor<?x3xf32>
// IR: tensor.insert_slice %{{.+}} into %{{.+}}[0, 1] [%{{.+}}, 2] [1, 1] : tensor<?x2xf32> into tensor<?x3xf32>
// IR-LABEL: func.func @pad
// IR: tensor.insert_slice %{{.+}} into %{{.+}}[0, 1] [%{{.+}}, 2] [1, 1] : tensor<?x2xf32> into tensor<?x4xf32>
// IR-NOT: graph.
//
// a = i (n x 1), b = 100 + i (n x 2): row r of cat is [r, 100 + 2r, 101 + 2r];
// pad puts -1 on both sides of b's rows.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/a1.npy '<f4' 1x1 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/b1.npy '<f4' 1x2 '100 + i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/a3.npy '<f4' 3x1 'i'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/b3.npy '<f4' 3x2 '100 + i'
// RUN: hidet-run %s --target=reference --entry=cat --arg=@%t/a1.npy --arg=@%t/b1.npy --arg=poison --print-args | FileCheck %s --check-prefix=C1
// C1: arg #2: memref<?x3xf32> =
// C1-NEXT: {{\[}}[0, 100, 101]]
// RUN: hidet-run %s --target=reference --entry=cat --arg=@%t/a3.npy --arg=@%t/b3.npy --arg=poison --print-args | FileCheck %s --check-prefix=C3
// C3: arg #2: memref<?x3xf32> =
// C3-NEXT: {{\[}}[0, 100, 101],
// C3-NEXT:  [1, 102, 103],
// C3-NEXT:  [2, 104, 105]]
// RUN: hidet-run %s --target=reference --entry=pad --arg=@%t/b3.npy --arg=poison --print-args | FileCheck %s --check-prefix=P3
// P3: arg #1: memref<?x4xf32> =
// P3-NEXT: {{\[}}[-1, 100, 101, -1],
// P3-NEXT:  [-1, 102, 103, -1],
// P3-NEXT:  [-1, 104, 105, -1]]

func.func @cat(%a: tensor<?x1xf32> {hidet.symbols = ["n", ""]}, %b: tensor<?x2xf32> {hidet.symbols = ["n", ""]})
    -> (tensor<?x3xf32> {hidet.symbols = ["n", ""]}) {
  %0 = "graph.concat"(%a, %b) {axis = 1 : i64} : (tensor<?x1xf32>, tensor<?x2xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

func.func @pad(%b: tensor<?x2xf32> {hidet.symbols = ["n", ""]}) -> (tensor<?x4xf32> {hidet.symbols = ["n", ""]}) {
  %0 = "graph.pad"(%b) {padding = array<i64: 0, 0, 1, 1>, value = -1.0 : f64} : (tensor<?x2xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
