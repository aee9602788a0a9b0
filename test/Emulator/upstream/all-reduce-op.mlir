// gpu.all_reduce over a 7x3x2 block (42 threads: a full warp and a partial
// one) with an op kind (add on f32, minsi on i32) and with a region (xor on
// i32); every thread stores all three results; host_register of an unranked
// cast of a dynamic memref. Written in the style of upstream's
// mlir/test/Integration/GPU/CUDA/all-reduce-op.mlir (not a copy).
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils --emu-schedule=random --emu-seed=9 -O0 | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_runner_utils --emu-schedule=reverse | FileCheck %s

// With the linear id i = x + 7 (y + 3 z), i = 0..41:
//   add of i      = 41 * 42 / 2 = 861
//   xor of i      = 1 (xor of 0..n is 1 when n mod 4 = 1; 41 mod 4 = 1)
//   minsi 100-i*i = 100 - 41*41 = -1581
// The result is out[kind][z][y][x]: 2*3 = 6 rows of 7 per kind.
// CHECK: sizes = [3, 2, 3, 7]
// CHECK-COUNT-6: {{\[(861, +){6}861\]}}
// CHECK-COUNT-6: {{\[(1, +){6}1\]}}
// CHECK-COUNT-6: {{\[(-1581, +){6}-1581\]}}
// CHECK-NOT: {{[0-9]}}
func.func @main() {
  %out = memref.alloc() : memref<3x2x3x7xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %dyn = memref.cast %out : memref<3x2x3x7xi32> to memref<?x?x?x?xi32>
  %nz = memref.dim %dyn, %c1 : memref<?x?x?x?xi32>
  %ny = memref.dim %dyn, %c2 : memref<?x?x?x?xi32>
  %nx = memref.dim %dyn, %c3 : memref<?x?x?x?xi32>
  %any = memref.cast %dyn : memref<?x?x?x?xi32> to memref<*xi32>
  gpu.host_register %any : memref<*xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %nx, %sy = %ny, %sz = %nz) {
    %zy = arith.muli %tz, %sy : index
    %plane = arith.addi %zy, %ty : index
    %row = arith.muli %plane, %sx : index
    %lin = arith.addi %row, %tx : index
    %i = arith.index_cast %lin : index to i32
    %f = arith.sitofp %i : i32 to f32

    %sum = gpu.all_reduce add %f uniform {} : (f32) -> (f32)
    %sum_i = arith.fptosi %sum : f32 to i32
    memref.store %sum_i, %dyn[%c0, %tz, %ty, %tx] : memref<?x?x?x?xi32>

    %x = gpu.all_reduce %i uniform {
    ^bb0(%a : i32, %b : i32):
      %r = arith.xori %a, %b : i32
      gpu.yield %r : i32
    } : (i32) -> (i32)
    memref.store %x, %dyn[%c1, %tz, %ty, %tx] : memref<?x?x?x?xi32>

    %hundred = arith.constant 100 : i32
    %sq = arith.muli %i, %i : i32
    %d = arith.subi %hundred, %sq : i32
    %m = gpu.all_reduce minsi %d uniform {} : (i32) -> (i32)
    memref.store %m, %dyn[%c2, %tz, %ty, %tx] : memref<?x?x?x?xi32>
    gpu.terminator
  }
  call @printMemrefI32(%any) : (memref<*xi32>) -> ()
  gpu.host_unregister %any : memref<*xi32>
  memref.dealloc %out : memref<3x2x3x7xi32>
  return
}

func.func private @printMemrefI32(%ptr : memref<*xi32>)
