// Non-splat constants as kernel inputs, end to end: hidet-compile-to-gpu
// keeps each one on the host (arith.constant -> memref.global) and passes it
// to the kernels that read it; the emulator runs them against the reference
// path on seeded random inputs, outputs poisoned. Odd shapes: no dim is a
// multiple of a tile.
//  - mm_const_w: a constant weight whose rows are 16-byte multiples (vector
//    loads / 16-byte cp.async from the host constant) and a constant bias;
//  - mm_const_lhs: a constant lhs with an odd row length (element copies);
//  - masked: an elementwise-only kernel, select on a constant i1 mask and an
//    additive constant row;
//  - scores: GPT-2's attention scores, the causal mask a dense_resource
//    constant added in the batch_matmul's epilogue;
//  - shared: one bias read by a matmul kernel and an elementwise kernel, and
//    a constant returned as it is (no kernel).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=HOST < %t.mlir
// RUN: hidet-run --target=emulate %t.mlir --entry=mm_const_w --arg=rand --arg=poison --compare=%s --seed=3 | FileCheck %s
// RUN: hidet-run --target=emulate %t.mlir --entry=mm_const_lhs --arg=rand --arg=poison --compare=%s --seed=4 | FileCheck %s
// RUN: hidet-run --target=emulate %t.mlir --entry=masked --arg=rand --arg=poison --compare=%s --seed=5 | FileCheck %s
// RUN: hidet-run --target=emulate %t.mlir --entry=scores --arg=rand --arg=rand --arg=poison --compare=%s --seed=6 | FileCheck %s
// RUN: hidet-run --target=emulate %t.mlir --entry=shared --arg=rand --arg=rand --arg=rand --arg=poison --arg=poison --arg=poison --compare=%s --seed=7 | FileCheck %s
// The same on other schedules (stages 2-4, register and cp.async loads).
// RUN: python3 %S/run_graph.py %s --tmp %t.dir --samples 6 --args "--entry=mm_const_w --arg=rand --arg=poison" --seed 21 | FileCheck %s --check-prefix=SAMPLES
// CHECK: compare: PASS
// SAMPLES: cost-model: {{.*}} PASS
// SAMPLES: sampled 6 schedules (stages 2,3,4: 2,2,2; split-K on/off: 3/3): 6 passed, 0 failed

// The host constants are globals, read by the launches.
// HOST-DAG: memref.global "private" constant @{{.*}} : memref<13x20xf32> = dense<
// HOST-DAG: memref.global "private" constant @{{.*}} : memref<5x7xi1> = dense<
// HOST-DAG: memref.global "private" constant @{{.*}} : memref<1x1x16x16xf32> = dense_resource<causal_mask_16x16>
// HOST-LABEL: func.func @shared
// HOST: memref.get_global
// HOST-NOT: memref.get_global
// HOST: return

