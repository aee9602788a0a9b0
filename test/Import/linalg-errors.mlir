// RUN: not hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' 2>&1 | FileCheck %s
// RUN: not hidet-opt %s --split-input-file --allow-unregistered-dialect --pass-pipeline='builtin.module(hidet-import-linalg)' 2>&1 | FileCheck %s --check-prefix=SCAN
// Every problem is reported at the op's location (all of a module's
// problems, before anything is changed), and the pass fails.

#id = affine_map<(d0) -> (d0)>
// CHECK: linalg-errors.mlir:[[# @LINE + 5]]:8: error: 'linalg.generic' op body op 'arith.remf' is not supported by hidet-import-linalg
// CHECK: linalg-errors.mlir:[[# @LINE + 11]]:8: error: 'linalg.matvec' op is not supported by hidet-import-linalg (see docs/import-linalg.md)
// CHECK: linalg-errors.mlir:[[# @LINE + 12]]:8: error: 'tensor.extract' op is not supported by hidet-import-linalg at the top level of a function
func.func @two_problems(%a: tensor<4xf32>, %m: tensor<3x4xf32>) -> (tensor<4xf32>, tensor<3xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
       ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = arith.remf %x, %x : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<3xf32>
  %v = linalg.matvec ins(%m, %a : tensor<3x4xf32>, tensor<4xf32>) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %c0 = arith.constant 0 : index
  %s = tensor.extract %a[%c0] : tensor<4xf32>
  return %r, %v, %s : tensor<4xf32>, tensor<3xf32>, f32
}

// -----

// Dynamic shapes (docs/import-linalg.md, "Dynamic shapes"): ops other than
// generic, matmul, batch_matmul, fill, transpose, copy and
// tensor.empty/dim/cast/expand_shape/collapse_shape/reshape take only static
// shapes; the error names the op, the operand and the dim. A reshape that
// merges two `?` dims has no graph.reshape form.
// CHECK: linalg-errors.mlir:[[# @LINE + 3]]:8: error: 'linalg.conv_2d_nchw_fchw' op operand #0 has type tensor<?x3x8x8xf32>: dim 0 is dynamic; hidet-import-linalg takes dynamic dims only in linalg.generic, matmul, batch_matmul, fill, transpose, copy and tensor.empty/dim/cast/expand_shape/collapse_shape/reshape
// CHECK: linalg-errors.mlir:[[# @LINE + 3]]:8: error: 'tensor.collapse_shape' op reshapes tensor<?x?x4xf32> to tensor<?x4xf32>, which graph.reshape cannot express: the input has 2 dynamic dims and the result 1
func.func @dynamic(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %e: tensor<?x4x6x6xf32>, %a: tensor<?x?x4xf32>) -> (tensor<?x4x6x6xf32>, tensor<?x4xf32>) {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%e : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  return %r, %c : tensor<?x4x6x6xf32>, tensor<?x4xf32>
}

// -----

// graph.reshape's rule gives the first `?` of the result the static dims
// after the input's first `?` ([B, 4, S] -> [4B, S]); this collapse means
// [B, 4S]: refused, with both sizes.
// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:8: error: 'tensor.collapse_shape' op reshapes tensor<?x4x?xf32> to tensor<?x?xf32>: result dim 0 is arg0.0, but graph.reshape's rule for dynamic dims gives 4*arg0.0 (input dim 0 times the static dims around it
func.func @dynamic_reshape_rule(%a: tensor<?x4x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

// tensor.reshape's shape: torch-mlir's from_elements of sizes the import
// evaluates symbolically; a size from a function argument is not one.
// CHECK: linalg-errors.mlir:[[# @LINE + 5]]:8: error: 'tensor.reshape' op reshapes tensor<?x8xf32> to tensor<?x2x4xf32>: the size of result dim 0 (or input dim 0) is computed by code hidet-import-linalg cannot evaluate symbolically
func.func @dynamic_reshape_unknown(%a: tensor<?x8xf32>, %n: i64) -> tensor<?x2x4xf32> {
  %c2 = arith.constant 2 : i64
  %c4 = arith.constant 4 : i64
  %s = tensor.from_elements %n, %c2, %c4 : tensor<3xi64>
  %r = tensor.reshape %a(%s) : (tensor<?x8xf32>, tensor<3xi64>) -> tensor<?x2x4xf32>
  return %r : tensor<?x2x4xf32>
}

// -----

// An affine.apply size with a mod: not evaluated (sizes are monomials).
// CHECK: linalg-errors.mlir:[[# @LINE + 6]]:8: error: 'tensor.expand_shape' op reshapes tensor<?x16xf32> to tensor<?x6x16xf32>: the size of result dim 0 (or input dim 0) is computed by code hidet-import-linalg cannot evaluate symbolically
#mod6 = affine_map<()[s0] -> (s0 mod 6)>
func.func @dynamic_reshape_affine_mod(%x: tensor<?x16xf32>) -> tensor<?x6x16xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.dim %x, %c0 : tensor<?x16xf32>
  %q = affine.apply #mod6()[%r]
  %e = tensor.expand_shape %x [[0, 1], [2]] output_shape [%q, 6, 16] : tensor<?x16xf32> into tensor<?x6x16xf32>
  return %e : tensor<?x6x16xf32>
}

