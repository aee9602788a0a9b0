// matmul -> add(bias) -> relu at 128x128x128 (tile multiples for most
// schedules): the bias add and relu become the epilogue of the matmul's
// kernel. The whole hidet-compile-to-gpu output runs on the emulator against
// the reference path for the cost model's schedule and 21 sampled schedules
// (7 each with 2, 3 and 4 stages); all operands are plain f32 inputs, so the
// kernel is a cp.async pipeline with 16-byte copies.
// Tolerance: f32 sums of 128 products of magnitude <= 1, against the
// reference's own f32 sums in another order: ~1e-5 absolute; rtol 1e-4.
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 2e-5 --rtol 1e-4 --seed 11 | FileCheck %s
// CHECK: cost-model: {{.*}} modes=async PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 schedules (stages 2,3,4: 7,7,7; split-K on/off: 10/11): 21 passed, 0 failed
func.func @f(%x: tensor<128x128xf32>, %w: tensor<128x128xf32>, %b: tensor<128xf32>) -> tensor<128x128xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %hb = "graph.add"(%h, %b) : (tensor<128x128xf32>, tensor<128xf32>) -> tensor<128x128xf32>
  %r = "graph.relu"(%hb) : (tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}
