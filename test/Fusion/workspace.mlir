// A template's global workspace (HidetTemplate.workspaceBytes), here the
// reduce template's split: hidet-fuse-prologue-epilogue's host launch
// allocates memref<Nxi8> (4 rows x 8 partials x 4 bytes = 128), passes it
// last to both kernels of the module, in order, and frees it after the
// last launch; the prologue (exp) is fused into kernel 1's loads, the
// epilogue (+ b) into kernel 2's store. After hidet-compile-to-gpu the
// workspace is freed exactly once (hidet-host-buffers adds no second
// dealloc), and the whole function matches the reference path on the
// emulator.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors,hidet-fuse-prologue-epilogue)' | FileCheck %s
// CHECK: func.func private @f_kernel0(
// CHECK: %[[OUT:.+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: %[[WS:.+]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK: gpu.launch_func @f_kernel0_gpu::@f_kernel0_partial blocks in (%{{.+}}, %{{.+}}, %{{.+}}) threads in {{.*}} args({{.*}}, %[[OUT]] : memref<4xf32>, %[[WS]] : memref<128xi8>)
// CHECK: gpu.launch_func @f_kernel0_gpu::@f_kernel0_combine {{.*}} args({{.*}}, %[[OUT]] : memref<4xf32>, %[[WS]] : memref<128xi8>)
// CHECK-NOT: gpu.launch_func
// CHECK: memref.dealloc %[[WS]] : memref<128xi8>
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @f_kernel0_partial({{.*}}, %{{.+}}: memref<128xi8>) {{.*}}hidet.grid = array<i64: 2, 8, 1>
// CHECK: math.exp
// CHECK: memref.view %{{.+}}[%{{.+}}][] : memref<128xi8> to memref<4x8xf32>
// CHECK: gpu.func @f_kernel0_combine({{.*}}, %{{.+}}: memref<128xi8>) {{.*}}hidet.grid = array<i64: 1, 1, 1>
// CHECK-NOT: math.exp
// CHECK: arith.addf
// CHECK: memref.store
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu)' -o %t.gpu.mlir
// RUN: FileCheck %s --check-prefix=HOST < %t.gpu.mlir
// HOST: func.func private @f_kernel0(
// HOST: %[[WS:.+]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// HOST-COUNT-2: gpu.launch_func
// HOST-NEXT: memref.dealloc %[[WS]] : memref<128xi8>
// HOST-NEXT: return
// HOST-NOT: memref.dealloc
// RUN: hidet-run --target=emulate %t.gpu.mlir --entry=f --seed=2 --arg=rand --arg=rand --arg=poison --compare=%s | FileCheck %s --check-prefix=EMU
// EMU: compare: PASS
func.func @f(%x: tensor<4x5000xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = "graph.exp"(%x) : (tensor<4x5000xf32>) -> tensor<4x5000xf32>
  %s = "graph.reduce"(%e) {axes = array<i64: 1>, kind = "sum", hidet.schedule = "row-g64-p2-s8"} : (tensor<4x5000xf32>) -> tensor<4xf32>
  %y = "graph.add"(%s, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
