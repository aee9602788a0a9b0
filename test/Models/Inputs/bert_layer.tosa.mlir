// bert_layer: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 16 weights/buffers (state_dict order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072x768xf32>, tensor<3072xf32>, tensor<768x3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<768x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768x768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768x768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<3072x768xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<768x3072xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<1x128x768xf32>):
    %0 = "tosa.const_shape"() <{values = dense<[128, 768]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const_shape"() <{values = dense<[1, 128, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{values = dense<[1, 768, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = "tosa.const_shape"() <{values = dense<[1, 768]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %6 = "tosa.const_shape"() <{values = dense<[1, 128, 12, 64]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %7 = "tosa.const_shape"() <{values = dense<[12, 128, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %8 = "tosa.const_shape"() <{values = dense<[12, 64, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %9 = "tosa.const_shape"() <{values = dense<[1, 12, 128, 128]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %10 = "tosa.const_shape"() <{values = dense<[12, 128, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %11 = "tosa.const_shape"() <{values = dense<[1, 12, 128, 64]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %12 = "tosa.const_shape"() <{values = dense<[1, 1, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %13 = "tosa.const_shape"() <{values = dense<[1, 768, 3072]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %14 = "tosa.const_shape"() <{values = dense<[128, 3072]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %15 = "tosa.const_shape"() <{values = dense<[1, 3072]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %16 = "tosa.const_shape"() <{values = dense<[1, 128, 3072]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %17 = "tosa.const_shape"() <{values = dense<[1, 3072, 768]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %18 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %19 = "tosa.const"() <{values = dense<0.0013020833333333333> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %20 = "tosa.const"() <{values = dense<0.00130208337> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %21 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %22 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %23 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %24 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %25 = "tosa.transpose"(%arg0) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %26 = "tosa.reshape"(%25, %3) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %27 = "tosa.matmul"(%arg16, %26, %1, %1) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %28 = "tosa.reshape"(%27, %0) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %29 = "tosa.reshape"(%arg1, %5) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %30 = "tosa.add"(%28, %29) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %31 = "tosa.reshape"(%30, %6) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %32 = "tosa.transpose"(%31) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %33 = "tosa.transpose"(%arg2) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %34 = "tosa.reshape"(%33, %3) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %35 = "tosa.matmul"(%arg16, %34, %1, %1) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %36 = "tosa.reshape"(%35, %0) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %37 = "tosa.reshape"(%arg3, %5) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %38 = "tosa.add"(%36, %37) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %39 = "tosa.reshape"(%38, %6) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %40 = "tosa.transpose"(%arg4) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %41 = "tosa.reshape"(%40, %3) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %42 = "tosa.matmul"(%arg16, %41, %1, %1) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %43 = "tosa.reshape"(%42, %0) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %44 = "tosa.reshape"(%arg5, %5) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %45 = "tosa.add"(%43, %44) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %46 = "tosa.reshape"(%45, %6) : (tensor<128x768xf32>, !tosa.shape<4>) -> tensor<1x128x12x64xf32>
    %47 = "tosa.transpose"(%46) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %48 = "tosa.transpose"(%39) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x128x12x64xf32>) -> tensor<1x12x64x128xf32>
    %49 = "tosa.reshape"(%32, %7) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %50 = "tosa.reshape"(%48, %8) : (tensor<1x12x64x128xf32>, !tosa.shape<3>) -> tensor<12x64x128xf32>
    %51 = "tosa.matmul"(%49, %50, %1, %1) : (tensor<12x128x64xf32>, tensor<12x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x128xf32>
    %52 = "tosa.reshape"(%51, %9) : (tensor<12x128x128xf32>, !tosa.shape<4>) -> tensor<1x12x128x128xf32>
    %53 = "tosa.mul"(%52, %18, %4) : (tensor<1x12x128x128xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %54 = "tosa.reduce_max"(%53) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %55 = "tosa.sub"(%53, %54) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %56 = "tosa.exp"(%55) : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
    %57 = "tosa.reduce_sum"(%56) <{axis = 3 : i32}> : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x1xf32>
    %58 = "tosa.reciprocal"(%57) : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %59 = "tosa.mul"(%56, %58, %4) : (tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>, tensor<1xi8>) -> tensor<1x12x128x128xf32>
    %60 = "tosa.reshape"(%59, %10) : (tensor<1x12x128x128xf32>, !tosa.shape<3>) -> tensor<12x128x128xf32>
    %61 = "tosa.reshape"(%47, %7) : (tensor<1x12x128x64xf32>, !tosa.shape<3>) -> tensor<12x128x64xf32>
    %62 = "tosa.matmul"(%60, %61, %1, %1) : (tensor<12x128x128xf32>, tensor<12x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x128x64xf32>
    %63 = "tosa.reshape"(%62, %11) : (tensor<12x128x64xf32>, !tosa.shape<4>) -> tensor<1x12x128x64xf32>
    %64 = "tosa.transpose"(%63) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %65 = "tosa.reshape"(%64, %2) : (tensor<1x128x12x64xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %66 = "tosa.transpose"(%arg6) <{perms = array<i32: 1, 0>}> : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %67 = "tosa.reshape"(%66, %3) : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %68 = "tosa.matmul"(%65, %67, %1, %1) : (tensor<1x128x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %69 = "tosa.reshape"(%68, %0) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %70 = "tosa.reshape"(%arg7, %5) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %71 = "tosa.add"(%69, %70) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %72 = "tosa.reshape"(%71, %2) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %73 = "tosa.add"(%72, %arg16) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %74 = "tosa.cast"(%73) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %75 = "tosa.reduce_sum"(%74) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %76 = "tosa.mul"(%75, %19, %4) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %77 = "tosa.sub"(%74, %76) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %78 = "tosa.mul"(%77, %77, %4) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %79 = "tosa.reduce_sum"(%78) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %80 = "tosa.mul"(%79, %19, %4) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %81 = "tosa.cast"(%80) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %82 = "tosa.reduce_sum"(%73) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %83 = "tosa.mul"(%82, %20, %4) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %84 = "tosa.add"(%81, %21) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %85 = "tosa.rsqrt"(%84) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %86 = "tosa.sub"(%73, %83) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %87 = "tosa.mul"(%86, %85, %4) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %88 = "tosa.reshape"(%arg8, %12) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %89 = "tosa.mul"(%87, %88, %4) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %90 = "tosa.reshape"(%arg9, %12) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %91 = "tosa.add"(%89, %90) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %92 = "tosa.transpose"(%arg10) <{perms = array<i32: 1, 0>}> : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %93 = "tosa.reshape"(%92, %13) : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %94 = "tosa.matmul"(%91, %93, %1, %1) : (tensor<1x128x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x3072xf32>
    %95 = "tosa.reshape"(%94, %14) : (tensor<1x128x3072xf32>, !tosa.shape<2>) -> tensor<128x3072xf32>
    %96 = "tosa.reshape"(%arg11, %15) : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %97 = "tosa.add"(%95, %96) : (tensor<128x3072xf32>, tensor<1x3072xf32>) -> tensor<128x3072xf32>
    %98 = "tosa.reshape"(%97, %16) : (tensor<128x3072xf32>, !tosa.shape<3>) -> tensor<1x128x3072xf32>
    %99 = "tosa.mul"(%98, %24, %4) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %100 = "tosa.erf"(%99) : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xf32>
    %101 = "tosa.add"(%100, %22) : (tensor<1x128x3072xf32>, tensor<1x1x1xf32>) -> tensor<1x128x3072xf32>
    %102 = "tosa.mul"(%23, %101, %4) : (tensor<1x1x1xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %103 = "tosa.mul"(%98, %102, %4) : (tensor<1x128x3072xf32>, tensor<1x128x3072xf32>, tensor<1xi8>) -> tensor<1x128x3072xf32>
    %104 = "tosa.transpose"(%arg12) <{perms = array<i32: 1, 0>}> : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %105 = "tosa.reshape"(%104, %17) : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %106 = "tosa.matmul"(%103, %105, %1, %1) : (tensor<1x128x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x768xf32>
    %107 = "tosa.reshape"(%106, %0) : (tensor<1x128x768xf32>, !tosa.shape<2>) -> tensor<128x768xf32>
    %108 = "tosa.reshape"(%arg13, %5) : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %109 = "tosa.add"(%107, %108) : (tensor<128x768xf32>, tensor<1x768xf32>) -> tensor<128x768xf32>
    %110 = "tosa.reshape"(%109, %2) : (tensor<128x768xf32>, !tosa.shape<3>) -> tensor<1x128x768xf32>
    %111 = "tosa.add"(%110, %91) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
    %112 = "tosa.cast"(%111) : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %113 = "tosa.reduce_sum"(%112) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %114 = "tosa.mul"(%113, %19, %4) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %115 = "tosa.sub"(%112, %114) : (tensor<1x128x768xf64>, tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %116 = "tosa.mul"(%115, %115, %4) : (tensor<1x128x768xf64>, tensor<1x128x768xf64>, tensor<1xi8>) -> tensor<1x128x768xf64>
    %117 = "tosa.reduce_sum"(%116) <{axis = 2 : i32}> : (tensor<1x128x768xf64>) -> tensor<1x128x1xf64>
    %118 = "tosa.mul"(%117, %19, %4) : (tensor<1x128x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x128x1xf64>
    %119 = "tosa.cast"(%118) : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %120 = "tosa.reduce_sum"(%111) <{axis = 2 : i32}> : (tensor<1x128x768xf32>) -> tensor<1x128x1xf32>
    %121 = "tosa.mul"(%120, %20, %4) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x128x1xf32>
    %122 = "tosa.add"(%119, %21) : (tensor<1x128x1xf32>, tensor<1x1x1xf32>) -> tensor<1x128x1xf32>
    %123 = "tosa.rsqrt"(%122) : (tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %124 = "tosa.sub"(%111, %121) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %125 = "tosa.mul"(%124, %123, %4) : (tensor<1x128x768xf32>, tensor<1x128x1xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %126 = "tosa.reshape"(%arg14, %12) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %127 = "tosa.mul"(%125, %126, %4) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x128x768xf32>
    %128 = "tosa.reshape"(%arg15, %12) : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %129 = "tosa.add"(%127, %128) : (tensor<1x128x768xf32>, tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    "func.return"(%129) : (tensor<1x128x768xf32>) -> ()
  }) : () -> ()
}) : () -> ()
