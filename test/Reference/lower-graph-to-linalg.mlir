// RUN: hidet-opt %s --split-input-file --pass-pipeline='builtin.module(hidet-lower-graph-to-linalg)' | FileCheck %s
// Every graph op is gone; what replaces it is upstream linalg/tensor/arith/math on tensors.
// CHECK-NOT: graph.

// f16 matmul: accumulate from 0 in f32, then one truncf per element.
// CHECK-DAG: #[[MK:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[KN:.+]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[MN:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_f16
// CHECK: %[[E:.+]] = tensor.empty() : tensor<4x3xf32>
// CHECK: %[[Z:.+]] = linalg.generic {{.*}} outs(%[[E]] : tensor<4x3xf32>)
// CHECK: arith.constant 0.000000e+00 : f32
// CHECK: %[[ACC:.+]] = linalg.generic {indexing_maps = [#[[MK]], #[[KN]], #[[MN]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf16>, tensor<8x3xf16>) outs(%[[Z]] : tensor<4x3xf32>)
// CHECK: ^bb0(%[[A:.+]]: f16, %[[B:.+]]: f16, %[[O:.+]]: f32):
// CHECK: %[[A32:.+]] = arith.extf %[[A]] : f16 to f32
// CHECK: %[[B32:.+]] = arith.extf %[[B]] : f16 to f32
// CHECK: %[[P:.+]] = arith.mulf %[[A32]], %[[B32]] : f32
// CHECK: %[[S:.+]] = arith.addf %[[O]], %[[P]] : f32
// CHECK: linalg.yield %[[S]] : f32
// CHECK: linalg.generic {{.*}} ins(%[[ACC]] : tensor<4x3xf32>) outs(%{{.+}} : tensor<4x3xf16>)
// CHECK: arith.truncf %{{.+}} : f32 to f16
func.func @matmul_f16(%a: tensor<4x8xf16>, %b: tensor<8x3xf16>) -> tensor<4x3xf16> {
  %0 = "graph.matmul"(%a, %b) : (tensor<4x8xf16>, tensor<8x3xf16>) -> tensor<4x3xf16>
  return %0 : tensor<4x3xf16>
}

// -----

// Numpy broadcasting: a dim of 1 against 3 reads index 0; a missing
// leading dim is not indexed.
// CHECK-DAG: #[[L:.+]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[R:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_broadcast
// CHECK: linalg.generic {indexing_maps = [#[[L]], #[[R]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x1xf32>, tensor<3xf32>)
// CHECK: arith.addf
func.func @add_broadcast(%a: tensor<4x1xf32>, %b: tensor<3xf32>) -> tensor<4x3xf32> {
  %0 = "graph.add"(%a, %b) : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// reduce max over axes 0 and -1 with keepdims: reduce from -inf into the
// kept dim, then spread into the 1x3x1 result.
// CHECK-DAG: #[[ID3:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[KEPT:.+]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @reduce_max_keepdims
// CHECK: arith.constant 0xFF800000 : f32
// CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[ID3]], #[[KEPT]]], iterator_types = ["reduction", "parallel", "reduction"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%{{.+}} : tensor<3xf32>)
// CHECK: arith.maximumf
// CHECK: linalg.generic {indexing_maps = [#[[KEPT]], #[[ID3]]], {{.*}} ins(%[[R]] : tensor<3xf32>) outs(%{{.+}} : tensor<1x3x1xf32>)
func.func @reduce_max_keepdims(%x: tensor<2x3x4xf32>) -> tensor<1x3x1xf32> {
  %0 = "graph.reduce"(%x) {axes = array<i64: 0, -1>, keepdims = true, kind = "max"} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

// -----

// Softmax in f32 for bf16: max, exp(x - max), sum, divide, truncf.
// CHECK-LABEL: func.func @softmax
// CHECK: %[[MAX:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<2x5xbf16>) outs(%{{.+}} : tensor<2xf32>)
// CHECK: arith.maximumf
// CHECK: %[[EXP:.+]] = linalg.generic {{.*}} ins(%arg0, %[[MAX]] : tensor<2x5xbf16>, tensor<2xf32>) outs(%{{.+}} : tensor<2x5xf32>)
// CHECK: arith.extf %{{.+}} : bf16 to f32
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[EXP]] : tensor<2x5xf32>) outs(%{{.+}} : tensor<2xf32>)
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<2x5xf32>, tensor<2xf32>) outs(%{{.+}} : tensor<2x5xbf16>)
// CHECK: arith.divf
// CHECK: arith.truncf %{{.+}} : f32 to bf16
func.func @softmax(%x: tensor<2x5xbf16>) -> tensor<2x5xbf16> {
  %0 = "graph.softmax"(%x) {axis = -1 : i64} : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
  return %0 : tensor<2x5xbf16>
}

