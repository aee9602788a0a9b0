// sdpa_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 3 input(s).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x37x40xf32>, tensor<2x3x37x40xf32>, tensor<2x3x37x40xf32>) -> tensor<2x3x37x40xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<2x3x37x40xf32>, %arg1: tensor<2x3x37x40xf32>, %arg2: tensor<2x3x37x40xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x3x37x37xf32>}> : () -> tensor<2x3x37x37xf32>
    %5 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 0.39763536438352531 : f64}> : () -> f64
    %7 = "tensor.empty"() : () -> tensor<2x3x37x40xf32>
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %62 = "arith.truncf"(%6) : (f64) -> f32
      %63 = "arith.mulf"(%arg46, %62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<2x3x37x40xf32>, tensor<2x3x37x40xf32>) -> tensor<2x3x37x40xf32>
    %9 = "tensor.empty"() : () -> tensor<2x3x40x37xf32>
    %10 = "linalg.transpose"(%arg1, %9) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (tensor<2x3x37x40xf32>, tensor<2x3x40x37xf32>) -> tensor<2x3x40x37xf32>
    %11 = "linalg.generic"(%10, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %60 = "arith.truncf"(%6) : (f64) -> f32
      %61 = "arith.mulf"(%arg42, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<2x3x40x37xf32>, tensor<2x3x40x37xf32>) -> tensor<2x3x40x37xf32>
    %12 = "tensor.collapse_shape"(%8) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x37x40xf32>) -> tensor<6x37x40xf32>
    %13 = "tensor.collapse_shape"(%11) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x40x37xf32>) -> tensor<6x40x37xf32>
    %14 = "tensor.empty"() : () -> tensor<6x37x37xf32>
    %15 = "linalg.fill"(%0, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (f32, tensor<6x37x37xf32>) -> tensor<6x37x37xf32>
    %16 = "linalg.batch_matmul"(%12, %13, %15) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %58 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %59 = "arith.addf"(%arg39, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<6x37x40xf32>, tensor<6x40x37xf32>, tensor<6x37x37xf32>) -> tensor<6x37x37xf32>
    %17 = "tensor.expand_shape"(%16) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 3, 37, 37>}> : (tensor<6x37x37xf32>) -> tensor<2x3x37x37xf32>
    %18 = "tensor.empty"() : () -> tensor<2x3x37xi64>
    %19 = "linalg.fill"(%1, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: i64, %arg36: i64):
      "linalg.yield"(%arg35) : (i64) -> ()
    }) : (i64, tensor<2x3x37xi64>) -> tensor<2x3x37xi64>
    %20 = "tensor.empty"() : () -> tensor<2x3x37xf32>
    %21 = "linalg.fill"(%2, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (f32, tensor<2x3x37xf32>) -> tensor<2x3x37xf32>
    %22:2 = "linalg.generic"(%17, %21, %19) <{indexing_maps = [#map, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: i64):
      %53 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %54 = "arith.index_cast"(%53) : (index) -> i64
      %55 = "arith.maximumf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %56 = "arith.cmpf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %57 = "arith.select"(%56, %54, %arg32) : (i1, i64, i64) -> i64
      "linalg.yield"(%55, %57) : (f32, i64) -> ()
    }) : (tensor<2x3x37x37xf32>, tensor<2x3x37xf32>, tensor<2x3x37xi64>) -> (tensor<2x3x37xf32>, tensor<2x3x37xi64>)
    %23 = "tensor.expand_shape"(%22#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 3, 37, 1>}> : (tensor<2x3x37xf32>) -> tensor<2x3x37x1xf32>
    %24 = "tensor.empty"() : () -> tensor<2x3x37x37xf32>
    %25 = "linalg.generic"(%17, %23, %24) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %52 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<2x3x37x37xf32>, tensor<2x3x37x1xf32>, tensor<2x3x37x37xf32>) -> tensor<2x3x37x37xf32>
    %26 = "linalg.generic"(%25, %24) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      %51 = "math.exp"(%arg25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<2x3x37x37xf32>, tensor<2x3x37x37xf32>) -> tensor<2x3x37x37xf32>
    %27 = "tensor.empty"() : () -> tensor<2x3x37x1xf32>
    %28 = "linalg.fill"(%0, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<2x3x37x1xf32>) -> tensor<2x3x37x1xf32>
    %29 = "linalg.generic"(%26, %28) <{indexing_maps = [#map, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %50 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<2x3x37x37xf32>, tensor<2x3x37x1xf32>) -> tensor<2x3x37x1xf32>
    %30 = "linalg.generic"(%26, %29, %24) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %49 = "arith.divf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<2x3x37x37xf32>, tensor<2x3x37x1xf32>, tensor<2x3x37x37xf32>) -> tensor<2x3x37x37xf32>
    %31 = "tensor.empty"() : () -> tensor<2x3x37x37xi1>
    %32 = "linalg.generic"(%17, %31) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: i1):
      %47 = "arith.extf"(%arg16) : (f32) -> f64
      %48 = "arith.cmpf"(%47, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%48) : (i1) -> ()
    }) : (tensor<2x3x37x37xf32>, tensor<2x3x37x37xi1>) -> tensor<2x3x37x37xi1>
    %33 = "tensor.empty"() : () -> tensor<2x3x37x1xi1>
    %34 = "linalg.fill"(%3, %33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: i1, %arg15: i1):
      "linalg.yield"(%arg14) : (i1) -> ()
    }) : (i1, tensor<2x3x37x1xi1>) -> tensor<2x3x37x1xi1>
    %35 = "linalg.generic"(%32, %34) <{indexing_maps = [#map, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: i1, %arg13: i1):
      %46 = "arith.andi"(%arg12, %arg13) : (i1, i1) -> i1
      "linalg.yield"(%46) : (i1) -> ()
    }) : (tensor<2x3x37x37xi1>, tensor<2x3x37x1xi1>) -> tensor<2x3x37x1xi1>
    %36 = "linalg.generic"(%35, %4, %30, %24) <{indexing_maps = [#map4, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg8: i1, %arg9: f32, %arg10: f32, %arg11: f32):
      %45 = "arith.select"(%arg8, %arg9, %arg10) : (i1, f32, f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<2x3x37x1xi1>, tensor<2x3x37x37xf32>, tensor<2x3x37x37xf32>, tensor<2x3x37x37xf32>) -> tensor<2x3x37x37xf32>
    %37 = "tensor.collapse_shape"(%36) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x37x37xf32>) -> tensor<6x37x37xf32>
    %38 = "tensor.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x37x40xf32>) -> tensor<6x37x40xf32>
    %39 = "tensor.empty"() : () -> tensor<6x37x40xf32>
    %40 = "linalg.fill"(%0, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (f32, tensor<6x37x40xf32>) -> tensor<6x37x40xf32>
    %41 = "linalg.batch_matmul"(%37, %38, %40) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %43 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %44 = "arith.addf"(%arg5, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%44) : (f32) -> ()
    }) : (tensor<6x37x37xf32>, tensor<6x37x40xf32>, tensor<6x37x40xf32>) -> tensor<6x37x40xf32>
    %42 = "tensor.expand_shape"(%41) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 3, 37, 40>}> : (tensor<6x37x40xf32>) -> tensor<2x3x37x40xf32>
    "func.return"(%42) : (tensor<2x3x37x40xf32>) -> ()
  }) : () -> ()
}) : () -> ()
