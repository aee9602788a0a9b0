// enc_stack_dyn_small: exported by bench/models/export_dynamic.py --only enc_stack with torch-mlir (linalg, default decompositions, no hidet.symbols): TransformerEncoder(TransformerEncoderLayer(32, 4, 64, batch_first), 2 layers, final LayerNorm), x: [batch = Dim(1, 8), seq = Dim(2, 128), 32].
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1) -> (d0, d1)>
#map14 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<?x?x32xf32>):
    %0 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 96 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = true}> : () -> i1
    %12 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 64 : i64}> : () -> i64
    %14 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>}> : () -> tensor<32xf32>
    %16 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>}> : () -> tensor<32xf32>
    %17 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>}> : () -> tensor<32xf32>
    %18 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>}> : () -> tensor<32xf32>
    %19 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>}> : () -> tensor<32xf32>
    %20 = "arith.constant"() <{value = dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>}> : () -> tensor<32x64xf32>
    %21 = "arith.constant"() <{value = dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>}> : () -> tensor<64xf32>
    %22 = "arith.constant"() <{value = dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>}> : () -> tensor<64x32xf32>
    %23 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>}> : () -> tensor<32xf32>
    %24 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>}> : () -> tensor<32xf32>
    %25 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>}> : () -> tensor<32xf32>
    %26 = "arith.constant"() <{value = dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>}> : () -> tensor<32x32xf32>
    %27 = "arith.constant"() <{value = dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>}> : () -> tensor<96xf32>
    %28 = "arith.constant"() <{value = dense_resource<torch_tensor_96_32_torch.float32_1> : tensor<96x32xf32>}> : () -> tensor<96x32xf32>
    %29 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>}> : () -> tensor<32xf32>
    %30 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>}> : () -> tensor<32xf32>
    %31 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>}> : () -> tensor<32xf32>
    %32 = "arith.constant"() <{value = dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>}> : () -> tensor<32x64xf32>
    %33 = "arith.constant"() <{value = dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>}> : () -> tensor<64xf32>
    %34 = "arith.constant"() <{value = dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>}> : () -> tensor<64x32xf32>
    %35 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>}> : () -> tensor<32xf32>
    %36 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>}> : () -> tensor<32xf32>
    %37 = "arith.constant"() <{value = 1.000000e-05 : f64}> : () -> f64
    %38 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %39 = "arith.constant"() <{value = dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>}> : () -> tensor<32x32xf32>
    %40 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %41 = "arith.constant"() <{value = 0.59460355750136051 : f64}> : () -> f64
    %42 = "arith.constant"() <{value = dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>}> : () -> tensor<96xf32>
    %43 = "arith.constant"() <{value = dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>}> : () -> tensor<96x32xf32>
    %44 = "arith.constant"() <{value = 3.200000e+01 : f64}> : () -> f64
    %45 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
    %46 = "tensor.dim"(%arg0, %5) : (tensor<?x?x32xf32>, index) -> index
    %47 = "arith.index_cast"(%46) : (index) -> i64
    %48 = "tensor.dim"(%arg0, %4) : (tensor<?x?x32xf32>, index) -> index
    %49 = "arith.index_cast"(%48) : (index) -> i64
    %50 = "tensor.empty"(%48, %46) : (index, index) -> tensor<?x?x32xf32>
    %51 = "linalg.transpose"(%arg0, %50) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg423: f32, %arg424: f32):
      "linalg.yield"(%arg423) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %52 = "tensor.empty"() : () -> tensor<32x96xf32>
    %53 = "linalg.transpose"(%43, %52) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg421: f32, %arg422: f32):
      "linalg.yield"(%arg421) : (f32) -> ()
    }) : (tensor<96x32xf32>, tensor<32x96xf32>) -> tensor<32x96xf32>
    %54 = "arith.cmpi"(%49, %3) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %55 = "arith.cmpi"(%47, %3) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %56 = "tensor.empty"(%48, %46) : (index, index) -> tensor<?x?x32xf32>
    %57 = "linalg.generic"(%56) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg420: f32):
      %784 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %785 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %786 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %787 = "arith.cmpi"(%48, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %788 = "arith.select"(%787, %5, %784) : (i1, index, index) -> index
      %789 = "arith.cmpi"(%46, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %790 = "arith.select"(%789, %5, %785) : (i1, index, index) -> index
      %791 = "tensor.extract"(%51, %788, %790, %786) : (tensor<?x?x32xf32>, index, index, index) -> f32
      "linalg.yield"(%791) : (f32) -> ()
    }) : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %58 = "arith.cmpi"(%49, %3) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %59 = "arith.select"(%58, %2, %49) : (i1, i64, i64) -> i64
    %60 = "arith.extui"(%58) : (i1) -> i64
    %61 = "arith.muli"(%59, %47) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %62 = "arith.addi"(%60, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %63 = "arith.cmpi"(%47, %3) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %64 = "arith.select"(%63, %59, %61) : (i1, i64, i64) -> i64
    %65 = "arith.select"(%63, %62, %60) : (i1, i64, i64) -> i64
    %66 = "arith.muli"(%64, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %67 = "arith.cmpi"(%65, %2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%67) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %68 = "arith.muli"(%49, %47) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %69 = "arith.muli"(%68, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %70 = "arith.divsi"(%69, %66) : (i64, i64) -> i64
    %71 = "arith.select"(%58, %70, %49) : (i1, i64, i64) -> i64
    %72 = "arith.select"(%63, %70, %47) : (i1, i64, i64) -> i64
    %73 = "tensor.from_elements"(%71, %72, %1) : (i64, i64, i64) -> tensor<3xi64>
    %74 = "tensor.reshape"(%57, %73) : (tensor<?x?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    "cf.assert"(%54) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %75 = "tensor.empty"(%48) : (index) -> tensor<?x32x96xf32>
    %76 = "linalg.generic"(%53, %75) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg418: f32, %arg419: f32):
      "linalg.yield"(%arg418) : (f32) -> ()
    }) : (tensor<32x96xf32>, tensor<?x32x96xf32>) -> tensor<?x32x96xf32>
    %77 = "arith.index_cast"(%71) : (i64) -> index
    %78 = "arith.index_cast"(%72) : (i64) -> index
    %79 = "arith.cmpi"(%71, %49) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "cf.assert"(%79) <{msg = "mismatching contracting dimension"}> : (i1) -> ()
    %80 = "tensor.empty"(%77, %78) : (index, index) -> tensor<?x?x96xf32>
    %81 = "linalg.fill"(%7, %80) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg416: f32, %arg417: f32):
      "linalg.yield"(%arg416) : (f32) -> ()
    }) : (f32, tensor<?x?x96xf32>) -> tensor<?x?x96xf32>
    %82 = "linalg.batch_matmul"(%74, %76, %81) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg413: f32, %arg414: f32, %arg415: f32):
      %782 = "arith.mulf"(%arg413, %arg414) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %783 = "arith.addf"(%arg415, %782) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%783) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x32x96xf32>, tensor<?x?x96xf32>) -> tensor<?x?x96xf32>
    %83 = "arith.muli"(%64, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.assert"(%67) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %84 = "arith.muli"(%71, %72) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %85 = "arith.muli"(%84, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %86 = "arith.divsi"(%85, %83) : (i64, i64) -> i64
    %87 = "arith.select"(%58, %86, %49) : (i1, i64, i64) -> i64
    %88 = "arith.select"(%63, %86, %47) : (i1, i64, i64) -> i64
    %89 = "tensor.from_elements"(%87, %88, %6) : (i64, i64, i64) -> tensor<3xi64>
    %90 = "tensor.reshape"(%82, %89) : (tensor<?x?x96xf32>, tensor<3xi64>) -> tensor<?x?x96xf32>
    %91 = "arith.index_cast"(%87) : (i64) -> index
    %92 = "arith.index_cast"(%88) : (i64) -> index
    %93 = "tensor.empty"(%91, %92) : (index, index) -> tensor<?x?x96xf32>
    %94 = "linalg.generic"(%90, %42, %93) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg410: f32, %arg411: f32, %arg412: f32):
      %781 = "arith.addf"(%arg410, %arg411) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%781) : (f32) -> ()
    }) : (tensor<?x?x96xf32>, tensor<96xf32>, tensor<?x?x96xf32>) -> tensor<?x?x96xf32>
    "cf.assert"(%67) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %95 = "arith.muli"(%87, %88) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %96 = "arith.muli"(%95, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %97 = "arith.divsi"(%96, %83) : (i64, i64) -> i64
    %98 = "arith.select"(%58, %97, %49) : (i1, i64, i64) -> i64
    %99 = "arith.select"(%63, %97, %47) : (i1, i64, i64) -> i64
    %100 = "tensor.from_elements"(%98, %99, %0, %1) : (i64, i64, i64, i64) -> tensor<4xi64>
    %101 = "tensor.reshape"(%94, %100) : (tensor<?x?x96xf32>, tensor<4xi64>) -> tensor<?x?x3x32xf32>
    %102 = "arith.index_cast"(%98) : (i64) -> index
    %103 = "arith.index_cast"(%99) : (i64) -> index
    %104 = "tensor.expand_shape"(%101, %102, %103) <{reassociation = [[0, 1], [2], [3], [4]], static_output_shape = array<i64: 1, -9223372036854775808, -9223372036854775808, 3, 32>}> : (tensor<?x?x3x32xf32>, index, index) -> tensor<1x?x?x3x32xf32>
    %105 = "tensor.empty"(%102, %103) : (index, index) -> tensor<3x?x?x1x32xf32>
    %106 = "linalg.transpose"(%104, %105) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg408: f32, %arg409: f32):
      "linalg.yield"(%arg408) : (f32) -> ()
    }) : (tensor<1x?x?x3x32xf32>, tensor<3x?x?x1x32xf32>) -> tensor<3x?x?x1x32xf32>
    %107 = "tensor.collapse_shape"(%106) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<3x?x?x1x32xf32>) -> tensor<3x?x?x32xf32>
    %108 = "tensor.extract_slice"(%107, %102, %103) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, -9223372036854775808, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x?x?x32xf32>, index, index) -> tensor<1x?x?x32xf32>
    %109 = "tensor.collapse_shape"(%108) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x?x?x32xf32>) -> tensor<?x?x32xf32>
    %110 = "tensor.extract_slice"(%107, %102, %103) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 1, 0, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, -9223372036854775808, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x?x?x32xf32>, index, index) -> tensor<1x?x?x32xf32>
    %111 = "tensor.collapse_shape"(%110) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x?x?x32xf32>) -> tensor<?x?x32xf32>
    %112 = "tensor.extract_slice"(%107, %102, %103) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 2, 0, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, -9223372036854775808, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x?x?x32xf32>, index, index) -> tensor<1x?x?x32xf32>
    %113 = "tensor.collapse_shape"(%112) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x?x?x32xf32>) -> tensor<?x?x32xf32>
    %114 = "arith.muli"(%47, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %115 = "arith.muli"(%59, %114) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %116 = "arith.cmpi"(%114, %3) <{predicate = 2 : i64}> : (i64, i64) -> i1
    %117 = "arith.select"(%116, %59, %115) : (i1, i64, i64) -> i64
    %118 = "arith.select"(%116, %62, %60) : (i1, i64, i64) -> i64
    %119 = "arith.muli"(%117, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %120 = "arith.cmpi"(%118, %2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%120) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %121 = "arith.muli"(%98, %99) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %122 = "arith.muli"(%121, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %123 = "arith.divsi"(%122, %119) : (i64, i64) -> i64
    %124 = "arith.select"(%58, %123, %49) : (i1, i64, i64) -> i64
    %125 = "arith.select"(%116, %123, %114) : (i1, i64, i64) -> i64
    %126 = "tensor.from_elements"(%124, %125, %8) : (i64, i64, i64) -> tensor<3xi64>
    %127 = "tensor.reshape"(%109, %126) : (tensor<?x?x32xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    %128 = "arith.index_cast"(%125) : (i64) -> index
    %129 = "arith.index_cast"(%124) : (i64) -> index
    %130 = "tensor.empty"(%128, %129) : (index, index) -> tensor<?x?x8xf32>
    %131 = "linalg.transpose"(%127, %130) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg406: f32, %arg407: f32):
      "linalg.yield"(%arg406) : (f32) -> ()
    }) : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    "cf.assert"(%120) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %132 = "tensor.reshape"(%111, %126) : (tensor<?x?x32xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    %133 = "linalg.transpose"(%132, %130) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg404: f32, %arg405: f32):
      "linalg.yield"(%arg404) : (f32) -> ()
    }) : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    "cf.assert"(%120) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %134 = "tensor.reshape"(%113, %126) : (tensor<?x?x32xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    %135 = "linalg.transpose"(%134, %130) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg402: f32, %arg403: f32):
      "linalg.yield"(%arg402) : (f32) -> ()
    }) : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    %136 = "arith.select"(%63, %2, %47) : (i1, i64, i64) -> i64
    %137 = "arith.extui"(%63) : (i1) -> i64
    %138 = "arith.muli"(%136, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %139 = "arith.muli"(%138, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %140 = "arith.addi"(%137, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %141 = "arith.select"(%58, %138, %139) : (i1, i64, i64) -> i64
    %142 = "arith.select"(%58, %140, %137) : (i1, i64, i64) -> i64
    %143 = "arith.muli"(%141, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %144 = "arith.cmpi"(%142, %2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %145 = "arith.muli"(%125, %124) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %146 = "arith.muli"(%145, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %147 = "arith.divsi"(%146, %143) : (i64, i64) -> i64
    %148 = "arith.select"(%63, %147, %47) : (i1, i64, i64) -> i64
    %149 = "arith.select"(%58, %147, %49) : (i1, i64, i64) -> i64
    %150 = "tensor.from_elements"(%148, %9, %149, %8) : (i64, i64, i64, i64) -> tensor<4xi64>
    %151 = "tensor.reshape"(%131, %150) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %152 = "tensor.reshape"(%133, %150) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %153 = "tensor.reshape"(%135, %150) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %154 = "arith.index_cast"(%148) : (i64) -> index
    %155 = "arith.index_cast"(%149) : (i64) -> index
    %156 = "tensor.empty"(%154, %155) : (index, index) -> tensor<?x4x?x8xf32>
    %157 = "linalg.generic"(%151, %156) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg400: f32, %arg401: f32):
      %779 = "arith.truncf"(%41) : (f64) -> f32
      %780 = "arith.mulf"(%arg400, %779) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%780) : (f32) -> ()
    }) : (tensor<?x4x?x8xf32>, tensor<?x4x?x8xf32>) -> tensor<?x4x?x8xf32>
    %158 = "tensor.empty"(%154, %155) : (index, index) -> tensor<?x4x8x?xf32>
    %159 = "linalg.transpose"(%152, %158) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg398: f32, %arg399: f32):
      "linalg.yield"(%arg398) : (f32) -> ()
    }) : (tensor<?x4x?x8xf32>, tensor<?x4x8x?xf32>) -> tensor<?x4x8x?xf32>
    %160 = "linalg.generic"(%159, %158) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg396: f32, %arg397: f32):
      %777 = "arith.truncf"(%41) : (f64) -> f32
      %778 = "arith.mulf"(%arg396, %777) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%778) : (f32) -> ()
    }) : (tensor<?x4x8x?xf32>, tensor<?x4x8x?xf32>) -> tensor<?x4x8x?xf32>
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %161 = "tensor.empty"(%46, %48) : (index, index) -> tensor<?x4x?x8xf32>
    %162 = "linalg.generic"(%161) <{indexing_maps = [#map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg395: f32):
      %768 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %769 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %770 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %771 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %772 = "arith.cmpi"(%154, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %773 = "arith.select"(%772, %5, %768) : (i1, index, index) -> index
      %774 = "arith.cmpi"(%155, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %775 = "arith.select"(%774, %5, %770) : (i1, index, index) -> index
      %776 = "tensor.extract"(%157, %773, %769, %775, %771) : (tensor<?x4x?x8xf32>, index, index, index, index) -> f32
      "linalg.yield"(%776) : (f32) -> ()
    }) : (tensor<?x4x?x8xf32>) -> tensor<?x4x?x8xf32>
    %163 = "arith.select"(%116, %2, %114) : (i1, i64, i64) -> i64
    %164 = "arith.extui"(%116) : (i1) -> i64
    %165 = "arith.muli"(%163, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %166 = "arith.addi"(%164, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %167 = "arith.select"(%58, %163, %165) : (i1, i64, i64) -> i64
    %168 = "arith.select"(%58, %166, %164) : (i1, i64, i64) -> i64
    %169 = "arith.muli"(%167, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %170 = "arith.cmpi"(%168, %2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%170) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %171 = "arith.muli"(%114, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %172 = "arith.muli"(%171, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %173 = "arith.divsi"(%172, %169) : (i64, i64) -> i64
    %174 = "arith.select"(%116, %173, %114) : (i1, i64, i64) -> i64
    %175 = "arith.select"(%58, %173, %49) : (i1, i64, i64) -> i64
    %176 = "tensor.from_elements"(%174, %175, %8) : (i64, i64, i64) -> tensor<3xi64>
    %177 = "tensor.reshape"(%162, %176) : (tensor<?x4x?x8xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %178 = "tensor.empty"(%46, %48) : (index, index) -> tensor<?x4x8x?xf32>
    %179 = "linalg.generic"(%178) <{indexing_maps = [#map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg394: f32):
      %759 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %760 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %761 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %762 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %763 = "arith.cmpi"(%154, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %764 = "arith.select"(%763, %5, %759) : (i1, index, index) -> index
      %765 = "arith.cmpi"(%155, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %766 = "arith.select"(%765, %5, %762) : (i1, index, index) -> index
      %767 = "tensor.extract"(%160, %764, %760, %761, %766) : (tensor<?x4x8x?xf32>, index, index, index, index) -> f32
      "linalg.yield"(%767) : (f32) -> ()
    }) : (tensor<?x4x8x?xf32>) -> tensor<?x4x8x?xf32>
    %180 = "arith.muli"(%163, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %181 = "arith.muli"(%180, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %182 = "arith.select"(%58, %180, %181) : (i1, i64, i64) -> i64
    "cf.assert"(%170) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %183 = "arith.muli"(%47, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %184 = "arith.muli"(%183, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %185 = "arith.divsi"(%184, %182) : (i64, i64) -> i64
    %186 = "arith.select"(%116, %185, %114) : (i1, i64, i64) -> i64
    %187 = "arith.select"(%58, %185, %49) : (i1, i64, i64) -> i64
    %188 = "tensor.from_elements"(%186, %8, %187) : (i64, i64, i64) -> tensor<3xi64>
    %189 = "tensor.reshape"(%179, %188) : (tensor<?x4x8x?xf32>, tensor<3xi64>) -> tensor<?x8x?xf32>
    %190 = "arith.index_cast"(%174) : (i64) -> index
    %191 = "arith.index_cast"(%175) : (i64) -> index
    %192 = "arith.index_cast"(%187) : (i64) -> index
    %193 = "arith.cmpi"(%174, %186) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "cf.assert"(%193) <{msg = "mismatching contracting dimension"}> : (i1) -> ()
    %194 = "tensor.empty"(%190, %191, %192) : (index, index, index) -> tensor<?x?x?xf32>
    %195 = "linalg.fill"(%7, %194) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg392: f32, %arg393: f32):
      "linalg.yield"(%arg392) : (f32) -> ()
    }) : (f32, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %196 = "linalg.batch_matmul"(%177, %189, %195) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg389: f32, %arg390: f32, %arg391: f32):
      %757 = "arith.mulf"(%arg389, %arg390) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %758 = "arith.addf"(%arg391, %757) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%758) : (f32) -> ()
    }) : (tensor<?x?x8xf32>, tensor<?x8x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %197 = "arith.muli"(%141, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %198 = "arith.addi"(%142, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %199 = "arith.select"(%58, %138, %197) : (i1, i64, i64) -> i64
    %200 = "arith.select"(%58, %198, %137) : (i1, i64, i64) -> i64
    %201 = "arith.cmpi"(%200, %2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%201) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %202 = "arith.muli"(%174, %175) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %203 = "arith.muli"(%202, %187) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %204 = "arith.divsi"(%203, %199) : (i64, i64) -> i64
    %205 = "arith.select"(%63, %204, %47) : (i1, i64, i64) -> i64
    %206 = "arith.select"(%58, %204, %49) : (i1, i64, i64) -> i64
    %207 = "tensor.from_elements"(%205, %9, %206, %206) : (i64, i64, i64, i64) -> tensor<4xi64>
    %208 = "tensor.reshape"(%196, %207) : (tensor<?x?x?xf32>, tensor<4xi64>) -> tensor<?x4x?x?xf32>
    %209 = "arith.index_cast"(%205) : (i64) -> index
    %210 = "arith.index_cast"(%206) : (i64) -> index
    %211 = "tensor.empty"(%209, %210) : (index, index) -> tensor<?x4x?xi64>
    %212 = "linalg.fill"(%3, %211) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg387: i64, %arg388: i64):
      "linalg.yield"(%arg387) : (i64) -> ()
    }) : (i64, tensor<?x4x?xi64>) -> tensor<?x4x?xi64>
    %213 = "tensor.empty"(%209, %210) : (index, index) -> tensor<?x4x?xf32>
    %214 = "linalg.fill"(%10, %213) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg385: f32, %arg386: f32):
      "linalg.yield"(%arg385) : (f32) -> ()
    }) : (f32, tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
    %215:2 = "linalg.generic"(%208, %214, %212) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg382: f32, %arg383: f32, %arg384: i64):
      %752 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %753 = "arith.index_cast"(%752) : (index) -> i64
      %754 = "arith.maximumf"(%arg382, %arg383) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %755 = "arith.cmpf"(%arg382, %arg383) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %756 = "arith.select"(%755, %753, %arg384) : (i1, i64, i64) -> i64
      "linalg.yield"(%754, %756) : (f32, i64) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?xf32>, tensor<?x4x?xi64>) -> (tensor<?x4x?xf32>, tensor<?x4x?xi64>)
    %216 = "tensor.expand_shape"(%215#0, %209, %210) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808, 1>}> : (tensor<?x4x?xf32>, index, index) -> tensor<?x4x?x1xf32>
    %217 = "tensor.empty"(%209, %210, %210) : (index, index, index) -> tensor<?x4x?x?xf32>
    %218 = "linalg.generic"(%208, %216, %217) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg379: f32, %arg380: f32, %arg381: f32):
      %751 = "arith.subf"(%arg379, %arg380) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%751) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %219 = "linalg.generic"(%218, %217) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg377: f32, %arg378: f32):
      %750 = "math.exp"(%arg377) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%750) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %220 = "tensor.empty"(%209, %210) : (index, index) -> tensor<?x4x?x1xf32>
    %221 = "linalg.fill"(%7, %220) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg375: f32, %arg376: f32):
      "linalg.yield"(%arg375) : (f32) -> ()
    }) : (f32, tensor<?x4x?x1xf32>) -> tensor<?x4x?x1xf32>
    %222 = "linalg.generic"(%219, %221) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg373: f32, %arg374: f32):
      %749 = "arith.addf"(%arg373, %arg374) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%749) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>) -> tensor<?x4x?x1xf32>
    %223 = "linalg.generic"(%219, %222, %217) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg370: f32, %arg371: f32, %arg372: f32):
      %748 = "arith.divf"(%arg370, %arg371) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%748) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %224 = "tensor.empty"(%209, %210, %210) : (index, index, index) -> tensor<?x4x?x?xi1>
    %225 = "linalg.generic"(%208, %224) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg368: f32, %arg369: i1):
      %746 = "arith.extf"(%arg368) : (f32) -> f64
      %747 = "arith.cmpf"(%746, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%747) : (i1) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x?xi1>) -> tensor<?x4x?x?xi1>
    %226 = "tensor.empty"(%209, %210) : (index, index) -> tensor<?x4x?x1xi1>
    %227 = "linalg.fill"(%11, %226) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg366: i1, %arg367: i1):
      "linalg.yield"(%arg366) : (i1) -> ()
    }) : (i1, tensor<?x4x?x1xi1>) -> tensor<?x4x?x1xi1>
    %228 = "linalg.generic"(%225, %227) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg364: i1, %arg365: i1):
      %745 = "arith.andi"(%arg364, %arg365) : (i1, i1) -> i1
      "linalg.yield"(%745) : (i1) -> ()
    }) : (tensor<?x4x?x?xi1>, tensor<?x4x?x1xi1>) -> tensor<?x4x?x1xi1>
    %229 = "arith.cmpi"(%205, %3) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%229) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %230 = "arith.index_cast"(%205) : (i64) -> index
    %231 = "arith.cmpi"(%206, %3) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%231) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %232 = "arith.index_cast"(%206) : (i64) -> index
    "cf.assert"(%231) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %233 = "tensor.empty"(%230, %232, %232) : (index, index, index) -> tensor<?x4x?x?xf32>
    %234 = "linalg.generic"(%14, %233) <{indexing_maps = [#map8, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg362: f32, %arg363: f32):
      "linalg.yield"(%arg362) : (f32) -> ()
    }) : (tensor<f32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %235 = "arith.cmpi"(%209, %230) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%235) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %236 = "arith.cmpi"(%210, %232) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%236) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %237 = "arith.cmpi"(%232, %210) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%237) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %238 = "tensor.empty"(%209, %210, %232) : (index, index, index) -> tensor<?x4x?x?xf32>
    %239 = "linalg.generic"(%228, %234, %223, %238) <{indexing_maps = [#map7, #map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg358: i1, %arg359: f32, %arg360: f32, %arg361: f32):
      %744 = "arith.select"(%arg358, %arg359, %arg360) : (i1, f32, f32) -> f32
      "linalg.yield"(%744) : (f32) -> ()
    }) : (tensor<?x4x?x1xi1>, tensor<?x4x?x?xf32>, tensor<?x4x?x?xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %240 = "tensor.empty"(%46, %48, %48) : (index, index, index) -> tensor<?x4x?x?xf32>
    %241 = "linalg.generic"(%240) <{indexing_maps = [#map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg357: f32):
      %733 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %734 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %735 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %736 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %737 = "arith.cmpi"(%209, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %738 = "arith.select"(%737, %5, %733) : (i1, index, index) -> index
      %739 = "arith.cmpi"(%210, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %740 = "arith.select"(%739, %5, %735) : (i1, index, index) -> index
      %741 = "arith.cmpi"(%232, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %742 = "arith.select"(%741, %5, %736) : (i1, index, index) -> index
      %743 = "tensor.extract"(%239, %738, %734, %740, %742) : (tensor<?x4x?x?xf32>, index, index, index, index) -> f32
      "linalg.yield"(%743) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %242 = "arith.muli"(%167, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %243 = "arith.addi"(%168, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %244 = "arith.select"(%58, %163, %242) : (i1, i64, i64) -> i64
    %245 = "arith.select"(%58, %243, %164) : (i1, i64, i64) -> i64
    %246 = "arith.cmpi"(%245, %2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%246) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %247 = "arith.muli"(%171, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %248 = "arith.divsi"(%247, %244) : (i64, i64) -> i64
    %249 = "arith.select"(%116, %248, %114) : (i1, i64, i64) -> i64
    %250 = "arith.select"(%58, %248, %49) : (i1, i64, i64) -> i64
    %251 = "tensor.from_elements"(%249, %250, %250) : (i64, i64, i64) -> tensor<3xi64>
    %252 = "tensor.reshape"(%241, %251) : (tensor<?x4x?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %253 = "linalg.generic"(%161) <{indexing_maps = [#map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg356: f32):
      %724 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %725 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %726 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %727 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %728 = "arith.cmpi"(%154, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %729 = "arith.select"(%728, %5, %724) : (i1, index, index) -> index
      %730 = "arith.cmpi"(%155, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %731 = "arith.select"(%730, %5, %726) : (i1, index, index) -> index
      %732 = "tensor.extract"(%153, %729, %725, %731, %727) : (tensor<?x4x?x8xf32>, index, index, index, index) -> f32
      "linalg.yield"(%732) : (f32) -> ()
    }) : (tensor<?x4x?x8xf32>) -> tensor<?x4x?x8xf32>
    "cf.assert"(%170) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %254 = "tensor.reshape"(%253, %176) : (tensor<?x4x?x8xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    %255 = "arith.index_cast"(%249) : (i64) -> index
    %256 = "arith.index_cast"(%250) : (i64) -> index
    %257 = "arith.cmpi"(%249, %174) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "cf.assert"(%257) <{msg = "mismatching contracting dimension"}> : (i1) -> ()
    %258 = "arith.cmpi"(%250, %175) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "cf.assert"(%258) <{msg = "mismatching contracting dimension"}> : (i1) -> ()
    %259 = "tensor.empty"(%255, %256) : (index, index) -> tensor<?x?x8xf32>
    %260 = "linalg.fill"(%7, %259) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg354: f32, %arg355: f32):
      "linalg.yield"(%arg354) : (f32) -> ()
    }) : (f32, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    %261 = "linalg.batch_matmul"(%252, %254, %260) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg351: f32, %arg352: f32, %arg353: f32):
      %722 = "arith.mulf"(%arg351, %arg352) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %723 = "arith.addf"(%arg353, %722) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%723) : (f32) -> ()
    }) : (tensor<?x?x?xf32>, tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %262 = "arith.muli"(%249, %250) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %263 = "arith.muli"(%262, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %264 = "arith.divsi"(%263, %143) : (i64, i64) -> i64
    %265 = "arith.select"(%63, %264, %47) : (i1, i64, i64) -> i64
    %266 = "arith.select"(%58, %264, %49) : (i1, i64, i64) -> i64
    %267 = "tensor.from_elements"(%265, %9, %266, %8) : (i64, i64, i64, i64) -> tensor<4xi64>
    %268 = "tensor.reshape"(%261, %267) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %269 = "arith.index_cast"(%266) : (i64) -> index
    %270 = "tensor.empty"(%269) : (index) -> tensor<?x1x4x8xf32>
    %271 = "tensor.cast"(%268) : (tensor<?x4x?x8xf32>) -> tensor<1x4x?x8xf32>
    %272 = "linalg.transpose"(%271, %270) <{permutation = array<i64: 2, 0, 1, 3>}> ({
    ^bb0(%arg349: f32, %arg350: f32):
      "linalg.yield"(%arg349) : (f32) -> ()
    }) : (tensor<1x4x?x8xf32>, tensor<?x1x4x8xf32>) -> tensor<?x1x4x8xf32>
    %273 = "tensor.collapse_shape"(%272) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<?x1x4x8xf32>) -> tensor<?x32xf32>
    %274 = "tensor.empty"() : () -> tensor<32x32xf32>
    %275 = "linalg.transpose"(%39, %274) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg347: f32, %arg348: f32):
      "linalg.yield"(%arg347) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %276 = "arith.index_cast"(%266) : (i64) -> index
    %277 = "tensor.empty"(%276) : (index) -> tensor<?x32xf32>
    %278 = "linalg.fill"(%7, %277) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg345: f32, %arg346: f32):
      "linalg.yield"(%arg345) : (f32) -> ()
    }) : (f32, tensor<?x32xf32>) -> tensor<?x32xf32>
    %279 = "linalg.matmul"(%273, %275, %278) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg342: f32, %arg343: f32, %arg344: f32):
      %720 = "arith.mulf"(%arg342, %arg343) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %721 = "arith.addf"(%arg344, %720) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%721) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<32x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %280 = "arith.cmpi"(%68, %3) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%280) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %281 = "arith.index_cast"(%68) : (i64) -> index
    %282 = "tensor.empty"(%281) : (index) -> tensor<?x32xf32>
    %283 = "linalg.generic"(%38, %282) <{indexing_maps = [#map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg340: f32, %arg341: f32):
      "linalg.yield"(%arg340) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %284 = "arith.cmpi"(%276, %281) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%284) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %285 = "linalg.generic"(%279, %283, %277) <{indexing_maps = [#map13, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
      %719 = "arith.addf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%719) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    "cf.assert"(%67) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %286 = "arith.muli"(%266, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %287 = "arith.divsi"(%286, %66) : (i64, i64) -> i64
    %288 = "arith.select"(%58, %287, %49) : (i1, i64, i64) -> i64
    %289 = "arith.select"(%63, %287, %47) : (i1, i64, i64) -> i64
    %290 = "tensor.from_elements"(%288, %289, %1) : (i64, i64, i64) -> tensor<3xi64>
    %291 = "tensor.reshape"(%285, %290) : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %292 = "arith.index_cast"(%289) : (i64) -> index
    %293 = "arith.index_cast"(%288) : (i64) -> index
    %294 = "tensor.empty"(%292, %293) : (index, index) -> tensor<?x?x32xf32>
    %295 = "linalg.transpose"(%291, %294) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg335: f32, %arg336: f32):
      "linalg.yield"(%arg335) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %296 = "arith.cmpi"(%46, %292) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%296) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %297 = "arith.cmpi"(%48, %293) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%297) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %298 = "tensor.empty"(%46, %48) : (index, index) -> tensor<?x?x32xf32>
    %299 = "linalg.generic"(%arg0, %295, %298) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg332: f32, %arg333: f32, %arg334: f32):
      %718 = "arith.addf"(%arg332, %arg333) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%718) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %300 = "tensor.empty"(%46, %48) : (index, index) -> tensor<?x?x32xf64>
    %301 = "linalg.generic"(%299, %300) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg330: f32, %arg331: f64):
      %717 = "arith.extf"(%arg330) : (f32) -> f64
      "linalg.yield"(%717) : (f64) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %302 = "tensor.empty"(%46, %48) : (index, index) -> tensor<?x?x1xf64>
    %303 = "linalg.fill"(%12, %302) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg328: f64, %arg329: f64):
      "linalg.yield"(%arg328) : (f64) -> ()
    }) : (f64, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %304 = "linalg.generic"(%301, %303) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg326: f64, %arg327: f64):
      %716 = "arith.addf"(%arg326, %arg327) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%716) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %305 = "linalg.generic"(%304, %302) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg324: f64, %arg325: f64):
      %715 = "arith.divf"(%arg324, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%715) : (f64) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %306 = "linalg.generic"(%301, %305, %300) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg321: f64, %arg322: f64, %arg323: f64):
      %714 = "arith.subf"(%arg321, %arg322) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%714) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %307 = "linalg.generic"(%306, %306, %300) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg318: f64, %arg319: f64, %arg320: f64):
      %713 = "arith.mulf"(%arg318, %arg319) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%713) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x32xf64>, tensor<?x?x32xf64>) -> tensor<?x?x32xf64>
    %308 = "linalg.generic"(%307, %303) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg316: f64, %arg317: f64):
      %712 = "arith.addf"(%arg316, %arg317) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%712) : (f64) -> ()
    }) : (tensor<?x?x32xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %309 = "linalg.generic"(%308, %302) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg314: f64, %arg315: f64):
      %711 = "arith.divf"(%arg314, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%711) : (f64) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf64>) -> tensor<?x?x1xf64>
    %310 = "tensor.empty"(%46, %48) : (index, index) -> tensor<?x?x1xf32>
    %311 = "linalg.generic"(%309, %310) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg312: f64, %arg313: f32):
      %710 = "arith.truncf"(%arg312) : (f64) -> f32
      "linalg.yield"(%710) : (f32) -> ()
    }) : (tensor<?x?x1xf64>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %312 = "linalg.fill"(%7, %310) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg310: f32, %arg311: f32):
      "linalg.yield"(%arg310) : (f32) -> ()
    }) : (f32, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %313 = "linalg.generic"(%299, %312) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg308: f32, %arg309: f32):
      %709 = "arith.addf"(%arg308, %arg309) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%709) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %314 = "linalg.generic"(%313, %310) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg306: f32, %arg307: f32):
      %708 = "arith.divf"(%arg306, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%708) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %315 = "linalg.generic"(%311, %310) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg304: f32, %arg305: f32):
      %706 = "arith.truncf"(%37) : (f64) -> f32
      %707 = "arith.addf"(%arg304, %706) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%707) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %316 = "linalg.generic"(%315, %310) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg302: f32, %arg303: f32):
      %705 = "math.rsqrt"(%arg302) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%705) : (f32) -> ()
    }) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %317 = "linalg.generic"(%299, %314, %298) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg299: f32, %arg300: f32, %arg301: f32):
      %704 = "arith.subf"(%arg299, %arg300) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%704) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    %318 = "tensor.empty"(%46) : (index) -> tensor<?x1x32xf32>
    %319 = "linalg.generic"(%317, %316, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg296: f32, %arg297: f32, %arg298: f32):
      %703 = "arith.mulf"(%arg296, %arg297) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%703) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x?x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %320 = "linalg.generic"(%319, %36, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg293: f32, %arg294: f32, %arg295: f32):
      %702 = "arith.mulf"(%arg293, %arg294) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%702) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %321 = "linalg.generic"(%320, %35, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg290: f32, %arg291: f32, %arg292: f32):
      %701 = "arith.addf"(%arg290, %arg291) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%701) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %322 = "tensor.collapse_shape"(%321) <{reassociation = [[0], [1, 2]]}> : (tensor<?x1x32xf32>) -> tensor<?x32xf32>
    %323 = "tensor.empty"() : () -> tensor<32x64xf32>
    %324 = "linalg.transpose"(%34, %323) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg288: f32, %arg289: f32):
      "linalg.yield"(%arg288) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %325 = "tensor.empty"(%46) : (index) -> tensor<?x64xf32>
    %326 = "linalg.fill"(%7, %325) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg286: f32, %arg287: f32):
      "linalg.yield"(%arg286) : (f32) -> ()
    }) : (f32, tensor<?x64xf32>) -> tensor<?x64xf32>
    %327 = "linalg.matmul"(%322, %324, %326) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg283: f32, %arg284: f32, %arg285: f32):
      %699 = "arith.mulf"(%arg283, %arg284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %700 = "arith.addf"(%arg285, %699) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%700) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<32x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    "cf.assert"(%280) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %328 = "tensor.empty"(%281) : (index) -> tensor<?x64xf32>
    %329 = "linalg.generic"(%33, %328) <{indexing_maps = [#map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg281: f32, %arg282: f32):
      "linalg.yield"(%arg281) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %330 = "arith.cmpi"(%46, %281) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%330) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %331 = "linalg.generic"(%327, %329, %325) <{indexing_maps = [#map13, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg278: f32, %arg279: f32, %arg280: f32):
      %698 = "arith.addf"(%arg278, %arg279) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%698) : (f32) -> ()
    }) : (tensor<?x64xf32>, tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    %332 = "arith.muli"(%136, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %333 = "arith.select"(%58, %136, %332) : (i1, i64, i64) -> i64
    %334 = "arith.muli"(%333, %13) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %335 = "arith.muli"(%47, %13) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %336 = "arith.divsi"(%335, %334) : (i64, i64) -> i64
    %337 = "arith.select"(%63, %336, %47) : (i1, i64, i64) -> i64
    %338 = "arith.select"(%58, %336, %49) : (i1, i64, i64) -> i64
    %339 = "tensor.from_elements"(%337, %338, %13) : (i64, i64, i64) -> tensor<3xi64>
    %340 = "tensor.reshape"(%331, %339) : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x?x64xf32>
    %341 = "arith.index_cast"(%337) : (i64) -> index
    %342 = "tensor.empty"(%341) : (index) -> tensor<?x1x64xf32>
    %343 = "tensor.cast"(%340) : (tensor<?x?x64xf32>) -> tensor<?x1x64xf32>
    %344 = "linalg.generic"(%343, %342) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg276: f32, %arg277: f32):
      %696 = "arith.cmpf"(%arg276, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %697 = "arith.select"(%696, %arg276, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%697) : (f32) -> ()
    }) : (tensor<?x1x64xf32>, tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %345 = "tensor.collapse_shape"(%344) <{reassociation = [[0], [1, 2]]}> : (tensor<?x1x64xf32>) -> tensor<?x64xf32>
    %346 = "tensor.empty"() : () -> tensor<64x32xf32>
    %347 = "linalg.transpose"(%32, %346) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg274: f32, %arg275: f32):
      "linalg.yield"(%arg274) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %348 = "arith.index_cast"(%337) : (i64) -> index
    %349 = "tensor.empty"(%348) : (index) -> tensor<?x32xf32>
    %350 = "linalg.fill"(%7, %349) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg272: f32, %arg273: f32):
      "linalg.yield"(%arg272) : (f32) -> ()
    }) : (f32, tensor<?x32xf32>) -> tensor<?x32xf32>
    %351 = "linalg.matmul"(%345, %347, %350) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg269: f32, %arg270: f32, %arg271: f32):
      %694 = "arith.mulf"(%arg269, %arg270) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %695 = "arith.addf"(%arg271, %694) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%695) : (f32) -> ()
    }) : (tensor<?x64xf32>, tensor<64x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    "cf.assert"(%280) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %352 = "linalg.generic"(%31, %282) <{indexing_maps = [#map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg267: f32, %arg268: f32):
      "linalg.yield"(%arg267) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %353 = "arith.cmpi"(%348, %281) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%353) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %354 = "linalg.generic"(%351, %352, %349) <{indexing_maps = [#map13, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg264: f32, %arg265: f32, %arg266: f32):
      %693 = "arith.addf"(%arg264, %arg265) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%693) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %355 = "arith.muli"(%333, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %356 = "arith.muli"(%337, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %357 = "arith.divsi"(%356, %355) : (i64, i64) -> i64
    %358 = "arith.select"(%63, %357, %47) : (i1, i64, i64) -> i64
    %359 = "arith.select"(%58, %357, %49) : (i1, i64, i64) -> i64
    %360 = "tensor.from_elements"(%358, %359, %1) : (i64, i64, i64) -> tensor<3xi64>
    %361 = "tensor.reshape"(%354, %360) : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %362 = "arith.index_cast"(%358) : (i64) -> index
    %363 = "arith.cmpi"(%46, %362) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%363) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %364 = "arith.index_cast"(%359) : (i64) -> index
    %365 = "arith.cmpi"(%364, %4) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%365) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %366 = "tensor.cast"(%361) : (tensor<?x?x32xf32>) -> tensor<?x1x32xf32>
    %367 = "linalg.generic"(%321, %366, %318) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg261: f32, %arg262: f32, %arg263: f32):
      %692 = "arith.addf"(%arg261, %arg262) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%692) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %368 = "tensor.empty"(%46) : (index) -> tensor<?x1x32xf64>
    %369 = "linalg.generic"(%367, %368) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg259: f32, %arg260: f64):
      %691 = "arith.extf"(%arg259) : (f32) -> f64
      "linalg.yield"(%691) : (f64) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %370 = "tensor.empty"(%46) : (index) -> tensor<?x1x1xf64>
    %371 = "linalg.fill"(%12, %370) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg257: f64, %arg258: f64):
      "linalg.yield"(%arg257) : (f64) -> ()
    }) : (f64, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %372 = "linalg.generic"(%369, %371) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg255: f64, %arg256: f64):
      %690 = "arith.addf"(%arg255, %arg256) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%690) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %373 = "linalg.generic"(%372, %370) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg253: f64, %arg254: f64):
      %689 = "arith.divf"(%arg253, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%689) : (f64) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %374 = "linalg.generic"(%369, %373, %368) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg250: f64, %arg251: f64, %arg252: f64):
      %688 = "arith.subf"(%arg250, %arg251) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%688) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %375 = "linalg.generic"(%374, %374, %368) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg247: f64, %arg248: f64, %arg249: f64):
      %687 = "arith.mulf"(%arg247, %arg248) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%687) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x32xf64>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %376 = "linalg.generic"(%375, %371) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg245: f64, %arg246: f64):
      %686 = "arith.addf"(%arg245, %arg246) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%686) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %377 = "linalg.generic"(%376, %370) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg243: f64, %arg244: f64):
      %685 = "arith.divf"(%arg243, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%685) : (f64) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %378 = "tensor.empty"(%46) : (index) -> tensor<?x1x1xf32>
    %379 = "linalg.generic"(%377, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg241: f64, %arg242: f32):
      %684 = "arith.truncf"(%arg241) : (f64) -> f32
      "linalg.yield"(%684) : (f32) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %380 = "linalg.fill"(%7, %378) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg239: f32, %arg240: f32):
      "linalg.yield"(%arg239) : (f32) -> ()
    }) : (f32, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %381 = "linalg.generic"(%367, %380) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg237: f32, %arg238: f32):
      %683 = "arith.addf"(%arg237, %arg238) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%683) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %382 = "linalg.generic"(%381, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg235: f32, %arg236: f32):
      %682 = "arith.divf"(%arg235, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%682) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %383 = "linalg.generic"(%379, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg233: f32, %arg234: f32):
      %680 = "arith.truncf"(%37) : (f64) -> f32
      %681 = "arith.addf"(%arg233, %680) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%681) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %384 = "linalg.generic"(%383, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg231: f32, %arg232: f32):
      %679 = "math.rsqrt"(%arg231) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%679) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %385 = "linalg.generic"(%367, %382, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg228: f32, %arg229: f32, %arg230: f32):
      %678 = "arith.subf"(%arg228, %arg229) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%678) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %386 = "linalg.generic"(%385, %384, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg225: f32, %arg226: f32, %arg227: f32):
      %677 = "arith.mulf"(%arg225, %arg226) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%677) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %387 = "linalg.generic"(%386, %30, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg222: f32, %arg223: f32, %arg224: f32):
      %676 = "arith.mulf"(%arg222, %arg223) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%676) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %388 = "linalg.generic"(%387, %29, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg219: f32, %arg220: f32, %arg221: f32):
      %675 = "arith.addf"(%arg219, %arg220) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%675) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %389 = "tensor.empty"(%46) : (index) -> tensor<1x?x32xf32>
    %390 = "linalg.transpose"(%388, %389) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg217: f32, %arg218: f32):
      "linalg.yield"(%arg217) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %391 = "linalg.transpose"(%28, %52) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg215: f32, %arg216: f32):
      "linalg.yield"(%arg215) : (f32) -> ()
    }) : (tensor<96x32xf32>, tensor<32x96xf32>) -> tensor<32x96xf32>
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %392 = "linalg.generic"(%56) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg214: f32):
      %670 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %671 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %672 = "arith.cmpi"(%46, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %673 = "arith.select"(%672, %5, %670) : (i1, index, index) -> index
      %674 = "tensor.extract"(%390, %5, %673, %671) : (tensor<1x?x32xf32>, index, index, index) -> f32
      "linalg.yield"(%674) : (f32) -> ()
    }) : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
    "cf.assert"(%67) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %393 = "tensor.reshape"(%392, %73) : (tensor<?x?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    "cf.assert"(%54) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %394 = "linalg.generic"(%391, %75) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg212: f32, %arg213: f32):
      "linalg.yield"(%arg212) : (f32) -> ()
    }) : (tensor<32x96xf32>, tensor<?x32x96xf32>) -> tensor<?x32x96xf32>
    "cf.assert"(%79) <{msg = "mismatching contracting dimension"}> : (i1) -> ()
    %395 = "linalg.batch_matmul"(%393, %394, %81) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg209: f32, %arg210: f32, %arg211: f32):
      %668 = "arith.mulf"(%arg209, %arg210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %669 = "arith.addf"(%arg211, %668) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%669) : (f32) -> ()
    }) : (tensor<?x?x32xf32>, tensor<?x32x96xf32>, tensor<?x?x96xf32>) -> tensor<?x?x96xf32>
    "cf.assert"(%67) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %396 = "tensor.reshape"(%395, %89) : (tensor<?x?x96xf32>, tensor<3xi64>) -> tensor<?x?x96xf32>
    %397 = "linalg.generic"(%396, %27, %93) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg206: f32, %arg207: f32, %arg208: f32):
      %667 = "arith.addf"(%arg206, %arg207) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%667) : (f32) -> ()
    }) : (tensor<?x?x96xf32>, tensor<96xf32>, tensor<?x?x96xf32>) -> tensor<?x?x96xf32>
    "cf.assert"(%67) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %398 = "tensor.reshape"(%397, %100) : (tensor<?x?x96xf32>, tensor<4xi64>) -> tensor<?x?x3x32xf32>
    %399 = "tensor.expand_shape"(%398, %102, %103) <{reassociation = [[0, 1], [2], [3], [4]], static_output_shape = array<i64: 1, -9223372036854775808, -9223372036854775808, 3, 32>}> : (tensor<?x?x3x32xf32>, index, index) -> tensor<1x?x?x3x32xf32>
    %400 = "linalg.transpose"(%399, %105) <{permutation = array<i64: 3, 1, 2, 0, 4>}> ({
    ^bb0(%arg204: f32, %arg205: f32):
      "linalg.yield"(%arg204) : (f32) -> ()
    }) : (tensor<1x?x?x3x32xf32>, tensor<3x?x?x1x32xf32>) -> tensor<3x?x?x1x32xf32>
    %401 = "tensor.collapse_shape"(%400) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<3x?x?x1x32xf32>) -> tensor<3x?x?x32xf32>
    %402 = "tensor.extract_slice"(%401, %102, %103) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, -9223372036854775808, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x?x?x32xf32>, index, index) -> tensor<1x?x?x32xf32>
    %403 = "tensor.collapse_shape"(%402) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x?x?x32xf32>) -> tensor<?x?x32xf32>
    %404 = "tensor.extract_slice"(%401, %102, %103) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 1, 0, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, -9223372036854775808, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x?x?x32xf32>, index, index) -> tensor<1x?x?x32xf32>
    %405 = "tensor.collapse_shape"(%404) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x?x?x32xf32>) -> tensor<?x?x32xf32>
    %406 = "tensor.extract_slice"(%401, %102, %103) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 2, 0, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, -9223372036854775808, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x?x?x32xf32>, index, index) -> tensor<1x?x?x32xf32>
    %407 = "tensor.collapse_shape"(%406) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x?x?x32xf32>) -> tensor<?x?x32xf32>
    "cf.assert"(%120) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %408 = "tensor.reshape"(%403, %126) : (tensor<?x?x32xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    %409 = "linalg.transpose"(%408, %130) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg202: f32, %arg203: f32):
      "linalg.yield"(%arg202) : (f32) -> ()
    }) : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    "cf.assert"(%120) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %410 = "tensor.reshape"(%405, %126) : (tensor<?x?x32xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    %411 = "linalg.transpose"(%410, %130) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg200: f32, %arg201: f32):
      "linalg.yield"(%arg200) : (f32) -> ()
    }) : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    "cf.assert"(%120) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %412 = "tensor.reshape"(%407, %126) : (tensor<?x?x32xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    %413 = "linalg.transpose"(%412, %130) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg198: f32, %arg199: f32):
      "linalg.yield"(%arg198) : (f32) -> ()
    }) : (tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %414 = "tensor.reshape"(%409, %150) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %415 = "tensor.reshape"(%411, %150) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %416 = "tensor.reshape"(%413, %150) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %417 = "linalg.generic"(%414, %156) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg196: f32, %arg197: f32):
      %665 = "arith.truncf"(%41) : (f64) -> f32
      %666 = "arith.mulf"(%arg196, %665) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%666) : (f32) -> ()
    }) : (tensor<?x4x?x8xf32>, tensor<?x4x?x8xf32>) -> tensor<?x4x?x8xf32>
    %418 = "linalg.transpose"(%415, %158) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg194: f32, %arg195: f32):
      "linalg.yield"(%arg194) : (f32) -> ()
    }) : (tensor<?x4x?x8xf32>, tensor<?x4x8x?xf32>) -> tensor<?x4x8x?xf32>
    %419 = "linalg.generic"(%418, %158) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      %663 = "arith.truncf"(%41) : (f64) -> f32
      %664 = "arith.mulf"(%arg192, %663) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%664) : (f32) -> ()
    }) : (tensor<?x4x8x?xf32>, tensor<?x4x8x?xf32>) -> tensor<?x4x8x?xf32>
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %420 = "linalg.generic"(%161) <{indexing_maps = [#map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg191: f32):
      %654 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %655 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %656 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %657 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %658 = "arith.cmpi"(%154, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %659 = "arith.select"(%658, %5, %654) : (i1, index, index) -> index
      %660 = "arith.cmpi"(%155, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %661 = "arith.select"(%660, %5, %656) : (i1, index, index) -> index
      %662 = "tensor.extract"(%417, %659, %655, %661, %657) : (tensor<?x4x?x8xf32>, index, index, index, index) -> f32
      "linalg.yield"(%662) : (f32) -> ()
    }) : (tensor<?x4x?x8xf32>) -> tensor<?x4x?x8xf32>
    "cf.assert"(%170) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %421 = "tensor.reshape"(%420, %176) : (tensor<?x4x?x8xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %422 = "linalg.generic"(%178) <{indexing_maps = [#map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg190: f32):
      %645 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %646 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %647 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %648 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %649 = "arith.cmpi"(%154, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %650 = "arith.select"(%649, %5, %645) : (i1, index, index) -> index
      %651 = "arith.cmpi"(%155, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %652 = "arith.select"(%651, %5, %648) : (i1, index, index) -> index
      %653 = "tensor.extract"(%419, %650, %646, %647, %652) : (tensor<?x4x8x?xf32>, index, index, index, index) -> f32
      "linalg.yield"(%653) : (f32) -> ()
    }) : (tensor<?x4x8x?xf32>) -> tensor<?x4x8x?xf32>
    "cf.assert"(%170) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %423 = "tensor.reshape"(%422, %188) : (tensor<?x4x8x?xf32>, tensor<3xi64>) -> tensor<?x8x?xf32>
    "cf.assert"(%193) <{msg = "mismatching contracting dimension"}> : (i1) -> ()
    %424 = "linalg.batch_matmul"(%421, %423, %195) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg187: f32, %arg188: f32, %arg189: f32):
      %643 = "arith.mulf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %644 = "arith.addf"(%arg189, %643) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%644) : (f32) -> ()
    }) : (tensor<?x?x8xf32>, tensor<?x8x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    "cf.assert"(%201) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %425 = "tensor.reshape"(%424, %207) : (tensor<?x?x?xf32>, tensor<4xi64>) -> tensor<?x4x?x?xf32>
    %426:2 = "linalg.generic"(%425, %214, %212) <{indexing_maps = [#map6, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg184: f32, %arg185: f32, %arg186: i64):
      %638 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %639 = "arith.index_cast"(%638) : (index) -> i64
      %640 = "arith.maximumf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %641 = "arith.cmpf"(%arg184, %arg185) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %642 = "arith.select"(%641, %639, %arg186) : (i1, i64, i64) -> i64
      "linalg.yield"(%640, %642) : (f32, i64) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?xf32>, tensor<?x4x?xi64>) -> (tensor<?x4x?xf32>, tensor<?x4x?xi64>)
    %427 = "tensor.expand_shape"(%426#0, %209, %210) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808, 1>}> : (tensor<?x4x?xf32>, index, index) -> tensor<?x4x?x1xf32>
    %428 = "linalg.generic"(%425, %427, %217) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32, %arg183: f32):
      %637 = "arith.subf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%637) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %429 = "linalg.generic"(%428, %217) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      %636 = "math.exp"(%arg179) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%636) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %430 = "linalg.generic"(%429, %221) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg177: f32, %arg178: f32):
      %635 = "arith.addf"(%arg177, %arg178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%635) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>) -> tensor<?x4x?x1xf32>
    %431 = "linalg.generic"(%429, %430, %217) <{indexing_maps = [#map6, #map7, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg174: f32, %arg175: f32, %arg176: f32):
      %634 = "arith.divf"(%arg174, %arg175) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%634) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %432 = "linalg.generic"(%425, %224) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg172: f32, %arg173: i1):
      %632 = "arith.extf"(%arg172) : (f32) -> f64
      %633 = "arith.cmpf"(%632, %40) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%633) : (i1) -> ()
    }) : (tensor<?x4x?x?xf32>, tensor<?x4x?x?xi1>) -> tensor<?x4x?x?xi1>
    %433 = "linalg.generic"(%432, %227) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg170: i1, %arg171: i1):
      %631 = "arith.andi"(%arg170, %arg171) : (i1, i1) -> i1
      "linalg.yield"(%631) : (i1) -> ()
    }) : (tensor<?x4x?x?xi1>, tensor<?x4x?x1xi1>) -> tensor<?x4x?x1xi1>
    "cf.assert"(%229) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    "cf.assert"(%231) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    "cf.assert"(%231) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    "cf.assert"(%235) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    "cf.assert"(%236) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    "cf.assert"(%237) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %434 = "linalg.generic"(%433, %234, %431, %238) <{indexing_maps = [#map7, #map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg166: i1, %arg167: f32, %arg168: f32, %arg169: f32):
      %630 = "arith.select"(%arg166, %arg167, %arg168) : (i1, f32, f32) -> f32
      "linalg.yield"(%630) : (f32) -> ()
    }) : (tensor<?x4x?x1xi1>, tensor<?x4x?x?xf32>, tensor<?x4x?x?xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %435 = "linalg.generic"(%240) <{indexing_maps = [#map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg165: f32):
      %619 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %620 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %621 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %622 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %623 = "arith.cmpi"(%209, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %624 = "arith.select"(%623, %5, %619) : (i1, index, index) -> index
      %625 = "arith.cmpi"(%210, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %626 = "arith.select"(%625, %5, %621) : (i1, index, index) -> index
      %627 = "arith.cmpi"(%232, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %628 = "arith.select"(%627, %5, %622) : (i1, index, index) -> index
      %629 = "tensor.extract"(%434, %624, %620, %626, %628) : (tensor<?x4x?x?xf32>, index, index, index, index) -> f32
      "linalg.yield"(%629) : (f32) -> ()
    }) : (tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    "cf.assert"(%246) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %436 = "tensor.reshape"(%435, %251) : (tensor<?x4x?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
    "cf.assert"(%55) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    "cf.assert"(%54) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %437 = "linalg.generic"(%161) <{indexing_maps = [#map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg164: f32):
      %610 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %611 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %612 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %613 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %614 = "arith.cmpi"(%154, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %615 = "arith.select"(%614, %5, %610) : (i1, index, index) -> index
      %616 = "arith.cmpi"(%155, %4) <{predicate = 0 : i64}> : (index, index) -> i1
      %617 = "arith.select"(%616, %5, %612) : (i1, index, index) -> index
      %618 = "tensor.extract"(%416, %615, %611, %617, %613) : (tensor<?x4x?x8xf32>, index, index, index, index) -> f32
      "linalg.yield"(%618) : (f32) -> ()
    }) : (tensor<?x4x?x8xf32>) -> tensor<?x4x?x8xf32>
    "cf.assert"(%170) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %438 = "tensor.reshape"(%437, %176) : (tensor<?x4x?x8xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    "cf.assert"(%257) <{msg = "mismatching contracting dimension"}> : (i1) -> ()
    "cf.assert"(%258) <{msg = "mismatching contracting dimension"}> : (i1) -> ()
    %439 = "linalg.batch_matmul"(%436, %438, %260) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg161: f32, %arg162: f32, %arg163: f32):
      %608 = "arith.mulf"(%arg161, %arg162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %609 = "arith.addf"(%arg163, %608) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%609) : (f32) -> ()
    }) : (tensor<?x?x?xf32>, tensor<?x?x8xf32>, tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %440 = "tensor.reshape"(%439, %267) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %441 = "tensor.cast"(%440) : (tensor<?x4x?x8xf32>) -> tensor<1x4x?x8xf32>
    %442 = "linalg.transpose"(%441, %270) <{permutation = array<i64: 2, 0, 1, 3>}> ({
    ^bb0(%arg159: f32, %arg160: f32):
      "linalg.yield"(%arg159) : (f32) -> ()
    }) : (tensor<1x4x?x8xf32>, tensor<?x1x4x8xf32>) -> tensor<?x1x4x8xf32>
    %443 = "tensor.collapse_shape"(%442) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<?x1x4x8xf32>) -> tensor<?x32xf32>
    %444 = "linalg.transpose"(%26, %274) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg157: f32, %arg158: f32):
      "linalg.yield"(%arg157) : (f32) -> ()
    }) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %445 = "arith.index_cast"(%266) : (i64) -> index
    %446 = "tensor.empty"(%445) : (index) -> tensor<?x32xf32>
    %447 = "linalg.fill"(%7, %446) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: f32, %arg156: f32):
      "linalg.yield"(%arg155) : (f32) -> ()
    }) : (f32, tensor<?x32xf32>) -> tensor<?x32xf32>
    %448 = "linalg.matmul"(%443, %444, %447) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg152: f32, %arg153: f32, %arg154: f32):
      %606 = "arith.mulf"(%arg152, %arg153) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %607 = "arith.addf"(%arg154, %606) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%607) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<32x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    "cf.assert"(%280) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %449 = "linalg.generic"(%25, %282) <{indexing_maps = [#map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg150: f32, %arg151: f32):
      "linalg.yield"(%arg150) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %450 = "arith.cmpi"(%445, %281) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%450) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %451 = "linalg.generic"(%448, %449, %446) <{indexing_maps = [#map13, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg147: f32, %arg148: f32, %arg149: f32):
      %605 = "arith.addf"(%arg147, %arg148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%605) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    "cf.assert"(%67) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %452 = "arith.muli"(%266, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %453 = "arith.divsi"(%452, %66) : (i64, i64) -> i64
    %454 = "arith.select"(%58, %453, %49) : (i1, i64, i64) -> i64
    %455 = "arith.select"(%63, %453, %47) : (i1, i64, i64) -> i64
    %456 = "tensor.from_elements"(%454, %455, %1) : (i64, i64, i64) -> tensor<3xi64>
    %457 = "tensor.reshape"(%451, %456) : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %458 = "arith.index_cast"(%455) : (i64) -> index
    %459 = "arith.index_cast"(%454) : (i64) -> index
    %460 = "tensor.empty"(%458) : (index) -> tensor<?x1x32xf32>
    %461 = "tensor.cast"(%457) : (tensor<?x?x32xf32>) -> tensor<1x?x32xf32>
    %462 = "linalg.transpose"(%461, %460) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg145: f32, %arg146: f32):
      "linalg.yield"(%arg145) : (f32) -> ()
    }) : (tensor<1x?x32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %463 = "arith.cmpi"(%46, %458) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%463) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %464 = "arith.cmpi"(%459, %4) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%464) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %465 = "linalg.generic"(%388, %462, %318) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg142: f32, %arg143: f32, %arg144: f32):
      %604 = "arith.addf"(%arg142, %arg143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%604) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %466 = "linalg.generic"(%465, %368) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg140: f32, %arg141: f64):
      %603 = "arith.extf"(%arg140) : (f32) -> f64
      "linalg.yield"(%603) : (f64) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %467 = "linalg.generic"(%466, %371) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg138: f64, %arg139: f64):
      %602 = "arith.addf"(%arg138, %arg139) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%602) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %468 = "linalg.generic"(%467, %370) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg136: f64, %arg137: f64):
      %601 = "arith.divf"(%arg136, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%601) : (f64) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %469 = "linalg.generic"(%466, %468, %368) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg133: f64, %arg134: f64, %arg135: f64):
      %600 = "arith.subf"(%arg133, %arg134) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%600) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %470 = "linalg.generic"(%469, %469, %368) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg130: f64, %arg131: f64, %arg132: f64):
      %599 = "arith.mulf"(%arg130, %arg131) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%599) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x32xf64>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %471 = "linalg.generic"(%470, %371) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: f64, %arg129: f64):
      %598 = "arith.addf"(%arg128, %arg129) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%598) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %472 = "linalg.generic"(%471, %370) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f64, %arg127: f64):
      %597 = "arith.divf"(%arg126, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%597) : (f64) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %473 = "linalg.generic"(%472, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg124: f64, %arg125: f32):
      %596 = "arith.truncf"(%arg124) : (f64) -> f32
      "linalg.yield"(%596) : (f32) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %474 = "linalg.generic"(%465, %380) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32):
      %595 = "arith.addf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%595) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %475 = "linalg.generic"(%474, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32):
      %594 = "arith.divf"(%arg120, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%594) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %476 = "linalg.generic"(%473, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32):
      %592 = "arith.truncf"(%37) : (f64) -> f32
      %593 = "arith.addf"(%arg118, %592) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%593) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %477 = "linalg.generic"(%476, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      %591 = "math.rsqrt"(%arg116) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%591) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %478 = "linalg.generic"(%465, %475, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg113: f32, %arg114: f32, %arg115: f32):
      %590 = "arith.subf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%590) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %479 = "linalg.generic"(%478, %477, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32, %arg112: f32):
      %589 = "arith.mulf"(%arg110, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%589) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %480 = "linalg.generic"(%479, %24, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32, %arg109: f32):
      %588 = "arith.mulf"(%arg107, %arg108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%588) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %481 = "linalg.generic"(%480, %23, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg104: f32, %arg105: f32, %arg106: f32):
      %587 = "arith.addf"(%arg104, %arg105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%587) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %482 = "tensor.collapse_shape"(%481) <{reassociation = [[0], [1, 2]]}> : (tensor<?x1x32xf32>) -> tensor<?x32xf32>
    %483 = "linalg.transpose"(%22, %323) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg102: f32, %arg103: f32):
      "linalg.yield"(%arg102) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %484 = "linalg.matmul"(%482, %483, %326) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %585 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %586 = "arith.addf"(%arg101, %585) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%586) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<32x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    "cf.assert"(%280) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %485 = "linalg.generic"(%21, %328) <{indexing_maps = [#map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32):
      "linalg.yield"(%arg97) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    "cf.assert"(%330) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %486 = "linalg.generic"(%484, %485, %325) <{indexing_maps = [#map13, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32, %arg96: f32):
      %584 = "arith.addf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%584) : (f32) -> ()
    }) : (tensor<?x64xf32>, tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %487 = "tensor.reshape"(%486, %339) : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x?x64xf32>
    %488 = "tensor.cast"(%487) : (tensor<?x?x64xf32>) -> tensor<?x1x64xf32>
    %489 = "linalg.generic"(%488, %342) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      %582 = "arith.cmpf"(%arg92, %7) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %583 = "arith.select"(%582, %arg92, %7) : (i1, f32, f32) -> f32
      "linalg.yield"(%583) : (f32) -> ()
    }) : (tensor<?x1x64xf32>, tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %490 = "tensor.collapse_shape"(%489) <{reassociation = [[0], [1, 2]]}> : (tensor<?x1x64xf32>) -> tensor<?x64xf32>
    %491 = "linalg.transpose"(%20, %346) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      "linalg.yield"(%arg90) : (f32) -> ()
    }) : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %492 = "arith.index_cast"(%337) : (i64) -> index
    %493 = "tensor.empty"(%492) : (index) -> tensor<?x32xf32>
    %494 = "linalg.fill"(%7, %493) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: f32, %arg89: f32):
      "linalg.yield"(%arg88) : (f32) -> ()
    }) : (f32, tensor<?x32xf32>) -> tensor<?x32xf32>
    %495 = "linalg.matmul"(%490, %491, %494) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32, %arg87: f32):
      %580 = "arith.mulf"(%arg85, %arg86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %581 = "arith.addf"(%arg87, %580) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%581) : (f32) -> ()
    }) : (tensor<?x64xf32>, tensor<64x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    "cf.assert"(%280) <{msg = "negative values not allowed in new dimensions"}> : (i1) -> ()
    %496 = "linalg.generic"(%19, %282) <{indexing_maps = [#map12, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    %497 = "arith.cmpi"(%492, %281) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%497) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %498 = "linalg.generic"(%495, %496, %493) <{indexing_maps = [#map13, #map13, #map13], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32, %arg82: f32):
      %579 = "arith.addf"(%arg80, %arg81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%579) : (f32) -> ()
    }) : (tensor<?x32xf32>, tensor<?x32xf32>, tensor<?x32xf32>) -> tensor<?x32xf32>
    "cf.assert"(%144) <{msg = "must have at most one inferred (negative) dimension"}> : (i1) -> ()
    %499 = "arith.muli"(%337, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %500 = "arith.divsi"(%499, %355) : (i64, i64) -> i64
    %501 = "arith.select"(%63, %500, %47) : (i1, i64, i64) -> i64
    %502 = "arith.select"(%58, %500, %49) : (i1, i64, i64) -> i64
    %503 = "tensor.from_elements"(%501, %502, %1) : (i64, i64, i64) -> tensor<3xi64>
    %504 = "tensor.reshape"(%498, %503) : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %505 = "arith.index_cast"(%501) : (i64) -> index
    %506 = "arith.cmpi"(%46, %505) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%506) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %507 = "arith.index_cast"(%502) : (i64) -> index
    %508 = "arith.cmpi"(%507, %4) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%508) <{msg = "mismatched size for broadcast"}> : (i1) -> ()
    %509 = "tensor.cast"(%504) : (tensor<?x?x32xf32>) -> tensor<?x1x32xf32>
    %510 = "linalg.generic"(%481, %509, %318) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
      %578 = "arith.addf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%578) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %511 = "linalg.generic"(%510, %368) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f64):
      %577 = "arith.extf"(%arg75) : (f32) -> f64
      "linalg.yield"(%577) : (f64) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %512 = "linalg.generic"(%511, %371) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f64, %arg74: f64):
      %576 = "arith.addf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%576) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %513 = "linalg.generic"(%512, %370) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f64, %arg72: f64):
      %575 = "arith.divf"(%arg71, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%575) : (f64) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %514 = "linalg.generic"(%511, %513, %368) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f64, %arg69: f64, %arg70: f64):
      %574 = "arith.subf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%574) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %515 = "linalg.generic"(%514, %514, %368) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: f64, %arg66: f64, %arg67: f64):
      %573 = "arith.mulf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%573) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x32xf64>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %516 = "linalg.generic"(%515, %371) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: f64, %arg64: f64):
      %572 = "arith.addf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%572) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %517 = "linalg.generic"(%516, %370) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f64, %arg62: f64):
      %571 = "arith.divf"(%arg61, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%571) : (f64) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %518 = "linalg.generic"(%517, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f64, %arg60: f32):
      %570 = "arith.truncf"(%arg59) : (f64) -> f32
      "linalg.yield"(%570) : (f32) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %519 = "linalg.generic"(%510, %380) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      %569 = "arith.addf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%569) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %520 = "linalg.generic"(%519, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      %568 = "arith.divf"(%arg55, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%568) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %521 = "linalg.generic"(%518, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      %566 = "arith.truncf"(%37) : (f64) -> f32
      %567 = "arith.addf"(%arg53, %566) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%567) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %522 = "linalg.generic"(%521, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      %565 = "math.rsqrt"(%arg51) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%565) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %523 = "linalg.generic"(%510, %520, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %564 = "arith.subf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%564) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %524 = "linalg.generic"(%523, %522, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
      %563 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%563) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %525 = "linalg.generic"(%524, %18, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %562 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%562) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %526 = "linalg.generic"(%525, %17, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %561 = "arith.addf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%561) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %527 = "linalg.generic"(%526, %368) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f64):
      %560 = "arith.extf"(%arg37) : (f32) -> f64
      "linalg.yield"(%560) : (f64) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %528 = "linalg.generic"(%527, %371) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f64, %arg36: f64):
      %559 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%559) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %529 = "linalg.generic"(%528, %370) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f64, %arg34: f64):
      %558 = "arith.divf"(%arg33, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%558) : (f64) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %530 = "linalg.generic"(%527, %529, %368) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f64, %arg31: f64, %arg32: f64):
      %557 = "arith.subf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%557) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %531 = "linalg.generic"(%530, %530, %368) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f64, %arg28: f64, %arg29: f64):
      %556 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%556) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x32xf64>, tensor<?x1x32xf64>) -> tensor<?x1x32xf64>
    %532 = "linalg.generic"(%531, %371) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f64, %arg26: f64):
      %555 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%555) : (f64) -> ()
    }) : (tensor<?x1x32xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %533 = "linalg.generic"(%532, %370) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f64, %arg24: f64):
      %554 = "arith.divf"(%arg23, %44) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%554) : (f64) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf64>) -> tensor<?x1x1xf64>
    %534 = "linalg.generic"(%533, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f64, %arg22: f32):
      %553 = "arith.truncf"(%arg21) : (f64) -> f32
      "linalg.yield"(%553) : (f32) -> ()
    }) : (tensor<?x1x1xf64>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %535 = "linalg.generic"(%526, %380) <{indexing_maps = [#map, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      %552 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%552) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %536 = "linalg.generic"(%535, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      %551 = "arith.divf"(%arg17, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%551) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %537 = "linalg.generic"(%534, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %549 = "arith.truncf"(%37) : (f64) -> f32
      %550 = "arith.addf"(%arg15, %549) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%550) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %538 = "linalg.generic"(%537, %378) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      %548 = "math.rsqrt"(%arg13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%548) : (f32) -> ()
    }) : (tensor<?x1x1xf32>, tensor<?x1x1xf32>) -> tensor<?x1x1xf32>
    %539 = "linalg.generic"(%526, %536, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %547 = "arith.subf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%547) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %540 = "linalg.generic"(%539, %538, %318) <{indexing_maps = [#map, #map14, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %546 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%546) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<?x1x1xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %541 = "linalg.generic"(%540, %16, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %545 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%545) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %542 = "linalg.generic"(%541, %15, %318) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %544 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%544) : (f32) -> ()
    }) : (tensor<?x1x32xf32>, tensor<32xf32>, tensor<?x1x32xf32>) -> tensor<?x1x32xf32>
    %543 = "tensor.cast"(%542) : (tensor<?x1x32xf32>) -> tensor<?x?x32xf32>
    "func.return"(%543) : (tensor<?x?x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32_13: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_12: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_11: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_10: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_9: "0x0400000010A01EBC34562CBD18D3F93DFC1099BDC84D943DB481463D9A74EB3DD265F6BDFCF6BA3D641C23BD146D34BD209F883BEC90AD3D9251833D327E94BDF0BBF43C2016A7BB2C80283D00B8BFB81006FEBC04E96C3DB481DA3D164B883D849228BD0098DF3AD0E9C23C6ACF94BD0221D93DF228873D20DF5D3D3217ED3D40C086BC",
      torch_tensor_32_64_torch.float32_1: "0x040000005ABCC73D02F4ACBD16BFF53D106A633D189B453DA09D7DBCE09BC03CA04C033D08C370BD8C6EBC3DA0579D3D40D4F03B40CD123D009278BC20F038BDC854C5BD70B044BDC028F5BD3C0321BDE0EF853D1062F83DD641EABD9CCFD4BD304BD33DC0B934BD0054313914A2A03D40C1E23D20E6413DD8A5FD3CC08645BB80714E3B68974E3D2CCFF0BD4AD2F7BDF49DAC3DA697FABDB287863D284DB93DA8C3A93D342B1C3D208A633C10746C3D608C983DC0F9803BD033B8BD82459F3D7026643C56369A3D668EABBDE0F8FFBC3E74A4BD8099EA3B208CD93DC8A1C23C0A9CD93DC217BC3D0A15B0BDBEBDF53D0081E33B4258D63DB049C63C00D6AEBC4053D93D426CBDBD80C0373BB0708FBC6013B93BC0E412BDAE40CB3DC017D6BB1C8F533D947B5C3D5A40E93D501A383D8032FFBDF23AD4BD4EDCF1BDD0F9FABD7EFED4BD80CEEEBA7C4AF23D44AFA5BD8866573D909C69BDC451C63D2A7FA63D5CE56D3D2287E13D7615C1BD0261D9BDFAC982BDC88ACF3C2A51E23D7605A93D180A203D18CAB5BC5A5A91BD2C98FE3DD213E0BD5697B0BD98A8963D2CB5C73DF090063D801D0FBB205373BC605F853C8ECE80BD5218FD3D8AACFF3D642546BDEABDB13D6864F3BC6CB4B9BDE8CDAF3C30B5C3BC34E3D43D30ED0D3C909AE0BC185BCBBD2079A73D02DDAA3D9806903C206B33BCDC872BBDF859ED3CD8ABF53D08B6A8BCC0DB3A3CBAE6F3BD8CB5023DE05D5BBD30C9F2BC90C387BDE612ED3DD052AE3D4C7D5CBD9825FBBCF4F21B3D64AB403D500B71BDD0EE4F3D70D0A23CE01B933DE6568ABD8C4BA5BD180E6E3DA0D29FBB101C5FBD90ECC83DA0D163BC9AF7AABD902792BC48366DBD90D330BDC6BED2BDBE59CC3DBC40E13DF0F5D7BDD624A03D08A7153D209F4FBDC42A16BDC08DAE3CC03DD93CB857D93DC49EF43DA064EC3B54CDF03D346797BD80B28A3A506ED3BD1444753D703CCC3C90129BBD3C56C3BDA853CBBCC06141BD84A550BD1CF6DEBD681BA3BD7479D43D14D17BBD0067503DD07B0B3CF0C48BBCE47F273D80C4C03DE0891F3D90035E3C20CDCF3DF077293C2014E13CC89AF93DFA53B9BD0AFBB93D88F475BDA060D2BB9C2794BDFEEAA83DACE6CDBDB0D462BD80EDB03C4CF343BDF0105C3CCA11EB3D2E6EE2BD1657A6BD4812C7BDB6CCF43DB885F83C8AF6B8BD0AA4DEBDDABBBD3D6E19EB3D06E99ABD840A033DA837FEBCFED4973D4A408FBD44D6AE3DB09BFF3D1A0A9B3DC833AFBCC0EC853C04EB5C3D3A9793BDB8866EBD246DFABD50D2B43D24E56DBD82F4DB3DB0D8C8BC942B3DBD1E57823D103747BCAE8DADBDD0FC5B3CE8676EBD0443B9BD0C86A1BD80B3313DC05D2C3C20834FBDD0C2363DE84520BD6495C5BD7CD62F3DE8592EBD7CB717BDFE02B83D7459BF3D0C92FABDFC8EDB3D5CF0E43D029BB8BDCC3BFFBD9AD7C7BD80ED07BD8028B8BBEC1B0D3D7039F43CF862C63CF2DAC7BD6265F63D4E86DC3D0473793D28A8DF3C36F38EBDB0A9153CB4B0B6BD5A4CEB3DD25AE3BD18E2D93D1205F13D8CDD77BDC66EE4BD34A0343D527BC4BDD031ECBDEE3A9ABD88F8B43DB674A0BD20E94CBDD4A44FBDACF2B53DF062463D30BD923DD84CBFBC305F97BDA087383DD0924E3D6AE4D33D3CE1EFBDA4D8BBBD42F5A73DE86F043D1AF5A93D7C7801BD8E43FF3D3018483DDC2C46BD485977BD7484063D00BD49BB242578BDA03789BDD8832C3D8CBC7C3D44D0F33D180F58BD882297BDFE62A1BDDE6AADBD56E1FC3D40647ABD24D970BD12D0BB3D6E93CB3D0E4AEABD30C061BC40DA193D189A9C3CAE8A91BD544CCEBDA2B9B8BD508B2A3DA05E6EBD3EC6E8BDF663FC3DE89C6A3DB0C018BDA866A33C70F335BD28C2A8BDE885ECBD34E0A63DFC67ECBD0C18C1BDF49DD53DD439A1BD48E72BBD0053173A0ECEFCBDDC6FE8BDBCA7CFBD085D9ABCF44C39BD0020BE3D36ADA43D6010F93D2484DDBDA8F473BDE863AE3D0C7E313D08C2A6BDC0EFBF3DEABF82BDE014F33D5052CCBD38B1843D00DBE8BB6E96DDBD0476843DC8E83BBDC08E0E3B30501CBDB0E7E4BCF00903BD24DB653D306925BCFEE8AE3D68D14E3D009541BAF4434D3DE03B2CBDB645C5BD30A0A8BD3C4EAFBD28A8CEBDB0D7A33CA03936BC4A31E6BDE0D5843D74A39E3D7477D93D20F6A73BB0F015BC2692963DBA01DEBD8034FD3BF884A73D942AB13D1053713CE0D629BC10F4363DC0AED93C208689BB62C6CA3DBC87DA3DE66D91BD6663E63DC0A905BDB84DDC3CD000E43D4CF071BD2CFB6E3D189E8BBC3CDD90BDE05DF9BB8CD5DA3D30DC8E3D466384BDBAB9E73D1052D03C9681DA3DF47FF33D480F15BD5061CC3D78C997BC38A5A13CE03F853B8084E13A50E91EBCCCA5EABD4031323C72E7EA3D10EF273D2C8BECBD102ABF3C60DEA5BC9CEC163D5A19EBBDF82DAB3C18F5B6BD38B4913C3E149A3DC038B33DE039A9BCE867E33DA0ECF0BBD05693BDA84F6F3DE066B13BF0FAC9BD58C4A23D6AB6F63DB42D8C3DD00EA3BCCAC6D6BDC451DB3DAA5788BD603E9A3C22A2E7BD10EC9D3D4095CD3CF0B4F33DB477783DC07DF4BD804BCA3D22E0CEBDBCB474BD982D843DE0538BBDD441063D80EF523CB014113C620B8BBDB829B33D9831933C00173E3DE0766E3C90B47EBD707140BD7868AA3DDCA3DFBDBCF430BDCE56EABDB00B99BDC89C893CE047E9BC289E2A3DC210C33DB062D73CC221F33D0024ADB9A4F9F63D1835A53C004452BB50190F3DF6D8C9BD74C2D03DC63CEA3DA224E1BD665C98BDD053CA3D9CB1003D881939BDD4197FBDC09FEABC38BCC0BC3428EC3D30A79BBDF802903C681F113D38F77DBD6063FFBB681FB9BC6E53C33DF829B73D209CC5BB743083BD9AF892BD6CFB59BD1615DE3D9E1AD03D609DCB3C9685EEBD1082233DE850BEBCE4218F3D220F853DD8C3D63D9021153C60BB1C3C007A6D3A98DCB03D004EC13D803D713DD0C1CCBC74A414BD523BED3D306D84BD9822B03CECF9203DC690843D46459BBDB0B0C5BC404A6FBB70CE3ABC58B6DBBDECED5C3DA8BCC3BDE04A01BD98F01C3DAC4BC93DC818B2BC9CBD8DBD2C5064BD80B896BA02F48BBD20FCFC3C2C7B673D349AF13D9648D73D3047D1BC309F593DE058863C00BE723DECBA68BD7270F03D00E6593A1A24A23D2CDEBD3D28E8D8BCF629C43DA08004BDF4B47E3D30ED9EBC8473CABDEC8502BD486D423D587ECC3D24E5D0BD488E94BD866C853DD2C782BD2071D53B9A94B2BD5060013C98BC77BD08B1E43C04E2493DF861C43C4054C9BDA8F0BF3DF27BD73D868AE5BDDEABD13D4AA5DCBDA8AB703D80E6F1BB10AE23BC4C4C79BDB69BC93DD07DA53CD0670EBCA0E190BBA88CB93D14ABFD3D9AD691BD6E0FE3BD7630ADBDE6FE8ABD8825D1BD60C638BDBC1246BD00466ABAB404123D3271A43DFAE8A8BD806CB7BD28045FBD64AABCBD809EDC3BE421C2BD20E5BCBBD0218CBCE23DC6BDEC2767BDD8CC5F3D00C812BD32F2E1BD8E45D03D0CA11FBD10D5763C40DECD3DE8F07E3DC6EBCEBD3E1FE23DC4B80EBD2C9B023DACEF633D7CB6323D24FAAE3D540E67BDCC40BE3DACBBA23D7285E0BD30E43EBDC63BDD3D8402BEBDDAA3E7BD8A1A9E3DC46A343D008C603CD623CC3D20B0C93B649EF93D96E2A9BD8803DCBD30AEDEBC9CDFF83D18E1DABDE43A533D481A033D5CCD58BDF4F1D1BD9063563DAC02403DC04356BB804E4A3D96FE8B3D524EB4BD0A4BDDBD4047AABC705E93BCE0A944BDD4C1063D5A73C4BD04C2F83D7010CEBCC8FF8EBDD09EA3BC10B6CABDA484DDBDAC2C143D7C820CBD18A18ABD34206C3D5AFAC73D10A2653CD8237FBDE64E8B3DA45230BD0C026DBD98A5C7BC68D4F8BCDC23F73D10C7B7BC807FE6BD549A22BD1CD33B3D0C655D3D04BBABBD2455B4BD00AE11BDF0F5023CF0ACD2BD0CB56B3DA82FC0BC2EEB943D5098183DF867A3BCA0D338BCB8631D3D080885BDF0BA04BDA8526A3D3A7DE4BD20DCCBBC7827D53CD40584BD7862723D98A07D3DA87594BC308324BD88CD773DE0BEE63B7AF2C5BDE28A933DD403FC3D8019DB3DF4378DBD42ACED3D086055BDC6FDC1BDAA52B73DE487B4BD684EEB3DACE4FA3D4A0FACBD8689A93D7844C3BC042005BDF05A9B3C9C61413DA43CAEBDAE0AFB3D3060B33D2AE693BD34C6713D00CDB53C40B08C3D80C33EBBD8352D3DC4170F3D323EEF3D485A903CCAAAD03D606BA93C44EA243D901664BCD06D5EBC0A68C0BDF212F63DBA818ABD44FD853DA042EC3C8A03A63DD849F2BDA00F3FBCF058F5BD0082C9BDF4CC343DA0E8F1BCB2FCAA3DCCFABE3D008EA039DC0818BDF492B13D0C16F43DD08D773C76A4D5BD900E563D18EBAABC329FBCBD9870DC3CC08B3F3B00CBF23A86B0FE3D0EF1813D709CA13D802E883A6079CABC20FD3F3DDC8ABFBD2CEBF13D60897E3C56F4EDBDA4D393BD9CE4763DC051EC3C88E27C3D8873FCBD009E21BAFE87983DA06B8D3DA071DE3BC81BFDBDF0B9DF3DECA8443D3400483D424B9A3DF44C973D605667BC9A90A93D72F7AD3DE8A3FD3C6C43C5BDF4DBB23DA4D67ABDAA51DA3D4A739FBD30210DBC24F745BD082C8CBDACDE28BDBEFDA43D9827293DE0E23CBC4A9BCDBD06D28DBDB463913DA42B6FBD7266C5BDE6688CBDB0332BBD888863BD467A873D001BC4BA46A3F13D76AAEBBDB68980BD58162A3D42F59C3DB83F52BD00CE4C3DC2058DBD280C9BBD3CFE8B3D606AF9BBFC56BBBD606D9EBB244EE13D80CAE93CE8ECCCBC0880B9BCE89198BD909E913D005F073B4C4084BD8057ED3B8C411E3D2071AD3B107E27BC28A6F0BDC0F376BB04CB23BD80CAD1BAA2419DBD002E413DA6809EBD107225BD28636BBD58E080BD006EE93A68D363BD709F5DBDE0D9573C8430573D749E73BDD278883DD8E9173DFCA2C53DA021463C5C0ED23DDCAFE6BD602B153D50FDDBBD3877583D906C44BD70F0D1BC52D4D83D26AAEF3DF86300BDAC5D93BD62E48B3D18CC62BD8CC570BD7E84C0BD2A66FE3DC0EEF23B8836C83C12DC94BD64AD6E3D64BFF2BD1CA214BD507D9CBC9EA9963DE0D03EBC900E933CFEBFC33D2C46343D6CFACF3DA07B2EBD8A3E9E3DA8B89EBCA05F14BCE8D1DA3C52D0F63D00BC043A50B95ABC446548BDE8B4A1BD180D933D9876D4BC6C772CBD904ADE3C48CEAE3CC039A6BC6AF2D53D50A49C3D407CF93C008C72BD801B54BD189BDE3DA067D33CD867E8BD38D889BCD85FE63CD4370A3DE432D93DE061833B90CE76BC7C03B53D503E97BCB0F5243D5EC0BFBDA4CA34BDEE17C1BDD0A64B3C3CB4C8BDC003C33D5C0263BD7473AFBDE07EF63B944871BDBA4299BDA675BB3D98BE243D08CAA73C84C47B3D6C162BBD10D6543C4207F73DF47D5DBD584D4E3DCA42D73D301C8FBC64A5D23D7C8106BDE86FCCBC3485023DF0529EBCC47206BDA8A2C7BC088FD13CC4678DBDAE80C3BDC8A0C8BD12D5FB3DC0C25B3B6432653D2032F5BD20D895BC8E2DC8BD70DB30BCF80BE43D7CCAB93D80DE38BDD6108BBD3878D1BDD47C7CBD8C1A2F3D909697BDF2B68C3D50E937BD842DED3D00BDF7BC203DB6BCC8EC963DF075B33D94D4B83DC672B93DC60DF2BD7A298D3D2AE485BD52A0B53DAE2FC73DB0C52ABCFC8A303DE8A4D83C84F5603DFAB1AB3D8C30143D58842BBD001AA13B40856C3CBE87D3BD0C4A283D42CDA6BDDA59A23DC868E53D405E8B3CB05AD63D80AF303B32FCA03D646D7F3DB655D5BD6C52CDBD00D9F5BC0CCB4B3D088CBEBC08AACFBCAACD9A3DD067E53D34C9583D80C1173DD41C823D28608B3CD68DE6BDB0F6FDBDE676EEBDCA1FE1BD44E4C13D00A810BC9273B1BDC817DF3C002C2C3A329A99BDA0F6F4BD780BED3C8099FA3A14B335BDDEBB8EBD807A07BDF08BDE3D40E2CCBDD4E34ABD58E922BD8CA5EA3D409AF93B4286AE3DD03C4BBC6032A0BC8A7E913DBCFE44BD6C3F983D14F2DF3D3073503D52009E3D5E64C6BD3E2FEC3DFA5D9ABDD005903D88D31F3DA0DA153C789D043DF42AFBBD807EF43DC0FF03BC08A5E43DC08F483B50B450BD803BA03D40031CBB3A94A2BDB0AA803C44D0FEBD32149EBDC608D0BDC062D23B52EF8CBDC0B332BBCCA9C2BD148FDCBD808C6CBCB048713C0437B83DAC102FBD1888F33D6010B7BD0840313D4A4FE6BD9825E73D2C3E41BDF2308E3D204FC53B5CE44DBDE81EF4BC00463FBD7A8A9C3D9AF8BA3DFEA3F33DD88CF3BCB8591ABDBA8080BD601F0CBC98A8F73C409128BCCA6AA5BD9010173C006473BBB4C4CCBD18420BBD809EA7BB22A2F8BD30678E3CC4970C3DA0F93FBCD87D8DBC8055443BF880023DD04F75BDE09B3EBC7600933D002216BD003C38B9D0C7ECBD2CDDC2BD301245BC90E830BDC0E7F83DE01BDBBC70A0D5BD244BDA3DA679A5BDB8E3D33D90F34FBC4012C93CE008FBBDAC4CE83D004BB8BA625F80BD02B1B6BDA048BA3CA0B3F1BDAACBBD3DAE4C8C3DC2E3DD3D84F2E33DA0D396BD98A40ABD16D19C3D30D1A33D1E93FA3D449253BDC834933C20108BBB0A6F933DA8D77ABD6CC2E73D349317BD88527E3D3A29C13DE8AEFFBD60C9BE3C8C89AFBDF07D763D283ADB3D04BB22BDA478ADBD3E1D82BD9664C73D90E6A5BC448DBEBDDC88D13DF0D5A73D50AF5DBC60BC6B3CF0757B3C446EF73D527A943DA884B83C80B2363B6CE1243D5E1FBDBDCCCB8A3DE41C573D60186D3C1697943D187AC5BC20FDE9BD4610D5BD9A5BF13D48E228BDDAE2BABDF281FA3DF2F7B4BD720AD03D2005E43DD00582BC5011953D9EEFC33D84DEF0BD7C0689BD5030853CA484203DACC0AEBDB0CCD2BD3A57F53DD84E71BD6CB5F9BD7CEA603D5EA383BD14B032BD749233BD484FEC3D90D7423D7AD8FA3DBCF234BDE28EB93D56BCCFBD36079B3D20A3A73BE0F5983B6C09DA3D80DC1C3C7CC059BD0C328DBD78EBA53CDC482BBD166F813DA0CED5BD2208ACBDB844DF3DC03346BD204EFCBD8427B73DE0EC0ABD00A1413AF69C9E3DC0EA2A3DE49CF5BD40B5B73C820AF83D40AAECBBBE29BA3D2C46E03DB4AF3C3D809EECBD989DDB3D5031CA3DE07B193D10A028BC8054B0BDE0BEE13C84DD31BD7868E53D0435FFBDE0C8DC3C00E12CBB00F0AB3970947EBC4CB1583D1AD0DBBD0063DC3C2C77AABDACE4223D90E02DBC20F2813CE45B903DBC944BBD4607CEBD68D86EBD34ACD03D4E62D0BDA457A23D34C934BD806AD73BBCB4513D1C8334BDAE57B0BD1C472D3DC4999A3D70C63E3D00AC8EBB105F5A3C98F7563D302A233DA0C67DBDDC88B83D901089BCE4FC49BDDC781ABDE0FD873CB27584BDA6C5BABD42C18E3DBCE8D03D3A70FEBD78B8CB3DBC7096BD38DFF13C84EBEC3DC616A0BD208252BD9C92133D8221A0BDA84547BD3A9AD6BD50036F3C80D59F3D6820093DE03DB6BCEAABF23D56D0C73DA2448BBD1271923DD0EDEABC741E253D50805E3C0418603D083982BDA8C676BDCCFF91BD46C1A5BDECC55CBD80CCF53C68BE113D6009C23C3482BE3D9CB0C23DB096CE3D10559F3D807680BA743F023D12E980BDC04E093BB0441B3CA44ED1BD2A86D13DF0F1E2BC7AE9C33DE430733DCC0C8BBDD410163D409A61BD54007CBD1087223DE4617A3DD43892BD5C6D81BD4C55C13DFC383CBDF8D2ABBD06C7D8BDCEF9933D266BB83DB6C6FD3DF234C0BD0097753CA82BC73CD09D4A3C10BBCE3C5079ECBD8E19F6BDD04854BD50543C3CC0221B3C985F92BC20ACFFBD4CDB9F3D629EABBD0020F33C1E0FBBBD668BB83D880DCE3DA6C785BD2CA5DB3D88431ABD06C4F8BD00AFA5BC123BC1BDF892D53C68E1C53C70DE61BDF4A113BDF0EA163DBA288CBD4C80523D3C93BDBD229D953D509C73BDFAADD5BDE075C43C80DC573C7E0FBDBD1E0DE13D5CB238BD10B2A83D203A04BD6832AB3DA8D176BDECEFB1BDA8F7D0BDE8AE82BDFAA78BBD5894693DE8FAA8BD388BADBC2C053ABD984E41BD80DD7ABC52418D3D002653BD9282D6BD7648AE3D34C294BD68A9B03D507650BC801D72BCC81BF03DA856B83CD697E7BD7464F5BD6877EFBDF2EABCBD0C12393DE0A7543D94A7843DCA8FEBBD72D5993DE2F1E23DC4F7483DA0DA49BD9EFEDDBD5C19FD3D90EC483C60CFDC3C80FD9A3B48E0AB3DF09BFBBD126B813D3AFCADBD0273ED3DB4CAC7BD60D3E1BCB430293D643D2A3DB0422B3D204BA53B148F0C3D804DACBD4000F2BB9CC10E3D745ACD3D7468D0BDE81A4ABD329BABBD1C4A84BDDE9B95BDA8479CBC4400393DD826C7BCF032CD3C381AF2BC1C58F6BD883B823C2059B33BE8D9ADBDDE80F6BDF0D3FC3C70E30CBD0015CD3C08D4DFBCE823FCBC1C584DBDECFEF53D6800E4BD583CFEBC448C0BBD6C3534BDE8CB813D8E9DE33DDC21D33D0C2579BDEC675FBD44424B3D246A893DDCA3D6BDBC2268BD7C5771BD605747BC3CFB33BDEEE3C5BD30EBABBCE0BBECBC80361D3C9C2643BD38FE6EBDCA91E43DE48A13BDC27A983DDE71A7BD10F45DBDBC57503D382FCA3C200BC1BD22E8C53D68620BBD008013B8D06C8BBC7484C33DB8E2F73CDC8E6E3DF0BADEBCCA3DFF3D6C3F473D10BB7C3DF0ABC6BC26ECD3BDE2FEB83DCEF9E3BD7415FDBDA088423C68EFC5BCA670B8BD9E0EC53D40854E3C2C496DBD9E9FA43DD842353DBAE1C7BD8842A9BC7292DCBD30A98EBDE099B83C90D80D3D3C0646BD904134BDA89CDABDA4439EBD702702BC802C933BAE08903D4611AA3DB868DF3D9020C73C646BBDBD64C410BDD846E1BDC07D1DBC900E863D00576A3C9CCD693D1A24D83DEE2F853DA8ECD4BCD03BE93D2AEA8D3D8AFDBDBD7827933CF4F2763D8037243D4072F63DC4FFA7BD4832903CB630F83D868CA0BDC8E089BD7076AD3DD6F7803D2E76C93D20D5B1BC70BF973D7C05DCBDD89993BDB02AA43C40ABB5BD401E0DBB20093FBD2A12FD3DB0F618BD4C2E323DC89AC43C5EA9F63D80D2AA3AB070913D5AB9ADBD92ACB8BD5485843D1A0C9F3DA8A481BDB614CD3D58D5283D4A1591BD0CEA763D728BFE3D7C3D03BD3AD6C63DAC0A1EBD7C47F0BDB447CABDA0292CBDA221F23D3429573D92BBDC3DD2BD813D80F3E8BAB627A9BDE4A9E8BD8C712BBD441A62BD0E67E63D3056F7BC508677BCE0BCB93CAC26D23DC0BB52BC863F863DD09DB0BD32E6F3BD301B9DBCE8936A3D125DA03DECAE3A3DD206C23D188696BDB845E63C8EFED43D58739EBD162BB13D745ECFBDB882A63DDA76853D04A2DF3D90755DBCE038E1BB0CCE99BD36B7EA3D20CC8DBB741105BDC0C8053C801E853D02DA81BDD2DACBBDD84BF9BCDC9A1A3D000C4E3C743308BDF82B853C607F26BC3A5DC63D826D96BDA2DFF63D00989B3AD0CFB33D48234E3D8A8BC0BDE8A0B73D443D33BD8630ACBD2812603D98A4C13C36C280BDCC8E70BD72D1DF3D7AF0FFBD2071923CC080253BBA64CCBD1C8F5E3D14EAE5BD802D74BB601DD8BCB8F68F3DC00DDDBCF0D7ECBDF0E21BBCA28FC93D087593BD8ABDD73DBE7F8E3D30B269BC40117EBBA005D43D406E043BA0EB8A3C6035283C302E1A3C9C33DEBD3AD993BDA044EC3DEA80983D6033D53BC0F4F13D44EB47BD08075B3DEAFF85BDA4E8C53DB0218D3D6078303D00F0F4BBDA64AE3D783B8B3D9069843DA49E3EBD4080643B2858F4BC467D95BD7881F83CCC3CDC3DCCB1963D50EC0EBDE457923DE0E417BCA247F23D5A4EFDBDF4E1093D4E12E2BDF8F9733D8AE7B73DF643C43D48F427BD5075343C8808063D7C882FBD4CD6EF3DE44DAF3DFC6D7D3D948850BDD202B33D366882BD9E79D0BD105820BDC0873CBCA681A13DCC2C533D848C383DAC321BBD08B9C63D665BF43D4E92DCBDFA56E63D98C7C83C1C81323DE016483DFC2C953D0092FB3A34D703BD847C30BD864FA4BD60A89DBB22B58FBD84C5983D8E48B7BD3289DE3DE810E2BDE82DD53DD0FB673C0E51F1BDF485193DF6D0A4BDBACACABDC09BD73B30AC11BDA0B5FC3C1275CA3D9EC7EABDE69FFE3D5EF48DBD405ACABC3AF1A53DD4DC55BD860681BDF092EFBCAC1F483D0061B1BBF436E93DAC0E5D3DBE99E9BD0C49B8BDE05F213C80EC9CBBA8971BBD6461283D6CDF563DDE9794BD0848CCBC8450373D8489393DC0C037BCB2B4803D50F7363D0A45F0BDF297F4BD0018893B30442F3D1E7EB6BD72D583BDA8A0F4BDB8F2C13C4C8CB93D04D0E23D8A70D0BD92ACC53D88114DBD8476E1BD644AA43D341DD73D803ED2BBB81113BD70DE7F3CC43B703D74C66C3D8CEE80BDC07D883B98EE0C3DB857943C30EAD43C1002E93CF0B9073D62928A3D66E481BDF0D1D33D348503BD02A0D0BDA0EEA93DC2D1A2BDF002FDBD70C92DBCCE86F63DC2F2C1BDC8FCDD3CDCB7C6BD4C5F513DB866AD3DF8A5A6BC8EDCE3BD4C4DBFBD1A479DBD88393FBDACF974BDD04D613D58DAE63CBAE5CCBD103F823C0653EDBD6C59B73D00CC0DBCF265EF3D7EF4C73D50CA92BD5C21C63D40BBDABDB02EEDBD747CAB3D785D83BDC684BBBD9A67A6BD949793BD903FE2BDA07F833C5C81DBBD30070FBDCA48A13D3264C5BD8410AE3DE666FD3DF8EE9BBC70C276BCCA68F3BDDA96ED3DAC1BCD3D608D5BBCE26E983DF477E1BD9648ADBDBA8CF03DC02FFEBD900958BCD28488BDB6AEF1BD5034A83CDC215FBD08CAC93C00333FBD0C082A3DC854873C864EFEBDD02CA33D98459E3D7AFEC3BD889B183D947C72BD62D8AF3DFC3776BD1096A03D345FA2BD3EDF89BDAC65503D7C810B3D8CF569BD603CBC3DE0A5C23CF0BB743D26CD97BD68C6F73C707EF73C38FD943DA038EC3DC64DA23DB0A0FB3D4C5B60BDF4E4D2BD9048B53C00B212BBF86A98BC0820CEBD00BF8EBB80D3703B24E99C3DA4A7753DD815AD3C4E1CB43D80965BBC18EFCD3DEEF3E8BD008470BB7C4A65BDFE41A43D3C190FBD3E15ADBD70AEACBC00C096381E4BAC3DDC098D3DB286E7BDE85A58BD0C5378BDE0CDD7BB207E633D88FC94BC820BE93D70A8613C28B28D3DC02AF6BC9068943DD0D5483D0090973B209188BBA4D8623D109C903CC067A1BDA8D81EBD08EDA7BD5090F43CBC0FC03DF0F892BD54B02B3D12A3C5BDE4E8523DA60BF0BDF41A49BD809DBBBA28B7ADBCB411903DD0294CBD00B5293D0CE0603DF4EE0B3DAA14F8BD40F38DBDC02EFBBC00FB08BB389C443D301CB43D185AD33CC055AFBD6E65FEBD8C4AE53D0086E0398C81E3BD90C90CBD0C58443D20C680BBC0B9A83DD052AFBC6093803CB8EEEF3D1658E3BD20AF4B3C7662D0BDFE7FACBDDEB6EFBDF8627B3D88F2C8BC20E4393D90D4673CD006273DE610D7BD409235BD5C370CBDD0EFB9BDFCE8593D884F913DE42E39BD76F7AEBD324385BDD8AAEEBD7AA1A6BDFC080DBD48E6A83C98BA75BD7EB1D1BD5051813DE0A2CC3DC02CC23B90A291BCAC7962BD30F5263D6084233C80196ABD54A3AF3DA8CE963D981DBD3DAC9AB03DD8E797BDDA60EA3DC01722BBC080EBBD1246A23D8AA6A4BD707670BDF87FC73C06B9B53D4817A43C82E3DABD844FAEBD20E63D3D905B0CBDCCD30B3D1A38DF3D52D4A6BD7211DDBD08BA2BBD",
      torch_tensor_64_torch.float32_1: "0x04000000868F34BD1668053D534ED0BD36BD363DD62915BE2F792A3EECFDD8BD74F2993D24D0F7BD9F1CF7BD9191D4BCF33DCEBDD1954ABD747A9DBDA6804ABDA9EF0BBEFF8B303E0931CC3D485581BD9873033EB74CA1BD06E013BE4FEC673DFB2979BD1524083E54D842BDCB6213BEE3A3183E9F87223D0AC15B3D730D8CBCD2EF0FBEA519693DD850FA39B8B3EFBDED4FCE3D638229BE09B1E0BD1DD428BD23AC29BE91F622BEF08959BD7A7E08BD8DC9043EFAF1A83D8D4E283EE0E8603DD7ADC13C328A0BBDFCBA98BDB82A22BE515725BED50B9A3D9F29E5BD6F8494BD2F31A93D29CDDFBDFEDA853D844520BCAE69153D84EAA4BD02FE033E8D0F14BEE0FE28BE",
      torch_tensor_64_32_torch.float32_1: "0x04000000C62DB3BDE9AFE2BD1D2997BD65DC57BAAB464EBD7BEBE7BD689B013E9469573DF37628BE51E3173D73DE313D5BDAD43B15D32F3DE07D72BCBF559E3D2BDEFEBDDE5D9ABD4A9A073E324CE0BDA8A0B13D007E273EA98625BE5E9C9EBD2C7A1A3E93212FBC54F10E3DCA19CE3C2132953DE02B95BDB100BC3C259DF63D1B5774BCCA1326BEFC477A3DC7D838BDECC118BDE1D0BC3D50CBFD3C1C04DBBDF311A7BD2822DCBCF1E432BD774919BDE974F7BD9A22033EDAC2BB3DCCE40E3D53F2233D6788A93CB55A073E50D8233DB399DC3C4204C7BDC88B713D1F5A29BE995D643DD7E71CBE6CD695BD5A22BF3D75A2D7BD0F24103EA408C8BDB9752B3E5B2B5F3D16E49CBDBCCCDC3D354F20BE2159E5BD21D2E2BD91A2BE3C64458E3C2FB21BBE32AD2E3E002731B9D453C1BD195D8A3B04689BBD64C4473DB50F833D81644DBD70D9283C796AD73D357BEBBDE77521BD70A3D5BC8987EFBD7BE56B3CC9E4D43BEA3612BEF488143DE2C62C3EEC90C03D3062C4BDF6B2253EFCDCF8BDB713B8BD58B19F3D2502103E86BE2C3E0FD81B3EE45AC7BD2DB0253D4554E3BD0FD77F3BB4F9153ECC43B23D052627BEC0CF9BBDC3BB18BECA8BAA3D05D6B7BC4C5404BEE25F67BDCA9D6D3DD011863C0DDA293E98CF19BB73C3633DB4575BBD31CEAC3CFD82CF3B027E1B3EB1B2973DAD52CEBD98D820BE953A2CBE327A83BD2C32BB3CFE4B2A3EAD498EBCC38D8D3D4AFFB73D2FA90ABEF4BD15BEA82E893DE4BFA83DF493A8BD06F0E23CEE3C31BE5207123BE47C313D6652DB3A8FDDE5BCF3B0963D500647BDE9BF063ED3EA1BBE6AE7CEBDF31E17BEDFB623BE0533063E833033BD10320EBE3C2E163DF41309BE48B8153C511BAC3D691C19BD8A1DBA3DEE9C143DD84111BEEE820E3D9762E93DFDDA27BD2FDD883C3CBFB83C490F793C1B393C3D92512DBE9657093EBEE69D3D5DD5B23CD1C0033D7DFC11BE3DBD4EBDC0F5FBBBB21E2C3D7C99C6BDD2A7993C39B760BDA1C2033E46611BBE3561973C7D47F53D30980CBE3E06A6BB9F4BA73D7C17923DA44DAA3C5859923D4260FCBDB2C4163EAF31813B4606EA3D292E203D7D1AA1BC21139B3D7DD72B3E7E8F323E525F18BECFA82F3C3D0A02BEF6F0D23DE9F3013E0139FEBDE16427BCE385FA3D2A6BEF3D591A08BE6E15F33DB73000BDB1F319BE4C3C103DFDA8A83D471FD93D8C28F6BDF21B03BE2740F3BDF82BCD3D1D351EBE9D62C3BA27C754BD58119E3D7A320E3D18D2B6BDBFF1FC3C1496263EF16DEE3CF767B3BDBCEFC13B1E0A26BE5848E8BDF37E06BDE19AE1BD364A193E048D0C3D0A350C3EFEE024BD0067C9BC26A5363DFD4B57BD7ED176BD569331BECE5E083EE8D3233E353B33BE2F916FBDBCEB08BEF2F592BDDCCF093E7DA9C13D01BB60BC99A09A3D2E3D583D36B7C53D9A7711BE48D15F3D32712BBEB019EEBD4AEA86BDC4178DBC2CD42ABE7E29903B1435E73C4DAE8FBD58DB6A3DCD2D1E3EB35DF7BC65D0C0BD215A20BE4A2E04BE323DC8BDACD205BEEB558EBD0E71C73D6F94623D3628233E77B9333E625F82BD00C88DBD372CC63C792410BE71EBC43D635102BD9E9217BE91AA08BE2978F9BDA403473D9AC30A3EBE690F3ED86047BDD54AD2BD76AFA0BDCE50F7BDCEAE3ABD787C23BE3E82C13DE25F2ABE3335E1BDD9F6F23D756707BEF0192D3D7896073EE96E323E1530B73D565142BDB9E1CE3D192CBFBB1C435FBD50EC163AC96A223D0DC1F23D8AF8973DB8DEAC3DEEA3D83C9FC611BCD604983D24282E3D34372DBE7721EA3C48C7A0BD04FDBFBDE6028C3DCA10143D413CF53CC3BEABBDE649A73DD1DF293EBD29B13CB4CE943D37D01EBEF13AD73D2A897B3DCB1BA33D7FF9963D3C733EBDEBD92DBC1A182F3E5775043EA8C001BE01A00F3EF927343EE172BE3C613A0DBE095B0C3D393C12BD8926023EA5EB2DBE3E4B393DC4E107BB7401643C220BF93DC648513B35BC11BED230D3BD31F690BD3B729A3CEFB58B3D6B2707BD84E38EBD67DD9E3DAC0130BE5FFCFC3D0958A8BCC7EAFB3DDEC7083EAEB39A3CA30B653D7BC5CCBD8DB2013E42E6D33D0B72E3BC4A1D8D3D4C3B22BCB96D0D3E0908953DBAF8033EF28A24BE3A5F303E8CE3863D4504B03D7958213D45C8ED3D5E6A2A3EE0BC76BCB08714BE3239263EA5B318BD469AAEBDA6DDDE3DC70BCA3DD0E1C13CD4CE35BC41840ABD76FA253EAB95DC3D659BD73D39DDE63DEF79BDBD122F173D13991CBE4556D23D826D33BE57E934BE32EF32BEEA41DF3D9AB5963C13C3D239FD55E63C940389BD32E05BBDCBDDF3BDFAD430BD8FC6DEBD3568983B603A0E3EB4A515BE4D0AB23D4EA406BE540096BDD8960D3D0C2EF93C1A73143E6BAE8AB89CE389BD4BBA95BDEED3A93BC7BB07BE02EE0DBE2DE79ABD6FCD943BE67FF4BDE8A9CEBD373F013E8C48273E7BCE62BDA44D1BBE979B8ABD9F1E923DE0FE6A3DB97660BD606D1FBEADB859BD61E621BD0E7CD03D2C86B3BD6C48D93DC5E2C83C4CB5F2BC215221BEE7B6323E7C1D01BD51CBE33D6B45BBBD3D4830BE764A10BE1B8AB9BD7A9866BDB67FCCBC04F9163E56F226BE14B3B43D9A50183E6721953A55C8E1BDB845B93B80C72B3D1B30A03DE0185CBD8C7B78BD9CCCAABD9F152FBE664D7E3D72DA08BE86ECADBDFE70EEBA6D8C0B3E67F3203E8FAA03BEE8FE1C3E5827223EE43B123EA9287C3C8B62113EFBE6AF3D64E401BE84D2BEBD4AE1593BE24800BEF36C6EBD01F2113ECB8EA83D60A51D3E54A1B13A939AB8BD539DEF3DBD85553CEADFF33C216599BD07B7943DEFB005BEFD72103E0B5D1E3EADA1823DE8F60C3EF6BEDB3DD3448ABD0E011DBE1790BE3CC150E33DFB2594BCF8B2733C982B063EA87B953D0654073EA9A4D43C9F54A23C8E322DBDC55FF4BC3F69C0BDF60CF23D3819253EA45B863D1497A43B87056FBDE5B932BEFC1206BDBA8100BEC5A305BE13610FBDF2700EBDA510123DD33403BE5317023E30CF24BE8575ABBDD97289BD0A91323CE9A8953D47D13EBD0E03E23C1E6A2BBDB9648EBD3590CABC7EC9113D54D52FBE9CFEFBBDEC6B0D3E5BB5A33D6CE19ABBCCEEB63B68E5C73CAB4A283D7B2DF7BDDC5F45BD9B2226BE98500EBE2E3D08BDBB35BFBC64950D3E1E70F93CE6CFEABC427BA0BB2032CA3D48575BBD9B5C07BD444111BD16F811BEDE65CABC815727BE3C9AC2BD4F71E6BD92D8063E8DC026BEFB6A2E3ED7BE873DCEA9F4BDFEF8153EAF8E1FBD185219BEBD1BC9BC55ECB23DCA0030BE4D0B59BCB34E933D7C188DBD0EE5833C27E48DBD16E4F2BD7BC30D3E498800BE90D207BB3A29713D1953CABDADCEAE3D415416BEF8E12C3EB53CA13D5A05CDBC399416BE3FA3B23B216B803D69A0C4BD0D60B6BC4C6634BE2FF734BEB4469DBC9677173EF55008BCC501633D6BB690BD386E6CBDD02D9FBCA505B7BD5E89DD3D5BC4E13D7AB90CBEA2165E3D5B8F95BD2C30D0BD2FACB0BCDD9460BD2C24CEBD5F6CD53C62A4CE3DC775DFBCAA994ABC25F3593CAF989BBDDBAABF3DCD05273E0E5B84BCA9E2443C94DA113EF943143E09A906BE3AA9A7BD309131BEDDBEDD3D45490D3EA4C483BDCA43683D6F652F3DCCBD1BBEFF92903D43A5B13DA6C97E3B2082943CC941283D6568023E80F11F3E8B23D03C47529A3DEC6F3DBD5BD9D73D92688EBD573615BEFCDBA93D7946863D04601F3D3C099A3D5553AC3C856E763D4C86933DEA4CC3BD4B2F1BBC423DDA3CF3DCDBBCBA3218BEF05E893CA141DD3D249EC1BDF2B9313E8421253D3BFA993DAFCC8BBD7F1314BE86BC86BD91F9B03BB4F8A4BDB235213E88B7E7BD98D7F3BDCC6A80BDDF66223E438BA5BD7B77273E04FCAD3D7309DCBCCE3FBB3DBF1DAC3D5746B8BDB61115BDFC562F3E6F90CF3DBDD3B0BD47B242BD77EBCA3D67CBB73DA795653C8AF3E8BD828305BE92D418BD151C853D56639ABCDB5817BEDF7431BDF4AF343EB09D15BEFE7C0CBE9596E33D921D343E47222EBE8AB823BE9D6862BD8B7B343E377ACDBD11A2773C5DC5133E382A80BDAB0C5EBD2D03F3BD1F69DE3BA5F5283ED30A943D2F79FE3D5BE23FBCD205E6BCFF5B01BDD47CCE3DB5E4BDBC3DA01ABE2C427EBD87AF8D3D2F7D303E21A903BD649B1DBEAB4905BE5D6D0EBE65F0913D3F6F053E7F22563D7CA8793D72DCEB3D8088F73D5C2FD83DB373CA3D8FED433DFADEBA3D186BF8BDCE54EABD38BC423D6A5DE13C59231FBE4EDF03BEE31A10BE18C50F3E48B3EC3D278FBEBDBA7FDA3C068B26BD675D1D3E9CF423BE960F04BEDCB516BEDEB2D23D88FAB4BD42A2D73DFCC2743D38F6B0BD320F43BDC18292BDDEB89F3D6D3091BDBDBA753D5EE94E3C2E9010BEF294E3BD3307FBBDD5B4BD3DDCE41C3D45A691BB9F92D7BDF55A33BEDC1E80BDB28A0ABEA90D34BE28A62CBE4D7BECBDECF92FBEAAB6613D0677873D17ED913D2D3434BEBADEDF3D302B0D3DCF1FB93D1EF631BD33DBAD3D74AE2BBE42A0763DB18A0F3E4530983D93A12ABEF7434BBD71D6B3BC08B1BD3D07FF88BD8948D03C1F307EBD330DE6BC779E66BB79E3CFBDE649FBBD2C70153EA117183EBD5EAFBB4AAF1C3EAC7D0B3E9D0AE4BDFDDB8FBD48AAF8BDE8196A3D007F923B7E98C6BC9F66063E9E828DBDF623C6BDACAE00BEFB2DB8BDBC782E3E1005B0BD753B47BD102DA33D60070BBE14BEDBBD533B053E7FDB8ABD51DDBBBD1D5CBBBCC859CEBCE553043D27BB843D03930BBEE280243ECE1A2CBEE63B753D924D4CBD28E398BD4654293E9B702EBE64CE453C23FDE73D89D4213E580919BEB27AAE3CCE18333E4E5031BE79DB303DC9D7E2BDB216EB3C4DBF23BED01FB23DF4A020BDAE5ED83DA3362EBB5F6BCEBC37CB2FBDAFBF25BEA6C799BD0B60C03B830B0CBEDDDC1E3E2475EBBD220C8DBDFBA8C1BC12A312BEEA10B7BA5656AEBD2E8517BE92158E3B1A41203EB54D323D884D153ECC96E2BA35BB7CBDDCE4113EC5CAC0BD407627BE3C791E3D506EB43DF869D8BD73D97E3DFA7180BDA0B5AFBCE35220BDF6DF1ABDED4913BE9F75313DCA763EBDF0690A3EA6B6F13C9C0A14BE13B609BE6EAEBCBD3F5FAD3DA9BFE9BD759FA5BDB774033D2A00FBBDEA46B2BD4925243E5568BFBDFA3D71BD1277013E1641223DFE140E3EE9791FBEA1F6B43DB881DDBC52F0E7BD540F9BBD67182FBE0A73FA3DD3EF0ABD5C7F31BE8DCF1A3E8F7EEA3D5CB2953D4B2B313E6378233E542C293E811B223E3E1C133E388E3D3D9C8D72BC104ADC3B877496BD4E1BAA3DCDD0A73B25D42A3DD334E9BD605188BDEFB5073E7FD98C3C88DF793DFE071EBECF089BBDF16C93BB7FF697BC041BE73DF8835ABD0914173ECD0A0CBD86D08C3DA7E2FEBDDBCCF53C817B30BE02501BBEE6B4E7BDE1B54A3DFB7B603CAD288C3C53699EBCF719183E9953313EEFC0993DDEF40F3E38240FBCD01885BD70C40C3DAA0DEE3D8DD0DFBC0EFE0ABECB1D6F3D259438BD7046AEBDF7ABE43D469DC4BB44F3CEBD43A2D8BD117A2A3EB87CEB3D2FCD01BEF837B138A3A47ABB2492AC3D4A091BBE902E2C3B6741713D193EB83D636C973CB673B3BDFDC72DBECFAFC33D9643253E019D5ABDC6C421BED3DA533D25D3FDBD1C8BECBD8D5F453D418589BC370245BC705D223E7702FEBC6760DC3D8C5961BD7EB2063E62E55C3D554E213E158B7C3D8E3D80BDC3CB9D3D7D391A3E9A3C093D04E9A63DDFB3FEBD6D2AC43D971D2BBE6506203ED287953DFE993E3CF66C29BEA89C243ECCD9E63D42E0263E43528E3D5EDA733D6C8F3BBD345D94BD61838F3D271D7B3D03CCBBBB6757E63CFDBA783DE2ED2EBE511520BE90C040BDEE91F63DDBA1B03DACC62CBE3A6759BDDB1399BC13D16D3D8318143E26637D3B25E70CBEFCB6313C22CE8BBDCB41DDBD9687C83DFB8FC2BCE011AB3DC3F30C3EB6538E3CF4EACB3D4EFCAABD7F18CA3DA46AE73BDA95F03DB4102D3ED0EE08BE6FD82B3EEB2E0A3ED4D211BED241543D885E13BE71E16A3D4DF1DF3C99CD2CBE476D833DC6E346BD9B6F343E24AD303E73F5793DEDAF0E3EE9C2823D11432B3E09B485BCBEF4323DE035EFBC589B4ABB076E5ABD4F478FBD6D6ED13D505C9B3D4CD19FBD59881FBE7D05B13DBA8326BE492A00BCBCC11BBEB492173E5E66133EEEC414BEB84C28BEEA0DD6BD85CD473DFD0BB5BDA96F2CBDE08937BDD3D1043D133FABBD1CA9A43DF98801BEE1E780BC34BC173EF7E8C7BDA0E10A3E396DBC3DE1E369BD93157B3DA795F4BD3E1A693C421A4D3D20931C3ED696CABD3CE6CDBDFCB1B4BD145830BEA76D123DA4D715BECA5F42BDF488A1BD8CEF213CE2A55B3D4D8B03BE1CC255BD52398BBCC449D1BD2C45273D8006863D520201BEA7560E3EE0A1003ED78759BD1779D73C0B53B03C12CEC7BC59FAF2BDE329153E0A29B23DAF4517BEF74A0CBE27242C3EF121E73C865A26BD055EF53D2103503D1AF6813D189C0F3E000D62BC257D2C3EFA4EFEBDF24CDCBD855FF53C19D0AFBC1199CE3D71E544BD45B8E33C5F7416BD4EE6073EEBF93DBC89D3313B139D043EA9FB2F3E91352D3EA7FC30BEE792CCBD6F3B1DBD1E7B15BDB76AD13D7F83A33D043A6EBCC539893B9A231B3D870C1C3EFD9CBB3DA39DB6BD0B76B9BDC9FC643D907992BC3743E8BD48342FBE476FCF3C877253BDA7A5D2BDC834083D1746303EF159163E9A6BCE3D768608BE51A0CE3DC240BB3D5995713DB15E34BDE5BB49BB885EC4BD8B1A23BD2963EEBC1D24CDBC002634BE08727F3DC01B14BE555F07BE2B1F933DBE2D14BE88B02C3E96552D3E491966BD6D93F9BC617D0ABE760E333C2463043D0A9AC6BD070F633DE1EDDEBB587155BD4E5320BA6F772FBE1E08FFBD53B0BF3C7DD02E3EA996D6BDB918E83DC088843CA8C29BBD26184B390C92AD3DA749AC3CE23D203E7D0909BD33C3F1BD7693233E06CC4EBDB6B6E53DAFCCEE3DC23C003D369214BEE7B631BE7FDFAB3DD207313D3AA8D23D328D1FBEEA83C7BCA4661C3E4635BE3DE86E163E491F0E3E3CAA31BDDC8AF6BD22E1D7BD7DEA753DC4B48FBD78C9373A1F1AE73CC5BEE03D05E9C93D55A1CE3DE46DEB3B8763CC3D1C7DA9BDBAE790BD7B4AE5BCB93ED2BD0878213E9BE8DDBCC781523DF418B4BB89731EBB9DF6C0BD8EA354BCC1EB21BE6021ADBD2E4E0B3E8BC929BE464FEE3C5CB5E63C98412DBE496C0D3D9419A83DEB1B033E9C87073DA37F0D3E1009DA3BDDF1893D12C1553DB37805BE04F21EBD3FF3FEBDD2A60C3EB6B6AC3D018B99BDAF8004BDCC4B413DC1D51DBEEB90A33BF5B2AC3D7374B53CC93E85BC6CC1E83D6D7B9D3DDDEC20BE8710D53D63C60EBEEB5DCB3D436D183E3576853C95B774BD7702BBBD6EC2A0BD7B7805BD3A1896BD3CB3333EE8299CBD7C50963D31DD27BEFA7FB73D1E081A3E51C401BE4EBE38BD8B932C3DD2462DBE9A11E5BDAED27B3DBC742A3E515058BD2104D3BA82BE2EBE3EC02DBEAF6D1D3E469D193E25AD5CBD24288FBD7F7E3BBC92FBA73D5DEF2EBE848AC8BD0DB56EBDB5949DBD990699BB7409043E08181E3DB1D123BEEE6B273E3DC1113EBDFA633DF635B13DEB56873D0160143E8E1A2EBECB5FE1BDF7E7B7BCE7BB09BDAF70F0BDE2982DBEBA3F0ABE21EBE0BCA2A9193E3E06F03DE5B5503DB55BDEBD90A591BDEE818B3CB1C927BE863704BCF63D133D3BA8233EAD113EBD36AF313E3F825A3C732DFBBDEF152B3E8FF01C3EA1080FBE4A04D2BDD41BAD3DCCC3DEBD3F2BF63D79BDACBD2FBA60BDDDDB4FBDBFB22C3E85DA74BD33CB0CBDAA0FDB3D6EB4F7BD20385FBADCD20BBEB61327BEB75025BD5116A03C125E1A3E98982DBE925950BDE58B3E3DADB5883DB285D33D408E11BE820431BDE06D273D391B11BE936FB63D08B92CBE21E8E13D7A686B3D4CAC4DBDEBE76A3DCE51193E442A053E7E98DB3DE9C0D2BDF511503D2AD8073EAD69FF3CCFB1EF3DB187E0BDBF75FE3D8725C0BB776822BE0BB33BBD4EFE1F3EA5F37CBDBED0FABC56D490BDB8D9C4BD64E3FA3CEA9FDB3DBB3CAB3C28A332BCE38A273C9EBE07BEE3C1BEBD12EE103C0FB010BE8F51B33D3ABADC3CBEFAF33AA8DD39BC69E3183EE233253E23C6B03D5DD0B33D7F8BAFBDFEFE933DD1DEF4BDD6769C3DE58900BEC6797DBA3B33033EA567F03DF00E203EC9FF763D10898C3D592C423DD12E043E12FBBD3D38A7553D7EA47CBDAD36AFBD850433BD65C7AC3D9612C5BDCFD2453DD05F1E3E0D47193E654605BEFF624E3D25BAEC3D7B6C24BE8E62E73D3695E1BDC5E202BE357799BDDA2C88BD8FAE95BD0E76503D0F418C3D81B48C3D45F6F93DAC10E5BD18E22BBE043811BE4EFCC6BD8999A5BDA9159F3D25FF02BEC05904BE1AE2C13DA15CE6BD45CF073D7C060ABE3A238A3D173AE23DA64318BE234C763D83CEBDBD81C3E53D59CF223E55B618BE836B873D2480F43DD493243E58B7083EAA670E3D5A52293C2430153D25D7D7BD27DE0DBDD9AA32BBE917E5BD6D6B00BC9260C0BC117D7DBDA8645EBD2B4834BEB6822C3E2A73B23DF5DE023E29171ABE123831BE269E063ECD4CFEBC9CBCE13C598AB53DA914393C1AD8BFBB771FD73DF89C103E56C849BD088C1ABEEC84C6BD695C013E4AD97B3C15FF1A3EFF4A7DBD16852BBED1DB603D46479ABDAA72D8BDC3B5E13D3A6A493CC05077BC0C4A303E43B11D3EE9E013BE436726BE4207B3BD118C0CBE914FBEBD4D40F43D40E6F0BDC605263E5AEA613D9698FB3BD9B4F73C09D5183DC8F9683DD73813BEAC7D49BB7F2BF03DF4D7333E2F3819BC6A5001BEBE62A63D8F9F25BEEE58213ECB83DE3D3811A33DD9CFC53CA296033EB63F92BD43FC16BE5E21C8BD41B4063E07F1B4BDCE5610BE96991E3D34E4E0BD7430F5BBC6CAE5BDE0FC183D7D69ECBC6C12BF3C1A59A73D6D1DE9BD2CDF76BD486AF1BDA4BD163E8BA081BDD457883DCE1B273D1D9732BE3E8200BE7D163ABD69C50ABE98F8BF3DBE93E33DAA06AAB96652B13CF9CF3E3D67D3703D130D0CBDA2748EBD9ADBDFBDB8A8E63B05240F3EF901B4BC14C21B3ED3457D3D0B48BABDB99F8C3D1404913DCF20A1BD91D5FDBC2B6596BC459A7F3DBD3F0D3E173F1FBD346CEB3D9A35C33D86D91CBE7155043ED39DEABB77B80B3E92000D3EFC492FBE2DC116BE00D8A4BCB5AC683D5879E6BC25452EBE92EEC43DF605CFBD655BA43D3EB8FF3D193974BD4309DA3DA592C03CA25063BDBAE23B3C0C31823D1752B93D17BFCFBD8C4D073EF93AABBD4FEF1BBECF819CBDB04220BEF8BD4A3D1CFB423C490A0DBC4506F5BD37DABE3DC729ED3CD0B935BD6049003DEF5F7F3DCD82D9BD8D8C50BD9E68A4BD3A37203E540A333DF19C08BECCAEFF3D8DF2E5BC6D58473C1E5FBB3CD421A9BC975E2B3E06D39C3DFFE41B3D659F83BD2DA7263D54CD03BEA1577ABDE391B73DE42832BE21BB91BB396F85BDA2F6B83D1E25E2BDC6A7FA3C21BF50BD4DDD173E0616D8BC9E3004BEBFF360BDF138FF3D769C8A3DB7071B3D46C1E13DA7CE8B3D56ACB9BCDFBFBFBD553A2DBE7E1BAE3D592B0D3E305F8ABDC9B8A2BD23AFF93C01CD85BC64FD0A3EF68D48BBB27AAEBB9B4A28BEB2005D3D5308213A06D22A3DEC57DD3DFE049A3D9C88B039FB265FBC83DCB6BD8677233EA4AB163E1EC53BBAB9CE343E23F51E3E8923D03D671ABA3DB6548F3D6F08FEBC53E98F3CA044133EC501F4BCD2F9613D1EAE69BDA0A6ED3C5144D23DD729E13D0B27B13D8B45AC3DD9D22DBDA3D5243E045EFE3DEA5D2B3E6B5C12BE900EA4BD4F4F16BEBC48803CCD500A3E3671F7BD19803D3DFFD067BBD28928BE3078E3BBC507AABCD797AFBD4AEFE1BD9F08D63D4A9C94BCFF810FBD7D4F49BD6329B9BCD7B747BDE1E3D8BDA7779A3D82442BBBB9E021BEFFCCB5BD76B913BD85168ABDC5CF2A3D2759293E89A502BEF2FF29BB40491D3E0C09D3BDB4480DBE1B21413D9AFB06BB898D17BB0674E33DE0E31ABE8798D8BD7045FB3D5B2BFEBD2F6CC2BC6715A83D7BB6C5BDAB5F0CBE7D33D8BD43B506BE371F1BBE9A54EDBCEA0728BEFD33DCBD04BF553C1A90283EF77D323E114F173E2852A03C066CE13DBE6162BD51C4E8BD86B0B53DDBD28E3DF5DD7E3D1978A83D22F335BDFB29053EAE4EC53D00869DBDFE08053EC078823DE070C53B43072E3B93961B3EB832BC3B16A47E3DEE19043E4F8D1C3C1CFD233E4F4DD6BD477D8DBCE2356A3CB60E1D3C0C9403BE33BE2C3EB826CBBD9AA7023E0D6E90BDE6F38F3D3C7CC7BD9EAA9DBD01E63E3D50F5F83DA1C668BC0AC5873DDDB3C7BDEBE1643DB7B5A2BC09F924BD7340B23D4F5A70BDED1ADDBD4A634DBD178CB43D474B2D3E20A3233E78E5FC3DE86CDFBD53A7213EBB62933DCDB2003D1CE1D1BD1A59C0BD7BCC3A3D096680BC1E8E4CBD492D0ABE7B4A1A3EBC29603D3B48BE3C3D0F883CD1D0C23D9F53DABD0351E7BBECC61F3EDECAE0BCFBFD1ABED7F9D7BDB873E03D1AA8BE3D9DE2F93D3CE77FBDB054A8BD020920BE60D3473CF2821CBD15C02B3EBA19A3BDCD0CE6BDEBD1923DC21784BDBB7286BC3D95343E92CFE13D856B34BE02AF0B3C844CB63B9F09313E0A801CBE4FDFDE3D10BF31BE1FF331BE9F95B9BD11222DBE562D32BCD62D123EACE048BD3D4709BEF42A79BC285513BE779EF53D8160D13C608B203E6495993D0A74813DC8FB733D8D24283E907BE2BD9364DDBD45370B3EC163833D7EFE253EA6C3283D2B13833DC621DF3DECE5EB3D09A8C63DB5F40DBEF599513DCFC1F7BD8AEDBA3CA931C63D0C0572BD240E1D3EE92B213ED774503D0FF402BEC6CB713BEFD80C3E370D023DCBB21D3E5195513C86ABA7BD6140EC3DAB9D6F3D7EE3C73DD652D8BDDC4009BED27BF23D6B4E7D3D1A6F043E23EC16BEB597A6BD4191B7BBE509BCBD0030E23DD0C40F3EEBE51C3E965BCB3C696124BEC3DB81BD73FB273DE96843BD609D9A3D258041BDDC94153EBFCD1C3E1C5C333E49CD6F3D9416F5BD91663BBD9234C1BDBDD6A23D7F1C7EBC40F5903DAD2D523D933C5EBDB0A2C83C306DDEBC4BBAFA3C28ABEFBDC879563BC2FA093EC64FBB3D2AE1E0BDBF07173EC0698ABDCDCB213ED4A313BD7F9E2E3E59E7D43DD76B6FBCFEEDF33DB9C0193E3D960DBEFF27023D88D5F73D2EF595BC6828E53DAF330D3EEC910FBE3867C53D015326BE04ADE23DC02FC8BDBB5C61BD9C15313D77DF1BBE66AFC7BBAB517DBD9018653DFCAC2BBCBB8124BE14C532BD4BE1E13CC83BC63D7CB1CEBD031CDCBD1C1BA33DBC51D9BD26198FBD6DEE34BE0F6E2EBD475710BE71E1E23CDA96123E3AC7A03D68E916BE3F44223E15C521BE49E98ABD9C1ECB3D94C9AB3D4784C73D0F502CBD2F861EBED53C31BEFF516D3CA31F2FBE43A7EEBD4397EC3D10F1DEBCCEB77C3D00690EBED18CE53C171D233E6DA3033D556FFF3CBB6ADFBDD7E202BE540ED33D1D1022BE356C31BC4F0C11BE4B8F4B3CF66031BED3B46F3DF8B49D398D10EEBD04CE86BD6DAD90BDEE83A2BD",
      torch_tensor_32_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_1: "0x040000002279ADBA9C36C23DB1FC14BE1D3805BED6708BBDAB2A423D578A65BB40870F3EDE8380BC97993F3D5DD35ABD1B540EBDC2EF2CBE90C5EFBD9F3D95BD4C94D63B6B208F3D403BD93DDE70F5BD86A79DBDA77F833DF750163EE70315BD7A75073E1E6BE9BC353C993CA1E8233E20ED27BEC5EAE3BDAC4F37BD661F8DBD9E661C3E85AAEABD86A8A6BD53EFFCBD208929BE2D56D3BD979A1B3E5E8CA13D5F78AF3D4952183C7B9CB9BD6E01F53C4D0429BE68CC02BE4CA4BABD876CE43D5D45D43DF68FA0BDF202D1BBB38BE73D12F5333ECBAF8F3DA6A2C33CF2BDF23D522BD5BD70ED063D65580CBE8AECFABDF205BBBD10D0A33DFD98913D5B74D6BDB8BF5A3DC5BFC63D43C8B6BCCF2BDD3BAAC5273DAE99E03D4ED02D3E6D7F0BBE1CAD84BDE7488E3DC4FB153E3C861D3E40B91F3E171A103D49691DBE2838853C4B7EE2BDA4B328BE96D5203ECBA3093E649234BEEC86073DC6F4F3BC5C4FEEBCC7B9A5BD65398B3DD06FD6BD61B8843DFD15B73D2B96013ECB5E873D452933BE76DAEABD77C5B43DE58C173DD5350DBE0B78D0BD374B2A3EB8F2F33DA3DB9DBD3F3D36BD4D702CBE123C50BB775108BE67A10BBEE4951FBCEA6ED93C0B4494BD5DD3D63D8F50DCBD6440243EE51AF83D88A618BE253634BD67B0023C8F49D33C86BB2B3DFF128E3D4A7D2D3C2AA6B0BD0E50AB3D81A42DBE2E95D6BD184235BD975AB0BD714E7DBD0C5E14BEB0051ABDB5C61A3D16DBEBBD02A314BC3595013EE4DE94BC5DFDA03B86DC79BC2E8A123DCF32E63D4A782B3E30EAE53DB9DC2B3E447751BC129D22BE61A2ABBD9783F63DC23396BA33F3B3BD9DB70ABE466829BE24C818BE97DE12BD4F8BC63DA4BBC33DB0942EBE4ED5E13D3BA60DBED01319BDF9CB92BDE6770BBDD42A0EBD0C7022BE884C1CBE439BE2BC88D2153B0F77A4BD3361883D8FED22BEC47643BC22311F3E34AC93BD0576233E191D833DE55C23BE970FE53DEA1BA7BCD59DA1BDB1C0103EE64712BEE6649B3C619917BDA844013E4A1F4A3D26F6AD3DE2B67F3D4E1F2EBD044718BDB72C15BE252BC43DB3B90F3E42B7F73DCD5FFFBDD22C013CA236FFBDEB4BC7BD40F6D2BD2773773D5DBED7BDEDC17CBB42AFF33BE360E93D0ED608BE428BF8BDD038D2BD2867FD3DE62382BD11B0183E79EA823DC25FB73C487BACBA01230FBDD6B1B53CD65625BD4ACEA2BA43C6B83C21980DBE7FC1BDBDFB2B123ED8E712BE13F94FBC4312333E23C8823DB401A43B87DF1CBE9058B33DC4EF00BE288A4DBD95F072BD1474D6BCFF71FD3A5D4E153E33C9B43C4123223EAC76DD3DCAE2E4BD3660A23D78ECFFBDEB7099BDB3F7543DA9156F3D48CE073E8C1769BDF25E9439D362BA3DF80F2FBE9CDF023E5FB015BE6EAC1F3BE835F6BC0DADBEBD7367BF3C33B0153E76A953BDB2F0D6BD5DE585BDC16A33BE0D6CA33DC1DFADBD5D9AF1BD2C92D0BD0528D03DE5B9BF3DB1EF0A3EDE51833D0AD071BD92574ABD04EA553DDECD143EF8DE443D034CABBDAA2FAABDEF252BBE7A6F1C3D762BCBBD786421BE4ABB1E3EAA1CEBBD8BBEA4BC88714F3D0A8BB83BF59BF3BD655212BE8E49103ECCD0EB3C972D163E79BD72BDE947553D4A9425BD5CCD00BC5F7FDCBD35E2743DB7ED643DA5FC6EBBB8D822BDE22BDFBDAF5DFA3D52C106BE9350943D3B7973BD0DACAEBDB113023D4210BCBDB8D4263DE7310E3DAB6706BE9B1DF13CED339A3D5E4E8F3DB44AB6BCBD6514BE2A3DDFBC457A7B3D811984BD4C6C893DAD1AF13D000ABDBDD280E43ADFB3953DA901633CDDEE713C0ED3B43CD54E0EBEAA9D633C6BB3FA3D771E233EDFC9D43DA00EC23CC313A93DDB1FB0BD350216BE8FA91BBE2F96343E7BD1E53DDB40FABD1CA58D3D2FB3083E1AF3343E4A481E3ED43E0C3E5E0026BDE11B7EBD2FA0143E0CE1CA3D05DED9BD50BD223E0EECAE3D315CC53DD2EAE2BDD6BC4F3D96D57DBDCE700D3E784A02BD39F28C3DA99C003D33099A3DB90F76BD0A85B03D9DDFFCBD5789233DD2F3F4BD169532BE5E5E11BECBE80E3E36E0C33DCFD5293EB804113E93A821BE0311F7BD20FFE9BC9E1EEBBDFC65FB3D1EDA08BEA2A3B0BD98E12EBEBD8BCDBD63E2143E1E36143E9994013E1CC50B3EBFF5203ECF6839BD3A4C9F3D9046213ED3896F3DF3F5343EAAC6BB3D8C0FE13DE06B7DBD53B7AD3D0767A63C16EC2CBDB315CCBD5925CBBD794A0BBE2B0CF33D3AB1003E81D1A4BCB881D1BD2CE90B3E0C85E73D594B573C65EEAABD8D5D263E660D943D846B09BE21402D3E1A76093EB5F583BD8D85CB3DD6B4CDBD53F2E2BC28B4193E9258EF3B290500BEAF0272BD1B8C44BD03B20BBDDC968A3C7B69273EC5111B3C8389DFBDBF72143CC897AD3DF395B33DC77025BE739101BD068606BE077A9ABDAD70823D1C8C00BE5A94863D2FA5193ED3F63D3C584BF1BD88B681BDCD1C1E3D8AFE09BE53DDB33D8A5724BE3F032EBEADE32FBE85E312BD5C72F33DBC542BBE0076163EE1D290BD1C12543D8514043C853A23BEE51F163EF6EFC23DB4EE333E06E8B63D72F8EEBD6713173E17A91B3C48AFAB3D862511BE8B4350BD23BD31BEE8028DBDBE341C3D24210EBE58CF663D4658C23DCCBDC93CEA3BF2BD0D590CBED0635FBD7AEB9E3D8C8E323EC82ED03D5D13A3BC99DF7D3D639731BEDD9B1ABE1CEEA83D6F10CDBDDC2CAE3D2293FFBD5B52B3BD881A15BE30EDBC3D538F93BC0C500B3E3F0EE03DD754C83DA144BA3B68DE5FBDF56F1DBDEB75C03C4D77B33D00A4FDBDEFEC173E3D759DBC32AF17BE44E2C3BD4B2B203E0F8C253EAEAC27BE6358FF3D6370B53D214CD63DF83C193EF01EC3BD64A5643D8328943DC6F555BD9450723DA65350BDA2D5DF3D0AE648BD6AF786BD2849363DAE69803DBFE1B0BDB403803C79D0D13D2E1690BC7E5C5C3D55A32EBDF1C97D3D1D2103BEA0E3D4BD74C4B7BDD65B263E73D642BD4B0EFDB9F767AFBDB6B5343ED2CB303EB98508BE36BF12BE1D3609BE6C7D5FBAF59138BD89F8ECBD6ADA81BDF1CC083D6F29BDBD6171203DDD0A26BD406EAFBD97F4C63C3AD8143E4FC4F4BD077D063C188285BDABA2313E97BE2BBE45892DBEAC5F323EE80EE5BD91D20A3D1AF879BC2E8818BD98B821BDD70DE63D4F6F0A3C393E30BEB3BBD5BD93D676BD0D2FB63D9549EABDCAAF2A3EF44521BD4A0402BDD2D60D3EA3F6B53DB486193E526BD13DD5A65BBDE233F0BD877E57BC83D1153EC30373BD34DF27BEF268943D9737303EF7214EBD66E315BE023224BE0E74353DC64E5BBC2DD3B6BDEE5B123DC57C893DD6F70F3E4A8A0C3EE2C3D8BCED9D1FBEC19223BE1004293E840AA03DB9D09D3D2A9F1CBE73A0273EC77C2B3E676F233E88B418BE0C9B88BD41FFF8BD496B2B3E8F8F9BBD574AA5BD3EADBD3DF079A7BDE34FB2BD30587DBC29328BBC9A020DBEF9E8163EFFB39FBDA66B803D99721D3E0295B63D9007CD3C86051A3E84ABC23CE57FA7BD843E2B3EFF5F2B3DFA9D30BE83234EBDE59BF6BD91B51E3E2228EFBCEE0025BE5B1236BC6D5DE33D981D3C3DDAF4643DAA7E863C8CF9863D426C30BDE10490BD473329BE595E08BE92E89C3D315ED6BDFBC2CF3C8A1E673DE8114D3C49BAEABD2A1D2D3E7986D2BD75E3143E9C0010BEFB2C2EBD10F0C43D08EC93BD6310183EA623F9BDCF0318BE0B40A3BD4518EA3CB3AC263E6CD6ACBDAA79813D028835BD6C061DBDA81A053E95490CBE36D0993C743B2A3E7EFEC6BCE18C0C3E0BFC5EBDB6B6113E021B2FBE9FB6D0BCFA5CFEBCA0A96A3DA7098E3D5DFD0A3E37C1D7BCF2B4E5BB9BEDF73D77EA43BD09B01E3EBC0CF1BD60B49CBC41901BBC958BA13D6784F73DB989E5BC94F815BE2963B33D3298583D416E913D7754DFBDA901E93D10742B3E15517B3CB11429BEC125FE3D8E3706BEF771263D5171D23C8472A9BDDA1E7C3DDCE821BE5DEA243DC783E5BD23989CBC4446BA3CEA371A3E6ABCACBD5EEFE73DF2F6B7BC35F1ABBDAFA11DBEAC1626BE11C9303EA59534BDCEAA103C694E443DDF16F63DCD7E1A3E4ECF123E3A1D06BECB04E8BC5E3BD6BDF7D9CEBD9AC12B3DD7E9293EEB0311BE801BDB3D7BB4BBBD19080DBD19B00F3EC9C323BDE1DC833CAA13FDBD4F171A3EE533BBBC546504BE6F04543D38B500BEE2A30FBED570303C20850F3EFEE64CBD4D66AA3DC38D1B3E4820F03D50E9BDBD1BBF9EBC2FDB63BDD28F11BE502D99388E34083EF982183E251D873C6374243D00BC9CBD1DA4083EBAA596BDBD7DFBBDA301DF3C2D00D93D9C3423BEB6A2233E8F3C823D1FA6FDBDC0F81BBD7A0C1D3E62E20ABE9DA153BDAC7B6D3D9D961EBE0D78C63D5875BC3DD389E03D14D1E6BDA24B343E439AD6BD0CB8343EF7B82DBE654821BEE15CDE3DD459973C0A16273C617BC8BDC8DD97BD0EB653BD4A5730BE7584163C3D0F003DFAEE1CB998D3693DA8C22B3E4785403D498884BDEEFE94BD65A2E7BDD6F8FABD9F39E9BC7A1000BDB30EA13DA8BF9ABD2D4F103E0D09FEBDAEB5033ACEB8223EC000343E20B7D1BDA9FA003D580FAB3C10BEA9BD3D2A7ABD861E443DC4BFFBBD73F0EE3CBFA99C3D2BAB8EBDB35C163E7E9B3EBCF442A43DBD43333ED9535DBD19BCC43D761B4FBD4989D3BCA16BF5BCDFF28FBA4BC488BDD9B6293DA344DA3B1C7EE53D9F8E12BDA038913CC5AC86BD679817BE5481923D8A4DB93C98FD90BD6BD074BD975C3D3DE8EC02BD6395EC3D570E243C5AC1883D28BD9D3D09AA31BD34A49C3D8794053E8E48053C61B20D3D6B7AD23BEEA9FA3DDDD998BDE772C0BD78C29D3D2F8B1DBE65BD393B947FA6BD2AF5EE3D3C8928BE0D84DB3DBB17333E8982123DB0F840BCB52F323ED3B79ABD711768BCDD899EBDB4E7C7BCC45E1D3DE36AC13C94C208BD90FD34BE894D143CB696ABBB0FDBD93CC4B40A3ED7F32F3E8BCAD6BD079934BC310F91BDEFD526BE6AB803BED0E5293E3617D33D2F78C23D5633C93DE9D00FBE8515983C337A283E760CCABDA508213EBD503E3DC0B5FE3DC8179BBD00E8A63DAF7820BE15E737BC5084713D9325593D7B7A173E43E1313E01AF243EE711F33D2089FE3DE4DABABCC07A0CBE096686BD8E93A2BC0DA4C3BD4910B93DBE2B7E3D9CA9E93C9CE82E3D50041F3EA7DD833D34BE1EBE016603BE84919F3D785AC53C3090B03DA1C934BEA40E27BEFD02DE3D9493E73D2BC523BEAF6C893D10590DBE5C16093E6335633D53FD323ECE7B32BE54432EBE6CC6F43D91B6203E57D0DD3DB1B1F03DA77718BE3606033EACE82ABE95C2213DDE25EDBDD4CC8FBD2736003DAC588EBD9A21E5BC15932BBEA4AD2ABE8C3D8C3D403E99BDB442DCBDA2DA8EBDE7FE13BEF7B410BE49A2D83DD800B83D37E6C03C61C4C5BDB7E6703D081E023C9E5E01BE67D01B3D78D3243E400D32BE140134BE758BB93CC54F083EFC4BDCBD74651F3D0382FE3DB03E5F3DB8B21C3D919B343EBADBEB3DCE9ECBBDCC587A3C9FF4B83D86A41F3E221A34BEBE0BC43D033952BD0B4231BEF2B9203D4B19C5BD9E38CD3C700DEBBDE93808BE3CC175BC773C73BD60BED33DDFB6793CD34B0D3EBAB1073DD5D568BD9038F53DDD441E3C3EE7073D30E168BDE64E263A7B380BBD893C76BC592C0DBEEE7E8EBA0A4116BE77C51BBD71D1D13D63BEFBBD6608F4BD7CCD30BD877E46BD8727F53C936AF03CAB96B73DC266F9BD5F654CBC2D7CCA3D9A931C3ECD4553BC9E7BD1BD2825503D3D2CCE3D022FE2BDB216D2BD3C05A03D",
      torch_tensor_96_torch.float32_1: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_32_torch.float32_1: "0x040000004510363E93B9AB3D0EC73A3E4EF497BDDC99F4BDE5A43E3E45D2B83D9DD4543E7135B9BD0B590EBE21E4CFBC29C050BEC2CDAD3D7386233E85E2543DEE3EAFBCCFD7DB3DD8B90CBE02E1583ECF725CBEFC6054BEFF8D51BDB218353EC995B13CAD49AA3D6B8222BE18B4A13DBF30C6BC29BAB13D64931C3E48BDC03D1CDF96BCC5815ABC240C0BBE6961A0BD1B12103ECBCDB1BDA2AF093E02D3AFBD7A894EBD72FC963BE0724BBE25AD0DBBFAC5B2BCE7559FBCEC4631BD04C92E3E159D233EAF4216BE37F9CD3D4BE62DBE75BD3CBE798A873D1B87503BECD9CEBD39D555BE78A8ABBDD918943D4A354DBE576057BE0F06E13C24B71FBEAC3A42BE7CD6AABDF4C60EBD547649BE720914BEBC95683C270F51BE474AF9BC66270FBE44B119BE9C45AE3D62A42ABE840328BE9DDDFC3DB8CD253D46E8493E510A6DBDDA2BD6BD6B24A4BCFC928F3A8414293E5AD55CBEEA907CBC2324C43DF42CF4BDEA4FE1BD8A48D63D9B6E54BE7E22523D9BA32BBE5366DC3D8A903DBEC24D083EEEDE51BE125B3ABEE519513BF2B22E3E74DD3DBEFCC8C5BDAAB7423E3CB714BD24B2B73D044755BE41718BBDE22CE1BDA6E83A3EE007B83D5BC521BE4BFA0E3D7C1423BB862EB6BDDE37FDBD8F2393BD75C02E3E8EED1EBEA5ED1DBE86CC88BDFAD5763B7666713D47E4D43B587A55BDEA6D06BE661F1FBD817EB2BDAD1E333EADCE57BE396A0DBEFE5F34BE0F1222BD51C42C3EB854423E190141BED5B019BCC221023EA973C33DED98353EC8C9C4BBD7F514BEB8A9123ECF0C98BDC696E53DD68A5ABD267DBC3DAD67473EBA264E3E82C349BEDFA612BE5055B7BD42610DBE3CB9543EDFA49CBC731013BE804FC5BDD5EBF4BD8FE7B43D596141BE52B74EBEB48B5ABE84E5BE3D603EDB3DDDB109BEEDE85B3D4BA8233ECCDA003DF6A13BBD090A833C612EBEBC0941DF3DDC8916BE0EDAE03DDBE9F93DED5206BEC108353EB9C0593E90CDAEBDF86378BD2CF9DC3DAFAF2DBE1A59AF3DA0E54E3DE5BE0B3E829240BEE42F38BE6625C73D21B89F3D6B5A4EBEDE44F7BD60DA4ABE2FD51EBE6E10C8BDA477373E348530BD92ABFE3DF08B523EEE12CA3D6B7846BEA821DF3D4721A93D7FD52B3EE7B15ABEC059083E0179353EA2434EBE3A91B93CEF423D3EFC3E21BE5F7D913D3EEEC33D926C683DF56E5C3E8686353EF1353E3E7613DDBCD6F1393E7C9B4EBE3C46EFBD04AC3DBD6AB783BD12C94C3E8423D13D26BC0E3EDBCD163ED09C25BE266CCDBCFE7E013D13A7663D6903E43D116FB0BDAEB385BDF581393E84016EBDF4001ABEB852163E8720163E82098BBD864A31BD009723BE722439BE03BEA63D596BBDBD117F303E268531BEA528F5BCB62E993B00E3E33D3E6E333E4F23163E642FC33D2885CBBD0D541EBE805646BEA9F52F3C5E06573E617128BD645515BC211C21BE3021883D428E0C3E7C945ABE0C1B1CBE7E37243E15F7513D16285DBC4D861E3D11D506BD58F61ABE5A2A4FBEC4D0113ECDF2D2BCCAACA4BD2CE664BDE2D7F1BD455483BD08503EBEDEE8253EA40FB53D609EDFBD0A5797BD98EDC63DFD31A4BDA1D8693DF42C743D6B8F0BBEB2255E3DF108593CA3A1413ECB6EA0BD8FF863BDDE043F3EF40A35BE2D24803C629C553E00CFC6BDD08A543EC4B9443E36424E3E8C3EA9BC398F483E3D33C1BDA3C797BDD1B5A73D0D563B3D3870F43D2BB0523E89C80ABEAD53EB3DFC58943D24EDE93D1A40D23D4EDDA5BD52392FBE8272313E67D8FCBD8DBD0D3E153453BE946B19BD2963163B6570193D825D8F3C3EB88B3DA47BC5BC052F593DB1645B3EFC730FBEFBAA41BC0642A9BD4187423E43C93D3E0B76C1BBD9B299BD83FB08BE0DA31E3E9C4674BC31CD503E64DBFC3DA60E423E88592F3E581210BE1EC9813DA1DCB7BDDA7ADE3D3F779FBCC88A993CD65419BE262446BE6EF9A63DEA144E3DC50F9A3C4294163E9227B9BD78669D3DDF35F4BD39BF373D1A754ABDA1431B3EFDDF413ECB8D403EE0911F3C87BC023EF0825DBEA60C02BE587E1E3D44439E3A790D2EBE9541C4BD1918CFBD89A75BBEC926A93C1E22173E3DF6B33D23ADD2BDEA944BBE4EDD32BED298833B1983183E1D91B3BDD046F1BD8989ECBD3D8A99BC738A52BEE1A343BEEB3D5A3E8B77D3BDC3F21FBDB8446DBD5BC442BEA9561CBDD2BB873D480CB4BDC82E17BC00BF87BAB7B45CBE661D213ED215333E7128173E0C9D91BD07B5E73DD2B74FBE8F625BBDFC5C34BD9C969CBDEA3ABA3D7D0ACABDC491CDBCE20880BD713250BEC87212BD3AE33BBE9146013EC9FBEC3D6BB04F3E8AE594BD8862343CC2B72D3DBB4E5D3E2B374B3EC77AE5BDB2A53CBE5FD147BEA886D5BD8C673A3EDBEA943D0DE9553E9C54243ED7B44D3BE06709BE1D7E583EE7D7313E16F8BF3D4837F2BD14A72E3E7D6DA13CE398123E0010B93DA773EB3DE38942BE16DCF5BD89F8043E1CC138BD6EE040BEB89D493EFC6B99BB06D8323E51492DBE5FA9983D4C04A7BD7597BABD35F638BDE21FA4BDE1F7F23D3C7E28BD4819283EE85A4A3D930609BD240E00BECB014BBEE35981BDB34D4DBEC54C24BDA3E8673B049964BCDBCED9BD2BE0193E7EB7F93D5C7D5ABD2131AFBDD6610B3EF6E2403ED6FF4ABE7D9A3FBD8598A4BC248AA0BDFA443D3EF0FD02BD5BF83B3E134A8C3A0763C0BCC75101BE5D6F93BDD3E08E3D7922C43D376CFCBB653F533E957219BEE701AA3D9AAE473E5C331ABDFA02303E6EE5693B520526BE5F42F3BDCF0AA53D0EE2BFBDA149553D3D365A3EB29D963D22FEA5BC9CA95D3D0B77FFBD45493ABE57A726BEF8073ABE9FFD353D57BC2C3DD56EBCBDC2DB58BED231F03D9597FBBD080D14BDBFE439BE8C26FABD86F8B83DF2904EBEDDD8FCBD9237263E5266E3BD8F86B8BD34FE78BD9A89BD3D1B6E11BE2BD5B13C7916B53DB6C080BC105A203D0E2029BE9176C83DA9B6A53D0C78DEBCB85137BEE559B13D8BAB103E2F1C1BBD55FED03D235AA43DFD58B1BD274076BCF2B05C3E34F9853A178030BEDC5881BC3B97DC3DE5BC90BD3334E8BD3AA2363E0291EA3DA9A916BD8539353C3795BBBC02E34D3D6322FC3BF12806BE954D243DED8DB93B6F57653CEDF9A8BD8438633D634733BE448B843D3A47F03D4931C3BCF2372CBE28514EBA8522A139AB983FBE22CF1CBEAC0F4D3E14CB253E84BCF53D1A96193ECAB1AA3D188BF93DA0D6123E652A4FBD5977E1BC8D151E3E3484A3B8424210BE6AE82BBE4AFCF73DF7A3373E482D2C3E0295133D7409193E6D8D4BBE7ABA1FBE325455BE669F323ED46300BB202CCCBD5209963D28FBA5BD07300EBE4405AB3DB45F223DE8C31EBEEA0612BE30E6CF3DD393283E9D62903C37B7DEBDE21BD63D1DAA1A3D911842BE56AC0FBE281A423D102F093E31738EBDB366D63D9E4D09BE9227543E0AF91D3E1E1B263D7F44C53DDD5F9A3D76D302BE0674F7BA277A6C3D662A48BDC099543E3EFEAABDEBFE45BE3318D3BD3CC24DBE8CB1363E720CC7BDE4FB1BBEE1B9BFBC916215BE7D9FE7BD660DE23D097426BE3C1BD13D8BAC213E899CFEB957E3C43D8B60F8BD28E32C3EFB5E573E14BD523D3A084A3EF62F5CBEB3BEC2BCF633303D6EB340BE63C6D73DF2FCA8BD315FA0BDE6E62FBE9745B53D155121BEA42F3CBD74F9C43DCC04273EB687483DB468A5BDA6DDC0BD26E0F83D6489243D4BA13A3EE8FAA63D7E99323E59A632BE9C3B323E6AB9CBBDA7626DBD45DAA93A1B4E26BD876A2F3DF38E453EC67604BEA601893DE92E32BE2C3E0B3D1CA4363E837D153E94DB3D3EA006F03D87BD92BC078B673D6347B9BDA72F3C3ED703DE3DBC4422BE4EB23F3E6C8D52BBBEAE1DBCF0B472BDEAF969BD6B8A313C3877D8BDAC3A4EBE8B66E4BD077930BDDC6A273EBC18233E65D504BE593408BCABF27FBD2C35EDBD78F11BBDCBD999BD6AD7F73DC3E6DBBD2F70083D4638FABD92638ABD8C872E3EFDAED9BD334C55BC99BC533E55C3973D51B1E1BD611C05BE9D7D9BBD18DA8ABD7F0DC13DEF2845BD65FB3A3EC649F3BD87A78ABD5E6FA13D5110313E3E14543EE2F00D3D2285153C42A9C6BD3B88FA3D798200BE201869BD584C39BED72155BE90D7F73D44FD703C52BC303E5F6A303E9EADE83DBA72B13D7E2466BD627FEB3D1B38D53D417F993DA9CBCCBB6A76043D33D17B3A29E520BEE4DC4D3DCAFB22BE0524D73DAC1704BEA6D690BD4649D2BD05FE2E3E85201CBE9E68E23D8C61DE3D9AC21C3EA1315E3DC0B8F13D7E412F3E32AE2E3DFAC3963D525B2DBE71DE6DBD47D1A03C8EE3D63CCFA79CBD35C85BBEC49F66BDEDC0A93DC8E63E3E2E3448BE65B2D33D225E52BEB60354BE09D70ABEFD43EABC3DAE773D739B28BEF8CE2A3E897C483EA13F5A3C5776343E7CBCC8BD9F68AFBD77E0E4BC90CBC13C19A81ABE888631BEE628AF3DE8B07F3D79E2583E2EC8B4BD8E959C3D54EEB2BDFBE2DA3DF37F44BC8E59243E8957F63D9788383E25DDE33DF644053C9E0E3F3E5A3902BE531B513E12A5583E07C9533EAD1FCFBD19F1EABD886D603C49138A3D896CDE3D8755B43DFFC63C3E772E5EBD2D7891BD23A1943DF71F773D405301BE808DAB3CDC5328BED41482BD4806AEBD3957423E1D9247BE11E602BEF7F658BE83A85F3D58A42ABEA6758F3D3CFF19BEB5040EBE5886E2BD2B15053DDAB74B3EE4AB4F3E1AFF85BC2A2859BE6E7D92BD8DFCA8BDE59E3CBD836BA93D0C23DF3D3798C43D5E557D3DB380B3BDEF8416BB62B9E13CAC7CE2BD59A99EBC2B66DDBCA47751BE114C163E3F51B3BC24A73FBEB9672F3EAF95EEBD20FC9C3D7BDD5B3EF435243C72237F3D742DB03D8F8F273EF80B88BD2D83F9BD44CC8ABCF7612D3EC67F983C9A0A1A3E45FCD2BAAC0B883DF4B0F63B2D96C03BF7F952BEE5D141BEF570933CC274DB3DE2ED143E73E9193CA2E7BA3DCB72B93D9C623FBE9BDC42BE6AE52BBE64F2733BA72F0CBE38E58DBDE5AD04BDEAFFAC3D679D4D3D06AB4D3E3EF9473EC56F0DBEE8CC32BA6671123DC38B413EA86B89BD5642AEBD57700CBE2C5D233E763D7BBDFC10A6BDECF3153EA9004C3E417C15BC8A471CBED0A3343E89A597BD0155CCBDB6DC1BBEC03FD5BD31A12DBE8FF0FFBD30F649BE2FBD32BD3A48B23DCE4C28BEF3859EB9C582A3BD6779D63D7305403ECB1DEBBC652ADFBD28592ABE4B4102BE7205803DFE784B3D64C9EE3D49C503BD1BD6E33D148545BE37646E3D353A573E2A6B5BBE082FE6BD58ED0D3ECFA60ABDA65AECBDBB40073EB5C86D3C57EF0A3C61AD86BD180A273E9BF4F53D56DD1E3D6056073D1E48E53D741F0A3EA7E2B5BD0452C2BC30AAC23D55DDD6BD8B4D4F3EB5DD17BEA09BCC3D6E401FBECC5C8E3D84D91A3E22CFD53C2CC4B1BCD0FB0C3E06311FBE389315BECDF43CBE017808BEC321B83B650FC9BD6691453D1A67EF3B7683383E9843C0BD029A72BDF9A1123EDF3B60BDBE41543E941CB0BDBE651BBB371C52BD82DECE3DFDE5A93D2E20ECBDC916123E4C6661BC1F4160BD791B8FBBFC4A1A3E247A593EB8C1D73D202D1B3DCEB0103EEF6AB9BD8CB9E7BD900C80BDBD7D0FBE7CA6BE3DCC79A83C3FB497BDE10FB4BC11AB8CBB31183E3E07E8453E5FAD2ABEAB81A23D4438AB3D318BA93DE6CCF1BCD7C75D3D5D275F3D64C8573E607C54BEED42A8BD712915BE2315D7BD5A1D2E3D7636073E90A727BEAC32103E4630393EB58EDABD58C81A3D59A2E3BD61F13D3D9B92CDBD07BBACBD4C6914BEB3E038BEF9EB303EADFADFBCEDD0C4BB4FABDCBDFE861A3E11CBFDBD2C57B3BD70102DBEE16C3ABE76D3443E9E322BBEF9DCF4BC1D5980BDEF69A23DB9316D3D83F429BEF71A473E54D85CBEE96BAF3CD52C94BC87824DBD3915173EE82F3B3EB109E73C369C9CBD1BD3243EF9490B3E3C471F3D7B8D72BD248D153C249A453EE756C03C62C22EBDA1B43BBEEF9CEDBD0C1F203E76D2F9BBB6386CBCFCA4AC3D34DD11BE27A06FBC526B79BDAFFFE73D436D343E6D350B3EA34A253ECD2246BE8B6A9DBD6006D23CD84D3CBE3B91703D6A5211BE2B01BE3D786F333EBBA73DBE1FC6393EB5E4CE3D684E12BE6C35543E930340BE264115BEE691DCBD6FA033BCA13E1F3D582082BDDE2352BE51BBCCBC9035283E70B22A3E0AF7DD3D47C1003D8A595C3D9EE92ABE5E8DB33D72A55CBEE61CB7BD160D69BDA4CD223EF2CECEBBA0F9C9BDF6EE1A3D50F637BE1DCA6ABD9B9A753D91ED6ABCD843BABCC37F073E546928BEF4E2DFBD089A563E2277303D95950FBD7BADE53D6E5F053EDD2F14BD4FB2B8BDB3F410BD0B01A13DEB6CE2BCEF07013E8DCB34BE6E8CD9BD3B03293EEEADE83C1394323D76D5913D138C51BD3252B1BD6A697E3D39086BBD6F2BB7BD9353EA3CB980563D9D24A0BCB5EF15BE6F1606BD314AFBBD1A5FE93D67E612BE7DC5303E5E9AB03DFED83DBE9086243EE73F5BBEAC3D4EBCE96B0ABEA5B93EBEEFBAAF3C22FDD6BD2741203E52482EBEA404383EA1C0053E292E423EDED781BDC6E407BE994A13BE7C5C383EF489DCBD9F61DABC98B008BD9590183DABEC35BE76C4323ED50B24BEBD0E5A3E547FADBD23F2C5BDD9C9F3BC7A3A833DF64F24BD14455DBE22F11B3EFF975B3EE8B5DF3D14F1583E4BB3713DFAFA8ABCC39530BEE3C441BE39A418BE0E0161BD5219013E19F1B6BDA4C509BCF13F48BB18EC10BE7A0CC0BBCF10563E5D32313E57DA283EFBECAEBC2AA47B3B5267F23D007D93BD03B3B3BDA9AF3D3E49844A3CECB115BEC5CE3A3EB630133D483FED3D068D40BE1B91243DBC9A073E13DFFFBC8E08FCBD1860313EAB3CCE3D89917C3D54BA513D26969C3B2D47FE3D13DD41BD078102BE3850A93DD7986C3D6BD3A83D79FFC4BCFD5DEBBC2BF78CBC23D6693D16202ABED0A34EBE9CEBA53D11C4F2BDAC3395BC5ED9753D50C4F83C56EC0E3E077EE83C5F8D5B3D23C29EBCE1E6023DFB95A23DA83F173ED71052BEC9B4B8BD32F146BE75C8B0BD3325073E441052BE43A646BEF05E003E6DEC02BEEB08223E01298A3D9C9A5E3D8C1F303EA95C4DBE075A223E93CB8F3DA39014BE82C5573D4D2777BD7DFAB1BDD116C0BCC80CD1BD64DD413EE0D13E3EA334BDBCC19944BE0A0159BC215E6A3CCC30143E3242E43B1F0D813D4A4D6B3DB396FBBDE58409BEAC2646BE8ED8DEBAE955893DC5397CBCF932573E8C2B29BDB7AA10BE7DCD133D4BBC79BDFB24F3BC91D1563EEA8ECBBB98AA413EE7DBEC3CD2F4A4BD128B223E8793FCBDFCBBEA3BF354473DEC03C73D518E4CBE28032E3CD39C65BD93BE0F3E502E953D24B7B13D024D053E388A46BD1A4563BC94DC313E97B032BEC13E19BECFBF813C1BA5AFBD6C274B3CD7D7433EC09ACDBCFD073DBEDD8FC9BDAE9A4B3E9ED242BD5C6CC2BD9E96C73D4591DB3C767843BE82A1383E3DB1F93D54B3403EA208C23DE87E95BD93BF90BD45E2D63D5AE92BBDBADC2D3DBDD356BE5B2FDBBDA3B3A43DFEDF2EBCD12AD5BD466241BEBDE70C3E0F4D32BD7CD459BE26E5553ECEC5D73DE29B04BE31CE21BEE53B563E14F96C3A3C5605BEED27FF3DBFB838BD25FF723C0DFCE6BDE6C73BBED73C13BEADBFC2BC428020BE0E835A3EA891193BE2BFA9BD1B3EAF3DF58D44BE55CCE2BD1B8BA63D515F3CBE8EFEDC3DFB14953C6EDB38BE53065CBE71238C3D5F95D13D694731BDA90A44BE0C8EFFBDA481BC3C5A0D013CBD00633D4ECE1C3DECEE39BC20FFE93DF00D573E0BA3383EAA74493E91A695BD375797BD292AC4BC610D833D1D7BB33DF7179EBC16340FBE484627BEE76F553E8D6C6EBDF2BCEFBC65DF07BE88D2DBBD55C7423D95C1BA3DD649AFBD8034A3BDA99F2F3E685CE4BDAC6825BE325B0ABDB0F5523EC3F5403D1911F53C76D6DCBC168A0A3E2AC6DBBD1551163EED80513D5A32C53CF42AF43CC2BA08BEF2A8243E3AE1E83DBC652DBE526C4EBE6D4A64BDDE49133E644DDABD697B4D3EEDEEDEBDB04348BE5F0CC33D0DFC05BE94CB0BBDBE4C8ABD2FEE8CBC822F41BE87584BBE0A9CBE3D84FAC8BCDABC05BEC2BAB4BBE65A4ABE9E656B3D0993D23DC102573E749D34BE6D10D7BC36A2F03D802E4B3E31BC1DBE2F6EBC3DE510B73D71A8053E65D818BEE7351E3E9121C1BDFC7708BE1C15303D27D03B3EF1D012BECCBCEC3D0220CBBC2B8D8D3D8DF12C3E71C9703D3A0C38BEA37F85BDF302303DAE063BBE946E133D3F18EEBD114730BDC89F9E3D386E32BE11560EBE2A3DCA3DD5455BBEB592183E3FF32ABEE47764BB360C363DD9F6AE3D849A09BE5EAEEE3CB0ECBE3D06283E3E93D726BED472DCBDCD2B813D82C0E3BB619C15BE98983ABE2DDB44BECB221BBEB6C9BCBD3AF319BEE57C42BE6A728A3CD204023E460FD1BDA75BB13CB5EA2EBB2543CF3D90C019BE2069283C9EEF4E3E0C471E3EAABB5BBEFD7F05BDDC43043B1E6992BDCBA711BE35441ABE6750133E018D8FBD9C4764BCD31B823D2D1408BE04169E3C15DF033E78A001BEC800813DD551F2BBCDCCF33D2251133E94466B3D6E5DD63B2BD93EBE298BB03D1B2A073E520EA1BD4A235CBEF0A8333EC32850BD156D313D2B4A79BDDB620D3ECC38583EC2F80A3E621C8DBDEC5D1B3EF759D83DCB09AD3CBC9332BE2465BEBD79595BBE3748143EA0265B3E1125013E2FAD8D3D0297513D9B6B553E09CCE0BDC2DC94BDD80F47BE55A1AFBC2653733C63C1723D243C1ABEFA3DCDBCDEAE36BE745734BE1E2EE73C586A58BE5C236C3D673B4CBE2E441ABE730238BD0A9153BEDA0D333E42A7353E709AE7BDDDC4393DBCD5E23DF5E68C3D3596EDBCBE1C51BE6135213E5D7442BEAB3C24BD680A5C3C2A0892BD6F2DA2BD659C3FBE4473433CC362C9BCE147413E72FA91BD715B2B3E2DED273CC636C7BD61E652BDC045C9BCE8F8123BB01A12BD3697833D5993363E55640B3D619BA03DE3E7083E4E273F3D9165CC3DA196E83D37844F3E6F564ABEB7BA973D08BB20BC34431FBD86F3AABDA549053E87CF4A3EDEED34BE1790EF3DF9DF183EC4FD1A3D9524273B179B2A3E4B57D23B27315DBDE0F882BC85428E3DD6005E3D85623FBCD7F78B3D19D66E3D939733BEF1F85C3DBBA5073EEA66CB3CEAE3A1BCC1D4293E82B241BEE062CABD3A6AC8BD02903F3E7B6F56BE51E7AF3CC3C256BE0F4BE9BB0D46A53D71624FBDE636573EAFAC343AAC0FE2BD8FAD643D5699E63DB784E1B923A93D3EAF510CBEFC30BD3DFCC7FB3D413CDC3D298CA6B809277D3D99ED2DBE78FB2DBEF67B5CBC124BDEBCAB9E243EF0FB203E2A53163E1718CBBD700B2EBEEAF44FBE1B79A03DAEC547BEFF505DBE8D16E0BD2D2F3BBE91BDAEBD71920BBE6E7BE3BD29C7523ED11D27BD29E9373E98689D3B8A13E4BC33D281BD9E7A1EBE5D2032BEFB82193EB6A388BDCA2758BE84764B3E7899833B325A14BE21452EBEB52E3ABEA66642BE919F483EC9DC183E8610913C8BF33CBE5BF267BD234450BE68CE983D28776BBDC0C53DBD2D598ABD1EE4CF3DAD02F03DA543423DFA19DEBCB946AFBC00EF77BB091825BEA454583E9A3BBFBDEFFC003E6992F8BD5B81BE3A27CA973D1A904BBECA63CB3D76B329BE8780F73C92DA2FBD882BFE3D1079573E4BDB473D8C93CABBC5AEDBBD4151A53DBA6BD5BDED27B73D172FC0BD4962163EC50D2A3ED3F1073EA0210E3B53A0CD3DC5054ABE75CB333E726766BD6DA5A13DD02B16BDBDE394BDB439D0BDD1000F3EF23BF1BD8A621CBDFAACDF3DEBC1B23C558A3ABE93745CBE5192D7BDD87A4C3EDEA21DBE4B60F43DB8B21E3E4BCAB7BD86CFC3BD36801FBE7B530A3D32F2F7BC8E572C3CE654C03DBA28BA3D99E48BBDE0A0733C97A8523DCE03973BB075313D6B9EB3BD44B9353EB5EBB5BC25EDE2BC16FB46BE81B420BE99AFDC3BF12509BD62EFDEBDC219E83DDAC89EBCB6F09B3D88BB3A3EA6DACBBD4C3BDABDB33332BD253196BC4CC6DDBDB7E854BDB87DCCBBECE4C63D661C4D3E332C243E04B6BB3C1E895FBCA828633DE4CD10BCA2C3E8BC4F79983D906034BE408B3CBE5AE5653A2C6586BD4E51DBBD70644EBE7682143E00560DBC033BEEBD509EB4BD2525693D50C920BE3DD3633CDDF92EBB330D973D99E5AF3D18DB10BE4D75BF3D5B69273E8F5E643C05E5E13D1ADEA7BD7B25303DEF8F813D07CDCCBD0CE2083E7E9E51BE168FA6BD717202BE5F9C03BE485706BE81E850BE0531183D056D2FBD07AD3ABE9ABCBAB8DEB913BD97EAB63D0FA82DBE6C7B79BD3789363D1AF4BB3D922C863CEE52703D129F5D3ED19999BDA719173ED1F83E3E231F44BEA583563DA02AFB3DBA540ABDE9B6F43D8A4FF13B44C7283E29C1983B5DF00DBE925E283EDCDE833D229E3C3E09255C3D8473EB3DEA3B0A3EB753153D2E274EBD2828373D03951ABED25EF23B4C848EBD9645603CED882FBE1B77073EA68B4CBE66E2BD3D2601123E7F304BBE794F483E62CF24BEC4232EBD83C5E53DDF9A8CBDF593453EFC9BC3BDBB75EDBC74EC10BE65B5CDBDF558583EFFBB263EB897823CD7D4913CBD223CBEB05F273E43F504BD07F1B8BD936F30BE9647363ED241D23DAF89053E76A6B73CD57016BE4CA2B53DD28CCC3CA7CB943DBAD25CBDE43FD1BDAC00363E01A3943DC3F5B3BDE7619E3C4BC540BD93AC97BCBBA4F83D047530BEEAA5483EDA37153E7D124339235EB5BD23D0343D2BBF12BECD01103EDD7FEABD6D72293D271E5ABEDF55D43DC714163ED167263E9CC5903CC5E6023E112F973D60AD143E8737FA3D48F941BE09FABA3C162A97BD64B9D3BDED2E1B3E23D9FDBC88C2093D25970B3E9F3B153E04A2EC3DCAD31ABDDB9F45BEBED454BE12608B3DFB6128BB05130CBE45A6C13DB43C493E273A003EBA33FABC15A9EF3C896A0DBEB448D13DDDCE2BBECD0F193E5E86CABD39DCAFBD59B339BEF27256BD8F8FABBC0C61CCBD93D11D3EC978FE3DA7AA43BEA66AB1BC1D14953DE1E5553E2D0C54BD1D1C083E03BA46BC9D10AABD5CAC073E928E45BE10BE393E5E715D3EE61E72BD9A27AF3D2B155D3E0CAE853D9F66AD3DC6D0A23D8468B5BD0478583DBC52ECBD9C503D3E5F01BEBDAFBA4A3DEA7180BDECBEDD3D88E1693BC3CEF33D232270BDFD1802BE97FFA93D3E8AF9BD480636BE6850AB3DC05605BE29AAA6BDAB6E5DBD70E17B3C8C9199BD12959FBDB5E35EBD075E1B3E82C4843DD478D5BD593F19BE7961A43B310D8E3D867594BB52C8013EEB793A3E3FF5813DF33B923DAC9F003EC9E697BDBF4D1D3D373E333EAA54D4BD0F0A8A3C6E5AADBDEA782ABEDADBEA3DFF26313E078BEFBDB32EA63DA5F7873D4D22AD3D1914F43DC1FA4E3EB545283EF3FD41BEACD3ADBD5E7EEB3D9120FDBD93212E3DEA16BEBD3521303DF45AD83D115E8B3D790D213EC26DD5BC36B6F03D0E598F3D6DBD8BBDBC941CBEBFD44A3EB13384BDEEFD263E47BF0B3E61D70EBCCC2037BED2C88E3CDC59D6BDE5C2663D8F3FB0BDB7E02A3E2B0748BEB6BB6EBD3FD90B3DB132A93CFC22363EA5198CBD9CF930BE18C9123E25CD773D830B123E423703BE493702BEB41CB3BD0F337C3C7A40963D05CEFEBDF6FCA6BC414519BD1B4A4A3EE6E89FBD68D8563E11FA07BEC6B5B6BD82C026BE0B54233EC67518BE3F8AB73D4DEFA2BDB9ED5C3E502EFA3CB98740BE8C9F183DADA2D73CB86E56BE76F9313D8386533EED337F3D42EA96BA72D637BD39A96B3D378BC5BD30535A3E0DA73F3EE324CF3DAC28A5BD2C2B50BE9841FFBD678F573EF77E4BBE33AF53BEA7A97FBCC6118D3DA5A85CBE59D54DBED2489A3AB0BB94BDA8741A3EE39C7E3D597140BE90D247BE2C41183E07401DBD81F8C1BD02AA8B3D104A2EBDAB0ED43DE1E2603D90FBBFBD35B131BEA808F03D853305BE682BC4BC0881F23C050601BE9A88F13D5BF11BBE65CE593DB2B0BD3CADB0A23D289559BE75E84C3CA129D83D0FF00DBE33715B3DC7625E3AD0143C3E79C73BBDEADFC13A78DAC0BD928E5ABD94DF7D3DE1D155BE662F283E2F6D1F3EB4C7BB3D46F7253EA9068ABD4BFE493DFE76343C5B4E19BE1377AABDD0699DBD4D445BBDB4DB44BECFEB1BBE826DA8BC7FE706BDE83F49BE7D7B3D3D7D6EF13D0BA3383EEE953A3E0FEB1ABE771A8EBD9859D2BD79A6223D09A36D3D9B4D453D6E8E013E39EEE93D0AFFEDBDDC31183EB68D153E4EB6EA3CF3E240BECDF907BEFF21773DC84D993DFCB94E3E18ACE13D91B5A03DA2F8F1BB192C173EAA64A1BD428AB43D2A30D3BD296F04BB6706033EE474CB3D1B0147BDBEA933BB1B26F6BD7262CD3DF42D153E41A1983D7D8856BEDBB41EBE886B143E6BF4FDBC6627083E216B233EB8E281BDE51302BE8C9350BE569CA93D576AE33D1FBE19BD003C57BE07CD0EBE98203FBC1A5FCA3DC89394BD291F0FBE01581ABE205D463E2A91A03D040134BEDBEA08BEBF333CBE2E4E003D290DB4BD0C2140BAB24A0CBDC41042BE7B1E46BE75F52BBEE2B3B9BD05EE093DEA85D0BD90E1FCBB2773D4BC7BC14A3E8F22CABD064C503EB3322ABE60F938BE4731903D9F0701BEE36EE33D0950F5BD39952E3E3AAC563EBE17633C66873D3D9EB24E3ECA6D033E2B8B41BE041AE3BB392048BE085B293EF16E22BD1ACFC5BA323608BE741AF1BD6D2EE63C9EEB363EF9E0DEBD8698A73CC4AF483E58B1463E66602DBD10CB4F3E6879A13D1DEB493E9D7DD23B48E43BBEA66471BD9CFD843DD574EC3D9EDC5CBE81732C3E4AE246BE6AE6013E10BF5A3E4C8A5A3D6B5E27BD2524F43D8A9A83BDE83824BEEC561DBE247BD03DCD51293E39A30F3CE4F556BEBDD859BE903F48BDCA5BEF3DD2BD13BE0E086F3D165AF2BD6161343E2D5F68BD7BCF38BD707342BEBB9346BE45BD6F3CAD630F3DA78EEF3DF5DC41BE2C631B3DAE1B00BDBC0C023E4D9DC9BD2F1A843DC2ADB23D32BDDE3D481598BD4AB18E3D92CC2DBDB5CC6E3D575308BEB82A30BE815935BE435E0BBE49A9BBBDE100043D77FA41BD756BFCBDF163EE3A9E068CBD06AA083E6B9836BE25AAA3BD2C790EBE3DD9DA3CBD85413CFA0E4CBCEEF85B3EDE26A9BDC7EBFEBC241D653D1909393E960B283E9E9DCA3C7EC0A7BDB0AA913DF37D0B3ED56797BBBB71F33D2E72353EFC8FEDBD790D44BD289A47BEF9914B3D55011E3EEA352CBDDE810D3DD6AE8D3DF75197BB4E5C2C3E2B3A013DE8EB59BE2F1437BEB8A75BBE5134123CC4B0EF3D99FEE9BCE955473E2A8A1FBD024F353D0DEB473E5667E03DA555E2BB878C553E997504BE5528A53D69030C3EBE4609BE3C4150BE16D48D3D1039A8BDB9C2DFBD2964303D4AD420BE6B66473EEA359FBC64008EBDD156393EBCEC763D04F5283D7201D4BD8E4C533E190C87BD8B65383E4B6082BCB96DDE3D52E21B3EDC0E25BEF3C313BE403B5BBEDDE71F3E36A93E3E110DA2BDAA2BD9BD7E71143D57B8EE3D6BE55A3DEBD138BDF5040DBE729D3D3EDB930FBE1D3B56BE190AB1BD49D6303D41CFA43D4073AB3D966E00BEA32CAABD582CC5BD1CB9D6BDEEBB3ABE9987353D2BF380BDD76355BEB77401BE7E2405BEB644BFBDACFD08BE38CA19BD5DE69E3D4A6D33BEBEEF97BCFC367FBDC8B1E2BD26EA44BDCBEDBBBD5912E43B350920BE732C283D5F8D4B3E85B4373E00CEC6BD82AB883DDB8D51BE34A93A3EDEF05CBE821E46BEB20147BE89E24DBE7C33F03C65806ABD7741543D837B5BBCCB6598BBA831A0BDF18803BE259F39BE25BCDF3D8D9EE4BDBD5B34BD075CD73D05A15BBD76985FBD07CC13BE55B03DBED9D1D43D961448BD5A680B3E8D77693C012E90B93B2748BED7A19C3B8A6A48BDAA05FDBDCA3D4DBDFF71393C860C27BE4376133D90431A3ED42F2F3D72A0533E55E9CE3D6FD82EBED287AEBD906755BD2EA4843D7158CABB3C67323EE608CE3C13680CBE2C8FA2BDA77238BE0C8574BDCD00DA3D3104093B9D6A53BEB4D63FBE37C1A03DBF9642BE95D530BEAD2E04BE084F533E20297CBD03D1B6BD46B215BE1DD30D3E2D310FBD04022B3D98D9533DA31A7A3DC4E80D3E1F14383C7A75B73CAD5B66BC1C472CBEEBF14ABD9C01533E22201DBE21EB0BBE9BFF5BBEB518573C025D4FBE051CE3BD2A494C3E8EA4B73DCC3BEC3D79D9173DF6653CBE3A53CEBD2C7B33BE7A1709BEBFFF963DDDF575BD65A9583E929C21BE00343DBEDBE85A3EDF843FBE52A73C3E5ACC6E3D30124ABE2A19413ECC6D71BD1DD5B6BD2FF32CBEB2863BBE4772453D03C559BEE634B63D8E235BBD779C9B3D9F2059BD7156993D21CBC1BB0153823D7165B4BD467F18BE2AE1E13C0C820DBE826F09BE992E55BE98558DBD972314BEC8A62C3E03C51F3EAB68523D6922343E7981D53D48D950BEB075B1BCF3F20FBD109C06BEBA927C3D81648ABDE306D4BDE16725BB436713BE0D7E373EFE490C3EB8DC513E5F121DBD5BD0903D61AD0EBC4D7437BEA19AC83D81DB1ABE960FA0BD4891C6BD3F4958BEBB77FE3BD747113DC6DB83BC480D233ED5142A3CED8721BD25DAF1BD97AB03BE2028FCBC3F1E02BE4B4012BE5795EABC95941CBD0E5507BEDA89013E52053C3EBC2917BE2B37C23D98BECDBD8129B8BCD4F54E3ECEF3E23C336353BE01CF4B3EE41416BC2707DEBDA82AEABDFF1D3E3EA3786F3B76E8F43D89B5113E7519ACBD748A963CD2680FBE2C22393E5078EABD6042133EADB0603DD8C2083E74341CBE4FA1DCBB2FC1E53DD8960DBCB5964BBBC612D83D6BB325BEABCB31BDA3F7C93DA877D93DD4E94D3EE26C2FBDA61E523DCA2ADABD62D614BDCC98DEBD084C243E08DDAC3A0462B43DA8E4F33D6C41253D21BFBC3C5FD081BC72CC3BBE6CE10E3DB27744BDE5583ABE7F8E4E3E3115BDBC2D4CDDBDC9D457BEC4324CBEA1D9A83D976ACABDFE89BFBD254800BEB6F5323ED62D55BD1FB40F3E6101303EE6E22BBE6966253EE15729BDFB56543ECE7BE23D67C256BE1DC0243D45DE9B3DE9DAA0BD8C1E283EF09837BEEEB18CBDA73E533E6F86583EDD7FDD3D2F5804BECCC03EBE664234BEF9B05DBDED2FFB3DD2618C3DD663D7BC6563473E8B182E3E563DCFBDF104C0BDAD7826BB6707383D8E26CBBABD2EAB3D92F6183E12E71FBDA9C0D93DDC38F13CB333AA3D878AB63D65076DBD4FB2C5BDDF86BD3D01F20DBEE6C9E83DBB3F0EBE7D18183E5CE9B13D494159BD8E72FD3D5A0692BD08EE3C3D8B8C823D1D23B53CF515323D05D78CBB111980BD4561F73D8AE4AE3D4E63A53DBBAC153E93FFE7BD320A4EBDAB36CABB16E9323E4A8B30BE3956FEBDFB3C53BDE3603DBE10292FBEF2DE173E6A79253CBF5A32BEE26D12BD813EE9BB3AA39DBD577139BE3151F13D0410DBBC9874583E70CB29BE7E6CF3BD244A38BC69631ABE1992213EBC722B3E12D9483EC8F30BBECFBD1D3E78EF193EBE6DB0BDC49EC23CAC4AD33DE4A51E3EC8114FBEB0B85C3EAEF65EBDC3A9B43D6DB209BE139C2ABE092516BE55A9023E85B7DABDC4E0003E300C863D4E60B03D7A3F45BD63428CBDE375CFBD6ED9F7BDA96A4C3E53C740BCD725BEBDE9454EBEF0501A3CFC115CBE901427BB12FC0B3E3163FFBDD99FF33D1E718DBD81832ABE32955BBE4546DC3D799F29BE2081D83DE0F1FD3CF5FCF03DDEA626BEA5E0413E98D25CBEAF4728BEC7F3043EE11CF13BC8FCF8BD77053ABD014D45BE1EF340BEF9423EBD5320293EB36B843DFD39273DA1076BBD9AC9493E3DE4073B89B7953D9585613B11620A3D6ADC933D56212A3E3C3AFF3D4DFCE23CF745B13D845885BDBE8A173EC8F1783D8550273E18760ABDC40335BE7A2F2F3D2A57B43DE723333E22DCAB3DDAD3A33D986E303E8C6198BD50BF433EC954E33D2210143EB41D1E3ECE2035BE83F3E63DD97A4E3E2DC01BBEE80298BCBA4D07BE7D2356BDCC28043D652EED3D3ABA80BD5FEF51BE1F6CEF3D87C3F83D73C420BD60CB3D3EC9E82A3E457543BD35FB083C3D361C3D3DC72DBD4D7A5ABD2327C8BD8F28FCBD4071DD3D32AA83BDE8B7D4BDEC4B433E5FC90D3D98F61F3E39094A3EA9D9F9BCB447043D908C4D3E038A18BEE8F184BD3462FC3CDBA770BC4B1A6C3D9B27E93DD06CB6BD4C1A8A3CD393483EF0E6FABDAC5716BE27062ABE4D86043E455A4BBED6A0D7BD92BC153E09E804BEAD4A343EA246CFBD214B0C3D7C2BE83C2104AEBB0E160A3EF94B3C3E366C0ABE22ADF83DAAF16C3DD73384BB22041BBEE887833D84EB203EC34B3EBE16C14CBEC2F359BE4BE84C3DAFCF7EBDDCBB89BDAE704E3ED03162BDA7CA0CBE158A9F3C2D5EF3BD49EA81BD2D38EA3D97AB4C3D072318BEBC11533EE2FE153E992117BEB823C13D2134B63D36151FBEA2CF1BBE359337BEC283C53D1D811A3D2D64BB3D3EC1C2BD13B4263EC678E23C08E730BEF4355FBD3649E23D84FE423D98AA07BDDAE41ABE04EA09BEC2393F3E8EFFFDBD981B1D3E256A94BDAED30D3B44E457BE952290BD01E43A3E5F0B47BEC11ADF3DD5943ABEF757013DE80049BEDF812FBEDAFA32BE34C099BDD17DF13CCC8B22BEF0BF603D7587053E4BBB343E3C4E443E6DF7113E0C9182BD8274A3BC2128443E6393DC3DEC2C6BBD9B62273E57C041BE82BF3D3E7616F83D369C22BECDD234BE88602D3E5BB65A3E87C59A3C0841ADBD027BFC3D150AC83DFD59DDBCB27F313EB1B30F3E1D155D3D7B3AE63DFEAA4FBEDCB1CFBDE36BC23C6129713D0579F2BC966CA73DFD12873DF9E54CBEA8DB8B3D643490BC459018BEBB6CEF3BF5195ABD3D77EBBD05064ABED277393E9FA306BE8F37EE3C199B313EF371DFBC924E11BEDF7C56BEBD58133DDD7BDEBDC757813C09A28D3D86437BBD3A53163E49CDE6BC08F5B0BDD69612BEA387863D951109BE3F6A3A3D2CD9DFBCBC5D183E5860D9BD616EDABD9436E5BC6D6907BEA40BA93D3B6BA2BD0BEBB53D8AAB003EB775013E3ACD22BD6FFBF13D9DCBEABDA5E45CBE95CBA8BCC4BF20BE57C22BBE786C613D3A733D3EA27EAEBDD6A848BC4B9F20BE86FE1A3DAED37C3D442108BD84AD283EA86E32BED3F6EDBCF91EF6BD0AAB423E04C93B3E1A145A3EE1F94B3E0E9DAF3DC5C229BE636216BECB96543DCCEF45BE2F5B0C3E5FC4C03D8896533DC08141BEEC46213E4AB6BBBCCB11BABD9181E73D87E1953C923EC5BD808F4F3D15D813BEAD0D4E3E5752423E887DCC3DD392EA3D8B625CBEB87BF6BD485655BEF51AE7BDCBCE37BE5B30233EF238EF3D4290023ECCD7C4BD92FA283ED32400BD2CC365BD60BEEE3D80D1123E28581FBE3B11533EB502B3BC6F316C3DDEC15CBEFB72C53C",
      torch_tensor_32_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_4: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_3: "0x0400000010A01EBC34562CBD18D3F93DFC1099BDC84D943DB481463D9A74EB3DD265F6BDFCF6BA3D641C23BD146D34BD209F883BEC90AD3D9251833D327E94BDF0BBF43C2016A7BB2C80283D00B8BFB81006FEBC04E96C3DB481DA3D164B883D849228BD0098DF3AD0E9C23C6ACF94BD0221D93DF228873D20DF5D3D3217ED3D40C086BC",
      torch_tensor_32_64_torch.float32: "0x040000005ABCC73D02F4ACBD16BFF53D106A633D189B453DA09D7DBCE09BC03CA04C033D08C370BD8C6EBC3DA0579D3D40D4F03B40CD123D009278BC20F038BDC854C5BD70B044BDC028F5BD3C0321BDE0EF853D1062F83DD641EABD9CCFD4BD304BD33DC0B934BD0054313914A2A03D40C1E23D20E6413DD8A5FD3CC08645BB80714E3B68974E3D2CCFF0BD4AD2F7BDF49DAC3DA697FABDB287863D284DB93DA8C3A93D342B1C3D208A633C10746C3D608C983DC0F9803BD033B8BD82459F3D7026643C56369A3D668EABBDE0F8FFBC3E74A4BD8099EA3B208CD93DC8A1C23C0A9CD93DC217BC3D0A15B0BDBEBDF53D0081E33B4258D63DB049C63C00D6AEBC4053D93D426CBDBD80C0373BB0708FBC6013B93BC0E412BDAE40CB3DC017D6BB1C8F533D947B5C3D5A40E93D501A383D8032FFBDF23AD4BD4EDCF1BDD0F9FABD7EFED4BD80CEEEBA7C4AF23D44AFA5BD8866573D909C69BDC451C63D2A7FA63D5CE56D3D2287E13D7615C1BD0261D9BDFAC982BDC88ACF3C2A51E23D7605A93D180A203D18CAB5BC5A5A91BD2C98FE3DD213E0BD5697B0BD98A8963D2CB5C73DF090063D801D0FBB205373BC605F853C8ECE80BD5218FD3D8AACFF3D642546BDEABDB13D6864F3BC6CB4B9BDE8CDAF3C30B5C3BC34E3D43D30ED0D3C909AE0BC185BCBBD2079A73D02DDAA3D9806903C206B33BCDC872BBDF859ED3CD8ABF53D08B6A8BCC0DB3A3CBAE6F3BD8CB5023DE05D5BBD30C9F2BC90C387BDE612ED3DD052AE3D4C7D5CBD9825FBBCF4F21B3D64AB403D500B71BDD0EE4F3D70D0A23CE01B933DE6568ABD8C4BA5BD180E6E3DA0D29FBB101C5FBD90ECC83DA0D163BC9AF7AABD902792BC48366DBD90D330BDC6BED2BDBE59CC3DBC40E13DF0F5D7BDD624A03D08A7153D209F4FBDC42A16BDC08DAE3CC03DD93CB857D93DC49EF43DA064EC3B54CDF03D346797BD80B28A3A506ED3BD1444753D703CCC3C90129BBD3C56C3BDA853CBBCC06141BD84A550BD1CF6DEBD681BA3BD7479D43D14D17BBD0067503DD07B0B3CF0C48BBCE47F273D80C4C03DE0891F3D90035E3C20CDCF3DF077293C2014E13CC89AF93DFA53B9BD0AFBB93D88F475BDA060D2BB9C2794BDFEEAA83DACE6CDBDB0D462BD80EDB03C4CF343BDF0105C3CCA11EB3D2E6EE2BD1657A6BD4812C7BDB6CCF43DB885F83C8AF6B8BD0AA4DEBDDABBBD3D6E19EB3D06E99ABD840A033DA837FEBCFED4973D4A408FBD44D6AE3DB09BFF3D1A0A9B3DC833AFBCC0EC853C04EB5C3D3A9793BDB8866EBD246DFABD50D2B43D24E56DBD82F4DB3DB0D8C8BC942B3DBD1E57823D103747BCAE8DADBDD0FC5B3CE8676EBD0443B9BD0C86A1BD80B3313DC05D2C3C20834FBDD0C2363DE84520BD6495C5BD7CD62F3DE8592EBD7CB717BDFE02B83D7459BF3D0C92FABDFC8EDB3D5CF0E43D029BB8BDCC3BFFBD9AD7C7BD80ED07BD8028B8BBEC1B0D3D7039F43CF862C63CF2DAC7BD6265F63D4E86DC3D0473793D28A8DF3C36F38EBDB0A9153CB4B0B6BD5A4CEB3DD25AE3BD18E2D93D1205F13D8CDD77BDC66EE4BD34A0343D527BC4BDD031ECBDEE3A9ABD88F8B43DB674A0BD20E94CBDD4A44FBDACF2B53DF062463D30BD923DD84CBFBC305F97BDA087383DD0924E3D6AE4D33D3CE1EFBDA4D8BBBD42F5A73DE86F043D1AF5A93D7C7801BD8E43FF3D3018483DDC2C46BD485977BD7484063D00BD49BB242578BDA03789BDD8832C3D8CBC7C3D44D0F33D180F58BD882297BDFE62A1BDDE6AADBD56E1FC3D40647ABD24D970BD12D0BB3D6E93CB3D0E4AEABD30C061BC40DA193D189A9C3CAE8A91BD544CCEBDA2B9B8BD508B2A3DA05E6EBD3EC6E8BDF663FC3DE89C6A3DB0C018BDA866A33C70F335BD28C2A8BDE885ECBD34E0A63DFC67ECBD0C18C1BDF49DD53DD439A1BD48E72BBD0053173A0ECEFCBDDC6FE8BDBCA7CFBD085D9ABCF44C39BD0020BE3D36ADA43D6010F93D2484DDBDA8F473BDE863AE3D0C7E313D08C2A6BDC0EFBF3DEABF82BDE014F33D5052CCBD38B1843D00DBE8BB6E96DDBD0476843DC8E83BBDC08E0E3B30501CBDB0E7E4BCF00903BD24DB653D306925BCFEE8AE3D68D14E3D009541BAF4434D3DE03B2CBDB645C5BD30A0A8BD3C4EAFBD28A8CEBDB0D7A33CA03936BC4A31E6BDE0D5843D74A39E3D7477D93D20F6A73BB0F015BC2692963DBA01DEBD8034FD3BF884A73D942AB13D1053713CE0D629BC10F4363DC0AED93C208689BB62C6CA3DBC87DA3DE66D91BD6663E63DC0A905BDB84DDC3CD000E43D4CF071BD2CFB6E3D189E8BBC3CDD90BDE05DF9BB8CD5DA3D30DC8E3D466384BDBAB9E73D1052D03C9681DA3DF47FF33D480F15BD5061CC3D78C997BC38A5A13CE03F853B8084E13A50E91EBCCCA5EABD4031323C72E7EA3D10EF273D2C8BECBD102ABF3C60DEA5BC9CEC163D5A19EBBDF82DAB3C18F5B6BD38B4913C3E149A3DC038B33DE039A9BCE867E33DA0ECF0BBD05693BDA84F6F3DE066B13BF0FAC9BD58C4A23D6AB6F63DB42D8C3DD00EA3BCCAC6D6BDC451DB3DAA5788BD603E9A3C22A2E7BD10EC9D3D4095CD3CF0B4F33DB477783DC07DF4BD804BCA3D22E0CEBDBCB474BD982D843DE0538BBDD441063D80EF523CB014113C620B8BBDB829B33D9831933C00173E3DE0766E3C90B47EBD707140BD7868AA3DDCA3DFBDBCF430BDCE56EABDB00B99BDC89C893CE047E9BC289E2A3DC210C33DB062D73CC221F33D0024ADB9A4F9F63D1835A53C004452BB50190F3DF6D8C9BD74C2D03DC63CEA3DA224E1BD665C98BDD053CA3D9CB1003D881939BDD4197FBDC09FEABC38BCC0BC3428EC3D30A79BBDF802903C681F113D38F77DBD6063FFBB681FB9BC6E53C33DF829B73D209CC5BB743083BD9AF892BD6CFB59BD1615DE3D9E1AD03D609DCB3C9685EEBD1082233DE850BEBCE4218F3D220F853DD8C3D63D9021153C60BB1C3C007A6D3A98DCB03D004EC13D803D713DD0C1CCBC74A414BD523BED3D306D84BD9822B03CECF9203DC690843D46459BBDB0B0C5BC404A6FBB70CE3ABC58B6DBBDECED5C3DA8BCC3BDE04A01BD98F01C3DAC4BC93DC818B2BC9CBD8DBD2C5064BD80B896BA02F48BBD20FCFC3C2C7B673D349AF13D9648D73D3047D1BC309F593DE058863C00BE723DECBA68BD7270F03D00E6593A1A24A23D2CDEBD3D28E8D8BCF629C43DA08004BDF4B47E3D30ED9EBC8473CABDEC8502BD486D423D587ECC3D24E5D0BD488E94BD866C853DD2C782BD2071D53B9A94B2BD5060013C98BC77BD08B1E43C04E2493DF861C43C4054C9BDA8F0BF3DF27BD73D868AE5BDDEABD13D4AA5DCBDA8AB703D80E6F1BB10AE23BC4C4C79BDB69BC93DD07DA53CD0670EBCA0E190BBA88CB93D14ABFD3D9AD691BD6E0FE3BD7630ADBDE6FE8ABD8825D1BD60C638BDBC1246BD00466ABAB404123D3271A43DFAE8A8BD806CB7BD28045FBD64AABCBD809EDC3BE421C2BD20E5BCBBD0218CBCE23DC6BDEC2767BDD8CC5F3D00C812BD32F2E1BD8E45D03D0CA11FBD10D5763C40DECD3DE8F07E3DC6EBCEBD3E1FE23DC4B80EBD2C9B023DACEF633D7CB6323D24FAAE3D540E67BDCC40BE3DACBBA23D7285E0BD30E43EBDC63BDD3D8402BEBDDAA3E7BD8A1A9E3DC46A343D008C603CD623CC3D20B0C93B649EF93D96E2A9BD8803DCBD30AEDEBC9CDFF83D18E1DABDE43A533D481A033D5CCD58BDF4F1D1BD9063563DAC02403DC04356BB804E4A3D96FE8B3D524EB4BD0A4BDDBD4047AABC705E93BCE0A944BDD4C1063D5A73C4BD04C2F83D7010CEBCC8FF8EBDD09EA3BC10B6CABDA484DDBDAC2C143D7C820CBD18A18ABD34206C3D5AFAC73D10A2653CD8237FBDE64E8B3DA45230BD0C026DBD98A5C7BC68D4F8BCDC23F73D10C7B7BC807FE6BD549A22BD1CD33B3D0C655D3D04BBABBD2455B4BD00AE11BDF0F5023CF0ACD2BD0CB56B3DA82FC0BC2EEB943D5098183DF867A3BCA0D338BCB8631D3D080885BDF0BA04BDA8526A3D3A7DE4BD20DCCBBC7827D53CD40584BD7862723D98A07D3DA87594BC308324BD88CD773DE0BEE63B7AF2C5BDE28A933DD403FC3D8019DB3DF4378DBD42ACED3D086055BDC6FDC1BDAA52B73DE487B4BD684EEB3DACE4FA3D4A0FACBD8689A93D7844C3BC042005BDF05A9B3C9C61413DA43CAEBDAE0AFB3D3060B33D2AE693BD34C6713D00CDB53C40B08C3D80C33EBBD8352D3DC4170F3D323EEF3D485A903CCAAAD03D606BA93C44EA243D901664BCD06D5EBC0A68C0BDF212F63DBA818ABD44FD853DA042EC3C8A03A63DD849F2BDA00F3FBCF058F5BD0082C9BDF4CC343DA0E8F1BCB2FCAA3DCCFABE3D008EA039DC0818BDF492B13D0C16F43DD08D773C76A4D5BD900E563D18EBAABC329FBCBD9870DC3CC08B3F3B00CBF23A86B0FE3D0EF1813D709CA13D802E883A6079CABC20FD3F3DDC8ABFBD2CEBF13D60897E3C56F4EDBDA4D393BD9CE4763DC051EC3C88E27C3D8873FCBD009E21BAFE87983DA06B8D3DA071DE3BC81BFDBDF0B9DF3DECA8443D3400483D424B9A3DF44C973D605667BC9A90A93D72F7AD3DE8A3FD3C6C43C5BDF4DBB23DA4D67ABDAA51DA3D4A739FBD30210DBC24F745BD082C8CBDACDE28BDBEFDA43D9827293DE0E23CBC4A9BCDBD06D28DBDB463913DA42B6FBD7266C5BDE6688CBDB0332BBD888863BD467A873D001BC4BA46A3F13D76AAEBBDB68980BD58162A3D42F59C3DB83F52BD00CE4C3DC2058DBD280C9BBD3CFE8B3D606AF9BBFC56BBBD606D9EBB244EE13D80CAE93CE8ECCCBC0880B9BCE89198BD909E913D005F073B4C4084BD8057ED3B8C411E3D2071AD3B107E27BC28A6F0BDC0F376BB04CB23BD80CAD1BAA2419DBD002E413DA6809EBD107225BD28636BBD58E080BD006EE93A68D363BD709F5DBDE0D9573C8430573D749E73BDD278883DD8E9173DFCA2C53DA021463C5C0ED23DDCAFE6BD602B153D50FDDBBD3877583D906C44BD70F0D1BC52D4D83D26AAEF3DF86300BDAC5D93BD62E48B3D18CC62BD8CC570BD7E84C0BD2A66FE3DC0EEF23B8836C83C12DC94BD64AD6E3D64BFF2BD1CA214BD507D9CBC9EA9963DE0D03EBC900E933CFEBFC33D2C46343D6CFACF3DA07B2EBD8A3E9E3DA8B89EBCA05F14BCE8D1DA3C52D0F63D00BC043A50B95ABC446548BDE8B4A1BD180D933D9876D4BC6C772CBD904ADE3C48CEAE3CC039A6BC6AF2D53D50A49C3D407CF93C008C72BD801B54BD189BDE3DA067D33CD867E8BD38D889BCD85FE63CD4370A3DE432D93DE061833B90CE76BC7C03B53D503E97BCB0F5243D5EC0BFBDA4CA34BDEE17C1BDD0A64B3C3CB4C8BDC003C33D5C0263BD7473AFBDE07EF63B944871BDBA4299BDA675BB3D98BE243D08CAA73C84C47B3D6C162BBD10D6543C4207F73DF47D5DBD584D4E3DCA42D73D301C8FBC64A5D23D7C8106BDE86FCCBC3485023DF0529EBCC47206BDA8A2C7BC088FD13CC4678DBDAE80C3BDC8A0C8BD12D5FB3DC0C25B3B6432653D2032F5BD20D895BC8E2DC8BD70DB30BCF80BE43D7CCAB93D80DE38BDD6108BBD3878D1BDD47C7CBD8C1A2F3D909697BDF2B68C3D50E937BD842DED3D00BDF7BC203DB6BCC8EC963DF075B33D94D4B83DC672B93DC60DF2BD7A298D3D2AE485BD52A0B53DAE2FC73DB0C52ABCFC8A303DE8A4D83C84F5603DFAB1AB3D8C30143D58842BBD001AA13B40856C3CBE87D3BD0C4A283D42CDA6BDDA59A23DC868E53D405E8B3CB05AD63D80AF303B32FCA03D646D7F3DB655D5BD6C52CDBD00D9F5BC0CCB4B3D088CBEBC08AACFBCAACD9A3DD067E53D34C9583D80C1173DD41C823D28608B3CD68DE6BDB0F6FDBDE676EEBDCA1FE1BD44E4C13D00A810BC9273B1BDC817DF3C002C2C3A329A99BDA0F6F4BD780BED3C8099FA3A14B335BDDEBB8EBD807A07BDF08BDE3D40E2CCBDD4E34ABD58E922BD8CA5EA3D409AF93B4286AE3DD03C4BBC6032A0BC8A7E913DBCFE44BD6C3F983D14F2DF3D3073503D52009E3D5E64C6BD3E2FEC3DFA5D9ABDD005903D88D31F3DA0DA153C789D043DF42AFBBD807EF43DC0FF03BC08A5E43DC08F483B50B450BD803BA03D40031CBB3A94A2BDB0AA803C44D0FEBD32149EBDC608D0BDC062D23B52EF8CBDC0B332BBCCA9C2BD148FDCBD808C6CBCB048713C0437B83DAC102FBD1888F33D6010B7BD0840313D4A4FE6BD9825E73D2C3E41BDF2308E3D204FC53B5CE44DBDE81EF4BC00463FBD7A8A9C3D9AF8BA3DFEA3F33DD88CF3BCB8591ABDBA8080BD601F0CBC98A8F73C409128BCCA6AA5BD9010173C006473BBB4C4CCBD18420BBD809EA7BB22A2F8BD30678E3CC4970C3DA0F93FBCD87D8DBC8055443BF880023DD04F75BDE09B3EBC7600933D002216BD003C38B9D0C7ECBD2CDDC2BD301245BC90E830BDC0E7F83DE01BDBBC70A0D5BD244BDA3DA679A5BDB8E3D33D90F34FBC4012C93CE008FBBDAC4CE83D004BB8BA625F80BD02B1B6BDA048BA3CA0B3F1BDAACBBD3DAE4C8C3DC2E3DD3D84F2E33DA0D396BD98A40ABD16D19C3D30D1A33D1E93FA3D449253BDC834933C20108BBB0A6F933DA8D77ABD6CC2E73D349317BD88527E3D3A29C13DE8AEFFBD60C9BE3C8C89AFBDF07D763D283ADB3D04BB22BDA478ADBD3E1D82BD9664C73D90E6A5BC448DBEBDDC88D13DF0D5A73D50AF5DBC60BC6B3CF0757B3C446EF73D527A943DA884B83C80B2363B6CE1243D5E1FBDBDCCCB8A3DE41C573D60186D3C1697943D187AC5BC20FDE9BD4610D5BD9A5BF13D48E228BDDAE2BABDF281FA3DF2F7B4BD720AD03D2005E43DD00582BC5011953D9EEFC33D84DEF0BD7C0689BD5030853CA484203DACC0AEBDB0CCD2BD3A57F53DD84E71BD6CB5F9BD7CEA603D5EA383BD14B032BD749233BD484FEC3D90D7423D7AD8FA3DBCF234BDE28EB93D56BCCFBD36079B3D20A3A73BE0F5983B6C09DA3D80DC1C3C7CC059BD0C328DBD78EBA53CDC482BBD166F813DA0CED5BD2208ACBDB844DF3DC03346BD204EFCBD8427B73DE0EC0ABD00A1413AF69C9E3DC0EA2A3DE49CF5BD40B5B73C820AF83D40AAECBBBE29BA3D2C46E03DB4AF3C3D809EECBD989DDB3D5031CA3DE07B193D10A028BC8054B0BDE0BEE13C84DD31BD7868E53D0435FFBDE0C8DC3C00E12CBB00F0AB3970947EBC4CB1583D1AD0DBBD0063DC3C2C77AABDACE4223D90E02DBC20F2813CE45B903DBC944BBD4607CEBD68D86EBD34ACD03D4E62D0BDA457A23D34C934BD806AD73BBCB4513D1C8334BDAE57B0BD1C472D3DC4999A3D70C63E3D00AC8EBB105F5A3C98F7563D302A233DA0C67DBDDC88B83D901089BCE4FC49BDDC781ABDE0FD873CB27584BDA6C5BABD42C18E3DBCE8D03D3A70FEBD78B8CB3DBC7096BD38DFF13C84EBEC3DC616A0BD208252BD9C92133D8221A0BDA84547BD3A9AD6BD50036F3C80D59F3D6820093DE03DB6BCEAABF23D56D0C73DA2448BBD1271923DD0EDEABC741E253D50805E3C0418603D083982BDA8C676BDCCFF91BD46C1A5BDECC55CBD80CCF53C68BE113D6009C23C3482BE3D9CB0C23DB096CE3D10559F3D807680BA743F023D12E980BDC04E093BB0441B3CA44ED1BD2A86D13DF0F1E2BC7AE9C33DE430733DCC0C8BBDD410163D409A61BD54007CBD1087223DE4617A3DD43892BD5C6D81BD4C55C13DFC383CBDF8D2ABBD06C7D8BDCEF9933D266BB83DB6C6FD3DF234C0BD0097753CA82BC73CD09D4A3C10BBCE3C5079ECBD8E19F6BDD04854BD50543C3CC0221B3C985F92BC20ACFFBD4CDB9F3D629EABBD0020F33C1E0FBBBD668BB83D880DCE3DA6C785BD2CA5DB3D88431ABD06C4F8BD00AFA5BC123BC1BDF892D53C68E1C53C70DE61BDF4A113BDF0EA163DBA288CBD4C80523D3C93BDBD229D953D509C73BDFAADD5BDE075C43C80DC573C7E0FBDBD1E0DE13D5CB238BD10B2A83D203A04BD6832AB3DA8D176BDECEFB1BDA8F7D0BDE8AE82BDFAA78BBD5894693DE8FAA8BD388BADBC2C053ABD984E41BD80DD7ABC52418D3D002653BD9282D6BD7648AE3D34C294BD68A9B03D507650BC801D72BCC81BF03DA856B83CD697E7BD7464F5BD6877EFBDF2EABCBD0C12393DE0A7543D94A7843DCA8FEBBD72D5993DE2F1E23DC4F7483DA0DA49BD9EFEDDBD5C19FD3D90EC483C60CFDC3C80FD9A3B48E0AB3DF09BFBBD126B813D3AFCADBD0273ED3DB4CAC7BD60D3E1BCB430293D643D2A3DB0422B3D204BA53B148F0C3D804DACBD4000F2BB9CC10E3D745ACD3D7468D0BDE81A4ABD329BABBD1C4A84BDDE9B95BDA8479CBC4400393DD826C7BCF032CD3C381AF2BC1C58F6BD883B823C2059B33BE8D9ADBDDE80F6BDF0D3FC3C70E30CBD0015CD3C08D4DFBCE823FCBC1C584DBDECFEF53D6800E4BD583CFEBC448C0BBD6C3534BDE8CB813D8E9DE33DDC21D33D0C2579BDEC675FBD44424B3D246A893DDCA3D6BDBC2268BD7C5771BD605747BC3CFB33BDEEE3C5BD30EBABBCE0BBECBC80361D3C9C2643BD38FE6EBDCA91E43DE48A13BDC27A983DDE71A7BD10F45DBDBC57503D382FCA3C200BC1BD22E8C53D68620BBD008013B8D06C8BBC7484C33DB8E2F73CDC8E6E3DF0BADEBCCA3DFF3D6C3F473D10BB7C3DF0ABC6BC26ECD3BDE2FEB83DCEF9E3BD7415FDBDA088423C68EFC5BCA670B8BD9E0EC53D40854E3C2C496DBD9E9FA43DD842353DBAE1C7BD8842A9BC7292DCBD30A98EBDE099B83C90D80D3D3C0646BD904134BDA89CDABDA4439EBD702702BC802C933BAE08903D4611AA3DB868DF3D9020C73C646BBDBD64C410BDD846E1BDC07D1DBC900E863D00576A3C9CCD693D1A24D83DEE2F853DA8ECD4BCD03BE93D2AEA8D3D8AFDBDBD7827933CF4F2763D8037243D4072F63DC4FFA7BD4832903CB630F83D868CA0BDC8E089BD7076AD3DD6F7803D2E76C93D20D5B1BC70BF973D7C05DCBDD89993BDB02AA43C40ABB5BD401E0DBB20093FBD2A12FD3DB0F618BD4C2E323DC89AC43C5EA9F63D80D2AA3AB070913D5AB9ADBD92ACB8BD5485843D1A0C9F3DA8A481BDB614CD3D58D5283D4A1591BD0CEA763D728BFE3D7C3D03BD3AD6C63DAC0A1EBD7C47F0BDB447CABDA0292CBDA221F23D3429573D92BBDC3DD2BD813D80F3E8BAB627A9BDE4A9E8BD8C712BBD441A62BD0E67E63D3056F7BC508677BCE0BCB93CAC26D23DC0BB52BC863F863DD09DB0BD32E6F3BD301B9DBCE8936A3D125DA03DECAE3A3DD206C23D188696BDB845E63C8EFED43D58739EBD162BB13D745ECFBDB882A63DDA76853D04A2DF3D90755DBCE038E1BB0CCE99BD36B7EA3D20CC8DBB741105BDC0C8053C801E853D02DA81BDD2DACBBDD84BF9BCDC9A1A3D000C4E3C743308BDF82B853C607F26BC3A5DC63D826D96BDA2DFF63D00989B3AD0CFB33D48234E3D8A8BC0BDE8A0B73D443D33BD8630ACBD2812603D98A4C13C36C280BDCC8E70BD72D1DF3D7AF0FFBD2071923CC080253BBA64CCBD1C8F5E3D14EAE5BD802D74BB601DD8BCB8F68F3DC00DDDBCF0D7ECBDF0E21BBCA28FC93D087593BD8ABDD73DBE7F8E3D30B269BC40117EBBA005D43D406E043BA0EB8A3C6035283C302E1A3C9C33DEBD3AD993BDA044EC3DEA80983D6033D53BC0F4F13D44EB47BD08075B3DEAFF85BDA4E8C53DB0218D3D6078303D00F0F4BBDA64AE3D783B8B3D9069843DA49E3EBD4080643B2858F4BC467D95BD7881F83CCC3CDC3DCCB1963D50EC0EBDE457923DE0E417BCA247F23D5A4EFDBDF4E1093D4E12E2BDF8F9733D8AE7B73DF643C43D48F427BD5075343C8808063D7C882FBD4CD6EF3DE44DAF3DFC6D7D3D948850BDD202B33D366882BD9E79D0BD105820BDC0873CBCA681A13DCC2C533D848C383DAC321BBD08B9C63D665BF43D4E92DCBDFA56E63D98C7C83C1C81323DE016483DFC2C953D0092FB3A34D703BD847C30BD864FA4BD60A89DBB22B58FBD84C5983D8E48B7BD3289DE3DE810E2BDE82DD53DD0FB673C0E51F1BDF485193DF6D0A4BDBACACABDC09BD73B30AC11BDA0B5FC3C1275CA3D9EC7EABDE69FFE3D5EF48DBD405ACABC3AF1A53DD4DC55BD860681BDF092EFBCAC1F483D0061B1BBF436E93DAC0E5D3DBE99E9BD0C49B8BDE05F213C80EC9CBBA8971BBD6461283D6CDF563DDE9794BD0848CCBC8450373D8489393DC0C037BCB2B4803D50F7363D0A45F0BDF297F4BD0018893B30442F3D1E7EB6BD72D583BDA8A0F4BDB8F2C13C4C8CB93D04D0E23D8A70D0BD92ACC53D88114DBD8476E1BD644AA43D341DD73D803ED2BBB81113BD70DE7F3CC43B703D74C66C3D8CEE80BDC07D883B98EE0C3DB857943C30EAD43C1002E93CF0B9073D62928A3D66E481BDF0D1D33D348503BD02A0D0BDA0EEA93DC2D1A2BDF002FDBD70C92DBCCE86F63DC2F2C1BDC8FCDD3CDCB7C6BD4C5F513DB866AD3DF8A5A6BC8EDCE3BD4C4DBFBD1A479DBD88393FBDACF974BDD04D613D58DAE63CBAE5CCBD103F823C0653EDBD6C59B73D00CC0DBCF265EF3D7EF4C73D50CA92BD5C21C63D40BBDABDB02EEDBD747CAB3D785D83BDC684BBBD9A67A6BD949793BD903FE2BDA07F833C5C81DBBD30070FBDCA48A13D3264C5BD8410AE3DE666FD3DF8EE9BBC70C276BCCA68F3BDDA96ED3DAC1BCD3D608D5BBCE26E983DF477E1BD9648ADBDBA8CF03DC02FFEBD900958BCD28488BDB6AEF1BD5034A83CDC215FBD08CAC93C00333FBD0C082A3DC854873C864EFEBDD02CA33D98459E3D7AFEC3BD889B183D947C72BD62D8AF3DFC3776BD1096A03D345FA2BD3EDF89BDAC65503D7C810B3D8CF569BD603CBC3DE0A5C23CF0BB743D26CD97BD68C6F73C707EF73C38FD943DA038EC3DC64DA23DB0A0FB3D4C5B60BDF4E4D2BD9048B53C00B212BBF86A98BC0820CEBD00BF8EBB80D3703B24E99C3DA4A7753DD815AD3C4E1CB43D80965BBC18EFCD3DEEF3E8BD008470BB7C4A65BDFE41A43D3C190FBD3E15ADBD70AEACBC00C096381E4BAC3DDC098D3DB286E7BDE85A58BD0C5378BDE0CDD7BB207E633D88FC94BC820BE93D70A8613C28B28D3DC02AF6BC9068943DD0D5483D0090973B209188BBA4D8623D109C903CC067A1BDA8D81EBD08EDA7BD5090F43CBC0FC03DF0F892BD54B02B3D12A3C5BDE4E8523DA60BF0BDF41A49BD809DBBBA28B7ADBCB411903DD0294CBD00B5293D0CE0603DF4EE0B3DAA14F8BD40F38DBDC02EFBBC00FB08BB389C443D301CB43D185AD33CC055AFBD6E65FEBD8C4AE53D0086E0398C81E3BD90C90CBD0C58443D20C680BBC0B9A83DD052AFBC6093803CB8EEEF3D1658E3BD20AF4B3C7662D0BDFE7FACBDDEB6EFBDF8627B3D88F2C8BC20E4393D90D4673CD006273DE610D7BD409235BD5C370CBDD0EFB9BDFCE8593D884F913DE42E39BD76F7AEBD324385BDD8AAEEBD7AA1A6BDFC080DBD48E6A83C98BA75BD7EB1D1BD5051813DE0A2CC3DC02CC23B90A291BCAC7962BD30F5263D6084233C80196ABD54A3AF3DA8CE963D981DBD3DAC9AB03DD8E797BDDA60EA3DC01722BBC080EBBD1246A23D8AA6A4BD707670BDF87FC73C06B9B53D4817A43C82E3DABD844FAEBD20E63D3D905B0CBDCCD30B3D1A38DF3D52D4A6BD7211DDBD08BA2BBD",
      torch_tensor_64_torch.float32: "0x04000000868F34BD1668053D534ED0BD36BD363DD62915BE2F792A3EECFDD8BD74F2993D24D0F7BD9F1CF7BD9191D4BCF33DCEBDD1954ABD747A9DBDA6804ABDA9EF0BBEFF8B303E0931CC3D485581BD9873033EB74CA1BD06E013BE4FEC673DFB2979BD1524083E54D842BDCB6213BEE3A3183E9F87223D0AC15B3D730D8CBCD2EF0FBEA519693DD850FA39B8B3EFBDED4FCE3D638229BE09B1E0BD1DD428BD23AC29BE91F622BEF08959BD7A7E08BD8DC9043EFAF1A83D8D4E283EE0E8603DD7ADC13C328A0BBDFCBA98BDB82A22BE515725BED50B9A3D9F29E5BD6F8494BD2F31A93D29CDDFBDFEDA853D844520BCAE69153D84EAA4BD02FE033E8D0F14BEE0FE28BE",
      torch_tensor_64_32_torch.float32: "0x04000000C62DB3BDE9AFE2BD1D2997BD65DC57BAAB464EBD7BEBE7BD689B013E9469573DF37628BE51E3173D73DE313D5BDAD43B15D32F3DE07D72BCBF559E3D2BDEFEBDDE5D9ABD4A9A073E324CE0BDA8A0B13D007E273EA98625BE5E9C9EBD2C7A1A3E93212FBC54F10E3DCA19CE3C2132953DE02B95BDB100BC3C259DF63D1B5774BCCA1326BEFC477A3DC7D838BDECC118BDE1D0BC3D50CBFD3C1C04DBBDF311A7BD2822DCBCF1E432BD774919BDE974F7BD9A22033EDAC2BB3DCCE40E3D53F2233D6788A93CB55A073E50D8233DB399DC3C4204C7BDC88B713D1F5A29BE995D643DD7E71CBE6CD695BD5A22BF3D75A2D7BD0F24103EA408C8BDB9752B3E5B2B5F3D16E49CBDBCCCDC3D354F20BE2159E5BD21D2E2BD91A2BE3C64458E3C2FB21BBE32AD2E3E002731B9D453C1BD195D8A3B04689BBD64C4473DB50F833D81644DBD70D9283C796AD73D357BEBBDE77521BD70A3D5BC8987EFBD7BE56B3CC9E4D43BEA3612BEF488143DE2C62C3EEC90C03D3062C4BDF6B2253EFCDCF8BDB713B8BD58B19F3D2502103E86BE2C3E0FD81B3EE45AC7BD2DB0253D4554E3BD0FD77F3BB4F9153ECC43B23D052627BEC0CF9BBDC3BB18BECA8BAA3D05D6B7BC4C5404BEE25F67BDCA9D6D3DD011863C0DDA293E98CF19BB73C3633DB4575BBD31CEAC3CFD82CF3B027E1B3EB1B2973DAD52CEBD98D820BE953A2CBE327A83BD2C32BB3CFE4B2A3EAD498EBCC38D8D3D4AFFB73D2FA90ABEF4BD15BEA82E893DE4BFA83DF493A8BD06F0E23CEE3C31BE5207123BE47C313D6652DB3A8FDDE5BCF3B0963D500647BDE9BF063ED3EA1BBE6AE7CEBDF31E17BEDFB623BE0533063E833033BD10320EBE3C2E163DF41309BE48B8153C511BAC3D691C19BD8A1DBA3DEE9C143DD84111BEEE820E3D9762E93DFDDA27BD2FDD883C3CBFB83C490F793C1B393C3D92512DBE9657093EBEE69D3D5DD5B23CD1C0033D7DFC11BE3DBD4EBDC0F5FBBBB21E2C3D7C99C6BDD2A7993C39B760BDA1C2033E46611BBE3561973C7D47F53D30980CBE3E06A6BB9F4BA73D7C17923DA44DAA3C5859923D4260FCBDB2C4163EAF31813B4606EA3D292E203D7D1AA1BC21139B3D7DD72B3E7E8F323E525F18BECFA82F3C3D0A02BEF6F0D23DE9F3013E0139FEBDE16427BCE385FA3D2A6BEF3D591A08BE6E15F33DB73000BDB1F319BE4C3C103DFDA8A83D471FD93D8C28F6BDF21B03BE2740F3BDF82BCD3D1D351EBE9D62C3BA27C754BD58119E3D7A320E3D18D2B6BDBFF1FC3C1496263EF16DEE3CF767B3BDBCEFC13B1E0A26BE5848E8BDF37E06BDE19AE1BD364A193E048D0C3D0A350C3EFEE024BD0067C9BC26A5363DFD4B57BD7ED176BD569331BECE5E083EE8D3233E353B33BE2F916FBDBCEB08BEF2F592BDDCCF093E7DA9C13D01BB60BC99A09A3D2E3D583D36B7C53D9A7711BE48D15F3D32712BBEB019EEBD4AEA86BDC4178DBC2CD42ABE7E29903B1435E73C4DAE8FBD58DB6A3DCD2D1E3EB35DF7BC65D0C0BD215A20BE4A2E04BE323DC8BDACD205BEEB558EBD0E71C73D6F94623D3628233E77B9333E625F82BD00C88DBD372CC63C792410BE71EBC43D635102BD9E9217BE91AA08BE2978F9BDA403473D9AC30A3EBE690F3ED86047BDD54AD2BD76AFA0BDCE50F7BDCEAE3ABD787C23BE3E82C13DE25F2ABE3335E1BDD9F6F23D756707BEF0192D3D7896073EE96E323E1530B73D565142BDB9E1CE3D192CBFBB1C435FBD50EC163AC96A223D0DC1F23D8AF8973DB8DEAC3DEEA3D83C9FC611BCD604983D24282E3D34372DBE7721EA3C48C7A0BD04FDBFBDE6028C3DCA10143D413CF53CC3BEABBDE649A73DD1DF293EBD29B13CB4CE943D37D01EBEF13AD73D2A897B3DCB1BA33D7FF9963D3C733EBDEBD92DBC1A182F3E5775043EA8C001BE01A00F3EF927343EE172BE3C613A0DBE095B0C3D393C12BD8926023EA5EB2DBE3E4B393DC4E107BB7401643C220BF93DC648513B35BC11BED230D3BD31F690BD3B729A3CEFB58B3D6B2707BD84E38EBD67DD9E3DAC0130BE5FFCFC3D0958A8BCC7EAFB3DDEC7083EAEB39A3CA30B653D7BC5CCBD8DB2013E42E6D33D0B72E3BC4A1D8D3D4C3B22BCB96D0D3E0908953DBAF8033EF28A24BE3A5F303E8CE3863D4504B03D7958213D45C8ED3D5E6A2A3EE0BC76BCB08714BE3239263EA5B318BD469AAEBDA6DDDE3DC70BCA3DD0E1C13CD4CE35BC41840ABD76FA253EAB95DC3D659BD73D39DDE63DEF79BDBD122F173D13991CBE4556D23D826D33BE57E934BE32EF32BEEA41DF3D9AB5963C13C3D239FD55E63C940389BD32E05BBDCBDDF3BDFAD430BD8FC6DEBD3568983B603A0E3EB4A515BE4D0AB23D4EA406BE540096BDD8960D3D0C2EF93C1A73143E6BAE8AB89CE389BD4BBA95BDEED3A93BC7BB07BE02EE0DBE2DE79ABD6FCD943BE67FF4BDE8A9CEBD373F013E8C48273E7BCE62BDA44D1BBE979B8ABD9F1E923DE0FE6A3DB97660BD606D1FBEADB859BD61E621BD0E7CD03D2C86B3BD6C48D93DC5E2C83C4CB5F2BC215221BEE7B6323E7C1D01BD51CBE33D6B45BBBD3D4830BE764A10BE1B8AB9BD7A9866BDB67FCCBC04F9163E56F226BE14B3B43D9A50183E6721953A55C8E1BDB845B93B80C72B3D1B30A03DE0185CBD8C7B78BD9CCCAABD9F152FBE664D7E3D72DA08BE86ECADBDFE70EEBA6D8C0B3E67F3203E8FAA03BEE8FE1C3E5827223EE43B123EA9287C3C8B62113EFBE6AF3D64E401BE84D2BEBD4AE1593BE24800BEF36C6EBD01F2113ECB8EA83D60A51D3E54A1B13A939AB8BD539DEF3DBD85553CEADFF33C216599BD07B7943DEFB005BEFD72103E0B5D1E3EADA1823DE8F60C3EF6BEDB3DD3448ABD0E011DBE1790BE3CC150E33DFB2594BCF8B2733C982B063EA87B953D0654073EA9A4D43C9F54A23C8E322DBDC55FF4BC3F69C0BDF60CF23D3819253EA45B863D1497A43B87056FBDE5B932BEFC1206BDBA8100BEC5A305BE13610FBDF2700EBDA510123DD33403BE5317023E30CF24BE8575ABBDD97289BD0A91323CE9A8953D47D13EBD0E03E23C1E6A2BBDB9648EBD3590CABC7EC9113D54D52FBE9CFEFBBDEC6B0D3E5BB5A33D6CE19ABBCCEEB63B68E5C73CAB4A283D7B2DF7BDDC5F45BD9B2226BE98500EBE2E3D08BDBB35BFBC64950D3E1E70F93CE6CFEABC427BA0BB2032CA3D48575BBD9B5C07BD444111BD16F811BEDE65CABC815727BE3C9AC2BD4F71E6BD92D8063E8DC026BEFB6A2E3ED7BE873DCEA9F4BDFEF8153EAF8E1FBD185219BEBD1BC9BC55ECB23DCA0030BE4D0B59BCB34E933D7C188DBD0EE5833C27E48DBD16E4F2BD7BC30D3E498800BE90D207BB3A29713D1953CABDADCEAE3D415416BEF8E12C3EB53CA13D5A05CDBC399416BE3FA3B23B216B803D69A0C4BD0D60B6BC4C6634BE2FF734BEB4469DBC9677173EF55008BCC501633D6BB690BD386E6CBDD02D9FBCA505B7BD5E89DD3D5BC4E13D7AB90CBEA2165E3D5B8F95BD2C30D0BD2FACB0BCDD9460BD2C24CEBD5F6CD53C62A4CE3DC775DFBCAA994ABC25F3593CAF989BBDDBAABF3DCD05273E0E5B84BCA9E2443C94DA113EF943143E09A906BE3AA9A7BD309131BEDDBEDD3D45490D3EA4C483BDCA43683D6F652F3DCCBD1BBEFF92903D43A5B13DA6C97E3B2082943CC941283D6568023E80F11F3E8B23D03C47529A3DEC6F3DBD5BD9D73D92688EBD573615BEFCDBA93D7946863D04601F3D3C099A3D5553AC3C856E763D4C86933DEA4CC3BD4B2F1BBC423DDA3CF3DCDBBCBA3218BEF05E893CA141DD3D249EC1BDF2B9313E8421253D3BFA993DAFCC8BBD7F1314BE86BC86BD91F9B03BB4F8A4BDB235213E88B7E7BD98D7F3BDCC6A80BDDF66223E438BA5BD7B77273E04FCAD3D7309DCBCCE3FBB3DBF1DAC3D5746B8BDB61115BDFC562F3E6F90CF3DBDD3B0BD47B242BD77EBCA3D67CBB73DA795653C8AF3E8BD828305BE92D418BD151C853D56639ABCDB5817BEDF7431BDF4AF343EB09D15BEFE7C0CBE9596E33D921D343E47222EBE8AB823BE9D6862BD8B7B343E377ACDBD11A2773C5DC5133E382A80BDAB0C5EBD2D03F3BD1F69DE3BA5F5283ED30A943D2F79FE3D5BE23FBCD205E6BCFF5B01BDD47CCE3DB5E4BDBC3DA01ABE2C427EBD87AF8D3D2F7D303E21A903BD649B1DBEAB4905BE5D6D0EBE65F0913D3F6F053E7F22563D7CA8793D72DCEB3D8088F73D5C2FD83DB373CA3D8FED433DFADEBA3D186BF8BDCE54EABD38BC423D6A5DE13C59231FBE4EDF03BEE31A10BE18C50F3E48B3EC3D278FBEBDBA7FDA3C068B26BD675D1D3E9CF423BE960F04BEDCB516BEDEB2D23D88FAB4BD42A2D73DFCC2743D38F6B0BD320F43BDC18292BDDEB89F3D6D3091BDBDBA753D5EE94E3C2E9010BEF294E3BD3307FBBDD5B4BD3DDCE41C3D45A691BB9F92D7BDF55A33BEDC1E80BDB28A0ABEA90D34BE28A62CBE4D7BECBDECF92FBEAAB6613D0677873D17ED913D2D3434BEBADEDF3D302B0D3DCF1FB93D1EF631BD33DBAD3D74AE2BBE42A0763DB18A0F3E4530983D93A12ABEF7434BBD71D6B3BC08B1BD3D07FF88BD8948D03C1F307EBD330DE6BC779E66BB79E3CFBDE649FBBD2C70153EA117183EBD5EAFBB4AAF1C3EAC7D0B3E9D0AE4BDFDDB8FBD48AAF8BDE8196A3D007F923B7E98C6BC9F66063E9E828DBDF623C6BDACAE00BEFB2DB8BDBC782E3E1005B0BD753B47BD102DA33D60070BBE14BEDBBD533B053E7FDB8ABD51DDBBBD1D5CBBBCC859CEBCE553043D27BB843D03930BBEE280243ECE1A2CBEE63B753D924D4CBD28E398BD4654293E9B702EBE64CE453C23FDE73D89D4213E580919BEB27AAE3CCE18333E4E5031BE79DB303DC9D7E2BDB216EB3C4DBF23BED01FB23DF4A020BDAE5ED83DA3362EBB5F6BCEBC37CB2FBDAFBF25BEA6C799BD0B60C03B830B0CBEDDDC1E3E2475EBBD220C8DBDFBA8C1BC12A312BEEA10B7BA5656AEBD2E8517BE92158E3B1A41203EB54D323D884D153ECC96E2BA35BB7CBDDCE4113EC5CAC0BD407627BE3C791E3D506EB43DF869D8BD73D97E3DFA7180BDA0B5AFBCE35220BDF6DF1ABDED4913BE9F75313DCA763EBDF0690A3EA6B6F13C9C0A14BE13B609BE6EAEBCBD3F5FAD3DA9BFE9BD759FA5BDB774033D2A00FBBDEA46B2BD4925243E5568BFBDFA3D71BD1277013E1641223DFE140E3EE9791FBEA1F6B43DB881DDBC52F0E7BD540F9BBD67182FBE0A73FA3DD3EF0ABD5C7F31BE8DCF1A3E8F7EEA3D5CB2953D4B2B313E6378233E542C293E811B223E3E1C133E388E3D3D9C8D72BC104ADC3B877496BD4E1BAA3DCDD0A73B25D42A3DD334E9BD605188BDEFB5073E7FD98C3C88DF793DFE071EBECF089BBDF16C93BB7FF697BC041BE73DF8835ABD0914173ECD0A0CBD86D08C3DA7E2FEBDDBCCF53C817B30BE02501BBEE6B4E7BDE1B54A3DFB7B603CAD288C3C53699EBCF719183E9953313EEFC0993DDEF40F3E38240FBCD01885BD70C40C3DAA0DEE3D8DD0DFBC0EFE0ABECB1D6F3D259438BD7046AEBDF7ABE43D469DC4BB44F3CEBD43A2D8BD117A2A3EB87CEB3D2FCD01BEF837B138A3A47ABB2492AC3D4A091BBE902E2C3B6741713D193EB83D636C973CB673B3BDFDC72DBECFAFC33D9643253E019D5ABDC6C421BED3DA533D25D3FDBD1C8BECBD8D5F453D418589BC370245BC705D223E7702FEBC6760DC3D8C5961BD7EB2063E62E55C3D554E213E158B7C3D8E3D80BDC3CB9D3D7D391A3E9A3C093D04E9A63DDFB3FEBD6D2AC43D971D2BBE6506203ED287953DFE993E3CF66C29BEA89C243ECCD9E63D42E0263E43528E3D5EDA733D6C8F3BBD345D94BD61838F3D271D7B3D03CCBBBB6757E63CFDBA783DE2ED2EBE511520BE90C040BDEE91F63DDBA1B03DACC62CBE3A6759BDDB1399BC13D16D3D8318143E26637D3B25E70CBEFCB6313C22CE8BBDCB41DDBD9687C83DFB8FC2BCE011AB3DC3F30C3EB6538E3CF4EACB3D4EFCAABD7F18CA3DA46AE73BDA95F03DB4102D3ED0EE08BE6FD82B3EEB2E0A3ED4D211BED241543D885E13BE71E16A3D4DF1DF3C99CD2CBE476D833DC6E346BD9B6F343E24AD303E73F5793DEDAF0E3EE9C2823D11432B3E09B485BCBEF4323DE035EFBC589B4ABB076E5ABD4F478FBD6D6ED13D505C9B3D4CD19FBD59881FBE7D05B13DBA8326BE492A00BCBCC11BBEB492173E5E66133EEEC414BEB84C28BEEA0DD6BD85CD473DFD0BB5BDA96F2CBDE08937BDD3D1043D133FABBD1CA9A43DF98801BEE1E780BC34BC173EF7E8C7BDA0E10A3E396DBC3DE1E369BD93157B3DA795F4BD3E1A693C421A4D3D20931C3ED696CABD3CE6CDBDFCB1B4BD145830BEA76D123DA4D715BECA5F42BDF488A1BD8CEF213CE2A55B3D4D8B03BE1CC255BD52398BBCC449D1BD2C45273D8006863D520201BEA7560E3EE0A1003ED78759BD1779D73C0B53B03C12CEC7BC59FAF2BDE329153E0A29B23DAF4517BEF74A0CBE27242C3EF121E73C865A26BD055EF53D2103503D1AF6813D189C0F3E000D62BC257D2C3EFA4EFEBDF24CDCBD855FF53C19D0AFBC1199CE3D71E544BD45B8E33C5F7416BD4EE6073EEBF93DBC89D3313B139D043EA9FB2F3E91352D3EA7FC30BEE792CCBD6F3B1DBD1E7B15BDB76AD13D7F83A33D043A6EBCC539893B9A231B3D870C1C3EFD9CBB3DA39DB6BD0B76B9BDC9FC643D907992BC3743E8BD48342FBE476FCF3C877253BDA7A5D2BDC834083D1746303EF159163E9A6BCE3D768608BE51A0CE3DC240BB3D5995713DB15E34BDE5BB49BB885EC4BD8B1A23BD2963EEBC1D24CDBC002634BE08727F3DC01B14BE555F07BE2B1F933DBE2D14BE88B02C3E96552D3E491966BD6D93F9BC617D0ABE760E333C2463043D0A9AC6BD070F633DE1EDDEBB587155BD4E5320BA6F772FBE1E08FFBD53B0BF3C7DD02E3EA996D6BDB918E83DC088843CA8C29BBD26184B390C92AD3DA749AC3CE23D203E7D0909BD33C3F1BD7693233E06CC4EBDB6B6E53DAFCCEE3DC23C003D369214BEE7B631BE7FDFAB3DD207313D3AA8D23D328D1FBEEA83C7BCA4661C3E4635BE3DE86E163E491F0E3E3CAA31BDDC8AF6BD22E1D7BD7DEA753DC4B48FBD78C9373A1F1AE73CC5BEE03D05E9C93D55A1CE3DE46DEB3B8763CC3D1C7DA9BDBAE790BD7B4AE5BCB93ED2BD0878213E9BE8DDBCC781523DF418B4BB89731EBB9DF6C0BD8EA354BCC1EB21BE6021ADBD2E4E0B3E8BC929BE464FEE3C5CB5E63C98412DBE496C0D3D9419A83DEB1B033E9C87073DA37F0D3E1009DA3BDDF1893D12C1553DB37805BE04F21EBD3FF3FEBDD2A60C3EB6B6AC3D018B99BDAF8004BDCC4B413DC1D51DBEEB90A33BF5B2AC3D7374B53CC93E85BC6CC1E83D6D7B9D3DDDEC20BE8710D53D63C60EBEEB5DCB3D436D183E3576853C95B774BD7702BBBD6EC2A0BD7B7805BD3A1896BD3CB3333EE8299CBD7C50963D31DD27BEFA7FB73D1E081A3E51C401BE4EBE38BD8B932C3DD2462DBE9A11E5BDAED27B3DBC742A3E515058BD2104D3BA82BE2EBE3EC02DBEAF6D1D3E469D193E25AD5CBD24288FBD7F7E3BBC92FBA73D5DEF2EBE848AC8BD0DB56EBDB5949DBD990699BB7409043E08181E3DB1D123BEEE6B273E3DC1113EBDFA633DF635B13DEB56873D0160143E8E1A2EBECB5FE1BDF7E7B7BCE7BB09BDAF70F0BDE2982DBEBA3F0ABE21EBE0BCA2A9193E3E06F03DE5B5503DB55BDEBD90A591BDEE818B3CB1C927BE863704BCF63D133D3BA8233EAD113EBD36AF313E3F825A3C732DFBBDEF152B3E8FF01C3EA1080FBE4A04D2BDD41BAD3DCCC3DEBD3F2BF63D79BDACBD2FBA60BDDDDB4FBDBFB22C3E85DA74BD33CB0CBDAA0FDB3D6EB4F7BD20385FBADCD20BBEB61327BEB75025BD5116A03C125E1A3E98982DBE925950BDE58B3E3DADB5883DB285D33D408E11BE820431BDE06D273D391B11BE936FB63D08B92CBE21E8E13D7A686B3D4CAC4DBDEBE76A3DCE51193E442A053E7E98DB3DE9C0D2BDF511503D2AD8073EAD69FF3CCFB1EF3DB187E0BDBF75FE3D8725C0BB776822BE0BB33BBD4EFE1F3EA5F37CBDBED0FABC56D490BDB8D9C4BD64E3FA3CEA9FDB3DBB3CAB3C28A332BCE38A273C9EBE07BEE3C1BEBD12EE103C0FB010BE8F51B33D3ABADC3CBEFAF33AA8DD39BC69E3183EE233253E23C6B03D5DD0B33D7F8BAFBDFEFE933DD1DEF4BDD6769C3DE58900BEC6797DBA3B33033EA567F03DF00E203EC9FF763D10898C3D592C423DD12E043E12FBBD3D38A7553D7EA47CBDAD36AFBD850433BD65C7AC3D9612C5BDCFD2453DD05F1E3E0D47193E654605BEFF624E3D25BAEC3D7B6C24BE8E62E73D3695E1BDC5E202BE357799BDDA2C88BD8FAE95BD0E76503D0F418C3D81B48C3D45F6F93DAC10E5BD18E22BBE043811BE4EFCC6BD8999A5BDA9159F3D25FF02BEC05904BE1AE2C13DA15CE6BD45CF073D7C060ABE3A238A3D173AE23DA64318BE234C763D83CEBDBD81C3E53D59CF223E55B618BE836B873D2480F43DD493243E58B7083EAA670E3D5A52293C2430153D25D7D7BD27DE0DBDD9AA32BBE917E5BD6D6B00BC9260C0BC117D7DBDA8645EBD2B4834BEB6822C3E2A73B23DF5DE023E29171ABE123831BE269E063ECD4CFEBC9CBCE13C598AB53DA914393C1AD8BFBB771FD73DF89C103E56C849BD088C1ABEEC84C6BD695C013E4AD97B3C15FF1A3EFF4A7DBD16852BBED1DB603D46479ABDAA72D8BDC3B5E13D3A6A493CC05077BC0C4A303E43B11D3EE9E013BE436726BE4207B3BD118C0CBE914FBEBD4D40F43D40E6F0BDC605263E5AEA613D9698FB3BD9B4F73C09D5183DC8F9683DD73813BEAC7D49BB7F2BF03DF4D7333E2F3819BC6A5001BEBE62A63D8F9F25BEEE58213ECB83DE3D3811A33DD9CFC53CA296033EB63F92BD43FC16BE5E21C8BD41B4063E07F1B4BDCE5610BE96991E3D34E4E0BD7430F5BBC6CAE5BDE0FC183D7D69ECBC6C12BF3C1A59A73D6D1DE9BD2CDF76BD486AF1BDA4BD163E8BA081BDD457883DCE1B273D1D9732BE3E8200BE7D163ABD69C50ABE98F8BF3DBE93E33DAA06AAB96652B13CF9CF3E3D67D3703D130D0CBDA2748EBD9ADBDFBDB8A8E63B05240F3EF901B4BC14C21B3ED3457D3D0B48BABDB99F8C3D1404913DCF20A1BD91D5FDBC2B6596BC459A7F3DBD3F0D3E173F1FBD346CEB3D9A35C33D86D91CBE7155043ED39DEABB77B80B3E92000D3EFC492FBE2DC116BE00D8A4BCB5AC683D5879E6BC25452EBE92EEC43DF605CFBD655BA43D3EB8FF3D193974BD4309DA3DA592C03CA25063BDBAE23B3C0C31823D1752B93D17BFCFBD8C4D073EF93AABBD4FEF1BBECF819CBDB04220BEF8BD4A3D1CFB423C490A0DBC4506F5BD37DABE3DC729ED3CD0B935BD6049003DEF5F7F3DCD82D9BD8D8C50BD9E68A4BD3A37203E540A333DF19C08BECCAEFF3D8DF2E5BC6D58473C1E5FBB3CD421A9BC975E2B3E06D39C3DFFE41B3D659F83BD2DA7263D54CD03BEA1577ABDE391B73DE42832BE21BB91BB396F85BDA2F6B83D1E25E2BDC6A7FA3C21BF50BD4DDD173E0616D8BC9E3004BEBFF360BDF138FF3D769C8A3DB7071B3D46C1E13DA7CE8B3D56ACB9BCDFBFBFBD553A2DBE7E1BAE3D592B0D3E305F8ABDC9B8A2BD23AFF93C01CD85BC64FD0A3EF68D48BBB27AAEBB9B4A28BEB2005D3D5308213A06D22A3DEC57DD3DFE049A3D9C88B039FB265FBC83DCB6BD8677233EA4AB163E1EC53BBAB9CE343E23F51E3E8923D03D671ABA3DB6548F3D6F08FEBC53E98F3CA044133EC501F4BCD2F9613D1EAE69BDA0A6ED3C5144D23DD729E13D0B27B13D8B45AC3DD9D22DBDA3D5243E045EFE3DEA5D2B3E6B5C12BE900EA4BD4F4F16BEBC48803CCD500A3E3671F7BD19803D3DFFD067BBD28928BE3078E3BBC507AABCD797AFBD4AEFE1BD9F08D63D4A9C94BCFF810FBD7D4F49BD6329B9BCD7B747BDE1E3D8BDA7779A3D82442BBBB9E021BEFFCCB5BD76B913BD85168ABDC5CF2A3D2759293E89A502BEF2FF29BB40491D3E0C09D3BDB4480DBE1B21413D9AFB06BB898D17BB0674E33DE0E31ABE8798D8BD7045FB3D5B2BFEBD2F6CC2BC6715A83D7BB6C5BDAB5F0CBE7D33D8BD43B506BE371F1BBE9A54EDBCEA0728BEFD33DCBD04BF553C1A90283EF77D323E114F173E2852A03C066CE13DBE6162BD51C4E8BD86B0B53DDBD28E3DF5DD7E3D1978A83D22F335BDFB29053EAE4EC53D00869DBDFE08053EC078823DE070C53B43072E3B93961B3EB832BC3B16A47E3DEE19043E4F8D1C3C1CFD233E4F4DD6BD477D8DBCE2356A3CB60E1D3C0C9403BE33BE2C3EB826CBBD9AA7023E0D6E90BDE6F38F3D3C7CC7BD9EAA9DBD01E63E3D50F5F83DA1C668BC0AC5873DDDB3C7BDEBE1643DB7B5A2BC09F924BD7340B23D4F5A70BDED1ADDBD4A634DBD178CB43D474B2D3E20A3233E78E5FC3DE86CDFBD53A7213EBB62933DCDB2003D1CE1D1BD1A59C0BD7BCC3A3D096680BC1E8E4CBD492D0ABE7B4A1A3EBC29603D3B48BE3C3D0F883CD1D0C23D9F53DABD0351E7BBECC61F3EDECAE0BCFBFD1ABED7F9D7BDB873E03D1AA8BE3D9DE2F93D3CE77FBDB054A8BD020920BE60D3473CF2821CBD15C02B3EBA19A3BDCD0CE6BDEBD1923DC21784BDBB7286BC3D95343E92CFE13D856B34BE02AF0B3C844CB63B9F09313E0A801CBE4FDFDE3D10BF31BE1FF331BE9F95B9BD11222DBE562D32BCD62D123EACE048BD3D4709BEF42A79BC285513BE779EF53D8160D13C608B203E6495993D0A74813DC8FB733D8D24283E907BE2BD9364DDBD45370B3EC163833D7EFE253EA6C3283D2B13833DC621DF3DECE5EB3D09A8C63DB5F40DBEF599513DCFC1F7BD8AEDBA3CA931C63D0C0572BD240E1D3EE92B213ED774503D0FF402BEC6CB713BEFD80C3E370D023DCBB21D3E5195513C86ABA7BD6140EC3DAB9D6F3D7EE3C73DD652D8BDDC4009BED27BF23D6B4E7D3D1A6F043E23EC16BEB597A6BD4191B7BBE509BCBD0030E23DD0C40F3EEBE51C3E965BCB3C696124BEC3DB81BD73FB273DE96843BD609D9A3D258041BDDC94153EBFCD1C3E1C5C333E49CD6F3D9416F5BD91663BBD9234C1BDBDD6A23D7F1C7EBC40F5903DAD2D523D933C5EBDB0A2C83C306DDEBC4BBAFA3C28ABEFBDC879563BC2FA093EC64FBB3D2AE1E0BDBF07173EC0698ABDCDCB213ED4A313BD7F9E2E3E59E7D43DD76B6FBCFEEDF33DB9C0193E3D960DBEFF27023D88D5F73D2EF595BC6828E53DAF330D3EEC910FBE3867C53D015326BE04ADE23DC02FC8BDBB5C61BD9C15313D77DF1BBE66AFC7BBAB517DBD9018653DFCAC2BBCBB8124BE14C532BD4BE1E13CC83BC63D7CB1CEBD031CDCBD1C1BA33DBC51D9BD26198FBD6DEE34BE0F6E2EBD475710BE71E1E23CDA96123E3AC7A03D68E916BE3F44223E15C521BE49E98ABD9C1ECB3D94C9AB3D4784C73D0F502CBD2F861EBED53C31BEFF516D3CA31F2FBE43A7EEBD4397EC3D10F1DEBCCEB77C3D00690EBED18CE53C171D233E6DA3033D556FFF3CBB6ADFBDD7E202BE540ED33D1D1022BE356C31BC4F0C11BE4B8F4B3CF66031BED3B46F3DF8B49D398D10EEBD04CE86BD6DAD90BDEE83A2BD",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32: "0x040000002279ADBA9C36C23DB1FC14BE1D3805BED6708BBDAB2A423D578A65BB40870F3EDE8380BC97993F3D5DD35ABD1B540EBDC2EF2CBE90C5EFBD9F3D95BD4C94D63B6B208F3D403BD93DDE70F5BD86A79DBDA77F833DF750163EE70315BD7A75073E1E6BE9BC353C993CA1E8233E20ED27BEC5EAE3BDAC4F37BD661F8DBD9E661C3E85AAEABD86A8A6BD53EFFCBD208929BE2D56D3BD979A1B3E5E8CA13D5F78AF3D4952183C7B9CB9BD6E01F53C4D0429BE68CC02BE4CA4BABD876CE43D5D45D43DF68FA0BDF202D1BBB38BE73D12F5333ECBAF8F3DA6A2C33CF2BDF23D522BD5BD70ED063D65580CBE8AECFABDF205BBBD10D0A33DFD98913D5B74D6BDB8BF5A3DC5BFC63D43C8B6BCCF2BDD3BAAC5273DAE99E03D4ED02D3E6D7F0BBE1CAD84BDE7488E3DC4FB153E3C861D3E40B91F3E171A103D49691DBE2838853C4B7EE2BDA4B328BE96D5203ECBA3093E649234BEEC86073DC6F4F3BC5C4FEEBCC7B9A5BD65398B3DD06FD6BD61B8843DFD15B73D2B96013ECB5E873D452933BE76DAEABD77C5B43DE58C173DD5350DBE0B78D0BD374B2A3EB8F2F33DA3DB9DBD3F3D36BD4D702CBE123C50BB775108BE67A10BBEE4951FBCEA6ED93C0B4494BD5DD3D63D8F50DCBD6440243EE51AF83D88A618BE253634BD67B0023C8F49D33C86BB2B3DFF128E3D4A7D2D3C2AA6B0BD0E50AB3D81A42DBE2E95D6BD184235BD975AB0BD714E7DBD0C5E14BEB0051ABDB5C61A3D16DBEBBD02A314BC3595013EE4DE94BC5DFDA03B86DC79BC2E8A123DCF32E63D4A782B3E30EAE53DB9DC2B3E447751BC129D22BE61A2ABBD9783F63DC23396BA33F3B3BD9DB70ABE466829BE24C818BE97DE12BD4F8BC63DA4BBC33DB0942EBE4ED5E13D3BA60DBED01319BDF9CB92BDE6770BBDD42A0EBD0C7022BE884C1CBE439BE2BC88D2153B0F77A4BD3361883D8FED22BEC47643BC22311F3E34AC93BD0576233E191D833DE55C23BE970FE53DEA1BA7BCD59DA1BDB1C0103EE64712BEE6649B3C619917BDA844013E4A1F4A3D26F6AD3DE2B67F3D4E1F2EBD044718BDB72C15BE252BC43DB3B90F3E42B7F73DCD5FFFBDD22C013CA236FFBDEB4BC7BD40F6D2BD2773773D5DBED7BDEDC17CBB42AFF33BE360E93D0ED608BE428BF8BDD038D2BD2867FD3DE62382BD11B0183E79EA823DC25FB73C487BACBA01230FBDD6B1B53CD65625BD4ACEA2BA43C6B83C21980DBE7FC1BDBDFB2B123ED8E712BE13F94FBC4312333E23C8823DB401A43B87DF1CBE9058B33DC4EF00BE288A4DBD95F072BD1474D6BCFF71FD3A5D4E153E33C9B43C4123223EAC76DD3DCAE2E4BD3660A23D78ECFFBDEB7099BDB3F7543DA9156F3D48CE073E8C1769BDF25E9439D362BA3DF80F2FBE9CDF023E5FB015BE6EAC1F3BE835F6BC0DADBEBD7367BF3C33B0153E76A953BDB2F0D6BD5DE585BDC16A33BE0D6CA33DC1DFADBD5D9AF1BD2C92D0BD0528D03DE5B9BF3DB1EF0A3EDE51833D0AD071BD92574ABD04EA553DDECD143EF8DE443D034CABBDAA2FAABDEF252BBE7A6F1C3D762BCBBD786421BE4ABB1E3EAA1CEBBD8BBEA4BC88714F3D0A8BB83BF59BF3BD655212BE8E49103ECCD0EB3C972D163E79BD72BDE947553D4A9425BD5CCD00BC5F7FDCBD35E2743DB7ED643DA5FC6EBBB8D822BDE22BDFBDAF5DFA3D52C106BE9350943D3B7973BD0DACAEBDB113023D4210BCBDB8D4263DE7310E3DAB6706BE9B1DF13CED339A3D5E4E8F3DB44AB6BCBD6514BE2A3DDFBC457A7B3D811984BD4C6C893DAD1AF13D000ABDBDD280E43ADFB3953DA901633CDDEE713C0ED3B43CD54E0EBEAA9D633C6BB3FA3D771E233EDFC9D43DA00EC23CC313A93DDB1FB0BD350216BE8FA91BBE2F96343E7BD1E53DDB40FABD1CA58D3D2FB3083E1AF3343E4A481E3ED43E0C3E5E0026BDE11B7EBD2FA0143E0CE1CA3D05DED9BD50BD223E0EECAE3D315CC53DD2EAE2BDD6BC4F3D96D57DBDCE700D3E784A02BD39F28C3DA99C003D33099A3DB90F76BD0A85B03D9DDFFCBD5789233DD2F3F4BD169532BE5E5E11BECBE80E3E36E0C33DCFD5293EB804113E93A821BE0311F7BD20FFE9BC9E1EEBBDFC65FB3D1EDA08BEA2A3B0BD98E12EBEBD8BCDBD63E2143E1E36143E9994013E1CC50B3EBFF5203ECF6839BD3A4C9F3D9046213ED3896F3DF3F5343EAAC6BB3D8C0FE13DE06B7DBD53B7AD3D0767A63C16EC2CBDB315CCBD5925CBBD794A0BBE2B0CF33D3AB1003E81D1A4BCB881D1BD2CE90B3E0C85E73D594B573C65EEAABD8D5D263E660D943D846B09BE21402D3E1A76093EB5F583BD8D85CB3DD6B4CDBD53F2E2BC28B4193E9258EF3B290500BEAF0272BD1B8C44BD03B20BBDDC968A3C7B69273EC5111B3C8389DFBDBF72143CC897AD3DF395B33DC77025BE739101BD068606BE077A9ABDAD70823D1C8C00BE5A94863D2FA5193ED3F63D3C584BF1BD88B681BDCD1C1E3D8AFE09BE53DDB33D8A5724BE3F032EBEADE32FBE85E312BD5C72F33DBC542BBE0076163EE1D290BD1C12543D8514043C853A23BEE51F163EF6EFC23DB4EE333E06E8B63D72F8EEBD6713173E17A91B3C48AFAB3D862511BE8B4350BD23BD31BEE8028DBDBE341C3D24210EBE58CF663D4658C23DCCBDC93CEA3BF2BD0D590CBED0635FBD7AEB9E3D8C8E323EC82ED03D5D13A3BC99DF7D3D639731BEDD9B1ABE1CEEA83D6F10CDBDDC2CAE3D2293FFBD5B52B3BD881A15BE30EDBC3D538F93BC0C500B3E3F0EE03DD754C83DA144BA3B68DE5FBDF56F1DBDEB75C03C4D77B33D00A4FDBDEFEC173E3D759DBC32AF17BE44E2C3BD4B2B203E0F8C253EAEAC27BE6358FF3D6370B53D214CD63DF83C193EF01EC3BD64A5643D8328943DC6F555BD9450723DA65350BDA2D5DF3D0AE648BD6AF786BD2849363DAE69803DBFE1B0BDB403803C79D0D13D2E1690BC7E5C5C3D55A32EBDF1C97D3D1D2103BEA0E3D4BD74C4B7BDD65B263E73D642BD4B0EFDB9F767AFBDB6B5343ED2CB303EB98508BE36BF12BE1D3609BE6C7D5FBAF59138BD89F8ECBD6ADA81BDF1CC083D6F29BDBD6171203DDD0A26BD406EAFBD97F4C63C3AD8143E4FC4F4BD077D063C188285BDABA2313E97BE2BBE45892DBEAC5F323EE80EE5BD91D20A3D1AF879BC2E8818BD98B821BDD70DE63D4F6F0A3C393E30BEB3BBD5BD93D676BD0D2FB63D9549EABDCAAF2A3EF44521BD4A0402BDD2D60D3EA3F6B53DB486193E526BD13DD5A65BBDE233F0BD877E57BC83D1153EC30373BD34DF27BEF268943D9737303EF7214EBD66E315BE023224BE0E74353DC64E5BBC2DD3B6BDEE5B123DC57C893DD6F70F3E4A8A0C3EE2C3D8BCED9D1FBEC19223BE1004293E840AA03DB9D09D3D2A9F1CBE73A0273EC77C2B3E676F233E88B418BE0C9B88BD41FFF8BD496B2B3E8F8F9BBD574AA5BD3EADBD3DF079A7BDE34FB2BD30587DBC29328BBC9A020DBEF9E8163EFFB39FBDA66B803D99721D3E0295B63D9007CD3C86051A3E84ABC23CE57FA7BD843E2B3EFF5F2B3DFA9D30BE83234EBDE59BF6BD91B51E3E2228EFBCEE0025BE5B1236BC6D5DE33D981D3C3DDAF4643DAA7E863C8CF9863D426C30BDE10490BD473329BE595E08BE92E89C3D315ED6BDFBC2CF3C8A1E673DE8114D3C49BAEABD2A1D2D3E7986D2BD75E3143E9C0010BEFB2C2EBD10F0C43D08EC93BD6310183EA623F9BDCF0318BE0B40A3BD4518EA3CB3AC263E6CD6ACBDAA79813D028835BD6C061DBDA81A053E95490CBE36D0993C743B2A3E7EFEC6BCE18C0C3E0BFC5EBDB6B6113E021B2FBE9FB6D0BCFA5CFEBCA0A96A3DA7098E3D5DFD0A3E37C1D7BCF2B4E5BB9BEDF73D77EA43BD09B01E3EBC0CF1BD60B49CBC41901BBC958BA13D6784F73DB989E5BC94F815BE2963B33D3298583D416E913D7754DFBDA901E93D10742B3E15517B3CB11429BEC125FE3D8E3706BEF771263D5171D23C8472A9BDDA1E7C3DDCE821BE5DEA243DC783E5BD23989CBC4446BA3CEA371A3E6ABCACBD5EEFE73DF2F6B7BC35F1ABBDAFA11DBEAC1626BE11C9303EA59534BDCEAA103C694E443DDF16F63DCD7E1A3E4ECF123E3A1D06BECB04E8BC5E3BD6BDF7D9CEBD9AC12B3DD7E9293EEB0311BE801BDB3D7BB4BBBD19080DBD19B00F3EC9C323BDE1DC833CAA13FDBD4F171A3EE533BBBC546504BE6F04543D38B500BEE2A30FBED570303C20850F3EFEE64CBD4D66AA3DC38D1B3E4820F03D50E9BDBD1BBF9EBC2FDB63BDD28F11BE502D99388E34083EF982183E251D873C6374243D00BC9CBD1DA4083EBAA596BDBD7DFBBDA301DF3C2D00D93D9C3423BEB6A2233E8F3C823D1FA6FDBDC0F81BBD7A0C1D3E62E20ABE9DA153BDAC7B6D3D9D961EBE0D78C63D5875BC3DD389E03D14D1E6BDA24B343E439AD6BD0CB8343EF7B82DBE654821BEE15CDE3DD459973C0A16273C617BC8BDC8DD97BD0EB653BD4A5730BE7584163C3D0F003DFAEE1CB998D3693DA8C22B3E4785403D498884BDEEFE94BD65A2E7BDD6F8FABD9F39E9BC7A1000BDB30EA13DA8BF9ABD2D4F103E0D09FEBDAEB5033ACEB8223EC000343E20B7D1BDA9FA003D580FAB3C10BEA9BD3D2A7ABD861E443DC4BFFBBD73F0EE3CBFA99C3D2BAB8EBDB35C163E7E9B3EBCF442A43DBD43333ED9535DBD19BCC43D761B4FBD4989D3BCA16BF5BCDFF28FBA4BC488BDD9B6293DA344DA3B1C7EE53D9F8E12BDA038913CC5AC86BD679817BE5481923D8A4DB93C98FD90BD6BD074BD975C3D3DE8EC02BD6395EC3D570E243C5AC1883D28BD9D3D09AA31BD34A49C3D8794053E8E48053C61B20D3D6B7AD23BEEA9FA3DDDD998BDE772C0BD78C29D3D2F8B1DBE65BD393B947FA6BD2AF5EE3D3C8928BE0D84DB3DBB17333E8982123DB0F840BCB52F323ED3B79ABD711768BCDD899EBDB4E7C7BCC45E1D3DE36AC13C94C208BD90FD34BE894D143CB696ABBB0FDBD93CC4B40A3ED7F32F3E8BCAD6BD079934BC310F91BDEFD526BE6AB803BED0E5293E3617D33D2F78C23D5633C93DE9D00FBE8515983C337A283E760CCABDA508213EBD503E3DC0B5FE3DC8179BBD00E8A63DAF7820BE15E737BC5084713D9325593D7B7A173E43E1313E01AF243EE711F33D2089FE3DE4DABABCC07A0CBE096686BD8E93A2BC0DA4C3BD4910B93DBE2B7E3D9CA9E93C9CE82E3D50041F3EA7DD833D34BE1EBE016603BE84919F3D785AC53C3090B03DA1C934BEA40E27BEFD02DE3D9493E73D2BC523BEAF6C893D10590DBE5C16093E6335633D53FD323ECE7B32BE54432EBE6CC6F43D91B6203E57D0DD3DB1B1F03DA77718BE3606033EACE82ABE95C2213DDE25EDBDD4CC8FBD2736003DAC588EBD9A21E5BC15932BBEA4AD2ABE8C3D8C3D403E99BDB442DCBDA2DA8EBDE7FE13BEF7B410BE49A2D83DD800B83D37E6C03C61C4C5BDB7E6703D081E023C9E5E01BE67D01B3D78D3243E400D32BE140134BE758BB93CC54F083EFC4BDCBD74651F3D0382FE3DB03E5F3DB8B21C3D919B343EBADBEB3DCE9ECBBDCC587A3C9FF4B83D86A41F3E221A34BEBE0BC43D033952BD0B4231BEF2B9203D4B19C5BD9E38CD3C700DEBBDE93808BE3CC175BC773C73BD60BED33DDFB6793CD34B0D3EBAB1073DD5D568BD9038F53DDD441E3C3EE7073D30E168BDE64E263A7B380BBD893C76BC592C0DBEEE7E8EBA0A4116BE77C51BBD71D1D13D63BEFBBD6608F4BD7CCD30BD877E46BD8727F53C936AF03CAB96B73DC266F9BD5F654CBC2D7CCA3D9A931C3ECD4553BC9E7BD1BD2825503D3D2CCE3D022FE2BDB216D2BD3C05A03D",
      torch_tensor_96_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_32_torch.float32: "0x040000004510363E93B9AB3D0EC73A3E4EF497BDDC99F4BDE5A43E3E45D2B83D9DD4543E7135B9BD0B590EBE21E4CFBC29C050BEC2CDAD3D7386233E85E2543DEE3EAFBCCFD7DB3DD8B90CBE02E1583ECF725CBEFC6054BEFF8D51BDB218353EC995B13CAD49AA3D6B8222BE18B4A13DBF30C6BC29BAB13D64931C3E48BDC03D1CDF96BCC5815ABC240C0BBE6961A0BD1B12103ECBCDB1BDA2AF093E02D3AFBD7A894EBD72FC963BE0724BBE25AD0DBBFAC5B2BCE7559FBCEC4631BD04C92E3E159D233EAF4216BE37F9CD3D4BE62DBE75BD3CBE798A873D1B87503BECD9CEBD39D555BE78A8ABBDD918943D4A354DBE576057BE0F06E13C24B71FBEAC3A42BE7CD6AABDF4C60EBD547649BE720914BEBC95683C270F51BE474AF9BC66270FBE44B119BE9C45AE3D62A42ABE840328BE9DDDFC3DB8CD253D46E8493E510A6DBDDA2BD6BD6B24A4BCFC928F3A8414293E5AD55CBEEA907CBC2324C43DF42CF4BDEA4FE1BD8A48D63D9B6E54BE7E22523D9BA32BBE5366DC3D8A903DBEC24D083EEEDE51BE125B3ABEE519513BF2B22E3E74DD3DBEFCC8C5BDAAB7423E3CB714BD24B2B73D044755BE41718BBDE22CE1BDA6E83A3EE007B83D5BC521BE4BFA0E3D7C1423BB862EB6BDDE37FDBD8F2393BD75C02E3E8EED1EBEA5ED1DBE86CC88BDFAD5763B7666713D47E4D43B587A55BDEA6D06BE661F1FBD817EB2BDAD1E333EADCE57BE396A0DBEFE5F34BE0F1222BD51C42C3EB854423E190141BED5B019BCC221023EA973C33DED98353EC8C9C4BBD7F514BEB8A9123ECF0C98BDC696E53DD68A5ABD267DBC3DAD67473EBA264E3E82C349BEDFA612BE5055B7BD42610DBE3CB9543EDFA49CBC731013BE804FC5BDD5EBF4BD8FE7B43D596141BE52B74EBEB48B5ABE84E5BE3D603EDB3DDDB109BEEDE85B3D4BA8233ECCDA003DF6A13BBD090A833C612EBEBC0941DF3DDC8916BE0EDAE03DDBE9F93DED5206BEC108353EB9C0593E90CDAEBDF86378BD2CF9DC3DAFAF2DBE1A59AF3DA0E54E3DE5BE0B3E829240BEE42F38BE6625C73D21B89F3D6B5A4EBEDE44F7BD60DA4ABE2FD51EBE6E10C8BDA477373E348530BD92ABFE3DF08B523EEE12CA3D6B7846BEA821DF3D4721A93D7FD52B3EE7B15ABEC059083E0179353EA2434EBE3A91B93CEF423D3EFC3E21BE5F7D913D3EEEC33D926C683DF56E5C3E8686353EF1353E3E7613DDBCD6F1393E7C9B4EBE3C46EFBD04AC3DBD6AB783BD12C94C3E8423D13D26BC0E3EDBCD163ED09C25BE266CCDBCFE7E013D13A7663D6903E43D116FB0BDAEB385BDF581393E84016EBDF4001ABEB852163E8720163E82098BBD864A31BD009723BE722439BE03BEA63D596BBDBD117F303E268531BEA528F5BCB62E993B00E3E33D3E6E333E4F23163E642FC33D2885CBBD0D541EBE805646BEA9F52F3C5E06573E617128BD645515BC211C21BE3021883D428E0C3E7C945ABE0C1B1CBE7E37243E15F7513D16285DBC4D861E3D11D506BD58F61ABE5A2A4FBEC4D0113ECDF2D2BCCAACA4BD2CE664BDE2D7F1BD455483BD08503EBEDEE8253EA40FB53D609EDFBD0A5797BD98EDC63DFD31A4BDA1D8693DF42C743D6B8F0BBEB2255E3DF108593CA3A1413ECB6EA0BD8FF863BDDE043F3EF40A35BE2D24803C629C553E00CFC6BDD08A543EC4B9443E36424E3E8C3EA9BC398F483E3D33C1BDA3C797BDD1B5A73D0D563B3D3870F43D2BB0523E89C80ABEAD53EB3DFC58943D24EDE93D1A40D23D4EDDA5BD52392FBE8272313E67D8FCBD8DBD0D3E153453BE946B19BD2963163B6570193D825D8F3C3EB88B3DA47BC5BC052F593DB1645B3EFC730FBEFBAA41BC0642A9BD4187423E43C93D3E0B76C1BBD9B299BD83FB08BE0DA31E3E9C4674BC31CD503E64DBFC3DA60E423E88592F3E581210BE1EC9813DA1DCB7BDDA7ADE3D3F779FBCC88A993CD65419BE262446BE6EF9A63DEA144E3DC50F9A3C4294163E9227B9BD78669D3DDF35F4BD39BF373D1A754ABDA1431B3EFDDF413ECB8D403EE0911F3C87BC023EF0825DBEA60C02BE587E1E3D44439E3A790D2EBE9541C4BD1918CFBD89A75BBEC926A93C1E22173E3DF6B33D23ADD2BDEA944BBE4EDD32BED298833B1983183E1D91B3BDD046F1BD8989ECBD3D8A99BC738A52BEE1A343BEEB3D5A3E8B77D3BDC3F21FBDB8446DBD5BC442BEA9561CBDD2BB873D480CB4BDC82E17BC00BF87BAB7B45CBE661D213ED215333E7128173E0C9D91BD07B5E73DD2B74FBE8F625BBDFC5C34BD9C969CBDEA3ABA3D7D0ACABDC491CDBCE20880BD713250BEC87212BD3AE33BBE9146013EC9FBEC3D6BB04F3E8AE594BD8862343CC2B72D3DBB4E5D3E2B374B3EC77AE5BDB2A53CBE5FD147BEA886D5BD8C673A3EDBEA943D0DE9553E9C54243ED7B44D3BE06709BE1D7E583EE7D7313E16F8BF3D4837F2BD14A72E3E7D6DA13CE398123E0010B93DA773EB3DE38942BE16DCF5BD89F8043E1CC138BD6EE040BEB89D493EFC6B99BB06D8323E51492DBE5FA9983D4C04A7BD7597BABD35F638BDE21FA4BDE1F7F23D3C7E28BD4819283EE85A4A3D930609BD240E00BECB014BBEE35981BDB34D4DBEC54C24BDA3E8673B049964BCDBCED9BD2BE0193E7EB7F93D5C7D5ABD2131AFBDD6610B3EF6E2403ED6FF4ABE7D9A3FBD8598A4BC248AA0BDFA443D3EF0FD02BD5BF83B3E134A8C3A0763C0BCC75101BE5D6F93BDD3E08E3D7922C43D376CFCBB653F533E957219BEE701AA3D9AAE473E5C331ABDFA02303E6EE5693B520526BE5F42F3BDCF0AA53D0EE2BFBDA149553D3D365A3EB29D963D22FEA5BC9CA95D3D0B77FFBD45493ABE57A726BEF8073ABE9FFD353D57BC2C3DD56EBCBDC2DB58BED231F03D9597FBBD080D14BDBFE439BE8C26FABD86F8B83DF2904EBEDDD8FCBD9237263E5266E3BD8F86B8BD34FE78BD9A89BD3D1B6E11BE2BD5B13C7916B53DB6C080BC105A203D0E2029BE9176C83DA9B6A53D0C78DEBCB85137BEE559B13D8BAB103E2F1C1BBD55FED03D235AA43DFD58B1BD274076BCF2B05C3E34F9853A178030BEDC5881BC3B97DC3DE5BC90BD3334E8BD3AA2363E0291EA3DA9A916BD8539353C3795BBBC02E34D3D6322FC3BF12806BE954D243DED8DB93B6F57653CEDF9A8BD8438633D634733BE448B843D3A47F03D4931C3BCF2372CBE28514EBA8522A139AB983FBE22CF1CBEAC0F4D3E14CB253E84BCF53D1A96193ECAB1AA3D188BF93DA0D6123E652A4FBD5977E1BC8D151E3E3484A3B8424210BE6AE82BBE4AFCF73DF7A3373E482D2C3E0295133D7409193E6D8D4BBE7ABA1FBE325455BE669F323ED46300BB202CCCBD5209963D28FBA5BD07300EBE4405AB3DB45F223DE8C31EBEEA0612BE30E6CF3DD393283E9D62903C37B7DEBDE21BD63D1DAA1A3D911842BE56AC0FBE281A423D102F093E31738EBDB366D63D9E4D09BE9227543E0AF91D3E1E1B263D7F44C53DDD5F9A3D76D302BE0674F7BA277A6C3D662A48BDC099543E3EFEAABDEBFE45BE3318D3BD3CC24DBE8CB1363E720CC7BDE4FB1BBEE1B9BFBC916215BE7D9FE7BD660DE23D097426BE3C1BD13D8BAC213E899CFEB957E3C43D8B60F8BD28E32C3EFB5E573E14BD523D3A084A3EF62F5CBEB3BEC2BCF633303D6EB340BE63C6D73DF2FCA8BD315FA0BDE6E62FBE9745B53D155121BEA42F3CBD74F9C43DCC04273EB687483DB468A5BDA6DDC0BD26E0F83D6489243D4BA13A3EE8FAA63D7E99323E59A632BE9C3B323E6AB9CBBDA7626DBD45DAA93A1B4E26BD876A2F3DF38E453EC67604BEA601893DE92E32BE2C3E0B3D1CA4363E837D153E94DB3D3EA006F03D87BD92BC078B673D6347B9BDA72F3C3ED703DE3DBC4422BE4EB23F3E6C8D52BBBEAE1DBCF0B472BDEAF969BD6B8A313C3877D8BDAC3A4EBE8B66E4BD077930BDDC6A273EBC18233E65D504BE593408BCABF27FBD2C35EDBD78F11BBDCBD999BD6AD7F73DC3E6DBBD2F70083D4638FABD92638ABD8C872E3EFDAED9BD334C55BC99BC533E55C3973D51B1E1BD611C05BE9D7D9BBD18DA8ABD7F0DC13DEF2845BD65FB3A3EC649F3BD87A78ABD5E6FA13D5110313E3E14543EE2F00D3D2285153C42A9C6BD3B88FA3D798200BE201869BD584C39BED72155BE90D7F73D44FD703C52BC303E5F6A303E9EADE83DBA72B13D7E2466BD627FEB3D1B38D53D417F993DA9CBCCBB6A76043D33D17B3A29E520BEE4DC4D3DCAFB22BE0524D73DAC1704BEA6D690BD4649D2BD05FE2E3E85201CBE9E68E23D8C61DE3D9AC21C3EA1315E3DC0B8F13D7E412F3E32AE2E3DFAC3963D525B2DBE71DE6DBD47D1A03C8EE3D63CCFA79CBD35C85BBEC49F66BDEDC0A93DC8E63E3E2E3448BE65B2D33D225E52BEB60354BE09D70ABEFD43EABC3DAE773D739B28BEF8CE2A3E897C483EA13F5A3C5776343E7CBCC8BD9F68AFBD77E0E4BC90CBC13C19A81ABE888631BEE628AF3DE8B07F3D79E2583E2EC8B4BD8E959C3D54EEB2BDFBE2DA3DF37F44BC8E59243E8957F63D9788383E25DDE33DF644053C9E0E3F3E5A3902BE531B513E12A5583E07C9533EAD1FCFBD19F1EABD886D603C49138A3D896CDE3D8755B43DFFC63C3E772E5EBD2D7891BD23A1943DF71F773D405301BE808DAB3CDC5328BED41482BD4806AEBD3957423E1D9247BE11E602BEF7F658BE83A85F3D58A42ABEA6758F3D3CFF19BEB5040EBE5886E2BD2B15053DDAB74B3EE4AB4F3E1AFF85BC2A2859BE6E7D92BD8DFCA8BDE59E3CBD836BA93D0C23DF3D3798C43D5E557D3DB380B3BDEF8416BB62B9E13CAC7CE2BD59A99EBC2B66DDBCA47751BE114C163E3F51B3BC24A73FBEB9672F3EAF95EEBD20FC9C3D7BDD5B3EF435243C72237F3D742DB03D8F8F273EF80B88BD2D83F9BD44CC8ABCF7612D3EC67F983C9A0A1A3E45FCD2BAAC0B883DF4B0F63B2D96C03BF7F952BEE5D141BEF570933CC274DB3DE2ED143E73E9193CA2E7BA3DCB72B93D9C623FBE9BDC42BE6AE52BBE64F2733BA72F0CBE38E58DBDE5AD04BDEAFFAC3D679D4D3D06AB4D3E3EF9473EC56F0DBEE8CC32BA6671123DC38B413EA86B89BD5642AEBD57700CBE2C5D233E763D7BBDFC10A6BDECF3153EA9004C3E417C15BC8A471CBED0A3343E89A597BD0155CCBDB6DC1BBEC03FD5BD31A12DBE8FF0FFBD30F649BE2FBD32BD3A48B23DCE4C28BEF3859EB9C582A3BD6779D63D7305403ECB1DEBBC652ADFBD28592ABE4B4102BE7205803DFE784B3D64C9EE3D49C503BD1BD6E33D148545BE37646E3D353A573E2A6B5BBE082FE6BD58ED0D3ECFA60ABDA65AECBDBB40073EB5C86D3C57EF0A3C61AD86BD180A273E9BF4F53D56DD1E3D6056073D1E48E53D741F0A3EA7E2B5BD0452C2BC30AAC23D55DDD6BD8B4D4F3EB5DD17BEA09BCC3D6E401FBECC5C8E3D84D91A3E22CFD53C2CC4B1BCD0FB0C3E06311FBE389315BECDF43CBE017808BEC321B83B650FC9BD6691453D1A67EF3B7683383E9843C0BD029A72BDF9A1123EDF3B60BDBE41543E941CB0BDBE651BBB371C52BD82DECE3DFDE5A93D2E20ECBDC916123E4C6661BC1F4160BD791B8FBBFC4A1A3E247A593EB8C1D73D202D1B3DCEB0103EEF6AB9BD8CB9E7BD900C80BDBD7D0FBE7CA6BE3DCC79A83C3FB497BDE10FB4BC11AB8CBB31183E3E07E8453E5FAD2ABEAB81A23D4438AB3D318BA93DE6CCF1BCD7C75D3D5D275F3D64C8573E607C54BEED42A8BD712915BE2315D7BD5A1D2E3D7636073E90A727BEAC32103E4630393EB58EDABD58C81A3D59A2E3BD61F13D3D9B92CDBD07BBACBD4C6914BEB3E038BEF9EB303EADFADFBCEDD0C4BB4FABDCBDFE861A3E11CBFDBD2C57B3BD70102DBEE16C3ABE76D3443E9E322BBEF9DCF4BC1D5980BDEF69A23DB9316D3D83F429BEF71A473E54D85CBEE96BAF3CD52C94BC87824DBD3915173EE82F3B3EB109E73C369C9CBD1BD3243EF9490B3E3C471F3D7B8D72BD248D153C249A453EE756C03C62C22EBDA1B43BBEEF9CEDBD0C1F203E76D2F9BBB6386CBCFCA4AC3D34DD11BE27A06FBC526B79BDAFFFE73D436D343E6D350B3EA34A253ECD2246BE8B6A9DBD6006D23CD84D3CBE3B91703D6A5211BE2B01BE3D786F333EBBA73DBE1FC6393EB5E4CE3D684E12BE6C35543E930340BE264115BEE691DCBD6FA033BCA13E1F3D582082BDDE2352BE51BBCCBC9035283E70B22A3E0AF7DD3D47C1003D8A595C3D9EE92ABE5E8DB33D72A55CBEE61CB7BD160D69BDA4CD223EF2CECEBBA0F9C9BDF6EE1A3D50F637BE1DCA6ABD9B9A753D91ED6ABCD843BABCC37F073E546928BEF4E2DFBD089A563E2277303D95950FBD7BADE53D6E5F053EDD2F14BD4FB2B8BDB3F410BD0B01A13DEB6CE2BCEF07013E8DCB34BE6E8CD9BD3B03293EEEADE83C1394323D76D5913D138C51BD3252B1BD6A697E3D39086BBD6F2BB7BD9353EA3CB980563D9D24A0BCB5EF15BE6F1606BD314AFBBD1A5FE93D67E612BE7DC5303E5E9AB03DFED83DBE9086243EE73F5BBEAC3D4EBCE96B0ABEA5B93EBEEFBAAF3C22FDD6BD2741203E52482EBEA404383EA1C0053E292E423EDED781BDC6E407BE994A13BE7C5C383EF489DCBD9F61DABC98B008BD9590183DABEC35BE76C4323ED50B24BEBD0E5A3E547FADBD23F2C5BDD9C9F3BC7A3A833DF64F24BD14455DBE22F11B3EFF975B3EE8B5DF3D14F1583E4BB3713DFAFA8ABCC39530BEE3C441BE39A418BE0E0161BD5219013E19F1B6BDA4C509BCF13F48BB18EC10BE7A0CC0BBCF10563E5D32313E57DA283EFBECAEBC2AA47B3B5267F23D007D93BD03B3B3BDA9AF3D3E49844A3CECB115BEC5CE3A3EB630133D483FED3D068D40BE1B91243DBC9A073E13DFFFBC8E08FCBD1860313EAB3CCE3D89917C3D54BA513D26969C3B2D47FE3D13DD41BD078102BE3850A93DD7986C3D6BD3A83D79FFC4BCFD5DEBBC2BF78CBC23D6693D16202ABED0A34EBE9CEBA53D11C4F2BDAC3395BC5ED9753D50C4F83C56EC0E3E077EE83C5F8D5B3D23C29EBCE1E6023DFB95A23DA83F173ED71052BEC9B4B8BD32F146BE75C8B0BD3325073E441052BE43A646BEF05E003E6DEC02BEEB08223E01298A3D9C9A5E3D8C1F303EA95C4DBE075A223E93CB8F3DA39014BE82C5573D4D2777BD7DFAB1BDD116C0BCC80CD1BD64DD413EE0D13E3EA334BDBCC19944BE0A0159BC215E6A3CCC30143E3242E43B1F0D813D4A4D6B3DB396FBBDE58409BEAC2646BE8ED8DEBAE955893DC5397CBCF932573E8C2B29BDB7AA10BE7DCD133D4BBC79BDFB24F3BC91D1563EEA8ECBBB98AA413EE7DBEC3CD2F4A4BD128B223E8793FCBDFCBBEA3BF354473DEC03C73D518E4CBE28032E3CD39C65BD93BE0F3E502E953D24B7B13D024D053E388A46BD1A4563BC94DC313E97B032BEC13E19BECFBF813C1BA5AFBD6C274B3CD7D7433EC09ACDBCFD073DBEDD8FC9BDAE9A4B3E9ED242BD5C6CC2BD9E96C73D4591DB3C767843BE82A1383E3DB1F93D54B3403EA208C23DE87E95BD93BF90BD45E2D63D5AE92BBDBADC2D3DBDD356BE5B2FDBBDA3B3A43DFEDF2EBCD12AD5BD466241BEBDE70C3E0F4D32BD7CD459BE26E5553ECEC5D73DE29B04BE31CE21BEE53B563E14F96C3A3C5605BEED27FF3DBFB838BD25FF723C0DFCE6BDE6C73BBED73C13BEADBFC2BC428020BE0E835A3EA891193BE2BFA9BD1B3EAF3DF58D44BE55CCE2BD1B8BA63D515F3CBE8EFEDC3DFB14953C6EDB38BE53065CBE71238C3D5F95D13D694731BDA90A44BE0C8EFFBDA481BC3C5A0D013CBD00633D4ECE1C3DECEE39BC20FFE93DF00D573E0BA3383EAA74493E91A695BD375797BD292AC4BC610D833D1D7BB33DF7179EBC16340FBE484627BEE76F553E8D6C6EBDF2BCEFBC65DF07BE88D2DBBD55C7423D95C1BA3DD649AFBD8034A3BDA99F2F3E685CE4BDAC6825BE325B0ABDB0F5523EC3F5403D1911F53C76D6DCBC168A0A3E2AC6DBBD1551163EED80513D5A32C53CF42AF43CC2BA08BEF2A8243E3AE1E83DBC652DBE526C4EBE6D4A64BDDE49133E644DDABD697B4D3EEDEEDEBDB04348BE5F0CC33D0DFC05BE94CB0BBDBE4C8ABD2FEE8CBC822F41BE87584BBE0A9CBE3D84FAC8BCDABC05BEC2BAB4BBE65A4ABE9E656B3D0993D23DC102573E749D34BE6D10D7BC36A2F03D802E4B3E31BC1DBE2F6EBC3DE510B73D71A8053E65D818BEE7351E3E9121C1BDFC7708BE1C15303D27D03B3EF1D012BECCBCEC3D0220CBBC2B8D8D3D8DF12C3E71C9703D3A0C38BEA37F85BDF302303DAE063BBE946E133D3F18EEBD114730BDC89F9E3D386E32BE11560EBE2A3DCA3DD5455BBEB592183E3FF32ABEE47764BB360C363DD9F6AE3D849A09BE5EAEEE3CB0ECBE3D06283E3E93D726BED472DCBDCD2B813D82C0E3BB619C15BE98983ABE2DDB44BECB221BBEB6C9BCBD3AF319BEE57C42BE6A728A3CD204023E460FD1BDA75BB13CB5EA2EBB2543CF3D90C019BE2069283C9EEF4E3E0C471E3EAABB5BBEFD7F05BDDC43043B1E6992BDCBA711BE35441ABE6750133E018D8FBD9C4764BCD31B823D2D1408BE04169E3C15DF033E78A001BEC800813DD551F2BBCDCCF33D2251133E94466B3D6E5DD63B2BD93EBE298BB03D1B2A073E520EA1BD4A235CBEF0A8333EC32850BD156D313D2B4A79BDDB620D3ECC38583EC2F80A3E621C8DBDEC5D1B3EF759D83DCB09AD3CBC9332BE2465BEBD79595BBE3748143EA0265B3E1125013E2FAD8D3D0297513D9B6B553E09CCE0BDC2DC94BDD80F47BE55A1AFBC2653733C63C1723D243C1ABEFA3DCDBCDEAE36BE745734BE1E2EE73C586A58BE5C236C3D673B4CBE2E441ABE730238BD0A9153BEDA0D333E42A7353E709AE7BDDDC4393DBCD5E23DF5E68C3D3596EDBCBE1C51BE6135213E5D7442BEAB3C24BD680A5C3C2A0892BD6F2DA2BD659C3FBE4473433CC362C9BCE147413E72FA91BD715B2B3E2DED273CC636C7BD61E652BDC045C9BCE8F8123BB01A12BD3697833D5993363E55640B3D619BA03DE3E7083E4E273F3D9165CC3DA196E83D37844F3E6F564ABEB7BA973D08BB20BC34431FBD86F3AABDA549053E87CF4A3EDEED34BE1790EF3DF9DF183EC4FD1A3D9524273B179B2A3E4B57D23B27315DBDE0F882BC85428E3DD6005E3D85623FBCD7F78B3D19D66E3D939733BEF1F85C3DBBA5073EEA66CB3CEAE3A1BCC1D4293E82B241BEE062CABD3A6AC8BD02903F3E7B6F56BE51E7AF3CC3C256BE0F4BE9BB0D46A53D71624FBDE636573EAFAC343AAC0FE2BD8FAD643D5699E63DB784E1B923A93D3EAF510CBEFC30BD3DFCC7FB3D413CDC3D298CA6B809277D3D99ED2DBE78FB2DBEF67B5CBC124BDEBCAB9E243EF0FB203E2A53163E1718CBBD700B2EBEEAF44FBE1B79A03DAEC547BEFF505DBE8D16E0BD2D2F3BBE91BDAEBD71920BBE6E7BE3BD29C7523ED11D27BD29E9373E98689D3B8A13E4BC33D281BD9E7A1EBE5D2032BEFB82193EB6A388BDCA2758BE84764B3E7899833B325A14BE21452EBEB52E3ABEA66642BE919F483EC9DC183E8610913C8BF33CBE5BF267BD234450BE68CE983D28776BBDC0C53DBD2D598ABD1EE4CF3DAD02F03DA543423DFA19DEBCB946AFBC00EF77BB091825BEA454583E9A3BBFBDEFFC003E6992F8BD5B81BE3A27CA973D1A904BBECA63CB3D76B329BE8780F73C92DA2FBD882BFE3D1079573E4BDB473D8C93CABBC5AEDBBD4151A53DBA6BD5BDED27B73D172FC0BD4962163EC50D2A3ED3F1073EA0210E3B53A0CD3DC5054ABE75CB333E726766BD6DA5A13DD02B16BDBDE394BDB439D0BDD1000F3EF23BF1BD8A621CBDFAACDF3DEBC1B23C558A3ABE93745CBE5192D7BDD87A4C3EDEA21DBE4B60F43DB8B21E3E4BCAB7BD86CFC3BD36801FBE7B530A3D32F2F7BC8E572C3CE654C03DBA28BA3D99E48BBDE0A0733C97A8523DCE03973BB075313D6B9EB3BD44B9353EB5EBB5BC25EDE2BC16FB46BE81B420BE99AFDC3BF12509BD62EFDEBDC219E83DDAC89EBCB6F09B3D88BB3A3EA6DACBBD4C3BDABDB33332BD253196BC4CC6DDBDB7E854BDB87DCCBBECE4C63D661C4D3E332C243E04B6BB3C1E895FBCA828633DE4CD10BCA2C3E8BC4F79983D906034BE408B3CBE5AE5653A2C6586BD4E51DBBD70644EBE7682143E00560DBC033BEEBD509EB4BD2525693D50C920BE3DD3633CDDF92EBB330D973D99E5AF3D18DB10BE4D75BF3D5B69273E8F5E643C05E5E13D1ADEA7BD7B25303DEF8F813D07CDCCBD0CE2083E7E9E51BE168FA6BD717202BE5F9C03BE485706BE81E850BE0531183D056D2FBD07AD3ABE9ABCBAB8DEB913BD97EAB63D0FA82DBE6C7B79BD3789363D1AF4BB3D922C863CEE52703D129F5D3ED19999BDA719173ED1F83E3E231F44BEA583563DA02AFB3DBA540ABDE9B6F43D8A4FF13B44C7283E29C1983B5DF00DBE925E283EDCDE833D229E3C3E09255C3D8473EB3DEA3B0A3EB753153D2E274EBD2828373D03951ABED25EF23B4C848EBD9645603CED882FBE1B77073EA68B4CBE66E2BD3D2601123E7F304BBE794F483E62CF24BEC4232EBD83C5E53DDF9A8CBDF593453EFC9BC3BDBB75EDBC74EC10BE65B5CDBDF558583EFFBB263EB897823CD7D4913CBD223CBEB05F273E43F504BD07F1B8BD936F30BE9647363ED241D23DAF89053E76A6B73CD57016BE4CA2B53DD28CCC3CA7CB943DBAD25CBDE43FD1BDAC00363E01A3943DC3F5B3BDE7619E3C4BC540BD93AC97BCBBA4F83D047530BEEAA5483EDA37153E7D124339235EB5BD23D0343D2BBF12BECD01103EDD7FEABD6D72293D271E5ABEDF55D43DC714163ED167263E9CC5903CC5E6023E112F973D60AD143E8737FA3D48F941BE09FABA3C162A97BD64B9D3BDED2E1B3E23D9FDBC88C2093D25970B3E9F3B153E04A2EC3DCAD31ABDDB9F45BEBED454BE12608B3DFB6128BB05130CBE45A6C13DB43C493E273A003EBA33FABC15A9EF3C896A0DBEB448D13DDDCE2BBECD0F193E5E86CABD39DCAFBD59B339BEF27256BD8F8FABBC0C61CCBD93D11D3EC978FE3DA7AA43BEA66AB1BC1D14953DE1E5553E2D0C54BD1D1C083E03BA46BC9D10AABD5CAC073E928E45BE10BE393E5E715D3EE61E72BD9A27AF3D2B155D3E0CAE853D9F66AD3DC6D0A23D8468B5BD0478583DBC52ECBD9C503D3E5F01BEBDAFBA4A3DEA7180BDECBEDD3D88E1693BC3CEF33D232270BDFD1802BE97FFA93D3E8AF9BD480636BE6850AB3DC05605BE29AAA6BDAB6E5DBD70E17B3C8C9199BD12959FBDB5E35EBD075E1B3E82C4843DD478D5BD593F19BE7961A43B310D8E3D867594BB52C8013EEB793A3E3FF5813DF33B923DAC9F003EC9E697BDBF4D1D3D373E333EAA54D4BD0F0A8A3C6E5AADBDEA782ABEDADBEA3DFF26313E078BEFBDB32EA63DA5F7873D4D22AD3D1914F43DC1FA4E3EB545283EF3FD41BEACD3ADBD5E7EEB3D9120FDBD93212E3DEA16BEBD3521303DF45AD83D115E8B3D790D213EC26DD5BC36B6F03D0E598F3D6DBD8BBDBC941CBEBFD44A3EB13384BDEEFD263E47BF0B3E61D70EBCCC2037BED2C88E3CDC59D6BDE5C2663D8F3FB0BDB7E02A3E2B0748BEB6BB6EBD3FD90B3DB132A93CFC22363EA5198CBD9CF930BE18C9123E25CD773D830B123E423703BE493702BEB41CB3BD0F337C3C7A40963D05CEFEBDF6FCA6BC414519BD1B4A4A3EE6E89FBD68D8563E11FA07BEC6B5B6BD82C026BE0B54233EC67518BE3F8AB73D4DEFA2BDB9ED5C3E502EFA3CB98740BE8C9F183DADA2D73CB86E56BE76F9313D8386533EED337F3D42EA96BA72D637BD39A96B3D378BC5BD30535A3E0DA73F3EE324CF3DAC28A5BD2C2B50BE9841FFBD678F573EF77E4BBE33AF53BEA7A97FBCC6118D3DA5A85CBE59D54DBED2489A3AB0BB94BDA8741A3EE39C7E3D597140BE90D247BE2C41183E07401DBD81F8C1BD02AA8B3D104A2EBDAB0ED43DE1E2603D90FBBFBD35B131BEA808F03D853305BE682BC4BC0881F23C050601BE9A88F13D5BF11BBE65CE593DB2B0BD3CADB0A23D289559BE75E84C3CA129D83D0FF00DBE33715B3DC7625E3AD0143C3E79C73BBDEADFC13A78DAC0BD928E5ABD94DF7D3DE1D155BE662F283E2F6D1F3EB4C7BB3D46F7253EA9068ABD4BFE493DFE76343C5B4E19BE1377AABDD0699DBD4D445BBDB4DB44BECFEB1BBE826DA8BC7FE706BDE83F49BE7D7B3D3D7D6EF13D0BA3383EEE953A3E0FEB1ABE771A8EBD9859D2BD79A6223D09A36D3D9B4D453D6E8E013E39EEE93D0AFFEDBDDC31183EB68D153E4EB6EA3CF3E240BECDF907BEFF21773DC84D993DFCB94E3E18ACE13D91B5A03DA2F8F1BB192C173EAA64A1BD428AB43D2A30D3BD296F04BB6706033EE474CB3D1B0147BDBEA933BB1B26F6BD7262CD3DF42D153E41A1983D7D8856BEDBB41EBE886B143E6BF4FDBC6627083E216B233EB8E281BDE51302BE8C9350BE569CA93D576AE33D1FBE19BD003C57BE07CD0EBE98203FBC1A5FCA3DC89394BD291F0FBE01581ABE205D463E2A91A03D040134BEDBEA08BEBF333CBE2E4E003D290DB4BD0C2140BAB24A0CBDC41042BE7B1E46BE75F52BBEE2B3B9BD05EE093DEA85D0BD90E1FCBB2773D4BC7BC14A3E8F22CABD064C503EB3322ABE60F938BE4731903D9F0701BEE36EE33D0950F5BD39952E3E3AAC563EBE17633C66873D3D9EB24E3ECA6D033E2B8B41BE041AE3BB392048BE085B293EF16E22BD1ACFC5BA323608BE741AF1BD6D2EE63C9EEB363EF9E0DEBD8698A73CC4AF483E58B1463E66602DBD10CB4F3E6879A13D1DEB493E9D7DD23B48E43BBEA66471BD9CFD843DD574EC3D9EDC5CBE81732C3E4AE246BE6AE6013E10BF5A3E4C8A5A3D6B5E27BD2524F43D8A9A83BDE83824BEEC561DBE247BD03DCD51293E39A30F3CE4F556BEBDD859BE903F48BDCA5BEF3DD2BD13BE0E086F3D165AF2BD6161343E2D5F68BD7BCF38BD707342BEBB9346BE45BD6F3CAD630F3DA78EEF3DF5DC41BE2C631B3DAE1B00BDBC0C023E4D9DC9BD2F1A843DC2ADB23D32BDDE3D481598BD4AB18E3D92CC2DBDB5CC6E3D575308BEB82A30BE815935BE435E0BBE49A9BBBDE100043D77FA41BD756BFCBDF163EE3A9E068CBD06AA083E6B9836BE25AAA3BD2C790EBE3DD9DA3CBD85413CFA0E4CBCEEF85B3EDE26A9BDC7EBFEBC241D653D1909393E960B283E9E9DCA3C7EC0A7BDB0AA913DF37D0B3ED56797BBBB71F33D2E72353EFC8FEDBD790D44BD289A47BEF9914B3D55011E3EEA352CBDDE810D3DD6AE8D3DF75197BB4E5C2C3E2B3A013DE8EB59BE2F1437BEB8A75BBE5134123CC4B0EF3D99FEE9BCE955473E2A8A1FBD024F353D0DEB473E5667E03DA555E2BB878C553E997504BE5528A53D69030C3EBE4609BE3C4150BE16D48D3D1039A8BDB9C2DFBD2964303D4AD420BE6B66473EEA359FBC64008EBDD156393EBCEC763D04F5283D7201D4BD8E4C533E190C87BD8B65383E4B6082BCB96DDE3D52E21B3EDC0E25BEF3C313BE403B5BBEDDE71F3E36A93E3E110DA2BDAA2BD9BD7E71143D57B8EE3D6BE55A3DEBD138BDF5040DBE729D3D3EDB930FBE1D3B56BE190AB1BD49D6303D41CFA43D4073AB3D966E00BEA32CAABD582CC5BD1CB9D6BDEEBB3ABE9987353D2BF380BDD76355BEB77401BE7E2405BEB644BFBDACFD08BE38CA19BD5DE69E3D4A6D33BEBEEF97BCFC367FBDC8B1E2BD26EA44BDCBEDBBBD5912E43B350920BE732C283D5F8D4B3E85B4373E00CEC6BD82AB883DDB8D51BE34A93A3EDEF05CBE821E46BEB20147BE89E24DBE7C33F03C65806ABD7741543D837B5BBCCB6598BBA831A0BDF18803BE259F39BE25BCDF3D8D9EE4BDBD5B34BD075CD73D05A15BBD76985FBD07CC13BE55B03DBED9D1D43D961448BD5A680B3E8D77693C012E90B93B2748BED7A19C3B8A6A48BDAA05FDBDCA3D4DBDFF71393C860C27BE4376133D90431A3ED42F2F3D72A0533E55E9CE3D6FD82EBED287AEBD906755BD2EA4843D7158CABB3C67323EE608CE3C13680CBE2C8FA2BDA77238BE0C8574BDCD00DA3D3104093B9D6A53BEB4D63FBE37C1A03DBF9642BE95D530BEAD2E04BE084F533E20297CBD03D1B6BD46B215BE1DD30D3E2D310FBD04022B3D98D9533DA31A7A3DC4E80D3E1F14383C7A75B73CAD5B66BC1C472CBEEBF14ABD9C01533E22201DBE21EB0BBE9BFF5BBEB518573C025D4FBE051CE3BD2A494C3E8EA4B73DCC3BEC3D79D9173DF6653CBE3A53CEBD2C7B33BE7A1709BEBFFF963DDDF575BD65A9583E929C21BE00343DBEDBE85A3EDF843FBE52A73C3E5ACC6E3D30124ABE2A19413ECC6D71BD1DD5B6BD2FF32CBEB2863BBE4772453D03C559BEE634B63D8E235BBD779C9B3D9F2059BD7156993D21CBC1BB0153823D7165B4BD467F18BE2AE1E13C0C820DBE826F09BE992E55BE98558DBD972314BEC8A62C3E03C51F3EAB68523D6922343E7981D53D48D950BEB075B1BCF3F20FBD109C06BEBA927C3D81648ABDE306D4BDE16725BB436713BE0D7E373EFE490C3EB8DC513E5F121DBD5BD0903D61AD0EBC4D7437BEA19AC83D81DB1ABE960FA0BD4891C6BD3F4958BEBB77FE3BD747113DC6DB83BC480D233ED5142A3CED8721BD25DAF1BD97AB03BE2028FCBC3F1E02BE4B4012BE5795EABC95941CBD0E5507BEDA89013E52053C3EBC2917BE2B37C23D98BECDBD8129B8BCD4F54E3ECEF3E23C336353BE01CF4B3EE41416BC2707DEBDA82AEABDFF1D3E3EA3786F3B76E8F43D89B5113E7519ACBD748A963CD2680FBE2C22393E5078EABD6042133EADB0603DD8C2083E74341CBE4FA1DCBB2FC1E53DD8960DBCB5964BBBC612D83D6BB325BEABCB31BDA3F7C93DA877D93DD4E94D3EE26C2FBDA61E523DCA2ADABD62D614BDCC98DEBD084C243E08DDAC3A0462B43DA8E4F33D6C41253D21BFBC3C5FD081BC72CC3BBE6CE10E3DB27744BDE5583ABE7F8E4E3E3115BDBC2D4CDDBDC9D457BEC4324CBEA1D9A83D976ACABDFE89BFBD254800BEB6F5323ED62D55BD1FB40F3E6101303EE6E22BBE6966253EE15729BDFB56543ECE7BE23D67C256BE1DC0243D45DE9B3DE9DAA0BD8C1E283EF09837BEEEB18CBDA73E533E6F86583EDD7FDD3D2F5804BECCC03EBE664234BEF9B05DBDED2FFB3DD2618C3DD663D7BC6563473E8B182E3E563DCFBDF104C0BDAD7826BB6707383D8E26CBBABD2EAB3D92F6183E12E71FBDA9C0D93DDC38F13CB333AA3D878AB63D65076DBD4FB2C5BDDF86BD3D01F20DBEE6C9E83DBB3F0EBE7D18183E5CE9B13D494159BD8E72FD3D5A0692BD08EE3C3D8B8C823D1D23B53CF515323D05D78CBB111980BD4561F73D8AE4AE3D4E63A53DBBAC153E93FFE7BD320A4EBDAB36CABB16E9323E4A8B30BE3956FEBDFB3C53BDE3603DBE10292FBEF2DE173E6A79253CBF5A32BEE26D12BD813EE9BB3AA39DBD577139BE3151F13D0410DBBC9874583E70CB29BE7E6CF3BD244A38BC69631ABE1992213EBC722B3E12D9483EC8F30BBECFBD1D3E78EF193EBE6DB0BDC49EC23CAC4AD33DE4A51E3EC8114FBEB0B85C3EAEF65EBDC3A9B43D6DB209BE139C2ABE092516BE55A9023E85B7DABDC4E0003E300C863D4E60B03D7A3F45BD63428CBDE375CFBD6ED9F7BDA96A4C3E53C740BCD725BEBDE9454EBEF0501A3CFC115CBE901427BB12FC0B3E3163FFBDD99FF33D1E718DBD81832ABE32955BBE4546DC3D799F29BE2081D83DE0F1FD3CF5FCF03DDEA626BEA5E0413E98D25CBEAF4728BEC7F3043EE11CF13BC8FCF8BD77053ABD014D45BE1EF340BEF9423EBD5320293EB36B843DFD39273DA1076BBD9AC9493E3DE4073B89B7953D9585613B11620A3D6ADC933D56212A3E3C3AFF3D4DFCE23CF745B13D845885BDBE8A173EC8F1783D8550273E18760ABDC40335BE7A2F2F3D2A57B43DE723333E22DCAB3DDAD3A33D986E303E8C6198BD50BF433EC954E33D2210143EB41D1E3ECE2035BE83F3E63DD97A4E3E2DC01BBEE80298BCBA4D07BE7D2356BDCC28043D652EED3D3ABA80BD5FEF51BE1F6CEF3D87C3F83D73C420BD60CB3D3EC9E82A3E457543BD35FB083C3D361C3D3DC72DBD4D7A5ABD2327C8BD8F28FCBD4071DD3D32AA83BDE8B7D4BDEC4B433E5FC90D3D98F61F3E39094A3EA9D9F9BCB447043D908C4D3E038A18BEE8F184BD3462FC3CDBA770BC4B1A6C3D9B27E93DD06CB6BD4C1A8A3CD393483EF0E6FABDAC5716BE27062ABE4D86043E455A4BBED6A0D7BD92BC153E09E804BEAD4A343EA246CFBD214B0C3D7C2BE83C2104AEBB0E160A3EF94B3C3E366C0ABE22ADF83DAAF16C3DD73384BB22041BBEE887833D84EB203EC34B3EBE16C14CBEC2F359BE4BE84C3DAFCF7EBDDCBB89BDAE704E3ED03162BDA7CA0CBE158A9F3C2D5EF3BD49EA81BD2D38EA3D97AB4C3D072318BEBC11533EE2FE153E992117BEB823C13D2134B63D36151FBEA2CF1BBE359337BEC283C53D1D811A3D2D64BB3D3EC1C2BD13B4263EC678E23C08E730BEF4355FBD3649E23D84FE423D98AA07BDDAE41ABE04EA09BEC2393F3E8EFFFDBD981B1D3E256A94BDAED30D3B44E457BE952290BD01E43A3E5F0B47BEC11ADF3DD5943ABEF757013DE80049BEDF812FBEDAFA32BE34C099BDD17DF13CCC8B22BEF0BF603D7587053E4BBB343E3C4E443E6DF7113E0C9182BD8274A3BC2128443E6393DC3DEC2C6BBD9B62273E57C041BE82BF3D3E7616F83D369C22BECDD234BE88602D3E5BB65A3E87C59A3C0841ADBD027BFC3D150AC83DFD59DDBCB27F313EB1B30F3E1D155D3D7B3AE63DFEAA4FBEDCB1CFBDE36BC23C6129713D0579F2BC966CA73DFD12873DF9E54CBEA8DB8B3D643490BC459018BEBB6CEF3BF5195ABD3D77EBBD05064ABED277393E9FA306BE8F37EE3C199B313EF371DFBC924E11BEDF7C56BEBD58133DDD7BDEBDC757813C09A28D3D86437BBD3A53163E49CDE6BC08F5B0BDD69612BEA387863D951109BE3F6A3A3D2CD9DFBCBC5D183E5860D9BD616EDABD9436E5BC6D6907BEA40BA93D3B6BA2BD0BEBB53D8AAB003EB775013E3ACD22BD6FFBF13D9DCBEABDA5E45CBE95CBA8BCC4BF20BE57C22BBE786C613D3A733D3EA27EAEBDD6A848BC4B9F20BE86FE1A3DAED37C3D442108BD84AD283EA86E32BED3F6EDBCF91EF6BD0AAB423E04C93B3E1A145A3EE1F94B3E0E9DAF3DC5C229BE636216BECB96543DCCEF45BE2F5B0C3E5FC4C03D8896533DC08141BEEC46213E4AB6BBBCCB11BABD9181E73D87E1953C923EC5BD808F4F3D15D813BEAD0D4E3E5752423E887DCC3DD392EA3D8B625CBEB87BF6BD485655BEF51AE7BDCBCE37BE5B30233EF238EF3D4290023ECCD7C4BD92FA283ED32400BD2CC365BD60BEEE3D80D1123E28581FBE3B11533EB502B3BC6F316C3DDEC15CBEFB72C53C"
    }
  }
#-}
