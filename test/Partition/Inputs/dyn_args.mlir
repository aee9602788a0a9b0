// Makes seeded random .npy arguments of the shapes test/Partition/dynamic-gpu-run.test
// needs: hidet-run --target=cpu --entry=<f> --arg=rand --seed=N --out=0:FILE.npy.
func.func @m37x8(%a: memref<37x8xf32>) { return }
func.func @m5x8(%a: memref<5x8xf32>) { return }
func.func @m8x4(%a: memref<8x4xf32>) { return }
func.func @m1x4(%a: memref<1x4xf32>) { return }
func.func @m4x37(%a: memref<4x37xf32>) { return }
func.func @m4x5(%a: memref<4x5xf32>) { return }
func.func @m7x13(%a: memref<7x13xf32>) { return }
func.func @m7x1(%a: memref<7x1xf32>) { return }
func.func @m1x1(%a: memref<1x1xf32>) { return }
func.func @m300x32(%a: memref<300x32xf32>) { return }
func.func @m1100x32(%a: memref<1100x32xf32>) { return }
func.func @m3x7x32(%a: memref<3x7x32xf32>) { return }
func.func @m2x37x32(%a: memref<2x37x32xf32>) { return }
func.func @m32x32(%a: memref<32x32xf32>) { return }
func.func @m32(%a: memref<32xf32>) { return }
func.func @m3x5x32(%a: memref<3x5x32xf32>) { return }
func.func @m1x5x32(%a: memref<1x5x32xf32>) { return }
func.func @m1x32x32(%a: memref<1x32x32xf32>) { return }
func.func @m1x1x32(%a: memref<1x1x32xf32>) { return }
func.func @m3x2x7x16(%a: memref<3x2x7x16xf32>) { return }
func.func @m2x2x37x16(%a: memref<2x2x37x16xf32>) { return }
func.func @h1100x32(%a: memref<1100x32xf16>) { return }
