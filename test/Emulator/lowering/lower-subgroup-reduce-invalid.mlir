// Diagnostics of hidet-lower-subgroup-reduce, with their locations.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(hidet-lower-subgroup-reduce)'

gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    // expected-error @+1 {{'gpu.subgroup_reduce' op cannot be lowered to shuffles: a cluster of 16 lanes with stride 4 does not fit in a warp of 32 lanes}}
    %r = gpu.subgroup_reduce add %v cluster(size = 16, stride = 4) : (i32) -> (i32)
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%v: i128) kernel {
    // expected-error @+1 {{'gpu.subgroup_reduce' op cannot be lowered to shuffles: values of type i128 are not supported (i1, i8, i16, i32, i64, f16, bf16, f32, f64 and 1-D vectors of them are)}}
    %r = gpu.subgroup_reduce add %v : (i128) -> (i128)
    gpu.return
  }
}

// -----

// Every op is diagnosed, not only the first.
gpu.module @m {
  gpu.func @k(%v: i32, %w: f8E4M3FN) kernel {
    // expected-error @+1 {{cluster of 32 lanes with stride 2}}
    %r = gpu.subgroup_reduce maxui %v cluster(size = 32, stride = 2) : (i32) -> (i32)
    // expected-error @+1 {{values of type f8E4M3FN are not supported}}
    %s = gpu.subgroup_reduce maxnumf %w : (f8E4M3FN) -> (f8E4M3FN)
    gpu.return
  }
}