// -----

// conv2d NCHW, groups 2, stride 2, padding 1: the input is padded into a
// zero-filled 10x10 tensor; output channel f reads input channels
// (f floordiv 3) * 2 + c.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, (d1 floordiv 3) * 2 + d4, d2 * 2 + d5, d3 * 2 + d6)>
// CHECK-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv_groups
// CHECK: tensor.empty() : tensor<1x4x10x10xf32>
// CHECK: %[[S:.+]] = tensor.extract_slice %{{.+}}[0, 0, 1, 1] [1, 4, 8, 8] [1, 1, 1, 1]
// CHECK: %[[C:.+]] = linalg.generic {{.*}} ins(%arg0 : tensor<1x4x8x8xf32>) outs(%[[S]] : tensor<1x4x8x8xf32>)
// CHECK: %[[P:.+]] = tensor.insert_slice %[[C]] into %{{.+}}[0, 0, 1, 1] [1, 4, 8, 8] [1, 1, 1, 1]
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[W]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[P]], %arg1 : tensor<1x4x10x10xf32>, tensor<6x2x3x3xf32>) outs(%{{.+}} : tensor<1x6x4x4xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @conv_groups(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) -> tensor<1x6x4x4xf32> {
  %0 = "graph.conv2d"(%x, %w) {groups = 2 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x4x4xf32>
  return %0 : tensor<1x6x4x4xf32>
}

// -----

// conv2d NHWC with dilations: loops (n, oh, ow, f, kh, kw, c); filter
// [KH, KW, C, F].
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4 * 2, d2 * 2 + d5, d6)>
// CHECK-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-LABEL: func.func @conv_nhwc
// CHECK-NOT: tensor.insert_slice
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[W]], #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x7x7x3xf32>, tensor<2x2x3x4xf32>)
func.func @conv_nhwc(%x: tensor<1x7x7x3xf32>, %w: tensor<2x2x3x4xf32>) -> tensor<1x5x3x4xf32> {
  %0 = "graph.conv2d"(%x, %w) {layout = "NHWC", dilations = array<i64: 2, 1>, strides = array<i64: 1, 2>} : (tensor<1x7x7x3xf32>, tensor<2x2x3x4xf32>) -> tensor<1x5x3x4xf32>
  return %0 : tensor<1x5x3x4xf32>
}

// -----

