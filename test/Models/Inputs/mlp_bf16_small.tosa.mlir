// mlp_bf16_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 4 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<128x64xbf16>, tensor<128xbf16>, tensor<64x128xbf16>, tensor<64xbf16>, tensor<16x64xbf16>) -> tensor<16x64xbf16>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<128x64xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<64x128xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<16x64xbf16>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const_shape"() <{values = dense<[1, 16, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %2 = "tosa.const_shape"() <{values = dense<[1, 64, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{values = dense<[16, 128]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = "tosa.const_shape"() <{values = dense<[1, 128]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %6 = "tosa.const_shape"() <{values = dense<[1, 16, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[1, 128, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %8 = "tosa.const_shape"() <{values = dense<[16, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %9 = "tosa.const_shape"() <{values = dense<[1, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %10 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1xbf16>}> : () -> tensor<1x1xbf16>
    %11 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xbf16>}> : () -> tensor<1x1xbf16>
    %12 = "tosa.const"() <{values = dense<7.070310e-01> : tensor<1x1xbf16>}> : () -> tensor<1x1xbf16>
    %13 = "tosa.transpose"(%arg0) <{perms = array<i32: 1, 0>}> : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %14 = "tosa.cast"(%arg1) : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = "tosa.cast"(%arg4) : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %16 = "tosa.cast"(%13) : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %17 = "tosa.reshape"(%15, %1) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %18 = "tosa.reshape"(%16, %2) : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %19 = "tosa.matmul"(%17, %18, %0, %0) : (tensor<1x16x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x128xf32>
    %20 = "tosa.reshape"(%19, %3) : (tensor<1x16x128xf32>, !tosa.shape<2>) -> tensor<16x128xf32>
    %21 = "tosa.reshape"(%14, %5) : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %22 = "tosa.add"(%20, %21) : (tensor<16x128xf32>, tensor<1x128xf32>) -> tensor<16x128xf32>
    %23 = "tosa.cast"(%22) : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %24 = "tosa.mul"(%23, %12, %4) : (tensor<16x128xbf16>, tensor<1x1xbf16>, tensor<1xi8>) -> tensor<16x128xbf16>
    %25 = "tosa.erf"(%24) : (tensor<16x128xbf16>) -> tensor<16x128xbf16>
    %26 = "tosa.add"(%25, %10) : (tensor<16x128xbf16>, tensor<1x1xbf16>) -> tensor<16x128xbf16>
    %27 = "tosa.mul"(%11, %26, %4) : (tensor<1x1xbf16>, tensor<16x128xbf16>, tensor<1xi8>) -> tensor<16x128xbf16>
    %28 = "tosa.mul"(%23, %27, %4) : (tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<1xi8>) -> tensor<16x128xbf16>
    %29 = "tosa.transpose"(%arg2) <{perms = array<i32: 1, 0>}> : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %30 = "tosa.cast"(%arg3) : (tensor<64xbf16>) -> tensor<64xf32>
    %31 = "tosa.cast"(%28) : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %32 = "tosa.cast"(%29) : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %33 = "tosa.reshape"(%31, %6) : (tensor<16x128xf32>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %34 = "tosa.reshape"(%32, %7) : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %35 = "tosa.matmul"(%33, %34, %0, %0) : (tensor<1x16x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %36 = "tosa.reshape"(%35, %8) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %37 = "tosa.reshape"(%30, %9) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %38 = "tosa.add"(%36, %37) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %39 = "tosa.cast"(%38) : (tensor<16x64xf32>) -> tensor<16x64xbf16>
    "func.return"(%39) : (tensor<16x64xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
