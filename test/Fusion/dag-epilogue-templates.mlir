// DAG-shaped epilogues (hidet-partition's DAG rule, docs/passes.md) on every
// other kind of template that stores through the store hook: each function
// is one kernel whose anchor's epilogue holds a DAG (SiLU as x * sigmoid(x),
// x * x, a LeakyReLU's compare/select), run on the emulator (random thread
// order, output poisoned) against the reference path at the default
// tolerance (atol 1e-5, rtol 1e-4: each op computes as the reference does,
// in f32): layer_norm, softmax, reduce (a DAG after RMS norm's regional op,
// at the row element's index; and a DAG over the row statistic itself),
// attention_simt, conv2d_simt; and matmul_wgmma (sm_90a, f16) on the graph
// of matmul_tc-dag_epilogues_100x72x40.mlir at shapes it takes (tolerance
// as there); attention_tc (f16, a LeakyReLU then a cast to f32) at
// test/Attention/attention_tc-sampling.test's f16 tolerance, atol 4e-3,
// rtol 1e-2 (LeakyReLU keeps the relative error). And the injective side: a LeakyReLU on a function argument is
// one elementwise kernel (hidet-partition merges the mul's group into the
// select's), the ids-like cast of a smaller operand merged in the same way.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{report=true})' -o %t.gpu.mlir 2> %t.remarks
// RUN: FileCheck %s --check-prefix=ONE < %t.remarks
// ONE: stitch @ln_silu_kernel0: 1 kernel, template layer_norm
// ONE: stitch @softmax_sq_kernel0: 1 kernel, template softmax
// ONE: stitch @rms_leaky_kernel0: 1 kernel, template reduce
// ONE: stitch @sum_dag_kernel0: 1 kernel, template reduce
// ONE: stitch @attn_silu_kernel0: 1 kernel, template attention_simt
// ONE: stitch @conv_silu_kernel0: {{[12]}} kernels, template conv2d_simt
// ONE: stitch @attn_tc_leaky_kernel0: 1 kernel, template attention_tc
// ONE: stitch @leaky_arg_kernel0: 1 kernel, template elementwise
// ONE-NOT: _kernel1
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=ln_silu --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --emu-schedule=random | FileCheck %s
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=softmax_sq --arg=rand --arg=poison --compare=%s --emu-schedule=random | FileCheck %s
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=rms_leaky --arg=rand --arg=poison --compare=%s --emu-schedule=random | FileCheck %s
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=sum_dag --arg=rand --arg=poison --compare=%s --emu-schedule=random | FileCheck %s
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=attn_silu --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --emu-schedule=random --emu-stack=512 | FileCheck %s
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=conv_silu --arg=rand --arg=rand --arg=poison --compare=%s --emu-schedule=random | FileCheck %s
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=attn_tc_leaky --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --atol=4e-3 --rtol=1e-2 --emu-schedule=random --emu-stack=512 | FileCheck %s
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=leaky_arg --arg=rand --arg=rand --arg=poison --compare=%s --emu-schedule=random | FileCheck %s
// RUN: hidet-opt %S/Inputs/matmul_wgmma-dag_257x136x72.mlir --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90a report=true})' -o %t.wg.mlir 2> %t.wg.remarks
// RUN: FileCheck %s --check-prefix=WG < %t.wg.remarks
// WG: stitch @f_kernel0: 1 kernel, template matmul_wgmma
// RUN: hidet-run --target=emulate %t.wg.mlir --entry=f --arg=rand --arg=rand --arg=rand --arg=poison --compare=%S/Inputs/matmul_wgmma-dag_257x136x72.mlir --atol=1e-4 --rtol=4e-3 --emu-schedule=random --emu-stack=512 | FileCheck %s
// CHECK: compare: PASS
func.func @ln_silu(%x: tensor<6x37xf32>, %g: tensor<37xf32>, %b: tensor<37xf32>) -> tensor<6x37xf32> {
  %l = "graph.layer_norm"(%x, %g, %b) {axis = 1 : i64, epsilon = 1.0e-5 : f32} : (tensor<6x37xf32>, tensor<37xf32>, tensor<37xf32>) -> tensor<6x37xf32>
  %s = "graph.sigmoid"(%l) : (tensor<6x37xf32>) -> tensor<6x37xf32>
  %y = "graph.mul"(%l, %s) : (tensor<6x37xf32>, tensor<6x37xf32>) -> tensor<6x37xf32>
  return %y : tensor<6x37xf32>
}
func.func @softmax_sq(%x: tensor<5x77xf32>) -> tensor<5x77xf32> {
  %s = "graph.softmax"(%x) {axis = 1 : i64} : (tensor<5x77xf32>) -> tensor<5x77xf32>
  %y = "graph.mul"(%s, %s) : (tensor<5x77xf32>, tensor<5x77xf32>) -> tensor<5x77xf32>
  return %y : tensor<5x77xf32>
}
func.func @rms_leaky(%x: tensor<5x33xf32>) -> tensor<5x33xf32> {
  %sq = "graph.mul"(%x, %x) : (tensor<5x33xf32>, tensor<5x33xf32>) -> tensor<5x33xf32>
  %m = "graph.reduce"(%sq) {axes = array<i64: 1>, keepdims = true, kind = "mean"} : (tensor<5x33xf32>) -> tensor<5x1xf32>
  %e = "graph.constant"() {value = dense<1.0e-5> : tensor<f32>} : () -> tensor<f32>
  %me = "graph.add"(%m, %e) : (tensor<5x1xf32>, tensor<f32>) -> tensor<5x1xf32>
  %r = "graph.rsqrt"(%me) : (tensor<5x1xf32>) -> tensor<5x1xf32>
  %n = "graph.mul"(%x, %r) : (tensor<5x33xf32>, tensor<5x1xf32>) -> tensor<5x33xf32>
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %k = "graph.constant"() {value = dense<0.01> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.compare"(%n, %z) {predicate = "gt"} : (tensor<5x33xf32>, tensor<f32>) -> tensor<5x33xi1>
  %nk = "graph.mul"(%n, %k) : (tensor<5x33xf32>, tensor<f32>) -> tensor<5x33xf32>
  %y = "graph.select"(%c, %n, %nk) : (tensor<5x33xi1>, tensor<5x33xf32>, tensor<5x33xf32>) -> tensor<5x33xf32>
  return %y : tensor<5x33xf32>
}
func.func @sum_dag(%x: tensor<5x33xf32>) -> tensor<5x1xf32> {
  %m = "graph.reduce"(%x) {axes = array<i64: 1>, keepdims = true, kind = "sum"} : (tensor<5x33xf32>) -> tensor<5x1xf32>
  %s = "graph.sigmoid"(%m) : (tensor<5x1xf32>) -> tensor<5x1xf32>
  %y = "graph.mul"(%m, %s) : (tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x1xf32>
  return %y : tensor<5x1xf32>
}
func.func @attn_silu(%q: tensor<1x2x9x8xf32>, %k: tensor<1x2x11x8xf32>, %v: tensor<1x2x11x8xf32>) -> tensor<1x2x9x8xf32> {
  %a = "graph.attention"(%q, %k, %v) {scale = 0.35355339 : f64} : (tensor<1x2x9x8xf32>, tensor<1x2x11x8xf32>, tensor<1x2x11x8xf32>) -> tensor<1x2x9x8xf32>
  %s = "graph.sigmoid"(%a) : (tensor<1x2x9x8xf32>) -> tensor<1x2x9x8xf32>
  %y = "graph.mul"(%a, %s) : (tensor<1x2x9x8xf32>, tensor<1x2x9x8xf32>) -> tensor<1x2x9x8xf32>
  return %y : tensor<1x2x9x8xf32>
}
func.func @conv_silu(%x: tensor<2x9x9x8xf32>, %w: tensor<3x3x8x12xf32>) -> tensor<2x9x9x12xf32> {
  %y = "graph.conv2d"(%x, %w) {layout = "NHWC", strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<2x9x9x8xf32>, tensor<3x3x8x12xf32>) -> tensor<2x9x9x12xf32>
  %s = "graph.sigmoid"(%y) : (tensor<2x9x9x12xf32>) -> tensor<2x9x9x12xf32>
  %r = "graph.mul"(%y, %s) : (tensor<2x9x9x12xf32>, tensor<2x9x9x12xf32>) -> tensor<2x9x9x12xf32>
  return %r : tensor<2x9x9x12xf32>
}
func.func @attn_tc_leaky(%q: tensor<1x2x37x16xf16>, %k: tensor<1x2x45x16xf16>, %v: tensor<1x2x45x16xf16>) -> tensor<1x2x37x16xf32> {
  %o = "graph.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x2x37x16xf16>, tensor<1x2x45x16xf16>, tensor<1x2x45x16xf16>) -> tensor<1x2x37x16xf16>
  %z = "graph.constant"() {value = dense<0.0> : tensor<f16>} : () -> tensor<f16>
  %s = "graph.constant"() {value = dense<0.01> : tensor<f16>} : () -> tensor<f16>
  %c = "graph.compare"(%o, %z) {predicate = "gt"} : (tensor<1x2x37x16xf16>, tensor<f16>) -> tensor<1x2x37x16xi1>
  %m = "graph.mul"(%o, %s) : (tensor<1x2x37x16xf16>, tensor<f16>) -> tensor<1x2x37x16xf16>
  %r = "graph.select"(%c, %o, %m) : (tensor<1x2x37x16xi1>, tensor<1x2x37x16xf16>, tensor<1x2x37x16xf16>) -> tensor<1x2x37x16xf16>
  %y = "graph.cast"(%r) : (tensor<1x2x37x16xf16>) -> tensor<1x2x37x16xf32>
  return %y : tensor<1x2x37x16xf32>
}
func.func @leaky_arg(%x: tensor<7x13xf32>, %v: tensor<13xf16>) -> tensor<7x13xf32> {
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.constant"() {value = dense<0.01> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.compare"(%x, %z) {predicate = "gt"} : (tensor<7x13xf32>, tensor<f32>) -> tensor<7x13xi1>
  %m = "graph.mul"(%x, %s) : (tensor<7x13xf32>, tensor<f32>) -> tensor<7x13xf32>
  %r = "graph.select"(%c, %x, %m) : (tensor<7x13xi1>, tensor<7x13xf32>, tensor<7x13xf32>) -> tensor<7x13xf32>
  %vc = "graph.cast"(%v) : (tensor<13xf16>) -> tensor<13xf32>
  %y = "graph.add"(%r, %vc) : (tensor<7x13xf32>, tensor<13xf32>) -> tensor<7x13xf32>
  return %y : tensor<7x13xf32>
}
