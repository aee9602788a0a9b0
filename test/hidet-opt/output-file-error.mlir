// An output file that cannot be opened or written: error naming it, exit 1.
// RUN: not hidet-opt %s -o %t.nonexistent-dir/x 2>&1 | FileCheck %s -DOUT=%t.nonexistent-dir/x --check-prefix=OPEN
// OPEN: [[OUT]]: error: could not open output file: No such file or directory
// RUN: not hidet-opt %s -o /dev/full 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: /dev/full: error: could not write output file: No space left on device
// RUN: not hidet-opt %s > /dev/full 2>%t.err; FileCheck %s --check-prefix=STDOUT < %t.err
// STDOUT: <stdout>: error: could not write output file: No space left on device
func.func @f() {
  return
}
