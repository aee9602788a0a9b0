// resnet50: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 320 weights/buffers (state_dict order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<64x256x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<256x64x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<128x256x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<128x512x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<512x128x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<256x512x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<1024x512x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<256x1024x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<1024x256x1x1xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<i64>, tensor<512x1024x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i64>, tensor<2048x1024x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i64>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i64>, tensor<512x2048x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<2048x512x1x1xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i64>, tensor<1000x2048xf32>, tensor<1000xf32>, tensor<1x3x224x224xf32>) -> tensor<1x1000xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64x3x7x7xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<i64>, %arg6: tensor<64x64x1x1xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<i64>, %arg12: tensor<64x64x3x3xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<i64>, %arg18: tensor<256x64x1x1xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<i64>, %arg24: tensor<256x64x1x1xf32>, %arg25: tensor<256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256xf32>, %arg28: tensor<256xf32>, %arg29: tensor<i64>, %arg30: tensor<64x256x1x1xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<i64>, %arg36: tensor<64x64x3x3xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<i64>, %arg42: tensor<256x64x1x1xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<i64>, %arg48: tensor<64x256x1x1xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<i64>, %arg54: tensor<64x64x3x3xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<i64>, %arg60: tensor<256x64x1x1xf32>, %arg61: tensor<256xf32>, %arg62: tensor<256xf32>, %arg63: tensor<256xf32>, %arg64: tensor<256xf32>, %arg65: tensor<i64>, %arg66: tensor<128x256x1x1xf32>, %arg67: tensor<128xf32>, %arg68: tensor<128xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<i64>, %arg72: tensor<128x128x3x3xf32>, %arg73: tensor<128xf32>, %arg74: tensor<128xf32>, %arg75: tensor<128xf32>, %arg76: tensor<128xf32>, %arg77: tensor<i64>, %arg78: tensor<512x128x1x1xf32>, %arg79: tensor<512xf32>, %arg80: tensor<512xf32>, %arg81: tensor<512xf32>, %arg82: tensor<512xf32>, %arg83: tensor<i64>, %arg84: tensor<512x256x1x1xf32>, %arg85: tensor<512xf32>, %arg86: tensor<512xf32>, %arg87: tensor<512xf32>, %arg88: tensor<512xf32>, %arg89: tensor<i64>, %arg90: tensor<128x512x1x1xf32>, %arg91: tensor<128xf32>, %arg92: tensor<128xf32>, %arg93: tensor<128xf32>, %arg94: tensor<128xf32>, %arg95: tensor<i64>, %arg96: tensor<128x128x3x3xf32>, %arg97: tensor<128xf32>, %arg98: tensor<128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128xf32>, %arg101: tensor<i64>, %arg102: tensor<512x128x1x1xf32>, %arg103: tensor<512xf32>, %arg104: tensor<512xf32>, %arg105: tensor<512xf32>, %arg106: tensor<512xf32>, %arg107: tensor<i64>, %arg108: tensor<128x512x1x1xf32>, %arg109: tensor<128xf32>, %arg110: tensor<128xf32>, %arg111: tensor<128xf32>, %arg112: tensor<128xf32>, %arg113: tensor<i64>, %arg114: tensor<128x128x3x3xf32>, %arg115: tensor<128xf32>, %arg116: tensor<128xf32>, %arg117: tensor<128xf32>, %arg118: tensor<128xf32>, %arg119: tensor<i64>, %arg120: tensor<512x128x1x1xf32>, %arg121: tensor<512xf32>, %arg122: tensor<512xf32>, %arg123: tensor<512xf32>, %arg124: tensor<512xf32>, %arg125: tensor<i64>, %arg126: tensor<128x512x1x1xf32>, %arg127: tensor<128xf32>, %arg128: tensor<128xf32>, %arg129: tensor<128xf32>, %arg130: tensor<128xf32>, %arg131: tensor<i64>, %arg132: tensor<128x128x3x3xf32>, %arg133: tensor<128xf32>, %arg134: tensor<128xf32>, %arg135: tensor<128xf32>, %arg136: tensor<128xf32>, %arg137: tensor<i64>, %arg138: tensor<512x128x1x1xf32>, %arg139: tensor<512xf32>, %arg140: tensor<512xf32>, %arg141: tensor<512xf32>, %arg142: tensor<512xf32>, %arg143: tensor<i64>, %arg144: tensor<256x512x1x1xf32>, %arg145: tensor<256xf32>, %arg146: tensor<256xf32>, %arg147: tensor<256xf32>, %arg148: tensor<256xf32>, %arg149: tensor<i64>, %arg150: tensor<256x256x3x3xf32>, %arg151: tensor<256xf32>, %arg152: tensor<256xf32>, %arg153: tensor<256xf32>, %arg154: tensor<256xf32>, %arg155: tensor<i64>, %arg156: tensor<1024x256x1x1xf32>, %arg157: tensor<1024xf32>, %arg158: tensor<1024xf32>, %arg159: tensor<1024xf32>, %arg160: tensor<1024xf32>, %arg161: tensor<i64>, %arg162: tensor<1024x512x1x1xf32>, %arg163: tensor<1024xf32>, %arg164: tensor<1024xf32>, %arg165: tensor<1024xf32>, %arg166: tensor<1024xf32>, %arg167: tensor<i64>, %arg168: tensor<256x1024x1x1xf32>, %arg169: tensor<256xf32>, %arg170: tensor<256xf32>, %arg171: tensor<256xf32>, %arg172: tensor<256xf32>, %arg173: tensor<i64>, %arg174: tensor<256x256x3x3xf32>, %arg175: tensor<256xf32>, %arg176: tensor<256xf32>, %arg177: tensor<256xf32>, %arg178: tensor<256xf32>, %arg179: tensor<i64>, %arg180: tensor<1024x256x1x1xf32>, %arg181: tensor<1024xf32>, %arg182: tensor<1024xf32>, %arg183: tensor<1024xf32>, %arg184: tensor<1024xf32>, %arg185: tensor<i64>, %arg186: tensor<256x1024x1x1xf32>, %arg187: tensor<256xf32>, %arg188: tensor<256xf32>, %arg189: tensor<256xf32>, %arg190: tensor<256xf32>, %arg191: tensor<i64>, %arg192: tensor<256x256x3x3xf32>, %arg193: tensor<256xf32>, %arg194: tensor<256xf32>, %arg195: tensor<256xf32>, %arg196: tensor<256xf32>, %arg197: tensor<i64>, %arg198: tensor<1024x256x1x1xf32>, %arg199: tensor<1024xf32>, %arg200: tensor<1024xf32>, %arg201: tensor<1024xf32>, %arg202: tensor<1024xf32>, %arg203: tensor<i64>, %arg204: tensor<256x1024x1x1xf32>, %arg205: tensor<256xf32>, %arg206: tensor<256xf32>, %arg207: tensor<256xf32>, %arg208: tensor<256xf32>, %arg209: tensor<i64>, %arg210: tensor<256x256x3x3xf32>, %arg211: tensor<256xf32>, %arg212: tensor<256xf32>, %arg213: tensor<256xf32>, %arg214: tensor<256xf32>, %arg215: tensor<i64>, %arg216: tensor<1024x256x1x1xf32>, %arg217: tensor<1024xf32>, %arg218: tensor<1024xf32>, %arg219: tensor<1024xf32>, %arg220: tensor<1024xf32>, %arg221: tensor<i64>, %arg222: tensor<256x1024x1x1xf32>, %arg223: tensor<256xf32>, %arg224: tensor<256xf32>, %arg225: tensor<256xf32>, %arg226: tensor<256xf32>, %arg227: tensor<i64>, %arg228: tensor<256x256x3x3xf32>, %arg229: tensor<256xf32>, %arg230: tensor<256xf32>, %arg231: tensor<256xf32>, %arg232: tensor<256xf32>, %arg233: tensor<i64>, %arg234: tensor<1024x256x1x1xf32>, %arg235: tensor<1024xf32>, %arg236: tensor<1024xf32>, %arg237: tensor<1024xf32>, %arg238: tensor<1024xf32>, %arg239: tensor<i64>, %arg240: tensor<256x1024x1x1xf32>, %arg241: tensor<256xf32>, %arg242: tensor<256xf32>, %arg243: tensor<256xf32>, %arg244: tensor<256xf32>, %arg245: tensor<i64>, %arg246: tensor<256x256x3x3xf32>, %arg247: tensor<256xf32>, %arg248: tensor<256xf32>, %arg249: tensor<256xf32>, %arg250: tensor<256xf32>, %arg251: tensor<i64>, %arg252: tensor<1024x256x1x1xf32>, %arg253: tensor<1024xf32>, %arg254: tensor<1024xf32>, %arg255: tensor<1024xf32>, %arg256: tensor<1024xf32>, %arg257: tensor<i64>, %arg258: tensor<512x1024x1x1xf32>, %arg259: tensor<512xf32>, %arg260: tensor<512xf32>, %arg261: tensor<512xf32>, %arg262: tensor<512xf32>, %arg263: tensor<i64>, %arg264: tensor<512x512x3x3xf32>, %arg265: tensor<512xf32>, %arg266: tensor<512xf32>, %arg267: tensor<512xf32>, %arg268: tensor<512xf32>, %arg269: tensor<i64>, %arg270: tensor<2048x512x1x1xf32>, %arg271: tensor<2048xf32>, %arg272: tensor<2048xf32>, %arg273: tensor<2048xf32>, %arg274: tensor<2048xf32>, %arg275: tensor<i64>, %arg276: tensor<2048x1024x1x1xf32>, %arg277: tensor<2048xf32>, %arg278: tensor<2048xf32>, %arg279: tensor<2048xf32>, %arg280: tensor<2048xf32>, %arg281: tensor<i64>, %arg282: tensor<512x2048x1x1xf32>, %arg283: tensor<512xf32>, %arg284: tensor<512xf32>, %arg285: tensor<512xf32>, %arg286: tensor<512xf32>, %arg287: tensor<i64>, %arg288: tensor<512x512x3x3xf32>, %arg289: tensor<512xf32>, %arg290: tensor<512xf32>, %arg291: tensor<512xf32>, %arg292: tensor<512xf32>, %arg293: tensor<i64>, %arg294: tensor<2048x512x1x1xf32>, %arg295: tensor<2048xf32>, %arg296: tensor<2048xf32>, %arg297: tensor<2048xf32>, %arg298: tensor<2048xf32>, %arg299: tensor<i64>, %arg300: tensor<512x2048x1x1xf32>, %arg301: tensor<512xf32>, %arg302: tensor<512xf32>, %arg303: tensor<512xf32>, %arg304: tensor<512xf32>, %arg305: tensor<i64>, %arg306: tensor<512x512x3x3xf32>, %arg307: tensor<512xf32>, %arg308: tensor<512xf32>, %arg309: tensor<512xf32>, %arg310: tensor<512xf32>, %arg311: tensor<i64>, %arg312: tensor<2048x512x1x1xf32>, %arg313: tensor<2048xf32>, %arg314: tensor<2048xf32>, %arg315: tensor<2048xf32>, %arg316: tensor<2048xf32>, %arg317: tensor<i64>, %arg318: tensor<1000x2048xf32>, %arg319: tensor<1000xf32>, %arg320: tensor<1x3x224x224xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<64xf32>}> : () -> tensor<64xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<256xf32>}> : () -> tensor<256xf32>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<128xf32>}> : () -> tensor<128xf32>
    %5 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<512xf32>}> : () -> tensor<512xf32>
    %6 = "tosa.const_shape"() <{values = dense<[1, 55, 56, 256]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %7 = "tosa.const_shape"() <{values = dense<0> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %8 = "tosa.const_shape"() <{values = dense<[1, 55, 55, 256]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %9 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1024xf32>}> : () -> tensor<1024xf32>
    %10 = "tosa.const_shape"() <{values = dense<[1, 27, 28, 512]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %11 = "tosa.const_shape"() <{values = dense<[1, 27, 27, 512]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %12 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2048xf32>}> : () -> tensor<2048xf32>
    %13 = "tosa.const_shape"() <{values = dense<[1, 2048, 1, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %14 = "tosa.const_shape"() <{values = dense<[1, 13, 14, 1024]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %15 = "tosa.const_shape"() <{values = dense<[1, 13, 13, 1024]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %16 = "tosa.const_shape"() <{values = dense<[1, 1, 2048]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %17 = "tosa.const_shape"() <{values = dense<[1, 2048, 1000]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %18 = "tosa.const_shape"() <{values = dense<[1, 1000]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %19 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %20 = "tosa.const_shape"() <{values = dense<[64, 1, 1, 64]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %21 = "tosa.const_shape"() <{values = dense<[256, 1, 1, 64]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %22 = "tosa.const_shape"() <{values = dense<[64, 1, 1, 256]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %23 = "tosa.const_shape"() <{values = dense<[128, 1, 1, 256]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %24 = "tosa.const_shape"() <{values = dense<[512, 1, 1, 128]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %25 = "tosa.const_shape"() <{values = dense<[512, 1, 1, 256]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %26 = "tosa.const_shape"() <{values = dense<[128, 1, 1, 512]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %27 = "tosa.const_shape"() <{values = dense<[256, 1, 1, 512]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %28 = "tosa.const_shape"() <{values = dense<[1024, 1, 1, 256]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %29 = "tosa.const_shape"() <{values = dense<[1024, 1, 1, 512]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %30 = "tosa.const_shape"() <{values = dense<[256, 1, 1, 1024]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %31 = "tosa.const_shape"() <{values = dense<[512, 1, 1, 1024]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %32 = "tosa.const_shape"() <{values = dense<[2048, 1, 1, 512]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %33 = "tosa.const_shape"() <{values = dense<[2048, 1, 1, 1024]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %34 = "tosa.const_shape"() <{values = dense<[512, 1, 1, 2048]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %35 = "tosa.const"() <{values = dense<0.0204081628> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %36 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 64]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %37 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 256]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %38 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 128]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %39 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 512]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %40 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 1024]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %41 = "tosa.transpose"(%arg320) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32>
    %42 = "tosa.transpose"(%arg0) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<64x3x7x7xf32>) -> tensor<64x7x7x3xf32>
    %43 = "tosa.conv2d"(%41, %42, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 3, 2, 3, 2>, stride = array<i64: 2, 2>}> : (tensor<1x224x224x3xf32>, tensor<64x7x7x3xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x112x112x64xf32>
    %44 = "tosa.add"(%arg4, %19) : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %45 = "tosa.rsqrt"(%44) : (tensor<64xf32>) -> tensor<64xf32>
    %46 = "tosa.reshape"(%arg3, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %47 = "tosa.sub"(%43, %46) : (tensor<1x112x112x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x112x112x64xf32>
    %48 = "tosa.reshape"(%45, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %49 = "tosa.mul"(%47, %48, %2) : (tensor<1x112x112x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x112x112x64xf32>
    %50 = "tosa.reshape"(%arg1, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %51 = "tosa.mul"(%49, %50, %2) : (tensor<1x112x112x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x112x112x64xf32>
    %52 = "tosa.reshape"(%arg2, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %53 = "tosa.add"(%51, %52) : (tensor<1x112x112x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x112x112x64xf32>
    %54 = "tosa.clamp"(%53) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
    %55 = "tosa.max_pool2d"(%54) <{kernel = array<i64: 3, 3>, nan_mode = #tosa.nan_mode<PROPAGATE>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}> : (tensor<1x112x112x64xf32>) -> tensor<1x56x56x64xf32>
    %56 = "tosa.reshape"(%arg6, %20) : (tensor<64x64x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x64xf32>
    %57 = "tosa.conv2d"(%55, %56, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x64xf32>, tensor<64x1x1x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x64xf32>
    %58 = "tosa.add"(%arg10, %19) : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %59 = "tosa.rsqrt"(%58) : (tensor<64xf32>) -> tensor<64xf32>
    %60 = "tosa.reshape"(%arg9, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %61 = "tosa.sub"(%57, %60) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %62 = "tosa.reshape"(%59, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %63 = "tosa.mul"(%61, %62, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %64 = "tosa.reshape"(%arg7, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %65 = "tosa.mul"(%63, %64, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %66 = "tosa.reshape"(%arg8, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %67 = "tosa.add"(%65, %66) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %68 = "tosa.clamp"(%67) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
    %69 = "tosa.transpose"(%arg12) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %70 = "tosa.conv2d"(%68, %69, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x64xf32>
    %71 = "tosa.add"(%arg16, %19) : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %72 = "tosa.rsqrt"(%71) : (tensor<64xf32>) -> tensor<64xf32>
    %73 = "tosa.reshape"(%arg15, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %74 = "tosa.sub"(%70, %73) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %75 = "tosa.reshape"(%72, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %76 = "tosa.mul"(%74, %75, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %77 = "tosa.reshape"(%arg13, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %78 = "tosa.mul"(%76, %77, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %79 = "tosa.reshape"(%arg14, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %80 = "tosa.add"(%78, %79) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %81 = "tosa.clamp"(%80) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
    %82 = "tosa.reshape"(%arg18, %21) : (tensor<256x64x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x64xf32>
    %83 = "tosa.conv2d"(%81, %82, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x64xf32>, tensor<256x1x1x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x256xf32>
    %84 = "tosa.add"(%arg22, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %85 = "tosa.rsqrt"(%84) : (tensor<256xf32>) -> tensor<256xf32>
    %86 = "tosa.reshape"(%arg21, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %87 = "tosa.sub"(%83, %86) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x56x56x256xf32>
    %88 = "tosa.reshape"(%85, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %89 = "tosa.mul"(%87, %88, %2) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x56x56x256xf32>
    %90 = "tosa.reshape"(%arg19, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %91 = "tosa.mul"(%89, %90, %2) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x56x56x256xf32>
    %92 = "tosa.reshape"(%arg20, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %93 = "tosa.add"(%91, %92) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x56x56x256xf32>
    %94 = "tosa.reshape"(%arg24, %21) : (tensor<256x64x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x64xf32>
    %95 = "tosa.conv2d"(%55, %94, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x64xf32>, tensor<256x1x1x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x256xf32>
    %96 = "tosa.add"(%arg28, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %97 = "tosa.rsqrt"(%96) : (tensor<256xf32>) -> tensor<256xf32>
    %98 = "tosa.reshape"(%arg27, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %99 = "tosa.sub"(%95, %98) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x56x56x256xf32>
    %100 = "tosa.reshape"(%97, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %101 = "tosa.mul"(%99, %100, %2) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x56x56x256xf32>
    %102 = "tosa.reshape"(%arg25, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %103 = "tosa.mul"(%101, %102, %2) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x56x56x256xf32>
    %104 = "tosa.reshape"(%arg26, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %105 = "tosa.add"(%103, %104) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x56x56x256xf32>
    %106 = "tosa.add"(%93, %105) : (tensor<1x56x56x256xf32>, tensor<1x56x56x256xf32>) -> tensor<1x56x56x256xf32>
    %107 = "tosa.clamp"(%106) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x256xf32>) -> tensor<1x56x56x256xf32>
    %108 = "tosa.reshape"(%arg30, %22) : (tensor<64x256x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x256xf32>
    %109 = "tosa.conv2d"(%107, %108, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x256xf32>, tensor<64x1x1x256xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x64xf32>
    %110 = "tosa.add"(%arg34, %19) : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %111 = "tosa.rsqrt"(%110) : (tensor<64xf32>) -> tensor<64xf32>
    %112 = "tosa.reshape"(%arg33, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %113 = "tosa.sub"(%109, %112) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %114 = "tosa.reshape"(%111, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %115 = "tosa.mul"(%113, %114, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %116 = "tosa.reshape"(%arg31, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %117 = "tosa.mul"(%115, %116, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %118 = "tosa.reshape"(%arg32, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %119 = "tosa.add"(%117, %118) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %120 = "tosa.clamp"(%119) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
    %121 = "tosa.transpose"(%arg36) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %122 = "tosa.conv2d"(%120, %121, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x64xf32>
    %123 = "tosa.add"(%arg40, %19) : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %124 = "tosa.rsqrt"(%123) : (tensor<64xf32>) -> tensor<64xf32>
    %125 = "tosa.reshape"(%arg39, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %126 = "tosa.sub"(%122, %125) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %127 = "tosa.reshape"(%124, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %128 = "tosa.mul"(%126, %127, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %129 = "tosa.reshape"(%arg37, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %130 = "tosa.mul"(%128, %129, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %131 = "tosa.reshape"(%arg38, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %132 = "tosa.add"(%130, %131) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %133 = "tosa.clamp"(%132) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
    %134 = "tosa.reshape"(%arg42, %21) : (tensor<256x64x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x64xf32>
    %135 = "tosa.conv2d"(%133, %134, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x64xf32>, tensor<256x1x1x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x256xf32>
    %136 = "tosa.add"(%arg46, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %137 = "tosa.rsqrt"(%136) : (tensor<256xf32>) -> tensor<256xf32>
    %138 = "tosa.reshape"(%arg45, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %139 = "tosa.sub"(%135, %138) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x56x56x256xf32>
    %140 = "tosa.reshape"(%137, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %141 = "tosa.mul"(%139, %140, %2) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x56x56x256xf32>
    %142 = "tosa.reshape"(%arg43, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %143 = "tosa.mul"(%141, %142, %2) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x56x56x256xf32>
    %144 = "tosa.reshape"(%arg44, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %145 = "tosa.add"(%143, %144) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x56x56x256xf32>
    %146 = "tosa.add"(%145, %107) : (tensor<1x56x56x256xf32>, tensor<1x56x56x256xf32>) -> tensor<1x56x56x256xf32>
    %147 = "tosa.clamp"(%146) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x256xf32>) -> tensor<1x56x56x256xf32>
    %148 = "tosa.reshape"(%arg48, %22) : (tensor<64x256x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x256xf32>
    %149 = "tosa.conv2d"(%147, %148, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x256xf32>, tensor<64x1x1x256xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x64xf32>
    %150 = "tosa.add"(%arg52, %19) : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %151 = "tosa.rsqrt"(%150) : (tensor<64xf32>) -> tensor<64xf32>
    %152 = "tosa.reshape"(%arg51, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %153 = "tosa.sub"(%149, %152) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %154 = "tosa.reshape"(%151, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %155 = "tosa.mul"(%153, %154, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %156 = "tosa.reshape"(%arg49, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %157 = "tosa.mul"(%155, %156, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %158 = "tosa.reshape"(%arg50, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %159 = "tosa.add"(%157, %158) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %160 = "tosa.clamp"(%159) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
    %161 = "tosa.transpose"(%arg54) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %162 = "tosa.conv2d"(%160, %161, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x64xf32>
    %163 = "tosa.add"(%arg58, %19) : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %164 = "tosa.rsqrt"(%163) : (tensor<64xf32>) -> tensor<64xf32>
    %165 = "tosa.reshape"(%arg57, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %166 = "tosa.sub"(%162, %165) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %167 = "tosa.reshape"(%164, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %168 = "tosa.mul"(%166, %167, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %169 = "tosa.reshape"(%arg55, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %170 = "tosa.mul"(%168, %169, %2) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x56x56x64xf32>
    %171 = "tosa.reshape"(%arg56, %36) : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %172 = "tosa.add"(%170, %171) : (tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x56x56x64xf32>
    %173 = "tosa.clamp"(%172) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
    %174 = "tosa.reshape"(%arg60, %21) : (tensor<256x64x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x64xf32>
    %175 = "tosa.conv2d"(%173, %174, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x64xf32>, tensor<256x1x1x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x256xf32>
    %176 = "tosa.add"(%arg64, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %177 = "tosa.rsqrt"(%176) : (tensor<256xf32>) -> tensor<256xf32>
    %178 = "tosa.reshape"(%arg63, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %179 = "tosa.sub"(%175, %178) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x56x56x256xf32>
    %180 = "tosa.reshape"(%177, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %181 = "tosa.mul"(%179, %180, %2) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x56x56x256xf32>
    %182 = "tosa.reshape"(%arg61, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %183 = "tosa.mul"(%181, %182, %2) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x56x56x256xf32>
    %184 = "tosa.reshape"(%arg62, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %185 = "tosa.add"(%183, %184) : (tensor<1x56x56x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x56x56x256xf32>
    %186 = "tosa.add"(%185, %147) : (tensor<1x56x56x256xf32>, tensor<1x56x56x256xf32>) -> tensor<1x56x56x256xf32>
    %187 = "tosa.clamp"(%186) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x256xf32>) -> tensor<1x56x56x256xf32>
    %188 = "tosa.reshape"(%arg66, %23) : (tensor<128x256x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x256xf32>
    %189 = "tosa.conv2d"(%187, %188, %4, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x56x56x256xf32>, tensor<128x1x1x256xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x128xf32>
    %190 = "tosa.add"(%arg70, %19) : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %191 = "tosa.rsqrt"(%190) : (tensor<128xf32>) -> tensor<128xf32>
    %192 = "tosa.reshape"(%arg69, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %193 = "tosa.sub"(%189, %192) : (tensor<1x56x56x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x56x56x128xf32>
    %194 = "tosa.reshape"(%191, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %195 = "tosa.mul"(%193, %194, %2) : (tensor<1x56x56x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x56x56x128xf32>
    %196 = "tosa.reshape"(%arg67, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %197 = "tosa.mul"(%195, %196, %2) : (tensor<1x56x56x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x56x56x128xf32>
    %198 = "tosa.reshape"(%arg68, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %199 = "tosa.add"(%197, %198) : (tensor<1x56x56x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x56x56x128xf32>
    %200 = "tosa.clamp"(%199) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x56x56x128xf32>) -> tensor<1x56x56x128xf32>
    %201 = "tosa.transpose"(%arg72) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %202 = "tosa.conv2d"(%200, %201, %4, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}> : (tensor<1x56x56x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x128xf32>
    %203 = "tosa.add"(%arg76, %19) : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %204 = "tosa.rsqrt"(%203) : (tensor<128xf32>) -> tensor<128xf32>
    %205 = "tosa.reshape"(%arg75, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %206 = "tosa.sub"(%202, %205) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %207 = "tosa.reshape"(%204, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %208 = "tosa.mul"(%206, %207, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %209 = "tosa.reshape"(%arg73, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %210 = "tosa.mul"(%208, %209, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %211 = "tosa.reshape"(%arg74, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %212 = "tosa.add"(%210, %211) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %213 = "tosa.clamp"(%212) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32>
    %214 = "tosa.reshape"(%arg78, %24) : (tensor<512x128x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x128xf32>
    %215 = "tosa.conv2d"(%213, %214, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x128xf32>, tensor<512x1x1x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x512xf32>
    %216 = "tosa.add"(%arg82, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %217 = "tosa.rsqrt"(%216) : (tensor<512xf32>) -> tensor<512xf32>
    %218 = "tosa.reshape"(%arg81, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %219 = "tosa.sub"(%215, %218) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %220 = "tosa.reshape"(%217, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %221 = "tosa.mul"(%219, %220, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %222 = "tosa.reshape"(%arg79, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %223 = "tosa.mul"(%221, %222, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %224 = "tosa.reshape"(%arg80, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %225 = "tosa.add"(%223, %224) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %226 = "tosa.reshape"(%arg84, %25) : (tensor<512x256x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x256xf32>
    %227 = "tosa.slice"(%187, %7, %6) : (tensor<1x56x56x256xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x55x56x256xf32>
    %228 = "tosa.slice"(%227, %7, %8) : (tensor<1x55x56x256xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x55x55x256xf32>
    %229 = "tosa.conv2d"(%228, %226, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x55x55x256xf32>, tensor<512x1x1x256xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x512xf32>
    %230 = "tosa.add"(%arg88, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %231 = "tosa.rsqrt"(%230) : (tensor<512xf32>) -> tensor<512xf32>
    %232 = "tosa.reshape"(%arg87, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %233 = "tosa.sub"(%229, %232) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %234 = "tosa.reshape"(%231, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %235 = "tosa.mul"(%233, %234, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %236 = "tosa.reshape"(%arg85, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %237 = "tosa.mul"(%235, %236, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %238 = "tosa.reshape"(%arg86, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %239 = "tosa.add"(%237, %238) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %240 = "tosa.add"(%225, %239) : (tensor<1x28x28x512xf32>, tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
    %241 = "tosa.clamp"(%240) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
    %242 = "tosa.reshape"(%arg90, %26) : (tensor<128x512x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x512xf32>
    %243 = "tosa.conv2d"(%241, %242, %4, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x512xf32>, tensor<128x1x1x512xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x128xf32>
    %244 = "tosa.add"(%arg94, %19) : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %245 = "tosa.rsqrt"(%244) : (tensor<128xf32>) -> tensor<128xf32>
    %246 = "tosa.reshape"(%arg93, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %247 = "tosa.sub"(%243, %246) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %248 = "tosa.reshape"(%245, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %249 = "tosa.mul"(%247, %248, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %250 = "tosa.reshape"(%arg91, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %251 = "tosa.mul"(%249, %250, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %252 = "tosa.reshape"(%arg92, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %253 = "tosa.add"(%251, %252) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %254 = "tosa.clamp"(%253) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32>
    %255 = "tosa.transpose"(%arg96) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %256 = "tosa.conv2d"(%254, %255, %4, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x128xf32>
    %257 = "tosa.add"(%arg100, %19) : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %258 = "tosa.rsqrt"(%257) : (tensor<128xf32>) -> tensor<128xf32>
    %259 = "tosa.reshape"(%arg99, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %260 = "tosa.sub"(%256, %259) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %261 = "tosa.reshape"(%258, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %262 = "tosa.mul"(%260, %261, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %263 = "tosa.reshape"(%arg97, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %264 = "tosa.mul"(%262, %263, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %265 = "tosa.reshape"(%arg98, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %266 = "tosa.add"(%264, %265) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %267 = "tosa.clamp"(%266) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32>
    %268 = "tosa.reshape"(%arg102, %24) : (tensor<512x128x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x128xf32>
    %269 = "tosa.conv2d"(%267, %268, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x128xf32>, tensor<512x1x1x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x512xf32>
    %270 = "tosa.add"(%arg106, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %271 = "tosa.rsqrt"(%270) : (tensor<512xf32>) -> tensor<512xf32>
    %272 = "tosa.reshape"(%arg105, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %273 = "tosa.sub"(%269, %272) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %274 = "tosa.reshape"(%271, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %275 = "tosa.mul"(%273, %274, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %276 = "tosa.reshape"(%arg103, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %277 = "tosa.mul"(%275, %276, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %278 = "tosa.reshape"(%arg104, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %279 = "tosa.add"(%277, %278) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %280 = "tosa.add"(%279, %241) : (tensor<1x28x28x512xf32>, tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
    %281 = "tosa.clamp"(%280) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
    %282 = "tosa.reshape"(%arg108, %26) : (tensor<128x512x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x512xf32>
    %283 = "tosa.conv2d"(%281, %282, %4, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x512xf32>, tensor<128x1x1x512xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x128xf32>
    %284 = "tosa.add"(%arg112, %19) : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %285 = "tosa.rsqrt"(%284) : (tensor<128xf32>) -> tensor<128xf32>
    %286 = "tosa.reshape"(%arg111, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %287 = "tosa.sub"(%283, %286) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %288 = "tosa.reshape"(%285, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %289 = "tosa.mul"(%287, %288, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %290 = "tosa.reshape"(%arg109, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %291 = "tosa.mul"(%289, %290, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %292 = "tosa.reshape"(%arg110, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %293 = "tosa.add"(%291, %292) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %294 = "tosa.clamp"(%293) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32>
    %295 = "tosa.transpose"(%arg114) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %296 = "tosa.conv2d"(%294, %295, %4, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x128xf32>
    %297 = "tosa.add"(%arg118, %19) : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %298 = "tosa.rsqrt"(%297) : (tensor<128xf32>) -> tensor<128xf32>
    %299 = "tosa.reshape"(%arg117, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %300 = "tosa.sub"(%296, %299) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %301 = "tosa.reshape"(%298, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %302 = "tosa.mul"(%300, %301, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %303 = "tosa.reshape"(%arg115, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %304 = "tosa.mul"(%302, %303, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %305 = "tosa.reshape"(%arg116, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %306 = "tosa.add"(%304, %305) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %307 = "tosa.clamp"(%306) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32>
    %308 = "tosa.reshape"(%arg120, %24) : (tensor<512x128x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x128xf32>
    %309 = "tosa.conv2d"(%307, %308, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x128xf32>, tensor<512x1x1x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x512xf32>
    %310 = "tosa.add"(%arg124, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %311 = "tosa.rsqrt"(%310) : (tensor<512xf32>) -> tensor<512xf32>
    %312 = "tosa.reshape"(%arg123, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %313 = "tosa.sub"(%309, %312) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %314 = "tosa.reshape"(%311, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %315 = "tosa.mul"(%313, %314, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %316 = "tosa.reshape"(%arg121, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %317 = "tosa.mul"(%315, %316, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %318 = "tosa.reshape"(%arg122, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %319 = "tosa.add"(%317, %318) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %320 = "tosa.add"(%319, %281) : (tensor<1x28x28x512xf32>, tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
    %321 = "tosa.clamp"(%320) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
    %322 = "tosa.reshape"(%arg126, %26) : (tensor<128x512x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x512xf32>
    %323 = "tosa.conv2d"(%321, %322, %4, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x512xf32>, tensor<128x1x1x512xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x128xf32>
    %324 = "tosa.add"(%arg130, %19) : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %325 = "tosa.rsqrt"(%324) : (tensor<128xf32>) -> tensor<128xf32>
    %326 = "tosa.reshape"(%arg129, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %327 = "tosa.sub"(%323, %326) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %328 = "tosa.reshape"(%325, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %329 = "tosa.mul"(%327, %328, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %330 = "tosa.reshape"(%arg127, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %331 = "tosa.mul"(%329, %330, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %332 = "tosa.reshape"(%arg128, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %333 = "tosa.add"(%331, %332) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %334 = "tosa.clamp"(%333) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32>
    %335 = "tosa.transpose"(%arg132) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %336 = "tosa.conv2d"(%334, %335, %4, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x128xf32>
    %337 = "tosa.add"(%arg136, %19) : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %338 = "tosa.rsqrt"(%337) : (tensor<128xf32>) -> tensor<128xf32>
    %339 = "tosa.reshape"(%arg135, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %340 = "tosa.sub"(%336, %339) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %341 = "tosa.reshape"(%338, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %342 = "tosa.mul"(%340, %341, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %343 = "tosa.reshape"(%arg133, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %344 = "tosa.mul"(%342, %343, %2) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x28x28x128xf32>
    %345 = "tosa.reshape"(%arg134, %38) : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %346 = "tosa.add"(%344, %345) : (tensor<1x28x28x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x28x28x128xf32>
    %347 = "tosa.clamp"(%346) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32>
    %348 = "tosa.reshape"(%arg138, %24) : (tensor<512x128x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x128xf32>
    %349 = "tosa.conv2d"(%347, %348, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x128xf32>, tensor<512x1x1x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x512xf32>
    %350 = "tosa.add"(%arg142, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %351 = "tosa.rsqrt"(%350) : (tensor<512xf32>) -> tensor<512xf32>
    %352 = "tosa.reshape"(%arg141, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %353 = "tosa.sub"(%349, %352) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %354 = "tosa.reshape"(%351, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %355 = "tosa.mul"(%353, %354, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %356 = "tosa.reshape"(%arg139, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %357 = "tosa.mul"(%355, %356, %2) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x28x28x512xf32>
    %358 = "tosa.reshape"(%arg140, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %359 = "tosa.add"(%357, %358) : (tensor<1x28x28x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x28x28x512xf32>
    %360 = "tosa.add"(%359, %321) : (tensor<1x28x28x512xf32>, tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
    %361 = "tosa.clamp"(%360) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x512xf32>) -> tensor<1x28x28x512xf32>
    %362 = "tosa.reshape"(%arg144, %27) : (tensor<256x512x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x512xf32>
    %363 = "tosa.conv2d"(%361, %362, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x28x28x512xf32>, tensor<256x1x1x512xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x28x28x256xf32>
    %364 = "tosa.add"(%arg148, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %365 = "tosa.rsqrt"(%364) : (tensor<256xf32>) -> tensor<256xf32>
    %366 = "tosa.reshape"(%arg147, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %367 = "tosa.sub"(%363, %366) : (tensor<1x28x28x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x28x28x256xf32>
    %368 = "tosa.reshape"(%365, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %369 = "tosa.mul"(%367, %368, %2) : (tensor<1x28x28x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x28x28x256xf32>
    %370 = "tosa.reshape"(%arg145, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %371 = "tosa.mul"(%369, %370, %2) : (tensor<1x28x28x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x28x28x256xf32>
    %372 = "tosa.reshape"(%arg146, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %373 = "tosa.add"(%371, %372) : (tensor<1x28x28x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x28x28x256xf32>
    %374 = "tosa.clamp"(%373) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x28x28x256xf32>) -> tensor<1x28x28x256xf32>
    %375 = "tosa.transpose"(%arg150) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %376 = "tosa.conv2d"(%374, %375, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}> : (tensor<1x28x28x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %377 = "tosa.add"(%arg154, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %378 = "tosa.rsqrt"(%377) : (tensor<256xf32>) -> tensor<256xf32>
    %379 = "tosa.reshape"(%arg153, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %380 = "tosa.sub"(%376, %379) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %381 = "tosa.reshape"(%378, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %382 = "tosa.mul"(%380, %381, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %383 = "tosa.reshape"(%arg151, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %384 = "tosa.mul"(%382, %383, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %385 = "tosa.reshape"(%arg152, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %386 = "tosa.add"(%384, %385) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %387 = "tosa.clamp"(%386) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %388 = "tosa.reshape"(%arg156, %28) : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %389 = "tosa.conv2d"(%387, %388, %9, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x1024xf32>
    %390 = "tosa.add"(%arg160, %19) : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %391 = "tosa.rsqrt"(%390) : (tensor<1024xf32>) -> tensor<1024xf32>
    %392 = "tosa.reshape"(%arg159, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %393 = "tosa.sub"(%389, %392) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %394 = "tosa.reshape"(%391, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %395 = "tosa.mul"(%393, %394, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %396 = "tosa.reshape"(%arg157, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %397 = "tosa.mul"(%395, %396, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %398 = "tosa.reshape"(%arg158, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %399 = "tosa.add"(%397, %398) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %400 = "tosa.reshape"(%arg162, %29) : (tensor<1024x512x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x512xf32>
    %401 = "tosa.slice"(%361, %7, %10) : (tensor<1x28x28x512xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x27x28x512xf32>
    %402 = "tosa.slice"(%401, %7, %11) : (tensor<1x27x28x512xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x27x27x512xf32>
    %403 = "tosa.conv2d"(%402, %400, %9, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x27x27x512xf32>, tensor<1024x1x1x512xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x1024xf32>
    %404 = "tosa.add"(%arg166, %19) : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %405 = "tosa.rsqrt"(%404) : (tensor<1024xf32>) -> tensor<1024xf32>
    %406 = "tosa.reshape"(%arg165, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %407 = "tosa.sub"(%403, %406) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %408 = "tosa.reshape"(%405, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %409 = "tosa.mul"(%407, %408, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %410 = "tosa.reshape"(%arg163, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %411 = "tosa.mul"(%409, %410, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %412 = "tosa.reshape"(%arg164, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %413 = "tosa.add"(%411, %412) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %414 = "tosa.add"(%399, %413) : (tensor<1x14x14x1024xf32>, tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %415 = "tosa.clamp"(%414) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %416 = "tosa.reshape"(%arg168, %30) : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %417 = "tosa.conv2d"(%415, %416, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %418 = "tosa.add"(%arg172, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %419 = "tosa.rsqrt"(%418) : (tensor<256xf32>) -> tensor<256xf32>
    %420 = "tosa.reshape"(%arg171, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %421 = "tosa.sub"(%417, %420) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %422 = "tosa.reshape"(%419, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %423 = "tosa.mul"(%421, %422, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %424 = "tosa.reshape"(%arg169, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %425 = "tosa.mul"(%423, %424, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %426 = "tosa.reshape"(%arg170, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %427 = "tosa.add"(%425, %426) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %428 = "tosa.clamp"(%427) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %429 = "tosa.transpose"(%arg174) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %430 = "tosa.conv2d"(%428, %429, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %431 = "tosa.add"(%arg178, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %432 = "tosa.rsqrt"(%431) : (tensor<256xf32>) -> tensor<256xf32>
    %433 = "tosa.reshape"(%arg177, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %434 = "tosa.sub"(%430, %433) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %435 = "tosa.reshape"(%432, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %436 = "tosa.mul"(%434, %435, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %437 = "tosa.reshape"(%arg175, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %438 = "tosa.mul"(%436, %437, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %439 = "tosa.reshape"(%arg176, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %440 = "tosa.add"(%438, %439) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %441 = "tosa.clamp"(%440) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %442 = "tosa.reshape"(%arg180, %28) : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %443 = "tosa.conv2d"(%441, %442, %9, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x1024xf32>
    %444 = "tosa.add"(%arg184, %19) : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %445 = "tosa.rsqrt"(%444) : (tensor<1024xf32>) -> tensor<1024xf32>
    %446 = "tosa.reshape"(%arg183, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %447 = "tosa.sub"(%443, %446) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %448 = "tosa.reshape"(%445, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %449 = "tosa.mul"(%447, %448, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %450 = "tosa.reshape"(%arg181, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %451 = "tosa.mul"(%449, %450, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %452 = "tosa.reshape"(%arg182, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %453 = "tosa.add"(%451, %452) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %454 = "tosa.add"(%453, %415) : (tensor<1x14x14x1024xf32>, tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %455 = "tosa.clamp"(%454) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %456 = "tosa.reshape"(%arg186, %30) : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %457 = "tosa.conv2d"(%455, %456, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %458 = "tosa.add"(%arg190, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %459 = "tosa.rsqrt"(%458) : (tensor<256xf32>) -> tensor<256xf32>
    %460 = "tosa.reshape"(%arg189, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %461 = "tosa.sub"(%457, %460) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %462 = "tosa.reshape"(%459, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %463 = "tosa.mul"(%461, %462, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %464 = "tosa.reshape"(%arg187, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %465 = "tosa.mul"(%463, %464, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %466 = "tosa.reshape"(%arg188, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %467 = "tosa.add"(%465, %466) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %468 = "tosa.clamp"(%467) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %469 = "tosa.transpose"(%arg192) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %470 = "tosa.conv2d"(%468, %469, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %471 = "tosa.add"(%arg196, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %472 = "tosa.rsqrt"(%471) : (tensor<256xf32>) -> tensor<256xf32>
    %473 = "tosa.reshape"(%arg195, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %474 = "tosa.sub"(%470, %473) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %475 = "tosa.reshape"(%472, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %476 = "tosa.mul"(%474, %475, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %477 = "tosa.reshape"(%arg193, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %478 = "tosa.mul"(%476, %477, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %479 = "tosa.reshape"(%arg194, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %480 = "tosa.add"(%478, %479) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %481 = "tosa.clamp"(%480) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %482 = "tosa.reshape"(%arg198, %28) : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %483 = "tosa.conv2d"(%481, %482, %9, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x1024xf32>
    %484 = "tosa.add"(%arg202, %19) : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %485 = "tosa.rsqrt"(%484) : (tensor<1024xf32>) -> tensor<1024xf32>
    %486 = "tosa.reshape"(%arg201, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %487 = "tosa.sub"(%483, %486) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %488 = "tosa.reshape"(%485, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %489 = "tosa.mul"(%487, %488, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %490 = "tosa.reshape"(%arg199, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %491 = "tosa.mul"(%489, %490, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %492 = "tosa.reshape"(%arg200, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %493 = "tosa.add"(%491, %492) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %494 = "tosa.add"(%493, %455) : (tensor<1x14x14x1024xf32>, tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %495 = "tosa.clamp"(%494) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %496 = "tosa.reshape"(%arg204, %30) : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %497 = "tosa.conv2d"(%495, %496, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %498 = "tosa.add"(%arg208, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %499 = "tosa.rsqrt"(%498) : (tensor<256xf32>) -> tensor<256xf32>
    %500 = "tosa.reshape"(%arg207, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %501 = "tosa.sub"(%497, %500) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %502 = "tosa.reshape"(%499, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %503 = "tosa.mul"(%501, %502, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %504 = "tosa.reshape"(%arg205, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %505 = "tosa.mul"(%503, %504, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %506 = "tosa.reshape"(%arg206, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %507 = "tosa.add"(%505, %506) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %508 = "tosa.clamp"(%507) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %509 = "tosa.transpose"(%arg210) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %510 = "tosa.conv2d"(%508, %509, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %511 = "tosa.add"(%arg214, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %512 = "tosa.rsqrt"(%511) : (tensor<256xf32>) -> tensor<256xf32>
    %513 = "tosa.reshape"(%arg213, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %514 = "tosa.sub"(%510, %513) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %515 = "tosa.reshape"(%512, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %516 = "tosa.mul"(%514, %515, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %517 = "tosa.reshape"(%arg211, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %518 = "tosa.mul"(%516, %517, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %519 = "tosa.reshape"(%arg212, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %520 = "tosa.add"(%518, %519) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %521 = "tosa.clamp"(%520) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %522 = "tosa.reshape"(%arg216, %28) : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %523 = "tosa.conv2d"(%521, %522, %9, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x1024xf32>
    %524 = "tosa.add"(%arg220, %19) : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %525 = "tosa.rsqrt"(%524) : (tensor<1024xf32>) -> tensor<1024xf32>
    %526 = "tosa.reshape"(%arg219, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %527 = "tosa.sub"(%523, %526) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %528 = "tosa.reshape"(%525, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %529 = "tosa.mul"(%527, %528, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %530 = "tosa.reshape"(%arg217, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %531 = "tosa.mul"(%529, %530, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %532 = "tosa.reshape"(%arg218, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %533 = "tosa.add"(%531, %532) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %534 = "tosa.add"(%533, %495) : (tensor<1x14x14x1024xf32>, tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %535 = "tosa.clamp"(%534) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %536 = "tosa.reshape"(%arg222, %30) : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %537 = "tosa.conv2d"(%535, %536, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %538 = "tosa.add"(%arg226, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %539 = "tosa.rsqrt"(%538) : (tensor<256xf32>) -> tensor<256xf32>
    %540 = "tosa.reshape"(%arg225, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %541 = "tosa.sub"(%537, %540) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %542 = "tosa.reshape"(%539, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %543 = "tosa.mul"(%541, %542, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %544 = "tosa.reshape"(%arg223, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %545 = "tosa.mul"(%543, %544, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %546 = "tosa.reshape"(%arg224, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %547 = "tosa.add"(%545, %546) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %548 = "tosa.clamp"(%547) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %549 = "tosa.transpose"(%arg228) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %550 = "tosa.conv2d"(%548, %549, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %551 = "tosa.add"(%arg232, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %552 = "tosa.rsqrt"(%551) : (tensor<256xf32>) -> tensor<256xf32>
    %553 = "tosa.reshape"(%arg231, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %554 = "tosa.sub"(%550, %553) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %555 = "tosa.reshape"(%552, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %556 = "tosa.mul"(%554, %555, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %557 = "tosa.reshape"(%arg229, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %558 = "tosa.mul"(%556, %557, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %559 = "tosa.reshape"(%arg230, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %560 = "tosa.add"(%558, %559) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %561 = "tosa.clamp"(%560) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %562 = "tosa.reshape"(%arg234, %28) : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %563 = "tosa.conv2d"(%561, %562, %9, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x1024xf32>
    %564 = "tosa.add"(%arg238, %19) : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %565 = "tosa.rsqrt"(%564) : (tensor<1024xf32>) -> tensor<1024xf32>
    %566 = "tosa.reshape"(%arg237, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %567 = "tosa.sub"(%563, %566) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %568 = "tosa.reshape"(%565, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %569 = "tosa.mul"(%567, %568, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %570 = "tosa.reshape"(%arg235, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %571 = "tosa.mul"(%569, %570, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %572 = "tosa.reshape"(%arg236, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %573 = "tosa.add"(%571, %572) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %574 = "tosa.add"(%573, %535) : (tensor<1x14x14x1024xf32>, tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %575 = "tosa.clamp"(%574) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %576 = "tosa.reshape"(%arg240, %30) : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %577 = "tosa.conv2d"(%575, %576, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %578 = "tosa.add"(%arg244, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %579 = "tosa.rsqrt"(%578) : (tensor<256xf32>) -> tensor<256xf32>
    %580 = "tosa.reshape"(%arg243, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %581 = "tosa.sub"(%577, %580) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %582 = "tosa.reshape"(%579, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %583 = "tosa.mul"(%581, %582, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %584 = "tosa.reshape"(%arg241, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %585 = "tosa.mul"(%583, %584, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %586 = "tosa.reshape"(%arg242, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %587 = "tosa.add"(%585, %586) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %588 = "tosa.clamp"(%587) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %589 = "tosa.transpose"(%arg246) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %590 = "tosa.conv2d"(%588, %589, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x256xf32>
    %591 = "tosa.add"(%arg250, %19) : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %592 = "tosa.rsqrt"(%591) : (tensor<256xf32>) -> tensor<256xf32>
    %593 = "tosa.reshape"(%arg249, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %594 = "tosa.sub"(%590, %593) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %595 = "tosa.reshape"(%592, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %596 = "tosa.mul"(%594, %595, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %597 = "tosa.reshape"(%arg247, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %598 = "tosa.mul"(%596, %597, %2) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x14x14x256xf32>
    %599 = "tosa.reshape"(%arg248, %37) : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %600 = "tosa.add"(%598, %599) : (tensor<1x14x14x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x14x14x256xf32>
    %601 = "tosa.clamp"(%600) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
    %602 = "tosa.reshape"(%arg252, %28) : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %603 = "tosa.conv2d"(%601, %602, %9, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x1024xf32>
    %604 = "tosa.add"(%arg256, %19) : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %605 = "tosa.rsqrt"(%604) : (tensor<1024xf32>) -> tensor<1024xf32>
    %606 = "tosa.reshape"(%arg255, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %607 = "tosa.sub"(%603, %606) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %608 = "tosa.reshape"(%605, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %609 = "tosa.mul"(%607, %608, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %610 = "tosa.reshape"(%arg253, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %611 = "tosa.mul"(%609, %610, %2) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x14x14x1024xf32>
    %612 = "tosa.reshape"(%arg254, %40) : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %613 = "tosa.add"(%611, %612) : (tensor<1x14x14x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x14x14x1024xf32>
    %614 = "tosa.add"(%613, %575) : (tensor<1x14x14x1024xf32>, tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %615 = "tosa.clamp"(%614) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x1024xf32>) -> tensor<1x14x14x1024xf32>
    %616 = "tosa.reshape"(%arg258, %31) : (tensor<512x1024x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x1024xf32>
    %617 = "tosa.conv2d"(%615, %616, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x14x14x1024xf32>, tensor<512x1x1x1024xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x14x512xf32>
    %618 = "tosa.add"(%arg262, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %619 = "tosa.rsqrt"(%618) : (tensor<512xf32>) -> tensor<512xf32>
    %620 = "tosa.reshape"(%arg261, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %621 = "tosa.sub"(%617, %620) : (tensor<1x14x14x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x14x14x512xf32>
    %622 = "tosa.reshape"(%619, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %623 = "tosa.mul"(%621, %622, %2) : (tensor<1x14x14x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x14x14x512xf32>
    %624 = "tosa.reshape"(%arg259, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %625 = "tosa.mul"(%623, %624, %2) : (tensor<1x14x14x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x14x14x512xf32>
    %626 = "tosa.reshape"(%arg260, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %627 = "tosa.add"(%625, %626) : (tensor<1x14x14x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x14x14x512xf32>
    %628 = "tosa.clamp"(%627) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x14x14x512xf32>) -> tensor<1x14x14x512xf32>
    %629 = "tosa.transpose"(%arg264) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %630 = "tosa.conv2d"(%628, %629, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}> : (tensor<1x14x14x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x512xf32>
    %631 = "tosa.add"(%arg268, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %632 = "tosa.rsqrt"(%631) : (tensor<512xf32>) -> tensor<512xf32>
    %633 = "tosa.reshape"(%arg267, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %634 = "tosa.sub"(%630, %633) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %635 = "tosa.reshape"(%632, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %636 = "tosa.mul"(%634, %635, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %637 = "tosa.reshape"(%arg265, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %638 = "tosa.mul"(%636, %637, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %639 = "tosa.reshape"(%arg266, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %640 = "tosa.add"(%638, %639) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %641 = "tosa.clamp"(%640) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x7x7x512xf32>) -> tensor<1x7x7x512xf32>
    %642 = "tosa.reshape"(%arg270, %32) : (tensor<2048x512x1x1xf32>, !tosa.shape<4>) -> tensor<2048x1x1x512xf32>
    %643 = "tosa.conv2d"(%641, %642, %12, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x7x7x512xf32>, tensor<2048x1x1x512xf32>, tensor<2048xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x2048xf32>
    %644 = "tosa.transpose"(%643) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<1x7x7x2048xf32>) -> tensor<1x2048x7x7xf32>
    %645 = "tosa.add"(%arg274, %19) : (tensor<2048xf32>, tensor<1xf32>) -> tensor<2048xf32>
    %646 = "tosa.rsqrt"(%645) : (tensor<2048xf32>) -> tensor<2048xf32>
    %647 = "tosa.reshape"(%arg273, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %648 = "tosa.sub"(%644, %647) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x7x7xf32>
    %649 = "tosa.reshape"(%646, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %650 = "tosa.mul"(%648, %649, %2) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x7x7xf32>
    %651 = "tosa.reshape"(%arg271, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %652 = "tosa.mul"(%650, %651, %2) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x7x7xf32>
    %653 = "tosa.reshape"(%arg272, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %654 = "tosa.add"(%652, %653) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x7x7xf32>
    %655 = "tosa.reshape"(%arg276, %33) : (tensor<2048x1024x1x1xf32>, !tosa.shape<4>) -> tensor<2048x1x1x1024xf32>
    %656 = "tosa.slice"(%615, %7, %14) : (tensor<1x14x14x1024xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x13x14x1024xf32>
    %657 = "tosa.slice"(%656, %7, %15) : (tensor<1x13x14x1024xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x13x13x1024xf32>
    %658 = "tosa.conv2d"(%657, %655, %12, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x13x13x1024xf32>, tensor<2048x1x1x1024xf32>, tensor<2048xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x2048xf32>
    %659 = "tosa.transpose"(%658) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<1x7x7x2048xf32>) -> tensor<1x2048x7x7xf32>
    %660 = "tosa.add"(%arg280, %19) : (tensor<2048xf32>, tensor<1xf32>) -> tensor<2048xf32>
    %661 = "tosa.rsqrt"(%660) : (tensor<2048xf32>) -> tensor<2048xf32>
    %662 = "tosa.reshape"(%arg279, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %663 = "tosa.sub"(%659, %662) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x7x7xf32>
    %664 = "tosa.reshape"(%661, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %665 = "tosa.mul"(%663, %664, %2) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x7x7xf32>
    %666 = "tosa.reshape"(%arg277, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %667 = "tosa.mul"(%665, %666, %2) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x7x7xf32>
    %668 = "tosa.reshape"(%arg278, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %669 = "tosa.add"(%667, %668) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x7x7xf32>
    %670 = "tosa.add"(%654, %669) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %671 = "tosa.clamp"(%670) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %672 = "tosa.transpose"(%671) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x2048x7x7xf32>) -> tensor<1x7x7x2048xf32>
    %673 = "tosa.reshape"(%arg282, %34) : (tensor<512x2048x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x2048xf32>
    %674 = "tosa.conv2d"(%672, %673, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x7x7x2048xf32>, tensor<512x1x1x2048xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x512xf32>
    %675 = "tosa.add"(%arg286, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %676 = "tosa.rsqrt"(%675) : (tensor<512xf32>) -> tensor<512xf32>
    %677 = "tosa.reshape"(%arg285, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %678 = "tosa.sub"(%674, %677) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %679 = "tosa.reshape"(%676, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %680 = "tosa.mul"(%678, %679, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %681 = "tosa.reshape"(%arg283, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %682 = "tosa.mul"(%680, %681, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %683 = "tosa.reshape"(%arg284, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %684 = "tosa.add"(%682, %683) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %685 = "tosa.clamp"(%684) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x7x7x512xf32>) -> tensor<1x7x7x512xf32>
    %686 = "tosa.transpose"(%arg288) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %687 = "tosa.conv2d"(%685, %686, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x7x7x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x512xf32>
    %688 = "tosa.add"(%arg292, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %689 = "tosa.rsqrt"(%688) : (tensor<512xf32>) -> tensor<512xf32>
    %690 = "tosa.reshape"(%arg291, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %691 = "tosa.sub"(%687, %690) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %692 = "tosa.reshape"(%689, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %693 = "tosa.mul"(%691, %692, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %694 = "tosa.reshape"(%arg289, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %695 = "tosa.mul"(%693, %694, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %696 = "tosa.reshape"(%arg290, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %697 = "tosa.add"(%695, %696) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %698 = "tosa.clamp"(%697) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x7x7x512xf32>) -> tensor<1x7x7x512xf32>
    %699 = "tosa.reshape"(%arg294, %32) : (tensor<2048x512x1x1xf32>, !tosa.shape<4>) -> tensor<2048x1x1x512xf32>
    %700 = "tosa.conv2d"(%698, %699, %12, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x7x7x512xf32>, tensor<2048x1x1x512xf32>, tensor<2048xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x2048xf32>
    %701 = "tosa.transpose"(%700) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<1x7x7x2048xf32>) -> tensor<1x2048x7x7xf32>
    %702 = "tosa.add"(%arg298, %19) : (tensor<2048xf32>, tensor<1xf32>) -> tensor<2048xf32>
    %703 = "tosa.rsqrt"(%702) : (tensor<2048xf32>) -> tensor<2048xf32>
    %704 = "tosa.reshape"(%arg297, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %705 = "tosa.sub"(%701, %704) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x7x7xf32>
    %706 = "tosa.reshape"(%703, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %707 = "tosa.mul"(%705, %706, %2) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x7x7xf32>
    %708 = "tosa.reshape"(%arg295, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %709 = "tosa.mul"(%707, %708, %2) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x7x7xf32>
    %710 = "tosa.reshape"(%arg296, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %711 = "tosa.add"(%709, %710) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x7x7xf32>
    %712 = "tosa.add"(%711, %671) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %713 = "tosa.clamp"(%712) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %714 = "tosa.transpose"(%713) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x2048x7x7xf32>) -> tensor<1x7x7x2048xf32>
    %715 = "tosa.reshape"(%arg300, %34) : (tensor<512x2048x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x2048xf32>
    %716 = "tosa.conv2d"(%714, %715, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x7x7x2048xf32>, tensor<512x1x1x2048xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x512xf32>
    %717 = "tosa.add"(%arg304, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %718 = "tosa.rsqrt"(%717) : (tensor<512xf32>) -> tensor<512xf32>
    %719 = "tosa.reshape"(%arg303, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %720 = "tosa.sub"(%716, %719) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %721 = "tosa.reshape"(%718, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %722 = "tosa.mul"(%720, %721, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %723 = "tosa.reshape"(%arg301, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %724 = "tosa.mul"(%722, %723, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %725 = "tosa.reshape"(%arg302, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %726 = "tosa.add"(%724, %725) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %727 = "tosa.clamp"(%726) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x7x7x512xf32>) -> tensor<1x7x7x512xf32>
    %728 = "tosa.transpose"(%arg306) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %729 = "tosa.conv2d"(%727, %728, %5, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x7x7x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x512xf32>
    %730 = "tosa.add"(%arg310, %19) : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %731 = "tosa.rsqrt"(%730) : (tensor<512xf32>) -> tensor<512xf32>
    %732 = "tosa.reshape"(%arg309, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %733 = "tosa.sub"(%729, %732) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %734 = "tosa.reshape"(%731, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %735 = "tosa.mul"(%733, %734, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %736 = "tosa.reshape"(%arg307, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %737 = "tosa.mul"(%735, %736, %2) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x7x7x512xf32>
    %738 = "tosa.reshape"(%arg308, %39) : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %739 = "tosa.add"(%737, %738) : (tensor<1x7x7x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x7x7x512xf32>
    %740 = "tosa.clamp"(%739) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x7x7x512xf32>) -> tensor<1x7x7x512xf32>
    %741 = "tosa.reshape"(%arg312, %32) : (tensor<2048x512x1x1xf32>, !tosa.shape<4>) -> tensor<2048x1x1x512xf32>
    %742 = "tosa.conv2d"(%740, %741, %12, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x7x7x512xf32>, tensor<2048x1x1x512xf32>, tensor<2048xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x2048xf32>
    %743 = "tosa.transpose"(%742) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<1x7x7x2048xf32>) -> tensor<1x2048x7x7xf32>
    %744 = "tosa.add"(%arg316, %19) : (tensor<2048xf32>, tensor<1xf32>) -> tensor<2048xf32>
    %745 = "tosa.rsqrt"(%744) : (tensor<2048xf32>) -> tensor<2048xf32>
    %746 = "tosa.reshape"(%arg315, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %747 = "tosa.sub"(%743, %746) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x7x7xf32>
    %748 = "tosa.reshape"(%745, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %749 = "tosa.mul"(%747, %748, %2) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x7x7xf32>
    %750 = "tosa.reshape"(%arg313, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %751 = "tosa.mul"(%749, %750, %2) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x7x7xf32>
    %752 = "tosa.reshape"(%arg314, %13) : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %753 = "tosa.add"(%751, %752) : (tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x7x7xf32>
    %754 = "tosa.add"(%753, %713) : (tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %755 = "tosa.clamp"(%754) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %756 = "tosa.reduce_sum"(%755) <{axis = 3 : i32}> : (tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x1xf32>
    %757 = "tosa.reduce_sum"(%756) <{axis = 2 : i32}> : (tensor<1x2048x7x1xf32>) -> tensor<1x2048x1x1xf32>
    %758 = "tosa.mul"(%757, %35, %2) : (tensor<1x2048x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %759 = "tosa.transpose"(%arg318) <{perms = array<i32: 1, 0>}> : (tensor<1000x2048xf32>) -> tensor<2048x1000xf32>
    %760 = "tosa.reshape"(%758, %16) : (tensor<1x2048x1x1xf32>, !tosa.shape<3>) -> tensor<1x1x2048xf32>
    %761 = "tosa.reshape"(%759, %17) : (tensor<2048x1000xf32>, !tosa.shape<3>) -> tensor<1x2048x1000xf32>
    %762 = "tosa.matmul"(%760, %761, %0, %0) : (tensor<1x1x2048xf32>, tensor<1x2048x1000xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1000xf32>
    %763 = "tosa.reshape"(%762, %18) : (tensor<1x1x1000xf32>, !tosa.shape<2>) -> tensor<1x1000xf32>
    %764 = "tosa.reshape"(%arg319, %18) : (tensor<1000xf32>, !tosa.shape<2>) -> tensor<1x1000xf32>
    %765 = "tosa.add"(%763, %764) : (tensor<1x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    "func.return"(%765) : (tensor<1x1000xf32>) -> ()
  }) : () -> ()
}) : () -> ()
