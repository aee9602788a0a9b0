// matmul_wgmma with operands TMA cannot read, staged through the producer
// warpgroup's registers: relu(x) @ (-w) at M=300, N=200, K=130 (prologues on
// both operands; K's rows of 130 elements are no multiple of 8 either). The
// producer's 128 threads read each operand through its load hook (the
// prologue fused), store 16-byte chunks where TMA's 128-byte swizzle would
// put them, fence the async proxy and arrive on the stage's full barrier;
// B is n-major (bn/64 boxes of 64 k rows). The emulator checks the fence
// (an async-proxy read of unfenced stores is a reported race).
// The second run: an attention-style batch_matmul, P @ V with P an f32
// tensor cast to f16 and V the head split of a [b, s, h, d] input (a
// permute), both staged, f32 result.
// Each: the cost model's schedule and 12 seeded samples on the emulator in
// random thread order against the reference with poisoned outputs, every
// sample's PTX through ptxas for sm_90a with no spills.
// Not in the ASan pass (CI's budget: its time goes to emulating, not to
// compiler code): matmul_wgmma-257x136x72.mlir and matmul_wgmma-wt_100x200x136.mlir take the same template's paths there.
// UNSUPPORTED: asan
// RUN: python3 %S/run_graph.py %s --arch sm_90a --template matmul_wgmma --samples 12 --tmp %t.mm --ptx-samples --ptx-contains wgmma.mma_async.sync.aligned --ptx-contains fence.proxy.async.shared::cta --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 2e-3 --rtol 2e-3 --seed 95 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/Inputs/matmul_wgmma-staged_attn.mlir --arch sm_90a --template matmul_wgmma --samples 12 --tmp %t.attn --ptx-samples --ptx-contains wgmma.mma_async.sync.aligned --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-2 --rtol 1e-2 --seed 96 | FileCheck %s
// CHECK: cost-model: wg{{.*}} PASS
// CHECK: sampled 12 schedules ({{.*}}): 12 passed, 0 failed
// The kernel: load hooks for both operands, no tensor map; a full barrier
// counts the 128 producer threads' arrivals (no TMA issuer).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90a tune=fixed schedule=wg1-mt1-n128-g8-s3})' | FileCheck %s --check-prefix=IR
// IR-NOT: nvgpu.tma.create.descriptor
// IR: gpu.func @f_kernel0(%arg0: memref<300x130xf16>, %arg1: memref<130x200xf16>, %arg2: memref<300x200xf16>) kernel
// IR-NOT: hidet.tensor_maps
// IR: nvgpu.mbarrier.init %{{.*}}[%{{.*}}], %c128
// IR-NOT: nvgpu.tma.async.load
// IR: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// IR: nvgpu.mbarrier.arrive
// IR: nvvm.wgmma.mma_async
func.func @f(%x: tensor<300x130xf16>, %w: tensor<130x200xf16>) -> tensor<300x200xf16> {
  %r = "graph.relu"(%x) : (tensor<300x130xf16>) -> tensor<300x130xf16>
  %n = "graph.neg"(%w) : (tensor<130x200xf16>) -> tensor<130x200xf16>
  %h = "graph.matmul"(%r, %n) : (tensor<300x130xf16>, tensor<130x200xf16>) -> tensor<300x200xf16>
  return %h : tensor<300x200xf16>
}
