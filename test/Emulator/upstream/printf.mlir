// Upstream's mlir/test/Integration/GPU/CUDA/printf.mlir with only the RUN
// harness changed: device printf (a format and a packed argument buffer;
// the i8 is read 4 bytes wide, the f32 promoted to double), one line per
// thread, ordered by block then thread whatever the scheduling order.
// RUN: hidet-run --target=emulate %s | FileCheck %s
// RUN: hidet-run --target=emulate %s --emu-schedule=reverse -O0 | FileCheck %s
// RUN: hidet-run --target=emulate %s --emu-schedule=random --emu-seed=3 | FileCheck %s

// CHECK: Hello from 0, 2, 3.000000
// CHECK: Hello from 1, 2, 3.000000
module attributes {gpu.container_module} {
    gpu.module @kernels {
        gpu.func @hello() kernel {
            %0 = gpu.thread_id x
            %csti8 = arith.constant 2 : i8
            %cstf32 = arith.constant 3.0 : f32
            gpu.printf "Hello from %lld, %d, %f\n", %0, %csti8, %cstf32  : index, i8, f32
            gpu.return
        }
    }

    func.func @main() {
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        gpu.launch_func @kernels::@hello
            blocks in (%c1, %c1, %c1)
            threads in (%c2, %c1, %c1)
        return
    }
}
