// Prologue fusion under cp.async (beyond Hidet's templates, which drop
// prologue fusion for cp.async): B is given transposed (72x40, f32) and
// scaled by tanh before the matmul. The transpose is index-only, so it moves
// the copy's source address (4-byte copies: the remap breaks contiguity);
// tanh is applied after the shared-memory load. M=100, N=72, K=40.
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-5 --rtol 1e-4 --seed 16 | FileCheck %s
// CHECK: cost-model: {{.*}} modes=async PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 schedules (stages 2,3,4: 7,7,7; split-K on/off: 10/11): 21 passed, 0 failed
func.func @f(%x: tensor<100x40xf32>, %wt: tensor<72x40xf32>) -> tensor<100x72xf32> {
  %w = "graph.transpose"(%wt) {perm = array<i64: 1, 0>} : (tensor<72x40xf32>) -> tensor<40x72xf32>
  %s = "graph.tanh"(%w) : (tensor<40x72xf32>) -> tensor<40x72xf32>
  %h = "graph.matmul"(%x, %s) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  return %h : tensor<100x72xf32>
}
