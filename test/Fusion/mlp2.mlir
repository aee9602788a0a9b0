// A two-matmul MLP, y = relu(gelu(x W1 + b1) W2 + b2), at 128 tokens,
// 256 -> 512 -> 256: two anchor kernels, each with its bias/activation
// epilogue; the intermediate lives in a host buffer between the launches.
// Tolerance: K=512 f32 sums: ~5e-5 absolute.
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --ptx-samples --samples 21 --args "--entry=mlp --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-4 --seed 17 | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 schedules (stages 2,3,4: 7,7,7; split-K on/off: 10/11): 21 passed, 0 failed
func.func @mlp(%x: tensor<128x256xf32>, %w1: tensor<256x512xf32>, %b1: tensor<512xf32>,
               %w2: tensor<512x256xf32>, %b2: tensor<256xf32>) -> tensor<128x256xf32> {
  %h = "graph.matmul"(%x, %w1) : (tensor<128x256xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
  %hb = "graph.add"(%h, %b1) : (tensor<128x512xf32>, tensor<512xf32>) -> tensor<128x512xf32>
  %a = "graph.gelu"(%hb) : (tensor<128x512xf32>) -> tensor<128x512xf32>
  %o = "graph.matmul"(%a, %w2) : (tensor<128x512xf32>, tensor<512x256xf32>) -> tensor<128x256xf32>
  %ob = "graph.add"(%o, %b2) : (tensor<128x256xf32>, tensor<256xf32>) -> tensor<128x256xf32>
  %y = "graph.relu"(%ob) : (tensor<128x256xf32>) -> tensor<128x256xf32>
  return %y : tensor<128x256xf32>
}
