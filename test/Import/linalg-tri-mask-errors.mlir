// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-import-linalg)' 2>&1 | FileCheck %s
// An index-built boolean generic over `?` extents that is not a lower
// triangle (j >= i: torch.triu), a triangle whose lengths no single argument
// has, or a compare the evaluation does not take (unsigned: j - i may be
// negative) is left as it is (import_linalg_tri.c), and refused as before.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @not_tril(%x: tensor<?x?xf32>, %y: tensor<?xf32>) -> (tensor<?x?xi1>, tensor<?x?xi1>, tensor<?x?xi1>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x?xf32>
  %k = tensor.dim %y, %c0 : tensor<?xf32>
  %e = tensor.empty(%n, %n) : tensor<?x?xi1>
  // CHECK: linalg-tri-mask-errors.mlir:[[# @LINE + 1]]:8: error: 'linalg.generic' op body op 'linalg.index' indexes a loop whose extent is dynamic: not supported
  %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xi1>) {
  ^bb0(%o: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.cmpi sge, %j, %i : index
    linalg.yield %p : i1
  } -> tensor<?x?xi1>
  %e2 = tensor.empty(%n, %k) : tensor<?x?xi1>
  // CHECK: linalg-tri-mask-errors.mlir:[[# @LINE + 1]]:8: error: 'linalg.generic' op body op 'linalg.index' indexes a loop whose extent is dynamic: not supported
  %h = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<?x?xi1>) {
  ^bb0(%o: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.cmpi sle, %j, %i : index
    linalg.yield %p : i1
  } -> tensor<?x?xi1>
  // CHECK: linalg-tri-mask-errors.mlir:[[# @LINE + 1]]:8: error: 'linalg.generic' op body op 'arith.cmpi' has an unsigned predicate
  %u = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xi1>) {
  ^bb0(%o: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.cmpi ule, %j, %i : index
    linalg.yield %p : i1
  } -> tensor<?x?xi1>
  return %g, %h, %u : tensor<?x?xi1>, tensor<?x?xi1>, tensor<?x?xi1>
}