// -----

// CHECK: linalg-errors.mlir:[[# @LINE + 3]]:8: error: 'tensor.from_elements' op is used other than as the shape of a tensor.reshape
func.func @from_elements_data(%n: i64) -> tensor<2xi64> {
  %c2 = arith.constant 2 : i64
  %s = tensor.from_elements %n, %c2 : tensor<2xi64>
  return %s : tensor<2xi64>
}

// -----

// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:8: error: 'tensor.reshape' op takes its shape from something other than tensor.from_elements
func.func @reshape_shape_arg(%a: tensor<?x8xf32>, %s: tensor<3xi64>) -> tensor<?x2x4xf32> {
  %r = tensor.reshape %a(%s) : (tensor<?x8xf32>, tensor<3xi64>) -> tensor<?x2x4xf32>
  return %r : tensor<?x2x4xf32>
}

// -----

// A cast between static and dynamic dims is its operand inside the graph;
// at a function result the type is fixed (found after converting).
// CHECK: linalg-errors.mlir:[[# @LINE + 3]]:3: error: 'func.return' op result #0 is tensor<?x4xf32> after the import but the function returns tensor<8x4xf32>: a cast between static and dynamic dims, or a broadcast to a dynamic size, at a function result has no graph form
func.func @cast_result(%x: tensor<?x4xf32>) -> tensor<8x4xf32> {
  %c = tensor.cast %x : tensor<?x4xf32> to tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}

// -----

