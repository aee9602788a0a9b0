// llama_layer_small: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 11 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0) -> (d0)>
#map11 = affine_map<(d0, d1) -> (0, d1)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> (d0, d1)>
#map14 = affine_map<(d0, d1) -> ()>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<12x16xf32>, tensor<12x16xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<128x64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<12x16xf32>, %arg10: tensor<12x16xf32>, %arg11: tensor<1x12x64xf32>):
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
    ^bb0(%arg194: f32, %arg195: f32):
      %217 = "math.fpowi"(%arg194, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%217) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %16 = "tensor.empty"() : () -> tensor<1x12x1xf32>
    %17 = "linalg.fill"(%2, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (f32, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %18 = "linalg.generic"(%15, %17) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32):
      %216 = "arith.addf"(%arg190, %arg191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%216) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %19 = "linalg.generic"(%18, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: f32, %arg189: f32):
      %215 = "arith.divf"(%arg188, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%215) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %20 = "linalg.generic"(%19, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg186: f32, %arg187: f32):
      %213 = "arith.truncf"(%11) : (f64) -> f32
      %214 = "arith.addf"(%arg186, %213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%214) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %21 = "linalg.generic"(%20, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f32):
      %212 = "math.rsqrt"(%arg184) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%212) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %22 = "linalg.generic"(%arg11, %21, %14) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32, %arg183: f32):
      %211 = "arith.mulf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%211) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %23 = "linalg.generic"(%arg0, %22, %14) <{indexing_maps = [#map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg178: f32, %arg179: f32, %arg180: f32):
      %210 = "arith.mulf"(%arg178, %arg179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%210) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %24 = "tensor.empty"() : () -> tensor<64x64xf32>
    %25 = "linalg.transpose"(%arg1, %24) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg176: f32, %arg177: f32):
      "linalg.yield"(%arg176) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %26 = "tensor.collapse_shape"(%23) <{reassociation = [[0, 1], [2]]}> : (tensor<1x12x64xf32>) -> tensor<12x64xf32>
    %27 = "tensor.empty"() : () -> tensor<12x64xf32>
    %28 = "linalg.fill"(%2, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32):
      "linalg.yield"(%arg174) : (f32) -> ()
    }) : (f32, tensor<12x64xf32>) -> tensor<12x64xf32>
    %29 = "linalg.matmul"(%26, %25, %28) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg171: f32, %arg172: f32, %arg173: f32):
      %208 = "arith.mulf"(%arg171, %arg172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %209 = "arith.addf"(%arg173, %208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%209) : (f32) -> ()
    }) : (tensor<12x64xf32>, tensor<64x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %30 = "tensor.expand_shape"(%29) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 12, 4, 16>}> : (tensor<12x64xf32>) -> tensor<1x12x4x16xf32>
    %31 = "tensor.empty"() : () -> tensor<1x4x12x16xf32>
    %32 = "linalg.transpose"(%30, %31) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg169: f32, %arg170: f32):
      "linalg.yield"(%arg169) : (f32) -> ()
    }) : (tensor<1x12x4x16xf32>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %33 = "tensor.empty"() : () -> tensor<64x32xf32>
    %34 = "linalg.transpose"(%arg2, %33) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg167: f32, %arg168: f32):
      "linalg.yield"(%arg167) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %35 = "tensor.empty"() : () -> tensor<12x32xf32>
    %36 = "linalg.fill"(%2, %35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg165: f32, %arg166: f32):
      "linalg.yield"(%arg165) : (f32) -> ()
    }) : (f32, tensor<12x32xf32>) -> tensor<12x32xf32>
    %37 = "linalg.matmul"(%26, %34, %36) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32, %arg164: f32):
      %206 = "arith.mulf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %207 = "arith.addf"(%arg164, %206) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%207) : (f32) -> ()
    }) : (tensor<12x64xf32>, tensor<64x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %38 = "tensor.expand_shape"(%37) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 12, 2, 16>}> : (tensor<12x32xf32>) -> tensor<1x12x2x16xf32>
    %39 = "tensor.empty"() : () -> tensor<1x2x12x16xf32>
    %40 = "linalg.transpose"(%38, %39) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg160: f32, %arg161: f32):
      "linalg.yield"(%arg160) : (f32) -> ()
    }) : (tensor<1x12x2x16xf32>, tensor<1x2x12x16xf32>) -> tensor<1x2x12x16xf32>
    %41 = "linalg.transpose"(%arg3, %33) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg158: f32, %arg159: f32):
      "linalg.yield"(%arg158) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %42 = "linalg.matmul"(%26, %41, %36) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32, %arg157: f32):
      %204 = "arith.mulf"(%arg155, %arg156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %205 = "arith.addf"(%arg157, %204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%205) : (f32) -> ()
    }) : (tensor<12x64xf32>, tensor<64x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %43 = "tensor.expand_shape"(%42) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 12, 2, 16>}> : (tensor<12x32xf32>) -> tensor<1x12x2x16xf32>
    %44 = "linalg.transpose"(%43, %39) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg153: f32, %arg154: f32):
      "linalg.yield"(%arg153) : (f32) -> ()
    }) : (tensor<1x12x2x16xf32>, tensor<1x2x12x16xf32>) -> tensor<1x2x12x16xf32>
    %45 = "linalg.generic"(%32, %arg9, %31) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32, %arg152: f32):
      %203 = "arith.mulf"(%arg150, %arg151) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%203) : (f32) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<12x16xf32>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %46 = "tensor.extract_slice"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 8>, static_sizes = array<i64: 1, 4, 12, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x12x16xf32>) -> tensor<1x4x12x8xf32>
    %47 = "tensor.empty"() : () -> tensor<1x4x12x8xf32>
    %48 = "linalg.generic"(%46, %47) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32):
      %202 = "arith.negf"(%arg148) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%202) : (f32) -> ()
    }) : (tensor<1x4x12x8xf32>, tensor<1x4x12x8xf32>) -> tensor<1x4x12x8xf32>
    %49 = "tensor.extract_slice"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 4, 12, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x12x16xf32>) -> tensor<1x4x12x8xf32>
    %50 = "tensor.concat"(%48, %49) <{dim = 3 : i64}> : (tensor<1x4x12x8xf32>, tensor<1x4x12x8xf32>) -> tensor<1x4x12x16xf32>
    %51 = "linalg.generic"(%50, %arg10, %31) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg145: f32, %arg146: f32, %arg147: f32):
      %201 = "arith.mulf"(%arg145, %arg146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%201) : (f32) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<12x16xf32>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %52 = "linalg.generic"(%45, %51, %31) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32, %arg144: f32):
      %200 = "arith.addf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%200) : (f32) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<1x4x12x16xf32>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %53 = "linalg.generic"(%40, %arg9, %39) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f32, %arg141: f32):
      %199 = "arith.mulf"(%arg139, %arg140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%199) : (f32) -> ()
    }) : (tensor<1x2x12x16xf32>, tensor<12x16xf32>, tensor<1x2x12x16xf32>) -> tensor<1x2x12x16xf32>
    %54 = "tensor.extract_slice"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 8>, static_sizes = array<i64: 1, 2, 12, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x12x16xf32>) -> tensor<1x2x12x8xf32>
    %55 = "tensor.empty"() : () -> tensor<1x2x12x8xf32>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      %198 = "arith.negf"(%arg137) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%198) : (f32) -> ()
    }) : (tensor<1x2x12x8xf32>, tensor<1x2x12x8xf32>) -> tensor<1x2x12x8xf32>
    %57 = "tensor.extract_slice"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 2, 12, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x12x16xf32>) -> tensor<1x2x12x8xf32>
    %58 = "tensor.concat"(%56, %57) <{dim = 3 : i64}> : (tensor<1x2x12x8xf32>, tensor<1x2x12x8xf32>) -> tensor<1x2x12x16xf32>
    %59 = "linalg.generic"(%58, %arg10, %39) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: f32, %arg135: f32, %arg136: f32):
      %197 = "arith.mulf"(%arg134, %arg135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%197) : (f32) -> ()
    }) : (tensor<1x2x12x16xf32>, tensor<12x16xf32>, tensor<1x2x12x16xf32>) -> tensor<1x2x12x16xf32>
    %60 = "linalg.generic"(%53, %59, %39) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32, %arg133: f32):
      %196 = "arith.addf"(%arg131, %arg132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<1x2x12x16xf32>, tensor<1x2x12x16xf32>, tensor<1x2x12x16xf32>) -> tensor<1x2x12x16xf32>
    %61 = "tensor.empty"() : () -> tensor<1x2x2x12x16xf32>
    %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32):
      "linalg.yield"(%arg129) : (f32) -> ()
    }) : (tensor<1x2x12x16xf32>, tensor<1x2x2x12x16xf32>) -> tensor<1x2x2x12x16xf32>
    %63 = "tensor.collapse_shape"(%62) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x2x2x12x16xf32>) -> tensor<1x4x12x16xf32>
    %64 = "linalg.generic"(%44, %61) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32):
      "linalg.yield"(%arg127) : (f32) -> ()
    }) : (tensor<1x2x12x16xf32>, tensor<1x2x2x12x16xf32>) -> tensor<1x2x2x12x16xf32>
    %65 = "linalg.generic"(%52, %31) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      %195 = "arith.mulf"(%arg125, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%195) : (f32) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %66 = "tensor.empty"() : () -> tensor<12xi64>
    %67 = "linalg.generic"(%66) <{indexing_maps = [#map10], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg124: i64):
      %193 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %194 = "arith.index_cast"(%193) : (index) -> i64
      "linalg.yield"(%194) : (i64) -> ()
    }) : (tensor<12xi64>) -> tensor<12xi64>
    %68 = "tensor.expand_shape"(%67) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 12>}> : (tensor<12xi64>) -> tensor<1x12xi64>
    %69 = "tensor.expand_shape"(%67) <{reassociation = [[0, 1]], static_output_shape = array<i64: 12, 1>}> : (tensor<12xi64>) -> tensor<12x1xi64>
    %70 = "tensor.empty"() : () -> tensor<12x12xi64>
    %71 = "linalg.generic"(%68, %69, %70) <{indexing_maps = [#map11, #map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg121: i64, %arg122: i64, %arg123: i64):
      %192 = "arith.subi"(%arg121, %arg122) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%192) : (i64) -> ()
    }) : (tensor<1x12xi64>, tensor<12x1xi64>, tensor<12x12xi64>) -> tensor<12x12xi64>
    %72 = "tensor.empty"() : () -> tensor<12x12xi1>
    %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: i64, %arg120: i1):
      %191 = "arith.cmpi"(%arg119, %1) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%191) : (i1) -> ()
    }) : (tensor<12x12xi64>, tensor<12x12xi1>) -> tensor<12x12xi1>
    %74 = "linalg.generic"(%73, %9, %72) <{indexing_maps = [#map13, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: i1, %arg117: i1, %arg118: i1):
      %190 = "arith.andi"(%arg116, %arg117) : (i1, i1) -> i1
      "linalg.yield"(%190) : (i1) -> ()
    }) : (tensor<12x12xi1>, tensor<12x12xi1>, tensor<12x12xi1>) -> tensor<12x12xi1>
    %75 = "tensor.empty"() : () -> tensor<12x12xf32>
    %76 = "linalg.generic"(%74, %7, %8, %75) <{indexing_maps = [#map13, #map14, #map14, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg112: i1, %arg113: f32, %arg114: f32, %arg115: f32):
      %189 = "arith.select"(%arg112, %arg113, %arg114) : (i1, f32, f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<12x12xi1>, tensor<f32>, tensor<f32>, tensor<12x12xf32>) -> tensor<12x12xf32>
    %77 = "tensor.empty"() : () -> tensor<1x4x16x12xf32>
    %78 = "linalg.transpose"(%63, %77) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<1x4x16x12xf32>) -> tensor<1x4x16x12xf32>
    %79 = "linalg.generic"(%78, %77) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      %188 = "arith.mulf"(%arg108, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x4x16x12xf32>, tensor<1x4x16x12xf32>) -> tensor<1x4x16x12xf32>
    %80 = "tensor.collapse_shape"(%65) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x12x16xf32>) -> tensor<4x12x16xf32>
    %81 = "tensor.collapse_shape"(%79) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x12xf32>) -> tensor<4x16x12xf32>
    %82 = "tensor.empty"() : () -> tensor<4x12x12xf32>
    %83 = "linalg.fill"(%2, %82) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      "linalg.yield"(%arg106) : (f32) -> ()
    }) : (f32, tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
    %84 = "linalg.batch_matmul"(%80, %81, %83) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
      %186 = "arith.mulf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %187 = "arith.addf"(%arg105, %186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<4x12x16xf32>, tensor<4x16x12xf32>, tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
    %85 = "tensor.expand_shape"(%84) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 12, 12>}> : (tensor<4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %86 = "tensor.empty"() : () -> tensor<1x4x12x12xf32>
    %87 = "linalg.generic"(%85, %76, %86) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg100: f32, %arg101: f32, %arg102: f32):
      %185 = "arith.addf"(%arg100, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<12x12xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %88 = "tensor.empty"() : () -> tensor<1x4x12xi64>
    %89 = "linalg.fill"(%1, %88) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: i64, %arg99: i64):
      "linalg.yield"(%arg98) : (i64) -> ()
    }) : (i64, tensor<1x4x12xi64>) -> tensor<1x4x12xi64>
    %90 = "tensor.empty"() : () -> tensor<1x4x12xf32>
    %91 = "linalg.fill"(%3, %90) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      "linalg.yield"(%arg96) : (f32) -> ()
    }) : (f32, tensor<1x4x12xf32>) -> tensor<1x4x12xf32>
    %92:2 = "linalg.generic"(%87, %91, %89) <{indexing_maps = [#map6, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: i64):
      %180 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %181 = "arith.index_cast"(%180) : (index) -> i64
      %182 = "arith.maximumf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %183 = "arith.cmpf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %184 = "arith.select"(%183, %181, %arg95) : (i1, i64, i64) -> i64
      "linalg.yield"(%182, %184) : (f32, i64) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12xf32>, tensor<1x4x12xi64>) -> (tensor<1x4x12xf32>, tensor<1x4x12xi64>)
    %93 = "tensor.expand_shape"(%92#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 12, 1>}> : (tensor<1x4x12xf32>) -> tensor<1x4x12x1xf32>
    %94 = "linalg.generic"(%87, %93, %86) <{indexing_maps = [#map6, #map18, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
      %179 = "arith.subf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%179) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %95 = "linalg.generic"(%94, %86) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      %178 = "math.exp"(%arg88) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%178) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %96 = "tensor.empty"() : () -> tensor<1x4x12x1xf32>
    %97 = "linalg.fill"(%2, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32):
      "linalg.yield"(%arg86) : (f32) -> ()
    }) : (f32, tensor<1x4x12x1xf32>) -> tensor<1x4x12x1xf32>
    %98 = "linalg.generic"(%95, %97) <{indexing_maps = [#map6, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32):
      %177 = "arith.addf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%177) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>) -> tensor<1x4x12x1xf32>
    %99 = "linalg.generic"(%95, %98, %86) <{indexing_maps = [#map6, #map18, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
      %176 = "arith.divf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%176) : (f32) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %100 = "tensor.empty"() : () -> tensor<1x4x12x12xi1>
    %101 = "linalg.generic"(%87, %100) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32, %arg80: i1):
      %174 = "arith.extf"(%arg79) : (f32) -> f64
      %175 = "arith.cmpf"(%174, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%175) : (i1) -> ()
    }) : (tensor<1x4x12x12xf32>, tensor<1x4x12x12xi1>) -> tensor<1x4x12x12xi1>
    %102 = "tensor.empty"() : () -> tensor<1x4x12x1xi1>
    %103 = "linalg.fill"(%4, %102) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: i1, %arg78: i1):
      "linalg.yield"(%arg77) : (i1) -> ()
    }) : (i1, tensor<1x4x12x1xi1>) -> tensor<1x4x12x1xi1>
    %104 = "linalg.generic"(%101, %103) <{indexing_maps = [#map6, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: i1, %arg76: i1):
      %173 = "arith.andi"(%arg75, %arg76) : (i1, i1) -> i1
      "linalg.yield"(%173) : (i1) -> ()
    }) : (tensor<1x4x12x12xi1>, tensor<1x4x12x1xi1>) -> tensor<1x4x12x1xi1>
    %105 = "linalg.generic"(%104, %6, %99, %86) <{indexing_maps = [#map18, #map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg71: i1, %arg72: f32, %arg73: f32, %arg74: f32):
      %172 = "arith.select"(%arg71, %arg72, %arg73) : (i1, f32, f32) -> f32
      "linalg.yield"(%172) : (f32) -> ()
    }) : (tensor<1x4x12x1xi1>, tensor<1x4x12x12xf32>, tensor<1x4x12x12xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %106 = "tensor.collapse_shape"(%105) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x12x12xf32>) -> tensor<4x12x12xf32>
    %107 = "tensor.collapse_shape"(%64) <{reassociation = [[0, 1, 2], [3], [4]]}> : (tensor<1x2x2x12x16xf32>) -> tensor<4x12x16xf32>
    %108 = "tensor.empty"() : () -> tensor<4x12x16xf32>
    %109 = "linalg.fill"(%2, %108) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      "linalg.yield"(%arg69) : (f32) -> ()
    }) : (f32, tensor<4x12x16xf32>) -> tensor<4x12x16xf32>
    %110 = "linalg.batch_matmul"(%106, %107, %109) <{indexing_maps = [#map15, #map16, #map17], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %170 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %171 = "arith.addf"(%arg68, %170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%171) : (f32) -> ()
    }) : (tensor<4x12x12xf32>, tensor<4x12x16xf32>, tensor<4x12x16xf32>) -> tensor<4x12x16xf32>
    %111 = "tensor.expand_shape"(%110) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 12, 16>}> : (tensor<4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %112 = "tensor.empty"() : () -> tensor<1x12x4x16xf32>
    %113 = "linalg.transpose"(%111, %112) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (tensor<1x4x12x16xf32>, tensor<1x12x4x16xf32>) -> tensor<1x12x4x16xf32>
    %114 = "linalg.transpose"(%arg4, %24) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %115 = "tensor.collapse_shape"(%113) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x12x4x16xf32>) -> tensor<12x64xf32>
    %116 = "linalg.matmul"(%115, %114, %28) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %168 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %169 = "arith.addf"(%arg61, %168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%169) : (f32) -> ()
    }) : (tensor<12x64xf32>, tensor<64x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %117 = "tensor.expand_shape"(%116) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 12, 64>}> : (tensor<12x64xf32>) -> tensor<1x12x64xf32>
    %118 = "linalg.generic"(%arg11, %117, %14) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %167 = "arith.addf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %119 = "linalg.generic"(%118, %14) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      %166 = "math.fpowi"(%arg54, %0) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
      "linalg.yield"(%166) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %120 = "linalg.generic"(%119, %17) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %165 = "arith.addf"(%arg52, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%165) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %121 = "linalg.generic"(%120, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %164 = "arith.divf"(%arg50, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%164) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %122 = "linalg.generic"(%121, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %162 = "arith.truncf"(%11) : (f64) -> f32
      %163 = "arith.addf"(%arg48, %162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%163) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %123 = "linalg.generic"(%122, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %161 = "math.rsqrt"(%arg46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<1x12x1xf32>, tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %124 = "linalg.generic"(%118, %123, %14) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %160 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %125 = "linalg.generic"(%arg5, %124, %14) <{indexing_maps = [#map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %159 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %126 = "tensor.empty"() : () -> tensor<64x128xf32>
    %127 = "linalg.transpose"(%arg6, %126) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %128 = "tensor.collapse_shape"(%125) <{reassociation = [[0, 1], [2]]}> : (tensor<1x12x64xf32>) -> tensor<12x64xf32>
    %129 = "tensor.empty"() : () -> tensor<12x128xf32>
    %130 = "linalg.fill"(%2, %129) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<12x128xf32>) -> tensor<12x128xf32>
    %131 = "linalg.matmul"(%128, %127, %130) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %157 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %158 = "arith.addf"(%arg35, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<12x64xf32>, tensor<64x128xf32>, tensor<12x128xf32>) -> tensor<12x128xf32>
    %132 = "tensor.expand_shape"(%131) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 12, 128>}> : (tensor<12x128xf32>) -> tensor<1x12x128xf32>
    %133 = "tensor.empty"() : () -> tensor<1x12x128xf32>
    %134 = "linalg.generic"(%132, %133) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %153 = "arith.negf"(%arg31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %154 = "math.exp"(%153) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %155 = "arith.addf"(%154, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %156 = "arith.divf"(%5, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<1x12x128xf32>, tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %135 = "linalg.generic"(%132, %134, %133) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %152 = "arith.mulf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%152) : (f32) -> ()
    }) : (tensor<1x12x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %136 = "linalg.transpose"(%arg7, %126) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %137 = "linalg.matmul"(%128, %136, %130) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %150 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %151 = "arith.addf"(%arg25, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<12x64xf32>, tensor<64x128xf32>, tensor<12x128xf32>) -> tensor<12x128xf32>
    %138 = "tensor.expand_shape"(%137) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 12, 128>}> : (tensor<12x128xf32>) -> tensor<1x12x128xf32>
    %139 = "linalg.generic"(%135, %138, %133) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %149 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<1x12x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %140 = "tensor.empty"() : () -> tensor<128x64xf32>
    %141 = "linalg.transpose"(%arg8, %140) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      "linalg.yield"(%arg18) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %142 = "tensor.collapse_shape"(%139) <{reassociation = [[0, 1], [2]]}> : (tensor<1x12x128xf32>) -> tensor<12x128xf32>
    %143 = "linalg.matmul"(%142, %141, %28) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %147 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %148 = "arith.addf"(%arg17, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<12x128xf32>, tensor<128x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %144 = "tensor.expand_shape"(%143) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 12, 64>}> : (tensor<12x64xf32>) -> tensor<1x12x64xf32>
    %145 = "linalg.generic"(%118, %144, %14) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %146 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<1x12x64xf32>, tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    "func.return"(%145) : (tensor<1x12x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
