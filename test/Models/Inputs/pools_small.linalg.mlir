// pools_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x5x11x9xf32>) -> (tensor<2x5x6x5xf32>, tensor<2x5x6x5xf32>, tensor<2x5x5x4xf32>, tensor<2x5x1x1xf32>), sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<2x5x11x9xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 9.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 9.900000e+01 : f32}> : () -> f32
    %7 = "tensor.empty"() : () -> tensor<2x5x11x9xf32>
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %42 = "arith.cmpf"(%arg42, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %43 = "arith.select"(%42, %arg42, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) : (tensor<2x5x11x9xf32>, tensor<2x5x11x9xf32>) -> tensor<2x5x11x9xf32>
    %9 = "tensor.pad"(%8) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg38: index, %arg39: index, %arg40: index, %arg41: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<2x5x11x9xf32>) -> tensor<2x5x13x11xf32>
    %10 = "tensor.empty"() : () -> tensor<2x5x6x5xf32>
    %11 = "linalg.fill"(%1, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<2x5x6x5xf32>) -> tensor<2x5x6x5xf32>
    %12 = "tensor.empty"() : () -> tensor<3x3xf32>
    %13 = "linalg.pooling_nchw_max"(%9, %12, %11) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %41 = "arith.maximumf"(%arg35, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%41) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map1, #map2, #map3]} : (tensor<2x5x13x11xf32>, tensor<3x3xf32>, tensor<2x5x6x5xf32>) -> tensor<2x5x6x5xf32>
    %14 = "linalg.generic"(%13, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %40 = "arith.mulf"(%arg31, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%40) : (f32) -> ()
    }) : (tensor<2x5x6x5xf32>, tensor<2x5x6x5xf32>) -> tensor<2x5x6x5xf32>
    %15 = "tensor.pad"(%8) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg27: index, %arg28: index, %arg29: index, %arg30: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<2x5x11x9xf32>) -> tensor<2x5x13x11xf32>
    %16 = "linalg.fill"(%0, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      "linalg.yield"(%arg25) : (f32) -> ()
    }) : (f32, tensor<2x5x6x5xf32>) -> tensor<2x5x6x5xf32>
    %17 = "linalg.pooling_nchw_sum"(%15, %12, %16) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
      %39 = "arith.addf"(%arg24, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map1, #map2, #map3]} : (tensor<2x5x13x11xf32>, tensor<3x3xf32>, tensor<2x5x6x5xf32>) -> tensor<2x5x6x5xf32>
    %18 = "linalg.generic"(%17, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      %38 = "arith.divf"(%arg20, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%38) : (f32) -> ()
    }) : (tensor<2x5x6x5xf32>, tensor<2x5x6x5xf32>) -> tensor<2x5x6x5xf32>
    %19 = "linalg.generic"(%18, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      %37 = "arith.mulf"(%arg18, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%37) : (f32) -> ()
    }) : (tensor<2x5x6x5xf32>, tensor<2x5x6x5xf32>) -> tensor<2x5x6x5xf32>
    %20 = "tensor.empty"() : () -> tensor<2x5x5x4xf32>
    %21 = "linalg.fill"(%0, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (f32, tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
    %22 = "tensor.empty"() : () -> tensor<2x2xf32>
    %23 = "linalg.pooling_nchw_sum"(%arg0, %22, %21) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %36 = "arith.addf"(%arg15, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%36) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map1, #map2, #map3]} : (tensor<2x5x11x9xf32>, tensor<2x2xf32>, tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
    %24 = "linalg.generic"(%23, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      %35 = "arith.divf"(%arg11, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%35) : (f32) -> ()
    }) : (tensor<2x5x5x4xf32>, tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
    %25 = "linalg.generic"(%24, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %34 = "arith.addf"(%arg9, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) : (tensor<2x5x5x4xf32>, tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
    %26 = "tensor.empty"() : () -> tensor<2x5x1x1xf32>
    %27 = "linalg.fill"(%0, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<2x5x1x1xf32>) -> tensor<2x5x1x1xf32>
    %28 = "linalg.generic"(%8, %27) <{indexing_maps = [#map, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %33 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%33) : (f32) -> ()
    }) : (tensor<2x5x11x9xf32>, tensor<2x5x1x1xf32>) -> tensor<2x5x1x1xf32>
    %29 = "linalg.generic"(%28, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %32 = "arith.divf"(%arg3, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%32) : (f32) -> ()
    }) : (tensor<2x5x1x1xf32>, tensor<2x5x1x1xf32>) -> tensor<2x5x1x1xf32>
    %30 = "linalg.generic"(%29, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %31 = "arith.mulf"(%arg1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<2x5x1x1xf32>, tensor<2x5x1x1xf32>) -> tensor<2x5x1x1xf32>
    "func.return"(%14, %19, %25, %30) : (tensor<2x5x6x5xf32>, tensor<2x5x6x5xf32>, tensor<2x5x5x4xf32>, tensor<2x5x1x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()
