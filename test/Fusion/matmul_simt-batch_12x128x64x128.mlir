// Attention scores: batch_matmul of q (12x128x64) and k^T (12x64x128) ->
// scale by 0.125 (a splat constant, read inside the epilogue) at batch 12,
// M=128, K=64, N=128; blocks run over the batch in grid z.
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 2e-5 --rtol 1e-4 --seed 18 | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 schedules (stages 2,3,4: 7,7,7; split-K on/off: 10/11): 21 passed, 0 failed
func.func @f(%q: tensor<12x128x64xf32>, %k: tensor<12x64x128xf32>) -> tensor<12x128x128xf32> {
  %s = "graph.batch_matmul"(%q, %k) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>) -> tensor<12x128x128xf32>
  %c = "graph.constant"() {value = dense<0.125> : tensor<12x128x128xf32>} : () -> tensor<12x128x128xf32>
  %r = "graph.mul"(%s, %c) : (tensor<12x128x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
  return %r : tensor<12x128x128xf32>
}
