// mlp_bf16_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 4 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<128x64xbf16>, tensor<128xbf16>, tensor<64x128xbf16>, tensor<64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<128x64xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<64x128xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<16x64xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %2 = "arith.constant"() <{value = 2.000000e+00 : bf16}> : () -> bf16
    %3 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %4 = "tensor.empty"() : () -> tensor<64x128xbf16>
    %5 = "linalg.transpose"(%arg0, %4) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg45: bf16, %arg46: bf16):
      "linalg.yield"(%arg45) : (bf16) -> ()
    }) : (tensor<128x64xbf16>, tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %6 = "tensor.empty"() : () -> tensor<128xf32>
    %7 = "linalg.generic"(%arg1, %6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: bf16, %arg44: f32):
      %52 = "arith.extf"(%arg43) : (bf16) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<128xbf16>, tensor<128xf32>) -> tensor<128xf32>
    %8 = "tensor.empty"() : () -> tensor<16x64xf32>
    %9 = "linalg.generic"(%arg4, %8) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: bf16, %arg42: f32):
      %51 = "arith.extf"(%arg41) : (bf16) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<16x64xbf16>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %10 = "tensor.empty"() : () -> tensor<64x128xf32>
    %11 = "linalg.generic"(%5, %10) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: f32):
      %50 = "arith.extf"(%arg39) : (bf16) -> f32
      "linalg.yield"(%50) : (f32) -> ()
    }) : (tensor<64x128xbf16>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %12 = "tensor.empty"() : () -> tensor<16x128xf32>
    %13 = "linalg.fill"(%0, %12) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (f32, tensor<16x128xf32>) -> tensor<16x128xf32>
    %14 = "linalg.matmul"(%9, %11, %13) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %48 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %49 = "arith.addf"(%arg36, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %15 = "linalg.generic"(%7, %12) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %16 = "linalg.generic"(%14, %15, %12) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %47 = "arith.addf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %17 = "tensor.empty"() : () -> tensor<16x128xbf16>
    %18 = "linalg.generic"(%16, %17) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: bf16):
      %46 = "arith.truncf"(%arg27) : (f32) -> bf16
      "linalg.yield"(%46) : (bf16) -> ()
    }) : (tensor<16x128xf32>, tensor<16x128xbf16>) -> tensor<16x128xbf16>
    %19 = "linalg.generic"(%18, %17) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: bf16, %arg26: bf16):
      %40 = "math.sqrt"(%2) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      %41 = "arith.divf"(%arg25, %40) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %42 = "math.erf"(%41) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      %43 = "arith.addf"(%42, %1) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %44 = "arith.mulf"(%43, %3) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %45 = "arith.mulf"(%arg25, %44) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%45) : (bf16) -> ()
    }) : (tensor<16x128xbf16>, tensor<16x128xbf16>) -> tensor<16x128xbf16>
    %20 = "tensor.empty"() : () -> tensor<128x64xbf16>
    %21 = "linalg.transpose"(%arg2, %20) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg23: bf16, %arg24: bf16):
      "linalg.yield"(%arg23) : (bf16) -> ()
    }) : (tensor<64x128xbf16>, tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %22 = "tensor.empty"() : () -> tensor<64xf32>
    %23 = "linalg.generic"(%arg3, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: bf16, %arg22: f32):
      %39 = "arith.extf"(%arg21) : (bf16) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) : (tensor<64xbf16>, tensor<64xf32>) -> tensor<64xf32>
    %24 = "linalg.generic"(%19, %12) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: f32):
      %38 = "arith.extf"(%arg19) : (bf16) -> f32
      "linalg.yield"(%38) : (f32) -> ()
    }) : (tensor<16x128xbf16>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %25 = "tensor.empty"() : () -> tensor<128x64xf32>
    %26 = "linalg.generic"(%21, %25) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: f32):
      %37 = "arith.extf"(%arg17) : (bf16) -> f32
      "linalg.yield"(%37) : (f32) -> ()
    }) : (tensor<128x64xbf16>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %27 = "linalg.fill"(%0, %8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %28 = "linalg.matmul"(%24, %26, %27) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %35 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %36 = "arith.addf"(%arg14, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%36) : (f32) -> ()
    }) : (tensor<16x128xf32>, tensor<128x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %29 = "linalg.generic"(%23, %8) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %30 = "linalg.generic"(%28, %29, %8) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %34 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %31 = "tensor.empty"() : () -> tensor<16x64xbf16>
    %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: bf16):
      %33 = "arith.truncf"(%arg5) : (f32) -> bf16
      "linalg.yield"(%33) : (bf16) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xbf16>) -> tensor<16x64xbf16>
    "func.return"(%32) : (tensor<16x64xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
