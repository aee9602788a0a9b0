// Argument generators for test/Partition/dynamic-splitk-run.test (hidet-run
// --arg=rand --out=...): signature-only functions.
func.func @h1x1(%x: memref<1x1x128xf16>, %w: memref<1x128x32xf16>) { return }
func.func @h3x37(%x: memref<3x37x128xf16>) { return }
func.func @f1(%x: memref<1x160xf32>, %w: memref<160x48xf32>, %b: memref<48xf32>) { return }
func.func @f300(%x: memref<300x160xf32>) { return }
