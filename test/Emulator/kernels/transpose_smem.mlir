// Tiled transpose of a 100x72 f32 matrix (neither dim a multiple of the
// tile) through shared memory: 32x32 tiles, blocks of 32x8 threads (each
// thread moves 4 elements per tile), a 3x4 grid. The tile is a workgroup
// attribution padded to 32x33 so that the column-wise reads hit distinct
// banks. Loads and stores past the matrix edges are predicated off; the
// gpu.barrier between the tile's writes and its transposed reads is what
// makes it correct (each thread reads elements other threads wrote).
// Reference: transpose_smem.ref.mlir (graph.transpose). Data movement only:
// the result must be exact (tolerance 0), and every output element must be
// written (the output starts as NaN).
//
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --compare=%S/transpose_smem.ref.mlir --atol=0 --rtol=0 --emu-schedule=forward | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --compare=%S/transpose_smem.ref.mlir --atol=0 --rtol=0 --emu-schedule=reverse | FileCheck %s
// RUN: hidet-run --target=emulate %s --entry=main --arg=rand --arg=poison --compare=%S/transpose_smem.ref.mlir --atol=0 --rtol=0 --emu-schedule=random --emu-seed=7 --seed=3 | FileCheck %s
// RUN: hidet-run --target=emulate -O0 %s --entry=main --arg=rand --arg=poison --compare=%S/transpose_smem.ref.mlir --atol=0 --rtol=0 --emu-schedule=reverse | FileCheck %s
// RUN: %S/check_ptx.sh %s
// CHECK: compare: PASS

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose(%in: memref<100x72xf32>, %out: memref<72x100xf32>)
        workgroup(%tile: memref<32x33xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %rows = arith.constant 100 : index
      %cols = arith.constant 72 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %row0 = arith.muli %by, %c32 : index
      %col0 = arith.muli %bx, %c32 : index

      // in[row0 + ty + j, col0 + tx] -> tile[ty + j, tx]
      %c = arith.addi %col0, %tx : index
      %c_ok = arith.cmpi ult, %c, %cols : index
      scf.for %j = %c0 to %c32 step %c8 {
        %ly = arith.addi %ty, %j : index
        %r = arith.addi %row0, %ly : index
        %r_ok = arith.cmpi ult, %r, %rows : index
        %ok = arith.andi %r_ok, %c_ok : i1
        scf.if %ok {
          %v = memref.load %in[%r, %c] : memref<100x72xf32>
          memref.store %v, %tile[%ly, %tx] : memref<32x33xf32, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier

      // out[col0 + ty + j, row0 + tx] = tile[tx, ty + j]
      %oc = arith.addi %row0, %tx : index
      %oc_ok = arith.cmpi ult, %oc, %rows : index
      scf.for %j = %c0 to %c32 step %c8 {
        %ly = arith.addi %ty, %j : index
        %or = arith.addi %col0, %ly : index
        %or_ok = arith.cmpi ult, %or, %cols : index
        %ok = arith.andi %or_ok, %oc_ok : i1
        scf.if %ok {
          %v = memref.load %tile[%tx, %ly] : memref<32x33xf32, #gpu.address_space<workgroup>>
          memref.store %v, %out[%or, %oc] : memref<72x100xf32>
        }
      }
      gpu.return
    }
  }

  func.func @main(%in: memref<100x72xf32>, %out: memref<72x100xf32>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@transpose blocks in (%c3, %c4, %c1) threads in (%c32, %c8, %c1)
        args(%in : memref<100x72xf32>, %out : memref<72x100xf32>)
    return
  }
}
