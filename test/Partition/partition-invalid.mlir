// Options and inputs hidet-partition and hidet-outline-kernels refuse.
// RUN: not hidet-opt %s -p 'builtin.module(hidet-partition{report=maybe})' 2>&1 | FileCheck %s --check-prefix=BADVAL
// BADVAL: error: report expects true or false, got 'maybe'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-partition{fuse=all})' 2>&1 | FileCheck %s --check-prefix=BADKEY
// BADKEY: error: unknown option 'fuse' (hidet-partition takes report)
// RUN: not hidet-opt %s -p 'builtin.module(hidet-outline-kernels{x=1})' 2>&1 | FileCheck %s --check-prefix=NOOPT
// NOOPT: error: pass 'hidet-outline-kernels' takes no options, got 'x'
// RUN: hidet-opt %s --split-input-file --verify-diagnostics -p 'builtin.module(hidet-outline-kernels)'

func.func @not_partitioned(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'graph.relu' op has no hidet.group attribute; run hidet-partition before hidet-outline-kernels}}
  %0 = "graph.relu"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @bad_role(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'graph.relu' op has a hidet.role that is not "anchor", "prologue", "epilogue", "regional" or "injective"}}
  %0 = "graph.relu"(%x) {hidet.group = 0 : i64, hidet.role = "middle"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @taken(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{cannot outline group 0: the symbol @taken_kernel0 already exists}}
  %0 = "graph.relu"(%x) {hidet.group = 0 : i64, hidet.role = "injective"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func private @taken_kernel0()
