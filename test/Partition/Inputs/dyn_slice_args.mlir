// Makes seeded random .npy arguments of the shapes
// test/Partition/dynamic-slice-run.test needs:
// hidet-run --entry=<f> --arg=rand --seed=N --out=0:FILE.npy.
func.func @a3x1x1x32(%a: memref<3x1x1x32xf32>) { return }
func.func @a3x2x37x32(%a: memref<3x2x37x32xf32>) { return }
func.func @a1x32x16(%a: memref<1x32x16xf32>) { return }
func.func @a1x1x64(%a: memref<1x1x64xf32>) { return }
func.func @a2x37x64(%a: memref<2x37x64xf32>) { return }
func.func @a1x12(%a: memref<1x12xf32>) { return }
func.func @a37x12(%a: memref<37x12xf32>) { return }
func.func @a1x1x32(%a: memref<1x1x32xf32>) { return }
func.func @a2x37x32(%a: memref<2x37x32xf32>) { return }
func.func @a1x32x96(%a: memref<1x32x96xf32>) { return }
func.func @a1x32x32(%a: memref<1x32x32xf32>) { return }
func.func @a1x1x16(%a: memref<1x1x16xf32>) { return }
func.func @a2x37x16(%a: memref<2x37x16xf32>) { return }
func.func @a1x3(%a: memref<1x3xf32>) { return }
func.func @a1x5(%a: memref<1x5xf32>) { return }
func.func @a37x3(%a: memref<37x3xf32>) { return }
func.func @a37x5(%a: memref<37x5xf32>) { return }
func.func @a1x1x30(%a: memref<1x1x30xf32>) { return }
func.func @a2x37x30(%a: memref<2x37x30xf32>) { return }
