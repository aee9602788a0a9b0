// Remarks of hidet passes in a --lower-pipeline go through hidet-run's
// diagnostic printer, in the format hidet-opt prints them in.
// RUN: hidet-run %s --entry=f --arg=rand --arg=poison --lower-pipeline='hidet-partition{report=true},hidet-reference,hidet-cpu-lowering' 2>&1 >/dev/null | FileCheck %s --strict-whitespace -DFILE=%s
// CHECK:      {{^}}[[FILE]]:[[# @LINE + 5]]:8: remark: group 0: graph.relu at [[# @LINE + 5]]:8 (injective){{$}}
// CHECK-NOT:  {{.}}

func.func @f(%m: memref<4xf32>, %out: memref<4xf32>) {
  %a = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %0 = "graph.relu"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %0 in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
