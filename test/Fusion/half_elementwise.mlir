// Anchor-less kernels on f16 and bf16 tensors in and out (the elementwise
// template): every graph op computes in f32 and rounds to its result type
// once, in the kernel as in the reference path, so the only differences are
// exp's (the emulator's libdevice vs the host's math library, a few f32
// ulps), which can move an exp result across a bf16 rounding boundary: one
// bf16 ulp, at most 2^-7 relative, hence rtol 8e-3. Outputs poisoned.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu)' -o %t.mlir
// RUN: hidet-run --target=emulate %t.mlir --entry=e --arg=rand --arg=rand --arg=poison --arg=poison --compare=%s --atol=1e-6 --rtol=8e-3 | FileCheck %s
// CHECK: compare: arg #2 memref<33x70xbf16>: {{.*}} 0 of 2310 elements outside
// CHECK: compare: arg #3 memref<70x33xf16>: max abs error 0, {{.*}} 0 of 2310 elements outside
// CHECK: compare: PASS
// Same with the threads of each block in random order.
// RUN: hidet-run --target=emulate %t.mlir --entry=e --arg=rand --arg=rand --arg=poison --arg=poison --compare=%s --atol=1e-6 --rtol=8e-3 --emu-schedule=random --seed=9 | FileCheck %s --check-prefix=RANDOM
// RANDOM: compare: PASS
//
// The kernels load the 16-bit elements, extend them to f32 and truncate once
// per graph op (the bf16 sum before exp and the transpose reads it).
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// IR: gpu.func @e_kernel0_r0(%arg0: memref<70xf16>, %arg1: memref<33x70xbf16>, %arg2: memref<33x70xbf16>, %arg3: memref<70x33xf16>)
// IR-DAG: arith.extf %{{.+}} : bf16 to f32
// IR-DAG: arith.extf %{{.+}} : f16 to f32
// IR-DAG: math.exp %{{.+}} : f32
// IR-DAG: arith.truncf %{{.+}} : f32 to bf16
func.func @e(%a: tensor<33x70xbf16>, %c: tensor<70xf16>) -> (tensor<33x70xbf16>, tensor<70x33xf16>) {
  %cb = "graph.cast"(%c) : (tensor<70xf16>) -> tensor<70xbf16>
  %s = "graph.add"(%a, %cb) : (tensor<33x70xbf16>, tensor<70xbf16>) -> tensor<33x70xbf16>
  %x = "graph.exp"(%s) : (tensor<33x70xbf16>) -> tensor<33x70xbf16>
  %t = "graph.transpose"(%s) {perm = array<i64: 1, 0>} : (tensor<33x70xbf16>) -> tensor<70x33xbf16>
  %th = "graph.cast"(%t) : (tensor<70x33xbf16>) -> tensor<70x33xf16>
  return %x, %th : tensor<33x70xbf16>, tensor<70x33xf16>
}
