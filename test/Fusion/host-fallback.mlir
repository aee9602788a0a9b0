// unsupported=host: a group whose anchor no template takes (softmax here,
// with an exp epilogue) stays a host function of graph ops, marked
// hidet.host_fallback, with a remark; hidet-compile-to-gpu lowers it like
// the reference path (graph -> linalg -> loops) while the matmul group
// becomes a GPU kernel. The whole function still matches the reference path
// on the emulator (odd shapes, poisoned output).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{unsupported=host})' 2>&1 | FileCheck %s
// CHECK: [[@LINE+21]]:8: remark: @f_kernel1: 'graph.softmax' has no GPU template: computed on the host (unsupported=host)
// CHECK: func.func private @f_kernel0({{.*}}hidet.kernel
// CHECK: func.func private @f_kernel1({{.*}}) -> tensor<33x72xf32> attributes {{{.*}}hidet.host_fallback
// CHECK-NOT: hidet.kernel
// CHECK: "graph.softmax"
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
func.func @f(%x: tensor<33x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<33x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<33x40xf32>, tensor<40x72xf32>) -> tensor<33x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<33x72xf32>, tensor<72xf32>) -> tensor<33x72xf32>
  %s = "graph.softmax"(%hb) {axis = -1 : i64} : (tensor<33x72xf32>) -> tensor<33x72xf32>
  %r = "graph.exp"(%s) : (tensor<33x72xf32>) -> tensor<33x72xf32>
  return %r : tensor<33x72xf32>
}
