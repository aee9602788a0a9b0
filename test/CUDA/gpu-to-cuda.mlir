// hidet-gpu-to-cuda: the gpu.binary becomes a PTX global (and a cubin one
// when hidet.cubin is set), the launch becomes 8-byte parameter slots and
// hidet_cuda_launch, a constant gets a device copy freed at the return.
// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-gpu-to-cuda)' | FileCheck %s
// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-cuda-host-lowering)' | FileCheck %s --check-prefix=LLVM

module attributes {gpu.container_module} {
  memref.global "private" constant @mask : memref<2x3xf32> = dense<1.0>
  gpu.binary @k_gpu [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "PTX-TEXT">]
  func.func @main(%a: memref<4x8xf32>, %n: index, %x: f32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %smem = arith.constant 1024 : i32
    %g = memref.get_global @mask : memref<2x3xf32>
    %t = memref.alloc() : memref<16xf32>
    gpu.launch_func @k_gpu::@k blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        dynamic_shared_memory_size %smem args(%a : memref<4x8xf32>, %n : index, %x : f32, %g : memref<2x3xf32>, %t : memref<16xf32>)
    memref.dealloc %t : memref<16xf32>
    return
  }
}
// CHECK-NOT: gpu.container_module
// CHECK-LABEL: func.func @main(
// CHECK: %[[SLOTS:.*]] = llvm.alloca %{{.*}} x i64
// CHECK: %[[G:.*]] = memref.get_global @mask : memref<2x3xf32>
// CHECK: %[[DEV:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK: memref.extract_aligned_pointer_as_index %[[DEV]]
// CHECK: memref.extract_aligned_pointer_as_index %[[G]]
// CHECK: llvm.call @hidet_cuda_upload(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64) -> ()
// The operands flatten to 7 (4x8) + 1 + 1 + 7 (2x3) + 5 (16) = 21 slots.
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK: %[[PTX:.*]] = llvm.mlir.addressof @__hidet_cuda_ptx_k_gpu : !llvm.ptr
// CHECK: %[[NOCUBIN:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[NAME:.*]] = llvm.mlir.addressof @{{.*}} : !llvm.ptr
// CHECK: %[[SMEM:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK: %[[N:.*]] = llvm.mlir.constant(21 : i64) : i64
// No aggregate parameter: the by-reference mask is 0.
// CHECK: %[[BYREF:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: llvm.call @hidet_cuda_launch(%[[PTX]], %[[NOCUBIN]], %{{.*}}, %[[NAME]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[SMEM]], %[[SLOTS]], %[[N]], %[[BYREF]])
// CHECK-NOT: gpu.launch_func
// CHECK: memref.dealloc %{{.*}} : memref<16xf32>
// CHECK: memref.dealloc %[[DEV]] : memref<2x3xf32>
// CHECK-NEXT: return
// CHECK-NOT: gpu.binary
// CHECK-DAG: llvm.mlir.global internal constant @__hidet_cuda_ptx_k_gpu("PTX-TEXT\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{.*}}("k\00")

// The generic allocation functions are the runtime's device allocations.
// LLVM-LABEL: llvm.func @main(
// LLVM-DAG: llvm.call @_mlir_memref_to_llvm_alloc
// LLVM-DAG: llvm.call @hidet_cuda_upload
// LLVM-DAG: llvm.call @hidet_cuda_launch
// LLVM-DAG: llvm.call @_mlir_memref_to_llvm_free
// LLVM-NOT: llvm.call @malloc

// -----

// A cubin attached by hidet-compile-model --cubin rides along.
module attributes {gpu.container_module} {
  gpu.binary @k_gpu {hidet.cubin = "CUBIN\00BYTES"} [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "PTX">]
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k_gpu::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
// CHECK-LABEL: func.func @main(
// CHECK: %[[PTX:.*]] = llvm.mlir.addressof @__hidet_cuda_ptx_k_gpu : !llvm.ptr
// CHECK: %[[CUBIN:.*]] = llvm.mlir.addressof @__hidet_cuda_cubin_k_gpu : !llvm.ptr
// CHECK: %[[BYTES:.*]] = llvm.mlir.constant(11 : i64) : i64
// CHECK: llvm.call @hidet_cuda_launch(%[[PTX]], %[[CUBIN]], %[[BYTES]],
// CHECK-DAG: llvm.mlir.global internal constant @__hidet_cuda_cubin_k_gpu("CUBIN\00BYTES")
