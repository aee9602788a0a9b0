// llama_mlp_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 4 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<1x8x32xf32>):
    %0 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
    %5 = "tensor.empty"() : () -> tensor<1x8x32xf32>
    %6 = "linalg.generic"(%arg4, %5) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      %57 = "math.fpowi"(%arg51, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %7 = "tensor.empty"() : () -> tensor<1x8x1xf32>
    %8 = "linalg.fill"(%1, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (f32, tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %9 = "linalg.generic"(%6, %8) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      %56 = "arith.addf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %10 = "linalg.generic"(%9, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      %55 = "arith.divf"(%arg45, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %11 = "linalg.generic"(%10, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      %53 = "arith.truncf"(%3) : (f64) -> f32
      %54 = "arith.addf"(%arg43, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %12 = "linalg.generic"(%11, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      %52 = "math.rsqrt"(%arg41) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %13 = "linalg.generic"(%arg4, %12, %5) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
      %51 = "arith.mulf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %14 = "linalg.generic"(%arg0, %13, %5) <{indexing_maps = [#map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %50 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %15 = "tensor.empty"() : () -> tensor<32x64xf32>
    %16 = "linalg.transpose"(%arg1, %15) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %17 = "tensor.collapse_shape"(%14) <{reassociation = [[0, 1], [2]]}> : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %18 = "tensor.empty"() : () -> tensor<8x64xf32>
    %19 = "linalg.fill"(%1, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      "linalg.yield"(%arg31) : (f32) -> ()
    }) : (f32, tensor<8x64xf32>) -> tensor<8x64xf32>
    %20 = "linalg.matmul"(%17, %16, %19) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %48 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %49 = "arith.addf"(%arg30, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<8x32xf32>, tensor<32x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %21 = "tensor.expand_shape"(%20) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 8, 64>}> : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %22 = "tensor.empty"() : () -> tensor<1x8x64xf32>
    %23 = "linalg.generic"(%21, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      %44 = "arith.negf"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %45 = "math.exp"(%44) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %46 = "arith.addf"(%45, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %47 = "arith.divf"(%2, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %24 = "linalg.generic"(%21, %23, %22) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %43 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %25 = "linalg.transpose"(%arg2, %15) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %26 = "linalg.matmul"(%17, %25, %19) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %41 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %42 = "arith.addf"(%arg20, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%42) : (f32) -> ()
    }) : (tensor<8x32xf32>, tensor<32x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %27 = "tensor.expand_shape"(%26) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 8, 64>}> : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %28 = "linalg.generic"(%24, %27, %22) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %40 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%40) : (f32) -> ()
    }) : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %29 = "tensor.empty"() : () -> tensor<64x32xf32>
    %30 = "linalg.transpose"(%arg3, %29) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %31 = "tensor.collapse_shape"(%28) <{reassociation = [[0, 1], [2]]}> : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %32 = "tensor.empty"() : () -> tensor<8x32xf32>
    %33 = "linalg.fill"(%1, %32) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      "linalg.yield"(%arg11) : (f32) -> ()
    }) : (f32, tensor<8x32xf32>) -> tensor<8x32xf32>
    %34 = "linalg.matmul"(%31, %30, %33) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %38 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %39 = "arith.addf"(%arg10, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) : (tensor<8x64xf32>, tensor<64x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %35 = "tensor.expand_shape"(%34) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 8, 32>}> : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %36 = "linalg.generic"(%arg4, %35, %5) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %37 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%37) : (f32) -> ()
    }) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    "func.return"(%36) : (tensor<1x8x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()
