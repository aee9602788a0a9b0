// convnet_small_const: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
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
  "func.func"() <{function_type = (tensor<2x3x19x19xf32>) -> tensor<2x10xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<2x3x19x19xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "arith.constant"() <{value = dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>}> : () -> tensor<10xf32>
    %5 = "arith.constant"() <{value = dense_resource<torch_tensor_10_16_torch.float32> : tensor<10x16xf32>}> : () -> tensor<10x16xf32>
    %6 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>}> : () -> tensor<16xf32>
    %7 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>}> : () -> tensor<16xf32>
    %8 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>}> : () -> tensor<16xf32>
    %9 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>}> : () -> tensor<16xf32>
    %10 = "arith.constant"() <{value = dense_resource<torch_tensor_16_1_3_3_torch.float32> : tensor<16x1x3x3xf32>}> : () -> tensor<16x1x3x3xf32>
    %11 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>}> : () -> tensor<16xf32>
    %12 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>}> : () -> tensor<16xf32>
    %13 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>}> : () -> tensor<16xf32>
    %14 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>}> : () -> tensor<16xf32>
    %15 = "arith.constant"() <{value = dense_resource<torch_tensor_16_8_1_1_torch.float32> : tensor<16x8x1x1xf32>}> : () -> tensor<16x8x1x1xf32>
    %16 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>}> : () -> tensor<8xf32>
    %17 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>}> : () -> tensor<8xf32>
    %18 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %19 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>}> : () -> tensor<8xf32>
    %20 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>}> : () -> tensor<8xf32>
    %21 = "arith.constant"() <{value = dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>}> : () -> tensor<8x3x3x3xf32>
    %22 = "arith.constant"() <{value = 2.500000e+01 : f32}> : () -> f32
    %23 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg103: index, %arg104: index, %arg105: index, %arg106: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<2x3x19x19xf32>) -> tensor<2x3x21x21xf32>
    %24 = "tensor.empty"() : () -> tensor<2x8x10x10xf32>
    %25 = "linalg.fill"(%0, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg101: f32, %arg102: f32):
      "linalg.yield"(%arg101) : (f32) -> ()
    }) : (f32, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %26 = "linalg.conv_2d_nchw_fchw"(%23, %21, %25) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg98: f32, %arg99: f32, %arg100: f32):
      %125 = "arith.mulf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %126 = "arith.addf"(%arg100, %125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%126) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<2x3x21x21xf32>, tensor<8x3x3x3xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %27 = "tensor.empty"() : () -> tensor<8xf32>
    %28 = "linalg.generic"(%19, %27) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      %123 = "arith.truncf"(%18) : (f64) -> f32
      %124 = "arith.addf"(%arg96, %123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%124) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %29 = "linalg.generic"(%28, %27) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      %122 = "math.rsqrt"(%arg94) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%122) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %30 = "tensor.expand_shape"(%20) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %31 = "tensor.expand_shape"(%29) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %32 = "linalg.generic"(%26, %30, %24) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32, %arg93: f32):
      %121 = "arith.subf"(%arg91, %arg92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%121) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<8x1x1xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %33 = "linalg.generic"(%32, %31, %24) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32, %arg90: f32):
      %120 = "arith.mulf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%120) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<8x1x1xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %34 = "tensor.expand_shape"(%17) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %35 = "linalg.generic"(%33, %34, %24) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %119 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%119) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<8x1x1xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %36 = "tensor.expand_shape"(%16) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 8, 1, 1>}> : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %37 = "linalg.generic"(%35, %36, %24) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %118 = "arith.addf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%118) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<8x1x1xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %38 = "linalg.generic"(%37, %24) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      %116 = "arith.cmpf"(%arg80, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %117 = "arith.select"(%116, %arg80, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%117) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>, tensor<2x8x10x10xf32>) -> tensor<2x8x10x10xf32>
    %39 = "tensor.pad"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg76: index, %arg77: index, %arg78: index, %arg79: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<2x8x10x10xf32>) -> tensor<2x8x12x12xf32>
    %40 = "tensor.empty"() : () -> tensor<2x8x5x5xf32>
    %41 = "linalg.fill"(%1, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32):
      "linalg.yield"(%arg74) : (f32) -> ()
    }) : (f32, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %42 = "tensor.empty"() : () -> tensor<3x3xf32>
    %43 = "linalg.pooling_nchw_max"(%39, %42, %41) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg71: f32, %arg72: f32, %arg73: f32):
      %115 = "arith.maximumf"(%arg73, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%115) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<2x8x12x12xf32>, tensor<3x3xf32>, tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
    %44 = "tensor.empty"() : () -> tensor<2x16x5x5xf32>
    %45 = "linalg.fill"(%0, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      "linalg.yield"(%arg69) : (f32) -> ()
    }) : (f32, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %46 = "linalg.conv_2d_nchw_fchw"(%43, %15, %45) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %113 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %114 = "arith.addf"(%arg68, %113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%114) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<2x8x5x5xf32>, tensor<16x8x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %47 = "tensor.empty"() : () -> tensor<16xf32>
    %48 = "linalg.generic"(%13, %47) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      %111 = "arith.truncf"(%18) : (f64) -> f32
      %112 = "arith.addf"(%arg64, %111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%112) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %49 = "linalg.generic"(%48, %47) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      %110 = "math.rsqrt"(%arg62) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %50 = "tensor.expand_shape"(%14) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %51 = "tensor.expand_shape"(%49) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %52 = "linalg.generic"(%46, %50, %44) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %109 = "arith.subf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%109) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %53 = "linalg.generic"(%52, %51, %44) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %108 = "arith.mulf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %54 = "tensor.expand_shape"(%12) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %55 = "linalg.generic"(%53, %54, %44) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
      %107 = "arith.mulf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%107) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %56 = "tensor.expand_shape"(%11) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %57 = "linalg.generic"(%55, %56, %44) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32, %arg52: f32):
      %106 = "arith.addf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%106) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %58 = "linalg.generic"(%57, %44) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %104 = "arith.cmpf"(%arg48, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %105 = "arith.select"(%104, %arg48, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%105) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %59 = "tensor.pad"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg44: index, %arg45: index, %arg46: index, %arg47: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>) -> tensor<2x16x7x7xf32>
    %60 = "tensor.collapse_shape"(%10) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<16x1x3x3xf32>) -> tensor<16x3x3xf32>
    %61 = "linalg.depthwise_conv_2d_nchw_chw"(%59, %60, %45) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %102 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %103 = "arith.addf"(%arg43, %102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%103) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map11, #map12]} : (tensor<2x16x7x7xf32>, tensor<16x3x3xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %62 = "linalg.generic"(%8, %47) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      %100 = "arith.truncf"(%18) : (f64) -> f32
      %101 = "arith.addf"(%arg39, %100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%101) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %63 = "linalg.generic"(%62, %47) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %99 = "math.rsqrt"(%arg37) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %64 = "tensor.expand_shape"(%9) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %65 = "tensor.expand_shape"(%63) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %66 = "linalg.generic"(%61, %64, %44) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %98 = "arith.subf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %67 = "linalg.generic"(%66, %65, %44) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %97 = "arith.mulf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %68 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %69 = "linalg.generic"(%67, %68, %44) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %96 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %70 = "tensor.expand_shape"(%6) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 16, 1, 1>}> : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %71 = "linalg.generic"(%69, %70, %44) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
      %95 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%95) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<16x1x1xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %72 = "linalg.generic"(%71, %3, %44) <{indexing_maps = [#map4, #map13, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
      %93 = "arith.cmpf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %94 = "arith.select"(%93, %arg22, %arg23) : (i1, f32, f32) -> f32
      "linalg.yield"(%94) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<f32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %73 = "linalg.generic"(%2, %72, %44) <{indexing_maps = [#map13, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %91 = "arith.cmpf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      %92 = "arith.select"(%91, %arg19, %arg20) : (i1, f32, f32) -> f32
      "linalg.yield"(%92) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x16x5x5xf32>, tensor<2x16x5x5xf32>) -> tensor<2x16x5x5xf32>
    %74 = "tensor.empty"() : () -> tensor<2x16x1x1xf32>
    %75 = "linalg.fill"(%0, %74) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (f32, tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %76 = "linalg.generic"(%73, %75) <{indexing_maps = [#map4, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %90 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%90) : (f32) -> ()
    }) : (tensor<2x16x5x5xf32>, tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %77 = "linalg.generic"(%76, %74) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      %89 = "arith.divf"(%arg13, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%89) : (f32) -> ()
    }) : (tensor<2x16x1x1xf32>, tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %78 = "tensor.collapse_shape"(%77) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %79 = "tensor.empty"() : () -> tensor<16x10xf32>
    %80 = "linalg.transpose"(%5, %79) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      "linalg.yield"(%arg11) : (f32) -> ()
    }) : (tensor<10x16xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %81 = "tensor.empty"() : () -> tensor<2x10xf32>
    %82 = "linalg.fill"(%0, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (f32, tensor<2x10xf32>) -> tensor<2x10xf32>
    %83 = "linalg.matmul"(%78, %80, %82) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %87 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %88 = "arith.addf"(%arg8, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%88) : (f32) -> ()
    }) : (tensor<2x16xf32>, tensor<16x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %84 = "linalg.generic"(%4, %81) <{indexing_maps = [#map18, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (tensor<10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %85 = "linalg.generic"(%83, %84, %81) <{indexing_maps = [#map19, #map19, #map19], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %86 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) : (tensor<2x10xf32>, tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    "func.return"(%85) : (tensor<2x10xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x040000006EA64BBE585276BD8A410B3E7C31D1BD0E0D573E062B30BE44FB56BEE0DEE6BDB087253DA8B66B3E",
      torch_tensor_10_16_torch.float32: "0x0400000020B6033C944C9EBD68A65EBD1817083DA4CDFD3DDC5933BEEADA563EE0ADDEBC9A8356BEC4820ABE6A83623E741E6A3EAA206DBE6E8E343EF84B003EF887173E24B6583EA6F809BE5CADA13D0487D13DE84A97BDA857AB3D2C4F93BD60461E3E880E8EBD14DFBEBD40E5803D689AB53D1026FABD300AB53C745C143EF0C4CBBCA8D19B3DB8F976BDB074B33DE67139BE0E8916BE74F101BE4C446B3E64C589BD00F032BACC0FF8BDF08F7F3E0E077A3E601241BE10884FBED40B42BE00089EBAC48282BD4E9027BEE0A3B7BD1877413DF4C105BE88E6623DC8D16ABDB018F8BDC8AE0C3D847F523E88132DBE00323E3C20CFBCBDE4367B3E26E272BED26A75BE30427C3EF8F721BE2053443D40C1B0BC78B657BD48B564BD3CAC223EC0C6433CCE3E79BED82117BE7C8AAEBDCAD2003E8EAA25BE2E63713E281364BD18DF37BD4297483EE6AA003E6A1E593EEE14143E34519BBD54D929BEA06098BC0EE0533E5CD6ABBD1E686DBE24E2D13D6C35793E00C291BD5AF953BE103568BE904E803DF0129BBCD84601BEA8FB4E3DC06FC23D069A4B3EFCC0463EB04619BD7EBB61BED85367BE48066F3E1055E23D402FDF3D207F5DBE5E0F6D3E1485723EDA21673E30F557BE8830C1BD4A1130BE566C723E04FFDBBD84C1E9BD281F063EE8D8ECBDDC2BFCBD4024B3BC50DAC4BC226B47BE466B553EB4DAE1BD309DB53D24AA5E3EE21A013E50FA103DC4D1593E08A7093D54E1ECBD062D723E605C723D38C679BE18C391BDFE602EBEE272603E001C29BDB25969BE80BE80BC74C5203E9004853D8CE5A13D5034BE3C18E2BE3DE87F79BD78ACCBBD0E496FBEB0DA40BEF0E6DD3DBE9417BEE0E8123D106DA33DA001913C40FA25BEF0D1743E26DD14BE668F523E",
      torch_tensor_16_torch.float32_7: "0x04000000A5052B3D5342AEBCFE05ACBD110A2CBDF39A7FBD7726C8BDF62AB33DFB31CA3DDD9AFD3CFAB71B3EF8D4F63DA1EA39BE034225BDD56EC4BD4F8408BA993501BC",
      torch_tensor_16_torch.float32_6: "0x04000000A6CE933F2B04633F0A99983F0FAF943F1213A73FB419AB3F07A7543F9687BE3FC433713F399A7B3FF02E073FFC9D2D3FD238353F6040493F8680AD3F0A2C563F",
      torch_tensor_16_torch.float32_5: "0x04000000FCDFA43F7E6ABB3FCD81303F83E38D3F1A39B73FEA68AA3FE3E2A73F017BAD3F267BA83FEE87903F9578283FCB82143F0759453F4D18713FC88A313F266A973F",
      torch_tensor_16_torch.float32_4: "0x0400000017F4B23D757B65BD12AA033E1849A73D642FA83C9DF1F93CDB6A5B3D079D30BD08FA823EF42BBFBCF794B0BA6D873E3E2ACB4ABEC62C383EE0CE263C37440B3D",
      torch_tensor_16_1_3_3_torch.float32: "0x0400000040684DBEAA6E993E0BEB243EAB123A3E8EF055BE60DBC33D3B51EFBDFE59853ECBAD75BDA6E2043E5683723DFB39113E2BFDE7BDA36C263E53696EBE062F9A3D80F166BE7C5EA8BE0B0E89BE7ABC863E6BAC383E461FA03E86B9883EC06998BEBEEF68BE369D5CBD43AC5DBE4B056D3E7C0681BE7B8926BE2EE1A4BE5ECA41BE975E8C3E2CBC8B3EDB56743EC2C6833E27C1973E40CEAEBDF82F163E580D983EC6D6E13D879CAA3E7609313E7630543E90EDEEBDF8C7233EC0E21C3D5B08A3BDB86940BE1E873FBE225383BEBE25653E1EAA723E6B641BBD5B8645BEC2E8833E66475A3E40FBCA3CD02721BED0D99C3EC8950B3E928F81BE9757A33E8C99813E66D3F8BDD0E13F3E1EF141BEA0F755BDCCE9903E56A8613CAB6571BE702BE4BD7B4EB9BDC0B483BDCBA9023D6CD69D3E6B33923CBBC052BE56F58B3C3BAA233EA850293E96FA9BBEEB5074BDF6A87DBE5BA411BED6F5F53D206472BEFBC3FD3DAFDB903E9619B33C967E63BED696F4BDE611953D2F1A82BEF393293E6EF19ABE8C0FA4BE80D4A5BEF07C8ABD1686653E4C88A1BE1FDB8D3E888A08BE36F1C73D800D793CB6E499BEF0898D3EE8C9373E56A4A93E1E722C3EB64D61BE866F8E3E16C2923CABDD213E73D888BE605AC4BDE392A7BE60F204BEC045933D3E0086BE169CD93DE63A373E20343E3D666164BE3C5284BE309DD2BDC0D4153E5258A83ECE46443ECBBF19BDAB5AEF3D4B6FA7BE42C491BED3441F3E1E5641BEC836243E4BF570BEEE1029BE86938CBE231F323EEB1E0BBD6358833EE03D533ED0DF3C3E",
      torch_tensor_16_torch.float32_3: "0x04000000C976873D1BB2F33DE539A73DF316BBBDC3D60D3EFBACA6BDBAF7BDBDE7BAE33D9EB9083EAF82773DC17A29BCFAC077BCD84057BE03F67DBDF05E17BEB81FE8BD",
      torch_tensor_16_torch.float32_2: "0x040000000F00263F406C1F3F62E4833F19306A3FB896A53FE2DE353FD7350E3FC493AE3F1A056D3F4CFFA33F3493943F1604203F84DB8C3F625F8F3FE74B2A3F7E44433F",
      torch_tensor_16_torch.float32_1: "0x04000000953F383F31EE6A3F39857D3F0259893FC4DB1E3F182B253FF8D0A23F2BFC613F26439F3F0DA6833F9A03953FA8128E3F3645973FBAB99F3F2975093FE936A03F",
      torch_tensor_16_torch.float32: "0x0400000009EEBDBD3B4A5F3DEA2FD93BFB0233BD3C2E9C3DC7D7343DD09EEE3D4A604E3EF722613C043CC03D425F98BCAB0584BD689E1D3E6F17B2BD198EAABE0B2A99BD",
      torch_tensor_16_8_1_1_torch.float32: "0x0400000021988DBE7FC13DBEFB2B923ED8E792BE13F9CFBC4312B33E23C8023EB401243C87DF9CBE9058333EC4EF80BE288ACDBD95F0F2BD147456BDFF717D3B5D4E953E33C9343D4123A23EAC765D3ECAE264BE3660223E78EC7FBEEB7019BEB3F7D43DA915EF3D48CE873E8C17E9BDF25E143AD3623A3EF80FAFBE9CDF823E5FB095BE6EAC9F3BE83576BD0DAD3EBE73673F3D33B0953E76A9D3BDB2F056BE5DE505BEC16AB3BE0D6C233EC1DF2DBE5D9A71BE2C9250BE0528503EE5B93F3EB1EF8A3EDE51033E0AD0F1BD9257CABD04EAD53DDECD943EF8DEC43D034C2BBEAA2F2ABEEF25ABBE7A6F9C3D762B4BBE7864A1BE4ABB9E3EAA1C6BBE8BBE24BD8871CF3D0A8B383CF59B73BE655292BE8E49903ECCD06B3D972D963E79BDF2BDE947D53D4A94A5BD5CCD80BC5F7F5CBE35E2F43DB7EDE43DA5FCEEBBB8D8A2BDE22B5FBEAF5D7A3E52C186BE9350143E3B79F3BD0DAC2EBEB113823D42103CBEB8D4A63DE7318E3DAB6786BE9B1D713DED331A3E5E4E0F3EB44A36BDBD6594BE2A3D5FBD457AFB3D811904BE4C6C093EAD1A713E000A3DBED280643BDFB3153EA901E33CDDEEF13C0ED3343DD54E8EBEAA9DE33C6BB37A3E771EA33EDFC9543EA00E423DC313293EDB1F30BE350296BE8FA99BBE2F96B43E7BD1653EDB407ABE1CA50D3E2FB3883E1AF3B43E4A489E3ED43E8C3E5E00A6BDE11BFEBD2FA0943E0CE14A3E",
      torch_tensor_8_torch.float32_3: "0x0400000083852CBDC72E51BD7A0A21BEDBED49BC63A7B73E2C863BBEF8B4233EF9C302BE",
      torch_tensor_8_torch.float32_2: "0x040000008BFB563F7E10833FF526A63F4EC9A23F9DDF023FC7ACA73F19E1913F22B5BC3F",
      torch_tensor_8_torch.float32_1: "0x04000000C346893F197D7F3F59F2B73F8AEA933FFE54503F65B1323F928B6A3FD4C9483F",
      torch_tensor_8_torch.float32: "0x04000000E771873D0BAADA3CA31ACA3BD87D7E3DC71939BD091888BC77EE1BBE76561C3D",
      torch_tensor_8_3_3_3_torch.float32: "0x040000008BDABCBAC56ED33D543222BEDB0711BECCCD97BDC461533D56E479BBFC401C3ED7E88BBC6E96503D293A6EBD9CF21ABDFC443CBEE48302BE0379A2BDB69AE93B09D19B3DDD7DEC3DE29905BEE2A1ABBD58288F3DC5A4233E2D3A22BD0E78133E221DFEBC43D2A63CF270323EA2D036BEEC1FF8BD619047BD88A299BD87442A3EDB78FFBD416FB5BD28AE09BE299138BEFD12E6BD6966293E1CDFAF3D1C07BF3D9AD3253C6511CABD395D053D8F0038BE34650EBE9A30CBBD2EADF83D6317E73D54CCAEBDFC8AE3BB3613FC3DA8E9433E206D9C3D15FBD43CCB21043EBA11E8BDF4E3123DE2C918BEF29508BEE89ACBBD3456B23DB1819E3DF077E9BDC6246E3DE15ED83DF6FCC6BCD7C7F03BADA5363D8C83F43D72393D3EAEDD17BE887090BD6AE69A3D0448233EA57D2B3E94E22D3ED9E01C3D215E2BBEE807913C2093F6BDC0A837BE1F182F3EE0D7153EEC9444BE0C8B133DFCCA04BD34B801BD566BB4BD7091973DFF72E9BDCD7C903D9451C73D76130D3E5D5F933DC90B43BE0CADFFBD86CCC43DB5FC243DF5BA19BEC5F3E2BD7664393EDEC9043E9FDAABBDA06546BD3ABA3BBE7BB262BB8C6714BEAA0218BE15BC2DBC1BB6EC3C4F69A1BD5EDFE93D27D9EFBD7ED0323E210D073E512F26BE7F3044BDB8460E3C4105E63C6CF53A3DBAAB9A3D11DF3C3CA84FC0BD6D80BA3DC2093DBEAC9BE9BD335445BD62FDBFBDEFE189BD9E8521BE9CAD27BDBD7F283D366200BEB1D021BC6A120D3EE211A2BC6E43AF3BE10188BC44881F3DBD9BFA3D3AAC3A3EAE4CFA3D91193B3E9E0964BCFE0731BE0CDABABD6C2F063EF984A3BA9EE7C3BD260417BE656D38BEE85326BE29E41FBDC425D83D4B16D53D3D0F3EBE28DBF53D51351ABE4AA626BDE5CF9FBD7BD517BDACC51ABDFBD630BE21282ABEAAB2F6BC201B233B020CB3BDAD78943D9E5F31BE4FCB54BC644E2D3E01C4A0BD2EF4313E0DBD8E3DD4D831BEB45EF93DE0ECB5BC20F2AFBD38961D3E1C401FBEF52BA93C4D0A25BDB9BA0C3EF60A5C3DA462BD3D7B318B3D728F3DBD56C725BD9C6622BEAE8FD53DE8771C3EE5D6063E14020BBEC6A00C3CACEB0ABE74F7D8BD90AAE5BDD3B1863D35DFEABD729589BB25A5043CFF11FE3DE4F714BE4B4A07BE54DCE4BD63EF093EC2AD8DBDB339263EF0858E3DE4A1C73C2FC6BBBAD9D31BBDDACDC53CA0FF33BD933DB1BA2E28C93C"
    }
  }
#-}
