// Votes and __syncwarp on a kernel written at the NVVM level (what
// convert-gpu-to-nvvm produces; upstream's gpu dialect has no ballot op).
// Two warps; thread t votes (t % 3 == 0). Per warp, lane 0 writes
// [ballot, any, all, uni] of that predicate and all/uni of (t < 64), which
// every thread satisfies. Expected, worked out by hand:
//   warp 0: lanes 0,3,...,30 -> 0x49249249 = 1227133513
//   warp 1: threads 33,36,...,63 are lanes 1,4,...,31 -> 0x92492492 = -1840700270
// RUN: hidet-run --target=emulate %s --arg=poison --print-args | FileCheck %s
// RUN: hidet-run --target=emulate %s --arg=poison --print-args --emu-schedule=reverse -O0 | FileCheck %s
// RUN: hidet-run --target=emulate %s --arg=poison --print-args --emu-schedule=random --emu-seed=9 | FileCheck %s
// CHECK:      arg #0: memref<2x6xi32> =
// CHECK-NEXT: {{\[\[}}1227133513, 1, 0, 0, 1, 1],
// CHECK-NEXT:  [-1840700270, 1, 0, 0, 1, 1]]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @votes(%alloc: !llvm.ptr, %out: !llvm.ptr, %off: i64, %s0: i64, %s1: i64, %st0: i64, %st1: i64) attributes {gpu.kernel, nvvm.kernel} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %lane = nvvm.read.ptx.sreg.laneid : i32
      %warp = nvvm.read.ptx.sreg.warpid : i32
      %full = llvm.mlir.constant(-1 : i32) : i32
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c3 = llvm.mlir.constant(3 : i32) : i32
      %c64 = llvm.mlir.constant(64 : i32) : i32
      %r = llvm.urem %tid, %c3 : i32
      %p = llvm.icmp "eq" %r, %c0 : i32
      %q = llvm.icmp "ult" %tid, %c64 : i32
      nvvm.bar.warp.sync %full : i32
      %ballot = nvvm.vote.sync ballot %full, %p -> i32
      %any = nvvm.vote.sync any %full, %p -> i1
      %all = nvvm.vote.sync all %full, %p -> i1
      %uni = nvvm.vote.sync uni %full, %p -> i1
      %allq = nvvm.vote.sync all %full, %q -> i1
      %uniq = nvvm.vote.sync uni %full, %q -> i1
      %isLane0 = llvm.icmp "eq" %lane, %c0 : i32
      llvm.cond_br %isLane0, ^write, ^done
    ^write:
      %w = llvm.sext %warp : i32 to i64
      %c6 = llvm.mlir.constant(6 : i64) : i64
      %row = llvm.mul %w, %c6 : i64
      %any32 = llvm.zext %any : i1 to i32
      %all32 = llvm.zext %all : i1 to i32
      %uni32 = llvm.zext %uni : i1 to i32
      %allq32 = llvm.zext %allq : i1 to i32
      %uniq32 = llvm.zext %uniq : i1 to i32
      %p0 = llvm.getelementptr %out[%row] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %ballot, %p0 : i32, !llvm.ptr
      %p1 = llvm.getelementptr %p0[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %any32, %p1 : i32, !llvm.ptr
      %p2 = llvm.getelementptr %p0[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %all32, %p2 : i32, !llvm.ptr
      %p3 = llvm.getelementptr %p0[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %uni32, %p3 : i32, !llvm.ptr
      %p4 = llvm.getelementptr %p0[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %allq32, %p4 : i32, !llvm.ptr
      %p5 = llvm.getelementptr %p0[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %uniq32, %p5 : i32, !llvm.ptr
      llvm.br ^done
    ^done:
      llvm.return
    }
  }
  func.func @main(%out: memref<2x6xi32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@votes blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<2x6xi32>)
    return
  }
}
