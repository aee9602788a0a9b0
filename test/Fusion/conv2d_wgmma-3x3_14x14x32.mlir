// conv2d_wgmma, the sm_90a implicit-GEMM conv on the wgmma matmul, on the
// graphs of the conv2d_tc tests: a scaled-down ResNet-50 3x3 conv (NHWC,
// batch 2, H = W = 14, C = F = 32, pad 1) with the bottleneck's epilogue
// (batch norm as mul/add, residual add, ReLU) in the store hook; and, the
// second run, the odd shape (C = 3, H = W = 57, 3x3, stride 2, pad 1, an
// exp + cast prologue on the image, bf16). Both operands are staged by the
// producer warpgroup through the load hooks (the im2col gather, the padded
// taps zero through the validity map after the prologue). Each: the cost
// model's schedule and 12 seeded samples on the emulator in random thread
// order, output poisoned, against the reference path, every sample's PTX
// through ptxas for sm_90a with no spills. Tolerances as in the conv2d_tc
// tests (f16/bf16 results of f32 sums).
// Not in the ASan pass (CI's budget: its time goes to emulating, not to
// compiler code): the wgmma parts it is built from run there in
// matmul_wgmma-257x136x72.mlir and matmul_wgmma-wt_100x200x136.mlir.
// UNSUPPORTED: asan
// RUN: python3 %S/run_graph.py %s --arch sm_90a --template conv2d_wgmma --samples 12 --ptx-samples --ptx-contains wgmma.mma_async.sync.aligned --ptx-contains fence.proxy.async --tmp %t.a --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison" --atol 1e-2 --rtol 1e-2 --seed 63 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/conv2d_tc-odd_57x57_c3.mlir --arch sm_90a --template conv2d_wgmma --samples 12 --ptx-samples --ptx-contains wgmma.mma_async.sync.aligned --tmp %t.b --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=poison" --atol 1e-2 --rtol 2e-2 --seed 64 | FileCheck %s
// CHECK: cost-model: wg{{.*}} PASS
// CHECK: ptx sm_90a: {{OK|SKIP}}
// CHECK: sampled 12 schedules ({{.*}}): 12 passed, 0 failed
// On sm_90a the conv's kernel is conv2d_wgmma's; on sm_90 conv2d_tc's.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90a})' | FileCheck %s --check-prefix=SM90A
// SM90A: hidet.template = "conv2d_wgmma"
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90})' | FileCheck %s --check-prefix=SM90
// SM90-NOT: conv2d_wgmma
// SM90: hidet.template = "conv2d_tc"
func.func @f(%x: tensor<2x14x14x32xf16>, %w: tensor<3x3x32x32xf16>, %scale: tensor<32xf32>,
             %shift: tensor<32xf32>, %res: tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32> {
  %y = "graph.conv2d"(%x, %w) {layout = "NHWC", strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<2x14x14x32xf16>, tensor<3x3x32x32xf16>) -> tensor<2x14x14x32xf16>
  %yc = "graph.cast"(%y) : (tensor<2x14x14x32xf16>) -> tensor<2x14x14x32xf32>
  %m = "graph.mul"(%yc, %scale) : (tensor<2x14x14x32xf32>, tensor<32xf32>) -> tensor<2x14x14x32xf32>
  %a = "graph.add"(%m, %shift) : (tensor<2x14x14x32xf32>, tensor<32xf32>) -> tensor<2x14x14x32xf32>
  %s = "graph.add"(%a, %res) : (tensor<2x14x14x32xf32>, tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32>
  %r = "graph.relu"(%s) : (tensor<2x14x14x32xf32>) -> tensor<2x14x14x32xf32>
  return %r : tensor<2x14x14x32xf32>
}
