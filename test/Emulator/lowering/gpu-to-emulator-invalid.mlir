// Every diagnostic of hidet-gpu-to-emulator, with its location.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(hidet-gpu-to-emulator)'

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k() attributes {nvvm.kernel} {
      // expected-error @+1 {{special register '%smid' is not emulated}}
      %s = nvvm.read.ptx.sreg.smid : i32
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k() attributes {nvvm.kernel} {
      // expected-error @+1 {{inline PTX cannot be emulated}}
      llvm.inline_asm has_side_effects "exit;", "" : () -> ()
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%m: i32, %v: f32) attributes {nvvm.kernel} {
      // expected-error @+1 {{'nvvm.redux.sync' op redux.sync 'fmin' on this type is not emulated (i32 add, min, max, umin, umax, and, or, xor)}}
      %r = nvvm.redux.sync fmin %v, %m : f32 -> f32
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @+1 {{@m::@k is not lowered to the NVVM level; run convert-gpu-to-nvvm}}
    gpu.func @k() kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%n: i32) attributes {nvvm.kernel} {
      // expected-error @+1 {{barriers with a thread count or a reduction are not emulated}}
      nvvm.barrier id = %n number_of_threads = %n
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%h: i32, %f: f32) attributes {nvvm.kernel} {
      %v = llvm.bitcast %h : i32 to vector<2xf16>
      // expected-error @+1 {{this mma.sync (shape m8n8k4, layouts row.row) is not emulated}}
      %d = nvvm.mma.sync A[%v, %v] B[%v, %v] C[%f, %f, %f, %f, %f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%n: i32) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  func.func @main(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{passes 1 operands that flatten to 5 values (1 with bare pointers), which do not fit kernel @m::@k of type !llvm.func<void (i32)>}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  func.func @main() -> !gpu.async.token {
    %c1 = arith.constant 1 : index
    %t = gpu.wait async
    %u = gpu.launch_func async [%t] @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // expected-error @+1 {{'func.return' op uses a !gpu.async.token; the emulator runs gpu ops in program order and takes tokens only as dependencies of gpu.launch_func, gpu.wait, gpu.alloc, gpu.dealloc, gpu.memcpy and gpu.memset (not of 'func.return')}}
    return %u : !gpu.async.token
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @+1 {{kernel @m::@k: parameter #0 has an aggregate type}}
  gpu.module @m {
    llvm.func @k(%v: vector<4xf32>) attributes {nvvm.kernel} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  func.func @main(%v: vector<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kernel operand #0 has type 'vector<4xf32>', which the emulator cannot pass}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%v : vector<4xf32>)
    return
  }
}

// -----

// Options.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-gpu-to-emulator{bounds-check=maybe})' 2>&1 | FileCheck %s --check-prefix=BADVALUE
// BADVALUE: bounds-check expects true or false, got 'maybe'
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-gpu-to-emulator{bounds=true})' 2>&1 | FileCheck %s --check-prefix=BADKEY
// BADKEY: unknown option 'bounds' (hidet-gpu-to-emulator takes bounds-check)
module {}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @k(%dst: !llvm.ptr<7>, %desc: !llvm.ptr, %bar: !llvm.ptr<3>, %x: i32, %off: i16) attributes {nvvm.kernel} {
      // expected-error @+1 {{is emulated in tile mode without multicast only (im2col and cluster multicast are not)}}
      nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%x, %x, %x] im2col[%off] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
      llvm.return
    }
  }
}
