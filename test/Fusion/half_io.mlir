// f16 and bf16 tensors in and out of GPU kernels (hidet-run passes bf16
// buffers directly). The matmul's operands arrive as bf16 and are cast to
// f32 in its loads (prologue), the f16 bias is cast in the epilogue, the
// product accumulated in f32, GELU computed in f32 and the result rounded to
// bf16 once in the store. Checked on the emulator against the reference path
// (outputs poisoned) for the cost model's schedule and 12 sampled ones at
// 100x72x40 (no dim a multiple of a tile). The f32 sums differ from the
// reference's in order only (~1e-6 relative), which may move a result
// across a bf16 rounding boundary: one bf16 ulp, at most 2^-7 relative,
// hence rtol 8e-3.
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --samples 12 --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-6 --rtol 8e-3 --seed 5 | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 12 schedules (stages 2,3,4: 4,4,4; split-K on/off: 6/6): 12 passed, 0 failed
//
// The kernel loads bf16, extends to f32, and truncates to bf16 in the store.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu)' | FileCheck %s --check-prefix=IR
// IR: gpu.func @f_kernel0(%arg0: memref<100x40xbf16>, %arg1: memref<40x72xbf16>, %arg2: memref<72xf16>, %arg3: memref<100x72xbf16>)
// IR: memref.load %arg0[{{.*}}] : memref<100x40xbf16>
// IR: arith.extf %{{.+}} : bf16 to f32
// IR: arith.truncf %{{.+}} : f32 to bf16
// IR: memref.store %{{.+}}, %arg3[{{.*}}] : memref<100x72xbf16>
func.func @f(%x: tensor<100x40xbf16>, %w: tensor<40x72xbf16>, %b: tensor<72xf16>) -> tensor<100x72xbf16> {
  %xc = "graph.cast"(%x) : (tensor<100x40xbf16>) -> tensor<100x40xf32>
  %wc = "graph.cast"(%w) : (tensor<40x72xbf16>) -> tensor<40x72xf32>
  %h = "graph.matmul"(%xc, %wc) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %bc = "graph.cast"(%b) : (tensor<72xf16>) -> tensor<72xf32>
  %hb = "graph.add"(%h, %bc) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  %g = "graph.gelu"(%hb) : (tensor<100x72xf32>) -> tensor<100x72xf32>
  %r = "graph.cast"(%g) : (tensor<100x72xf32>) -> tensor<100x72xbf16>
  return %r : tensor<100x72xbf16>
}
