// gpu.shuffle xor, down, up and idx (a per-lane source) over a full warp,
// and xor over a partial warp of 12 lanes with width 12; lanes whose source
// is not valid store -1 (the valid flag selects the value). Written in the
// style of upstream's mlir/test/Integration/GPU/CUDA/shuffle.mlir (not a copy).
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils --emu-schedule=reverse -O0 | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils --emu-schedule=random --emu-seed=2 | FileCheck %s

// Lane l holds l. Width 32: xor 5 reads l^5 (always valid); down 3 reads
// l+3, valid while l+3 <= 31; up 6 reads l-6, valid while l-6 >= 0; idx
// reads lane (5 l) mod 32 (always valid).
// CHECK: sizes = [4, 32]
// CHECK-NEXT: [5,  4,  7,  6,  1,  0,  3,  2,  13,  12,  15,  14,  9,  8,  11,  10,  21,  20,  23,  22,  17,  16,  19,  18,  29,  28,  31,  30,  25,  24,  27,  26],
// CHECK-NEXT: [3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22,  23,  24,  25,  26,  27,  28,  29,  30,  31,  -1,  -1,  -1],
// CHECK-NEXT: [-1,  -1,  -1,  -1,  -1,  -1,  0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22,  23,  24,  25],
// CHECK-NEXT: [0,  5,  10,  15,  20,  25,  30,  3,  8,  13,  18,  23,  28,  1,  6,  11,  16,  21,  26,  31,  4,  9,  14,  19,  24,  29,  2,  7,  12,  17,  22,  27]]
// Width 12 (clamp 11): xor 8 reads l^8, valid while l^8 <= 11, so lanes
// 0..3 read 8..11, lanes 4..7 (sources 12..15) are invalid, 8..11 read 0..3.
// CHECK: sizes = [12]
// CHECK-NEXT: [8,  9,  10,  11,  -1,  -1,  -1,  -1,  0,  1,  2,  3]
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %c12 = arith.constant 12 : index

  %warp = memref.alloc() : memref<4x32xf32>
  %warp_any = memref.cast %warp : memref<4x32xf32> to memref<*xf32>
  gpu.host_register %warp_any : memref<*xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %lane = arith.index_cast %tx : index to i32
    %val = arith.sitofp %lane : i32 to f32
    %width = arith.index_cast %sx : index to i32
    %none = arith.constant -1.0 : f32
    %i5 = arith.constant 5 : i32
    %i3 = arith.constant 3 : i32
    %i6 = arith.constant 6 : i32
    %i32 = arith.constant 32 : i32

    %x, %xok = gpu.shuffle xor %val, %i5, %width : f32
    %xs = arith.select %xok, %x, %none : f32
    memref.store %xs, %warp[%c0, %tx] : memref<4x32xf32>

    %d, %dok = gpu.shuffle down %val, %i3, %width : f32
    %ds = arith.select %dok, %d, %none : f32
    memref.store %ds, %warp[%c1, %tx] : memref<4x32xf32>

    %u, %uok = gpu.shuffle up %val, %i6, %width : f32
    %us = arith.select %uok, %u, %none : f32
    memref.store %us, %warp[%c2, %tx] : memref<4x32xf32>

    %five_l = arith.muli %lane, %i5 : i32
    %src = arith.remui %five_l, %i32 : i32
    %g, %gok = gpu.shuffle idx %val, %src, %width : f32
    %gs = arith.select %gok, %g, %none : f32
    memref.store %gs, %warp[%c3, %tx] : memref<4x32xf32>
    gpu.terminator
  }
  call @printMemrefF32(%warp_any) : (memref<*xf32>) -> ()

  // A partial warp; the valid flag branches as in a hand-written kernel.
  %part = memref.alloc() : memref<12xf32>
  %part_any = memref.cast %part : memref<12xf32> to memref<*xf32>
  gpu.host_register %part_any : memref<*xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c12, %sy = %c1, %sz = %c1) {
    %lane = arith.index_cast %tx : index to i32
    %val = arith.sitofp %lane : i32 to f32
    %width = arith.index_cast %sx : index to i32
    %i8 = arith.constant 8 : i32
    %x, %ok = gpu.shuffle xor %val, %i8, %width : f32
    cf.cond_br %ok, ^store(%x : f32), ^invalid
  ^invalid:
    %none = arith.constant -1.0 : f32
    cf.br ^store(%none : f32)
  ^store(%v : f32):
    memref.store %v, %part[%tx] : memref<12xf32>
    gpu.terminator
  }
  call @printMemrefF32(%part_any) : (memref<*xf32>) -> ()
  gpu.host_unregister %warp_any : memref<*xf32>
  gpu.host_unregister %part_any : memref<*xf32>
  memref.dealloc %warp : memref<4x32xf32>
  memref.dealloc %part : memref<12xf32>
  return
}

func.func private @printMemrefF32(%ptr : memref<*xf32>)
