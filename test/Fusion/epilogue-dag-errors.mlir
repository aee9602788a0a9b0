// hidet-fuse-prologue-epilogue on a kernel whose epilogue value has several
// uses that do not close into one value (a kernel edited by hand or made by
// another producer; hidet-partition builds only DAGs that close): the SiLU
// kernel x * sigmoid(x), made to return the sigmoid instead of the product,
// leaves the product unused and the sigmoid read twice. An error at the
// anchor, a non-zero exit.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=OK < %t.mlir
// OK: hidet.epilogue = ["graph.sigmoid", "graph.mul"]
// RUN: sed 's/return %2 : tensor<100x72xf32>/return %1 : tensor<100x72xf32>/' %t.mlir | not hidet-opt --pass-pipeline='builtin.module(hidet-fuse-prologue-epilogue)' -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: 'graph.matmul' op cannot be fused into its kernel: an epilogue value has several uses that do not close into one value through elementwise ops of its shape (only chains and such DAGs are fused)
func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %sg = "graph.sigmoid"(%h) : (tensor<100x72xf32>) -> tensor<100x72xf32>
  %y = "graph.mul"(%h, %sg) : (tensor<100x72xf32>, tensor<100x72xf32>) -> tensor<100x72xf32>
  return %y : tensor<100x72xf32>
}
