// Host-side gpu ops on --target=cuda, against the fake driver (memory is host
// memory, copies and sets are real, kernels do not run): gpu.alloc async,
// gpu.memset (32- and 16-bit patterns), an async launch, gpu.memcpy back to
// an argument, gpu.dealloc async, gpu.wait on the token chain, and
// gpu.host_register/unregister of an unranked cast (recorded and checked).
// Everything runs on one stream in program order.
// RUN: env HIDET_CUDA_DRIVER=%hidet_build/test/Runtime/libfakecuda.so FAKE_CUDA_MODE=ok FAKE_CUDA_TRACE=1 hidet-run --target=cuda %s --arg=poison --arg=poison --print-args 2>&1 | FileCheck %s
// Register twice: the second is an error, reported with its site.
// RUN: env HIDET_CUDA_DRIVER=%hidet_build/test/Runtime/libfakecuda.so FAKE_CUDA_MODE=ok not hidet-run --target=cuda %s --entry=twice --arg=poison 2>&1 | FileCheck %s --check-prefix=TWICE --implicit-check-not=Sanitizer
// Unregister of memory never registered.
// RUN: env HIDET_CUDA_DRIVER=%hidet_build/test/Runtime/libfakecuda.so FAKE_CUDA_MODE=ok not hidet-run --target=cuda %s --entry=unregistered --arg=poison 2>&1 | FileCheck %s --check-prefix=UNREG --implicit-check-not=Sanitizer

// CHECK: fake-cuda: memset32 4 x 0x00000007
// CHECK-NEXT: fake-cuda: launch k_p5 grid 1,1,1 block 4,1,1 smem 0
// CHECK-NEXT: fake-cuda: memcpy 16 bytes
// CHECK-NEXT: fake-cuda: stream synchronize
// CHECK-NEXT: fake-cuda: memset16 3 x 0x3e00
// CHECK: arg #0: memref<4xi32> =
// CHECK-NEXT: [7, 7, 7, 7]
// CHECK: arg #1: memref<3xf16> =
// CHECK-NEXT: [1.5, 1.5, 1.5]

// TWICE: hidet-run: error: --target=cuda: the kernels failed: {{.*}}host-ops.mlir:[[@LINE+34]]:5 (gpu.host_register): gpu.host_register: the memory at 0x{{[0-9a-f]+}} is already registered
// UNREG: hidet-run: error: --target=cuda: the kernels failed: {{.*}}host-ops.mlir:[[@LINE+39]]:5 (gpu.host_unregister): gpu.host_unregister: the memory at 0x{{[0-9a-f]+}} was not registered with gpu.host_register

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k_p5(%m: memref<4xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %m[%t] : memref<4xi32>
      %w = arith.addi %v, %v : i32
      memref.store %w, %m[%t] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main(%out: memref<4xi32>, %half: memref<3xf16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %t0 = gpu.wait async
    %tmp, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %c7 = arith.constant 7 : i32
    %t2 = gpu.memset async [%t1] %tmp, %c7 : memref<4xi32>, i32
    %t3 = gpu.launch_func async [%t2] @kernels::@k_p5 blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%tmp : memref<4xi32>)
    %t4 = gpu.memcpy async [%t3] %out, %tmp : memref<4xi32>, memref<4xi32>
    %t5 = gpu.dealloc async [%t4] %tmp : memref<4xi32>
    gpu.wait [%t5]
    %x = arith.constant 1.5 : f16
    gpu.memset %half, %x : memref<3xf16>, f16
    %u = memref.cast %out : memref<4xi32> to memref<*xi32>
    gpu.host_register %u : memref<*xi32>
    gpu.host_unregister %u : memref<*xi32>
    return
  }
  func.func @twice(%out: memref<4xi32>) {
    %u = memref.cast %out : memref<4xi32> to memref<*xi32>
    gpu.host_register %u : memref<*xi32>
    gpu.host_register %u : memref<*xi32>
    gpu.host_unregister %u : memref<*xi32>
    return
  }
  func.func @unregistered(%out: memref<4xi32>) {
    %u = memref.cast %out : memref<4xi32> to memref<*xi32>
    gpu.host_unregister %u : memref<*xi32>
    return
  }
}
