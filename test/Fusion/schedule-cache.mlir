// The schedule cache of hidet-schedule-anchors (docs/schedules.md,
// "Schedule cache and measured tuning"): cache-write= records every
// anchor's choice, cache= reads it back, a hand-edited (appended, so later)
// line wins, and list-top= lists the cost model's best candidates.
// RUN: rm -f %t.cache %t.top
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true cache-write=%t.cache})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: FileCheck %s --check-prefix=WRITTEN < %t.cache
// Read back: every anchor takes its schedule from the cache, none from
// the cost model; the element-wise kernel has no text form and keeps its
// cost model.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true tune=cost-model cache=%t.cache})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=HIT
// tune=measure takes the same lines.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true tune=measure cache=%t.cache})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=HIT
// A hand-edited line: another valid schedule for the matmul, measured; the
// later line wins, in the remark and in the kernel's hidet.schedule.
// RUN: echo 'matmul_f32_simt sm_80 1x100x72x40 w2x2-o2x2-l4x8-i4x4-k8-s3 12.5 measured # by hand' >> %t.cache
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true cache=%t.cache})' 2>%t.err | FileCheck %s --check-prefix=EDITED
// RUN: FileCheck %s --check-prefix=EDITED-REMARK < %t.err
// Merging into the same file keeps it as is: every choice agrees with its
// line, so the measurement and the comment stay.
// RUN: cp %t.cache %t.before
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.cache cache-write=%t.cache})' -o /dev/null
// RUN: diff %t.before %t.cache
// The same through hidet-compile-to-gpu.
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{report=true cache=%t.cache})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EDITED-REMARK
// Top-K: a remark with report=true, and the lines of list-top= (template
// kernels only; the element-wise one cannot be forced by tune=fixed).
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{top=3 list-top=%t.top})' -o /dev/null
// RUN: FileCheck %s --check-prefix=TOP < %t.top
// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{report=true top=2})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOPREMARK

func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  %s = "graph.softmax"(%hb) {axis = 1 : i64} : (tensor<100x72xf32>) -> tensor<100x72xf32>
  return %s : tensor<100x72xf32>
}

func.func @g(%x: tensor<64x33xf32>, %y: tensor<64x33xf32>) -> tensor<64x33xf32> {
  %z = "graph.add"(%x, %y) : (tensor<64x33xf32>, tensor<64x33xf32>) -> tensor<64x33xf32>
  return %z : tensor<64x33xf32>
}

// FIRST: remark: @f_kernel0: matmul 1x100x72x40 {{.*}}; the cost model chose {{w[0-9x]+-o[0-9x]+-l[0-9x]+-i[0-9x]+-k[0-9]+-s[0-9]}} (
// FIRST: remark: @f_kernel1: softmax 100x72x1 {{.*}}; the cost model chose {{[a-z]+-g[-a-z0-9]+}} (
// FIRST: remark: @g_kernel0: elementwise, 2112 elements: {{.*}}; the cost model chose b256

// WRITTEN: # hidet schedule cache
// WRITTEN-NEXT: {{^}}matmul_f32_simt sm_80 1x100x72x40 w{{[-0-9a-z]+}} - cost-model{{$}}
// WRITTEN-NEXT: {{^}}softmax sm_80 100x72x1-e4 row-{{[-0-9a-z]+}} - cost-model{{$}}
// WRITTEN-NOT: elementwise

// HIT: remark: @f_kernel0: {{.*}}; schedule from cache {{.*}}schedule-cache.mlir.tmp.cache:2: w
// HIT: remark: @f_kernel1: {{.*}}; schedule from cache {{.*}}schedule-cache.mlir.tmp.cache:3: row-
// HIT: remark: @g_kernel0: {{.*}}; the cost model chose b256

// EDITED: func.func private @f_kernel0({{.*}}hidet.schedule = {bk = 8 : i64, im = 4 : i64, in = 4 : i64, lm = 4 : i64, ln = 8 : i64, om = 2 : i64, on = 2 : i64, splitk = 1 : i64, stages = 3 : i64, wm = 2 : i64, wn = 2 : i64}
// EDITED-REMARK: remark: @f_kernel0: {{.*}}; schedule from cache {{.*}}.tmp.cache:4: w2x2-o2x2-l4x8-i4x4-k8-s3 (
// EDITED-REMARK: remark: @f_kernel1: {{.*}}; schedule from cache {{.*}}.tmp.cache:3: row-

// TOP: # hidet-schedule-anchors list-top
// TOP-NEXT: {{^}}f_kernel0 matmul_f32_simt sm_80 1x100x72x40 1 w{{[-0-9a-z]+}} {{[0-9.e+-]+$}}
// TOP-NEXT: {{^}}f_kernel0 matmul_f32_simt sm_80 1x100x72x40 2 w{{[-0-9a-z]+}} {{[0-9.e+-]+$}}
// TOP-NEXT: {{^}}f_kernel0 matmul_f32_simt sm_80 1x100x72x40 3 w{{[-0-9a-z]+}} {{[0-9.e+-]+$}}
// TOP-NEXT: {{^}}f_kernel1 softmax sm_80 100x72x1-e4 1 row-{{[-0-9a-z]+}} {{[0-9.e+-]+$}}
// TOP-NEXT: {{^}}f_kernel1 softmax sm_80 100x72x1-e4 2
// TOP-NEXT: {{^}}f_kernel1 softmax sm_80 100x72x1-e4 3
// TOP-NOT: elementwise

// TOPREMARK: remark: @f_kernel0: the cost model's top 2: 1. w{{[-0-9a-z]+}} ({{[0-9.]+}} us), 2. w{{[-0-9a-z]+}} ({{[0-9.]+}} us)
// TOPREMARK: remark: @g_kernel0: the cost model's top 2: 1. b256 ({{[0-9.]+}} us), 2.
