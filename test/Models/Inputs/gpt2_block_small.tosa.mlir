// gpt2_block_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 12 weights/buffers (state_dict order), then 1 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x192xf32>, %arg3: tensor<192xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<1x16x64xf32>):
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
    %15 = "tosa.const_shape"() <{values = dense<[1, 4, 16, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %16 = "tosa.const_shape"() <{values = dense<[1, 64, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %17 = "tosa.const_shape"() <{values = dense<[1, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %18 = "tosa.const_shape"() <{values = dense<[1, 64, 256]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %19 = "tosa.const_shape"() <{values = dense<[16, 256]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %20 = "tosa.const_shape"() <{values = dense<[1, 256]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %21 = "tosa.const_shape"() <{values = dense<[1, 16, 256]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %22 = "tosa.const_shape"() <{values = dense<[1, 256, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %23 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %24 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %25 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %26 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %27 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %28 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %29 = "tosa.const"() <{values = dense<4.471500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %30 = "tosa.const"() <{values = dense<0.797884583> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %31 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %32 = "tosa.cast"(%arg12) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %33 = "tosa.reduce_sum"(%32) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %34 = "tosa.mul"(%33, %23, %1) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %35 = "tosa.sub"(%32, %34) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %36 = "tosa.mul"(%35, %35, %1) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %37 = "tosa.reduce_sum"(%36) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %38 = "tosa.mul"(%37, %23, %1) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %39 = "tosa.cast"(%38) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %40 = "tosa.reduce_sum"(%arg12) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %41 = "tosa.mul"(%40, %24, %1) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %42 = "tosa.add"(%39, %25) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %43 = "tosa.rsqrt"(%42) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %44 = "tosa.sub"(%arg12, %41) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %45 = "tosa.mul"(%44, %43, %1) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %46 = "tosa.reshape"(%arg0, %2) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %47 = "tosa.mul"(%45, %46, %1) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %48 = "tosa.reshape"(%arg1, %2) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %49 = "tosa.add"(%47, %48) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %50 = "tosa.reshape"(%arg2, %6) : (tensor<64x192xf32>, !tosa.shape<3>) -> tensor<1x64x192xf32>
    %51 = "tosa.matmul"(%49, %50, %4, %4) : (tensor<1x16x64xf32>, tensor<1x64x192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x192xf32>
    %52 = "tosa.reshape"(%51, %7) : (tensor<1x16x192xf32>, !tosa.shape<2>) -> tensor<16x192xf32>
    %53 = "tosa.reshape"(%arg3, %8) : (tensor<192xf32>, !tosa.shape<2>) -> tensor<1x192xf32>
    %54 = "tosa.add"(%52, %53) : (tensor<16x192xf32>, tensor<1x192xf32>) -> tensor<16x192xf32>
    %55 = "tosa.reshape"(%54, %9) : (tensor<16x192xf32>, !tosa.shape<3>) -> tensor<1x16x192xf32>
    %56 = "tosa.slice"(%55, %10, %5) : (tensor<1x16x192xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %57 = "tosa.slice"(%55, %11, %5) : (tensor<1x16x192xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %58 = "tosa.slice"(%55, %12, %5) : (tensor<1x16x192xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %59 = "tosa.reshape"(%57, %13) : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %60 = "tosa.reshape"(%58, %13) : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %61 = "tosa.transpose"(%60) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %62 = "tosa.reshape"(%56, %13) : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<1x16x4x16xf32>
    %63 = "tosa.transpose"(%62) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %64 = "tosa.transpose"(%59) <{perms = array<i32: 0, 2, 3, 1>}> : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %65 = "tosa.reshape"(%63, %14) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %66 = "tosa.reshape"(%64, %14) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %67 = "tosa.matmul"(%65, %66, %4, %4) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
    %68 = "tosa.reshape"(%67, %15) : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
    %69 = "tosa.mul"(%68, %26, %1) : (tensor<1x4x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %70 = "tosa.add"(%69, %0) : (tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x4x16x16xf32>
    %71 = "tosa.reduce_max"(%70) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %72 = "tosa.sub"(%70, %71) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %73 = "tosa.exp"(%72) : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %74 = "tosa.reduce_sum"(%73) <{axis = 3 : i32}> : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x1xf32>
    %75 = "tosa.reciprocal"(%74) : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %76 = "tosa.mul"(%73, %75, %1) : (tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>, tensor<1xi8>) -> tensor<1x4x16x16xf32>
    %77 = "tosa.reshape"(%76, %14) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %78 = "tosa.reshape"(%61, %14) : (tensor<1x4x16x16xf32>, !tosa.shape<3>) -> tensor<4x16x16xf32>
    %79 = "tosa.matmul"(%77, %78, %4, %4) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x16x16xf32>
    %80 = "tosa.reshape"(%79, %15) : (tensor<4x16x16xf32>, !tosa.shape<4>) -> tensor<1x4x16x16xf32>
    %81 = "tosa.transpose"(%80) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
    %82 = "tosa.reshape"(%81, %5) : (tensor<1x16x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %83 = "tosa.reshape"(%arg4, %16) : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %84 = "tosa.matmul"(%82, %83, %4, %4) : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %85 = "tosa.reshape"(%84, %3) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %86 = "tosa.reshape"(%arg5, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %87 = "tosa.add"(%85, %86) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %88 = "tosa.reshape"(%87, %5) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %89 = "tosa.add"(%88, %arg12) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %90 = "tosa.cast"(%89) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf64>
    %91 = "tosa.reduce_sum"(%90) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %92 = "tosa.mul"(%91, %23, %1) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %93 = "tosa.sub"(%90, %92) : (tensor<1x16x64xf64>, tensor<1x16x1xf64>) -> tensor<1x16x64xf64>
    %94 = "tosa.mul"(%93, %93, %1) : (tensor<1x16x64xf64>, tensor<1x16x64xf64>, tensor<1xi8>) -> tensor<1x16x64xf64>
    %95 = "tosa.reduce_sum"(%94) <{axis = 2 : i32}> : (tensor<1x16x64xf64>) -> tensor<1x16x1xf64>
    %96 = "tosa.mul"(%95, %23, %1) : (tensor<1x16x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x16x1xf64>
    %97 = "tosa.cast"(%96) : (tensor<1x16x1xf64>) -> tensor<1x16x1xf32>
    %98 = "tosa.reduce_sum"(%89) <{axis = 2 : i32}> : (tensor<1x16x64xf32>) -> tensor<1x16x1xf32>
    %99 = "tosa.mul"(%98, %24, %1) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1xf32>
    %100 = "tosa.add"(%97, %25) : (tensor<1x16x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x1xf32>
    %101 = "tosa.rsqrt"(%100) : (tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %102 = "tosa.sub"(%89, %99) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %103 = "tosa.mul"(%102, %101, %1) : (tensor<1x16x64xf32>, tensor<1x16x1xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %104 = "tosa.reshape"(%arg6, %2) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %105 = "tosa.mul"(%103, %104, %1) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x64xf32>
    %106 = "tosa.reshape"(%arg7, %2) : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %107 = "tosa.add"(%105, %106) : (tensor<1x16x64xf32>, tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %108 = "tosa.reshape"(%arg8, %18) : (tensor<64x256xf32>, !tosa.shape<3>) -> tensor<1x64x256xf32>
    %109 = "tosa.matmul"(%107, %108, %4, %4) : (tensor<1x16x64xf32>, tensor<1x64x256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x256xf32>
    %110 = "tosa.reshape"(%109, %19) : (tensor<1x16x256xf32>, !tosa.shape<2>) -> tensor<16x256xf32>
    %111 = "tosa.reshape"(%arg9, %20) : (tensor<256xf32>, !tosa.shape<2>) -> tensor<1x256xf32>
    %112 = "tosa.add"(%110, %111) : (tensor<16x256xf32>, tensor<1x256xf32>) -> tensor<16x256xf32>
    %113 = "tosa.reshape"(%112, %21) : (tensor<16x256xf32>, !tosa.shape<3>) -> tensor<1x16x256xf32>
    %114 = "tosa.mul"(%113, %27, %1) : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
    %115 = "tosa.pow"(%113, %28) : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
    %116 = "tosa.mul"(%115, %29, %1) : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
    %117 = "tosa.add"(%113, %116) : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
    %118 = "tosa.mul"(%117, %30, %1) : (tensor<1x16x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
    %119 = "tosa.tanh"(%118) : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
    %120 = "tosa.add"(%119, %31) : (tensor<1x16x256xf32>, tensor<1x1x1xf32>) -> tensor<1x16x256xf32>
    %121 = "tosa.mul"(%114, %120, %1) : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1xi8>) -> tensor<1x16x256xf32>
    %122 = "tosa.reshape"(%arg10, %22) : (tensor<256x64xf32>, !tosa.shape<3>) -> tensor<1x256x64xf32>
    %123 = "tosa.matmul"(%121, %122, %4, %4) : (tensor<1x16x256xf32>, tensor<1x256x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %124 = "tosa.reshape"(%123, %3) : (tensor<1x16x64xf32>, !tosa.shape<2>) -> tensor<16x64xf32>
    %125 = "tosa.reshape"(%arg11, %17) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %126 = "tosa.add"(%124, %125) : (tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<16x64xf32>
    %127 = "tosa.reshape"(%126, %5) : (tensor<16x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %128 = "tosa.add"(%89, %127) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    "func.return"(%128) : (tensor<1x16x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_1_16_16_torch.float32: "0x0400000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
