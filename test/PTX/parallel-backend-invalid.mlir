// Errors of the parallel back end. A module that fails to translate is
// reported exactly as by the serial build, with its location, and the run
// exits 1: hidet-parallel-gpu-modules leaves every module in place when
// one fails, and the serial passes after it in hidet-gpu-to-ptx report it.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: not hidet-opt %S/Inputs/failing_kernels.mlir -p 'builtin.module(hidet-gpu-to-ptx{threads=1})' -o %t/out1 2> %t/err1
// RUN: not hidet-opt %S/Inputs/failing_kernels.mlir -p 'builtin.module(hidet-gpu-to-ptx{threads=2})' -o %t/out2 2> %t/err2
// RUN: not hidet-opt %S/Inputs/failing_kernels.mlir -p 'builtin.module(hidet-gpu-to-ptx{threads=3})' -o %t/out3 2> %t/err3
// RUN: cmp %t/err1 %t/err2
// RUN: cmp %t/err1 %t/err3
// RUN: FileCheck %s --check-prefix=FAIL < %t/err2
// FAIL: failing_kernels.mlir:16:13: error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// FAIL: failing_kernels.mlir:14:3: error: An error happened while serializing the module.
// FAIL-NOT: failing_kernels.mlir:23:3: error
//
// Bad thread counts, for the pass and the named pipelines:
// RUN: not hidet-opt %s -p 'builtin.module(hidet-gpu-to-ptx{threads=-1})' 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: <pass-pipeline>:1:33: error: bad value for option 'threads' of the pipeline 'hidet-gpu-to-ptx': '-1' is not an integer from 0 to 1024
// RUN: not hidet-opt %s -p 'builtin.module(hidet-compile-to-ptx{threads=all})' 2>&1 | FileCheck %s --check-prefix=WORD
// WORD: <pass-pipeline>:1:37: error: bad value for option 'threads' of the pipeline 'hidet-compile-to-ptx': 'all' is not an integer from 0 to 1024
// RUN: not hidet-opt %s -p 'builtin.module(hidet-parallel-gpu-modules{threads=2000 pipeline={cse}})' 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: <pass-pipeline>:1:16: error: threads expects an integer from 0 to 1024, got '2000'
//
// The pass needs a pipeline, one that parses (whatever the thread count):
// RUN: not hidet-opt %s -p 'builtin.module(hidet-parallel-gpu-modules{threads=1})' 2>&1 | FileCheck %s --check-prefix=NOPIPE
// NOPIPE: parallel-backend-invalid.mlir:[[# @LINE + 6]]:1: error: 'builtin.module' op hidet-parallel-gpu-modules needs pipeline={...}: the passes to run on each gpu.module
// RUN: not hidet-opt %s -p 'builtin.module(hidet-parallel-gpu-modules{threads=1 pipeline={gpu.module(no-such-pass)}})' 2>&1 | FileCheck %s --check-prefix=BADPIPE
// BADPIPE: parallel-backend-invalid.mlir:[[# @LINE + 4]]:1: error: 'builtin.module' op hidet-parallel-gpu-modules: bad pipeline 'gpu.module(no-such-pass)': 'no-such-pass' does not refer to a registered pass or pass pipeline
//
// hidet-compile-model's --threads / -j: test/CUDA/compile-cache.test.

module {
  gpu.module @k {
  }
}
