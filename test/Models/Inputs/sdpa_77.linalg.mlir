// sdpa 2x3x77x40: written by bench/models/sdpa_graphs.py (torch-mlir's linalg form).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x77x40xf32>, tensor<2x3x77x40xf32>, tensor<2x3x77x40xf32>) -> tensor<2x3x77x40xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<2x3x77x40xf32>, %arg1: tensor<2x3x77x40xf32>, %arg2: tensor<2x3x77x40xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x3x77x77xf32>}> : () -> tensor<2x3x77x77xf32>
    %5 = "arith.constant"() <{value = 0.3976353643835253 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %8 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "tensor.empty"() : () -> tensor<2x3x77x40xf32>
    %12 = "linalg.generic"(%arg0, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %68 = "arith.truncf"(%5) : (f64) -> f32
      %69 = "arith.mulf"(%arg50, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) : (tensor<2x3x77x40xf32>, tensor<2x3x77x40xf32>) -> tensor<2x3x77x40xf32>
    %13 = "tensor.empty"() : () -> tensor<2x3x40x77xf32>
    %14 = "linalg.transpose"(%arg1, %13) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (tensor<2x3x77x40xf32>, tensor<2x3x40x77xf32>) -> tensor<2x3x40x77xf32>
    %15 = "linalg.generic"(%14, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %66 = "arith.truncf"(%5) : (f64) -> f32
      %67 = "arith.mulf"(%arg46, %66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<2x3x40x77xf32>, tensor<2x3x40x77xf32>) -> tensor<2x3x40x77xf32>
    %16 = "tensor.collapse_shape"(%12) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x77x40xf32>) -> tensor<6x77x40xf32>
    %17 = "tensor.collapse_shape"(%15) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x40x77xf32>) -> tensor<6x40x77xf32>
    %18 = "tensor.empty"() : () -> tensor<6x77x77xf32>
    %19 = "linalg.fill"(%0, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (f32, tensor<6x77x77xf32>) -> tensor<6x77x77xf32>
    %20 = "linalg.batch_matmul"(%16, %17, %19) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %64 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %65 = "arith.addf"(%arg43, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<6x77x40xf32>, tensor<6x40x77xf32>, tensor<6x77x77xf32>) -> tensor<6x77x77xf32>
    %21 = "tensor.expand_shape"(%20) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 3, 77, 77>}> : (tensor<6x77x77xf32>) -> tensor<2x3x77x77xf32>
    %22 = "tensor.empty"() : () -> tensor<2x3x77x77xf32>
    %24 = "tensor.empty"() : () -> tensor<2x3x77xi64>
    %25 = "linalg.fill"(%1, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: i64, %arg37: i64):
      "linalg.yield"(%arg36) : (i64) -> ()
    }) : (i64, tensor<2x3x77xi64>) -> tensor<2x3x77xi64>
    %26 = "tensor.empty"() : () -> tensor<2x3x77xf32>
    %27 = "linalg.fill"(%2, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (f32, tensor<2x3x77xf32>) -> tensor<2x3x77xf32>
    %28:2 = "linalg.generic"(%21, %27, %25) <{indexing_maps = [#map, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: i64):
      %58 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %59 = "arith.index_cast"(%58) : (index) -> i64
      %60 = "arith.maximumf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %61 = "arith.cmpf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %62 = "arith.select"(%61, %59, %arg33) : (i1, i64, i64) -> i64
      "linalg.yield"(%60, %62) : (f32, i64) -> ()
    }) : (tensor<2x3x77x77xf32>, tensor<2x3x77xf32>, tensor<2x3x77xi64>) -> (tensor<2x3x77xf32>, tensor<2x3x77xi64>)
    %29 = "tensor.expand_shape"(%28#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 3, 77, 1>}> : (tensor<2x3x77xf32>) -> tensor<2x3x77x1xf32>
    %30 = "linalg.generic"(%21, %29, %22) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %57 = "arith.subf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<2x3x77x77xf32>, tensor<2x3x77x1xf32>, tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
    %31 = "linalg.generic"(%30, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      %56 = "math.exp"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<2x3x77x77xf32>, tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
    %32 = "tensor.empty"() : () -> tensor<2x3x77x1xf32>
    %33 = "linalg.fill"(%0, %32) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (f32, tensor<2x3x77x1xf32>) -> tensor<2x3x77x1xf32>
    %34 = "linalg.generic"(%31, %33) <{indexing_maps = [#map, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %55 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<2x3x77x77xf32>, tensor<2x3x77x1xf32>) -> tensor<2x3x77x1xf32>
    %35 = "linalg.generic"(%31, %34, %22) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %54 = "arith.divf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<2x3x77x77xf32>, tensor<2x3x77x1xf32>, tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
    %36 = "tensor.empty"() : () -> tensor<2x3x77x77xi1>
    %37 = "linalg.generic"(%21, %36) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: i1):
      %52 = "arith.extf"(%arg17) : (f32) -> f64
      %53 = "arith.cmpf"(%52, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%53) : (i1) -> ()
    }) : (tensor<2x3x77x77xf32>, tensor<2x3x77x77xi1>) -> tensor<2x3x77x77xi1>
    %38 = "tensor.empty"() : () -> tensor<2x3x77x1xi1>
    %39 = "linalg.fill"(%3, %38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: i1, %arg16: i1):
      "linalg.yield"(%arg15) : (i1) -> ()
    }) : (i1, tensor<2x3x77x1xi1>) -> tensor<2x3x77x1xi1>
    %40 = "linalg.generic"(%37, %39) <{indexing_maps = [#map, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: i1, %arg14: i1):
      %51 = "arith.andi"(%arg13, %arg14) : (i1, i1) -> i1
      "linalg.yield"(%51) : (i1) -> ()
    }) : (tensor<2x3x77x77xi1>, tensor<2x3x77x1xi1>) -> tensor<2x3x77x1xi1>
    %41 = "linalg.generic"(%40, %4, %35, %22) <{indexing_maps = [#map6, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg9: i1, %arg10: f32, %arg11: f32, %arg12: f32):
      %50 = "arith.select"(%arg9, %arg10, %arg11) : (i1, f32, f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<2x3x77x1xi1>, tensor<2x3x77x77xf32>, tensor<2x3x77x77xf32>, tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
    %42 = "tensor.collapse_shape"(%41) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x77x77xf32>) -> tensor<6x77x77xf32>
    %43 = "tensor.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x77x40xf32>) -> tensor<6x77x40xf32>
    %44 = "tensor.empty"() : () -> tensor<6x77x40xf32>
    %45 = "linalg.fill"(%0, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<6x77x40xf32>) -> tensor<6x77x40xf32>
    %46 = "linalg.batch_matmul"(%42, %43, %45) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %48 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %49 = "arith.addf"(%arg6, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<6x77x77xf32>, tensor<6x77x40xf32>, tensor<6x77x40xf32>) -> tensor<6x77x40xf32>
    %47 = "tensor.expand_shape"(%46) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 3, 77, 40>}> : (tensor<6x77x40xf32>) -> tensor<2x3x77x40xf32>
    "func.return"(%47) : (tensor<2x3x77x40xf32>) -> ()
  }) : () -> ()
}) : () -> ()
