// Negative: gpu.subgroup_reduce in a block of 16 threads. Both of its
// lowerings name all 32 lanes of the warp (redux.sync and the shuffle
// butterfly use mask 0xffffffff), so on a GPU the result is undefined; the
// emulator reports the missing lanes, with the op's location, and hidet-run
// exits 1.
//  - @redux: a uniform i32 add (redux.sync).
//  - @shuffles: kernel @sum, an f32 add (gpu.shuffle xor).
//  - @fixed: @sum with 32 threads; runs clean.
//
// RUN: not hidet-run --target=emulate %s --entry=redux --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=REDUX
// RUN: not hidet-run --target=emulate %s --entry=shuffles --arg=rand --arg=poison 2>&1 | FileCheck %s --check-prefix=SHFL
// RUN: hidet-run --target=emulate %s --entry=fixed --arg=rand --arg=poison --compare=%S/neg_subgroup_reduce.ref.mlir --atol=1e-5 --rtol=1e-5 | FileCheck %s --check-prefix=PASS
// REDUX: hidet-emu: error: thread (0,0,0) of block (0,0,0) in kernel 'kernels::redux': redux.sync at {{.*}}neg_subgroup_reduce.mlir:{{[0-9]+}}:{{[0-9]+}} (redux.sync) with mask 0xffffffff names lane 16, which does not exist (warp 0 has 16 lanes)
// SHFL: hidet-emu: error: thread (0,0,0) of block (0,0,0) in kernel 'kernels::sum': shfl.sync.bfly at {{.*}}neg_subgroup_reduce.mlir:{{[0-9]+}}:{{[0-9]+}} (shfl.sync) with mask 0xffffffff names lane 16, which does not exist (warp 0 has 16 lanes)
// PASS: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @redux(%in: memref<32xi32>, %out: memref<32xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<32xi32>
      %r = gpu.subgroup_reduce add %v uniform : (i32) -> (i32)
      memref.store %r, %out[%t] : memref<32xi32>
      gpu.return
    }
    gpu.func @sum(%in: memref<32xf32>, %out: memref<32xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<32xf32>
      %r = gpu.subgroup_reduce add %v : (f32) -> (f32)
      memref.store %r, %out[%t] : memref<32xf32>
      gpu.return
    }
  }

  func.func @redux(%in: memref<32xi32>, %out: memref<32xi32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @kernels::@redux blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%in : memref<32xi32>, %out : memref<32xi32>)
    return
  }
  func.func @shuffles(%in: memref<32xf32>, %out: memref<32xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @kernels::@sum blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%in : memref<32xf32>, %out : memref<32xf32>)
    return
  }
  func.func @fixed(%in: memref<32xf32>, %out: memref<32xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@sum blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%in : memref<32xf32>, %out : memref<32xf32>)
    return
  }
}
