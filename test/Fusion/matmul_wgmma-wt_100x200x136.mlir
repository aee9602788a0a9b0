// matmul_wgmma with a transposed weight, PyTorch's Linear (x @ W^T + b,
// then relu, W stored [N, K]), at M=100, N=200, K=136: W's tensor map reads
// its rows k-major (one [bn][64] box a stage, wgmma's B layout col), the
// bias add, the relu and the f16 result are the fused epilogue. K = 136 is
// two k tiles and a partial third (zero fill past K).
// The other runs: a bf16 batch_matmul (batch 3, K = 40 < one k tile; bf16
// result) and an f16 one whose lhs is shared by the batch (a rank-2 tensor
// map without a batch coordinate).
// Each: the cost model's schedule and 12 seeded samples, on the emulator in
// random thread order against the reference with poisoned outputs, every
// sample's PTX through ptxas for sm_90a with no spills. Tolerances: f16 and
// bf16 results (the f32 sums rounded once; bf16 has 8 bits).
// RUN: python3 %S/run_graph.py %s --arch sm_90a --template matmul_wgmma --samples 12 --tmp %t.wt --ptx-samples --ptx-contains wgmma.mma_async.sync.aligned --ptx-contains cp.async.bulk.tensor.2d --args "--entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 2e-3 --rtol 2e-3 --seed 92 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/Inputs/matmul_wgmma-batch_bf16_3x77x72x40.mlir --arch sm_90a --template matmul_wgmma --samples 12 --tmp %t.bf16 --ptx-samples --ptx-contains cp.async.bulk.tensor.3d --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-2 --rtol 1e-2 --seed 93 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/Inputs/matmul_wgmma-bcast_3x77x72x40.mlir --arch sm_90a --template matmul_wgmma --samples 12 --tmp %t.bcast --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-3 --seed 94 | FileCheck %s
// CHECK: cost-model: wg{{.*}} PASS
// CHECK: sampled 12 schedules ({{.*}}): 12 passed, 0 failed

// The maps: x [100][136] in 64x64 boxes, W itself [200][136] in boxes of
// bn = 192 rows of 64; the shared lhs has no batch coordinate, B does.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90a tune=fixed schedule=wg1-mt1-n192-g8-s3})' | FileCheck %s --check-prefix=IR
// IR: hidet.tensor_maps = [array<i64: {{[0-9]}}, 2, 100, 136, 64, 64>, array<i64: {{[0-9]}}, 2, 200, 136, 192, 64>]
// IR: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 192, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// RUN: hidet-opt %S/Inputs/matmul_wgmma-bcast_3x77x72x40.mlir --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90a tune=fixed schedule=wg1-mt1-n64-g8-s3})' | FileCheck %s --check-prefix=BCAST
// BCAST: hidet.tensor_maps = [array<i64: 0, 2, 77, 40, 64, 64>, array<i64: 1, 3, 3, 40, 72, 1, 64, 64>]
func.func @f(%x: tensor<100x136xf16>, %w: tensor<200x136xf16>, %bias: tensor<200xf16>) -> tensor<100x200xf16> {
  %wt = "graph.transpose"(%w) {perm = array<i64: 1, 0>} : (tensor<200x136xf16>) -> tensor<136x200xf16>
  %x3 = "graph.reshape"(%x) : (tensor<100x136xf16>) -> tensor<1x100x136xf16>
  %w3 = "graph.reshape"(%wt) : (tensor<136x200xf16>) -> tensor<1x136x200xf16>
  %h = "graph.batch_matmul"(%x3, %w3) : (tensor<1x100x136xf16>, tensor<1x136x200xf16>) -> tensor<1x100x200xf16>
  %r = "graph.reshape"(%h) : (tensor<1x100x200xf16>) -> tensor<100x200xf16>
  %b = "graph.add"(%r, %bias) : (tensor<100x200xf16>, tensor<200xf16>) -> tensor<100x200xf16>
  %y = "graph.relu"(%b) : (tensor<100x200xf16>) -> tensor<100x200xf16>
  return %y : tensor<100x200xf16>
}
