// --seed: the same seed gives the same data, another seed other data; each
// argument has its own stream (which does not depend on the other
// arguments' specs); values stay in [-1, 1) for floats, [-8, 8) for ints.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hidet-run %s --arg=rand --arg=rand --arg=rand --arg=rand --print-args > %t/s0a.txt
// RUN: hidet-run %s --arg=rand --arg=rand --arg=rand --arg=rand --print-args --seed=0 > %t/s0b.txt
// RUN: diff %t/s0a.txt %t/s0b.txt
// RUN: hidet-run %s --arg=rand --arg=rand --arg=rand --arg=rand --print-args --seed=1 > %t/s1.txt
// RUN: not diff %t/s0a.txt %t/s1.txt
// RUN: hidet-run %s --arg=rand --arg=rand --arg=rand --arg=rand --out=0:%t/a.npy --out=1:%t/b.npy --out=2:%t/c.npy --out=3:%t/d.npy
// RUN: not python3 %S/Inputs/npy_util.py same %t/a.npy %t/b.npy
// RUN: hidet-run %s --arg=rand --arg=zeros --arg=fill:3 --arg=poison --out=0:%t/a2.npy --out=1:%t/zeros.npy
// RUN: python3 %S/Inputs/npy_util.py same %t/a.npy %t/a2.npy | FileCheck %s --check-prefix=SAME
// RUN: not python3 %S/Inputs/npy_util.py same %t/a.npy %t/zeros.npy
// RUN: python3 %S/Inputs/npy_util.py range %t/a.npy -1 1 | FileCheck %s --check-prefix=F32
// RUN: python3 %S/Inputs/npy_util.py range %t/c.npy -8 8 | FileCheck %s --check-prefix=I32
// RUN: python3 %S/Inputs/npy_util.py range %t/d.npy -1 1 | FileCheck %s --check-prefix=F64
// The generator is pinned: these are the first values for seed 0.
// RUN: hidet-run %s --entry=small --arg=rand --arg=rand --print-args | FileCheck %s --check-prefix=PIN
// RUN: hidet-run %s --entry=small --arg=rand --arg=rand --print-args --seed=18446744073709551615 | FileCheck %s --check-prefix=BIG

// SAME: SAME
// F32: OK 1000 values in range, {{9[0-9][0-9]|1000}} distinct
// I32: OK 1000 values in range, 16 distinct
// F64: OK 1000 values in range, 1000 distinct
// PIN:      arg #0: memref<5xf32> =
// PIN-NEXT: [0.69740593, 0.11808121, -0.19564271, -0.9555572, 0.7818264]
// PIN-NEXT: arg #1: memref<5xi64> =
// PIN-NEXT: [{{-?[0-8](, -?[0-8])*}}]
// BIG:      arg #0: memref<5xf32> =
// BIG-NOT:  [0.69740593,

func.func @main(%a: memref<1000xf32>, %b: memref<1000xf32>, %c: memref<1000xi32>, %d: memref<10x100xf64>) {
  return
}

func.func @small(%a: memref<5xf32>, %b: memref<5xi64>) {
  return
}
