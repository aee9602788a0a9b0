// An input that cannot be opened or read: `<name>: error: ...`, exit 1.
// RUN: not hidet-opt %t.does-not-exist.mlir 2>&1 | FileCheck %s -DFILE=%t.does-not-exist.mlir --check-prefix=MISSING
// MISSING: [[FILE]]: error: could not open input file: No such file or directory
// RUN: not hidet-opt %S 2>&1 | FileCheck %s -DDIR=%S --check-prefix=DIR
// DIR: [[DIR]]: error: could not read input file: Is a directory
// Nothing is written when the input cannot be read.
// RUN: rm -f %t.out
// RUN: not hidet-opt %t.does-not-exist.mlir -o %t.out 2>/dev/null
// RUN: not test -e %t.out
