// hidet-run keeps only what --entry reaches (tools/hidet-run/prune.c):
// @main's callee @helper (through a func.call) stays; @other, which nothing
// reached calls, and the kernel module @unused_kernels are erased before
// lowering, so --print-llvm-dialect shows neither, and @broken (a kernel
// launch, which the CPU target rejects) does not stop the run. Calling @other instead keeps
// @other and drops @main and @helper.
// RUN: hidet-run %s --arg=fill:2 --arg=poison --print-llvm-dialect --print-args | FileCheck %s
// CHECK-DAG: llvm.func @main(
// CHECK-DAG: llvm.func @helper(
// CHECK-NOT: @other
// CHECK-NOT: @broken
// CHECK-NOT: unused_kernels
// CHECK: arg #1: memref<4xf32> =
// CHECK-NEXT: [5, 5, 5, 5]
// RUN: hidet-run %s --entry=other --arg=fill:2 --arg=poison --print-llvm-dialect --print-args | FileCheck %s --check-prefix=OTHER
// OTHER: llvm.func @other(
// OTHER-NOT: @helper
// OTHER: arg #1: memref<4xf32> =
// OTHER-NEXT: [4, 4, 4, 4]
// Without pruning, @broken would fail every run of this module, as it fails
// its own:
// RUN: not hidet-run %s --entry=broken --arg=fill:2 2>&1 | FileCheck %s --check-prefix=BROKEN
// BROKEN: hidet-run: error: lowering left ops outside the LLVM dialect

module attributes {gpu.container_module} {
  func.func @helper(%x: f32) -> f32 {
    %c3 = arith.constant 3.0 : f32
    %y = arith.addf %x, %c3 : f32
    return %y : f32
  }

  func.func @main(%a: memref<4xf32>, %b: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %a[%i] : memref<4xf32>
      %w = func.call @helper(%v) : (f32) -> f32
      memref.store %w, %b[%i] : memref<4xf32>
    }
    return
  }

  func.func @other(%a: memref<4xf32>, %b: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %a[%i] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %b[%i] : memref<4xf32>
    }
    return
  }

  func.func @broken(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @unused_kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }

  gpu.module @unused_kernels {
    gpu.func @k(%p: memref<4xf32>) kernel {
      gpu.return
    }
  }
}
