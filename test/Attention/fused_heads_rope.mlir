// Fusion around graph.attention: the head split of q, k and v (reshape +
// transpose of [B, L, H*D] activations), rotary embeddings on q and k
// (x * cos + rotate_half(x) * sin, rotate_half = concat(-x[D/2:], x[:D/2]))
// and a scale of v are prologue ops of the attention's load hooks, and the
// head merge (transpose + reshape) plus a residual add are epilogue ops of its
// store hook: one kernel function, one attention kernel. Emulator (random
// thread order) against the reference path, output poisoned; f32 sums of 37
// products: atol 1e-5, rtol 1e-4.
//
// RUN: hidet-opt -p 'builtin.module(hidet-compile-to-gpu{report=true})' %s -o %t.mlir 2>&1 | FileCheck %s --check-prefix=FUSE
// FUSE-DAG: remark: @f_kernel0: anchor graph.attention fused: prologue [{{.*}}"graph.concat", "graph.mul", "graph.mul", "graph.add"] into the global loads, epilogue ["graph.transpose", "graph.reshape", "graph.add"] into the stores
// FUSE-DAG: stitch summary: 1 kernel function on the GPU, 1 kernel (launches), 0 kernel functions on the host
// RUN: hidet-run --target=emulate %t.mlir --entry=f --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=rand --arg=poison --compare=%s --emu-schedule=random --seed=3 | FileCheck %s
// CHECK: compare: PASS
func.func @f(%xq: tensor<2x37x96xf32>, %xk: tensor<2x37x96xf32>, %xv: tensor<2x37x96xf32>,
             %cos: tensor<37x32xf32>, %sin: tensor<37x32xf32>, %res: tensor<2x37x96xf32>) -> tensor<2x37x96xf32> {
  %q0 = "graph.reshape"(%xq) : (tensor<2x37x96xf32>) -> tensor<2x37x3x32xf32>
  %q1 = "graph.transpose"(%q0) {perm = array<i64: 0, 2, 1, 3>} : (tensor<2x37x3x32xf32>) -> tensor<2x3x37x32xf32>
  %k0 = "graph.reshape"(%xk) : (tensor<2x37x96xf32>) -> tensor<2x37x3x32xf32>
  %k1 = "graph.transpose"(%k0) {perm = array<i64: 0, 2, 1, 3>} : (tensor<2x37x3x32xf32>) -> tensor<2x3x37x32xf32>
  %v0 = "graph.reshape"(%xv) : (tensor<2x37x96xf32>) -> tensor<2x37x3x32xf32>
  %v1 = "graph.transpose"(%v0) {perm = array<i64: 0, 2, 1, 3>} : (tensor<2x37x3x32xf32>) -> tensor<2x3x37x32xf32>
  %half = "graph.constant"() {value = dense<0.5> : tensor<1xf32>} : () -> tensor<1xf32>
  %v2 = "graph.mul"(%v1, %half) : (tensor<2x3x37x32xf32>, tensor<1xf32>) -> tensor<2x3x37x32xf32>
  // rotary embeddings on q
  %qa = "graph.slice"(%q1) {starts = array<i64: 0, 0, 0, 0>, ends = array<i64: 2, 3, 37, 16>} : (tensor<2x3x37x32xf32>) -> tensor<2x3x37x16xf32>
  %qb = "graph.slice"(%q1) {starts = array<i64: 0, 0, 0, 16>, ends = array<i64: 2, 3, 37, 32>} : (tensor<2x3x37x32xf32>) -> tensor<2x3x37x16xf32>
  %qbn = "graph.neg"(%qb) : (tensor<2x3x37x16xf32>) -> tensor<2x3x37x16xf32>
  %qr = "graph.concat"(%qbn, %qa) {axis = 3 : i64} : (tensor<2x3x37x16xf32>, tensor<2x3x37x16xf32>) -> tensor<2x3x37x32xf32>
  %qc = "graph.mul"(%q1, %cos) : (tensor<2x3x37x32xf32>, tensor<37x32xf32>) -> tensor<2x3x37x32xf32>
  %qs = "graph.mul"(%qr, %sin) : (tensor<2x3x37x32xf32>, tensor<37x32xf32>) -> tensor<2x3x37x32xf32>
  %q2 = "graph.add"(%qc, %qs) : (tensor<2x3x37x32xf32>, tensor<2x3x37x32xf32>) -> tensor<2x3x37x32xf32>
  // ... and on k
  %ka = "graph.slice"(%k1) {starts = array<i64: 0, 0, 0, 0>, ends = array<i64: 2, 3, 37, 16>} : (tensor<2x3x37x32xf32>) -> tensor<2x3x37x16xf32>
  %kb = "graph.slice"(%k1) {starts = array<i64: 0, 0, 0, 16>, ends = array<i64: 2, 3, 37, 32>} : (tensor<2x3x37x32xf32>) -> tensor<2x3x37x16xf32>
  %kbn = "graph.neg"(%kb) : (tensor<2x3x37x16xf32>) -> tensor<2x3x37x16xf32>
  %kr = "graph.concat"(%kbn, %ka) {axis = 3 : i64} : (tensor<2x3x37x16xf32>, tensor<2x3x37x16xf32>) -> tensor<2x3x37x32xf32>
  %kc = "graph.mul"(%k1, %cos) : (tensor<2x3x37x32xf32>, tensor<37x32xf32>) -> tensor<2x3x37x32xf32>
  %ks = "graph.mul"(%kr, %sin) : (tensor<2x3x37x32xf32>, tensor<37x32xf32>) -> tensor<2x3x37x32xf32>
  %k2 = "graph.add"(%kc, %ks) : (tensor<2x3x37x32xf32>, tensor<2x3x37x32xf32>) -> tensor<2x3x37x32xf32>
  %o = "graph.attention"(%q2, %k2, %v2) {causal = true} : (tensor<2x3x37x32xf32>, tensor<2x3x37x32xf32>, tensor<2x3x37x32xf32>) -> tensor<2x3x37x32xf32>
  %o1 = "graph.transpose"(%o) {perm = array<i64: 0, 2, 1, 3>} : (tensor<2x3x37x32xf32>) -> tensor<2x37x3x32xf32>
  %o2 = "graph.reshape"(%o1) : (tensor<2x37x3x32xf32>) -> tensor<2x37x96xf32>
  %y = "graph.add"(%o2, %res) : (tensor<2x37x96xf32>, tensor<2x37x96xf32>) -> tensor<2x37x96xf32>
  return %y : tensor<2x37x96xf32>
}
