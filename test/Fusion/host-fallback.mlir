// unsupported=host: a group whose anchor no template computes (a max pool
// on f64 here, which the pool2d template (f32, f16, bf16) rejects, with an exp and a
// cast back to f32 as its epilogue) stays a host function of graph ops, marked
// hidet.host_fallback, with a remark; hidet-compile-to-gpu lowers it like
// the reference path (graph -> linalg -> loops) while the matmul group
// becomes a GPU kernel. The whole function still matches the reference path
// on the emulator (odd shapes, poisoned output).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{unsupported=host})' 2>&1 | FileCheck %s
// CHECK: [[@LINE+22]]:8: remark: @f_kernel1: 'graph.pool2d' cannot use the pool2d template (the direct window kernels compute f32, f16 and bf16 (in f32) only{{.*}}): computed on the host (unsupported=host)
// CHECK: func.func private @f_kernel0({{.*}}hidet.kernel
// CHECK: func.func private @f_kernel1({{.*}}) -> tensor<1x33x4x4xf32> attributes {{{.*}}hidet.host_fallback
// CHECK-NOT: hidet.kernel
// CHECK: "graph.pool2d"
// CHECK: gpu.module @f_kernel0_gpu
// CHECK-NOT: gpu.module
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{unsupported=host})' -o %t.gpu.mlir 2>/dev/null
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=f --seed=3 --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=EMU
// EMU: compare: PASS
// RUN: FileCheck %s --check-prefix=HOST < %t.gpu.mlir
// HOST-COUNT-1: gpu.launch_func
// HOST-NOT: gpu.launch_func
// HOST: func.func private @f_kernel1(
// HOST: scf.for
// The option's values are checked.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-schedule-anchors{unsupported=cpu})' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unsupported expects error or host, got 'cpu'
func.func @f(%x: tensor<33x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<1x33x4x4xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<33x40xf32>, tensor<40x72xf32>) -> tensor<33x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<33x72xf32>, tensor<72xf32>) -> tensor<33x72xf32>
  %r = "graph.reshape"(%hb) : (tensor<33x72xf32>) -> tensor<1x33x8x9xf32> %r64 = "graph.cast"(%r) : (tensor<1x33x8x9xf32>) -> tensor<1x33x8x9xf64>
  %p = "graph.pool2d"(%r64) {kernel = array<i64: 2, 2>, kind = "max"} : (tensor<1x33x8x9xf64>) -> tensor<1x33x4x4xf64>
  %e = "graph.exp"(%p) : (tensor<1x33x4x4xf64>) -> tensor<1x33x4x4xf64> %e32 = "graph.cast"(%e) : (tensor<1x33x4x4xf64>) -> tensor<1x33x4x4xf32>
  return %e32 : tensor<1x33x4x4xf32>
}

// A template that takes the anchor but cannot compute this instance (the
// CUDA-core matmul template computes f32; this matmul is f64): kept on the
// host too under unsupported=host (an error at the anchor otherwise). The
// reduction templates compute f64 (test/Stitch/f64.mlir), so an f64 reduce
// no longer serves here.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{unsupported=host})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=F64
// F64: [[@LINE+4]]:8: remark: @g_kernel0: 'graph.matmul' cannot use the matmul_f32_simt template ({{.*}}f64{{.*}}): computed on the host (unsupported=host)
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=g --seed=4 --arg=rand --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=EMU
func.func @g(%x: tensor<7x33xf64>, %w: tensor<33x5xf64>) -> tensor<7x5xf64> {
  %n = "graph.neg"(%x) : (tensor<7x33xf64>) -> tensor<7x33xf64>
  %s = "graph.matmul"(%n, %w) : (tensor<7x33xf64>, tensor<33x5xf64>) -> tensor<7x5xf64>
  return %s : tensor<7x5xf64>
}
