// hidet-gpu-to-cuda's diagnostics for host-side gpu ops, with locations.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(hidet-gpu-to-cuda)'

// The driver has no 64-bit memset.
module attributes {gpu.container_module} {
  func.func @main(%m: memref<4xi64>, %v: i64) {
    // expected-error @+1 {{'gpu.memset' op sets elements of type 'i64'; the CUDA target sets 8-, 16- and 32-bit elements}}
    gpu.memset %m, %v : memref<4xi64>, i64
    return
  }
}

// -----

// A token returned from a function orders nothing the stream does not.
module attributes {gpu.container_module} {
  func.func @main() -> !gpu.async.token {
    %t = gpu.wait async
    // expected-error @+1 {{'func.return' op uses a !gpu.async.token; the CUDA target runs gpu ops in program order}}
    return %t : !gpu.async.token
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @main(%a: memref<4xf32>, %b: memref<4xf32, strided<[2]>>) {
    // expected-error @+1 {{'gpu.memcpy' op the source has type 'memref<4xf32, strided<[2]>>'; gpu.memcpy and gpu.memset take only ranked memrefs with the identity layout (contiguous)}}
    gpu.memcpy %a, %b : memref<4xf32>, memref<4xf32, strided<[2]>>
    return
  }
}

// -----

// Other gpu ops stay out of host code.
module attributes {gpu.container_module} {
  func.func @main(%d: i32) {
    // expected-error @+1 {{'gpu.set_default_device' in host function @main would access device memory on the host}}
    gpu.set_default_device %d
    return
  }
}
