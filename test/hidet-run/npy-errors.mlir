// A .npy argument must exist, be a .npy file, and match the memref type
// exactly; each problem is one clear error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/npy_util.py write %t/good.npy '<f4' 4x5 'i'
// RUN: hidet-run %s --arg=@%t/good.npy --print-args | FileCheck %s --check-prefix=GOOD
// GOOD: [15, 16, 17, 18, 19]]
//
// RUN: not hidet-run %s --arg=@%t/missing.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=MISSING
// MISSING: hidet-run: error: argument #0: cannot read '{{.*}}missing.npy': No such file or directory
// RUN: not hidet-run %s --arg=@%s 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=MAGIC
// MAGIC: hidet-run: error: argument #0: '{{.*}}npy-errors.mlir': not a .npy file (bad magic)
// RUN: python3 %S/Inputs/npy_util.py write %t/magic.npy '<f4' 4x5 'i' --magic=93504e4d5059
// RUN: not hidet-run %s --arg=@%t/magic.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=MAGIC2
// MAGIC2: error: argument #0: '{{.*}}magic.npy': not a .npy file (bad magic)
// RUN: python3 %S/Inputs/npy_util.py write %t/f8.npy '<f8' 4x5 'i'
// RUN: not hidet-run %s --arg=@%t/f8.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=DTYPE
// DTYPE: hidet-run: error: argument #0: '{{.*}}f8.npy': dtype '<f8' does not match 'memref<4x5xf32>' (which needs '<f4')
// RUN: python3 %S/Inputs/npy_util.py write %t/i4.npy '<i4' 4x5 'i'
// RUN: not hidet-run %s --arg=@%t/i4.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=DTYPE-INT
// DTYPE-INT: dtype '<i4' does not match 'memref<4x5xf32>' (which needs '<f4')
// RUN: python3 %S/Inputs/npy_util.py write %t/shape.npy '<f4' 5x4 'i'
// RUN: not hidet-run %s --arg=@%t/shape.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=SHAPE
// SHAPE: hidet-run: error: argument #0: '{{.*}}shape.npy': shape (5, 4) does not match 'memref<4x5xf32>' (which needs (4, 5))
// RUN: python3 %S/Inputs/npy_util.py write %t/rank.npy '<f4' 20 'i'
// RUN: not hidet-run %s --arg=@%t/rank.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=RANK
// RANK: shape (20,) does not match 'memref<4x5xf32>' (which needs (4, 5))
// RUN: python3 %S/Inputs/npy_util.py write %t/big.npy '>f4' 4x5 'i'
// RUN: not hidet-run %s --arg=@%t/big.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=BIGENDIAN
// BIGENDIAN: dtype '>f4' is big-endian; only little-endian is supported
// RUN: python3 %S/Inputs/npy_util.py write %t/fortran.npy '<f4' 4x5 'i' --fortran
// RUN: not hidet-run %s --arg=@%t/fortran.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=FORTRAN
// FORTRAN: Fortran-order (column-major) data is not supported
// RUN: python3 %S/Inputs/npy_util.py write %t/short.npy '<f4' 4x5 'i' --truncate=4
// RUN: not hidet-run %s --arg=@%t/short.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=SHORT
// SHORT: '{{.*}}short.npy': holds 76 bytes of data; memref<4x5xf32> needs 80
// RUN: python3 %S/Inputs/npy_util.py write %t/long.npy '<f4' 4x5 'i' --extra=8
// RUN: not hidet-run %s --arg=@%t/long.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=LONG
// LONG: holds 88 bytes of data; memref<4x5xf32> needs 80
// RUN: python3 %S/Inputs/npy_util.py write %t/v9.npy '<f4' 4x5 'i' --version=9
// RUN: not hidet-run %s --arg=@%t/v9.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=VERSION
// VERSION: unsupported .npy version 9.0
// RUN: printf '\223NUMPY\001\000\377\000{' > %t/header.npy
// RUN: not hidet-run %s --arg=@%t/header.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=HEADER
// HEADER: '{{.*}}header.npy': truncated header
// RUN: printf "\223NUMPY\001\000\020\000{'descr': 3}    \n" > %t/descr.npy
// RUN: not hidet-run %s --arg=@%t/descr.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=DESCR
// DESCR: 'descr' is not a simple dtype string
// RUN: printf '' > %t/empty.npy
// RUN: not hidet-run %s --arg=@%t/empty.npy 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=EMPTY
// EMPTY: not a .npy file (bad magic)
// RUN: not hidet-run %s --arg=@%t 2>&1 | FileCheck %s --implicit-check-not=Sanitizer --check-prefix=DIR
// DIR: hidet-run: error: argument #0: cannot read '{{.*}}': Is a directory
func.func @main(%a: memref<4x5xf32>) {
  return
}
