// arith.uitofp of an i1 (torch's bool.to(float), BERT's extended attention
// mask) imports as graph.cast, which reads an i1 as unsigned (true = 1.0);
// from wider integers it is refused (linalg-errors.mlir). On the reference
// path against an independent graph: select(x > 0, 1, 0), random inputs,
// output poisoned.
// RUN: hidet-opt %s -p 'builtin.module(hidet-import-linalg)' -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: hidet-run %t.mlir --target=reference --entry=f --arg=rand --arg=poison --compare=%S/Inputs/uitofp_ref.mlir --atol=0 --rtol=0 | FileCheck %s --check-prefix=SAME
// CHECK: "graph.compare"(%arg0, %{{.+}}) {predicate = "gt"} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xi1>
// CHECK: "graph.cast"(%{{.+}}) : (tensor<3x5xi1>) -> tensor<3x5xf32>
// SAME: compare: PASS
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %e = tensor.empty() : tensor<3x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%x : tensor<3x5xf32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf ogt, %in, %z : f32
    %0 = arith.uitofp %c : i1 to f32
    linalg.yield %0 : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
