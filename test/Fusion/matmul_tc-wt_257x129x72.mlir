// matmul_tc with a transposed weight, PyTorch's Linear (x @ W^T with W
// stored [N, K]), at M=257, N=129, K=72: W's rows (72 elements) are
// copied 4 at a time with cp.async THROUGH the transpose into a k-major B
// tile (Bs[n][k], ldmatrix without .trans), x's rows with cp.async too; the
// torch-mlir form adds a reshape to [1, K, N] after the transpose. N = 129
// is one past a multiple of every n tile: the B copies past N zero-fill.
// The bf16 graph (Inputs/) takes bf16 arguments directly (hidet-run's
// bf16 rand), so bf16 goes through the same cp.async path.
// Each run: the cost model's schedule and 20 seeded samples (5 per stage
// count, half split-K), on the emulator in random thread order against the
// reference with poisoned outputs, every sample's PTX through ptxas with no
// spills, containing cp.async and ldmatrix and no transposed ldmatrix.
// Tolerances as in matmul_tc-100x72x40.mlir (K=72).
// Not in the ASan pass (CI's budget: its time goes to emulating, not to
// compiler code): matmul_tc-257x129x72.mlir takes the same template's paths there.
// UNSUPPORTED: asan
// RUN: python3 %S/run_graph.py %s --template matmul_tc --samples 20 --tmp %t.f16 --ptx-samples --ptx-contains ldmatrix.sync.aligned.m8n8.x4.shared --ptx-contains mma.sync --ptx-contains cp.async --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-3 --seed 81 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/Inputs/matmul_tc-wt_bf16_257x129x72.mlir --template matmul_tc --samples 20 --tmp %t.bf16 --ptx-samples --ptx-contains ldmatrix.sync.aligned.m8n8.x4.shared --ptx-contains mma.sync --ptx-contains cp.async --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 8e-3 --seed 82 | FileCheck %s
// CHECK: cost-model: w{{.*}}-mma{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4,5: 5,5,5,5; split-K on/off: 10/10{{(; [0-9]+ redrawn: did not fit the instance)?}}): 20 passed, 0 failed
// Both operands are copy hooks (no load hook is left), and no ldmatrix is
// transposed.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_80})' | FileCheck %s --check-prefix=IR
// IR-NOT: ldmatrix{{.*}}transpose = true
// IR: nvgpu.device_async_copy %arg1
// IR-NOT: ldmatrix{{.*}}transpose = true
func.func @f(%x: tensor<257x72xf16>, %w: tensor<129x72xf16>) -> tensor<257x129xf32> {
  %wt = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<129x72xf16>) -> tensor<72x129xf16>
  %x3 = "graph.reshape"(%x) : (tensor<257x72xf16>) -> tensor<1x257x72xf16>
  %w3 = "graph.reshape"(%wt) : (tensor<72x129xf16>) -> tensor<1x72x129xf16>
  %h = "graph.batch_matmul"(%x3, %w3) : (tensor<1x257x72xf16>, tensor<1x72x129xf16>) -> tensor<1x257x129xf32>
  %r = "graph.reshape"(%h) : (tensor<1x257x129xf32>) -> tensor<257x129xf32>
  return %r : tensor<257x129xf32>
}
