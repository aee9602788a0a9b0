// sdpa_gqa_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 3 input(s).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x19x16xf32>, tensor<1x2x19x16xf32>, tensor<1x2x19x16xf32>) -> tensor<1x4x19x16xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x4x19x16xf32>, %arg1: tensor<1x2x19x16xf32>, %arg2: tensor<1x2x19x16xf32>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x4x19x19xf32>}> : () -> tensor<1x4x19x19xf32>
    %5 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %7 = "tensor.empty"() : () -> tensor<1x4x19x16xf32>
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %65 = "arith.mulf"(%arg50, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<1x4x19x16xf32>, tensor<1x4x19x16xf32>) -> tensor<1x4x19x16xf32>
    %9 = "tensor.empty"() : () -> tensor<1x2x2x19x16xf32>
    %10 = "linalg.generic"(%arg1, %9) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (tensor<1x2x19x16xf32>, tensor<1x2x2x19x16xf32>) -> tensor<1x2x2x19x16xf32>
    %11 = "tensor.collapse_shape"(%10) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x2x2x19x16xf32>) -> tensor<1x4x19x16xf32>
    %12 = "linalg.generic"(%arg2, %9) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<1x2x19x16xf32>, tensor<1x2x2x19x16xf32>) -> tensor<1x2x2x19x16xf32>
    %13 = "tensor.empty"() : () -> tensor<1x4x16x19xf32>
    %14 = "linalg.transpose"(%11, %13) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (tensor<1x4x19x16xf32>, tensor<1x4x16x19xf32>) -> tensor<1x4x16x19xf32>
    %15 = "linalg.generic"(%14, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %64 = "arith.mulf"(%arg42, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) : (tensor<1x4x16x19xf32>, tensor<1x4x16x19xf32>) -> tensor<1x4x16x19xf32>
    %16 = "tensor.collapse_shape"(%8) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x19x16xf32>) -> tensor<4x19x16xf32>
    %17 = "tensor.collapse_shape"(%15) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x19xf32>) -> tensor<4x16x19xf32>
    %18 = "tensor.empty"() : () -> tensor<4x19x19xf32>
    %19 = "linalg.fill"(%1, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (f32, tensor<4x19x19xf32>) -> tensor<4x19x19xf32>
    %20 = "linalg.batch_matmul"(%16, %17, %19) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %62 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %63 = "arith.addf"(%arg39, %62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<4x19x16xf32>, tensor<4x16x19xf32>, tensor<4x19x19xf32>) -> tensor<4x19x19xf32>
    %21 = "tensor.expand_shape"(%20) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 19, 19>}> : (tensor<4x19x19xf32>) -> tensor<1x4x19x19xf32>
    %22 = "tensor.empty"() : () -> tensor<1x4x19xi64>
    %23 = "linalg.fill"(%0, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: i64, %arg36: i64):
      "linalg.yield"(%arg35) : (i64) -> ()
    }) : (i64, tensor<1x4x19xi64>) -> tensor<1x4x19xi64>
    %24 = "tensor.empty"() : () -> tensor<1x4x19xf32>
    %25 = "linalg.fill"(%2, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (f32, tensor<1x4x19xf32>) -> tensor<1x4x19xf32>
    %26:2 = "linalg.generic"(%21, %25, %23) <{indexing_maps = [#map, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: i64):
      %57 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %58 = "arith.index_cast"(%57) : (index) -> i64
      %59 = "arith.maximumf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %60 = "arith.cmpf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %61 = "arith.select"(%60, %58, %arg32) : (i1, i64, i64) -> i64
      "linalg.yield"(%59, %61) : (f32, i64) -> ()
    }) : (tensor<1x4x19x19xf32>, tensor<1x4x19xf32>, tensor<1x4x19xi64>) -> (tensor<1x4x19xf32>, tensor<1x4x19xi64>)
    %27 = "tensor.expand_shape"(%26#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 19, 1>}> : (tensor<1x4x19xf32>) -> tensor<1x4x19x1xf32>
    %28 = "tensor.empty"() : () -> tensor<1x4x19x19xf32>
    %29 = "linalg.generic"(%21, %27, %28) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %56 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<1x4x19x19xf32>, tensor<1x4x19x1xf32>, tensor<1x4x19x19xf32>) -> tensor<1x4x19x19xf32>
    %30 = "linalg.generic"(%29, %28) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      %55 = "math.exp"(%arg25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<1x4x19x19xf32>, tensor<1x4x19x19xf32>) -> tensor<1x4x19x19xf32>
    %31 = "tensor.empty"() : () -> tensor<1x4x19x1xf32>
    %32 = "linalg.fill"(%1, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<1x4x19x1xf32>) -> tensor<1x4x19x1xf32>
    %33 = "linalg.generic"(%30, %32) <{indexing_maps = [#map, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %54 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<1x4x19x19xf32>, tensor<1x4x19x1xf32>) -> tensor<1x4x19x1xf32>
    %34 = "linalg.generic"(%30, %33, %28) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %53 = "arith.divf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<1x4x19x19xf32>, tensor<1x4x19x1xf32>, tensor<1x4x19x19xf32>) -> tensor<1x4x19x19xf32>
    %35 = "tensor.empty"() : () -> tensor<1x4x19x19xi1>
    %36 = "linalg.generic"(%21, %35) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: i1):
      %51 = "arith.extf"(%arg16) : (f32) -> f64
      %52 = "arith.cmpf"(%51, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%52) : (i1) -> ()
    }) : (tensor<1x4x19x19xf32>, tensor<1x4x19x19xi1>) -> tensor<1x4x19x19xi1>
    %37 = "tensor.empty"() : () -> tensor<1x4x19x1xi1>
    %38 = "linalg.fill"(%3, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: i1, %arg15: i1):
      "linalg.yield"(%arg14) : (i1) -> ()
    }) : (i1, tensor<1x4x19x1xi1>) -> tensor<1x4x19x1xi1>
    %39 = "linalg.generic"(%36, %38) <{indexing_maps = [#map, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: i1, %arg13: i1):
      %50 = "arith.andi"(%arg12, %arg13) : (i1, i1) -> i1
      "linalg.yield"(%50) : (i1) -> ()
    }) : (tensor<1x4x19x19xi1>, tensor<1x4x19x1xi1>) -> tensor<1x4x19x1xi1>
    %40 = "linalg.generic"(%39, %4, %34, %28) <{indexing_maps = [#map6, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg8: i1, %arg9: f32, %arg10: f32, %arg11: f32):
      %49 = "arith.select"(%arg8, %arg9, %arg10) : (i1, f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<1x4x19x1xi1>, tensor<1x4x19x19xf32>, tensor<1x4x19x19xf32>, tensor<1x4x19x19xf32>) -> tensor<1x4x19x19xf32>
    %41 = "tensor.collapse_shape"(%40) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x19x19xf32>) -> tensor<4x19x19xf32>
    %42 = "tensor.collapse_shape"(%12) <{reassociation = [[0, 1, 2], [3], [4]]}> : (tensor<1x2x2x19x16xf32>) -> tensor<4x19x16xf32>
    %43 = "tensor.empty"() : () -> tensor<4x19x16xf32>
    %44 = "linalg.fill"(%1, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (f32, tensor<4x19x16xf32>) -> tensor<4x19x16xf32>
    %45 = "linalg.batch_matmul"(%41, %42, %44) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %47 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %48 = "arith.addf"(%arg5, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%48) : (f32) -> ()
    }) : (tensor<4x19x19xf32>, tensor<4x19x16xf32>, tensor<4x19x16xf32>) -> tensor<4x19x16xf32>
    %46 = "tensor.expand_shape"(%45) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 19, 16>}> : (tensor<4x19x16xf32>) -> tensor<1x4x19x16xf32>
    "func.return"(%46) : (tensor<1x4x19x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
