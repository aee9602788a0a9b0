// bert_layer_small: exported by bench/models/export.py with torch-mlir (linalg).
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
  "func.func"() <{function_type = (tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<128xf32>, %arg12: tensor<64x128xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<1x16x64xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 9.9999999999999998E-13 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %11 = "tensor.collapse_shape"(%arg16) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %12 = "tensor.empty"() : () -> tensor<64x64xf32>
    %13 = "linalg.transpose"(%arg0, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %14 = "tensor.empty"() : () -> tensor<16x64xf32>
    %15 = "linalg.fill"(%0, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg202: f32, %arg203: f32):
      "linalg.yield"(%arg202) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %16 = "linalg.matmul"(%11, %13, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
      %194 = "arith.mulf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %195 = "arith.addf"(%arg201, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%195) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %17 = "linalg.generic"(%arg1, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      "linalg.yield"(%arg197) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %18 = "linalg.generic"(%16, %17, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32, %arg196: f32):
      %193 = "arith.addf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%193) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %19 = "tensor.expand_shape"(%18) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %20 = "tensor.empty"() : () -> tensor<1x4x16x16xf32>
    %21 = "linalg.transpose"(%19, %20) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %22 = "linalg.transpose"(%arg2, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg190: f32, %arg191: f32):
      "linalg.yield"(%arg190) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %23 = "linalg.matmul"(%11, %22, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32, %arg189: f32):
      %191 = "arith.mulf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %192 = "arith.addf"(%arg189, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %24 = "linalg.generic"(%arg3, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg185: f32, %arg186: f32):
      "linalg.yield"(%arg185) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %25 = "linalg.generic"(%23, %24, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg182: f32, %arg183: f32, %arg184: f32):
      %190 = "arith.addf"(%arg182, %arg183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %26 = "tensor.expand_shape"(%25) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %27 = "linalg.transpose"(%arg4, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg180: f32, %arg181: f32):
      "linalg.yield"(%arg180) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %28 = "linalg.matmul"(%11, %27, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32, %arg179: f32):
      %188 = "arith.mulf"(%arg177, %arg178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %189 = "arith.addf"(%arg179, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %29 = "linalg.generic"(%arg5, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg175: f32, %arg176: f32):
      "linalg.yield"(%arg175) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %30 = "linalg.generic"(%28, %29, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg172: f32, %arg173: f32, %arg174: f32):
      %187 = "arith.addf"(%arg172, %arg173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %31 = "tensor.expand_shape"(%30) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %32 = "linalg.transpose"(%31, %20) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg170: f32, %arg171: f32):
      "linalg.yield"(%arg170) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %33 = "linalg.transpose"(%26, %20) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg168: f32, %arg169: f32):
      "linalg.yield"(%arg168) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %34 = "tensor.collapse_shape"(%21) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %35 = "tensor.collapse_shape"(%33) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %36 = "tensor.empty"() : () -> tensor<4x16x16xf32>
    %37 = "linalg.fill"(%0, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32):
      "linalg.yield"(%arg166) : (f32) -> ()
    }) : (f32, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %38 = "linalg.batch_matmul"(%34, %35, %37) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg163: f32, %arg164: f32, %arg165: f32):
      %185 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %186 = "arith.addf"(%arg165, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %39 = "tensor.expand_shape"(%38) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 16, 16>}> : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %40 = "linalg.generic"(%39, %20) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32):
      %184 = "arith.mulf"(%arg161, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %41 = "tensor.empty"() : () -> tensor<1x4x16xi64>
    %42 = "linalg.fill"(%1, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg159: i64, %arg160: i64):
      "linalg.yield"(%arg159) : (i64) -> ()
    }) : (i64, tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %43 = "tensor.empty"() : () -> tensor<1x4x16xf32>
    %44 = "linalg.fill"(%2, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      "linalg.yield"(%arg157) : (f32) -> ()
    }) : (f32, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %45:2 = "linalg.generic"(%40, %44, %42) <{indexing_maps = [#map8, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg154: f32, %arg155: f32, %arg156: i64):
      %179 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %180 = "arith.index_cast"(%179) : (index) -> i64
      %181 = "arith.maximumf"(%arg154, %arg155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %182 = "arith.cmpf"(%arg154, %arg155) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %183 = "arith.select"(%182, %180, %arg156) : (i1, i64, i64) -> i64
      "linalg.yield"(%181, %183) : (f32, i64) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xi64>) -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %46 = "tensor.expand_shape"(%45#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 16, 1>}> : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
    %47 = "linalg.generic"(%40, %46, %20) <{indexing_maps = [#map8, #map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg151: f32, %arg152: f32, %arg153: f32):
      %178 = "arith.subf"(%arg151, %arg152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %48 = "linalg.generic"(%47, %20) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32):
      %177 = "math.exp"(%arg149) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %49 = "tensor.empty"() : () -> tensor<1x4x16x1xf32>
    %50 = "linalg.fill"(%0, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      "linalg.yield"(%arg147) : (f32) -> ()
    }) : (f32, tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %51 = "linalg.generic"(%48, %50) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      %176 = "arith.addf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %52 = "linalg.generic"(%48, %51, %20) <{indexing_maps = [#map8, #map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32, %arg144: f32):
      %175 = "arith.divf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %53 = "tensor.collapse_shape"(%52) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %54 = "tensor.collapse_shape"(%32) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %55 = "linalg.batch_matmul"(%53, %54, %37) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f32, %arg141: f32):
      %173 = "arith.mulf"(%arg139, %arg140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %174 = "arith.addf"(%arg141, %173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %56 = "tensor.expand_shape"(%55) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 16, 16>}> : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %57 = "tensor.empty"() : () -> tensor<1x16x4x16xf32>
    %58 = "linalg.transpose"(%56, %57) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      "linalg.yield"(%arg137) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %59 = "tensor.collapse_shape"(%58) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x16x4x16xf32>) -> tensor<16x64xf32>
    %60 = "linalg.transpose"(%arg6, %12) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg135: f32, %arg136: f32):
      "linalg.yield"(%arg135) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %61 = "linalg.matmul"(%59, %60, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f32, %arg133: f32, %arg134: f32):
      %171 = "arith.mulf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %172 = "arith.addf"(%arg134, %171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %62 = "linalg.generic"(%arg7, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32):
      "linalg.yield"(%arg130) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %63 = "linalg.generic"(%61, %62, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %170 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%170) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %64 = "tensor.expand_shape"(%63) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %65 = "tensor.empty"() : () -> tensor<1x16x64xf32>
    %66 = "linalg.generic"(%64, %arg16, %65) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
      %169 = "arith.addf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %67 = "tensor.empty"() : () -> tensor<1x16x64xf64>
    %68 = "linalg.generic"(%66, %67) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f64):
      %168 = "arith.extf"(%arg122) : (f32) -> f64
      "linalg.yield"(%168) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %69 = "tensor.empty"() : () -> tensor<1x16x1xf64>
    %70 = "linalg.fill"(%3, %69) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f64, %arg121: f64):
      "linalg.yield"(%arg120) : (f64) -> ()
    }) : (f64, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %71 = "linalg.generic"(%68, %70) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f64, %arg119: f64):
      %167 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%167) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %72 = "linalg.generic"(%71, %69) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f64, %arg117: f64):
      %166 = "arith.divf"(%arg116, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%166) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %73 = "linalg.generic"(%68, %72, %67) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f64, %arg114: f64, %arg115: f64):
      %165 = "arith.subf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%165) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %74 = "linalg.generic"(%73, %73, %67) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f64, %arg111: f64, %arg112: f64):
      %164 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%164) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %75 = "linalg.generic"(%74, %70) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f64, %arg109: f64):
      %163 = "arith.addf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%163) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %76 = "linalg.generic"(%75, %69) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f64, %arg107: f64):
      %162 = "arith.divf"(%arg106, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%162) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %77 = "tensor.empty"() : () -> tensor<1x16x1xf32>
    %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f64, %arg105: f32):
      %161 = "arith.truncf"(%arg104) : (f64) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %79 = "linalg.fill"(%0, %77) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (f32, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %80 = "linalg.generic"(%66, %79) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      %160 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %81 = "linalg.generic"(%80, %77) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      %159 = "arith.divf"(%arg98, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %82 = "linalg.generic"(%78, %77) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      %157 = "arith.truncf"(%6) : (f64) -> f32
      %158 = "arith.addf"(%arg96, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %83 = "linalg.generic"(%82, %77) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      %156 = "math.rsqrt"(%arg94) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %84 = "linalg.generic"(%66, %81, %65) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32, %arg93: f32):
      %155 = "arith.subf"(%arg91, %arg92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%155) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %85 = "linalg.generic"(%84, %83, %65) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32, %arg90: f32):
      %154 = "arith.mulf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%154) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %86 = "linalg.generic"(%85, %arg8, %65) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %153 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%153) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %87 = "linalg.generic"(%86, %arg9, %65) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %152 = "arith.addf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%152) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %88 = "tensor.collapse_shape"(%87) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %89 = "tensor.empty"() : () -> tensor<64x128xf32>
    %90 = "linalg.transpose"(%arg10, %89) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      "linalg.yield"(%arg80) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %91 = "tensor.empty"() : () -> tensor<16x128xf32>
    %92 = "linalg.fill"(%0, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      "linalg.yield"(%arg78) : (f32) -> ()
    }) : (f32, tensor<16x128xf32>) -> tensor<16x128xf32>
    %93 = "linalg.matmul"(%88, %90, %92) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
      %150 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %151 = "arith.addf"(%arg77, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %94 = "linalg.generic"(%arg11, %91) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      "linalg.yield"(%arg73) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %95 = "linalg.generic"(%93, %94, %91) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %149 = "arith.addf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %96 = "tensor.expand_shape"(%95) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 128>}> : (tensor<16x128xf32>) -> tensor<1x16x128xf32>
    %97 = "tensor.empty"() : () -> tensor<1x16x128xf32>
    %98 = "linalg.generic"(%96, %97) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      %144 = "arith.divf"(%arg68, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %145 = "math.erf"(%144) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %146 = "arith.addf"(%145, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %147 = "arith.mulf"(%146, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %148 = "arith.mulf"(%arg68, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %99 = "tensor.collapse_shape"(%98) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x128xf32>) -> tensor<16x128xf32>
    %100 = "tensor.empty"() : () -> tensor<128x64xf32>
    %101 = "linalg.transpose"(%arg12, %100) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %102 = "linalg.matmul"(%99, %101, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %142 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %143 = "arith.addf"(%arg65, %142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%143) : (f32) -> ()
    }) : (tensor<16x128xf32>, tensor<128x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %103 = "linalg.generic"(%arg13, %14) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      "linalg.yield"(%arg61) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %104 = "linalg.generic"(%102, %103, %14) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32, %arg60: f32):
      %141 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%141) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %105 = "tensor.expand_shape"(%104) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %106 = "linalg.generic"(%105, %87, %65) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %140 = "arith.addf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%140) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %107 = "linalg.generic"(%106, %67) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f64):
      %139 = "arith.extf"(%arg53) : (f32) -> f64
      "linalg.yield"(%139) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %108 = "linalg.generic"(%107, %70) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f64, %arg52: f64):
      %138 = "arith.addf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%138) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %109 = "linalg.generic"(%108, %69) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f64, %arg50: f64):
      %137 = "arith.divf"(%arg49, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%137) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %110 = "linalg.generic"(%107, %109, %67) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f64, %arg47: f64, %arg48: f64):
      %136 = "arith.subf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%136) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %111 = "linalg.generic"(%110, %110, %67) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f64, %arg44: f64, %arg45: f64):
      %135 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%135) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %112 = "linalg.generic"(%111, %70) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f64, %arg42: f64):
      %134 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%134) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %113 = "linalg.generic"(%112, %69) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f64, %arg40: f64):
      %133 = "arith.divf"(%arg39, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%133) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %114 = "linalg.generic"(%113, %77) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f64, %arg38: f32):
      %132 = "arith.truncf"(%arg37) : (f64) -> f32
      "linalg.yield"(%132) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %115 = "linalg.generic"(%106, %79) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %131 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %116 = "linalg.generic"(%115, %77) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %130 = "arith.divf"(%arg33, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%130) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %117 = "linalg.generic"(%114, %77) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %128 = "arith.truncf"(%6) : (f64) -> f32
      %129 = "arith.addf"(%arg31, %128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%129) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %118 = "linalg.generic"(%117, %77) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %127 = "math.rsqrt"(%arg29) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%127) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %119 = "linalg.generic"(%106, %116, %65) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %126 = "arith.subf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%126) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %120 = "linalg.generic"(%119, %118, %65) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %125 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%125) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %121 = "linalg.generic"(%120, %arg14, %65) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %124 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%124) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %122 = "linalg.generic"(%121, %arg15, %65) <{indexing_maps = [#map10, #map12, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %123 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%123) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    "func.return"(%122) : (tensor<1x16x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
