// convnet_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 20 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map15 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map16 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map17 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map18 = affine_map<(d0, d1) -> (d1)>
#map19 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x1x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<2x3x19x19xf32>) -> tensor<2x10xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<16x8x1x1xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x1x3x3xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<10x16xf32>, %arg10: tensor<10xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<i64>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<i64>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<i64>, %arg20: tensor<2x3x19x19xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 2.500000e+01 : f32}> : () -> f32
    %6 = "tensor.pad"(%arg20) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<2x3x19x19xf32>) -> tensor<2x3x21x21xf32>
    %7 = "tensor.empty"() : () -> tensor<2x8x10x10xf32>
    %8 = "linalg.fill"(%0, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32):
      "linalg.yield"(%arg121) : (f32) -> ()
    }) : (f32, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %9 = "linalg.conv_2d_nchw_fchw"(%6, %arg0, %8) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg118: f32, %arg119: f32, %arg120: f32):
      %108 = "arith.mulf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %109 = "arith.addf"(%arg120, %108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%109) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x3x21x21xf32>, tensor<8x3x3x3xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %10 = "tensor.empty"() : () -> tensor<8xf32>
    %11 = "linalg.generic"(%arg12, %10) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      %106 = "arith.truncf"(%4) : (f64) -> f32
      %107 = "arith.addf"(%arg116, %106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%107) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %12 = "linalg.generic"(%11, %10) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      %105 = "math.rsqrt"(%arg114) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%105) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %13 = "tensor.expand_shape"(%arg11) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %14 = "tensor.expand_shape"(%12) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %15 = "linalg.generic"(%9, %13, %7) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
      %104 = "arith.subf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%104) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<8x1x1xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %16 = "linalg.generic"(%15, %14, %7) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %103 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%103) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<8x1x1xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %17 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %18 = "linalg.generic"(%16, %17, %7) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
      %102 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%102) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<8x1x1xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %19 = "tensor.expand_shape"(%arg2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %20 = "linalg.generic"(%18, %19, %7) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %101 = "arith.addf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%101) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<8x1x1xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %21 = "linalg.generic"(%20, %7) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32):
      %99 = "arith.cmpf"(%arg100, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %100 = "arith.select"(%99, %arg100, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%100) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %22 = "tensor.pad"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg96: index, %arg97: index, %arg98: index, %arg99: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>) -> tensor<2x8x12x12xf32>
    %23 = "tensor.empty"() : () -> tensor<2x8x5x5xf32>
    %24 = "linalg.fill"(%1, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      "linalg.yield"(%arg94) : (f32) -> ()
    }) : (f32, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %25 = "tensor.empty"() : () -> tensor<3x3xf32>
    %26 = "linalg.pooling_nchw_max"(%22, %25, %24) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg91: f32, %arg92: f32, %arg93: f32):
      %98 = "arith.maximumf"(%arg93, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<2x8x12x12xf32>, tensor<3x3xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %27 = "tensor.empty"() : () -> tensor<2x16x5x5xf32>
    %28 = "linalg.fill"(%0, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      "linalg.yield"(%arg89) : (f32) -> ()
    }) : (f32, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %29 = "linalg.conv_2d_nchw_fchw"(%26, %arg3, %28) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg86: f32, %arg87: f32, %arg88: f32):
      %96 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %97 = "arith.addf"(%arg88, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<2x8x5x5xf32>, tensor<16x8x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %30 = "tensor.empty"() : () -> tensor<16xf32>
    %31 = "linalg.generic"(%arg15, %30) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32):
      %94 = "arith.truncf"(%4) : (f64) -> f32
      %95 = "arith.addf"(%arg84, %94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%95) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %32 = "linalg.generic"(%31, %30) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32):
      %93 = "math.rsqrt"(%arg82) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%93) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %33 = "tensor.expand_shape"(%arg14) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %34 = "tensor.expand_shape"(%32) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %35 = "linalg.generic"(%29, %33, %27) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32, %arg81: f32):
      %92 = "arith.subf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%92) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %36 = "linalg.generic"(%35, %34, %27) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32, %arg78: f32):
      %91 = "arith.mulf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%91) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %37 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %38 = "linalg.generic"(%36, %37, %27) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %90 = "arith.mulf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%90) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %39 = "tensor.expand_shape"(%arg5) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %40 = "linalg.generic"(%38, %39, %27) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32, %arg72: f32):
      %89 = "arith.addf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%89) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %41 = "linalg.generic"(%40, %27) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32):
      %87 = "arith.cmpf"(%arg68, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %88 = "arith.select"(%87, %arg68, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%88) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %42 = "tensor.pad"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>) -> tensor<2x16x7x7xf32>
    %43 = "tensor.collapse_shape"(%arg6) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<16x1x3x3xf32>) -> tensor<16x3x3xf32>
    %44 = "linalg.depthwise_conv_2d_nchw_chw"(%42, %43, %28) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg61: f32, %arg62: f32, %arg63: f32):
      %85 = "arith.mulf"(%arg61, %arg62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %86 = "arith.addf"(%arg63, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map11, #map12]} : (tensor<2x16x7x7xf32>, tensor<16x3x3xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %45 = "linalg.generic"(%arg18, %30) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      %83 = "arith.truncf"(%4) : (f64) -> f32
      %84 = "arith.addf"(%arg59, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%84) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %46 = "linalg.generic"(%45, %30) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      %82 = "math.rsqrt"(%arg57) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%82) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %47 = "tensor.expand_shape"(%arg17) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %48 = "tensor.expand_shape"(%46) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %49 = "linalg.generic"(%44, %47, %27) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %81 = "arith.subf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%81) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %50 = "linalg.generic"(%49, %48, %27) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
      %80 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%80) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %51 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %52 = "linalg.generic"(%50, %51, %27) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %79 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%79) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %53 = "tensor.expand_shape"(%arg8) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %54 = "linalg.generic"(%52, %53, %27) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
      %78 = "arith.addf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%78) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %55 = "linalg.generic"(%54, %3, %27) <{indexing_maps = [#map4, #map13, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %76 = "arith.cmpf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %77 = "arith.select"(%76, %arg42, %arg43) : (i1, f32, f32) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<f32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %56 = "linalg.generic"(%2, %55, %27) <{indexing_maps = [#map13, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %74 = "arith.cmpf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %75 = "arith.select"(%74, %arg39, %arg40) : (i1, f32, f32) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x16x5x5xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %57 = "tensor.empty"() : () -> tensor<2x16x1x1xf32>
    %58 = "linalg.fill"(%0, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (f32, tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %59 = "linalg.generic"(%56, %58) <{indexing_maps = [#map4, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %73 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %60 = "linalg.generic"(%59, %57) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %72 = "arith.divf"(%arg33, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<2x16x1x1xf32>, tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %61 = "tensor.collapse_shape"(%60) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %62 = "tensor.empty"() : () -> tensor<16x10xf32>
    %63 = "linalg.transpose"(%arg9, %62) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      "linalg.yield"(%arg31) : (f32) -> ()
    }) : (tensor<10x16xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %64 = "tensor.empty"() : () -> tensor<2x10xf32>
    %65 = "linalg.fill"(%0, %64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      "linalg.yield"(%arg29) : (f32) -> ()
    }) : (f32, tensor<2x10xf32>) -> tensor<2x10xf32>
    %66 = "linalg.matmul"(%61, %63, %65) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %70 = "arith.mulf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %71 = "arith.addf"(%arg28, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) : (tensor<2x16xf32>, tensor<16x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %67 = "linalg.generic"(%arg10, %64) <{indexing_maps = [#map18, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %68 = "linalg.generic"(%66, %67, %64) <{indexing_maps = [#map19, #map19, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %69 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) : (tensor<2x10xf32>, tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    "func.return"(%68) : (tensor<2x10xf32>) -> ()
  }) : () -> ()
}) : () -> ()
