// gpu.subgroup_reduce of every kind, written like upstream's CUDA
// integration tests (host code with gpu.launch, results printed with
// printMemref*): one warp, lane l holds l (or a value made from it), and
// each row of the output is one reduction, as every lane sees it. The
// emulator pipeline lowers uniform, unclustered i32 add/minsi/maxsi/and/or/
// xor to redux.sync (convert-gpu-to-nvvm{has-redux=true}) and everything
// else to gpu.shuffle xor butterflies (hidet-lower-subgroup-reduce), so both
// paths run; the ptxas check assembles both. Expected rows worked out by
// hand (sums of 0..31 = 496; clusters of `size` lanes `stride` apart).
//
// RUN: hidet-run --target=emulate %s --entry=main --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --emu-schedule=reverse --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --emu-schedule=random --emu-seed=3 --shared-lib=/usr/lib/llvm-22/lib/libmlir_runner_utils.so | FileCheck %s
// RUN: %S/check_ptx.sh %s sm_80
// The five uniform i32 reductions of a redux kind are redux.sync, the rest
// shuffles:
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-emulator-lowering)' | FileCheck %s --check-prefix=PATHS
// PATHS-COUNT-5: llvm.call @hidet_emu_redux(
// PATHS-NOT: llvm.call @hidet_emu_redux(
// PATHS: llvm.call @hidet_emu_shfl(
//
// Integers (rows of the 13x32 i32 output):
// add uniform (redux.sync): 0+...+31
// CHECK: {{\[\[}}496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496],
// minsi uniform (redux) of l-16
// CHECK-NEXT: [-16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16],
// maxsi uniform (redux) of l-16
// CHECK-NEXT: [15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15],
// and uniform (redux) of l|32
// CHECK-NEXT: [32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32],
// xor uniform (redux) of l+1: 1^...^32
// CHECK-NEXT: [32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32,   32],
// add, not uniform (shuffles)
// CHECK-NEXT: [496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496],
// minui of l-16 (shuffles): 0 at lane 16
// CHECK-NEXT: [0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0],
// maxui of l-16: 0xffffffff at lane 15
// CHECK-NEXT: [-1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1,   -1],
// mul cluster(size = 2) of l%3+1: 1*2, 3*1, 2*3, ...
// CHECK-NEXT: [2,   2,   3,   3,   6,   6,   2,   2,   3,   3,   6,   6,   2,   2,   3,   3,   6,   6,   2,   2,   3,   3,   6,   6,   2,   2,   3,   3,   6,   6,   2,   2],
// add cluster(size = 4, stride = 8): 4(l%8) + 48
// CHECK-NEXT: [48,   52,   56,   60,   64,   68,   72,   76,   48,   52,   56,   60,   64,   68,   72,   76,   48,   52,   56,   60,   64,   68,   72,   76,   48,   52,   56,   60,   64,   68,   72,   76],
// or cluster(size = 2, stride = 8) of 1<<(l/8): 1|2, 4|8
// CHECK-NEXT: [3,   3,   3,   3,   3,   3,   3,   3,   3,   3,   3,   3,   3,   3,   3,   3,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12,   12],
// i8 add: 496 mod 256 = 240 = -16
// CHECK-NEXT: [-16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16,   -16],
// i64 add cluster(size = 8): 8-lane sums 28, 92, 156, 220
// CHECK-NEXT: [28,   28,   28,   28,   28,   28,   28,   28,   92,   92,   92,   92,   92,   92,   92,   92,   156,   156,   156,   156,   156,   156,   156,   156,   220,   220,   220,   220,   220,   220,   220,   220]]
// Floats (rows of the 9x32 f32 output):
// f32 add
// CHECK: {{\[\[}}496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496,   496],
// maxnumf cluster(size = 16)
// CHECK-NEXT: [15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   15,   31,   31,   31,   31,   31,   31,   31,   31,   31,   31,   31,   31,   31,   31,   31,   31],
// minnumf cluster(size = 2, stride = 16): l%16
// CHECK-NEXT: [0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15],
// minimumf uniform
// CHECK-NEXT: [0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0],
// f32 mul cluster(size = 2) of l%3+1
// CHECK-NEXT: [2,   2,   3,   3,   6,   6,   2,   2,   3,   3,   6,   6,   2,   2,   3,   3,   6,   6,   2,   2,   3,   3,   6,   6,   2,   2,   3,   3,   6,   6,   2,   2],
// f16 maximumf of l-10
// CHECK-NEXT: [21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21,   21],
// f64 minnumf of -1.5 l
// CHECK-NEXT: [-46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5,   -46.5],
// vector<2xf32> add cluster(size = 4), element 0 (l): 4-lane sums
// CHECK-NEXT: [6,   6,   6,   6,   22,   22,   22,   22,   38,   38,   38,   38,   54,   54,   54,   54,   70,   70,   70,   70,   86,   86,   86,   86,   102,   102,   102,   102,   118,   118,   118,   118],
// element 1 (2l)
// CHECK-NEXT: [12,   12,   12,   12,   44,   44,   44,   44,   76,   76,   76,   76,   108,   108,   108,   108,   140,   140,   140,   140,   172,   172,   172,   172,   204,   204,   204,   204,   236,   236,   236,   236]]

