// bert_layer_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 16 weights/buffers (state_dict order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<128xf32>, %arg12: tensor<64x128xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<1x16x64xf32>):
    %0 = "tosa.const_shape"() <{values = dense<[16, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const_shape"() <{values = dense<[1, 16, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{values = dense<[1, 64, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = "tosa.const_shape"() <{values = dense<[1, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %6 = "tosa.const_shape"() <{values = dense<[1, 16, 4, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %7 = "tosa.const_shape"() <{values = dense<[4, 16, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %8 = "tosa.const_shape"() <{values = dense<[1, 4, 16, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %9 = "tosa.const_shape"() <{values = dense<[1, 1, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %10 = "tosa.const_shape"() <{values = dense<[1, 64, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %11 = "tosa.const_shape"() <{values = dense<[16, 128]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %12 = "tosa.const_shape"() <{values = dense<[1, 128]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %13 = "tosa.const_shape"() <{values = dense<[1, 16, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %14 = "tosa.const_shape"() <{values = dense<[1, 128, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %15 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %16 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %17 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %18 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %19 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %20 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %21 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %22 = "tosa.transpose"(%arg0) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %23 = "tosa.reshape"(%22, %3) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %24 = "tosa.matmul"(%arg16, %23, %1, %1) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %25 = "tosa.reshape"(%24, %0) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %26 = "tosa.reshape"(%arg1, %5) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %27 = "tosa.add"(%25, %26) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %28 = "tosa.reshape"(%27, %6) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %29 = "tosa.transpose"(%28) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %30 = "tosa.transpose"(%arg2) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = "tosa.reshape"(%30, %3) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %32 = "tosa.matmul"(%arg16, %31, %1, %1) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %33 = "tosa.reshape"(%32, %0) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %34 = "tosa.reshape"(%arg3, %5) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %35 = "tosa.add"(%33, %34) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %36 = "tosa.reshape"(%35, %6) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %37 = "tosa.transpose"(%arg4) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %38 = "tosa.reshape"(%37, %3) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %39 = "tosa.matmul"(%arg16, %38, %1, %1) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %40 = "tosa.reshape"(%39, %0) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %41 = "tosa.reshape"(%arg5, %5) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %42 = "tosa.add"(%40, %41) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %43 = "tosa.reshape"(%42, %6) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %44 = "tosa.transpose"(%43) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %45 = "tosa.transpose"(%36) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %46 = "tosa.reshape"(%29, %7) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %47 = "tosa.reshape"(%45, %7) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %48 = "tosa.matmul"(%46, %47, %1, %1) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
    %49 = "tosa.reshape"(%48, %8) : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
    %50 = "tosa.mul"(%49, %15, %4) : (tensor<1x4x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %51 = "tosa.reduce_max"(%50) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %52 = "tosa.sub"(%50, %51) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %53 = "tosa.exp"(%52) : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %54 = "tosa.reduce_sum"(%53) <{axis = 3 : i32}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %55 = "tosa.reciprocal"(%54) : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %56 = "tosa.mul"(%53, %55, %4) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %57 = "tosa.reshape"(%56, %7) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %58 = "tosa.reshape"(%44, %7) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %59 = "tosa.matmul"(%57, %58, %1, %1) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
    %60 = "tosa.reshape"(%59, %8) : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
    %61 = "tosa.transpose"(%60) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
    %62 = "tosa.reshape"(%61, %2) : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %63 = "tosa.transpose"(%arg6) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %64 = "tosa.reshape"(%63, %3) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %65 = "tosa.matmul"(%62, %64, %1, %1) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %66 = "tosa.reshape"(%65, %0) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %67 = "tosa.reshape"(%arg7, %5) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %68 = "tosa.add"(%66, %67) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %69 = "tosa.reshape"(%68, %2) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %70 = "tosa.add"(%69, %arg16) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %71 = "tosa.cast"(%70) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %72 = "tosa.reduce_sum"(%71) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %73 = "tosa.mul"(%72, %16, %4) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %74 = "tosa.sub"(%71, %73) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %75 = "tosa.mul"(%74, %74, %4) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %76 = "tosa.reduce_sum"(%75) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %77 = "tosa.mul"(%76, %16, %4) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %78 = "tosa.cast"(%77) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %79 = "tosa.reduce_sum"(%70) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %80 = "tosa.mul"(%79, %17, %4) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %81 = "tosa.add"(%78, %18) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %82 = "tosa.rsqrt"(%81) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %83 = "tosa.sub"(%70, %80) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %84 = "tosa.mul"(%83, %82, %4) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %85 = "tosa.reshape"(%arg8, %9) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %86 = "tosa.mul"(%84, %85, %4) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %87 = "tosa.reshape"(%arg9, %9) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %88 = "tosa.add"(%86, %87) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %89 = "tosa.transpose"(%arg10) <{perms = array<i32: 1, 0>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %90 = "tosa.reshape"(%89, %10) : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %91 = "tosa.matmul"(%88, %90, %1, %1) : (tensor<1x16x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x128xf32>
    %92 = "tosa.reshape"(%91, %11) : (tensor<1x16x128xf32>, !tosa.shape<2>) -> tensor<16x128xf32>
    %93 = "tosa.reshape"(%arg11, %12) : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %94 = "tosa.add"(%92, %93) : (tensor<16x128xf32>, tensor<1x128xf32>) -> tensor<16x128xf32>
    %95 = "tosa.reshape"(%94, %13) : (tensor<16x128xf32>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %96 = "tosa.mul"(%95, %21, %4) : (tensor<1x16x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %97 = "tosa.erf"(%96) : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %98 = "tosa.add"(%97, %19) : (tensor<1x16x128xf32>, tensor<1x1x1xf32>) -> tensor<1x16x128xf32>
    %99 = "tosa.mul"(%20, %98, %4) : (tensor<1x1x1xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %100 = "tosa.mul"(%95, %99, %4) : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %101 = "tosa.transpose"(%arg12) <{perms = array<i32: 1, 0>}> : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %102 = "tosa.reshape"(%101, %14) : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %103 = "tosa.matmul"(%100, %102, %1, %1) : (tensor<1x16x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %104 = "tosa.reshape"(%103, %0) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %105 = "tosa.reshape"(%arg13, %5) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %106 = "tosa.add"(%104, %105) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %107 = "tosa.reshape"(%106, %2) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %108 = "tosa.add"(%107, %88) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %109 = "tosa.cast"(%108) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %110 = "tosa.reduce_sum"(%109) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %111 = "tosa.mul"(%110, %16, %4) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %112 = "tosa.sub"(%109, %111) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %113 = "tosa.mul"(%112, %112, %4) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %114 = "tosa.reduce_sum"(%113) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %115 = "tosa.mul"(%114, %16, %4) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %116 = "tosa.cast"(%115) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %117 = "tosa.reduce_sum"(%108) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %118 = "tosa.mul"(%117, %17, %4) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %119 = "tosa.add"(%116, %18) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %120 = "tosa.rsqrt"(%119) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %121 = "tosa.sub"(%108, %118) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %122 = "tosa.mul"(%121, %120, %4) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %123 = "tosa.reshape"(%arg14, %9) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %124 = "tosa.mul"(%122, %123, %4) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %125 = "tosa.reshape"(%arg15, %9) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %126 = "tosa.add"(%124, %125) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    "func.return"(%126) : (tensor<1x16x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
