// Problem keys of the schedule cache beyond the matmul's dims
// (hidetProblemKey, docs/schedules.md): the reductions' element bytes
// (-e<bytes>), reduce's regional variant and the pool's kind (-v<n>), the
// conv's C, R*S and two strides. Written, then read back line by line; a
// key with its suffixes out of order is a malformed line.
// RUN: rm -f %t.cache
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache-write=%t.cache})' -o /dev/null
// RUN: FileCheck %s --check-prefix=WRITTEN < %t.cache
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true cache=%t.cache})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=HIT
// An f32 softmax's line does not serve the same shape in f64.
// RUN: sed 's/-e4 /-e8 /' %t.cache > %t.f64
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true cache=%t.f64})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISS
// RUN: echo 'softmax sm_80 8x77x1-v1-e4 row-g4-p8-c32-v4' > %t.order
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.order})' 2>&1 | FileCheck %s --check-prefix=ORDER

func.func @f(%x: tensor<8x77xf32>, %y: tensor<4x30xf64>, %im: tensor<1x8x16x16xf32>, %w: tensor<16x8x3x3xf32>) -> (tensor<8x77xf32>, tensor<4x30xf64>, tensor<1x8x8x8xf32>, tensor<1x16x8x8xf32>) {
  %s = "graph.softmax"(%x) {axis = 1 : i64} : (tensor<8x77xf32>) -> tensor<8x77xf32>
  %m = "graph.reduce"(%y) {kind = "max", axes = array<i64: 1>, keepdims = true} : (tensor<4x30xf64>) -> tensor<4x1xf64>
  %d = "graph.sub"(%y, %m) : (tensor<4x30xf64>, tensor<4x1xf64>) -> tensor<4x30xf64>
  %p = "graph.pool2d"(%im) {kind = "max", kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x8x16x16xf32>) -> tensor<1x8x8x8xf32>
  %c = "graph.conv2d"(%im, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x16x16xf32>, tensor<16x8x3x3xf32>) -> tensor<1x16x8x8xf32>
  return %s, %d, %p, %c : tensor<8x77xf32>, tensor<4x30xf64>, tensor<1x8x8x8xf32>, tensor<1x16x8x8xf32>
}

// WRITTEN: # hidet schedule cache
// WRITTEN-NEXT: {{^}}softmax sm_80 8x77x1-e4 row-{{[-0-9a-z]+}} - cost-model{{$}}
// WRITTEN-NEXT: {{^}}reduce sm_80 4x30x1-e8-v1 {{[a-z]+}}-{{[-0-9a-z]+}} - cost-model{{$}}
// WRITTEN-NEXT: {{^}}pool2d sm_80 1x8x8x8x4x1x2048-v1 b{{[-0-9a-z]+}} - cost-model{{$}}
// WRITTEN-NEXT: {{^}}conv2d_simt sm_80 1x64x16x72x8x9x2x2 w{{[-0-9a-z]+}} - cost-model{{$}}

// HIT: remark: @f_kernel0: {{.*}}; schedule from cache {{.*}}.tmp.cache:2:
// HIT: remark: @f_kernel1: {{.*}}, row statistic broadcast back over the row: {{.*}}; schedule from cache {{.*}}.tmp.cache:3:
// HIT: remark: @f_kernel2: max pool {{.*}}; schedule from cache {{.*}}.tmp.cache:4:
// HIT: remark: @f_kernel3: {{.*}}; schedule from cache {{.*}}.tmp.cache:5:

// MISS: remark: @f_kernel0: {{.*}}; the cost model chose

// ORDER: error: {{.*}}.tmp.order:1: the problem key '8x77x1-v1-e4' is not the problem's dims joined by 'x', then an optional -e<bytes> and -v<variant>
