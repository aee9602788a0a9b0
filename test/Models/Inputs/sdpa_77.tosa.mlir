// sdpa 2x3x77x40: written by bench/models/sdpa_graphs.py (torch-mlir's tosa form).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x77x40xf32>, tensor<2x3x77x40xf32>, tensor<2x3x77x40xf32>) -> tensor<2x3x77x40xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<2x3x77x40xf32>, %arg1: tensor<2x3x77x40xf32>, %arg2: tensor<2x3x77x40xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2x3x77x77xf32>}> : () -> tensor<2x3x77x77xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const_shape"() <{values = dense<[6, 77, 40]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{values = dense<[6, 40, 77]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = "tosa.const_shape"() <{values = dense<[2, 3, 77, 77]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %6 = "tosa.const_shape"() <{values = dense<[6, 77, 77]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[2, 3, 77, 40]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %10 = "tosa.const"() <{values = dense<0.3976353643835253> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %11 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %13 = "tosa.mul"(%arg0, %10, %1) : (tensor<2x3x77x40xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x3x77x40xf32>
    %14 = "tosa.transpose"(%arg1) <{perms = array<i32: 0, 1, 3, 2>}> : (tensor<2x3x77x40xf32>) -> tensor<2x3x40x77xf32>
    %15 = "tosa.mul"(%14, %10, %1) : (tensor<2x3x40x77xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x3x40x77xf32>
    %16 = "tosa.reshape"(%13, %2) : (tensor<2x3x77x40xf32>, !tosa.shape<3>) -> tensor<6x77x40xf32>
    %17 = "tosa.reshape"(%15, %3) : (tensor<2x3x40x77xf32>, !tosa.shape<3>) -> tensor<6x40x77xf32>
    %18 = "tosa.matmul"(%16, %17, %4, %4) : (tensor<6x77x40xf32>, tensor<6x40x77xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6x77x77xf32>
    %20 = "tosa.reshape"(%18, %5) : (tensor<6x77x77xf32>, !tosa.shape<4>) -> tensor<2x3x77x77xf32>
    %21 = "tosa.reduce_max"(%20) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x3x77x77xf32>) -> tensor<2x3x77x1xf32>
    %22 = "tosa.sub"(%20, %21) : (tensor<2x3x77x77xf32>, tensor<2x3x77x1xf32>) -> tensor<2x3x77x77xf32>
    %23 = "tosa.exp"(%22) : (tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
    %24 = "tosa.reduce_sum"(%23) <{axis = 3 : i32}> : (tensor<2x3x77x77xf32>) -> tensor<2x3x77x1xf32>
    %25 = "tosa.reciprocal"(%24) : (tensor<2x3x77x1xf32>) -> tensor<2x3x77x1xf32>
    %26 = "tosa.mul"(%23, %25, %1) : (tensor<2x3x77x77xf32>, tensor<2x3x77x1xf32>, tensor<1xi8>) -> tensor<2x3x77x77xf32>
    %27 = "tosa.cast"(%20) : (tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf64>
    %28 = "tosa.equal"(%27, %11) : (tensor<2x3x77x77xf64>, tensor<1x1x1x1xf64>) -> tensor<2x3x77x77xi1>
    %29 = "tosa.reduce_all"(%28) <{axis = 3 : i32}> : (tensor<2x3x77x77xi1>) -> tensor<2x3x77x1xi1>
    %30 = "tosa.select"(%29, %0, %26) : (tensor<2x3x77x1xi1>, tensor<2x3x77x77xf32>, tensor<2x3x77x77xf32>) -> tensor<2x3x77x77xf32>
    %31 = "tosa.reshape"(%30, %6) : (tensor<2x3x77x77xf32>, !tosa.shape<3>) -> tensor<6x77x77xf32>
    %32 = "tosa.reshape"(%arg2, %2) : (tensor<2x3x77x40xf32>, !tosa.shape<3>) -> tensor<6x77x40xf32>
    %33 = "tosa.matmul"(%31, %32, %4, %4) : (tensor<6x77x77xf32>, tensor<6x77x40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6x77x40xf32>
    %34 = "tosa.reshape"(%33, %7) : (tensor<6x77x40xf32>, !tosa.shape<4>) -> tensor<2x3x77x40xf32>
    "func.return"(%34) : (tensor<2x3x77x40xf32>) -> ()
  }) : () -> ()
}) : () -> ()
