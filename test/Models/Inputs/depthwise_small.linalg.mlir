// depthwise_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 10 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x1x3x3xf32>, tensor<4x8x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<1x4x8x8xf32>) -> (tensor<1x4x4x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>), sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<4x1x3x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<8x1x3x3xf32>, %arg5: tensor<4x8x1x1xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<i64>, %arg10: tensor<1x4x8x8xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %7 = "tensor.pad"(%arg10) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg78: index, %arg79: index, %arg80: index, %arg81: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x4x8x8xf32>) -> tensor<1x4x10x10xf32>
    %8 = "tensor.empty"() : () -> tensor<1x4x8x8xf32>
    %9 = "linalg.broadcast"(%arg1, %8) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %10 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<4x1x3x3xf32>) -> tensor<4x3x3xf32>
    %11 = "linalg.depthwise_conv_2d_nchw_chw"(%7, %10, %9) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %77 = "arith.mulf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %78 = "arith.addf"(%arg75, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%78) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x4x10x10xf32>, tensor<4x3x3xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %12 = "tensor.empty"() : () -> tensor<4xf32>
    %13 = "linalg.generic"(%arg8, %12) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      %75 = "arith.truncf"(%5) : (f64) -> f32
      %76 = "arith.addf"(%arg71, %75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "linalg.generic"(%13, %12) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      %74 = "math.rsqrt"(%arg69) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %16 = "tensor.expand_shape"(%14) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %17 = "linalg.generic"(%11, %15, %8) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %73 = "arith.subf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<1x4x8x8xf32>, tensor<4x1x1xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %18 = "linalg.generic"(%17, %16, %8) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %72 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<1x4x8x8xf32>, tensor<4x1x1xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %19 = "tensor.expand_shape"(%arg2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %20 = "linalg.generic"(%18, %19, %8) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32, %arg62: f32):
      %71 = "arith.mulf"(%arg60, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) : (tensor<1x4x8x8xf32>, tensor<4x1x1xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %21 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 1, 1>}> : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %22 = "linalg.generic"(%20, %21, %8) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
      %70 = "arith.addf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<1x4x8x8xf32>, tensor<4x1x1xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %23 = "linalg.generic"(%22, %4, %8) <{indexing_maps = [#map4, #map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %68 = "arith.cmpf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %69 = "arith.select"(%68, %arg54, %arg55) : (i1, f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) : (tensor<1x4x8x8xf32>, tensor<f32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %24 = "linalg.generic"(%3, %23, %8) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
      %66 = "arith.cmpf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %67 = "arith.select"(%66, %arg51, %arg52) : (i1, f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<f32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %25 = "tensor.pad"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg47: index, %arg48: index, %arg49: index, %arg50: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x4x8x8xf32>) -> tensor<1x4x10x10xf32>
    %26 = "tensor.empty"() : () -> tensor<1x8x4x4xf32>
    %27 = "tensor.expand_shape"(%25) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 4, 1, 10, 10>}> : (tensor<1x4x10x10xf32>) -> tensor<1x4x1x10x10xf32>
    %28 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1], [2], [3], [4]], static_output_shape = array<i64: 4, 2, 1, 3, 3>}> : (tensor<8x1x3x3xf32>) -> tensor<4x2x1x3x3xf32>
    %29 = "tensor.expand_shape"(%26) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: 1, 4, 2, 4, 4>}> : (tensor<1x8x4x4xf32>) -> tensor<1x4x2x4x4xf32>
    %30 = "linalg.fill"(%0, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<1x4x2x4x4xf32>) -> tensor<1x4x2x4x4xf32>
    %31 = "linalg.conv_2d_ngchw_gfchw"(%27, %28, %30) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %64 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %65 = "arith.addf"(%arg44, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<1x4x1x10x10xf32>, tensor<4x2x1x3x3xf32>, tensor<1x4x2x4x4xf32>) -> tensor<1x4x2x4x4xf32>
    %32 = "tensor.collapse_shape"(%31) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x4x2x4x4xf32>) -> tensor<1x8x4x4xf32>
    %33 = "tensor.empty"() : () -> tensor<1x4x4x4xf32>
    %34 = "linalg.broadcast"(%arg6, %33) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %35 = "linalg.conv_2d_nchw_fchw"(%32, %arg5, %34) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %62 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %63 = "arith.addf"(%arg39, %62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map11, #map12]} : (tensor<1x8x4x4xf32>, tensor<4x8x1x1xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %36 = "tensor.empty"() : () -> tensor<1x4x4x4xf64>
    %37 = "linalg.generic"(%35, %36) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f64):
      %61 = "arith.extf"(%arg35) : (f32) -> f64
      "linalg.yield"(%61) : (f64) -> ()
    }) : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf64>) -> tensor<1x4x4x4xf64>
    %38 = "tensor.empty"() : () -> tensor<1x1x4x4xf64>
    %39 = "linalg.fill"(%1, %38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f64, %arg34: f64):
      "linalg.yield"(%arg33) : (f64) -> ()
    }) : (f64, tensor<1x1x4x4xf64>) -> tensor<1x1x4x4xf64>
    %40 = "linalg.generic"(%37, %39) <{indexing_maps = [#map4, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f64, %arg32: f64):
      %60 = "arith.addf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%60) : (f64) -> ()
    }) : (tensor<1x4x4x4xf64>, tensor<1x1x4x4xf64>) -> tensor<1x1x4x4xf64>
    %41 = "linalg.generic"(%40, %38) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f64, %arg30: f64):
      %59 = "arith.divf"(%arg29, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%59) : (f64) -> ()
    }) : (tensor<1x1x4x4xf64>, tensor<1x1x4x4xf64>) -> tensor<1x1x4x4xf64>
    %42 = "linalg.generic"(%37, %41, %36) <{indexing_maps = [#map4, #map13, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f64, %arg27: f64, %arg28: f64):
      %58 = "arith.subf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%58) : (f64) -> ()
    }) : (tensor<1x4x4x4xf64>, tensor<1x1x4x4xf64>, tensor<1x4x4x4xf64>) -> tensor<1x4x4x4xf64>
    %43 = "linalg.generic"(%42, %42, %36) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f64, %arg24: f64, %arg25: f64):
      %57 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%57) : (f64) -> ()
    }) : (tensor<1x4x4x4xf64>, tensor<1x4x4x4xf64>, tensor<1x4x4x4xf64>) -> tensor<1x4x4x4xf64>
    %44 = "linalg.generic"(%43, %39) <{indexing_maps = [#map4, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f64, %arg22: f64):
      %56 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%56) : (f64) -> ()
    }) : (tensor<1x4x4x4xf64>, tensor<1x1x4x4xf64>) -> tensor<1x1x4x4xf64>
    %45 = "linalg.generic"(%44, %38) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f64, %arg20: f64):
      %55 = "arith.divf"(%arg19, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%55) : (f64) -> ()
    }) : (tensor<1x1x4x4xf64>, tensor<1x1x4x4xf64>) -> tensor<1x1x4x4xf64>
    %46 = "tensor.empty"() : () -> tensor<1x1x4x4xf32>
    %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f64, %arg18: f32):
      %54 = "arith.truncf"(%arg17) : (f64) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<1x1x4x4xf64>, tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
    %48 = "linalg.generic"(%44, %38) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f64, %arg16: f64):
      %53 = "arith.divf"(%arg15, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%53) : (f64) -> ()
    }) : (tensor<1x1x4x4xf64>, tensor<1x1x4x4xf64>) -> tensor<1x1x4x4xf64>
    %49 = "linalg.generic"(%48, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f64, %arg14: f32):
      %52 = "arith.truncf"(%arg13) : (f64) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<1x1x4x4xf64>, tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
    %50 = "linalg.generic"(%49, %46) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      %51 = "math.sqrt"(%arg11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
    "func.return"(%35, %47, %50) : (tensor<1x4x4x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
