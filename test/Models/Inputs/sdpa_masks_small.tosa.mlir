// sdpa_masks_small: exported by bench/models/export.py with torch-mlir (tosa).
// Arguments: 0 parameters then buffers (named_parameters, named_buffers order), then 7 input(s).
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x7x16xf32>, tensor<1x4x9x16xf32>, tensor<1x4x9x16xf32>, tensor<1x1x7x9xf32>, tensor<1x2x9x16xf32>, tensor<1x2x9x16xf32>, tensor<1x4x7x9xi1>) -> (tensor<1x4x7x16xf32>, tensor<1x4x7x16xf32>), sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<1x4x7x16xf32>, %arg1: tensor<1x4x9x16xf32>, %arg2: tensor<1x4x9x16xf32>, %arg3: tensor<1x1x7x9xf32>, %arg4: tensor<1x2x9x16xf32>, %arg5: tensor<1x2x9x16xf32>, %arg6: tensor<1x4x7x9xi1>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x7x9xf32>}> : () -> tensor<1x4x7x9xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const_shape"() <{values = dense<[4, 7, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{values = dense<[4, 16, 9]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = "tosa.const_shape"() <{values = dense<[1, 4, 7, 9]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %6 = "tosa.const_shape"() <{values = dense<[4, 7, 9]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[4, 9, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %8 = "tosa.const_shape"() <{values = dense<[1, 4, 7, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %9 = "tosa.const_shape"() <{values = dense<[1, 2, 1, 9, 16]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %10 = "tosa.const_shape"() <{values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %11 = "tosa.const_shape"() <{values = dense<[1, 4, 9, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %12 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %13 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %14 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %15 = "tosa.const"() <{values = dense<0xFF800000> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %16 = "tosa.mul"(%arg0, %12, %1) : (tensor<1x4x7x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x7x16xf32>
    %17 = "tosa.transpose"(%arg1) <{perms = array<i32: 0, 1, 3, 2>}> : (tensor<1x4x9x16xf32>) -> tensor<1x4x16x9xf32>
    %18 = "tosa.mul"(%17, %12, %1) : (tensor<1x4x16x9xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x9xf32>
    %19 = "tosa.reshape"(%16, %2) : (tensor<1x4x7x16xf32>, !tosa.shape<3>) -> tensor<4x7x16xf32>
    %20 = "tosa.reshape"(%18, %3) : (tensor<1x4x16x9xf32>, !tosa.shape<3>) -> tensor<4x16x9xf32>
    %21 = "tosa.matmul"(%19, %20, %4, %4) : (tensor<4x7x16xf32>, tensor<4x16x9xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x7x9xf32>
    %22 = "tosa.reshape"(%21, %5) : (tensor<4x7x9xf32>, !tosa.shape<4>) -> tensor<1x4x7x9xf32>
    %23 = "tosa.add"(%22, %arg3) : (tensor<1x4x7x9xf32>, tensor<1x1x7x9xf32>) -> tensor<1x4x7x9xf32>
    %24 = "tosa.reduce_max"(%23) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x7x9xf32>) -> tensor<1x4x7x1xf32>
    %25 = "tosa.sub"(%23, %24) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>) -> tensor<1x4x7x9xf32>
    %26 = "tosa.exp"(%25) : (tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %27 = "tosa.reduce_sum"(%26) <{axis = 3 : i32}> : (tensor<1x4x7x9xf32>) -> tensor<1x4x7x1xf32>
    %28 = "tosa.reciprocal"(%27) : (tensor<1x4x7x1xf32>) -> tensor<1x4x7x1xf32>
    %29 = "tosa.mul"(%26, %28, %1) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>, tensor<1xi8>) -> tensor<1x4x7x9xf32>
    %30 = "tosa.cast"(%23) : (tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf64>
    %31 = "tosa.equal"(%30, %13) : (tensor<1x4x7x9xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x7x9xi1>
    %32 = "tosa.reduce_all"(%31) <{axis = 3 : i32}> : (tensor<1x4x7x9xi1>) -> tensor<1x4x7x1xi1>
    %33 = "tosa.select"(%32, %0, %29) : (tensor<1x4x7x1xi1>, tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %34 = "tosa.reshape"(%33, %6) : (tensor<1x4x7x9xf32>, !tosa.shape<3>) -> tensor<4x7x9xf32>
    %35 = "tosa.reshape"(%arg2, %7) : (tensor<1x4x9x16xf32>, !tosa.shape<3>) -> tensor<4x9x16xf32>
    %36 = "tosa.matmul"(%34, %35, %4, %4) : (tensor<4x7x9xf32>, tensor<4x9x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x7x16xf32>
    %37 = "tosa.reshape"(%36, %8) : (tensor<4x7x16xf32>, !tosa.shape<4>) -> tensor<1x4x7x16xf32>
    %38 = "tosa.select"(%arg6, %14, %15) : (tensor<1x4x7x9xi1>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x7x9xf32>
    %39 = "tosa.reshape"(%arg4, %9) : (tensor<1x2x9x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x9x16xf32>
    %40 = "tosa.tile"(%39, %10) : (tensor<1x2x1x9x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x9x16xf32>
    %41 = "tosa.reshape"(%40, %11) : (tensor<1x2x2x9x16xf32>, !tosa.shape<4>) -> tensor<1x4x9x16xf32>
    %42 = "tosa.reshape"(%arg5, %9) : (tensor<1x2x9x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x9x16xf32>
    %43 = "tosa.tile"(%42, %10) : (tensor<1x2x1x9x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x9x16xf32>
    %44 = "tosa.transpose"(%41) <{perms = array<i32: 0, 1, 3, 2>}> : (tensor<1x4x9x16xf32>) -> tensor<1x4x16x9xf32>
    %45 = "tosa.mul"(%44, %12, %1) : (tensor<1x4x16x9xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x9xf32>
    %46 = "tosa.reshape"(%45, %3) : (tensor<1x4x16x9xf32>, !tosa.shape<3>) -> tensor<4x16x9xf32>
    %47 = "tosa.matmul"(%19, %46, %4, %4) : (tensor<4x7x16xf32>, tensor<4x16x9xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x7x9xf32>
    %48 = "tosa.reshape"(%47, %5) : (tensor<4x7x9xf32>, !tosa.shape<4>) -> tensor<1x4x7x9xf32>
    %49 = "tosa.add"(%48, %38) : (tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %50 = "tosa.reduce_max"(%49) <{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<1x4x7x9xf32>) -> tensor<1x4x7x1xf32>
    %51 = "tosa.sub"(%49, %50) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>) -> tensor<1x4x7x9xf32>
    %52 = "tosa.exp"(%51) : (tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %53 = "tosa.reduce_sum"(%52) <{axis = 3 : i32}> : (tensor<1x4x7x9xf32>) -> tensor<1x4x7x1xf32>
    %54 = "tosa.reciprocal"(%53) : (tensor<1x4x7x1xf32>) -> tensor<1x4x7x1xf32>
    %55 = "tosa.mul"(%52, %54, %1) : (tensor<1x4x7x9xf32>, tensor<1x4x7x1xf32>, tensor<1xi8>) -> tensor<1x4x7x9xf32>
    %56 = "tosa.cast"(%49) : (tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf64>
    %57 = "tosa.equal"(%56, %13) : (tensor<1x4x7x9xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x7x9xi1>
    %58 = "tosa.reduce_all"(%57) <{axis = 3 : i32}> : (tensor<1x4x7x9xi1>) -> tensor<1x4x7x1xi1>
    %59 = "tosa.select"(%58, %0, %55) : (tensor<1x4x7x1xi1>, tensor<1x4x7x9xf32>, tensor<1x4x7x9xf32>) -> tensor<1x4x7x9xf32>
    %60 = "tosa.reshape"(%59, %6) : (tensor<1x4x7x9xf32>, !tosa.shape<3>) -> tensor<4x7x9xf32>
    %61 = "tosa.reshape"(%43, %7) : (tensor<1x2x2x9x16xf32>, !tosa.shape<3>) -> tensor<4x9x16xf32>
    %62 = "tosa.matmul"(%60, %61, %4, %4) : (tensor<4x7x9xf32>, tensor<4x9x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x7x16xf32>
    %63 = "tosa.reshape"(%62, %8) : (tensor<4x7x16xf32>, !tosa.shape<4>) -> tensor<1x4x7x16xf32>
    "func.return"(%37, %63) : (tensor<1x4x7x16xf32>, tensor<1x4x7x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
