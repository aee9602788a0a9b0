// bert_tiny: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 39 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<97x64xf32>, tensor<64x64xf32>, tensor<2x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x16xi64>) -> tensor<1x16x64xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<97x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<2x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<128x64xf32>, %arg32: tensor<128xf32>, %arg33: tensor<64x128xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<1x64xi64>, %arg38: tensor<1x64xi64>, %arg39: tensor<1x16xi64>):
    %0 = "tosa.const_shape"() <{values = dense<[1, 16]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %1 = "tosa.const_shape"() <{values = dense<0> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %2 = "tosa.const_shape"() <{values = dense<[1, 16, 1]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1x16x1xi32>}> : () -> tensor<1x16x1xi32>
    %4 = "tosa.const_shape"() <{values = dense<[1, 64, 1]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %5 = "tosa.const_shape"() <{values = dense<[16, 2]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = "tosa.const_shape"() <{values = dense<[1, 97, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %8 = "tosa.const_shape"() <{values = dense<[1, 16, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %9 = "tosa.const_shape"() <{values = dense<[1, 2, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %10 = "tosa.const_shape"() <{values = dense<[1, 64, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %11 = "tosa.const_shape"() <{values = dense<[1, 1, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %12 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>}> : () -> tensor<16xi64>
    %13 = "tosa.const_shape"() <{values = dense<[1, 1, 16, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %14 = "tosa.const_shape"() <{values = dense<[1, 1, 1, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %15 = "tosa.const_shape"() <{values = dense<[16, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %16 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %17 = "tosa.const_shape"() <{values = dense<[1, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %18 = "tosa.const_shape"() <{values = dense<[1, 16, 4, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %19 = "tosa.const_shape"() <{values = dense<[4, 16, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %20 = "tosa.const_shape"() <{values = dense<[1, 4, 16, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %21 = "tosa.const_shape"() <{values = dense<[1, 64, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %22 = "tosa.const_shape"() <{values = dense<[16, 128]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %23 = "tosa.const_shape"() <{values = dense<[1, 128]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %24 = "tosa.const_shape"() <{values = dense<[1, 16, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %25 = "tosa.const_shape"() <{values = dense<[1, 128, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %26 = "tosa.const"() <{values = dense<[[64, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %27 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %28 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %29 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %30 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi64>}> : () -> tensor<1x1x1x1xi64>
    %31 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %32 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %33 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %34 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %35 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %37 = "tosa.slice"(%arg37, %1, %0) : (tensor<1x64xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xi64>
    %38 = "tosa.cast"(%37) : (tensor<1x16xi64>) -> tensor<1x16xi32>
    %39 = "tosa.reshape"(%38, %2) : (tensor<1x16xi32>, !tosa.shape<3>) -> tensor<1x16x1xi32>
    %40 = "tosa.concat"(%3, %39) <{axis = 2 : i32}> : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x2xi32>
    %41 = "tosa.reshape"(%arg38, %4) : (tensor<1x64xi64>, !tosa.shape<3>) -> tensor<1x64x1xi64>
    %42 = "tosa.reshape"(%40, %5) : (tensor<1x16x2xi32>, !tosa.shape<2>) -> tensor<16x2xi32>
    %43 = "tosa.mul"(%42, %26, %6) : (tensor<16x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<16x2xi32>
    %44 = "tosa.reduce_sum"(%43) <{axis = 1 : i32}> : (tensor<16x2xi32>) -> tensor<16x1xi32>
    %45 = "tosa.reshape"(%44, %0) : (tensor<16x1xi32>, !tosa.shape<2>) -> tensor<1x16xi32>
    %46 = "tosa.gather"(%41, %45) : (tensor<1x64x1xi64>, tensor<1x16xi32>) -> tensor<1x16x1xi64>
    %47 = "tosa.reshape"(%46, %0) : (tensor<1x16x1xi64>, !tosa.shape<2>) -> tensor<1x16xi64>
    %48 = "tosa.reshape"(%arg0, %7) : (tensor<97x64xf32>, !tosa.shape<3>) -> tensor<1x97x64xf32>
    %49 = "tosa.cast"(%arg39) : (tensor<1x16xi64>) -> tensor<1x16xi32>
    %50 = "tosa.gather"(%48, %49) : (tensor<1x97x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %51 = "tosa.reshape"(%arg2, %9) : (tensor<2x64xf32>, !tosa.shape<3>) -> tensor<1x2x64xf32>
    %52 = "tosa.cast"(%47) : (tensor<1x16xi64>) -> tensor<1x16xi32>
    %53 = "tosa.gather"(%51, %52) : (tensor<1x2x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %54 = "tosa.add"(%50, %53) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %55 = "tosa.reshape"(%arg1, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %56 = "tosa.gather"(%55, %38) : (tensor<1x64x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %57 = "tosa.add"(%54, %56) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %58 = "tosa.cast"(%57) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %59 = "tosa.reduce_sum"(%58) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %60 = "tosa.mul"(%59, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %61 = "tosa.sub"(%58, %60) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %62 = "tosa.mul"(%61, %61, %6) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %63 = "tosa.reduce_sum"(%62) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %64 = "tosa.mul"(%63, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %65 = "tosa.cast"(%64) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %66 = "tosa.reduce_sum"(%57) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %67 = "tosa.mul"(%66, %28, %6) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %68 = "tosa.add"(%65, %29) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %69 = "tosa.rsqrt"(%68) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %70 = "tosa.sub"(%57, %67) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %71 = "tosa.mul"(%70, %69, %6) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %72 = "tosa.reshape"(%arg3, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %73 = "tosa.mul"(%71, %72, %6) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %74 = "tosa.reshape"(%arg4, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %75 = "tosa.add"(%73, %74) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %76 = "tosa.cast"(%12) : (tensor<16xi64>) -> tensor<16xi32>
    %77 = "tosa.cast"(%76) : (tensor<16xi32>) -> tensor<16xi64>
    %78 = "tosa.reshape"(%77, %13) : (tensor<16xi64>, !tosa.shape<4>) -> tensor<1x1x16x1xi64>
    %79 = "tosa.greater_equal"(%78, %30) : (tensor<1x1x16x1xi64>, tensor<1x1x1x1xi64>) -> tensor<1x1x16x1xi1>
    %80 = "tosa.tile"(%79, %14) : (tensor<1x1x16x1xi1>, !tosa.shape<4>) -> tensor<1x1x16x16xi1>
    %81 = "tosa.select"(%80, %31, %32) : (tensor<1x1x16x16xi1>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x16x16xf32>
    %82 = "tosa.transpose"(%arg5) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %83 = "tosa.reshape"(%82, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %84 = "tosa.matmul"(%75, %83, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %85 = "tosa.reshape"(%84, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %86 = "tosa.reshape"(%arg6, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %87 = "tosa.add"(%85, %86) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %88 = "tosa.reshape"(%87, %18) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %89 = "tosa.transpose"(%88) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %90 = "tosa.transpose"(%arg7) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %91 = "tosa.reshape"(%90, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %92 = "tosa.matmul"(%75, %91, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %93 = "tosa.reshape"(%92, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %94 = "tosa.reshape"(%arg8, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %95 = "tosa.add"(%93, %94) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %96 = "tosa.reshape"(%95, %18) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %97 = "tosa.transpose"(%arg9) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %98 = "tosa.reshape"(%97, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %99 = "tosa.matmul"(%75, %98, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %100 = "tosa.reshape"(%99, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %101 = "tosa.reshape"(%arg10, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %102 = "tosa.add"(%100, %101) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %103 = "tosa.reshape"(%102, %18) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %104 = "tosa.transpose"(%103) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %105 = "tosa.transpose"(%96) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %106 = "tosa.reshape"(%89, %19) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %107 = "tosa.reshape"(%105, %19) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %108 = "tosa.matmul"(%106, %107, %16, %16) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
    %109 = "tosa.reshape"(%108, %20) : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
    %110 = "tosa.mul"(%109, %33, %6) : (tensor<1x4x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %111 = "tosa.add"(%110, %81) : (tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x4x16x16xf32>
    %112 = "tosa.reduce_max"(%111) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %113 = "tosa.sub"(%111, %112) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %114 = "tosa.exp"(%113) : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %115 = "tosa.reduce_sum"(%114) <{axis = 3 : i32}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %116 = "tosa.reciprocal"(%115) : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %117 = "tosa.mul"(%114, %116, %6) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %118 = "tosa.reshape"(%117, %19) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %119 = "tosa.reshape"(%104, %19) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %120 = "tosa.matmul"(%118, %119, %16, %16) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
    %121 = "tosa.reshape"(%120, %20) : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
    %122 = "tosa.transpose"(%121) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
    %123 = "tosa.reshape"(%122, %8) : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %124 = "tosa.transpose"(%arg11) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %125 = "tosa.reshape"(%124, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %126 = "tosa.matmul"(%123, %125, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %127 = "tosa.reshape"(%126, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %128 = "tosa.reshape"(%arg12, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %129 = "tosa.add"(%127, %128) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %130 = "tosa.reshape"(%129, %8) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %131 = "tosa.add"(%130, %75) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %132 = "tosa.cast"(%131) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %133 = "tosa.reduce_sum"(%132) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %134 = "tosa.mul"(%133, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %135 = "tosa.sub"(%132, %134) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %136 = "tosa.mul"(%135, %135, %6) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %137 = "tosa.reduce_sum"(%136) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %138 = "tosa.mul"(%137, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %139 = "tosa.cast"(%138) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %140 = "tosa.reduce_sum"(%131) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %141 = "tosa.mul"(%140, %28, %6) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %142 = "tosa.add"(%139, %29) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %143 = "tosa.rsqrt"(%142) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %144 = "tosa.sub"(%131, %141) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %145 = "tosa.mul"(%144, %143, %6) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %146 = "tosa.reshape"(%arg13, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %147 = "tosa.mul"(%145, %146, %6) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %148 = "tosa.reshape"(%arg14, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %149 = "tosa.add"(%147, %148) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %150 = "tosa.transpose"(%arg15) <{perms = array<i32: 1, 0>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %151 = "tosa.reshape"(%150, %21) : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %152 = "tosa.matmul"(%149, %151, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x128xf32>
    %153 = "tosa.reshape"(%152, %22) : (tensor<1x16x128xf32>, !tosa.shape<2>) -> tensor<16x128xf32>
    %154 = "tosa.reshape"(%arg16, %23) : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %155 = "tosa.add"(%153, %154) : (tensor<16x128xf32>, tensor<1x128xf32>) -> tensor<16x128xf32>
    %156 = "tosa.reshape"(%155, %24) : (tensor<16x128xf32>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %157 = "tosa.mul"(%156, %36, %6) : (tensor<1x16x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %158 = "tosa.erf"(%157) : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %159 = "tosa.add"(%158, %34) : (tensor<1x16x128xf32>, tensor<1x1x1xf32>) -> tensor<1x16x128xf32>
    %160 = "tosa.mul"(%35, %159, %6) : (tensor<1x1x1xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %161 = "tosa.mul"(%156, %160, %6) : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %162 = "tosa.transpose"(%arg17) <{perms = array<i32: 1, 0>}> : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %163 = "tosa.reshape"(%162, %25) : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %164 = "tosa.matmul"(%161, %163, %16, %16) : (tensor<1x16x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %165 = "tosa.reshape"(%164, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %166 = "tosa.reshape"(%arg18, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %167 = "tosa.add"(%165, %166) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %168 = "tosa.reshape"(%167, %8) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %169 = "tosa.add"(%168, %149) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %170 = "tosa.cast"(%169) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %171 = "tosa.reduce_sum"(%170) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %172 = "tosa.mul"(%171, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %173 = "tosa.sub"(%170, %172) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %174 = "tosa.mul"(%173, %173, %6) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %175 = "tosa.reduce_sum"(%174) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %176 = "tosa.mul"(%175, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %177 = "tosa.cast"(%176) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %178 = "tosa.reduce_sum"(%169) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %179 = "tosa.mul"(%178, %28, %6) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %180 = "tosa.add"(%177, %29) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %181 = "tosa.rsqrt"(%180) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %182 = "tosa.sub"(%169, %179) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %183 = "tosa.mul"(%182, %181, %6) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %184 = "tosa.reshape"(%arg19, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %185 = "tosa.mul"(%183, %184, %6) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %186 = "tosa.reshape"(%arg20, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %187 = "tosa.add"(%185, %186) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %188 = "tosa.transpose"(%arg21) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %189 = "tosa.reshape"(%188, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %190 = "tosa.matmul"(%187, %189, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %191 = "tosa.reshape"(%190, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %192 = "tosa.reshape"(%arg22, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %193 = "tosa.add"(%191, %192) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %194 = "tosa.reshape"(%193, %18) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %195 = "tosa.transpose"(%194) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %196 = "tosa.transpose"(%arg23) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %197 = "tosa.reshape"(%196, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %198 = "tosa.matmul"(%187, %197, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %199 = "tosa.reshape"(%198, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %200 = "tosa.reshape"(%arg24, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %201 = "tosa.add"(%199, %200) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %202 = "tosa.reshape"(%201, %18) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %203 = "tosa.transpose"(%arg25) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %204 = "tosa.reshape"(%203, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %205 = "tosa.matmul"(%187, %204, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %206 = "tosa.reshape"(%205, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %207 = "tosa.reshape"(%arg26, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %208 = "tosa.add"(%206, %207) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %209 = "tosa.reshape"(%208, %18) : (tensor<16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %210 = "tosa.transpose"(%209) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %211 = "tosa.transpose"(%202) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %212 = "tosa.reshape"(%195, %19) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %213 = "tosa.reshape"(%211, %19) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %214 = "tosa.matmul"(%212, %213, %16, %16) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
    %215 = "tosa.reshape"(%214, %20) : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
    %216 = "tosa.mul"(%215, %33, %6) : (tensor<1x4x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %217 = "tosa.add"(%216, %81) : (tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x4x16x16xf32>
    %218 = "tosa.reduce_max"(%217) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %219 = "tosa.sub"(%217, %218) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %220 = "tosa.exp"(%219) : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %221 = "tosa.reduce_sum"(%220) <{axis = 3 : i32}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %222 = "tosa.reciprocal"(%221) : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %223 = "tosa.mul"(%220, %222, %6) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %224 = "tosa.reshape"(%223, %19) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %225 = "tosa.reshape"(%210, %19) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %226 = "tosa.matmul"(%224, %225, %16, %16) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
    %227 = "tosa.reshape"(%226, %20) : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
    %228 = "tosa.transpose"(%227) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
    %229 = "tosa.reshape"(%228, %8) : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %230 = "tosa.transpose"(%arg27) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %231 = "tosa.reshape"(%230, %10) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %232 = "tosa.matmul"(%229, %231, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %233 = "tosa.reshape"(%232, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %234 = "tosa.reshape"(%arg28, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %235 = "tosa.add"(%233, %234) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %236 = "tosa.reshape"(%235, %8) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %237 = "tosa.add"(%236, %187) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %238 = "tosa.cast"(%237) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %239 = "tosa.reduce_sum"(%238) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %240 = "tosa.mul"(%239, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %241 = "tosa.sub"(%238, %240) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %242 = "tosa.mul"(%241, %241, %6) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %243 = "tosa.reduce_sum"(%242) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %244 = "tosa.mul"(%243, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %245 = "tosa.cast"(%244) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %246 = "tosa.reduce_sum"(%237) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %247 = "tosa.mul"(%246, %28, %6) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %248 = "tosa.add"(%245, %29) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %249 = "tosa.rsqrt"(%248) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %250 = "tosa.sub"(%237, %247) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %251 = "tosa.mul"(%250, %249, %6) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %252 = "tosa.reshape"(%arg29, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %253 = "tosa.mul"(%251, %252, %6) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %254 = "tosa.reshape"(%arg30, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %255 = "tosa.add"(%253, %254) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %256 = "tosa.transpose"(%arg31) <{perms = array<i32: 1, 0>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %257 = "tosa.reshape"(%256, %21) : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %258 = "tosa.matmul"(%255, %257, %16, %16) : (tensor<1x16x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x128xf32>
    %259 = "tosa.reshape"(%258, %22) : (tensor<1x16x128xf32>, !tosa.shape<2>) -> tensor<16x128xf32>
    %260 = "tosa.reshape"(%arg32, %23) : (tensor<128xf32>, !tosa.shape<2>) -> tensor<1x128xf32>
    %261 = "tosa.add"(%259, %260) : (tensor<16x128xf32>, tensor<1x128xf32>) -> tensor<16x128xf32>
    %262 = "tosa.reshape"(%261, %24) : (tensor<16x128xf32>, !tosa.shape<3>) -> tensor<1x16x128xf32>
    %263 = "tosa.mul"(%262, %36, %6) : (tensor<1x16x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %264 = "tosa.erf"(%263) : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %265 = "tosa.add"(%264, %34) : (tensor<1x16x128xf32>, tensor<1x1x1xf32>) -> tensor<1x16x128xf32>
    %266 = "tosa.mul"(%35, %265, %6) : (tensor<1x1x1xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %267 = "tosa.mul"(%262, %266, %6) : (tensor<1x16x128xf32>, tensor<1x16x128xf32>, tensor<1xi8>) -> tensor<1x16x128xf32>
    %268 = "tosa.transpose"(%arg33) <{perms = array<i32: 1, 0>}> : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %269 = "tosa.reshape"(%268, %25) : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %270 = "tosa.matmul"(%267, %269, %16, %16) : (tensor<1x16x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %271 = "tosa.reshape"(%270, %15) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %272 = "tosa.reshape"(%arg34, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %273 = "tosa.add"(%271, %272) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %274 = "tosa.reshape"(%273, %8) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %275 = "tosa.add"(%274, %255) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %276 = "tosa.cast"(%275) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %277 = "tosa.reduce_sum"(%276) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %278 = "tosa.mul"(%277, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %279 = "tosa.sub"(%276, %278) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %280 = "tosa.mul"(%279, %279, %6) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %281 = "tosa.reduce_sum"(%280) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %282 = "tosa.mul"(%281, %27, %6) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %283 = "tosa.cast"(%282) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %284 = "tosa.reduce_sum"(%275) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %285 = "tosa.mul"(%284, %28, %6) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %286 = "tosa.add"(%283, %29) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %287 = "tosa.rsqrt"(%286) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %288 = "tosa.sub"(%275, %285) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %289 = "tosa.mul"(%288, %287, %6) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %290 = "tosa.reshape"(%arg35, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %291 = "tosa.mul"(%289, %290, %6) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %292 = "tosa.reshape"(%arg36, %11) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %293 = "tosa.add"(%291, %292) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    "func.return"(%293) : (tensor<1x16x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
