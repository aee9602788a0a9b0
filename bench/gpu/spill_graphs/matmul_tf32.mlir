// a tf32 GEMM 777 x 1023 x 513 with a bias (f32 operands, odd K and N).
func.func @f(%x: tensor<777x513xf32>, %w: tensor<513x1023xf32>, %b: tensor<1023xf32>) -> tensor<777x1023xf32> {
  %h = "graph.matmul"(%x, %w) {hidet.precision = "tf32"} : (tensor<777x513xf32>, tensor<513x1023xf32>) -> tensor<777x1023xf32>
  %hb = "graph.add"(%h, %b) : (tensor<777x1023xf32>, tensor<1023xf32>) -> tensor<777x1023xf32>
  return %hb : tensor<777x1023xf32>
}
