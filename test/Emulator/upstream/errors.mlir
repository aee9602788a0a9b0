// Run-time errors of device printf/assert and host-side gpu ops: one line
// "hidet-emu: error: ..." naming the site, exit 1, no crash. One entry each.
// RUN: not hidet-run --target=emulate %s --entry=printf_short 2>&1 | FileCheck %s --check-prefix=SHORT --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=printf_bad 2>&1 | FileCheck %s --check-prefix=BAD --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=assert_blocks 2>&1 | FileCheck %s --check-prefix=ASSERT --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=register_twice 2>&1 | FileCheck %s --check-prefix=REG2 --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=unregister_unknown 2>&1 | FileCheck %s --check-prefix=UNREG --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=dealloc_twice 2>&1 | FileCheck %s --check-prefix=FREE2 --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=dealloc_host 2>&1 | FileCheck %s --check-prefix=FREEHOST --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=memcpy_sizes --arg=3 --arg=4 2>&1 | FileCheck %s --check-prefix=SIZES --implicit-check-not=Sanitizer
// RUN: not hidet-run --target=emulate %s --entry=memcpy_overlap 2>&1 | FileCheck %s --check-prefix=OVERLAP --implicit-check-not=Sanitizer


module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @short() kernel {
      %x = arith.constant 1 : i32
      // SHORT: hidet-emu: error: printf at {{.*}}errors.mlir:[[@LINE+2]]:7 (printf) by thread (0,0,0) of block (0,0,0) in kernel 'kernels::short': conversion #2 ('%d') reads 4 bytes past the 4 bytes of arguments the kernel passed (format "%d and %d
      // SHORT: hidet-run: error: the emulated kernels failed
      gpu.printf "%d and %d\n", %x : i32
      gpu.return
    }
    gpu.func @bad() kernel {
      %x = arith.constant 1 : i32
      // BAD: hidet-emu: error: printf at {{.*}}errors.mlir:[[@LINE+1]]:7 (printf) by thread (0,0,0) of block (0,0,0) in kernel 'kernels::bad': '%k' is not a valid conversion
      gpu.printf "%k\n", %x : i32
      gpu.return
    }
    gpu.func @blocks() kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %isOne = arith.cmpi eq, %b, %c1 : index
      %isZero = arith.cmpi eq, %t, %c0 : index
      %fail = arith.andi %isOne, %isZero : i1
      %true = arith.constant true
      %notFail = arith.xori %fail, %true : i1
      // ASSERT: hidet-emu: error: in kernel 'kernels::blocks': {{.*}}errors.mlir:[[@LINE+5]]: {{.*}}: block: [1,0,0], thread: [0,0,0] Assertion `block 1 fails` failed.
      // ASSERT-NOT: thread: [1,0,0]
      // ASSERT-NOT: block: [2,0,0]
      // ASSERT-NOT: never printed
      // ASSERT: hidet-run: error: the emulated kernels failed
      cf.assert %notFail, "block 1 fails"
      gpu.return
    }
    gpu.func @after() kernel {
      gpu.printf "never printed\n"
      gpu.return
    }
  }
  func.func @printf_short() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@short blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @printf_bad() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@bad blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @assert_blocks() {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    // Block 1's thread 0 fails: thread 1 of block 1 runs to its end (no
    // output), block 2 never runs, and the later launch is skipped.
    gpu.launch_func @kernels::@blocks blocks in (%c3, %c1, %c1) threads in (%c3, %c1, %c1)
    gpu.launch_func @kernels::@after blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @register_twice() {
    %m = memref.alloc() : memref<4xf32>
    %u = memref.cast %m : memref<4xf32> to memref<*xf32>
    // REG2: hidet-emu: error: {{.*}}errors.mlir:[[@LINE+2]]:{{[0-9]+}} (gpu.host_register): gpu.host_register: the memory at 0x{{[0-9a-f]+}} is already registered (16 bytes at 0x{{[0-9a-f]+}})
    gpu.host_register %u : memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    memref.dealloc %m : memref<4xf32>
    return
  }
  func.func @unregister_unknown() {
    %m = memref.alloc() : memref<4xf32>
    %u = memref.cast %m : memref<4xf32> to memref<*xf32>
    // UNREG: hidet-emu: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}} (gpu.host_unregister): gpu.host_unregister: the memory at 0x{{[0-9a-f]+}} was not registered with gpu.host_register
    gpu.host_unregister %u : memref<*xf32>
    memref.dealloc %m : memref<4xf32>
    return
  }
  func.func @dealloc_twice() {
    %d = gpu.alloc () : memref<4xf32>
    // FREE2: hidet-emu: error: {{.*}}errors.mlir:[[@LINE+2]]:{{[0-9]+}} (gpu.dealloc): gpu.dealloc of 0x{{[0-9a-f]+}}, which is not a live gpu.alloc buffer (freed twice, or host memory)
    gpu.dealloc %d : memref<4xf32>
    gpu.dealloc %d : memref<4xf32>
    return
  }
  func.func @dealloc_host() {
    %m = memref.alloc() : memref<4xf32>
    // FREEHOST: hidet-emu: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}} (gpu.dealloc): gpu.dealloc of 0x{{[0-9a-f]+}}, which is not a live gpu.alloc buffer
    gpu.dealloc %m : memref<4xf32>
    memref.dealloc %m : memref<4xf32>
    return
  }
  func.func @memcpy_sizes(%n: index, %k: index) {
    %a = gpu.alloc (%n) : memref<?xf32>
    %b = gpu.alloc (%k) : memref<?xf32>
    // SIZES: hidet-emu: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}} (gpu.memcpy): gpu.memcpy: the destination has 12 bytes but the source 16
    gpu.memcpy %a, %b : memref<?xf32>, memref<?xf32>
    gpu.dealloc %a : memref<?xf32>
    gpu.dealloc %b : memref<?xf32>
    return
  }
  func.func @memcpy_overlap() {
    %a = gpu.alloc () : memref<4xf32>
    // OVERLAP: hidet-emu: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}} (gpu.memcpy): gpu.memcpy: the source and destination ranges (16 bytes at 0x{{[0-9a-f]+}} and 0x{{[0-9a-f]+}}) overlap
    gpu.memcpy %a, %a : memref<4xf32>, memref<4xf32>
    gpu.dealloc %a : memref<4xf32>
    return
  }
}
