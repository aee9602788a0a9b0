// Shared-memory tiled f32 matmuls C = A @ B on dynamic shapes (memref<?x?xf32>;
// M, K, N from memref.dim), with predicated loads (zeros) and stores at the
// edges, in two classic forms:
//  - @tile16: 16x16 tiles, blocks of 16x16 threads, one output per thread;
//    A and B tiles go through workgroup buffers (B's padded to 16x17), two
//    barriers per k step.
//  - @tile64: 64x64 block tiles, k steps of 16, 256 threads (16x16), each
//    computes a 4x4 block of C with vector<4xf32> rows and vector.fma; A's
//    tile is stored k-major (As[k][m]) so both operands are read as
//    vector<4xf32> from shared memory.
// Host entries (all destination-passing: A, B, then C):
//  - @main:      100x40 @ 40x72 with @tile16 (odd shape: no dim a multiple of 16)
//  - @main_4x4:  100x40 @ 40x72 with @tile64
//  - @bench:     256x256 @ 256x256 with @tile16 (emulator speed: 256 blocks of
//                256 threads, 32 barriers each)
//  - @bench_4x4: 256x256 @ 256x256 with @tile64 (16 blocks of 256 threads)
// Reference: matmul_f32_tiled.ref.mlir, f64(A) @ f64(B) cast to f32, one
// function per entry.
//
// Tolerance: f32 accumulation (with or without fma contraction) of K
// products of magnitude <= 1 against an f64 sum: at most ~1.5e-5 absolute
// for K = 40 and ~1e-4 for K = 256 (~2e-6 and ~1.5e-5 in practice); results
// can be near 0, so the absolute term decides: 2e-5 (K = 40) and 1e-4
// (K = 256), rtol 1e-5.
//
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=poison --compare=%S/matmul_f32_tiled.ref.mlir --atol=2e-5 --rtol=1e-5 --emu-schedule=forward | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=poison --compare=%S/matmul_f32_tiled.ref.mlir --atol=2e-5 --rtol=1e-5 --emu-schedule=reverse --seed=1 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=rand --arg=poison --compare=%S/matmul_f32_tiled.ref.mlir --atol=2e-5 --rtol=1e-5 --emu-schedule=random --emu-seed=12 --seed=2 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main_4x4 --arg=rand --arg=rand --arg=poison --compare=%S/matmul_f32_tiled.ref.mlir --atol=2e-5 --rtol=1e-5 --emu-schedule=forward | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main_4x4 --arg=rand --arg=rand --arg=poison --compare=%S/matmul_f32_tiled.ref.mlir --atol=2e-5 --rtol=1e-5 --emu-schedule=reverse --seed=3 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main_4x4 --arg=rand --arg=rand --arg=poison --compare=%S/matmul_f32_tiled.ref.mlir --atol=2e-5 --rtol=1e-5 --emu-schedule=random --emu-seed=13 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=bench --emu-stats --arg=rand --arg=rand --arg=poison --compare=%S/matmul_f32_tiled.ref.mlir --atol=1e-4 --rtol=1e-5 | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=bench_4x4 --emu-stats --arg=rand --arg=rand --arg=poison --compare=%S/matmul_f32_tiled.ref.mlir --atol=1e-4 --rtol=1e-5 --emu-schedule=random --emu-seed=14 | FileCheck %s
// RUN: %S/check_ptx.sh %s
// CHECK: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tile16(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>)
        workgroup(%As: memref<16x16xf32, #gpu.address_space<workgroup>>,
                  %Bs: memref<16x17xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %M = memref.dim %A, %c0 : memref<?x?xf32>
      %K = memref.dim %A, %c1 : memref<?x?xf32>
      %N = memref.dim %B, %c1 : memref<?x?xf32>
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row0 = arith.muli %by, %c16 : index
      %col0 = arith.muli %bx, %c16 : index
      %row = arith.addi %row0, %ty : index
      %col = arith.addi %col0, %tx : index
      %row_ok = arith.cmpi ult, %row, %M : index
      %col_ok = arith.cmpi ult, %col, %N : index
      %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%a = %zero) -> (f32) {
        %ka = arith.addi %k0, %tx : index
        %ka_ok = arith.cmpi ult, %ka, %K : index
        %la = arith.andi %row_ok, %ka_ok : i1
        %va = scf.if %la -> (f32) {
          %v = memref.load %A[%row, %ka] : memref<?x?xf32>
          scf.yield %v : f32
        } else {
          scf.yield %zero : f32
        }
        memref.store %va, %As[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %kb = arith.addi %k0, %ty : index
        %kb_ok = arith.cmpi ult, %kb, %K : index
        %lb = arith.andi %kb_ok, %col_ok : i1
        %vb = scf.if %lb -> (f32) {
          %v = memref.load %B[%kb, %col] : memref<?x?xf32>
          scf.yield %v : f32
        } else {
          scf.yield %zero : f32
        }
        memref.store %vb, %Bs[%ty, %tx] : memref<16x17xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %s = scf.for %kk = %c0 to %c16 step %c1 iter_args(%p = %a) -> (f32) {
          %x = memref.load %As[%ty, %kk] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %y = memref.load %Bs[%kk, %tx] : memref<16x17xf32, #gpu.address_space<workgroup>>
          %m = arith.mulf %x, %y : f32
          %q = arith.addf %p, %m : f32
          scf.yield %q : f32
        }
        gpu.barrier
        scf.yield %s : f32
      }
      %ok = arith.andi %row_ok, %col_ok : i1
      scf.if %ok {
        memref.store %acc, %C[%row, %col] : memref<?x?xf32>
      }
      gpu.return
    }

    gpu.func @tile64(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>)
        workgroup(%As: memref<16x64xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64},
                  %Bs: memref<16x64xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c256 = arith.constant 256 : index
      %zero = arith.constant 0.0 : f32
      %vzero = arith.constant dense<0.0> : vector<4xf32>
      %M = memref.dim %A, %c0 : memref<?x?xf32>
      %K = memref.dim %A, %c1 : memref<?x?xf32>
      %N = memref.dim %B, %c1 : memref<?x?xf32>
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tyx = arith.muli %ty, %c16 : index
      %tid = arith.addi %tyx, %tx : index
      %row0 = arith.muli %by, %c64 : index
      %col0 = arith.muli %bx, %c64 : index
      %tm = arith.muli %ty, %c4 : index
      %tn = arith.muli %tx, %c4 : index
      %acc:4 = scf.for %k0 = %c0 to %K step %c16
          iter_args(%r0 = %vzero, %r1 = %vzero, %r2 = %vzero, %r3 = %vzero)
          -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        // 1024 elements of each tile, 4 per thread.
        scf.for %q = %c0 to %c4 step %c1 {
          %qo = arith.muli %q, %c256 : index
          %e = arith.addi %tid, %qo : index
          // A tile (64 x 16): m = e / 16, k = e % 16, stored As[k][m].
          %am = arith.divui %e, %c16 : index
          %ak = arith.remui %e, %c16 : index
          %ga = arith.addi %row0, %am : index
          %gk = arith.addi %k0, %ak : index
          %ga_ok = arith.cmpi ult, %ga, %M : index
          %gk_ok = arith.cmpi ult, %gk, %K : index
          %a_ok = arith.andi %ga_ok, %gk_ok : i1
          %va = scf.if %a_ok -> (f32) {
            %v = memref.load %A[%ga, %gk] : memref<?x?xf32>
            scf.yield %v : f32
          } else {
            scf.yield %zero : f32
          }
          memref.store %va, %As[%ak, %am] : memref<16x64xf32, #gpu.address_space<workgroup>>
          // B tile (16 x 64): k = e / 64, n = e % 64.
          %bk = arith.divui %e, %c64 : index
          %bn = arith.remui %e, %c64 : index
          %gbk = arith.addi %k0, %bk : index
          %gbn = arith.addi %col0, %bn : index
          %gbk_ok = arith.cmpi ult, %gbk, %K : index
          %gbn_ok = arith.cmpi ult, %gbn, %N : index
          %b_ok = arith.andi %gbk_ok, %gbn_ok : i1
          %vb = scf.if %b_ok -> (f32) {
            %v = memref.load %B[%gbk, %gbn] : memref<?x?xf32>
            scf.yield %v : f32
          } else {
            scf.yield %zero : f32
          }
          memref.store %vb, %Bs[%bk, %bn] : memref<16x64xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %s:4 = scf.for %kk = %c0 to %c16 step %c1
            iter_args(%p0 = %r0, %p1 = %r1, %p2 = %r2, %p3 = %r3)
            -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
          %a = vector.load %As[%kk, %tm] : memref<16x64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
          %b = vector.load %Bs[%kk, %tn] : memref<16x64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
          %a0 = vector.extract %a[0] : f32 from vector<4xf32>
          %ab0 = vector.broadcast %a0 : f32 to vector<4xf32>
          %n0 = vector.fma %ab0, %b, %p0 : vector<4xf32>
          %a1 = vector.extract %a[1] : f32 from vector<4xf32>
          %ab1 = vector.broadcast %a1 : f32 to vector<4xf32>
          %n1 = vector.fma %ab1, %b, %p1 : vector<4xf32>
          %a2 = vector.extract %a[2] : f32 from vector<4xf32>
          %ab2 = vector.broadcast %a2 : f32 to vector<4xf32>
          %n2 = vector.fma %ab2, %b, %p2 : vector<4xf32>
          %a3 = vector.extract %a[3] : f32 from vector<4xf32>
          %ab3 = vector.broadcast %a3 : f32 to vector<4xf32>
          %n3 = vector.fma %ab3, %b, %p3 : vector<4xf32>
          scf.yield %n0, %n1, %n2, %n3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
        }
        gpu.barrier
        scf.yield %s#0, %s#1, %s#2, %s#3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %c0_i = arith.constant 0 : index
      %c1_i = arith.constant 1 : index
      %c2_i = arith.constant 2 : index
      %c3_i = arith.constant 3 : index
      // C[row0 + 4ty + i, col0 + 4tx + j] = acc_i[j], predicated per element.
      %orow = arith.addi %row0, %tm : index
      %ocol = arith.addi %col0, %tn : index
      %orow0 = arith.addi %orow, %c0_i : index
      %orow0_ok = arith.cmpi ult, %orow0, %M : index
      scf.if %orow0_ok {
        scf.for %j = %c0 to %c4 step %c1 {
          %oc = arith.addi %ocol, %j : index
          %oc_ok = arith.cmpi ult, %oc, %N : index
          scf.if %oc_ok {
            %v = vector.extract %acc#0[%j] : f32 from vector<4xf32>
            memref.store %v, %C[%orow0, %oc] : memref<?x?xf32>
          }
        }
      }
      %orow1 = arith.addi %orow, %c1_i : index
      %orow1_ok = arith.cmpi ult, %orow1, %M : index
      scf.if %orow1_ok {
        scf.for %j = %c0 to %c4 step %c1 {
          %oc = arith.addi %ocol, %j : index
          %oc_ok = arith.cmpi ult, %oc, %N : index
          scf.if %oc_ok {
            %v = vector.extract %acc#1[%j] : f32 from vector<4xf32>
            memref.store %v, %C[%orow1, %oc] : memref<?x?xf32>
          }
        }
      }
      %orow2 = arith.addi %orow, %c2_i : index
      %orow2_ok = arith.cmpi ult, %orow2, %M : index
      scf.if %orow2_ok {
        scf.for %j = %c0 to %c4 step %c1 {
          %oc = arith.addi %ocol, %j : index
          %oc_ok = arith.cmpi ult, %oc, %N : index
          scf.if %oc_ok {
            %v = vector.extract %acc#2[%j] : f32 from vector<4xf32>
            memref.store %v, %C[%orow2, %oc] : memref<?x?xf32>
          }
        }
      }
      %orow3 = arith.addi %orow, %c3_i : index
      %orow3_ok = arith.cmpi ult, %orow3, %M : index
      scf.if %orow3_ok {
        scf.for %j = %c0 to %c4 step %c1 {
          %oc = arith.addi %ocol, %j : index
          %oc_ok = arith.cmpi ult, %oc, %N : index
          scf.if %oc_ok {
            %v = vector.extract %acc#3[%j] : f32 from vector<4xf32>
            memref.store %v, %C[%orow3, %oc] : memref<?x?xf32>
          }
        }
      }
      gpu.return
    }
  }

  func.func @main(%A: memref<100x40xf32>, %B: memref<40x72xf32>, %C: memref<100x72xf32>) {
    %c1 = arith.constant 1 : index
    %gx = arith.constant 5 : index
    %gy = arith.constant 7 : index
    %t = arith.constant 16 : index
    %a = memref.cast %A : memref<100x40xf32> to memref<?x?xf32>
    %b = memref.cast %B : memref<40x72xf32> to memref<?x?xf32>
    %c = memref.cast %C : memref<100x72xf32> to memref<?x?xf32>
    gpu.launch_func @kernels::@tile16 blocks in (%gx, %gy, %c1) threads in (%t, %t, %c1)
        args(%a : memref<?x?xf32>, %b : memref<?x?xf32>, %c : memref<?x?xf32>)
    return
  }

  func.func @main_4x4(%A: memref<100x40xf32>, %B: memref<40x72xf32>, %C: memref<100x72xf32>) {
    %c1 = arith.constant 1 : index
    %gx = arith.constant 2 : index
    %gy = arith.constant 2 : index
    %t = arith.constant 16 : index
    %a = memref.cast %A : memref<100x40xf32> to memref<?x?xf32>
    %b = memref.cast %B : memref<40x72xf32> to memref<?x?xf32>
    %c = memref.cast %C : memref<100x72xf32> to memref<?x?xf32>
    gpu.launch_func @kernels::@tile64 blocks in (%gx, %gy, %c1) threads in (%t, %t, %c1)
        args(%a : memref<?x?xf32>, %b : memref<?x?xf32>, %c : memref<?x?xf32>)
    return
  }

  func.func @bench(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) {
    %c1 = arith.constant 1 : index
    %gx = arith.constant 16 : index
    %gy = arith.constant 16 : index
    %t = arith.constant 16 : index
    %a = memref.cast %A : memref<256x256xf32> to memref<?x?xf32>
    %b = memref.cast %B : memref<256x256xf32> to memref<?x?xf32>
    %c = memref.cast %C : memref<256x256xf32> to memref<?x?xf32>
    gpu.launch_func @kernels::@tile16 blocks in (%gx, %gy, %c1) threads in (%t, %t, %c1)
        args(%a : memref<?x?xf32>, %b : memref<?x?xf32>, %c : memref<?x?xf32>)
    return
  }

  func.func @bench_4x4(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) {
    %c1 = arith.constant 1 : index
    %gx = arith.constant 4 : index
    %gy = arith.constant 4 : index
    %t = arith.constant 16 : index
    %a = memref.cast %A : memref<256x256xf32> to memref<?x?xf32>
    %b = memref.cast %B : memref<256x256xf32> to memref<?x?xf32>
    %c = memref.cast %C : memref<256x256xf32> to memref<?x?xf32>
    gpu.launch_func @kernels::@tile64 blocks in (%gx, %gy, %c1) threads in (%t, %t, %c1)
        args(%a : memref<?x?xf32>, %b : memref<?x?xf32>, %c : memref<?x?xf32>)
    return
  }
}
