// hidet-stitch-report's diagnostics: a kernel function it cannot report
// on (not scheduled: no template, an unknown one, a schedule that lacks the
// template's parameters, no gpu.module) is an error at the function; the
// options are checked. report=false does nothing, so it passes anything.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics -p 'builtin.module(hidet-stitch-report)' -o /dev/null
// RUN: hidet-opt %s --split-input-file -p 'builtin.module(hidet-stitch-report{report=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: {{.}}
// RUN: not hidet-opt %s -p 'builtin.module(hidet-stitch-report{arch=sm_70})' 2>&1 | FileCheck %s --check-prefix=ARCH
// ARCH: error: arch expects sm_80, sm_90 or sm_90a, got 'sm_70'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-stitch-report{report=maybe})' 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: error: report expects true or false, got 'maybe'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-stitch-report{fuse=true})' 2>&1 | FileCheck %s --check-prefix=KEY
// KEY: error: unknown option 'fuse' (hidet-stitch-report takes arch, report)

// expected-error @below {{kernel function @k has no hidet.template: run hidet-schedule-anchors before hidet-stitch-report}}
func.func private @k(%x: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {hidet.kernel} {
  %e = "graph.exp"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----
// expected-error-re @below {{hidet.template 'nope' of @k is not a template (the templates are: matmul_f32_simt {{.*}}elementwise (kernel functions without an anchor))}}
func.func private @k(%x: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {hidet.kernel, hidet.template = "nope"} {
  %e = "graph.exp"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----
// expected-error @below {{@k: hidet.schedule has no integer 'block' (template elementwise)}}
func.func private @k(%x: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {hidet.kernel, hidet.template = "elementwise", hidet.schedule = {blk = 128 : i64}} {
  %e = "graph.exp"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----
// expected-error @below {{kernel function @k has no gpu.module @k_gpu: run hidet-schedule-anchors before hidet-stitch-report}}
func.func private @k(%x: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {hidet.kernel, hidet.template = "elementwise", hidet.schedule = {block = 128 : i64}} {
  %e = "graph.exp"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----
// The template cannot compute this instance (f16): the template's reason.
// expected-error-re @below {{@k: the CUDA-core matmul template computes f32 only; {{.*}}f16}}
func.func private @k(%x: tensor<4x8xf16>, %w: tensor<8x4xf16>) -> tensor<4x4xf16> attributes {hidet.kernel, hidet.anchor = "graph.matmul", hidet.template = "matmul_f32_simt", hidet.schedule = {bk = 8 : i64, im = 4 : i64, in = 4 : i64, lm = 4 : i64, ln = 8 : i64, om = 2 : i64, on = 2 : i64, splitk = 1 : i64, stages = 3 : i64, wm = 2 : i64, wn = 2 : i64}} {
  %e = "graph.matmul"(%x, %w) : (tensor<4x8xf16>, tensor<8x4xf16>) -> tensor<4x4xf16>
  return %e : tensor<4x4xf16>
}
