// A TMA tile store on the emulator (our own program): 16 threads fill a
// 16x32 f32 shared tile with 1000 + 100 r + c, fence the generic proxy
// against the async one, and thread 0 stores the tile at row 30, column 40
// of a 40x64 tensor of -1s, commits the bulk group and waits for it. The
// box runs past both edges: only rows 30..39, columns 40..63 are written.
// The host reads the tensor back and prints elements inside and around
// the box. The RACE run drops the wait: a thread then overwrites the tile
// while the store still reads it, which the emulator reports; the NOFENCE
// run drops the proxy fence, so the store reads through the async proxy
// what ordinary stores wrote unfenced.
// RUN: hidet-run --target=emulate %s | FileCheck %s
// RUN: hidet-run --target=emulate %s -O0 --emu-schedule=random --emu-seed=4 | FileCheck %s
// RUN: sed 's/^ *nvvm.cp.async.bulk.wait_group 0.*$//' %s > %t.mlir
// RUN: not hidet-run --target=emulate %t.mlir 2>&1 | FileCheck %s --check-prefix=RACE
// CHECK: d[30][40]=1000.000000 d[39][63]=1923.000000 d[29][40]=-1.000000 d[30][39]=-1.000000 d[35][50]=1510.000000
// RUN: sed 's/^ *nvvm.fence.proxy.*$//' %s > %t.nofence.mlir
// RUN: not hidet-run --target=emulate %t.nofence.mlir 2>&1 | FileCheck %s --check-prefix=NOFENCE
// NOFENCE: hidet-emu: error: race: cp.async.bulk.tensor (store) at {{.*}} by thread (0,0,0) of block (0,0,0) in kernel '{{.*}}' reads shared memory at 0x{{[0-9a-f]+}} through the async proxy, which thread (0,0,0) wrote with an ordinary store and has not fenced since (fence.proxy.async after the stores, then a barrier, before the async read)
// RACE: hidet-emu: error: race: thread (0,0,0) of block (0,0,0) in kernel '{{.*}}' writes shared memory at 0x{{[0-9a-f]+}} at {{.*}} (store), which the TMA store issued at {{.*}} still reads (wait on its bulk group first: cp.async.bulk.wait_group.read)
!desc = !nvgpu.tensormap.descriptor<tensor = memref<16x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  memref.global "private" @tile : memref<16x32xf32, 3> {alignment = 128}
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %m1 = arith.constant -1.0 : f32
    %h = memref.alloc() : memref<40x64xf32>
    scf.for %i = %c0 to %c40 step %c1 {
      scf.for %j = %c0 to %c64 step %c1 {
        memref.store %m1, %h[%i, %j] : memref<40x64xf32>
      }
    }
    %d = gpu.alloc () : memref<40x64xf32>
    gpu.memcpy %d, %h : memref<40x64xf32>, memref<40x64xf32>
    %u = memref.cast %d : memref<40x64xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %u box[%c16, %c32] : memref<*xf32> -> !desc
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
      %t = memref.get_global @tile : memref<16x32xf32, 3>
      scf.for %j = %c0 to %c32 step %c1 {
        %ri = arith.index_cast %tx : index to i32
        %ji = arith.index_cast %j : index to i32
        %c100 = arith.constant 100 : i32
        %c1000 = arith.constant 1000 : i32
        %a = arith.muli %ri, %c100 : i32
        %b = arith.addi %a, %ji : i32
        %v = arith.addi %b, %c1000 : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %t[%tx, %j] : memref<16x32xf32, 3>
      }
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      gpu.barrier
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %row = arith.constant 30 : index
        nvgpu.tma.async.store %t to %desc[%c40, %row] : memref<16x32xf32, 3> -> !desc
        nvvm.cp.async.bulk.commit.group
        nvvm.cp.async.bulk.wait_group 0 {read}
        %z = arith.constant 0.0 : f32
        memref.store %z, %t[%c0, %c0] : memref<16x32xf32, 3>
      }
      gpu.terminator
    }
    gpu.memcpy %h, %d : memref<40x64xf32>, memref<40x64xf32>
    %c29 = arith.constant 29 : index
    %c30 = arith.constant 30 : index
    %c35 = arith.constant 35 : index
    %c39 = arith.constant 39 : index
    %c50 = arith.constant 50 : index
    %c63 = arith.constant 63 : index
    %a = memref.load %h[%c30, %c40] : memref<40x64xf32>
    %b = memref.load %h[%c39, %c63] : memref<40x64xf32>
    %e = memref.load %h[%c29, %c40] : memref<40x64xf32>
    %g = memref.load %h[%c30, %c39] : memref<40x64xf32>
    %k = memref.load %h[%c35, %c50] : memref<40x64xf32>
    %fa = arith.extf %a : f32 to f64
    %fb = arith.extf %b : f32 to f64
    %fe = arith.extf %e : f32 to f64
    %fg = arith.extf %g : f32 to f64
    %fk = arith.extf %k : f32 to f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %n = llvm.call @printf(%fmt, %fa, %fb, %fe, %fg, %fk) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64, f64) -> i32
    memref.dealloc %h : memref<40x64xf32>
    gpu.dealloc %d : memref<40x64xf32>
    return
  }
  llvm.mlir.global internal constant @fmt("d[30][40]=%f d[39][63]=%f d[29][40]=%f d[30][39]=%f d[35][50]=%f\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
}
