// gpt2_block_f16_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 12 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64xf16>, tensor<64xf16>, tensor<64x192xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64x256xf16>, tensor<256xf16>, tensor<256x64xf16>, tensor<64xf16>, tensor<1x16x64xf16>) -> tensor<1x16x64xf16>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64x192xf16>, %arg3: tensor<192xf16>, %arg4: tensor<64x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64x256xf16>, %arg9: tensor<256xf16>, %arg10: tensor<256x64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<1x16x64xf16>):
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_1_1_16_16_torch.float32> : tensor<1x1x16x16xf32>}> : () -> tensor<1x1x16x16xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const_shape"() <{values = dense<[1, 1, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{values = dense<[16, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = "tosa.const_shape"() <{values = dense<[1, 16, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %6 = "tosa.const_shape"() <{values = dense<[1, 64, 192]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[16, 192]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %8 = "tosa.const_shape"() <{values = dense<[1, 192]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %9 = "tosa.const_shape"() <{values = dense<[1, 16, 192]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %10 = "tosa.const_shape"() <{values = dense<0> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %11 = "tosa.const_shape"() <{values = dense<[0, 0, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %12 = "tosa.const_shape"() <{values = dense<[0, 0, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %13 = "tosa.const_shape"() <{values = dense<[1, 16, 4, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %14 = "tosa.const_shape"() <{values = dense<[4, 16, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %15 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
    %16 = "tosa.const_shape"() <{values = dense<[1, 4, 16, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %17 = "tosa.const_shape"() <{values = dense<[1, 64, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %18 = "tosa.const_shape"() <{values = dense<[1, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %19 = "tosa.const_shape"() <{values = dense<[1, 64, 256]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %20 = "tosa.const_shape"() <{values = dense<[16, 256]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %21 = "tosa.const_shape"() <{values = dense<[1, 256]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %22 = "tosa.const_shape"() <{values = dense<[1, 16, 256]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %23 = "tosa.const_shape"() <{values = dense<[1, 256, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %24 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %25 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %26 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %27 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf16>}> : () -> tensor<1x1x1x1xf16>
    %28 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf16>}> : () -> tensor<1x1x1xf16>
    %29 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1x1xf16>}> : () -> tensor<1x1x1xf16>
    %30 = "tosa.const"() <{values = dense<4.470830e-02> : tensor<1x1x1xf16>}> : () -> tensor<1x1x1xf16>
    %31 = "tosa.const"() <{values = dense<7.978520e-01> : tensor<1x1x1xf16>}> : () -> tensor<1x1x1xf16>
    %32 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf16>}> : () -> tensor<1x1x1xf16>
    %33 = "tosa.cast"(%arg12) : (tensor<1x16x64xf16>) -> tensor<1x16x64xf32>
    %34 = "tosa.cast"(%33) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %35 = "tosa.reduce_sum"(%34) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %36 = "tosa.mul"(%35, %24, %1) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %37 = "tosa.sub"(%34, %36) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %38 = "tosa.mul"(%37, %37, %1) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %39 = "tosa.reduce_sum"(%38) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %40 = "tosa.mul"(%39, %24, %1) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %41 = "tosa.cast"(%40) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %42 = "tosa.reduce_sum"(%33) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %43 = "tosa.mul"(%42, %25, %1) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %44 = "tosa.add"(%41, %26) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %45 = "tosa.rsqrt"(%44) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %46 = "tosa.sub"(%33, %43) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %47 = "tosa.mul"(%46, %45, %1) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %48 = "tosa.reshape"(%arg0, %2) : (tensor<64xf16>, !tosa.shape<3>) -> tensor<1x1x64xf16>
    %49 = "tosa.cast"(%48) : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %50 = "tosa.mul"(%47, %49, %1) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %51 = "tosa.cast"(%arg1) : (tensor<64xf16>) -> tensor<64xf32>
    %52 = "tosa.reshape"(%51, %2) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %53 = "tosa.add"(%50, %52) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %54 = "tosa.cast"(%53) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf16>
    %55 = "tosa.reshape"(%54, %3) : (tensor<1x16x64xf16>, !tosa.shape<2>) -> tensor<16x64xf16>
    %56 = "tosa.cast"(%arg3) : (tensor<192xf16>) -> tensor<192xf32>
    %57 = "tosa.cast"(%55) : (tensor<16x64xf16>) -> tensor<16x64xf32>
    %58 = "tosa.cast"(%arg2) : (tensor<64x192xf16>) -> tensor<64x192xf32>
    %59 = "tosa.reshape"(%57, %5) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %60 = "tosa.reshape"(%58, %6) : (tensor<64x192xf32>, !tosa.shape<3>) -> tensor<1x64x192xf32>
    %61 = "tosa.matmul"(%59, %60, %4, %4) : (tensor<1x16x64xf32>, tensor<1x64x192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x192xf32>
    %62 = "tosa.reshape"(%61, %7) : (tensor<1x16x192xf32>, !tosa.shape<2>) -> tensor<16x192xf32>
    %63 = "tosa.reshape"(%56, %8) : (tensor<192xf32>, !tosa.shape<2>) -> tensor<1x192xf32>
    %64 = "tosa.add"(%62, %63) : (tensor<16x192xf32>, tensor<1x192xf32>) -> tensor<16x192xf32>
    %65 = "tosa.cast"(%64) : (tensor<16x192xf32>) -> tensor<16x192xf16>
    %66 = "tosa.reshape"(%65, %9) : (tensor<16x192xf16>, !tosa.shape<3>) -> tensor<1x16x192xf16>
    %67 = "tosa.slice"(%66, %10, %5) : (tensor<1x16x192xf16>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x64xf16>
    %68 = "tosa.slice"(%66, %11, %5) : (tensor<1x16x192xf16>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x64xf16>
    %69 = "tosa.slice"(%66, %12, %5) : (tensor<1x16x192xf16>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x64xf16>
    %70 = "tosa.reshape"(%68, %13) : (tensor<1x16x64xf16>, !tosa.shape<4>) -> tensor<1x16x4x16xf16>
    %71 = "tosa.reshape"(%69, %13) : (tensor<1x16x64xf16>, !tosa.shape<4>) -> tensor<1x16x4x16xf16>
    %72 = "tosa.transpose"(%71) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf16>) -> tensor<1x4x16x16xf16>
    %73 = "tosa.reshape"(%67, %13) : (tensor<1x16x64xf16>, !tosa.shape<4>) -> tensor<1x16x4x16xf16>
    %74 = "tosa.transpose"(%73) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf16>) -> tensor<1x4x16x16xf16>
    %75 = "tosa.transpose"(%70) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x16x4x16xf16>) -> tensor<1x4x16x16xf16>
    %76 = "tosa.reshape"(%74, %14) : (tensor<1x4x16x16xf16>, !tosa.shape<3>) -> tensor<4x16x16xf16>
    %77 = "tosa.reshape"(%75, %14) : (tensor<1x4x16x16xf16>, !tosa.shape<3>) -> tensor<4x16x16xf16>
    %78 = "tosa.matmul"(%76, %77, %15, %15) : (tensor<4x16x16xf16>, tensor<4x16x16xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<4x16x16xf32>
    %79 = "tosa.cast"(%78) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf16>
    %80 = "tosa.reshape"(%79, %16) : (tensor<4x16x16xf16>, !tosa.shape<4>) -> tensor<1x4x16x16xf16>
    %81 = "tosa.mul"(%80, %27, %1) : (tensor<1x4x16x16xf16>, tensor<1x1x1x1xf16>, tensor<1xi8>) -> tensor<1x4x16x16xf16>
    %82 = "tosa.cast"(%81) : (tensor<1x4x16x16xf16>) -> tensor<1x4x16x16xf32>
    %83 = "tosa.add"(%82, %0) : (tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x4x16x16xf32>
    %84 = "tosa.reduce_max"(%83) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %85 = "tosa.sub"(%83, %84) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %86 = "tosa.exp"(%85) : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %87 = "tosa.reduce_sum"(%86) <{axis = 3 : i32}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %88 = "tosa.reciprocal"(%87) : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %89 = "tosa.mul"(%86, %88, %1) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %90 = "tosa.cast"(%89) : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf16>
    %91 = "tosa.reshape"(%90, %14) : (tensor<1x4x16x16xf16>, !tosa.shape<3>) -> tensor<4x16x16xf16>
    %92 = "tosa.reshape"(%72, %14) : (tensor<1x4x16x16xf16>, !tosa.shape<3>) -> tensor<4x16x16xf16>
    %93 = "tosa.matmul"(%91, %92, %15, %15) : (tensor<4x16x16xf16>, tensor<4x16x16xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<4x16x16xf32>
    %94 = "tosa.cast"(%93) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf16>
    %95 = "tosa.reshape"(%94, %16) : (tensor<4x16x16xf16>, !tosa.shape<4>) -> tensor<1x4x16x16xf16>
    %96 = "tosa.transpose"(%95) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x4x16x16xf16>) -> tensor<1x16x4x16xf16>
    %97 = "tosa.reshape"(%96, %3) : (tensor<1x16x4x16xf16>, !tosa.shape<2>) -> tensor<16x64xf16>
    %98 = "tosa.cast"(%arg5) : (tensor<64xf16>) -> tensor<64xf32>
    %99 = "tosa.cast"(%97) : (tensor<16x64xf16>) -> tensor<16x64xf32>
    %100 = "tosa.cast"(%arg4) : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %101 = "tosa.reshape"(%99, %5) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %102 = "tosa.reshape"(%100, %17) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %103 = "tosa.matmul"(%101, %102, %4, %4) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %104 = "tosa.reshape"(%103, %3) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %105 = "tosa.reshape"(%98, %18) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %106 = "tosa.add"(%104, %105) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %107 = "tosa.cast"(%106) : (tensor<16x64xf32>) -> tensor<16x64xf16>
    %108 = "tosa.reshape"(%107, %5) : (tensor<16x64xf16>, !tosa.shape<3>) -> tensor<1x16x64xf16>
    %109 = "tosa.add"(%108, %arg12) : (tensor<1x16x64xf16>, tensor<1x16x64xf16>) -> tensor<1x16x64xf16>
    %110 = "tosa.cast"(%109) : (tensor<1x16x64xf16>) -> tensor<1x16x64xf32>
    %111 = "tosa.cast"(%110) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %112 = "tosa.reduce_sum"(%111) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %113 = "tosa.mul"(%112, %24, %1) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %114 = "tosa.sub"(%111, %113) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %115 = "tosa.mul"(%114, %114, %1) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %116 = "tosa.reduce_sum"(%115) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %117 = "tosa.mul"(%116, %24, %1) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %118 = "tosa.cast"(%117) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %119 = "tosa.reduce_sum"(%110) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %120 = "tosa.mul"(%119, %25, %1) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %121 = "tosa.add"(%118, %26) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %122 = "tosa.rsqrt"(%121) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %123 = "tosa.sub"(%110, %120) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %124 = "tosa.mul"(%123, %122, %1) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %125 = "tosa.reshape"(%arg6, %2) : (tensor<64xf16>, !tosa.shape<3>) -> tensor<1x1x64xf16>
    %126 = "tosa.cast"(%125) : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %127 = "tosa.mul"(%124, %126, %1) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %128 = "tosa.cast"(%arg7) : (tensor<64xf16>) -> tensor<64xf32>
    %129 = "tosa.reshape"(%128, %2) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %130 = "tosa.add"(%127, %129) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %131 = "tosa.cast"(%130) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf16>
    %132 = "tosa.reshape"(%131, %3) : (tensor<1x16x64xf16>, !tosa.shape<2>) -> tensor<16x64xf16>
    %133 = "tosa.cast"(%arg9) : (tensor<256xf16>) -> tensor<256xf32>
    %134 = "tosa.cast"(%132) : (tensor<16x64xf16>) -> tensor<16x64xf32>
    %135 = "tosa.cast"(%arg8) : (tensor<64x256xf16>) -> tensor<64x256xf32>
    %136 = "tosa.reshape"(%134, %5) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %137 = "tosa.reshape"(%135, %19) : (tensor<64x256xf32>, !tosa.shape<3>) -> tensor<1x64x256xf32>
    %138 = "tosa.matmul"(%136, %137, %4, %4) : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
    %139 = "tosa.reshape"(%138, %20) : (tensor<1x16x256xf32>, !tosa.shape<2>) -> tensor<16x256xf32>
    %140 = "tosa.reshape"(%133, %21) : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %141 = "tosa.add"(%139, %140) : (tensor<16x256xf32>, tensor<1x256xf32>) -> tensor<16x256xf32>
    %142 = "tosa.cast"(%141) : (tensor<16x256xf32>) -> tensor<16x256xf16>
    %143 = "tosa.reshape"(%142, %22) : (tensor<16x256xf16>, !tosa.shape<3>) -> tensor<1x16x256xf16>
    %144 = "tosa.mul"(%143, %28, %1) : (tensor<1x16x256xf16>, tensor<1x1x1xf16>, tensor<1xi8>) -> tensor<1x16x256xf16>
    %145 = "tosa.pow"(%143, %29) : (tensor<1x16x256xf16>, tensor<1x1x1xf16>) -> tensor<1x16x256xf16>
    %146 = "tosa.mul"(%145, %30, %1) : (tensor<1x16x256xf16>, tensor<1x1x1xf16>, tensor<1xi8>) -> tensor<1x16x256xf16>
    %147 = "tosa.add"(%143, %146) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %148 = "tosa.mul"(%147, %31, %1) : (tensor<1x16x256xf16>, tensor<1x1x1xf16>, tensor<1xi8>) -> tensor<1x16x256xf16>
    %149 = "tosa.tanh"(%148) : (tensor<1x16x256xf16>) -> tensor<1x16x256xf16>
    %150 = "tosa.add"(%149, %32) : (tensor<1x16x256xf16>, tensor<1x1x1xf16>) -> tensor<1x16x256xf16>
    %151 = "tosa.mul"(%144, %150, %1) : (tensor<1x16x256xf16>, tensor<1x16x256xf16>, tensor<1xi8>) -> tensor<1x16x256xf16>
    %152 = "tosa.reshape"(%151, %20) : (tensor<1x16x256xf16>, !tosa.shape<2>) -> tensor<16x256xf16>
    %153 = "tosa.cast"(%arg11) : (tensor<64xf16>) -> tensor<64xf32>
    %154 = "tosa.cast"(%152) : (tensor<16x256xf16>) -> tensor<16x256xf32>
    %155 = "tosa.cast"(%arg10) : (tensor<256x64xf16>) -> tensor<256x64xf32>
    %156 = "tosa.reshape"(%154, %22) : (tensor<16x256xf32>, !tosa.shape<3>) -> tensor<1x16x256xf32>
    %157 = "tosa.reshape"(%155, %23) : (tensor<256x64xf32>, !tosa.shape<3>) -> tensor<1x256x64xf32>
    %158 = "tosa.matmul"(%156, %157, %4, %4) : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %159 = "tosa.reshape"(%158, %3) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %160 = "tosa.reshape"(%153, %18) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %161 = "tosa.add"(%159, %160) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %162 = "tosa.cast"(%161) : (tensor<16x64xf32>) -> tensor<16x64xf16>
    %163 = "tosa.reshape"(%162, %5) : (tensor<16x64xf16>, !tosa.shape<3>) -> tensor<1x16x64xf16>
    %164 = "tosa.add"(%109, %163) : (tensor<1x16x64xf16>, tensor<1x16x64xf16>) -> tensor<1x16x64xf16>
    "func.return"(%164) : (tensor<1x16x64xf16>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_16_16_torch.float32: "0x0400000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