// avg pool2d NHWC with padding: zero padding, a 3x3 window tensor for the
// kernel loops, a sum, then a division by the full window (9).
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// CHECK-DAG: #[[WIN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-LABEL: func.func @pool_avg_nhwc
// CHECK: tensor.insert_slice %{{.+}} into %{{.+}}[0, 1, 1, 0] [1, 5, 5, 2] [1, 1, 1, 1] : tensor<1x5x5x2xf32> into tensor<1x7x7x2xf32>
// CHECK: %[[WINDOW:.+]] = tensor.empty() : tensor<3x3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[WIN]], #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%{{.+}}, %[[WINDOW]] : tensor<1x7x7x2xf32>, tensor<3x3xf32>)
// CHECK: arith.addf
// CHECK: arith.constant 9.000000e+00 : f32
// CHECK: arith.divf
func.func @pool_avg_nhwc(%x: tensor<1x5x5x2xf32>) -> tensor<1x3x3x2xf32> {
  %0 = "graph.pool2d"(%x) {kernel = array<i64: 3, 3>, kind = "avg", layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x5x5x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// -----

// max pool2d pads with -inf.
// CHECK-LABEL: func.func @pool_max
// CHECK: tensor.empty() : tensor<1x1x5x5xf16>
// CHECK: arith.constant 0xFC00 : f16
// CHECK: arith.maximumf
func.func @pool_max(%x: tensor<1x1x4x4xf16>) -> tensor<1x1x2x2xf16> {
  %0 = "graph.pool2d"(%x) {kernel = array<i64: 2, 2>, kind = "max", padding = array<i64: 1, 0, 1, 0>} : (tensor<1x1x4x4xf16>) -> tensor<1x1x2x2xf16>
  return %0 : tensor<1x1x2x2xf16>
}

// -----

// Data movement: transpose and reshape are copies through index maps,
// concat copies into slices of the result, slice extracts with steps.
// CHECK-DAG: #[[T:.+]] = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-DAG: #[[RS:.+]] = affine_map<(d0, d1) -> ((d0 * 4 + d1) floordiv 12, (d0 + d1 floordiv 4) mod 3, d1 mod 4)>
// CHECK-LABEL: func.func @movement
// CHECK: %[[TR:.+]] = linalg.generic {indexing_maps = [#[[T]], #{{.+}}], {{.*}} ins(%arg0 : tensor<2x3x4xi32>) outs(%{{.+}} : tensor<3x4x2xi32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: i32, %{{.+}}: i32):
// CHECK-NEXT: linalg.yield %[[IN]] : i32
// CHECK: %[[RESH:.+]] = linalg.generic {indexing_maps = [#[[RS]], #{{.+}}], {{.*}} ins(%arg0 : tensor<2x3x4xi32>) outs(%{{.+}} : tensor<6x4xi32>)
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2x3x8xi32>
// CHECK: tensor.extract_slice %[[E]][0, 0, 0] [2, 3, 4] [1, 1, 1]
// CHECK: %[[I1:.+]] = tensor.insert_slice %{{.+}} into %[[E]][0, 0, 0] [2, 3, 4] [1, 1, 1]
// CHECK: tensor.extract_slice %[[I1]][0, 0, 4] [2, 3, 4] [1, 1, 1]
// CHECK: %[[CAT:.+]] = tensor.insert_slice %{{.+}} into %[[I1]][0, 0, 4] [2, 3, 4] [1, 1, 1]
// CHECK: %[[SL:.+]] = tensor.extract_slice %arg0[1, 0, 1] [1, 2, 2] [1, 2, 2] : tensor<2x3x4xi32> to tensor<1x2x2xi32>
// CHECK: %[[SLC:.+]] = linalg.generic {{.*}} ins(%[[SL]] : tensor<1x2x2xi32>)
// CHECK: return %[[TR]], %[[RESH]], %[[CAT]], %[[SLC]]
func.func @movement(%x: tensor<2x3x4xi32>) -> (tensor<3x4x2xi32>, tensor<6x4xi32>, tensor<2x3x8xi32>, tensor<1x2x2xi32>) {
  %0 = "graph.transpose"(%x) {perm = array<i64: 1, 2, 0>} : (tensor<2x3x4xi32>) -> tensor<3x4x2xi32>
  %1 = "graph.reshape"(%x) : (tensor<2x3x4xi32>) -> tensor<6x4xi32>
  %2 = "graph.concat"(%x, %x) {axis = -1 : i64} : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x8xi32>
  %3 = "graph.slice"(%x) {starts = array<i64: 1, 0, -3>, ends = array<i64: 2, 3, 4>, steps = array<i64: 1, 2, 2>} : (tensor<2x3x4xi32>) -> tensor<1x2x2xi32>
  return %0, %1, %2, %3 : tensor<3x4x2xi32>, tensor<6x4xi32>, tensor<2x3x8xi32>, tensor<1x2x2xi32>
}

// -----

// cast to i1 is `!= 0`; i1 widens unsigned; constant is arith.constant;
// an empty result is just tensor.empty.
// CHECK-LABEL: func.func @cast_constant_empty
// CHECK: arith.cmpf une, %{{.+}}, %{{.+}} : f32
// CHECK: arith.uitofp %{{.+}} : i1 to f32
// CHECK: arith.truncf %{{.+}} : f32 to f16
// CHECK: %[[CST:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<0x3xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %{{.+}}, %{{.+}}, %[[CST]], %[[EMPTY]]
func.func @cast_constant_empty(%x: tensor<3xf32>, %b: tensor<3xi1>) -> (tensor<3xi1>, tensor<3xf16>, tensor<2xbf16>, tensor<0x3xf32>) {
  %0 = "graph.cast"(%x) : (tensor<3xf32>) -> tensor<3xi1>
  %1 = "graph.cast"(%b) : (tensor<3xi1>) -> tensor<3xf16>
  %2 = "graph.constant"() {value = dense<[1.0, 2.0]> : tensor<2xbf16>} : () -> tensor<2xbf16>
  %3 = "graph.broadcast"(%x) : (tensor<3xf32>) -> tensor<0x3xf32>
  return %0, %1, %2, %3 : tensor<3xi1>, tensor<3xf16>, tensor<2xbf16>, tensor<0x3xf32>
}

// -----

// compare: arith.cmpf on the compute type (f16 extended exactly to f32),
// ordered predicates except ne (une); integers signed (cmpi slt), i1
// unsigned (false < true). select: arith.select with broadcasting maps.
// CHECK-DAG: #[[ID2:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[COL:.+]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @compare_select
// CHECK: %[[LT:.+]] = linalg.generic {indexing_maps = [#[[ID2]], #[[ROW]], #[[ID2]]], {{.*}} ins(%arg0, %arg1 : tensor<4x3xf16>, tensor<3xf16>) outs(%{{.+}} : tensor<4x3xi1>)
// CHECK-NEXT: ^bb0(%[[A:.+]]: f16, %[[B:.+]]: f16, %{{.+}}: i1):
// CHECK-NEXT: %[[A32:.+]] = arith.extf %[[A]] : f16 to f32
// CHECK-NEXT: %[[B32:.+]] = arith.extf %[[B]] : f16 to f32
// CHECK-NEXT: %[[C:.+]] = arith.cmpf olt, %[[A32]], %[[B32]] : f32
// CHECK-NEXT: linalg.yield %[[C]] : i1
// CHECK: arith.cmpf une, %{{.+}}, %{{.+}} : f32
// CHECK: arith.cmpf oge, %{{.+}}, %{{.+}} : f32
// CHECK: arith.cmpi sgt, %{{.+}}, %{{.+}} : i32
// CHECK: arith.cmpi ule, %{{.+}}, %{{.+}} : i1
// CHECK: %[[SEL:.+]] = linalg.generic {indexing_maps = [#[[COL]], #[[ID2]], #[[ROW]], #[[ID2]]], {{.*}} ins(%arg2, %arg0, %arg1 : tensor<4x1xi1>, tensor<4x3xf16>, tensor<3xf16>) outs(%{{.+}} : tensor<4x3xf16>)
// CHECK-NEXT: ^bb0(%[[CND:.+]]: i1, %[[T:.+]]: f16, %[[F:.+]]: f16, %{{.+}}: f16):
// CHECK-NEXT: %[[S:.+]] = arith.select %[[CND]], %[[T]], %[[F]] : f16
// CHECK-NEXT: linalg.yield %[[S]] : f16
// CHECK: return %[[LT]], {{.*}}, %[[SEL]]
func.func @compare_select(%a: tensor<4x3xf16>, %b: tensor<3xf16>, %c: tensor<4x1xi1>, %i: tensor<4x3xi32>, %f: tensor<3xf32>) -> (tensor<4x3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<4x3xi1>, tensor<4x1xi1>, tensor<4x3xf16>) {
  %0 = "graph.compare"(%a, %b) {predicate = "lt"} : (tensor<4x3xf16>, tensor<3xf16>) -> tensor<4x3xi1>
  %1 = "graph.compare"(%f, %f) {predicate = "ne"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %2 = "graph.compare"(%f, %f) {predicate = "ge"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %3 = "graph.compare"(%i, %i) {predicate = "gt"} : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
  %4 = "graph.compare"(%c, %c) {predicate = "le"} : (tensor<4x1xi1>, tensor<4x1xi1>) -> tensor<4x1xi1>
  %5 = "graph.select"(%c, %a, %b) : (tensor<4x1xi1>, tensor<4x3xf16>, tensor<3xf16>) -> tensor<4x3xf16>
  return %0, %1, %2, %3, %4, %5 : tensor<4x3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<4x3xi1>, tensor<4x1xi1>, tensor<4x3xf16>
}

// -----

// gather: one generic over the result reads the indices through loops
// axis..axis+k-1, clamps each into [0, dim - 1] (i32 sign-extended to
// i64 first) and extracts the input element at it, the other coordinates
// from linalg.index.
// CHECK-DAG: #[[MID:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-DAG: #[[ID4:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[NONE:.+]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @gather
// CHECK: %[[G:.+]] = linalg.generic {indexing_maps = [#[[MID]], #[[ID4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x2xi32>) outs(%{{.+}} : tensor<2x2x2x3xf32>)
// CHECK-NEXT: ^bb0(%[[IDX:.+]]: i32, %{{.+}}: f32):
// CHECK-NEXT: %[[L0:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[W:.+]] = arith.extsi %[[IDX]] : i32 to i64
// CHECK-NEXT: %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK-NEXT: %[[MAX:.+]] = arith.constant 3 : i64
// CHECK-NEXT: %[[LO:.+]] = arith.maxsi %[[W]], %[[ZERO]] : i64
// CHECK-NEXT: %[[HI:.+]] = arith.minsi %[[LO]], %[[MAX]] : i64
// CHECK-NEXT: %[[K:.+]] = arith.index_cast %[[HI]] : i64 to index
// CHECK-NEXT: %[[L3:.+]] = linalg.index 3 : index
// CHECK-NEXT: %[[X:.+]] = tensor.extract %arg0[%[[L0]], %[[K]], %[[L3]]] : tensor<2x4x3xf32>
// CHECK: linalg.yield %[[X]] : f32
// A rank-0 i64 index: no loop reads it, no extension.
// CHECK: %[[G0:.+]] = linalg.generic {indexing_maps = [#[[NONE]], #{{.+}}], {{.*}} ins(%arg2 : tensor<i64>) outs(%{{.+}} : tensor<4x3xf32>)
// CHECK-NEXT: ^bb0(%[[J:.+]]: i64, %{{.+}}: f32):
// CHECK-NOT: arith.extsi
// CHECK: %[[JLO:.+]] = arith.maxsi %[[J]], %{{.+}} : i64
// CHECK: %[[JHI:.+]] = arith.minsi %[[JLO]], %{{.+}} : i64
// CHECK: %[[JK:.+]] = arith.index_cast %[[JHI]] : i64 to index
// CHECK: tensor.extract %arg0[%[[JK]], %{{.+}}, %{{.+}}] : tensor<2x4x3xf32>
// CHECK: return %[[G]], %[[G0]]
func.func @gather(%x: tensor<2x4x3xf32>, %i: tensor<2x2xi32>, %j: tensor<i64>) -> (tensor<2x2x2x3xf32>, tensor<4x3xf32>) {
  %0 = "graph.gather"(%x, %i) {axis = -2 : i64} : (tensor<2x4x3xf32>, tensor<2x2xi32>) -> tensor<2x2x2x3xf32>
  %1 = "graph.gather"(%x, %j) {axis = 0 : i64} : (tensor<2x4x3xf32>, tensor<i64>) -> tensor<4x3xf32>
  return %0, %1 : tensor<2x2x2x3xf32>, tensor<4x3xf32>
}

// -----

// pad: a tensor filled with the value, the input copied into its interior
// (extract_slice / copy / insert_slice); integer values become integer
// constants; no padding at all is no op.
// CHECK-LABEL: func.func @pad
// CHECK: %[[FILL:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<3x6xf32>)
// CHECK-NEXT: ^bb0(%{{.+}}: f32):
// CHECK-NEXT: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT: linalg.yield %[[NINF]] : f32
// CHECK: %[[SL:.+]] = tensor.extract_slice %[[FILL]][1, 2] [2, 3] [1, 1] : tensor<3x6xf32> to tensor<2x3xf32>
// CHECK: %[[CP:.+]] = linalg.generic {{.*}} ins(%arg0 : tensor<2x3xf32>) outs(%[[SL]] : tensor<2x3xf32>)
// CHECK: %[[PF:.+]] = tensor.insert_slice %[[CP]] into %[[FILL]][1, 2] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<3x6xf32>
// CHECK: arith.constant -1 : i8
// CHECK: %[[PI:.+]] = tensor.insert_slice %{{.+}} into %{{.+}}[0, 1] [2, 2] [1, 1] : tensor<2x2xi8> into tensor<2x3xi8>
// CHECK: return %[[PF]], %[[PI]], %arg0
func.func @pad(%x: tensor<2x3xf32>, %n: tensor<2x2xi8>) -> (tensor<3x6xf32>, tensor<2x3xi8>, tensor<2x3xf32>) {
  %0 = "graph.pad"(%x) {padding = array<i64: 1, 0, 2, 1>, value = 0xFFF0000000000000 : f64} : (tensor<2x3xf32>) -> tensor<3x6xf32>
  %1 = "graph.pad"(%n) {padding = array<i64: 0, 0, 1, 0>, value = 2.550000e+02 : f64} : (tensor<2x2xi8>) -> tensor<2x3xi8>
  %2 = "graph.pad"(%x) {padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<3x6xf32>, tensor<2x3xi8>, tensor<2x3xf32>
}

// -----

// layer_norm: mean, the sum of squared deviations, then
// (x - mean) / sqrt(var + eps) * gamma + beta; gamma/beta index the
// normalised dims.
// CHECK-DAG: #[[NORM:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @layer_norm
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%{{.+}} : tensor<2xf32>)
// CHECK: %[[MEAN:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<2xf32>)
// CHECK: arith.constant 1.200000e+01 : f32
// CHECK: %[[VAR:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg0, %[[MEAN]] : tensor<2x3x4xf32>, tensor<2xf32>)
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}, #[[NORM]], #[[NORM]], #{{.+}}], {{.*}} ins(%arg0, %[[MEAN]], %[[VAR]], %arg1, %arg2 :
// CHECK: arith.constant 9.99999974E-6 : f32
// CHECK: math.sqrt
func.func @layer_norm(%x: tensor<2x3x4xf32>, %g: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "graph.layer_norm"(%x, %g, %b) {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
