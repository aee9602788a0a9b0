// DAG-shaped epilogues (hidet-partition's DAG rule, docs/passes.md) on the
// tensor-core template (matmul_tc, f16): matmul -> add(bias) -> LeakyReLU as
// PyTorch exports it, select(x > 0, x, x * 0.01) (three uses of the
// bias-added value that close into one), then SiLU written as
// y * sigmoid(y) (two uses) and a cast to f32. One kernel: all of it is the
// matmul's epilogue, through the element epilogue and the staged (storev)
// one. The cost model's schedule and 8 seeded samples of the space, emulated
// with random thread order against the reference with the output poisoned;
// PTX for sm_80/sm_90 without spills.
//
// Tolerances as in matmul_tc-100x72x40.mlir (atol 1e-4 for the f32
// accumulation order), but the f16 matmul result that may round one ulp
// (2^-10 relative) apart goes through the activations in f16: LeakyReLU
// keeps the relative error and rounds once more, SiLU at most doubles it
// (|x s'(x) / s(x)| <= 1) and rounds once more, so under 4 ulp: rtol 4e-3.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu)' -o %t.gpu.mlir
// RUN: FileCheck %s --check-prefix=ONE < %t.gpu.mlir
// ONE-COUNT-1: gpu.launch_func
// ONE-NOT: gpu.launch_func
// RUN: python3 %S/run_graph.py %s --template matmul_tc --samples 8 --tmp %t.dir --ptx-samples --ptx-contains mma.sync --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-4 --rtol 4e-3 --seed 63 | FileCheck %s
// CHECK: cost-model: w{{.*}}-mma{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 8 schedules ({{.*}}): 8 passed, 0 failed
// RUN: rm -rf %t.ptx %t.ptx90
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_80})' --ptx-dir=%t.ptx -o /dev/null
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_90})' --ptx-dir=%t.ptx90 -o /dev/null
// RUN: %hidet_src/scripts/ptx_report.sh --no-spills %t.ptx sm_80 | FileCheck %s --check-prefix=PTX
// RUN: %hidet_src/scripts/ptx_report.sh --no-spills %t.ptx90 sm_90 | FileCheck %s --check-prefix=PTX
// PTX: f_kernel0 sm_{{80|90}} regs={{[0-9]+}} spill_stores=0 spill_loads=0
func.func @f(%x: tensor<100x40xf16>, %w: tensor<40x72xf16>, %b: tensor<72xf16>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf16>, tensor<40x72xf16>) -> tensor<100x72xf16>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf16>, tensor<72xf16>) -> tensor<100x72xf16>
  %z = "graph.constant"() {value = dense<0.0> : tensor<f16>} : () -> tensor<f16>
  %s = "graph.constant"() {value = dense<0.01> : tensor<f16>} : () -> tensor<f16>
  %c = "graph.compare"(%hb, %z) {predicate = "gt"} : (tensor<100x72xf16>, tensor<f16>) -> tensor<100x72xi1>
  %m = "graph.mul"(%hb, %s) : (tensor<100x72xf16>, tensor<f16>) -> tensor<100x72xf16>
  %l = "graph.select"(%c, %hb, %m) : (tensor<100x72xi1>, tensor<100x72xf16>, tensor<100x72xf16>) -> tensor<100x72xf16>
  %sg = "graph.sigmoid"(%l) : (tensor<100x72xf16>) -> tensor<100x72xf16>
  %y = "graph.mul"(%l, %sg) : (tensor<100x72xf16>, tensor<100x72xf16>) -> tensor<100x72xf16>
  %r = "graph.cast"(%y) : (tensor<100x72xf16>) -> tensor<100x72xf32>
  return %r : tensor<100x72xf32>
}
