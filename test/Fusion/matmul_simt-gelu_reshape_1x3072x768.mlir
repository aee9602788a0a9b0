// A GEMV-shaped matmul (M=1, N=3072, K=768, BERT's FFN up-projection for one
// token) -> add(bias) -> gelu -> reshape to 48x64: the reshape moves the
// store's index. Most block rows are empty (M=1), so row predicates matter.
// Tolerance: K=768 f32 sums: ~5e-5 absolute.
// Under ASan the reshape epilogue and row predicates are covered by
// matmul_simt-gelu_transpose_257x129x65.mlir and mlp2.mlir.
// UNSUPPORTED: asan
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-4 --seed 14 | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 21 schedules (stages 2,3,4: 7,7,7; split-K on/off: 10/11): 21 passed, 0 failed
func.func @f(%x: tensor<1x768xf32>, %w: tensor<768x3072xf32>, %b: tensor<3072xf32>) -> tensor<48x64xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<1x768xf32>, tensor<768x3072xf32>) -> tensor<1x3072xf32>
  %hb = "graph.add"(%h, %b) : (tensor<1x3072xf32>, tensor<3072xf32>) -> tensor<1x3072xf32>
  %g = "graph.gelu"(%hb) : (tensor<1x3072xf32>) -> tensor<1x3072xf32>
  %r = "graph.reshape"(%g) : (tensor<1x3072xf32>) -> tensor<48x64xf32>
  return %r : tensor<48x64xf32>
}
