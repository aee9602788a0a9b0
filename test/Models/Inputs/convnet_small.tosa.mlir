// convnet_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 20 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x1x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>, tensor<2x3x19x19xf32>) -> tensor<2x10xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<16x8x1x1xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x1x3x3xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<10x16xf32>, %arg10: tensor<10xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<i64>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<i64>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<i64>, %arg20: tensor<2x3x19x19xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8xf32>}> : () -> tensor<8xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<16xf32>}> : () -> tensor<16xf32>
    %4 = "tosa.const_shape"() <{values = dense<[1, 16, 1, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %5 = "tosa.const_shape"() <{values = dense<[1, 2, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %6 = "tosa.const_shape"() <{values = dense<[1, 16, 10]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[2, 10]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %8 = "tosa.const_shape"() <{values = dense<[1, 10]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %9 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %10 = "tosa.const_shape"() <{values = dense<[16, 1, 1, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %11 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %12 = "tosa.const"() <{values = dense<6.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %13 = "tosa.const"() <{values = dense<4.000000e-02> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %14 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %15 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %16 = "tosa.transpose"(%arg20) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<2x3x19x19xf32>) -> tensor<2x19x19x3xf32>
    %17 = "tosa.transpose"(%arg0) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<8x3x3x3xf32>) -> tensor<8x3x3x3xf32>
    %18 = "tosa.conv2d"(%16, %17, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<2x19x19x3xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x10x10x8xf32>
    %19 = "tosa.add"(%arg12, %9) : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %20 = "tosa.rsqrt"(%19) : (tensor<8xf32>) -> tensor<8xf32>
    %21 = "tosa.reshape"(%arg11, %14) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %22 = "tosa.sub"(%18, %21) : (tensor<2x10x10x8xf32>, tensor<1x1x1x8xf32>) -> tensor<2x10x10x8xf32>
    %23 = "tosa.reshape"(%20, %14) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %24 = "tosa.mul"(%22, %23, %2) : (tensor<2x10x10x8xf32>, tensor<1x1x1x8xf32>, tensor<1xi8>) -> tensor<2x10x10x8xf32>
    %25 = "tosa.reshape"(%arg1, %14) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %26 = "tosa.mul"(%24, %25, %2) : (tensor<2x10x10x8xf32>, tensor<1x1x1x8xf32>, tensor<1xi8>) -> tensor<2x10x10x8xf32>
    %27 = "tosa.reshape"(%arg2, %14) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %28 = "tosa.add"(%26, %27) : (tensor<2x10x10x8xf32>, tensor<1x1x1x8xf32>) -> tensor<2x10x10x8xf32>
    %29 = "tosa.clamp"(%28) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x10x10x8xf32>) -> tensor<2x10x10x8xf32>
    %30 = "tosa.max_pool2d"(%29) <{kernel = array<i64: 3, 3>, nan_mode = #tosa.nan_mode<PROPAGATE>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}> : (tensor<2x10x10x8xf32>) -> tensor<2x5x5x8xf32>
    %31 = "tosa.reshape"(%arg3, %10) : (tensor<16x8x1x1xf32>, !tosa.shape<4>) -> tensor<16x1x1x8xf32>
    %32 = "tosa.conv2d"(%30, %31, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<2x5x5x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x5x16xf32>
    %33 = "tosa.add"(%arg15, %9) : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    %34 = "tosa.rsqrt"(%33) : (tensor<16xf32>) -> tensor<16xf32>
    %35 = "tosa.reshape"(%arg14, %15) : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %36 = "tosa.sub"(%32, %35) : (tensor<2x5x5x16xf32>, tensor<1x1x1x16xf32>) -> tensor<2x5x5x16xf32>
    %37 = "tosa.reshape"(%34, %15) : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %38 = "tosa.mul"(%36, %37, %2) : (tensor<2x5x5x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<2x5x5x16xf32>
    %39 = "tosa.reshape"(%arg4, %15) : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %40 = "tosa.mul"(%38, %39, %2) : (tensor<2x5x5x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<2x5x5x16xf32>
    %41 = "tosa.reshape"(%arg5, %15) : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %42 = "tosa.add"(%40, %41) : (tensor<2x5x5x16xf32>, tensor<1x1x1x16xf32>) -> tensor<2x5x5x16xf32>
    %43 = "tosa.clamp"(%42) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x5x5x16xf32>) -> tensor<2x5x5x16xf32>
    %44 = "tosa.transpose"(%arg6) <{perms = array<i32: 2, 3, 0, 1>}> : (tensor<16x1x3x3xf32>) -> tensor<3x3x16x1xf32>
    %45 = "tosa.depthwise_conv2d"(%43, %44, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<2x5x5x16xf32>, tensor<3x3x16x1xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x5x16xf32>
    %46 = "tosa.transpose"(%45) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<2x5x5x16xf32>) -> tensor<2x16x5x5xf32>
    %47 = "tosa.add"(%arg18, %9) : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    %48 = "tosa.rsqrt"(%47) : (tensor<16xf32>) -> tensor<16xf32>
    %49 = "tosa.reshape"(%arg17, %4) : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x16x1x1xf32>
    %50 = "tosa.sub"(%46, %49) : (tensor<2x16x5x5xf32>, tensor<1x16x1x1xf32>) -> tensor<2x16x5x5xf32>
    %51 = "tosa.reshape"(%48, %4) : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x16x1x1xf32>
    %52 = "tosa.mul"(%50, %51, %2) : (tensor<2x16x5x5xf32>, tensor<1x16x1x1xf32>, tensor<1xi8>) -> tensor<2x16x5x5xf32>
    %53 = "tosa.reshape"(%arg7, %4) : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x16x1x1xf32>
    %54 = "tosa.mul"(%52, %53, %2) : (tensor<2x16x5x5xf32>, tensor<1x16x1x1xf32>, tensor<1xi8>) -> tensor<2x16x5x5xf32>
    %55 = "tosa.reshape"(%arg8, %4) : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x16x1x1xf32>
    %56 = "tosa.add"(%54, %55) : (tensor<2x16x5x5xf32>, tensor<1x16x1x1xf32>) -> tensor<2x16x5x5xf32>
    %57 = "tosa.maximum"(%56, %11) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x16x5x5xf32>, tensor<1x1x1x1xf32>) -> tensor<2x16x5x5xf32>
    %58 = "tosa.minimum"(%57, %12) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x16x5x5xf32>, tensor<1x1x1x1xf32>) -> tensor<2x16x5x5xf32>
    %59 = "tosa.reduce_sum"(%58) <{axis = 3 : i32}> : (tensor<2x16x5x5xf32>) -> tensor<2x16x5x1xf32>
    %60 = "tosa.reduce_sum"(%59) <{axis = 2 : i32}> : (tensor<2x16x5x1xf32>) -> tensor<2x16x1x1xf32>
    %61 = "tosa.mul"(%60, %13, %2) : (tensor<2x16x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x16x1x1xf32>
    %62 = "tosa.transpose"(%arg9) <{perms = array<i32: 1, 0>}> : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %63 = "tosa.reshape"(%61, %5) : (tensor<2x16x1x1xf32>, !tosa.shape<3>) -> tensor<1x2x16xf32>
    %64 = "tosa.reshape"(%62, %6) : (tensor<16x10xf32>, !tosa.shape<3>) -> tensor<1x16x10xf32>
    %65 = "tosa.matmul"(%63, %64, %0, %0) : (tensor<1x2x16xf32>, tensor<1x16x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x10xf32>
    %66 = "tosa.reshape"(%65, %7) : (tensor<1x2x10xf32>, !tosa.shape<2>) -> tensor<2x10xf32>
    %67 = "tosa.reshape"(%arg10, %8) : (tensor<10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %68 = "tosa.add"(%66, %67) : (tensor<2x10xf32>, tensor<1x10xf32>) -> tensor<2x10xf32>
    "func.return"(%68) : (tensor<2x10xf32>) -> ()
  }) : () -> ()
}) : () -> ()
