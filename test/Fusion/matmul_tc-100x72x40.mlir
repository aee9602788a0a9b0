// The tensor-core template (matmul_tc) at M=100, N=72, K=40: no dim is a
// multiple of a block tile, so the copies zero-fill rows past M, columns past
// N and the k tail, and the stores are guarded. f16 operands are kernel
// inputs with 4-element rows: both are copied with cp.async; a bias add and
// the cast to f32 fuse as the epilogue. The bf16 graph (Inputs/) casts f32
// inputs to bf16 (hidet-run has no bf16 arguments): the casts fuse as
// prologues, so its operands are staged through registers (load hooks), and
// its MMAs are nvvm.mma.sync bf16.
// Each run: the cost model's schedule and 20 seeded samples of the space
// (5 per stage count 2..5), emulated with random thread order against the
// reference with the outputs poisoned, and compiled to PTX for sm_80/sm_90:
// ptxas with no spills, PTX containing ldmatrix, mma.sync (and cp.async for
// f16).
//
// Tolerances: f16/bf16 products are exact in f32, so the kernel and the
// reference differ only by f32 accumulation order, |err| <= K*eps_f32*
// sum|a||b| (40 * 6e-8 * 40 ~ 1e-4 at worst for inputs in [-1, 1], ~1e-6 in
// practice): atol 1e-4. The sum is then rounded to f16 (bf16); two f32 sums
// that straddle a rounding boundary round one ulp apart, at most 2^-10
// (2^-7) of the value: rtol 1e-3 (8e-3), twice the unit roundoff.
//
// Split-K schedules (half the samples) only change the f32 summation order
// (S partial sums added in a fixed order), so the bounds below hold for them.
// RUN: python3 %S/run_graph.py %s --template matmul_tc --samples 20 --tmp %t.f16 --ptx-samples --ptx-contains ldmatrix --ptx-contains mma.sync --ptx-contains cp.async --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-3 --seed 31 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/Inputs/matmul_tc-bf16_100x72x40.mlir --template matmul_tc --samples 20 --tmp %t.bf16 --ptx-samples --ptx-contains ldmatrix --ptx-contains mma.sync --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 8e-3 --seed 32 | FileCheck %s
// The instructions themselves, on one schedule's PTX (f16 for sm_80, bf16
// for sm_90): swizzled ldmatrix (plain for A, .trans for B), the m16n8k16
// MMA with f32 accumulators, and for f16 the 16-byte cp.async of 8
// elements (copy8: K = 40 and N = 72 are multiples of 8; .cg bypasses L1);
// at K = 44 A's rows are a multiple of 4 only: 8-byte copies of 4 elements
// (.ca: only 16-byte copies may bypass L1), B's stay 16-byte.
// RUN: rm -rf %t.p16 %t.pbf16
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_80 tune=fixed schedule=w2x2-mma1x2-k32-s3})' --ptx-dir=%t.p16 -o /dev/null 2>/dev/null
// RUN: cat %t.p16/*.ptx | FileCheck %s --check-prefix=PTX16
// RUN: hidet-opt %S/Inputs/matmul_tc-bf16_100x72x40.mlir --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_90 tune=fixed schedule=w2x2-mma1x2-k32-s3})' --ptx-dir=%t.pbf16 -o /dev/null 2>/dev/null
// RUN: cat %t.pbf16/*.ptx | FileCheck %s --check-prefix=PTXBF16
// PTX16-DAG: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, {{.*}};
// PTX16-NOT: cp.async.ca
// RUN: rm -rf %t.p44
// RUN: sed 's/100x40xf16/100x44xf16/g; s/40x72xf16/44x72xf16/g' %s | hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_80 tune=fixed schedule=w2x2-mma1x2-k32-s3})' --ptx-dir=%t.p44 -o /dev/null 2>/dev/null
// RUN: cat %t.p44/*.ptx | FileCheck %s --check-prefix=PTX44
// PTX44-DAG: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 8, {{.*}};
// PTX44-DAG: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, {{.*}};
// PTX16-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX16-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTX16-DAG: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// PTXBF16-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTXBF16-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTXBF16-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK: cost-model: w{{.*}}-mma{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4,5: 5,5,5,5; split-K on/off: 10/10{{(; [0-9]+ redrawn: did not fit the instance)?}}): 20 passed, 0 failed
func.func @f(%x: tensor<100x40xf16>, %w: tensor<40x72xf16>, %b: tensor<72xf16>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf16>, tensor<40x72xf16>) -> tensor<100x72xf16>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf16>, tensor<72xf16>) -> tensor<100x72xf16>
  %c = "graph.cast"(%hb) : (tensor<100x72xf16>) -> tensor<100x72xf32>
  return %c : tensor<100x72xf32>
}
