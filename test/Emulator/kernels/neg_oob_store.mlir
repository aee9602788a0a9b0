// Negative: out-of-bounds accesses, each by exactly one thread, one element
// past the end. The emulator must report `out-of-bounds` (with the thread,
// block and op), stop the launch and make hidet-run fail.
//  - @main: out[i] = 2 * in[i] over a grid of 4 blocks x 32 threads with an
//    off-by-one guard (i <= 100 instead of i < 100). `in` has 101 elements,
//    `out` 100: only the store of thread 4 of block 3 (i = 100) is out of
//    bounds (one past the end of the output).
//  - @oob_load: the same guard reading a 100-element input into a
//    101-element output: only the load of in[100] is out of bounds.
//  - @shared_oob: 32 threads store into shared slot i + 1 of a
//    memref<32xf32> workgroup buffer (128 bytes, the block's only shared
//    variable): thread 31 writes one past the block's shared memory.
//  - @fixed: the right guard; runs clean.
//
// RUN: not hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --emu-schedule=reverse 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not hidet-run --target=emulate -O0 %s --entry=main --arg=rand --arg=poison --emu-schedule=random --emu-seed=1 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not hidet-run --target=emulate %s --entry=oob_load --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not hidet-run --target=emulate %s --entry=shared_oob --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: hidet-run --target=emulate %s --entry=fixed --arg=rand --arg=poison --compare=%S/neg_oob_store.ref.mlir --atol=0 --rtol=0 | FileCheck %s --check-prefix=PASS
// RUN: %S/check_ptx.sh %s
// STORE: out-of-bounds store{{.*}}thread (4,0,0) of block (3,0,0)
// LOAD: out-of-bounds load{{.*}}thread (4,0,0) of block (3,0,0)
// SHARED: out-of-bounds store{{.*}}thread (31,0,0) of block (0,0,0)
// PASS-NOT: out-of-bounds
// PASS: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // out[i] = 2 * in[i] for i <= n (BUG: should be i < n), n = 100.
    gpu.func @scale_store(%in: memref<101xf32>, %out: memref<100xf32>) kernel {
      %c32 = arith.constant 32 : index
      %n = arith.constant 100 : index
      %two = arith.constant 2.0 : f32
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %base = arith.muli %b, %c32 : index
      %i = arith.addi %base, %t : index
      %ok = arith.cmpi ule, %i, %n : index
      scf.if %ok {
        %x = memref.load %in[%i] : memref<101xf32>
        %y = arith.mulf %x, %two : f32
        memref.store %y, %out[%i] : memref<100xf32>
      }
      gpu.return
    }

    gpu.func @scale_load(%in: memref<100xf32>, %out: memref<101xf32>) kernel {
      %c32 = arith.constant 32 : index
      %n = arith.constant 100 : index
      %two = arith.constant 2.0 : f32
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %base = arith.muli %b, %c32 : index
      %i = arith.addi %base, %t : index
      %ok = arith.cmpi ule, %i, %n : index
      scf.if %ok {
        %x = memref.load %in[%i] : memref<100xf32>
        %y = arith.mulf %x, %two : f32
        memref.store %y, %out[%i] : memref<101xf32>
      }
      gpu.return
    }

    gpu.func @shift_shared(%in: memref<32xf32>, %out: memref<32xf32>)
        workgroup(%s: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %c1 = arith.constant 1 : index
      %t = gpu.thread_id x
      %x = memref.load %in[%t] : memref<32xf32>
      %t1 = arith.addi %t, %c1 : index
      memref.store %x, %s[%t1] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %s[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%t] : memref<32xf32>
      gpu.return
    }

    gpu.func @scale_ok(%in: memref<101xf32>, %out: memref<100xf32>) kernel {
      %c32 = arith.constant 32 : index
      %n = arith.constant 100 : index
      %two = arith.constant 2.0 : f32
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %base = arith.muli %b, %c32 : index
      %i = arith.addi %base, %t : index
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %x = memref.load %in[%i] : memref<101xf32>
        %y = arith.mulf %x, %two : f32
        memref.store %y, %out[%i] : memref<100xf32>
      }
      gpu.return
    }
  }

  func.func @main(%in: memref<101xf32>, %out: memref<100xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@scale_store blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<101xf32>, %out : memref<100xf32>)
    return
  }

  func.func @oob_load(%in: memref<100xf32>, %out: memref<101xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@scale_load blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<100xf32>, %out : memref<101xf32>)
    return
  }

  func.func @shared_oob(%in: memref<32xf32>, %out: memref<32xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@shift_shared blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<32xf32>, %out : memref<32xf32>)
    return
  }

  func.func @fixed(%in: memref<101xf32>, %out: memref<100xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@scale_ok blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<101xf32>, %out : memref<100xf32>)
    return
  }
}
