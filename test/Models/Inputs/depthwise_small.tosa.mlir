// depthwise_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 10 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x1x3x3xf32>, tensor<4x8x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<1x4x8x8xf32>) -> (tensor<1x4x4x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>), sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<4x1x3x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<8x1x3x3xf32>, %arg5: tensor<4x8x1x1xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<i64>, %arg10: tensor<1x4x8x8xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const_shape"() <{values = dense<[3, 3, 4, 2]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8xf32>}> : () -> tensor<8xf32>
    %4 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %6 = "tosa.const"() <{values = dense<6.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %7 = "tosa.const_shape"() <{values = dense<[4, 1, 1, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %8 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %9 = "tosa.const"() <{values = dense<0.33333333333333331> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %10 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %11 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 4]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %12 = "tosa.transpose"(%arg10) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x4x8x8xf32>) -> tensor<1x8x8x4xf32>
    %13 = "tosa.transpose"(%arg0) <{perms = array<i32: 2, 3, 0, 1>}> : (tensor<4x1x3x3xf32>) -> tensor<3x3x4x1xf32>
    %14 = "tosa.depthwise_conv2d"(%12, %13, %arg1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
    %15 = "tosa.add"(%arg8, %4) : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
    %16 = "tosa.rsqrt"(%15) : (tensor<4xf32>) -> tensor<4xf32>
    %17 = "tosa.reshape"(%arg7, %11) : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x1x1x4xf32>
    %18 = "tosa.sub"(%14, %17) : (tensor<1x8x8x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x8x8x4xf32>
    %19 = "tosa.reshape"(%16, %11) : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x1x1x4xf32>
    %20 = "tosa.mul"(%18, %19, %1) : (tensor<1x8x8x4xf32>, tensor<1x1x1x4xf32>, tensor<1xi8>) -> tensor<1x8x8x4xf32>
    %21 = "tosa.reshape"(%arg2, %11) : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x1x1x4xf32>
    %22 = "tosa.mul"(%20, %21, %1) : (tensor<1x8x8x4xf32>, tensor<1x1x1x4xf32>, tensor<1xi8>) -> tensor<1x8x8x4xf32>
    %23 = "tosa.reshape"(%arg3, %11) : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x1x1x4xf32>
    %24 = "tosa.add"(%22, %23) : (tensor<1x8x8x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x8x8x4xf32>
    %25 = "tosa.maximum"(%24, %5) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x8x8x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x4xf32>
    %26 = "tosa.minimum"(%25, %6) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x8x8x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x4xf32>
    %27 = "tosa.transpose"(%arg4) <{perms = array<i32: 2, 3, 0, 1>}> : (tensor<8x1x3x3xf32>) -> tensor<3x3x8x1xf32>
    %28 = "tosa.reshape"(%27, %2) : (tensor<3x3x8x1xf32>, !tosa.shape<4>) -> tensor<3x3x4x2xf32>
    %29 = "tosa.depthwise_conv2d"(%26, %28, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
    %30 = "tosa.reshape"(%arg5, %7) : (tensor<4x8x1x1xf32>, !tosa.shape<4>) -> tensor<4x1x1x8xf32>
    %31 = "tosa.conv2d"(%29, %30, %arg6, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x8xf32>, tensor<4x1x1x8xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
    %32 = "tosa.transpose"(%31) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %33 = "tosa.cast"(%32) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf64>
    %34 = "tosa.reduce_sum"(%33) <{axis = 1 : i32}> : (tensor<1x4x4x4xf64>) -> tensor<1x1x4x4xf64>
    %35 = "tosa.mul"(%34, %8, %1) : (tensor<1x1x4x4xf64>, tensor<1x1x1x1xf64>, tensor<1xi8>) -> tensor<1x1x4x4xf64>
    %36 = "tosa.sub"(%33, %35) : (tensor<1x4x4x4xf64>, tensor<1x1x4x4xf64>) -> tensor<1x4x4x4xf64>
    %37 = "tosa.mul"(%36, %36, %1) : (tensor<1x4x4x4xf64>, tensor<1x4x4x4xf64>, tensor<1xi8>) -> tensor<1x4x4x4xf64>
    %38 = "tosa.reduce_sum"(%37) <{axis = 1 : i32}> : (tensor<1x4x4x4xf64>) -> tensor<1x1x4x4xf64>
    %39 = "tosa.mul"(%38, %9, %1) : (tensor<1x1x4x4xf64>, tensor<1x1x1x1xf64>, tensor<1xi8>) -> tensor<1x1x4x4xf64>
    %40 = "tosa.cast"(%39) : (tensor<1x1x4x4xf64>) -> tensor<1x1x4x4xf32>
    %41 = "tosa.mul"(%38, %8, %1) : (tensor<1x1x4x4xf64>, tensor<1x1x1x1xf64>, tensor<1xi8>) -> tensor<1x1x4x4xf64>
    %42 = "tosa.cast"(%41) : (tensor<1x1x4x4xf64>) -> tensor<1x1x4x4xf32>
    %43 = "tosa.pow"(%42, %10) : (tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x4x4xf32>
    "func.return"(%32, %40, %43) : (tensor<1x4x4x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
