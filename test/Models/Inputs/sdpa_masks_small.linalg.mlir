// sdpa_masks_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 7 input(s).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x7x16xf32>, tensor<1x4x9x16xf32>, tensor<1x4x9x16xf32>, tensor<1x1x7x9xf32>, tensor<1x2x9x16xf32>, tensor<1x2x9x16xf32>, tensor<1x4x7x9xi1>) -> (tensor<1x4x7x16xf32>, tensor<1x4x7x16xf32>), sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x4x7x16xf32>, %arg1: tensor<1x4x9x16xf32>, %arg2: tensor<1x4x9x16xf32>, %arg3: tensor<1x1x7x9xf32>, %arg4: tensor<1x2x9x16xf32>, %arg5: tensor<1x2x9x16xf32>, %arg6: tensor<1x4x7x9xi1>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x4x7x9xf32>}> : () -> tensor<1x4x7x9xf32>
    %7 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %9 = "tensor.empty"() : () -> tensor<1x4x7x16xf32>
    %10 = "linalg.generic"(%arg0, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      %109 = "arith.mulf"(%arg95, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%109) : (f32) -> ()
    }) : (tensor<1x4x7x16xf32>, tensor<1x4x7x16xf32>) -> tensor<1x4x7x16xf32>
    %11 = "tensor.empty"() : () -> tensor<1x4x16x9xf32>
    %12 = "linalg.transpose"(%arg1, %11) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg93: f32, %arg94: f32):
      "linalg.yield"(%arg93) : (f32) -> ()
    }) : (tensor<1x4x9x16xf32>, tensor<1x4x16x9xf32>) -> tensor<1x4x16x9xf32>
    %13 = "linalg.generic"(%12, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      %108 = "arith.mulf"(%arg91, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<1x4x16x9xf32>, tensor<1x4x16x9xf32>) -> tensor<1x4x16x9xf32>
    %14 = "tensor.collapse_shape"(%10) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x7x16xf32>) -> tensor<4x7x16xf32>
    %15 = "tensor.collapse_shape"(%13) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x9xf32>) -> tensor<4x16x9xf32>
    %16 = "tensor.empty"() : () -> tensor<4x7x9xf32>
    %17 = "linalg.fill"(%0, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      "linalg.yield"(%arg89) : (f32) -> ()
    }) : (f32, tensor<4x7x9xf32>) -> tensor<4x7x9xf32>
    %18 = "linalg.batch_matmul"(%14, %15, %17) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32, %arg88: f32):
      %106 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %107 = "arith.addf"(%arg88, %106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%107) : (f32) -> ()
    }) : (tensor<4x7x16xf32>, tensor<4x16x9xf32>, tensor<4x7x9xf32>) -> tensor<4x7x9xf32>
    %19 = "tensor.expand_shape"(%18) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 7, 9>}> : (tensor<4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %20 = "tensor.empty"() : () -> tensor<1x4x7x9xf32>
    %21 = "linalg.generic"(%19, %arg3, %20) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
      %105 = "arith.addf"(%arg83, %arg84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%105) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x1x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %22 = "tensor.empty"() : () -> tensor<1x4x7xi64>
    %23 = "linalg.fill"(%1, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: i64, %arg82: i64):
      "linalg.yield"(%arg81) : (i64) -> ()
    }) : (i64, tensor<1x4x7xi64>) -> tensor<1x4x7xi64>
    %24 = "tensor.empty"() : () -> tensor<1x4x7xf32>
    %25 = "linalg.fill"(%2, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32):
      "linalg.yield"(%arg79) : (f32) -> ()
    }) : (f32, tensor<1x4x7xf32>) -> tensor<1x4x7xf32>
    %26:2 = "linalg.generic"(%21, %25, %23) <{indexing_maps = [#map, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg76: f32, %arg77: f32, %arg78: i64):
      %100 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %101 = "arith.index_cast"(%100) : (index) -> i64
      %102 = "arith.maximumf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %103 = "arith.cmpf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %104 = "arith.select"(%103, %101, %arg78) : (i1, i64, i64) -> i64
      "linalg.yield"(%102, %104) : (f32, i64) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7xf32>, tensor<1x4x7xi64>) -> (tensor<1x4x7xf32>, tensor<1x4x7xi64>)
    %27 = "tensor.expand_shape"(%26#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 7, 1>}> : (tensor<1x4x7xf32>) -> tensor<1x4x7x1xf32>
    %28 = "linalg.generic"(%21, %27, %20) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32, %arg75: f32):
      %99 = "arith.subf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %29 = "linalg.generic"(%28, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      %98 = "math.exp"(%arg71) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %30 = "tensor.empty"() : () -> tensor<1x4x7x1xf32>
    %31 = "linalg.fill"(%0, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      "linalg.yield"(%arg69) : (f32) -> ()
    }) : (f32, tensor<1x4x7x1xf32>) -> tensor<1x4x7x1xf32>
    %32 = "linalg.generic"(%29, %31) <{indexing_maps = [#map, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32):
      %97 = "arith.addf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>) -> tensor<1x4x7x1xf32>
    %33 = "linalg.generic"(%29, %32, %20) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32, %arg66: f32):
      %96 = "arith.divf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %34 = "tensor.empty"() : () -> tensor<1x4x7x9xi1>
    %35 = "linalg.generic"(%21, %34) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: i1):
      %94 = "arith.extf"(%arg62) : (f32) -> f64
      %95 = "arith.cmpf"(%94, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%95) : (i1) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x9xi1>) -> tensor<1x4x7x9xi1>
    %36 = "tensor.empty"() : () -> tensor<1x4x7x1xi1>
    %37 = "linalg.fill"(%3, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: i1, %arg61: i1):
      "linalg.yield"(%arg60) : (i1) -> ()
    }) : (i1, tensor<1x4x7x1xi1>) -> tensor<1x4x7x1xi1>
    %38 = "linalg.generic"(%35, %37) <{indexing_maps = [#map, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: i1, %arg59: i1):
      %93 = "arith.andi"(%arg58, %arg59) : (i1, i1) -> i1
      "linalg.yield"(%93) : (i1) -> ()
    }) : (tensor<1x4x7x9xi1>, tensor<1x4x7x1xi1>) -> tensor<1x4x7x1xi1>
    %39 = "linalg.generic"(%38, %6, %33, %20) <{indexing_maps = [#map5, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg54: i1, %arg55: f32, %arg56: f32, %arg57: f32):
      %92 = "arith.select"(%arg54, %arg55, %arg56) : (i1, f32, f32) -> f32
      "linalg.yield"(%92) : (f32) -> ()
    }) : (tensor<1x4x7x1xi1>, tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %40 = "tensor.collapse_shape"(%39) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x7x9xf32>) -> tensor<4x7x9xf32>
    %41 = "tensor.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x9x16xf32>) -> tensor<4x9x16xf32>
    %42 = "tensor.empty"() : () -> tensor<4x7x16xf32>
    %43 = "linalg.fill"(%0, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (f32, tensor<4x7x16xf32>) -> tensor<4x7x16xf32>
    %44 = "linalg.batch_matmul"(%40, %41, %43) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %90 = "arith.mulf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %91 = "arith.addf"(%arg51, %90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%91) : (f32) -> ()
    }) : (tensor<4x7x9xf32>, tensor<4x9x16xf32>, tensor<4x7x16xf32>) -> tensor<4x7x16xf32>
    %45 = "tensor.expand_shape"(%44) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 7, 16>}> : (tensor<4x7x16xf32>) -> tensor<1x4x7x16xf32>
    %46 = "linalg.generic"(%arg6, %4, %5, %20) <{indexing_maps = [#map, #map6, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg45: i1, %arg46: f32, %arg47: f32, %arg48: f32):
      %89 = "arith.select"(%arg45, %arg46, %arg47) : (i1, f32, f32) -> f32
      "linalg.yield"(%89) : (f32) -> ()
    }) : (tensor<1x4x7x9xi1>, tensor<f32>, tensor<f32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %47 = "tensor.empty"() : () -> tensor<1x2x2x9x16xf32>
    %48 = "linalg.generic"(%arg4, %47) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (tensor<1x2x9x16xf32>, tensor<1x2x2x9x16xf32>) -> tensor<1x2x2x9x16xf32>
    %49 = "tensor.collapse_shape"(%48) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x2x2x9x16xf32>) -> tensor<1x4x9x16xf32>
    %50 = "linalg.generic"(%arg5, %47) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<1x2x9x16xf32>, tensor<1x2x2x9x16xf32>) -> tensor<1x2x2x9x16xf32>
    %51 = "linalg.transpose"(%49, %11) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (tensor<1x4x9x16xf32>, tensor<1x4x16x9xf32>) -> tensor<1x4x16x9xf32>
    %52 = "linalg.generic"(%51, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %88 = "arith.mulf"(%arg37, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%88) : (f32) -> ()
    }) : (tensor<1x4x16x9xf32>, tensor<1x4x16x9xf32>) -> tensor<1x4x16x9xf32>
    %53 = "tensor.collapse_shape"(%52) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x9xf32>) -> tensor<4x16x9xf32>
    %54 = "linalg.batch_matmul"(%14, %53, %17) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %86 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %87 = "arith.addf"(%arg36, %86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%87) : (f32) -> ()
    }) : (tensor<4x7x16xf32>, tensor<4x16x9xf32>, tensor<4x7x9xf32>) -> tensor<4x7x9xf32>
    %55 = "tensor.expand_shape"(%54) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 7, 9>}> : (tensor<4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %56 = "linalg.generic"(%55, %46, %20) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %85 = "arith.addf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%85) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %57:2 = "linalg.generic"(%56, %25, %23) <{indexing_maps = [#map, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: i64):
      %80 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %81 = "arith.index_cast"(%80) : (index) -> i64
      %82 = "arith.maximumf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %83 = "arith.cmpf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %84 = "arith.select"(%83, %81, %arg30) : (i1, i64, i64) -> i64
      "linalg.yield"(%82, %84) : (f32, i64) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7xf32>, tensor<1x4x7xi64>) -> (tensor<1x4x7xf32>, tensor<1x4x7xi64>)
    %58 = "tensor.expand_shape"(%57#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 7, 1>}> : (tensor<1x4x7xf32>) -> tensor<1x4x7x1xf32>
    %59 = "linalg.generic"(%56, %58, %20) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
      %79 = "arith.subf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%79) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %60 = "linalg.generic"(%59, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      %78 = "math.exp"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%78) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %61 = "linalg.generic"(%60, %31) <{indexing_maps = [#map, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %77 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>) -> tensor<1x4x7x1xf32>
    %62 = "linalg.generic"(%60, %61, %20) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %76 = "arith.divf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %63 = "linalg.generic"(%56, %34) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: i1):
      %74 = "arith.extf"(%arg16) : (f32) -> f64
      %75 = "arith.cmpf"(%74, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%75) : (i1) -> ()
    }) : (tensor<1x4x7x9xf32>, tensor<1x4x7x9xi1>) -> tensor<1x4x7x9xi1>
    %64 = "linalg.generic"(%63, %37) <{indexing_maps = [#map, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: i1, %arg15: i1):
      %73 = "arith.andi"(%arg14, %arg15) : (i1, i1) -> i1
      "linalg.yield"(%73) : (i1) -> ()
    }) : (tensor<1x4x7x9xi1>, tensor<1x4x7x1xi1>) -> tensor<1x4x7x1xi1>
    %65 = "linalg.generic"(%64, %6, %62, %20) <{indexing_maps = [#map5, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg10: i1, %arg11: f32, %arg12: f32, %arg13: f32):
      %72 = "arith.select"(%arg10, %arg11, %arg12) : (i1, f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<1x4x7x1xi1>, tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %66 = "tensor.collapse_shape"(%65) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x7x9xf32>) -> tensor<4x7x9xf32>
    %67 = "tensor.collapse_shape"(%50) <{reassociation = [[0, 1, 2], [3], [4]]}> : (tensor<1x2x2x9x16xf32>) -> tensor<4x9x16xf32>
    %68 = "linalg.batch_matmul"(%66, %67, %43) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %70 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %71 = "arith.addf"(%arg9, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) : (tensor<4x7x9xf32>, tensor<4x9x16xf32>, tensor<4x7x16xf32>) -> tensor<4x7x16xf32>
    %69 = "tensor.expand_shape"(%68) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 7, 16>}> : (tensor<4x7x16xf32>) -> tensor<1x4x7x16xf32>
    "func.return"(%45, %69) : (tensor<1x4x7x16xf32>, tensor<1x4x7x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
