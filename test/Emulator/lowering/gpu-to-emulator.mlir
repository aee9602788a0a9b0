// hidet-gpu-to-emulator on kernels already at the NVVM level: every NVVM
// op becomes a runtime call, shared globals become runtime buffers, and the
// launch becomes buffer registration plus hidet_emu_launch.
// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-gpu-to-emulator)' | FileCheck %s
// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-gpu-to-emulator{bounds-check=false})' | FileCheck %s --check-prefix=NOCHECK

// CHECK-LABEL: llvm.func @__hidet_emu_kern_k(
// CHECK-SAME: %[[A:[^:]+]]: !llvm.ptr, %{{[^:]+}}: !llvm.ptr, %{{[^:]+}}: i64, %{{[^:]+}}: i64, %{{[^:]+}}: i64, %[[N:[^:]+]]: i32)
// CHECK-NOT: nvvm.kernel
// CHECK: %[[SZ:.*]] = llvm.ptrtoint
// CHECK: %[[SH:.*]] = llvm.call @hidet_emu_shared(%{{.*}}, %[[SZ]]) : (i32, i64) -> !llvm.ptr
// CHECK: llvm.addrspacecast %[[SH]] : !llvm.ptr to !llvm.ptr<3>
// CHECK: llvm.call @hidet_emu_sreg(%{{.*}}) : (i32) -> i32
// CHECK: llvm.call @hidet_emu_check({{.*}}) : (!llvm.ptr, i64, i32, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.load
// CHECK: llvm.call @hidet_emu_check({{.*}}) : (!llvm.ptr, i64, i32, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: llvm.call @hidet_emu_barrier(%{{.*}}, %{{.*}}) : (i32, !llvm.ptr) -> ()
// CHECK: llvm.call @hidet_emu_shfl({{.*}}) : (i32, i32, i32, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.call @hidet_emu_vote({{.*}}) : (i32, i32, i32, !llvm.ptr) -> i32
// CHECK: llvm.call @hidet_emu_cp_async({{.*}}) : (!llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> ()
// CHECK: llvm.call @hidet_emu_cp_async_commit() : () -> ()
// CHECK: llvm.call @hidet_emu_cp_async_wait(%{{.*}}) : (i32) -> ()
// CHECK-NOT: nvvm.
// CHECK: llvm.return
// CHECK-LABEL: func.func @main(
// CHECK: %[[SLOTS:.*]] = llvm.alloca %{{.*}} x i64
// CHECK: memref.extract_strided_metadata
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: llvm.call @hidet_emu_register_buffer(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, i32) -> ()
// CHECK: %[[TRAMP:.*]] = llvm.mlir.addressof @__hidet_emu_kern_k__launch : !llvm.ptr
// CHECK: llvm.call @hidet_emu_launch(%{{.*}}, %[[TRAMP]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[SLOTS]])
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.func @hidet_emu_shared(i32, i64) -> !llvm.ptr
// CHECK: llvm.mlir.global internal constant @{{.*}}("{{.*}}gpu-to-emulator.mlir:{{[0-9]+}}:7 (barrier)\00")
// CHECK: llvm.func internal @__hidet_emu_kern_k__launch(%[[S:.*]]: !llvm.ptr)
// CHECK: llvm.load %[[S]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.getelementptr %[[S]][40] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load {{.*}} -> i32
// CHECK: llvm.call @__hidet_emu_kern_k(
// CHECK-NOT: gpu.module
// NOCHECK-NOT: hidet_emu_check
module attributes {gpu.container_module} {
  gpu.module @kern {
    llvm.mlir.global internal @__wg_k_0() {addr_space = 3 : i32} : !llvm.array<64 x f32>
    llvm.func @k(%a0: !llvm.ptr, %a1: !llvm.ptr, %a2: i64, %a3: i64, %a4: i64, %n: i32) attributes {gpu.kernel, nvvm.kernel} {
      %sh = llvm.mlir.addressof @__wg_k_0 : !llvm.ptr<3>
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %i = llvm.sext %tid : i32 to i64
      %p = llvm.getelementptr %a1[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %p : !llvm.ptr -> f32
      %q = llvm.getelementptr %sh[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %v, %q : f32, !llvm.ptr<3>
      nvvm.barrier0
      %m = llvm.mlir.constant(-1 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %c31 = llvm.mlir.constant(31 : i32) : i32
      %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : f32 -> f32
      %t = llvm.mlir.constant(true) : i1
      %b = nvvm.vote.sync ballot %m, %t -> i32
      %g = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
      nvvm.cp.async.shared.global %q, %g, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      llvm.return
    }
  }
  func.func @main(%a: memref<64xf32>, %n: i32) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kern::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %n : i32)
    return
  }
}

// -----

// ldmatrix and mma.sync pass fragments through stack arrays; the results are
// rebuilt as the structs NVVM returns. A device function and a libdevice
// declaration move along: the first renamed, the second keeping its name.
// CHECK: llvm.func @__nv_expf(f32) -> f32
// CHECK-LABEL: llvm.func @__hidet_emu_mm_helper(
// CHECK: llvm.call @__nv_expf(
// CHECK-LABEL: llvm.func @__hidet_emu_mm_k(
// CHECK: llvm.call @hidet_emu_ldmatrix(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.insertvalue {{.*}} !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.call @hidet_emu_mma({{.*}}) : (i32, i32, i32, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.insertvalue {{.*}} !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.call @__hidet_emu_mm_helper(
module attributes {gpu.container_module} {
  gpu.module @mm {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @helper(%x: f32) -> f32 {
      %e = llvm.call @__nv_expf(%x) : (f32) -> f32
      llvm.return %e : f32
    }
    llvm.func @k(%p: !llvm.ptr<3>, %hi: i32, %f: f32) attributes {nvvm.kernel} {
      %h = llvm.bitcast %hi : i32 to vector<2xf16>
      %r = nvvm.ldmatrix %p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %d = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %x = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
      %y = llvm.call @helper(%x) : (f32) -> f32
      llvm.return
    }
  }
}
