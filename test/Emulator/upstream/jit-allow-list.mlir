// The JIT's side of the allow-list: a declaration that emulated kernels call
// (hidet-gpu-to-emulator marks it hidet.emu_device_extern) is resolved only
// from the emulator runtime, never from the process, where 'vprintf' is the
// C library's (which takes a va_list and would crash). Here the mark is
// written by hand, as if a kernel had called vprintf without the rewrite.
// RUN: not hidet-run --target=emulate %s 2>&1 | FileCheck %s --implicit-check-not=Sanitizer
// Without that call, a marked libdevice function the runtime has resolves
// (exp(0) = 1).
// RUN: sed '/llvm.call @vprintf/d' %s > %t.mlir
// RUN: hidet-run --target=emulate %t.mlir --entry=libdevice 2>&1 | FileCheck %s --check-prefix=OK

// CHECK: hidet-run: error: emulated kernels call 'vprintf', which the emulator runtime does not provide (kernels may call only the runtime's symbols, docs/emulator.md)
// OK: result #0: 1
module {
  llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32 attributes {hidet.emu_device_extern}
  llvm.func @__nv_expf(f32) -> f32 attributes {hidet.emu_device_extern}
  func.func @main() {
    %z = llvm.mlir.zero : !llvm.ptr
    %r = llvm.call @vprintf(%z, %z) : (!llvm.ptr, !llvm.ptr) -> i32
    return
  }
  func.func @libdevice() -> f32 {
    %x = arith.constant 0.0 : f32
    %r = llvm.call @__nv_expf(%x) : (f32) -> f32
    return %r : f32
  }
}
