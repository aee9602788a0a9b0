// a row sum of 77 elements of exp(x - 1) (a plain, not indexed, instance).
func.func @f(%x: tensor<462x77xf32>, %c: tensor<1x1xf32>) -> tensor<462xf32> {
  %s = "graph.sub"(%x, %c) : (tensor<462x77xf32>, tensor<1x1xf32>) -> tensor<462x77xf32>
  %e = "graph.exp"(%s) : (tensor<462x77xf32>) -> tensor<462x77xf32>
  %r = "graph.reduce"(%e) {axes = array<i64: 1>, kind = "sum"} : (tensor<462x77xf32>) -> tensor<462xf32>
  return %r : tensor<462xf32>
}
