// hidet-gpu-to-cuda's diagnostics: each is located and fails the pass.
// RUN: not hidet-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(hidet-gpu-to-cuda)'

// Host code that reads device memory on the host.
module attributes {gpu.container_module} {
  func.func @main(%a: memref<4xf32>, %b: memref<4xf32>) {
    // expected-error @+1 {{'memref.copy' in host function @main would access device memory on the host; host code for the CUDA target may only allocate, make views and launch kernels}}
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>
    return
  }
}

// -----

// A group left on the host by unsupported=host.
module attributes {gpu.container_module} {
  func.func private @forward_kernel0(%a: memref<4xf32>) attributes {hidet.host_fallback} {
    %c0 = arith.constant 0 : index
    %x = arith.constant 1.0 : f32
    // expected-error @+1 {{'memref.store' in @forward_kernel0, a group that no GPU template computes, would run on the host against device memory}}
    memref.store %x, %a[%c0] : memref<4xf32>
    return
  }
}

// -----

// Kernels not compiled to PTX yet.
module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.module @k_gpu is not compiled; the CUDA target takes gpu.binary ops (run hidet-compile-to-ptx first)}}
  gpu.module @k_gpu {
  }
}

// -----

// A binary holding a cubin only (format=bin), not PTX.
module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.binary @k_gpu does not hold PTX; the CUDA target needs gpu-module-to-binary{format=isa}}}
  gpu.binary @k_gpu [#gpu.object<#nvvm.target<chip = "sm_80">, bin = "CUBIN">]
}

// -----

// A launch of a kernel in no binary of the module.
module attributes {gpu.container_module} {
  gpu.binary @k_gpu [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "PTX">]
  func.func @main() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{launches @other::@k, which is not in a gpu.binary of this module}}
    gpu.launch_func @other::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// An asynchronous launch.
module attributes {gpu.container_module} {
  gpu.binary @k_gpu [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "PTX">]
  func.func @main() {
    %c1 = arith.constant 1 : index
    %t = gpu.wait async
    // expected-error @+1 {{is asynchronous; the CUDA target runs only synchronous launches}}
    %t2 = gpu.launch_func async [%t] @k_gpu::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// Two objects (two archs) in one binary.
module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.binary @k_gpu must hold exactly one object (the PTX of one arch) for the CUDA target}}
  gpu.binary @k_gpu [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "A">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "B">]
}

// -----

// A cubin attribute that is not a string of bytes.
module attributes {gpu.container_module} {
  // expected-error @+1 {{gpu.binary @k_gpu: hidet.cubin must be a non-empty string of cubin bytes}}
  gpu.binary @k_gpu {hidet.cubin = 3 : i32} [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "A">]
}
