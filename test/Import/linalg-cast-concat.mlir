// torch.roll in torch-mlir's linalg form (Swin's shifted windows): two
// slices cast to a common dynamic type, concatenated into a static result.
// The concat reads the casts' static sources; the casts become nothing.
// RUN: hidet-opt -p 'builtin.module(hidet-import-linalg)' %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=OPS < %t.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=roll --arg=poison --print-args | FileCheck %s --check-prefix=ROLL
// OPS-NOT: tensor.
// OPS: "graph.concat"{{.*}}axis = 1 : i64{{.*}} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>

// roll(x, shifts=1, dims=1) of a 2x4, written as torch-mlir does, plus a
// cast to the same static type.
// ROLL-LABEL: arg #0: memref<2x4xf32> =
// ROLL-NEXT: {{\[\[}}1, 2, 3, 0],
// ROLL-NEXT: [5, 6, 7, 4]]
func.func @roll() -> tensor<2x4xf32> {
  %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0]]> : tensor<2x4xf32>
  %a = tensor.extract_slice %x[0, 1] [2, 3] [1, 1] : tensor<2x4xf32> to tensor<2x3xf32>
  %ca = tensor.cast %a : tensor<2x3xf32> to tensor<2x?xf32>
  %b = tensor.extract_slice %x[0, 0] [2, 1] [1, 1] : tensor<2x4xf32> to tensor<2x1xf32>
  %cb = tensor.cast %b : tensor<2x1xf32> to tensor<2x?xf32>
  %r = tensor.concat dim(1) %ca, %cb : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x4xf32>
  %s = tensor.cast %r : tensor<2x4xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}
