// Signature-only functions whose seeded random arguments (hidet-run --arg=rand --seed=N
// --out=i:FILE.npy) are the inputs of test/Attention/dynamic-gpu-run.test:
// q, k, v (and a boolean mask) of test/Attention/Inputs/dyn_attention.mlir at
// one size each, b<batch>s<seq> (cross: q<Lq>k<Lk>, bert: [batch, seq, 2, 16]).
func.func @b1s1(%q: memref<1x2x1x16xf32>, %k: memref<1x2x1x16xf32>, %v: memref<1x2x1x16xf32>) { return }
func.func @b3s7(%q: memref<3x2x7x16xf32>, %k: memref<3x2x7x16xf32>, %v: memref<3x2x7x16xf32>, %m: memref<3x1x1x7xi1>) { return }
func.func @b1s37(%q: memref<1x2x37x16xf32>, %k: memref<1x2x37x16xf32>, %v: memref<1x2x37x16xf32>) { return }
func.func @b3s128(%q: memref<3x2x128x16xf32>, %k: memref<3x2x128x16xf32>, %v: memref<3x2x128x16xf32>) { return }
func.func @b3q7k37(%q: memref<3x4x7x24xf32>, %k: memref<3x2x37x24xf32>, %v: memref<3x2x37x24xf32>) { return }
func.func @b1q1k200(%q: memref<1x4x1x24xf32>, %k: memref<1x2x200x24xf32>, %v: memref<1x2x200x24xf32>) { return }
func.func @bert_b3s37(%q: memref<3x37x2x16xf32>, %k: memref<3x37x2x16xf32>, %v: memref<3x37x2x16xf32>) { return }
func.func @half_b3s37(%q: memref<3x2x37x16xf16>, %k: memref<3x2x37x16xf16>, %v: memref<3x2x37x16xf16>) { return }
func.func @half_b3s128(%q: memref<3x2x128x16xf16>, %k: memref<3x2x128x16xf16>, %v: memref<3x2x128x16xf16>) { return }
func.func @bf_b1q37k7(%q: memref<1x4x37x24xbf16>, %k: memref<1x2x7x24xbf16>, %v: memref<1x2x7x24xbf16>) { return }
func.func @bf_b3q64k200(%q: memref<3x4x64x24xbf16>, %k: memref<3x2x200x24xbf16>, %v: memref<3x2x200x24xbf16>) { return }
func.func @seq5(%q: memref<2x2x5x64xf32>, %k: memref<2x2x5x64xf32>, %v: memref<2x2x5x64xf32>) { return }
func.func @seq300(%q: memref<2x2x300x64xf32>, %k: memref<2x2x300x64xf32>, %v: memref<2x2x300x64xf32>) { return }
func.func @two_b2s3n9(%q: memref<2x3x2x9x16xf32>, %k: memref<2x3x2x9x16xf32>, %v: memref<2x3x2x9x16xf32>) { return }
