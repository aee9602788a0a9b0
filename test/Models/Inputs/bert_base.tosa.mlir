// bert_base: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 199 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<30522x768xf32>, tensor<512x768xf32>, tensor<2x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1x512xi64>, tensor<1x512xi64>, tensor<1x128xi64>) -> tensor<1x128x768xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<30522x768xf32>, %arg1: tensor<512x768xf32>, %arg2: tensor<2x768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768x768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768x768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768x768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768x768xf32>, %arg12: tensor<768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<3072x768xf32>, %arg16: tensor<3072xf32>, %arg17: tensor<768x3072xf32>, %arg18: tensor<768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768x768xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768x768xf32>, %arg24: tensor<768xf32>, %arg25: tensor<768x768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768x768xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768xf32>, %arg30: tensor<768xf32>, %arg31: tensor<3072x768xf32>, %arg32: tensor<3072xf32>, %arg33: tensor<768x3072xf32>, %arg34: tensor<768xf32>, %arg35: tensor<768xf32>, %arg36: tensor<768xf32>, %arg37: tensor<768x768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768x768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768x768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<768x768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<3072x768xf32>, %arg48: tensor<3072xf32>, %arg49: tensor<768x3072xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768xf32>, %arg53: tensor<768x768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768x768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768x768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768x768xf32>, %arg60: tensor<768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<3072x768xf32>, %arg64: tensor<3072xf32>, %arg65: tensor<768x3072xf32>, %arg66: tensor<768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768x768xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768x768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768x768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768x768xf32>, %arg76: tensor<768xf32>, %arg77: tensor<768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<3072x768xf32>, %arg80: tensor<3072xf32>, %arg81: tensor<768x3072xf32>, %arg82: tensor<768xf32>, %arg83: tensor<768xf32>, %arg84: tensor<768xf32>, %arg85: tensor<768x768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768x768xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768x768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768x768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<3072x768xf32>, %arg96: tensor<3072xf32>, %arg97: tensor<768x3072xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768x768xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768x768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768x768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<768x768xf32>, %arg108: tensor<768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<3072x768xf32>, %arg112: tensor<3072xf32>, %arg113: tensor<768x3072xf32>, %arg114: tensor<768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768x768xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768x768xf32>, %arg120: tensor<768xf32>, %arg121: tensor<768x768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768x768xf32>, %arg124: tensor<768xf32>, %arg125: tensor<768xf32>, %arg126: tensor<768xf32>, %arg127: tensor<3072x768xf32>, %arg128: tensor<3072xf32>, %arg129: tensor<768x3072xf32>, %arg130: tensor<768xf32>, %arg131: tensor<768xf32>, %arg132: tensor<768xf32>, %arg133: tensor<768x768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768x768xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768x768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<768x768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768xf32>, %arg143: tensor<3072x768xf32>, %arg144: tensor<3072xf32>, %arg145: tensor<768x3072xf32>, %arg146: tensor<768xf32>, %arg147: tensor<768xf32>, %arg148: tensor<768xf32>, %arg149: tensor<768x768xf32>, %arg150: tensor<768xf32>, %arg151: tensor<768x768xf32>, %arg152: tensor<768xf32>, %arg153: tensor<768x768xf32>, %arg154: tensor<768xf32>, %arg155: tensor<768x768xf32>, %arg156: tensor<768xf32>, %arg157: tensor<768xf32>, %arg158: tensor<768xf32>, %arg159: tensor<3072x768xf32>, %arg160: tensor<3072xf32>, %arg161: tensor<768x3072xf32>, %arg162: tensor<768xf32>, %arg163: tensor<768xf32>, %arg164: tensor<768xf32>, %arg165: tensor<768x768xf32>, %arg166: tensor<768xf32>, %arg167: tensor<768x768xf32>, %arg168: tensor<768xf32>, %arg169: tensor<768x768xf32>, %arg170: tensor<768xf32>, %arg171: tensor<768x768xf32>, %arg172: tensor<768xf32>, %arg173: tensor<768xf32>, %arg174: tensor<768xf32>, %arg175: tensor<3072x768xf32>, %arg176: tensor<3072xf32>, %arg177: tensor<768x3072xf32>, %arg178: tensor<768xf32>, %arg179: tensor<768xf32>, %arg180: tensor<768xf32>, %arg181: tensor<768x768xf32>, %arg182: tensor<768xf32>, %arg183: tensor<768x768xf32>, %arg184: tensor<768xf32>, %arg185: tensor<768x768xf32>, %arg186: tensor<768xf32>, %arg187: tensor<768x768xf32>, %arg188: tensor<768xf32>, %arg189: tensor<768xf32>, %arg190: tensor<768xf32>, %arg191: tensor<3072x768xf32>, %arg192: tensor<3072xf32>, %arg193: tensor<768x3072xf32>, %arg194: tensor<768xf32>, %arg195: tensor<768xf32>, %arg196: tensor<768xf32>, %arg197: tensor<1x512xi64>, %arg198: tensor<1x512xi64>, %arg199: tensor<1x128xi64>):
    %0 = "tosa.const_shape"() <{values = dense<[1, 128]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %1 = "tosa.const_shape"() <{values = dense<0> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %2 = "tosa.const_shape"() <{values = dense<[1, 128, 1]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1x128x1xi32>}> : () -> tensor<1x128x1xi32>
    %4 = "tosa.const_shape"() <{values = dense<[1, 512, 1]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %5 = "tosa.const_shape"() <{values = dense<[128, 2]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = "tosa.const_shape"() <{values = dense<[1, 30522, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %8 = "tosa.const_shape"() <{values = dense<[1, 128, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %9 = "tosa.const_shape"() <{values = dense<[1, 2, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %10 = "tosa.const_shape"() <{values = dense<[1, 512, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %11 = "tosa.const_shape"() <{values = dense<[1, 1, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %12 = "tosa.const"() <{values = dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>}> : () -> tensor<128xi64>
    %13 = "tosa.const_shape"() <{values = dense<[1, 1, 128, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %14 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 128]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %15 = "tosa.const_shape"() <{values = dense<[128, 768]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %16 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %17 = "tosa.const_shape"() <{values = dense<[1, 768, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %18 = "tosa.const_shape"() <{values = dense<[1, 768]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %19 = "tosa.const_shape"() <{values = dense<[1, 128, 12, 64]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %20 = "tosa.const_shape"() <{values = dense<[12, 128, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %21 = "tosa.const_shape"() <{values = dense<[12, 64, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %22 = "tosa.const_shape"() <{values = dense<[1, 12, 128, 128]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %23 = "tosa.const_shape"() <{values = dense<[12, 128, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %24 = "tosa.const_shape"() <{values = dense<[1, 12, 128, 64]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %25 = "tosa.const_shape"() <{values = dense<[1, 768, 3072]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %26 = "tosa.const_shape"() <{values = dense<[128, 3072]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %27 = "tosa.const_shape"() <{values = dense<[1, 3072]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %28 = "tosa.const_shape"() <{values = dense<[1, 128, 3072]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %29 = "tosa.const_shape"() <{values = dense<[1, 3072, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %30 = "tosa.const"() <{values = dense<[[512, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %31 = "tosa.const"() <{values = dense<0.0013020833333333333> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %32 = "tosa.const"() <{values = dense<0.00130208337> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %33 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %34 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi64>}> : () -> tensor<1x1x1x1xi64>
    %35 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %37 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %38 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %39 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %40 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %41 = "tosa.slice"(%arg197, %1, %0) : (tensor<1x512xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x128xi64>
    %42 = "tosa.cast"(%41) : (tensor<1x128xi64>) -> tensor<1x128xi32>
    %43 = "tosa.reshape"(%42, %2) : (tensor<1x128xi32>, !tosa.shape<3>) -> tensor<1x128x1xi32>
    %44 = "tosa.concat"(%3, %43) <{axis = 2 : i32}> : (tensor<1x128x1xi32>, tensor<1x128x1xi32>) -> tensor<1x128x2xi32>
    %45 = "tosa.reshape"(%arg198, %4) : (tensor<1x512xi64>, !tosa.shape<3>) -> tensor<1x512x1xi64>
    %46 = "tosa.reshape"(%44, %5) : (tensor<1x128x2xi32>, !tosa.shape<2>) -> tensor<128x2xi32>
    %47 = "tosa.mul"(%46, %30, %6) : (tensor<128x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<128x2xi32>
    %48 = "tosa.reduce_sum"(%47) <{axis = 1 : i32}> : (tensor<128x2xi32>) -> tensor<128x1xi32>
    %49 = "tosa.reshape"(%48, %0) : (tensor<128x1xi32>, !tosa.shape<2>) -> tensor<1x128xi32>
    %50 = "tosa.gather"(%45, %49) : (tensor<1x512x1xi64>, tensor<1x128xi32>) -> tensor<1x128x1xi64>
    %51 = "tosa.reshape"(%50, %0) : (tensor<1x128x1xi64>, !tosa.shape<2>) -> tensor<1x128xi64>
    %52 = "tosa.reshape"(%arg0, %7) : (tensor<30522x768xf32>, !tosa.shape<3>) -> tensor<1x30522x768xf32>
    %53 = "tosa.cast"(%arg199) : (tensor<1x128xi64>) -> tensor<1x128xi32>
    %54 = "tosa.gather"(%52, %53) : (tensor<1x30522x768xf32>, tensor<1x128xi32>) -> tensor<1x128x768xf32>
    %55 = "tosa.reshape"(%arg2, %9) : (tensor<2x768xf32>, !tosa.shape<3>) -> tensor<1x2x768xf32>
    %56 = "tosa.cast"(%51) : (tensor<1x128xi64>) -> tensor<1x128xi32>
    %57 = "tosa.gather"(%55, %56) : (tensor<1x2x768xf32>, tensor<1x128xi32>) -> tensor<1x128x768xf32>
    %58 = "tosa.add"(%54, %57) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %59 = "tosa.reshape"(%arg1, %10) : (tensor<512x768xf32>, !tosa.shape<3>) -> tensor<1x512x768xf32>
    %60 = "tosa.gather"(%59, %42) : (tensor<1x512x768xf32>, tensor<1x128xi32>) -> tensor<1x128x768xf32>
    %61 = "tosa.add"(%58, %60) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %62 = "tosa.cast"(%61) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %63 = "tosa.reduce_sum"(%62) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %64 = "tosa.mul"(%63, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %65 = "tosa.sub"(%62, %64) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %66 = "tosa.mul"(%65, %65, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %67 = "tosa.reduce_sum"(%66) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %68 = "tosa.mul"(%67, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %69 = "tosa.cast"(%68) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %70 = "tosa.reduce_sum"(%61) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %71 = "tosa.mul"(%70, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %72 = "tosa.add"(%69, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %73 = "tosa.rsqrt"(%72) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %74 = "tosa.sub"(%61, %71) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %75 = "tosa.mul"(%74, %73, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %76 = "tosa.reshape"(%arg3, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %77 = "tosa.mul"(%75, %76, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %78 = "tosa.reshape"(%arg4, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %79 = "tosa.add"(%77, %78) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %80 = "tosa.cast"(%12) : (tensor<128xi64>) -> tensor<128xi32>
    %81 = "tosa.cast"(%80) : (tensor<128xi32>) -> tensor<128xi64>
    %82 = "tosa.reshape"(%81, %13) : (tensor<128xi64>, !tosa.shape<4>) -> tensor<1x1x128x1xi64>
    %83 = "tosa.greater_equal"(%82, %34) : (tensor<1x1x128x1xi64>, tensor<1x1x1x1xi64>) -> tensor<1x1x128x1xi1>
    %84 = "tosa.tile"(%83, %14) : (tensor<1x1x128x1xi1>, !tosa.shape<4>) -> tensor<1x1x128x128xi1>
    %85 = "tosa.select"(%84, %35, %36) : (tensor<1x1x128x128xi1>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x128x128xf32>
    %86 = "tosa.transpose"(%arg5) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %87 = "tosa.reshape"(%86, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %88 = "tosa.matmul"(%79, %87, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %89 = "tosa.reshape"(%88, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %90 = "tosa.reshape"(%arg6, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %91 = "tosa.add"(%89, %90) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %92 = "tosa.reshape"(%91, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %93 = "tosa.transpose"(%92) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %94 = "tosa.transpose"(%arg7) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %95 = "tosa.reshape"(%94, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %96 = "tosa.matmul"(%79, %95, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %97 = "tosa.reshape"(%96, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %98 = "tosa.reshape"(%arg8, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %99 = "tosa.add"(%97, %98) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %100 = "tosa.reshape"(%99, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %101 = "tosa.transpose"(%arg9) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %102 = "tosa.reshape"(%101, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %103 = "tosa.matmul"(%79, %102, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %104 = "tosa.reshape"(%103, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %105 = "tosa.reshape"(%arg10, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %106 = "tosa.add"(%104, %105) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %107 = "tosa.reshape"(%106, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %108 = "tosa.transpose"(%107) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %109 = "tosa.transpose"(%100) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %110 = "tosa.reshape"(%93, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %111 = "tosa.reshape"(%109, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %112 = "tosa.matmul"(%110, %111, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %113 = "tosa.reshape"(%112, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %114 = "tosa.mul"(%113, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %115 = "tosa.add"(%114, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %116 = "tosa.reduce_max"(%115) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %117 = "tosa.sub"(%115, %116) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %118 = "tosa.exp"(%117) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %119 = "tosa.reduce_sum"(%118) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %120 = "tosa.reciprocal"(%119) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %121 = "tosa.mul"(%118, %120, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %122 = "tosa.reshape"(%121, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %123 = "tosa.reshape"(%108, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %124 = "tosa.matmul"(%122, %123, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %125 = "tosa.reshape"(%124, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %126 = "tosa.transpose"(%125) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %127 = "tosa.reshape"(%126, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %128 = "tosa.transpose"(%arg11) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %129 = "tosa.reshape"(%128, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %130 = "tosa.matmul"(%127, %129, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %131 = "tosa.reshape"(%130, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %132 = "tosa.reshape"(%arg12, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %133 = "tosa.add"(%131, %132) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %134 = "tosa.reshape"(%133, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %135 = "tosa.add"(%134, %79) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %136 = "tosa.cast"(%135) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %137 = "tosa.reduce_sum"(%136) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %138 = "tosa.mul"(%137, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %139 = "tosa.sub"(%136, %138) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %140 = "tosa.mul"(%139, %139, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %141 = "tosa.reduce_sum"(%140) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %142 = "tosa.mul"(%141, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %143 = "tosa.cast"(%142) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %144 = "tosa.reduce_sum"(%135) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %145 = "tosa.mul"(%144, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %146 = "tosa.add"(%143, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %147 = "tosa.rsqrt"(%146) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %148 = "tosa.sub"(%135, %145) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %149 = "tosa.mul"(%148, %147, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %150 = "tosa.reshape"(%arg13, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %151 = "tosa.mul"(%149, %150, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %152 = "tosa.reshape"(%arg14, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %153 = "tosa.add"(%151, %152) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %154 = "tosa.transpose"(%arg15) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %155 = "tosa.reshape"(%154, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %156 = "tosa.matmul"(%153, %155, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %157 = "tosa.reshape"(%156, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %158 = "tosa.reshape"(%arg16, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %159 = "tosa.add"(%157, %158) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %160 = "tosa.reshape"(%159, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %161 = "tosa.mul"(%160, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %162 = "tosa.erf"(%161) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %163 = "tosa.add"(%162, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %164 = "tosa.mul"(%39, %163, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %165 = "tosa.mul"(%160, %164, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %166 = "tosa.transpose"(%arg17) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %167 = "tosa.reshape"(%166, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %168 = "tosa.matmul"(%165, %167, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %169 = "tosa.reshape"(%168, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %170 = "tosa.reshape"(%arg18, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %171 = "tosa.add"(%169, %170) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %172 = "tosa.reshape"(%171, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %173 = "tosa.add"(%172, %153) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %174 = "tosa.cast"(%173) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %175 = "tosa.reduce_sum"(%174) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %176 = "tosa.mul"(%175, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %177 = "tosa.sub"(%174, %176) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %178 = "tosa.mul"(%177, %177, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %179 = "tosa.reduce_sum"(%178) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %180 = "tosa.mul"(%179, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %181 = "tosa.cast"(%180) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %182 = "tosa.reduce_sum"(%173) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %183 = "tosa.mul"(%182, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %184 = "tosa.add"(%181, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %185 = "tosa.rsqrt"(%184) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %186 = "tosa.sub"(%173, %183) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %187 = "tosa.mul"(%186, %185, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %188 = "tosa.reshape"(%arg19, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %189 = "tosa.mul"(%187, %188, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %190 = "tosa.reshape"(%arg20, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %191 = "tosa.add"(%189, %190) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %192 = "tosa.transpose"(%arg21) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %193 = "tosa.reshape"(%192, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %194 = "tosa.matmul"(%191, %193, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %195 = "tosa.reshape"(%194, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %196 = "tosa.reshape"(%arg22, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %197 = "tosa.add"(%195, %196) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %198 = "tosa.reshape"(%197, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %199 = "tosa.transpose"(%198) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %200 = "tosa.transpose"(%arg23) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %201 = "tosa.reshape"(%200, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %202 = "tosa.matmul"(%191, %201, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %203 = "tosa.reshape"(%202, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %204 = "tosa.reshape"(%arg24, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %205 = "tosa.add"(%203, %204) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %206 = "tosa.reshape"(%205, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %207 = "tosa.transpose"(%arg25) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %208 = "tosa.reshape"(%207, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %209 = "tosa.matmul"(%191, %208, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %210 = "tosa.reshape"(%209, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %211 = "tosa.reshape"(%arg26, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %212 = "tosa.add"(%210, %211) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %213 = "tosa.reshape"(%212, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %214 = "tosa.transpose"(%213) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %215 = "tosa.transpose"(%206) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %216 = "tosa.reshape"(%199, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %217 = "tosa.reshape"(%215, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %218 = "tosa.matmul"(%216, %217, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %219 = "tosa.reshape"(%218, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %220 = "tosa.mul"(%219, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %221 = "tosa.add"(%220, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %222 = "tosa.reduce_max"(%221) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %223 = "tosa.sub"(%221, %222) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %224 = "tosa.exp"(%223) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %225 = "tosa.reduce_sum"(%224) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %226 = "tosa.reciprocal"(%225) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %227 = "tosa.mul"(%224, %226, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %228 = "tosa.reshape"(%227, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %229 = "tosa.reshape"(%214, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %230 = "tosa.matmul"(%228, %229, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %231 = "tosa.reshape"(%230, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %232 = "tosa.transpose"(%231) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %233 = "tosa.reshape"(%232, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %234 = "tosa.transpose"(%arg27) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %235 = "tosa.reshape"(%234, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %236 = "tosa.matmul"(%233, %235, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %237 = "tosa.reshape"(%236, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %238 = "tosa.reshape"(%arg28, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %239 = "tosa.add"(%237, %238) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %240 = "tosa.reshape"(%239, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %241 = "tosa.add"(%240, %191) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %242 = "tosa.cast"(%241) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %243 = "tosa.reduce_sum"(%242) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %244 = "tosa.mul"(%243, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %245 = "tosa.sub"(%242, %244) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %246 = "tosa.mul"(%245, %245, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %247 = "tosa.reduce_sum"(%246) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %248 = "tosa.mul"(%247, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %249 = "tosa.cast"(%248) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %250 = "tosa.reduce_sum"(%241) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %251 = "tosa.mul"(%250, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %252 = "tosa.add"(%249, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %253 = "tosa.rsqrt"(%252) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %254 = "tosa.sub"(%241, %251) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %255 = "tosa.mul"(%254, %253, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %256 = "tosa.reshape"(%arg29, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %257 = "tosa.mul"(%255, %256, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %258 = "tosa.reshape"(%arg30, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %259 = "tosa.add"(%257, %258) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %260 = "tosa.transpose"(%arg31) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %261 = "tosa.reshape"(%260, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %262 = "tosa.matmul"(%259, %261, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %263 = "tosa.reshape"(%262, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %264 = "tosa.reshape"(%arg32, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %265 = "tosa.add"(%263, %264) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %266 = "tosa.reshape"(%265, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %267 = "tosa.mul"(%266, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %268 = "tosa.erf"(%267) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %269 = "tosa.add"(%268, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %270 = "tosa.mul"(%39, %269, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %271 = "tosa.mul"(%266, %270, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %272 = "tosa.transpose"(%arg33) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %273 = "tosa.reshape"(%272, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %274 = "tosa.matmul"(%271, %273, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %275 = "tosa.reshape"(%274, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %276 = "tosa.reshape"(%arg34, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %277 = "tosa.add"(%275, %276) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %278 = "tosa.reshape"(%277, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %279 = "tosa.add"(%278, %259) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %280 = "tosa.cast"(%279) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %281 = "tosa.reduce_sum"(%280) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %282 = "tosa.mul"(%281, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %283 = "tosa.sub"(%280, %282) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %284 = "tosa.mul"(%283, %283, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %285 = "tosa.reduce_sum"(%284) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %286 = "tosa.mul"(%285, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %287 = "tosa.cast"(%286) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %288 = "tosa.reduce_sum"(%279) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %289 = "tosa.mul"(%288, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %290 = "tosa.add"(%287, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %291 = "tosa.rsqrt"(%290) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %292 = "tosa.sub"(%279, %289) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %293 = "tosa.mul"(%292, %291, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %294 = "tosa.reshape"(%arg35, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %295 = "tosa.mul"(%293, %294, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %296 = "tosa.reshape"(%arg36, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %297 = "tosa.add"(%295, %296) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %298 = "tosa.transpose"(%arg37) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %299 = "tosa.reshape"(%298, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %300 = "tosa.matmul"(%297, %299, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %301 = "tosa.reshape"(%300, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %302 = "tosa.reshape"(%arg38, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %303 = "tosa.add"(%301, %302) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %304 = "tosa.reshape"(%303, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %305 = "tosa.transpose"(%304) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %306 = "tosa.transpose"(%arg39) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %307 = "tosa.reshape"(%306, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %308 = "tosa.matmul"(%297, %307, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %309 = "tosa.reshape"(%308, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %310 = "tosa.reshape"(%arg40, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %311 = "tosa.add"(%309, %310) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %312 = "tosa.reshape"(%311, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %313 = "tosa.transpose"(%arg41) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %314 = "tosa.reshape"(%313, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %315 = "tosa.matmul"(%297, %314, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %316 = "tosa.reshape"(%315, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %317 = "tosa.reshape"(%arg42, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %318 = "tosa.add"(%316, %317) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %319 = "tosa.reshape"(%318, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %320 = "tosa.transpose"(%319) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %321 = "tosa.transpose"(%312) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %322 = "tosa.reshape"(%305, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %323 = "tosa.reshape"(%321, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %324 = "tosa.matmul"(%322, %323, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %325 = "tosa.reshape"(%324, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %326 = "tosa.mul"(%325, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %327 = "tosa.add"(%326, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %328 = "tosa.reduce_max"(%327) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %329 = "tosa.sub"(%327, %328) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %330 = "tosa.exp"(%329) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %331 = "tosa.reduce_sum"(%330) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %332 = "tosa.reciprocal"(%331) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %333 = "tosa.mul"(%330, %332, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %334 = "tosa.reshape"(%333, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %335 = "tosa.reshape"(%320, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %336 = "tosa.matmul"(%334, %335, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %337 = "tosa.reshape"(%336, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %338 = "tosa.transpose"(%337) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %339 = "tosa.reshape"(%338, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %340 = "tosa.transpose"(%arg43) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %341 = "tosa.reshape"(%340, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %342 = "tosa.matmul"(%339, %341, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %343 = "tosa.reshape"(%342, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %344 = "tosa.reshape"(%arg44, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %345 = "tosa.add"(%343, %344) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %346 = "tosa.reshape"(%345, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %347 = "tosa.add"(%346, %297) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %348 = "tosa.cast"(%347) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %349 = "tosa.reduce_sum"(%348) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %350 = "tosa.mul"(%349, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %351 = "tosa.sub"(%348, %350) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %352 = "tosa.mul"(%351, %351, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %353 = "tosa.reduce_sum"(%352) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %354 = "tosa.mul"(%353, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %355 = "tosa.cast"(%354) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %356 = "tosa.reduce_sum"(%347) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %357 = "tosa.mul"(%356, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %358 = "tosa.add"(%355, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %359 = "tosa.rsqrt"(%358) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %360 = "tosa.sub"(%347, %357) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %361 = "tosa.mul"(%360, %359, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %362 = "tosa.reshape"(%arg45, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %363 = "tosa.mul"(%361, %362, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %364 = "tosa.reshape"(%arg46, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %365 = "tosa.add"(%363, %364) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %366 = "tosa.transpose"(%arg47) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %367 = "tosa.reshape"(%366, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %368 = "tosa.matmul"(%365, %367, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %369 = "tosa.reshape"(%368, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %370 = "tosa.reshape"(%arg48, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %371 = "tosa.add"(%369, %370) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %372 = "tosa.reshape"(%371, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %373 = "tosa.mul"(%372, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %374 = "tosa.erf"(%373) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %375 = "tosa.add"(%374, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %376 = "tosa.mul"(%39, %375, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %377 = "tosa.mul"(%372, %376, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %378 = "tosa.transpose"(%arg49) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %379 = "tosa.reshape"(%378, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %380 = "tosa.matmul"(%377, %379, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %381 = "tosa.reshape"(%380, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %382 = "tosa.reshape"(%arg50, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %383 = "tosa.add"(%381, %382) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %384 = "tosa.reshape"(%383, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %385 = "tosa.add"(%384, %365) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %386 = "tosa.cast"(%385) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %387 = "tosa.reduce_sum"(%386) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %388 = "tosa.mul"(%387, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %389 = "tosa.sub"(%386, %388) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %390 = "tosa.mul"(%389, %389, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %391 = "tosa.reduce_sum"(%390) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %392 = "tosa.mul"(%391, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %393 = "tosa.cast"(%392) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %394 = "tosa.reduce_sum"(%385) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %395 = "tosa.mul"(%394, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %396 = "tosa.add"(%393, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %397 = "tosa.rsqrt"(%396) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %398 = "tosa.sub"(%385, %395) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %399 = "tosa.mul"(%398, %397, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %400 = "tosa.reshape"(%arg51, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %401 = "tosa.mul"(%399, %400, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %402 = "tosa.reshape"(%arg52, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %403 = "tosa.add"(%401, %402) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %404 = "tosa.transpose"(%arg53) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %405 = "tosa.reshape"(%404, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %406 = "tosa.matmul"(%403, %405, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %407 = "tosa.reshape"(%406, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %408 = "tosa.reshape"(%arg54, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %409 = "tosa.add"(%407, %408) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %410 = "tosa.reshape"(%409, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %411 = "tosa.transpose"(%410) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %412 = "tosa.transpose"(%arg55) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %413 = "tosa.reshape"(%412, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %414 = "tosa.matmul"(%403, %413, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %415 = "tosa.reshape"(%414, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %416 = "tosa.reshape"(%arg56, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %417 = "tosa.add"(%415, %416) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %418 = "tosa.reshape"(%417, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %419 = "tosa.transpose"(%arg57) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %420 = "tosa.reshape"(%419, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %421 = "tosa.matmul"(%403, %420, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %422 = "tosa.reshape"(%421, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %423 = "tosa.reshape"(%arg58, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %424 = "tosa.add"(%422, %423) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %425 = "tosa.reshape"(%424, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %426 = "tosa.transpose"(%425) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %427 = "tosa.transpose"(%418) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %428 = "tosa.reshape"(%411, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %429 = "tosa.reshape"(%427, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %430 = "tosa.matmul"(%428, %429, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %431 = "tosa.reshape"(%430, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %432 = "tosa.mul"(%431, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %433 = "tosa.add"(%432, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %434 = "tosa.reduce_max"(%433) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %435 = "tosa.sub"(%433, %434) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %436 = "tosa.exp"(%435) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %437 = "tosa.reduce_sum"(%436) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %438 = "tosa.reciprocal"(%437) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %439 = "tosa.mul"(%436, %438, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %440 = "tosa.reshape"(%439, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %441 = "tosa.reshape"(%426, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %442 = "tosa.matmul"(%440, %441, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %443 = "tosa.reshape"(%442, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %444 = "tosa.transpose"(%443) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %445 = "tosa.reshape"(%444, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %446 = "tosa.transpose"(%arg59) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %447 = "tosa.reshape"(%446, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %448 = "tosa.matmul"(%445, %447, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %449 = "tosa.reshape"(%448, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %450 = "tosa.reshape"(%arg60, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %451 = "tosa.add"(%449, %450) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %452 = "tosa.reshape"(%451, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %453 = "tosa.add"(%452, %403) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %454 = "tosa.cast"(%453) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %455 = "tosa.reduce_sum"(%454) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %456 = "tosa.mul"(%455, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %457 = "tosa.sub"(%454, %456) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %458 = "tosa.mul"(%457, %457, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %459 = "tosa.reduce_sum"(%458) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %460 = "tosa.mul"(%459, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %461 = "tosa.cast"(%460) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %462 = "tosa.reduce_sum"(%453) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %463 = "tosa.mul"(%462, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %464 = "tosa.add"(%461, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %465 = "tosa.rsqrt"(%464) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %466 = "tosa.sub"(%453, %463) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %467 = "tosa.mul"(%466, %465, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %468 = "tosa.reshape"(%arg61, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %469 = "tosa.mul"(%467, %468, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %470 = "tosa.reshape"(%arg62, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %471 = "tosa.add"(%469, %470) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %472 = "tosa.transpose"(%arg63) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %473 = "tosa.reshape"(%472, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %474 = "tosa.matmul"(%471, %473, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %475 = "tosa.reshape"(%474, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %476 = "tosa.reshape"(%arg64, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %477 = "tosa.add"(%475, %476) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %478 = "tosa.reshape"(%477, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %479 = "tosa.mul"(%478, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %480 = "tosa.erf"(%479) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %481 = "tosa.add"(%480, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %482 = "tosa.mul"(%39, %481, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %483 = "tosa.mul"(%478, %482, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %484 = "tosa.transpose"(%arg65) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %485 = "tosa.reshape"(%484, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %486 = "tosa.matmul"(%483, %485, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %487 = "tosa.reshape"(%486, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %488 = "tosa.reshape"(%arg66, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %489 = "tosa.add"(%487, %488) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %490 = "tosa.reshape"(%489, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %491 = "tosa.add"(%490, %471) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %492 = "tosa.cast"(%491) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %493 = "tosa.reduce_sum"(%492) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %494 = "tosa.mul"(%493, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %495 = "tosa.sub"(%492, %494) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %496 = "tosa.mul"(%495, %495, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %497 = "tosa.reduce_sum"(%496) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %498 = "tosa.mul"(%497, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %499 = "tosa.cast"(%498) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %500 = "tosa.reduce_sum"(%491) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %501 = "tosa.mul"(%500, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %502 = "tosa.add"(%499, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %503 = "tosa.rsqrt"(%502) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %504 = "tosa.sub"(%491, %501) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %505 = "tosa.mul"(%504, %503, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %506 = "tosa.reshape"(%arg67, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %507 = "tosa.mul"(%505, %506, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %508 = "tosa.reshape"(%arg68, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %509 = "tosa.add"(%507, %508) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %510 = "tosa.transpose"(%arg69) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %511 = "tosa.reshape"(%510, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %512 = "tosa.matmul"(%509, %511, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %513 = "tosa.reshape"(%512, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %514 = "tosa.reshape"(%arg70, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %515 = "tosa.add"(%513, %514) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %516 = "tosa.reshape"(%515, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %517 = "tosa.transpose"(%516) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %518 = "tosa.transpose"(%arg71) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %519 = "tosa.reshape"(%518, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %520 = "tosa.matmul"(%509, %519, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %521 = "tosa.reshape"(%520, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %522 = "tosa.reshape"(%arg72, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %523 = "tosa.add"(%521, %522) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %524 = "tosa.reshape"(%523, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %525 = "tosa.transpose"(%arg73) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %526 = "tosa.reshape"(%525, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %527 = "tosa.matmul"(%509, %526, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %528 = "tosa.reshape"(%527, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %529 = "tosa.reshape"(%arg74, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %530 = "tosa.add"(%528, %529) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %531 = "tosa.reshape"(%530, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %532 = "tosa.transpose"(%531) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %533 = "tosa.transpose"(%524) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %534 = "tosa.reshape"(%517, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %535 = "tosa.reshape"(%533, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %536 = "tosa.matmul"(%534, %535, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %537 = "tosa.reshape"(%536, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %538 = "tosa.mul"(%537, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %539 = "tosa.add"(%538, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %540 = "tosa.reduce_max"(%539) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %541 = "tosa.sub"(%539, %540) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %542 = "tosa.exp"(%541) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %543 = "tosa.reduce_sum"(%542) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %544 = "tosa.reciprocal"(%543) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %545 = "tosa.mul"(%542, %544, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %546 = "tosa.reshape"(%545, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %547 = "tosa.reshape"(%532, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %548 = "tosa.matmul"(%546, %547, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %549 = "tosa.reshape"(%548, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %550 = "tosa.transpose"(%549) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %551 = "tosa.reshape"(%550, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %552 = "tosa.transpose"(%arg75) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %553 = "tosa.reshape"(%552, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %554 = "tosa.matmul"(%551, %553, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %555 = "tosa.reshape"(%554, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %556 = "tosa.reshape"(%arg76, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %557 = "tosa.add"(%555, %556) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %558 = "tosa.reshape"(%557, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %559 = "tosa.add"(%558, %509) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %560 = "tosa.cast"(%559) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %561 = "tosa.reduce_sum"(%560) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %562 = "tosa.mul"(%561, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %563 = "tosa.sub"(%560, %562) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %564 = "tosa.mul"(%563, %563, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %565 = "tosa.reduce_sum"(%564) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %566 = "tosa.mul"(%565, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %567 = "tosa.cast"(%566) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %568 = "tosa.reduce_sum"(%559) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %569 = "tosa.mul"(%568, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %570 = "tosa.add"(%567, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %571 = "tosa.rsqrt"(%570) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %572 = "tosa.sub"(%559, %569) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %573 = "tosa.mul"(%572, %571, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %574 = "tosa.reshape"(%arg77, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %575 = "tosa.mul"(%573, %574, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %576 = "tosa.reshape"(%arg78, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %577 = "tosa.add"(%575, %576) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %578 = "tosa.transpose"(%arg79) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %579 = "tosa.reshape"(%578, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %580 = "tosa.matmul"(%577, %579, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %581 = "tosa.reshape"(%580, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %582 = "tosa.reshape"(%arg80, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %583 = "tosa.add"(%581, %582) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %584 = "tosa.reshape"(%583, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %585 = "tosa.mul"(%584, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %586 = "tosa.erf"(%585) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %587 = "tosa.add"(%586, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %588 = "tosa.mul"(%39, %587, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %589 = "tosa.mul"(%584, %588, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %590 = "tosa.transpose"(%arg81) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %591 = "tosa.reshape"(%590, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %592 = "tosa.matmul"(%589, %591, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %593 = "tosa.reshape"(%592, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %594 = "tosa.reshape"(%arg82, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %595 = "tosa.add"(%593, %594) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %596 = "tosa.reshape"(%595, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %597 = "tosa.add"(%596, %577) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %598 = "tosa.cast"(%597) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %599 = "tosa.reduce_sum"(%598) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %600 = "tosa.mul"(%599, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %601 = "tosa.sub"(%598, %600) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %602 = "tosa.mul"(%601, %601, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %603 = "tosa.reduce_sum"(%602) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %604 = "tosa.mul"(%603, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %605 = "tosa.cast"(%604) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %606 = "tosa.reduce_sum"(%597) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %607 = "tosa.mul"(%606, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %608 = "tosa.add"(%605, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %609 = "tosa.rsqrt"(%608) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %610 = "tosa.sub"(%597, %607) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %611 = "tosa.mul"(%610, %609, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %612 = "tosa.reshape"(%arg83, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %613 = "tosa.mul"(%611, %612, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %614 = "tosa.reshape"(%arg84, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %615 = "tosa.add"(%613, %614) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %616 = "tosa.transpose"(%arg85) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %617 = "tosa.reshape"(%616, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %618 = "tosa.matmul"(%615, %617, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %619 = "tosa.reshape"(%618, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %620 = "tosa.reshape"(%arg86, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %621 = "tosa.add"(%619, %620) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %622 = "tosa.reshape"(%621, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %623 = "tosa.transpose"(%622) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %624 = "tosa.transpose"(%arg87) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %625 = "tosa.reshape"(%624, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %626 = "tosa.matmul"(%615, %625, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %627 = "tosa.reshape"(%626, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %628 = "tosa.reshape"(%arg88, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %629 = "tosa.add"(%627, %628) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %630 = "tosa.reshape"(%629, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %631 = "tosa.transpose"(%arg89) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %632 = "tosa.reshape"(%631, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %633 = "tosa.matmul"(%615, %632, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %634 = "tosa.reshape"(%633, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %635 = "tosa.reshape"(%arg90, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %636 = "tosa.add"(%634, %635) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %637 = "tosa.reshape"(%636, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %638 = "tosa.transpose"(%637) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %639 = "tosa.transpose"(%630) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %640 = "tosa.reshape"(%623, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %641 = "tosa.reshape"(%639, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %642 = "tosa.matmul"(%640, %641, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %643 = "tosa.reshape"(%642, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %644 = "tosa.mul"(%643, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %645 = "tosa.add"(%644, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %646 = "tosa.reduce_max"(%645) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %647 = "tosa.sub"(%645, %646) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %648 = "tosa.exp"(%647) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %649 = "tosa.reduce_sum"(%648) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %650 = "tosa.reciprocal"(%649) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %651 = "tosa.mul"(%648, %650, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %652 = "tosa.reshape"(%651, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %653 = "tosa.reshape"(%638, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %654 = "tosa.matmul"(%652, %653, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %655 = "tosa.reshape"(%654, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %656 = "tosa.transpose"(%655) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %657 = "tosa.reshape"(%656, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %658 = "tosa.transpose"(%arg91) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %659 = "tosa.reshape"(%658, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %660 = "tosa.matmul"(%657, %659, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %661 = "tosa.reshape"(%660, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %662 = "tosa.reshape"(%arg92, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %663 = "tosa.add"(%661, %662) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %664 = "tosa.reshape"(%663, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %665 = "tosa.add"(%664, %615) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %666 = "tosa.cast"(%665) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %667 = "tosa.reduce_sum"(%666) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %668 = "tosa.mul"(%667, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %669 = "tosa.sub"(%666, %668) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %670 = "tosa.mul"(%669, %669, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %671 = "tosa.reduce_sum"(%670) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %672 = "tosa.mul"(%671, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %673 = "tosa.cast"(%672) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %674 = "tosa.reduce_sum"(%665) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %675 = "tosa.mul"(%674, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %676 = "tosa.add"(%673, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %677 = "tosa.rsqrt"(%676) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %678 = "tosa.sub"(%665, %675) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %679 = "tosa.mul"(%678, %677, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %680 = "tosa.reshape"(%arg93, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %681 = "tosa.mul"(%679, %680, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %682 = "tosa.reshape"(%arg94, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %683 = "tosa.add"(%681, %682) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %684 = "tosa.transpose"(%arg95) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %685 = "tosa.reshape"(%684, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %686 = "tosa.matmul"(%683, %685, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %687 = "tosa.reshape"(%686, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %688 = "tosa.reshape"(%arg96, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %689 = "tosa.add"(%687, %688) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %690 = "tosa.reshape"(%689, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %691 = "tosa.mul"(%690, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %692 = "tosa.erf"(%691) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %693 = "tosa.add"(%692, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %694 = "tosa.mul"(%39, %693, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %695 = "tosa.mul"(%690, %694, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %696 = "tosa.transpose"(%arg97) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %697 = "tosa.reshape"(%696, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %698 = "tosa.matmul"(%695, %697, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %699 = "tosa.reshape"(%698, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %700 = "tosa.reshape"(%arg98, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %701 = "tosa.add"(%699, %700) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %702 = "tosa.reshape"(%701, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %703 = "tosa.add"(%702, %683) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %704 = "tosa.cast"(%703) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %705 = "tosa.reduce_sum"(%704) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %706 = "tosa.mul"(%705, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %707 = "tosa.sub"(%704, %706) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %708 = "tosa.mul"(%707, %707, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %709 = "tosa.reduce_sum"(%708) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %710 = "tosa.mul"(%709, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %711 = "tosa.cast"(%710) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %712 = "tosa.reduce_sum"(%703) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %713 = "tosa.mul"(%712, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %714 = "tosa.add"(%711, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %715 = "tosa.rsqrt"(%714) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %716 = "tosa.sub"(%703, %713) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %717 = "tosa.mul"(%716, %715, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %718 = "tosa.reshape"(%arg99, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %719 = "tosa.mul"(%717, %718, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %720 = "tosa.reshape"(%arg100, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %721 = "tosa.add"(%719, %720) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %722 = "tosa.transpose"(%arg101) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %723 = "tosa.reshape"(%722, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %724 = "tosa.matmul"(%721, %723, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %725 = "tosa.reshape"(%724, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %726 = "tosa.reshape"(%arg102, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %727 = "tosa.add"(%725, %726) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %728 = "tosa.reshape"(%727, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %729 = "tosa.transpose"(%728) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %730 = "tosa.transpose"(%arg103) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %731 = "tosa.reshape"(%730, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %732 = "tosa.matmul"(%721, %731, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %733 = "tosa.reshape"(%732, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %734 = "tosa.reshape"(%arg104, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %735 = "tosa.add"(%733, %734) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %736 = "tosa.reshape"(%735, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %737 = "tosa.transpose"(%arg105) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %738 = "tosa.reshape"(%737, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %739 = "tosa.matmul"(%721, %738, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %740 = "tosa.reshape"(%739, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %741 = "tosa.reshape"(%arg106, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %742 = "tosa.add"(%740, %741) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %743 = "tosa.reshape"(%742, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %744 = "tosa.transpose"(%743) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %745 = "tosa.transpose"(%736) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %746 = "tosa.reshape"(%729, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %747 = "tosa.reshape"(%745, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %748 = "tosa.matmul"(%746, %747, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %749 = "tosa.reshape"(%748, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %750 = "tosa.mul"(%749, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %751 = "tosa.add"(%750, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %752 = "tosa.reduce_max"(%751) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %753 = "tosa.sub"(%751, %752) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %754 = "tosa.exp"(%753) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %755 = "tosa.reduce_sum"(%754) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %756 = "tosa.reciprocal"(%755) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %757 = "tosa.mul"(%754, %756, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %758 = "tosa.reshape"(%757, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %759 = "tosa.reshape"(%744, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %760 = "tosa.matmul"(%758, %759, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %761 = "tosa.reshape"(%760, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %762 = "tosa.transpose"(%761) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %763 = "tosa.reshape"(%762, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %764 = "tosa.transpose"(%arg107) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %765 = "tosa.reshape"(%764, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %766 = "tosa.matmul"(%763, %765, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %767 = "tosa.reshape"(%766, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %768 = "tosa.reshape"(%arg108, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %769 = "tosa.add"(%767, %768) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %770 = "tosa.reshape"(%769, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %771 = "tosa.add"(%770, %721) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %772 = "tosa.cast"(%771) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %773 = "tosa.reduce_sum"(%772) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %774 = "tosa.mul"(%773, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %775 = "tosa.sub"(%772, %774) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %776 = "tosa.mul"(%775, %775, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %777 = "tosa.reduce_sum"(%776) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %778 = "tosa.mul"(%777, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %779 = "tosa.cast"(%778) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %780 = "tosa.reduce_sum"(%771) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %781 = "tosa.mul"(%780, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %782 = "tosa.add"(%779, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %783 = "tosa.rsqrt"(%782) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %784 = "tosa.sub"(%771, %781) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %785 = "tosa.mul"(%784, %783, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %786 = "tosa.reshape"(%arg109, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %787 = "tosa.mul"(%785, %786, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %788 = "tosa.reshape"(%arg110, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %789 = "tosa.add"(%787, %788) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %790 = "tosa.transpose"(%arg111) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %791 = "tosa.reshape"(%790, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %792 = "tosa.matmul"(%789, %791, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %793 = "tosa.reshape"(%792, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %794 = "tosa.reshape"(%arg112, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %795 = "tosa.add"(%793, %794) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %796 = "tosa.reshape"(%795, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %797 = "tosa.mul"(%796, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %798 = "tosa.erf"(%797) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %799 = "tosa.add"(%798, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %800 = "tosa.mul"(%39, %799, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %801 = "tosa.mul"(%796, %800, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %802 = "tosa.transpose"(%arg113) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %803 = "tosa.reshape"(%802, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %804 = "tosa.matmul"(%801, %803, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %805 = "tosa.reshape"(%804, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %806 = "tosa.reshape"(%arg114, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %807 = "tosa.add"(%805, %806) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %808 = "tosa.reshape"(%807, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %809 = "tosa.add"(%808, %789) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %810 = "tosa.cast"(%809) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %811 = "tosa.reduce_sum"(%810) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %812 = "tosa.mul"(%811, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %813 = "tosa.sub"(%810, %812) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %814 = "tosa.mul"(%813, %813, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %815 = "tosa.reduce_sum"(%814) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %816 = "tosa.mul"(%815, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %817 = "tosa.cast"(%816) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %818 = "tosa.reduce_sum"(%809) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %819 = "tosa.mul"(%818, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %820 = "tosa.add"(%817, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %821 = "tosa.rsqrt"(%820) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %822 = "tosa.sub"(%809, %819) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %823 = "tosa.mul"(%822, %821, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %824 = "tosa.reshape"(%arg115, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %825 = "tosa.mul"(%823, %824, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %826 = "tosa.reshape"(%arg116, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %827 = "tosa.add"(%825, %826) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %828 = "tosa.transpose"(%arg117) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %829 = "tosa.reshape"(%828, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %830 = "tosa.matmul"(%827, %829, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %831 = "tosa.reshape"(%830, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %832 = "tosa.reshape"(%arg118, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %833 = "tosa.add"(%831, %832) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %834 = "tosa.reshape"(%833, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %835 = "tosa.transpose"(%834) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %836 = "tosa.transpose"(%arg119) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %837 = "tosa.reshape"(%836, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %838 = "tosa.matmul"(%827, %837, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %839 = "tosa.reshape"(%838, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %840 = "tosa.reshape"(%arg120, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %841 = "tosa.add"(%839, %840) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %842 = "tosa.reshape"(%841, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %843 = "tosa.transpose"(%arg121) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %844 = "tosa.reshape"(%843, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %845 = "tosa.matmul"(%827, %844, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %846 = "tosa.reshape"(%845, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %847 = "tosa.reshape"(%arg122, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %848 = "tosa.add"(%846, %847) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %849 = "tosa.reshape"(%848, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %850 = "tosa.transpose"(%849) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %851 = "tosa.transpose"(%842) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %852 = "tosa.reshape"(%835, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %853 = "tosa.reshape"(%851, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %854 = "tosa.matmul"(%852, %853, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %855 = "tosa.reshape"(%854, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %856 = "tosa.mul"(%855, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %857 = "tosa.add"(%856, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %858 = "tosa.reduce_max"(%857) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %859 = "tosa.sub"(%857, %858) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %860 = "tosa.exp"(%859) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %861 = "tosa.reduce_sum"(%860) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %862 = "tosa.reciprocal"(%861) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %863 = "tosa.mul"(%860, %862, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %864 = "tosa.reshape"(%863, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %865 = "tosa.reshape"(%850, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %866 = "tosa.matmul"(%864, %865, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %867 = "tosa.reshape"(%866, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %868 = "tosa.transpose"(%867) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %869 = "tosa.reshape"(%868, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %870 = "tosa.transpose"(%arg123) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %871 = "tosa.reshape"(%870, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %872 = "tosa.matmul"(%869, %871, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %873 = "tosa.reshape"(%872, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %874 = "tosa.reshape"(%arg124, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %875 = "tosa.add"(%873, %874) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %876 = "tosa.reshape"(%875, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %877 = "tosa.add"(%876, %827) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %878 = "tosa.cast"(%877) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %879 = "tosa.reduce_sum"(%878) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %880 = "tosa.mul"(%879, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %881 = "tosa.sub"(%878, %880) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %882 = "tosa.mul"(%881, %881, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %883 = "tosa.reduce_sum"(%882) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %884 = "tosa.mul"(%883, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %885 = "tosa.cast"(%884) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %886 = "tosa.reduce_sum"(%877) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %887 = "tosa.mul"(%886, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %888 = "tosa.add"(%885, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %889 = "tosa.rsqrt"(%888) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %890 = "tosa.sub"(%877, %887) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %891 = "tosa.mul"(%890, %889, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %892 = "tosa.reshape"(%arg125, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %893 = "tosa.mul"(%891, %892, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %894 = "tosa.reshape"(%arg126, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %895 = "tosa.add"(%893, %894) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %896 = "tosa.transpose"(%arg127) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %897 = "tosa.reshape"(%896, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %898 = "tosa.matmul"(%895, %897, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %899 = "tosa.reshape"(%898, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %900 = "tosa.reshape"(%arg128, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %901 = "tosa.add"(%899, %900) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %902 = "tosa.reshape"(%901, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %903 = "tosa.mul"(%902, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %904 = "tosa.erf"(%903) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %905 = "tosa.add"(%904, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %906 = "tosa.mul"(%39, %905, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %907 = "tosa.mul"(%902, %906, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %908 = "tosa.transpose"(%arg129) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %909 = "tosa.reshape"(%908, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %910 = "tosa.matmul"(%907, %909, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %911 = "tosa.reshape"(%910, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %912 = "tosa.reshape"(%arg130, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %913 = "tosa.add"(%911, %912) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %914 = "tosa.reshape"(%913, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %915 = "tosa.add"(%914, %895) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %916 = "tosa.cast"(%915) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %917 = "tosa.reduce_sum"(%916) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %918 = "tosa.mul"(%917, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %919 = "tosa.sub"(%916, %918) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %920 = "tosa.mul"(%919, %919, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %921 = "tosa.reduce_sum"(%920) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %922 = "tosa.mul"(%921, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %923 = "tosa.cast"(%922) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %924 = "tosa.reduce_sum"(%915) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %925 = "tosa.mul"(%924, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %926 = "tosa.add"(%923, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %927 = "tosa.rsqrt"(%926) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %928 = "tosa.sub"(%915, %925) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %929 = "tosa.mul"(%928, %927, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %930 = "tosa.reshape"(%arg131, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %931 = "tosa.mul"(%929, %930, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %932 = "tosa.reshape"(%arg132, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %933 = "tosa.add"(%931, %932) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %934 = "tosa.transpose"(%arg133) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %935 = "tosa.reshape"(%934, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %936 = "tosa.matmul"(%933, %935, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %937 = "tosa.reshape"(%936, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %938 = "tosa.reshape"(%arg134, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %939 = "tosa.add"(%937, %938) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %940 = "tosa.reshape"(%939, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %941 = "tosa.transpose"(%940) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %942 = "tosa.transpose"(%arg135) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %943 = "tosa.reshape"(%942, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %944 = "tosa.matmul"(%933, %943, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %945 = "tosa.reshape"(%944, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %946 = "tosa.reshape"(%arg136, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %947 = "tosa.add"(%945, %946) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %948 = "tosa.reshape"(%947, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %949 = "tosa.transpose"(%arg137) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %950 = "tosa.reshape"(%949, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %951 = "tosa.matmul"(%933, %950, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %952 = "tosa.reshape"(%951, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %953 = "tosa.reshape"(%arg138, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %954 = "tosa.add"(%952, %953) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %955 = "tosa.reshape"(%954, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %956 = "tosa.transpose"(%955) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %957 = "tosa.transpose"(%948) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %958 = "tosa.reshape"(%941, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %959 = "tosa.reshape"(%957, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %960 = "tosa.matmul"(%958, %959, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %961 = "tosa.reshape"(%960, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %962 = "tosa.mul"(%961, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %963 = "tosa.add"(%962, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %964 = "tosa.reduce_max"(%963) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %965 = "tosa.sub"(%963, %964) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %966 = "tosa.exp"(%965) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %967 = "tosa.reduce_sum"(%966) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %968 = "tosa.reciprocal"(%967) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %969 = "tosa.mul"(%966, %968, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %970 = "tosa.reshape"(%969, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %971 = "tosa.reshape"(%956, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %972 = "tosa.matmul"(%970, %971, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %973 = "tosa.reshape"(%972, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %974 = "tosa.transpose"(%973) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %975 = "tosa.reshape"(%974, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %976 = "tosa.transpose"(%arg139) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %977 = "tosa.reshape"(%976, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %978 = "tosa.matmul"(%975, %977, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %979 = "tosa.reshape"(%978, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %980 = "tosa.reshape"(%arg140, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %981 = "tosa.add"(%979, %980) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %982 = "tosa.reshape"(%981, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %983 = "tosa.add"(%982, %933) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %984 = "tosa.cast"(%983) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %985 = "tosa.reduce_sum"(%984) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %986 = "tosa.mul"(%985, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %987 = "tosa.sub"(%984, %986) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %988 = "tosa.mul"(%987, %987, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %989 = "tosa.reduce_sum"(%988) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %990 = "tosa.mul"(%989, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %991 = "tosa.cast"(%990) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %992 = "tosa.reduce_sum"(%983) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %993 = "tosa.mul"(%992, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %994 = "tosa.add"(%991, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %995 = "tosa.rsqrt"(%994) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %996 = "tosa.sub"(%983, %993) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %997 = "tosa.mul"(%996, %995, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %998 = "tosa.reshape"(%arg141, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %999 = "tosa.mul"(%997, %998, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1000 = "tosa.reshape"(%arg142, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1001 = "tosa.add"(%999, %1000) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1002 = "tosa.transpose"(%arg143) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %1003 = "tosa.reshape"(%1002, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1004 = "tosa.matmul"(%1001, %1003, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %1005 = "tosa.reshape"(%1004, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %1006 = "tosa.reshape"(%arg144, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1007 = "tosa.add"(%1005, %1006) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %1008 = "tosa.reshape"(%1007, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %1009 = "tosa.mul"(%1008, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1010 = "tosa.erf"(%1009) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %1011 = "tosa.add"(%1010, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %1012 = "tosa.mul"(%39, %1011, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1013 = "tosa.mul"(%1008, %1012, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1014 = "tosa.transpose"(%arg145) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %1015 = "tosa.reshape"(%1014, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1016 = "tosa.matmul"(%1013, %1015, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1017 = "tosa.reshape"(%1016, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1018 = "tosa.reshape"(%arg146, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1019 = "tosa.add"(%1017, %1018) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1020 = "tosa.reshape"(%1019, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1021 = "tosa.add"(%1020, %1001) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1022 = "tosa.cast"(%1021) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1023 = "tosa.reduce_sum"(%1022) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1024 = "tosa.mul"(%1023, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1025 = "tosa.sub"(%1022, %1024) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1026 = "tosa.mul"(%1025, %1025, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %1027 = "tosa.reduce_sum"(%1026) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1028 = "tosa.mul"(%1027, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1029 = "tosa.cast"(%1028) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1030 = "tosa.reduce_sum"(%1021) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %1031 = "tosa.mul"(%1030, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %1032 = "tosa.add"(%1029, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %1033 = "tosa.rsqrt"(%1032) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1034 = "tosa.sub"(%1021, %1031) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1035 = "tosa.mul"(%1034, %1033, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1036 = "tosa.reshape"(%arg147, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1037 = "tosa.mul"(%1035, %1036, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1038 = "tosa.reshape"(%arg148, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1039 = "tosa.add"(%1037, %1038) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1040 = "tosa.transpose"(%arg149) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1041 = "tosa.reshape"(%1040, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1042 = "tosa.matmul"(%1039, %1041, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1043 = "tosa.reshape"(%1042, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1044 = "tosa.reshape"(%arg150, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1045 = "tosa.add"(%1043, %1044) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1046 = "tosa.reshape"(%1045, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1047 = "tosa.transpose"(%1046) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1048 = "tosa.transpose"(%arg151) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1049 = "tosa.reshape"(%1048, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1050 = "tosa.matmul"(%1039, %1049, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1051 = "tosa.reshape"(%1050, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1052 = "tosa.reshape"(%arg152, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1053 = "tosa.add"(%1051, %1052) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1054 = "tosa.reshape"(%1053, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1055 = "tosa.transpose"(%arg153) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1056 = "tosa.reshape"(%1055, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1057 = "tosa.matmul"(%1039, %1056, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1058 = "tosa.reshape"(%1057, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1059 = "tosa.reshape"(%arg154, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1060 = "tosa.add"(%1058, %1059) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1061 = "tosa.reshape"(%1060, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1062 = "tosa.transpose"(%1061) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1063 = "tosa.transpose"(%1054) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %1064 = "tosa.reshape"(%1047, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %1065 = "tosa.reshape"(%1063, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %1066 = "tosa.matmul"(%1064, %1065, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %1067 = "tosa.reshape"(%1066, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %1068 = "tosa.mul"(%1067, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %1069 = "tosa.add"(%1068, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1070 = "tosa.reduce_max"(%1069) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %1071 = "tosa.sub"(%1069, %1070) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1072 = "tosa.exp"(%1071) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1073 = "tosa.reduce_sum"(%1072) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %1074 = "tosa.reciprocal"(%1073) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %1075 = "tosa.mul"(%1072, %1074, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %1076 = "tosa.reshape"(%1075, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %1077 = "tosa.reshape"(%1062, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %1078 = "tosa.matmul"(%1076, %1077, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %1079 = "tosa.reshape"(%1078, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %1080 = "tosa.transpose"(%1079) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %1081 = "tosa.reshape"(%1080, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1082 = "tosa.transpose"(%arg155) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1083 = "tosa.reshape"(%1082, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1084 = "tosa.matmul"(%1081, %1083, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1085 = "tosa.reshape"(%1084, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1086 = "tosa.reshape"(%arg156, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1087 = "tosa.add"(%1085, %1086) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1088 = "tosa.reshape"(%1087, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1089 = "tosa.add"(%1088, %1039) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1090 = "tosa.cast"(%1089) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1091 = "tosa.reduce_sum"(%1090) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1092 = "tosa.mul"(%1091, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1093 = "tosa.sub"(%1090, %1092) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1094 = "tosa.mul"(%1093, %1093, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %1095 = "tosa.reduce_sum"(%1094) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1096 = "tosa.mul"(%1095, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1097 = "tosa.cast"(%1096) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1098 = "tosa.reduce_sum"(%1089) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %1099 = "tosa.mul"(%1098, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %1100 = "tosa.add"(%1097, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %1101 = "tosa.rsqrt"(%1100) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1102 = "tosa.sub"(%1089, %1099) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1103 = "tosa.mul"(%1102, %1101, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1104 = "tosa.reshape"(%arg157, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1105 = "tosa.mul"(%1103, %1104, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1106 = "tosa.reshape"(%arg158, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1107 = "tosa.add"(%1105, %1106) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1108 = "tosa.transpose"(%arg159) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %1109 = "tosa.reshape"(%1108, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1110 = "tosa.matmul"(%1107, %1109, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %1111 = "tosa.reshape"(%1110, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %1112 = "tosa.reshape"(%arg160, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1113 = "tosa.add"(%1111, %1112) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %1114 = "tosa.reshape"(%1113, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %1115 = "tosa.mul"(%1114, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1116 = "tosa.erf"(%1115) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %1117 = "tosa.add"(%1116, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %1118 = "tosa.mul"(%39, %1117, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1119 = "tosa.mul"(%1114, %1118, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1120 = "tosa.transpose"(%arg161) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %1121 = "tosa.reshape"(%1120, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1122 = "tosa.matmul"(%1119, %1121, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1123 = "tosa.reshape"(%1122, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1124 = "tosa.reshape"(%arg162, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1125 = "tosa.add"(%1123, %1124) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1126 = "tosa.reshape"(%1125, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1127 = "tosa.add"(%1126, %1107) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1128 = "tosa.cast"(%1127) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1129 = "tosa.reduce_sum"(%1128) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1130 = "tosa.mul"(%1129, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1131 = "tosa.sub"(%1128, %1130) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1132 = "tosa.mul"(%1131, %1131, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %1133 = "tosa.reduce_sum"(%1132) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1134 = "tosa.mul"(%1133, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1135 = "tosa.cast"(%1134) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1136 = "tosa.reduce_sum"(%1127) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %1137 = "tosa.mul"(%1136, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %1138 = "tosa.add"(%1135, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %1139 = "tosa.rsqrt"(%1138) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1140 = "tosa.sub"(%1127, %1137) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1141 = "tosa.mul"(%1140, %1139, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1142 = "tosa.reshape"(%arg163, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1143 = "tosa.mul"(%1141, %1142, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1144 = "tosa.reshape"(%arg164, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1145 = "tosa.add"(%1143, %1144) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1146 = "tosa.transpose"(%arg165) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1147 = "tosa.reshape"(%1146, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1148 = "tosa.matmul"(%1145, %1147, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1149 = "tosa.reshape"(%1148, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1150 = "tosa.reshape"(%arg166, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1151 = "tosa.add"(%1149, %1150) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1152 = "tosa.reshape"(%1151, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1153 = "tosa.transpose"(%1152) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1154 = "tosa.transpose"(%arg167) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1155 = "tosa.reshape"(%1154, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1156 = "tosa.matmul"(%1145, %1155, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1157 = "tosa.reshape"(%1156, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1158 = "tosa.reshape"(%arg168, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1159 = "tosa.add"(%1157, %1158) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1160 = "tosa.reshape"(%1159, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1161 = "tosa.transpose"(%arg169) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1162 = "tosa.reshape"(%1161, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1163 = "tosa.matmul"(%1145, %1162, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1164 = "tosa.reshape"(%1163, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1165 = "tosa.reshape"(%arg170, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1166 = "tosa.add"(%1164, %1165) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1167 = "tosa.reshape"(%1166, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1168 = "tosa.transpose"(%1167) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1169 = "tosa.transpose"(%1160) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %1170 = "tosa.reshape"(%1153, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %1171 = "tosa.reshape"(%1169, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %1172 = "tosa.matmul"(%1170, %1171, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %1173 = "tosa.reshape"(%1172, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %1174 = "tosa.mul"(%1173, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %1175 = "tosa.add"(%1174, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1176 = "tosa.reduce_max"(%1175) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %1177 = "tosa.sub"(%1175, %1176) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1178 = "tosa.exp"(%1177) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1179 = "tosa.reduce_sum"(%1178) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %1180 = "tosa.reciprocal"(%1179) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %1181 = "tosa.mul"(%1178, %1180, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %1182 = "tosa.reshape"(%1181, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %1183 = "tosa.reshape"(%1168, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %1184 = "tosa.matmul"(%1182, %1183, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %1185 = "tosa.reshape"(%1184, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %1186 = "tosa.transpose"(%1185) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %1187 = "tosa.reshape"(%1186, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1188 = "tosa.transpose"(%arg171) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1189 = "tosa.reshape"(%1188, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1190 = "tosa.matmul"(%1187, %1189, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1191 = "tosa.reshape"(%1190, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1192 = "tosa.reshape"(%arg172, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1193 = "tosa.add"(%1191, %1192) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1194 = "tosa.reshape"(%1193, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1195 = "tosa.add"(%1194, %1145) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1196 = "tosa.cast"(%1195) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1197 = "tosa.reduce_sum"(%1196) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1198 = "tosa.mul"(%1197, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1199 = "tosa.sub"(%1196, %1198) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1200 = "tosa.mul"(%1199, %1199, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %1201 = "tosa.reduce_sum"(%1200) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1202 = "tosa.mul"(%1201, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1203 = "tosa.cast"(%1202) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1204 = "tosa.reduce_sum"(%1195) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %1205 = "tosa.mul"(%1204, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %1206 = "tosa.add"(%1203, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %1207 = "tosa.rsqrt"(%1206) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1208 = "tosa.sub"(%1195, %1205) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1209 = "tosa.mul"(%1208, %1207, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1210 = "tosa.reshape"(%arg173, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1211 = "tosa.mul"(%1209, %1210, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1212 = "tosa.reshape"(%arg174, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1213 = "tosa.add"(%1211, %1212) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1214 = "tosa.transpose"(%arg175) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %1215 = "tosa.reshape"(%1214, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1216 = "tosa.matmul"(%1213, %1215, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %1217 = "tosa.reshape"(%1216, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %1218 = "tosa.reshape"(%arg176, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1219 = "tosa.add"(%1217, %1218) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %1220 = "tosa.reshape"(%1219, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %1221 = "tosa.mul"(%1220, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1222 = "tosa.erf"(%1221) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %1223 = "tosa.add"(%1222, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %1224 = "tosa.mul"(%39, %1223, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1225 = "tosa.mul"(%1220, %1224, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1226 = "tosa.transpose"(%arg177) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %1227 = "tosa.reshape"(%1226, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1228 = "tosa.matmul"(%1225, %1227, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1229 = "tosa.reshape"(%1228, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1230 = "tosa.reshape"(%arg178, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1231 = "tosa.add"(%1229, %1230) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1232 = "tosa.reshape"(%1231, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1233 = "tosa.add"(%1232, %1213) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1234 = "tosa.cast"(%1233) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1235 = "tosa.reduce_sum"(%1234) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1236 = "tosa.mul"(%1235, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1237 = "tosa.sub"(%1234, %1236) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1238 = "tosa.mul"(%1237, %1237, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %1239 = "tosa.reduce_sum"(%1238) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1240 = "tosa.mul"(%1239, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1241 = "tosa.cast"(%1240) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1242 = "tosa.reduce_sum"(%1233) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %1243 = "tosa.mul"(%1242, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %1244 = "tosa.add"(%1241, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %1245 = "tosa.rsqrt"(%1244) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1246 = "tosa.sub"(%1233, %1243) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1247 = "tosa.mul"(%1246, %1245, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1248 = "tosa.reshape"(%arg179, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1249 = "tosa.mul"(%1247, %1248, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1250 = "tosa.reshape"(%arg180, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1251 = "tosa.add"(%1249, %1250) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1252 = "tosa.transpose"(%arg181) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1253 = "tosa.reshape"(%1252, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1254 = "tosa.matmul"(%1251, %1253, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1255 = "tosa.reshape"(%1254, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1256 = "tosa.reshape"(%arg182, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1257 = "tosa.add"(%1255, %1256) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1258 = "tosa.reshape"(%1257, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1259 = "tosa.transpose"(%1258) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1260 = "tosa.transpose"(%arg183) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1261 = "tosa.reshape"(%1260, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1262 = "tosa.matmul"(%1251, %1261, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1263 = "tosa.reshape"(%1262, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1264 = "tosa.reshape"(%arg184, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1265 = "tosa.add"(%1263, %1264) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1266 = "tosa.reshape"(%1265, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1267 = "tosa.transpose"(%arg185) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1268 = "tosa.reshape"(%1267, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1269 = "tosa.matmul"(%1251, %1268, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1270 = "tosa.reshape"(%1269, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1271 = "tosa.reshape"(%arg186, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1272 = "tosa.add"(%1270, %1271) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1273 = "tosa.reshape"(%1272, %19) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %1274 = "tosa.transpose"(%1273) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1275 = "tosa.transpose"(%1266) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %1276 = "tosa.reshape"(%1259, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %1277 = "tosa.reshape"(%1275, %21) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %1278 = "tosa.matmul"(%1276, %1277, %16, %16) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %1279 = "tosa.reshape"(%1278, %22) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %1280 = "tosa.mul"(%1279, %37, %6) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %1281 = "tosa.add"(%1280, %85) : (tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1282 = "tosa.reduce_max"(%1281) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %1283 = "tosa.sub"(%1281, %1282) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1284 = "tosa.exp"(%1283) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %1285 = "tosa.reduce_sum"(%1284) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %1286 = "tosa.reciprocal"(%1285) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %1287 = "tosa.mul"(%1284, %1286, %6) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %1288 = "tosa.reshape"(%1287, %23) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %1289 = "tosa.reshape"(%1274, %20) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %1290 = "tosa.matmul"(%1288, %1289, %16, %16) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %1291 = "tosa.reshape"(%1290, %24) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %1292 = "tosa.transpose"(%1291) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %1293 = "tosa.reshape"(%1292, %8) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1294 = "tosa.transpose"(%arg187) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %1295 = "tosa.reshape"(%1294, %17) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1296 = "tosa.matmul"(%1293, %1295, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1297 = "tosa.reshape"(%1296, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1298 = "tosa.reshape"(%arg188, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1299 = "tosa.add"(%1297, %1298) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1300 = "tosa.reshape"(%1299, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1301 = "tosa.add"(%1300, %1251) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1302 = "tosa.cast"(%1301) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1303 = "tosa.reduce_sum"(%1302) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1304 = "tosa.mul"(%1303, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1305 = "tosa.sub"(%1302, %1304) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1306 = "tosa.mul"(%1305, %1305, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %1307 = "tosa.reduce_sum"(%1306) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1308 = "tosa.mul"(%1307, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1309 = "tosa.cast"(%1308) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1310 = "tosa.reduce_sum"(%1301) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %1311 = "tosa.mul"(%1310, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %1312 = "tosa.add"(%1309, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %1313 = "tosa.rsqrt"(%1312) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1314 = "tosa.sub"(%1301, %1311) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1315 = "tosa.mul"(%1314, %1313, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1316 = "tosa.reshape"(%arg189, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1317 = "tosa.mul"(%1315, %1316, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1318 = "tosa.reshape"(%arg190, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1319 = "tosa.add"(%1317, %1318) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1320 = "tosa.transpose"(%arg191) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %1321 = "tosa.reshape"(%1320, %25) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1322 = "tosa.matmul"(%1319, %1321, %16, %16) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %1323 = "tosa.reshape"(%1322, %26) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %1324 = "tosa.reshape"(%arg192, %27) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1325 = "tosa.add"(%1323, %1324) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %1326 = "tosa.reshape"(%1325, %28) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %1327 = "tosa.mul"(%1326, %40, %6) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1328 = "tosa.erf"(%1327) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %1329 = "tosa.add"(%1328, %38) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %1330 = "tosa.mul"(%39, %1329, %6) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1331 = "tosa.mul"(%1326, %1330, %6) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %1332 = "tosa.transpose"(%arg193) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %1333 = "tosa.reshape"(%1332, %29) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1334 = "tosa.matmul"(%1331, %1333, %16, %16) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %1335 = "tosa.reshape"(%1334, %15) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %1336 = "tosa.reshape"(%arg194, %18) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1337 = "tosa.add"(%1335, %1336) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %1338 = "tosa.reshape"(%1337, %8) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %1339 = "tosa.add"(%1338, %1319) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %1340 = "tosa.cast"(%1339) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1341 = "tosa.reduce_sum"(%1340) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1342 = "tosa.mul"(%1341, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1343 = "tosa.sub"(%1340, %1342) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1344 = "tosa.mul"(%1343, %1343, %6) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %1345 = "tosa.reduce_sum"(%1344) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %1346 = "tosa.mul"(%1345, %31, %6) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %1347 = "tosa.cast"(%1346) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1348 = "tosa.reduce_sum"(%1339) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %1349 = "tosa.mul"(%1348, %32, %6) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %1350 = "tosa.add"(%1347, %33) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %1351 = "tosa.rsqrt"(%1350) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %1352 = "tosa.sub"(%1339, %1349) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1353 = "tosa.mul"(%1352, %1351, %6) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1354 = "tosa.reshape"(%arg195, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1355 = "tosa.mul"(%1353, %1354, %6) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %1356 = "tosa.reshape"(%arg196, %11) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1357 = "tosa.add"(%1355, %1356) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    "func.return"(%1357) : (tensor<1x128x768xf32>) -> ()
  }) : () -> ()
}) : () -> ()
