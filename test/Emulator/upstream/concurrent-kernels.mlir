// After upstream's mlir/test/Integration/GPU/CUDA/concurrent-kernels.mlir:
// two launches on independent token chains (two "streams"), a host_shared
// counter, gpu.wait on both tokens. Upstream's kernels then spin until the
// other kernel has run, which needs the two to run at the same time; the
// emulator runs launches one after another (docs/emulator.md), so here each
// kernel only counts and the host checks that both ran, in program order.
// RUN: hidet-run --target=emulate %s --shared-lib=%mlir_c_runner_utils | FileCheck %s

// CHECK: 2
// CHECK-NEXT: 12
module attributes {gpu.container_module} {
    gpu.module @kernels {
        gpu.func @kernel(%memref: memref<i32>, %scale: i32) kernel {
            %c1 = arith.constant 1 : i32
            %old = memref.atomic_rmw addi %c1, %memref[] : (i32, memref<i32>) -> i32
            %new = arith.addi %old, %c1 : i32
            %scaled = arith.muli %new, %scale : i32
            memref.store %scaled, %memref[] : memref<i32>
            gpu.return
        }
    }

    func.func @main() {
        %memref = gpu.alloc host_shared () : memref<i32>
        %c0 = arith.constant 0 : i32
        memref.store %c0, %memref[] : memref<i32>

        %0 = gpu.wait async
        %1 = gpu.wait async
        %c1 = arith.constant 1 : index
        %one = arith.constant 1 : i32
        %six = arith.constant 6 : i32
        %2 = gpu.launch_func async [%0] @kernels::@kernel
            blocks in (%c1, %c1, %c1)
            threads in (%c1, %c1, %c1)
            args(%memref : memref<i32>, %one : i32)
        %3 = gpu.launch_func async [%1] @kernels::@kernel
            blocks in (%c1, %c1, %c1)
            threads in (%c1, %c1, %c1)
            args(%memref : memref<i32>, %six : i32)
        gpu.wait [%2, %3]
        // The first kernel made it 1; the second 2, then 2 * 6.
        %v = memref.load %memref[] : memref<i32>
        %c12 = arith.constant 12 : i32
        %both = arith.cmpi eq, %v, %c12 : i32
        %n = arith.extui %both : i1 to i32
        %two = arith.addi %n, %n : i32
        vector.print %two : i32
        vector.print %v : i32
        gpu.dealloc %memref : memref<i32>
        return
    }
}
