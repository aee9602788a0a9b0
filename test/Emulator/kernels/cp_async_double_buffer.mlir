// Double-buffered streaming through shared memory with cp.async.
// X is 6x1000 f32 holding 6 rows of 998 valid columns (the leading dimension
// is padded to 1000 so that rows are 16-byte aligned). One block of 64 threads
// per row streams the row in 4 tiles of 256 floats: each thread copies one
// 16-byte vector (4 f32) per tile with `nvgpu.device_async_copy` into one of
// two shared buffers, commits it as a group (`nvgpu.device_async_create_group`),
// and while tile t+1 is in flight waits for tile t with
// `nvgpu.device_async_wait {numGroups = 1}` (the last tile with a plain wait,
// i.e. wait_group 0), then a gpu.barrier makes every thread's copies visible.
// Threads read elements other threads copied (strided by 64), so both the
// wait and the barrier matter; a second barrier guards the buffer before it
// is refilled.
// Edge handling uses cp.async's zero fill (src-size < 16): the vector at
// column 996 reads 2 elements (srcElements = 2) and the vectors past 998 read
// none (srcElements = 0, the source clamped in bounds), so the shared tile
// holds zeros there. The prologue copy uses cp.async.ca, the loop ones .cg
// (bypassL1).
// Outputs: Y[r, c] = 0.5 * X[r, c] for c < 998 (every element must be
// written: Y starts as NaN) and S[r] = sum of X[r, :998] (over the whole
// tile, padding zeros included: a missed zero fill shows as NaN).
// Reference: cp_async_double_buffer.ref.mlir (slice, f64 sum, cast to f32).
//
// Tolerance: Y is exact; S sums 998 f32 values in tree order against an f64
// sum: ~1e-5 absolute error on sums of magnitude ~20 that may be near 0.
//
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/cp_async_double_buffer.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=forward | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/cp_async_double_buffer.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=reverse | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/cp_async_double_buffer.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=random --emu-seed=9 --seed=4 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/cp_async_double_buffer.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=random --emu-async=early --emu-seed=2 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --arg=rand --arg=poison --arg=poison --compare=%S/cp_async_double_buffer.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-async=early --emu-schedule=reverse | FileCheck %s
// RUN: %S/check_ptx.sh %s
// CHECK: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stream(%x: memref<6x1000xf32>, %y: memref<6x998xf32>, %s: memref<6xf32>)
        workgroup(%buf: memref<2x256xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64},
                  %part: memref<2xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c256 = arith.constant 256 : index
      %valid_cols = arith.constant 998 : index
      %last_vec = arith.constant 996 : index
      %zero = arith.constant 0.0 : f32
      %half = arith.constant 0.5 : f32
      %i1 = arith.constant 1 : i32
      %i2 = arith.constant 2 : i32
      %i4 = arith.constant 4 : i32
      %i8 = arith.constant 8 : i32
      %i16 = arith.constant 16 : i32
      %width = arith.constant 32 : i32
      %row = gpu.block_id x
      %tid = gpu.thread_id x
      %lane = gpu.lane_id
      %warp = arith.divui %tid, %c32 : index
      %vcol = arith.muli %tid, %c4 : index

      // Prologue: tile 0 into buffer 0 (.ca). All of tile 0 is in bounds.
      %t0 = nvgpu.device_async_copy %x[%row, %vcol], %buf[%c0, %vcol], 4
          : memref<6x1000xf32> to memref<2x256xf32, #gpu.address_space<workgroup>>
      %g0 = nvgpu.device_async_create_group %t0

      %acc_loop = scf.for %t = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f32) {
        // Issue tile t+1 into the other buffer (.cg), with zero fill at the edge.
        %tn = arith.addi %t, %c1 : index
        %sn = arith.remui %tn, %c2 : index
        %base = arith.muli %tn, %c256 : index
        %col = arith.addi %base, %vcol : index
        %left = arith.subi %valid_cols, %col : index
        %left_pos = arith.maxsi %left, %c0 : index
        %nelem = arith.minsi %left_pos, %c4 : index
        %src = arith.minui %col, %last_vec : index
        %tk = nvgpu.device_async_copy %x[%row, %src], %buf[%sn, %vcol], 4, %nelem {bypassL1}
            : memref<6x1000xf32> to memref<2x256xf32, #gpu.address_space<workgroup>>
        %g = nvgpu.device_async_create_group %tk
        // All but the newest group (tile t+1) have landed: tile t is here.
        nvgpu.device_async_wait %g {numGroups = 1 : i32}
        gpu.barrier

        %st = arith.remui %t, %c2 : index
        %tbase = arith.muli %t, %c256 : index
        %acc2 = scf.for %q = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (f32) {
          %qo = arith.muli %q, %c64 : index
          %e = arith.addi %tid, %qo : index
          %v = memref.load %buf[%st, %e] : memref<2x256xf32, #gpu.address_space<workgroup>>
          %c = arith.addi %tbase, %e : index
          %in = arith.cmpi ult, %c, %valid_cols : index
          scf.if %in {
            %h = arith.mulf %v, %half : f32
            memref.store %h, %y[%row, %c] : memref<6x998xf32>
          }
          %a2 = arith.addf %a, %v : f32
          scf.yield %a2 : f32
        }
        // Everyone is done with buffer t%2 before iteration t+1 refills it.
        gpu.barrier
        scf.yield %acc2 : f32
      }

      // Last tile (3, in buffer 1): wait for everything (wait_group 0).
      nvgpu.device_async_wait %g0
      gpu.barrier
      %acc = scf.for %q = %c0 to %c4 step %c1 iter_args(%a = %acc_loop) -> (f32) {
        %qo = arith.muli %q, %c64 : index
        %e = arith.addi %tid, %qo : index
        %v = memref.load %buf[%c1, %e] : memref<2x256xf32, #gpu.address_space<workgroup>>
        %tb = arith.muli %c3, %c256 : index
        %c = arith.addi %tb, %e : index
        %in = arith.cmpi ult, %c, %valid_cols : index
        scf.if %in {
          %h = arith.mulf %v, %half : f32
          memref.store %h, %y[%row, %c] : memref<6x998xf32>
        }
        %a2 = arith.addf %a, %v : f32
        scf.yield %a2 : f32
      }

      // Block sum: warp butterflies, then thread 0 adds the two warps.
      %x16, %v16 = gpu.shuffle xor %acc, %i16, %width : f32
      %b16 = arith.addf %acc, %x16 : f32
      %x8, %v8 = gpu.shuffle xor %b16, %i8, %width : f32
      %b8 = arith.addf %b16, %x8 : f32
      %x4, %v4 = gpu.shuffle xor %b8, %i4, %width : f32
      %b4 = arith.addf %b8, %x4 : f32
      %x2, %v2 = gpu.shuffle xor %b4, %i2, %width : f32
      %b2 = arith.addf %b4, %x2 : f32
      %x1, %v1 = gpu.shuffle xor %b2, %i1, %width : f32
      %wsum = arith.addf %b2, %x1 : f32
      %lane0 = arith.cmpi eq, %lane, %c0 : index
      scf.if %lane0 {
        memref.store %wsum, %part[%warp] : memref<2xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %t_0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %t_0 {
        %p0 = memref.load %part[%c0] : memref<2xf32, #gpu.address_space<workgroup>>
        %p1 = memref.load %part[%c1] : memref<2xf32, #gpu.address_space<workgroup>>
        %tot = arith.addf %p0, %p1 : f32
        memref.store %tot, %s[%row] : memref<6xf32>
      }
      gpu.return
    }
  }

  func.func @main(%x: memref<6x1000xf32>, %y: memref<6x998xf32>, %s: memref<6xf32>) {
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@stream blocks in (%c6, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<6x1000xf32>, %y : memref<6x998xf32>, %s : memref<6xf32>)
    return
  }
}
