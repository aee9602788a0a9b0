// matmul -> gelu -> transpose at M=257, N=129, K=65 (odd everywhere: K is
// not a multiple of 4, so loads fall back from 16-byte vectors to
// predicated elements): the gelu and the transpose are the epilogue; the
// transpose moves the store's index (the kernel writes C^T directly).
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 2e-5 --rtol 1e-4 --seed 13 | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 schedules (stages 2,3,4: 7,7,7; split-K on/off: 10/11): 21 passed, 0 failed
func.func @f(%x: tensor<257x65xf32>, %w: tensor<65x129xf32>) -> tensor<129x257xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<257x65xf32>, tensor<65x129xf32>) -> tensor<257x129xf32>
  %g = "graph.gelu"(%h) : (tensor<257x129xf32>) -> tensor<257x129xf32>
  %t = "graph.transpose"(%g) {perm = array<i64: 1, 0>} : (tensor<257x129xf32>) -> tensor<129x257xf32>
  return %t : tensor<129x257xf32>
}
