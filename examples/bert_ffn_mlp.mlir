// The feed-forward block of a BERT-base encoder layer without its final
// layer_norm (hidden 768, FFN 3072, sequence 128), in the graph dialect:
//   y = (gelu(x W1 + b1) W2 + b2) + x
// Two matmul anchors, each with its epilogue (bias + gelu; bias + residual).
// scripts/example.sh compiles it to PTX and runs it on the emulator against
// the reference path. (examples/bert_ffn.mlir adds the layer_norm, an
// anchor without a GPU template yet.)
func.func @bert_ffn_mlp(%x: tensor<128x768xf32>,
                        %w1: tensor<768x3072xf32>, %b1: tensor<3072xf32>,
                        %w2: tensor<3072x768xf32>, %b2: tensor<768xf32>) -> tensor<128x768xf32> {
  %h = "graph.matmul"(%x, %w1) : (tensor<128x768xf32>, tensor<768x3072xf32>) -> tensor<128x3072xf32>
  %hb = "graph.add"(%h, %b1) : (tensor<128x3072xf32>, tensor<3072xf32>) -> tensor<128x3072xf32>
  %a = "graph.gelu"(%hb) : (tensor<128x3072xf32>) -> tensor<128x3072xf32>
  %o = "graph.matmul"(%a, %w2) : (tensor<128x3072xf32>, tensor<3072x768xf32>) -> tensor<128x768xf32>
  %ob = "graph.add"(%o, %b2) : (tensor<128x768xf32>, tensor<768xf32>) -> tensor<128x768xf32>
  %y = "graph.add"(%ob, %x) : (tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
  return %y : tensor<128x768xf32>
}
