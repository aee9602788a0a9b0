// Written in the style of upstream's all-reduce-{and,or,xor,max,min,region}
// and multiple-all-reduce integration tests (not a copy): host data stored
// with memref.store into host_register'ed buffers, gpu.all_reduce of every
// integer kind, a region reduction and float kinds in one gpu.launch of two
// blocks of 6 threads, results printed with printMemref*. Expected values are
// computed by hand from the rows [0, 1, 2, 4, 8, 16] and [2, 3, 6, 7, 10, 11].
// A second launch reduces over 40 threads (a full warp and a partial one).
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils --emu-schedule=random --emu-seed=5 -O0 | FileCheck %s

// Columns: and, or, xor, maxsi, minsi, region add, minui, maxui.
// CHECK:      [0, 31, 31, 16, 0, 31, 0, 16],
// CHECK-NEXT: [2, 15, 1, 11, 2, 39, 2, 11]
// Columns: mul, maxnumf, minimumf.
// CHECK:      [0, 16, 0],
// CHECK-NEXT: [27720, 11, 2]
// 40 threads: sum of 0..39, and of (t | 64), max of t.
// CHECK:      [780, 64, 39]
func.func @main() {
  %data = memref.alloc() : memref<2x6xi32>
  %ires = memref.alloc() : memref<2x8xi32>
  %fres = memref.alloc() : memref<2x3xf32>
  %wide = memref.alloc() : memref<3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c40 = arith.constant 40 : index

  %cast_data = memref.cast %data : memref<2x6xi32> to memref<*xi32>
  gpu.host_register %cast_data : memref<*xi32>
  %cast_ires = memref.cast %ires : memref<2x8xi32> to memref<*xi32>
  gpu.host_register %cast_ires : memref<*xi32>
  %cast_fres = memref.cast %fres : memref<2x3xf32> to memref<*xf32>
  gpu.host_register %cast_fres : memref<*xf32>
  %cast_wide = memref.cast %wide : memref<3xi32> to memref<*xi32>
  gpu.host_register %cast_wide : memref<*xi32>

  %v0 = arith.constant 0 : i32
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant 2 : i32
  %v3 = arith.constant 3 : i32
  %v4 = arith.constant 4 : i32
  %v6 = arith.constant 6 : i32
  %v7 = arith.constant 7 : i32
  %v8 = arith.constant 8 : i32
  %v10 = arith.constant 10 : i32
  %v11 = arith.constant 11 : i32
  %v16 = arith.constant 16 : i32
  memref.store %v0, %data[%c0, %c0] : memref<2x6xi32>
  memref.store %v1, %data[%c0, %c1] : memref<2x6xi32>
  memref.store %v2, %data[%c0, %c2] : memref<2x6xi32>
  memref.store %v4, %data[%c0, %c3] : memref<2x6xi32>
  memref.store %v8, %data[%c0, %c4] : memref<2x6xi32>
  memref.store %v16, %data[%c0, %c5] : memref<2x6xi32>
  memref.store %v2, %data[%c1, %c0] : memref<2x6xi32>
  memref.store %v3, %data[%c1, %c1] : memref<2x6xi32>
  memref.store %v6, %data[%c1, %c2] : memref<2x6xi32>
  memref.store %v7, %data[%c1, %c3] : memref<2x6xi32>
  memref.store %v10, %data[%c1, %c4] : memref<2x6xi32>
  memref.store %v11, %data[%c1, %c5] : memref<2x6xi32>

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c2, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c6, %block_y = %c1, %block_z = %c1) {
    %val = memref.load %data[%bx, %tx] : memref<2x6xi32>
    %and = gpu.all_reduce and %val uniform {} : (i32) -> (i32)
    memref.store %and, %ires[%bx, %c0] : memref<2x8xi32>
    %or = gpu.all_reduce or %val uniform {} : (i32) -> (i32)
    memref.store %or, %ires[%bx, %c1] : memref<2x8xi32>
    %xor = gpu.all_reduce xor %val {} : (i32) -> (i32)
    memref.store %xor, %ires[%bx, %c2] : memref<2x8xi32>
    %max = gpu.all_reduce maxsi %val uniform {} : (i32) -> (i32)
    memref.store %max, %ires[%bx, %c3] : memref<2x8xi32>
    %min = gpu.all_reduce minsi %val uniform {} : (i32) -> (i32)
    memref.store %min, %ires[%bx, %c4] : memref<2x8xi32>
    %sum = gpu.all_reduce %val uniform {
    ^bb(%lhs : i32, %rhs : i32):
      %s = arith.addi %lhs, %rhs : i32
      "gpu.yield"(%s) : (i32) -> ()
    } : (i32) -> (i32)
    memref.store %sum, %ires[%bx, %c5] : memref<2x8xi32>
    %minu = gpu.all_reduce minui %val uniform {} : (i32) -> (i32)
    memref.store %minu, %ires[%bx, %c6] : memref<2x8xi32>
    %maxu = gpu.all_reduce maxui %val uniform {} : (i32) -> (i32)
    memref.store %maxu, %ires[%bx, %c7] : memref<2x8xi32>
    %f = arith.sitofp %val : i32 to f32
    %mul = gpu.all_reduce mul %f uniform {} : (f32) -> (f32)
    memref.store %mul, %fres[%bx, %c0] : memref<2x3xf32>
    %fmax = gpu.all_reduce maxnumf %f uniform {} : (f32) -> (f32)
    memref.store %fmax, %fres[%bx, %c1] : memref<2x3xf32>
    %fmin = gpu.all_reduce minimumf %f uniform {} : (f32) -> (f32)
    memref.store %fmin, %fres[%bx, %c2] : memref<2x3xf32>
    gpu.terminator
  }

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c40, %block_y = %c1, %block_z = %c1) {
    %t = arith.index_cast %tx : index to i32
    %sum = gpu.all_reduce add %t uniform {} : (i32) -> (i32)
    %v64 = arith.constant 64 : i32
    %tor = arith.ori %t, %v64 : i32
    %and = gpu.all_reduce and %tor uniform {} : (i32) -> (i32)
    %max = gpu.all_reduce maxsi %t uniform {} : (i32) -> (i32)
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      memref.store %sum, %wide[%c0] : memref<3xi32>
      memref.store %and, %wide[%c1] : memref<3xi32>
      memref.store %max, %wide[%c2] : memref<3xi32>
    }
    gpu.terminator
  }

  call @printMemrefI32(%cast_ires) : (memref<*xi32>) -> ()
  call @printMemrefF32(%cast_fres) : (memref<*xf32>) -> ()
  call @printMemrefI32(%cast_wide) : (memref<*xi32>) -> ()
  return
}

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
