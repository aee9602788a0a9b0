// llama_layer_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 11 parameters then buffers (named_parameters, named_buffers order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64xf32>, tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<12x16xf32>, tensor<12x16xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<128x64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<12x16xf32>, %arg10: tensor<12x16xf32>, %arg11: tensor<1x12x64xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x12x12xf32>}> : () -> tensor<1x4x12x12xf32>
    %1 = "tosa.const"() <{values = dense<true> : tensor<12x12xi1>}> : () -> tensor<12x12xi1>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const_shape"() <{values = dense<[1, 1, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = "tosa.const_shape"() <{values = dense<[1, 12, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %6 = "tosa.const_shape"() <{values = dense<[1, 64, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[1, 12, 4, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %8 = "tosa.const_shape"() <{values = dense<[1, 64, 32]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %9 = "tosa.const_shape"() <{values = dense<[1, 12, 2, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %10 = "tosa.const_shape"() <{values = dense<[1, 1, 12, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %11 = "tosa.const_shape"() <{values = dense<[1, 4, 12, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %12 = "tosa.const_shape"() <{values = dense<[0, 0, 0, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %13 = "tosa.const_shape"() <{values = dense<0> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %14 = "tosa.const_shape"() <{values = dense<[1, 2, 12, 8]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %15 = "tosa.const_shape"() <{values = dense<[1, 2, 1, 12, 16]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %16 = "tosa.const_shape"() <{values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %17 = "tosa.const_shape"() <{values = dense<[1, 4, 12, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %18 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]> : tensor<12xi64>}> : () -> tensor<12xi64>
    %19 = "tosa.const_shape"() <{values = dense<[1, 12]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %20 = "tosa.const_shape"() <{values = dense<[12, 1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %21 = "tosa.const_shape"() <{values = dense<[4, 12, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %22 = "tosa.const_shape"() <{values = dense<[4, 16, 12]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %23 = "tosa.const_shape"() <{values = dense<[1, 4, 12, 12]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %24 = "tosa.const_shape"() <{values = dense<[1, 1, 12, 12]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %25 = "tosa.const_shape"() <{values = dense<[4, 12, 12]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %26 = "tosa.const_shape"() <{values = dense<[1, 64, 128]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %27 = "tosa.const_shape"() <{values = dense<[1, 128, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %28 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %29 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %30 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %31 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %32 = "tosa.const"() <{values = dense<0> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %33 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %34 = "tosa.const"() <{values = dense<0xFF800000> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %35 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %36 = "tosa.pow"(%arg11, %28) : (tensor<1x12x64xf32>, tensor<1x1x1xf32>) -> tensor<1x12x64xf32>
    %37 = "tosa.reduce_sum"(%36) <{axis = 2 : i32}> : (tensor<1x12x64xf32>) -> tensor<1x12x1xf32>
    %38 = "tosa.mul"(%37, %29, %2) : (tensor<1x12x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x1xf32>
    %39 = "tosa.add"(%38, %30) : (tensor<1x12x1xf32>, tensor<1x1x1xf32>) -> tensor<1x12x1xf32>
    %40 = "tosa.rsqrt"(%39) : (tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %41 = "tosa.mul"(%arg11, %40, %2) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>, tensor<1xi8>) -> tensor<1x12x64xf32>
    %42 = "tosa.reshape"(%arg0, %3) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %43 = "tosa.mul"(%42, %41, %2) : (tensor<1x1x64xf32>, tensor<1x12x64xf32>, tensor<1xi8>) -> tensor<1x12x64xf32>
    %44 = "tosa.transpose"(%arg1) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %45 = "tosa.reshape"(%44, %6) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %46 = "tosa.matmul"(%43, %45, %4, %4) : (tensor<1x12x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x12x64xf32>
    %47 = "tosa.reshape"(%46, %7) : (tensor<1x12x64xf32>, !tosa.shape<4>) -> tensor<1x12x4x16xf32>
    %48 = "tosa.transpose"(%47) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x4x16xf32>) -> tensor<1x4x12x16xf32>
    %49 = "tosa.transpose"(%arg2) <{perms = array<i32: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %50 = "tosa.reshape"(%49, %8) : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %51 = "tosa.matmul"(%43, %50, %4, %4) : (tensor<1x12x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x12x32xf32>
    %52 = "tosa.reshape"(%51, %9) : (tensor<1x12x32xf32>, !tosa.shape<4>) -> tensor<1x12x2x16xf32>
    %53 = "tosa.transpose"(%52) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x2x16xf32>) -> tensor<1x2x12x16xf32>
    %54 = "tosa.transpose"(%arg3) <{perms = array<i32: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %55 = "tosa.reshape"(%54, %8) : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %56 = "tosa.matmul"(%43, %55, %4, %4) : (tensor<1x12x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x12x32xf32>
    %57 = "tosa.reshape"(%56, %9) : (tensor<1x12x32xf32>, !tosa.shape<4>) -> tensor<1x12x2x16xf32>
    %58 = "tosa.transpose"(%57) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x12x2x16xf32>) -> tensor<1x2x12x16xf32>
    %59 = "tosa.reshape"(%arg9, %10) : (tensor<12x16xf32>, !tosa.shape<4>) -> tensor<1x1x12x16xf32>
    %60 = "tosa.mul"(%48, %59, %2) : (tensor<1x4x12x16xf32>, tensor<1x1x12x16xf32>, tensor<1xi8>) -> tensor<1x4x12x16xf32>
    %61 = "tosa.slice"(%48, %12, %11) : (tensor<1x4x12x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x12x8xf32>
    %62 = "tosa.negate"(%61, %4, %4) : (tensor<1x4x12x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x12x8xf32>
    %63 = "tosa.slice"(%48, %13, %11) : (tensor<1x4x12x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x12x8xf32>
    %64 = "tosa.concat"(%62, %63) <{axis = 3 : i32}> : (tensor<1x4x12x8xf32>, tensor<1x4x12x8xf32>) -> tensor<1x4x12x16xf32>
    %65 = "tosa.reshape"(%arg10, %10) : (tensor<12x16xf32>, !tosa.shape<4>) -> tensor<1x1x12x16xf32>
    %66 = "tosa.mul"(%64, %65, %2) : (tensor<1x4x12x16xf32>, tensor<1x1x12x16xf32>, tensor<1xi8>) -> tensor<1x4x12x16xf32>
    %67 = "tosa.add"(%60, %66) : (tensor<1x4x12x16xf32>, tensor<1x4x12x16xf32>) -> tensor<1x4x12x16xf32>
    %68 = "tosa.mul"(%53, %59, %2) : (tensor<1x2x12x16xf32>, tensor<1x1x12x16xf32>, tensor<1xi8>) -> tensor<1x2x12x16xf32>
    %69 = "tosa.slice"(%53, %12, %14) : (tensor<1x2x12x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x12x8xf32>
    %70 = "tosa.negate"(%69, %4, %4) : (tensor<1x2x12x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x12x8xf32>
    %71 = "tosa.slice"(%53, %13, %14) : (tensor<1x2x12x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x12x8xf32>
    %72 = "tosa.concat"(%70, %71) <{axis = 3 : i32}> : (tensor<1x2x12x8xf32>, tensor<1x2x12x8xf32>) -> tensor<1x2x12x16xf32>
    %73 = "tosa.mul"(%72, %65, %2) : (tensor<1x2x12x16xf32>, tensor<1x1x12x16xf32>, tensor<1xi8>) -> tensor<1x2x12x16xf32>
    %74 = "tosa.add"(%68, %73) : (tensor<1x2x12x16xf32>, tensor<1x2x12x16xf32>) -> tensor<1x2x12x16xf32>
    %75 = "tosa.reshape"(%74, %15) : (tensor<1x2x12x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x12x16xf32>
    %76 = "tosa.tile"(%75, %16) : (tensor<1x2x1x12x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x12x16xf32>
    %77 = "tosa.reshape"(%76, %17) : (tensor<1x2x2x12x16xf32>, !tosa.shape<4>) -> tensor<1x4x12x16xf32>
    %78 = "tosa.reshape"(%58, %15) : (tensor<1x2x12x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x12x16xf32>
    %79 = "tosa.tile"(%78, %16) : (tensor<1x2x1x12x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x12x16xf32>
    %80 = "tosa.mul"(%67, %31, %2) : (tensor<1x4x12x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x12x16xf32>
    %81 = "tosa.reshape"(%18, %19) : (tensor<12xi64>, !tosa.shape<2>) -> tensor<1x12xi64>
    %82 = "tosa.reshape"(%18, %20) : (tensor<12xi64>, !tosa.shape<2>) -> tensor<12x1xi64>
    %83 = "tosa.cast"(%82) : (tensor<12x1xi64>) -> tensor<12x1xi32>
    %84 = "tosa.cast"(%81) : (tensor<1x12xi64>) -> tensor<1x12xi32>
    %85 = "tosa.sub"(%84, %83) : (tensor<1x12xi32>, tensor<12x1xi32>) -> tensor<12x12xi32>
    %86 = "tosa.cast"(%85) : (tensor<12x12xi32>) -> tensor<12x12xi64>
    %87 = "tosa.greater_equal"(%32, %86) : (tensor<1x1xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %88 = "tosa.logical_and"(%87, %1) : (tensor<12x12xi1>, tensor<12x12xi1>) -> tensor<12x12xi1>
    %89 = "tosa.select"(%88, %33, %34) : (tensor<12x12xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<12x12xf32>
    %90 = "tosa.transpose"(%77) <{perms = array<i32: 0, 1, 3, 2>}> : (tensor<1x4x12x16xf32>) -> tensor<1x4x16x12xf32>
    %91 = "tosa.mul"(%90, %31, %2) : (tensor<1x4x16x12xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x12xf32>
    %92 = "tosa.reshape"(%80, %21) : (tensor<1x4x12x16xf32>, !tosa.shape<3>) -> tensor<4x12x16xf32>
    %93 = "tosa.reshape"(%91, %22) : (tensor<1x4x16x12xf32>, !tosa.shape<3>) -> tensor<4x16x12xf32>
    %94 = "tosa.matmul"(%92, %93, %4, %4) : (tensor<4x12x16xf32>, tensor<4x16x12xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x12x12xf32>
    %95 = "tosa.reshape"(%94, %23) : (tensor<4x12x12xf32>, !tosa.shape<4>) -> tensor<1x4x12x12xf32>
    %96 = "tosa.reshape"(%89, %24) : (tensor<12x12xf32>, !tosa.shape<4>) -> tensor<1x1x12x12xf32>
    %97 = "tosa.add"(%95, %96) : (tensor<1x4x12x12xf32>, tensor<1x1x12x12xf32>) -> tensor<1x4x12x12xf32>
    %98 = "tosa.reduce_max"(%97) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x12x12xf32>) -> tensor<1x4x12x1xf32>
    %99 = "tosa.sub"(%97, %98) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>) -> tensor<1x4x12x12xf32>
    %100 = "tosa.exp"(%99) : (tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %101 = "tosa.reduce_sum"(%100) <{axis = 3 : i32}> : (tensor<1x4x12x12xf32>) -> tensor<1x4x12x1xf32>
    %102 = "tosa.reciprocal"(%101) : (tensor<1x4x12x1xf32>) -> tensor<1x4x12x1xf32>
    %103 = "tosa.mul"(%100, %102, %2) : (tensor<1x4x12x12xf32>, tensor<1x4x12x1xf32>, tensor<1xi8>) -> tensor<1x4x12x12xf32>
    %104 = "tosa.cast"(%97) : (tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf64>
    %105 = "tosa.equal"(%104, %35) : (tensor<1x4x12x12xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x12x12xi1>
    %106 = "tosa.reduce_all"(%105) <{axis = 3 : i32}> : (tensor<1x4x12x12xi1>) -> tensor<1x4x12x1xi1>
    %107 = "tosa.select"(%106, %0, %103) : (tensor<1x4x12x1xi1>, tensor<1x4x12x12xf32>, tensor<1x4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %108 = "tosa.reshape"(%107, %25) : (tensor<1x4x12x12xf32>, !tosa.shape<3>) -> tensor<4x12x12xf32>
    %109 = "tosa.reshape"(%79, %21) : (tensor<1x2x2x12x16xf32>, !tosa.shape<3>) -> tensor<4x12x16xf32>
    %110 = "tosa.matmul"(%108, %109, %4, %4) : (tensor<4x12x12xf32>, tensor<4x12x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x12x16xf32>
    %111 = "tosa.reshape"(%110, %17) : (tensor<4x12x16xf32>, !tosa.shape<4>) -> tensor<1x4x12x16xf32>
    %112 = "tosa.transpose"(%111) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x4x12x16xf32>) -> tensor<1x12x4x16xf32>
    %113 = "tosa.reshape"(%112, %5) : (tensor<1x12x4x16xf32>, !tosa.shape<3>) -> tensor<1x12x64xf32>
    %114 = "tosa.transpose"(%arg4) <{perms = array<i32: 1, 0>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %115 = "tosa.reshape"(%114, %6) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %116 = "tosa.matmul"(%113, %115, %4, %4) : (tensor<1x12x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x12x64xf32>
    %117 = "tosa.add"(%arg11, %116) : (tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    %118 = "tosa.pow"(%117, %28) : (tensor<1x12x64xf32>, tensor<1x1x1xf32>) -> tensor<1x12x64xf32>
    %119 = "tosa.reduce_sum"(%118) <{axis = 2 : i32}> : (tensor<1x12x64xf32>) -> tensor<1x12x1xf32>
    %120 = "tosa.mul"(%119, %29, %2) : (tensor<1x12x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x1xf32>
    %121 = "tosa.add"(%120, %30) : (tensor<1x12x1xf32>, tensor<1x1x1xf32>) -> tensor<1x12x1xf32>
    %122 = "tosa.rsqrt"(%121) : (tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
    %123 = "tosa.mul"(%117, %122, %2) : (tensor<1x12x64xf32>, tensor<1x12x1xf32>, tensor<1xi8>) -> tensor<1x12x64xf32>
    %124 = "tosa.reshape"(%arg5, %3) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %125 = "tosa.mul"(%124, %123, %2) : (tensor<1x1x64xf32>, tensor<1x12x64xf32>, tensor<1xi8>) -> tensor<1x12x64xf32>
    %126 = "tosa.transpose"(%arg6) <{perms = array<i32: 1, 0>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %127 = "tosa.reshape"(%126, %26) : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %128 = "tosa.matmul"(%125, %127, %4, %4) : (tensor<1x12x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x12x128xf32>
    %129 = "tosa.sigmoid"(%128) : (tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %130 = "tosa.mul"(%128, %129, %2) : (tensor<1x12x128xf32>, tensor<1x12x128xf32>, tensor<1xi8>) -> tensor<1x12x128xf32>
    %131 = "tosa.transpose"(%arg7) <{perms = array<i32: 1, 0>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %132 = "tosa.reshape"(%131, %26) : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %133 = "tosa.matmul"(%125, %132, %4, %4) : (tensor<1x12x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x12x128xf32>
    %134 = "tosa.mul"(%130, %133, %2) : (tensor<1x12x128xf32>, tensor<1x12x128xf32>, tensor<1xi8>) -> tensor<1x12x128xf32>
    %135 = "tosa.transpose"(%arg8) <{perms = array<i32: 1, 0>}> : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %136 = "tosa.reshape"(%135, %27) : (tensor<128x64xf32>, !tosa.shape<3>) -> tensor<1x128x64xf32>
    %137 = "tosa.matmul"(%134, %136, %4, %4) : (tensor<1x12x128xf32>, tensor<1x128x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x12x64xf32>
    %138 = "tosa.add"(%117, %137) : (tensor<1x12x64xf32>, tensor<1x12x64xf32>) -> tensor<1x12x64xf32>
    "func.return"(%138) : (tensor<1x12x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()
