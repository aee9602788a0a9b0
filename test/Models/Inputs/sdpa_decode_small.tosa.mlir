// sdpa_decode_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 3 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x1x32xf32>, tensor<1x2x50x32xf32>, tensor<1x2x50x32xf32>) -> tensor<1x4x1x32xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x4x1x32xf32>, %arg1: tensor<1x2x50x32xf32>, %arg2: tensor<1x2x50x32xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x1x50xf32>}> : () -> tensor<1x4x1x50xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const_shape"() <{values = dense<[1, 2, 1, 50, 32]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %3 = "tosa.const_shape"() <{values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %4 = "tosa.const_shape"() <{values = dense<[1, 4, 50, 32]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %5 = "tosa.const_shape"() <{values = dense<[4, 1, 32]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %6 = "tosa.const_shape"() <{values = dense<[4, 32, 50]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %8 = "tosa.const_shape"() <{values = dense<[1, 4, 1, 50]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %9 = "tosa.const_shape"() <{values = dense<[4, 1, 50]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %10 = "tosa.const_shape"() <{values = dense<[4, 50, 32]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %11 = "tosa.const_shape"() <{values = dense<[1, 4, 1, 32]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %12 = "tosa.const"() <{values = dense<0.420448214> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %13 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %14 = "tosa.mul"(%arg0, %12, %1) : (tensor<1x4x1x32xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x1x32xf32>
    %15 = "tosa.reshape"(%arg1, %2) : (tensor<1x2x50x32xf32>, !tosa.shape<5>) -> tensor<1x2x1x50x32xf32>
    %16 = "tosa.tile"(%15, %3) : (tensor<1x2x1x50x32xf32>, !tosa.shape<5>) -> tensor<1x2x2x50x32xf32>
    %17 = "tosa.reshape"(%16, %4) : (tensor<1x2x2x50x32xf32>, !tosa.shape<4>) -> tensor<1x4x50x32xf32>
    %18 = "tosa.reshape"(%arg2, %2) : (tensor<1x2x50x32xf32>, !tosa.shape<5>) -> tensor<1x2x1x50x32xf32>
    %19 = "tosa.tile"(%18, %3) : (tensor<1x2x1x50x32xf32>, !tosa.shape<5>) -> tensor<1x2x2x50x32xf32>
    %20 = "tosa.transpose"(%17) <{perms = array<i32: 0, 1, 3, 2>}> : (tensor<1x4x50x32xf32>) -> tensor<1x4x32x50xf32>
    %21 = "tosa.mul"(%20, %12, %1) : (tensor<1x4x32x50xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x32x50xf32>
    %22 = "tosa.reshape"(%14, %5) : (tensor<1x4x1x32xf32>, !tosa.shape<3>) -> tensor<4x1x32xf32>
    %23 = "tosa.reshape"(%21, %6) : (tensor<1x4x32x50xf32>, !tosa.shape<3>) -> tensor<4x32x50xf32>
    %24 = "tosa.matmul"(%22, %23, %7, %7) : (tensor<4x1x32xf32>, tensor<4x32x50xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x1x50xf32>
    %25 = "tosa.reshape"(%24, %8) : (tensor<4x1x50xf32>, !tosa.shape<4>) -> tensor<1x4x1x50xf32>
    %26 = "tosa.reduce_max"(%25) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x1x50xf32>) -> tensor<1x4x1x1xf32>
    %27 = "tosa.sub"(%25, %26) : (tensor<1x4x1x50xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x50xf32>
    %28 = "tosa.exp"(%27) : (tensor<1x4x1x50xf32>) -> tensor<1x4x1x50xf32>
    %29 = "tosa.reduce_sum"(%28) <{axis = 3 : i32}> : (tensor<1x4x1x50xf32>) -> tensor<1x4x1x1xf32>
    %30 = "tosa.reciprocal"(%29) : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %31 = "tosa.mul"(%28, %30, %1) : (tensor<1x4x1x50xf32>, tensor<1x4x1x1xf32>, tensor<1xi8>) -> tensor<1x4x1x50xf32>
    %32 = "tosa.cast"(%25) : (tensor<1x4x1x50xf32>) -> tensor<1x4x1x50xf64>
    %33 = "tosa.equal"(%32, %13) : (tensor<1x4x1x50xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x1x50xi1>
    %34 = "tosa.reduce_all"(%33) <{axis = 3 : i32}> : (tensor<1x4x1x50xi1>) -> tensor<1x4x1x1xi1>
    %35 = "tosa.select"(%34, %0, %31) : (tensor<1x4x1x1xi1>, tensor<1x4x1x50xf32>, tensor<1x4x1x50xf32>) -> tensor<1x4x1x50xf32>
    %36 = "tosa.reshape"(%35, %9) : (tensor<1x4x1x50xf32>, !tosa.shape<3>) -> tensor<4x1x50xf32>
    %37 = "tosa.reshape"(%19, %10) : (tensor<1x2x2x50x32xf32>, !tosa.shape<3>) -> tensor<4x50x32xf32>
    %38 = "tosa.matmul"(%36, %37, %7, %7) : (tensor<4x1x50xf32>, tensor<4x50x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x1x32xf32>
    %39 = "tosa.reshape"(%38, %11) : (tensor<4x1x32xf32>, !tosa.shape<4>) -> tensor<1x4x1x32xf32>
    "func.return"(%39) : (tensor<1x4x1x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()
