// Two identical layers (matmul + bias + tanh, then softmax) back to back,
// and a third matmul of another shape: hidet-dedup-kernels input.
func.func @g(%x: tensor<33x48xf32>, %w1: tensor<48x48xf32>, %b1: tensor<48xf32>,
             %w2: tensor<48x48xf32>, %b2: tensor<48xf32>, %w3: tensor<48x20xf32>) -> tensor<33x20xf32> {
  %m1 = "graph.matmul"(%x, %w1) : (tensor<33x48xf32>, tensor<48x48xf32>) -> tensor<33x48xf32>
  %a1 = "graph.add"(%m1, %b1) : (tensor<33x48xf32>, tensor<48xf32>) -> tensor<33x48xf32>
  %t1 = "graph.tanh"(%a1) : (tensor<33x48xf32>) -> tensor<33x48xf32>
  %s1 = "graph.softmax"(%t1) {axis = 1 : i64} : (tensor<33x48xf32>) -> tensor<33x48xf32>
  %m2 = "graph.matmul"(%s1, %w2) : (tensor<33x48xf32>, tensor<48x48xf32>) -> tensor<33x48xf32>
  %a2 = "graph.add"(%m2, %b2) : (tensor<33x48xf32>, tensor<48xf32>) -> tensor<33x48xf32>
  %t2 = "graph.tanh"(%a2) : (tensor<33x48xf32>) -> tensor<33x48xf32>
  %s2 = "graph.softmax"(%t2) {axis = 1 : i64} : (tensor<33x48xf32>) -> tensor<33x48xf32>
  %m3 = "graph.matmul"(%s2, %w3) : (tensor<33x48xf32>, tensor<48x20xf32>) -> tensor<33x20xf32>
  return %m3 : tensor<33x20xf32>
}
