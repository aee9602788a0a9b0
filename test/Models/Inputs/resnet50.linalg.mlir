// resnet50: exported by bench/models/export.py with torch-mlir (linalg).
// Arguments: 320 weights/buffers (state_dict order), then 1 input(s).
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<128x256x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<256x512x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<1024x512x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<512x1024x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i64>, tensor<2048x1024x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i64>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i64>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i64>, tensor<1000x2048xf32>, tensor<1000xf32>, tensor<1x3x224x224xf32>) -> tensor<1x1000xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64x3x7x7xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<i64>, %arg6: tensor<64x64x1x1xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<i64>, %arg12: tensor<64x64x3x3xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<i64>, %arg18: tensor<256x64x1x1xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<i64>, %arg24: tensor<256x64x1x1xf32>, %arg25: tensor<256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256xf32>, %arg28: tensor<256xf32>, %arg29: tensor<i64>, %arg30: tensor<64x256x1x1xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<i64>, %arg36: tensor<64x64x3x3xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<i64>, %arg42: tensor<256x64x1x1xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<i64>, %arg48: tensor<64x256x1x1xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<i64>, %arg54: tensor<64x64x3x3xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<i64>, %arg60: tensor<256x64x1x1xf32>, %arg61: tensor<256xf32>, %arg62: tensor<256xf32>, %arg63: tensor<256xf32>, %arg64: tensor<256xf32>, %arg65: tensor<i64>, %arg66: tensor<128x256x1x1xf32>, %arg67: tensor<128xf32>, %arg68: tensor<128xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<i64>, %arg72: tensor<128x128x3x3xf32>, %arg73: tensor<128xf32>, %arg74: tensor<128xf32>, %arg75: tensor<128xf32>, %arg76: tensor<128xf32>, %arg77: tensor<i64>, %arg78: tensor<512x128x1x1xf32>, %arg79: tensor<512xf32>, %arg80: tensor<512xf32>, %arg81: tensor<512xf32>, %arg82: tensor<512xf32>, %arg83: tensor<i64>, %arg84: tensor<512x256x1x1xf32>, %arg85: tensor<512xf32>, %arg86: tensor<512xf32>, %arg87: tensor<512xf32>, %arg88: tensor<512xf32>, %arg89: tensor<i64>, %arg90: tensor<128x512x1x1xf32>, %arg91: tensor<128xf32>, %arg92: tensor<128xf32>, %arg93: tensor<128xf32>, %arg94: tensor<128xf32>, %arg95: tensor<i64>, %arg96: tensor<128x128x3x3xf32>, %arg97: tensor<128xf32>, %arg98: tensor<128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128xf32>, %arg101: tensor<i64>, %arg102: tensor<512x128x1x1xf32>, %arg103: tensor<512xf32>, %arg104: tensor<512xf32>, %arg105: tensor<512xf32>, %arg106: tensor<512xf32>, %arg107: tensor<i64>, %arg108: tensor<128x512x1x1xf32>, %arg109: tensor<128xf32>, %arg110: tensor<128xf32>, %arg111: tensor<128xf32>, %arg112: tensor<128xf32>, %arg113: tensor<i64>, %arg114: tensor<128x128x3x3xf32>, %arg115: tensor<128xf32>, %arg116: tensor<128xf32>, %arg117: tensor<128xf32>, %arg118: tensor<128xf32>, %arg119: tensor<i64>, %arg120: tensor<512x128x1x1xf32>, %arg121: tensor<512xf32>, %arg122: tensor<512xf32>, %arg123: tensor<512xf32>, %arg124: tensor<512xf32>, %arg125: tensor<i64>, %arg126: tensor<128x512x1x1xf32>, %arg127: tensor<128xf32>, %arg128: tensor<128xf32>, %arg129: tensor<128xf32>, %arg130: tensor<128xf32>, %arg131: tensor<i64>, %arg132: tensor<128x128x3x3xf32>, %arg133: tensor<128xf32>, %arg134: tensor<128xf32>, %arg135: tensor<128xf32>, %arg136: tensor<128xf32>, %arg137: tensor<i64>, %arg138: tensor<512x128x1x1xf32>, %arg139: tensor<512xf32>, %arg140: tensor<512xf32>, %arg141: tensor<512xf32>, %arg142: tensor<512xf32>, %arg143: tensor<i64>, %arg144: tensor<256x512x1x1xf32>, %arg145: tensor<256xf32>, %arg146: tensor<256xf32>, %arg147: tensor<256xf32>, %arg148: tensor<256xf32>, %arg149: tensor<i64>, %arg150: tensor<256x256x3x3xf32>, %arg151: tensor<256xf32>, %arg152: tensor<256xf32>, %arg153: tensor<256xf32>, %arg154: tensor<256xf32>, %arg155: tensor<i64>, %arg156: tensor<1024x256x1x1xf32>, %arg157: tensor<1024xf32>, %arg158: tensor<1024xf32>, %arg159: tensor<1024xf32>, %arg160: tensor<1024xf32>, %arg161: tensor<i64>, %arg162: tensor<1024x512x1x1xf32>, %arg163: tensor<1024xf32>, %arg164: tensor<1024xf32>, %arg165: tensor<1024xf32>, %arg166: tensor<1024xf32>, %arg167: tensor<i64>, %arg168: tensor<256x1024x1x1xf32>, %arg169: tensor<256xf32>, %arg170: tensor<256xf32>, %arg171: tensor<256xf32>, %arg172: tensor<256xf32>, %arg173: tensor<i64>, %arg174: tensor<256x256x3x3xf32>, %arg175: tensor<256xf32>, %arg176: tensor<256xf32>, %arg177: tensor<256xf32>, %arg178: tensor<256xf32>, %arg179: tensor<i64>, %arg180: tensor<1024x256x1x1xf32>, %arg181: tensor<1024xf32>, %arg182: tensor<1024xf32>, %arg183: tensor<1024xf32>, %arg184: tensor<1024xf32>, %arg185: tensor<i64>, %arg186: tensor<256x1024x1x1xf32>, %arg187: tensor<256xf32>, %arg188: tensor<256xf32>, %arg189: tensor<256xf32>, %arg190: tensor<256xf32>, %arg191: tensor<i64>, %arg192: tensor<256x256x3x3xf32>, %arg193: tensor<256xf32>, %arg194: tensor<256xf32>, %arg195: tensor<256xf32>, %arg196: tensor<256xf32>, %arg197: tensor<i64>, %arg198: tensor<1024x256x1x1xf32>, %arg199: tensor<1024xf32>, %arg200: tensor<1024xf32>, %arg201: tensor<1024xf32>, %arg202: tensor<1024xf32>, %arg203: tensor<i64>, %arg204: tensor<256x1024x1x1xf32>, %arg205: tensor<256xf32>, %arg206: tensor<256xf32>, %arg207: tensor<256xf32>, %arg208: tensor<256xf32>, %arg209: tensor<i64>, %arg210: tensor<256x256x3x3xf32>, %arg211: tensor<256xf32>, %arg212: tensor<256xf32>, %arg213: tensor<256xf32>, %arg214: tensor<256xf32>, %arg215: tensor<i64>, %arg216: tensor<1024x256x1x1xf32>, %arg217: tensor<1024xf32>, %arg218: tensor<1024xf32>, %arg219: tensor<1024xf32>, %arg220: tensor<1024xf32>, %arg221: tensor<i64>, %arg222: tensor<256x1024x1x1xf32>, %arg223: tensor<256xf32>, %arg224: tensor<256xf32>, %arg225: tensor<256xf32>, %arg226: tensor<256xf32>, %arg227: tensor<i64>, %arg228: tensor<256x256x3x3xf32>, %arg229: tensor<256xf32>, %arg230: tensor<256xf32>, %arg231: tensor<256xf32>, %arg232: tensor<256xf32>, %arg233: tensor<i64>, %arg234: tensor<1024x256x1x1xf32>, %arg235: tensor<1024xf32>, %arg236: tensor<1024xf32>, %arg237: tensor<1024xf32>, %arg238: tensor<1024xf32>, %arg239: tensor<i64>, %arg240: tensor<256x1024x1x1xf32>, %arg241: tensor<256xf32>, %arg242: tensor<256xf32>, %arg243: tensor<256xf32>, %arg244: tensor<256xf32>, %arg245: tensor<i64>, %arg246: tensor<256x256x3x3xf32>, %arg247: tensor<256xf32>, %arg248: tensor<256xf32>, %arg249: tensor<256xf32>, %arg250: tensor<256xf32>, %arg251: tensor<i64>, %arg252: tensor<1024x256x1x1xf32>, %arg253: tensor<1024xf32>, %arg254: tensor<1024xf32>, %arg255: tensor<1024xf32>, %arg256: tensor<1024xf32>, %arg257: tensor<i64>, %arg258: tensor<512x1024x1x1xf32>, %arg259: tensor<512xf32>, %arg260: tensor<512xf32>, %arg261: tensor<512xf32>, %arg262: tensor<512xf32>, %arg263: tensor<i64>, %arg264: tensor<512x512x3x3xf32>, %arg265: tensor<512xf32>, %arg266: tensor<512xf32>, %arg267: tensor<512xf32>, %arg268: tensor<512xf32>, %arg269: tensor<i64>, %arg270: tensor<2048x512x1x1xf32>, %arg271: tensor<2048xf32>, %arg272: tensor<2048xf32>, %arg273: tensor<2048xf32>, %arg274: tensor<2048xf32>, %arg275: tensor<i64>, %arg276: tensor<2048x1024x1x1xf32>, %arg277: tensor<2048xf32>, %arg278: tensor<2048xf32>, %arg279: tensor<2048xf32>, %arg280: tensor<2048xf32>, %arg281: tensor<i64>, %arg282: tensor<512x2048x1x1xf32>, %arg283: tensor<512xf32>, %arg284: tensor<512xf32>, %arg285: tensor<512xf32>, %arg286: tensor<512xf32>, %arg287: tensor<i64>, %arg288: tensor<512x512x3x3xf32>, %arg289: tensor<512xf32>, %arg290: tensor<512xf32>, %arg291: tensor<512xf32>, %arg292: tensor<512xf32>, %arg293: tensor<i64>, %arg294: tensor<2048x512x1x1xf32>, %arg295: tensor<2048xf32>, %arg296: tensor<2048xf32>, %arg297: tensor<2048xf32>, %arg298: tensor<2048xf32>, %arg299: tensor<i64>, %arg300: tensor<512x2048x1x1xf32>, %arg301: tensor<512xf32>, %arg302: tensor<512xf32>, %arg303: tensor<512xf32>, %arg304: tensor<512xf32>, %arg305: tensor<i64>, %arg306: tensor<512x512x3x3xf32>, %arg307: tensor<512xf32>, %arg308: tensor<512xf32>, %arg309: tensor<512xf32>, %arg310: tensor<512xf32>, %arg311: tensor<i64>, %arg312: tensor<2048x512x1x1xf32>, %arg313: tensor<2048xf32>, %arg314: tensor<2048xf32>, %arg315: tensor<2048xf32>, %arg316: tensor<2048xf32>, %arg317: tensor<i64>, %arg318: tensor<1000x2048xf32>, %arg319: tensor<1000xf32>, %arg320: tensor<1x3x224x224xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 4.900000e+01 : f32}> : () -> f32
    %4 = "tensor.pad"(%arg320) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 3, 3>, static_low = array<i64: 0, 0, 3, 3>}> ({
    ^bb0(%arg1589: index, %arg1590: index, %arg1591: index, %arg1592: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x3x224x224xf32>) -> tensor<1x3x230x230xf32>
    %5 = "tensor.empty"() : () -> tensor<1x64x112x112xf32>
    %6 = "linalg.fill"(%0, %5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1587: f32, %arg1588: f32):
      "linalg.yield"(%arg1587) : (f32) -> ()
    }) : (f32, tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %7 = "linalg.conv_2d_nchw_fchw"(%4, %arg0, %6) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1584: f32, %arg1585: f32, %arg1586: f32):
      %1310 = "arith.mulf"(%arg1584, %arg1585) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1311 = "arith.addf"(%arg1586, %1310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1311) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x3x230x230xf32>, tensor<64x3x7x7xf32>, tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %8 = "tensor.empty"() : () -> tensor<64xf32>
    %9 = "linalg.generic"(%arg4, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1582: f32, %arg1583: f32):
      %1308 = "arith.truncf"(%2) : (f64) -> f32
      %1309 = "arith.addf"(%arg1582, %1308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1309) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %10 = "linalg.generic"(%9, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1580: f32, %arg1581: f32):
      %1307 = "math.rsqrt"(%arg1580) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1307) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %11 = "tensor.expand_shape"(%arg3) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %12 = "tensor.expand_shape"(%10) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %13 = "linalg.generic"(%7, %11, %5) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1577: f32, %arg1578: f32, %arg1579: f32):
      %1306 = "arith.subf"(%arg1577, %arg1578) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1306) : (f32) -> ()
    }) : (tensor<1x64x112x112xf32>, tensor<64x1x1xf32>, tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %14 = "linalg.generic"(%13, %12, %5) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1574: f32, %arg1575: f32, %arg1576: f32):
      %1305 = "arith.mulf"(%arg1574, %arg1575) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1305) : (f32) -> ()
    }) : (tensor<1x64x112x112xf32>, tensor<64x1x1xf32>, tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %15 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %16 = "linalg.generic"(%14, %15, %5) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1571: f32, %arg1572: f32, %arg1573: f32):
      %1304 = "arith.mulf"(%arg1571, %arg1572) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1304) : (f32) -> ()
    }) : (tensor<1x64x112x112xf32>, tensor<64x1x1xf32>, tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %17 = "tensor.expand_shape"(%arg2) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %18 = "linalg.generic"(%16, %17, %5) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1568: f32, %arg1569: f32, %arg1570: f32):
      %1303 = "arith.addf"(%arg1568, %arg1569) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1303) : (f32) -> ()
    }) : (tensor<1x64x112x112xf32>, tensor<64x1x1xf32>, tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %19 = "linalg.generic"(%18, %5) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1566: f32, %arg1567: f32):
      %1301 = "arith.cmpf"(%arg1566, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1302 = "arith.select"(%1301, %arg1566, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1302) : (f32) -> ()
    }) : (tensor<1x64x112x112xf32>, tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %20 = "tensor.pad"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1562: index, %arg1563: index, %arg1564: index, %arg1565: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<1x64x112x112xf32>) -> tensor<1x64x114x114xf32>
    %21 = "tensor.empty"() : () -> tensor<1x64x56x56xf32>
    %22 = "linalg.fill"(%1, %21) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1560: f32, %arg1561: f32):
      "linalg.yield"(%arg1560) : (f32) -> ()
    }) : (f32, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %23 = "tensor.empty"() : () -> tensor<3x3xf32>
    %24 = "linalg.pooling_nchw_max"(%20, %23, %22) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1557: f32, %arg1558: f32, %arg1559: f32):
      %1300 = "arith.maximumf"(%arg1559, %arg1557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1300) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<1x64x114x114xf32>, tensor<3x3xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %25 = "linalg.fill"(%0, %21) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1555: f32, %arg1556: f32):
      "linalg.yield"(%arg1555) : (f32) -> ()
    }) : (f32, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %26 = "linalg.conv_2d_nchw_fchw"(%24, %arg6, %25) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1552: f32, %arg1553: f32, %arg1554: f32):
      %1298 = "arith.mulf"(%arg1552, %arg1553) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1299 = "arith.addf"(%arg1554, %1298) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1299) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x64x56x56xf32>, tensor<64x64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %27 = "linalg.generic"(%arg10, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1550: f32, %arg1551: f32):
      %1296 = "arith.truncf"(%2) : (f64) -> f32
      %1297 = "arith.addf"(%arg1550, %1296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1297) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %28 = "linalg.generic"(%27, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1548: f32, %arg1549: f32):
      %1295 = "math.rsqrt"(%arg1548) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1295) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %29 = "tensor.expand_shape"(%arg9) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %30 = "tensor.expand_shape"(%28) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %31 = "linalg.generic"(%26, %29, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1545: f32, %arg1546: f32, %arg1547: f32):
      %1294 = "arith.subf"(%arg1545, %arg1546) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1294) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %32 = "linalg.generic"(%31, %30, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1542: f32, %arg1543: f32, %arg1544: f32):
      %1293 = "arith.mulf"(%arg1542, %arg1543) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1293) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %33 = "tensor.expand_shape"(%arg7) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %34 = "linalg.generic"(%32, %33, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1539: f32, %arg1540: f32, %arg1541: f32):
      %1292 = "arith.mulf"(%arg1539, %arg1540) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1292) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %35 = "tensor.expand_shape"(%arg8) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %36 = "linalg.generic"(%34, %35, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1536: f32, %arg1537: f32, %arg1538: f32):
      %1291 = "arith.addf"(%arg1536, %arg1537) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1291) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %37 = "linalg.generic"(%36, %21) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1534: f32, %arg1535: f32):
      %1289 = "arith.cmpf"(%arg1534, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1290 = "arith.select"(%1289, %arg1534, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1290) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %38 = "tensor.pad"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1530: index, %arg1531: index, %arg1532: index, %arg1533: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>) -> tensor<1x64x58x58xf32>
    %39 = "linalg.conv_2d_nchw_fchw"(%38, %arg12, %25) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1527: f32, %arg1528: f32, %arg1529: f32):
      %1287 = "arith.mulf"(%arg1527, %arg1528) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1288 = "arith.addf"(%arg1529, %1287) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1288) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %40 = "linalg.generic"(%arg16, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1525: f32, %arg1526: f32):
      %1285 = "arith.truncf"(%2) : (f64) -> f32
      %1286 = "arith.addf"(%arg1525, %1285) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1286) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %41 = "linalg.generic"(%40, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1523: f32, %arg1524: f32):
      %1284 = "math.rsqrt"(%arg1523) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1284) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %42 = "tensor.expand_shape"(%arg15) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %43 = "tensor.expand_shape"(%41) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %44 = "linalg.generic"(%39, %42, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1520: f32, %arg1521: f32, %arg1522: f32):
      %1283 = "arith.subf"(%arg1520, %arg1521) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1283) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %45 = "linalg.generic"(%44, %43, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1517: f32, %arg1518: f32, %arg1519: f32):
      %1282 = "arith.mulf"(%arg1517, %arg1518) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1282) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %46 = "tensor.expand_shape"(%arg13) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %47 = "linalg.generic"(%45, %46, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1514: f32, %arg1515: f32, %arg1516: f32):
      %1281 = "arith.mulf"(%arg1514, %arg1515) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1281) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %48 = "tensor.expand_shape"(%arg14) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %49 = "linalg.generic"(%47, %48, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1511: f32, %arg1512: f32, %arg1513: f32):
      %1280 = "arith.addf"(%arg1511, %arg1512) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1280) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %50 = "linalg.generic"(%49, %21) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1509: f32, %arg1510: f32):
      %1278 = "arith.cmpf"(%arg1509, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1279 = "arith.select"(%1278, %arg1509, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1279) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %51 = "tensor.empty"() : () -> tensor<1x256x56x56xf32>
    %52 = "linalg.fill"(%0, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1507: f32, %arg1508: f32):
      "linalg.yield"(%arg1507) : (f32) -> ()
    }) : (f32, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %53 = "linalg.conv_2d_nchw_fchw"(%50, %arg18, %52) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1504: f32, %arg1505: f32, %arg1506: f32):
      %1276 = "arith.mulf"(%arg1504, %arg1505) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1277 = "arith.addf"(%arg1506, %1276) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1277) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %54 = "tensor.empty"() : () -> tensor<256xf32>
    %55 = "linalg.generic"(%arg22, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1502: f32, %arg1503: f32):
      %1274 = "arith.truncf"(%2) : (f64) -> f32
      %1275 = "arith.addf"(%arg1502, %1274) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1275) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %56 = "linalg.generic"(%55, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1500: f32, %arg1501: f32):
      %1273 = "math.rsqrt"(%arg1500) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1273) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %57 = "tensor.expand_shape"(%arg21) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %58 = "tensor.expand_shape"(%56) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %59 = "linalg.generic"(%53, %57, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1497: f32, %arg1498: f32, %arg1499: f32):
      %1272 = "arith.subf"(%arg1497, %arg1498) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1272) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %60 = "linalg.generic"(%59, %58, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1494: f32, %arg1495: f32, %arg1496: f32):
      %1271 = "arith.mulf"(%arg1494, %arg1495) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1271) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %61 = "tensor.expand_shape"(%arg19) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %62 = "linalg.generic"(%60, %61, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1491: f32, %arg1492: f32, %arg1493: f32):
      %1270 = "arith.mulf"(%arg1491, %arg1492) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1270) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %63 = "tensor.expand_shape"(%arg20) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %64 = "linalg.generic"(%62, %63, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1488: f32, %arg1489: f32, %arg1490: f32):
      %1269 = "arith.addf"(%arg1488, %arg1489) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1269) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %65 = "linalg.conv_2d_nchw_fchw"(%24, %arg24, %52) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1485: f32, %arg1486: f32, %arg1487: f32):
      %1267 = "arith.mulf"(%arg1485, %arg1486) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1268 = "arith.addf"(%arg1487, %1267) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1268) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %66 = "linalg.generic"(%arg28, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1483: f32, %arg1484: f32):
      %1265 = "arith.truncf"(%2) : (f64) -> f32
      %1266 = "arith.addf"(%arg1483, %1265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1266) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %67 = "linalg.generic"(%66, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1481: f32, %arg1482: f32):
      %1264 = "math.rsqrt"(%arg1481) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1264) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %68 = "tensor.expand_shape"(%arg27) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %69 = "tensor.expand_shape"(%67) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %70 = "linalg.generic"(%65, %68, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1478: f32, %arg1479: f32, %arg1480: f32):
      %1263 = "arith.subf"(%arg1478, %arg1479) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1263) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %71 = "linalg.generic"(%70, %69, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1475: f32, %arg1476: f32, %arg1477: f32):
      %1262 = "arith.mulf"(%arg1475, %arg1476) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1262) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %72 = "tensor.expand_shape"(%arg25) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %73 = "linalg.generic"(%71, %72, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1472: f32, %arg1473: f32, %arg1474: f32):
      %1261 = "arith.mulf"(%arg1472, %arg1473) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1261) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %74 = "tensor.expand_shape"(%arg26) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %75 = "linalg.generic"(%73, %74, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1469: f32, %arg1470: f32, %arg1471: f32):
      %1260 = "arith.addf"(%arg1469, %arg1470) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1260) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %76 = "linalg.generic"(%64, %75, %51) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1466: f32, %arg1467: f32, %arg1468: f32):
      %1259 = "arith.addf"(%arg1466, %arg1467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1259) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %77 = "linalg.generic"(%76, %51) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1464: f32, %arg1465: f32):
      %1257 = "arith.cmpf"(%arg1464, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1258 = "arith.select"(%1257, %arg1464, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1258) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %78 = "linalg.conv_2d_nchw_fchw"(%77, %arg30, %25) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1461: f32, %arg1462: f32, %arg1463: f32):
      %1255 = "arith.mulf"(%arg1461, %arg1462) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1256 = "arith.addf"(%arg1463, %1255) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1256) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %79 = "linalg.generic"(%arg34, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1459: f32, %arg1460: f32):
      %1253 = "arith.truncf"(%2) : (f64) -> f32
      %1254 = "arith.addf"(%arg1459, %1253) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1254) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %80 = "linalg.generic"(%79, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1457: f32, %arg1458: f32):
      %1252 = "math.rsqrt"(%arg1457) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1252) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %81 = "tensor.expand_shape"(%arg33) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %82 = "tensor.expand_shape"(%80) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %83 = "linalg.generic"(%78, %81, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1454: f32, %arg1455: f32, %arg1456: f32):
      %1251 = "arith.subf"(%arg1454, %arg1455) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1251) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %84 = "linalg.generic"(%83, %82, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1451: f32, %arg1452: f32, %arg1453: f32):
      %1250 = "arith.mulf"(%arg1451, %arg1452) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1250) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %85 = "tensor.expand_shape"(%arg31) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %86 = "linalg.generic"(%84, %85, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1448: f32, %arg1449: f32, %arg1450: f32):
      %1249 = "arith.mulf"(%arg1448, %arg1449) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1249) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %87 = "tensor.expand_shape"(%arg32) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %88 = "linalg.generic"(%86, %87, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1445: f32, %arg1446: f32, %arg1447: f32):
      %1248 = "arith.addf"(%arg1445, %arg1446) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1248) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %89 = "linalg.generic"(%88, %21) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1443: f32, %arg1444: f32):
      %1246 = "arith.cmpf"(%arg1443, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1247 = "arith.select"(%1246, %arg1443, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1247) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %90 = "tensor.pad"(%89) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1439: index, %arg1440: index, %arg1441: index, %arg1442: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>) -> tensor<1x64x58x58xf32>
    %91 = "linalg.conv_2d_nchw_fchw"(%90, %arg36, %25) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1436: f32, %arg1437: f32, %arg1438: f32):
      %1244 = "arith.mulf"(%arg1436, %arg1437) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1245 = "arith.addf"(%arg1438, %1244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1245) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %92 = "linalg.generic"(%arg40, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1434: f32, %arg1435: f32):
      %1242 = "arith.truncf"(%2) : (f64) -> f32
      %1243 = "arith.addf"(%arg1434, %1242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1243) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %93 = "linalg.generic"(%92, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1432: f32, %arg1433: f32):
      %1241 = "math.rsqrt"(%arg1432) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1241) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %94 = "tensor.expand_shape"(%arg39) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %95 = "tensor.expand_shape"(%93) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %96 = "linalg.generic"(%91, %94, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1429: f32, %arg1430: f32, %arg1431: f32):
      %1240 = "arith.subf"(%arg1429, %arg1430) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1240) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %97 = "linalg.generic"(%96, %95, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1426: f32, %arg1427: f32, %arg1428: f32):
      %1239 = "arith.mulf"(%arg1426, %arg1427) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1239) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %98 = "tensor.expand_shape"(%arg37) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %99 = "linalg.generic"(%97, %98, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1423: f32, %arg1424: f32, %arg1425: f32):
      %1238 = "arith.mulf"(%arg1423, %arg1424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1238) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %100 = "tensor.expand_shape"(%arg38) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %101 = "linalg.generic"(%99, %100, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1420: f32, %arg1421: f32, %arg1422: f32):
      %1237 = "arith.addf"(%arg1420, %arg1421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1237) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %102 = "linalg.generic"(%101, %21) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1418: f32, %arg1419: f32):
      %1235 = "arith.cmpf"(%arg1418, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1236 = "arith.select"(%1235, %arg1418, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1236) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %103 = "linalg.conv_2d_nchw_fchw"(%102, %arg42, %52) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1415: f32, %arg1416: f32, %arg1417: f32):
      %1233 = "arith.mulf"(%arg1415, %arg1416) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1234 = "arith.addf"(%arg1417, %1233) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1234) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %104 = "linalg.generic"(%arg46, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1413: f32, %arg1414: f32):
      %1231 = "arith.truncf"(%2) : (f64) -> f32
      %1232 = "arith.addf"(%arg1413, %1231) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1232) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %105 = "linalg.generic"(%104, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1411: f32, %arg1412: f32):
      %1230 = "math.rsqrt"(%arg1411) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1230) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %106 = "tensor.expand_shape"(%arg45) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %107 = "tensor.expand_shape"(%105) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %108 = "linalg.generic"(%103, %106, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1408: f32, %arg1409: f32, %arg1410: f32):
      %1229 = "arith.subf"(%arg1408, %arg1409) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1229) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %109 = "linalg.generic"(%108, %107, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1405: f32, %arg1406: f32, %arg1407: f32):
      %1228 = "arith.mulf"(%arg1405, %arg1406) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1228) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %110 = "tensor.expand_shape"(%arg43) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %111 = "linalg.generic"(%109, %110, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1402: f32, %arg1403: f32, %arg1404: f32):
      %1227 = "arith.mulf"(%arg1402, %arg1403) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1227) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %112 = "tensor.expand_shape"(%arg44) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %113 = "linalg.generic"(%111, %112, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1399: f32, %arg1400: f32, %arg1401: f32):
      %1226 = "arith.addf"(%arg1399, %arg1400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1226) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %114 = "linalg.generic"(%113, %77, %51) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1396: f32, %arg1397: f32, %arg1398: f32):
      %1225 = "arith.addf"(%arg1396, %arg1397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1225) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %115 = "linalg.generic"(%114, %51) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1394: f32, %arg1395: f32):
      %1223 = "arith.cmpf"(%arg1394, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1224 = "arith.select"(%1223, %arg1394, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1224) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %116 = "linalg.conv_2d_nchw_fchw"(%115, %arg48, %25) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1391: f32, %arg1392: f32, %arg1393: f32):
      %1221 = "arith.mulf"(%arg1391, %arg1392) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1222 = "arith.addf"(%arg1393, %1221) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1222) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %117 = "linalg.generic"(%arg52, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1389: f32, %arg1390: f32):
      %1219 = "arith.truncf"(%2) : (f64) -> f32
      %1220 = "arith.addf"(%arg1389, %1219) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1220) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %118 = "linalg.generic"(%117, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1387: f32, %arg1388: f32):
      %1218 = "math.rsqrt"(%arg1387) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1218) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %119 = "tensor.expand_shape"(%arg51) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %120 = "tensor.expand_shape"(%118) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %121 = "linalg.generic"(%116, %119, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1384: f32, %arg1385: f32, %arg1386: f32):
      %1217 = "arith.subf"(%arg1384, %arg1385) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1217) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %122 = "linalg.generic"(%121, %120, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1381: f32, %arg1382: f32, %arg1383: f32):
      %1216 = "arith.mulf"(%arg1381, %arg1382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1216) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %123 = "tensor.expand_shape"(%arg49) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %124 = "linalg.generic"(%122, %123, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1378: f32, %arg1379: f32, %arg1380: f32):
      %1215 = "arith.mulf"(%arg1378, %arg1379) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1215) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %125 = "tensor.expand_shape"(%arg50) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %126 = "linalg.generic"(%124, %125, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1375: f32, %arg1376: f32, %arg1377: f32):
      %1214 = "arith.addf"(%arg1375, %arg1376) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1214) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %127 = "linalg.generic"(%126, %21) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1373: f32, %arg1374: f32):
      %1212 = "arith.cmpf"(%arg1373, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1213 = "arith.select"(%1212, %arg1373, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1213) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %128 = "tensor.pad"(%127) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1369: index, %arg1370: index, %arg1371: index, %arg1372: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>) -> tensor<1x64x58x58xf32>
    %129 = "linalg.conv_2d_nchw_fchw"(%128, %arg54, %25) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1366: f32, %arg1367: f32, %arg1368: f32):
      %1210 = "arith.mulf"(%arg1366, %arg1367) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1211 = "arith.addf"(%arg1368, %1210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1211) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %130 = "linalg.generic"(%arg58, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1364: f32, %arg1365: f32):
      %1208 = "arith.truncf"(%2) : (f64) -> f32
      %1209 = "arith.addf"(%arg1364, %1208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1209) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %131 = "linalg.generic"(%130, %8) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1362: f32, %arg1363: f32):
      %1207 = "math.rsqrt"(%arg1362) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1207) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %132 = "tensor.expand_shape"(%arg57) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %133 = "tensor.expand_shape"(%131) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %134 = "linalg.generic"(%129, %132, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1359: f32, %arg1360: f32, %arg1361: f32):
      %1206 = "arith.subf"(%arg1359, %arg1360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1206) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %135 = "linalg.generic"(%134, %133, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1356: f32, %arg1357: f32, %arg1358: f32):
      %1205 = "arith.mulf"(%arg1356, %arg1357) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1205) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %136 = "tensor.expand_shape"(%arg55) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %137 = "linalg.generic"(%135, %136, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1353: f32, %arg1354: f32, %arg1355: f32):
      %1204 = "arith.mulf"(%arg1353, %arg1354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1204) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %138 = "tensor.expand_shape"(%arg56) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 64, 1, 1>}> : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %139 = "linalg.generic"(%137, %138, %21) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1350: f32, %arg1351: f32, %arg1352: f32):
      %1203 = "arith.addf"(%arg1350, %arg1351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1203) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %140 = "linalg.generic"(%139, %21) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1348: f32, %arg1349: f32):
      %1201 = "arith.cmpf"(%arg1348, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1202 = "arith.select"(%1201, %arg1348, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1202) : (f32) -> ()
    }) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %141 = "linalg.conv_2d_nchw_fchw"(%140, %arg60, %52) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1345: f32, %arg1346: f32, %arg1347: f32):
      %1199 = "arith.mulf"(%arg1345, %arg1346) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1200 = "arith.addf"(%arg1347, %1199) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1200) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %142 = "linalg.generic"(%arg64, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1343: f32, %arg1344: f32):
      %1197 = "arith.truncf"(%2) : (f64) -> f32
      %1198 = "arith.addf"(%arg1343, %1197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1198) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %143 = "linalg.generic"(%142, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1341: f32, %arg1342: f32):
      %1196 = "math.rsqrt"(%arg1341) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1196) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %144 = "tensor.expand_shape"(%arg63) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %145 = "tensor.expand_shape"(%143) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %146 = "linalg.generic"(%141, %144, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1338: f32, %arg1339: f32, %arg1340: f32):
      %1195 = "arith.subf"(%arg1338, %arg1339) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1195) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %147 = "linalg.generic"(%146, %145, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1335: f32, %arg1336: f32, %arg1337: f32):
      %1194 = "arith.mulf"(%arg1335, %arg1336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1194) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %148 = "tensor.expand_shape"(%arg61) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %149 = "linalg.generic"(%147, %148, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1332: f32, %arg1333: f32, %arg1334: f32):
      %1193 = "arith.mulf"(%arg1332, %arg1333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1193) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %150 = "tensor.expand_shape"(%arg62) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %151 = "linalg.generic"(%149, %150, %51) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1329: f32, %arg1330: f32, %arg1331: f32):
      %1192 = "arith.addf"(%arg1329, %arg1330) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1192) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<256x1x1xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %152 = "linalg.generic"(%151, %115, %51) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1326: f32, %arg1327: f32, %arg1328: f32):
      %1191 = "arith.addf"(%arg1326, %arg1327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1191) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %153 = "linalg.generic"(%152, %51) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1324: f32, %arg1325: f32):
      %1189 = "arith.cmpf"(%arg1324, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1190 = "arith.select"(%1189, %arg1324, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1190) : (f32) -> ()
    }) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %154 = "tensor.empty"() : () -> tensor<1x128x56x56xf32>
    %155 = "linalg.fill"(%0, %154) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1322: f32, %arg1323: f32):
      "linalg.yield"(%arg1322) : (f32) -> ()
    }) : (f32, tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %156 = "linalg.conv_2d_nchw_fchw"(%153, %arg66, %155) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1319: f32, %arg1320: f32, %arg1321: f32):
      %1187 = "arith.mulf"(%arg1319, %arg1320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1188 = "arith.addf"(%arg1321, %1187) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1188) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x56x56xf32>, tensor<128x256x1x1xf32>, tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %157 = "tensor.empty"() : () -> tensor<128xf32>
    %158 = "linalg.generic"(%arg70, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1317: f32, %arg1318: f32):
      %1185 = "arith.truncf"(%2) : (f64) -> f32
      %1186 = "arith.addf"(%arg1317, %1185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1186) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %159 = "linalg.generic"(%158, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1315: f32, %arg1316: f32):
      %1184 = "math.rsqrt"(%arg1315) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1184) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %160 = "tensor.expand_shape"(%arg69) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %161 = "tensor.expand_shape"(%159) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %162 = "linalg.generic"(%156, %160, %154) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1312: f32, %arg1313: f32, %arg1314: f32):
      %1183 = "arith.subf"(%arg1312, %arg1313) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1183) : (f32) -> ()
    }) : (tensor<1x128x56x56xf32>, tensor<128x1x1xf32>, tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %163 = "linalg.generic"(%162, %161, %154) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1309: f32, %arg1310: f32, %arg1311: f32):
      %1182 = "arith.mulf"(%arg1309, %arg1310) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1182) : (f32) -> ()
    }) : (tensor<1x128x56x56xf32>, tensor<128x1x1xf32>, tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %164 = "tensor.expand_shape"(%arg67) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %165 = "linalg.generic"(%163, %164, %154) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1306: f32, %arg1307: f32, %arg1308: f32):
      %1181 = "arith.mulf"(%arg1306, %arg1307) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1181) : (f32) -> ()
    }) : (tensor<1x128x56x56xf32>, tensor<128x1x1xf32>, tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %166 = "tensor.expand_shape"(%arg68) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %167 = "linalg.generic"(%165, %166, %154) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1303: f32, %arg1304: f32, %arg1305: f32):
      %1180 = "arith.addf"(%arg1303, %arg1304) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1180) : (f32) -> ()
    }) : (tensor<1x128x56x56xf32>, tensor<128x1x1xf32>, tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %168 = "linalg.generic"(%167, %154) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1301: f32, %arg1302: f32):
      %1178 = "arith.cmpf"(%arg1301, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1179 = "arith.select"(%1178, %arg1301, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1179) : (f32) -> ()
    }) : (tensor<1x128x56x56xf32>, tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %169 = "tensor.pad"(%168) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1297: index, %arg1298: index, %arg1299: index, %arg1300: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x128x56x56xf32>) -> tensor<1x128x58x58xf32>
    %170 = "tensor.empty"() : () -> tensor<1x128x28x28xf32>
    %171 = "linalg.fill"(%0, %170) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1295: f32, %arg1296: f32):
      "linalg.yield"(%arg1295) : (f32) -> ()
    }) : (f32, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %172 = "linalg.conv_2d_nchw_fchw"(%169, %arg72, %171) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1292: f32, %arg1293: f32, %arg1294: f32):
      %1176 = "arith.mulf"(%arg1292, %arg1293) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1177 = "arith.addf"(%arg1294, %1176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1177) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x128x58x58xf32>, tensor<128x128x3x3xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %173 = "linalg.generic"(%arg76, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1290: f32, %arg1291: f32):
      %1174 = "arith.truncf"(%2) : (f64) -> f32
      %1175 = "arith.addf"(%arg1290, %1174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1175) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %174 = "linalg.generic"(%173, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1288: f32, %arg1289: f32):
      %1173 = "math.rsqrt"(%arg1288) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1173) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %175 = "tensor.expand_shape"(%arg75) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %176 = "tensor.expand_shape"(%174) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %177 = "linalg.generic"(%172, %175, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1285: f32, %arg1286: f32, %arg1287: f32):
      %1172 = "arith.subf"(%arg1285, %arg1286) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1172) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %178 = "linalg.generic"(%177, %176, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1282: f32, %arg1283: f32, %arg1284: f32):
      %1171 = "arith.mulf"(%arg1282, %arg1283) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1171) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %179 = "tensor.expand_shape"(%arg73) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %180 = "linalg.generic"(%178, %179, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1279: f32, %arg1280: f32, %arg1281: f32):
      %1170 = "arith.mulf"(%arg1279, %arg1280) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1170) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %181 = "tensor.expand_shape"(%arg74) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %182 = "linalg.generic"(%180, %181, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1276: f32, %arg1277: f32, %arg1278: f32):
      %1169 = "arith.addf"(%arg1276, %arg1277) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1169) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %183 = "linalg.generic"(%182, %170) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1274: f32, %arg1275: f32):
      %1167 = "arith.cmpf"(%arg1274, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1168 = "arith.select"(%1167, %arg1274, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1168) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %184 = "tensor.empty"() : () -> tensor<1x512x28x28xf32>
    %185 = "linalg.fill"(%0, %184) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1272: f32, %arg1273: f32):
      "linalg.yield"(%arg1272) : (f32) -> ()
    }) : (f32, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %186 = "linalg.conv_2d_nchw_fchw"(%183, %arg78, %185) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1269: f32, %arg1270: f32, %arg1271: f32):
      %1165 = "arith.mulf"(%arg1269, %arg1270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1166 = "arith.addf"(%arg1271, %1165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1166) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %187 = "tensor.empty"() : () -> tensor<512xf32>
    %188 = "linalg.generic"(%arg82, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1267: f32, %arg1268: f32):
      %1163 = "arith.truncf"(%2) : (f64) -> f32
      %1164 = "arith.addf"(%arg1267, %1163) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1164) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %189 = "linalg.generic"(%188, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1265: f32, %arg1266: f32):
      %1162 = "math.rsqrt"(%arg1265) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1162) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %190 = "tensor.expand_shape"(%arg81) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %191 = "tensor.expand_shape"(%189) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %192 = "linalg.generic"(%186, %190, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1262: f32, %arg1263: f32, %arg1264: f32):
      %1161 = "arith.subf"(%arg1262, %arg1263) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1161) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %193 = "linalg.generic"(%192, %191, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1259: f32, %arg1260: f32, %arg1261: f32):
      %1160 = "arith.mulf"(%arg1259, %arg1260) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1160) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %194 = "tensor.expand_shape"(%arg79) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %195 = "linalg.generic"(%193, %194, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1256: f32, %arg1257: f32, %arg1258: f32):
      %1159 = "arith.mulf"(%arg1256, %arg1257) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1159) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %196 = "tensor.expand_shape"(%arg80) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %197 = "linalg.generic"(%195, %196, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1253: f32, %arg1254: f32, %arg1255: f32):
      %1158 = "arith.addf"(%arg1253, %arg1254) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1158) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %198 = "linalg.conv_2d_nchw_fchw"(%153, %arg84, %185) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg1250: f32, %arg1251: f32, %arg1252: f32):
      %1156 = "arith.mulf"(%arg1250, %arg1251) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1157 = "arith.addf"(%arg1252, %1156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1157) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x256x56x56xf32>, tensor<512x256x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %199 = "linalg.generic"(%arg88, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1248: f32, %arg1249: f32):
      %1154 = "arith.truncf"(%2) : (f64) -> f32
      %1155 = "arith.addf"(%arg1248, %1154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1155) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %200 = "linalg.generic"(%199, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1246: f32, %arg1247: f32):
      %1153 = "math.rsqrt"(%arg1246) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1153) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %201 = "tensor.expand_shape"(%arg87) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %202 = "tensor.expand_shape"(%200) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %203 = "linalg.generic"(%198, %201, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1243: f32, %arg1244: f32, %arg1245: f32):
      %1152 = "arith.subf"(%arg1243, %arg1244) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1152) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %204 = "linalg.generic"(%203, %202, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1240: f32, %arg1241: f32, %arg1242: f32):
      %1151 = "arith.mulf"(%arg1240, %arg1241) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1151) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %205 = "tensor.expand_shape"(%arg85) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %206 = "linalg.generic"(%204, %205, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1237: f32, %arg1238: f32, %arg1239: f32):
      %1150 = "arith.mulf"(%arg1237, %arg1238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1150) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %207 = "tensor.expand_shape"(%arg86) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %208 = "linalg.generic"(%206, %207, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1234: f32, %arg1235: f32, %arg1236: f32):
      %1149 = "arith.addf"(%arg1234, %arg1235) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1149) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %209 = "linalg.generic"(%197, %208, %184) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1231: f32, %arg1232: f32, %arg1233: f32):
      %1148 = "arith.addf"(%arg1231, %arg1232) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1148) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %210 = "linalg.generic"(%209, %184) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1229: f32, %arg1230: f32):
      %1146 = "arith.cmpf"(%arg1229, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1147 = "arith.select"(%1146, %arg1229, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1147) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %211 = "linalg.conv_2d_nchw_fchw"(%210, %arg90, %171) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1226: f32, %arg1227: f32, %arg1228: f32):
      %1144 = "arith.mulf"(%arg1226, %arg1227) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1145 = "arith.addf"(%arg1228, %1144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1145) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %212 = "linalg.generic"(%arg94, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1224: f32, %arg1225: f32):
      %1142 = "arith.truncf"(%2) : (f64) -> f32
      %1143 = "arith.addf"(%arg1224, %1142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1143) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %213 = "linalg.generic"(%212, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1222: f32, %arg1223: f32):
      %1141 = "math.rsqrt"(%arg1222) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1141) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %214 = "tensor.expand_shape"(%arg93) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %215 = "tensor.expand_shape"(%213) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %216 = "linalg.generic"(%211, %214, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1219: f32, %arg1220: f32, %arg1221: f32):
      %1140 = "arith.subf"(%arg1219, %arg1220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1140) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %217 = "linalg.generic"(%216, %215, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1216: f32, %arg1217: f32, %arg1218: f32):
      %1139 = "arith.mulf"(%arg1216, %arg1217) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1139) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %218 = "tensor.expand_shape"(%arg91) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %219 = "linalg.generic"(%217, %218, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1213: f32, %arg1214: f32, %arg1215: f32):
      %1138 = "arith.mulf"(%arg1213, %arg1214) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1138) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %220 = "tensor.expand_shape"(%arg92) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %221 = "linalg.generic"(%219, %220, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1210: f32, %arg1211: f32, %arg1212: f32):
      %1137 = "arith.addf"(%arg1210, %arg1211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1137) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %222 = "linalg.generic"(%221, %170) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1208: f32, %arg1209: f32):
      %1135 = "arith.cmpf"(%arg1208, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1136 = "arith.select"(%1135, %arg1208, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1136) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %223 = "tensor.pad"(%222) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1204: index, %arg1205: index, %arg1206: index, %arg1207: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>) -> tensor<1x128x30x30xf32>
    %224 = "linalg.conv_2d_nchw_fchw"(%223, %arg96, %171) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1201: f32, %arg1202: f32, %arg1203: f32):
      %1133 = "arith.mulf"(%arg1201, %arg1202) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1134 = "arith.addf"(%arg1203, %1133) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1134) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %225 = "linalg.generic"(%arg100, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1199: f32, %arg1200: f32):
      %1131 = "arith.truncf"(%2) : (f64) -> f32
      %1132 = "arith.addf"(%arg1199, %1131) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1132) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %226 = "linalg.generic"(%225, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1197: f32, %arg1198: f32):
      %1130 = "math.rsqrt"(%arg1197) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1130) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %227 = "tensor.expand_shape"(%arg99) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %228 = "tensor.expand_shape"(%226) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %229 = "linalg.generic"(%224, %227, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1194: f32, %arg1195: f32, %arg1196: f32):
      %1129 = "arith.subf"(%arg1194, %arg1195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1129) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %230 = "linalg.generic"(%229, %228, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1191: f32, %arg1192: f32, %arg1193: f32):
      %1128 = "arith.mulf"(%arg1191, %arg1192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1128) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %231 = "tensor.expand_shape"(%arg97) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %232 = "linalg.generic"(%230, %231, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1188: f32, %arg1189: f32, %arg1190: f32):
      %1127 = "arith.mulf"(%arg1188, %arg1189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1127) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %233 = "tensor.expand_shape"(%arg98) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %234 = "linalg.generic"(%232, %233, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1185: f32, %arg1186: f32, %arg1187: f32):
      %1126 = "arith.addf"(%arg1185, %arg1186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1126) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %235 = "linalg.generic"(%234, %170) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1183: f32, %arg1184: f32):
      %1124 = "arith.cmpf"(%arg1183, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1125 = "arith.select"(%1124, %arg1183, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1125) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %236 = "linalg.conv_2d_nchw_fchw"(%235, %arg102, %185) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1180: f32, %arg1181: f32, %arg1182: f32):
      %1122 = "arith.mulf"(%arg1180, %arg1181) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1123 = "arith.addf"(%arg1182, %1122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1123) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %237 = "linalg.generic"(%arg106, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1178: f32, %arg1179: f32):
      %1120 = "arith.truncf"(%2) : (f64) -> f32
      %1121 = "arith.addf"(%arg1178, %1120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1121) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %238 = "linalg.generic"(%237, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1176: f32, %arg1177: f32):
      %1119 = "math.rsqrt"(%arg1176) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1119) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %239 = "tensor.expand_shape"(%arg105) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %240 = "tensor.expand_shape"(%238) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %241 = "linalg.generic"(%236, %239, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1173: f32, %arg1174: f32, %arg1175: f32):
      %1118 = "arith.subf"(%arg1173, %arg1174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1118) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %242 = "linalg.generic"(%241, %240, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1170: f32, %arg1171: f32, %arg1172: f32):
      %1117 = "arith.mulf"(%arg1170, %arg1171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1117) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %243 = "tensor.expand_shape"(%arg103) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %244 = "linalg.generic"(%242, %243, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1167: f32, %arg1168: f32, %arg1169: f32):
      %1116 = "arith.mulf"(%arg1167, %arg1168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1116) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %245 = "tensor.expand_shape"(%arg104) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %246 = "linalg.generic"(%244, %245, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1164: f32, %arg1165: f32, %arg1166: f32):
      %1115 = "arith.addf"(%arg1164, %arg1165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1115) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %247 = "linalg.generic"(%246, %210, %184) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1161: f32, %arg1162: f32, %arg1163: f32):
      %1114 = "arith.addf"(%arg1161, %arg1162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1114) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %248 = "linalg.generic"(%247, %184) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1159: f32, %arg1160: f32):
      %1112 = "arith.cmpf"(%arg1159, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1113 = "arith.select"(%1112, %arg1159, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1113) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %249 = "linalg.conv_2d_nchw_fchw"(%248, %arg108, %171) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1156: f32, %arg1157: f32, %arg1158: f32):
      %1110 = "arith.mulf"(%arg1156, %arg1157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1111 = "arith.addf"(%arg1158, %1110) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1111) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %250 = "linalg.generic"(%arg112, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1154: f32, %arg1155: f32):
      %1108 = "arith.truncf"(%2) : (f64) -> f32
      %1109 = "arith.addf"(%arg1154, %1108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1109) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %251 = "linalg.generic"(%250, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1152: f32, %arg1153: f32):
      %1107 = "math.rsqrt"(%arg1152) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1107) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %252 = "tensor.expand_shape"(%arg111) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %253 = "tensor.expand_shape"(%251) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %254 = "linalg.generic"(%249, %252, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1149: f32, %arg1150: f32, %arg1151: f32):
      %1106 = "arith.subf"(%arg1149, %arg1150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1106) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %255 = "linalg.generic"(%254, %253, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1146: f32, %arg1147: f32, %arg1148: f32):
      %1105 = "arith.mulf"(%arg1146, %arg1147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1105) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %256 = "tensor.expand_shape"(%arg109) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %257 = "linalg.generic"(%255, %256, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1143: f32, %arg1144: f32, %arg1145: f32):
      %1104 = "arith.mulf"(%arg1143, %arg1144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1104) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %258 = "tensor.expand_shape"(%arg110) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %259 = "linalg.generic"(%257, %258, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1140: f32, %arg1141: f32, %arg1142: f32):
      %1103 = "arith.addf"(%arg1140, %arg1141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1103) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %260 = "linalg.generic"(%259, %170) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1138: f32, %arg1139: f32):
      %1101 = "arith.cmpf"(%arg1138, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1102 = "arith.select"(%1101, %arg1138, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1102) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %261 = "tensor.pad"(%260) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1134: index, %arg1135: index, %arg1136: index, %arg1137: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>) -> tensor<1x128x30x30xf32>
    %262 = "linalg.conv_2d_nchw_fchw"(%261, %arg114, %171) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1131: f32, %arg1132: f32, %arg1133: f32):
      %1099 = "arith.mulf"(%arg1131, %arg1132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1100 = "arith.addf"(%arg1133, %1099) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1100) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %263 = "linalg.generic"(%arg118, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1129: f32, %arg1130: f32):
      %1097 = "arith.truncf"(%2) : (f64) -> f32
      %1098 = "arith.addf"(%arg1129, %1097) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1098) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %264 = "linalg.generic"(%263, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1127: f32, %arg1128: f32):
      %1096 = "math.rsqrt"(%arg1127) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1096) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %265 = "tensor.expand_shape"(%arg117) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %266 = "tensor.expand_shape"(%264) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %267 = "linalg.generic"(%262, %265, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1124: f32, %arg1125: f32, %arg1126: f32):
      %1095 = "arith.subf"(%arg1124, %arg1125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1095) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %268 = "linalg.generic"(%267, %266, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1121: f32, %arg1122: f32, %arg1123: f32):
      %1094 = "arith.mulf"(%arg1121, %arg1122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1094) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %269 = "tensor.expand_shape"(%arg115) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %270 = "linalg.generic"(%268, %269, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1118: f32, %arg1119: f32, %arg1120: f32):
      %1093 = "arith.mulf"(%arg1118, %arg1119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1093) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %271 = "tensor.expand_shape"(%arg116) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %272 = "linalg.generic"(%270, %271, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1115: f32, %arg1116: f32, %arg1117: f32):
      %1092 = "arith.addf"(%arg1115, %arg1116) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1092) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %273 = "linalg.generic"(%272, %170) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1113: f32, %arg1114: f32):
      %1090 = "arith.cmpf"(%arg1113, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1091 = "arith.select"(%1090, %arg1113, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1091) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %274 = "linalg.conv_2d_nchw_fchw"(%273, %arg120, %185) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1110: f32, %arg1111: f32, %arg1112: f32):
      %1088 = "arith.mulf"(%arg1110, %arg1111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1089 = "arith.addf"(%arg1112, %1088) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1089) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %275 = "linalg.generic"(%arg124, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1108: f32, %arg1109: f32):
      %1086 = "arith.truncf"(%2) : (f64) -> f32
      %1087 = "arith.addf"(%arg1108, %1086) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1087) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %276 = "linalg.generic"(%275, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1106: f32, %arg1107: f32):
      %1085 = "math.rsqrt"(%arg1106) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1085) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %277 = "tensor.expand_shape"(%arg123) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %278 = "tensor.expand_shape"(%276) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %279 = "linalg.generic"(%274, %277, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1103: f32, %arg1104: f32, %arg1105: f32):
      %1084 = "arith.subf"(%arg1103, %arg1104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1084) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %280 = "linalg.generic"(%279, %278, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1100: f32, %arg1101: f32, %arg1102: f32):
      %1083 = "arith.mulf"(%arg1100, %arg1101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1083) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %281 = "tensor.expand_shape"(%arg121) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %282 = "linalg.generic"(%280, %281, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1097: f32, %arg1098: f32, %arg1099: f32):
      %1082 = "arith.mulf"(%arg1097, %arg1098) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1082) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %283 = "tensor.expand_shape"(%arg122) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %284 = "linalg.generic"(%282, %283, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1094: f32, %arg1095: f32, %arg1096: f32):
      %1081 = "arith.addf"(%arg1094, %arg1095) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1081) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %285 = "linalg.generic"(%284, %248, %184) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1091: f32, %arg1092: f32, %arg1093: f32):
      %1080 = "arith.addf"(%arg1091, %arg1092) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1080) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %286 = "linalg.generic"(%285, %184) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1089: f32, %arg1090: f32):
      %1078 = "arith.cmpf"(%arg1089, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1079 = "arith.select"(%1078, %arg1089, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1079) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %287 = "linalg.conv_2d_nchw_fchw"(%286, %arg126, %171) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1086: f32, %arg1087: f32, %arg1088: f32):
      %1076 = "arith.mulf"(%arg1086, %arg1087) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1077 = "arith.addf"(%arg1088, %1076) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1077) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %288 = "linalg.generic"(%arg130, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1084: f32, %arg1085: f32):
      %1074 = "arith.truncf"(%2) : (f64) -> f32
      %1075 = "arith.addf"(%arg1084, %1074) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1075) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %289 = "linalg.generic"(%288, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1082: f32, %arg1083: f32):
      %1073 = "math.rsqrt"(%arg1082) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1073) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %290 = "tensor.expand_shape"(%arg129) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %291 = "tensor.expand_shape"(%289) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %292 = "linalg.generic"(%287, %290, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1079: f32, %arg1080: f32, %arg1081: f32):
      %1072 = "arith.subf"(%arg1079, %arg1080) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1072) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %293 = "linalg.generic"(%292, %291, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1076: f32, %arg1077: f32, %arg1078: f32):
      %1071 = "arith.mulf"(%arg1076, %arg1077) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1071) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %294 = "tensor.expand_shape"(%arg127) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %295 = "linalg.generic"(%293, %294, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1073: f32, %arg1074: f32, %arg1075: f32):
      %1070 = "arith.mulf"(%arg1073, %arg1074) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1070) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %296 = "tensor.expand_shape"(%arg128) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %297 = "linalg.generic"(%295, %296, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1070: f32, %arg1071: f32, %arg1072: f32):
      %1069 = "arith.addf"(%arg1070, %arg1071) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1069) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %298 = "linalg.generic"(%297, %170) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1068: f32, %arg1069: f32):
      %1067 = "arith.cmpf"(%arg1068, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1068 = "arith.select"(%1067, %arg1068, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1068) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %299 = "tensor.pad"(%298) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg1064: index, %arg1065: index, %arg1066: index, %arg1067: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>) -> tensor<1x128x30x30xf32>
    %300 = "linalg.conv_2d_nchw_fchw"(%299, %arg132, %171) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1061: f32, %arg1062: f32, %arg1063: f32):
      %1065 = "arith.mulf"(%arg1061, %arg1062) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1066 = "arith.addf"(%arg1063, %1065) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1066) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %301 = "linalg.generic"(%arg136, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1059: f32, %arg1060: f32):
      %1063 = "arith.truncf"(%2) : (f64) -> f32
      %1064 = "arith.addf"(%arg1059, %1063) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1064) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %302 = "linalg.generic"(%301, %157) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1057: f32, %arg1058: f32):
      %1062 = "math.rsqrt"(%arg1057) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1062) : (f32) -> ()
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %303 = "tensor.expand_shape"(%arg135) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %304 = "tensor.expand_shape"(%302) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %305 = "linalg.generic"(%300, %303, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1054: f32, %arg1055: f32, %arg1056: f32):
      %1061 = "arith.subf"(%arg1054, %arg1055) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1061) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %306 = "linalg.generic"(%305, %304, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1051: f32, %arg1052: f32, %arg1053: f32):
      %1060 = "arith.mulf"(%arg1051, %arg1052) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1060) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %307 = "tensor.expand_shape"(%arg133) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %308 = "linalg.generic"(%306, %307, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1048: f32, %arg1049: f32, %arg1050: f32):
      %1059 = "arith.mulf"(%arg1048, %arg1049) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1059) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %309 = "tensor.expand_shape"(%arg134) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 128, 1, 1>}> : (tensor<128xf32>) -> tensor<128x1x1xf32>
    %310 = "linalg.generic"(%308, %309, %170) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1045: f32, %arg1046: f32, %arg1047: f32):
      %1058 = "arith.addf"(%arg1045, %arg1046) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1058) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<128x1x1xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %311 = "linalg.generic"(%310, %170) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1043: f32, %arg1044: f32):
      %1056 = "arith.cmpf"(%arg1043, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1057 = "arith.select"(%1056, %arg1043, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1057) : (f32) -> ()
    }) : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %312 = "linalg.conv_2d_nchw_fchw"(%311, %arg138, %185) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1040: f32, %arg1041: f32, %arg1042: f32):
      %1054 = "arith.mulf"(%arg1040, %arg1041) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1055 = "arith.addf"(%arg1042, %1054) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1055) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %313 = "linalg.generic"(%arg142, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1038: f32, %arg1039: f32):
      %1052 = "arith.truncf"(%2) : (f64) -> f32
      %1053 = "arith.addf"(%arg1038, %1052) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1053) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %314 = "linalg.generic"(%313, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1036: f32, %arg1037: f32):
      %1051 = "math.rsqrt"(%arg1036) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1051) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %315 = "tensor.expand_shape"(%arg141) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %316 = "tensor.expand_shape"(%314) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %317 = "linalg.generic"(%312, %315, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1033: f32, %arg1034: f32, %arg1035: f32):
      %1050 = "arith.subf"(%arg1033, %arg1034) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1050) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %318 = "linalg.generic"(%317, %316, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1030: f32, %arg1031: f32, %arg1032: f32):
      %1049 = "arith.mulf"(%arg1030, %arg1031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1049) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %319 = "tensor.expand_shape"(%arg139) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %320 = "linalg.generic"(%318, %319, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1027: f32, %arg1028: f32, %arg1029: f32):
      %1048 = "arith.mulf"(%arg1027, %arg1028) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1048) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %321 = "tensor.expand_shape"(%arg140) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %322 = "linalg.generic"(%320, %321, %184) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1024: f32, %arg1025: f32, %arg1026: f32):
      %1047 = "arith.addf"(%arg1024, %arg1025) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1047) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<512x1x1xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %323 = "linalg.generic"(%322, %286, %184) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1021: f32, %arg1022: f32, %arg1023: f32):
      %1046 = "arith.addf"(%arg1021, %arg1022) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1046) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %324 = "linalg.generic"(%323, %184) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1019: f32, %arg1020: f32):
      %1044 = "arith.cmpf"(%arg1019, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1045 = "arith.select"(%1044, %arg1019, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1045) : (f32) -> ()
    }) : (tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %325 = "tensor.empty"() : () -> tensor<1x256x28x28xf32>
    %326 = "linalg.fill"(%0, %325) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1017: f32, %arg1018: f32):
      "linalg.yield"(%arg1017) : (f32) -> ()
    }) : (f32, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %327 = "linalg.conv_2d_nchw_fchw"(%324, %arg144, %326) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg1014: f32, %arg1015: f32, %arg1016: f32):
      %1042 = "arith.mulf"(%arg1014, %arg1015) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1043 = "arith.addf"(%arg1016, %1042) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1043) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x28x28xf32>, tensor<256x512x1x1xf32>, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %328 = "linalg.generic"(%arg148, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1012: f32, %arg1013: f32):
      %1040 = "arith.truncf"(%2) : (f64) -> f32
      %1041 = "arith.addf"(%arg1012, %1040) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1041) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %329 = "linalg.generic"(%328, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1010: f32, %arg1011: f32):
      %1039 = "math.rsqrt"(%arg1010) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1039) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %330 = "tensor.expand_shape"(%arg147) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %331 = "tensor.expand_shape"(%329) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %332 = "linalg.generic"(%327, %330, %325) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1007: f32, %arg1008: f32, %arg1009: f32):
      %1038 = "arith.subf"(%arg1007, %arg1008) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1038) : (f32) -> ()
    }) : (tensor<1x256x28x28xf32>, tensor<256x1x1xf32>, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %333 = "linalg.generic"(%332, %331, %325) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1004: f32, %arg1005: f32, %arg1006: f32):
      %1037 = "arith.mulf"(%arg1004, %arg1005) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1037) : (f32) -> ()
    }) : (tensor<1x256x28x28xf32>, tensor<256x1x1xf32>, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %334 = "tensor.expand_shape"(%arg145) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %335 = "linalg.generic"(%333, %334, %325) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1001: f32, %arg1002: f32, %arg1003: f32):
      %1036 = "arith.mulf"(%arg1001, %arg1002) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1036) : (f32) -> ()
    }) : (tensor<1x256x28x28xf32>, tensor<256x1x1xf32>, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %336 = "tensor.expand_shape"(%arg146) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %337 = "linalg.generic"(%335, %336, %325) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg998: f32, %arg999: f32, %arg1000: f32):
      %1035 = "arith.addf"(%arg998, %arg999) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1035) : (f32) -> ()
    }) : (tensor<1x256x28x28xf32>, tensor<256x1x1xf32>, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %338 = "linalg.generic"(%337, %325) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg996: f32, %arg997: f32):
      %1033 = "arith.cmpf"(%arg996, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1034 = "arith.select"(%1033, %arg996, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1034) : (f32) -> ()
    }) : (tensor<1x256x28x28xf32>, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %339 = "tensor.pad"(%338) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg992: index, %arg993: index, %arg994: index, %arg995: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x256x28x28xf32>) -> tensor<1x256x30x30xf32>
    %340 = "tensor.empty"() : () -> tensor<1x256x14x14xf32>
    %341 = "linalg.fill"(%0, %340) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg990: f32, %arg991: f32):
      "linalg.yield"(%arg990) : (f32) -> ()
    }) : (f32, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %342 = "linalg.conv_2d_nchw_fchw"(%339, %arg150, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg987: f32, %arg988: f32, %arg989: f32):
      %1031 = "arith.mulf"(%arg987, %arg988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1032 = "arith.addf"(%arg989, %1031) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1032) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x256x30x30xf32>, tensor<256x256x3x3xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %343 = "linalg.generic"(%arg154, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg985: f32, %arg986: f32):
      %1029 = "arith.truncf"(%2) : (f64) -> f32
      %1030 = "arith.addf"(%arg985, %1029) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1030) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %344 = "linalg.generic"(%343, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg983: f32, %arg984: f32):
      %1028 = "math.rsqrt"(%arg983) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1028) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %345 = "tensor.expand_shape"(%arg153) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %346 = "tensor.expand_shape"(%344) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %347 = "linalg.generic"(%342, %345, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg980: f32, %arg981: f32, %arg982: f32):
      %1027 = "arith.subf"(%arg980, %arg981) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1027) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %348 = "linalg.generic"(%347, %346, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg977: f32, %arg978: f32, %arg979: f32):
      %1026 = "arith.mulf"(%arg977, %arg978) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1026) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %349 = "tensor.expand_shape"(%arg151) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %350 = "linalg.generic"(%348, %349, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg974: f32, %arg975: f32, %arg976: f32):
      %1025 = "arith.mulf"(%arg974, %arg975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1025) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %351 = "tensor.expand_shape"(%arg152) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %352 = "linalg.generic"(%350, %351, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg971: f32, %arg972: f32, %arg973: f32):
      %1024 = "arith.addf"(%arg971, %arg972) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1024) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %353 = "linalg.generic"(%352, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg969: f32, %arg970: f32):
      %1022 = "arith.cmpf"(%arg969, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1023 = "arith.select"(%1022, %arg969, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1023) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %354 = "tensor.empty"() : () -> tensor<1x1024x14x14xf32>
    %355 = "linalg.fill"(%0, %354) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg967: f32, %arg968: f32):
      "linalg.yield"(%arg967) : (f32) -> ()
    }) : (f32, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %356 = "linalg.conv_2d_nchw_fchw"(%353, %arg156, %355) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg964: f32, %arg965: f32, %arg966: f32):
      %1020 = "arith.mulf"(%arg964, %arg965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1021 = "arith.addf"(%arg966, %1020) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1021) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %357 = "tensor.empty"() : () -> tensor<1024xf32>
    %358 = "linalg.generic"(%arg160, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg962: f32, %arg963: f32):
      %1018 = "arith.truncf"(%2) : (f64) -> f32
      %1019 = "arith.addf"(%arg962, %1018) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1019) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %359 = "linalg.generic"(%358, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg960: f32, %arg961: f32):
      %1017 = "math.rsqrt"(%arg960) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1017) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %360 = "tensor.expand_shape"(%arg159) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %361 = "tensor.expand_shape"(%359) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %362 = "linalg.generic"(%356, %360, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg957: f32, %arg958: f32, %arg959: f32):
      %1016 = "arith.subf"(%arg957, %arg958) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1016) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %363 = "linalg.generic"(%362, %361, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg954: f32, %arg955: f32, %arg956: f32):
      %1015 = "arith.mulf"(%arg954, %arg955) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1015) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %364 = "tensor.expand_shape"(%arg157) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %365 = "linalg.generic"(%363, %364, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg951: f32, %arg952: f32, %arg953: f32):
      %1014 = "arith.mulf"(%arg951, %arg952) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1014) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %366 = "tensor.expand_shape"(%arg158) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %367 = "linalg.generic"(%365, %366, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg948: f32, %arg949: f32, %arg950: f32):
      %1013 = "arith.addf"(%arg948, %arg949) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1013) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %368 = "linalg.conv_2d_nchw_fchw"(%324, %arg162, %355) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg945: f32, %arg946: f32, %arg947: f32):
      %1011 = "arith.mulf"(%arg945, %arg946) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1012 = "arith.addf"(%arg947, %1011) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1012) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x512x28x28xf32>, tensor<1024x512x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %369 = "linalg.generic"(%arg166, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg943: f32, %arg944: f32):
      %1009 = "arith.truncf"(%2) : (f64) -> f32
      %1010 = "arith.addf"(%arg943, %1009) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1010) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %370 = "linalg.generic"(%369, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg941: f32, %arg942: f32):
      %1008 = "math.rsqrt"(%arg941) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1008) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %371 = "tensor.expand_shape"(%arg165) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %372 = "tensor.expand_shape"(%370) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %373 = "linalg.generic"(%368, %371, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg938: f32, %arg939: f32, %arg940: f32):
      %1007 = "arith.subf"(%arg938, %arg939) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1007) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %374 = "linalg.generic"(%373, %372, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg935: f32, %arg936: f32, %arg937: f32):
      %1006 = "arith.mulf"(%arg935, %arg936) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1006) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %375 = "tensor.expand_shape"(%arg163) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %376 = "linalg.generic"(%374, %375, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg932: f32, %arg933: f32, %arg934: f32):
      %1005 = "arith.mulf"(%arg932, %arg933) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1005) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %377 = "tensor.expand_shape"(%arg164) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %378 = "linalg.generic"(%376, %377, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg929: f32, %arg930: f32, %arg931: f32):
      %1004 = "arith.addf"(%arg929, %arg930) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1004) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %379 = "linalg.generic"(%367, %378, %354) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg926: f32, %arg927: f32, %arg928: f32):
      %1003 = "arith.addf"(%arg926, %arg927) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1003) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %380 = "linalg.generic"(%379, %354) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg924: f32, %arg925: f32):
      %1001 = "arith.cmpf"(%arg924, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %1002 = "arith.select"(%1001, %arg924, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%1002) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %381 = "linalg.conv_2d_nchw_fchw"(%380, %arg168, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg921: f32, %arg922: f32, %arg923: f32):
      %999 = "arith.mulf"(%arg921, %arg922) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1000 = "arith.addf"(%arg923, %999) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1000) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %382 = "linalg.generic"(%arg172, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg919: f32, %arg920: f32):
      %997 = "arith.truncf"(%2) : (f64) -> f32
      %998 = "arith.addf"(%arg919, %997) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%998) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %383 = "linalg.generic"(%382, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg917: f32, %arg918: f32):
      %996 = "math.rsqrt"(%arg917) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%996) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %384 = "tensor.expand_shape"(%arg171) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %385 = "tensor.expand_shape"(%383) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %386 = "linalg.generic"(%381, %384, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg914: f32, %arg915: f32, %arg916: f32):
      %995 = "arith.subf"(%arg914, %arg915) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%995) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %387 = "linalg.generic"(%386, %385, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg911: f32, %arg912: f32, %arg913: f32):
      %994 = "arith.mulf"(%arg911, %arg912) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%994) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %388 = "tensor.expand_shape"(%arg169) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %389 = "linalg.generic"(%387, %388, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg908: f32, %arg909: f32, %arg910: f32):
      %993 = "arith.mulf"(%arg908, %arg909) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%993) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %390 = "tensor.expand_shape"(%arg170) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %391 = "linalg.generic"(%389, %390, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg905: f32, %arg906: f32, %arg907: f32):
      %992 = "arith.addf"(%arg905, %arg906) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%992) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %392 = "linalg.generic"(%391, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg903: f32, %arg904: f32):
      %990 = "arith.cmpf"(%arg903, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %991 = "arith.select"(%990, %arg903, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%991) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %393 = "tensor.pad"(%392) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg899: index, %arg900: index, %arg901: index, %arg902: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>) -> tensor<1x256x16x16xf32>
    %394 = "linalg.conv_2d_nchw_fchw"(%393, %arg174, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg896: f32, %arg897: f32, %arg898: f32):
      %988 = "arith.mulf"(%arg896, %arg897) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %989 = "arith.addf"(%arg898, %988) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%989) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %395 = "linalg.generic"(%arg178, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg894: f32, %arg895: f32):
      %986 = "arith.truncf"(%2) : (f64) -> f32
      %987 = "arith.addf"(%arg894, %986) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%987) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %396 = "linalg.generic"(%395, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg892: f32, %arg893: f32):
      %985 = "math.rsqrt"(%arg892) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%985) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %397 = "tensor.expand_shape"(%arg177) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %398 = "tensor.expand_shape"(%396) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %399 = "linalg.generic"(%394, %397, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg889: f32, %arg890: f32, %arg891: f32):
      %984 = "arith.subf"(%arg889, %arg890) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%984) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %400 = "linalg.generic"(%399, %398, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg886: f32, %arg887: f32, %arg888: f32):
      %983 = "arith.mulf"(%arg886, %arg887) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%983) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %401 = "tensor.expand_shape"(%arg175) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %402 = "linalg.generic"(%400, %401, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg883: f32, %arg884: f32, %arg885: f32):
      %982 = "arith.mulf"(%arg883, %arg884) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%982) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %403 = "tensor.expand_shape"(%arg176) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %404 = "linalg.generic"(%402, %403, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg880: f32, %arg881: f32, %arg882: f32):
      %981 = "arith.addf"(%arg880, %arg881) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%981) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %405 = "linalg.generic"(%404, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg878: f32, %arg879: f32):
      %979 = "arith.cmpf"(%arg878, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %980 = "arith.select"(%979, %arg878, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%980) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %406 = "linalg.conv_2d_nchw_fchw"(%405, %arg180, %355) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg875: f32, %arg876: f32, %arg877: f32):
      %977 = "arith.mulf"(%arg875, %arg876) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %978 = "arith.addf"(%arg877, %977) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%978) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %407 = "linalg.generic"(%arg184, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg873: f32, %arg874: f32):
      %975 = "arith.truncf"(%2) : (f64) -> f32
      %976 = "arith.addf"(%arg873, %975) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%976) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %408 = "linalg.generic"(%407, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg871: f32, %arg872: f32):
      %974 = "math.rsqrt"(%arg871) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%974) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %409 = "tensor.expand_shape"(%arg183) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %410 = "tensor.expand_shape"(%408) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %411 = "linalg.generic"(%406, %409, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg868: f32, %arg869: f32, %arg870: f32):
      %973 = "arith.subf"(%arg868, %arg869) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%973) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %412 = "linalg.generic"(%411, %410, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg865: f32, %arg866: f32, %arg867: f32):
      %972 = "arith.mulf"(%arg865, %arg866) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%972) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %413 = "tensor.expand_shape"(%arg181) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %414 = "linalg.generic"(%412, %413, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg862: f32, %arg863: f32, %arg864: f32):
      %971 = "arith.mulf"(%arg862, %arg863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%971) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %415 = "tensor.expand_shape"(%arg182) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %416 = "linalg.generic"(%414, %415, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg859: f32, %arg860: f32, %arg861: f32):
      %970 = "arith.addf"(%arg859, %arg860) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%970) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %417 = "linalg.generic"(%416, %380, %354) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg856: f32, %arg857: f32, %arg858: f32):
      %969 = "arith.addf"(%arg856, %arg857) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%969) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %418 = "linalg.generic"(%417, %354) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg854: f32, %arg855: f32):
      %967 = "arith.cmpf"(%arg854, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %968 = "arith.select"(%967, %arg854, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%968) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %419 = "linalg.conv_2d_nchw_fchw"(%418, %arg186, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg851: f32, %arg852: f32, %arg853: f32):
      %965 = "arith.mulf"(%arg851, %arg852) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %966 = "arith.addf"(%arg853, %965) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%966) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %420 = "linalg.generic"(%arg190, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg849: f32, %arg850: f32):
      %963 = "arith.truncf"(%2) : (f64) -> f32
      %964 = "arith.addf"(%arg849, %963) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%964) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %421 = "linalg.generic"(%420, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg847: f32, %arg848: f32):
      %962 = "math.rsqrt"(%arg847) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%962) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %422 = "tensor.expand_shape"(%arg189) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %423 = "tensor.expand_shape"(%421) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %424 = "linalg.generic"(%419, %422, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg844: f32, %arg845: f32, %arg846: f32):
      %961 = "arith.subf"(%arg844, %arg845) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%961) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %425 = "linalg.generic"(%424, %423, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg841: f32, %arg842: f32, %arg843: f32):
      %960 = "arith.mulf"(%arg841, %arg842) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%960) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %426 = "tensor.expand_shape"(%arg187) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %427 = "linalg.generic"(%425, %426, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg838: f32, %arg839: f32, %arg840: f32):
      %959 = "arith.mulf"(%arg838, %arg839) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%959) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %428 = "tensor.expand_shape"(%arg188) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %429 = "linalg.generic"(%427, %428, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg835: f32, %arg836: f32, %arg837: f32):
      %958 = "arith.addf"(%arg835, %arg836) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%958) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %430 = "linalg.generic"(%429, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg833: f32, %arg834: f32):
      %956 = "arith.cmpf"(%arg833, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %957 = "arith.select"(%956, %arg833, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%957) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %431 = "tensor.pad"(%430) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg829: index, %arg830: index, %arg831: index, %arg832: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>) -> tensor<1x256x16x16xf32>
    %432 = "linalg.conv_2d_nchw_fchw"(%431, %arg192, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg826: f32, %arg827: f32, %arg828: f32):
      %954 = "arith.mulf"(%arg826, %arg827) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %955 = "arith.addf"(%arg828, %954) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%955) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %433 = "linalg.generic"(%arg196, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg824: f32, %arg825: f32):
      %952 = "arith.truncf"(%2) : (f64) -> f32
      %953 = "arith.addf"(%arg824, %952) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%953) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %434 = "linalg.generic"(%433, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg822: f32, %arg823: f32):
      %951 = "math.rsqrt"(%arg822) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%951) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %435 = "tensor.expand_shape"(%arg195) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %436 = "tensor.expand_shape"(%434) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %437 = "linalg.generic"(%432, %435, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg819: f32, %arg820: f32, %arg821: f32):
      %950 = "arith.subf"(%arg819, %arg820) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%950) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %438 = "linalg.generic"(%437, %436, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg816: f32, %arg817: f32, %arg818: f32):
      %949 = "arith.mulf"(%arg816, %arg817) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%949) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %439 = "tensor.expand_shape"(%arg193) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %440 = "linalg.generic"(%438, %439, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg813: f32, %arg814: f32, %arg815: f32):
      %948 = "arith.mulf"(%arg813, %arg814) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%948) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %441 = "tensor.expand_shape"(%arg194) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %442 = "linalg.generic"(%440, %441, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg810: f32, %arg811: f32, %arg812: f32):
      %947 = "arith.addf"(%arg810, %arg811) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%947) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %443 = "linalg.generic"(%442, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg808: f32, %arg809: f32):
      %945 = "arith.cmpf"(%arg808, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %946 = "arith.select"(%945, %arg808, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%946) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %444 = "linalg.conv_2d_nchw_fchw"(%443, %arg198, %355) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg805: f32, %arg806: f32, %arg807: f32):
      %943 = "arith.mulf"(%arg805, %arg806) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %944 = "arith.addf"(%arg807, %943) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%944) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %445 = "linalg.generic"(%arg202, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg803: f32, %arg804: f32):
      %941 = "arith.truncf"(%2) : (f64) -> f32
      %942 = "arith.addf"(%arg803, %941) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%942) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %446 = "linalg.generic"(%445, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg801: f32, %arg802: f32):
      %940 = "math.rsqrt"(%arg801) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%940) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %447 = "tensor.expand_shape"(%arg201) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %448 = "tensor.expand_shape"(%446) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %449 = "linalg.generic"(%444, %447, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg798: f32, %arg799: f32, %arg800: f32):
      %939 = "arith.subf"(%arg798, %arg799) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%939) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %450 = "linalg.generic"(%449, %448, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg795: f32, %arg796: f32, %arg797: f32):
      %938 = "arith.mulf"(%arg795, %arg796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%938) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %451 = "tensor.expand_shape"(%arg199) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %452 = "linalg.generic"(%450, %451, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg792: f32, %arg793: f32, %arg794: f32):
      %937 = "arith.mulf"(%arg792, %arg793) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%937) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %453 = "tensor.expand_shape"(%arg200) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %454 = "linalg.generic"(%452, %453, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg789: f32, %arg790: f32, %arg791: f32):
      %936 = "arith.addf"(%arg789, %arg790) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%936) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %455 = "linalg.generic"(%454, %418, %354) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg786: f32, %arg787: f32, %arg788: f32):
      %935 = "arith.addf"(%arg786, %arg787) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%935) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %456 = "linalg.generic"(%455, %354) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg784: f32, %arg785: f32):
      %933 = "arith.cmpf"(%arg784, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %934 = "arith.select"(%933, %arg784, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%934) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %457 = "linalg.conv_2d_nchw_fchw"(%456, %arg204, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg781: f32, %arg782: f32, %arg783: f32):
      %931 = "arith.mulf"(%arg781, %arg782) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %932 = "arith.addf"(%arg783, %931) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%932) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %458 = "linalg.generic"(%arg208, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg779: f32, %arg780: f32):
      %929 = "arith.truncf"(%2) : (f64) -> f32
      %930 = "arith.addf"(%arg779, %929) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%930) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %459 = "linalg.generic"(%458, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg777: f32, %arg778: f32):
      %928 = "math.rsqrt"(%arg777) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%928) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %460 = "tensor.expand_shape"(%arg207) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %461 = "tensor.expand_shape"(%459) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %462 = "linalg.generic"(%457, %460, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg774: f32, %arg775: f32, %arg776: f32):
      %927 = "arith.subf"(%arg774, %arg775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%927) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %463 = "linalg.generic"(%462, %461, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg771: f32, %arg772: f32, %arg773: f32):
      %926 = "arith.mulf"(%arg771, %arg772) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%926) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %464 = "tensor.expand_shape"(%arg205) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %465 = "linalg.generic"(%463, %464, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg768: f32, %arg769: f32, %arg770: f32):
      %925 = "arith.mulf"(%arg768, %arg769) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%925) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %466 = "tensor.expand_shape"(%arg206) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %467 = "linalg.generic"(%465, %466, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg765: f32, %arg766: f32, %arg767: f32):
      %924 = "arith.addf"(%arg765, %arg766) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%924) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %468 = "linalg.generic"(%467, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg763: f32, %arg764: f32):
      %922 = "arith.cmpf"(%arg763, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %923 = "arith.select"(%922, %arg763, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%923) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %469 = "tensor.pad"(%468) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg759: index, %arg760: index, %arg761: index, %arg762: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>) -> tensor<1x256x16x16xf32>
    %470 = "linalg.conv_2d_nchw_fchw"(%469, %arg210, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg756: f32, %arg757: f32, %arg758: f32):
      %920 = "arith.mulf"(%arg756, %arg757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %921 = "arith.addf"(%arg758, %920) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%921) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %471 = "linalg.generic"(%arg214, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg754: f32, %arg755: f32):
      %918 = "arith.truncf"(%2) : (f64) -> f32
      %919 = "arith.addf"(%arg754, %918) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%919) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %472 = "linalg.generic"(%471, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg752: f32, %arg753: f32):
      %917 = "math.rsqrt"(%arg752) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%917) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %473 = "tensor.expand_shape"(%arg213) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %474 = "tensor.expand_shape"(%472) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %475 = "linalg.generic"(%470, %473, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg749: f32, %arg750: f32, %arg751: f32):
      %916 = "arith.subf"(%arg749, %arg750) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%916) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %476 = "linalg.generic"(%475, %474, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg746: f32, %arg747: f32, %arg748: f32):
      %915 = "arith.mulf"(%arg746, %arg747) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%915) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %477 = "tensor.expand_shape"(%arg211) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %478 = "linalg.generic"(%476, %477, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg743: f32, %arg744: f32, %arg745: f32):
      %914 = "arith.mulf"(%arg743, %arg744) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%914) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %479 = "tensor.expand_shape"(%arg212) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %480 = "linalg.generic"(%478, %479, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg740: f32, %arg741: f32, %arg742: f32):
      %913 = "arith.addf"(%arg740, %arg741) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%913) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %481 = "linalg.generic"(%480, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg738: f32, %arg739: f32):
      %911 = "arith.cmpf"(%arg738, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %912 = "arith.select"(%911, %arg738, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%912) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %482 = "linalg.conv_2d_nchw_fchw"(%481, %arg216, %355) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg735: f32, %arg736: f32, %arg737: f32):
      %909 = "arith.mulf"(%arg735, %arg736) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %910 = "arith.addf"(%arg737, %909) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%910) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %483 = "linalg.generic"(%arg220, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg733: f32, %arg734: f32):
      %907 = "arith.truncf"(%2) : (f64) -> f32
      %908 = "arith.addf"(%arg733, %907) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%908) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %484 = "linalg.generic"(%483, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg731: f32, %arg732: f32):
      %906 = "math.rsqrt"(%arg731) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%906) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %485 = "tensor.expand_shape"(%arg219) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %486 = "tensor.expand_shape"(%484) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %487 = "linalg.generic"(%482, %485, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg728: f32, %arg729: f32, %arg730: f32):
      %905 = "arith.subf"(%arg728, %arg729) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%905) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %488 = "linalg.generic"(%487, %486, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg725: f32, %arg726: f32, %arg727: f32):
      %904 = "arith.mulf"(%arg725, %arg726) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%904) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %489 = "tensor.expand_shape"(%arg217) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %490 = "linalg.generic"(%488, %489, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg722: f32, %arg723: f32, %arg724: f32):
      %903 = "arith.mulf"(%arg722, %arg723) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%903) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %491 = "tensor.expand_shape"(%arg218) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %492 = "linalg.generic"(%490, %491, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg719: f32, %arg720: f32, %arg721: f32):
      %902 = "arith.addf"(%arg719, %arg720) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%902) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %493 = "linalg.generic"(%492, %456, %354) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg716: f32, %arg717: f32, %arg718: f32):
      %901 = "arith.addf"(%arg716, %arg717) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%901) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %494 = "linalg.generic"(%493, %354) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg714: f32, %arg715: f32):
      %899 = "arith.cmpf"(%arg714, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %900 = "arith.select"(%899, %arg714, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%900) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %495 = "linalg.conv_2d_nchw_fchw"(%494, %arg222, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg711: f32, %arg712: f32, %arg713: f32):
      %897 = "arith.mulf"(%arg711, %arg712) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %898 = "arith.addf"(%arg713, %897) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%898) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %496 = "linalg.generic"(%arg226, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg709: f32, %arg710: f32):
      %895 = "arith.truncf"(%2) : (f64) -> f32
      %896 = "arith.addf"(%arg709, %895) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%896) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %497 = "linalg.generic"(%496, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg707: f32, %arg708: f32):
      %894 = "math.rsqrt"(%arg707) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%894) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %498 = "tensor.expand_shape"(%arg225) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %499 = "tensor.expand_shape"(%497) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %500 = "linalg.generic"(%495, %498, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg704: f32, %arg705: f32, %arg706: f32):
      %893 = "arith.subf"(%arg704, %arg705) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%893) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %501 = "linalg.generic"(%500, %499, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg701: f32, %arg702: f32, %arg703: f32):
      %892 = "arith.mulf"(%arg701, %arg702) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%892) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %502 = "tensor.expand_shape"(%arg223) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %503 = "linalg.generic"(%501, %502, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg698: f32, %arg699: f32, %arg700: f32):
      %891 = "arith.mulf"(%arg698, %arg699) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%891) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %504 = "tensor.expand_shape"(%arg224) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %505 = "linalg.generic"(%503, %504, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg695: f32, %arg696: f32, %arg697: f32):
      %890 = "arith.addf"(%arg695, %arg696) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%890) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %506 = "linalg.generic"(%505, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg693: f32, %arg694: f32):
      %888 = "arith.cmpf"(%arg693, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %889 = "arith.select"(%888, %arg693, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%889) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %507 = "tensor.pad"(%506) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg689: index, %arg690: index, %arg691: index, %arg692: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>) -> tensor<1x256x16x16xf32>
    %508 = "linalg.conv_2d_nchw_fchw"(%507, %arg228, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg686: f32, %arg687: f32, %arg688: f32):
      %886 = "arith.mulf"(%arg686, %arg687) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %887 = "arith.addf"(%arg688, %886) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%887) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %509 = "linalg.generic"(%arg232, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg684: f32, %arg685: f32):
      %884 = "arith.truncf"(%2) : (f64) -> f32
      %885 = "arith.addf"(%arg684, %884) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%885) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %510 = "linalg.generic"(%509, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg682: f32, %arg683: f32):
      %883 = "math.rsqrt"(%arg682) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%883) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %511 = "tensor.expand_shape"(%arg231) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %512 = "tensor.expand_shape"(%510) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %513 = "linalg.generic"(%508, %511, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg679: f32, %arg680: f32, %arg681: f32):
      %882 = "arith.subf"(%arg679, %arg680) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%882) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %514 = "linalg.generic"(%513, %512, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg676: f32, %arg677: f32, %arg678: f32):
      %881 = "arith.mulf"(%arg676, %arg677) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%881) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %515 = "tensor.expand_shape"(%arg229) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %516 = "linalg.generic"(%514, %515, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg673: f32, %arg674: f32, %arg675: f32):
      %880 = "arith.mulf"(%arg673, %arg674) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%880) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %517 = "tensor.expand_shape"(%arg230) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %518 = "linalg.generic"(%516, %517, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg670: f32, %arg671: f32, %arg672: f32):
      %879 = "arith.addf"(%arg670, %arg671) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%879) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %519 = "linalg.generic"(%518, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg668: f32, %arg669: f32):
      %877 = "arith.cmpf"(%arg668, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %878 = "arith.select"(%877, %arg668, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%878) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %520 = "linalg.conv_2d_nchw_fchw"(%519, %arg234, %355) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg665: f32, %arg666: f32, %arg667: f32):
      %875 = "arith.mulf"(%arg665, %arg666) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %876 = "arith.addf"(%arg667, %875) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%876) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %521 = "linalg.generic"(%arg238, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg663: f32, %arg664: f32):
      %873 = "arith.truncf"(%2) : (f64) -> f32
      %874 = "arith.addf"(%arg663, %873) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%874) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %522 = "linalg.generic"(%521, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg661: f32, %arg662: f32):
      %872 = "math.rsqrt"(%arg661) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%872) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %523 = "tensor.expand_shape"(%arg237) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %524 = "tensor.expand_shape"(%522) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %525 = "linalg.generic"(%520, %523, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg658: f32, %arg659: f32, %arg660: f32):
      %871 = "arith.subf"(%arg658, %arg659) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%871) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %526 = "linalg.generic"(%525, %524, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg655: f32, %arg656: f32, %arg657: f32):
      %870 = "arith.mulf"(%arg655, %arg656) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%870) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %527 = "tensor.expand_shape"(%arg235) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %528 = "linalg.generic"(%526, %527, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg652: f32, %arg653: f32, %arg654: f32):
      %869 = "arith.mulf"(%arg652, %arg653) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%869) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %529 = "tensor.expand_shape"(%arg236) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %530 = "linalg.generic"(%528, %529, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg649: f32, %arg650: f32, %arg651: f32):
      %868 = "arith.addf"(%arg649, %arg650) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%868) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %531 = "linalg.generic"(%530, %494, %354) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg646: f32, %arg647: f32, %arg648: f32):
      %867 = "arith.addf"(%arg646, %arg647) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%867) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %532 = "linalg.generic"(%531, %354) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg644: f32, %arg645: f32):
      %865 = "arith.cmpf"(%arg644, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %866 = "arith.select"(%865, %arg644, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%866) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %533 = "linalg.conv_2d_nchw_fchw"(%532, %arg240, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg641: f32, %arg642: f32, %arg643: f32):
      %863 = "arith.mulf"(%arg641, %arg642) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %864 = "arith.addf"(%arg643, %863) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%864) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %534 = "linalg.generic"(%arg244, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg639: f32, %arg640: f32):
      %861 = "arith.truncf"(%2) : (f64) -> f32
      %862 = "arith.addf"(%arg639, %861) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%862) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %535 = "linalg.generic"(%534, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg637: f32, %arg638: f32):
      %860 = "math.rsqrt"(%arg637) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%860) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %536 = "tensor.expand_shape"(%arg243) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %537 = "tensor.expand_shape"(%535) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %538 = "linalg.generic"(%533, %536, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg634: f32, %arg635: f32, %arg636: f32):
      %859 = "arith.subf"(%arg634, %arg635) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%859) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %539 = "linalg.generic"(%538, %537, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg631: f32, %arg632: f32, %arg633: f32):
      %858 = "arith.mulf"(%arg631, %arg632) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%858) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %540 = "tensor.expand_shape"(%arg241) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %541 = "linalg.generic"(%539, %540, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg628: f32, %arg629: f32, %arg630: f32):
      %857 = "arith.mulf"(%arg628, %arg629) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%857) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %542 = "tensor.expand_shape"(%arg242) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %543 = "linalg.generic"(%541, %542, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg625: f32, %arg626: f32, %arg627: f32):
      %856 = "arith.addf"(%arg625, %arg626) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%856) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %544 = "linalg.generic"(%543, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg623: f32, %arg624: f32):
      %854 = "arith.cmpf"(%arg623, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %855 = "arith.select"(%854, %arg623, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%855) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %545 = "tensor.pad"(%544) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg619: index, %arg620: index, %arg621: index, %arg622: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>) -> tensor<1x256x16x16xf32>
    %546 = "linalg.conv_2d_nchw_fchw"(%545, %arg246, %341) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg616: f32, %arg617: f32, %arg618: f32):
      %852 = "arith.mulf"(%arg616, %arg617) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %853 = "arith.addf"(%arg618, %852) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%853) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %547 = "linalg.generic"(%arg250, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg614: f32, %arg615: f32):
      %850 = "arith.truncf"(%2) : (f64) -> f32
      %851 = "arith.addf"(%arg614, %850) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%851) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %548 = "linalg.generic"(%547, %54) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg612: f32, %arg613: f32):
      %849 = "math.rsqrt"(%arg612) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%849) : (f32) -> ()
    }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %549 = "tensor.expand_shape"(%arg249) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %550 = "tensor.expand_shape"(%548) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %551 = "linalg.generic"(%546, %549, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg609: f32, %arg610: f32, %arg611: f32):
      %848 = "arith.subf"(%arg609, %arg610) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%848) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %552 = "linalg.generic"(%551, %550, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg606: f32, %arg607: f32, %arg608: f32):
      %847 = "arith.mulf"(%arg606, %arg607) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%847) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %553 = "tensor.expand_shape"(%arg247) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %554 = "linalg.generic"(%552, %553, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg603: f32, %arg604: f32, %arg605: f32):
      %846 = "arith.mulf"(%arg603, %arg604) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%846) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %555 = "tensor.expand_shape"(%arg248) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 256, 1, 1>}> : (tensor<256xf32>) -> tensor<256x1x1xf32>
    %556 = "linalg.generic"(%554, %555, %340) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg600: f32, %arg601: f32, %arg602: f32):
      %845 = "arith.addf"(%arg600, %arg601) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%845) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<256x1x1xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %557 = "linalg.generic"(%556, %340) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg598: f32, %arg599: f32):
      %843 = "arith.cmpf"(%arg598, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %844 = "arith.select"(%843, %arg598, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%844) : (f32) -> ()
    }) : (tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %558 = "linalg.conv_2d_nchw_fchw"(%557, %arg252, %355) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg595: f32, %arg596: f32, %arg597: f32):
      %841 = "arith.mulf"(%arg595, %arg596) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %842 = "arith.addf"(%arg597, %841) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%842) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %559 = "linalg.generic"(%arg256, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg593: f32, %arg594: f32):
      %839 = "arith.truncf"(%2) : (f64) -> f32
      %840 = "arith.addf"(%arg593, %839) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%840) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %560 = "linalg.generic"(%559, %357) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg591: f32, %arg592: f32):
      %838 = "math.rsqrt"(%arg591) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%838) : (f32) -> ()
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %561 = "tensor.expand_shape"(%arg255) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %562 = "tensor.expand_shape"(%560) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %563 = "linalg.generic"(%558, %561, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg588: f32, %arg589: f32, %arg590: f32):
      %837 = "arith.subf"(%arg588, %arg589) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%837) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %564 = "linalg.generic"(%563, %562, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg585: f32, %arg586: f32, %arg587: f32):
      %836 = "arith.mulf"(%arg585, %arg586) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%836) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %565 = "tensor.expand_shape"(%arg253) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %566 = "linalg.generic"(%564, %565, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg582: f32, %arg583: f32, %arg584: f32):
      %835 = "arith.mulf"(%arg582, %arg583) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%835) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %567 = "tensor.expand_shape"(%arg254) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1024, 1, 1>}> : (tensor<1024xf32>) -> tensor<1024x1x1xf32>
    %568 = "linalg.generic"(%566, %567, %354) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg579: f32, %arg580: f32, %arg581: f32):
      %834 = "arith.addf"(%arg579, %arg580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%834) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %569 = "linalg.generic"(%568, %532, %354) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg576: f32, %arg577: f32, %arg578: f32):
      %833 = "arith.addf"(%arg576, %arg577) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%833) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %570 = "linalg.generic"(%569, %354) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg574: f32, %arg575: f32):
      %831 = "arith.cmpf"(%arg574, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %832 = "arith.select"(%831, %arg574, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%832) : (f32) -> ()
    }) : (tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %571 = "tensor.empty"() : () -> tensor<1x512x14x14xf32>
    %572 = "linalg.fill"(%0, %571) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg572: f32, %arg573: f32):
      "linalg.yield"(%arg572) : (f32) -> ()
    }) : (f32, tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %573 = "linalg.conv_2d_nchw_fchw"(%570, %arg258, %572) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg569: f32, %arg570: f32, %arg571: f32):
      %829 = "arith.mulf"(%arg569, %arg570) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %830 = "arith.addf"(%arg571, %829) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%830) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x1024x14x14xf32>, tensor<512x1024x1x1xf32>, tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %574 = "linalg.generic"(%arg262, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg567: f32, %arg568: f32):
      %827 = "arith.truncf"(%2) : (f64) -> f32
      %828 = "arith.addf"(%arg567, %827) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%828) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %575 = "linalg.generic"(%574, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg565: f32, %arg566: f32):
      %826 = "math.rsqrt"(%arg565) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%826) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %576 = "tensor.expand_shape"(%arg261) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %577 = "tensor.expand_shape"(%575) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %578 = "linalg.generic"(%573, %576, %571) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg562: f32, %arg563: f32, %arg564: f32):
      %825 = "arith.subf"(%arg562, %arg563) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%825) : (f32) -> ()
    }) : (tensor<1x512x14x14xf32>, tensor<512x1x1xf32>, tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %579 = "linalg.generic"(%578, %577, %571) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg559: f32, %arg560: f32, %arg561: f32):
      %824 = "arith.mulf"(%arg559, %arg560) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%824) : (f32) -> ()
    }) : (tensor<1x512x14x14xf32>, tensor<512x1x1xf32>, tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %580 = "tensor.expand_shape"(%arg259) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %581 = "linalg.generic"(%579, %580, %571) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg556: f32, %arg557: f32, %arg558: f32):
      %823 = "arith.mulf"(%arg556, %arg557) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%823) : (f32) -> ()
    }) : (tensor<1x512x14x14xf32>, tensor<512x1x1xf32>, tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %582 = "tensor.expand_shape"(%arg260) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %583 = "linalg.generic"(%581, %582, %571) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg553: f32, %arg554: f32, %arg555: f32):
      %822 = "arith.addf"(%arg553, %arg554) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%822) : (f32) -> ()
    }) : (tensor<1x512x14x14xf32>, tensor<512x1x1xf32>, tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %584 = "linalg.generic"(%583, %571) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg551: f32, %arg552: f32):
      %820 = "arith.cmpf"(%arg551, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %821 = "arith.select"(%820, %arg551, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%821) : (f32) -> ()
    }) : (tensor<1x512x14x14xf32>, tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %585 = "tensor.pad"(%584) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg547: index, %arg548: index, %arg549: index, %arg550: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x512x14x14xf32>) -> tensor<1x512x16x16xf32>
    %586 = "tensor.empty"() : () -> tensor<1x512x7x7xf32>
    %587 = "linalg.fill"(%0, %586) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg545: f32, %arg546: f32):
      "linalg.yield"(%arg545) : (f32) -> ()
    }) : (f32, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %588 = "linalg.conv_2d_nchw_fchw"(%585, %arg264, %587) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg542: f32, %arg543: f32, %arg544: f32):
      %818 = "arith.mulf"(%arg542, %arg543) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %819 = "arith.addf"(%arg544, %818) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%819) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %589 = "linalg.generic"(%arg268, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg540: f32, %arg541: f32):
      %816 = "arith.truncf"(%2) : (f64) -> f32
      %817 = "arith.addf"(%arg540, %816) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%817) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %590 = "linalg.generic"(%589, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg538: f32, %arg539: f32):
      %815 = "math.rsqrt"(%arg538) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%815) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %591 = "tensor.expand_shape"(%arg267) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %592 = "tensor.expand_shape"(%590) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %593 = "linalg.generic"(%588, %591, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg535: f32, %arg536: f32, %arg537: f32):
      %814 = "arith.subf"(%arg535, %arg536) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%814) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %594 = "linalg.generic"(%593, %592, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg532: f32, %arg533: f32, %arg534: f32):
      %813 = "arith.mulf"(%arg532, %arg533) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%813) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %595 = "tensor.expand_shape"(%arg265) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %596 = "linalg.generic"(%594, %595, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg529: f32, %arg530: f32, %arg531: f32):
      %812 = "arith.mulf"(%arg529, %arg530) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%812) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %597 = "tensor.expand_shape"(%arg266) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %598 = "linalg.generic"(%596, %597, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg526: f32, %arg527: f32, %arg528: f32):
      %811 = "arith.addf"(%arg526, %arg527) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%811) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %599 = "linalg.generic"(%598, %586) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg524: f32, %arg525: f32):
      %809 = "arith.cmpf"(%arg524, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %810 = "arith.select"(%809, %arg524, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%810) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %600 = "tensor.empty"() : () -> tensor<1x2048x7x7xf32>
    %601 = "linalg.fill"(%0, %600) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg522: f32, %arg523: f32):
      "linalg.yield"(%arg522) : (f32) -> ()
    }) : (f32, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %602 = "linalg.conv_2d_nchw_fchw"(%599, %arg270, %601) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg519: f32, %arg520: f32, %arg521: f32):
      %807 = "arith.mulf"(%arg519, %arg520) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %808 = "arith.addf"(%arg521, %807) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%808) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %603 = "tensor.empty"() : () -> tensor<2048xf32>
    %604 = "linalg.generic"(%arg274, %603) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg517: f32, %arg518: f32):
      %805 = "arith.truncf"(%2) : (f64) -> f32
      %806 = "arith.addf"(%arg517, %805) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%806) : (f32) -> ()
    }) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %605 = "linalg.generic"(%604, %603) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg515: f32, %arg516: f32):
      %804 = "math.rsqrt"(%arg515) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%804) : (f32) -> ()
    }) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %606 = "tensor.expand_shape"(%arg273) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %607 = "tensor.expand_shape"(%605) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %608 = "linalg.generic"(%602, %606, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg512: f32, %arg513: f32, %arg514: f32):
      %803 = "arith.subf"(%arg512, %arg513) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%803) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %609 = "linalg.generic"(%608, %607, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg509: f32, %arg510: f32, %arg511: f32):
      %802 = "arith.mulf"(%arg509, %arg510) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%802) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %610 = "tensor.expand_shape"(%arg271) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %611 = "linalg.generic"(%609, %610, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg506: f32, %arg507: f32, %arg508: f32):
      %801 = "arith.mulf"(%arg506, %arg507) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%801) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %612 = "tensor.expand_shape"(%arg272) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %613 = "linalg.generic"(%611, %612, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg503: f32, %arg504: f32, %arg505: f32):
      %800 = "arith.addf"(%arg503, %arg504) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%800) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %614 = "linalg.conv_2d_nchw_fchw"(%570, %arg276, %601) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg500: f32, %arg501: f32, %arg502: f32):
      %798 = "arith.mulf"(%arg500, %arg501) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %799 = "arith.addf"(%arg502, %798) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%799) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x1024x14x14xf32>, tensor<2048x1024x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %615 = "linalg.generic"(%arg280, %603) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg498: f32, %arg499: f32):
      %796 = "arith.truncf"(%2) : (f64) -> f32
      %797 = "arith.addf"(%arg498, %796) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%797) : (f32) -> ()
    }) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %616 = "linalg.generic"(%615, %603) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg496: f32, %arg497: f32):
      %795 = "math.rsqrt"(%arg496) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%795) : (f32) -> ()
    }) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %617 = "tensor.expand_shape"(%arg279) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %618 = "tensor.expand_shape"(%616) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %619 = "linalg.generic"(%614, %617, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg493: f32, %arg494: f32, %arg495: f32):
      %794 = "arith.subf"(%arg493, %arg494) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%794) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %620 = "linalg.generic"(%619, %618, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg490: f32, %arg491: f32, %arg492: f32):
      %793 = "arith.mulf"(%arg490, %arg491) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%793) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %621 = "tensor.expand_shape"(%arg277) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %622 = "linalg.generic"(%620, %621, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg487: f32, %arg488: f32, %arg489: f32):
      %792 = "arith.mulf"(%arg487, %arg488) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%792) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %623 = "tensor.expand_shape"(%arg278) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %624 = "linalg.generic"(%622, %623, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg484: f32, %arg485: f32, %arg486: f32):
      %791 = "arith.addf"(%arg484, %arg485) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%791) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %625 = "linalg.generic"(%613, %624, %600) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg481: f32, %arg482: f32, %arg483: f32):
      %790 = "arith.addf"(%arg481, %arg482) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%790) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %626 = "linalg.generic"(%625, %600) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg479: f32, %arg480: f32):
      %788 = "arith.cmpf"(%arg479, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %789 = "arith.select"(%788, %arg479, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%789) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %627 = "linalg.conv_2d_nchw_fchw"(%626, %arg282, %587) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg476: f32, %arg477: f32, %arg478: f32):
      %786 = "arith.mulf"(%arg476, %arg477) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %787 = "arith.addf"(%arg478, %786) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%787) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x2048x7x7xf32>, tensor<512x2048x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %628 = "linalg.generic"(%arg286, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg474: f32, %arg475: f32):
      %784 = "arith.truncf"(%2) : (f64) -> f32
      %785 = "arith.addf"(%arg474, %784) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%785) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %629 = "linalg.generic"(%628, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg472: f32, %arg473: f32):
      %783 = "math.rsqrt"(%arg472) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%783) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %630 = "tensor.expand_shape"(%arg285) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %631 = "tensor.expand_shape"(%629) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %632 = "linalg.generic"(%627, %630, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg469: f32, %arg470: f32, %arg471: f32):
      %782 = "arith.subf"(%arg469, %arg470) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%782) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %633 = "linalg.generic"(%632, %631, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg466: f32, %arg467: f32, %arg468: f32):
      %781 = "arith.mulf"(%arg466, %arg467) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%781) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %634 = "tensor.expand_shape"(%arg283) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %635 = "linalg.generic"(%633, %634, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg463: f32, %arg464: f32, %arg465: f32):
      %780 = "arith.mulf"(%arg463, %arg464) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%780) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %636 = "tensor.expand_shape"(%arg284) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %637 = "linalg.generic"(%635, %636, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg460: f32, %arg461: f32, %arg462: f32):
      %779 = "arith.addf"(%arg460, %arg461) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%779) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %638 = "linalg.generic"(%637, %586) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg458: f32, %arg459: f32):
      %777 = "arith.cmpf"(%arg458, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %778 = "arith.select"(%777, %arg458, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%778) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %639 = "tensor.pad"(%638) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg454: index, %arg455: index, %arg456: index, %arg457: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>) -> tensor<1x512x9x9xf32>
    %640 = "linalg.conv_2d_nchw_fchw"(%639, %arg288, %587) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg451: f32, %arg452: f32, %arg453: f32):
      %775 = "arith.mulf"(%arg451, %arg452) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %776 = "arith.addf"(%arg453, %775) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%776) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %641 = "linalg.generic"(%arg292, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg449: f32, %arg450: f32):
      %773 = "arith.truncf"(%2) : (f64) -> f32
      %774 = "arith.addf"(%arg449, %773) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%774) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %642 = "linalg.generic"(%641, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg447: f32, %arg448: f32):
      %772 = "math.rsqrt"(%arg447) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%772) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %643 = "tensor.expand_shape"(%arg291) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %644 = "tensor.expand_shape"(%642) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %645 = "linalg.generic"(%640, %643, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg444: f32, %arg445: f32, %arg446: f32):
      %771 = "arith.subf"(%arg444, %arg445) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%771) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %646 = "linalg.generic"(%645, %644, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg441: f32, %arg442: f32, %arg443: f32):
      %770 = "arith.mulf"(%arg441, %arg442) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%770) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %647 = "tensor.expand_shape"(%arg289) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %648 = "linalg.generic"(%646, %647, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg438: f32, %arg439: f32, %arg440: f32):
      %769 = "arith.mulf"(%arg438, %arg439) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%769) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %649 = "tensor.expand_shape"(%arg290) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %650 = "linalg.generic"(%648, %649, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg435: f32, %arg436: f32, %arg437: f32):
      %768 = "arith.addf"(%arg435, %arg436) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%768) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %651 = "linalg.generic"(%650, %586) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg433: f32, %arg434: f32):
      %766 = "arith.cmpf"(%arg433, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %767 = "arith.select"(%766, %arg433, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%767) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %652 = "linalg.conv_2d_nchw_fchw"(%651, %arg294, %601) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg430: f32, %arg431: f32, %arg432: f32):
      %764 = "arith.mulf"(%arg430, %arg431) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %765 = "arith.addf"(%arg432, %764) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%765) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %653 = "linalg.generic"(%arg298, %603) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg428: f32, %arg429: f32):
      %762 = "arith.truncf"(%2) : (f64) -> f32
      %763 = "arith.addf"(%arg428, %762) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%763) : (f32) -> ()
    }) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %654 = "linalg.generic"(%653, %603) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg426: f32, %arg427: f32):
      %761 = "math.rsqrt"(%arg426) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%761) : (f32) -> ()
    }) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %655 = "tensor.expand_shape"(%arg297) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %656 = "tensor.expand_shape"(%654) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %657 = "linalg.generic"(%652, %655, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg423: f32, %arg424: f32, %arg425: f32):
      %760 = "arith.subf"(%arg423, %arg424) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%760) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %658 = "linalg.generic"(%657, %656, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg420: f32, %arg421: f32, %arg422: f32):
      %759 = "arith.mulf"(%arg420, %arg421) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%759) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %659 = "tensor.expand_shape"(%arg295) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %660 = "linalg.generic"(%658, %659, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg417: f32, %arg418: f32, %arg419: f32):
      %758 = "arith.mulf"(%arg417, %arg418) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%758) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %661 = "tensor.expand_shape"(%arg296) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %662 = "linalg.generic"(%660, %661, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg414: f32, %arg415: f32, %arg416: f32):
      %757 = "arith.addf"(%arg414, %arg415) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%757) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %663 = "linalg.generic"(%662, %626, %600) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg411: f32, %arg412: f32, %arg413: f32):
      %756 = "arith.addf"(%arg411, %arg412) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%756) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %664 = "linalg.generic"(%663, %600) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg409: f32, %arg410: f32):
      %754 = "arith.cmpf"(%arg409, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %755 = "arith.select"(%754, %arg409, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%755) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %665 = "linalg.conv_2d_nchw_fchw"(%664, %arg300, %587) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg406: f32, %arg407: f32, %arg408: f32):
      %752 = "arith.mulf"(%arg406, %arg407) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %753 = "arith.addf"(%arg408, %752) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%753) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x2048x7x7xf32>, tensor<512x2048x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %666 = "linalg.generic"(%arg304, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg404: f32, %arg405: f32):
      %750 = "arith.truncf"(%2) : (f64) -> f32
      %751 = "arith.addf"(%arg404, %750) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%751) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %667 = "linalg.generic"(%666, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg402: f32, %arg403: f32):
      %749 = "math.rsqrt"(%arg402) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%749) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %668 = "tensor.expand_shape"(%arg303) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %669 = "tensor.expand_shape"(%667) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %670 = "linalg.generic"(%665, %668, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg399: f32, %arg400: f32, %arg401: f32):
      %748 = "arith.subf"(%arg399, %arg400) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%748) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %671 = "linalg.generic"(%670, %669, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg396: f32, %arg397: f32, %arg398: f32):
      %747 = "arith.mulf"(%arg396, %arg397) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%747) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %672 = "tensor.expand_shape"(%arg301) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %673 = "linalg.generic"(%671, %672, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg393: f32, %arg394: f32, %arg395: f32):
      %746 = "arith.mulf"(%arg393, %arg394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%746) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %674 = "tensor.expand_shape"(%arg302) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %675 = "linalg.generic"(%673, %674, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg390: f32, %arg391: f32, %arg392: f32):
      %745 = "arith.addf"(%arg390, %arg391) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%745) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %676 = "linalg.generic"(%675, %586) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg388: f32, %arg389: f32):
      %743 = "arith.cmpf"(%arg388, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %744 = "arith.select"(%743, %arg388, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%744) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %677 = "tensor.pad"(%676) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg384: index, %arg385: index, %arg386: index, %arg387: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>) -> tensor<1x512x9x9xf32>
    %678 = "linalg.conv_2d_nchw_fchw"(%677, %arg306, %587) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg381: f32, %arg382: f32, %arg383: f32):
      %741 = "arith.mulf"(%arg381, %arg382) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %742 = "arith.addf"(%arg383, %741) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%742) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %679 = "linalg.generic"(%arg310, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32):
      %739 = "arith.truncf"(%2) : (f64) -> f32
      %740 = "arith.addf"(%arg379, %739) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%740) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %680 = "linalg.generic"(%679, %187) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg377: f32, %arg378: f32):
      %738 = "math.rsqrt"(%arg377) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%738) : (f32) -> ()
    }) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
    %681 = "tensor.expand_shape"(%arg309) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %682 = "tensor.expand_shape"(%680) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %683 = "linalg.generic"(%678, %681, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg374: f32, %arg375: f32, %arg376: f32):
      %737 = "arith.subf"(%arg374, %arg375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%737) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %684 = "linalg.generic"(%683, %682, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg371: f32, %arg372: f32, %arg373: f32):
      %736 = "arith.mulf"(%arg371, %arg372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%736) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %685 = "tensor.expand_shape"(%arg307) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %686 = "linalg.generic"(%684, %685, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg368: f32, %arg369: f32, %arg370: f32):
      %735 = "arith.mulf"(%arg368, %arg369) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%735) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %687 = "tensor.expand_shape"(%arg308) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 512, 1, 1>}> : (tensor<512xf32>) -> tensor<512x1x1xf32>
    %688 = "linalg.generic"(%686, %687, %586) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg365: f32, %arg366: f32, %arg367: f32):
      %734 = "arith.addf"(%arg365, %arg366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%734) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<512x1x1xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %689 = "linalg.generic"(%688, %586) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg363: f32, %arg364: f32):
      %732 = "arith.cmpf"(%arg363, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %733 = "arith.select"(%732, %arg363, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%733) : (f32) -> ()
    }) : (tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %690 = "linalg.conv_2d_nchw_fchw"(%689, %arg312, %601) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg360: f32, %arg361: f32, %arg362: f32):
      %730 = "arith.mulf"(%arg360, %arg361) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %731 = "arith.addf"(%arg362, %730) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%731) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map1, #map2]} : (tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %691 = "linalg.generic"(%arg316, %603) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg358: f32, %arg359: f32):
      %728 = "arith.truncf"(%2) : (f64) -> f32
      %729 = "arith.addf"(%arg358, %728) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%729) : (f32) -> ()
    }) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %692 = "linalg.generic"(%691, %603) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg356: f32, %arg357: f32):
      %727 = "math.rsqrt"(%arg356) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%727) : (f32) -> ()
    }) : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xf32>
    %693 = "tensor.expand_shape"(%arg315) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %694 = "tensor.expand_shape"(%692) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %695 = "linalg.generic"(%690, %693, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg353: f32, %arg354: f32, %arg355: f32):
      %726 = "arith.subf"(%arg353, %arg354) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%726) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %696 = "linalg.generic"(%695, %694, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg350: f32, %arg351: f32, %arg352: f32):
      %725 = "arith.mulf"(%arg350, %arg351) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%725) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %697 = "tensor.expand_shape"(%arg313) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %698 = "linalg.generic"(%696, %697, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg347: f32, %arg348: f32, %arg349: f32):
      %724 = "arith.mulf"(%arg347, %arg348) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%724) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %699 = "tensor.expand_shape"(%arg314) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2048, 1, 1>}> : (tensor<2048xf32>) -> tensor<2048x1x1xf32>
    %700 = "linalg.generic"(%698, %699, %600) <{indexing_maps = [#map4, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg344: f32, %arg345: f32, %arg346: f32):
      %723 = "arith.addf"(%arg344, %arg345) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%723) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<2048x1x1xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %701 = "linalg.generic"(%700, %664, %600) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg341: f32, %arg342: f32, %arg343: f32):
      %722 = "arith.addf"(%arg341, %arg342) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%722) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %702 = "linalg.generic"(%701, %600) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg339: f32, %arg340: f32):
      %720 = "arith.cmpf"(%arg339, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %721 = "arith.select"(%720, %arg339, %0) : (i1, f32, f32) -> f32
      "linalg.yield"(%721) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %703 = "tensor.empty"() : () -> tensor<1x2048x1x1xf32>
    %704 = "linalg.fill"(%0, %703) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg337: f32, %arg338: f32):
      "linalg.yield"(%arg337) : (f32) -> ()
    }) : (f32, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %705 = "linalg.generic"(%702, %704) <{indexing_maps = [#map4, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg335: f32, %arg336: f32):
      %719 = "arith.addf"(%arg335, %arg336) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%719) : (f32) -> ()
    }) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %706 = "linalg.generic"(%705, %703) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg333: f32, %arg334: f32):
      %718 = "arith.divf"(%arg333, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%718) : (f32) -> ()
    }) : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %707 = "tensor.collapse_shape"(%706) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<1x2048x1x1xf32>) -> tensor<1x2048xf32>
    %708 = "tensor.empty"() : () -> tensor<2048x1000xf32>
    %709 = "linalg.transpose"(%arg318, %708) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg331: f32, %arg332: f32):
      "linalg.yield"(%arg331) : (f32) -> ()
    }) : (tensor<1000x2048xf32>, tensor<2048x1000xf32>) -> tensor<2048x1000xf32>
    %710 = "tensor.empty"() : () -> tensor<1x1000xf32>
    %711 = "linalg.fill"(%0, %710) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg329: f32, %arg330: f32):
      "linalg.yield"(%arg329) : (f32) -> ()
    }) : (f32, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %712 = "linalg.matmul"(%707, %709, %711) <{indexing_maps = [#map11, #map12, #map13], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg326: f32, %arg327: f32, %arg328: f32):
      %716 = "arith.mulf"(%arg326, %arg327) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %717 = "arith.addf"(%arg328, %716) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%717) : (f32) -> ()
    }) : (tensor<1x2048xf32>, tensor<2048x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %713 = "linalg.generic"(%arg319, %710) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg324: f32, %arg325: f32):
      "linalg.yield"(%arg324) : (f32) -> ()
    }) : (tensor<1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %714 = "linalg.generic"(%712, %713, %710) <{indexing_maps = [#map15, #map15, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg321: f32, %arg322: f32, %arg323: f32):
      %715 = "arith.addf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%715) : (f32) -> ()
    }) : (tensor<1x1000xf32>, tensor<1x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    "func.return"(%714) : (tensor<1x1000xf32>) -> ()
  }) : () -> ()
}) : () -> ()
