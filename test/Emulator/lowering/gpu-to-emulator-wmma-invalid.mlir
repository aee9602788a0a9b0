// The wmma fragment ops hidet-gpu-to-emulator does not emulate: errors at
// the op, naming what is supported.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(hidet-gpu-to-emulator)'

// f64 m8n8k4 (what gpu.subgroup_mma_* on f64 lower to).
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%p: !llvm.ptr, %s: i32) attributes {nvvm.kernel} {
      // expected-error @+1 {{'nvvm.wmma.load' op this wmma.load (a fragment, m8n8k4, f64) is not emulated: supported are f16 a/b and f16 or f32 c/d fragments of m16n16k16, m32n8k16 and m8n32k16 (docs/emulator.md)}}
      %a = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
      llvm.return
    }
  }
}

// -----

// s8 inputs with s32 accumulators.
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%a: i32, %c: i32) attributes {nvvm.kernel} {
      // expected-error @+1 {{'nvvm.wmma.mma' op this wmma.mma (m16n16k16, s8 inputs, s32 accumulators) is not emulated}}
      %d = nvvm.wmma.mma %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
      llvm.return
    }
  }
}

// -----

// tf32 m16n16k8 store.
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%p: !llvm.ptr, %s: i32, %f: f32) attributes {nvvm.kernel} {
      // expected-error @+1 {{'nvvm.wmma.store' op this wmma.store (m16n16k8, f32) is not emulated}}
      nvvm.wmma.store %p, %s, %f, %f, %f, %f, %f, %f, %f, %f {eltype = #nvvm.mma_type<f32>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
      llvm.return
    }
  }
}