func.func @mm_const_w(%x: tensor<37x13xf32>) -> tensor<37x20xf32> {
  %w = "graph.constant"() {value = dense<[[-0.352, -0.698, 0.302, -0.855, 0.072, -0.269, -0.884, 0.015, -0.925, -0.133, -0.860, -0.819, -0.151, 0.654, -0.752, -0.554, 0.255, 0.895, 0.154, -0.207], [0.953, -0.907, 0.717, -0.421, -0.711, -0.764, -0.383, 0.632, -0.639, 0.163, 0.278, -0.255, 0.095, -0.874, -0.881, -0.588, 0.361, -0.145, -0.372, 0.171], [-0.094, -0.400, 0.589, 0.398, -0.512, 0.149, 0.050, 0.750, 0.459, -0.424, 0.960, -0.764, -0.164, 0.514, -0.696, -0.022, -0.922, 0.336, 0.529, 0.146], [0.751, -0.373, 0.391, 0.189, 0.160, -0.088, 0.680, 0.889, -0.052, 0.328, -0.879, 0.403, 0.294, 0.986, 0.644, -0.431, -0.228, 0.337, -0.955, -0.077], [-0.664, -0.766, -0.882, 0.536, -0.741, -0.505, -0.218, 0.743, -0.839, -0.102, 0.099, 0.767, 0.639, 0.728, -0.443, -0.169, -0.282, 0.768, 0.915, -0.698], [-0.648, -0.536, -0.533, -0.030, 0.178, -0.475, -0.992, -0.162, -0.261, 0.133, 0.906, 0.381, 0.031, 0.235, 0.352, -0.892, 0.799, 0.560, 0.749, 0.596], [-0.215, -0.202, -0.793, 0.269, -0.876, -0.865, -0.582, -0.675, -0.320, -0.895, -1.000, -0.697, -0.797, -0.273, -0.949, 0.749, 0.228, -0.703, -0.495, -0.305], [-0.272, -0.754, 0.698, 0.986, -0.068, -0.032, -0.828, -0.796, -0.315, -0.470, 0.658, -0.677, -0.954, 0.902, 0.057, -0.707, 0.086, -0.946, 0.056, 0.957], [0.727, 0.392, -0.478, -0.267, -0.666, 0.544, 0.065, 0.558, -0.341, -0.554, 0.623, 0.970, 0.705, 0.612, 0.637, 0.480, -0.547, 0.035, -0.289, -0.942], [-0.944, -0.441, -0.482, 0.385, 0.913, -0.106, 0.874, 0.976, 0.910, -0.271, -0.559, -0.546, -0.607, -0.591, 0.248, 0.801, 0.681, -0.041, 0.306, 0.599], [-0.830, 0.321, 0.820, 0.565, 0.500, -0.044, -0.643, 0.578, -0.335, 0.602, 0.943, -0.208, -0.197, 0.894, 0.450, -0.660, -0.746, -0.698, 0.810, 0.613], [-0.708, 0.653, 0.961, 0.315, -0.299, 0.097, -0.738, -0.972, 0.942, 0.299, 0.053, 0.867, -0.132, 0.743, 0.652, -0.578, -0.496, -0.414, -0.519, 0.173], [-0.481, -0.162, -0.738, 0.820, -0.292, -0.084, 0.167, 0.809, -0.159, 0.835, 0.003, 0.064, 0.047, -0.963, -0.120, -0.634, -0.992, 0.598, -0.655, -0.053]]> : tensor<13x20xf32>} : () -> tensor<13x20xf32>
  %b = "graph.constant"() {value = dense<[0.450, 0.113, -0.348, 0.037, 0.111, 0.569, -0.788, 0.121, -0.503, -0.446, 0.545, 0.015, 0.123, 0.520, 0.825, -0.114, 0.225, 0.011, 0.024, 0.385]> : tensor<20xf32>} : () -> tensor<20xf32>
  %h = "graph.matmul"(%x, %w) : (tensor<37x13xf32>, tensor<13x20xf32>) -> tensor<37x20xf32>
  %hb = "graph.add"(%h, %b) : (tensor<37x20xf32>, tensor<20xf32>) -> tensor<37x20xf32>
  %r = "graph.relu"(%hb) : (tensor<37x20xf32>) -> tensor<37x20xf32>
  return %r : tensor<37x20xf32>
}

func.func @mm_const_lhs(%x: tensor<11x7xf32>) -> tensor<9x7xf32> {
  %a = "graph.constant"() {value = dense<[[-0.095, 0.067, -0.044, 0.883, 0.398, 0.753, 0.884, -0.481, 0.119, 0.887, 0.680], [-0.726, -0.757, -0.116, -0.855, -0.519, -0.854, 0.339, 0.568, 0.794, -0.691, 0.432], [0.321, -0.714, 0.766, 0.935, -0.561, 0.905, -0.203, -0.025, 0.980, 0.665, -0.677], [-0.137, 0.031, -0.322, -0.609, -0.363, 0.444, -0.961, 0.108, -0.119, -0.964, -0.337], [0.248, 0.025, -0.871, 0.970, 0.577, 0.943, -0.790, -0.469, -0.921, 0.558, -0.459], [-0.741, -0.155, 0.823, 0.638, -0.483, -0.701, 0.838, 0.141, 0.401, -0.821, -0.885], [0.376, -0.149, -0.855, 0.877, 0.269, 0.603, -0.833, 0.712, -0.867, 0.726, -0.092], [-0.322, 0.106, 0.853, -0.464, -0.742, 0.054, -0.523, -0.781, -0.677, -0.899, -0.596], [-0.376, -0.390, 0.519, -0.420, 0.000, -0.644, -0.306, -0.964, -0.499, -0.969, 0.466]]> : tensor<9x11xf32>} : () -> tensor<9x11xf32>
  %h = "graph.matmul"(%a, %x) : (tensor<9x11xf32>, tensor<11x7xf32>) -> tensor<9x7xf32>
  return %h : tensor<9x7xf32>
}

