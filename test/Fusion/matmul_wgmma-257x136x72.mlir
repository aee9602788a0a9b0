// matmul_wgmma, the sm_90a matmul (TMA ring, producer/consumer warpgroups,
// wgmma on shared-memory descriptors, persistent grid), at M=257, N=136,
// K=72: every dim is past a multiple of every tile (rows past M, columns
// past N and k past K come in as the tensor maps' zero fill; stores past M
// and N are skipped), B is n-major (read in 64-column boxes).
// The cost model's schedule and 20 seeded samples (stratified over the
// stage counts, split-K on and off), on the emulator in random thread order
// against the reference with poisoned outputs; every sample's PTX through
// ptxas for sm_90a with no spills, containing the wgmma, the TMA loads and
// the mbarrier waits. K = 72: products of f16 inputs in f32, ~1e-6 apart.
// RUN: python3 %S/run_graph.py %s --arch sm_90a --template matmul_wgmma --samples 20 --tmp %t --ptx-samples --ptx-contains wgmma.mma_async.sync.aligned --ptx-contains cp.async.bulk.tensor.2d --ptx-contains mbarrier.try_wait.parity --args "--entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 1e-3 --seed 91 | FileCheck %s
// CHECK: cost-model: wg{{.*}} PASS
// CHECK: ptx sm_90a: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4,5,6,7,8: {{[0-9,]+}}; split-K on/off: 10/10{{(; [0-9]+ redrawn: did not fit the instance)?}}): 20 passed, 0 failed

// The kernel and its launch: two tensor maps built on the host from the
// arguments (A [257][72] in boxes of 64 rows x 64, B [72][136] in boxes of
// 64 x 64), passed as pointers after the arguments; the kernel's barriers,
// TMA loads into the ring and the wgmmas (B n-major: layout row).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90a tune=fixed schedule=wg1-mt1-n128-g8-s4})' | FileCheck %s --check-prefix=IR
// (The arguments' own shapes are the maps' views here: the reinterpret
// casts fold away.)
// IR: memref.cast %arg0 : memref<257x72xf16> to memref<*xf16>
// IR: nvgpu.tma.create.descriptor %{{.*}} box[%c64, %c64] : memref<*xf16> -> <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
// IR: memref.cast %arg1 : memref<72x136xf16> to memref<*xf16>
// IR: nvgpu.tma.create.descriptor
// IR: gpu.launch_func @f_kernel0_gpu::@f_kernel0 blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) dynamic_shared_memory_size %{{.*}} args(%{{.*}} : memref<257x72xf16>, %{{.*}} : memref<72x136xf16>, %{{.*}} : memref<257x136xf32>, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr)
// IR: gpu.func @f_kernel0({{.*}}, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel attributes {{{.*}}hidet.grid = array<i64: 10, 1, 1>{{.*}}hidet.template = "matmul_wgmma", hidet.tensor_maps = [array<i64: 0, 2, 257, 72, 64, 64>, array<i64: 1, 2, 72, 136, 64, 64>], nvvm.maxnreg = 248 : i32}
// IR: nvgpu.mbarrier.init
// IR: nvgpu.tma.async.load
// IR: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]

// A persistent walk with more tiles than blocks (1100x1024 in 128x64
// tiles: 9 x 16 = 144 tiles on 132 blocks, L2 groups of 8 m-tile rows, the
// last one short), with two consumer warpgroups and setmaxnreg.
// RUN: sed 's/257x72/1100x64/g; s/72x136/64x1024/g; s/257x136/1100x1024/g' %s > %t.big.mlir
// RUN: hidet-opt %t.big.mlir --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90a tune=fixed schedule=wg2-mt1-n64-g8-s3})' -o %t.big.gpu.mlir
// RUN: FileCheck %s --check-prefix=BIG < %t.big.gpu.mlir
// BIG: hidet.grid = array<i64: 132, 1, 1>
// BIG: nvvm.setmaxregister  decrease 40
// BIG: nvvm.setmaxregister  increase 232
// RUN: hidet-run --target=emulate %t.big.gpu.mlir --entry=f --arg=rand --arg=rand --arg=poison --compare=%t.big.mlir --atol=1e-4 --rtol=1e-3 --emu-schedule=random --emu-seed=4 | FileCheck %s --check-prefix=EMU
// EMU: compare: PASS
func.func @f(%x: tensor<257x72xf16>, %w: tensor<72x136xf16>) -> tensor<257x136xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<257x72xf16>, tensor<72x136xf16>) -> tensor<257x136xf32>
  return %h : tensor<257x136xf32>
}
