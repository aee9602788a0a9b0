// gpt2_block_f16_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 12 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64xf16>, tensor<64xf16>, tensor<64x192xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64x256xf16>, tensor<256xf16>, tensor<256x64xf16>, tensor<64xf16>, tensor<1x16x64xf16>) -> tensor<1x16x64xf16>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64x192xf16>, %arg3: tensor<192xf16>, %arg4: tensor<64x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64x256xf16>, %arg9: tensor<256xf16>, %arg10: tensor<256x64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<1x16x64xf16>):
    %0 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0.79788456080286541 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 4.471500e-02 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = dense_resource<torch_tensor_1_1_16_16_torch.float32> : tensor<1x1x16x16xf32>}> : () -> tensor<1x1x16x16xf32>
    %8 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 2.500000e-01 : f16}> : () -> f16
    %12 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %13 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %14 = "tensor.empty"() : () -> tensor<1x16x64xf32>
    %15 = "linalg.generic"(%arg12, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg239: f16, %arg240: f32):
      %265 = "arith.extf"(%arg239) : (f16) -> f32
      "linalg.yield"(%265) : (f32) -> ()
    }) : (tensor<1x16x64xf16>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %16 = "tensor.empty"() : () -> tensor<1x16x64xf64>
    %17 = "linalg.generic"(%15, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f64):
      %264 = "arith.extf"(%arg237) : (f32) -> f64
      "linalg.yield"(%264) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %18 = "tensor.empty"() : () -> tensor<1x16x1xf64>
    %19 = "linalg.fill"(%2, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f64, %arg236: f64):
      "linalg.yield"(%arg235) : (f64) -> ()
    }) : (f64, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %20 = "linalg.generic"(%17, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg233: f64, %arg234: f64):
      %263 = "arith.addf"(%arg233, %arg234) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%263) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %21 = "linalg.generic"(%20, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg231: f64, %arg232: f64):
      %262 = "arith.divf"(%arg231, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%262) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %22 = "linalg.generic"(%17, %21, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: f64, %arg229: f64, %arg230: f64):
      %261 = "arith.subf"(%arg228, %arg229) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%261) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %23 = "linalg.generic"(%22, %22, %16) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: f64, %arg226: f64, %arg227: f64):
      %260 = "arith.mulf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%260) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %24 = "linalg.generic"(%23, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg223: f64, %arg224: f64):
      %259 = "arith.addf"(%arg223, %arg224) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%259) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %25 = "linalg.generic"(%24, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg221: f64, %arg222: f64):
      %258 = "arith.divf"(%arg221, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%258) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %26 = "tensor.empty"() : () -> tensor<1x16x1xf32>
    %27 = "linalg.generic"(%25, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg219: f64, %arg220: f32):
      %257 = "arith.truncf"(%arg219) : (f64) -> f32
      "linalg.yield"(%257) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %28 = "linalg.fill"(%3, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg217: f32, %arg218: f32):
      "linalg.yield"(%arg217) : (f32) -> ()
    }) : (f32, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %29 = "linalg.generic"(%15, %28) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg215: f32, %arg216: f32):
      %256 = "arith.addf"(%arg215, %arg216) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%256) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %30 = "linalg.generic"(%29, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg213: f32, %arg214: f32):
      %255 = "arith.divf"(%arg213, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%255) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %31 = "linalg.generic"(%27, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32):
      %253 = "arith.truncf"(%8) : (f64) -> f32
      %254 = "arith.addf"(%arg211, %253) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%254) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %32 = "linalg.generic"(%31, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32):
      %252 = "math.rsqrt"(%arg209) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%252) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %33 = "linalg.generic"(%15, %30, %14) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %251 = "arith.subf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%251) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %34 = "linalg.generic"(%33, %32, %14) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f32, %arg205: f32):
      %250 = "arith.mulf"(%arg203, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%250) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %35 = "linalg.generic"(%34, %arg0, %14) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg200: f32, %arg201: f16, %arg202: f32):
      %248 = "arith.extf"(%arg201) : (f16) -> f32
      %249 = "arith.mulf"(%arg200, %248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%249) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf16>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %36 = "linalg.generic"(%35, %arg1, %14) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f16, %arg199: f32):
      %246 = "arith.extf"(%arg198) : (f16) -> f32
      %247 = "arith.addf"(%arg197, %246) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%247) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf16>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %37 = "tensor.empty"() : () -> tensor<1x16x64xf16>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg195: f32, %arg196: f16):
      %245 = "arith.truncf"(%arg195) : (f32) -> f16
      "linalg.yield"(%245) : (f16) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf16>) -> tensor<1x16x64xf16>
    %39 = "tensor.collapse_shape"(%38) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf16>) -> tensor<16x64xf16>
    %40 = "tensor.empty"() : () -> tensor<192xf32>
    %41 = "linalg.generic"(%arg3, %40) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg193: f16, %arg194: f32):
      %244 = "arith.extf"(%arg193) : (f16) -> f32
      "linalg.yield"(%244) : (f32) -> ()
    }) : (tensor<192xf16>, tensor<192xf32>) -> tensor<192xf32>
    %42 = "tensor.empty"() : () -> tensor<16x64xf32>
    %43 = "linalg.generic"(%39, %42) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg191: f16, %arg192: f32):
      %243 = "arith.extf"(%arg191) : (f16) -> f32
      "linalg.yield"(%243) : (f32) -> ()
    }) : (tensor<16x64xf16>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %44 = "tensor.empty"() : () -> tensor<64x192xf32>
    %45 = "linalg.generic"(%arg2, %44) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg189: f16, %arg190: f32):
      %242 = "arith.extf"(%arg189) : (f16) -> f32
      "linalg.yield"(%242) : (f32) -> ()
    }) : (tensor<64x192xf16>, tensor<64x192xf32>) -> tensor<64x192xf32>
    %46 = "tensor.empty"() : () -> tensor<16x192xf32>
    %47 = "linalg.fill"(%3, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      "linalg.yield"(%arg187) : (f32) -> ()
    }) : (f32, tensor<16x192xf32>) -> tensor<16x192xf32>
    %48 = "linalg.matmul"(%43, %45, %47) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f32, %arg186: f32):
      %240 = "arith.mulf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %241 = "arith.addf"(%arg186, %240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%241) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x192xf32>, tensor<16x192xf32>) -> tensor<16x192xf32>
    %49 = "linalg.generic"(%41, %46) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg182: f32, %arg183: f32):
      "linalg.yield"(%arg182) : (f32) -> ()
    }) : (tensor<192xf32>, tensor<16x192xf32>) -> tensor<16x192xf32>
    %50 = "linalg.generic"(%48, %49, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32, %arg181: f32):
      %239 = "arith.addf"(%arg179, %arg180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%239) : (f32) -> ()
    }) : (tensor<16x192xf32>, tensor<16x192xf32>, tensor<16x192xf32>) -> tensor<16x192xf32>
    %51 = "tensor.empty"() : () -> tensor<16x192xf16>
    %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f16):
      %238 = "arith.truncf"(%arg177) : (f32) -> f16
      "linalg.yield"(%238) : (f16) -> ()
    }) : (tensor<16x192xf32>, tensor<16x192xf16>) -> tensor<16x192xf16>
    %53 = "tensor.expand_shape"(%52) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 192>}> : (tensor<16x192xf16>) -> tensor<1x16x192xf16>
    %54 = "tensor.extract_slice"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x16x192xf16>) -> tensor<1x16x64xf16>
    %55 = "tensor.extract_slice"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 64>, static_sizes = array<i64: 1, 16, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x16x192xf16>) -> tensor<1x16x64xf16>
    %56 = "tensor.extract_slice"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 128>, static_sizes = array<i64: 1, 16, 64>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x16x192xf16>) -> tensor<1x16x64xf16>
    %57 = "tensor.expand_shape"(%55) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<1x16x64xf16>) -> tensor<1x16x4x16xf16>
    %58 = "tensor.expand_shape"(%56) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<1x16x64xf16>) -> tensor<1x16x4x16xf16>
    %59 = "tensor.empty"() : () -> tensor<1x4x16x16xf16>
    %60 = "linalg.transpose"(%58, %59) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg175: f16, %arg176: f16):
      "linalg.yield"(%arg175) : (f16) -> ()
    }) : (tensor<1x16x4x16xf16>, tensor<1x4x16x16xf16>) -> tensor<1x4x16x16xf16>
    %61 = "tensor.expand_shape"(%54) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<1x16x64xf16>) -> tensor<1x16x4x16xf16>
    %62 = "linalg.transpose"(%61, %59) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg173: f16, %arg174: f16):
      "linalg.yield"(%arg173) : (f16) -> ()
    }) : (tensor<1x16x4x16xf16>, tensor<1x4x16x16xf16>) -> tensor<1x4x16x16xf16>
    %63 = "linalg.transpose"(%57, %59) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg171: f16, %arg172: f16):
      "linalg.yield"(%arg171) : (f16) -> ()
    }) : (tensor<1x16x4x16xf16>, tensor<1x4x16x16xf16>) -> tensor<1x4x16x16xf16>
    %64 = "tensor.collapse_shape"(%62) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf16>) -> tensor<4x16x16xf16>
    %65 = "tensor.collapse_shape"(%63) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf16>) -> tensor<4x16x16xf16>
    %66 = "tensor.empty"() : () -> tensor<4x16x16xf32>
    %67 = "linalg.fill"(%3, %66) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      "linalg.yield"(%arg169) : (f32) -> ()
    }) : (f32, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %68 = "linalg.batch_matmul"(%64, %65, %67) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f16, %arg167: f16, %arg168: f32):
      %234 = "arith.extf"(%arg166) : (f16) -> f32
      %235 = "arith.extf"(%arg167) : (f16) -> f32
      %236 = "arith.mulf"(%234, %235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %237 = "arith.addf"(%arg168, %236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%237) : (f32) -> ()
    }) : (tensor<4x16x16xf16>, tensor<4x16x16xf16>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %69 = "tensor.empty"() : () -> tensor<4x16x16xf16>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f16):
      %233 = "arith.truncf"(%arg164) : (f32) -> f16
      "linalg.yield"(%233) : (f16) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf16>) -> tensor<4x16x16xf16>
    %71 = "tensor.expand_shape"(%70) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 16, 16>}> : (tensor<4x16x16xf16>) -> tensor<1x4x16x16xf16>
    %72 = "linalg.generic"(%71, %59) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg162: f16, %arg163: f16):
      %232 = "arith.mulf"(%arg162, %11) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%232) : (f16) -> ()
    }) : (tensor<1x4x16x16xf16>, tensor<1x4x16x16xf16>) -> tensor<1x4x16x16xf16>
    %73 = "tensor.empty"() : () -> tensor<1x4x16x16xf32>
    %74 = "linalg.generic"(%72, %7, %73) <{indexing_maps = [#map12, #map13, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg159: f16, %arg160: f32, %arg161: f32):
      %230 = "arith.extf"(%arg159) : (f16) -> f32
      %231 = "arith.addf"(%230, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%231) : (f32) -> ()
    }) : (tensor<1x4x16x16xf16>, tensor<1x1x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %75 = "tensor.empty"() : () -> tensor<1x4x16xi64>
    %76 = "linalg.fill"(%1, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg157: i64, %arg158: i64):
      "linalg.yield"(%arg157) : (i64) -> ()
    }) : (i64, tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %77 = "tensor.empty"() : () -> tensor<1x4x16xf32>
    %78 = "linalg.fill"(%4, %77) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      "linalg.yield"(%arg155) : (f32) -> ()
    }) : (f32, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %79:2 = "linalg.generic"(%74, %78, %76) <{indexing_maps = [#map12, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg152: f32, %arg153: f32, %arg154: i64):
      %225 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %226 = "arith.index_cast"(%225) : (index) -> i64
      %227 = "arith.maximumf"(%arg152, %arg153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %228 = "arith.cmpf"(%arg152, %arg153) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %229 = "arith.select"(%228, %226, %arg154) : (i1, i64, i64) -> i64
      "linalg.yield"(%227, %229) : (f32, i64) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xi64>) -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %80 = "tensor.expand_shape"(%79#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 16, 1>}> : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
    %81 = "linalg.generic"(%74, %80, %73) <{indexing_maps = [#map12, #map14, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32, %arg151: f32):
      %224 = "arith.subf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%224) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %82 = "linalg.generic"(%81, %73) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      %223 = "math.exp"(%arg147) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%223) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %83 = "tensor.empty"() : () -> tensor<1x4x16x1xf32>
    %84 = "linalg.fill"(%3, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      "linalg.yield"(%arg145) : (f32) -> ()
    }) : (f32, tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %85 = "linalg.generic"(%82, %84) <{indexing_maps = [#map12, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      %222 = "arith.addf"(%arg143, %arg144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%222) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %86 = "linalg.generic"(%82, %85, %73) <{indexing_maps = [#map12, #map14, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f32, %arg142: f32):
      %221 = "arith.divf"(%arg140, %arg141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%221) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %87 = "linalg.generic"(%86, %59) <{indexing_maps = [#map12, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg138: f32, %arg139: f16):
      %220 = "arith.truncf"(%arg138) : (f32) -> f16
      "linalg.yield"(%220) : (f16) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf16>) -> tensor<1x4x16x16xf16>
    %88 = "tensor.collapse_shape"(%87) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf16>) -> tensor<4x16x16xf16>
    %89 = "tensor.collapse_shape"(%60) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf16>) -> tensor<4x16x16xf16>
    %90 = "linalg.batch_matmul"(%88, %89, %67) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg135: f16, %arg136: f16, %arg137: f32):
      %216 = "arith.extf"(%arg135) : (f16) -> f32
      %217 = "arith.extf"(%arg136) : (f16) -> f32
      %218 = "arith.mulf"(%216, %217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %219 = "arith.addf"(%arg137, %218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%219) : (f32) -> ()
    }) : (tensor<4x16x16xf16>, tensor<4x16x16xf16>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %91 = "linalg.generic"(%90, %69) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: f32, %arg134: f16):
      %215 = "arith.truncf"(%arg133) : (f32) -> f16
      "linalg.yield"(%215) : (f16) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf16>) -> tensor<4x16x16xf16>
    %92 = "tensor.expand_shape"(%91) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 16, 16>}> : (tensor<4x16x16xf16>) -> tensor<1x4x16x16xf16>
    %93 = "tensor.empty"() : () -> tensor<1x16x4x16xf16>
    %94 = "linalg.transpose"(%92, %93) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg131: f16, %arg132: f16):
      "linalg.yield"(%arg131) : (f16) -> ()
    }) : (tensor<1x4x16x16xf16>, tensor<1x16x4x16xf16>) -> tensor<1x16x4x16xf16>
    %95 = "tensor.collapse_shape"(%94) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x16x4x16xf16>) -> tensor<16x64xf16>
    %96 = "tensor.empty"() : () -> tensor<64xf32>
    %97 = "linalg.generic"(%arg5, %96) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: f16, %arg130: f32):
      %214 = "arith.extf"(%arg129) : (f16) -> f32
      "linalg.yield"(%214) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %98 = "linalg.generic"(%95, %42) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f16, %arg128: f32):
      %213 = "arith.extf"(%arg127) : (f16) -> f32
      "linalg.yield"(%213) : (f32) -> ()
    }) : (tensor<16x64xf16>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %99 = "tensor.empty"() : () -> tensor<64x64xf32>
    %100 = "linalg.generic"(%arg4, %99) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f16, %arg126: f32):
      %212 = "arith.extf"(%arg125) : (f16) -> f32
      "linalg.yield"(%212) : (f32) -> ()
    }) : (tensor<64x64xf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %101 = "linalg.fill"(%3, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32):
      "linalg.yield"(%arg123) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %102 = "linalg.matmul"(%98, %100, %101) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
      %210 = "arith.mulf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %211 = "arith.addf"(%arg122, %210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%211) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %103 = "linalg.generic"(%97, %42) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32):
      "linalg.yield"(%arg118) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %104 = "linalg.generic"(%102, %103, %42) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg115: f32, %arg116: f32, %arg117: f32):
      %209 = "arith.addf"(%arg115, %arg116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %105 = "tensor.empty"() : () -> tensor<16x64xf16>
    %106 = "linalg.generic"(%104, %105) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f16):
      %208 = "arith.truncf"(%arg113) : (f32) -> f16
      "linalg.yield"(%208) : (f16) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf16>) -> tensor<16x64xf16>
    %107 = "tensor.expand_shape"(%106) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf16>) -> tensor<1x16x64xf16>
    %108 = "linalg.generic"(%107, %arg12, %37) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f16, %arg111: f16, %arg112: f16):
      %207 = "arith.addf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%207) : (f16) -> ()
    }) : (tensor<1x16x64xf16>, tensor<1x16x64xf16>, tensor<1x16x64xf16>) -> tensor<1x16x64xf16>
    %109 = "linalg.generic"(%108, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f16, %arg109: f32):
      %206 = "arith.extf"(%arg108) : (f16) -> f32
      "linalg.yield"(%206) : (f32) -> ()
    }) : (tensor<1x16x64xf16>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %110 = "linalg.generic"(%109, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f64):
      %205 = "arith.extf"(%arg106) : (f32) -> f64
      "linalg.yield"(%205) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %111 = "linalg.generic"(%110, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f64, %arg105: f64):
      %204 = "arith.addf"(%arg104, %arg105) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%204) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %112 = "linalg.generic"(%111, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f64, %arg103: f64):
      %203 = "arith.divf"(%arg102, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%203) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %113 = "linalg.generic"(%110, %112, %16) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f64, %arg100: f64, %arg101: f64):
      %202 = "arith.subf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%202) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %114 = "linalg.generic"(%113, %113, %16) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f64, %arg97: f64, %arg98: f64):
      %201 = "arith.mulf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%201) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %115 = "linalg.generic"(%114, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f64, %arg95: f64):
      %200 = "arith.addf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%200) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %116 = "linalg.generic"(%115, %18) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f64, %arg93: f64):
      %199 = "arith.divf"(%arg92, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%199) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %117 = "linalg.generic"(%116, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f64, %arg91: f32):
      %198 = "arith.truncf"(%arg90) : (f64) -> f32
      "linalg.yield"(%198) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %118 = "linalg.generic"(%109, %28) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %197 = "arith.addf"(%arg88, %arg89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%197) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %119 = "linalg.generic"(%118, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      %196 = "arith.divf"(%arg86, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %120 = "linalg.generic"(%117, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32):
      %194 = "arith.truncf"(%8) : (f64) -> f32
      %195 = "arith.addf"(%arg84, %194) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%195) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %121 = "linalg.generic"(%120, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32):
      %193 = "math.rsqrt"(%arg82) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%193) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %122 = "linalg.generic"(%109, %119, %14) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32, %arg81: f32):
      %192 = "arith.subf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %123 = "linalg.generic"(%122, %121, %14) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32, %arg78: f32):
      %191 = "arith.mulf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %124 = "linalg.generic"(%123, %arg6, %14) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f16, %arg75: f32):
      %189 = "arith.extf"(%arg74) : (f16) -> f32
      %190 = "arith.mulf"(%arg73, %189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf16>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %125 = "linalg.generic"(%124, %arg7, %14) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f16, %arg72: f32):
      %187 = "arith.extf"(%arg71) : (f16) -> f32
      %188 = "arith.addf"(%arg70, %187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf16>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %126 = "linalg.generic"(%125, %37) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f16):
      %186 = "arith.truncf"(%arg68) : (f32) -> f16
      "linalg.yield"(%186) : (f16) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf16>) -> tensor<1x16x64xf16>
    %127 = "tensor.collapse_shape"(%126) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf16>) -> tensor<16x64xf16>
    %128 = "tensor.empty"() : () -> tensor<256xf32>
    %129 = "linalg.generic"(%arg9, %128) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f16, %arg67: f32):
      %185 = "arith.extf"(%arg66) : (f16) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<256xf16>, tensor<256xf32>) -> tensor<256xf32>
    %130 = "linalg.generic"(%127, %42) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f16, %arg65: f32):
      %184 = "arith.extf"(%arg64) : (f16) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<16x64xf16>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = "tensor.empty"() : () -> tensor<64x256xf32>
    %132 = "linalg.generic"(%arg8, %131) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f16, %arg63: f32):
      %183 = "arith.extf"(%arg62) : (f16) -> f32
      "linalg.yield"(%183) : (f32) -> ()
    }) : (tensor<64x256xf16>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %133 = "tensor.empty"() : () -> tensor<16x256xf32>
    %134 = "linalg.fill"(%3, %133) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      "linalg.yield"(%arg60) : (f32) -> ()
    }) : (f32, tensor<16x256xf32>) -> tensor<16x256xf32>
    %135 = "linalg.matmul"(%130, %132, %134) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
      %181 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %182 = "arith.addf"(%arg59, %181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%182) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %136 = "linalg.generic"(%129, %133) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %137 = "linalg.generic"(%135, %136, %133) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32, %arg54: f32):
      %180 = "arith.addf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %138 = "tensor.empty"() : () -> tensor<16x256xf16>
    %139 = "linalg.generic"(%137, %138) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f16):
      %179 = "arith.truncf"(%arg50) : (f32) -> f16
      "linalg.yield"(%179) : (f16) -> ()
    }) : (tensor<16x256xf32>, tensor<16x256xf16>) -> tensor<16x256xf16>
    %140 = "tensor.expand_shape"(%139) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 256>}> : (tensor<16x256xf16>) -> tensor<1x16x256xf16>
    %141 = "tensor.empty"() : () -> tensor<1x16x256xf16>
    %142 = "linalg.generic"(%140, %141) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f16, %arg49: f16):
      %178 = "arith.mulf"(%arg48, %12) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%178) : (f16) -> ()
    }) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %143 = "linalg.generic"(%140, %141) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f16, %arg47: f16):
      %177 = "math.fpowi"(%arg46, %0) <{fastmath = #arith.fastmath<none>}> : (f16, i64) -> f16
      "linalg.yield"(%177) : (f16) -> ()
    }) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %144 = "linalg.generic"(%143, %141) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f16, %arg45: f16):
      %175 = "arith.truncf"(%6) : (f64) -> f16
      %176 = "arith.mulf"(%arg44, %175) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%176) : (f16) -> ()
    }) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %145 = "linalg.generic"(%140, %144, %141) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f16, %arg42: f16, %arg43: f16):
      %174 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%174) : (f16) -> ()
    }) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %146 = "linalg.generic"(%145, %141) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f16, %arg40: f16):
      %172 = "arith.truncf"(%5) : (f64) -> f16
      %173 = "arith.mulf"(%arg39, %172) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%173) : (f16) -> ()
    }) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %147 = "linalg.generic"(%146, %141) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f16, %arg38: f16):
      %171 = "math.tanh"(%arg37) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
      "linalg.yield"(%171) : (f16) -> ()
    }) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %148 = "linalg.generic"(%147, %141) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f16, %arg36: f16):
      %170 = "arith.addf"(%arg35, %13) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%170) : (f16) -> ()
    }) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %149 = "linalg.generic"(%142, %148, %141) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f16, %arg33: f16, %arg34: f16):
      %169 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%169) : (f16) -> ()
    }) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %150 = "tensor.collapse_shape"(%149) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x256xf16>) -> tensor<16x256xf16>
    %151 = "linalg.generic"(%arg11, %96) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f16, %arg31: f32):
      %168 = "arith.extf"(%arg30) : (f16) -> f32
      "linalg.yield"(%168) : (f32) -> ()
    }) : (tensor<64xf16>, tensor<64xf32>) -> tensor<64xf32>
    %152 = "linalg.generic"(%150, %133) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f16, %arg29: f32):
      %167 = "arith.extf"(%arg28) : (f16) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<16x256xf16>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %153 = "tensor.empty"() : () -> tensor<256x64xf32>
    %154 = "linalg.generic"(%arg10, %153) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f16, %arg27: f32):
      %166 = "arith.extf"(%arg26) : (f16) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<256x64xf16>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %155 = "linalg.matmul"(%152, %154, %101) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %164 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %165 = "arith.addf"(%arg25, %164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<16x256xf32>, tensor<256x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %156 = "linalg.generic"(%151, %42) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %157 = "linalg.generic"(%155, %156, %42) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %163 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %158 = "linalg.generic"(%157, %105) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f16):
      %162 = "arith.truncf"(%arg16) : (f32) -> f16
      "linalg.yield"(%162) : (f16) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf16>) -> tensor<16x64xf16>
    %159 = "tensor.expand_shape"(%158) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf16>) -> tensor<1x16x64xf16>
    %160 = "linalg.generic"(%108, %159, %37) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f16, %arg14: f16, %arg15: f16):
      %161 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
      "linalg.yield"(%161) : (f16) -> ()
    }) : (tensor<1x16x64xf16>, tensor<1x16x64xf16>, tensor<1x16x64xf16>) -> tensor<1x16x64xf16>
    "func.return"(%160) : (tensor<1x16x64xf16>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_16_16_torch.float32: "0x0400000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
