// mlp_dyn_small: exported by bench/models/export_dynamic.py with torch-mlir (linalg), batch = Dim(min=1, max=64).
// Arguments: 4 parameters (named_parameters order), then the input x.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = ["", ""]}, {hidet.symbols = [""]}, {hidet.symbols = ["batch", ""]}], function_type = (tensor<64x32xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<?x32xf32>) -> tensor<?x16xf32>, res_attrs = [{hidet.symbols = ["batch", ""]}], sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<64x32xf32>, %arg1: tensor<64xf32>, %arg2: tensor<16x64xf32>, %arg3: tensor<16xf32>, %arg4: tensor<?x32xf32>):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "tensor.dim"(%arg4, %2) : (tensor<?x32xf32>, index) -> index
    %5 = "arith.index_cast"(%4) : (index) -> i64
    %6 = "tensor.empty"() : () -> tensor<32x64xf32>
    %7 = "linalg.transpose"(%arg0, %6) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      "linalg.yield"(%arg29) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %8 = "tensor.empty"(%4) : (index) -> tensor<?x64xf32>
    %9 = "linalg.fill"(%3, %8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (f32, tensor<?x64xf32>) -> tensor<?x64xf32>
    %10 = "linalg.matmul"(%arg4, %7, %9) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %30 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %31 = "arith.addf"(%arg26, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<32x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %11 = "arith.cmpi"(%5, %1) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%11) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %12 = "tensor.empty"(%4) : (index) -> tensor<?x64xf32>
    %13 = "linalg.generic"(%arg1, %12) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    "cf.assert"(%0) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %14 = "linalg.generic"(%10, %13, %8) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %29 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%29) : (f32) -> ()
    }) : (tensor<?x64xf32>, tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %15 = "linalg.generic"(%14, %8) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      %27 = "arith.cmpf"(%arg17, %3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %28 = "arith.select"(%27, %arg17, %3) : (i1, f32, f32) -> f32
      "linalg.yield"(%28) : (f32) -> ()
    }) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %16 = "tensor.empty"() : () -> tensor<64x16xf32>
    %17 = "linalg.transpose"(%arg2, %16) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %18 = "tensor.empty"(%4) : (index) -> tensor<?x16xf32>
    %19 = "linalg.fill"(%3, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (f32, tensor<?x16xf32>) -> tensor<?x16xf32>
    %20 = "linalg.matmul"(%15, %17, %19) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %25 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %26 = "arith.addf"(%arg12, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%26) : (f32) -> ()
    }) : (tensor<?x64xf32>, tensor<64x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
    "cf.assert"(%11) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %21 = "tensor.empty"(%4) : (index) -> tensor<?x16xf32>
    %22 = "linalg.generic"(%arg3, %21) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
    "cf.assert"(%0) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %23 = "linalg.generic"(%20, %22, %18) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %24 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) : (tensor<?x16xf32>, tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
    "func.return"(%23) : (tensor<?x16xf32>) -> ()
  }) {hidet.symbol_ranges = {batch = array<i64: 1, 64>}} : () -> ()
}) : () -> ()
