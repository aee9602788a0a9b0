// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-import-linalg)' | FileCheck %s
// linalg.generic bodies are translated op by op into graph ops on whole
// tensors in "loop space" (rank = number of loops, size 1 for loops an
// operand does not read).
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
// Broadcast input (bias over rows) and a permuted input; multi-op body with
// an outer scalar constant (a rank-0 splat).
// CHECK-LABEL: func.func @elementwise
// CHECK: %[[B:.+]] = "graph.reshape"(%arg1) : (tensor<3xf32>) -> tensor<1x3xf32>
// CHECK: %[[S:.+]] = "graph.add"(%arg0, %[[B]]) : (tensor<4x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[T:.+]] = "graph.transpose"(%arg2) {perm = array<i64: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>
// CHECK: %[[M:.+]] = "graph.mul"(%[[S]], %[[T]])
// CHECK: %[[H:.+]] = "graph.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
// CHECK: %[[R:.+]] = "graph.mul"(%[[M]], %[[H]]) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x3xf32>
// CHECK: %[[E:.+]] = "graph.exp"(%[[R]])
// CHECK: return %[[E]]
func.func @elementwise(%a: tensor<4x3xf32>, %b: tensor<3xf32>, %c: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #tr, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a, %b, %c : tensor<4x3xf32>, tensor<3xf32>, tensor<3x4xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %0 = arith.addf %x, %y : f32
    %1 = arith.mulf %0, %z : f32
    %2 = arith.mulf %1, %half : f32
    %3 = math.exp %2 : f32
    linalg.yield %3 : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#p3 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// A pure transpose generic, and a broadcast generic (yield of the input).
// CHECK-LABEL: func.func @copy_like
// CHECK: %[[T:.+]] = "graph.transpose"(%arg0) {perm = array<i64: 0, 2, 1>} : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%arg1) : (tensor<4xf32>) -> tensor<1x4x1xf32>
// CHECK: %[[B:.+]] = "graph.broadcast"(%[[R]]) : (tensor<1x4x1xf32>) -> tensor<2x4x3xf32>
// CHECK: return %[[T]], %[[B]]
#mid = affine_map<(d0, d1, d2) -> (d1)>
func.func @copy_like(%a: tensor<2x3x4xf32>, %v: tensor<4xf32>) -> (tensor<2x4x3xf32>, tensor<2x4x3xf32>) {
  %e = tensor.empty() : tensor<2x4x3xf32>
  %t = linalg.generic {indexing_maps = [#p3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%a : tensor<2x3x4xf32>) outs(%e : tensor<2x4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x4x3xf32>
  %b = linalg.generic {indexing_maps = [#mid, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%v : tensor<4xf32>) outs(%e : tensor<2x4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x4x3xf32>
  return %t, %b : tensor<2x4x3xf32>, tensor<2x4x3xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#red = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#red2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// Sum over the last loop into a keepdim output (fill 0: no combine), and a
// sum of squares with a non-neutral init (added after the reduction).
// CHECK-LABEL: func.func @reductions
// CHECK: "graph.reduce"(%arg0) {axes = array<i64: 2>, keepdims = true, kind = "sum"} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
// CHECK: %[[SQ:.+]] = "graph.mul"(%arg0, %arg0)
// CHECK: %[[R:.+]] = "graph.reduce"(%[[SQ]]) {axes = array<i64: 2>, keepdims = true, kind = "sum"}
// CHECK: %[[R2:.+]] = "graph.reshape"(%[[R]]) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
// CHECK: "graph.add"(%[[R2]], %arg1)
func.func @reductions(%a: tensor<2x3x5xf32>, %init: tensor<2x3xf32>) -> (tensor<2x3x1xf32>, tensor<2x3xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %s = linalg.generic {indexing_maps = [#id3, #red], iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%a : tensor<2x3x5xf32>) outs(%f : tensor<2x3x1xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %0 = arith.addf %x, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<2x3x1xf32>
  %q = linalg.generic {indexing_maps = [#id3, #red2], iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%a : tensor<2x3x5xf32>) outs(%init : tensor<2x3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %0 = arith.mulf %x, %x : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  return %s, %q : tensor<2x3x1xf32>, tensor<2x3xf32>
}

// -----

// A product reduction (arith.mulf combiner) with init 1 (neutral: no
// combine with the init afterwards).
// CHECK-LABEL: func.func @product
// CHECK: %[[P:.+]] = "graph.reduce"(%arg0) {axes = array<i64: 1>, keepdims = true, kind = "prod"} : (tensor<4x6xf32>) -> tensor<4x1xf32>
// CHECK-NOT: graph.mul
// CHECK: return
func.func @product(%a: tensor<4x6xf32>) -> tensor<4x1xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x1xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4x1xf32>) -> tensor<4x1xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]}
       ins(%a : tensor<4x6xf32>) outs(%f : tensor<4x1xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %0 = arith.mulf %acc, %x : f32
    linalg.yield %0 : f32
  } -> tensor<4x1xf32>
  return %p : tensor<4x1xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#out3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// torch-mlir's max.dim: two results (value, argmax index); the index is
// unused, so only the max reduction is imported.
// CHECK-LABEL: func.func @max_dim
// CHECK: %[[M:.+]] = "graph.reduce"(%arg0) {axes = array<i64: 3>, keepdims = true, kind = "max"} : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x1xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%[[M]]) : (tensor<1x2x3x1xf32>) -> tensor<1x2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @max_dim(%a: tensor<1x2x3x4xf32>) -> tensor<1x2x3xf32> {
  %c0 = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %ei = tensor.empty() : tensor<1x2x3xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<1x2x3xi64>) -> tensor<1x2x3xi64>
  %ef = tensor.empty() : tensor<1x2x3xf32>
  %ff = linalg.fill ins(%ninf : f32) outs(%ef : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %r:2 = linalg.generic {indexing_maps = [#id4, #out3, #out3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%a : tensor<1x2x3x4xf32>) outs(%ff, %fi : tensor<1x2x3xf32>, tensor<1x2x3xi64>) {
  ^bb0(%x: f32, %m: f32, %i: i64):
    %0 = linalg.index 3 : index
    %1 = arith.index_cast %0 : index to i64
    %2 = arith.maximumf %x, %m : f32
    %3 = arith.cmpf ogt, %x, %m : f32
    %4 = arith.select %3, %1, %i : i64
    linalg.yield %2, %4 : f32, i64
  } -> (tensor<1x2x3xf32>, tensor<1x2x3xi64>)
  return %r#0 : tensor<1x2x3xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
// relu in its two torch-mlir forms, casts, and fpowi with a small constant
// exponent (expanded into products: exact for negative bases).
// CHECK-LABEL: func.func @relu_cast_pow
// CHECK: %[[R1:.+]] = "graph.relu"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[R2:.+]] = "graph.relu"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[C:.+]] = "graph.cast"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf16>
// CHECK: %[[SQ:.+]] = "graph.mul"(%arg0, %arg0)
// CHECK: %[[CU:.+]] = "graph.mul"(%[[SQ]], %arg0)
// CHECK: return %[[R1]], %[[R2]], %[[C]], %[[CU]]
func.func @relu_cast_pow(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf16>, tensor<2x3xf32>) {
  %z = arith.constant 0.0 : f32
  %three = arith.constant 3 : i64
  %e = tensor.empty() : tensor<2x3xf32>
  %eh = tensor.empty() : tensor<2x3xf16>
  %r1 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = arith.cmpf ugt, %x, %z : f32
    %1 = arith.select %0, %x, %z : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  %r2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = arith.maximumf %x, %z : f32
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  %c = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<2x3xf32>) outs(%eh : tensor<2x3xf16>) {
  ^bb0(%x: f32, %o: f16):
    %0 = arith.truncf %x : f32 to f16
    linalg.yield %0 : f16
  } -> tensor<2x3xf16>
  %p = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %0 = math.fpowi %x, %three : f32, i64
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  return %r1, %r2, %c, %p : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf16>, tensor<2x3xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
// A body that yields a constant broadcasts it; rank-0 tensor inputs broadcast.
// CHECK-LABEL: func.func @constants
// CHECK-DAG: %[[C:.+]] = "graph.constant"() {value = dense<2.000000e+00> : tensor<f32>}
// CHECK-DAG: %[[K:.+]] = "graph.constant"() {value = dense<3.000000e+00> : tensor<f32>}
// CHECK: %[[B:.+]] = "graph.broadcast"(%[[C]]) : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: "graph.add"(%arg0, %[[K]]) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
func.func @constants(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %two = arith.constant 2.0 : f32
  %k = arith.constant dense<3.0> : tensor<f32>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
       outs(%e : tensor<2x3xf32>) {
  ^bb0(%o: f32):
    linalg.yield %two : f32
  } -> tensor<2x3xf32>
  %s = linalg.generic {indexing_maps = [#id2, #s, #id2], iterator_types = ["parallel", "parallel"]}
       ins(%a, %k : tensor<2x3xf32>, tensor<f32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.addf %x, %y : f32
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----
// Boolean reductions (torch's all/any, and the masked-softmax guard): andi
// is a min, ori a max of the 0/1 values in f32, then > 0.5. A fill of the
// neutral value (true for and, false for or) is dropped.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @bool_reductions
// CHECK: %[[C:.+]] = "graph.compare"(%arg0, %{{.+}}) {predicate = "gt"} : (tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xi1>
// CHECK: %[[F:.+]] = "graph.cast"(%[[C]]) : (tensor<3x5xi1>) -> tensor<3x5xf32>
// CHECK: %[[MIN:.+]] = "graph.reduce"(%[[F]]) {axes = array<i64: 1>, keepdims = true, kind = "min"} : (tensor<3x5xf32>) -> tensor<3x1xf32>
// CHECK: %[[R:.+]] = "graph.reshape"(%[[MIN]]) : (tensor<3x1xf32>) -> tensor<3xf32>
// CHECK: %[[H:.+]] = "graph.constant"() {value = dense<5.000000e-01> : tensor<f32>}
// CHECK: %[[ALL:.+]] = "graph.compare"(%[[R]], %[[H]]) {predicate = "gt"} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
// CHECK: %[[F2:.+]] = "graph.cast"(%[[C]]) : (tensor<3x5xi1>) -> tensor<3x5xf32>
// CHECK: %[[MAX:.+]] = "graph.reduce"(%[[F2]]) {axes = array<i64: 0>, keepdims = true, kind = "max"} : (tensor<3x5xf32>) -> tensor<1x5xf32>
// CHECK: %[[ANY:.+]] = "graph.compare"(%[[MAX]], %{{.+}}) {predicate = "gt"} : (tensor<1x5xf32>, tensor<f32>) -> tensor<1x5xi1>
// CHECK: return %[[ALL]], %[[ANY]]
func.func @bool_reductions(%x: tensor<3x5xf32>) -> (tensor<3xi1>, tensor<1x5xi1>) {
  %true = arith.constant true
  %false = arith.constant false
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xi1>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%x : tensor<3x5xf32>) outs(%e : tensor<3x5xi1>) {
  ^bb0(%in: f32, %o: i1):
    %0 = arith.cmpf ogt, %in, %z : f32
    linalg.yield %0 : i1
  } -> tensor<3x5xi1>
  %e3 = tensor.empty() : tensor<3xi1>
  %t3 = linalg.fill ins(%true : i1) outs(%e3 : tensor<3xi1>) -> tensor<3xi1>
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
       ins(%m : tensor<3x5xi1>) outs(%t3 : tensor<3xi1>) {
  ^bb0(%in: i1, %o: i1):
    %0 = arith.andi %in, %o : i1
    linalg.yield %0 : i1
  } -> tensor<3xi1>
  %e5 = tensor.empty() : tensor<1x5xi1>
  %f5 = linalg.fill ins(%false : i1) outs(%e5 : tensor<1x5xi1>) -> tensor<1x5xi1>
  %any = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
       ins(%m : tensor<3x5xi1>) outs(%f5 : tensor<1x5xi1>) {
  ^bb0(%in: i1, %o: i1):
    %0 = arith.ori %o, %in : i1
    linalg.yield %0 : i1
  } -> tensor<1x5xi1>
  return %all, %any : tensor<3xi1>, tensor<1x5xi1>
}

// -----
// An init that is not the neutral value is combined: init and r =
// select(init, r, false), init or r = select(init, true, r).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @bool_reduction_inits
// CHECK: %[[ALL:.+]] = "graph.compare"(%{{.+}}, %{{.+}}) {predicate = "gt"} : (tensor<2xf32>, tensor<f32>) -> tensor<2xi1>
// CHECK: %[[F:.+]] = "graph.constant"() {value = dense<false> : tensor<i1>}
// CHECK: %[[A:.+]] = "graph.select"(%arg1, %[[ALL]], %[[F]]) : (tensor<2xi1>, tensor<2xi1>, tensor<i1>) -> tensor<2xi1>
// CHECK: %[[ANY:.+]] = "graph.compare"(%{{.+}}, %{{.+}}) {predicate = "gt"} : (tensor<2xf32>, tensor<f32>) -> tensor<2xi1>
// CHECK: %[[T:.+]] = "graph.constant"() {value = dense<true> : tensor<i1>}
// CHECK: %[[O:.+]] = "graph.select"(%arg1, %[[T]], %[[ANY]]) : (tensor<2xi1>, tensor<i1>, tensor<2xi1>) -> tensor<2xi1>
// CHECK: return %[[A]], %[[O]]
func.func @bool_reduction_inits(%m: tensor<2x3xi1>, %init: tensor<2xi1>) -> (tensor<2xi1>, tensor<2xi1>) {
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
       ins(%m : tensor<2x3xi1>) outs(%init : tensor<2xi1>) {
  ^bb0(%in: i1, %o: i1):
    %0 = arith.andi %in, %o : i1
    linalg.yield %0 : i1
  } -> tensor<2xi1>
  %any = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
       ins(%m : tensor<2x3xi1>) outs(%init : tensor<2xi1>) {
  ^bb0(%in: i1, %o: i1):
    %0 = arith.ori %in, %o : i1
    linalg.yield %0 : i1
  } -> tensor<2xi1>
  return %all, %any : tensor<2xi1>, tensor<2xi1>
}

// -----
// Boolean logic in a parallel body (torch's logical_and / logical_or /
// logical_not = xori with true / logical_xor): selects.
#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bool_logic
// CHECK: %[[F:.+]] = "graph.constant"() {value = dense<false> : tensor<i1>}
// CHECK: %[[AND:.+]] = "graph.select"(%arg0, %arg1, %[[F]]) : (tensor<4xi1>, tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
// CHECK: %[[T:.+]] = "graph.constant"() {value = dense<true> : tensor<i1>}
// CHECK: %[[OR:.+]] = "graph.select"(%[[AND]], %[[T]], %arg1) : (tensor<4xi1>, tensor<i1>, tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[F2:.+]] = "graph.constant"() {value = dense<false> : tensor<i1>}
// CHECK: %[[T2:.+]] = "graph.constant"() {value = dense<true> : tensor<i1>}
// CHECK: %[[NOT:.+]] = "graph.select"(%[[OR]], %[[F2]], %[[T2]]) : (tensor<4xi1>, tensor<i1>, tensor<i1>) -> tensor<4xi1>
// CHECK: %[[F3:.+]] = "graph.constant"() {value = dense<false> : tensor<i1>}
// CHECK: %[[T3:.+]] = "graph.constant"() {value = dense<true> : tensor<i1>}
// CHECK: %[[NB:.+]] = "graph.select"(%arg1, %[[F3]], %[[T3]]) : (tensor<4xi1>, tensor<i1>, tensor<i1>) -> tensor<4xi1>
// CHECK: %[[XOR:.+]] = "graph.select"(%[[NOT]], %[[NB]], %arg1) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// CHECK: return %[[XOR]]
func.func @bool_logic(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %true = arith.constant true
  %e = tensor.empty() : tensor<4xi1>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
       ins(%a, %b : tensor<4xi1>, tensor<4xi1>) outs(%e : tensor<4xi1>) {
  ^bb0(%x: i1, %y: i1, %o: i1):
    %0 = arith.andi %x, %y : i1
    %1 = arith.ori %0, %y : i1
    %2 = arith.xori %1, %true : i1
    %3 = arith.xori %2, %y : i1
    linalg.yield %3 : i1
  } -> tensor<4xi1>
  return %r : tensor<4xi1>
}

// -----

// torch's Softplus as torch-mlir lowers it: log1p(exp(x)) where x <= 20,
// else x. math.log1p becomes graph.log1p (not log(1 + x), which loses tiny
// values).
#sp = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @softplus
// CHECK: %[[E:.+]] = "graph.exp"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "graph.log1p"(%[[E]]) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "graph.select"
func.func @softplus(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %t = arith.constant 20.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#sp, #sp], iterator_types = ["parallel", "parallel"]}
       ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = math.exp %a : f32
    %1 = math.log1p %0 : f32
    %2 = arith.cmpf ogt, %a, %t : f32
    %3 = arith.select %2, %a, %1 : f32
    linalg.yield %3 : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
