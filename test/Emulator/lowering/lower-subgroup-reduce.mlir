// hidet-lower-subgroup-reduce: butterflies of gpu.shuffle xor (width 32),
// offsets stride, 2 stride, ... below stride * size; narrow values as i32,
// 64-bit values as two halves, vectors per element; with redux=true the
// uniform unclustered i32 add/minsi/maxsi/and/or/xor stay for
// convert-gpu-to-nvvm{has-redux=true}.
// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-lower-subgroup-reduce)' | FileCheck %s
// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-lower-subgroup-reduce{redux=false})' | FileCheck %s --check-prefix=NOREDUX

// CHECK-LABEL: gpu.func @uniform_add
// CHECK: gpu.subgroup_reduce add %{{.*}} uniform
// NOREDUX-LABEL: gpu.func @uniform_add
// NOREDUX-NOT: gpu.subgroup_reduce
// NOREDUX-COUNT-5: gpu.shuffle xor
// NOREDUX-NEXT: arith.addi
// NOREDUX-NEXT: memref.store
gpu.module @m {
  gpu.func @uniform_add(%v: i32, %out: memref<i32>) kernel {
    %r = gpu.subgroup_reduce add %v uniform : (i32) -> (i32)
    memref.store %r, %out[] : memref<i32>
    gpu.return
  }
}

// -----

// Clustered: size 4 stride 8 -> offsets 8, 16.
// CHECK-LABEL: gpu.func @clustered
// CHECK-NOT: gpu.subgroup_reduce
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK: %[[W:.*]] = arith.constant 32 : i32
// CHECK: %[[S1:.*]], %{{.*}} = gpu.shuffle xor %[[V:.*]], %[[C8]], %[[W]] : i32
// CHECK: %[[M1:.*]] = arith.minui %[[V]], %[[S1]] : i32
// CHECK: %[[C16:.*]] = arith.constant 16 : i32
// CHECK: %[[S2:.*]], %{{.*}} = gpu.shuffle xor %[[M1]], %[[C16]], %{{.*}} : i32
// CHECK: arith.minui %[[M1]], %[[S2]] : i32
// CHECK-NOT: gpu.shuffle
gpu.module @m {
  gpu.func @clustered(%v: i32, %out: memref<i32>) kernel {
    %r = gpu.subgroup_reduce minui %v uniform cluster(size = 4, stride = 8) : (i32) -> (i32)
    memref.store %r, %out[] : memref<i32>
    gpu.return
  }
}

// -----

// f16 as i32 bits; f64 as two i32 halves; a vector per element.
// CHECK-LABEL: gpu.func @types
// CHECK: arith.bitcast %{{.*}} : f16 to i16
// CHECK: arith.extui %{{.*}} : i16 to i32
// CHECK: gpu.shuffle xor %{{.*}} : i32
// CHECK: arith.trunci %{{.*}} : i32 to i16
// CHECK: arith.bitcast %{{.*}} : i16 to f16
// CHECK: arith.maximumf %{{.*}} : f16
// CHECK: arith.bitcast %{{.*}} : f64 to i64
// CHECK: gpu.shuffle xor %{{.*}} : i32
// CHECK: gpu.shuffle xor %{{.*}} : i32
// CHECK: arith.bitcast %{{.*}} : i64 to f64
// CHECK: arith.mulf %{{.*}} : f64
// CHECK: vector.extract %{{.*}}[0] : f32 from vector<2xf32>
// CHECK: arith.addf %{{.*}} : f32
// CHECK: vector.insert %{{.*}} [0] : f32 into vector<2xf32>
// CHECK: vector.extract %{{.*}}[1] : f32 from vector<2xf32>
// CHECK: vector.insert %{{.*}} [1] : f32 into vector<2xf32>
gpu.module @m {
  gpu.func @types(%h: f16, %d: f64, %v: vector<2xf32>, %o1: memref<f16>, %o2: memref<f64>, %o3: memref<vector<2xf32>>) kernel {
    %r1 = gpu.subgroup_reduce maximumf %h cluster(size = 2) : (f16) -> (f16)
    %r2 = gpu.subgroup_reduce mul %d cluster(size = 2) : (f64) -> (f64)
    %r3 = gpu.subgroup_reduce add %v cluster(size = 2) : (vector<2xf32>) -> (vector<2xf32>)
    memref.store %r1, %o1[] : memref<f16>
    memref.store %r2, %o2[] : memref<f64>
    memref.store %r3, %o3[] : memref<vector<2xf32>>
    gpu.return
  }
}
