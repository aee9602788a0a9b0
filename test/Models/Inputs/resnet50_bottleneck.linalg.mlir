// resnet50_bottleneck: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 18 weights/buffers (state_dict order), then 1 input(s).
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64x256x1x1xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<i64>, %arg6: tensor<64x64x3x3xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<i64>, %arg12: tensor<256x64x1x1xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256xf32>, %arg17: tensor<i64>, %arg18: tensor<1x256x56x56xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %2 = "tensor.empty"() : () -> tensor<1x64x56x56xf32>
    %3 = "linalg.fill"(%0, %2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      "linalg.yield"(%arg91) : (f32) -> ()
    }) : (f32, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %4 = "linalg.conv_2d_nchw_fchw"(%arg18, %arg0, %3) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg88: f32, %arg89: f32, %arg90: f32):
      %78 = "arith.mulf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %79 = "arith.addf"(%arg90, %78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%79) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %5 = "tensor.empty"() : () -> tensor<64xf32>
    %6 = "linalg.generic"(%arg4, %5) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      %76 = "arith.truncf"(%1) : (f64) -> f32
      %77 = "arith.addf"(%arg86, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7 = "linalg.generic"(%6, %5) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32):
      %75 = "math.rsqrt"(%arg84) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %8 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %9 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %10 = "linalg.generic"(%4, %8, %2) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
      %74 = "arith.subf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %11 = "linalg.generic"(%10, %9, %2) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %73 = "arith.mulf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %12 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %13 = "linalg.generic"(%11, %12, %2) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
      %72 = "arith.mulf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %14 = "tensor.expand_shape"(%arg2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %15 = "linalg.generic"(%13, %14, %2) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32, %arg74: f32):
      %71 = "arith.addf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %16 = "linalg.generic"(%15, %2) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      %69 = "arith.cmpf"(%arg70, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %70 = "arith.select"(%69, %arg70, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %17 = "tensor.pad"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg66: index, %arg67: index, %arg68: index, %arg69: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>) -> tensor<1x64x58x58xf32>
    %18 = "linalg.conv_2d_nchw_fchw"(%17, %arg6, %3) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg63: f32, %arg64: f32, %arg65: f32):
      %67 = "arith.mulf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %68 = "arith.addf"(%arg65, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %19 = "linalg.generic"(%arg10, %5) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      %65 = "arith.truncf"(%1) : (f64) -> f32
      %66 = "arith.addf"(%arg61, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %20 = "linalg.generic"(%19, %5) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      %64 = "math.rsqrt"(%arg59) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %21 = "tensor.expand_shape"(%arg9) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %22 = "tensor.expand_shape"(%20) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %23 = "linalg.generic"(%18, %21, %2) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %63 = "arith.subf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %24 = "linalg.generic"(%23, %22, %2) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
      %62 = "arith.mulf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %25 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %26 = "linalg.generic"(%24, %25, %2) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32, %arg52: f32):
      %61 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %27 = "tensor.expand_shape"(%arg8) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %28 = "linalg.generic"(%26, %27, %2) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
      %60 = "arith.addf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %29 = "linalg.generic"(%28, %2) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      %58 = "arith.cmpf"(%arg45, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %59 = "arith.select"(%58, %arg45, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %30 = "tensor.empty"() : () -> tensor<1x256x56x56xf32>
    %31 = "linalg.fill"(%0, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (f32, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %32 = "linalg.conv_2d_nchw_fchw"(%29, %arg12, %31) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %56 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %57 = "arith.addf"(%arg42, %56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %33 = "tensor.empty"() : () -> tensor<256xf32>
    %34 = "linalg.generic"(%arg16, %33) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      %54 = "arith.truncf"(%1) : (f64) -> f32
      %55 = "arith.addf"(%arg38, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %35 = "linalg.generic"(%34, %33) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      %53 = "math.rsqrt"(%arg36) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %36 = "tensor.expand_shape"(%arg15) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %37 = "tensor.expand_shape"(%35) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %38 = "linalg.generic"(%32, %36, %30) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %52 = "arith.subf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %39 = "linalg.generic"(%38, %37, %30) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %51 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %40 = "tensor.expand_shape"(%arg13) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %41 = "linalg.generic"(%39, %40, %30) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %50 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %42 = "tensor.expand_shape"(%arg14) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %43 = "linalg.generic"(%41, %42, %30) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %49 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %44 = "linalg.generic"(%43, %arg18, %30) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %48 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%48) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %45 = "linalg.generic"(%44, %30) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      %46 = "arith.cmpf"(%arg19, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %47 = "arith.select"(%46, %arg19, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    "func.return"(%45) : (tensor<1x256x56x56xf32>) -> ()
  }) : () -> ()
}) : () -> ()
