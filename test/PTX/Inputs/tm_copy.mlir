// A kernel whose thread-to-element mapping is a task mapping: 32 threads
// copy an 8x8 tile, two elements each (repeat 2x1 over spatial 4x8).
// hidet-gpu-to-ptx lowers the tm ops first (hidet-lower-task-mappings).
module attributes {gpu.container_module} {
  gpu.module @tm_kernels {
    gpu.func @copy8x8(%src: memref<8x8xf32>, %dst: memref<8x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %nt = "tm.num_tasks"() {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : () -> index
      scf.for %k = %c0 to %nt step %c1 {
        %i, %j = "tm.task"(%tid, %k) {mapping = #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>} : (index, index) -> (index, index)
        %v = memref.load %src[%i, %j] : memref<8x8xf32>
        memref.store %v, %dst[%i, %j] : memref<8x8xf32>
      }
      gpu.return
    }
  }
  func.func @main(%src: memref<8x8xf32>, %dst: memref<8x8xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @tm_kernels::@copy8x8 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%src : memref<8x8xf32>, %dst : memref<8x8xf32>)
    return
  }
}
