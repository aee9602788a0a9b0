// sdpa_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 3 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x37x40xf32>, tensor<2x3x37x40xf32>, tensor<2x3x37x40xf32>) -> tensor<2x3x37x40xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<2x3x37x40xf32>, %arg1: tensor<2x3x37x40xf32>, %arg2: tensor<2x3x37x40xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2x3x37x37xf32>}> : () -> tensor<2x3x37x37xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const_shape"() <{values = dense<[6, 37, 40]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{values = dense<[6, 40, 37]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = "tosa.const_shape"() <{values = dense<[2, 3, 37, 37]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %6 = "tosa.const_shape"() <{values = dense<[6, 37, 37]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[2, 3, 37, 40]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %8 = "tosa.const"() <{values = dense<0.39763537> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %9 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %10 = "tosa.mul"(%arg0, %8, %1) : (tensor<2x3x37x40xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x3x37x40xf32>
    %11 = "tosa.transpose"(%arg1) <{perms = array<i32: 0, 1, 3, 2>}> : (tensor<2x3x37x40xf32>) -> tensor<2x3x40x37xf32>
    %12 = "tosa.mul"(%11, %8, %1) : (tensor<2x3x40x37xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x3x40x37xf32>
    %13 = "tosa.reshape"(%10, %2) : (tensor<2x3x37x40xf32>, !tosa.shape<3>) -> tensor<6x37x40xf32>
    %14 = "tosa.reshape"(%12, %3) : (tensor<2x3x40x37xf32>, !tosa.shape<3>) -> tensor<6x40x37xf32>
    %15 = "tosa.matmul"(%13, %14, %4, %4) : (tensor<6x37x40xf32>, tensor<6x40x37xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6x37x37xf32>
    %16 = "tosa.reshape"(%15, %5) : (tensor<6x37x37xf32>, !tosa.shape<4>) -> tensor<2x3x37x37xf32>
    %17 = "tosa.reduce_max"(%16) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x3x37x37xf32>) -> tensor<2x3x37x1xf32>
    %18 = "tosa.sub"(%16, %17) : (tensor<2x3x37x37xf32>, tensor<2x3x37x1xf32>) -> tensor<2x3x37x37xf32>
    %19 = "tosa.exp"(%18) : (tensor<2x3x37x37xf32>) -> tensor<2x3x37x37xf32>
    %20 = "tosa.reduce_sum"(%19) <{axis = 3 : i32}> : (tensor<2x3x37x37xf32>) -> tensor<2x3x37x1xf32>
    %21 = "tosa.reciprocal"(%20) : (tensor<2x3x37x1xf32>) -> tensor<2x3x37x1xf32>
    %22 = "tosa.mul"(%19, %21, %1) : (tensor<2x3x37x37xf32>, tensor<2x3x37x1xf32>, tensor<1xi8>) -> tensor<2x3x37x37xf32>
    %23 = "tosa.cast"(%16) : (tensor<2x3x37x37xf32>) -> tensor<2x3x37x37xf64>
    %24 = "tosa.equal"(%23, %9) : (tensor<2x3x37x37xf64>, tensor<1x1x1x1xf64>) -> tensor<2x3x37x37xi1>
    %25 = "tosa.reduce_all"(%24) <{axis = 3 : i32}> : (tensor<2x3x37x37xi1>) -> tensor<2x3x37x1xi1>
    %26 = "tosa.select"(%25, %0, %22) : (tensor<2x3x37x1xi1>, tensor<2x3x37x37xf32>, tensor<2x3x37x37xf32>) -> tensor<2x3x37x37xf32>
    %27 = "tosa.reshape"(%26, %6) : (tensor<2x3x37x37xf32>, !tosa.shape<3>) -> tensor<6x37x37xf32>
    %28 = "tosa.reshape"(%arg2, %2) : (tensor<2x3x37x40xf32>, !tosa.shape<3>) -> tensor<6x37x40xf32>
    %29 = "tosa.matmul"(%27, %28, %4, %4) : (tensor<6x37x37xf32>, tensor<6x37x40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6x37x40xf32>
    %30 = "tosa.reshape"(%29, %7) : (tensor<6x37x40xf32>, !tosa.shape<4>) -> tensor<2x3x37x40xf32>
    "func.return"(%30) : (tensor<2x3x37x40xf32>) -> ()
  }) : () -> ()
}) : () -> ()
