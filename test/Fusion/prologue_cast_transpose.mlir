// Prologue fusion: A arrives as f16 in K-major layout (40x100) and goes
// through cast -> transpose before the matmul (M=100, N=72, K=40). The cast
// changes the element type, so hidet-pipeline keeps register-staged loads
// (with a remark) and the cast + transpose are folded into those loads.
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-5 --rtol 1e-4 --seed 15 | FileCheck %s
// CHECK: cost-model: {{.*}} modes=register PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 schedules (stages 2,3,4: 7,7,7; split-K on/off: 10/11): 21 passed, 0 failed
func.func @f(%xt: tensor<40x100xf16>, %w: tensor<40x72xf32>) -> tensor<100x72xf32> {
  %c = "graph.cast"(%xt) : (tensor<40x100xf16>) -> tensor<40x100xf32>
  %x = "graph.transpose"(%c) {perm = array<i64: 1, 0>} : (tensor<40x100xf32>) -> tensor<100x40xf32>
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  return %h : tensor<100x72xf32>
}
