// resnet50_bottleneck_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 18 weights/buffers (state_dict order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x32x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<32x8x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<8x32x1x1xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<i64>, %arg6: tensor<8x8x3x3xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<i64>, %arg12: tensor<32x8x1x1xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<i64>, %arg18: tensor<1x32x8x8xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8xf32>}> : () -> tensor<8xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<32xf32>}> : () -> tensor<32xf32>
    %4 = "tosa.const_shape"() <{values = dense<[1, 32, 1, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %5 = "tosa.const_shape"() <{values = dense<[8, 1, 1, 32]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %6 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %7 = "tosa.const_shape"() <{values = dense<[32, 1, 1, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %8 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %9 = "tosa.transpose"(%arg18) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x32x8x8xf32>) -> tensor<1x8x8x32xf32>
    %10 = "tosa.reshape"(%arg0, %5) : (tensor<8x32x1x1xf32>, !tosa.shape<4>) -> tensor<8x1x1x32xf32>
    %11 = "tosa.conv2d"(%9, %10, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x8x8x32xf32>, tensor<8x1x1x32xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
    %12 = "tosa.add"(%arg4, %6) : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %13 = "tosa.rsqrt"(%12) : (tensor<8xf32>) -> tensor<8xf32>
    %14 = "tosa.reshape"(%arg3, %8) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %15 = "tosa.sub"(%11, %14) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x8x8x8xf32>
    %16 = "tosa.reshape"(%13, %8) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %17 = "tosa.mul"(%15, %16, %2) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8x8xf32>
    %18 = "tosa.reshape"(%arg1, %8) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %19 = "tosa.mul"(%17, %18, %2) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8x8xf32>
    %20 = "tosa.reshape"(%arg2, %8) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %21 = "tosa.add"(%19, %20) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x8x8x8xf32>
    %22 = "tosa.clamp"(%21) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %23 = "tosa.transpose"(%arg6) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<8x8x3x3xf32>) -> tensor<8x3x3x8xf32>
    %24 = "tosa.conv2d"(%22, %23, %1, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x8x8x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
    %25 = "tosa.add"(%arg10, %6) : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %26 = "tosa.rsqrt"(%25) : (tensor<8xf32>) -> tensor<8xf32>
    %27 = "tosa.reshape"(%arg9, %8) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %28 = "tosa.sub"(%24, %27) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x8x8x8xf32>
    %29 = "tosa.reshape"(%26, %8) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %30 = "tosa.mul"(%28, %29, %2) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8x8xf32>
    %31 = "tosa.reshape"(%arg7, %8) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %32 = "tosa.mul"(%30, %31, %2) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8x8xf32>
    %33 = "tosa.reshape"(%arg8, %8) : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %34 = "tosa.add"(%32, %33) : (tensor<1x8x8x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x8x8x8xf32>
    %35 = "tosa.clamp"(%34) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %36 = "tosa.reshape"(%arg12, %7) : (tensor<32x8x1x1xf32>, !tosa.shape<4>) -> tensor<32x1x1x8xf32>
    %37 = "tosa.conv2d"(%35, %36, %3, %0, %0) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x8x8x8xf32>, tensor<32x1x1x8xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x32xf32>
    %38 = "tosa.transpose"(%37) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<1x8x8x32xf32>) -> tensor<1x32x8x8xf32>
    %39 = "tosa.add"(%arg16, %6) : (tensor<32xf32>, tensor<1xf32>) -> tensor<32xf32>
    %40 = "tosa.rsqrt"(%39) : (tensor<32xf32>) -> tensor<32xf32>
    %41 = "tosa.reshape"(%arg15, %4) : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x32x1x1xf32>
    %42 = "tosa.sub"(%38, %41) : (tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) -> tensor<1x32x8x8xf32>
    %43 = "tosa.reshape"(%40, %4) : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x32x1x1xf32>
    %44 = "tosa.mul"(%42, %43, %2) : (tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>, tensor<1xi8>) -> tensor<1x32x8x8xf32>
    %45 = "tosa.reshape"(%arg13, %4) : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x32x1x1xf32>
    %46 = "tosa.mul"(%44, %45, %2) : (tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>, tensor<1xi8>) -> tensor<1x32x8x8xf32>
    %47 = "tosa.reshape"(%arg14, %4) : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x32x1x1xf32>
    %48 = "tosa.add"(%46, %47) : (tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) -> tensor<1x32x8x8xf32>
    %49 = "tosa.add"(%48, %arg18) : (tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %50 = "tosa.clamp"(%49) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    "func.return"(%50) : (tensor<1x32x8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