func.func @masked(%x: tensor<5x7xf32>) -> tensor<5x7xf32> {
  %m = "graph.constant"() {value = dense<[[true, false, true, false, true, false, false], [false, false, true, true, false, true, true], [false, false, true, true, true, true, false], [false, true, true, true, false, false, true], [false, true, false, true, true, false, false]]> : tensor<5x7xi1>} : () -> tensor<5x7xi1>
  %f = "graph.constant"() {value = dense<-3.0> : tensor<f32>} : () -> tensor<f32>
  %s = "graph.select"(%m, %x, %f) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<f32>) -> tensor<5x7xf32>
  %row = "graph.constant"() {value = dense<[-0.993, -0.272, -0.342, 0.970, -0.353, -0.931, 0.765]> : tensor<7xf32>} : () -> tensor<7xf32>
  %a = "graph.add"(%s, %row) : (tensor<5x7xf32>, tensor<7xf32>) -> tensor<5x7xf32>
  %e = "graph.exp"(%a) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  return %e : tensor<5x7xf32>
}

func.func @scores(%q: tensor<2x16x8xf32>, %k: tensor<2x8x16xf32>) -> tensor<1x2x16x16xf32> {
  %mask = "graph.constant"() {value = dense_resource<causal_mask_16x16> : tensor<1x1x16x16xf32>} : () -> tensor<1x1x16x16xf32>
  %scale = "graph.constant"() {value = dense<0.35> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %s = "graph.batch_matmul"(%q, %k) : (tensor<2x16x8xf32>, tensor<2x8x16xf32>) -> tensor<2x16x16xf32>
  %s4 = "graph.reshape"(%s) : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
  %ss = "graph.mul"(%s4, %scale) : (tensor<1x2x16x16xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x16x16xf32>
  %r = "graph.add"(%ss, %mask) : (tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x2x16x16xf32>
  return %r : tensor<1x2x16x16xf32>
}

func.func @shared(%x: tensor<33x21xf32>, %w: tensor<21x45xf32>, %y: tensor<3x45xf32>) -> (tensor<33x45xf32>, tensor<3x45xf32>, tensor<45xf32>) {
  %b = "graph.constant"() {value = dense<[-0.564, -0.634, -0.329, -0.832, -0.442, 0.312, -0.504, 0.552, -0.818, 0.634, -0.712, 0.174, -0.212, -0.401, 0.259, -0.831, 0.915, 0.706, -0.689, 0.786, 0.568, 0.193, 0.529, 0.441, -0.012, -0.432, 0.237, -0.710, 0.650, 0.430, 0.026, -0.142, 0.402, 0.011, 0.820, 0.506, 0.137, 0.626, -0.968, 0.373, 0.596, 0.422, 0.912, 0.286, -0.830]> : tensor<45xf32>} : () -> tensor<45xf32>
  %h = "graph.matmul"(%x, %w) : (tensor<33x21xf32>, tensor<21x45xf32>) -> tensor<33x45xf32>
  %r = "graph.add"(%h, %b) : (tensor<33x45xf32>, tensor<45xf32>) -> tensor<33x45xf32>
  %t = "graph.tanh"(%y) : (tensor<3x45xf32>) -> tensor<3x45xf32>
  %e = "graph.mul"(%t, %b) : (tensor<3x45xf32>, tensor<45xf32>) -> tensor<3x45xf32>
  return %r, %e, %b : tensor<33x45xf32>, tensor<3x45xf32>, tensor<45xf32>
}

{-#
  dialect_resources: {
    builtin: {
      causal_mask_16x16: "0x040000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC6000000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600000000000000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC60000000000000000000000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC6000000000000000000000000000000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600000000000000000000000000000000000000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC60000000000000000000000000000000000000000000000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC6000000000000000000000000000000000000000000000000000000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC600401CC600000000000000000000000000000000000000000000000000000000000000000000000000401CC600401CC600401CC600401CC600401CC600401CC600401CC60000000000000000000000000000000000000000000000000000000000000000000000000000000000401CC600401CC600401CC600401CC600401CC600401CC6000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000401CC600401CC600401CC600401CC600401CC600000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000401CC600401CC600401CC600401CC60000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000401CC600401CC600401CC6000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000401CC600401CC600000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000401CC600000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
