// bert_tiny: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 39 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map11 = affine_map<(d0, d1) -> (d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<97x64xf32>, tensor<64x64xf32>, tensor<2x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x16xi64>) -> tensor<1x16x64xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<97x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<2x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<128x64xf32>, %arg32: tensor<128xf32>, %arg33: tensor<64x128xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<1x64xi64>, %arg38: tensor<1x64xi64>, %arg39: tensor<1x16xi64>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 97 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "arith.constant"() <{value = 9.9999999999999998E-13 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 6.400000e+01 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 6.400000e+01 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %17 = "tensor.extract_slice"(%arg37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (tensor<1x64xi64>) -> tensor<1x16xi64>
    %18 = "tensor.empty"() : () -> tensor<1x16xi64>
    %19 = "linalg.fill"(%0, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg469: i64, %arg470: i64):
      "linalg.yield"(%arg469) : (i64) -> ()
    }) : (i64, tensor<1x16xi64>) -> tensor<1x16xi64>
    %20 = "linalg.generic"(%17, %19) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg467: i64, %arg468: i64):
      %440 = "arith.index_cast"(%arg467) : (i64) -> index
      %441 = "arith.cmpi"(%440, %1) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%441) <{msg = "index must be smaller than dim size"}> : (i1) -> ()
      %442 = "arith.cmpi"(%arg467, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "cf.assert"(%442) <{msg = "index must be larger or equal to 0"}> : (i1) -> ()
      %443 = "tensor.extract"(%arg38, %12, %440) : (tensor<1x64xi64>, index, index) -> i64
      "linalg.yield"(%443) : (i64) -> ()
    }) : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi64>
    %21 = "tensor.empty"() : () -> tensor<1x16x64xf32>
    %22 = "linalg.generic"(%arg39, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg465: i64, %arg466: f32):
      %435 = "arith.index_cast"(%arg465) : (i64) -> index
      %436 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %437 = "arith.cmpi"(%435, %2) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%437) <{msg = "index must be smaller than dim size"}> : (i1) -> ()
      %438 = "arith.cmpi"(%arg465, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "cf.assert"(%438) <{msg = "index must be larger or equal to 0"}> : (i1) -> ()
      %439 = "tensor.extract"(%arg0, %435, %436) : (tensor<97x64xf32>, index, index) -> f32
      "linalg.yield"(%439) : (f32) -> ()
    }) : (tensor<1x16xi64>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %23 = "linalg.generic"(%20, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg463: i64, %arg464: f32):
      %430 = "arith.index_cast"(%arg463) : (i64) -> index
      %431 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %432 = "arith.cmpi"(%430, %3) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%432) <{msg = "index must be smaller than dim size"}> : (i1) -> ()
      %433 = "arith.cmpi"(%arg463, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "cf.assert"(%433) <{msg = "index must be larger or equal to 0"}> : (i1) -> ()
      %434 = "tensor.extract"(%arg2, %430, %431) : (tensor<2x64xf32>, index, index) -> f32
      "linalg.yield"(%434) : (f32) -> ()
    }) : (tensor<1x16xi64>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %24 = "linalg.generic"(%22, %23, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg460: f32, %arg461: f32, %arg462: f32):
      %429 = "arith.addf"(%arg460, %arg461) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%429) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %25 = "linalg.generic"(%17, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg458: i64, %arg459: f32):
      %424 = "arith.index_cast"(%arg458) : (i64) -> index
      %425 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %426 = "arith.cmpi"(%424, %1) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%426) <{msg = "index must be smaller than dim size"}> : (i1) -> ()
      %427 = "arith.cmpi"(%arg458, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "cf.assert"(%427) <{msg = "index must be larger or equal to 0"}> : (i1) -> ()
      %428 = "tensor.extract"(%arg1, %424, %425) : (tensor<64x64xf32>, index, index) -> f32
      "linalg.yield"(%428) : (f32) -> ()
    }) : (tensor<1x16xi64>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %26 = "linalg.generic"(%24, %25, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg455: f32, %arg456: f32, %arg457: f32):
      %423 = "arith.addf"(%arg455, %arg456) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%423) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %27 = "tensor.empty"() : () -> tensor<1x16x64xf64>
    %28 = "linalg.generic"(%26, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg453: f32, %arg454: f64):
      %422 = "arith.extf"(%arg453) : (f32) -> f64
      "linalg.yield"(%422) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %29 = "tensor.empty"() : () -> tensor<1x16x1xf64>
    %30 = "linalg.fill"(%4, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg451: f64, %arg452: f64):
      "linalg.yield"(%arg451) : (f64) -> ()
    }) : (f64, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %31 = "linalg.generic"(%28, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg449: f64, %arg450: f64):
      %421 = "arith.addf"(%arg449, %arg450) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%421) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %32 = "linalg.generic"(%31, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg447: f64, %arg448: f64):
      %420 = "arith.divf"(%arg447, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%420) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %33 = "linalg.generic"(%28, %32, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg444: f64, %arg445: f64, %arg446: f64):
      %419 = "arith.subf"(%arg444, %arg445) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%419) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %34 = "linalg.generic"(%33, %33, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg441: f64, %arg442: f64, %arg443: f64):
      %418 = "arith.mulf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%418) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %35 = "linalg.generic"(%34, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg439: f64, %arg440: f64):
      %417 = "arith.addf"(%arg439, %arg440) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%417) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %36 = "linalg.generic"(%35, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg437: f64, %arg438: f64):
      %416 = "arith.divf"(%arg437, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%416) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %37 = "tensor.empty"() : () -> tensor<1x16x1xf32>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg435: f64, %arg436: f32):
      %415 = "arith.truncf"(%arg435) : (f64) -> f32
      "linalg.yield"(%415) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %39 = "linalg.fill"(%5, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg433: f32, %arg434: f32):
      "linalg.yield"(%arg433) : (f32) -> ()
    }) : (f32, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %40 = "linalg.generic"(%26, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg431: f32, %arg432: f32):
      %414 = "arith.addf"(%arg431, %arg432) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%414) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %41 = "linalg.generic"(%40, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg429: f32, %arg430: f32):
      %413 = "arith.divf"(%arg429, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%413) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %42 = "linalg.generic"(%38, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg427: f32, %arg428: f32):
      %411 = "arith.truncf"(%11) : (f64) -> f32
      %412 = "arith.addf"(%arg427, %411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%412) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %43 = "linalg.generic"(%42, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg425: f32, %arg426: f32):
      %410 = "math.rsqrt"(%arg425) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%410) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %44 = "linalg.generic"(%26, %41, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg422: f32, %arg423: f32, %arg424: f32):
      %409 = "arith.subf"(%arg422, %arg423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%409) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %45 = "linalg.generic"(%44, %43, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg419: f32, %arg420: f32, %arg421: f32):
      %408 = "arith.mulf"(%arg419, %arg420) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%408) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %46 = "linalg.generic"(%45, %arg3, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg416: f32, %arg417: f32, %arg418: f32):
      %407 = "arith.mulf"(%arg416, %arg417) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%407) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %47 = "linalg.generic"(%46, %arg4, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg413: f32, %arg414: f32, %arg415: f32):
      %406 = "arith.addf"(%arg413, %arg414) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%406) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %48 = "tensor.empty"() : () -> tensor<16xi64>
    %49 = "linalg.generic"(%48) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg412: i64):
      %404 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %405 = "arith.index_cast"(%404) : (index) -> i64
      "linalg.yield"(%405) : (i64) -> ()
    }) : (tensor<16xi64>) -> tensor<16xi64>
    %50 = "tensor.expand_shape"(%49) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 1, 16, 1>}> : (tensor<16xi64>) -> tensor<1x1x16x1xi64>
    %51 = "tensor.empty"() : () -> tensor<1x1x16x1xi1>
    %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg410: i64, %arg411: i1):
      %403 = "arith.cmpi"(%arg410, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%403) : (i1) -> ()
    }) : (tensor<1x1x16x1xi64>, tensor<1x1x16x1xi1>) -> tensor<1x1x16x1xi1>
    %53 = "tensor.empty"() : () -> tensor<1x1x16x16xi1>
    %54 = "tensor.collapse_shape"(%52) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<1x1x16x1xi1>) -> tensor<1x1x16xi1>
    %55 = "linalg.generic"(%54, %53) <{indexing_maps = [#map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg408: i1, %arg409: i1):
      "linalg.yield"(%arg408) : (i1) -> ()
    }) : (tensor<1x1x16xi1>, tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xi1>
    %56 = "tensor.empty"() : () -> tensor<1x1x16x16xf32>
    %57 = "linalg.generic"(%55, %10, %9, %56) <{indexing_maps = [#map6, #map8, #map8, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg404: i1, %arg405: f32, %arg406: f32, %arg407: f32):
      %402 = "arith.select"(%arg404, %arg405, %arg406) : (i1, f32, f32) -> f32
      "linalg.yield"(%402) : (f32) -> ()
    }) : (tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>, tensor<1x1x16x16xf32>) -> tensor<1x1x16x16xf32>
    %58 = "tensor.collapse_shape"(%47) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %59 = "tensor.empty"() : () -> tensor<64x64xf32>
    %60 = "linalg.transpose"(%arg5, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg402: f32, %arg403: f32):
      "linalg.yield"(%arg402) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %61 = "tensor.empty"() : () -> tensor<16x64xf32>
    %62 = "linalg.fill"(%5, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg400: f32, %arg401: f32):
      "linalg.yield"(%arg400) : (f32) -> ()
    }) : (f32, tensor<16x64xf32>) -> tensor<16x64xf32>
    %63 = "linalg.matmul"(%58, %60, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg397: f32, %arg398: f32, %arg399: f32):
      %400 = "arith.mulf"(%arg397, %arg398) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %401 = "arith.addf"(%arg399, %400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%401) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %64 = "linalg.generic"(%arg6, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg395: f32, %arg396: f32):
      "linalg.yield"(%arg395) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %65 = "linalg.generic"(%63, %64, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32, %arg394: f32):
      %399 = "arith.addf"(%arg392, %arg393) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%399) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %66 = "tensor.expand_shape"(%65) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %67 = "tensor.empty"() : () -> tensor<1x4x16x16xf32>
    %68 = "linalg.transpose"(%66, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg390: f32, %arg391: f32):
      "linalg.yield"(%arg390) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %69 = "linalg.transpose"(%arg7, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg388: f32, %arg389: f32):
      "linalg.yield"(%arg388) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %70 = "linalg.matmul"(%58, %69, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg385: f32, %arg386: f32, %arg387: f32):
      %397 = "arith.mulf"(%arg385, %arg386) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %398 = "arith.addf"(%arg387, %397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%398) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %71 = "linalg.generic"(%arg8, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg383: f32, %arg384: f32):
      "linalg.yield"(%arg383) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %72 = "linalg.generic"(%70, %71, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg380: f32, %arg381: f32, %arg382: f32):
      %396 = "arith.addf"(%arg380, %arg381) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%396) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %73 = "tensor.expand_shape"(%72) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %74 = "linalg.transpose"(%arg9, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg378: f32, %arg379: f32):
      "linalg.yield"(%arg378) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %75 = "linalg.matmul"(%58, %74, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg375: f32, %arg376: f32, %arg377: f32):
      %394 = "arith.mulf"(%arg375, %arg376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %395 = "arith.addf"(%arg377, %394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%395) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %76 = "linalg.generic"(%arg10, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg373: f32, %arg374: f32):
      "linalg.yield"(%arg373) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %77 = "linalg.generic"(%75, %76, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg370: f32, %arg371: f32, %arg372: f32):
      %393 = "arith.addf"(%arg370, %arg371) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%393) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %78 = "tensor.expand_shape"(%77) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %79 = "linalg.transpose"(%78, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg368: f32, %arg369: f32):
      "linalg.yield"(%arg368) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %80 = "linalg.transpose"(%73, %67) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg366: f32, %arg367: f32):
      "linalg.yield"(%arg366) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %81 = "tensor.collapse_shape"(%68) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %82 = "tensor.collapse_shape"(%80) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %83 = "tensor.empty"() : () -> tensor<4x16x16xf32>
    %84 = "linalg.fill"(%5, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg364: f32, %arg365: f32):
      "linalg.yield"(%arg364) : (f32) -> ()
    }) : (f32, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %85 = "linalg.batch_matmul"(%81, %82, %84) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg361: f32, %arg362: f32, %arg363: f32):
      %391 = "arith.mulf"(%arg361, %arg362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %392 = "arith.addf"(%arg363, %391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%392) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %86 = "tensor.expand_shape"(%85) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 16, 16>}> : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %87 = "linalg.generic"(%86, %67) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg359: f32, %arg360: f32):
      %390 = "arith.mulf"(%arg359, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%390) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %88 = "linalg.generic"(%87, %57, %67) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg356: f32, %arg357: f32, %arg358: f32):
      %389 = "arith.addf"(%arg356, %arg357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%389) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %89 = "tensor.empty"() : () -> tensor<1x4x16xi64>
    %90 = "linalg.fill"(%0, %89) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg354: i64, %arg355: i64):
      "linalg.yield"(%arg354) : (i64) -> ()
    }) : (i64, tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %91 = "tensor.empty"() : () -> tensor<1x4x16xf32>
    %92 = "linalg.fill"(%6, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg352: f32, %arg353: f32):
      "linalg.yield"(%arg352) : (f32) -> ()
    }) : (f32, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %93:2 = "linalg.generic"(%88, %92, %90) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg349: f32, %arg350: f32, %arg351: i64):
      %384 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %385 = "arith.index_cast"(%384) : (index) -> i64
      %386 = "arith.maximumf"(%arg349, %arg350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %387 = "arith.cmpf"(%arg349, %arg350) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %388 = "arith.select"(%387, %385, %arg351) : (i1, i64, i64) -> i64
      "linalg.yield"(%386, %388) : (f32, i64) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xi64>) -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %94 = "tensor.expand_shape"(%93#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 16, 1>}> : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
    %95 = "linalg.generic"(%88, %94, %67) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg346: f32, %arg347: f32, %arg348: f32):
      %383 = "arith.subf"(%arg346, %arg347) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%383) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %96 = "linalg.generic"(%95, %67) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg344: f32, %arg345: f32):
      %382 = "math.exp"(%arg344) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%382) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %97 = "tensor.empty"() : () -> tensor<1x4x16x1xf32>
    %98 = "linalg.fill"(%5, %97) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg342: f32, %arg343: f32):
      "linalg.yield"(%arg342) : (f32) -> ()
    }) : (f32, tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %99 = "linalg.generic"(%96, %98) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg340: f32, %arg341: f32):
      %381 = "arith.addf"(%arg340, %arg341) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%381) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %100 = "linalg.generic"(%96, %99, %67) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
      %380 = "arith.divf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%380) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %101 = "tensor.collapse_shape"(%100) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %102 = "tensor.collapse_shape"(%79) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %103 = "linalg.batch_matmul"(%101, %102, %84) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg334: f32, %arg335: f32, %arg336: f32):
      %378 = "arith.mulf"(%arg334, %arg335) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %379 = "arith.addf"(%arg336, %378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%379) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %104 = "tensor.expand_shape"(%103) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 16, 16>}> : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %105 = "tensor.empty"() : () -> tensor<1x16x4x16xf32>
    %106 = "linalg.transpose"(%104, %105) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg332: f32, %arg333: f32):
      "linalg.yield"(%arg332) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %107 = "tensor.collapse_shape"(%106) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x16x4x16xf32>) -> tensor<16x64xf32>
    %108 = "linalg.transpose"(%arg11, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg330: f32, %arg331: f32):
      "linalg.yield"(%arg330) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %109 = "linalg.matmul"(%107, %108, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg327: f32, %arg328: f32, %arg329: f32):
      %376 = "arith.mulf"(%arg327, %arg328) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %377 = "arith.addf"(%arg329, %376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%377) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %110 = "linalg.generic"(%arg12, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg325: f32, %arg326: f32):
      "linalg.yield"(%arg325) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %111 = "linalg.generic"(%109, %110, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg322: f32, %arg323: f32, %arg324: f32):
      %375 = "arith.addf"(%arg322, %arg323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%375) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %112 = "tensor.expand_shape"(%111) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %113 = "linalg.generic"(%112, %47, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg319: f32, %arg320: f32, %arg321: f32):
      %374 = "arith.addf"(%arg319, %arg320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%374) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %114 = "linalg.generic"(%113, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg317: f32, %arg318: f64):
      %373 = "arith.extf"(%arg317) : (f32) -> f64
      "linalg.yield"(%373) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %115 = "linalg.generic"(%114, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg315: f64, %arg316: f64):
      %372 = "arith.addf"(%arg315, %arg316) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%372) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %116 = "linalg.generic"(%115, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg313: f64, %arg314: f64):
      %371 = "arith.divf"(%arg313, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%371) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %117 = "linalg.generic"(%114, %116, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg310: f64, %arg311: f64, %arg312: f64):
      %370 = "arith.subf"(%arg310, %arg311) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%370) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %118 = "linalg.generic"(%117, %117, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg307: f64, %arg308: f64, %arg309: f64):
      %369 = "arith.mulf"(%arg307, %arg308) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%369) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %119 = "linalg.generic"(%118, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg305: f64, %arg306: f64):
      %368 = "arith.addf"(%arg305, %arg306) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%368) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %120 = "linalg.generic"(%119, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg303: f64, %arg304: f64):
      %367 = "arith.divf"(%arg303, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%367) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %121 = "linalg.generic"(%120, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg301: f64, %arg302: f32):
      %366 = "arith.truncf"(%arg301) : (f64) -> f32
      "linalg.yield"(%366) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %122 = "linalg.generic"(%113, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg299: f32, %arg300: f32):
      %365 = "arith.addf"(%arg299, %arg300) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%365) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %123 = "linalg.generic"(%122, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg297: f32, %arg298: f32):
      %364 = "arith.divf"(%arg297, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%364) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %124 = "linalg.generic"(%121, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg295: f32, %arg296: f32):
      %362 = "arith.truncf"(%11) : (f64) -> f32
      %363 = "arith.addf"(%arg295, %362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%363) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %125 = "linalg.generic"(%124, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg293: f32, %arg294: f32):
      %361 = "math.rsqrt"(%arg293) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%361) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %126 = "linalg.generic"(%113, %123, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg290: f32, %arg291: f32, %arg292: f32):
      %360 = "arith.subf"(%arg290, %arg291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%360) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %127 = "linalg.generic"(%126, %125, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg287: f32, %arg288: f32, %arg289: f32):
      %359 = "arith.mulf"(%arg287, %arg288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%359) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %128 = "linalg.generic"(%127, %arg13, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg284: f32, %arg285: f32, %arg286: f32):
      %358 = "arith.mulf"(%arg284, %arg285) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%358) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %129 = "linalg.generic"(%128, %arg14, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32, %arg283: f32):
      %357 = "arith.addf"(%arg281, %arg282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%357) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %130 = "tensor.collapse_shape"(%129) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %131 = "tensor.empty"() : () -> tensor<64x128xf32>
    %132 = "linalg.transpose"(%arg15, %131) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg279: f32, %arg280: f32):
      "linalg.yield"(%arg279) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %133 = "tensor.empty"() : () -> tensor<16x128xf32>
    %134 = "linalg.fill"(%5, %133) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32):
      "linalg.yield"(%arg277) : (f32) -> ()
    }) : (f32, tensor<16x128xf32>) -> tensor<16x128xf32>
    %135 = "linalg.matmul"(%130, %132, %134) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg274: f32, %arg275: f32, %arg276: f32):
      %355 = "arith.mulf"(%arg274, %arg275) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %356 = "arith.addf"(%arg276, %355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%356) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %136 = "linalg.generic"(%arg16, %133) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32):
      "linalg.yield"(%arg272) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %137 = "linalg.generic"(%135, %136, %133) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg269: f32, %arg270: f32, %arg271: f32):
      %354 = "arith.addf"(%arg269, %arg270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%354) : (f32) -> ()
    }) : (tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %138 = "tensor.expand_shape"(%137) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 128>}> : (tensor<16x128xf32>) -> tensor<1x16x128xf32>
    %139 = "tensor.empty"() : () -> tensor<1x16x128xf32>
    %140 = "linalg.generic"(%138, %139) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32):
      %349 = "arith.divf"(%arg267, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %350 = "math.erf"(%349) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %351 = "arith.addf"(%350, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %352 = "arith.mulf"(%351, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %353 = "arith.mulf"(%arg267, %352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%353) : (f32) -> ()
    }) : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %141 = "tensor.collapse_shape"(%140) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x128xf32>) -> tensor<16x128xf32>
    %142 = "tensor.empty"() : () -> tensor<128x64xf32>
    %143 = "linalg.transpose"(%arg17, %142) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg265: f32, %arg266: f32):
      "linalg.yield"(%arg265) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %144 = "linalg.matmul"(%141, %143, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg262: f32, %arg263: f32, %arg264: f32):
      %347 = "arith.mulf"(%arg262, %arg263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %348 = "arith.addf"(%arg264, %347) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%348) : (f32) -> ()
    }) : (tensor<16x128xf32>, tensor<128x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %145 = "linalg.generic"(%arg18, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg260: f32, %arg261: f32):
      "linalg.yield"(%arg260) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %146 = "linalg.generic"(%144, %145, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg257: f32, %arg258: f32, %arg259: f32):
      %346 = "arith.addf"(%arg257, %arg258) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%346) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %147 = "tensor.expand_shape"(%146) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %148 = "linalg.generic"(%147, %129, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg254: f32, %arg255: f32, %arg256: f32):
      %345 = "arith.addf"(%arg254, %arg255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%345) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %149 = "linalg.generic"(%148, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg252: f32, %arg253: f64):
      %344 = "arith.extf"(%arg252) : (f32) -> f64
      "linalg.yield"(%344) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %150 = "linalg.generic"(%149, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg250: f64, %arg251: f64):
      %343 = "arith.addf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%343) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %151 = "linalg.generic"(%150, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg248: f64, %arg249: f64):
      %342 = "arith.divf"(%arg248, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%342) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %152 = "linalg.generic"(%149, %151, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg245: f64, %arg246: f64, %arg247: f64):
      %341 = "arith.subf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%341) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %153 = "linalg.generic"(%152, %152, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg242: f64, %arg243: f64, %arg244: f64):
      %340 = "arith.mulf"(%arg242, %arg243) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%340) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %154 = "linalg.generic"(%153, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg240: f64, %arg241: f64):
      %339 = "arith.addf"(%arg240, %arg241) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%339) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %155 = "linalg.generic"(%154, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg238: f64, %arg239: f64):
      %338 = "arith.divf"(%arg238, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%338) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %156 = "linalg.generic"(%155, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg236: f64, %arg237: f32):
      %337 = "arith.truncf"(%arg236) : (f64) -> f32
      "linalg.yield"(%337) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %157 = "linalg.generic"(%148, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg234: f32, %arg235: f32):
      %336 = "arith.addf"(%arg234, %arg235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%336) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %158 = "linalg.generic"(%157, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg232: f32, %arg233: f32):
      %335 = "arith.divf"(%arg232, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%335) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %159 = "linalg.generic"(%156, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg230: f32, %arg231: f32):
      %333 = "arith.truncf"(%11) : (f64) -> f32
      %334 = "arith.addf"(%arg230, %333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%334) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %160 = "linalg.generic"(%159, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32):
      %332 = "math.rsqrt"(%arg228) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%332) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %161 = "linalg.generic"(%148, %158, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32, %arg227: f32):
      %331 = "arith.subf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%331) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %162 = "linalg.generic"(%161, %160, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32, %arg224: f32):
      %330 = "arith.mulf"(%arg222, %arg223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%330) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %163 = "linalg.generic"(%162, %arg19, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32, %arg221: f32):
      %329 = "arith.mulf"(%arg219, %arg220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%329) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %164 = "linalg.generic"(%163, %arg20, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32, %arg218: f32):
      %328 = "arith.addf"(%arg216, %arg217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%328) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %165 = "tensor.collapse_shape"(%164) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %166 = "linalg.transpose"(%arg21, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg214: f32, %arg215: f32):
      "linalg.yield"(%arg214) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %167 = "linalg.matmul"(%165, %166, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg211: f32, %arg212: f32, %arg213: f32):
      %326 = "arith.mulf"(%arg211, %arg212) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %327 = "arith.addf"(%arg213, %326) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%327) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %168 = "linalg.generic"(%arg22, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32):
      "linalg.yield"(%arg209) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %169 = "linalg.generic"(%167, %168, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %325 = "arith.addf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%325) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %170 = "tensor.expand_shape"(%169) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %171 = "linalg.transpose"(%170, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %172 = "linalg.transpose"(%arg23, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg202: f32, %arg203: f32):
      "linalg.yield"(%arg202) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %173 = "linalg.matmul"(%165, %172, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg199: f32, %arg200: f32, %arg201: f32):
      %323 = "arith.mulf"(%arg199, %arg200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %324 = "arith.addf"(%arg201, %323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%324) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %174 = "linalg.generic"(%arg24, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32):
      "linalg.yield"(%arg197) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %175 = "linalg.generic"(%173, %174, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32, %arg196: f32):
      %322 = "arith.addf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%322) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %176 = "tensor.expand_shape"(%175) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %177 = "linalg.transpose"(%arg25, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      "linalg.yield"(%arg192) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %178 = "linalg.matmul"(%165, %177, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg189: f32, %arg190: f32, %arg191: f32):
      %320 = "arith.mulf"(%arg189, %arg190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %321 = "arith.addf"(%arg191, %320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%321) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %179 = "linalg.generic"(%arg26, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32):
      "linalg.yield"(%arg187) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %180 = "linalg.generic"(%178, %179, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg184: f32, %arg185: f32, %arg186: f32):
      %319 = "arith.addf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%319) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %181 = "tensor.expand_shape"(%180) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, 4, 16>}> : (tensor<16x64xf32>) -> tensor<1x16x4x16xf32>
    %182 = "linalg.transpose"(%181, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg182: f32, %arg183: f32):
      "linalg.yield"(%arg182) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %183 = "linalg.transpose"(%176, %67) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg180: f32, %arg181: f32):
      "linalg.yield"(%arg180) : (f32) -> ()
    }) : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %184 = "tensor.collapse_shape"(%171) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %185 = "tensor.collapse_shape"(%183) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %186 = "linalg.batch_matmul"(%184, %185, %84) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32, %arg179: f32):
      %317 = "arith.mulf"(%arg177, %arg178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %318 = "arith.addf"(%arg179, %317) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%318) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %187 = "tensor.expand_shape"(%186) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 16, 16>}> : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %188 = "linalg.generic"(%187, %67) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg175: f32, %arg176: f32):
      %316 = "arith.mulf"(%arg175, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%316) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %189 = "linalg.generic"(%188, %57, %67) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg172: f32, %arg173: f32, %arg174: f32):
      %315 = "arith.addf"(%arg172, %arg173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%315) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %190:2 = "linalg.generic"(%189, %92, %90) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg169: f32, %arg170: f32, %arg171: i64):
      %310 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %311 = "arith.index_cast"(%310) : (index) -> i64
      %312 = "arith.maximumf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %313 = "arith.cmpf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %314 = "arith.select"(%313, %311, %arg171) : (i1, i64, i64) -> i64
      "linalg.yield"(%312, %314) : (f32, i64) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16xi64>) -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %191 = "tensor.expand_shape"(%190#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 16, 1>}> : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
    %192 = "linalg.generic"(%189, %191, %67) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg166: f32, %arg167: f32, %arg168: f32):
      %309 = "arith.subf"(%arg166, %arg167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%309) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %193 = "linalg.generic"(%192, %67) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg164: f32, %arg165: f32):
      %308 = "math.exp"(%arg164) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%308) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %194 = "linalg.generic"(%193, %98) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg162: f32, %arg163: f32):
      %307 = "arith.addf"(%arg162, %arg163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%307) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %195 = "linalg.generic"(%193, %194, %67) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg159: f32, %arg160: f32, %arg161: f32):
      %306 = "arith.divf"(%arg159, %arg160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%306) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %196 = "tensor.collapse_shape"(%195) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %197 = "tensor.collapse_shape"(%182) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %198 = "linalg.batch_matmul"(%196, %197, %84) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg156: f32, %arg157: f32, %arg158: f32):
      %304 = "arith.mulf"(%arg156, %arg157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %305 = "arith.addf"(%arg158, %304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%305) : (f32) -> ()
    }) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %199 = "tensor.expand_shape"(%198) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 16, 16>}> : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %200 = "linalg.transpose"(%199, %105) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg154: f32, %arg155: f32):
      "linalg.yield"(%arg154) : (f32) -> ()
    }) : (tensor<1x4x16x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x16x4x16xf32>
    %201 = "tensor.collapse_shape"(%200) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x16x4x16xf32>) -> tensor<16x64xf32>
    %202 = "linalg.transpose"(%arg27, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg152: f32, %arg153: f32):
      "linalg.yield"(%arg152) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %203 = "linalg.matmul"(%201, %202, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg149: f32, %arg150: f32, %arg151: f32):
      %302 = "arith.mulf"(%arg149, %arg150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %303 = "arith.addf"(%arg151, %302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%303) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %204 = "linalg.generic"(%arg28, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32):
      "linalg.yield"(%arg147) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %205 = "linalg.generic"(%203, %204, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32, %arg146: f32):
      %301 = "arith.addf"(%arg144, %arg145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%301) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %206 = "tensor.expand_shape"(%205) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %207 = "linalg.generic"(%206, %164, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg141: f32, %arg142: f32, %arg143: f32):
      %300 = "arith.addf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%300) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %208 = "linalg.generic"(%207, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg139: f32, %arg140: f64):
      %299 = "arith.extf"(%arg139) : (f32) -> f64
      "linalg.yield"(%299) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %209 = "linalg.generic"(%208, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg137: f64, %arg138: f64):
      %298 = "arith.addf"(%arg137, %arg138) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%298) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %210 = "linalg.generic"(%209, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: f64, %arg136: f64):
      %297 = "arith.divf"(%arg135, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%297) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %211 = "linalg.generic"(%208, %210, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg132: f64, %arg133: f64, %arg134: f64):
      %296 = "arith.subf"(%arg132, %arg133) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%296) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %212 = "linalg.generic"(%211, %211, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg129: f64, %arg130: f64, %arg131: f64):
      %295 = "arith.mulf"(%arg129, %arg130) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%295) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %213 = "linalg.generic"(%212, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: f64, %arg128: f64):
      %294 = "arith.addf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%294) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %214 = "linalg.generic"(%213, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f64, %arg126: f64):
      %293 = "arith.divf"(%arg125, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%293) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %215 = "linalg.generic"(%214, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: f64, %arg124: f32):
      %292 = "arith.truncf"(%arg123) : (f64) -> f32
      "linalg.yield"(%292) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %216 = "linalg.generic"(%207, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32):
      %291 = "arith.addf"(%arg121, %arg122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%291) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %217 = "linalg.generic"(%216, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32):
      %290 = "arith.divf"(%arg119, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%290) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %218 = "linalg.generic"(%215, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: f32, %arg118: f32):
      %288 = "arith.truncf"(%11) : (f64) -> f32
      %289 = "arith.addf"(%arg117, %288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%289) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %219 = "linalg.generic"(%218, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: f32, %arg116: f32):
      %287 = "math.rsqrt"(%arg115) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%287) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %220 = "linalg.generic"(%207, %217, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: f32, %arg113: f32, %arg114: f32):
      %286 = "arith.subf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%286) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %221 = "linalg.generic"(%220, %219, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: f32, %arg110: f32, %arg111: f32):
      %285 = "arith.mulf"(%arg109, %arg110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%285) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %222 = "linalg.generic"(%221, %arg29, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg106: f32, %arg107: f32, %arg108: f32):
      %284 = "arith.mulf"(%arg106, %arg107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%284) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %223 = "linalg.generic"(%222, %arg30, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg103: f32, %arg104: f32, %arg105: f32):
      %283 = "arith.addf"(%arg103, %arg104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%283) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %224 = "tensor.collapse_shape"(%223) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %225 = "linalg.transpose"(%arg31, %131) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg101: f32, %arg102: f32):
      "linalg.yield"(%arg101) : (f32) -> ()
    }) : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %226 = "linalg.matmul"(%224, %225, %134) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32, %arg100: f32):
      %281 = "arith.mulf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %282 = "arith.addf"(%arg100, %281) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%282) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %227 = "linalg.generic"(%arg32, %133) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32):
      "linalg.yield"(%arg96) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %228 = "linalg.generic"(%226, %227, %133) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %280 = "arith.addf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%280) : (f32) -> ()
    }) : (tensor<16x128xf32>, tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %229 = "tensor.expand_shape"(%228) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 128>}> : (tensor<16x128xf32>) -> tensor<1x16x128xf32>
    %230 = "linalg.generic"(%229, %139) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg91: f32, %arg92: f32):
      %275 = "arith.divf"(%arg91, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %276 = "math.erf"(%275) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %277 = "arith.addf"(%276, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %278 = "arith.mulf"(%277, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %279 = "arith.mulf"(%arg91, %278) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%279) : (f32) -> ()
    }) : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %231 = "tensor.collapse_shape"(%230) <{reassociation = [[0, 1], [2]]}> : (tensor<1x16x128xf32>) -> tensor<16x128xf32>
    %232 = "linalg.transpose"(%arg33, %142) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      "linalg.yield"(%arg89) : (f32) -> ()
    }) : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %233 = "linalg.matmul"(%231, %232, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32, %arg88: f32):
      %273 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %274 = "arith.addf"(%arg88, %273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%274) : (f32) -> ()
    }) : (tensor<16x128xf32>, tensor<128x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %234 = "linalg.generic"(%arg34, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32):
      "linalg.yield"(%arg84) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %235 = "linalg.generic"(%233, %234, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
      %272 = "arith.addf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%272) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %236 = "tensor.expand_shape"(%235) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 16, 64>}> : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %237 = "linalg.generic"(%236, %223, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32, %arg80: f32):
      %271 = "arith.addf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%271) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %238 = "linalg.generic"(%237, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f64):
      %270 = "arith.extf"(%arg76) : (f32) -> f64
      "linalg.yield"(%270) : (f64) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %239 = "linalg.generic"(%238, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: f64, %arg75: f64):
      %269 = "arith.addf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%269) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %240 = "linalg.generic"(%239, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f64, %arg73: f64):
      %268 = "arith.divf"(%arg72, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%268) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %241 = "linalg.generic"(%238, %240, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f64, %arg70: f64, %arg71: f64):
      %267 = "arith.subf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%267) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %242 = "linalg.generic"(%241, %241, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f64, %arg67: f64, %arg68: f64):
      %266 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%266) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1x16x64xf64>) -> tensor<1x16x64xf64>
    %243 = "linalg.generic"(%242, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f64, %arg65: f64):
      %265 = "arith.addf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%265) : (f64) -> ()
    }) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %244 = "linalg.generic"(%243, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f64, %arg63: f64):
      %264 = "arith.divf"(%arg62, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%264) : (f64) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %245 = "linalg.generic"(%244, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f64, %arg61: f32):
      %263 = "arith.truncf"(%arg60) : (f64) -> f32
      "linalg.yield"(%263) : (f32) -> ()
    }) : (tensor<1x16x1xf64>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %246 = "linalg.generic"(%237, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      %262 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%262) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %247 = "linalg.generic"(%246, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32):
      %261 = "arith.divf"(%arg56, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%261) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %248 = "linalg.generic"(%245, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      %259 = "arith.truncf"(%11) : (f64) -> f32
      %260 = "arith.addf"(%arg54, %259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%260) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %249 = "linalg.generic"(%248, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %258 = "math.rsqrt"(%arg52) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%258) : (f32) -> ()
    }) : (tensor<1x16x1xf32>, tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %250 = "linalg.generic"(%237, %247, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %257 = "arith.subf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%257) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %251 = "linalg.generic"(%250, %249, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
      %256 = "arith.mulf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%256) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %252 = "linalg.generic"(%251, %arg35, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %255 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%255) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %253 = "linalg.generic"(%252, %arg36, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %254 = "arith.addf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%254) : (f32) -> ()
    }) : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    "func.return"(%253) : (tensor<1x16x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
