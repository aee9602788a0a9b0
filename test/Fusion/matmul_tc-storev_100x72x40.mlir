// The tensor-core matmul's staged epilogue (docs/schedules.md, matmul_tc
// "Epilogue"): N = 72 is a multiple of 8, so the accumulators go through
// shared memory and out in runs of 8 f16 columns, one storev hook each.
// Fusion makes a run one aligned vector store when the epilogue keeps it
// (here: a bias add and a reshape to rows of 24, a multiple of 8), and 8
// element stores when it does not (Inputs/matmul_tc-storev_transpose_100x72x40.mlir:
// the result transposed, so a run lands in 8 rows of the output).
// Rows 96..99 of the last block tile lie past M = 100 for every bm > 4.
// Each run: the cost model's schedule and 8 seeded samples of the space,
// emulated with random thread order against the reference with the outputs
// poisoned (an unwritten element fails), PTX through ptxas (no spills).
// Tolerances as in matmul_tc-100x72x40.mlir: f32 accumulation order
// (atol 1e-4) and one f16 rounding step (rtol 1e-3).
// RUN: python3 %S/run_graph.py %s --template matmul_tc --samples 8 --tmp %t.v --ptx-samples --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-3 --seed 41 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/Inputs/matmul_tc-storev_transpose_100x72x40.mlir --template matmul_tc --samples 8 --tmp %t.t --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-3 --seed 42 | FileCheck %s
// CHECK: cost-model: w{{.*}}-mma{{.*}} PASS
// CHECK: sampled 8 schedules ({{.*}}): 8 passed, 0 failed
//
// The fused hooks: one 16-byte vector store through the reshape; element
// stores through the transpose.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x2-mma1x2-k32-s3},hidet-fuse-prologue-epilogue)' | FileCheck %s --check-prefix=VEC
// VEC: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<300x24xf16>, vector<8xf16>
// RUN: hidet-opt %S/Inputs/matmul_tc-storev_transpose_100x72x40.mlir --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=w2x2-mma1x2-k32-s3},hidet-fuse-prologue-epilogue)' | FileCheck %s --check-prefix=SCALAR
// SCALAR-NOT: vector.store {{.*}} memref<72x100xf16>
// SCALAR-COUNT-8: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<72x100xf16>
// SCALAR-NOT: vector.store {{.*}} memref<72x100xf16>
// In the PTX, a run is one 16-byte global store (split-K schedules, sampled
// above, keep the element stores: their epilogue writes f32 partial sums).
// RUN: rm -rf %t.p
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_80 tune=fixed schedule=w2x2-mma1x2-k32-s3})' --ptx-dir=%t.p -o /dev/null 2>/dev/null
// RUN: cat %t.p/*.ptx | FileCheck %s --check-prefix=PTX
// PTX: st.global.v4.b32
func.func @f(%x: tensor<100x40xf16>, %w: tensor<40x72xf16>, %b: tensor<72xf16>) -> tensor<300x24xf16> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf16>, tensor<40x72xf16>) -> tensor<100x72xf16>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf16>, tensor<72xf16>) -> tensor<100x72xf16>
  %r = "graph.reshape"(%hb) : (tensor<100x72xf16>) -> tensor<300x24xf16>
  return %r : tensor<300x24xf16>
}
