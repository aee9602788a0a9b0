// sdpa_gqa_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 3 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x19x16xf32>, tensor<1x2x19x16xf32>, tensor<1x2x19x16xf32>) -> tensor<1x4x19x16xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x4x19x16xf32>, %arg1: tensor<1x2x19x16xf32>, %arg2: tensor<1x2x19x16xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x19x19xf32>}> : () -> tensor<1x4x19x19xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const_shape"() <{values = dense<[1, 2, 1, 19, 16]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %3 = "tosa.const_shape"() <{values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %4 = "tosa.const_shape"() <{values = dense<[1, 4, 19, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %5 = "tosa.const_shape"() <{values = dense<[4, 19, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %6 = "tosa.const_shape"() <{values = dense<[4, 16, 19]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %8 = "tosa.const_shape"() <{values = dense<[1, 4, 19, 19]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %9 = "tosa.const_shape"() <{values = dense<[4, 19, 19]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %10 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %11 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %12 = "tosa.mul"(%arg0, %10, %1) : (tensor<1x4x19x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x19x16xf32>
    %13 = "tosa.reshape"(%arg1, %2) : (tensor<1x2x19x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x19x16xf32>
    %14 = "tosa.tile"(%13, %3) : (tensor<1x2x1x19x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x19x16xf32>
    %15 = "tosa.reshape"(%14, %4) : (tensor<1x2x2x19x16xf32>, !tosa.shape<4>) -> tensor<1x4x19x16xf32>
    %16 = "tosa.reshape"(%arg2, %2) : (tensor<1x2x19x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x19x16xf32>
    %17 = "tosa.tile"(%16, %3) : (tensor<1x2x1x19x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x19x16xf32>
    %18 = "tosa.transpose"(%15) <{perms = array<i32: 0, 1, 3, 2>}> : (tensor<1x4x19x16xf32>) -> tensor<1x4x16x19xf32>
    %19 = "tosa.mul"(%18, %10, %1) : (tensor<1x4x16x19xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x19xf32>
    %20 = "tosa.reshape"(%12, %5) : (tensor<1x4x19x16xf32>, !tosa.shape<3>) -> tensor<4x19x16xf32>
    %21 = "tosa.reshape"(%19, %6) : (tensor<1x4x16x19xf32>, !tosa.shape<3>) -> tensor<4x16x19xf32>
    %22 = "tosa.matmul"(%20, %21, %7, %7) : (tensor<4x19x16xf32>, tensor<4x16x19xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x19x19xf32>
    %23 = "tosa.reshape"(%22, %8) : (tensor<4x19x19xf32>, !tosa.shape<4>) -> tensor<1x4x19x19xf32>
    %24 = "tosa.reduce_max"(%23) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x19x19xf32>) -> tensor<1x4x19x1xf32>
    %25 = "tosa.sub"(%23, %24) : (tensor<1x4x19x19xf32>, tensor<1x4x19x1xf32>) -> tensor<1x4x19x19xf32>
    %26 = "tosa.exp"(%25) : (tensor<1x4x19x19xf32>) -> tensor<1x4x19x19xf32>
    %27 = "tosa.reduce_sum"(%26) <{axis = 3 : i32}> : (tensor<1x4x19x19xf32>) -> tensor<1x4x19x1xf32>
    %28 = "tosa.reciprocal"(%27) : (tensor<1x4x19x1xf32>) -> tensor<1x4x19x1xf32>
    %29 = "tosa.mul"(%26, %28, %1) : (tensor<1x4x19x19xf32>, tensor<1x4x19x1xf32>, tensor<1xi8>) -> tensor<1x4x19x19xf32>
    %30 = "tosa.cast"(%23) : (tensor<1x4x19x19xf32>) -> tensor<1x4x19x19xf64>
    %31 = "tosa.equal"(%30, %11) : (tensor<1x4x19x19xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x19x19xi1>
    %32 = "tosa.reduce_all"(%31) <{axis = 3 : i32}> : (tensor<1x4x19x19xi1>) -> tensor<1x4x19x1xi1>
    %33 = "tosa.select"(%32, %0, %29) : (tensor<1x4x19x1xi1>, tensor<1x4x19x19xf32>, tensor<1x4x19x19xf32>) -> tensor<1x4x19x19xf32>
    %34 = "tosa.reshape"(%33, %9) : (tensor<1x4x19x19xf32>, !tosa.shape<3>) -> tensor<4x19x19xf32>
    %35 = "tosa.reshape"(%17, %5) : (tensor<1x2x2x19x16xf32>, !tosa.shape<3>) -> tensor<4x19x16xf32>
    %36 = "tosa.matmul"(%34, %35, %7, %7) : (tensor<4x19x19xf32>, tensor<4x19x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x19x16xf32>
    %37 = "tosa.reshape"(%36, %4) : (tensor<4x19x16xf32>, !tosa.shape<4>) -> tensor<1x4x19x16xf32>
    "func.return"(%37) : (tensor<1x4x19x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
