// pools_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x5x11x9xf32>) -> (tensor<2x5x6x5xf32>, tensor<2x5x6x5xf32>, tensor<2x5x5x4xf32>, tensor<2x5x1x1xf32>), sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<2x5x11x9xf32>):
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const_shape"() <{values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>}> : () -> !tosa.shape<8>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = "tosa.const_shape"() <{values = dense<[2, 10, 8, 5]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %4 = "tosa.const_shape"() <{values = dense<0> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %5 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %6 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %7 = "tosa.const"() <{values = dense<0.0101010101> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %8 = "tosa.clamp"(%arg0) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x5x11x9xf32>) -> tensor<2x5x11x9xf32>
    %9 = "tosa.transpose"(%8) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<2x5x11x9xf32>) -> tensor<2x11x9x5xf32>
    %10 = "tosa.max_pool2d"(%9) <{kernel = array<i64: 3, 3>, nan_mode = #tosa.nan_mode<PROPAGATE>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<2x11x9x5xf32>) -> tensor<2x6x5x5xf32>
    %11 = "tosa.transpose"(%10) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<2x6x5x5xf32>) -> tensor<2x5x6x5xf32>
    %12 = "tosa.mul"(%11, %5, %0) : (tensor<2x5x6x5xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x5x6x5xf32>
    %13 = "tosa.pad"(%9, %1, %2) : (tensor<2x11x9x5xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<2x13x11x5xf32>
    %14 = "tosa.avg_pool2d"(%13, %2, %2) <{acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<2x13x11x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x6x5x5xf32>
    %15 = "tosa.transpose"(%14) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<2x6x5x5xf32>) -> tensor<2x5x6x5xf32>
    %16 = "tosa.mul"(%15, %5, %0) : (tensor<2x5x6x5xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x5x6x5xf32>
    %17 = "tosa.transpose"(%arg0) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<2x5x11x9xf32>) -> tensor<2x11x9x5xf32>
    %18 = "tosa.slice"(%17, %4, %3) : (tensor<2x11x9x5xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x10x8x5xf32>
    %19 = "tosa.avg_pool2d"(%18, %2, %2) <{acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<2x10x8x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x4x5xf32>
    %20 = "tosa.transpose"(%19) <{perms = array<i32: 0, 3, 1, 2>}> : (tensor<2x5x4x5xf32>) -> tensor<2x5x5x4xf32>
    %21 = "tosa.add"(%20, %6) : (tensor<2x5x5x4xf32>, tensor<1x1x1x1xf32>) -> tensor<2x5x5x4xf32>
    %22 = "tosa.reduce_sum"(%8) <{axis = 3 : i32}> : (tensor<2x5x11x9xf32>) -> tensor<2x5x11x1xf32>
    %23 = "tosa.reduce_sum"(%22) <{axis = 2 : i32}> : (tensor<2x5x11x1xf32>) -> tensor<2x5x1x1xf32>
    %24 = "tosa.mul"(%23, %7, %0) : (tensor<2x5x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x5x1x1xf32>
    %25 = "tosa.mul"(%24, %5, %0) : (tensor<2x5x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x5x1x1xf32>
    "func.return"(%12, %16, %21, %25) : (tensor<2x5x6x5xf32>, tensor<2x5x6x5xf32>, tensor<2x5x5x4xf32>, tensor<2x5x1x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()
