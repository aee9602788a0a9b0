// bert_base: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 199 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
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
  "func.func"() <{function_type = (tensor<30522x768xf32>, tensor<512x768xf32>, tensor<2x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1x512xi64>, tensor<1x512xi64>, tensor<1x128xi64>) -> tensor<1x128x768xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<30522x768xf32>, %arg1: tensor<512x768xf32>, %arg2: tensor<2x768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768x768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768x768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768x768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768x768xf32>, %arg12: tensor<768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<3072x768xf32>, %arg16: tensor<3072xf32>, %arg17: tensor<768x3072xf32>, %arg18: tensor<768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768x768xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768x768xf32>, %arg24: tensor<768xf32>, %arg25: tensor<768x768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768x768xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768xf32>, %arg30: tensor<768xf32>, %arg31: tensor<3072x768xf32>, %arg32: tensor<3072xf32>, %arg33: tensor<768x3072xf32>, %arg34: tensor<768xf32>, %arg35: tensor<768xf32>, %arg36: tensor<768xf32>, %arg37: tensor<768x768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768x768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768x768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<768x768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<3072x768xf32>, %arg48: tensor<3072xf32>, %arg49: tensor<768x3072xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768xf32>, %arg53: tensor<768x768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768x768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768x768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768x768xf32>, %arg60: tensor<768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<3072x768xf32>, %arg64: tensor<3072xf32>, %arg65: tensor<768x3072xf32>, %arg66: tensor<768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768x768xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768x768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768x768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768x768xf32>, %arg76: tensor<768xf32>, %arg77: tensor<768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<3072x768xf32>, %arg80: tensor<3072xf32>, %arg81: tensor<768x3072xf32>, %arg82: tensor<768xf32>, %arg83: tensor<768xf32>, %arg84: tensor<768xf32>, %arg85: tensor<768x768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768x768xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768x768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768x768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<3072x768xf32>, %arg96: tensor<3072xf32>, %arg97: tensor<768x3072xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768x768xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768x768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768x768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<768x768xf32>, %arg108: tensor<768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<3072x768xf32>, %arg112: tensor<3072xf32>, %arg113: tensor<768x3072xf32>, %arg114: tensor<768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768x768xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768x768xf32>, %arg120: tensor<768xf32>, %arg121: tensor<768x768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768x768xf32>, %arg124: tensor<768xf32>, %arg125: tensor<768xf32>, %arg126: tensor<768xf32>, %arg127: tensor<3072x768xf32>, %arg128: tensor<3072xf32>, %arg129: tensor<768x3072xf32>, %arg130: tensor<768xf32>, %arg131: tensor<768xf32>, %arg132: tensor<768xf32>, %arg133: tensor<768x768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768x768xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768x768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<768x768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768xf32>, %arg143: tensor<3072x768xf32>, %arg144: tensor<3072xf32>, %arg145: tensor<768x3072xf32>, %arg146: tensor<768xf32>, %arg147: tensor<768xf32>, %arg148: tensor<768xf32>, %arg149: tensor<768x768xf32>, %arg150: tensor<768xf32>, %arg151: tensor<768x768xf32>, %arg152: tensor<768xf32>, %arg153: tensor<768x768xf32>, %arg154: tensor<768xf32>, %arg155: tensor<768x768xf32>, %arg156: tensor<768xf32>, %arg157: tensor<768xf32>, %arg158: tensor<768xf32>, %arg159: tensor<3072x768xf32>, %arg160: tensor<3072xf32>, %arg161: tensor<768x3072xf32>, %arg162: tensor<768xf32>, %arg163: tensor<768xf32>, %arg164: tensor<768xf32>, %arg165: tensor<768x768xf32>, %arg166: tensor<768xf32>, %arg167: tensor<768x768xf32>, %arg168: tensor<768xf32>, %arg169: tensor<768x768xf32>, %arg170: tensor<768xf32>, %arg171: tensor<768x768xf32>, %arg172: tensor<768xf32>, %arg173: tensor<768xf32>, %arg174: tensor<768xf32>, %arg175: tensor<3072x768xf32>, %arg176: tensor<3072xf32>, %arg177: tensor<768x3072xf32>, %arg178: tensor<768xf32>, %arg179: tensor<768xf32>, %arg180: tensor<768xf32>, %arg181: tensor<768x768xf32>, %arg182: tensor<768xf32>, %arg183: tensor<768x768xf32>, %arg184: tensor<768xf32>, %arg185: tensor<768x768xf32>, %arg186: tensor<768xf32>, %arg187: tensor<768x768xf32>, %arg188: tensor<768xf32>, %arg189: tensor<768xf32>, %arg190: tensor<768xf32>, %arg191: tensor<3072x768xf32>, %arg192: tensor<3072xf32>, %arg193: tensor<768x3072xf32>, %arg194: tensor<768xf32>, %arg195: tensor<768xf32>, %arg196: tensor<768xf32>, %arg197: tensor<1x512xi64>, %arg198: tensor<1x512xi64>, %arg199: tensor<1x128xi64>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 512 : index}> : () -> index
    %2 = "arith.constant"() <{value = 30522 : index}> : () -> index
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
    %13 = "arith.constant"() <{value = 7.680000e+02 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 7.680000e+02 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 1.41421354 : f32}> : () -> f32
    %17 = "tensor.extract_slice"(%arg197) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 128>, static_strides = array<i64: 1, 1>}> : (tensor<1x512xi64>) -> tensor<1x128xi64>
    %18 = "tensor.empty"() : () -> tensor<1x128xi64>
    %19 = "linalg.fill"(%0, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2391: i64, %arg2392: i64):
      "linalg.yield"(%arg2391) : (i64) -> ()
    }) : (i64, tensor<1x128xi64>) -> tensor<1x128xi64>
    %20 = "linalg.generic"(%17, %19) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2389: i64, %arg2390: i64):
      %2074 = "arith.index_cast"(%arg2389) : (i64) -> index
      %2075 = "arith.cmpi"(%2074, %1) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%2075) <{msg = "index must be smaller than dim size"}> : (i1) -> ()
      %2076 = "arith.cmpi"(%arg2389, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "cf.assert"(%2076) <{msg = "index must be larger or equal to 0"}> : (i1) -> ()
      %2077 = "tensor.extract"(%arg198, %12, %2074) : (tensor<1x512xi64>, index, index) -> i64
      "linalg.yield"(%2077) : (i64) -> ()
    }) : (tensor<1x128xi64>, tensor<1x128xi64>) -> tensor<1x128xi64>
    %21 = "tensor.empty"() : () -> tensor<1x128x768xf32>
    %22 = "linalg.generic"(%arg199, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2387: i64, %arg2388: f32):
      %2069 = "arith.index_cast"(%arg2387) : (i64) -> index
      %2070 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %2071 = "arith.cmpi"(%2069, %2) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%2071) <{msg = "index must be smaller than dim size"}> : (i1) -> ()
      %2072 = "arith.cmpi"(%arg2387, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "cf.assert"(%2072) <{msg = "index must be larger or equal to 0"}> : (i1) -> ()
      %2073 = "tensor.extract"(%arg0, %2069, %2070) : (tensor<30522x768xf32>, index, index) -> f32
      "linalg.yield"(%2073) : (f32) -> ()
    }) : (tensor<1x128xi64>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %23 = "linalg.generic"(%20, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2385: i64, %arg2386: f32):
      %2064 = "arith.index_cast"(%arg2385) : (i64) -> index
      %2065 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %2066 = "arith.cmpi"(%2064, %3) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%2066) <{msg = "index must be smaller than dim size"}> : (i1) -> ()
      %2067 = "arith.cmpi"(%arg2385, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "cf.assert"(%2067) <{msg = "index must be larger or equal to 0"}> : (i1) -> ()
      %2068 = "tensor.extract"(%arg2, %2064, %2065) : (tensor<2x768xf32>, index, index) -> f32
      "linalg.yield"(%2068) : (f32) -> ()
    }) : (tensor<1x128xi64>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %24 = "linalg.generic"(%22, %23, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2382: f32, %arg2383: f32, %arg2384: f32):
      %2063 = "arith.addf"(%arg2382, %arg2383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2063) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %25 = "linalg.generic"(%17, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2380: i64, %arg2381: f32):
      %2058 = "arith.index_cast"(%arg2380) : (i64) -> index
      %2059 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %2060 = "arith.cmpi"(%2058, %1) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%2060) <{msg = "index must be smaller than dim size"}> : (i1) -> ()
      %2061 = "arith.cmpi"(%arg2380, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "cf.assert"(%2061) <{msg = "index must be larger or equal to 0"}> : (i1) -> ()
      %2062 = "tensor.extract"(%arg1, %2058, %2059) : (tensor<512x768xf32>, index, index) -> f32
      "linalg.yield"(%2062) : (f32) -> ()
    }) : (tensor<1x128xi64>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %26 = "linalg.generic"(%24, %25, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2377: f32, %arg2378: f32, %arg2379: f32):
      %2057 = "arith.addf"(%arg2377, %arg2378) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2057) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %27 = "tensor.empty"() : () -> tensor<1x128x768xf64>
    %28 = "linalg.generic"(%26, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2375: f32, %arg2376: f64):
      %2056 = "arith.extf"(%arg2375) : (f32) -> f64
      "linalg.yield"(%2056) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %29 = "tensor.empty"() : () -> tensor<1x128x1xf64>
    %30 = "linalg.fill"(%4, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2373: f64, %arg2374: f64):
      "linalg.yield"(%arg2373) : (f64) -> ()
    }) : (f64, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %31 = "linalg.generic"(%28, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2371: f64, %arg2372: f64):
      %2055 = "arith.addf"(%arg2371, %arg2372) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2055) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %32 = "linalg.generic"(%31, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2369: f64, %arg2370: f64):
      %2054 = "arith.divf"(%arg2369, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2054) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %33 = "linalg.generic"(%28, %32, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2366: f64, %arg2367: f64, %arg2368: f64):
      %2053 = "arith.subf"(%arg2366, %arg2367) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2053) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %34 = "linalg.generic"(%33, %33, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2363: f64, %arg2364: f64, %arg2365: f64):
      %2052 = "arith.mulf"(%arg2363, %arg2364) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2052) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %35 = "linalg.generic"(%34, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2361: f64, %arg2362: f64):
      %2051 = "arith.addf"(%arg2361, %arg2362) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2051) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %36 = "linalg.generic"(%35, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2359: f64, %arg2360: f64):
      %2050 = "arith.divf"(%arg2359, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2050) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %37 = "tensor.empty"() : () -> tensor<1x128x1xf32>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2357: f64, %arg2358: f32):
      %2049 = "arith.truncf"(%arg2357) : (f64) -> f32
      "linalg.yield"(%2049) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %39 = "linalg.fill"(%5, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2355: f32, %arg2356: f32):
      "linalg.yield"(%arg2355) : (f32) -> ()
    }) : (f32, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %40 = "linalg.generic"(%26, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2353: f32, %arg2354: f32):
      %2048 = "arith.addf"(%arg2353, %arg2354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2048) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %41 = "linalg.generic"(%40, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2351: f32, %arg2352: f32):
      %2047 = "arith.divf"(%arg2351, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2047) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %42 = "linalg.generic"(%38, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2349: f32, %arg2350: f32):
      %2045 = "arith.truncf"(%11) : (f64) -> f32
      %2046 = "arith.addf"(%arg2349, %2045) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2046) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %43 = "linalg.generic"(%42, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2347: f32, %arg2348: f32):
      %2044 = "math.rsqrt"(%arg2347) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2044) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %44 = "linalg.generic"(%26, %41, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2344: f32, %arg2345: f32, %arg2346: f32):
      %2043 = "arith.subf"(%arg2344, %arg2345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2043) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %45 = "linalg.generic"(%44, %43, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2341: f32, %arg2342: f32, %arg2343: f32):
      %2042 = "arith.mulf"(%arg2341, %arg2342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2042) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %46 = "linalg.generic"(%45, %arg3, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2338: f32, %arg2339: f32, %arg2340: f32):
      %2041 = "arith.mulf"(%arg2338, %arg2339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2041) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %47 = "linalg.generic"(%46, %arg4, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2335: f32, %arg2336: f32, %arg2337: f32):
      %2040 = "arith.addf"(%arg2335, %arg2336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2040) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %48 = "tensor.empty"() : () -> tensor<128xi64>
    %49 = "linalg.generic"(%48) <{indexing_maps = [#map5], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg2334: i64):
      %2038 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %2039 = "arith.index_cast"(%2038) : (index) -> i64
      "linalg.yield"(%2039) : (i64) -> ()
    }) : (tensor<128xi64>) -> tensor<128xi64>
    %50 = "tensor.expand_shape"(%49) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 1, 128, 1>}> : (tensor<128xi64>) -> tensor<1x1x128x1xi64>
    %51 = "tensor.empty"() : () -> tensor<1x1x128x1xi1>
    %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2332: i64, %arg2333: i1):
      %2037 = "arith.cmpi"(%arg2332, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%2037) : (i1) -> ()
    }) : (tensor<1x1x128x1xi64>, tensor<1x1x128x1xi1>) -> tensor<1x1x128x1xi1>
    %53 = "tensor.empty"() : () -> tensor<1x1x128x128xi1>
    %54 = "tensor.collapse_shape"(%52) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<1x1x128x1xi1>) -> tensor<1x1x128xi1>
    %55 = "linalg.generic"(%54, %53) <{indexing_maps = [#map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2330: i1, %arg2331: i1):
      "linalg.yield"(%arg2330) : (i1) -> ()
    }) : (tensor<1x1x128xi1>, tensor<1x1x128x128xi1>) -> tensor<1x1x128x128xi1>
    %56 = "tensor.empty"() : () -> tensor<1x1x128x128xf32>
    %57 = "linalg.generic"(%55, %10, %9, %56) <{indexing_maps = [#map6, #map8, #map8, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg2326: i1, %arg2327: f32, %arg2328: f32, %arg2329: f32):
      %2036 = "arith.select"(%arg2326, %arg2327, %arg2328) : (i1, f32, f32) -> f32
      "linalg.yield"(%2036) : (f32) -> ()
    }) : (tensor<1x1x128x128xi1>, tensor<f32>, tensor<f32>, tensor<1x1x128x128xf32>) -> tensor<1x1x128x128xf32>
    %58 = "tensor.collapse_shape"(%47) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %59 = "tensor.empty"() : () -> tensor<768x768xf32>
    %60 = "linalg.transpose"(%arg5, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2324: f32, %arg2325: f32):
      "linalg.yield"(%arg2324) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %61 = "tensor.empty"() : () -> tensor<128x768xf32>
    %62 = "linalg.fill"(%5, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2322: f32, %arg2323: f32):
      "linalg.yield"(%arg2322) : (f32) -> ()
    }) : (f32, tensor<128x768xf32>) -> tensor<128x768xf32>
    %63 = "linalg.matmul"(%58, %60, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2319: f32, %arg2320: f32, %arg2321: f32):
      %2034 = "arith.mulf"(%arg2319, %arg2320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2035 = "arith.addf"(%arg2321, %2034) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2035) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %64 = "linalg.generic"(%arg6, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2317: f32, %arg2318: f32):
      "linalg.yield"(%arg2317) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %65 = "linalg.generic"(%63, %64, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2314: f32, %arg2315: f32, %arg2316: f32):
      %2033 = "arith.addf"(%arg2314, %arg2315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2033) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %66 = "tensor.expand_shape"(%65) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %67 = "tensor.empty"() : () -> tensor<1x12x128x64xf32>
    %68 = "linalg.transpose"(%66, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg2312: f32, %arg2313: f32):
      "linalg.yield"(%arg2312) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %69 = "linalg.transpose"(%arg7, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2310: f32, %arg2311: f32):
      "linalg.yield"(%arg2310) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %70 = "linalg.matmul"(%58, %69, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2307: f32, %arg2308: f32, %arg2309: f32):
      %2031 = "arith.mulf"(%arg2307, %arg2308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2032 = "arith.addf"(%arg2309, %2031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2032) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %71 = "linalg.generic"(%arg8, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2305: f32, %arg2306: f32):
      "linalg.yield"(%arg2305) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %72 = "linalg.generic"(%70, %71, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2302: f32, %arg2303: f32, %arg2304: f32):
      %2030 = "arith.addf"(%arg2302, %arg2303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2030) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %73 = "tensor.expand_shape"(%72) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %74 = "linalg.transpose"(%arg9, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2300: f32, %arg2301: f32):
      "linalg.yield"(%arg2300) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %75 = "linalg.matmul"(%58, %74, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2297: f32, %arg2298: f32, %arg2299: f32):
      %2028 = "arith.mulf"(%arg2297, %arg2298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2029 = "arith.addf"(%arg2299, %2028) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2029) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %76 = "linalg.generic"(%arg10, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2295: f32, %arg2296: f32):
      "linalg.yield"(%arg2295) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %77 = "linalg.generic"(%75, %76, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2292: f32, %arg2293: f32, %arg2294: f32):
      %2027 = "arith.addf"(%arg2292, %arg2293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2027) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %78 = "tensor.expand_shape"(%77) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %79 = "linalg.transpose"(%78, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg2290: f32, %arg2291: f32):
      "linalg.yield"(%arg2290) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %80 = "tensor.empty"() : () -> tensor<1x12x64x128xf32>
    %81 = "linalg.transpose"(%73, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg2288: f32, %arg2289: f32):
      "linalg.yield"(%arg2288) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %82 = "tensor.collapse_shape"(%68) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %83 = "tensor.collapse_shape"(%81) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %84 = "tensor.empty"() : () -> tensor<12x128x128xf32>
    %85 = "linalg.fill"(%5, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2286: f32, %arg2287: f32):
      "linalg.yield"(%arg2286) : (f32) -> ()
    }) : (f32, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %86 = "linalg.batch_matmul"(%82, %83, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2283: f32, %arg2284: f32, %arg2285: f32):
      %2025 = "arith.mulf"(%arg2283, %arg2284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2026 = "arith.addf"(%arg2285, %2025) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2026) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %87 = "tensor.expand_shape"(%86) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %88 = "tensor.empty"() : () -> tensor<1x12x128x128xf32>
    %89 = "linalg.generic"(%87, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2281: f32, %arg2282: f32):
      %2024 = "arith.mulf"(%arg2281, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2024) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %90 = "linalg.generic"(%89, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2278: f32, %arg2279: f32, %arg2280: f32):
      %2023 = "arith.addf"(%arg2278, %arg2279) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2023) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %91 = "tensor.empty"() : () -> tensor<1x12x128xi64>
    %92 = "linalg.fill"(%0, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2276: i64, %arg2277: i64):
      "linalg.yield"(%arg2276) : (i64) -> ()
    }) : (i64, tensor<1x12x128xi64>) -> tensor<1x12x128xi64>
    %93 = "tensor.empty"() : () -> tensor<1x12x128xf32>
    %94 = "linalg.fill"(%6, %93) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2274: f32, %arg2275: f32):
      "linalg.yield"(%arg2274) : (f32) -> ()
    }) : (f32, tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %95:2 = "linalg.generic"(%90, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg2271: f32, %arg2272: f32, %arg2273: i64):
      %2018 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %2019 = "arith.index_cast"(%2018) : (index) -> i64
      %2020 = "arith.maximumf"(%arg2271, %arg2272) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2021 = "arith.cmpf"(%arg2271, %arg2272) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %2022 = "arith.select"(%2021, %2019, %arg2273) : (i1, i64, i64) -> i64
      "linalg.yield"(%2020, %2022) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %96 = "tensor.expand_shape"(%95#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %97 = "linalg.generic"(%90, %96, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2268: f32, %arg2269: f32, %arg2270: f32):
      %2017 = "arith.subf"(%arg2268, %arg2269) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2017) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %98 = "linalg.generic"(%97, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2266: f32, %arg2267: f32):
      %2016 = "math.exp"(%arg2266) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%2016) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %99 = "tensor.empty"() : () -> tensor<1x12x128x1xf32>
    %100 = "linalg.fill"(%5, %99) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2264: f32, %arg2265: f32):
      "linalg.yield"(%arg2264) : (f32) -> ()
    }) : (f32, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %101 = "linalg.generic"(%98, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2262: f32, %arg2263: f32):
      %2015 = "arith.addf"(%arg2262, %arg2263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2015) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %102 = "linalg.generic"(%98, %101, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2259: f32, %arg2260: f32, %arg2261: f32):
      %2014 = "arith.divf"(%arg2259, %arg2260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2014) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %103 = "tensor.collapse_shape"(%102) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %104 = "tensor.collapse_shape"(%79) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %105 = "tensor.empty"() : () -> tensor<12x128x64xf32>
    %106 = "linalg.fill"(%5, %105) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2257: f32, %arg2258: f32):
      "linalg.yield"(%arg2257) : (f32) -> ()
    }) : (f32, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %107 = "linalg.batch_matmul"(%103, %104, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2254: f32, %arg2255: f32, %arg2256: f32):
      %2012 = "arith.mulf"(%arg2254, %arg2255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2013 = "arith.addf"(%arg2256, %2012) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2013) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %108 = "tensor.expand_shape"(%107) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %109 = "tensor.empty"() : () -> tensor<1x128x12x64xf32>
    %110 = "linalg.transpose"(%108, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg2252: f32, %arg2253: f32):
      "linalg.yield"(%arg2252) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %111 = "tensor.collapse_shape"(%110) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %112 = "linalg.transpose"(%arg11, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2250: f32, %arg2251: f32):
      "linalg.yield"(%arg2250) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %113 = "linalg.matmul"(%111, %112, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2247: f32, %arg2248: f32, %arg2249: f32):
      %2010 = "arith.mulf"(%arg2247, %arg2248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2011 = "arith.addf"(%arg2249, %2010) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2011) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %114 = "linalg.generic"(%arg12, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2245: f32, %arg2246: f32):
      "linalg.yield"(%arg2245) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %115 = "linalg.generic"(%113, %114, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2242: f32, %arg2243: f32, %arg2244: f32):
      %2009 = "arith.addf"(%arg2242, %arg2243) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2009) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %116 = "tensor.expand_shape"(%115) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %117 = "linalg.generic"(%116, %47, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2239: f32, %arg2240: f32, %arg2241: f32):
      %2008 = "arith.addf"(%arg2239, %arg2240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2008) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %118 = "linalg.generic"(%117, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2237: f32, %arg2238: f64):
      %2007 = "arith.extf"(%arg2237) : (f32) -> f64
      "linalg.yield"(%2007) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %119 = "linalg.generic"(%118, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2235: f64, %arg2236: f64):
      %2006 = "arith.addf"(%arg2235, %arg2236) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2006) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %120 = "linalg.generic"(%119, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2233: f64, %arg2234: f64):
      %2005 = "arith.divf"(%arg2233, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2005) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %121 = "linalg.generic"(%118, %120, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2230: f64, %arg2231: f64, %arg2232: f64):
      %2004 = "arith.subf"(%arg2230, %arg2231) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2004) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %122 = "linalg.generic"(%121, %121, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2227: f64, %arg2228: f64, %arg2229: f64):
      %2003 = "arith.mulf"(%arg2227, %arg2228) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2003) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %123 = "linalg.generic"(%122, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2225: f64, %arg2226: f64):
      %2002 = "arith.addf"(%arg2225, %arg2226) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2002) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %124 = "linalg.generic"(%123, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2223: f64, %arg2224: f64):
      %2001 = "arith.divf"(%arg2223, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%2001) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %125 = "linalg.generic"(%124, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2221: f64, %arg2222: f32):
      %2000 = "arith.truncf"(%arg2221) : (f64) -> f32
      "linalg.yield"(%2000) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %126 = "linalg.generic"(%117, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2219: f32, %arg2220: f32):
      %1999 = "arith.addf"(%arg2219, %arg2220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1999) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %127 = "linalg.generic"(%126, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2217: f32, %arg2218: f32):
      %1998 = "arith.divf"(%arg2217, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1998) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %128 = "linalg.generic"(%125, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2215: f32, %arg2216: f32):
      %1996 = "arith.truncf"(%11) : (f64) -> f32
      %1997 = "arith.addf"(%arg2215, %1996) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1997) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %129 = "linalg.generic"(%128, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2213: f32, %arg2214: f32):
      %1995 = "math.rsqrt"(%arg2213) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1995) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %130 = "linalg.generic"(%117, %127, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2210: f32, %arg2211: f32, %arg2212: f32):
      %1994 = "arith.subf"(%arg2210, %arg2211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1994) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %131 = "linalg.generic"(%130, %129, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2207: f32, %arg2208: f32, %arg2209: f32):
      %1993 = "arith.mulf"(%arg2207, %arg2208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1993) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %132 = "linalg.generic"(%131, %arg13, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2204: f32, %arg2205: f32, %arg2206: f32):
      %1992 = "arith.mulf"(%arg2204, %arg2205) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1992) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %133 = "linalg.generic"(%132, %arg14, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2201: f32, %arg2202: f32, %arg2203: f32):
      %1991 = "arith.addf"(%arg2201, %arg2202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1991) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %134 = "tensor.collapse_shape"(%133) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %135 = "tensor.empty"() : () -> tensor<768x3072xf32>
    %136 = "linalg.transpose"(%arg15, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2199: f32, %arg2200: f32):
      "linalg.yield"(%arg2199) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %137 = "tensor.empty"() : () -> tensor<128x3072xf32>
    %138 = "linalg.fill"(%5, %137) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2197: f32, %arg2198: f32):
      "linalg.yield"(%arg2197) : (f32) -> ()
    }) : (f32, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %139 = "linalg.matmul"(%134, %136, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2194: f32, %arg2195: f32, %arg2196: f32):
      %1989 = "arith.mulf"(%arg2194, %arg2195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1990 = "arith.addf"(%arg2196, %1989) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1990) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %140 = "linalg.generic"(%arg16, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2192: f32, %arg2193: f32):
      "linalg.yield"(%arg2192) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %141 = "linalg.generic"(%139, %140, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2189: f32, %arg2190: f32, %arg2191: f32):
      %1988 = "arith.addf"(%arg2189, %arg2190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1988) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %142 = "tensor.expand_shape"(%141) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %143 = "tensor.empty"() : () -> tensor<1x128x3072xf32>
    %144 = "linalg.generic"(%142, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2187: f32, %arg2188: f32):
      %1983 = "arith.divf"(%arg2187, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1984 = "math.erf"(%1983) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1985 = "arith.addf"(%1984, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1986 = "arith.mulf"(%1985, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1987 = "arith.mulf"(%arg2187, %1986) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1987) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %145 = "tensor.collapse_shape"(%144) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %146 = "tensor.empty"() : () -> tensor<3072x768xf32>
    %147 = "linalg.transpose"(%arg17, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2185: f32, %arg2186: f32):
      "linalg.yield"(%arg2185) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %148 = "linalg.matmul"(%145, %147, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2182: f32, %arg2183: f32, %arg2184: f32):
      %1981 = "arith.mulf"(%arg2182, %arg2183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1982 = "arith.addf"(%arg2184, %1981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1982) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %149 = "linalg.generic"(%arg18, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2180: f32, %arg2181: f32):
      "linalg.yield"(%arg2180) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %150 = "linalg.generic"(%148, %149, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2177: f32, %arg2178: f32, %arg2179: f32):
      %1980 = "arith.addf"(%arg2177, %arg2178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1980) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %151 = "tensor.expand_shape"(%150) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %152 = "linalg.generic"(%151, %133, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2174: f32, %arg2175: f32, %arg2176: f32):
      %1979 = "arith.addf"(%arg2174, %arg2175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1979) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %153 = "linalg.generic"(%152, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2172: f32, %arg2173: f64):
      %1978 = "arith.extf"(%arg2172) : (f32) -> f64
      "linalg.yield"(%1978) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %154 = "linalg.generic"(%153, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2170: f64, %arg2171: f64):
      %1977 = "arith.addf"(%arg2170, %arg2171) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1977) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %155 = "linalg.generic"(%154, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2168: f64, %arg2169: f64):
      %1976 = "arith.divf"(%arg2168, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1976) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %156 = "linalg.generic"(%153, %155, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2165: f64, %arg2166: f64, %arg2167: f64):
      %1975 = "arith.subf"(%arg2165, %arg2166) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1975) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %157 = "linalg.generic"(%156, %156, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2162: f64, %arg2163: f64, %arg2164: f64):
      %1974 = "arith.mulf"(%arg2162, %arg2163) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1974) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %158 = "linalg.generic"(%157, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2160: f64, %arg2161: f64):
      %1973 = "arith.addf"(%arg2160, %arg2161) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1973) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %159 = "linalg.generic"(%158, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2158: f64, %arg2159: f64):
      %1972 = "arith.divf"(%arg2158, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1972) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %160 = "linalg.generic"(%159, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2156: f64, %arg2157: f32):
      %1971 = "arith.truncf"(%arg2156) : (f64) -> f32
      "linalg.yield"(%1971) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %161 = "linalg.generic"(%152, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2154: f32, %arg2155: f32):
      %1970 = "arith.addf"(%arg2154, %arg2155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1970) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %162 = "linalg.generic"(%161, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2152: f32, %arg2153: f32):
      %1969 = "arith.divf"(%arg2152, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1969) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %163 = "linalg.generic"(%160, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2150: f32, %arg2151: f32):
      %1967 = "arith.truncf"(%11) : (f64) -> f32
      %1968 = "arith.addf"(%arg2150, %1967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1968) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %164 = "linalg.generic"(%163, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2148: f32, %arg2149: f32):
      %1966 = "math.rsqrt"(%arg2148) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1966) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %165 = "linalg.generic"(%152, %162, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2145: f32, %arg2146: f32, %arg2147: f32):
      %1965 = "arith.subf"(%arg2145, %arg2146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1965) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %166 = "linalg.generic"(%165, %164, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2142: f32, %arg2143: f32, %arg2144: f32):
      %1964 = "arith.mulf"(%arg2142, %arg2143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1964) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %167 = "linalg.generic"(%166, %arg19, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2139: f32, %arg2140: f32, %arg2141: f32):
      %1963 = "arith.mulf"(%arg2139, %arg2140) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1963) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %168 = "linalg.generic"(%167, %arg20, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2136: f32, %arg2137: f32, %arg2138: f32):
      %1962 = "arith.addf"(%arg2136, %arg2137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1962) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %169 = "tensor.collapse_shape"(%168) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %170 = "linalg.transpose"(%arg21, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2134: f32, %arg2135: f32):
      "linalg.yield"(%arg2134) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %171 = "linalg.matmul"(%169, %170, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2131: f32, %arg2132: f32, %arg2133: f32):
      %1960 = "arith.mulf"(%arg2131, %arg2132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1961 = "arith.addf"(%arg2133, %1960) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1961) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %172 = "linalg.generic"(%arg22, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2129: f32, %arg2130: f32):
      "linalg.yield"(%arg2129) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %173 = "linalg.generic"(%171, %172, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2126: f32, %arg2127: f32, %arg2128: f32):
      %1959 = "arith.addf"(%arg2126, %arg2127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1959) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %174 = "tensor.expand_shape"(%173) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %175 = "linalg.transpose"(%174, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg2124: f32, %arg2125: f32):
      "linalg.yield"(%arg2124) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %176 = "linalg.transpose"(%arg23, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2122: f32, %arg2123: f32):
      "linalg.yield"(%arg2122) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %177 = "linalg.matmul"(%169, %176, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2119: f32, %arg2120: f32, %arg2121: f32):
      %1957 = "arith.mulf"(%arg2119, %arg2120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1958 = "arith.addf"(%arg2121, %1957) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1958) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %178 = "linalg.generic"(%arg24, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2117: f32, %arg2118: f32):
      "linalg.yield"(%arg2117) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %179 = "linalg.generic"(%177, %178, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2114: f32, %arg2115: f32, %arg2116: f32):
      %1956 = "arith.addf"(%arg2114, %arg2115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1956) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %180 = "tensor.expand_shape"(%179) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %181 = "linalg.transpose"(%arg25, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2112: f32, %arg2113: f32):
      "linalg.yield"(%arg2112) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %182 = "linalg.matmul"(%169, %181, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2109: f32, %arg2110: f32, %arg2111: f32):
      %1954 = "arith.mulf"(%arg2109, %arg2110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1955 = "arith.addf"(%arg2111, %1954) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1955) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %183 = "linalg.generic"(%arg26, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2107: f32, %arg2108: f32):
      "linalg.yield"(%arg2107) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %184 = "linalg.generic"(%182, %183, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2104: f32, %arg2105: f32, %arg2106: f32):
      %1953 = "arith.addf"(%arg2104, %arg2105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1953) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %185 = "tensor.expand_shape"(%184) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %186 = "linalg.transpose"(%185, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg2102: f32, %arg2103: f32):
      "linalg.yield"(%arg2102) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %187 = "linalg.transpose"(%180, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg2100: f32, %arg2101: f32):
      "linalg.yield"(%arg2100) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %188 = "tensor.collapse_shape"(%175) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %189 = "tensor.collapse_shape"(%187) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %190 = "linalg.batch_matmul"(%188, %189, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2097: f32, %arg2098: f32, %arg2099: f32):
      %1951 = "arith.mulf"(%arg2097, %arg2098) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1952 = "arith.addf"(%arg2099, %1951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1952) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %191 = "tensor.expand_shape"(%190) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %192 = "linalg.generic"(%191, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2095: f32, %arg2096: f32):
      %1950 = "arith.mulf"(%arg2095, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1950) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %193 = "linalg.generic"(%192, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2092: f32, %arg2093: f32, %arg2094: f32):
      %1949 = "arith.addf"(%arg2092, %arg2093) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1949) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %194:2 = "linalg.generic"(%193, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg2089: f32, %arg2090: f32, %arg2091: i64):
      %1944 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1945 = "arith.index_cast"(%1944) : (index) -> i64
      %1946 = "arith.maximumf"(%arg2089, %arg2090) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1947 = "arith.cmpf"(%arg2089, %arg2090) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1948 = "arith.select"(%1947, %1945, %arg2091) : (i1, i64, i64) -> i64
      "linalg.yield"(%1946, %1948) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %195 = "tensor.expand_shape"(%194#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %196 = "linalg.generic"(%193, %195, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2086: f32, %arg2087: f32, %arg2088: f32):
      %1943 = "arith.subf"(%arg2086, %arg2087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1943) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %197 = "linalg.generic"(%196, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2084: f32, %arg2085: f32):
      %1942 = "math.exp"(%arg2084) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1942) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %198 = "linalg.generic"(%197, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2082: f32, %arg2083: f32):
      %1941 = "arith.addf"(%arg2082, %arg2083) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1941) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %199 = "linalg.generic"(%197, %198, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2079: f32, %arg2080: f32, %arg2081: f32):
      %1940 = "arith.divf"(%arg2079, %arg2080) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1940) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %200 = "tensor.collapse_shape"(%199) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %201 = "tensor.collapse_shape"(%186) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %202 = "linalg.batch_matmul"(%200, %201, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2076: f32, %arg2077: f32, %arg2078: f32):
      %1938 = "arith.mulf"(%arg2076, %arg2077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1939 = "arith.addf"(%arg2078, %1938) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1939) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %203 = "tensor.expand_shape"(%202) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %204 = "linalg.transpose"(%203, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg2074: f32, %arg2075: f32):
      "linalg.yield"(%arg2074) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %205 = "tensor.collapse_shape"(%204) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %206 = "linalg.transpose"(%arg27, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2072: f32, %arg2073: f32):
      "linalg.yield"(%arg2072) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %207 = "linalg.matmul"(%205, %206, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2069: f32, %arg2070: f32, %arg2071: f32):
      %1936 = "arith.mulf"(%arg2069, %arg2070) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1937 = "arith.addf"(%arg2071, %1936) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1937) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %208 = "linalg.generic"(%arg28, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2067: f32, %arg2068: f32):
      "linalg.yield"(%arg2067) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %209 = "linalg.generic"(%207, %208, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2064: f32, %arg2065: f32, %arg2066: f32):
      %1935 = "arith.addf"(%arg2064, %arg2065) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1935) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %210 = "tensor.expand_shape"(%209) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %211 = "linalg.generic"(%210, %168, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2061: f32, %arg2062: f32, %arg2063: f32):
      %1934 = "arith.addf"(%arg2061, %arg2062) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1934) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %212 = "linalg.generic"(%211, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2059: f32, %arg2060: f64):
      %1933 = "arith.extf"(%arg2059) : (f32) -> f64
      "linalg.yield"(%1933) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %213 = "linalg.generic"(%212, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2057: f64, %arg2058: f64):
      %1932 = "arith.addf"(%arg2057, %arg2058) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1932) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %214 = "linalg.generic"(%213, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2055: f64, %arg2056: f64):
      %1931 = "arith.divf"(%arg2055, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1931) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %215 = "linalg.generic"(%212, %214, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2052: f64, %arg2053: f64, %arg2054: f64):
      %1930 = "arith.subf"(%arg2052, %arg2053) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1930) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %216 = "linalg.generic"(%215, %215, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2049: f64, %arg2050: f64, %arg2051: f64):
      %1929 = "arith.mulf"(%arg2049, %arg2050) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1929) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %217 = "linalg.generic"(%216, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2047: f64, %arg2048: f64):
      %1928 = "arith.addf"(%arg2047, %arg2048) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1928) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %218 = "linalg.generic"(%217, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2045: f64, %arg2046: f64):
      %1927 = "arith.divf"(%arg2045, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1927) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %219 = "linalg.generic"(%218, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2043: f64, %arg2044: f32):
      %1926 = "arith.truncf"(%arg2043) : (f64) -> f32
      "linalg.yield"(%1926) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %220 = "linalg.generic"(%211, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2041: f32, %arg2042: f32):
      %1925 = "arith.addf"(%arg2041, %arg2042) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1925) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %221 = "linalg.generic"(%220, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2039: f32, %arg2040: f32):
      %1924 = "arith.divf"(%arg2039, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1924) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %222 = "linalg.generic"(%219, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2037: f32, %arg2038: f32):
      %1922 = "arith.truncf"(%11) : (f64) -> f32
      %1923 = "arith.addf"(%arg2037, %1922) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1923) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %223 = "linalg.generic"(%222, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2035: f32, %arg2036: f32):
      %1921 = "math.rsqrt"(%arg2035) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1921) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %224 = "linalg.generic"(%211, %221, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2032: f32, %arg2033: f32, %arg2034: f32):
      %1920 = "arith.subf"(%arg2032, %arg2033) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1920) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %225 = "linalg.generic"(%224, %223, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2029: f32, %arg2030: f32, %arg2031: f32):
      %1919 = "arith.mulf"(%arg2029, %arg2030) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1919) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %226 = "linalg.generic"(%225, %arg29, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2026: f32, %arg2027: f32, %arg2028: f32):
      %1918 = "arith.mulf"(%arg2026, %arg2027) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1918) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %227 = "linalg.generic"(%226, %arg30, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2023: f32, %arg2024: f32, %arg2025: f32):
      %1917 = "arith.addf"(%arg2023, %arg2024) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1917) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %228 = "tensor.collapse_shape"(%227) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %229 = "linalg.transpose"(%arg31, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2021: f32, %arg2022: f32):
      "linalg.yield"(%arg2021) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %230 = "linalg.matmul"(%228, %229, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2018: f32, %arg2019: f32, %arg2020: f32):
      %1915 = "arith.mulf"(%arg2018, %arg2019) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1916 = "arith.addf"(%arg2020, %1915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1916) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %231 = "linalg.generic"(%arg32, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2016: f32, %arg2017: f32):
      "linalg.yield"(%arg2016) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %232 = "linalg.generic"(%230, %231, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2013: f32, %arg2014: f32, %arg2015: f32):
      %1914 = "arith.addf"(%arg2013, %arg2014) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1914) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %233 = "tensor.expand_shape"(%232) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %234 = "linalg.generic"(%233, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2011: f32, %arg2012: f32):
      %1909 = "arith.divf"(%arg2011, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1910 = "math.erf"(%1909) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1911 = "arith.addf"(%1910, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1912 = "arith.mulf"(%1911, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1913 = "arith.mulf"(%arg2011, %1912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1913) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %235 = "tensor.collapse_shape"(%234) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %236 = "linalg.transpose"(%arg33, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg2009: f32, %arg2010: f32):
      "linalg.yield"(%arg2009) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %237 = "linalg.matmul"(%235, %236, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2006: f32, %arg2007: f32, %arg2008: f32):
      %1907 = "arith.mulf"(%arg2006, %arg2007) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1908 = "arith.addf"(%arg2008, %1907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1908) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %238 = "linalg.generic"(%arg34, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2004: f32, %arg2005: f32):
      "linalg.yield"(%arg2004) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %239 = "linalg.generic"(%237, %238, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2001: f32, %arg2002: f32, %arg2003: f32):
      %1906 = "arith.addf"(%arg2001, %arg2002) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1906) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %240 = "tensor.expand_shape"(%239) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %241 = "linalg.generic"(%240, %227, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1998: f32, %arg1999: f32, %arg2000: f32):
      %1905 = "arith.addf"(%arg1998, %arg1999) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1905) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %242 = "linalg.generic"(%241, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1996: f32, %arg1997: f64):
      %1904 = "arith.extf"(%arg1996) : (f32) -> f64
      "linalg.yield"(%1904) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %243 = "linalg.generic"(%242, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1994: f64, %arg1995: f64):
      %1903 = "arith.addf"(%arg1994, %arg1995) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1903) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %244 = "linalg.generic"(%243, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1992: f64, %arg1993: f64):
      %1902 = "arith.divf"(%arg1992, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1902) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %245 = "linalg.generic"(%242, %244, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1989: f64, %arg1990: f64, %arg1991: f64):
      %1901 = "arith.subf"(%arg1989, %arg1990) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1901) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %246 = "linalg.generic"(%245, %245, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1986: f64, %arg1987: f64, %arg1988: f64):
      %1900 = "arith.mulf"(%arg1986, %arg1987) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1900) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %247 = "linalg.generic"(%246, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1984: f64, %arg1985: f64):
      %1899 = "arith.addf"(%arg1984, %arg1985) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1899) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %248 = "linalg.generic"(%247, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1982: f64, %arg1983: f64):
      %1898 = "arith.divf"(%arg1982, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1898) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %249 = "linalg.generic"(%248, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1980: f64, %arg1981: f32):
      %1897 = "arith.truncf"(%arg1980) : (f64) -> f32
      "linalg.yield"(%1897) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %250 = "linalg.generic"(%241, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1978: f32, %arg1979: f32):
      %1896 = "arith.addf"(%arg1978, %arg1979) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1896) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %251 = "linalg.generic"(%250, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1976: f32, %arg1977: f32):
      %1895 = "arith.divf"(%arg1976, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1895) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %252 = "linalg.generic"(%249, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1974: f32, %arg1975: f32):
      %1893 = "arith.truncf"(%11) : (f64) -> f32
      %1894 = "arith.addf"(%arg1974, %1893) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1894) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %253 = "linalg.generic"(%252, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1972: f32, %arg1973: f32):
      %1892 = "math.rsqrt"(%arg1972) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1892) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %254 = "linalg.generic"(%241, %251, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1969: f32, %arg1970: f32, %arg1971: f32):
      %1891 = "arith.subf"(%arg1969, %arg1970) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1891) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %255 = "linalg.generic"(%254, %253, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1966: f32, %arg1967: f32, %arg1968: f32):
      %1890 = "arith.mulf"(%arg1966, %arg1967) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1890) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %256 = "linalg.generic"(%255, %arg35, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1963: f32, %arg1964: f32, %arg1965: f32):
      %1889 = "arith.mulf"(%arg1963, %arg1964) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1889) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %257 = "linalg.generic"(%256, %arg36, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1960: f32, %arg1961: f32, %arg1962: f32):
      %1888 = "arith.addf"(%arg1960, %arg1961) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1888) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %258 = "tensor.collapse_shape"(%257) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %259 = "linalg.transpose"(%arg37, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1958: f32, %arg1959: f32):
      "linalg.yield"(%arg1958) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %260 = "linalg.matmul"(%258, %259, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1955: f32, %arg1956: f32, %arg1957: f32):
      %1886 = "arith.mulf"(%arg1955, %arg1956) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1887 = "arith.addf"(%arg1957, %1886) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1887) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %261 = "linalg.generic"(%arg38, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1953: f32, %arg1954: f32):
      "linalg.yield"(%arg1953) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %262 = "linalg.generic"(%260, %261, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1950: f32, %arg1951: f32, %arg1952: f32):
      %1885 = "arith.addf"(%arg1950, %arg1951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1885) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %263 = "tensor.expand_shape"(%262) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %264 = "linalg.transpose"(%263, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1948: f32, %arg1949: f32):
      "linalg.yield"(%arg1948) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %265 = "linalg.transpose"(%arg39, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1946: f32, %arg1947: f32):
      "linalg.yield"(%arg1946) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %266 = "linalg.matmul"(%258, %265, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1943: f32, %arg1944: f32, %arg1945: f32):
      %1883 = "arith.mulf"(%arg1943, %arg1944) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1884 = "arith.addf"(%arg1945, %1883) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1884) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %267 = "linalg.generic"(%arg40, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1941: f32, %arg1942: f32):
      "linalg.yield"(%arg1941) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %268 = "linalg.generic"(%266, %267, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1938: f32, %arg1939: f32, %arg1940: f32):
      %1882 = "arith.addf"(%arg1938, %arg1939) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1882) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %269 = "tensor.expand_shape"(%268) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %270 = "linalg.transpose"(%arg41, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1936: f32, %arg1937: f32):
      "linalg.yield"(%arg1936) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %271 = "linalg.matmul"(%258, %270, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1933: f32, %arg1934: f32, %arg1935: f32):
      %1880 = "arith.mulf"(%arg1933, %arg1934) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1881 = "arith.addf"(%arg1935, %1880) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1881) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %272 = "linalg.generic"(%arg42, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1931: f32, %arg1932: f32):
      "linalg.yield"(%arg1931) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %273 = "linalg.generic"(%271, %272, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1928: f32, %arg1929: f32, %arg1930: f32):
      %1879 = "arith.addf"(%arg1928, %arg1929) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1879) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %274 = "tensor.expand_shape"(%273) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %275 = "linalg.transpose"(%274, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1926: f32, %arg1927: f32):
      "linalg.yield"(%arg1926) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %276 = "linalg.transpose"(%269, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1924: f32, %arg1925: f32):
      "linalg.yield"(%arg1924) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %277 = "tensor.collapse_shape"(%264) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %278 = "tensor.collapse_shape"(%276) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %279 = "linalg.batch_matmul"(%277, %278, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1921: f32, %arg1922: f32, %arg1923: f32):
      %1877 = "arith.mulf"(%arg1921, %arg1922) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1878 = "arith.addf"(%arg1923, %1877) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1878) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %280 = "tensor.expand_shape"(%279) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %281 = "linalg.generic"(%280, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1919: f32, %arg1920: f32):
      %1876 = "arith.mulf"(%arg1919, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1876) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %282 = "linalg.generic"(%281, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1916: f32, %arg1917: f32, %arg1918: f32):
      %1875 = "arith.addf"(%arg1916, %arg1917) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1875) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %283:2 = "linalg.generic"(%282, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1913: f32, %arg1914: f32, %arg1915: i64):
      %1870 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1871 = "arith.index_cast"(%1870) : (index) -> i64
      %1872 = "arith.maximumf"(%arg1913, %arg1914) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1873 = "arith.cmpf"(%arg1913, %arg1914) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1874 = "arith.select"(%1873, %1871, %arg1915) : (i1, i64, i64) -> i64
      "linalg.yield"(%1872, %1874) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %284 = "tensor.expand_shape"(%283#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %285 = "linalg.generic"(%282, %284, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1910: f32, %arg1911: f32, %arg1912: f32):
      %1869 = "arith.subf"(%arg1910, %arg1911) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1869) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %286 = "linalg.generic"(%285, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1908: f32, %arg1909: f32):
      %1868 = "math.exp"(%arg1908) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1868) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %287 = "linalg.generic"(%286, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1906: f32, %arg1907: f32):
      %1867 = "arith.addf"(%arg1906, %arg1907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1867) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %288 = "linalg.generic"(%286, %287, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1903: f32, %arg1904: f32, %arg1905: f32):
      %1866 = "arith.divf"(%arg1903, %arg1904) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1866) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %289 = "tensor.collapse_shape"(%288) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %290 = "tensor.collapse_shape"(%275) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %291 = "linalg.batch_matmul"(%289, %290, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1900: f32, %arg1901: f32, %arg1902: f32):
      %1864 = "arith.mulf"(%arg1900, %arg1901) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1865 = "arith.addf"(%arg1902, %1864) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1865) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %292 = "tensor.expand_shape"(%291) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %293 = "linalg.transpose"(%292, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1898: f32, %arg1899: f32):
      "linalg.yield"(%arg1898) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %294 = "tensor.collapse_shape"(%293) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %295 = "linalg.transpose"(%arg43, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1896: f32, %arg1897: f32):
      "linalg.yield"(%arg1896) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %296 = "linalg.matmul"(%294, %295, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1893: f32, %arg1894: f32, %arg1895: f32):
      %1862 = "arith.mulf"(%arg1893, %arg1894) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1863 = "arith.addf"(%arg1895, %1862) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1863) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %297 = "linalg.generic"(%arg44, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1891: f32, %arg1892: f32):
      "linalg.yield"(%arg1891) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %298 = "linalg.generic"(%296, %297, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1888: f32, %arg1889: f32, %arg1890: f32):
      %1861 = "arith.addf"(%arg1888, %arg1889) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1861) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %299 = "tensor.expand_shape"(%298) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %300 = "linalg.generic"(%299, %257, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1885: f32, %arg1886: f32, %arg1887: f32):
      %1860 = "arith.addf"(%arg1885, %arg1886) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1860) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %301 = "linalg.generic"(%300, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1883: f32, %arg1884: f64):
      %1859 = "arith.extf"(%arg1883) : (f32) -> f64
      "linalg.yield"(%1859) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %302 = "linalg.generic"(%301, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1881: f64, %arg1882: f64):
      %1858 = "arith.addf"(%arg1881, %arg1882) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1858) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %303 = "linalg.generic"(%302, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1879: f64, %arg1880: f64):
      %1857 = "arith.divf"(%arg1879, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1857) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %304 = "linalg.generic"(%301, %303, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1876: f64, %arg1877: f64, %arg1878: f64):
      %1856 = "arith.subf"(%arg1876, %arg1877) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1856) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %305 = "linalg.generic"(%304, %304, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1873: f64, %arg1874: f64, %arg1875: f64):
      %1855 = "arith.mulf"(%arg1873, %arg1874) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1855) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %306 = "linalg.generic"(%305, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1871: f64, %arg1872: f64):
      %1854 = "arith.addf"(%arg1871, %arg1872) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1854) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %307 = "linalg.generic"(%306, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1869: f64, %arg1870: f64):
      %1853 = "arith.divf"(%arg1869, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1853) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %308 = "linalg.generic"(%307, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1867: f64, %arg1868: f32):
      %1852 = "arith.truncf"(%arg1867) : (f64) -> f32
      "linalg.yield"(%1852) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %309 = "linalg.generic"(%300, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1865: f32, %arg1866: f32):
      %1851 = "arith.addf"(%arg1865, %arg1866) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1851) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %310 = "linalg.generic"(%309, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1863: f32, %arg1864: f32):
      %1850 = "arith.divf"(%arg1863, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1850) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %311 = "linalg.generic"(%308, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1861: f32, %arg1862: f32):
      %1848 = "arith.truncf"(%11) : (f64) -> f32
      %1849 = "arith.addf"(%arg1861, %1848) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1849) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %312 = "linalg.generic"(%311, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1859: f32, %arg1860: f32):
      %1847 = "math.rsqrt"(%arg1859) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1847) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %313 = "linalg.generic"(%300, %310, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1856: f32, %arg1857: f32, %arg1858: f32):
      %1846 = "arith.subf"(%arg1856, %arg1857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1846) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %314 = "linalg.generic"(%313, %312, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1853: f32, %arg1854: f32, %arg1855: f32):
      %1845 = "arith.mulf"(%arg1853, %arg1854) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1845) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %315 = "linalg.generic"(%314, %arg45, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1850: f32, %arg1851: f32, %arg1852: f32):
      %1844 = "arith.mulf"(%arg1850, %arg1851) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1844) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %316 = "linalg.generic"(%315, %arg46, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1847: f32, %arg1848: f32, %arg1849: f32):
      %1843 = "arith.addf"(%arg1847, %arg1848) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1843) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %317 = "tensor.collapse_shape"(%316) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %318 = "linalg.transpose"(%arg47, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1845: f32, %arg1846: f32):
      "linalg.yield"(%arg1845) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %319 = "linalg.matmul"(%317, %318, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1842: f32, %arg1843: f32, %arg1844: f32):
      %1841 = "arith.mulf"(%arg1842, %arg1843) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1842 = "arith.addf"(%arg1844, %1841) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1842) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %320 = "linalg.generic"(%arg48, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1840: f32, %arg1841: f32):
      "linalg.yield"(%arg1840) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %321 = "linalg.generic"(%319, %320, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1837: f32, %arg1838: f32, %arg1839: f32):
      %1840 = "arith.addf"(%arg1837, %arg1838) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1840) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %322 = "tensor.expand_shape"(%321) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %323 = "linalg.generic"(%322, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1835: f32, %arg1836: f32):
      %1835 = "arith.divf"(%arg1835, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1836 = "math.erf"(%1835) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1837 = "arith.addf"(%1836, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1838 = "arith.mulf"(%1837, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1839 = "arith.mulf"(%arg1835, %1838) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1839) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %324 = "tensor.collapse_shape"(%323) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %325 = "linalg.transpose"(%arg49, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1833: f32, %arg1834: f32):
      "linalg.yield"(%arg1833) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %326 = "linalg.matmul"(%324, %325, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1830: f32, %arg1831: f32, %arg1832: f32):
      %1833 = "arith.mulf"(%arg1830, %arg1831) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1834 = "arith.addf"(%arg1832, %1833) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1834) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %327 = "linalg.generic"(%arg50, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1828: f32, %arg1829: f32):
      "linalg.yield"(%arg1828) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %328 = "linalg.generic"(%326, %327, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1825: f32, %arg1826: f32, %arg1827: f32):
      %1832 = "arith.addf"(%arg1825, %arg1826) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1832) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %329 = "tensor.expand_shape"(%328) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %330 = "linalg.generic"(%329, %316, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1822: f32, %arg1823: f32, %arg1824: f32):
      %1831 = "arith.addf"(%arg1822, %arg1823) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1831) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %331 = "linalg.generic"(%330, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1820: f32, %arg1821: f64):
      %1830 = "arith.extf"(%arg1820) : (f32) -> f64
      "linalg.yield"(%1830) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %332 = "linalg.generic"(%331, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1818: f64, %arg1819: f64):
      %1829 = "arith.addf"(%arg1818, %arg1819) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1829) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %333 = "linalg.generic"(%332, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1816: f64, %arg1817: f64):
      %1828 = "arith.divf"(%arg1816, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1828) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %334 = "linalg.generic"(%331, %333, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1813: f64, %arg1814: f64, %arg1815: f64):
      %1827 = "arith.subf"(%arg1813, %arg1814) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1827) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %335 = "linalg.generic"(%334, %334, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1810: f64, %arg1811: f64, %arg1812: f64):
      %1826 = "arith.mulf"(%arg1810, %arg1811) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1826) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %336 = "linalg.generic"(%335, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1808: f64, %arg1809: f64):
      %1825 = "arith.addf"(%arg1808, %arg1809) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1825) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %337 = "linalg.generic"(%336, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1806: f64, %arg1807: f64):
      %1824 = "arith.divf"(%arg1806, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1824) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %338 = "linalg.generic"(%337, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1804: f64, %arg1805: f32):
      %1823 = "arith.truncf"(%arg1804) : (f64) -> f32
      "linalg.yield"(%1823) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %339 = "linalg.generic"(%330, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1802: f32, %arg1803: f32):
      %1822 = "arith.addf"(%arg1802, %arg1803) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1822) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %340 = "linalg.generic"(%339, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1800: f32, %arg1801: f32):
      %1821 = "arith.divf"(%arg1800, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1821) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %341 = "linalg.generic"(%338, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1798: f32, %arg1799: f32):
      %1819 = "arith.truncf"(%11) : (f64) -> f32
      %1820 = "arith.addf"(%arg1798, %1819) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1820) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %342 = "linalg.generic"(%341, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1796: f32, %arg1797: f32):
      %1818 = "math.rsqrt"(%arg1796) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1818) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %343 = "linalg.generic"(%330, %340, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1793: f32, %arg1794: f32, %arg1795: f32):
      %1817 = "arith.subf"(%arg1793, %arg1794) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1817) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %344 = "linalg.generic"(%343, %342, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1790: f32, %arg1791: f32, %arg1792: f32):
      %1816 = "arith.mulf"(%arg1790, %arg1791) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1816) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %345 = "linalg.generic"(%344, %arg51, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1787: f32, %arg1788: f32, %arg1789: f32):
      %1815 = "arith.mulf"(%arg1787, %arg1788) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1815) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %346 = "linalg.generic"(%345, %arg52, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1784: f32, %arg1785: f32, %arg1786: f32):
      %1814 = "arith.addf"(%arg1784, %arg1785) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1814) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %347 = "tensor.collapse_shape"(%346) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %348 = "linalg.transpose"(%arg53, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1782: f32, %arg1783: f32):
      "linalg.yield"(%arg1782) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %349 = "linalg.matmul"(%347, %348, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1779: f32, %arg1780: f32, %arg1781: f32):
      %1812 = "arith.mulf"(%arg1779, %arg1780) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1813 = "arith.addf"(%arg1781, %1812) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1813) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %350 = "linalg.generic"(%arg54, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1777: f32, %arg1778: f32):
      "linalg.yield"(%arg1777) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %351 = "linalg.generic"(%349, %350, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1774: f32, %arg1775: f32, %arg1776: f32):
      %1811 = "arith.addf"(%arg1774, %arg1775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1811) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %352 = "tensor.expand_shape"(%351) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %353 = "linalg.transpose"(%352, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1772: f32, %arg1773: f32):
      "linalg.yield"(%arg1772) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %354 = "linalg.transpose"(%arg55, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1770: f32, %arg1771: f32):
      "linalg.yield"(%arg1770) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %355 = "linalg.matmul"(%347, %354, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1767: f32, %arg1768: f32, %arg1769: f32):
      %1809 = "arith.mulf"(%arg1767, %arg1768) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1810 = "arith.addf"(%arg1769, %1809) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1810) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %356 = "linalg.generic"(%arg56, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1765: f32, %arg1766: f32):
      "linalg.yield"(%arg1765) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %357 = "linalg.generic"(%355, %356, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1762: f32, %arg1763: f32, %arg1764: f32):
      %1808 = "arith.addf"(%arg1762, %arg1763) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1808) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %358 = "tensor.expand_shape"(%357) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %359 = "linalg.transpose"(%arg57, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1760: f32, %arg1761: f32):
      "linalg.yield"(%arg1760) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %360 = "linalg.matmul"(%347, %359, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1757: f32, %arg1758: f32, %arg1759: f32):
      %1806 = "arith.mulf"(%arg1757, %arg1758) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1807 = "arith.addf"(%arg1759, %1806) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1807) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %361 = "linalg.generic"(%arg58, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1755: f32, %arg1756: f32):
      "linalg.yield"(%arg1755) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %362 = "linalg.generic"(%360, %361, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1752: f32, %arg1753: f32, %arg1754: f32):
      %1805 = "arith.addf"(%arg1752, %arg1753) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1805) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %363 = "tensor.expand_shape"(%362) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %364 = "linalg.transpose"(%363, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1750: f32, %arg1751: f32):
      "linalg.yield"(%arg1750) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %365 = "linalg.transpose"(%358, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1748: f32, %arg1749: f32):
      "linalg.yield"(%arg1748) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %366 = "tensor.collapse_shape"(%353) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %367 = "tensor.collapse_shape"(%365) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %368 = "linalg.batch_matmul"(%366, %367, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1745: f32, %arg1746: f32, %arg1747: f32):
      %1803 = "arith.mulf"(%arg1745, %arg1746) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1804 = "arith.addf"(%arg1747, %1803) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1804) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %369 = "tensor.expand_shape"(%368) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %370 = "linalg.generic"(%369, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1743: f32, %arg1744: f32):
      %1802 = "arith.mulf"(%arg1743, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1802) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %371 = "linalg.generic"(%370, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1740: f32, %arg1741: f32, %arg1742: f32):
      %1801 = "arith.addf"(%arg1740, %arg1741) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1801) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %372:2 = "linalg.generic"(%371, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1737: f32, %arg1738: f32, %arg1739: i64):
      %1796 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1797 = "arith.index_cast"(%1796) : (index) -> i64
      %1798 = "arith.maximumf"(%arg1737, %arg1738) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1799 = "arith.cmpf"(%arg1737, %arg1738) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1800 = "arith.select"(%1799, %1797, %arg1739) : (i1, i64, i64) -> i64
      "linalg.yield"(%1798, %1800) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %373 = "tensor.expand_shape"(%372#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %374 = "linalg.generic"(%371, %373, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1734: f32, %arg1735: f32, %arg1736: f32):
      %1795 = "arith.subf"(%arg1734, %arg1735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1795) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %375 = "linalg.generic"(%374, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1732: f32, %arg1733: f32):
      %1794 = "math.exp"(%arg1732) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1794) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %376 = "linalg.generic"(%375, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1730: f32, %arg1731: f32):
      %1793 = "arith.addf"(%arg1730, %arg1731) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1793) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %377 = "linalg.generic"(%375, %376, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1727: f32, %arg1728: f32, %arg1729: f32):
      %1792 = "arith.divf"(%arg1727, %arg1728) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1792) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %378 = "tensor.collapse_shape"(%377) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %379 = "tensor.collapse_shape"(%364) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %380 = "linalg.batch_matmul"(%378, %379, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1724: f32, %arg1725: f32, %arg1726: f32):
      %1790 = "arith.mulf"(%arg1724, %arg1725) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1791 = "arith.addf"(%arg1726, %1790) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1791) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %381 = "tensor.expand_shape"(%380) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %382 = "linalg.transpose"(%381, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1722: f32, %arg1723: f32):
      "linalg.yield"(%arg1722) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %383 = "tensor.collapse_shape"(%382) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %384 = "linalg.transpose"(%arg59, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1720: f32, %arg1721: f32):
      "linalg.yield"(%arg1720) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %385 = "linalg.matmul"(%383, %384, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1717: f32, %arg1718: f32, %arg1719: f32):
      %1788 = "arith.mulf"(%arg1717, %arg1718) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1789 = "arith.addf"(%arg1719, %1788) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1789) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %386 = "linalg.generic"(%arg60, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1715: f32, %arg1716: f32):
      "linalg.yield"(%arg1715) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %387 = "linalg.generic"(%385, %386, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1712: f32, %arg1713: f32, %arg1714: f32):
      %1787 = "arith.addf"(%arg1712, %arg1713) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1787) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %388 = "tensor.expand_shape"(%387) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %389 = "linalg.generic"(%388, %346, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1709: f32, %arg1710: f32, %arg1711: f32):
      %1786 = "arith.addf"(%arg1709, %arg1710) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1786) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %390 = "linalg.generic"(%389, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1707: f32, %arg1708: f64):
      %1785 = "arith.extf"(%arg1707) : (f32) -> f64
      "linalg.yield"(%1785) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %391 = "linalg.generic"(%390, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1705: f64, %arg1706: f64):
      %1784 = "arith.addf"(%arg1705, %arg1706) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1784) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %392 = "linalg.generic"(%391, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1703: f64, %arg1704: f64):
      %1783 = "arith.divf"(%arg1703, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1783) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %393 = "linalg.generic"(%390, %392, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1700: f64, %arg1701: f64, %arg1702: f64):
      %1782 = "arith.subf"(%arg1700, %arg1701) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1782) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %394 = "linalg.generic"(%393, %393, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1697: f64, %arg1698: f64, %arg1699: f64):
      %1781 = "arith.mulf"(%arg1697, %arg1698) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1781) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %395 = "linalg.generic"(%394, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1695: f64, %arg1696: f64):
      %1780 = "arith.addf"(%arg1695, %arg1696) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1780) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %396 = "linalg.generic"(%395, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1693: f64, %arg1694: f64):
      %1779 = "arith.divf"(%arg1693, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1779) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %397 = "linalg.generic"(%396, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1691: f64, %arg1692: f32):
      %1778 = "arith.truncf"(%arg1691) : (f64) -> f32
      "linalg.yield"(%1778) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %398 = "linalg.generic"(%389, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1689: f32, %arg1690: f32):
      %1777 = "arith.addf"(%arg1689, %arg1690) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1777) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %399 = "linalg.generic"(%398, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1687: f32, %arg1688: f32):
      %1776 = "arith.divf"(%arg1687, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1776) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %400 = "linalg.generic"(%397, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1685: f32, %arg1686: f32):
      %1774 = "arith.truncf"(%11) : (f64) -> f32
      %1775 = "arith.addf"(%arg1685, %1774) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1775) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %401 = "linalg.generic"(%400, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1683: f32, %arg1684: f32):
      %1773 = "math.rsqrt"(%arg1683) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1773) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %402 = "linalg.generic"(%389, %399, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1680: f32, %arg1681: f32, %arg1682: f32):
      %1772 = "arith.subf"(%arg1680, %arg1681) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1772) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %403 = "linalg.generic"(%402, %401, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1677: f32, %arg1678: f32, %arg1679: f32):
      %1771 = "arith.mulf"(%arg1677, %arg1678) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1771) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %404 = "linalg.generic"(%403, %arg61, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1674: f32, %arg1675: f32, %arg1676: f32):
      %1770 = "arith.mulf"(%arg1674, %arg1675) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1770) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %405 = "linalg.generic"(%404, %arg62, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1671: f32, %arg1672: f32, %arg1673: f32):
      %1769 = "arith.addf"(%arg1671, %arg1672) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1769) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %406 = "tensor.collapse_shape"(%405) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %407 = "linalg.transpose"(%arg63, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1669: f32, %arg1670: f32):
      "linalg.yield"(%arg1669) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %408 = "linalg.matmul"(%406, %407, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1666: f32, %arg1667: f32, %arg1668: f32):
      %1767 = "arith.mulf"(%arg1666, %arg1667) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1768 = "arith.addf"(%arg1668, %1767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1768) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %409 = "linalg.generic"(%arg64, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1664: f32, %arg1665: f32):
      "linalg.yield"(%arg1664) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %410 = "linalg.generic"(%408, %409, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1661: f32, %arg1662: f32, %arg1663: f32):
      %1766 = "arith.addf"(%arg1661, %arg1662) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1766) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %411 = "tensor.expand_shape"(%410) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %412 = "linalg.generic"(%411, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1659: f32, %arg1660: f32):
      %1761 = "arith.divf"(%arg1659, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1762 = "math.erf"(%1761) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1763 = "arith.addf"(%1762, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1764 = "arith.mulf"(%1763, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1765 = "arith.mulf"(%arg1659, %1764) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1765) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %413 = "tensor.collapse_shape"(%412) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %414 = "linalg.transpose"(%arg65, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1657: f32, %arg1658: f32):
      "linalg.yield"(%arg1657) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %415 = "linalg.matmul"(%413, %414, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1654: f32, %arg1655: f32, %arg1656: f32):
      %1759 = "arith.mulf"(%arg1654, %arg1655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1760 = "arith.addf"(%arg1656, %1759) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1760) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %416 = "linalg.generic"(%arg66, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1652: f32, %arg1653: f32):
      "linalg.yield"(%arg1652) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %417 = "linalg.generic"(%415, %416, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1649: f32, %arg1650: f32, %arg1651: f32):
      %1758 = "arith.addf"(%arg1649, %arg1650) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1758) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %418 = "tensor.expand_shape"(%417) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %419 = "linalg.generic"(%418, %405, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1646: f32, %arg1647: f32, %arg1648: f32):
      %1757 = "arith.addf"(%arg1646, %arg1647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1757) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %420 = "linalg.generic"(%419, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1644: f32, %arg1645: f64):
      %1756 = "arith.extf"(%arg1644) : (f32) -> f64
      "linalg.yield"(%1756) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %421 = "linalg.generic"(%420, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1642: f64, %arg1643: f64):
      %1755 = "arith.addf"(%arg1642, %arg1643) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1755) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %422 = "linalg.generic"(%421, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1640: f64, %arg1641: f64):
      %1754 = "arith.divf"(%arg1640, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1754) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %423 = "linalg.generic"(%420, %422, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1637: f64, %arg1638: f64, %arg1639: f64):
      %1753 = "arith.subf"(%arg1637, %arg1638) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1753) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %424 = "linalg.generic"(%423, %423, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1634: f64, %arg1635: f64, %arg1636: f64):
      %1752 = "arith.mulf"(%arg1634, %arg1635) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1752) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %425 = "linalg.generic"(%424, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1632: f64, %arg1633: f64):
      %1751 = "arith.addf"(%arg1632, %arg1633) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1751) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %426 = "linalg.generic"(%425, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1630: f64, %arg1631: f64):
      %1750 = "arith.divf"(%arg1630, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1750) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %427 = "linalg.generic"(%426, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1628: f64, %arg1629: f32):
      %1749 = "arith.truncf"(%arg1628) : (f64) -> f32
      "linalg.yield"(%1749) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %428 = "linalg.generic"(%419, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1626: f32, %arg1627: f32):
      %1748 = "arith.addf"(%arg1626, %arg1627) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1748) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %429 = "linalg.generic"(%428, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1624: f32, %arg1625: f32):
      %1747 = "arith.divf"(%arg1624, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1747) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %430 = "linalg.generic"(%427, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1622: f32, %arg1623: f32):
      %1745 = "arith.truncf"(%11) : (f64) -> f32
      %1746 = "arith.addf"(%arg1622, %1745) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1746) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %431 = "linalg.generic"(%430, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1620: f32, %arg1621: f32):
      %1744 = "math.rsqrt"(%arg1620) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1744) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %432 = "linalg.generic"(%419, %429, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1617: f32, %arg1618: f32, %arg1619: f32):
      %1743 = "arith.subf"(%arg1617, %arg1618) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1743) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %433 = "linalg.generic"(%432, %431, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1614: f32, %arg1615: f32, %arg1616: f32):
      %1742 = "arith.mulf"(%arg1614, %arg1615) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1742) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %434 = "linalg.generic"(%433, %arg67, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1611: f32, %arg1612: f32, %arg1613: f32):
      %1741 = "arith.mulf"(%arg1611, %arg1612) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1741) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %435 = "linalg.generic"(%434, %arg68, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1608: f32, %arg1609: f32, %arg1610: f32):
      %1740 = "arith.addf"(%arg1608, %arg1609) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1740) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %436 = "tensor.collapse_shape"(%435) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %437 = "linalg.transpose"(%arg69, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1606: f32, %arg1607: f32):
      "linalg.yield"(%arg1606) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %438 = "linalg.matmul"(%436, %437, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1603: f32, %arg1604: f32, %arg1605: f32):
      %1738 = "arith.mulf"(%arg1603, %arg1604) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1739 = "arith.addf"(%arg1605, %1738) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1739) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %439 = "linalg.generic"(%arg70, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1601: f32, %arg1602: f32):
      "linalg.yield"(%arg1601) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %440 = "linalg.generic"(%438, %439, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1598: f32, %arg1599: f32, %arg1600: f32):
      %1737 = "arith.addf"(%arg1598, %arg1599) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1737) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %441 = "tensor.expand_shape"(%440) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %442 = "linalg.transpose"(%441, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1596: f32, %arg1597: f32):
      "linalg.yield"(%arg1596) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %443 = "linalg.transpose"(%arg71, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1594: f32, %arg1595: f32):
      "linalg.yield"(%arg1594) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %444 = "linalg.matmul"(%436, %443, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1591: f32, %arg1592: f32, %arg1593: f32):
      %1735 = "arith.mulf"(%arg1591, %arg1592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1736 = "arith.addf"(%arg1593, %1735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1736) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %445 = "linalg.generic"(%arg72, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1589: f32, %arg1590: f32):
      "linalg.yield"(%arg1589) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %446 = "linalg.generic"(%444, %445, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1586: f32, %arg1587: f32, %arg1588: f32):
      %1734 = "arith.addf"(%arg1586, %arg1587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1734) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %447 = "tensor.expand_shape"(%446) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %448 = "linalg.transpose"(%arg73, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1584: f32, %arg1585: f32):
      "linalg.yield"(%arg1584) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %449 = "linalg.matmul"(%436, %448, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1581: f32, %arg1582: f32, %arg1583: f32):
      %1732 = "arith.mulf"(%arg1581, %arg1582) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1733 = "arith.addf"(%arg1583, %1732) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1733) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %450 = "linalg.generic"(%arg74, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1579: f32, %arg1580: f32):
      "linalg.yield"(%arg1579) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %451 = "linalg.generic"(%449, %450, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1576: f32, %arg1577: f32, %arg1578: f32):
      %1731 = "arith.addf"(%arg1576, %arg1577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1731) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %452 = "tensor.expand_shape"(%451) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %453 = "linalg.transpose"(%452, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1574: f32, %arg1575: f32):
      "linalg.yield"(%arg1574) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %454 = "linalg.transpose"(%447, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1572: f32, %arg1573: f32):
      "linalg.yield"(%arg1572) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %455 = "tensor.collapse_shape"(%442) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %456 = "tensor.collapse_shape"(%454) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %457 = "linalg.batch_matmul"(%455, %456, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1569: f32, %arg1570: f32, %arg1571: f32):
      %1729 = "arith.mulf"(%arg1569, %arg1570) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1730 = "arith.addf"(%arg1571, %1729) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1730) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %458 = "tensor.expand_shape"(%457) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %459 = "linalg.generic"(%458, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1567: f32, %arg1568: f32):
      %1728 = "arith.mulf"(%arg1567, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1728) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %460 = "linalg.generic"(%459, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1564: f32, %arg1565: f32, %arg1566: f32):
      %1727 = "arith.addf"(%arg1564, %arg1565) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1727) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %461:2 = "linalg.generic"(%460, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1561: f32, %arg1562: f32, %arg1563: i64):
      %1722 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1723 = "arith.index_cast"(%1722) : (index) -> i64
      %1724 = "arith.maximumf"(%arg1561, %arg1562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1725 = "arith.cmpf"(%arg1561, %arg1562) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1726 = "arith.select"(%1725, %1723, %arg1563) : (i1, i64, i64) -> i64
      "linalg.yield"(%1724, %1726) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %462 = "tensor.expand_shape"(%461#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %463 = "linalg.generic"(%460, %462, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1558: f32, %arg1559: f32, %arg1560: f32):
      %1721 = "arith.subf"(%arg1558, %arg1559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1721) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %464 = "linalg.generic"(%463, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1556: f32, %arg1557: f32):
      %1720 = "math.exp"(%arg1556) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1720) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %465 = "linalg.generic"(%464, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1554: f32, %arg1555: f32):
      %1719 = "arith.addf"(%arg1554, %arg1555) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1719) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %466 = "linalg.generic"(%464, %465, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1551: f32, %arg1552: f32, %arg1553: f32):
      %1718 = "arith.divf"(%arg1551, %arg1552) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1718) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %467 = "tensor.collapse_shape"(%466) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %468 = "tensor.collapse_shape"(%453) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %469 = "linalg.batch_matmul"(%467, %468, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1548: f32, %arg1549: f32, %arg1550: f32):
      %1716 = "arith.mulf"(%arg1548, %arg1549) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1717 = "arith.addf"(%arg1550, %1716) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1717) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %470 = "tensor.expand_shape"(%469) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %471 = "linalg.transpose"(%470, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1546: f32, %arg1547: f32):
      "linalg.yield"(%arg1546) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %472 = "tensor.collapse_shape"(%471) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %473 = "linalg.transpose"(%arg75, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1544: f32, %arg1545: f32):
      "linalg.yield"(%arg1544) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %474 = "linalg.matmul"(%472, %473, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1541: f32, %arg1542: f32, %arg1543: f32):
      %1714 = "arith.mulf"(%arg1541, %arg1542) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1715 = "arith.addf"(%arg1543, %1714) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1715) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %475 = "linalg.generic"(%arg76, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1539: f32, %arg1540: f32):
      "linalg.yield"(%arg1539) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %476 = "linalg.generic"(%474, %475, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1536: f32, %arg1537: f32, %arg1538: f32):
      %1713 = "arith.addf"(%arg1536, %arg1537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1713) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %477 = "tensor.expand_shape"(%476) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %478 = "linalg.generic"(%477, %435, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1533: f32, %arg1534: f32, %arg1535: f32):
      %1712 = "arith.addf"(%arg1533, %arg1534) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1712) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %479 = "linalg.generic"(%478, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1531: f32, %arg1532: f64):
      %1711 = "arith.extf"(%arg1531) : (f32) -> f64
      "linalg.yield"(%1711) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %480 = "linalg.generic"(%479, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1529: f64, %arg1530: f64):
      %1710 = "arith.addf"(%arg1529, %arg1530) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1710) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %481 = "linalg.generic"(%480, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1527: f64, %arg1528: f64):
      %1709 = "arith.divf"(%arg1527, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1709) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %482 = "linalg.generic"(%479, %481, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1524: f64, %arg1525: f64, %arg1526: f64):
      %1708 = "arith.subf"(%arg1524, %arg1525) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1708) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %483 = "linalg.generic"(%482, %482, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1521: f64, %arg1522: f64, %arg1523: f64):
      %1707 = "arith.mulf"(%arg1521, %arg1522) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1707) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %484 = "linalg.generic"(%483, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1519: f64, %arg1520: f64):
      %1706 = "arith.addf"(%arg1519, %arg1520) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1706) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %485 = "linalg.generic"(%484, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1517: f64, %arg1518: f64):
      %1705 = "arith.divf"(%arg1517, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1705) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %486 = "linalg.generic"(%485, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1515: f64, %arg1516: f32):
      %1704 = "arith.truncf"(%arg1515) : (f64) -> f32
      "linalg.yield"(%1704) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %487 = "linalg.generic"(%478, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1513: f32, %arg1514: f32):
      %1703 = "arith.addf"(%arg1513, %arg1514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1703) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %488 = "linalg.generic"(%487, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1511: f32, %arg1512: f32):
      %1702 = "arith.divf"(%arg1511, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1702) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %489 = "linalg.generic"(%486, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1509: f32, %arg1510: f32):
      %1700 = "arith.truncf"(%11) : (f64) -> f32
      %1701 = "arith.addf"(%arg1509, %1700) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1701) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %490 = "linalg.generic"(%489, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1507: f32, %arg1508: f32):
      %1699 = "math.rsqrt"(%arg1507) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1699) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %491 = "linalg.generic"(%478, %488, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1504: f32, %arg1505: f32, %arg1506: f32):
      %1698 = "arith.subf"(%arg1504, %arg1505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1698) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %492 = "linalg.generic"(%491, %490, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1501: f32, %arg1502: f32, %arg1503: f32):
      %1697 = "arith.mulf"(%arg1501, %arg1502) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1697) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %493 = "linalg.generic"(%492, %arg77, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1498: f32, %arg1499: f32, %arg1500: f32):
      %1696 = "arith.mulf"(%arg1498, %arg1499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1696) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %494 = "linalg.generic"(%493, %arg78, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1495: f32, %arg1496: f32, %arg1497: f32):
      %1695 = "arith.addf"(%arg1495, %arg1496) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1695) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %495 = "tensor.collapse_shape"(%494) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %496 = "linalg.transpose"(%arg79, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1493: f32, %arg1494: f32):
      "linalg.yield"(%arg1493) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %497 = "linalg.matmul"(%495, %496, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1490: f32, %arg1491: f32, %arg1492: f32):
      %1693 = "arith.mulf"(%arg1490, %arg1491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1694 = "arith.addf"(%arg1492, %1693) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1694) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %498 = "linalg.generic"(%arg80, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1488: f32, %arg1489: f32):
      "linalg.yield"(%arg1488) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %499 = "linalg.generic"(%497, %498, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1485: f32, %arg1486: f32, %arg1487: f32):
      %1692 = "arith.addf"(%arg1485, %arg1486) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1692) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %500 = "tensor.expand_shape"(%499) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %501 = "linalg.generic"(%500, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1483: f32, %arg1484: f32):
      %1687 = "arith.divf"(%arg1483, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1688 = "math.erf"(%1687) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1689 = "arith.addf"(%1688, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1690 = "arith.mulf"(%1689, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1691 = "arith.mulf"(%arg1483, %1690) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1691) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %502 = "tensor.collapse_shape"(%501) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %503 = "linalg.transpose"(%arg81, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1481: f32, %arg1482: f32):
      "linalg.yield"(%arg1481) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %504 = "linalg.matmul"(%502, %503, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1478: f32, %arg1479: f32, %arg1480: f32):
      %1685 = "arith.mulf"(%arg1478, %arg1479) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1686 = "arith.addf"(%arg1480, %1685) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1686) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %505 = "linalg.generic"(%arg82, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1476: f32, %arg1477: f32):
      "linalg.yield"(%arg1476) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %506 = "linalg.generic"(%504, %505, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1473: f32, %arg1474: f32, %arg1475: f32):
      %1684 = "arith.addf"(%arg1473, %arg1474) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1684) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %507 = "tensor.expand_shape"(%506) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %508 = "linalg.generic"(%507, %494, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1470: f32, %arg1471: f32, %arg1472: f32):
      %1683 = "arith.addf"(%arg1470, %arg1471) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1683) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %509 = "linalg.generic"(%508, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1468: f32, %arg1469: f64):
      %1682 = "arith.extf"(%arg1468) : (f32) -> f64
      "linalg.yield"(%1682) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %510 = "linalg.generic"(%509, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1466: f64, %arg1467: f64):
      %1681 = "arith.addf"(%arg1466, %arg1467) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1681) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %511 = "linalg.generic"(%510, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1464: f64, %arg1465: f64):
      %1680 = "arith.divf"(%arg1464, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1680) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %512 = "linalg.generic"(%509, %511, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1461: f64, %arg1462: f64, %arg1463: f64):
      %1679 = "arith.subf"(%arg1461, %arg1462) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1679) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %513 = "linalg.generic"(%512, %512, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1458: f64, %arg1459: f64, %arg1460: f64):
      %1678 = "arith.mulf"(%arg1458, %arg1459) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1678) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %514 = "linalg.generic"(%513, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1456: f64, %arg1457: f64):
      %1677 = "arith.addf"(%arg1456, %arg1457) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1677) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %515 = "linalg.generic"(%514, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1454: f64, %arg1455: f64):
      %1676 = "arith.divf"(%arg1454, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1676) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %516 = "linalg.generic"(%515, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1452: f64, %arg1453: f32):
      %1675 = "arith.truncf"(%arg1452) : (f64) -> f32
      "linalg.yield"(%1675) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %517 = "linalg.generic"(%508, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1450: f32, %arg1451: f32):
      %1674 = "arith.addf"(%arg1450, %arg1451) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1674) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %518 = "linalg.generic"(%517, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1448: f32, %arg1449: f32):
      %1673 = "arith.divf"(%arg1448, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1673) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %519 = "linalg.generic"(%516, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1446: f32, %arg1447: f32):
      %1671 = "arith.truncf"(%11) : (f64) -> f32
      %1672 = "arith.addf"(%arg1446, %1671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1672) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %520 = "linalg.generic"(%519, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1444: f32, %arg1445: f32):
      %1670 = "math.rsqrt"(%arg1444) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1670) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %521 = "linalg.generic"(%508, %518, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1441: f32, %arg1442: f32, %arg1443: f32):
      %1669 = "arith.subf"(%arg1441, %arg1442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1669) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %522 = "linalg.generic"(%521, %520, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1438: f32, %arg1439: f32, %arg1440: f32):
      %1668 = "arith.mulf"(%arg1438, %arg1439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1668) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %523 = "linalg.generic"(%522, %arg83, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1435: f32, %arg1436: f32, %arg1437: f32):
      %1667 = "arith.mulf"(%arg1435, %arg1436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1667) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %524 = "linalg.generic"(%523, %arg84, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1432: f32, %arg1433: f32, %arg1434: f32):
      %1666 = "arith.addf"(%arg1432, %arg1433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1666) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %525 = "tensor.collapse_shape"(%524) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %526 = "linalg.transpose"(%arg85, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1430: f32, %arg1431: f32):
      "linalg.yield"(%arg1430) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %527 = "linalg.matmul"(%525, %526, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1427: f32, %arg1428: f32, %arg1429: f32):
      %1664 = "arith.mulf"(%arg1427, %arg1428) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1665 = "arith.addf"(%arg1429, %1664) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1665) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %528 = "linalg.generic"(%arg86, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1425: f32, %arg1426: f32):
      "linalg.yield"(%arg1425) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %529 = "linalg.generic"(%527, %528, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1422: f32, %arg1423: f32, %arg1424: f32):
      %1663 = "arith.addf"(%arg1422, %arg1423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1663) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %530 = "tensor.expand_shape"(%529) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %531 = "linalg.transpose"(%530, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1420: f32, %arg1421: f32):
      "linalg.yield"(%arg1420) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %532 = "linalg.transpose"(%arg87, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1418: f32, %arg1419: f32):
      "linalg.yield"(%arg1418) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %533 = "linalg.matmul"(%525, %532, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1415: f32, %arg1416: f32, %arg1417: f32):
      %1661 = "arith.mulf"(%arg1415, %arg1416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1662 = "arith.addf"(%arg1417, %1661) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1662) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %534 = "linalg.generic"(%arg88, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1413: f32, %arg1414: f32):
      "linalg.yield"(%arg1413) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %535 = "linalg.generic"(%533, %534, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1410: f32, %arg1411: f32, %arg1412: f32):
      %1660 = "arith.addf"(%arg1410, %arg1411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1660) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %536 = "tensor.expand_shape"(%535) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %537 = "linalg.transpose"(%arg89, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1408: f32, %arg1409: f32):
      "linalg.yield"(%arg1408) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %538 = "linalg.matmul"(%525, %537, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1405: f32, %arg1406: f32, %arg1407: f32):
      %1658 = "arith.mulf"(%arg1405, %arg1406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1659 = "arith.addf"(%arg1407, %1658) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1659) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %539 = "linalg.generic"(%arg90, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1403: f32, %arg1404: f32):
      "linalg.yield"(%arg1403) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %540 = "linalg.generic"(%538, %539, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1400: f32, %arg1401: f32, %arg1402: f32):
      %1657 = "arith.addf"(%arg1400, %arg1401) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1657) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %541 = "tensor.expand_shape"(%540) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %542 = "linalg.transpose"(%541, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1398: f32, %arg1399: f32):
      "linalg.yield"(%arg1398) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %543 = "linalg.transpose"(%536, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1396: f32, %arg1397: f32):
      "linalg.yield"(%arg1396) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %544 = "tensor.collapse_shape"(%531) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %545 = "tensor.collapse_shape"(%543) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %546 = "linalg.batch_matmul"(%544, %545, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1393: f32, %arg1394: f32, %arg1395: f32):
      %1655 = "arith.mulf"(%arg1393, %arg1394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1656 = "arith.addf"(%arg1395, %1655) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1656) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %547 = "tensor.expand_shape"(%546) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %548 = "linalg.generic"(%547, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1391: f32, %arg1392: f32):
      %1654 = "arith.mulf"(%arg1391, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1654) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %549 = "linalg.generic"(%548, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1388: f32, %arg1389: f32, %arg1390: f32):
      %1653 = "arith.addf"(%arg1388, %arg1389) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1653) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %550:2 = "linalg.generic"(%549, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1385: f32, %arg1386: f32, %arg1387: i64):
      %1648 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1649 = "arith.index_cast"(%1648) : (index) -> i64
      %1650 = "arith.maximumf"(%arg1385, %arg1386) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1651 = "arith.cmpf"(%arg1385, %arg1386) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1652 = "arith.select"(%1651, %1649, %arg1387) : (i1, i64, i64) -> i64
      "linalg.yield"(%1650, %1652) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %551 = "tensor.expand_shape"(%550#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %552 = "linalg.generic"(%549, %551, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1382: f32, %arg1383: f32, %arg1384: f32):
      %1647 = "arith.subf"(%arg1382, %arg1383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1647) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %553 = "linalg.generic"(%552, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1380: f32, %arg1381: f32):
      %1646 = "math.exp"(%arg1380) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1646) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %554 = "linalg.generic"(%553, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1378: f32, %arg1379: f32):
      %1645 = "arith.addf"(%arg1378, %arg1379) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1645) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %555 = "linalg.generic"(%553, %554, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1375: f32, %arg1376: f32, %arg1377: f32):
      %1644 = "arith.divf"(%arg1375, %arg1376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1644) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %556 = "tensor.collapse_shape"(%555) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %557 = "tensor.collapse_shape"(%542) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %558 = "linalg.batch_matmul"(%556, %557, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1372: f32, %arg1373: f32, %arg1374: f32):
      %1642 = "arith.mulf"(%arg1372, %arg1373) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1643 = "arith.addf"(%arg1374, %1642) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1643) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %559 = "tensor.expand_shape"(%558) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %560 = "linalg.transpose"(%559, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1370: f32, %arg1371: f32):
      "linalg.yield"(%arg1370) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %561 = "tensor.collapse_shape"(%560) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %562 = "linalg.transpose"(%arg91, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1368: f32, %arg1369: f32):
      "linalg.yield"(%arg1368) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %563 = "linalg.matmul"(%561, %562, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1365: f32, %arg1366: f32, %arg1367: f32):
      %1640 = "arith.mulf"(%arg1365, %arg1366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1641 = "arith.addf"(%arg1367, %1640) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1641) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %564 = "linalg.generic"(%arg92, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1363: f32, %arg1364: f32):
      "linalg.yield"(%arg1363) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %565 = "linalg.generic"(%563, %564, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1360: f32, %arg1361: f32, %arg1362: f32):
      %1639 = "arith.addf"(%arg1360, %arg1361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1639) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %566 = "tensor.expand_shape"(%565) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %567 = "linalg.generic"(%566, %524, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1357: f32, %arg1358: f32, %arg1359: f32):
      %1638 = "arith.addf"(%arg1357, %arg1358) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1638) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %568 = "linalg.generic"(%567, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1355: f32, %arg1356: f64):
      %1637 = "arith.extf"(%arg1355) : (f32) -> f64
      "linalg.yield"(%1637) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %569 = "linalg.generic"(%568, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1353: f64, %arg1354: f64):
      %1636 = "arith.addf"(%arg1353, %arg1354) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1636) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %570 = "linalg.generic"(%569, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1351: f64, %arg1352: f64):
      %1635 = "arith.divf"(%arg1351, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1635) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %571 = "linalg.generic"(%568, %570, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1348: f64, %arg1349: f64, %arg1350: f64):
      %1634 = "arith.subf"(%arg1348, %arg1349) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1634) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %572 = "linalg.generic"(%571, %571, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1345: f64, %arg1346: f64, %arg1347: f64):
      %1633 = "arith.mulf"(%arg1345, %arg1346) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1633) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %573 = "linalg.generic"(%572, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1343: f64, %arg1344: f64):
      %1632 = "arith.addf"(%arg1343, %arg1344) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1632) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %574 = "linalg.generic"(%573, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1341: f64, %arg1342: f64):
      %1631 = "arith.divf"(%arg1341, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1631) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %575 = "linalg.generic"(%574, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1339: f64, %arg1340: f32):
      %1630 = "arith.truncf"(%arg1339) : (f64) -> f32
      "linalg.yield"(%1630) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %576 = "linalg.generic"(%567, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1337: f32, %arg1338: f32):
      %1629 = "arith.addf"(%arg1337, %arg1338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1629) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %577 = "linalg.generic"(%576, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1335: f32, %arg1336: f32):
      %1628 = "arith.divf"(%arg1335, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1628) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %578 = "linalg.generic"(%575, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1333: f32, %arg1334: f32):
      %1626 = "arith.truncf"(%11) : (f64) -> f32
      %1627 = "arith.addf"(%arg1333, %1626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1627) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %579 = "linalg.generic"(%578, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1331: f32, %arg1332: f32):
      %1625 = "math.rsqrt"(%arg1331) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1625) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %580 = "linalg.generic"(%567, %577, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1328: f32, %arg1329: f32, %arg1330: f32):
      %1624 = "arith.subf"(%arg1328, %arg1329) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1624) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %581 = "linalg.generic"(%580, %579, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1325: f32, %arg1326: f32, %arg1327: f32):
      %1623 = "arith.mulf"(%arg1325, %arg1326) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1623) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %582 = "linalg.generic"(%581, %arg93, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1322: f32, %arg1323: f32, %arg1324: f32):
      %1622 = "arith.mulf"(%arg1322, %arg1323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1622) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %583 = "linalg.generic"(%582, %arg94, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1319: f32, %arg1320: f32, %arg1321: f32):
      %1621 = "arith.addf"(%arg1319, %arg1320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1621) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %584 = "tensor.collapse_shape"(%583) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %585 = "linalg.transpose"(%arg95, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1317: f32, %arg1318: f32):
      "linalg.yield"(%arg1317) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %586 = "linalg.matmul"(%584, %585, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1314: f32, %arg1315: f32, %arg1316: f32):
      %1619 = "arith.mulf"(%arg1314, %arg1315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1620 = "arith.addf"(%arg1316, %1619) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1620) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %587 = "linalg.generic"(%arg96, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1312: f32, %arg1313: f32):
      "linalg.yield"(%arg1312) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %588 = "linalg.generic"(%586, %587, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1309: f32, %arg1310: f32, %arg1311: f32):
      %1618 = "arith.addf"(%arg1309, %arg1310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1618) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %589 = "tensor.expand_shape"(%588) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %590 = "linalg.generic"(%589, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1307: f32, %arg1308: f32):
      %1613 = "arith.divf"(%arg1307, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1614 = "math.erf"(%1613) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1615 = "arith.addf"(%1614, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1616 = "arith.mulf"(%1615, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1617 = "arith.mulf"(%arg1307, %1616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1617) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %591 = "tensor.collapse_shape"(%590) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %592 = "linalg.transpose"(%arg97, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1305: f32, %arg1306: f32):
      "linalg.yield"(%arg1305) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %593 = "linalg.matmul"(%591, %592, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1302: f32, %arg1303: f32, %arg1304: f32):
      %1611 = "arith.mulf"(%arg1302, %arg1303) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1612 = "arith.addf"(%arg1304, %1611) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1612) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %594 = "linalg.generic"(%arg98, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1300: f32, %arg1301: f32):
      "linalg.yield"(%arg1300) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %595 = "linalg.generic"(%593, %594, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1297: f32, %arg1298: f32, %arg1299: f32):
      %1610 = "arith.addf"(%arg1297, %arg1298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1610) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %596 = "tensor.expand_shape"(%595) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %597 = "linalg.generic"(%596, %583, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1294: f32, %arg1295: f32, %arg1296: f32):
      %1609 = "arith.addf"(%arg1294, %arg1295) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1609) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %598 = "linalg.generic"(%597, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1292: f32, %arg1293: f64):
      %1608 = "arith.extf"(%arg1292) : (f32) -> f64
      "linalg.yield"(%1608) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %599 = "linalg.generic"(%598, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1290: f64, %arg1291: f64):
      %1607 = "arith.addf"(%arg1290, %arg1291) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1607) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %600 = "linalg.generic"(%599, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1288: f64, %arg1289: f64):
      %1606 = "arith.divf"(%arg1288, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1606) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %601 = "linalg.generic"(%598, %600, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1285: f64, %arg1286: f64, %arg1287: f64):
      %1605 = "arith.subf"(%arg1285, %arg1286) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1605) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %602 = "linalg.generic"(%601, %601, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1282: f64, %arg1283: f64, %arg1284: f64):
      %1604 = "arith.mulf"(%arg1282, %arg1283) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1604) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %603 = "linalg.generic"(%602, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1280: f64, %arg1281: f64):
      %1603 = "arith.addf"(%arg1280, %arg1281) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1603) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %604 = "linalg.generic"(%603, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1278: f64, %arg1279: f64):
      %1602 = "arith.divf"(%arg1278, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1602) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %605 = "linalg.generic"(%604, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1276: f64, %arg1277: f32):
      %1601 = "arith.truncf"(%arg1276) : (f64) -> f32
      "linalg.yield"(%1601) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %606 = "linalg.generic"(%597, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1274: f32, %arg1275: f32):
      %1600 = "arith.addf"(%arg1274, %arg1275) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1600) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %607 = "linalg.generic"(%606, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1272: f32, %arg1273: f32):
      %1599 = "arith.divf"(%arg1272, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1599) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %608 = "linalg.generic"(%605, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1270: f32, %arg1271: f32):
      %1597 = "arith.truncf"(%11) : (f64) -> f32
      %1598 = "arith.addf"(%arg1270, %1597) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1598) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %609 = "linalg.generic"(%608, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1268: f32, %arg1269: f32):
      %1596 = "math.rsqrt"(%arg1268) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1596) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %610 = "linalg.generic"(%597, %607, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1265: f32, %arg1266: f32, %arg1267: f32):
      %1595 = "arith.subf"(%arg1265, %arg1266) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1595) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %611 = "linalg.generic"(%610, %609, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1262: f32, %arg1263: f32, %arg1264: f32):
      %1594 = "arith.mulf"(%arg1262, %arg1263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1594) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %612 = "linalg.generic"(%611, %arg99, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1259: f32, %arg1260: f32, %arg1261: f32):
      %1593 = "arith.mulf"(%arg1259, %arg1260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1593) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %613 = "linalg.generic"(%612, %arg100, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1256: f32, %arg1257: f32, %arg1258: f32):
      %1592 = "arith.addf"(%arg1256, %arg1257) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1592) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %614 = "tensor.collapse_shape"(%613) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %615 = "linalg.transpose"(%arg101, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1254: f32, %arg1255: f32):
      "linalg.yield"(%arg1254) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %616 = "linalg.matmul"(%614, %615, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1251: f32, %arg1252: f32, %arg1253: f32):
      %1590 = "arith.mulf"(%arg1251, %arg1252) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1591 = "arith.addf"(%arg1253, %1590) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1591) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %617 = "linalg.generic"(%arg102, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1249: f32, %arg1250: f32):
      "linalg.yield"(%arg1249) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %618 = "linalg.generic"(%616, %617, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1246: f32, %arg1247: f32, %arg1248: f32):
      %1589 = "arith.addf"(%arg1246, %arg1247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1589) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %619 = "tensor.expand_shape"(%618) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %620 = "linalg.transpose"(%619, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1244: f32, %arg1245: f32):
      "linalg.yield"(%arg1244) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %621 = "linalg.transpose"(%arg103, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1242: f32, %arg1243: f32):
      "linalg.yield"(%arg1242) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %622 = "linalg.matmul"(%614, %621, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1239: f32, %arg1240: f32, %arg1241: f32):
      %1587 = "arith.mulf"(%arg1239, %arg1240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1588 = "arith.addf"(%arg1241, %1587) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1588) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %623 = "linalg.generic"(%arg104, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1237: f32, %arg1238: f32):
      "linalg.yield"(%arg1237) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %624 = "linalg.generic"(%622, %623, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1234: f32, %arg1235: f32, %arg1236: f32):
      %1586 = "arith.addf"(%arg1234, %arg1235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1586) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %625 = "tensor.expand_shape"(%624) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %626 = "linalg.transpose"(%arg105, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1232: f32, %arg1233: f32):
      "linalg.yield"(%arg1232) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %627 = "linalg.matmul"(%614, %626, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1229: f32, %arg1230: f32, %arg1231: f32):
      %1584 = "arith.mulf"(%arg1229, %arg1230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1585 = "arith.addf"(%arg1231, %1584) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1585) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %628 = "linalg.generic"(%arg106, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1227: f32, %arg1228: f32):
      "linalg.yield"(%arg1227) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %629 = "linalg.generic"(%627, %628, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1224: f32, %arg1225: f32, %arg1226: f32):
      %1583 = "arith.addf"(%arg1224, %arg1225) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1583) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %630 = "tensor.expand_shape"(%629) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %631 = "linalg.transpose"(%630, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1222: f32, %arg1223: f32):
      "linalg.yield"(%arg1222) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %632 = "linalg.transpose"(%625, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1220: f32, %arg1221: f32):
      "linalg.yield"(%arg1220) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %633 = "tensor.collapse_shape"(%620) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %634 = "tensor.collapse_shape"(%632) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %635 = "linalg.batch_matmul"(%633, %634, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1217: f32, %arg1218: f32, %arg1219: f32):
      %1581 = "arith.mulf"(%arg1217, %arg1218) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1582 = "arith.addf"(%arg1219, %1581) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1582) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %636 = "tensor.expand_shape"(%635) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %637 = "linalg.generic"(%636, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1215: f32, %arg1216: f32):
      %1580 = "arith.mulf"(%arg1215, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1580) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %638 = "linalg.generic"(%637, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1212: f32, %arg1213: f32, %arg1214: f32):
      %1579 = "arith.addf"(%arg1212, %arg1213) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1579) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %639:2 = "linalg.generic"(%638, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1209: f32, %arg1210: f32, %arg1211: i64):
      %1574 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1575 = "arith.index_cast"(%1574) : (index) -> i64
      %1576 = "arith.maximumf"(%arg1209, %arg1210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1577 = "arith.cmpf"(%arg1209, %arg1210) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1578 = "arith.select"(%1577, %1575, %arg1211) : (i1, i64, i64) -> i64
      "linalg.yield"(%1576, %1578) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %640 = "tensor.expand_shape"(%639#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %641 = "linalg.generic"(%638, %640, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1206: f32, %arg1207: f32, %arg1208: f32):
      %1573 = "arith.subf"(%arg1206, %arg1207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1573) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %642 = "linalg.generic"(%641, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1204: f32, %arg1205: f32):
      %1572 = "math.exp"(%arg1204) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1572) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %643 = "linalg.generic"(%642, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1202: f32, %arg1203: f32):
      %1571 = "arith.addf"(%arg1202, %arg1203) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1571) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %644 = "linalg.generic"(%642, %643, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1199: f32, %arg1200: f32, %arg1201: f32):
      %1570 = "arith.divf"(%arg1199, %arg1200) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1570) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %645 = "tensor.collapse_shape"(%644) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %646 = "tensor.collapse_shape"(%631) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %647 = "linalg.batch_matmul"(%645, %646, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1196: f32, %arg1197: f32, %arg1198: f32):
      %1568 = "arith.mulf"(%arg1196, %arg1197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1569 = "arith.addf"(%arg1198, %1568) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1569) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %648 = "tensor.expand_shape"(%647) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %649 = "linalg.transpose"(%648, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1194: f32, %arg1195: f32):
      "linalg.yield"(%arg1194) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %650 = "tensor.collapse_shape"(%649) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %651 = "linalg.transpose"(%arg107, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1192: f32, %arg1193: f32):
      "linalg.yield"(%arg1192) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %652 = "linalg.matmul"(%650, %651, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1189: f32, %arg1190: f32, %arg1191: f32):
      %1566 = "arith.mulf"(%arg1189, %arg1190) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1567 = "arith.addf"(%arg1191, %1566) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1567) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %653 = "linalg.generic"(%arg108, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1187: f32, %arg1188: f32):
      "linalg.yield"(%arg1187) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %654 = "linalg.generic"(%652, %653, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1184: f32, %arg1185: f32, %arg1186: f32):
      %1565 = "arith.addf"(%arg1184, %arg1185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1565) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %655 = "tensor.expand_shape"(%654) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %656 = "linalg.generic"(%655, %613, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1181: f32, %arg1182: f32, %arg1183: f32):
      %1564 = "arith.addf"(%arg1181, %arg1182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1564) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %657 = "linalg.generic"(%656, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1179: f32, %arg1180: f64):
      %1563 = "arith.extf"(%arg1179) : (f32) -> f64
      "linalg.yield"(%1563) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %658 = "linalg.generic"(%657, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1177: f64, %arg1178: f64):
      %1562 = "arith.addf"(%arg1177, %arg1178) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1562) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %659 = "linalg.generic"(%658, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1175: f64, %arg1176: f64):
      %1561 = "arith.divf"(%arg1175, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1561) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %660 = "linalg.generic"(%657, %659, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1172: f64, %arg1173: f64, %arg1174: f64):
      %1560 = "arith.subf"(%arg1172, %arg1173) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1560) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %661 = "linalg.generic"(%660, %660, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1169: f64, %arg1170: f64, %arg1171: f64):
      %1559 = "arith.mulf"(%arg1169, %arg1170) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1559) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %662 = "linalg.generic"(%661, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1167: f64, %arg1168: f64):
      %1558 = "arith.addf"(%arg1167, %arg1168) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1558) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %663 = "linalg.generic"(%662, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1165: f64, %arg1166: f64):
      %1557 = "arith.divf"(%arg1165, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1557) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %664 = "linalg.generic"(%663, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1163: f64, %arg1164: f32):
      %1556 = "arith.truncf"(%arg1163) : (f64) -> f32
      "linalg.yield"(%1556) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %665 = "linalg.generic"(%656, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1161: f32, %arg1162: f32):
      %1555 = "arith.addf"(%arg1161, %arg1162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1555) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %666 = "linalg.generic"(%665, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1159: f32, %arg1160: f32):
      %1554 = "arith.divf"(%arg1159, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1554) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %667 = "linalg.generic"(%664, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1157: f32, %arg1158: f32):
      %1552 = "arith.truncf"(%11) : (f64) -> f32
      %1553 = "arith.addf"(%arg1157, %1552) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1553) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %668 = "linalg.generic"(%667, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1155: f32, %arg1156: f32):
      %1551 = "math.rsqrt"(%arg1155) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1551) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %669 = "linalg.generic"(%656, %666, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1152: f32, %arg1153: f32, %arg1154: f32):
      %1550 = "arith.subf"(%arg1152, %arg1153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1550) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %670 = "linalg.generic"(%669, %668, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1149: f32, %arg1150: f32, %arg1151: f32):
      %1549 = "arith.mulf"(%arg1149, %arg1150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1549) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %671 = "linalg.generic"(%670, %arg109, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1146: f32, %arg1147: f32, %arg1148: f32):
      %1548 = "arith.mulf"(%arg1146, %arg1147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1548) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %672 = "linalg.generic"(%671, %arg110, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1143: f32, %arg1144: f32, %arg1145: f32):
      %1547 = "arith.addf"(%arg1143, %arg1144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1547) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %673 = "tensor.collapse_shape"(%672) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %674 = "linalg.transpose"(%arg111, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1141: f32, %arg1142: f32):
      "linalg.yield"(%arg1141) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %675 = "linalg.matmul"(%673, %674, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1138: f32, %arg1139: f32, %arg1140: f32):
      %1545 = "arith.mulf"(%arg1138, %arg1139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1546 = "arith.addf"(%arg1140, %1545) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1546) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %676 = "linalg.generic"(%arg112, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1136: f32, %arg1137: f32):
      "linalg.yield"(%arg1136) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %677 = "linalg.generic"(%675, %676, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1133: f32, %arg1134: f32, %arg1135: f32):
      %1544 = "arith.addf"(%arg1133, %arg1134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1544) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %678 = "tensor.expand_shape"(%677) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %679 = "linalg.generic"(%678, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1131: f32, %arg1132: f32):
      %1539 = "arith.divf"(%arg1131, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1540 = "math.erf"(%1539) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1541 = "arith.addf"(%1540, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1542 = "arith.mulf"(%1541, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1543 = "arith.mulf"(%arg1131, %1542) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1543) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %680 = "tensor.collapse_shape"(%679) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %681 = "linalg.transpose"(%arg113, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1129: f32, %arg1130: f32):
      "linalg.yield"(%arg1129) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %682 = "linalg.matmul"(%680, %681, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1126: f32, %arg1127: f32, %arg1128: f32):
      %1537 = "arith.mulf"(%arg1126, %arg1127) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1538 = "arith.addf"(%arg1128, %1537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1538) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %683 = "linalg.generic"(%arg114, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1124: f32, %arg1125: f32):
      "linalg.yield"(%arg1124) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %684 = "linalg.generic"(%682, %683, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1121: f32, %arg1122: f32, %arg1123: f32):
      %1536 = "arith.addf"(%arg1121, %arg1122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1536) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %685 = "tensor.expand_shape"(%684) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %686 = "linalg.generic"(%685, %672, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1118: f32, %arg1119: f32, %arg1120: f32):
      %1535 = "arith.addf"(%arg1118, %arg1119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1535) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %687 = "linalg.generic"(%686, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1116: f32, %arg1117: f64):
      %1534 = "arith.extf"(%arg1116) : (f32) -> f64
      "linalg.yield"(%1534) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %688 = "linalg.generic"(%687, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1114: f64, %arg1115: f64):
      %1533 = "arith.addf"(%arg1114, %arg1115) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1533) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %689 = "linalg.generic"(%688, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1112: f64, %arg1113: f64):
      %1532 = "arith.divf"(%arg1112, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1532) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %690 = "linalg.generic"(%687, %689, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1109: f64, %arg1110: f64, %arg1111: f64):
      %1531 = "arith.subf"(%arg1109, %arg1110) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1531) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %691 = "linalg.generic"(%690, %690, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1106: f64, %arg1107: f64, %arg1108: f64):
      %1530 = "arith.mulf"(%arg1106, %arg1107) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1530) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %692 = "linalg.generic"(%691, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1104: f64, %arg1105: f64):
      %1529 = "arith.addf"(%arg1104, %arg1105) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1529) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %693 = "linalg.generic"(%692, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1102: f64, %arg1103: f64):
      %1528 = "arith.divf"(%arg1102, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1528) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %694 = "linalg.generic"(%693, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1100: f64, %arg1101: f32):
      %1527 = "arith.truncf"(%arg1100) : (f64) -> f32
      "linalg.yield"(%1527) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %695 = "linalg.generic"(%686, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1098: f32, %arg1099: f32):
      %1526 = "arith.addf"(%arg1098, %arg1099) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1526) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %696 = "linalg.generic"(%695, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1096: f32, %arg1097: f32):
      %1525 = "arith.divf"(%arg1096, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1525) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %697 = "linalg.generic"(%694, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1094: f32, %arg1095: f32):
      %1523 = "arith.truncf"(%11) : (f64) -> f32
      %1524 = "arith.addf"(%arg1094, %1523) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1524) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %698 = "linalg.generic"(%697, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1092: f32, %arg1093: f32):
      %1522 = "math.rsqrt"(%arg1092) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1522) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %699 = "linalg.generic"(%686, %696, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1089: f32, %arg1090: f32, %arg1091: f32):
      %1521 = "arith.subf"(%arg1089, %arg1090) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1521) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %700 = "linalg.generic"(%699, %698, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1086: f32, %arg1087: f32, %arg1088: f32):
      %1520 = "arith.mulf"(%arg1086, %arg1087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1520) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %701 = "linalg.generic"(%700, %arg115, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1083: f32, %arg1084: f32, %arg1085: f32):
      %1519 = "arith.mulf"(%arg1083, %arg1084) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1519) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %702 = "linalg.generic"(%701, %arg116, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1080: f32, %arg1081: f32, %arg1082: f32):
      %1518 = "arith.addf"(%arg1080, %arg1081) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1518) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %703 = "tensor.collapse_shape"(%702) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %704 = "linalg.transpose"(%arg117, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1078: f32, %arg1079: f32):
      "linalg.yield"(%arg1078) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %705 = "linalg.matmul"(%703, %704, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1075: f32, %arg1076: f32, %arg1077: f32):
      %1516 = "arith.mulf"(%arg1075, %arg1076) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1517 = "arith.addf"(%arg1077, %1516) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1517) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %706 = "linalg.generic"(%arg118, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1073: f32, %arg1074: f32):
      "linalg.yield"(%arg1073) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %707 = "linalg.generic"(%705, %706, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32, %arg1072: f32):
      %1515 = "arith.addf"(%arg1070, %arg1071) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1515) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %708 = "tensor.expand_shape"(%707) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %709 = "linalg.transpose"(%708, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1068: f32, %arg1069: f32):
      "linalg.yield"(%arg1068) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %710 = "linalg.transpose"(%arg119, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1066: f32, %arg1067: f32):
      "linalg.yield"(%arg1066) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %711 = "linalg.matmul"(%703, %710, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1063: f32, %arg1064: f32, %arg1065: f32):
      %1513 = "arith.mulf"(%arg1063, %arg1064) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1514 = "arith.addf"(%arg1065, %1513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1514) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %712 = "linalg.generic"(%arg120, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1061: f32, %arg1062: f32):
      "linalg.yield"(%arg1061) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %713 = "linalg.generic"(%711, %712, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1058: f32, %arg1059: f32, %arg1060: f32):
      %1512 = "arith.addf"(%arg1058, %arg1059) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1512) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %714 = "tensor.expand_shape"(%713) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %715 = "linalg.transpose"(%arg121, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1056: f32, %arg1057: f32):
      "linalg.yield"(%arg1056) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %716 = "linalg.matmul"(%703, %715, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1053: f32, %arg1054: f32, %arg1055: f32):
      %1510 = "arith.mulf"(%arg1053, %arg1054) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1511 = "arith.addf"(%arg1055, %1510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1511) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %717 = "linalg.generic"(%arg122, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1051: f32, %arg1052: f32):
      "linalg.yield"(%arg1051) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %718 = "linalg.generic"(%716, %717, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1048: f32, %arg1049: f32, %arg1050: f32):
      %1509 = "arith.addf"(%arg1048, %arg1049) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1509) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %719 = "tensor.expand_shape"(%718) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %720 = "linalg.transpose"(%719, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1046: f32, %arg1047: f32):
      "linalg.yield"(%arg1046) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %721 = "linalg.transpose"(%714, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg1044: f32, %arg1045: f32):
      "linalg.yield"(%arg1044) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %722 = "tensor.collapse_shape"(%709) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %723 = "tensor.collapse_shape"(%721) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %724 = "linalg.batch_matmul"(%722, %723, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1041: f32, %arg1042: f32, %arg1043: f32):
      %1507 = "arith.mulf"(%arg1041, %arg1042) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1508 = "arith.addf"(%arg1043, %1507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1508) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %725 = "tensor.expand_shape"(%724) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %726 = "linalg.generic"(%725, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1039: f32, %arg1040: f32):
      %1506 = "arith.mulf"(%arg1039, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1506) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %727 = "linalg.generic"(%726, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1036: f32, %arg1037: f32, %arg1038: f32):
      %1505 = "arith.addf"(%arg1036, %arg1037) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1505) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %728:2 = "linalg.generic"(%727, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg1033: f32, %arg1034: f32, %arg1035: i64):
      %1500 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1501 = "arith.index_cast"(%1500) : (index) -> i64
      %1502 = "arith.maximumf"(%arg1033, %arg1034) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1503 = "arith.cmpf"(%arg1033, %arg1034) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1504 = "arith.select"(%1503, %1501, %arg1035) : (i1, i64, i64) -> i64
      "linalg.yield"(%1502, %1504) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %729 = "tensor.expand_shape"(%728#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %730 = "linalg.generic"(%727, %729, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1030: f32, %arg1031: f32, %arg1032: f32):
      %1499 = "arith.subf"(%arg1030, %arg1031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1499) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %731 = "linalg.generic"(%730, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1028: f32, %arg1029: f32):
      %1498 = "math.exp"(%arg1028) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1498) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %732 = "linalg.generic"(%731, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1026: f32, %arg1027: f32):
      %1497 = "arith.addf"(%arg1026, %arg1027) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1497) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %733 = "linalg.generic"(%731, %732, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1023: f32, %arg1024: f32, %arg1025: f32):
      %1496 = "arith.divf"(%arg1023, %arg1024) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1496) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %734 = "tensor.collapse_shape"(%733) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %735 = "tensor.collapse_shape"(%720) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %736 = "linalg.batch_matmul"(%734, %735, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1020: f32, %arg1021: f32, %arg1022: f32):
      %1494 = "arith.mulf"(%arg1020, %arg1021) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1495 = "arith.addf"(%arg1022, %1494) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1495) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %737 = "tensor.expand_shape"(%736) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %738 = "linalg.transpose"(%737, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg1018: f32, %arg1019: f32):
      "linalg.yield"(%arg1018) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %739 = "tensor.collapse_shape"(%738) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %740 = "linalg.transpose"(%arg123, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg1016: f32, %arg1017: f32):
      "linalg.yield"(%arg1016) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %741 = "linalg.matmul"(%739, %740, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1013: f32, %arg1014: f32, %arg1015: f32):
      %1492 = "arith.mulf"(%arg1013, %arg1014) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1493 = "arith.addf"(%arg1015, %1492) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1493) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %742 = "linalg.generic"(%arg124, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1011: f32, %arg1012: f32):
      "linalg.yield"(%arg1011) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %743 = "linalg.generic"(%741, %742, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1008: f32, %arg1009: f32, %arg1010: f32):
      %1491 = "arith.addf"(%arg1008, %arg1009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1491) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %744 = "tensor.expand_shape"(%743) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %745 = "linalg.generic"(%744, %702, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1005: f32, %arg1006: f32, %arg1007: f32):
      %1490 = "arith.addf"(%arg1005, %arg1006) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1490) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %746 = "linalg.generic"(%745, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1003: f32, %arg1004: f64):
      %1489 = "arith.extf"(%arg1003) : (f32) -> f64
      "linalg.yield"(%1489) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %747 = "linalg.generic"(%746, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1001: f64, %arg1002: f64):
      %1488 = "arith.addf"(%arg1001, %arg1002) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1488) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %748 = "linalg.generic"(%747, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg999: f64, %arg1000: f64):
      %1487 = "arith.divf"(%arg999, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1487) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %749 = "linalg.generic"(%746, %748, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg996: f64, %arg997: f64, %arg998: f64):
      %1486 = "arith.subf"(%arg996, %arg997) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1486) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %750 = "linalg.generic"(%749, %749, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg993: f64, %arg994: f64, %arg995: f64):
      %1485 = "arith.mulf"(%arg993, %arg994) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1485) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %751 = "linalg.generic"(%750, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg991: f64, %arg992: f64):
      %1484 = "arith.addf"(%arg991, %arg992) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1484) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %752 = "linalg.generic"(%751, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg989: f64, %arg990: f64):
      %1483 = "arith.divf"(%arg989, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1483) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %753 = "linalg.generic"(%752, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg987: f64, %arg988: f32):
      %1482 = "arith.truncf"(%arg987) : (f64) -> f32
      "linalg.yield"(%1482) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %754 = "linalg.generic"(%745, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg985: f32, %arg986: f32):
      %1481 = "arith.addf"(%arg985, %arg986) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1481) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %755 = "linalg.generic"(%754, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg983: f32, %arg984: f32):
      %1480 = "arith.divf"(%arg983, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1480) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %756 = "linalg.generic"(%753, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg981: f32, %arg982: f32):
      %1478 = "arith.truncf"(%11) : (f64) -> f32
      %1479 = "arith.addf"(%arg981, %1478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1479) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %757 = "linalg.generic"(%756, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg979: f32, %arg980: f32):
      %1477 = "math.rsqrt"(%arg979) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1477) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %758 = "linalg.generic"(%745, %755, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg976: f32, %arg977: f32, %arg978: f32):
      %1476 = "arith.subf"(%arg976, %arg977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1476) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %759 = "linalg.generic"(%758, %757, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg973: f32, %arg974: f32, %arg975: f32):
      %1475 = "arith.mulf"(%arg973, %arg974) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1475) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %760 = "linalg.generic"(%759, %arg125, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg970: f32, %arg971: f32, %arg972: f32):
      %1474 = "arith.mulf"(%arg970, %arg971) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1474) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %761 = "linalg.generic"(%760, %arg126, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg967: f32, %arg968: f32, %arg969: f32):
      %1473 = "arith.addf"(%arg967, %arg968) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1473) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %762 = "tensor.collapse_shape"(%761) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %763 = "linalg.transpose"(%arg127, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg965: f32, %arg966: f32):
      "linalg.yield"(%arg965) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %764 = "linalg.matmul"(%762, %763, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg962: f32, %arg963: f32, %arg964: f32):
      %1471 = "arith.mulf"(%arg962, %arg963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1472 = "arith.addf"(%arg964, %1471) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1472) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %765 = "linalg.generic"(%arg128, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg960: f32, %arg961: f32):
      "linalg.yield"(%arg960) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %766 = "linalg.generic"(%764, %765, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg957: f32, %arg958: f32, %arg959: f32):
      %1470 = "arith.addf"(%arg957, %arg958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1470) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %767 = "tensor.expand_shape"(%766) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %768 = "linalg.generic"(%767, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg955: f32, %arg956: f32):
      %1465 = "arith.divf"(%arg955, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1466 = "math.erf"(%1465) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1467 = "arith.addf"(%1466, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1468 = "arith.mulf"(%1467, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1469 = "arith.mulf"(%arg955, %1468) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1469) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %769 = "tensor.collapse_shape"(%768) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %770 = "linalg.transpose"(%arg129, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg953: f32, %arg954: f32):
      "linalg.yield"(%arg953) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %771 = "linalg.matmul"(%769, %770, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg950: f32, %arg951: f32, %arg952: f32):
      %1463 = "arith.mulf"(%arg950, %arg951) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1464 = "arith.addf"(%arg952, %1463) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1464) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %772 = "linalg.generic"(%arg130, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg948: f32, %arg949: f32):
      "linalg.yield"(%arg948) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %773 = "linalg.generic"(%771, %772, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg945: f32, %arg946: f32, %arg947: f32):
      %1462 = "arith.addf"(%arg945, %arg946) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1462) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %774 = "tensor.expand_shape"(%773) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %775 = "linalg.generic"(%774, %761, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg942: f32, %arg943: f32, %arg944: f32):
      %1461 = "arith.addf"(%arg942, %arg943) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1461) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %776 = "linalg.generic"(%775, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg940: f32, %arg941: f64):
      %1460 = "arith.extf"(%arg940) : (f32) -> f64
      "linalg.yield"(%1460) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %777 = "linalg.generic"(%776, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg938: f64, %arg939: f64):
      %1459 = "arith.addf"(%arg938, %arg939) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1459) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %778 = "linalg.generic"(%777, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg936: f64, %arg937: f64):
      %1458 = "arith.divf"(%arg936, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1458) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %779 = "linalg.generic"(%776, %778, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg933: f64, %arg934: f64, %arg935: f64):
      %1457 = "arith.subf"(%arg933, %arg934) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1457) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %780 = "linalg.generic"(%779, %779, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg930: f64, %arg931: f64, %arg932: f64):
      %1456 = "arith.mulf"(%arg930, %arg931) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1456) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %781 = "linalg.generic"(%780, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg928: f64, %arg929: f64):
      %1455 = "arith.addf"(%arg928, %arg929) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1455) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %782 = "linalg.generic"(%781, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg926: f64, %arg927: f64):
      %1454 = "arith.divf"(%arg926, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1454) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %783 = "linalg.generic"(%782, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg924: f64, %arg925: f32):
      %1453 = "arith.truncf"(%arg924) : (f64) -> f32
      "linalg.yield"(%1453) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %784 = "linalg.generic"(%775, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg922: f32, %arg923: f32):
      %1452 = "arith.addf"(%arg922, %arg923) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1452) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %785 = "linalg.generic"(%784, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg920: f32, %arg921: f32):
      %1451 = "arith.divf"(%arg920, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1451) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %786 = "linalg.generic"(%783, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg918: f32, %arg919: f32):
      %1449 = "arith.truncf"(%11) : (f64) -> f32
      %1450 = "arith.addf"(%arg918, %1449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1450) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %787 = "linalg.generic"(%786, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg916: f32, %arg917: f32):
      %1448 = "math.rsqrt"(%arg916) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1448) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %788 = "linalg.generic"(%775, %785, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg913: f32, %arg914: f32, %arg915: f32):
      %1447 = "arith.subf"(%arg913, %arg914) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1447) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %789 = "linalg.generic"(%788, %787, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg910: f32, %arg911: f32, %arg912: f32):
      %1446 = "arith.mulf"(%arg910, %arg911) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1446) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %790 = "linalg.generic"(%789, %arg131, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg907: f32, %arg908: f32, %arg909: f32):
      %1445 = "arith.mulf"(%arg907, %arg908) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1445) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %791 = "linalg.generic"(%790, %arg132, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg904: f32, %arg905: f32, %arg906: f32):
      %1444 = "arith.addf"(%arg904, %arg905) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1444) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %792 = "tensor.collapse_shape"(%791) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %793 = "linalg.transpose"(%arg133, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg902: f32, %arg903: f32):
      "linalg.yield"(%arg902) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %794 = "linalg.matmul"(%792, %793, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg899: f32, %arg900: f32, %arg901: f32):
      %1442 = "arith.mulf"(%arg899, %arg900) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1443 = "arith.addf"(%arg901, %1442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1443) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %795 = "linalg.generic"(%arg134, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg897: f32, %arg898: f32):
      "linalg.yield"(%arg897) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %796 = "linalg.generic"(%794, %795, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg894: f32, %arg895: f32, %arg896: f32):
      %1441 = "arith.addf"(%arg894, %arg895) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1441) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %797 = "tensor.expand_shape"(%796) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %798 = "linalg.transpose"(%797, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg892: f32, %arg893: f32):
      "linalg.yield"(%arg892) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %799 = "linalg.transpose"(%arg135, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg890: f32, %arg891: f32):
      "linalg.yield"(%arg890) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %800 = "linalg.matmul"(%792, %799, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg887: f32, %arg888: f32, %arg889: f32):
      %1439 = "arith.mulf"(%arg887, %arg888) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1440 = "arith.addf"(%arg889, %1439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1440) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %801 = "linalg.generic"(%arg136, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg885: f32, %arg886: f32):
      "linalg.yield"(%arg885) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %802 = "linalg.generic"(%800, %801, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg882: f32, %arg883: f32, %arg884: f32):
      %1438 = "arith.addf"(%arg882, %arg883) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1438) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %803 = "tensor.expand_shape"(%802) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %804 = "linalg.transpose"(%arg137, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg880: f32, %arg881: f32):
      "linalg.yield"(%arg880) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %805 = "linalg.matmul"(%792, %804, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg877: f32, %arg878: f32, %arg879: f32):
      %1436 = "arith.mulf"(%arg877, %arg878) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1437 = "arith.addf"(%arg879, %1436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1437) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %806 = "linalg.generic"(%arg138, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg875: f32, %arg876: f32):
      "linalg.yield"(%arg875) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %807 = "linalg.generic"(%805, %806, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg872: f32, %arg873: f32, %arg874: f32):
      %1435 = "arith.addf"(%arg872, %arg873) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1435) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %808 = "tensor.expand_shape"(%807) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %809 = "linalg.transpose"(%808, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg870: f32, %arg871: f32):
      "linalg.yield"(%arg870) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %810 = "linalg.transpose"(%803, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg868: f32, %arg869: f32):
      "linalg.yield"(%arg868) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %811 = "tensor.collapse_shape"(%798) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %812 = "tensor.collapse_shape"(%810) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %813 = "linalg.batch_matmul"(%811, %812, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg865: f32, %arg866: f32, %arg867: f32):
      %1433 = "arith.mulf"(%arg865, %arg866) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1434 = "arith.addf"(%arg867, %1433) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1434) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %814 = "tensor.expand_shape"(%813) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %815 = "linalg.generic"(%814, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg863: f32, %arg864: f32):
      %1432 = "arith.mulf"(%arg863, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1432) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %816 = "linalg.generic"(%815, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg860: f32, %arg861: f32, %arg862: f32):
      %1431 = "arith.addf"(%arg860, %arg861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1431) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %817:2 = "linalg.generic"(%816, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg857: f32, %arg858: f32, %arg859: i64):
      %1426 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1427 = "arith.index_cast"(%1426) : (index) -> i64
      %1428 = "arith.maximumf"(%arg857, %arg858) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1429 = "arith.cmpf"(%arg857, %arg858) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1430 = "arith.select"(%1429, %1427, %arg859) : (i1, i64, i64) -> i64
      "linalg.yield"(%1428, %1430) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %818 = "tensor.expand_shape"(%817#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %819 = "linalg.generic"(%816, %818, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg854: f32, %arg855: f32, %arg856: f32):
      %1425 = "arith.subf"(%arg854, %arg855) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1425) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %820 = "linalg.generic"(%819, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg852: f32, %arg853: f32):
      %1424 = "math.exp"(%arg852) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1424) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %821 = "linalg.generic"(%820, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg850: f32, %arg851: f32):
      %1423 = "arith.addf"(%arg850, %arg851) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1423) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %822 = "linalg.generic"(%820, %821, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg847: f32, %arg848: f32, %arg849: f32):
      %1422 = "arith.divf"(%arg847, %arg848) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1422) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %823 = "tensor.collapse_shape"(%822) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %824 = "tensor.collapse_shape"(%809) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %825 = "linalg.batch_matmul"(%823, %824, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg844: f32, %arg845: f32, %arg846: f32):
      %1420 = "arith.mulf"(%arg844, %arg845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1421 = "arith.addf"(%arg846, %1420) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1421) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %826 = "tensor.expand_shape"(%825) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %827 = "linalg.transpose"(%826, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg842: f32, %arg843: f32):
      "linalg.yield"(%arg842) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %828 = "tensor.collapse_shape"(%827) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %829 = "linalg.transpose"(%arg139, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg840: f32, %arg841: f32):
      "linalg.yield"(%arg840) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %830 = "linalg.matmul"(%828, %829, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg837: f32, %arg838: f32, %arg839: f32):
      %1418 = "arith.mulf"(%arg837, %arg838) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1419 = "arith.addf"(%arg839, %1418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1419) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %831 = "linalg.generic"(%arg140, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg835: f32, %arg836: f32):
      "linalg.yield"(%arg835) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %832 = "linalg.generic"(%830, %831, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg832: f32, %arg833: f32, %arg834: f32):
      %1417 = "arith.addf"(%arg832, %arg833) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1417) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %833 = "tensor.expand_shape"(%832) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %834 = "linalg.generic"(%833, %791, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg829: f32, %arg830: f32, %arg831: f32):
      %1416 = "arith.addf"(%arg829, %arg830) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1416) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %835 = "linalg.generic"(%834, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg827: f32, %arg828: f64):
      %1415 = "arith.extf"(%arg827) : (f32) -> f64
      "linalg.yield"(%1415) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %836 = "linalg.generic"(%835, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg825: f64, %arg826: f64):
      %1414 = "arith.addf"(%arg825, %arg826) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1414) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %837 = "linalg.generic"(%836, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg823: f64, %arg824: f64):
      %1413 = "arith.divf"(%arg823, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1413) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %838 = "linalg.generic"(%835, %837, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg820: f64, %arg821: f64, %arg822: f64):
      %1412 = "arith.subf"(%arg820, %arg821) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1412) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %839 = "linalg.generic"(%838, %838, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg817: f64, %arg818: f64, %arg819: f64):
      %1411 = "arith.mulf"(%arg817, %arg818) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1411) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %840 = "linalg.generic"(%839, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg815: f64, %arg816: f64):
      %1410 = "arith.addf"(%arg815, %arg816) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1410) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %841 = "linalg.generic"(%840, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg813: f64, %arg814: f64):
      %1409 = "arith.divf"(%arg813, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1409) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %842 = "linalg.generic"(%841, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg811: f64, %arg812: f32):
      %1408 = "arith.truncf"(%arg811) : (f64) -> f32
      "linalg.yield"(%1408) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %843 = "linalg.generic"(%834, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg809: f32, %arg810: f32):
      %1407 = "arith.addf"(%arg809, %arg810) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1407) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %844 = "linalg.generic"(%843, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg807: f32, %arg808: f32):
      %1406 = "arith.divf"(%arg807, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1406) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %845 = "linalg.generic"(%842, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg805: f32, %arg806: f32):
      %1404 = "arith.truncf"(%11) : (f64) -> f32
      %1405 = "arith.addf"(%arg805, %1404) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1405) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %846 = "linalg.generic"(%845, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg803: f32, %arg804: f32):
      %1403 = "math.rsqrt"(%arg803) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1403) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %847 = "linalg.generic"(%834, %844, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg800: f32, %arg801: f32, %arg802: f32):
      %1402 = "arith.subf"(%arg800, %arg801) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1402) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %848 = "linalg.generic"(%847, %846, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg797: f32, %arg798: f32, %arg799: f32):
      %1401 = "arith.mulf"(%arg797, %arg798) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1401) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %849 = "linalg.generic"(%848, %arg141, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg794: f32, %arg795: f32, %arg796: f32):
      %1400 = "arith.mulf"(%arg794, %arg795) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1400) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %850 = "linalg.generic"(%849, %arg142, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg791: f32, %arg792: f32, %arg793: f32):
      %1399 = "arith.addf"(%arg791, %arg792) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1399) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %851 = "tensor.collapse_shape"(%850) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %852 = "linalg.transpose"(%arg143, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg789: f32, %arg790: f32):
      "linalg.yield"(%arg789) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %853 = "linalg.matmul"(%851, %852, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg786: f32, %arg787: f32, %arg788: f32):
      %1397 = "arith.mulf"(%arg786, %arg787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1398 = "arith.addf"(%arg788, %1397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1398) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %854 = "linalg.generic"(%arg144, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg784: f32, %arg785: f32):
      "linalg.yield"(%arg784) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %855 = "linalg.generic"(%853, %854, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg781: f32, %arg782: f32, %arg783: f32):
      %1396 = "arith.addf"(%arg781, %arg782) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1396) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %856 = "tensor.expand_shape"(%855) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %857 = "linalg.generic"(%856, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg779: f32, %arg780: f32):
      %1391 = "arith.divf"(%arg779, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1392 = "math.erf"(%1391) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1393 = "arith.addf"(%1392, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1394 = "arith.mulf"(%1393, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1395 = "arith.mulf"(%arg779, %1394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1395) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %858 = "tensor.collapse_shape"(%857) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %859 = "linalg.transpose"(%arg145, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg777: f32, %arg778: f32):
      "linalg.yield"(%arg777) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %860 = "linalg.matmul"(%858, %859, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg774: f32, %arg775: f32, %arg776: f32):
      %1389 = "arith.mulf"(%arg774, %arg775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1390 = "arith.addf"(%arg776, %1389) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1390) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %861 = "linalg.generic"(%arg146, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg772: f32, %arg773: f32):
      "linalg.yield"(%arg772) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %862 = "linalg.generic"(%860, %861, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg769: f32, %arg770: f32, %arg771: f32):
      %1388 = "arith.addf"(%arg769, %arg770) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1388) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %863 = "tensor.expand_shape"(%862) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %864 = "linalg.generic"(%863, %850, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg766: f32, %arg767: f32, %arg768: f32):
      %1387 = "arith.addf"(%arg766, %arg767) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1387) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %865 = "linalg.generic"(%864, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg764: f32, %arg765: f64):
      %1386 = "arith.extf"(%arg764) : (f32) -> f64
      "linalg.yield"(%1386) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %866 = "linalg.generic"(%865, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg762: f64, %arg763: f64):
      %1385 = "arith.addf"(%arg762, %arg763) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1385) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %867 = "linalg.generic"(%866, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg760: f64, %arg761: f64):
      %1384 = "arith.divf"(%arg760, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1384) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %868 = "linalg.generic"(%865, %867, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg757: f64, %arg758: f64, %arg759: f64):
      %1383 = "arith.subf"(%arg757, %arg758) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1383) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %869 = "linalg.generic"(%868, %868, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg754: f64, %arg755: f64, %arg756: f64):
      %1382 = "arith.mulf"(%arg754, %arg755) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1382) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %870 = "linalg.generic"(%869, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg752: f64, %arg753: f64):
      %1381 = "arith.addf"(%arg752, %arg753) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1381) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %871 = "linalg.generic"(%870, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg750: f64, %arg751: f64):
      %1380 = "arith.divf"(%arg750, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1380) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %872 = "linalg.generic"(%871, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg748: f64, %arg749: f32):
      %1379 = "arith.truncf"(%arg748) : (f64) -> f32
      "linalg.yield"(%1379) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %873 = "linalg.generic"(%864, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg746: f32, %arg747: f32):
      %1378 = "arith.addf"(%arg746, %arg747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1378) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %874 = "linalg.generic"(%873, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg744: f32, %arg745: f32):
      %1377 = "arith.divf"(%arg744, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1377) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %875 = "linalg.generic"(%872, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg742: f32, %arg743: f32):
      %1375 = "arith.truncf"(%11) : (f64) -> f32
      %1376 = "arith.addf"(%arg742, %1375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1376) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %876 = "linalg.generic"(%875, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg740: f32, %arg741: f32):
      %1374 = "math.rsqrt"(%arg740) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1374) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %877 = "linalg.generic"(%864, %874, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg737: f32, %arg738: f32, %arg739: f32):
      %1373 = "arith.subf"(%arg737, %arg738) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1373) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %878 = "linalg.generic"(%877, %876, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg734: f32, %arg735: f32, %arg736: f32):
      %1372 = "arith.mulf"(%arg734, %arg735) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1372) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %879 = "linalg.generic"(%878, %arg147, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg731: f32, %arg732: f32, %arg733: f32):
      %1371 = "arith.mulf"(%arg731, %arg732) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1371) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %880 = "linalg.generic"(%879, %arg148, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg728: f32, %arg729: f32, %arg730: f32):
      %1370 = "arith.addf"(%arg728, %arg729) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1370) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %881 = "tensor.collapse_shape"(%880) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %882 = "linalg.transpose"(%arg149, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg726: f32, %arg727: f32):
      "linalg.yield"(%arg726) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %883 = "linalg.matmul"(%881, %882, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg723: f32, %arg724: f32, %arg725: f32):
      %1368 = "arith.mulf"(%arg723, %arg724) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1369 = "arith.addf"(%arg725, %1368) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1369) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %884 = "linalg.generic"(%arg150, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg721: f32, %arg722: f32):
      "linalg.yield"(%arg721) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %885 = "linalg.generic"(%883, %884, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg718: f32, %arg719: f32, %arg720: f32):
      %1367 = "arith.addf"(%arg718, %arg719) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1367) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %886 = "tensor.expand_shape"(%885) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %887 = "linalg.transpose"(%886, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg716: f32, %arg717: f32):
      "linalg.yield"(%arg716) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %888 = "linalg.transpose"(%arg151, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg714: f32, %arg715: f32):
      "linalg.yield"(%arg714) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %889 = "linalg.matmul"(%881, %888, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg711: f32, %arg712: f32, %arg713: f32):
      %1365 = "arith.mulf"(%arg711, %arg712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1366 = "arith.addf"(%arg713, %1365) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1366) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %890 = "linalg.generic"(%arg152, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg709: f32, %arg710: f32):
      "linalg.yield"(%arg709) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %891 = "linalg.generic"(%889, %890, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg706: f32, %arg707: f32, %arg708: f32):
      %1364 = "arith.addf"(%arg706, %arg707) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1364) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %892 = "tensor.expand_shape"(%891) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %893 = "linalg.transpose"(%arg153, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg704: f32, %arg705: f32):
      "linalg.yield"(%arg704) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %894 = "linalg.matmul"(%881, %893, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg701: f32, %arg702: f32, %arg703: f32):
      %1362 = "arith.mulf"(%arg701, %arg702) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1363 = "arith.addf"(%arg703, %1362) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1363) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %895 = "linalg.generic"(%arg154, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg699: f32, %arg700: f32):
      "linalg.yield"(%arg699) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %896 = "linalg.generic"(%894, %895, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg696: f32, %arg697: f32, %arg698: f32):
      %1361 = "arith.addf"(%arg696, %arg697) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1361) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %897 = "tensor.expand_shape"(%896) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %898 = "linalg.transpose"(%897, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg694: f32, %arg695: f32):
      "linalg.yield"(%arg694) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %899 = "linalg.transpose"(%892, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg692: f32, %arg693: f32):
      "linalg.yield"(%arg692) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %900 = "tensor.collapse_shape"(%887) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %901 = "tensor.collapse_shape"(%899) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %902 = "linalg.batch_matmul"(%900, %901, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg689: f32, %arg690: f32, %arg691: f32):
      %1359 = "arith.mulf"(%arg689, %arg690) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1360 = "arith.addf"(%arg691, %1359) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1360) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %903 = "tensor.expand_shape"(%902) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %904 = "linalg.generic"(%903, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg687: f32, %arg688: f32):
      %1358 = "arith.mulf"(%arg687, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1358) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %905 = "linalg.generic"(%904, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg684: f32, %arg685: f32, %arg686: f32):
      %1357 = "arith.addf"(%arg684, %arg685) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1357) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %906:2 = "linalg.generic"(%905, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg681: f32, %arg682: f32, %arg683: i64):
      %1352 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1353 = "arith.index_cast"(%1352) : (index) -> i64
      %1354 = "arith.maximumf"(%arg681, %arg682) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1355 = "arith.cmpf"(%arg681, %arg682) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1356 = "arith.select"(%1355, %1353, %arg683) : (i1, i64, i64) -> i64
      "linalg.yield"(%1354, %1356) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %907 = "tensor.expand_shape"(%906#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %908 = "linalg.generic"(%905, %907, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg678: f32, %arg679: f32, %arg680: f32):
      %1351 = "arith.subf"(%arg678, %arg679) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1351) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %909 = "linalg.generic"(%908, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg676: f32, %arg677: f32):
      %1350 = "math.exp"(%arg676) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1350) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %910 = "linalg.generic"(%909, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg674: f32, %arg675: f32):
      %1349 = "arith.addf"(%arg674, %arg675) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1349) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %911 = "linalg.generic"(%909, %910, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg671: f32, %arg672: f32, %arg673: f32):
      %1348 = "arith.divf"(%arg671, %arg672) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1348) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %912 = "tensor.collapse_shape"(%911) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %913 = "tensor.collapse_shape"(%898) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %914 = "linalg.batch_matmul"(%912, %913, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg668: f32, %arg669: f32, %arg670: f32):
      %1346 = "arith.mulf"(%arg668, %arg669) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1347 = "arith.addf"(%arg670, %1346) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1347) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %915 = "tensor.expand_shape"(%914) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %916 = "linalg.transpose"(%915, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg666: f32, %arg667: f32):
      "linalg.yield"(%arg666) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %917 = "tensor.collapse_shape"(%916) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %918 = "linalg.transpose"(%arg155, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg664: f32, %arg665: f32):
      "linalg.yield"(%arg664) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %919 = "linalg.matmul"(%917, %918, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg661: f32, %arg662: f32, %arg663: f32):
      %1344 = "arith.mulf"(%arg661, %arg662) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1345 = "arith.addf"(%arg663, %1344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1345) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %920 = "linalg.generic"(%arg156, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg659: f32, %arg660: f32):
      "linalg.yield"(%arg659) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %921 = "linalg.generic"(%919, %920, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg656: f32, %arg657: f32, %arg658: f32):
      %1343 = "arith.addf"(%arg656, %arg657) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1343) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %922 = "tensor.expand_shape"(%921) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %923 = "linalg.generic"(%922, %880, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg653: f32, %arg654: f32, %arg655: f32):
      %1342 = "arith.addf"(%arg653, %arg654) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1342) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %924 = "linalg.generic"(%923, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg651: f32, %arg652: f64):
      %1341 = "arith.extf"(%arg651) : (f32) -> f64
      "linalg.yield"(%1341) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %925 = "linalg.generic"(%924, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg649: f64, %arg650: f64):
      %1340 = "arith.addf"(%arg649, %arg650) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1340) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %926 = "linalg.generic"(%925, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg647: f64, %arg648: f64):
      %1339 = "arith.divf"(%arg647, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1339) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %927 = "linalg.generic"(%924, %926, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg644: f64, %arg645: f64, %arg646: f64):
      %1338 = "arith.subf"(%arg644, %arg645) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1338) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %928 = "linalg.generic"(%927, %927, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg641: f64, %arg642: f64, %arg643: f64):
      %1337 = "arith.mulf"(%arg641, %arg642) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1337) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %929 = "linalg.generic"(%928, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg639: f64, %arg640: f64):
      %1336 = "arith.addf"(%arg639, %arg640) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1336) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %930 = "linalg.generic"(%929, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg637: f64, %arg638: f64):
      %1335 = "arith.divf"(%arg637, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1335) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %931 = "linalg.generic"(%930, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg635: f64, %arg636: f32):
      %1334 = "arith.truncf"(%arg635) : (f64) -> f32
      "linalg.yield"(%1334) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %932 = "linalg.generic"(%923, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg633: f32, %arg634: f32):
      %1333 = "arith.addf"(%arg633, %arg634) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1333) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %933 = "linalg.generic"(%932, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg631: f32, %arg632: f32):
      %1332 = "arith.divf"(%arg631, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1332) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %934 = "linalg.generic"(%931, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg629: f32, %arg630: f32):
      %1330 = "arith.truncf"(%11) : (f64) -> f32
      %1331 = "arith.addf"(%arg629, %1330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1331) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %935 = "linalg.generic"(%934, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg627: f32, %arg628: f32):
      %1329 = "math.rsqrt"(%arg627) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1329) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %936 = "linalg.generic"(%923, %933, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg624: f32, %arg625: f32, %arg626: f32):
      %1328 = "arith.subf"(%arg624, %arg625) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1328) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %937 = "linalg.generic"(%936, %935, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg621: f32, %arg622: f32, %arg623: f32):
      %1327 = "arith.mulf"(%arg621, %arg622) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1327) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %938 = "linalg.generic"(%937, %arg157, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg618: f32, %arg619: f32, %arg620: f32):
      %1326 = "arith.mulf"(%arg618, %arg619) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1326) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %939 = "linalg.generic"(%938, %arg158, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg615: f32, %arg616: f32, %arg617: f32):
      %1325 = "arith.addf"(%arg615, %arg616) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1325) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %940 = "tensor.collapse_shape"(%939) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %941 = "linalg.transpose"(%arg159, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg613: f32, %arg614: f32):
      "linalg.yield"(%arg613) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %942 = "linalg.matmul"(%940, %941, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg610: f32, %arg611: f32, %arg612: f32):
      %1323 = "arith.mulf"(%arg610, %arg611) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1324 = "arith.addf"(%arg612, %1323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1324) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %943 = "linalg.generic"(%arg160, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg608: f32, %arg609: f32):
      "linalg.yield"(%arg608) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %944 = "linalg.generic"(%942, %943, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg605: f32, %arg606: f32, %arg607: f32):
      %1322 = "arith.addf"(%arg605, %arg606) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1322) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %945 = "tensor.expand_shape"(%944) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %946 = "linalg.generic"(%945, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg603: f32, %arg604: f32):
      %1317 = "arith.divf"(%arg603, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1318 = "math.erf"(%1317) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1319 = "arith.addf"(%1318, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1320 = "arith.mulf"(%1319, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1321 = "arith.mulf"(%arg603, %1320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1321) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %947 = "tensor.collapse_shape"(%946) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %948 = "linalg.transpose"(%arg161, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg601: f32, %arg602: f32):
      "linalg.yield"(%arg601) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %949 = "linalg.matmul"(%947, %948, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg598: f32, %arg599: f32, %arg600: f32):
      %1315 = "arith.mulf"(%arg598, %arg599) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1316 = "arith.addf"(%arg600, %1315) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1316) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %950 = "linalg.generic"(%arg162, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg596: f32, %arg597: f32):
      "linalg.yield"(%arg596) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %951 = "linalg.generic"(%949, %950, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg593: f32, %arg594: f32, %arg595: f32):
      %1314 = "arith.addf"(%arg593, %arg594) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1314) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %952 = "tensor.expand_shape"(%951) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %953 = "linalg.generic"(%952, %939, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg590: f32, %arg591: f32, %arg592: f32):
      %1313 = "arith.addf"(%arg590, %arg591) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1313) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %954 = "linalg.generic"(%953, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg588: f32, %arg589: f64):
      %1312 = "arith.extf"(%arg588) : (f32) -> f64
      "linalg.yield"(%1312) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %955 = "linalg.generic"(%954, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg586: f64, %arg587: f64):
      %1311 = "arith.addf"(%arg586, %arg587) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1311) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %956 = "linalg.generic"(%955, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg584: f64, %arg585: f64):
      %1310 = "arith.divf"(%arg584, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1310) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %957 = "linalg.generic"(%954, %956, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg581: f64, %arg582: f64, %arg583: f64):
      %1309 = "arith.subf"(%arg581, %arg582) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1309) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %958 = "linalg.generic"(%957, %957, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg578: f64, %arg579: f64, %arg580: f64):
      %1308 = "arith.mulf"(%arg578, %arg579) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1308) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %959 = "linalg.generic"(%958, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg576: f64, %arg577: f64):
      %1307 = "arith.addf"(%arg576, %arg577) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1307) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %960 = "linalg.generic"(%959, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg574: f64, %arg575: f64):
      %1306 = "arith.divf"(%arg574, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1306) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %961 = "linalg.generic"(%960, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg572: f64, %arg573: f32):
      %1305 = "arith.truncf"(%arg572) : (f64) -> f32
      "linalg.yield"(%1305) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %962 = "linalg.generic"(%953, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg570: f32, %arg571: f32):
      %1304 = "arith.addf"(%arg570, %arg571) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1304) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %963 = "linalg.generic"(%962, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg568: f32, %arg569: f32):
      %1303 = "arith.divf"(%arg568, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1303) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %964 = "linalg.generic"(%961, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg566: f32, %arg567: f32):
      %1301 = "arith.truncf"(%11) : (f64) -> f32
      %1302 = "arith.addf"(%arg566, %1301) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1302) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %965 = "linalg.generic"(%964, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg564: f32, %arg565: f32):
      %1300 = "math.rsqrt"(%arg564) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1300) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %966 = "linalg.generic"(%953, %963, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg561: f32, %arg562: f32, %arg563: f32):
      %1299 = "arith.subf"(%arg561, %arg562) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1299) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %967 = "linalg.generic"(%966, %965, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg558: f32, %arg559: f32, %arg560: f32):
      %1298 = "arith.mulf"(%arg558, %arg559) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1298) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %968 = "linalg.generic"(%967, %arg163, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg555: f32, %arg556: f32, %arg557: f32):
      %1297 = "arith.mulf"(%arg555, %arg556) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1297) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %969 = "linalg.generic"(%968, %arg164, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg552: f32, %arg553: f32, %arg554: f32):
      %1296 = "arith.addf"(%arg552, %arg553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1296) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %970 = "tensor.collapse_shape"(%969) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %971 = "linalg.transpose"(%arg165, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg550: f32, %arg551: f32):
      "linalg.yield"(%arg550) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %972 = "linalg.matmul"(%970, %971, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg547: f32, %arg548: f32, %arg549: f32):
      %1294 = "arith.mulf"(%arg547, %arg548) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1295 = "arith.addf"(%arg549, %1294) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1295) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %973 = "linalg.generic"(%arg166, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg545: f32, %arg546: f32):
      "linalg.yield"(%arg545) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %974 = "linalg.generic"(%972, %973, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg542: f32, %arg543: f32, %arg544: f32):
      %1293 = "arith.addf"(%arg542, %arg543) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1293) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %975 = "tensor.expand_shape"(%974) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %976 = "linalg.transpose"(%975, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg540: f32, %arg541: f32):
      "linalg.yield"(%arg540) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %977 = "linalg.transpose"(%arg167, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg538: f32, %arg539: f32):
      "linalg.yield"(%arg538) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %978 = "linalg.matmul"(%970, %977, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg535: f32, %arg536: f32, %arg537: f32):
      %1291 = "arith.mulf"(%arg535, %arg536) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1292 = "arith.addf"(%arg537, %1291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1292) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %979 = "linalg.generic"(%arg168, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg533: f32, %arg534: f32):
      "linalg.yield"(%arg533) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %980 = "linalg.generic"(%978, %979, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg530: f32, %arg531: f32, %arg532: f32):
      %1290 = "arith.addf"(%arg530, %arg531) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1290) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %981 = "tensor.expand_shape"(%980) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %982 = "linalg.transpose"(%arg169, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg528: f32, %arg529: f32):
      "linalg.yield"(%arg528) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %983 = "linalg.matmul"(%970, %982, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg525: f32, %arg526: f32, %arg527: f32):
      %1288 = "arith.mulf"(%arg525, %arg526) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1289 = "arith.addf"(%arg527, %1288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1289) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %984 = "linalg.generic"(%arg170, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg523: f32, %arg524: f32):
      "linalg.yield"(%arg523) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %985 = "linalg.generic"(%983, %984, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg520: f32, %arg521: f32, %arg522: f32):
      %1287 = "arith.addf"(%arg520, %arg521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1287) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %986 = "tensor.expand_shape"(%985) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %987 = "linalg.transpose"(%986, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg518: f32, %arg519: f32):
      "linalg.yield"(%arg518) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %988 = "linalg.transpose"(%981, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg516: f32, %arg517: f32):
      "linalg.yield"(%arg516) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %989 = "tensor.collapse_shape"(%976) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %990 = "tensor.collapse_shape"(%988) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %991 = "linalg.batch_matmul"(%989, %990, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg513: f32, %arg514: f32, %arg515: f32):
      %1285 = "arith.mulf"(%arg513, %arg514) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1286 = "arith.addf"(%arg515, %1285) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1286) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %992 = "tensor.expand_shape"(%991) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %993 = "linalg.generic"(%992, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg511: f32, %arg512: f32):
      %1284 = "arith.mulf"(%arg511, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1284) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %994 = "linalg.generic"(%993, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg508: f32, %arg509: f32, %arg510: f32):
      %1283 = "arith.addf"(%arg508, %arg509) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1283) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %995:2 = "linalg.generic"(%994, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg505: f32, %arg506: f32, %arg507: i64):
      %1278 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1279 = "arith.index_cast"(%1278) : (index) -> i64
      %1280 = "arith.maximumf"(%arg505, %arg506) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1281 = "arith.cmpf"(%arg505, %arg506) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1282 = "arith.select"(%1281, %1279, %arg507) : (i1, i64, i64) -> i64
      "linalg.yield"(%1280, %1282) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %996 = "tensor.expand_shape"(%995#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %997 = "linalg.generic"(%994, %996, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg502: f32, %arg503: f32, %arg504: f32):
      %1277 = "arith.subf"(%arg502, %arg503) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1277) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %998 = "linalg.generic"(%997, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg500: f32, %arg501: f32):
      %1276 = "math.exp"(%arg500) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1276) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %999 = "linalg.generic"(%998, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg498: f32, %arg499: f32):
      %1275 = "arith.addf"(%arg498, %arg499) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1275) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %1000 = "linalg.generic"(%998, %999, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg495: f32, %arg496: f32, %arg497: f32):
      %1274 = "arith.divf"(%arg495, %arg496) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1274) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1001 = "tensor.collapse_shape"(%1000) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %1002 = "tensor.collapse_shape"(%987) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %1003 = "linalg.batch_matmul"(%1001, %1002, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg492: f32, %arg493: f32, %arg494: f32):
      %1272 = "arith.mulf"(%arg492, %arg493) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1273 = "arith.addf"(%arg494, %1272) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1273) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %1004 = "tensor.expand_shape"(%1003) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %1005 = "linalg.transpose"(%1004, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg490: f32, %arg491: f32):
      "linalg.yield"(%arg490) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1006 = "tensor.collapse_shape"(%1005) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %1007 = "linalg.transpose"(%arg171, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg488: f32, %arg489: f32):
      "linalg.yield"(%arg488) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %1008 = "linalg.matmul"(%1006, %1007, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg485: f32, %arg486: f32, %arg487: f32):
      %1270 = "arith.mulf"(%arg485, %arg486) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1271 = "arith.addf"(%arg487, %1270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1271) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1009 = "linalg.generic"(%arg172, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg483: f32, %arg484: f32):
      "linalg.yield"(%arg483) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1010 = "linalg.generic"(%1008, %1009, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg480: f32, %arg481: f32, %arg482: f32):
      %1269 = "arith.addf"(%arg480, %arg481) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1269) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1011 = "tensor.expand_shape"(%1010) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %1012 = "linalg.generic"(%1011, %969, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg477: f32, %arg478: f32, %arg479: f32):
      %1268 = "arith.addf"(%arg477, %arg478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1268) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1013 = "linalg.generic"(%1012, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg475: f32, %arg476: f64):
      %1267 = "arith.extf"(%arg475) : (f32) -> f64
      "linalg.yield"(%1267) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1014 = "linalg.generic"(%1013, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg473: f64, %arg474: f64):
      %1266 = "arith.addf"(%arg473, %arg474) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1266) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1015 = "linalg.generic"(%1014, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg471: f64, %arg472: f64):
      %1265 = "arith.divf"(%arg471, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1265) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1016 = "linalg.generic"(%1013, %1015, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg468: f64, %arg469: f64, %arg470: f64):
      %1264 = "arith.subf"(%arg468, %arg469) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1264) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1017 = "linalg.generic"(%1016, %1016, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg465: f64, %arg466: f64, %arg467: f64):
      %1263 = "arith.mulf"(%arg465, %arg466) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1263) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1018 = "linalg.generic"(%1017, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg463: f64, %arg464: f64):
      %1262 = "arith.addf"(%arg463, %arg464) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1262) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1019 = "linalg.generic"(%1018, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg461: f64, %arg462: f64):
      %1261 = "arith.divf"(%arg461, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1261) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1020 = "linalg.generic"(%1019, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg459: f64, %arg460: f32):
      %1260 = "arith.truncf"(%arg459) : (f64) -> f32
      "linalg.yield"(%1260) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1021 = "linalg.generic"(%1012, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg457: f32, %arg458: f32):
      %1259 = "arith.addf"(%arg457, %arg458) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1259) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1022 = "linalg.generic"(%1021, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg455: f32, %arg456: f32):
      %1258 = "arith.divf"(%arg455, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1258) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1023 = "linalg.generic"(%1020, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg453: f32, %arg454: f32):
      %1256 = "arith.truncf"(%11) : (f64) -> f32
      %1257 = "arith.addf"(%arg453, %1256) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1257) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1024 = "linalg.generic"(%1023, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg451: f32, %arg452: f32):
      %1255 = "math.rsqrt"(%arg451) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1255) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1025 = "linalg.generic"(%1012, %1022, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg448: f32, %arg449: f32, %arg450: f32):
      %1254 = "arith.subf"(%arg448, %arg449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1254) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1026 = "linalg.generic"(%1025, %1024, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg445: f32, %arg446: f32, %arg447: f32):
      %1253 = "arith.mulf"(%arg445, %arg446) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1253) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1027 = "linalg.generic"(%1026, %arg173, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg442: f32, %arg443: f32, %arg444: f32):
      %1252 = "arith.mulf"(%arg442, %arg443) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1252) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1028 = "linalg.generic"(%1027, %arg174, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg439: f32, %arg440: f32, %arg441: f32):
      %1251 = "arith.addf"(%arg439, %arg440) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1251) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1029 = "tensor.collapse_shape"(%1028) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %1030 = "linalg.transpose"(%arg175, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg437: f32, %arg438: f32):
      "linalg.yield"(%arg437) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1031 = "linalg.matmul"(%1029, %1030, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg434: f32, %arg435: f32, %arg436: f32):
      %1249 = "arith.mulf"(%arg434, %arg435) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1250 = "arith.addf"(%arg436, %1249) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1250) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %1032 = "linalg.generic"(%arg176, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg432: f32, %arg433: f32):
      "linalg.yield"(%arg432) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %1033 = "linalg.generic"(%1031, %1032, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg429: f32, %arg430: f32, %arg431: f32):
      %1248 = "arith.addf"(%arg429, %arg430) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1248) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %1034 = "tensor.expand_shape"(%1033) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %1035 = "linalg.generic"(%1034, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg427: f32, %arg428: f32):
      %1243 = "arith.divf"(%arg427, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1244 = "math.erf"(%1243) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1245 = "arith.addf"(%1244, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1246 = "arith.mulf"(%1245, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1247 = "arith.mulf"(%arg427, %1246) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1247) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %1036 = "tensor.collapse_shape"(%1035) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %1037 = "linalg.transpose"(%arg177, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg425: f32, %arg426: f32):
      "linalg.yield"(%arg425) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1038 = "linalg.matmul"(%1036, %1037, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg422: f32, %arg423: f32, %arg424: f32):
      %1241 = "arith.mulf"(%arg422, %arg423) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1242 = "arith.addf"(%arg424, %1241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1242) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1039 = "linalg.generic"(%arg178, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg420: f32, %arg421: f32):
      "linalg.yield"(%arg420) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1040 = "linalg.generic"(%1038, %1039, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg417: f32, %arg418: f32, %arg419: f32):
      %1240 = "arith.addf"(%arg417, %arg418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1240) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1041 = "tensor.expand_shape"(%1040) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %1042 = "linalg.generic"(%1041, %1028, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg414: f32, %arg415: f32, %arg416: f32):
      %1239 = "arith.addf"(%arg414, %arg415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1239) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1043 = "linalg.generic"(%1042, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg412: f32, %arg413: f64):
      %1238 = "arith.extf"(%arg412) : (f32) -> f64
      "linalg.yield"(%1238) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1044 = "linalg.generic"(%1043, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg410: f64, %arg411: f64):
      %1237 = "arith.addf"(%arg410, %arg411) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1237) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1045 = "linalg.generic"(%1044, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg408: f64, %arg409: f64):
      %1236 = "arith.divf"(%arg408, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1236) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1046 = "linalg.generic"(%1043, %1045, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg405: f64, %arg406: f64, %arg407: f64):
      %1235 = "arith.subf"(%arg405, %arg406) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1235) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1047 = "linalg.generic"(%1046, %1046, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg402: f64, %arg403: f64, %arg404: f64):
      %1234 = "arith.mulf"(%arg402, %arg403) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1234) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1048 = "linalg.generic"(%1047, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg400: f64, %arg401: f64):
      %1233 = "arith.addf"(%arg400, %arg401) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1233) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1049 = "linalg.generic"(%1048, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg398: f64, %arg399: f64):
      %1232 = "arith.divf"(%arg398, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1232) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1050 = "linalg.generic"(%1049, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg396: f64, %arg397: f32):
      %1231 = "arith.truncf"(%arg396) : (f64) -> f32
      "linalg.yield"(%1231) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1051 = "linalg.generic"(%1042, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg394: f32, %arg395: f32):
      %1230 = "arith.addf"(%arg394, %arg395) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1230) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1052 = "linalg.generic"(%1051, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32):
      %1229 = "arith.divf"(%arg392, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1229) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1053 = "linalg.generic"(%1050, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg390: f32, %arg391: f32):
      %1227 = "arith.truncf"(%11) : (f64) -> f32
      %1228 = "arith.addf"(%arg390, %1227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1228) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1054 = "linalg.generic"(%1053, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg388: f32, %arg389: f32):
      %1226 = "math.rsqrt"(%arg388) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1226) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1055 = "linalg.generic"(%1042, %1052, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg385: f32, %arg386: f32, %arg387: f32):
      %1225 = "arith.subf"(%arg385, %arg386) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1225) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1056 = "linalg.generic"(%1055, %1054, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg382: f32, %arg383: f32, %arg384: f32):
      %1224 = "arith.mulf"(%arg382, %arg383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1224) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1057 = "linalg.generic"(%1056, %arg179, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32, %arg381: f32):
      %1223 = "arith.mulf"(%arg379, %arg380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1223) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1058 = "linalg.generic"(%1057, %arg180, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg376: f32, %arg377: f32, %arg378: f32):
      %1222 = "arith.addf"(%arg376, %arg377) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1222) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1059 = "tensor.collapse_shape"(%1058) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %1060 = "linalg.transpose"(%arg181, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg374: f32, %arg375: f32):
      "linalg.yield"(%arg374) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %1061 = "linalg.matmul"(%1059, %1060, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg371: f32, %arg372: f32, %arg373: f32):
      %1220 = "arith.mulf"(%arg371, %arg372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1221 = "arith.addf"(%arg373, %1220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1221) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1062 = "linalg.generic"(%arg182, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg369: f32, %arg370: f32):
      "linalg.yield"(%arg369) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1063 = "linalg.generic"(%1061, %1062, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg366: f32, %arg367: f32, %arg368: f32):
      %1219 = "arith.addf"(%arg366, %arg367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1219) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1064 = "tensor.expand_shape"(%1063) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %1065 = "linalg.transpose"(%1064, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg364: f32, %arg365: f32):
      "linalg.yield"(%arg364) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %1066 = "linalg.transpose"(%arg183, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg362: f32, %arg363: f32):
      "linalg.yield"(%arg362) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %1067 = "linalg.matmul"(%1059, %1066, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg359: f32, %arg360: f32, %arg361: f32):
      %1217 = "arith.mulf"(%arg359, %arg360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1218 = "arith.addf"(%arg361, %1217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1218) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1068 = "linalg.generic"(%arg184, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg357: f32, %arg358: f32):
      "linalg.yield"(%arg357) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1069 = "linalg.generic"(%1067, %1068, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg354: f32, %arg355: f32, %arg356: f32):
      %1216 = "arith.addf"(%arg354, %arg355) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1216) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1070 = "tensor.expand_shape"(%1069) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %1071 = "linalg.transpose"(%arg185, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg352: f32, %arg353: f32):
      "linalg.yield"(%arg352) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %1072 = "linalg.matmul"(%1059, %1071, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg349: f32, %arg350: f32, %arg351: f32):
      %1214 = "arith.mulf"(%arg349, %arg350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1215 = "arith.addf"(%arg351, %1214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1215) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1073 = "linalg.generic"(%arg186, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg347: f32, %arg348: f32):
      "linalg.yield"(%arg347) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1074 = "linalg.generic"(%1072, %1073, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg344: f32, %arg345: f32, %arg346: f32):
      %1213 = "arith.addf"(%arg344, %arg345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1213) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1075 = "tensor.expand_shape"(%1074) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 128, 12, 64>}> : (tensor<128x768xf32>) -> tensor<1x128x12x64xf32>
    %1076 = "linalg.transpose"(%1075, %67) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg342: f32, %arg343: f32):
      "linalg.yield"(%arg342) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %1077 = "linalg.transpose"(%1070, %80) <{permutation = array<i64: 0, 2, 3, 1>}> ({
    ^bb0(%arg340: f32, %arg341: f32):
      "linalg.yield"(%arg340) : (f32) -> ()
    }) : (tensor<1x128x12x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x64x128xf32>
    %1078 = "tensor.collapse_shape"(%1065) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %1079 = "tensor.collapse_shape"(%1077) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x64x128xf32>) -> tensor<12x64x128xf32>
    %1080 = "linalg.batch_matmul"(%1078, %1079, %85) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
      %1211 = "arith.mulf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1212 = "arith.addf"(%arg339, %1211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1212) : (f32) -> ()
    }) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %1081 = "tensor.expand_shape"(%1080) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 128>}> : (tensor<12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1082 = "linalg.generic"(%1081, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg335: f32, %arg336: f32):
      %1210 = "arith.mulf"(%arg335, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1210) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1083 = "linalg.generic"(%1082, %57, %88) <{indexing_maps = [#map6, #map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg332: f32, %arg333: f32, %arg334: f32):
      %1209 = "arith.addf"(%arg332, %arg333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1209) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1084:2 = "linalg.generic"(%1083, %94, %92) <{indexing_maps = [#map6, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg329: f32, %arg330: f32, %arg331: i64):
      %1204 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %1205 = "arith.index_cast"(%1204) : (index) -> i64
      %1206 = "arith.maximumf"(%arg329, %arg330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1207 = "arith.cmpf"(%arg329, %arg330) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %1208 = "arith.select"(%1207, %1205, %arg331) : (i1, i64, i64) -> i64
      "linalg.yield"(%1206, %1208) : (f32, i64) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128xf32>, tensor<1x12x128xi64>) -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %1085 = "tensor.expand_shape"(%1084#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 12, 128, 1>}> : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1086 = "linalg.generic"(%1083, %1085, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg326: f32, %arg327: f32, %arg328: f32):
      %1203 = "arith.subf"(%arg326, %arg327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1203) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1087 = "linalg.generic"(%1086, %88) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      %1202 = "math.exp"(%arg324) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1202) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1088 = "linalg.generic"(%1087, %100) <{indexing_maps = [#map6, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg322: f32, %arg323: f32):
      %1201 = "arith.addf"(%arg322, %arg323) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1201) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %1089 = "linalg.generic"(%1087, %1088, %88) <{indexing_maps = [#map6, #map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg319: f32, %arg320: f32, %arg321: f32):
      %1200 = "arith.divf"(%arg319, %arg320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1200) : (f32) -> ()
    }) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1090 = "tensor.collapse_shape"(%1089) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x128xf32>) -> tensor<12x128x128xf32>
    %1091 = "tensor.collapse_shape"(%1076) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x12x128x64xf32>) -> tensor<12x128x64xf32>
    %1092 = "linalg.batch_matmul"(%1090, %1091, %106) <{indexing_maps = [#map12, #map13, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg316: f32, %arg317: f32, %arg318: f32):
      %1198 = "arith.mulf"(%arg316, %arg317) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1199 = "arith.addf"(%arg318, %1198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1199) : (f32) -> ()
    }) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %1093 = "tensor.expand_shape"(%1092) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 12, 128, 64>}> : (tensor<12x128x64xf32>) -> tensor<1x12x128x64xf32>
    %1094 = "linalg.transpose"(%1093, %109) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg314: f32, %arg315: f32):
      "linalg.yield"(%arg314) : (f32) -> ()
    }) : (tensor<1x12x128x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1095 = "tensor.collapse_shape"(%1094) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x128x12x64xf32>) -> tensor<128x768xf32>
    %1096 = "linalg.transpose"(%arg187, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg312: f32, %arg313: f32):
      "linalg.yield"(%arg312) : (f32) -> ()
    }) : (tensor<768x768xf32>, tensor<768x768xf32>) -> tensor<768x768xf32>
    %1097 = "linalg.matmul"(%1095, %1096, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg309: f32, %arg310: f32, %arg311: f32):
      %1196 = "arith.mulf"(%arg309, %arg310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1197 = "arith.addf"(%arg311, %1196) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1197) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1098 = "linalg.generic"(%arg188, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg307: f32, %arg308: f32):
      "linalg.yield"(%arg307) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1099 = "linalg.generic"(%1097, %1098, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg304: f32, %arg305: f32, %arg306: f32):
      %1195 = "arith.addf"(%arg304, %arg305) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1195) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1100 = "tensor.expand_shape"(%1099) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %1101 = "linalg.generic"(%1100, %1058, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg301: f32, %arg302: f32, %arg303: f32):
      %1194 = "arith.addf"(%arg301, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1194) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1102 = "linalg.generic"(%1101, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg299: f32, %arg300: f64):
      %1193 = "arith.extf"(%arg299) : (f32) -> f64
      "linalg.yield"(%1193) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1103 = "linalg.generic"(%1102, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg297: f64, %arg298: f64):
      %1192 = "arith.addf"(%arg297, %arg298) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1192) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1104 = "linalg.generic"(%1103, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg295: f64, %arg296: f64):
      %1191 = "arith.divf"(%arg295, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1191) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1105 = "linalg.generic"(%1102, %1104, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg292: f64, %arg293: f64, %arg294: f64):
      %1190 = "arith.subf"(%arg292, %arg293) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1190) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1106 = "linalg.generic"(%1105, %1105, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg289: f64, %arg290: f64, %arg291: f64):
      %1189 = "arith.mulf"(%arg289, %arg290) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1189) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1107 = "linalg.generic"(%1106, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg287: f64, %arg288: f64):
      %1188 = "arith.addf"(%arg287, %arg288) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1188) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1108 = "linalg.generic"(%1107, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg285: f64, %arg286: f64):
      %1187 = "arith.divf"(%arg285, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1187) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1109 = "linalg.generic"(%1108, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg283: f64, %arg284: f32):
      %1186 = "arith.truncf"(%arg283) : (f64) -> f32
      "linalg.yield"(%1186) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1110 = "linalg.generic"(%1101, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32):
      %1185 = "arith.addf"(%arg281, %arg282) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1185) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1111 = "linalg.generic"(%1110, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg279: f32, %arg280: f32):
      %1184 = "arith.divf"(%arg279, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1184) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1112 = "linalg.generic"(%1109, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg277: f32, %arg278: f32):
      %1182 = "arith.truncf"(%11) : (f64) -> f32
      %1183 = "arith.addf"(%arg277, %1182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1183) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1113 = "linalg.generic"(%1112, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg275: f32, %arg276: f32):
      %1181 = "math.rsqrt"(%arg275) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1181) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1114 = "linalg.generic"(%1101, %1111, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32, %arg274: f32):
      %1180 = "arith.subf"(%arg272, %arg273) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1180) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1115 = "linalg.generic"(%1114, %1113, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg269: f32, %arg270: f32, %arg271: f32):
      %1179 = "arith.mulf"(%arg269, %arg270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1179) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1116 = "linalg.generic"(%1115, %arg189, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg266: f32, %arg267: f32, %arg268: f32):
      %1178 = "arith.mulf"(%arg266, %arg267) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1178) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1117 = "linalg.generic"(%1116, %arg190, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg263: f32, %arg264: f32, %arg265: f32):
      %1177 = "arith.addf"(%arg263, %arg264) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1177) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1118 = "tensor.collapse_shape"(%1117) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x768xf32>) -> tensor<128x768xf32>
    %1119 = "linalg.transpose"(%arg191, %135) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg261: f32, %arg262: f32):
      "linalg.yield"(%arg261) : (f32) -> ()
    }) : (tensor<3072x768xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %1120 = "linalg.matmul"(%1118, %1119, %138) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg258: f32, %arg259: f32, %arg260: f32):
      %1175 = "arith.mulf"(%arg258, %arg259) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1176 = "arith.addf"(%arg260, %1175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1176) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<768x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %1121 = "linalg.generic"(%arg192, %137) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg256: f32, %arg257: f32):
      "linalg.yield"(%arg256) : (f32) -> ()
    }) : (tensor<3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %1122 = "linalg.generic"(%1120, %1121, %137) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg253: f32, %arg254: f32, %arg255: f32):
      %1174 = "arith.addf"(%arg253, %arg254) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1174) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<128x3072xf32>, tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %1123 = "tensor.expand_shape"(%1122) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 3072>}> : (tensor<128x3072xf32>) -> tensor<1x128x3072xf32>
    %1124 = "linalg.generic"(%1123, %143) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg251: f32, %arg252: f32):
      %1169 = "arith.divf"(%arg251, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1170 = "math.erf"(%1169) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %1171 = "arith.addf"(%1170, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1172 = "arith.mulf"(%1171, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1173 = "arith.mulf"(%arg251, %1172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1173) : (f32) -> ()
    }) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %1125 = "tensor.collapse_shape"(%1124) <{reassociation = [[0, 1], [2]]}> : (tensor<1x128x3072xf32>) -> tensor<128x3072xf32>
    %1126 = "linalg.transpose"(%arg193, %146) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg249: f32, %arg250: f32):
      "linalg.yield"(%arg249) : (f32) -> ()
    }) : (tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %1127 = "linalg.matmul"(%1125, %1126, %62) <{indexing_maps = [#map9, #map10, #map1], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg246: f32, %arg247: f32, %arg248: f32):
      %1167 = "arith.mulf"(%arg246, %arg247) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1168 = "arith.addf"(%arg248, %1167) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1168) : (f32) -> ()
    }) : (tensor<128x3072xf32>, tensor<3072x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1128 = "linalg.generic"(%arg194, %61) <{indexing_maps = [#map11, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg244: f32, %arg245: f32):
      "linalg.yield"(%arg244) : (f32) -> ()
    }) : (tensor<768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1129 = "linalg.generic"(%1127, %1128, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg241: f32, %arg242: f32, %arg243: f32):
      %1166 = "arith.addf"(%arg241, %arg242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1166) : (f32) -> ()
    }) : (tensor<128x768xf32>, tensor<128x768xf32>, tensor<128x768xf32>) -> tensor<128x768xf32>
    %1130 = "tensor.expand_shape"(%1129) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 128, 768>}> : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %1131 = "linalg.generic"(%1130, %1117, %21) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg238: f32, %arg239: f32, %arg240: f32):
      %1165 = "arith.addf"(%arg238, %arg239) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1165) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1132 = "linalg.generic"(%1131, %27) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg236: f32, %arg237: f64):
      %1164 = "arith.extf"(%arg236) : (f32) -> f64
      "linalg.yield"(%1164) : (f64) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1133 = "linalg.generic"(%1132, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg234: f64, %arg235: f64):
      %1163 = "arith.addf"(%arg234, %arg235) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1163) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1134 = "linalg.generic"(%1133, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg232: f64, %arg233: f64):
      %1162 = "arith.divf"(%arg232, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1162) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1135 = "linalg.generic"(%1132, %1134, %27) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg229: f64, %arg230: f64, %arg231: f64):
      %1161 = "arith.subf"(%arg229, %arg230) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1161) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1136 = "linalg.generic"(%1135, %1135, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg226: f64, %arg227: f64, %arg228: f64):
      %1160 = "arith.mulf"(%arg226, %arg227) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1160) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1x128x768xf64>) -> tensor<1x128x768xf64>
    %1137 = "linalg.generic"(%1136, %30) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg224: f64, %arg225: f64):
      %1159 = "arith.addf"(%arg224, %arg225) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1159) : (f64) -> ()
    }) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1138 = "linalg.generic"(%1137, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg222: f64, %arg223: f64):
      %1158 = "arith.divf"(%arg222, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1158) : (f64) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %1139 = "linalg.generic"(%1138, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg220: f64, %arg221: f32):
      %1157 = "arith.truncf"(%arg220) : (f64) -> f32
      "linalg.yield"(%1157) : (f32) -> ()
    }) : (tensor<1x128x1xf64>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1140 = "linalg.generic"(%1131, %39) <{indexing_maps = [#map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg218: f32, %arg219: f32):
      %1156 = "arith.addf"(%arg218, %arg219) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1156) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1141 = "linalg.generic"(%1140, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg216: f32, %arg217: f32):
      %1155 = "arith.divf"(%arg216, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1155) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1142 = "linalg.generic"(%1139, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg214: f32, %arg215: f32):
      %1153 = "arith.truncf"(%11) : (f64) -> f32
      %1154 = "arith.addf"(%arg214, %1153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1154) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1143 = "linalg.generic"(%1142, %37) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg212: f32, %arg213: f32):
      %1152 = "math.rsqrt"(%arg212) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1152) : (f32) -> ()
    }) : (tensor<1x128x1xf32>, tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1144 = "linalg.generic"(%1131, %1141, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32, %arg211: f32):
      %1151 = "arith.subf"(%arg209, %arg210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1151) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1145 = "linalg.generic"(%1144, %1143, %21) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %1150 = "arith.mulf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1150) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1146 = "linalg.generic"(%1145, %arg195, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg203: f32, %arg204: f32, %arg205: f32):
      %1149 = "arith.mulf"(%arg203, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1149) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1147 = "linalg.generic"(%1146, %arg196, %21) <{indexing_maps = [#map2, #map4, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg200: f32, %arg201: f32, %arg202: f32):
      %1148 = "arith.addf"(%arg200, %arg201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1148) : (f32) -> ()
    }) : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    "func.return"(%1147) : (tensor<1x128x768xf32>) -> ()
  }) : () -> ()
}) : () -> ()
