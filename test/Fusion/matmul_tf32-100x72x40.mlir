// The tf32 tensor-core template (matmul_tf32): an f32 matmul opts in with
// hidet.precision = "tf32" on the anchor (hidet-schedule-anchors'
// precision=tf32 sets it on every f32 matmul, checked below). At
// M=100, N=72, K=40 no dim is a multiple of a block tile; both f32 operands
// are kernel inputs with rows of a multiple of 4 floats, so both are copied
// with 16-byte cp.async; the bias add fuses as the epilogue. The second
// graph (Inputs/) is 257x129x72: B's rows of 129 floats cannot be copied
// 16 bytes at a time, so B goes through registers.
// Each run: the cost model's schedule and 20 seeded samples (5 per stage
// count, half of them split-K), emulated in random thread order against the
// f32 reference with poisoned outputs, and every sample's PTX through ptxas
// (no spills) with ldmatrix, the m16n8k8 tf32 mma.sync and cp.async in it.
//
// Tolerance: the tensor cores read each operand with 10 mantissa bits (the
// emulator truncates the low 13 bits as the hardware ignores them), so a
// product is off by less than 2^-9 of |a*b| < 2^-9 for rand inputs in
// [-1, 1), and the sum of K products by less than K*2^-9 (f32 accumulation
// adds ~K*2^-24): atol = 40*2^-9 = 0.079 here, 72*2^-9 = 0.141 for the
// second graph. Measured: ~0.005 (errors of both signs cancel).
// RUN: python3 %S/run_graph.py %s --template matmul_tf32 --samples 20 --tmp %t.a --ptx-samples --ptx-contains ldmatrix --ptx-contains mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 --ptx-contains cp.async.cg --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=rand --arg=poison" --atol 0.079 --rtol 0 --seed 71 | FileCheck %s
// RUN: python3 %S/run_graph.py %S/Inputs/matmul_tf32-257x129x72.mlir --template matmul_tf32 --samples 20 --tmp %t.b --ptx-samples --ptx-contains ldmatrix --ptx-contains mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 --args "--emu-stack=512 --entry=f --arg=rand --arg=rand --arg=poison" --atol 0.141 --rtol 0 --seed 72 | FileCheck %s
// CHECK: cost-model: w{{.*}}-mma{{.*}} PASS
// CHECK: ptx sm_80: {{OK|SKIP}}
// CHECK: ptx sm_90: {{OK|SKIP}}
// CHECK: sampled 20 schedules (stages 2,3,4,5: 5,5,5,5; split-K on/off: 10/10{{(; [0-9]+ redrawn: did not fit the instance)?}}): 20 passed, 0 failed
//
// The pass option: precision=tf32 marks the f32 matmul of a graph without
// the attribute, which then goes to matmul_tf32; the default keeps it on
// CUDA cores.
// RUN: sed 's/ {hidet.precision = "tf32"}//' %s | hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90 precision=tf32})' | FileCheck %s --check-prefix=OPT
// RUN: sed 's/ {hidet.precision = "tf32"}//' %s | hidet-opt --pass-pipeline='builtin.module(hidet-compile-to-gpu{arch=sm_90})' | FileCheck %s --check-prefix=DEFAULT
// OPT: hidet.template = "matmul_tf32"
// DEFAULT-NOT: matmul_tf32
// DEFAULT: hidet.template = "matmul_f32_simt"
// DEFAULT-NOT: matmul_tf32
func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) {hidet.precision = "tf32"} : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  return %hb : tensor<100x72xf32>
}
