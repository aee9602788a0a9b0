// cf.assert in a kernel: the failing threads report block, thread and the
// innermost callee's file:line and function of a nested call-site location;
// they print nothing after the assertion, a later launch does not run, and
// hidet-run exits non-zero. Written in the style of upstream's
// mlir/test/Integration/GPU/CUDA/assert.mlir (not a copy).
// RUN: not hidet-run --target=emulate %s > %t.fwd 2>&1
// RUN: FileCheck %s < %t.fwd
// RUN: FileCheck %s --check-prefix=NEVER < %t.fwd
// RUN: not hidet-run --target=emulate %s --emu-schedule=reverse -O0 > %t.rev 2>&1
// RUN: FileCheck %s < %t.rev
// RUN: FileCheck %s --check-prefix=NEVER < %t.rev
// RUN: not hidet-run --target=emulate %s --emu-schedule=random --emu-seed=4 > %t.rnd 2>&1
// RUN: FileCheck %s < %t.rnd
// RUN: FileCheck %s --check-prefix=NEVER < %t.rnd

// One block of 2x2 threads; the limit argument is 1, so the threads with
// y = 1 (thread [0,1,0] and [1,1,0]) fail the second assertion; the threads
// with y = 0 pass both and reach the last printf.
// CHECK-DAG: row 0 col 0: first check passed
// CHECK-DAG: row 0 col 1: first check passed
// CHECK-DAG: row 1 col 0: first check passed
// CHECK-DAG: row 1 col 1: first check passed
// CHECK-DAG: row 0 col 0: second check passed
// CHECK-DAG: row 0 col 1: second check passed
// CHECK-DAG: tile_rows.cu:23: check_row: block: [0,0,0], thread: [0,1,0] Assertion `row below limit` failed.
// CHECK-DAG: tile_rows.cu:23: check_row: block: [0,0,0], thread: [1,1,0] Assertion `row below limit` failed.
// CHECK-DAG: hidet-run: error: the emulated kernels failed
// NEVER-NOT: row 1 col {{[01]}}: second check passed
// NEVER-NOT: later launch ran
// NEVER-NOT: always holds
// NEVER: hidet-run: error: the emulated kernels failed
// NEVER-NOT: later launch ran
module attributes {gpu.container_module} {
  gpu.module @checks {
    gpu.func @check_rows(%always: i1, %limit: index) kernel {
      %x = gpu.thread_id x
      %y = gpu.thread_id y
      cf.assert %always, "always holds"
      gpu.printf "row %lld col %lld: first check passed\n", %y, %x : index, index
      %ok = arith.cmpi ult, %y, %limit : index
      cf.assert %ok, "row below limit" loc(callsite(callsite("check_row"("tile_rows.cu":23:5) at "tile_grid.cu":48:9) at "launcher.cu":102:3))
      gpu.printf "row %lld col %lld: second check passed\n", %y, %x : index, index
      gpu.return
    }

    gpu.func @later() kernel {
      gpu.printf "later launch ran\n"
      gpu.return
    }
  }

  func.func @main() {
    %one = arith.constant 1 : index
    %two = arith.constant 2 : index
    %true = arith.constant true
    gpu.launch_func @checks::@check_rows
        blocks in (%one, %one, %one)
        threads in (%two, %two, %one)
        args(%true : i1, %one : index)
    gpu.launch_func @checks::@later
        blocks in (%one, %one, %one)
        threads in (%one, %one, %one)
    return
  }
}
