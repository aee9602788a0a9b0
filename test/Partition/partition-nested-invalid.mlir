// A graph op outside the entry block of a func.func is not partitioned.
// RUN: hidet-opt %s --verify-diagnostics -p 'builtin.module(hidet-partition)'

func.func @nested(%c: i1, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = scf.if %c -> tensor<2xf32> {
    // expected-error @+1 {{'graph.relu' op is not in the entry block of a func.func, so it cannot be partitioned}}
    %0 = "graph.relu"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    scf.yield %0 : tensor<2xf32>
  } else {
    scf.yield %x : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
