// bert_layer: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 16 weights/buffers (state_dict order), then 1 input(s).
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<768x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768x768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768x768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<3072x768xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<768x3072xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<1x128x768xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 9.9999999999999998E-13 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 7.680000e+02 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 7.680000e+02 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %11 = "tensor.collapse_shape"(%arg16) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %12 = "tensor.empty"() : () -> tensor<768x768xf32>
    %13 = "linalg.transpose"(%arg0, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg206: f32, %arg207: f32):
      "linalg.yield"(%arg206) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %14 = "tensor.empty"() : () -> tensor<128x768xf32>
    %15 = "linalg.fill"(%0, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (f32, tensor<128x768xf32>) -> tensor<128x768xf32>
    %16 = "linalg.matmul"(%11, %13, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: f32, %arg202: f32, %arg203: f32):
      %198 = "arith.mulf"(%arg201, %arg202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %199 = "arith.addf"(%arg203, %198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%199) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %17 = "linalg.generic"(%arg1, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32):
      "linalg.yield"(%arg199) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %18 = "linalg.generic"(%16, %17, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg196: f32, %arg197: f32, %arg198: f32):
      %197 = "arith.addf"(%arg196, %arg197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%197) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %19 = "tensor.expand_shape"(%18) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %20 = "tensor.empty"() : () -> tensor<1x12x128x64xf32>
    %21 = "linalg.transpose"(%19, %20) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg194: f32, %arg195: f32):
      "linalg.yield"(%arg194) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %22 = "linalg.transpose"(%arg2, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %23 = "linalg.matmul"(%11, %22, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %195 = "arith.mulf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %196 = "arith.addf"(%arg191, %195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %24 = "linalg.generic"(%arg3, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      "linalg.yield"(%arg187) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %25 = "linalg.generic"(%23, %24, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f32, %arg186: f32):
      %194 = "arith.addf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%194) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %26 = "tensor.expand_shape"(%25) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %27 = "linalg.transpose"(%arg4, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg182: f32, %arg183: f32):
      "linalg.yield"(%arg182) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %28 = "linalg.matmul"(%11, %27, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
      %192 = "arith.mulf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %193 = "arith.addf"(%arg181, %192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%193) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %29 = "linalg.generic"(%arg5, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32):
      "linalg.yield"(%arg177) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %30 = "linalg.generic"(%28, %29, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32, %arg176: f32):
      %191 = "arith.addf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %31 = "tensor.expand_shape"(%30) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %32 = "linalg.transpose"(%31, %20) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg172: f32, %arg173: f32):
      "linalg.yield"(%arg172) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %33 = "tensor.empty"() : () -> tensor<1x12x64x128xf32>
    %34 = "linalg.transpose"(%26, %33) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %35 = "tensor.collapse_shape"(%21) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %36 = "tensor.collapse_shape"(%34) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %37 = "tensor.empty"() : () -> tensor<12x128x128xf32>
    %38 = "linalg.fill"(%0, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32):
      "linalg.yield"(%arg168) : (f32) -> ()
    }) : (f32, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %39 = "linalg.batch_matmul"(%35, %36, %38) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32, %arg167: f32):
      %189 = "arith.mulf"(%arg165, %arg166) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %190 = "arith.addf"(%arg167, %189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %40 = "tensor.expand_shape"(%39) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %41 = "tensor.empty"() : () -> tensor<1x12x128x128xf32>
    %42 = "linalg.generic"(%40, %41) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32):
      %188 = "arith.mulf"(%arg163, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %43 = "tensor.empty"() : () -> tensor<1x12x128xi64>
    %44 = "linalg.fill"(%1, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: i64, %arg162: i64):
      "linalg.yield"(%arg161) : (i64) -> ()
    }) : (i64, tensor<1x12x128xi64>) -> tensor<1x12x128xi64>
    %45 = "tensor.empty"() : () -> tensor<1x12x128xf32>
    %46 = "linalg.fill"(%2, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      "linalg.yield"(%arg159) : (f32) -> ()
    }) : (f32, tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %47:2 = "linalg.generic"(%42, %46, %44) <{indexing_maps = [#map8, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg156: f32, %arg157: f32, %arg158: i64):
      %183 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %184 = "arith.index_cast"(%183) : (index) -> i64
      %185 = "arith.maximumf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %186 = "arith.cmpf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %187 = "arith.select"(%186, %184, %arg158) : (i1, i64, i64) -> i64
      "linalg.yield"(%185, %187) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %48 = "tensor.expand_shape"(%47#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %49 = "linalg.generic"(%42, %48, %41) <{indexing_maps = [#map8, #map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg153: f32, %arg154: f32, %arg155: f32):
      %182 = "arith.subf"(%arg153, %arg154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %50 = "linalg.generic"(%49, %41) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32):
      %181 = "math.exp"(%arg151) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%181) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %51 = "tensor.empty"() : () -> tensor<1x12x128x1xf32>
    %52 = "linalg.fill"(%0, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      "linalg.yield"(%arg149) : (f32) -> ()
    }) : (f32, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %53 = "linalg.generic"(%50, %52) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      %180 = "arith.addf"(%arg147, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %54 = "linalg.generic"(%50, %53, %41) <{indexing_maps = [#map8, #map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32, %arg146: f32):
      %179 = "arith.divf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %55 = "tensor.collapse_shape"(%54) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %56 = "tensor.collapse_shape"(%32) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %57 = "tensor.empty"() : () -> tensor<12x128x64xf32>
    %58 = "linalg.fill"(%0, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32):
      "linalg.yield"(%arg142) : (f32) -> ()
    }) : (f32, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %59 = "linalg.batch_matmul"(%55, %56, %58) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f32, %arg141: f32):
      %177 = "arith.mulf"(%arg139, %arg140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %178 = "arith.addf"(%arg141, %177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %60 = "tensor.expand_shape"(%59) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %61 = "tensor.empty"() : () -> tensor<1x128x12x64xf32>
    %62 = "linalg.transpose"(%60, %61) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      "linalg.yield"(%arg137) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %63 = "tensor.collapse_shape"(%62) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %64 = "linalg.transpose"(%arg6, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      "linalg.yield"(%arg135) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %65 = "linalg.matmul"(%63, %64, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
      %175 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %176 = "arith.addf"(%arg134, %175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %66 = "linalg.generic"(%arg7, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32):
      "linalg.yield"(%arg130) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %67 = "linalg.generic"(%65, %66, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %174 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %68 = "tensor.expand_shape"(%67) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %69 = "tensor.empty"() : () -> tensor<1x128x768xf32>
    %70 = "linalg.generic"(%68, %arg16, %69) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
      %173 = "arith.addf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%173) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %71 = "tensor.empty"() : () -> tensor<1x128x768xf64>
    %72 = "linalg.generic"(%70, %71) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f64):
      %172 = "arith.extf"(%arg122) : (f32) -> f64
      "linalg.yield"(%172) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %73 = "tensor.empty"() : () -> tensor<1x128x1xf64>
    %74 = "linalg.fill"(%3, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f64, %arg121: f64):
      "linalg.yield"(%arg120) : (f64) -> ()
    }) : (f64, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %75 = "linalg.generic"(%72, %74) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f64, %arg119: f64):
      %171 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%171) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %76 = "linalg.generic"(%75, %73) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f64, %arg117: f64):
      %170 = "arith.divf"(%arg116, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%170) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %77 = "linalg.generic"(%72, %76, %71) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f64, %arg114: f64, %arg115: f64):
      %169 = "arith.subf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%169) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %78 = "linalg.generic"(%77, %77, %71) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f64, %arg111: f64, %arg112: f64):
      %168 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%168) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %79 = "linalg.generic"(%78, %74) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f64, %arg109: f64):
      %167 = "arith.addf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%167) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %80 = "linalg.generic"(%79, %73) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f64, %arg107: f64):
      %166 = "arith.divf"(%arg106, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%166) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %81 = "tensor.empty"() : () -> tensor<1x128x1xf32>
    %82 = "linalg.generic"(%80, %81) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f64, %arg105: f32):
      %165 = "arith.truncf"(%arg104) : (f64) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %83 = "linalg.fill"(%0, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (f32, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %84 = "linalg.generic"(%70, %83) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      %164 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%164) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %85 = "linalg.generic"(%84, %81) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      %163 = "arith.divf"(%arg98, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %86 = "linalg.generic"(%82, %81) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      %161 = "arith.truncf"(%6) : (f64) -> f32
      %162 = "arith.addf"(%arg96, %161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %87 = "linalg.generic"(%86, %81) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      %160 = "math.rsqrt"(%arg94) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %88 = "linalg.generic"(%70, %85, %69) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32, %arg93: f32):
      %159 = "arith.subf"(%arg91, %arg92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %89 = "linalg.generic"(%88, %87, %69) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32, %arg90: f32):
      %158 = "arith.mulf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %90 = "linalg.generic"(%89, %arg8, %69) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %157 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%157) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %91 = "linalg.generic"(%90, %arg9, %69) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %156 = "arith.addf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %92 = "tensor.collapse_shape"(%91) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %93 = "tensor.empty"() : () -> tensor<768x3072xf32>
    %94 = "linalg.transpose"(%arg10, %93) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      "linalg.yield"(%arg80) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %95 = "tensor.empty"() : () -> tensor<128x3072xf32>
    %96 = "linalg.fill"(%0, %95) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      "linalg.yield"(%arg78) : (f32) -> ()
    }) : (f32, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %97 = "linalg.matmul"(%92, %94, %96) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
      %154 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %155 = "arith.addf"(%arg77, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%155) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %98 = "linalg.generic"(%arg11, %95) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      "linalg.yield"(%arg73) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %99 = "linalg.generic"(%97, %98, %95) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %153 = "arith.addf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %100 = "tensor.expand_shape"(%99) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %101 = "tensor.empty"() : () -> tensor<1x128x3072xf32>
    %102 = "linalg.generic"(%100, %101) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      %148 = "arith.divf"(%arg68, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %149 = "math.erf"(%148) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %150 = "arith.addf"(%149, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %151 = "arith.mulf"(%150, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %152 = "arith.mulf"(%arg68, %151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%152) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %103 = "tensor.collapse_shape"(%102) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %104 = "tensor.empty"() : () -> tensor<3072x768xf32>
    %105 = "linalg.transpose"(%arg12, %104) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %106 = "linalg.matmul"(%103, %105, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %146 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %147 = "arith.addf"(%arg65, %146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%147) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %107 = "linalg.generic"(%arg13, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      "linalg.yield"(%arg61) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %108 = "linalg.generic"(%106, %107, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32, %arg60: f32):
      %145 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%145) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %109 = "tensor.expand_shape"(%108) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %110 = "linalg.generic"(%109, %91, %69) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %144 = "arith.addf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%144) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %111 = "linalg.generic"(%110, %71) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f64):
      %143 = "arith.extf"(%arg53) : (f32) -> f64
      "linalg.yield"(%143) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %112 = "linalg.generic"(%111, %74) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f64, %arg52: f64):
      %142 = "arith.addf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%142) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %113 = "linalg.generic"(%112, %73) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f64, %arg50: f64):
      %141 = "arith.divf"(%arg49, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%141) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %114 = "linalg.generic"(%111, %113, %71) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f64, %arg47: f64, %arg48: f64):
      %140 = "arith.subf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%140) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %115 = "linalg.generic"(%114, %114, %71) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f64, %arg44: f64, %arg45: f64):
      %139 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%139) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %116 = "linalg.generic"(%115, %74) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f64, %arg42: f64):
      %138 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%138) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %117 = "linalg.generic"(%116, %73) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f64, %arg40: f64):
      %137 = "arith.divf"(%arg39, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%137) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %118 = "linalg.generic"(%117, %81) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f64, %arg38: f32):
      %136 = "arith.truncf"(%arg37) : (f64) -> f32
      "linalg.yield"(%136) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %119 = "linalg.generic"(%110, %83) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %135 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%135) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %120 = "linalg.generic"(%119, %81) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %134 = "arith.divf"(%arg33, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%134) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %121 = "linalg.generic"(%118, %81) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %132 = "arith.truncf"(%6) : (f64) -> f32
      %133 = "arith.addf"(%arg31, %132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%133) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %122 = "linalg.generic"(%121, %81) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %131 = "math.rsqrt"(%arg29) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %123 = "linalg.generic"(%110, %120, %69) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %130 = "arith.subf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%130) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %124 = "linalg.generic"(%123, %122, %69) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %129 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%129) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %125 = "linalg.generic"(%124, %arg14, %69) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %128 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%128) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %126 = "linalg.generic"(%125, %arg15, %69) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %127 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%127) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    "func.return"(%126) : (tensor<1x128x768xf32>) -> ()
  }) : () -> ()
}) : () -> ()
