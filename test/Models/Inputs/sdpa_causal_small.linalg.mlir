// sdpa_causal_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 3 input(s).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x37x16xf32>, tensor<1x2x37x16xf32>, tensor<1x2x37x16xf32>) -> tensor<1x2x37x16xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x2x37x16xf32>, %arg1: tensor<1x2x37x16xf32>, %arg2: tensor<1x2x37x16xf32>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x2x37x37xf32>}> : () -> tensor<1x2x37x37xf32>
    %5 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<true> : tensor<37x37xi1>}> : () -> tensor<37x37xi1>
    %8 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %10 = "tensor.empty"() : () -> tensor<1x2x37x16xf32>
    %11 = "linalg.generic"(%arg0, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      %83 = "arith.mulf"(%arg62, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%83) : (f32) -> ()
    }) : (tensor<1x2x37x16xf32>, tensor<1x2x37x16xf32>) -> tensor<1x2x37x16xf32>
    %12 = "tensor.empty"() : () -> tensor<37xi64>
    %13 = "linalg.generic"(%12) <{indexing_maps = [#map1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg61: i64):
      %81 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %82 = "arith.index_cast"(%81) : (index) -> i64
      "linalg.yield"(%82) : (i64) -> ()
    }) : (tensor<37xi64>) -> tensor<37xi64>
    %14 = "tensor.expand_shape"(%13) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 37>}> : (tensor<37xi64>) -> tensor<1x37xi64>
    %15 = "tensor.expand_shape"(%13) <{reassociation = [[0, 1]], static_output_shape = array<i64: 37, 1>}> : (tensor<37xi64>) -> tensor<37x1xi64>
    %16 = "tensor.empty"() : () -> tensor<37x37xi64>
    %17 = "linalg.generic"(%14, %15, %16) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: i64, %arg59: i64, %arg60: i64):
      %80 = "arith.subi"(%arg58, %arg59) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%80) : (i64) -> ()
    }) : (tensor<1x37xi64>, tensor<37x1xi64>, tensor<37x37xi64>) -> tensor<37x37xi64>
    %18 = "tensor.empty"() : () -> tensor<37x37xi1>
    %19 = "linalg.generic"(%17, %18) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: i64, %arg57: i1):
      %79 = "arith.cmpi"(%arg56, %0) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%79) : (i1) -> ()
    }) : (tensor<37x37xi64>, tensor<37x37xi1>) -> tensor<37x37xi1>
    %20 = "linalg.generic"(%19, %7, %18) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: i1, %arg54: i1, %arg55: i1):
      %78 = "arith.andi"(%arg53, %arg54) : (i1, i1) -> i1
      "linalg.yield"(%78) : (i1) -> ()
    }) : (tensor<37x37xi1>, tensor<37x37xi1>, tensor<37x37xi1>) -> tensor<37x37xi1>
    %21 = "tensor.empty"() : () -> tensor<37x37xf32>
    %22 = "linalg.generic"(%20, %5, %6, %21) <{indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg49: i1, %arg50: f32, %arg51: f32, %arg52: f32):
      %77 = "arith.select"(%arg49, %arg50, %arg51) : (i1, f32, f32) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<37x37xi1>, tensor<f32>, tensor<f32>, tensor<37x37xf32>) -> tensor<37x37xf32>
    %23 = "tensor.empty"() : () -> tensor<1x2x16x37xf32>
    %24 = "linalg.transpose"(%arg1, %23) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<1x2x37x16xf32>, tensor<1x2x16x37xf32>) -> tensor<1x2x16x37xf32>
    %25 = "linalg.generic"(%24, %23) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      %76 = "arith.mulf"(%arg45, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<1x2x16x37xf32>, tensor<1x2x16x37xf32>) -> tensor<1x2x16x37xf32>
    %26 = "tensor.collapse_shape"(%11) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x37x16xf32>) -> tensor<2x37x16xf32>
    %27 = "tensor.collapse_shape"(%25) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x16x37xf32>) -> tensor<2x16x37xf32>
    %28 = "tensor.empty"() : () -> tensor<2x37x37xf32>
    %29 = "linalg.fill"(%1, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (f32, tensor<2x37x37xf32>) -> tensor<2x37x37xf32>
    %30 = "linalg.batch_matmul"(%26, %27, %29) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %74 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %75 = "arith.addf"(%arg42, %74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<2x37x16xf32>, tensor<2x16x37xf32>, tensor<2x37x37xf32>) -> tensor<2x37x37xf32>
    %31 = "tensor.expand_shape"(%30) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 37, 37>}> : (tensor<2x37x37xf32>) -> tensor<1x2x37x37xf32>
    %32 = "tensor.empty"() : () -> tensor<1x2x37x37xf32>
    %33 = "linalg.generic"(%31, %22, %32) <{indexing_maps = [#map, #map9, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %73 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<1x2x37x37xf32>, tensor<37x37xf32>, tensor<1x2x37x37xf32>) -> tensor<1x2x37x37xf32>
    %34 = "tensor.empty"() : () -> tensor<1x2x37xi64>
    %35 = "linalg.fill"(%0, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: i64, %arg36: i64):
      "linalg.yield"(%arg35) : (i64) -> ()
    }) : (i64, tensor<1x2x37xi64>) -> tensor<1x2x37xi64>
    %36 = "tensor.empty"() : () -> tensor<1x2x37xf32>
    %37 = "linalg.fill"(%2, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (f32, tensor<1x2x37xf32>) -> tensor<1x2x37xf32>
    %38:2 = "linalg.generic"(%33, %37, %35) <{indexing_maps = [#map, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: i64):
      %68 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %69 = "arith.index_cast"(%68) : (index) -> i64
      %70 = "arith.maximumf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %71 = "arith.cmpf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %72 = "arith.select"(%71, %69, %arg32) : (i1, i64, i64) -> i64
      "linalg.yield"(%70, %72) : (f32, i64) -> ()
    }) : (tensor<1x2x37x37xf32>, tensor<1x2x37xf32>, tensor<1x2x37xi64>) -> (tensor<1x2x37xf32>, tensor<1x2x37xi64>)
    %39 = "tensor.expand_shape"(%38#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 2, 37, 1>}> : (tensor<1x2x37xf32>) -> tensor<1x2x37x1xf32>
    %40 = "linalg.generic"(%33, %39, %32) <{indexing_maps = [#map, #map10, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %67 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<1x2x37x37xf32>, tensor<1x2x37x1xf32>, tensor<1x2x37x37xf32>) -> tensor<1x2x37x37xf32>
    %41 = "linalg.generic"(%40, %32) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      %66 = "math.exp"(%arg25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) : (tensor<1x2x37x37xf32>, tensor<1x2x37x37xf32>) -> tensor<1x2x37x37xf32>
    %42 = "tensor.empty"() : () -> tensor<1x2x37x1xf32>
    %43 = "linalg.fill"(%1, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<1x2x37x1xf32>) -> tensor<1x2x37x1xf32>
    %44 = "linalg.generic"(%41, %43) <{indexing_maps = [#map, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %65 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<1x2x37x37xf32>, tensor<1x2x37x1xf32>) -> tensor<1x2x37x1xf32>
    %45 = "linalg.generic"(%41, %44, %32) <{indexing_maps = [#map, #map10, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %64 = "arith.divf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) : (tensor<1x2x37x37xf32>, tensor<1x2x37x1xf32>, tensor<1x2x37x37xf32>) -> tensor<1x2x37x37xf32>
    %46 = "tensor.empty"() : () -> tensor<1x2x37x37xi1>
    %47 = "linalg.generic"(%33, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: i1):
      %62 = "arith.extf"(%arg16) : (f32) -> f64
      %63 = "arith.cmpf"(%62, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%63) : (i1) -> ()
    }) : (tensor<1x2x37x37xf32>, tensor<1x2x37x37xi1>) -> tensor<1x2x37x37xi1>
    %48 = "tensor.empty"() : () -> tensor<1x2x37x1xi1>
    %49 = "linalg.fill"(%3, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: i1, %arg15: i1):
      "linalg.yield"(%arg14) : (i1) -> ()
    }) : (i1, tensor<1x2x37x1xi1>) -> tensor<1x2x37x1xi1>
    %50 = "linalg.generic"(%47, %49) <{indexing_maps = [#map, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: i1, %arg13: i1):
      %61 = "arith.andi"(%arg12, %arg13) : (i1, i1) -> i1
      "linalg.yield"(%61) : (i1) -> ()
    }) : (tensor<1x2x37x37xi1>, tensor<1x2x37x1xi1>) -> tensor<1x2x37x1xi1>
    %51 = "linalg.generic"(%50, %4, %45, %32) <{indexing_maps = [#map10, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg8: i1, %arg9: f32, %arg10: f32, %arg11: f32):
      %60 = "arith.select"(%arg8, %arg9, %arg10) : (i1, f32, f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<1x2x37x1xi1>, tensor<1x2x37x37xf32>, tensor<1x2x37x37xf32>, tensor<1x2x37x37xf32>) -> tensor<1x2x37x37xf32>
    %52 = "tensor.collapse_shape"(%51) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x37x37xf32>) -> tensor<2x37x37xf32>
    %53 = "tensor.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x2x37x16xf32>) -> tensor<2x37x16xf32>
    %54 = "tensor.empty"() : () -> tensor<2x37x16xf32>
    %55 = "linalg.fill"(%1, %54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (f32, tensor<2x37x16xf32>) -> tensor<2x37x16xf32>
    %56 = "linalg.batch_matmul"(%52, %53, %55) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %58 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %59 = "arith.addf"(%arg5, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<2x37x37xf32>, tensor<2x37x16xf32>, tensor<2x37x16xf32>) -> tensor<2x37x16xf32>
    %57 = "tensor.expand_shape"(%56) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 2, 37, 16>}> : (tensor<2x37x16xf32>) -> tensor<1x2x37x16xf32>
    "func.return"(%57) : (tensor<1x2x37x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
