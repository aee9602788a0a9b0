// llama_mlp_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 4 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<1x8x32xf32>):
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const_shape"() <{values = dense<[1, 1, 32]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = "tosa.const_shape"() <{values = dense<[1, 32, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %4 = "tosa.const_shape"() <{values = dense<[1, 64, 32]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %5 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %6 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %7 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %8 = "tosa.pow"(%arg4, %5) : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %9 = "tosa.reduce_sum"(%8) <{axis = 2 : i32}> : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %10 = "tosa.mul"(%9, %6, %0) : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %11 = "tosa.add"(%10, %7) : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %12 = "tosa.rsqrt"(%11) : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %13 = "tosa.mul"(%arg4, %12, %0) : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %14 = "tosa.reshape"(%arg0, %1) : (tensor<32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %15 = "tosa.mul"(%14, %13, %0) : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %16 = "tosa.transpose"(%arg1) <{perms = array<i32: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %17 = "tosa.reshape"(%16, %3) : (tensor<32x64xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
    %18 = "tosa.matmul"(%15, %17, %2, %2) : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %19 = "tosa.sigmoid"(%18) : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %20 = "tosa.mul"(%18, %19, %0) : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %21 = "tosa.transpose"(%arg2) <{perms = array<i32: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %22 = "tosa.reshape"(%21, %3) : (tensor<32x64xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
    %23 = "tosa.matmul"(%15, %22, %2, %2) : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %24 = "tosa.mul"(%20, %23, %0) : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %25 = "tosa.transpose"(%arg3) <{perms = array<i32: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %26 = "tosa.reshape"(%25, %4) : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %27 = "tosa.matmul"(%24, %26, %2, %2) : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %28 = "tosa.add"(%arg4, %27) : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    "func.return"(%28) : (tensor<1x8x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()
