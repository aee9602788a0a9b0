// bert_layer_dyn_small: exported by bench/models/export_dynamic.py with torch-mlir (linalg), BertLayer(hidden 32, 2 heads, FFN 64), x: [batch = Dim(1, 8), seq = Dim(1, 128), 32].
// Arguments: 16 parameters (named_parameters order), then the input x.
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = [""]}, {hidet.symbols = [""]}, {hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = [""]}, {hidet.symbols = [""]}, {hidet.symbols = ["batch", "seq", ""]}], function_type = (tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>, res_attrs = [{hidet.symbols = ["batch", "seq", ""]}], sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<32x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<64xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<?x?x32xf32>):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 9.9999999999999998E-13 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 3.200000e+01 : f64}> : () -> f64
    %15 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %17 = "tensor.dim"(%arg16, %2) : (tensor<?x?x32xf32>, index) -> index
    %18 = "arith.index_cast"(%17) : (index) -> i64
    %19 = "tensor.dim"(%arg16, %3) : (tensor<?x?x32xf32>, index) -> index
    %20 = "arith.index_cast"(%19) : (index) -> i64
    %21 = "tensor.empty"() : () -> tensor<32x32xf32>
    %22 = "linalg.transpose"(%arg0, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg208: f32, %arg209: f32):
      "linalg.yield"(%arg208) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = "arith.cmpi"(%18, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%23) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %24 = "tensor.empty"(%17) : (index) -> tensor<?x32x32xf32>
    %25 = "linalg.generic"(%22, %24) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32):
      "linalg.yield"(%arg206) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<?x32x32xf32>) -> tensor<?x32x32xf32>
    %26 = "tensor.empty"(%17, %19) : (index, index) -> tensor<?x?x32xf32>
    %27 = "linalg.fill"(%5, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (f32, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %28 = "linalg.batch_matmul"(%arg16, %25, %27) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32, %arg203: f32):
      %243 = "arith.mulf"(%arg201, %arg202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %244 = "arith.addf"(%arg203, %243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%244) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x32x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %29 = "linalg.generic"(%28, %arg1, %26) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg198: f32, %arg199: f32, %arg200: f32):
      %242 = "arith.addf"(%arg198, %arg199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%242) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %30 = "arith.cmpi"(%18, %1) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %31 = "arith.select"(%30, %0, %18) : (i1, i64, i64) -> i64
    %32 = "arith.extui"(%30) : (i1) -> i64
    %33 = "arith.muli"(%31, %20) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %34 = "arith.addi"(%32, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %35 = "arith.cmpi"(%20, %1) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %36 = "arith.select"(%35, %31, %33) : (i1, i64, i64) -> i64
    %37 = "arith.select"(%35, %34, %32) : (i1, i64, i64) -> i64
    %38 = "arith.addi"(%37, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %39 = "arith.muli"(%36, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %40 = "arith.cmpi"(%38, %0) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%40) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %41 = "arith.muli"(%18, %20) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %42 = "arith.muli"(%41, %12) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %43 = "arith.divsi"(%42, %39) : (i64, i64) -> i64
    %44 = "arith.select"(%30, %43, %18) : (i1, i64, i64) -> i64
    %45 = "arith.select"(%35, %43, %20) : (i1, i64, i64) -> i64
    %46 = "tensor.from_elements"(%44, %45, %43, %6) : (i64, i64, i64, i64) -> tensor<4xi64>
    %47 = "tensor.reshape"(%29, %46) : (tensor<?x?x32xf32>, tensor<4xi64>) -> tensor<?x?x2x16xf32>
    %48 = "arith.index_cast"(%44) : (i64) -> index
    %49 = "arith.index_cast"(%45) : (i64) -> index
    %50 = "tensor.empty"(%48, %49) : (index, index) -> tensor<?x2x?x16xf32>
    %51 = "linalg.transpose"(%47, %50) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg196: f32, %arg197: f32):
      "linalg.yield"(%arg196) : (f32) -> ()
    }) : (tensor<?x?x2x16xf32>, tensor<?x2x?x16xf32>) -> tensor<?x2x?x16xf32>
    %52 = "linalg.transpose"(%arg2, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg194: f32, %arg195: f32):
      "linalg.yield"(%arg194) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    "cf.assert"(%23) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %53 = "linalg.generic"(%52, %24) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<?x32x32xf32>) -> tensor<?x32x32xf32>
    %54 = "linalg.batch_matmul"(%arg16, %53, %27) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %240 = "arith.mulf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %241 = "arith.addf"(%arg191, %240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%241) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x32x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %55 = "linalg.generic"(%54, %arg3, %26) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg186: f32, %arg187: f32, %arg188: f32):
      %239 = "arith.addf"(%arg186, %arg187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%239) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    "cf.assert"(%40) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %56 = "tensor.reshape"(%55, %46) : (tensor<?x?x32xf32>, tensor<4xi64>) -> tensor<?x?x2x16xf32>
    %57 = "linalg.transpose"(%arg4, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg184: f32, %arg185: f32):
      "linalg.yield"(%arg184) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    "cf.assert"(%23) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %58 = "linalg.generic"(%57, %24) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg182: f32, %arg183: f32):
      "linalg.yield"(%arg182) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<?x32x32xf32>) -> tensor<?x32x32xf32>
    %59 = "linalg.batch_matmul"(%arg16, %58, %27) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
      %237 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %238 = "arith.addf"(%arg181, %237) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%238) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x32x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %60 = "linalg.generic"(%59, %arg5, %26) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg176: f32, %arg177: f32, %arg178: f32):
      %236 = "arith.addf"(%arg176, %arg177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%236) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    "cf.assert"(%40) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %61 = "tensor.reshape"(%60, %46) : (tensor<?x?x32xf32>, tensor<4xi64>) -> tensor<?x?x2x16xf32>
    %62 = "linalg.transpose"(%61, %50) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg174: f32, %arg175: f32):
      "linalg.yield"(%arg174) : (f32) -> ()
    }) : (tensor<?x?x2x16xf32>, tensor<?x2x?x16xf32>) -> tensor<?x2x?x16xf32>
    %63 = "tensor.empty"(%48, %49) : (index, index) -> tensor<?x2x16x?xf32>
    %64 = "linalg.transpose"(%56, %63) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg172: f32, %arg173: f32):
      "linalg.yield"(%arg172) : (f32) -> ()
    }) : (tensor<?x?x2x16xf32>, tensor<?x2x16x?xf32>) -> tensor<?x2x16x?xf32>
    %65 = "tensor.collapse_shape"(%51) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<?x2x?x16xf32>) -> tensor<?x?x16xf32>
    %66 = "tensor.collapse_shape"(%64) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<?x2x16x?xf32>) -> tensor<?x16x?xf32>
    %67 = "arith.muli"(%48, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %68 = "tensor.empty"(%67, %49, %49) : (index, index, index) -> tensor<?x?x?xf32>
    %69 = "linalg.fill"(%5, %68) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (f32, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %70 = "linalg.batch_matmul"(%65, %66, %69) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg167: f32, %arg168: f32, %arg169: f32):
      %234 = "arith.mulf"(%arg167, %arg168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %235 = "arith.addf"(%arg169, %234) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%235) : (f32) -> ()
    }) : (tensor<?x?x16xf32>, tensor<?x16x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %71 = "arith.divsi"(%67, %4) : (index, index) -> index
    %72 = "tensor.expand_shape"(%70, %71, %49, %49) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index) -> tensor<?x2x?x?xf32>
    %73 = "tensor.empty"(%71, %49, %49) : (index, index, index) -> tensor<?x2x?x?xf32>
    %74 = "linalg.generic"(%72, %73) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      %233 = "arith.mulf"(%arg165, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%233) : (f32) -> ()
    }) : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
    %75 = "tensor.empty"(%71, %49) : (index, index) -> tensor<?x2x?xi64>
    %76 = "linalg.fill"(%1, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: i64, %arg164: i64):
      "linalg.yield"(%arg163) : (i64) -> ()
    }) : (i64, tensor<?x2x?xi64>) -> tensor<?x2x?xi64>
    %77 = "tensor.empty"(%71, %49) : (index, index) -> tensor<?x2x?xf32>
    %78 = "linalg.fill"(%7, %77) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32):
      "linalg.yield"(%arg161) : (f32) -> ()
    }) : (f32, tensor<?x2x?xf32>) -> tensor<?x2x?xf32>
    %79:2 = "linalg.generic"(%74, %78, %76) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg158: f32, %arg159: f32, %arg160: i64):
      %228 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %229 = "arith.index_cast"(%228) : (index) -> i64
      %230 = "arith.maximumf"(%arg158, %arg159) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %231 = "arith.cmpf"(%arg158, %arg159) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %232 = "arith.select"(%231, %229, %arg160) : (i1, i64, i64) -> i64
      "linalg.yield"(%230, %232) : (f32, i64) -> ()
    }) : (tensor<?x2x?x?xf32>, tensor<?x2x?xf32>, tensor<?x2x?xi64>) -> (tensor<?x2x?xf32>, tensor<?x2x?xi64>)
    %80 = "tensor.expand_shape"(%79#0, %71, %49) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808, 1>}> : (tensor<?x2x?xf32>, index, index) -> tensor<?x2x?x1xf32>
    %81 = "linalg.generic"(%74, %80, %73) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
      %227 = "arith.subf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%227) : (f32) -> ()
    }) : (tensor<?x2x?x?xf32>, tensor<?x2x?x1xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
    %82 = "linalg.generic"(%81, %73) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      %226 = "math.exp"(%arg153) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%226) : (f32) -> ()
    }) : (tensor<?x2x?x?xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
    %83 = "tensor.empty"(%71, %49) : (index, index) -> tensor<?x2x?x1xf32>
    %84 = "linalg.fill"(%5, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32):
      "linalg.yield"(%arg151) : (f32) -> ()
    }) : (f32, tensor<?x2x?x1xf32>) -> tensor<?x2x?x1xf32>
    %85 = "linalg.generic"(%82, %84) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      %225 = "arith.addf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%225) : (f32) -> ()
    }) : (tensor<?x2x?x?xf32>, tensor<?x2x?x1xf32>) -> tensor<?x2x?x1xf32>
    %86 = "linalg.generic"(%82, %85, %73) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f32, %arg148: f32):
      %224 = "arith.divf"(%arg146, %arg147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%224) : (f32) -> ()
    }) : (tensor<?x2x?x?xf32>, tensor<?x2x?x1xf32>, tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
    %87 = "arith.maxui"(%71, %48) : (index, index) -> index
    %88 = "tensor.collapse_shape"(%86) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<?x2x?x?xf32>) -> tensor<?x?x?xf32>
    %89 = "tensor.collapse_shape"(%62) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<?x2x?x16xf32>) -> tensor<?x?x16xf32>
    %90 = "arith.muli"(%87, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %91 = "tensor.empty"(%90, %49) : (index, index) -> tensor<?x?x16xf32>
    %92 = "linalg.fill"(%5, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32):
      "linalg.yield"(%arg144) : (f32) -> ()
    }) : (f32, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
    %93 = "linalg.batch_matmul"(%88, %89, %92) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f32, %arg142: f32, %arg143: f32):
      %222 = "arith.mulf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %223 = "arith.addf"(%arg143, %222) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%223) : (f32) -> ()
    }) : (tensor<?x?x?xf32>, tensor<?x?x16xf32>, tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
    %94 = "arith.divsi"(%90, %4) : (index, index) -> index
    %95 = "tensor.expand_shape"(%93, %94, %49) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808, 16>}> : (tensor<?x?x16xf32>, index, index) -> tensor<?x2x?x16xf32>
    %96 = "tensor.empty"(%94, %49) : (index, index) -> tensor<?x?x2x16xf32>
    %97 = "linalg.transpose"(%95, %96) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg139: f32, %arg140: f32):
      "linalg.yield"(%arg139) : (f32) -> ()
    }) : (tensor<?x2x?x16xf32>, tensor<?x?x2x16xf32>) -> tensor<?x?x2x16xf32>
    "cf.assert"(%40) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %98 = "arith.index_cast"(%94) : (index) -> i64
    %99 = "arith.muli"(%98, %45) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %100 = "arith.muli"(%99, %12) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %101 = "arith.divsi"(%100, %36) : (i64, i64) -> i64
    %102 = "arith.select"(%30, %101, %18) : (i1, i64, i64) -> i64
    %103 = "arith.select"(%35, %101, %20) : (i1, i64, i64) -> i64
    %104 = "tensor.from_elements"(%102, %103, %101) : (i64, i64, i64) -> tensor<3xi64>
    %105 = "tensor.reshape"(%97, %104) : (tensor<?x?x2x16xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %106 = "linalg.transpose"(%arg6, %21) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      "linalg.yield"(%arg137) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %107 = "arith.index_cast"(%102) : (i64) -> index
    %108 = "arith.index_cast"(%103) : (i64) -> index
    %109 = "arith.cmpi"(%102, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%109) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %110 = "tensor.empty"(%107) : (index) -> tensor<?x32x32xf32>
    %111 = "linalg.generic"(%106, %110) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      "linalg.yield"(%arg135) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<?x32x32xf32>) -> tensor<?x32x32xf32>
    %112 = "tensor.empty"(%107, %108) : (index, index) -> tensor<?x?x32xf32>
    %113 = "linalg.fill"(%5, %112) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f32):
      "linalg.yield"(%arg133) : (f32) -> ()
    }) : (f32, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %114 = "linalg.batch_matmul"(%105, %111, %113) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32, %arg132: f32):
      %220 = "arith.mulf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %221 = "arith.addf"(%arg132, %220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%221) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x32x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %115 = "linalg.generic"(%114, %arg7, %112) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %219 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%219) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %116 = "arith.cmpi"(%107, %17) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%116) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %117 = "arith.cmpi"(%108, %19) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%117) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %118 = "linalg.generic"(%115, %arg16, %112) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
      %218 = "arith.addf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%218) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %119 = "tensor.empty"(%107, %108) : (index, index) -> tensor<?x?x32xf64>
    %120 = "linalg.generic"(%118, %119) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f64):
      %217 = "arith.extf"(%arg122) : (f32) -> f64
      "linalg.yield"(%217) : (f64) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %121 = "tensor.empty"(%107, %108) : (index, index) -> tensor<?x?x1xf64>
    %122 = "linalg.fill"(%8, %121) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f64, %arg121: f64):
      "linalg.yield"(%arg120) : (f64) -> ()
    }) : (f64, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %123 = "linalg.generic"(%120, %122) <{indexing_maps = [#map1, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f64, %arg119: f64):
      %216 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%216) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %124 = "linalg.generic"(%123, %121) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f64, %arg117: f64):
      %215 = "arith.divf"(%arg116, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%215) : (f64) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %125 = "linalg.generic"(%120, %124, %119) <{indexing_maps = [#map1, #map8, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f64, %arg114: f64, %arg115: f64):
      %214 = "arith.subf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%214) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %126 = "linalg.generic"(%125, %125, %119) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f64, %arg111: f64, %arg112: f64):
      %213 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%213) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x32xf64>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %127 = "linalg.generic"(%126, %122) <{indexing_maps = [#map1, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f64, %arg109: f64):
      %212 = "arith.addf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%212) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %128 = "linalg.generic"(%127, %121) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f64, %arg107: f64):
      %211 = "arith.divf"(%arg106, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%211) : (f64) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %129 = "tensor.empty"(%107, %108) : (index, index) -> tensor<?x?x1xf32>
    %130 = "linalg.generic"(%128, %129) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f64, %arg105: f32):
      %210 = "arith.truncf"(%arg104) : (f64) -> f32
      "linalg.yield"(%210) : (f32) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %131 = "linalg.fill"(%5, %129) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (f32, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %132 = "linalg.generic"(%118, %131) <{indexing_maps = [#map1, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      %209 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %133 = "linalg.generic"(%132, %129) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      %208 = "arith.divf"(%arg98, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%208) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %134 = "linalg.generic"(%130, %129) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      %206 = "arith.truncf"(%11) : (f64) -> f32
      %207 = "arith.addf"(%arg96, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%207) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %135 = "linalg.generic"(%134, %129) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      %205 = "math.rsqrt"(%arg94) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%205) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %136 = "linalg.generic"(%118, %133, %112) <{indexing_maps = [#map1, #map8, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32, %arg93: f32):
      %204 = "arith.subf"(%arg91, %arg92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%204) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %137 = "linalg.generic"(%136, %135, %112) <{indexing_maps = [#map1, #map8, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32, %arg90: f32):
      %203 = "arith.mulf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%203) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %138 = "linalg.generic"(%137, %arg8, %112) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %202 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%202) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %139 = "linalg.generic"(%138, %arg9, %112) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %201 = "arith.addf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%201) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %140 = "tensor.empty"() : () -> tensor<32x64xf32>
    %141 = "linalg.transpose"(%arg10, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      "linalg.yield"(%arg80) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    "cf.assert"(%109) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %142 = "tensor.empty"(%107) : (index) -> tensor<?x32x64xf32>
    %143 = "linalg.generic"(%141, %142) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      "linalg.yield"(%arg78) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<?x32x64xf32>) -> tensor<?x32x64xf32>
    %144 = "tensor.empty"(%107, %108) : (index, index) -> tensor<?x?x64xf32>
    %145 = "linalg.fill"(%5, %144) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (f32, tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
    %146 = "linalg.batch_matmul"(%139, %143, %145) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %199 = "arith.mulf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %200 = "arith.addf"(%arg75, %199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%200) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x32x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
    %147 = "linalg.generic"(%146, %arg11, %144) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %198 = "arith.addf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%198) : (f32) -> ()
    }) : (tensor<?x?x64xf32>, tensor<64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
    %148 = "linalg.generic"(%147, %144) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      %193 = "arith.divf"(%arg68, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %194 = "math.erf"(%193) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %195 = "arith.addf"(%194, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %196 = "arith.mulf"(%195, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %197 = "arith.mulf"(%arg68, %196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%197) : (f32) -> ()
    }) : (tensor<?x?x64xf32>, tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
    %149 = "tensor.empty"() : () -> tensor<64x32xf32>
    %150 = "linalg.transpose"(%arg12, %149) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    "cf.assert"(%109) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %151 = "tensor.empty"(%107) : (index) -> tensor<?x64x32xf32>
    %152 = "linalg.generic"(%150, %151) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<?x64x32xf32>) -> tensor<?x64x32xf32>
    %153 = "linalg.batch_matmul"(%148, %152, %113) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32, %arg63: f32):
      %191 = "arith.mulf"(%arg61, %arg62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %192 = "arith.addf"(%arg63, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<?x?x64xf32>, tensor<?x64x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %154 = "linalg.generic"(%153, %arg13, %112) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32, %arg60: f32):
      %190 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %155 = "linalg.generic"(%154, %139, %112) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %189 = "arith.addf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %156 = "linalg.generic"(%155, %119) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f64):
      %188 = "arith.extf"(%arg53) : (f32) -> f64
      "linalg.yield"(%188) : (f64) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %157 = "linalg.generic"(%156, %122) <{indexing_maps = [#map1, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f64, %arg52: f64):
      %187 = "arith.addf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%187) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %158 = "linalg.generic"(%157, %121) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f64, %arg50: f64):
      %186 = "arith.divf"(%arg49, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%186) : (f64) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %159 = "linalg.generic"(%156, %158, %119) <{indexing_maps = [#map1, #map8, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f64, %arg47: f64, %arg48: f64):
      %185 = "arith.subf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%185) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %160 = "linalg.generic"(%159, %159, %119) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f64, %arg44: f64, %arg45: f64):
      %184 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%184) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x32xf64>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %161 = "linalg.generic"(%160, %122) <{indexing_maps = [#map1, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f64, %arg42: f64):
      %183 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%183) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %162 = "linalg.generic"(%161, %121) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f64, %arg40: f64):
      %182 = "arith.divf"(%arg39, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%182) : (f64) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %163 = "linalg.generic"(%162, %129) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f64, %arg38: f32):
      %181 = "arith.truncf"(%arg37) : (f64) -> f32
      "linalg.yield"(%181) : (f32) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %164 = "linalg.generic"(%155, %131) <{indexing_maps = [#map1, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %180 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %165 = "linalg.generic"(%164, %129) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %179 = "arith.divf"(%arg33, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %166 = "linalg.generic"(%163, %129) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %177 = "arith.truncf"(%11) : (f64) -> f32
      %178 = "arith.addf"(%arg31, %177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %167 = "linalg.generic"(%166, %129) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %176 = "math.rsqrt"(%arg29) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %168 = "linalg.generic"(%155, %165, %112) <{indexing_maps = [#map1, #map8, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %175 = "arith.subf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %169 = "linalg.generic"(%168, %167, %112) <{indexing_maps = [#map1, #map8, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %174 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %170 = "linalg.generic"(%169, %arg14, %112) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %173 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %171 = "linalg.generic"(%170, %arg15, %112) <{indexing_maps = [#map1, #map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %172 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    "func.return"(%171) : (tensor<?x?x32xf32>) -> ()
  }) {hidet.symbol_ranges = {batch = array<i64: 1, 8>, seq = array<i64: 1, 128>}} : () -> ()
}) : () -> ()
