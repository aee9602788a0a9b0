func.func @g(%x: tensor<5x7xf32>, %y: tensor<7xf32>) -> tensor<7x5xf32> {
  %a = "graph.add"(%x, %y) : (tensor<5x7xf32>, tensor<7xf32>) -> tensor<5x7xf32>
  %e = "graph.exp"(%a) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  %t = "graph.transpose"(%e) {perm = array<i64: 1, 0>} : (tensor<5x7xf32>) -> tensor<7x5xf32>
  return %t : tensor<7x5xf32>
}
