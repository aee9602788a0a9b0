// Device printf as CUDA does it: arguments packed each aligned to its own
// size (i8/i16 not widened by gpu.printf, read 4 bytes wide by %d/%hd/%c;
// f16 and f32 promoted to double), flags, width, precision and length
// modifiers; output per launch ordered by block, then thread, then call,
// under every scheduling order (two blocks of three threads, two calls each).
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --emu-schedule=reverse -O0 | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --emu-schedule=random --emu-seed=11 | FileCheck %s
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils --emu-schedule=random --emu-seed=12 -O0 | FileCheck %s

// CHECK:      formats: -7|1234567890123|-3|0.250000|-2|ff|  2.5|9   |A|%|-1.500000e+00|0.5|0x1p+0
// CHECK-NEXT: block 0 thread 0 first
// CHECK-NEXT: block 0 thread 0 second
// CHECK-NEXT: block 0 thread 1 first
// CHECK-NEXT: block 0 thread 1 second
// CHECK-NEXT: block 0 thread 2 first
// CHECK-NEXT: block 0 thread 2 second
// CHECK-NEXT: block 1 thread 0 first
// CHECK-NEXT: block 1 thread 0 second
// CHECK-NEXT: block 1 thread 1 first
// CHECK-NEXT: block 1 thread 1 second
// CHECK-NEXT: block 1 thread 2 first
// CHECK-NEXT: block 1 thread 2 second
// CHECK-NEXT: after the launches
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @formats() kernel {
      %i32 = arith.constant -7 : i32
      %i64 = arith.constant 1234567890123 : i64
      %i8 = arith.constant -3 : i8
      %f32 = arith.constant 0.25 : f32
      %i16 = arith.constant -2 : i16
      %hex = arith.constant 255 : i32
      %f64 = arith.constant 2.5 : f64
      %nine = arith.constant 9 : i32
      %chr = arith.constant 65 : i32
      %neg = arith.constant -1.5 : f64
      %half = arith.constant 0.5 : f16
      %one = arith.constant 1.0 : f32
      gpu.printf "formats: %d|%lld|%hhd|%f|%hd|%x|%5.1f|%-4d|%c|%%|%e|%g|%a\n", %i32, %i64, %i8, %f32, %i16, %hex, %f64, %nine, %chr, %neg, %half, %one : i32, i64, i8, f32, i16, i32, f64, i32, i32, f64, f16, f32
      gpu.return
    }
    gpu.func @order() kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      gpu.printf "block %lld thread %lld first\n", %b, %t : index, index
      gpu.barrier
      gpu.printf "block %lld thread %lld second\n", %b, %t : index, index
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func @kernels::@formats blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@order blocks in (%c2, %c1, %c1) threads in (%c3, %c1, %c1)
    vector.print str "after the launches\n"
    return
  }
}
