// Device printf from a gpu.launch_func kernel with kernel arguments: index,
// i8 (read 4 bytes wide by %d), i32 and f32 (promoted to double), two calls
// per thread; output ordered by block, then thread, then call under every
// schedule. Written in the style of upstream's
// mlir/test/Integration/GPU/CUDA/printf.mlir (not a copy).
// RUN: hidet-run --target=emulate %s | FileCheck %s
// RUN: hidet-run --target=emulate %s --emu-schedule=reverse -O0 | FileCheck %s
// RUN: hidet-run --target=emulate %s --emu-schedule=random --emu-seed=11 | FileCheck %s

// Grid 2 blocks x 3 threads; linear id g = 3*block + thread; the second
// argument is the i8 kernel argument 9, then 10*g, then 1.25*g.
// CHECK:      [b0 t0] tag 9 id 0 scaled 0.000000
// CHECK-NEXT: [b0 t0] done
// CHECK-NEXT: [b0 t1] tag 9 id 10 scaled 1.250000
// CHECK-NEXT: [b0 t1] done
// CHECK-NEXT: [b0 t2] tag 9 id 20 scaled 2.500000
// CHECK-NEXT: [b0 t2] done
// CHECK-NEXT: [b1 t0] tag 9 id 30 scaled 3.750000
// CHECK-NEXT: [b1 t0] done
// CHECK-NEXT: [b1 t1] tag 9 id 40 scaled 5.000000
// CHECK-NEXT: [b1 t1] done
// CHECK-NEXT: [b1 t2] tag 9 id 50 scaled 6.250000
// CHECK-NEXT: [b1 t2] done
// CHECK-NOT:  {{.}}
module attributes {gpu.container_module} {
  gpu.module @talk {
    gpu.func @report(%tag: i8, %scale: f32) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %n = gpu.block_dim x
      %row = arith.muli %b, %n : index
      %g = arith.addi %row, %t : index
      %g32 = arith.index_cast %g : index to i32
      %ten = arith.constant 10 : i32
      %id = arith.muli %g32, %ten : i32
      %gf = arith.sitofp %g32 : i32 to f32
      %scaled = arith.mulf %gf, %scale : f32
      gpu.printf "[b%lld t%lld] tag %d id %d scaled %f\n", %b, %t, %tag, %id, %scaled : index, index, i8, i32, f32
      gpu.printf "[b%lld t%lld] done\n", %b, %t : index, index
      gpu.return
    }
  }

  func.func @main() {
    %one = arith.constant 1 : index
    %blocks = arith.constant 2 : index
    %threads = arith.constant 3 : index
    %tag = arith.constant 9 : i8
    %scale = arith.constant 1.25 : f32
    gpu.launch_func @talk::@report
        blocks in (%blocks, %one, %one)
        threads in (%threads, %one, %one)
        args(%tag : i8, %scale : f32)
    return
  }
}
