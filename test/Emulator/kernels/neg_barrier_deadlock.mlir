// Negative: barriers (and a warp collective) that not every thread of the
// block reaches. The emulator must report a `deadlock` (naming the waiting
// threads and the barrier's site), stop the launch and make hidet-run fail.
// One block of 64 threads (2 warps) in each case:
//  - @main: a gpu.barrier inside `scf.if tid < 32`: threads 32..63 skip it
//    and exit while 0..31 wait.
//  - @early_exit: threads 48..63 return early (cf.cond_br to a gpu.return
//    block) before the barrier the others wait at.
//  - @divergent_sites: both sides of a branch have their own gpu.barrier: the
//    two halves of the block wait at different barrier sites (the emulator's
//    model reports this as a deadlock; CUDA calls it undefined behaviour,
//    though bar.sync 0 from two places happens to work on hardware).
//  - @divergent_shuffle: a gpu.shuffle (full-warp mask, as upstream lowers
//    it) inside `scf.if lane < 16`: lanes 16..31 never arrive (reported as a
//    deadlock or as a misuse of the collective).
//  - @fixed: the barrier hoisted out of the branch; runs clean.
// Every order must report the deadlock: in reverse order the threads that
// skip the barrier (or return early) exit before anyone waits, and the
// barrier is then reached by only part of the block.
//
// RUN: not hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison 2>&1 | FileCheck %s
// RUN: not hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --emu-schedule=reverse 2>&1 | FileCheck %s
// RUN: not hidet-run --target=emulate %s --entry=early_exit --arg=rand --arg=poison 2>&1 | FileCheck %s
// RUN: not hidet-run --target=emulate %s --entry=early_exit --arg=rand --arg=poison --emu-schedule=reverse 2>&1 | FileCheck %s
// RUN: not hidet-run --target=emulate %s --entry=early_exit --arg=rand --arg=poison --emu-schedule=random --emu-seed=4 2>&1 | FileCheck %s
// RUN: not hidet-run --target=emulate %s --entry=divergent_sites --arg=rand --arg=poison 2>&1 | FileCheck %s
// RUN: not hidet-run --target=emulate %s --entry=divergent_shuffle --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=SHFL
// RUN: hidet-run --target=emulate %s --entry=fixed --arg=rand --arg=poison --compare=%S/neg_barrier_deadlock.ref.mlir --atol=0 --rtol=0 --emu-schedule=reverse | FileCheck %s --check-prefix=PASS
// RUN: %S/check_ptx.sh %s
// CHECK: deadlock
// SHFL: {{deadlock|collective}}
// PASS-NOT: deadlock
// PASS: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // out[i] = in[(i + 32) mod 64] through shared memory (each thread reads the
    // other warp's slot), with the barrier in a branch.
    gpu.func @barrier_in_branch(%in: memref<64xf32>, %out: memref<64xf32>)
        workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c32 = arith.constant 32 : index
      %c32r = arith.constant 32 : index
      %c64r = arith.constant 64 : index
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<64xf32>
      memref.store %x, %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      %lo = arith.cmpi ult, %i, %c32 : index
      scf.if %lo {
        gpu.barrier
      }
      %i32 = arith.addi %i, %c32r : index
      %j = arith.remui %i32, %c64r : index
      %y = memref.load %s[%j] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%i] : memref<64xf32>
      gpu.return
    }

    gpu.func @exit_before_barrier(%in: memref<64xf32>, %out: memref<64xf32>)
        workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c48 = arith.constant 48 : index
      %c32r = arith.constant 32 : index
      %c64r = arith.constant 64 : index
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<64xf32>
      memref.store %x, %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      %idle = arith.cmpi uge, %i, %c48 : index
      cf.cond_br %idle, ^exit, ^work
    ^work:
      gpu.barrier
      %i32 = arith.addi %i, %c32r : index
      %j = arith.remui %i32, %c64r : index
      %y = memref.load %s[%j] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%i] : memref<64xf32>
      gpu.return
    ^exit:
      gpu.return
    }

    // The two halves of the block wait at two different barriers. The
    // branches must differ in their ops, not just in the barrier or in
    // operands: upstream lowering (region simplification in the conversions
    // after convert-scf-to-cf) merges blocks that are identical up to operand
    // values, so `scf.if {gpu.barrier} else {gpu.barrier}` becomes a single
    // barrier (`llvm.cond_br %c, ^bb1, ^bb1`), and branches that differ only
    // in an index become one block with a block argument.
    gpu.func @two_barriers(%in: memref<64xf32>, %out: memref<64xf32>)
        workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c32 = arith.constant 32 : index
      %two = arith.constant 2.0 : f32
      %c32r = arith.constant 32 : index
      %c64r = arith.constant 64 : index
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<64xf32>
      memref.store %x, %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      %i32 = arith.addi %i, %c32r : index
      %j = arith.remui %i32, %c64r : index
      %lo = arith.cmpi ult, %i, %c32 : index
      scf.if %lo {
        gpu.barrier
        %y = memref.load %s[%j] : memref<64xf32, #gpu.address_space<workgroup>>
        memref.store %y, %out[%i] : memref<64xf32>
      } else {
        gpu.barrier
        %y = memref.load %s[%j] : memref<64xf32, #gpu.address_space<workgroup>>
        %y2 = arith.mulf %y, %two : f32
        memref.store %y2, %out[%i] : memref<64xf32>
      }
      gpu.return
    }

    gpu.func @shuffle_in_branch(%in: memref<64xf32>, %out: memref<64xf32>) kernel {
      %c16 = arith.constant 16 : index
      %i1 = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      %i = gpu.thread_id x
      %lane = gpu.lane_id
      %x = memref.load %in[%i] : memref<64xf32>
      %lo = arith.cmpi ult, %lane, %c16 : index
      %r = scf.if %lo -> (f32) {
        %y, %v = gpu.shuffle xor %x, %i1, %w : f32
        scf.yield %y : f32
      } else {
        scf.yield %x : f32
      }
      memref.store %r, %out[%i] : memref<64xf32>
      gpu.return
    }

    gpu.func @barrier_hoisted(%in: memref<64xf32>, %out: memref<64xf32>)
        workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c32r = arith.constant 32 : index
      %c64r = arith.constant 64 : index
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<64xf32>
      memref.store %x, %s[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %i32 = arith.addi %i, %c32r : index
      %j = arith.remui %i32, %c64r : index
      %y = memref.load %s[%j] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%i] : memref<64xf32>
      gpu.return
    }
  }

  func.func @main(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@barrier_in_branch blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xf32>, %out : memref<64xf32>)
    return
  }

  func.func @early_exit(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@exit_before_barrier blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xf32>, %out : memref<64xf32>)
    return
  }

  func.func @divergent_sites(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@two_barriers blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xf32>, %out : memref<64xf32>)
    return
  }

  func.func @divergent_shuffle(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@shuffle_in_branch blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xf32>, %out : memref<64xf32>)
    return
  }

  func.func @fixed(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@barrier_hoisted blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xf32>, %out : memref<64xf32>)
    return
  }
}
