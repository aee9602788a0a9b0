// The emulator's initial shared memory: 0xFF bytes by default (a read of
// what no thread wrote prints NaN), zero bytes with --emu-shared-init=zero
// (as upstream's sm_90 programs print before their TMA loads).
// RUN: hidet-run --target=emulate %s | FileCheck %s --check-prefix=POISON
// RUN: hidet-run --target=emulate %s --emu-shared-init=zero | FileCheck %s --check-prefix=ZERO
// POISON: before: -nan nan=1
// ZERO: before: 0.000000 nan=0
module attributes {gpu.container_module} {
  memref.global "private" @buf : memref<4xf32, 3>
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %b = memref.get_global @buf : memref<4xf32, 3>
      %c2 = arith.constant 2 : index
      %v = memref.load %b[%c2] : memref<4xf32, 3>
      %isnan = arith.cmpf uno, %v, %v : f32
      %n = arith.extui %isnan : i1 to i32
      gpu.printf "before: %f nan=%d\n", %v, %n : f32, i32
      gpu.terminator
    }
    return
  }
}
