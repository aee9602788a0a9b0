// The feed-forward block of a BERT-base encoder layer (hidden 768, FFN 3072,
// sequence 128), in the graph dialect:
//   y = layer_norm(x + (gelu(x W1 + b1) W2 + b2))
// The README's example command runs this file through hidet-opt.
func.func @bert_ffn(%x: tensor<128x768xf32>,
                    %w1: tensor<768x3072xf32>, %b1: tensor<3072xf32>,
                    %w2: tensor<3072x768xf32>, %b2: tensor<768xf32>,
                    %gamma: tensor<768xf32>, %beta: tensor<768xf32>) -> tensor<128x768xf32> {
  %h = "graph.matmul"(%x, %w1) : (tensor<128x768xf32>, tensor<768x3072xf32>) -> tensor<128x3072xf32>
  %hb = "graph.add"(%h, %b1) : (tensor<128x3072xf32>, tensor<3072xf32>) -> tensor<128x3072xf32>
  %a = "graph.gelu"(%hb) : (tensor<128x3072xf32>) -> tensor<128x3072xf32>
  %o = "graph.matmul"(%a, %w2) : (tensor<128x3072xf32>, tensor<3072x768xf32>) -> tensor<128x768xf32>
  %ob = "graph.add"(%o, %b2) : (tensor<128x768xf32>, tensor<768xf32>) -> tensor<128x768xf32>
  %r = "graph.add"(%ob, %x) : (tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
  %y = "graph.layer_norm"(%r, %gamma, %beta) {axis = -1 : i64, epsilon = 1.0e-12 : f32}
      : (tensor<128x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<128x768xf32>
  return %y : tensor<128x768xf32>
}
