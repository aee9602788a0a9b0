// Row sums of a 7x1000 f32 matrix: one block of 128 threads (4 warps) per
// row. Every thread sums a strided slice of its row (1000 is not a multiple
// of 128: the last step's loads are predicated off past the end), each warp
// reduces with `gpu.shuffle xor` (butterfly, all lanes get the warp sum),
// lane 0 of each warp parks it in a workgroup buffer, and after a barrier:
//  - warp 0 reduces the partials with `gpu.shuffle down`, broadcasts lane 0's
//    total with `gpu.shuffle idx` and lane 31 writes it to %out_down;
//  - warp 1 runs an inclusive Hillis-Steele scan with `gpu.shuffle up`
//    (using the `valid` predicate to drop lanes below the offset) and lane
//    nwarps-1 = 3, whose prefix is the total, writes it to %out_up.
// Both outputs equal the row sums. Reference: reduce_shuffle.ref.mlir (sum in
// f64, cast to f32).
//
// Tolerance: the kernel adds 1000 f32 values in a tree order, the reference
// in f64; the f32 rounding error is ~1e-5 absolute on sums of magnitude ~20,
// and a row sum can be close to 0, so check with an absolute floor.
//
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/reduce_shuffle.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=forward | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/reduce_shuffle.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=reverse | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/reduce_shuffle.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=random --emu-seed=3 --seed=11 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/reduce_shuffle.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=random --emu-seed=5 | FileCheck %s
// RUN: %S/check_ptx.sh %s
// CHECK: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @row_sum(%in: memref<7x1000xf32>, %out_down: memref<7xf32>, %out_up: memref<7xf32>)
        workgroup(%partial: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c31 = arith.constant 31 : index
      %n = arith.constant 1000 : index
      %zero = arith.constant 0.0 : f32
      %i0 = arith.constant 0 : i32
      %i1 = arith.constant 1 : i32
      %i2 = arith.constant 2 : i32
      %i4 = arith.constant 4 : i32
      %i8 = arith.constant 8 : i32
      %i16 = arith.constant 16 : i32
      %width = arith.constant 32 : i32
      %row = gpu.block_id x
      %tid = gpu.thread_id x
      %bdim = gpu.block_dim x
      %lane = gpu.lane_id
      %warp = arith.divui %tid, %c32 : index
      %nwarps = arith.divui %bdim, %c32 : index

      // Strided partial sum; the tail is predicated.
      %acc = scf.for %j0 = %c0 to %n step %bdim iter_args(%a = %zero) -> (f32) {
        %j = arith.addi %j0, %tid : index
        %inb = arith.cmpi ult, %j, %n : index
        %v = scf.if %inb -> (f32) {
          %x = memref.load %in[%row, %j] : memref<7x1000xf32>
          scf.yield %x : f32
        } else {
          scf.yield %zero : f32
        }
        %s = arith.addf %a, %v : f32
        scf.yield %s : f32
      }

      // Butterfly: every lane ends with the warp's sum.
      %x16, %vx16 = gpu.shuffle xor %acc, %i16, %width : f32
      %b16 = arith.addf %acc, %x16 : f32
      %x8, %vx8 = gpu.shuffle xor %b16, %i8, %width : f32
      %b8 = arith.addf %b16, %x8 : f32
      %x4, %vx4 = gpu.shuffle xor %b8, %i4, %width : f32
      %b4 = arith.addf %b8, %x4 : f32
      %x2, %vx2 = gpu.shuffle xor %b4, %i2, %width : f32
      %b2 = arith.addf %b4, %x2 : f32
      %x1, %vx1 = gpu.shuffle xor %b2, %i1, %width : f32
      %wsum = arith.addf %b2, %x1 : f32

      %lane0 = arith.cmpi eq, %lane, %c0 : index
      scf.if %lane0 {
        memref.store %wsum, %partial[%warp] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier

      // Lanes past the number of warps contribute 0 (the buffer holds poison
      // there in the emulator).
      %has = arith.cmpi ult, %lane, %nwarps : index
      %p = scf.if %has -> (f32) {
        %y = memref.load %partial[%lane] : memref<32xf32, #gpu.address_space<workgroup>>
        scf.yield %y : f32
      } else {
        scf.yield %zero : f32
      }

      %is_w0 = arith.cmpi eq, %warp, %c0 : index
      scf.if %is_w0 {
        %d16, %vd16 = gpu.shuffle down %p, %i16, %width : f32
        %e16 = arith.addf %p, %d16 : f32
        %d8, %vd8 = gpu.shuffle down %e16, %i8, %width : f32
        %e8 = arith.addf %e16, %d8 : f32
        %d4, %vd4 = gpu.shuffle down %e8, %i4, %width : f32
        %e4 = arith.addf %e8, %d4 : f32
        %d2, %vd2 = gpu.shuffle down %e4, %i2, %width : f32
        %e2 = arith.addf %e4, %d2 : f32
        %d1, %vd1 = gpu.shuffle down %e2, %i1, %width : f32
        %e1 = arith.addf %e2, %d1 : f32
        // Only lane 0 holds the total: broadcast it, a far lane writes it.
        %tot, %vt = gpu.shuffle idx %e1, %i0, %width : f32
        %last = arith.cmpi eq, %lane, %c31 : index
        scf.if %last {
          memref.store %tot, %out_down[%row] : memref<7xf32>
        }
      }

      %is_w1 = arith.cmpi eq, %warp, %c1 : index
      scf.if %is_w1 {
        // Inclusive scan: v += valid ? up(v, d) : 0 for d = 1, 2, 4, 8, 16.
        %u1, %vu1 = gpu.shuffle up %p, %i1, %width : f32
        %a1 = arith.select %vu1, %u1, %zero : f32
        %s1 = arith.addf %p, %a1 : f32
        %u2, %vu2 = gpu.shuffle up %s1, %i2, %width : f32
        %a2 = arith.select %vu2, %u2, %zero : f32
        %s2 = arith.addf %s1, %a2 : f32
        %u4, %vu4 = gpu.shuffle up %s2, %i4, %width : f32
        %a4 = arith.select %vu4, %u4, %zero : f32
        %s4 = arith.addf %s2, %a4 : f32
        %u8, %vu8 = gpu.shuffle up %s4, %i8, %width : f32
        %a8 = arith.select %vu8, %u8, %zero : f32
        %s8 = arith.addf %s4, %a8 : f32
        %u16, %vu16 = gpu.shuffle up %s8, %i16, %width : f32
        %a16 = arith.select %vu16, %u16, %zero : f32
        %s16 = arith.addf %s8, %a16 : f32
        // The inclusive prefix at lane nwarps-1 is the total. (Not lane 31:
        // its prefix never reads an out-of-range lane, so it would not
        // notice a wrong `valid`; lane 3's does at offsets 4, 8 and 16.)
        %nw1 = arith.subi %nwarps, %c1 : index
        %last = arith.cmpi eq, %lane, %nw1 : index
        scf.if %last {
          memref.store %s16, %out_up[%row] : memref<7xf32>
        }
      }
      gpu.return
    }
  }

  func.func @main(%in: memref<7x1000xf32>, %out_down: memref<7xf32>, %out_up: memref<7xf32>) {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@row_sum blocks in (%c7, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<7x1000xf32>, %out_down : memref<7xf32>, %out_up : memref<7xf32>)
    return
  }
}
