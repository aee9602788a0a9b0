// Device vprintf called on an argument buffer packed by hand, as CUDA C++
// packs it (here an i8 array, not gpu.printf's struct, so the runtime reads
// it as it stands): a string pointer at 0, then '*' width and precision ints
// and the values, each at a multiple of its size.
// RUN: hidet-run --target=emulate %s | FileCheck %s
// RUN: hidet-run --target=emulate %s -O0 --emu-schedule=reverse | FileCheck %s

// CHECK:      s=hi|w=   42|p=3.14   |u=4294967295|x=0x7fffffffffffffff|c=Z
// CHECK-NEXT: s=hi|w=   42|p=3.14   |u=4294967295|x=0x7fffffffffffffff|c=Z
module attributes {gpu.container_module} {
  gpu.module @raw {
    llvm.mlir.global internal constant @fmt("s=%s|w=%*d|p=%-*.*f|u=%u|x=%#llx|c=%c\0A\00") {addr_space = 0 : i32}
    llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
    llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      %one = llvm.mlir.constant(1 : i64) : i64
      %buf = llvm.alloca %one x !llvm.array<64 x i8> : (i64) -> !llvm.ptr
      %s = llvm.mlir.addressof @str : !llvm.ptr
      llvm.store %s, %buf : !llvm.ptr, !llvm.ptr
      %p8 = llvm.getelementptr %buf[8] : (!llvm.ptr) -> !llvm.ptr, i8
      %w = llvm.mlir.constant(5 : i32) : i32
      llvm.store %w, %p8 : i32, !llvm.ptr
      %p12 = llvm.getelementptr %buf[12] : (!llvm.ptr) -> !llvm.ptr, i8
      %v = llvm.mlir.constant(42 : i32) : i32
      llvm.store %v, %p12 : i32, !llvm.ptr
      %p16 = llvm.getelementptr %buf[16] : (!llvm.ptr) -> !llvm.ptr, i8
      %fw = llvm.mlir.constant(7 : i32) : i32
      llvm.store %fw, %p16 : i32, !llvm.ptr
      %p20 = llvm.getelementptr %buf[20] : (!llvm.ptr) -> !llvm.ptr, i8
      %prec = llvm.mlir.constant(2 : i32) : i32
      llvm.store %prec, %p20 : i32, !llvm.ptr
      %p24 = llvm.getelementptr %buf[24] : (!llvm.ptr) -> !llvm.ptr, i8
      %d = llvm.mlir.constant(3.14159 : f64) : f64
      llvm.store %d, %p24 : f64, !llvm.ptr
      %p32 = llvm.getelementptr %buf[32] : (!llvm.ptr) -> !llvm.ptr, i8
      %u = llvm.mlir.constant(-1 : i32) : i32
      llvm.store %u, %p32 : i32, !llvm.ptr
      %p40 = llvm.getelementptr %buf[40] : (!llvm.ptr) -> !llvm.ptr, i8
      %x = llvm.mlir.constant(9223372036854775807 : i64) : i64
      llvm.store %x, %p40 : i64, !llvm.ptr
      %p48 = llvm.getelementptr %buf[48] : (!llvm.ptr) -> !llvm.ptr, i8
      %c = llvm.mlir.constant(90 : i32) : i32
      llvm.store %c, %p48 : i32, !llvm.ptr
      %f = llvm.mlir.addressof @fmt : !llvm.ptr
      %r = llvm.call @vprintf(%f, %buf) : (!llvm.ptr, !llvm.ptr) -> i32
      llvm.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @raw::@k blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
    return
  }
}
