// Diagnostics of hidet-gpu-to-emulator for device printf/assert, the
// allow-list of kernel externals and host-side gpu ops, with their locations.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(hidet-gpu-to-emulator)'

// A kernel calling a host C library function: never bound to the host's.
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @puts(!llvm.ptr) -> i32
    llvm.func @k(%p: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      // expected-error @+1 {{'llvm.call' op calls @puts, an external function of gpu.module @m that the emulator does not provide; kernels may call libdevice's __nv_* math functions (docs/emulator.md), vprintf (gpu.printf) and __assertfail (cf.assert)}}
      %r = llvm.call @puts(%p) : (!llvm.ptr) -> i32
      llvm.return
    }
  }
}

// -----

// A libdevice name the emulator does not have.
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @__nv_j0f(f32) -> f32
    llvm.func @k(%x: f32) attributes {gpu.kernel, nvvm.kernel} {
      // expected-error @+1 {{calls @__nv_j0f, an external function of gpu.module @m that the emulator does not provide}}
      %r = llvm.call @__nv_j0f(%x) : (f32) -> f32
      llvm.return
    }
  }
}

// -----

// A host function with a libdevice name: the kernel must not call it.
module attributes {gpu.container_module} {
  llvm.func @__nv_expf(%x: f32) -> f32 {
    llvm.return %x : f32
  }
  gpu.module @m {
    // expected-error @+1 {{declares @__nv_expf, a libdevice function the emulator provides, which the host module defines itself}}
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @k(%x: f32) attributes {gpu.kernel, nvvm.kernel} {
      %r = llvm.call @__nv_expf(%x) : (f32) -> f32
      llvm.return
    }
  }
}

// -----

// vprintf with another signature than the device's (format, buffer).
module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @+1 {{declares the device function @vprintf with type !llvm.func<i32 (ptr, ...)>; the emulator provides it as !llvm.func<i32 (ptr, ptr)>}}
    llvm.func @vprintf(!llvm.ptr, ...) -> i32
    llvm.func @k(%p: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      %r = llvm.call @vprintf(%p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
      llvm.return
    }
  }
}

// -----

// An unused external declaration is dropped, not an error; a non-contiguous
// gpu.memcpy is one.
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @puts(!llvm.ptr) -> i32
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  func.func @main(%v: memref<4xf32, strided<[2]>>, %w: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // expected-error @+1 {{'gpu.memcpy' op the destination has type 'memref<4xf32, strided<[2]>>'; gpu.memcpy and gpu.memset take only ranked memrefs with the identity layout (contiguous)}}
    gpu.memcpy %v, %w : memref<4xf32, strided<[2]>>, memref<4xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @main(%v: memref<4xf32, strided<[2]>>, %f: f32) {
    // expected-error @+1 {{'gpu.memset' op the destination has type 'memref<4xf32, strided<[2]>>'}}
    gpu.memset %v, %f : memref<4xf32, strided<[2]>>, f32
    return
  }
}

// -----

// A token carried by a loop is not an ordering the emulator keeps.
module attributes {gpu.container_module} {
  func.func @main(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    // expected-error @+1 {{'scf.for' op uses a !gpu.async.token; the emulator runs gpu ops in program order}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (!gpu.async.token) {
      %t1 = gpu.wait async [%t]
      scf.yield %t1 : !gpu.async.token
    }
    gpu.wait [%r]
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @main(%d: i32) {
    // expected-error @+1 {{'gpu.set_default_device' op is not supported on the host by the emulator (it runs gpu.launch_func, gpu.host_register/unregister, gpu.alloc, gpu.dealloc, gpu.memcpy, gpu.memset and gpu.wait)}}
    gpu.set_default_device %d
    return
  }
}

// -----

// Streams as objects are not modelled: tokens are.
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  func.func @main(%stream: !llvm.ptr) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op launches on a stream object; the emulator runs launches in program order, ordered by !gpu.async.token dependencies only}}
    gpu.launch_func <%stream : !llvm.ptr> @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
