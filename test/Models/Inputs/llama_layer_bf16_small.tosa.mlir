// llama_layer_bf16_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 11 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64xbf16>, tensor<64x64xbf16>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<12x16xbf16>, tensor<12x16xbf16>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64xbf16>, %arg1: tensor<64x64xbf16>, %arg2: tensor<32x64xbf16>, %arg3: tensor<32x64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<128x64xbf16>, %arg7: tensor<128x64xbf16>, %arg8: tensor<64x128xbf16>, %arg9: tensor<12x16xbf16>, %arg10: tensor<12x16xbf16>, %arg11: tensor<1x12x64xbf16>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x12x12xf32>}> : () -> tensor<1x4x12x12xf32>
    %1 = "tosa.const"() <{values = dense<true> : tensor<12x12xi1>}> : () -> tensor<12x12xi1>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const_shape"() <{values = dense<[1, 1, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %4 = "tosa.const_shape"() <{values = dense<[12, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %5 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %6 = "tosa.const_shape"() <{values = dense<[1, 12, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[1, 64, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %8 = "tosa.const_shape"() <{values = dense<[1, 12, 4, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %9 = "tosa.const_shape"() <{values = dense<[1, 64, 32]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %10 = "tosa.const_shape"() <{values = dense<[12, 32]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %11 = "tosa.const_shape"() <{values = dense<[1, 12, 2, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %12 = "tosa.const_shape"() <{values = dense<[1, 1, 12, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %13 = "tosa.const_shape"() <{values = dense<[1, 4, 12, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %14 = "tosa.const_shape"() <{values = dense<[0, 0, 0, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %15 = "tosa.const_shape"() <{values = dense<0> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %16 = "tosa.const_shape"() <{values = dense<[1, 2, 12, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %17 = "tosa.const_shape"() <{values = dense<[1, 2, 1, 12, 16]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %18 = "tosa.const_shape"() <{values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %19 = "tosa.const_shape"() <{values = dense<[1, 4, 12, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %20 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]> : tensor<12xi64>}> : () -> tensor<12xi64>
    %21 = "tosa.const_shape"() <{values = dense<[1, 12]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %22 = "tosa.const_shape"() <{values = dense<[12, 1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %23 = "tosa.const_shape"() <{values = dense<[4, 12, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %24 = "tosa.const_shape"() <{values = dense<[4, 16, 12]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %25 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %26 = "tosa.const_shape"() <{values = dense<[1, 4, 12, 12]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %27 = "tosa.const_shape"() <{values = dense<[1, 1, 12, 12]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %28 = "tosa.const_shape"() <{values = dense<[4, 12, 12]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %29 = "tosa.const_shape"() <{values = dense<[1, 64, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %30 = "tosa.const_shape"() <{values = dense<[12, 128]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %31 = "tosa.const_shape"() <{values = dense<[1, 12, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %32 = "tosa.const_shape"() <{values = dense<[1, 128, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %33 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %34 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %35 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %37 = "tosa.const"() <{values = dense<0> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %38 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %39 = "tosa.const"() <{values = dense<0xFF800000> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %40 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %41 = "tosa.cast"(%arg11) : (tensor<1x12x64xbf16>) -> tensor<1x12x64xf32>
    %42 = "tosa.pow"(%41, %33) : (tensor<1x12x64xf32>, tensor<1x1x1xf32>) -> tensor<1x12x64xf32>
    %43 = "tosa.reduce_sum"(%42) <{axis = 2 : i32}> : (tensor<1x12x64xf32>) -> tensor<1x12x1xf32>
    %44 = "tosa.mul"(%43, %34, %2) : (tensor<1x12x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x1xf32>
    %45 = "tosa.add"(%44, %35) : (tensor<1x12x1xf32>, tensor<1x1x1xf32>) -> tensor<1x12x1xf32>
    %46 = "tosa.rsqrt"(%45) : (tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %47 = "tosa.mul"(%41, %46, %2) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>, tensor<1xi8>) -> tensor<1x12x64xf32>
    %48 = "tosa.cast"(%47) : (tensor<1x12x64xf32>) -> tensor<1x12x64xbf16>
    %49 = "tosa.reshape"(%arg0, %3) : (tensor<64xbf16>, !tosa.shape<3>) -> tensor<1x1x64xbf16>
    %50 = "tosa.mul"(%49, %48, %2) : (tensor<1x1x64xbf16>, tensor<1x12x64xbf16>, tensor<1xi8>) -> tensor<1x12x64xbf16>
    %51 = "tosa.transpose"(%arg1) <{perms = array<i32: 1, 0>}> : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %52 = "tosa.reshape"(%51, %7) : (tensor<64x64xbf16>, !tosa.shape<3>) -> tensor<1x64x64xbf16>
    %53 = "tosa.matmul"(%50, %52, %5, %5) : (tensor<1x12x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x12x64xf32>
    %54 = "tosa.reshape"(%53, %4) : (tensor<1x12x64xf32>, !tosa.shape<2>) -> tensor<12x64xf32>
    %55 = "tosa.cast"(%54) : (tensor<12x64xf32>) -> tensor<12x64xbf16>
    %56 = "tosa.reshape"(%55, %8) : (tensor<12x64xbf16>, !tosa.shape<4>) -> tensor<1x12x4x16xbf16>
    %57 = "tosa.transpose"(%56) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x4x16xbf16>) -> tensor<1x4x12x16xbf16>
    %58 = "tosa.transpose"(%arg2) <{perms = array<i32: 1, 0>}> : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %59 = "tosa.reshape"(%58, %9) : (tensor<64x32xbf16>, !tosa.shape<3>) -> tensor<1x64x32xbf16>
    %60 = "tosa.matmul"(%50, %59, %5, %5) : (tensor<1x12x64xbf16>, tensor<1x64x32xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x12x32xf32>
    %61 = "tosa.reshape"(%60, %10) : (tensor<1x12x32xf32>, !tosa.shape<2>) -> tensor<12x32xf32>
    %62 = "tosa.cast"(%61) : (tensor<12x32xf32>) -> tensor<12x32xbf16>
    %63 = "tosa.reshape"(%62, %11) : (tensor<12x32xbf16>, !tosa.shape<4>) -> tensor<1x12x2x16xbf16>
    %64 = "tosa.transpose"(%63) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x2x16xbf16>) -> tensor<1x2x12x16xbf16>
    %65 = "tosa.transpose"(%arg3) <{perms = array<i32: 1, 0>}> : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %66 = "tosa.reshape"(%65, %9) : (tensor<64x32xbf16>, !tosa.shape<3>) -> tensor<1x64x32xbf16>
    %67 = "tosa.matmul"(%50, %66, %5, %5) : (tensor<1x12x64xbf16>, tensor<1x64x32xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x12x32xf32>
    %68 = "tosa.reshape"(%67, %10) : (tensor<1x12x32xf32>, !tosa.shape<2>) -> tensor<12x32xf32>
    %69 = "tosa.cast"(%68) : (tensor<12x32xf32>) -> tensor<12x32xbf16>
    %70 = "tosa.reshape"(%69, %11) : (tensor<12x32xbf16>, !tosa.shape<4>) -> tensor<1x12x2x16xbf16>
    %71 = "tosa.transpose"(%70) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x2x16xbf16>) -> tensor<1x2x12x16xbf16>
    %72 = "tosa.reshape"(%arg9, %12) : (tensor<12x16xbf16>, !tosa.shape<4>) -> tensor<1x1x12x16xbf16>
    %73 = "tosa.mul"(%57, %72, %2) : (tensor<1x4x12x16xbf16>, tensor<1x1x12x16xbf16>, tensor<1xi8>) -> tensor<1x4x12x16xbf16>
    %74 = "tosa.slice"(%57, %14, %13) : (tensor<1x4x12x16xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x12x8xbf16>
    %75 = "tosa.negate"(%74, %5, %5) : (tensor<1x4x12x8xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x4x12x8xbf16>
    %76 = "tosa.slice"(%57, %15, %13) : (tensor<1x4x12x16xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x12x8xbf16>
    %77 = "tosa.concat"(%75, %76) <{axis = 3 : i32}> : (tensor<1x4x12x8xbf16>, tensor<1x4x12x8xbf16>) -> tensor<1x4x12x16xbf16>
    %78 = "tosa.reshape"(%arg10, %12) : (tensor<12x16xbf16>, !tosa.shape<4>) -> tensor<1x1x12x16xbf16>
    %79 = "tosa.mul"(%77, %78, %2) : (tensor<1x4x12x16xbf16>, tensor<1x1x12x16xbf16>, tensor<1xi8>) -> tensor<1x4x12x16xbf16>
    %80 = "tosa.add"(%73, %79) : (tensor<1x4x12x16xbf16>, tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xbf16>
    %81 = "tosa.mul"(%64, %72, %2) : (tensor<1x2x12x16xbf16>, tensor<1x1x12x16xbf16>, tensor<1xi8>) -> tensor<1x2x12x16xbf16>
    %82 = "tosa.slice"(%64, %14, %16) : (tensor<1x2x12x16xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x12x8xbf16>
    %83 = "tosa.negate"(%82, %5, %5) : (tensor<1x2x12x8xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x2x12x8xbf16>
    %84 = "tosa.slice"(%64, %15, %16) : (tensor<1x2x12x16xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x12x8xbf16>
    %85 = "tosa.concat"(%83, %84) <{axis = 3 : i32}> : (tensor<1x2x12x8xbf16>, tensor<1x2x12x8xbf16>) -> tensor<1x2x12x16xbf16>
    %86 = "tosa.mul"(%85, %78, %2) : (tensor<1x2x12x16xbf16>, tensor<1x1x12x16xbf16>, tensor<1xi8>) -> tensor<1x2x12x16xbf16>
    %87 = "tosa.add"(%81, %86) : (tensor<1x2x12x16xbf16>, tensor<1x2x12x16xbf16>) -> tensor<1x2x12x16xbf16>
    %88 = "tosa.reshape"(%87, %17) : (tensor<1x2x12x16xbf16>, !tosa.shape<5>) -> tensor<1x2x1x12x16xbf16>
    %89 = "tosa.tile"(%88, %18) : (tensor<1x2x1x12x16xbf16>, !tosa.shape<5>) -> tensor<1x2x2x12x16xbf16>
    %90 = "tosa.reshape"(%89, %19) : (tensor<1x2x2x12x16xbf16>, !tosa.shape<4>) -> tensor<1x4x12x16xbf16>
    %91 = "tosa.reshape"(%71, %17) : (tensor<1x2x12x16xbf16>, !tosa.shape<5>) -> tensor<1x2x1x12x16xbf16>
    %92 = "tosa.tile"(%91, %18) : (tensor<1x2x1x12x16xbf16>, !tosa.shape<5>) -> tensor<1x2x2x12x16xbf16>
    %93 = "tosa.reshape"(%92, %19) : (tensor<1x2x2x12x16xbf16>, !tosa.shape<4>) -> tensor<1x4x12x16xbf16>
    %94 = "tosa.cast"(%80) : (tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xf32>
    %95 = "tosa.cast"(%90) : (tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xf32>
    %96 = "tosa.cast"(%93) : (tensor<1x4x12x16xbf16>) -> tensor<1x4x12x16xf32>
    %97 = "tosa.mul"(%94, %36, %2) : (tensor<1x4x12x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x12x16xf32>
    %98 = "tosa.reshape"(%20, %21) : (tensor<12xi64>, !tosa.shape<2>) -> tensor<1x12xi64>
    %99 = "tosa.reshape"(%20, %22) : (tensor<12xi64>, !tosa.shape<2>) -> tensor<12x1xi64>
    %100 = "tosa.cast"(%99) : (tensor<12x1xi64>) -> tensor<12x1xi32>
    %101 = "tosa.cast"(%98) : (tensor<1x12xi64>) -> tensor<1x12xi32>
    %102 = "tosa.sub"(%101, %100) : (tensor<1x12xi32>, tensor<12x1xi32>) -> tensor<12x12xi32>
    %103 = "tosa.cast"(%102) : (tensor<12x12xi32>) -> tensor<12x12xi64>
    %104 = "tosa.greater_equal"(%37, %103) : (tensor<1x1xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %105 = "tosa.logical_and"(%104, %1) : (tensor<12x12xi1>, tensor<12x12xi1>) -> tensor<12x12xi1>
    %106 = "tosa.select"(%105, %38, %39) : (tensor<12x12xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<12x12xf32>
    %107 = "tosa.transpose"(%95) <{perms = array<i32: 0, 1, 3, 2>}> : (tensor<1x4x12x16xf32>) -> tensor<1x4x16x12xf32>
    %108 = "tosa.mul"(%107, %36, %2) : (tensor<1x4x16x12xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x12xf32>
    %109 = "tosa.reshape"(%97, %23) : (tensor<1x4x12x16xf32>, !tosa.shape<3>) -> tensor<4x12x16xf32>
    %110 = "tosa.reshape"(%108, %24) : (tensor<1x4x16x12xf32>, !tosa.shape<3>) -> tensor<4x16x12xf32>
    %111 = "tosa.matmul"(%109, %110, %25, %25) : (tensor<4x12x16xf32>, tensor<4x16x12xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x12x12xf32>
    %112 = "tosa.reshape"(%111, %26) : (tensor<4x12x12xf32>, !tosa.shape<4>) -> tensor<1x4x12x12xf32>
    %113 = "tosa.reshape"(%106, %27) : (tensor<12x12xf32>, !tosa.shape<4>) -> tensor<1x1x12x12xf32>
    %114 = "tosa.add"(%112, %113) : (tensor<1x4x12x12xf32>, tensor<1x1x12x12xf32>) -> tensor<1x4x12x12xf32>
    %115 = "tosa.reduce_max"(%114) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x12x12xf32>) -> tensor<1x4x12x1xf32>
    %116 = "tosa.sub"(%114, %115) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>) -> tensor<1x4x12x12xf32>
    %117 = "tosa.exp"(%116) : (tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %118 = "tosa.reduce_sum"(%117) <{axis = 3 : i32}> : (tensor<1x4x12x12xf32>) -> tensor<1x4x12x1xf32>
    %119 = "tosa.reciprocal"(%118) : (tensor<1x4x12x1xf32>) -> tensor<1x4x12x1xf32>
    %120 = "tosa.mul"(%117, %119, %2) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>, tensor<1xi8>) -> tensor<1x4x12x12xf32>
    %121 = "tosa.cast"(%114) : (tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf64>
    %122 = "tosa.equal"(%121, %40) : (tensor<1x4x12x12xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x12x12xi1>
    %123 = "tosa.reduce_all"(%122) <{axis = 3 : i32}> : (tensor<1x4x12x12xi1>) -> tensor<1x4x12x1xi1>
    %124 = "tosa.select"(%123, %0, %120) : (tensor<1x4x12x1xi1>, tensor<1x4x12x12xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %125 = "tosa.reshape"(%124, %28) : (tensor<1x4x12x12xf32>, !tosa.shape<3>) -> tensor<4x12x12xf32>
    %126 = "tosa.reshape"(%96, %23) : (tensor<1x4x12x16xf32>, !tosa.shape<3>) -> tensor<4x12x16xf32>
    %127 = "tosa.matmul"(%125, %126, %25, %25) : (tensor<4x12x12xf32>, tensor<4x12x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x12x16xf32>
    %128 = "tosa.reshape"(%127, %19) : (tensor<4x12x16xf32>, !tosa.shape<4>) -> tensor<1x4x12x16xf32>
    %129 = "tosa.cast"(%128) : (tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xbf16>
    %130 = "tosa.transpose"(%129) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x4x12x16xbf16>) -> tensor<1x12x4x16xbf16>
    %131 = "tosa.reshape"(%130, %6) : (tensor<1x12x4x16xbf16>, !tosa.shape<3>) -> tensor<1x12x64xbf16>
    %132 = "tosa.transpose"(%arg4) <{perms = array<i32: 1, 0>}> : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %133 = "tosa.reshape"(%132, %7) : (tensor<64x64xbf16>, !tosa.shape<3>) -> tensor<1x64x64xbf16>
    %134 = "tosa.matmul"(%131, %133, %5, %5) : (tensor<1x12x64xbf16>, tensor<1x64x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x12x64xf32>
    %135 = "tosa.reshape"(%134, %4) : (tensor<1x12x64xf32>, !tosa.shape<2>) -> tensor<12x64xf32>
    %136 = "tosa.cast"(%135) : (tensor<12x64xf32>) -> tensor<12x64xbf16>
    %137 = "tosa.reshape"(%136, %6) : (tensor<12x64xbf16>, !tosa.shape<3>) -> tensor<1x12x64xbf16>
    %138 = "tosa.add"(%arg11, %137) : (tensor<1x12x64xbf16>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>
    %139 = "tosa.cast"(%138) : (tensor<1x12x64xbf16>) -> tensor<1x12x64xf32>
    %140 = "tosa.pow"(%139, %33) : (tensor<1x12x64xf32>, tensor<1x1x1xf32>) -> tensor<1x12x64xf32>
    %141 = "tosa.reduce_sum"(%140) <{axis = 2 : i32}> : (tensor<1x12x64xf32>) -> tensor<1x12x1xf32>
    %142 = "tosa.mul"(%141, %34, %2) : (tensor<1x12x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x1xf32>
    %143 = "tosa.add"(%142, %35) : (tensor<1x12x1xf32>, tensor<1x1x1xf32>) -> tensor<1x12x1xf32>
    %144 = "tosa.rsqrt"(%143) : (tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %145 = "tosa.mul"(%139, %144, %2) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>, tensor<1xi8>) -> tensor<1x12x64xf32>
    %146 = "tosa.cast"(%145) : (tensor<1x12x64xf32>) -> tensor<1x12x64xbf16>
    %147 = "tosa.reshape"(%arg5, %3) : (tensor<64xbf16>, !tosa.shape<3>) -> tensor<1x1x64xbf16>
    %148 = "tosa.mul"(%147, %146, %2) : (tensor<1x1x64xbf16>, tensor<1x12x64xbf16>, tensor<1xi8>) -> tensor<1x12x64xbf16>
    %149 = "tosa.transpose"(%arg6) <{perms = array<i32: 1, 0>}> : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %150 = "tosa.reshape"(%149, %29) : (tensor<64x128xbf16>, !tosa.shape<3>) -> tensor<1x64x128xbf16>
    %151 = "tosa.matmul"(%148, %150, %5, %5) : (tensor<1x12x64xbf16>, tensor<1x64x128xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x12x128xf32>
    %152 = "tosa.reshape"(%151, %30) : (tensor<1x12x128xf32>, !tosa.shape<2>) -> tensor<12x128xf32>
    %153 = "tosa.cast"(%152) : (tensor<12x128xf32>) -> tensor<12x128xbf16>
    %154 = "tosa.reshape"(%153, %31) : (tensor<12x128xbf16>, !tosa.shape<3>) -> tensor<1x12x128xbf16>
    %155 = "tosa.cast"(%154) : (tensor<1x12x128xbf16>) -> tensor<1x12x128xf32>
    %156 = "tosa.sigmoid"(%155) : (tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %157 = "tosa.mul"(%155, %156, %2) : (tensor<1x12x128xf32>, tensor<1x12x128xf32>, tensor<1xi8>) -> tensor<1x12x128xf32>
    %158 = "tosa.cast"(%157) : (tensor<1x12x128xf32>) -> tensor<1x12x128xbf16>
    %159 = "tosa.transpose"(%arg7) <{perms = array<i32: 1, 0>}> : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %160 = "tosa.reshape"(%159, %29) : (tensor<64x128xbf16>, !tosa.shape<3>) -> tensor<1x64x128xbf16>
    %161 = "tosa.matmul"(%148, %160, %5, %5) : (tensor<1x12x64xbf16>, tensor<1x64x128xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x12x128xf32>
    %162 = "tosa.reshape"(%161, %30) : (tensor<1x12x128xf32>, !tosa.shape<2>) -> tensor<12x128xf32>
    %163 = "tosa.cast"(%162) : (tensor<12x128xf32>) -> tensor<12x128xbf16>
    %164 = "tosa.reshape"(%163, %31) : (tensor<12x128xbf16>, !tosa.shape<3>) -> tensor<1x12x128xbf16>
    %165 = "tosa.mul"(%158, %164, %2) : (tensor<1x12x128xbf16>, tensor<1x12x128xbf16>, tensor<1xi8>) -> tensor<1x12x128xbf16>
    %166 = "tosa.transpose"(%arg8) <{perms = array<i32: 1, 0>}> : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %167 = "tosa.reshape"(%166, %32) : (tensor<128x64xbf16>, !tosa.shape<3>) -> tensor<1x128x64xbf16>
    %168 = "tosa.matmul"(%165, %167, %5, %5) : (tensor<1x12x128xbf16>, tensor<1x128x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x12x64xf32>
    %169 = "tosa.reshape"(%168, %4) : (tensor<1x12x64xf32>, !tosa.shape<2>) -> tensor<12x64xf32>
    %170 = "tosa.cast"(%169) : (tensor<12x64xf32>) -> tensor<12x64xbf16>
    %171 = "tosa.reshape"(%170, %6) : (tensor<12x64xbf16>, !tosa.shape<3>) -> tensor<1x12x64xbf16>
    %172 = "tosa.add"(%138, %171) : (tensor<1x12x64xbf16>, tensor<1x12x64xbf16>) -> tensor<1x12x64xbf16>
    "func.return"(%172) : (tensor<1x12x64xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
