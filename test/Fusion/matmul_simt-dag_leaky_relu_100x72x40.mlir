// A DAG-shaped epilogue (hidet-partition's DAG rule, docs/passes.md):
// matmul -> add(bias) -> LeakyReLU as PyTorch exports it, select(x > 0, x,
// x * 0.01), whose bias-added value has three uses that close into one. It
// is one kernel (the compare, mul and select are the matmul's epilogue),
// run on the emulator against the reference path for the cost model's
// schedule and sampled ones, with poisoned outputs; M=100, N=72, K=40 are
// no multiples of the tiles. The random inputs lie on both sides of 0, so a
// wrong branch or slope shows (an error of about |x|).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu)' -o %t.gpu.mlir
// RUN: FileCheck %s --check-prefix=ONE < %t.gpu.mlir
// ONE-COUNT-1: gpu.launch_func
// ONE-NOT: gpu.launch_func
// RUN: python3 %S/run_graph.py %s --samples 6 --tmp %t.dir --ptx-samples --args "--entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-5 --rtol 1e-4 --seed 61 | FileCheck %s
// CHECK: cost-model: {{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 6 schedules ({{.*}}): 6 passed, 0 failed
// RUN: rm -rf %t.ptx && hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_80})' --ptx-dir=%t.ptx -o /dev/null
// RUN: rm -rf %t.ptx90 && hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_90})' --ptx-dir=%t.ptx90 -o /dev/null
// RUN: %hidet_src/scripts/ptx_report.sh --no-spills %t.ptx sm_80 | FileCheck %s --check-prefix=PTX
// RUN: %hidet_src/scripts/ptx_report.sh --no-spills %t.ptx90 sm_90 | FileCheck %s --check-prefix=PTX
// PTX: f_kernel0 sm_{{80|90}} regs={{[0-9]+}} spill_stores=0 spill_loads=0
func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.constant"() {value = dense<0.01> : tensor<f32>} : () -> tensor<f32>
  %c = "graph.compare"(%hb, %z) {predicate = "gt"} : (tensor<100x72xf32>, tensor<f32>) -> tensor<100x72xi1>
  %m = "graph.mul"(%hb, %s) : (tensor<100x72xf32>, tensor<f32>) -> tensor<100x72xf32>
  %r = "graph.select"(%c, %hb, %m) : (tensor<100x72xi1>, tensor<100x72xf32>, tensor<100x72xf32>) -> tensor<100x72xf32>
  return %r : tensor<100x72xf32>
}
