// matmul_tc on a batch_matmul (attention scores): q 12x128x64 @ k^T
// 12x64x128, scaled by 0.125 in the epilogue; blocks run over the batch in
// grid z (f16 and bf16). Runs as in matmul_tc-100x72x40.mlir; K=64: atol
// 1e-4, rtol one f16 (bf16) ulp.
//
// Split-K schedules (half the samples) only change the f32 summation order
// (S partial sums added in a fixed order), so the bounds below hold for them.
// Not in the ASan pass (CI's budget: its time goes to emulating, not to
// compiler code): matmul_tc-257x129x72.mlir and matmul_simt-batch_12x128x64x128.mlir take the same template's paths there.
// UNSUPPORTED: asan
// RUN: python3 %S/run_graph.py %s --template matmul_tc --samples 20 --tmp %t.f16 --ptx-samples --ptx-contains ldmatrix --ptx-contains mma.sync --ptx-contains cp.async --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-3 --seed 61 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/Inputs/matmul_tc-batch_bf16_12x128x64x128.mlir --template matmul_tc --samples 20 --tmp %t.bf16 --ptx-samples --ptx-contains ldmatrix --ptx-contains mma.sync --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 8e-3 --seed 62 | FileCheck %s
// CHECK: cost-model: w{{.*}}-mma{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4,5: 5,5,5,5; split-K on/off: 10/10{{(; [0-9]+ redrawn: did not fit the instance)?}}): 20 passed, 0 failed
func.func @f(%q: tensor<12x128x64xf16>, %k: tensor<12x64x128xf16>) -> tensor<12x128x128xf32> {
  %s = "graph.batch_matmul"(%q, %k) : (tensor<12x128x64xf16>, tensor<12x64x128xf16>) -> tensor<12x128x128xf16>
  %c = "graph.constant"() {value = dense<0.125> : tensor<12x128x128xf16>} : () -> tensor<12x128x128xf16>
  %r = "graph.mul"(%s, %c) : (tensor<12x128x128xf16>, tensor<12x128x128xf16>) -> tensor<12x128x128xf16>
  %o = "graph.cast"(%r) : (tensor<12x128x128xf16>) -> tensor<12x128x128xf32>
  return %o : tensor<12x128x128xf32>
}
