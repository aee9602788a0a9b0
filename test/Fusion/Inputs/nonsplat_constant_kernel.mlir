// A kernel function written by hand (not by hidet-outline-kernels) that
// still holds a non-splat constant.
func.func @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = call @k_kernel0(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
func.func private @k_kernel0(%x: tensor<4xf32>) -> tensor<4xf32> attributes {hidet.epilogue = [], hidet.kernel, hidet.prologue = []} {
  %c = "graph.constant"() {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %y = "graph.add"(%x, %c) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
