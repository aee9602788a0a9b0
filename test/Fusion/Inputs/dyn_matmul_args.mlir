// Argument generators for test/Fusion/schedule-cache-buckets.mlir (hidet-run
// --arg=rand --out=...): signature-only functions.
func.func @m1(%x: memref<1x64xf32>, %w: memref<64x64xf32>) { return }
func.func @m100(%x: memref<100x64xf32>, %w: memref<64x64xf32>) { return }