func.func @main() {
  %ints = memref.alloc() : memref<13x32xi32>
  %floats = memref.alloc() : memref<9x32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %l = arith.index_cast %tx : index to i32
    %i1 = arith.constant 1 : i32
    %i3 = arith.constant 3 : i32
    %i8 = arith.constant 8 : i32
    %i16 = arith.constant 16 : i32
    %i32c = arith.constant 32 : i32
    %r0 = arith.constant 0 : index
    %r1 = arith.constant 1 : index
    %r2 = arith.constant 2 : index
    %r3 = arith.constant 3 : index
    %r4 = arith.constant 4 : index
    %r5 = arith.constant 5 : index
    %r6 = arith.constant 6 : index
    %r7 = arith.constant 7 : index
    %r8 = arith.constant 8 : index
    %r9 = arith.constant 9 : index
    %r10 = arith.constant 10 : index
    %r11 = arith.constant 11 : index
    %r12 = arith.constant 12 : index

    // i32: redux.sync path (uniform, unclustered add/minsi/maxsi/and/or/xor).
    %add_u = gpu.subgroup_reduce add %l uniform : (i32) -> (i32)
    memref.store %add_u, %ints[%r0, %tx] : memref<13x32xi32>
    %u = arith.subi %l, %i16 : i32
    %min_u = gpu.subgroup_reduce minsi %u uniform : (i32) -> (i32)
    memref.store %min_u, %ints[%r1, %tx] : memref<13x32xi32>
    %max_u = gpu.subgroup_reduce maxsi %u uniform : (i32) -> (i32)
    memref.store %max_u, %ints[%r2, %tx] : memref<13x32xi32>
    %l32 = arith.ori %l, %i32c : i32
    %and_u = gpu.subgroup_reduce and %l32 uniform : (i32) -> (i32)
    memref.store %and_u, %ints[%r3, %tx] : memref<13x32xi32>
    %lp1 = arith.addi %l, %i1 : i32
    %xor_u = gpu.subgroup_reduce xor %lp1 uniform : (i32) -> (i32)
    memref.store %xor_u, %ints[%r4, %tx] : memref<13x32xi32>
    // i32: shuffle path.
    // (Upstream's canonicalization marks a subgroup_reduce in straight-line
    // kernel code uniform; inside a branch, which all lanes take here, it
    // stays non-uniform and so becomes shuffles.)
    %all = arith.cmpi ult, %l, %i32c : i32
    %add_s = scf.if %all -> (i32) {
      %a = gpu.subgroup_reduce add %l : (i32) -> (i32)
      scf.yield %a : i32
    } else {
      scf.yield %i1 : i32
    }
    memref.store %add_s, %ints[%r5, %tx] : memref<13x32xi32>
    %minui = gpu.subgroup_reduce minui %u uniform : (i32) -> (i32)
    memref.store %minui, %ints[%r6, %tx] : memref<13x32xi32>
    %maxui = gpu.subgroup_reduce maxui %u : (i32) -> (i32)
    memref.store %maxui, %ints[%r7, %tx] : memref<13x32xi32>
    %m3 = arith.remui %l, %i3 : i32
    %m3p1 = arith.addi %m3, %i1 : i32
    %mul2 = gpu.subgroup_reduce mul %m3p1 cluster(size = 2) : (i32) -> (i32)
    memref.store %mul2, %ints[%r8, %tx] : memref<13x32xi32>
    %sum48 = gpu.subgroup_reduce add %l cluster(size = 4, stride = 8) : (i32) -> (i32)
    memref.store %sum48, %ints[%r9, %tx] : memref<13x32xi32>
    %oct = arith.divui %l, %i8 : i32
    %bit = arith.shli %i1, %oct : i32
    %or28 = gpu.subgroup_reduce or %bit uniform cluster(size = 2, stride = 8) : (i32) -> (i32)
    memref.store %or28, %ints[%r10, %tx] : memref<13x32xi32>
    // Narrow and wide integers: i8 wraps (496 mod 256 = -16), i64 travels
    // as two halves (the sums of 8 lanes, shifted up by 33 and back).
    %l8 = arith.trunci %l : i32 to i8
    %add8 = gpu.subgroup_reduce add %l8 : (i8) -> (i8)
    %add8x = arith.extsi %add8 : i8 to i32
    memref.store %add8x, %ints[%r11, %tx] : memref<13x32xi32>
    %l64 = arith.extui %l : i32 to i64
    %s33 = arith.constant 33 : i64
    %big = arith.shli %l64, %s33 : i64
    %add64 = gpu.subgroup_reduce add %big cluster(size = 8) : (i64) -> (i64)
    %down = arith.shrui %add64, %s33 : i64
    %down32 = arith.trunci %down : i64 to i32
    memref.store %down32, %ints[%r12, %tx] : memref<13x32xi32>

    // Floats.
    %f = arith.sitofp %l : i32 to f32
    %fadd = gpu.subgroup_reduce add %f : (f32) -> (f32)
    memref.store %fadd, %floats[%r0, %tx] : memref<9x32xf32>
    %fmax16 = gpu.subgroup_reduce maxnumf %f cluster(size = 16) : (f32) -> (f32)
    memref.store %fmax16, %floats[%r1, %tx] : memref<9x32xf32>
    %fmin2 = gpu.subgroup_reduce minnumf %f cluster(size = 2, stride = 16) : (f32) -> (f32)
    memref.store %fmin2, %floats[%r2, %tx] : memref<9x32xf32>
    %fminimum = gpu.subgroup_reduce minimumf %f uniform : (f32) -> (f32)
    memref.store %fminimum, %floats[%r3, %tx] : memref<9x32xf32>
    %m4 = arith.remui %l, %i3 : i32
    %m4f = arith.uitofp %m4 : i32 to f32
    %one = arith.constant 1.0 : f32
    %m4p = arith.addf %m4f, %one : f32
    %fmul = gpu.subgroup_reduce mul %m4p cluster(size = 2) : (f32) -> (f32)
    memref.store %fmul, %floats[%r4, %tx] : memref<9x32xf32>
    // f16 (as i32 bits through the shuffle), f64 (two halves), vector.
    %h = arith.sitofp %l : i32 to f16
    %ten = arith.constant 10.0 : f16
    %hm = arith.subf %h, %ten : f16
    %hmax = gpu.subgroup_reduce maximumf %hm : (f16) -> (f16)
    %hmaxf = arith.extf %hmax : f16 to f32
    memref.store %hmaxf, %floats[%r5, %tx] : memref<9x32xf32>
    %d = arith.sitofp %l : i32 to f64
    %mhalf = arith.constant -1.5 : f64
    %dneg = arith.mulf %d, %mhalf : f64
    %dmin = gpu.subgroup_reduce minnumf %dneg : (f64) -> (f64)
    %dminf = arith.truncf %dmin : f64 to f32
    memref.store %dminf, %floats[%r6, %tx] : memref<9x32xf32>
    %two = arith.constant 2.0 : f32
    %f2 = arith.mulf %f, %two : f32
    %v0 = vector.broadcast %f : f32 to vector<2xf32>
    %v = vector.insert %f2, %v0 [1] : f32 into vector<2xf32>
    %vs = gpu.subgroup_reduce add %v cluster(size = 4) : (vector<2xf32>) -> (vector<2xf32>)
    %vs0 = vector.extract %vs[0] : f32 from vector<2xf32>
    %vs1 = vector.extract %vs[1] : f32 from vector<2xf32>
    memref.store %vs0, %floats[%r7, %tx] : memref<9x32xf32>
    memref.store %vs1, %floats[%r8, %tx] : memref<9x32xf32>
    gpu.terminator
  }
  %pi = memref.cast %ints : memref<13x32xi32> to memref<*xi32>
  %pf = memref.cast %floats : memref<9x32xf32> to memref<*xf32>
  call @printMemrefI32(%pi) : (memref<*xi32>) -> ()
  call @printMemrefF32(%pf) : (memref<*xf32>) -> ()
  memref.dealloc %ints : memref<13x32xi32>
  memref.dealloc %floats : memref<9x32xf32>
  return
}

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
