// A V = 4 (-v4) row kernel on f32 rows that are kernel arguments with a
// last dim that is a multiple of 4 (the load4 hook's fast path): the PTX
// reads the rows with 128-bit loads and no scalar global loads. LLVM 22's
// NVPTX backend types the vector load .b32 (ld.global.v4.b32); .f32 and the
// non-coherent form are accepted too.
// RUN: rm -rf %t && hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-ptx{arch=sm_80})' --ptx-dir=%t -o /dev/null
// RUN: FileCheck %s < %t/rows_kernel0_gpu.ptx
// RUN: FileCheck %s --check-prefix=SCALAR < %t/rows_kernel1_gpu.ptx
// CHECK: .entry rows_kernel0
// CHECK: ld.global{{(\.nc)?}}.v4.{{f32|b32}}
// CHECK-NOT: ld.global{{(\.nc)?}}.{{f32|b32}}
// The same reduce without -v4: scalar loads.
// SCALAR: .entry rows_kernel1
// SCALAR-NOT: .v4.
// SCALAR: ld.global{{(\.nc)?}}.{{f32|b32}}
func.func @rows(%x: tensor<128x1024xf32>, %y: tensor<128x1024xf32>) -> (tensor<128xf32>, tensor<128xf32>) {
  %s = "graph.reduce"(%x) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g32-p4-v4"} : (tensor<128x1024xf32>) -> tensor<128xf32>
  %t = "graph.reduce"(%y) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g32-p4"} : (tensor<128x1024xf32>) -> tensor<128xf32>
  return %s, %t : tensor<128xf32>, tensor<128xf32>
}
