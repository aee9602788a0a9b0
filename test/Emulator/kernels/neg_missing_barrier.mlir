// Negative: a missing barrier. Each of 64 threads (2 warps, 1 block) writes
// in[i] to shared slot i and then reads slot i-1, which another thread
// wrote, with no gpu.barrier in between: out[i] = in[i] + in[i-1]
// (out[0] = in[0]).
//  - forward order (threads 0, 1, 2, ... each run to the end since nothing
//    blocks them): thread i-1 has written its slot before thread i reads
//    it, so the result happens to be right;
//  - reverse order: thread i reads slot i-1 before thread i-1 ran, i.e. the
//    NaN the emulator fills shared memory with: compare FAIL;
//  - @fixed, the same kernel with the barrier, is right in every order.
// Reference: neg_missing_barrier.ref.mlir (@main and @fixed). Exact
// (one f32 addition on both sides), but the tolerance is that of the
// other f32 kernels.
//
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --compare=%S/neg_missing_barrier.ref.mlir --atol=1e-6 --rtol=1e-6 --emu-schedule=forward | FileCheck %s --check-prefix=PASS
// RUN: not hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --compare=%S/neg_missing_barrier.ref.mlir --atol=1e-6 --rtol=1e-6 --emu-schedule=reverse 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: hidet-run --target=emulate %s --entry=fixed --arg=rand --arg=poison --compare=%S/neg_missing_barrier.ref.mlir --atol=1e-6 --rtol=1e-6 --emu-schedule=reverse | FileCheck %s --check-prefix=PASS
// RUN: hidet-run --target=emulate %s --entry=fixed --arg=rand --arg=poison --compare=%S/neg_missing_barrier.ref.mlir --atol=1e-6 --rtol=1e-6 --emu-schedule=random --emu-seed=3 | FileCheck %s --check-prefix=PASS
// RUN: %S/check_ptx.sh %s
// PASS: compare: PASS
// FAIL: got nan
// FAIL: compare: FAIL

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @racy(%in: memref<64xf32>, %out: memref<64xf32>)
        workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<64xf32>
      memref.store %x, %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      // BUG: no gpu.barrier here.
      %has = arith.cmpi ugt, %i, %c0 : index
      %p = scf.if %has -> (f32) {
        %j = arith.subi %i, %c1 : index
        %y = memref.load %s[%j] : memref<64xf32, #gpu.address_space<workgroup>>
        scf.yield %y : f32
      } else {
        scf.yield %zero : f32
      }
      %mine = memref.load %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      %r = arith.addf %mine, %p : f32
      memref.store %r, %out[%i] : memref<64xf32>
      gpu.return
    }

    gpu.func @synced(%in: memref<64xf32>, %out: memref<64xf32>)
        workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<64xf32>
      memref.store %x, %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %has = arith.cmpi ugt, %i, %c0 : index
      %p = scf.if %has -> (f32) {
        %j = arith.subi %i, %c1 : index
        %y = memref.load %s[%j] : memref<64xf32, #gpu.address_space<workgroup>>
        scf.yield %y : f32
      } else {
        scf.yield %zero : f32
      }
      %mine = memref.load %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      %r = arith.addf %mine, %p : f32
      memref.store %r, %out[%i] : memref<64xf32>
      gpu.return
    }
  }

  func.func @main(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@racy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xf32>, %out : memref<64xf32>)
    return
  }

  func.func @fixed(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@synced blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xf32>, %out : memref<64xf32>)
    return
  }
}
