// The schedule cache keys on size buckets (docs/dynamic-shapes.md, "Size
// buckets"; docs/schedules.md): a dynamic kernel's bucket copies are
// scheduled for their own problem keys, cache-write writes a line per copy,
// and each bucket takes its own cache line where the cache has one.
// RUN: rm -rf %t && mkdir -p %t

// The cost model: one line per bucket copy (M = 4096, 1024, 256).
// RUN: hidet-opt %S/Inputs/dyn_matmul_m4096.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80 cache-write=%t/written.txt})' -o /dev/null
// RUN: FileCheck %s --check-prefix=WRITTEN < %t/written.txt
// WRITTEN-DAG: matmul_f32_simt sm_80 1x4096x64x64 {{[a-z0-9-]+}} - cost-model
// WRITTEN-DAG: matmul_f32_simt sm_80 1x1024x64x64 {{[a-z0-9-]+}} - cost-model
// WRITTEN-DAG: matmul_f32_simt sm_80 1x256x64x64 {{[a-z0-9-]+}} - cost-model

// A measured cache with lines for M = 4096 (the upper bound) and M = 1 (the
// lowest bucket), as hidet-compile-model --tune=measure would write them.
// RUN: printf '%%s\n' 'matmul_f32_simt sm_80 1x4096x64x64 w2x4-o2x1-l4x8-i4x2-k16-s4 12.5 measured' 'matmul_f32_simt sm_80 1x1x64x64 w2x4-o1x1-l8x4-i2x2-k32-s2 3.1 measured' > %t/measured.txt
// tune=measure: only the measured buckets get copies (no cost model): M = 1
// its own, every other size the upper bound's.
// RUN: hidet-opt %S/Inputs/dyn_matmul_m4096.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80 report=true tune=measure cache=%t/measured.txt})' -o %t/measure.mlir 2>&1 | FileCheck %s --check-prefix=MEASURE
// MEASURE-DAG: remark: @f_kernel0: matmul 1x4096x64x64 {{.*}} schedule from cache {{.*}}measured.txt:1: w2x4-o2x1-l4x8-i4x2-k16-s4
// MEASURE-DAG: remark: @f_kernel0_le1: matmul 1x1x64x64 {{.*}} schedule from cache {{.*}}measured.txt:2: w2x4-o1x1-l8x4-i2x2-k32-s2
// MEASURE-DAG: remark: @f_kernel0: 2 size buckets of the run-time extent (argument 0 dim 0, range [1, 4096]), dispatched on the host: <= 1: @f_kernel0_le1, <= 4096: @f_kernel0
// The cost model with the same cache: the cached lines win for M = 1 and
// 4096, the cost model fills the buckets between (M = 1's cached schedule is
// the 1024 bucket's best, so both call one copy).
// RUN: hidet-opt %S/Inputs/dyn_matmul_m4096.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80 report=true cache=%t/measured.txt})' -o %t/mixed.mlir 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED-DAG: remark: @f_kernel0: matmul 1x4096x64x64 {{.*}} schedule from cache {{.*}}measured.txt:1:
// MIXED-DAG: remark: @f_kernel0_le1024: matmul 1x1024x64x64 {{.*}} the cost model chose w2x4-o1x1-l8x4-i2x2-k32-s2
// MIXED-DAG: remark: @f_kernel0_le256: matmul 1x256x64x64 {{.*}} the cost model chose
// RUN: FileCheck %s --check-prefix=MIXEDIR < %t/mixed.mlir
// MIXEDIR: arith.cmpi ule, %{{.+}}, %c1 : index
// MIXEDIR: gpu.launch_func @f_kernel0_le1024_gpu::@f_kernel0_le1024
// MIXEDIR: arith.cmpi ule, %{{.+}}, %c256 : index
// MIXEDIR: gpu.launch_func @f_kernel0_le256_gpu::@f_kernel0_le256

// Each dispatch runs the bucket's copy and matches the reference path
// (seeded random arguments, output poisoned): M = 1 and 100.
// RUN: hidet-run %S/Inputs/dyn_matmul_args.mlir --entry=m1 --arg=rand --arg=rand --seed=3 --out=0:%t/x1.npy --out=1:%t/w.npy
// RUN: hidet-run %S/Inputs/dyn_matmul_args.mlir --entry=m100 --arg=rand --arg=rand --seed=4 --out=0:%t/x100.npy
// RUN: hidet-run %t/measure.mlir --target=emulate --entry=f --arg=@%t/x1.npy --arg=@%t/w.npy --arg=poison --compare=%S/Inputs/dyn_matmul_m4096.mlir --emu-trace 2>&1 | FileCheck %s --check-prefix=RUN1
// RUN1: hidet-emu: launch 'f_kernel0_le1_gpu::f_kernel0_le1'
// RUN1: compare: PASS
// RUN: hidet-run %t/mixed.mlir --target=emulate --entry=f --arg=@%t/x100.npy --arg=@%t/w.npy --arg=poison --compare=%S/Inputs/dyn_matmul_m4096.mlir --emu-trace 2>&1 | FileCheck %s --check-prefix=RUN100
// RUN100: hidet-emu: launch 'f_kernel0_le256_gpu::f_kernel0_le256'
// RUN100: compare: PASS
