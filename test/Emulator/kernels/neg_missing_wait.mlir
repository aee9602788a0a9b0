// Negative: reading cp.async's destination before waiting for it. One block
// of 32 threads; each copies 16 bytes (4 f32) of `in` into shared memory
// with nvgpu.device_async_copy and commits the group, all threads meet at a
// barrier, and then each reads the 4 floats the *next* thread copied
// (out[4i + q] = 2 * in[(4i + 4 + q) mod 128]). The bug: the
// nvgpu.device_async_wait comes only after the reads (a barrier does not
// complete cp.async copies). Under the emulator's default policy
// (--emu-async=wait) copies land at their wait_group, so a thread that reads
// before the owner of those floats reached its late wait sees the NaN the
// shared buffer starts as: in forward order threads 0..30 read NaN (only
// thread 31 reads thread 0's floats, landed by then), in reverse order
// thread 31 does (thread 30 and below read floats already landed): compare
// FAIL in every schedule.
// (Under --emu-async=early some copies may land in time; not tested.)
// @fixed waits before the barrier and is right in every order and policy.
// Reference: neg_missing_wait.ref.mlir (exact: a rotation and a doubling).
//
// RUN: not hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --compare=%S/neg_missing_wait.ref.mlir --atol=0 --rtol=0 --emu-schedule=forward 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --compare=%S/neg_missing_wait.ref.mlir --atol=0 --rtol=0 --emu-schedule=reverse 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --compare=%S/neg_missing_wait.ref.mlir --atol=0 --rtol=0 --emu-schedule=random --emu-seed=5 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: hidet-run --target=emulate %s --entry=fixed --arg=rand --arg=poison --compare=%S/neg_missing_wait.ref.mlir --atol=0 --rtol=0 --emu-schedule=reverse | FileCheck %s --check-prefix=PASS
// RUN: hidet-run --target=emulate %s --entry=fixed --arg=rand --arg=poison --compare=%S/neg_missing_wait.ref.mlir --atol=0 --rtol=0 --emu-schedule=random --emu-async=early --emu-seed=6 | FileCheck %s --check-prefix=PASS
// RUN: %S/check_ptx.sh %s
// FAIL: got nan
// FAIL: compare: FAIL
// PASS: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @early_read(%in: memref<128xf32>, %out: memref<128xf32>)
        workgroup(%s: memref<128xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c128 = arith.constant 128 : index
      %two = arith.constant 2.0 : f32
      %i = gpu.thread_id x
      %v = arith.muli %i, %c4 : index
      %t = nvgpu.device_async_copy %in[%v], %s[%v], 4 : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
      %g = nvgpu.device_async_create_group %t
      gpu.barrier
      %n4 = arith.addi %v, %c4 : index
      %n = arith.remui %n4, %c128 : index
      scf.for %q = %c0 to %c4 step %c1 {
        %src = arith.addi %n, %q : index
        %x = memref.load %s[%src] : memref<128xf32, #gpu.address_space<workgroup>>
        %y = arith.mulf %x, %two : f32
        %dst = arith.addi %v, %q : index
        memref.store %y, %out[%dst] : memref<128xf32>
      }
      // BUG: too late; belongs before the barrier.
      nvgpu.device_async_wait %g
      gpu.return
    }

    gpu.func @waited(%in: memref<128xf32>, %out: memref<128xf32>)
        workgroup(%s: memref<128xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c128 = arith.constant 128 : index
      %two = arith.constant 2.0 : f32
      %i = gpu.thread_id x
      %v = arith.muli %i, %c4 : index
      %t = nvgpu.device_async_copy %in[%v], %s[%v], 4 : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
      %g = nvgpu.device_async_create_group %t
      nvgpu.device_async_wait %g
      gpu.barrier
      %n4 = arith.addi %v, %c4 : index
      %n = arith.remui %n4, %c128 : index
      scf.for %q = %c0 to %c4 step %c1 {
        %src = arith.addi %n, %q : index
        %x = memref.load %s[%src] : memref<128xf32, #gpu.address_space<workgroup>>
        %y = arith.mulf %x, %two : f32
        %dst = arith.addi %v, %q : index
        memref.store %y, %out[%dst] : memref<128xf32>
      }
      gpu.return
    }
  }

  func.func @main(%in: memref<128xf32>, %out: memref<128xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@early_read blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<128xf32>, %out : memref<128xf32>)
    return
  }

  func.func @fixed(%in: memref<128xf32>, %out: memref<128xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@waited blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<128xf32>, %out : memref<128xf32>)
    return
  }
}
