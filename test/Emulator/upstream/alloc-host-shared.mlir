// Upstream's mlir/test/Integration/GPU/CUDA/alloc-host-shared.mlir with the
// RUN harness changed and one fix: upstream stores and loads element [1] of
// a memref<1xi32> (one past the end; the GPU does not notice, the emulator's
// bounds check does, see alloc-host-shared-oob below); here it is [0].
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils | FileCheck %s
// The upstream original, unchanged: the kernel's out-of-bounds load is reported.
// RUN: sed 's/%%memref\[%%c0\]/%%memref[%%c1]/' %s > %t.oob.mlir
// RUN: not hidet-run --target=emulate %t.oob.mlir --shared-lib=%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=OOB

// CHECK: 2000
// OOB: hidet-emu: error: out-of-bounds load of 4 bytes at {{.*}}.oob.mlir:{{[0-9]+}}:{{[0-9]+}} (load) by thread (0,0,0) of block (0,0,0) in kernel {{.*}}: address is just past the end of buffer #0 (kernel operand 0, 4 bytes)
module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1000_i32 = arith.constant 1000 : i32
    %memref = gpu.alloc  host_shared () : memref<1xi32>
    memref.store %c1000_i32, %memref[%c0] : memref<1xi32>
    gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %c1, %arg7 = %c1, %arg8 = %c1) threads(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) {
      %1 = memref.load %memref[%c0] : memref<1xi32>
      %2 = arith.addi %1, %1 : i32
      memref.store %2, %memref[%c0] : memref<1xi32>
      gpu.terminator
    }
    %0 = memref.load %memref[%c0] : memref<1xi32>
    vector.print %0 : i32
    return
  }
}
