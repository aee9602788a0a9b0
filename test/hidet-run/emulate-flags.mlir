// The emulator flags of hidet-run that the kernel tests do not check.
// --emu-stats prints the launch statistics (the transpose kernel: a 3x4
// grid of 32x8 threads, each thread one barrier, so two switches).
// RUN: hidet-run --target=emulate %S/../Emulator/kernels/transpose_smem.mlir --arg=rand --arg=poison --emu-stats --compare=%S/../Emulator/kernels/transpose_smem.ref.mlir --atol=0 --rtol=0 | FileCheck %s --check-prefix=STATS
// STATS: emulator: 1 launches, 12 blocks, 3072 threads, 6144 context switches, {{[0-9.]+}} s, {{[0-9]+}} threads/s
// STATS: compare: PASS
//
// --emu-bounds-check=false leaves the checks out of the lowered code (and the
// kernel still computes the right thing); by default every access has one.
// RUN: hidet-run --target=emulate %S/../Emulator/kernels/transpose_smem.mlir --arg=rand --arg=poison --emu-bounds-check=false --print-llvm-dialect --compare=%S/../Emulator/kernels/transpose_smem.ref.mlir --atol=0 --rtol=0 | FileCheck %s --check-prefix=NOCHECK
// NOCHECK-NOT: hidet_emu_check
// NOCHECK: compare: PASS
// RUN: hidet-run --target=emulate %S/../Emulator/kernels/transpose_smem.mlir --arg=rand --arg=poison --print-llvm-dialect | FileCheck %s --check-prefix=CHECKED
// CHECKED: llvm.call @hidet_emu_check(
//
// --emu-stack sets each thread's stack: the smallest allowed (16 KiB) runs
// the transpose; the kernel below needs a 128 KiB local array per thread,
// which a 1 MiB stack holds. (Overflows are reported by the runtime's fault
// handler, tested in test/Emulator/runtime/fault.test; it is not installed
// under ASan, so that case is not run here.)
// RUN: hidet-run --target=emulate %S/../Emulator/kernels/transpose_smem.mlir --arg=rand --arg=poison --emu-stack=16 --compare=%S/../Emulator/kernels/transpose_smem.ref.mlir --atol=0 --rtol=0 | FileCheck %s --check-prefix=SMALL
// SMALL: compare: PASS
// RUN: hidet-run --target=emulate %s --arg=poison --emu-stack=1024 --print-args | FileCheck %s --check-prefix=BIG
// BIG: arg #0: memref<2xf32> =
// BIG-NEXT: [8191, 8191]

// Each of 2 threads fills a 128 KiB local array and writes its last element.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @big_local(%out: memref<2xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32768 : index
      %last = arith.constant 8191 : index
      %local = memref.alloca() : memref<32768xf32>
      scf.for %i = %c0 to %n step %c1 {
        %ii = arith.index_cast %i : index to i32
        %m = arith.constant 8192 : i32
        %r = arith.remui %ii, %m : i32
        %f = arith.uitofp %r : i32 to f32
        memref.store %f, %local[%i] : memref<32768xf32>
      }
      %tid = gpu.thread_id x
      %v = memref.load %local[%last] : memref<32768xf32>
      memref.store %v, %out[%tid] : memref<2xf32>
      gpu.return
    }
  }
  func.func @main(%out: memref<2xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @kernels::@big_local blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1) args(%out : memref<2xf32>)
    return
  }
}
