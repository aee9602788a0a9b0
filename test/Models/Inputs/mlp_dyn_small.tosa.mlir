// mlp_dyn_small: exported by bench/models/export_dynamic.py with torch-mlir (TOSA, aten.linear kept whole), batch = Dim(min=1, max=64).
// Arguments: 4 parameters (named_parameters order), then the input x.
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = ["batch", ""]}], function_type = (tensor<64x32xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<?x32xf32>) -> tensor<?x16xf32>, res_attrs = [{hidet.symbols = ["batch", ""]}], sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64x32xf32>, %arg1: tensor<64xf32>, %arg2: tensor<16x64xf32>, %arg3: tensor<16xf32>, %arg4: tensor<?x32xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const_shape"() <{values = dense<[1, -1, 32]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %2 = "tosa.const_shape"() <{values = dense<[1, 32, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{values = dense<[-1, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %4 = "tosa.const_shape"() <{values = dense<[1, 64]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %5 = "tosa.const_shape"() <{values = dense<[1, -1, 64]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %6 = "tosa.const_shape"() <{values = dense<[1, 64, 16]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{values = dense<[-1, 16]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %8 = "tosa.const_shape"() <{values = dense<[1, 16]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %9 = "tosa.transpose"(%arg0) <{perms = array<i32: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %10 = "tosa.reshape"(%arg4, %1) : (tensor<?x32xf32>, !tosa.shape<3>) -> tensor<1x?x32xf32>
    %11 = "tosa.reshape"(%9, %2) : (tensor<32x64xf32>, !tosa.shape<3>) -> tensor<1x32x64xf32>
    %12 = "tosa.matmul"(%10, %11, %0, %0) : (tensor<1x?x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x64xf32>
    %13 = "tosa.reshape"(%12, %3) : (tensor<1x?x64xf32>, !tosa.shape<2>) -> tensor<?x64xf32>
    %14 = "tosa.reshape"(%arg1, %4) : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %15 = "tosa.add"(%13, %14) : (tensor<?x64xf32>, tensor<1x64xf32>) -> tensor<?x64xf32>
    %16 = "tosa.clamp"(%15) <{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<?x64xf32>) -> tensor<?x64xf32>
    %17 = "tosa.transpose"(%arg2) <{perms = array<i32: 1, 0>}> : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %18 = "tosa.reshape"(%16, %5) : (tensor<?x64xf32>, !tosa.shape<3>) -> tensor<1x?x64xf32>
    %19 = "tosa.reshape"(%17, %6) : (tensor<64x16xf32>, !tosa.shape<3>) -> tensor<1x64x16xf32>
    %20 = "tosa.matmul"(%18, %19, %0, %0) : (tensor<1x?x64xf32>, tensor<1x64x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x16xf32>
    %21 = "tosa.reshape"(%20, %7) : (tensor<1x?x16xf32>, !tosa.shape<2>) -> tensor<?x16xf32>
    %22 = "tosa.reshape"(%arg3, %8) : (tensor<16xf32>, !tosa.shape<2>) -> tensor<1x16xf32>
    %23 = "tosa.add"(%21, %22) : (tensor<?x16xf32>, tensor<1x16xf32>) -> tensor<?x16xf32>
    "func.return"(%23) : (tensor<?x16xf32>) -> ()
  }) {hidet.symbol_ranges = {batch = array<i64: 1, 64>}} : () -> ()
}) : () -> ()
