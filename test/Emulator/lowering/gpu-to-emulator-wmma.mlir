// nvvm.wmma.load/mma/store and nvvm.redux.sync become runtime calls;
// fragments travel through stack arrays of 32-bit words and come back as
// the structs NVVM returns.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-gpu-to-emulator)' | FileCheck %s

// CHECK-LABEL: llvm.func @__hidet_emu_m_k(
// load a, m16n16k16 f16 col: frag 0, type 0 (f16), col_major 1
// CHECK: %[[OUT:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: llvm.call @hidet_emu_wmma_load(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[OUT]], %{{.*}}) : (i32, i32, i32, i32, i32, i32, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> vector<2xf16>
// CHECK: llvm.call @hidet_emu_wmma_load({{.*}}) : (i32, i32, i32, i32, i32, i32, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @hidet_emu_wmma_load({{.*}}) : (i32, i32, i32, i32, i32, i32, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @hidet_emu_wmma_mma({{.*}}) : (i32, i32, i32, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: llvm.call @hidet_emu_wmma_store({{.*}}) : (i32, i32, i32, i32, i32, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @hidet_emu_redux({{.*}}) : (i32, i32, i32, !llvm.ptr) -> i32
// CHECK-NOT: nvvm.
// CHECK: llvm.return
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%p: !llvm.ptr<3>, %q: !llvm.ptr<1>, %s: i32, %v: i32) attributes {nvvm.kernel} {
      %a = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
      %b = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
      %c = nvvm.wmma.load %q, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<1>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      %a0 = llvm.extractvalue %a[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
      %b0 = llvm.extractvalue %b[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
      %c0 = llvm.extractvalue %c[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      %d = nvvm.wmma.mma %a0, %a0, %a0, %a0, %a0, %a0, %a0, %a0, %b0, %b0, %b0, %b0, %b0, %b0, %b0, %b0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0 {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      nvvm.wmma.store %q, %s, %d0, %d0, %d0, %d0, %d0, %d0, %d0, %d0 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<1>, f32, f32, f32, f32, f32, f32, f32, f32
      %m = llvm.mlir.constant(-1 : i32) : i32
      %r = nvvm.redux.sync umax %v, %m : i32 -> i32
      llvm.return
    }
  }
}
