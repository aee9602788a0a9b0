// matmul -> add(bias) -> relu at M=100, N=72, K=40: no dim is a multiple of
// the block tiles, so every schedule exercises the edge predicates (rows and
// columns out of range, the last k tile partly filled).
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-5 --rtol 1e-4 --seed 12 | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 schedules (stages 2,3,4: 7,7,7; split-K on/off: 10/11): 21 passed, 0 failed
func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  %r = "graph.relu"(%hb) : (tensor<100x72xf32>) -> tensor<100x72xf32>
  return %r : tensor<100x72xf32>
}