// A broadcast to a `?` size stays unexpanded (size 1); reducing over that
// dim would sum one element: refused (found while converting).
#row = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: linalg-errors.mlir:[[# @LINE + 12]]:8: error: 'linalg.generic' op reduction loop 0 has a dynamic extent that operand #0 holds as size 1 (a broadcast to a dynamic size kept unexpanded): not supported
func.func @sum_of_broadcast(%b: tensor<4xf32>, %x: tensor<?x4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f32
  %dim = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%dim) : tensor<?x4xf32>
  %bb = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x4xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["reduction", "parallel"]} ins(%bb : tensor<?x4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// The same along a matmul's k.
#col = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: linalg-errors.mlir:[[# @LINE + 12]]:8: error: 'linalg.matmul' op reduces over a dynamic dim (k, operand #0 dim 1) that the operand holds as a size-1 broadcast: not supported
func.func @matmul_of_broadcast(%b: tensor<2xf32>, %w: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f32
  %dim = tensor.dim %w, %c0 : tensor<?x3xf32>
  %e = tensor.empty(%dim) : tensor<2x?xf32>
  %bb = linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e : tensor<2x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x?xf32>
  %e3 = tensor.empty() : tensor<2x3xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = linalg.matmul ins(%bb, %w : tensor<2x?xf32>, tensor<?x3xf32>) outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %m : tensor<2x3xf32>
}

// -----

#skew = affine_map<(d0, d1) -> (d0 + d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: linalg-errors.mlir:[[# @LINE + 3]]:8: error: 'linalg.generic' op indexing map #0 is not a projected permutation (dim 0): only broadcasts, transposes and reductions are supported
func.func @not_a_permutation(%a: tensor<8xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [#skew, #id], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<8xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:10: error: 'linalg.generic' op result #1 is a reduction whose body is not `yield combine(f(inputs), out)` with combine in addf/mulf/maximumf/maxnumf/minimumf/minnumf, or andi/ori on i1 (got arith.select) (an argmax/argmin index result cannot be imported)
func.func @argmax_used(%a: tensor<2x3xf32>, %m: tensor<2xf32>, %i: tensor<2xi64>) -> tensor<2xi64> {
  %r:2 = linalg.generic {indexing_maps = [#id, #out, #out], iterator_types = ["parallel", "reduction"]}
       ins(%a : tensor<2x3xf32>) outs(%m, %i : tensor<2xf32>, tensor<2xi64>) {
  ^bb0(%x: f32, %acc: f32, %idx: i64):
    %0 = linalg.index 1 : index
    %1 = arith.index_cast %0 : index to i64
    %2 = arith.maximumf %x, %acc : f32
    %3 = arith.cmpf ogt, %x, %acc : f32
    %4 = arith.select %3, %1, %idx : i64
    linalg.yield %2, %4 : f32, i64
  } -> (tensor<2xf32>, tensor<2xi64>)
  return %r#1 : tensor<2xi64>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
// A combine that is not a reduction kind (subtraction is not associative).
// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:8: error: 'linalg.generic' op result #0 is a reduction whose body is not `yield combine(f(inputs), out)` with combine in addf/mulf/maximumf/maxnumf/minimumf/minnumf, or andi/ori on i1 (got arith.subf)
func.func @difference(%a: tensor<2x3xf32>, %m: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [#id, #out], iterator_types = ["parallel", "reduction"]}
       ins(%a : tensor<2x3xf32>) outs(%m : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %0 = arith.subf %acc, %x : f32
    linalg.yield %0 : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:8: error: 'linalg.generic' op body reads output operand #0: only a reduction's combine may read it
func.func @reads_output(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
       ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %0 = arith.addf %x, %y : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:8: error: 'linalg.generic' op body op 'arith.cmpi' has an unsigned predicate, which graph.compare does not have
func.func @unsigned(%a: tensor<4xi32>, %o: tensor<4xi1>) -> tensor<4xi1> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
       ins(%a : tensor<4xi32>) outs(%o : tensor<4xi1>) {
  ^bb0(%x: i32, %y: i1):
    %0 = arith.cmpi ult, %x, %x : i32
    linalg.yield %0 : i1
  } -> tensor<4xi1>
  return %r : tensor<4xi1>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// A tensor.extract indexed by loops only (not a gather).
// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:8: error: 'linalg.generic' op body op 'tensor.extract' has no data-dependent index (not a gather)
func.func @no_data_index(%t: tensor<5x5xf32>, %e: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
       outs(%e : tensor<2x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %1 = tensor.extract %t[%i, %j] : tensor<5x5xf32>
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// CHECK: linalg-errors.mlir:[[# @LINE + 4]]:8: error: 'linalg.fill' op fills with a value that is not a scalar arith.constant
func.func @fill_arg(%v: f32) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// -----

// and/or reductions and logic ops are imported on i1 only (graph has no
// integer bitwise ops).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK: linalg-errors.mlir:[[# @LINE + 3]]:8: error: 'linalg.generic' op result #0 is a reduction with arith.andi on i32: only i1 (boolean) and/or reductions are imported
// CHECK: linalg-errors.mlir:[[# @LINE + 8]]:8: error: 'linalg.generic' op body op 'arith.ori' on i32 is not supported: only i1 (boolean) logic is imported
func.func @int_bitwise(%x: tensor<2x3xi32>, %init: tensor<2xi32>, %e: tensor<2x3xi32>) -> (tensor<2xi32>, tensor<2x3xi32>) {
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
       ins(%x : tensor<2x3xi32>) outs(%init : tensor<2xi32>) {
  ^bb0(%in: i32, %o: i32):
    %0 = arith.andi %in, %o : i32
    linalg.yield %0 : i32
  } -> tensor<2xi32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%x : tensor<2x3xi32>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%in: i32, %o: i32):
    %0 = arith.ori %in, %in : i32
    linalg.yield %0 : i32
  } -> tensor<2x3xi32>
  return %r, %p : tensor<2xi32>, tensor<2x3xi32>
}

// -----

// A convolution that computes fewer output rows than its input allows has
// no graph.conv2d form (graph's output size is the floor formula).
// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:8: error: 'linalg.depthwise_conv_2d_nchw_chw' op result spatial shape 2x4 does not match 4x4, the floor-division output of graph.conv2d for its input
func.func @conv_short(%x: tensor<1x2x6x6xf32>, %w: tensor<2x3x3xf32>, %o: tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
       ins(%x, %w : tensor<1x2x6x6xf32>, tensor<2x3x3xf32>) outs(%o : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %c : tensor<1x2x2x4xf32>
}

// -----

// CHECK: linalg-errors.mlir:[[# @LINE + 2]]:8: error: 'linalg.matmul' op needs float operands and result (f16, bf16, f32, f64; integer forms are not supported)
func.func @int_matmul(%a: tensor<4x8xi8>, %b: tensor<8x3xi8>, %c: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %m = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x3xi8>) outs(%c : tensor<4x3xi32>) -> tensor<4x3xi32>
  return %m : tensor<4x3xi32>
}

// -----

// Integer arithmetic on data is computed in f64 (import-linalg.md), but
// zero extension of a wider integer (graph.cast reads it as signed) and
// integer division are rejected.
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: linalg-errors.mlir:[[# @LINE + 4]]:8: error: 'linalg.generic' op body op 'arith.extui' from an integer wider than i1 is not supported: graph.cast reads it as signed
// CHECK: linalg-errors.mlir:[[# @LINE + 9]]:8: error: 'linalg.generic' op body op 'arith.divsi' is not supported by hidet-import-linalg
func.func @int_arith(%x: tensor<2x3xi8>, %y: tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>) {
  %e = tensor.empty() : tensor<2x3xi64>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%x : tensor<2x3xi8>) outs(%e : tensor<2x3xi64>) {
  ^bb0(%in: i8, %o: i64):
    %0 = arith.extui %in : i8 to i64
    linalg.yield %0 : i64
  } -> tensor<2x3xi64>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%y : tensor<2x3xi64>) outs(%e : tensor<2x3xi64>) {
  ^bb0(%in: i64, %o: i64):
    %0 = arith.divsi %in, %in : i64
    linalg.yield %0 : i64
  } -> tensor<2x3xi64>
  return %r, %b : tensor<2x3xi64>, tensor<2x3xi64>
}

// -----

// Unsigned to float from an integer wider than i1 (graph.cast reads it as
// signed: 255 would become -1.0).
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @uitofp_i8(%x: tensor<2x3xi8>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'linalg.generic' op body op 'arith.uitofp' from an integer wider than i1 is not supported: graph.cast reads it as signed
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%x : tensor<2x3xi8>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: i8, %o: f32):
    %0 = arith.uitofp %in : i8 to f32
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A conv_1d whose output is narrower than graph.conv2d's floor formula.
func.func @conv1d_short(%x: tensor<1x2x9xf32>, %w: tensor<3x2x3xf32>, %o: tensor<1x3x5xf32>) -> tensor<1x3x5xf32> {
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'linalg.conv_1d_ncw_fcw' op result width 5 does not match 7, the floor-division output of graph.conv2d for its input
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
       ins(%x, %w : tensor<1x2x9xf32>, tensor<3x2x3xf32>) outs(%o : tensor<1x3x5xf32>) -> tensor<1x3x5xf32>
  return %0 : tensor<1x3x5xf32>
}

// -----

// linalg.index of a loop with a dynamic extent would be an iota constant
// of dynamic size: refused before converting.
#id1 = affine_map<(d0) -> (d0)>
// CHECK: linalg-errors.mlir:[[# @LINE + 5]]:8: error: 'linalg.generic' op body op 'linalg.index' indexes a loop whose extent is dynamic: not supported
func.func @index_dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%dim) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %a = arith.addf %in, %f : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// tensor.insert_slice: unit strides and static offsets only.
func.func @insert_strided(%s: tensor<2xf32>, %d: tensor<4xf32>, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'tensor.insert_slice' op has stride 2 in dim 0: hidet-import-linalg inserts with unit strides only
  %a = tensor.insert_slice %s into %d[0] [2] [2] : tensor<2xf32> into tensor<4xf32>
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'tensor.insert_slice' op has dynamic offsets, sizes or strides: hidet-import-linalg needs static ones
  %b = tensor.insert_slice %s into %d[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// tm_tensor.scan (parsed with --allow-unregistered-dialect, second RUN
// line): cumulative sums only, the accumulator result unused, a dimension
// inside the input's rank. Without the flag the op does not parse.
// CHECK: linalg-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: operation being parsed with an unregistered dialect
func.func @scans(%x: tensor<4xi64>, %o: tensor<4xi64>, %a: tensor<i64>) -> (tensor<4xi64>, tensor<i64>, tensor<4xi64>) {
  // SCAN: linalg-errors.mlir:[[# @LINE + 1]]:10: error: 'tm_tensor.scan' op combines with something other than arith.addi / arith.addf of its two block arguments: hidet-import-linalg imports cumulative sums only
  %m:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.muli %p, %q : i64
    "tm_tensor.yield"(%s) : (i64) -> ()
  }) : (tensor<4xi64>, tensor<4xi64>, tensor<i64>) -> (tensor<4xi64>, tensor<i64>)
  // SCAN: linalg-errors.mlir:[[# @LINE + 1]]:10: error: 'tm_tensor.scan' op has its accumulator result used: hidet-import-linalg imports the scanned output only
  %u:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    "tm_tensor.yield"(%s) : (i64) -> ()
  }) : (tensor<4xi64>, tensor<4xi64>, tensor<i64>) -> (tensor<4xi64>, tensor<i64>)
  // SCAN: linalg-errors.mlir:[[# @LINE + 1]]:10: error: 'tm_tensor.scan' op scans dimension 1 of a rank-1 input (needs 0 <= dimension < rank < 16)
  %d:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 1 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    "tm_tensor.yield"(%s) : (i64) -> ()
  }) : (tensor<4xi64>, tensor<4xi64>, tensor<i64>) -> (tensor<4xi64>, tensor<i64>)
  // SCAN: linalg-errors.mlir:[[# @LINE + 1]]:10: error: 'tm_tensor.scan' op is not a tm_tensor.scan of one input, an output and an accumulator with `dimension` and `inclusive` attributes
  %n:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    "tm_tensor.yield"(%s) : (i64) -> ()
  }) : (tensor<4xi64>, tensor<4xi64>, tensor<i64>) -> (tensor<4xi64>, tensor<i64>)
  return %m#0, %u#1, %n#0 : tensor<4xi64>, tensor<i64>, tensor<4xi64>
}

// -----

// A broadcast to a `?` size stays unexpanded (1 there): reshaping it would
// misread it (found while converting).
#row2 = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: linalg-errors.mlir:[[# @LINE + 9]]:8: error: 'tensor.collapse_shape' op reshapes a value the import holds as tensor<1x4xf32>, with 1 in dim 0 where the program has ? (a broadcast to a dynamic size kept unexpanded): not supported
func.func @reshape_of_broadcast(%b: tensor<4xf32>, %x: tensor<?x4xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%dim) : tensor<?x4xf32>
  %bb = linalg.generic {indexing_maps = [#row2, #id2], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x4xf32>
  %c = tensor.collapse_shape %bb [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// A tensor.cast is its operand inside the graph: a collapse of a cast that
// made a `?` static (torch-mlir's mis-lowered [B, S, H] -> [B*S, H] view)
// holds the rows un-flattened (the `?` joins the dynamic result dim), which
// only row-wise consumers take (linalg-rows.mlir), not a function result.
// CHECK: linalg-errors.mlir:[[# @LINE + 4]]:3: error: 'func.return' op operand #0 is the rows of a value held as [arg0.0, arg0.1], flattened (torch's view of several dynamic dims as one): hidet-import-linalg takes such rows only in linalg.generic, linalg.matmul (as the lhs, with a 2-D rhs) and a tensor.reshape/expand_shape that splits them back, not in func.return (docs/import-linalg.md, "Dynamic shapes")
func.func @reshape_of_cast(%x: tensor<?x?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.cast %x : tensor<?x?x4xf32> to tensor<?x1x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// Dynamic broadcast generic (torch-mlir): the select must be on the extent
// of the loop it selects, proven (here %d0 is loop 0's extent, not loop
// 1's); a tensor read at other indices keeps the error.
#dynbc = affine_map<(d0, d1) -> (d0, d1)>
func.func @dynamic_extract_wrong_size(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'linalg.generic' op body op 'tensor.extract' must read a static tensor defined outside the body (a dynamic one only at indices provably its loop indices, over the whole tensor: torch-mlir's dynamic broadcast; docs/import-linalg.md, "Dynamic shapes")
  %g = linalg.generic {indexing_maps = [#dynbc], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %p = arith.cmpi eq, %d0, %c1 : index
    %s = arith.select %p, %c0, %i1 : index
    %v = tensor.extract %x[%i0, %s] : tensor<?x?xf32>
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

// -----

// A size computed in the body is evaluated symbolically like one outside,
// but one that depends on a loop index is no loop-invariant size: the
// select is not proven the loop index and the extract keeps the error.
#dynbc2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @dynamic_extract_size_in_body(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'linalg.generic' op body op 'tensor.extract' must read a static tensor defined outside the body (a dynamic one only at indices provably its loop indices, over the whole tensor: torch-mlir's dynamic broadcast; docs/import-linalg.md, "Dynamic shapes")
  %g = linalg.generic {indexing_maps = [#dynbc2], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %n = arith.addi %d1, %i0 : index
    %p = arith.cmpi eq, %n, %c1 : index
    %s = arith.select %p, %c0, %i1 : index
    %v = tensor.extract %x[%i0, %s] : tensor<?x?xf32>
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

// -----

// Index 0 of a unit dim is the loop index only where the import holds a
// `?` there (an init typed 1 over data with a `?`); a function argument's
// 1 is a real broadcast to the loop's extent: kept as the error.
#dynbc3 = affine_map<(d0, d1) -> (d0, d1)>
func.func @dynamic_extract_unit_not_held(%x: tensor<1x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %y, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<1x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'linalg.generic' op body op 'tensor.extract' must read a static tensor defined outside the body (a dynamic one only at indices provably its loop indices, over the whole tensor: torch-mlir's dynamic broadcast; docs/import-linalg.md, "Dynamic shapes")
  %g = linalg.generic {indexing_maps = [#dynbc3], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i1 = linalg.index 1 : index
    %v = tensor.extract %x[%c0, %i1] : tensor<1x?xf32>
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

// -----

// A dynamic extract_slice: only a `?` dim taken whole (offset 0, size its
// tensor.dim, stride 1).
func.func @dynamic_slice(%x: tensor<3x?x4xf32>, %n: index) -> (tensor<1x?x4xf32>, tensor<1x?x4xf32>) {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<3x?x4xf32>
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'tensor.extract_slice' op has dynamic offsets, sizes or strides: hidet-import-linalg needs static ones, or a dynamic dim taken whole (offset 0, size the source's size there, stride 1)
  %a = tensor.extract_slice %x[1, 1, 0] [1, %d, 4] [1, 1, 1] : tensor<3x?x4xf32> to tensor<1x?x4xf32>
  // CHECK: linalg-errors.mlir:[[# @LINE + 1]]:8: error: 'tensor.extract_slice' op has dynamic offsets, sizes or strides: hidet-import-linalg needs static ones, or a dynamic dim taken whole (offset 0, size the source's size there, stride 1)
  %b = tensor.extract_slice %x[1, 0, 0] [1, %n, 4] [1, 1, 1] : tensor<3x?x4xf32> to tensor<1x?x4xf32>
  return %a, %b : tensor<1x?x4xf32>, tensor<1x?x4xf32>
}
