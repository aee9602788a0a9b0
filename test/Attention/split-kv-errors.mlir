// attention_simt's split-KV schedules (r<rows>-k<keys>-g<group>-split<S>):
// a malformed text, a slice count that is not a power of two up to 16,
// more slices than the instance has key tiles, and GQA packing (-pack)
// that the heads do not allow are located errors; a decode
// step's cost model picks split-KV (two kernels, a partial and a combine,
// with a workspace argument).
// RUN: sed 's/(%%q, %%k, %%v) :/(%%q, %%k, %%v) {hidet.schedule = "r4-k32-g32-split"} :/' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors)' 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: <stdin>:22:8: error: 'graph.attention' op hidet.schedule: an attention_simt schedule reads r<rows>-k<keys>-g<group>[-t<rows a thread>][-pack][-split<S>] (r32-k64-g8, r64-k64-g4-t2, r4-k64-g32-split8, r8-k64-g32-pack-split4), not 'r4-k32-g32-split'
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=r4-k32-g32-split3})' 2>&1 | FileCheck %s --check-prefix=POW2
// POW2: split-kv-errors.mlir:22:8: error: {{.*}}splits must be a power of two up to 16
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=r4-k64-g32-split16})' 2>&1 | FileCheck %s --check-prefix=TILES
// TILES: split-kv-errors.mlir:22:8: error: 'graph.attention' op schedule 'r4-k64-g32-split16' fits sm_80 but not this attention 8x3x300x40x40 {{.*}}does not fit: 16 split-KV slices of 5 key tiles
// GQA packing needs grouped heads that divide the block's rows.
// RUN: sed 's/1x4x300x40/1x2x300x40/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=r2-k64-g32-pack-split4})' 2>&1 | FileCheck %s --check-prefix=PACK
// PACK: <stdin>:22:8: error: {{.*}}does not fit: -pack of 4 heads in 2 rows
// RUN: sed 's/1x4x300x40/1x8x300x40/g' %s | not hidet-opt --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=fixed schedule=r4-k64-g32-pack})' 2>&1 | FileCheck %s --check-prefix=PACK1
// PACK1: <stdin>:22:8: error: {{.*}}does not fit: -pack needs grouped K/V heads
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu)' | FileCheck %s --check-prefix=PICK
// PICK: gpu.func @f_kernel0_partial({{.*}}, %arg4: memref<{{[0-9]+}}xi8>) {{.*}}hidet.grid = array<i64: {{1|2}}, {{4|8}}, {{2|4|8|16}}>
// PICK: gpu.func @f_kernel0_combine({{.*}}, %arg4: memref<{{[0-9]+}}xi8>) {{.*}}hidet.template = "attention_simt"
func.func @f(%q: tensor<1x8x3x40xf32>, %k: tensor<1x4x300x40xf32>, %v: tensor<1x4x300x40xf32>) -> tensor<1x8x3x40xf32> {
  %o = "graph.attention"(%q, %k, %v) : (tensor<1x8x3x40xf32>, tensor<1x4x300x40xf32>, tensor<1x4x300x40xf32>) -> tensor<1x8x3x40xf32>
  return %o : tensor<1x8x3x40xf32>
}
