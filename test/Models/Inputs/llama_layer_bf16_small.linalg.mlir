// llama_layer_bf16_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 11 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map11 = affine_map<(d0) -> (d0)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1) -> ()>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64xbf16>, tensor<64x64xbf16>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<12x16xbf16>, tensor<12x16xbf16>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64xbf16>, %arg1: tensor<64x64xbf16>, %arg2: tensor<32x64xbf16>, %arg3: tensor<32x64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<128x64xbf16>, %arg7: tensor<128x64xbf16>, %arg8: tensor<64x128xbf16>, %arg9: tensor<12x16xbf16>, %arg10: tensor<12x16xbf16>, %arg11: tensor<1x12x64xbf16>):
    %0 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x4x12x12xf32>}> : () -> tensor<1x4x12x12xf32>
    %7 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "arith.constant"() <{value = dense<true> : tensor<12x12xi1>}> : () -> tensor<12x12xi1>
    %10 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 9.9999999999999995E-7 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %14 = "tensor.empty"() : () -> tensor<1x12x64xf32>
    %15 = "linalg.generic"(%arg11, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg228: bf16, %arg229: f32):
      %272 = "arith.extf"(%arg228) : (bf16) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<1x12x64xbf16>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %16 = "linalg.generic"(%15, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg226: f32, %arg227: f32):
      %271 = "math.fpowi"(%arg226, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %17 = "tensor.empty"() : () -> tensor<1x12x1xf32>
    %18 = "linalg.fill"(%2, %17) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg224: f32, %arg225: f32):
      "linalg.yield"(%arg224) : (f32) -> ()
    }) : (f32, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %19 = "linalg.generic"(%16, %18) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32):
      %270 = "arith.addf"(%arg222, %arg223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%270) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %20 = "linalg.generic"(%19, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f32, %arg221: f32):
      %269 = "arith.divf"(%arg220, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%269) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %21 = "linalg.generic"(%20, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg218: f32, %arg219: f32):
      %267 = "arith.truncf"(%11) : (f64) -> f32
      %268 = "arith.addf"(%arg218, %267) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%268) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %22 = "linalg.generic"(%21, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32):
      %266 = "math.rsqrt"(%arg216) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%266) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %23 = "linalg.generic"(%15, %22, %14) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg213: f32, %arg214: f32, %arg215: f32):
      %265 = "arith.mulf"(%arg213, %arg214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%265) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %24 = "tensor.empty"() : () -> tensor<1x12x64xbf16>
    %25 = "linalg.generic"(%23, %24) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg211: f32, %arg212: bf16):
      %264 = "arith.truncf"(%arg211) : (f32) -> bf16
      "linalg.yield"(%264) : (bf16) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>
    %26 = "linalg.generic"(%arg0, %25, %24) <{indexing_maps = [#map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg208: bf16, %arg209: bf16, %arg210: bf16):
      %263 = "arith.mulf"(%arg208, %arg209) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%263) : (bf16) -> ()
    }) : (tensor<64xbf16>, tensor<1x12x64xbf16>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>
    %27 = "tensor.empty"() : () -> tensor<64x64xbf16>
    %28 = "linalg.transpose"(%arg1, %27) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg206: bf16, %arg207: bf16):
      "linalg.yield"(%arg206) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %29 = "tensor.collapse_shape"(%26) <{reassociation = [[0, 1], [2]]}> : (tensor<1x12x64xbf16>) -> tensor<12x64xbf16>
    %30 = "tensor.empty"() : () -> tensor<12x64xf32>
    %31 = "linalg.fill"(%2, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (f32, tensor<12x64xf32>) -> tensor<12x64xf32>
    %32 = "linalg.matmul"(%29, %28, %31) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg201: bf16, %arg202: bf16, %arg203: f32):
      %259 = "arith.extf"(%arg201) : (bf16) -> f32
      %260 = "arith.extf"(%arg202) : (bf16) -> f32
      %261 = "arith.mulf"(%259, %260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %262 = "arith.addf"(%arg203, %261) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%262) : (f32) -> ()
    }) : (tensor<12x64xbf16>, tensor<64x64xbf16>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %33 = "tensor.empty"() : () -> tensor<12x64xbf16>
    %34 = "linalg.generic"(%32, %33) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg199: f32, %arg200: bf16):
      %258 = "arith.truncf"(%arg199) : (f32) -> bf16
      "linalg.yield"(%258) : (bf16) -> ()
    }) : (tensor<12x64xf32>, tensor<12x64xbf16>) -> tensor<12x64xbf16>
    %35 = "tensor.expand_shape"(%34) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 12, 4, 16>}> : (tensor<12x64xbf16>) -> tensor<1x12x4x16xbf16>
    %36 = "tensor.empty"() : () -> tensor<1x4x12x16xbf16>
    %37 = "linalg.transpose"(%35, %36) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg197: bf16, %arg198: bf16):
      "linalg.yield"(%arg197) : (bf16) -> ()
    }) : (tensor<1x12x4x16xbf16>, tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xbf16>
    %38 = "tensor.empty"() : () -> tensor<64x32xbf16>
    %39 = "linalg.transpose"(%arg2, %38) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg195: bf16, %arg196: bf16):
      "linalg.yield"(%arg195) : (bf16) -> ()
    }) : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %40 = "tensor.empty"() : () -> tensor<12x32xf32>
    %41 = "linalg.fill"(%2, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg193: f32, %arg194: f32):
      "linalg.yield"(%arg193) : (f32) -> ()
    }) : (f32, tensor<12x32xf32>) -> tensor<12x32xf32>
    %42 = "linalg.matmul"(%29, %39, %41) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg190: bf16, %arg191: bf16, %arg192: f32):
      %254 = "arith.extf"(%arg190) : (bf16) -> f32
      %255 = "arith.extf"(%arg191) : (bf16) -> f32
      %256 = "arith.mulf"(%254, %255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %257 = "arith.addf"(%arg192, %256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%257) : (f32) -> ()
    }) : (tensor<12x64xbf16>, tensor<64x32xbf16>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %43 = "tensor.empty"() : () -> tensor<12x32xbf16>
    %44 = "linalg.generic"(%42, %43) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: f32, %arg189: bf16):
      %253 = "arith.truncf"(%arg188) : (f32) -> bf16
      "linalg.yield"(%253) : (bf16) -> ()
    }) : (tensor<12x32xf32>, tensor<12x32xbf16>) -> tensor<12x32xbf16>
    %45 = "tensor.expand_shape"(%44) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 12, 2, 16>}> : (tensor<12x32xbf16>) -> tensor<1x12x2x16xbf16>
    %46 = "tensor.empty"() : () -> tensor<1x2x12x16xbf16>
    %47 = "linalg.transpose"(%45, %46) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg186: bf16, %arg187: bf16):
      "linalg.yield"(%arg186) : (bf16) -> ()
    }) : (tensor<1x12x2x16xbf16>, tensor<1x2x12x16xbf16>) -> tensor<1x2x12x16xbf16>
    %48 = "linalg.transpose"(%arg3, %38) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg184: bf16, %arg185: bf16):
      "linalg.yield"(%arg184) : (bf16) -> ()
    }) : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %49 = "linalg.matmul"(%29, %48, %41) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg181: bf16, %arg182: bf16, %arg183: f32):
      %249 = "arith.extf"(%arg181) : (bf16) -> f32
      %250 = "arith.extf"(%arg182) : (bf16) -> f32
      %251 = "arith.mulf"(%249, %250) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %252 = "arith.addf"(%arg183, %251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%252) : (f32) -> ()
    }) : (tensor<12x64xbf16>, tensor<64x32xbf16>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %50 = "linalg.generic"(%49, %43) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f32, %arg180: bf16):
      %248 = "arith.truncf"(%arg179) : (f32) -> bf16
      "linalg.yield"(%248) : (bf16) -> ()
    }) : (tensor<12x32xf32>, tensor<12x32xbf16>) -> tensor<12x32xbf16>
    %51 = "tensor.expand_shape"(%50) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 12, 2, 16>}> : (tensor<12x32xbf16>) -> tensor<1x12x2x16xbf16>
    %52 = "linalg.transpose"(%51, %46) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg177: bf16, %arg178: bf16):
      "linalg.yield"(%arg177) : (bf16) -> ()
    }) : (tensor<1x12x2x16xbf16>, tensor<1x2x12x16xbf16>) -> tensor<1x2x12x16xbf16>
    %53 = "linalg.generic"(%37, %arg9, %36) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: bf16, %arg175: bf16, %arg176: bf16):
      %247 = "arith.mulf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%247) : (bf16) -> ()
    }) : (tensor<1x4x12x16xbf16>, tensor<12x16xbf16>, tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xbf16>
    %54 = "tensor.extract_slice"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 8>, static_sizes = array<i64: 1, 4, 12, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x12x16xbf16>) -> tensor<1x4x12x8xbf16>
    %55 = "tensor.empty"() : () -> tensor<1x4x12x8xbf16>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg172: bf16, %arg173: bf16):
      %246 = "arith.negf"(%arg172) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%246) : (bf16) -> ()
    }) : (tensor<1x4x12x8xbf16>, tensor<1x4x12x8xbf16>) -> tensor<1x4x12x8xbf16>
    %57 = "tensor.extract_slice"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 4, 12, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x12x16xbf16>) -> tensor<1x4x12x8xbf16>
    %58 = "tensor.concat"(%56, %57) <{dim = 3 : i64}> : (tensor<1x4x12x8xbf16>, tensor<1x4x12x8xbf16>) -> tensor<1x4x12x16xbf16>
    %59 = "linalg.generic"(%58, %arg10, %36) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg169: bf16, %arg170: bf16, %arg171: bf16):
      %245 = "arith.mulf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%245) : (bf16) -> ()
    }) : (tensor<1x4x12x16xbf16>, tensor<12x16xbf16>, tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xbf16>
    %60 = "linalg.generic"(%53, %59, %36) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: bf16, %arg167: bf16, %arg168: bf16):
      %244 = "arith.addf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%244) : (bf16) -> ()
    }) : (tensor<1x4x12x16xbf16>, tensor<1x4x12x16xbf16>, tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xbf16>
    %61 = "linalg.generic"(%47, %arg9, %46) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg163: bf16, %arg164: bf16, %arg165: bf16):
      %243 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%243) : (bf16) -> ()
    }) : (tensor<1x2x12x16xbf16>, tensor<12x16xbf16>, tensor<1x2x12x16xbf16>) -> tensor<1x2x12x16xbf16>
    %62 = "tensor.extract_slice"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 8>, static_sizes = array<i64: 1, 2, 12, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x12x16xbf16>) -> tensor<1x2x12x8xbf16>
    %63 = "tensor.empty"() : () -> tensor<1x2x12x8xbf16>
    %64 = "linalg.generic"(%62, %63) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: bf16, %arg162: bf16):
      %242 = "arith.negf"(%arg161) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%242) : (bf16) -> ()
    }) : (tensor<1x2x12x8xbf16>, tensor<1x2x12x8xbf16>) -> tensor<1x2x12x8xbf16>
    %65 = "tensor.extract_slice"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 2, 12, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x12x16xbf16>) -> tensor<1x2x12x8xbf16>
    %66 = "tensor.concat"(%64, %65) <{dim = 3 : i64}> : (tensor<1x2x12x8xbf16>, tensor<1x2x12x8xbf16>) -> tensor<1x2x12x16xbf16>
    %67 = "linalg.generic"(%66, %arg10, %46) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg158: bf16, %arg159: bf16, %arg160: bf16):
      %241 = "arith.mulf"(%arg158, %arg159) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%241) : (bf16) -> ()
    }) : (tensor<1x2x12x16xbf16>, tensor<12x16xbf16>, tensor<1x2x12x16xbf16>) -> tensor<1x2x12x16xbf16>
    %68 = "linalg.generic"(%61, %67, %46) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: bf16, %arg156: bf16, %arg157: bf16):
      %240 = "arith.addf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%240) : (bf16) -> ()
    }) : (tensor<1x2x12x16xbf16>, tensor<1x2x12x16xbf16>, tensor<1x2x12x16xbf16>) -> tensor<1x2x12x16xbf16>
    %69 = "tensor.empty"() : () -> tensor<1x2x2x12x16xbf16>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [#map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: bf16, %arg154: bf16):
      "linalg.yield"(%arg153) : (bf16) -> ()
    }) : (tensor<1x2x12x16xbf16>, tensor<1x2x2x12x16xbf16>) -> tensor<1x2x2x12x16xbf16>
    %71 = "tensor.collapse_shape"(%70) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x2x2x12x16xbf16>) -> tensor<1x4x12x16xbf16>
    %72 = "linalg.generic"(%52, %69) <{indexing_maps = [#map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: bf16, %arg152: bf16):
      "linalg.yield"(%arg151) : (bf16) -> ()
    }) : (tensor<1x2x12x16xbf16>, tensor<1x2x2x12x16xbf16>) -> tensor<1x2x2x12x16xbf16>
    %73 = "tensor.collapse_shape"(%72) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x2x2x12x16xbf16>) -> tensor<1x4x12x16xbf16>
    %74 = "tensor.empty"() : () -> tensor<1x4x12x16xf32>
    %75 = "linalg.generic"(%60, %74) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: bf16, %arg150: f32):
      %239 = "arith.extf"(%arg149) : (bf16) -> f32
      "linalg.yield"(%239) : (f32) -> ()
    }) : (tensor<1x4x12x16xbf16>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %76 = "linalg.generic"(%71, %74) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: bf16, %arg148: f32):
      %238 = "arith.extf"(%arg147) : (bf16) -> f32
      "linalg.yield"(%238) : (f32) -> ()
    }) : (tensor<1x4x12x16xbf16>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %77 = "linalg.generic"(%73, %74) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: bf16, %arg146: f32):
      %237 = "arith.extf"(%arg145) : (bf16) -> f32
      "linalg.yield"(%237) : (f32) -> ()
    }) : (tensor<1x4x12x16xbf16>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %78 = "linalg.generic"(%75, %74) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: f32, %arg144: f32):
      %236 = "arith.mulf"(%arg143, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%236) : (f32) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %79 = "tensor.empty"() : () -> tensor<12xi64>
    %80 = "linalg.generic"(%79) <{indexing_maps = [#map11], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg142: i64):
      %234 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %235 = "arith.index_cast"(%234) : (index) -> i64
      "linalg.yield"(%235) : (i64) -> ()
    }) : (tensor<12xi64>) -> tensor<12xi64>
    %81 = "tensor.expand_shape"(%80) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 12>}> : (tensor<12xi64>) -> tensor<1x12xi64>
    %82 = "tensor.expand_shape"(%80) <{reassociation = [[0, 1]], static_output_shape = array<i64: 12, 1>}> : (tensor<12xi64>) -> tensor<12x1xi64>
    %83 = "tensor.empty"() : () -> tensor<12x12xi64>
    %84 = "linalg.generic"(%81, %82, %83) <{indexing_maps = [#map12, #map13, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: i64, %arg140: i64, %arg141: i64):
      %233 = "arith.subi"(%arg139, %arg140) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%233) : (i64) -> ()
    }) : (tensor<1x12xi64>, tensor<12x1xi64>, tensor<12x12xi64>) -> tensor<12x12xi64>
    %85 = "tensor.empty"() : () -> tensor<12x12xi1>
    %86 = "linalg.generic"(%84, %85) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: i64, %arg138: i1):
      %232 = "arith.cmpi"(%arg137, %1) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%232) : (i1) -> ()
    }) : (tensor<12x12xi64>, tensor<12x12xi1>) -> tensor<12x12xi1>
    %87 = "linalg.generic"(%86, %9, %85) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: i1, %arg135: i1, %arg136: i1):
      %231 = "arith.andi"(%arg134, %arg135) : (i1, i1) -> i1
      "linalg.yield"(%231) : (i1) -> ()
    }) : (tensor<12x12xi1>, tensor<12x12xi1>, tensor<12x12xi1>) -> tensor<12x12xi1>
    %88 = "tensor.empty"() : () -> tensor<12x12xf32>
    %89 = "linalg.generic"(%87, %7, %8, %88) <{indexing_maps = [#map6, #map14, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg130: i1, %arg131: f32, %arg132: f32, %arg133: f32):
      %230 = "arith.select"(%arg130, %arg131, %arg132) : (i1, f32, f32) -> f32
      "linalg.yield"(%230) : (f32) -> ()
    }) : (tensor<12x12xi1>, tensor<f32>, tensor<f32>, tensor<12x12xf32>) -> tensor<12x12xf32>
    %90 = "tensor.empty"() : () -> tensor<1x4x16x12xf32>
    %91 = "linalg.transpose"(%76, %90) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg128: f32, %arg129: f32):
      "linalg.yield"(%arg128) : (f32) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<1x4x16x12xf32>) -> tensor<1x4x16x12xf32>
    %92 = "linalg.generic"(%91, %90) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32):
      %229 = "arith.mulf"(%arg126, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%229) : (f32) -> ()
    }) : (tensor<1x4x16x12xf32>, tensor<1x4x16x12xf32>) -> tensor<1x4x16x12xf32>
    %93 = "tensor.collapse_shape"(%78) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x12x16xf32>) -> tensor<4x12x16xf32>
    %94 = "tensor.collapse_shape"(%92) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x12xf32>) -> tensor<4x16x12xf32>
    %95 = "tensor.empty"() : () -> tensor<4x12x12xf32>
    %96 = "linalg.fill"(%2, %95) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32):
      "linalg.yield"(%arg124) : (f32) -> ()
    }) : (f32, tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
    %97 = "linalg.batch_matmul"(%93, %94, %96) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32, %arg123: f32):
      %227 = "arith.mulf"(%arg121, %arg122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %228 = "arith.addf"(%arg123, %227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%228) : (f32) -> ()
    }) : (tensor<4x12x16xf32>, tensor<4x16x12xf32>, tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
    %98 = "tensor.expand_shape"(%97) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 12, 12>}> : (tensor<4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %99 = "tensor.empty"() : () -> tensor<1x4x12x12xf32>
    %100 = "linalg.generic"(%98, %89, %99) <{indexing_maps = [#map7, #map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32, %arg120: f32):
      %226 = "arith.addf"(%arg118, %arg119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%226) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<12x12xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %101 = "tensor.empty"() : () -> tensor<1x4x12xi64>
    %102 = "linalg.fill"(%1, %101) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: i64, %arg117: i64):
      "linalg.yield"(%arg116) : (i64) -> ()
    }) : (i64, tensor<1x4x12xi64>) -> tensor<1x4x12xi64>
    %103 = "tensor.empty"() : () -> tensor<1x4x12xf32>
    %104 = "linalg.fill"(%3, %103) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: f32):
      "linalg.yield"(%arg114) : (f32) -> ()
    }) : (f32, tensor<1x4x12xf32>) -> tensor<1x4x12xf32>
    %105:2 = "linalg.generic"(%100, %104, %102) <{indexing_maps = [#map7, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg111: f32, %arg112: f32, %arg113: i64):
      %221 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %222 = "arith.index_cast"(%221) : (index) -> i64
      %223 = "arith.maximumf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %224 = "arith.cmpf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %225 = "arith.select"(%224, %222, %arg113) : (i1, i64, i64) -> i64
      "linalg.yield"(%223, %225) : (f32, i64) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12xf32>, tensor<1x4x12xi64>) -> (tensor<1x4x12xf32>, tensor<1x4x12xi64>)
    %106 = "tensor.expand_shape"(%105#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 12, 1>}> : (tensor<1x4x12xf32>) -> tensor<1x4x12x1xf32>
    %107 = "linalg.generic"(%100, %106, %99) <{indexing_maps = [#map7, #map18, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
      %220 = "arith.subf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%220) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %108 = "linalg.generic"(%107, %99) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      %219 = "math.exp"(%arg106) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%219) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %109 = "tensor.empty"() : () -> tensor<1x4x12x1xf32>
    %110 = "linalg.fill"(%2, %109) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f32):
      "linalg.yield"(%arg104) : (f32) -> ()
    }) : (f32, tensor<1x4x12x1xf32>) -> tensor<1x4x12x1xf32>
    %111 = "linalg.generic"(%108, %110) <{indexing_maps = [#map7, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      %218 = "arith.addf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%218) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>) -> tensor<1x4x12x1xf32>
    %112 = "linalg.generic"(%108, %111, %99) <{indexing_maps = [#map7, #map18, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %217 = "arith.divf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%217) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %113 = "tensor.empty"() : () -> tensor<1x4x12x12xi1>
    %114 = "linalg.generic"(%100, %113) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg97: f32, %arg98: i1):
      %215 = "arith.extf"(%arg97) : (f32) -> f64
      %216 = "arith.cmpf"(%215, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%216) : (i1) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x12xi1>) -> tensor<1x4x12x12xi1>
    %115 = "tensor.empty"() : () -> tensor<1x4x12x1xi1>
    %116 = "linalg.fill"(%4, %115) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: i1, %arg96: i1):
      "linalg.yield"(%arg95) : (i1) -> ()
    }) : (i1, tensor<1x4x12x1xi1>) -> tensor<1x4x12x1xi1>
    %117 = "linalg.generic"(%114, %116) <{indexing_maps = [#map7, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: i1, %arg94: i1):
      %214 = "arith.andi"(%arg93, %arg94) : (i1, i1) -> i1
      "linalg.yield"(%214) : (i1) -> ()
    }) : (tensor<1x4x12x12xi1>, tensor<1x4x12x1xi1>) -> tensor<1x4x12x1xi1>
    %118 = "linalg.generic"(%117, %6, %112, %99) <{indexing_maps = [#map18, #map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg89: i1, %arg90: f32, %arg91: f32, %arg92: f32):
      %213 = "arith.select"(%arg89, %arg90, %arg91) : (i1, f32, f32) -> f32
      "linalg.yield"(%213) : (f32) -> ()
    }) : (tensor<1x4x12x1xi1>, tensor<1x4x12x12xf32>, tensor<1x4x12x12xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %119 = "tensor.collapse_shape"(%118) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x12x12xf32>) -> tensor<4x12x12xf32>
    %120 = "tensor.collapse_shape"(%77) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x12x16xf32>) -> tensor<4x12x16xf32>
    %121 = "tensor.empty"() : () -> tensor<4x12x16xf32>
    %122 = "linalg.fill"(%2, %121) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      "linalg.yield"(%arg87) : (f32) -> ()
    }) : (f32, tensor<4x12x16xf32>) -> tensor<4x12x16xf32>
    %123 = "linalg.batch_matmul"(%119, %120, %122) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %211 = "arith.mulf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %212 = "arith.addf"(%arg86, %211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%212) : (f32) -> ()
    }) : (tensor<4x12x12xf32>, tensor<4x12x16xf32>, tensor<4x12x16xf32>) -> tensor<4x12x16xf32>
    %124 = "tensor.expand_shape"(%123) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 12, 16>}> : (tensor<4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %125 = "linalg.generic"(%124, %36) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: bf16):
      %210 = "arith.truncf"(%arg82) : (f32) -> bf16
      "linalg.yield"(%210) : (bf16) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xbf16>
    %126 = "tensor.empty"() : () -> tensor<1x12x4x16xbf16>
    %127 = "linalg.transpose"(%125, %126) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg80: bf16, %arg81: bf16):
      "linalg.yield"(%arg80) : (bf16) -> ()
    }) : (tensor<1x4x12x16xbf16>, tensor<1x12x4x16xbf16>) -> tensor<1x12x4x16xbf16>
    %128 = "linalg.transpose"(%arg4, %27) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg78: bf16, %arg79: bf16):
      "linalg.yield"(%arg78) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %129 = "tensor.collapse_shape"(%127) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x12x4x16xbf16>) -> tensor<12x64xbf16>
    %130 = "linalg.matmul"(%129, %128, %31) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: bf16, %arg76: bf16, %arg77: f32):
      %206 = "arith.extf"(%arg75) : (bf16) -> f32
      %207 = "arith.extf"(%arg76) : (bf16) -> f32
      %208 = "arith.mulf"(%206, %207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %209 = "arith.addf"(%arg77, %208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<12x64xbf16>, tensor<64x64xbf16>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %131 = "linalg.generic"(%130, %33) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: bf16):
      %205 = "arith.truncf"(%arg73) : (f32) -> bf16
      "linalg.yield"(%205) : (bf16) -> ()
    }) : (tensor<12x64xf32>, tensor<12x64xbf16>) -> tensor<12x64xbf16>
    %132 = "tensor.expand_shape"(%131) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 12, 64>}> : (tensor<12x64xbf16>) -> tensor<1x12x64xbf16>
    %133 = "linalg.generic"(%arg11, %132, %24) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: bf16, %arg71: bf16, %arg72: bf16):
      %204 = "arith.addf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%204) : (bf16) -> ()
    }) : (tensor<1x12x64xbf16>, tensor<1x12x64xbf16>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>
    %134 = "linalg.generic"(%133, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: bf16, %arg69: f32):
      %203 = "arith.extf"(%arg68) : (bf16) -> f32
      "linalg.yield"(%203) : (f32) -> ()
    }) : (tensor<1x12x64xbf16>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %135 = "linalg.generic"(%134, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      %202 = "math.fpowi"(%arg66, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%202) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %136 = "linalg.generic"(%135, %18) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      %201 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%201) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %137 = "linalg.generic"(%136, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      %200 = "arith.divf"(%arg62, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%200) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %138 = "linalg.generic"(%137, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      %198 = "arith.truncf"(%11) : (f64) -> f32
      %199 = "arith.addf"(%arg60, %198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%199) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %139 = "linalg.generic"(%138, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      %197 = "math.rsqrt"(%arg58) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%197) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %140 = "linalg.generic"(%134, %139, %14) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %196 = "arith.mulf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %141 = "linalg.generic"(%140, %24) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: bf16):
      %195 = "arith.truncf"(%arg53) : (f32) -> bf16
      "linalg.yield"(%195) : (bf16) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>
    %142 = "linalg.generic"(%arg5, %141, %24) <{indexing_maps = [#map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: bf16, %arg51: bf16, %arg52: bf16):
      %194 = "arith.mulf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%194) : (bf16) -> ()
    }) : (tensor<64xbf16>, tensor<1x12x64xbf16>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>
    %143 = "tensor.empty"() : () -> tensor<64x128xbf16>
    %144 = "linalg.transpose"(%arg6, %143) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg48: bf16, %arg49: bf16):
      "linalg.yield"(%arg48) : (bf16) -> ()
    }) : (tensor<128x64xbf16>, tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %145 = "tensor.collapse_shape"(%142) <{reassociation = [[0, 1], [2]]}> : (tensor<1x12x64xbf16>) -> tensor<12x64xbf16>
    %146 = "tensor.empty"() : () -> tensor<12x128xf32>
    %147 = "linalg.fill"(%2, %146) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<12x128xf32>) -> tensor<12x128xf32>
    %148 = "linalg.matmul"(%145, %144, %147) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: bf16, %arg44: bf16, %arg45: f32):
      %190 = "arith.extf"(%arg43) : (bf16) -> f32
      %191 = "arith.extf"(%arg44) : (bf16) -> f32
      %192 = "arith.mulf"(%190, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %193 = "arith.addf"(%arg45, %192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%193) : (f32) -> ()
    }) : (tensor<12x64xbf16>, tensor<64x128xbf16>, tensor<12x128xf32>) -> tensor<12x128xf32>
    %149 = "tensor.empty"() : () -> tensor<12x128xbf16>
    %150 = "linalg.generic"(%148, %149) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: bf16):
      %189 = "arith.truncf"(%arg41) : (f32) -> bf16
      "linalg.yield"(%189) : (bf16) -> ()
    }) : (tensor<12x128xf32>, tensor<12x128xbf16>) -> tensor<12x128xbf16>
    %151 = "tensor.expand_shape"(%150) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 12, 128>}> : (tensor<12x128xbf16>) -> tensor<1x12x128xbf16>
    %152 = "tensor.empty"() : () -> tensor<1x12x128xf32>
    %153 = "linalg.generic"(%151, %152) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: f32):
      %188 = "arith.extf"(%arg39) : (bf16) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x12x128xbf16>, tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %154 = "linalg.generic"(%153, %152) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      %184 = "arith.negf"(%arg37) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %185 = "math.exp"(%184) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %186 = "arith.addf"(%185, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %187 = "arith.divf"(%5, %186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<1x12x128xf32>, tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %155 = "linalg.generic"(%153, %154, %152) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %183 = "arith.mulf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%183) : (f32) -> ()
    }) : (tensor<1x12x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %156 = "tensor.empty"() : () -> tensor<1x12x128xbf16>
    %157 = "linalg.generic"(%155, %156) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: bf16):
      %182 = "arith.truncf"(%arg32) : (f32) -> bf16
      "linalg.yield"(%182) : (bf16) -> ()
    }) : (tensor<1x12x128xf32>, tensor<1x12x128xbf16>) -> tensor<1x12x128xbf16>
    %158 = "linalg.transpose"(%arg7, %143) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg30: bf16, %arg31: bf16):
      "linalg.yield"(%arg30) : (bf16) -> ()
    }) : (tensor<128x64xbf16>, tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %159 = "linalg.matmul"(%145, %158, %147) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: bf16, %arg28: bf16, %arg29: f32):
      %178 = "arith.extf"(%arg27) : (bf16) -> f32
      %179 = "arith.extf"(%arg28) : (bf16) -> f32
      %180 = "arith.mulf"(%178, %179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %181 = "arith.addf"(%arg29, %180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%181) : (f32) -> ()
    }) : (tensor<12x64xbf16>, tensor<64x128xbf16>, tensor<12x128xf32>) -> tensor<12x128xf32>
    %160 = "linalg.generic"(%159, %149) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: bf16):
      %177 = "arith.truncf"(%arg25) : (f32) -> bf16
      "linalg.yield"(%177) : (bf16) -> ()
    }) : (tensor<12x128xf32>, tensor<12x128xbf16>) -> tensor<12x128xbf16>
    %161 = "tensor.expand_shape"(%160) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 12, 128>}> : (tensor<12x128xbf16>) -> tensor<1x12x128xbf16>
    %162 = "linalg.generic"(%157, %161, %156) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: bf16, %arg23: bf16, %arg24: bf16):
      %176 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%176) : (bf16) -> ()
    }) : (tensor<1x12x128xbf16>, tensor<1x12x128xbf16>, tensor<1x12x128xbf16>) -> tensor<1x12x128xbf16>
    %163 = "tensor.empty"() : () -> tensor<128x64xbf16>
    %164 = "linalg.transpose"(%arg8, %163) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg20: bf16, %arg21: bf16):
      "linalg.yield"(%arg20) : (bf16) -> ()
    }) : (tensor<64x128xbf16>, tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %165 = "tensor.collapse_shape"(%162) <{reassociation = [[0, 1], [2]]}> : (tensor<1x12x128xbf16>) -> tensor<12x128xbf16>
    %166 = "linalg.matmul"(%165, %164, %31) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: bf16, %arg19: f32):
      %172 = "arith.extf"(%arg17) : (bf16) -> f32
      %173 = "arith.extf"(%arg18) : (bf16) -> f32
      %174 = "arith.mulf"(%172, %173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %175 = "arith.addf"(%arg19, %174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<12x128xbf16>, tensor<128x64xbf16>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %167 = "linalg.generic"(%166, %33) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: bf16):
      %171 = "arith.truncf"(%arg15) : (f32) -> bf16
      "linalg.yield"(%171) : (bf16) -> ()
    }) : (tensor<12x64xf32>, tensor<12x64xbf16>) -> tensor<12x64xbf16>
    %168 = "tensor.expand_shape"(%167) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 12, 64>}> : (tensor<12x64xbf16>) -> tensor<1x12x64xbf16>
    %169 = "linalg.generic"(%133, %168, %24) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: bf16, %arg13: bf16, %arg14: bf16):
      %170 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%170) : (bf16) -> ()
    }) : (tensor<1x12x64xbf16>, tensor<1x12x64xbf16>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>
    "func.return"(%169) : (tensor<1x12x64xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
