// Bad schedule caches and tune=measure without measurements: an error
// naming the file and line (at the module for the file's syntax, at the
// anchor for what depends on it), non-zero exit.
// RUN: rm -f %t.none
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.none})' 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: cannot read schedule cache '{{.*}}.tmp.none': No such file or directory
// Too few fields (line 2; line 1 is a comment).
// RUN: echo '# a cache' > %t.few
// RUN: echo 'matmul_f32_simt sm_80 1x100x72x40' >> %t.few
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.few})' 2>&1 | FileCheck %s --check-prefix=FEW
// FEW: error: {{.*}}.tmp.few:2: expected '<template> <arch> <problem-key> <schedule> [measured_us] [source]', got 3 fields
// RUN: echo 'matmul_f32_simt sm_80 1x100x72x40 w2x2-o2x2-l4x8-i4x4-k8-s3 1.0 measured extra' > %t.many
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.many})' 2>&1 | FileCheck %s --check-prefix=MANY
// MANY: error: {{.*}}.tmp.many:1: expected '<template> {{.*}}', got 7 fields
// RUN: echo 'conv_tc sm_80 1x100x72x40 w2x2-o2x2-l4x8-i4x4-k8-s3' > %t.tmpl
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.tmpl})' 2>&1 | FileCheck %s --check-prefix=TMPL
// TMPL: error: {{.*}}.tmp.tmpl:1: unknown template 'conv_tc' (the templates are: matmul_f32_simt
// RUN: echo 'elementwise sm_80 2112 b256' > %t.ew
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.ew})' 2>&1 | FileCheck %s --check-prefix=EW
// EW: error: {{.*}}.tmp.ew:1: the elementwise template takes no schedule text {{.*}}; it cannot be cached
// RUN: echo 'matmul_f32_simt sm_70 1x100x72x40 w2x2-o2x2-l4x8-i4x4-k8-s3' > %t.arch
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.arch})' 2>&1 | FileCheck %s --check-prefix=ARCH
// ARCH: error: {{.*}}.tmp.arch:1: unknown arch 'sm_70' (expected sm_80, sm_90 or sm_90a)
// RUN: echo 'matmul_f32_simt sm_80 1*100*72*40 w2x2-o2x2-l4x8-i4x4-k8-s3' > %t.key
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.key})' 2>&1 | FileCheck %s --check-prefix=KEY
// KEY: error: {{.*}}.tmp.key:1: the problem key '1*100*72*40' is not the problem's dims joined by 'x'
// RUN: echo 'matmul_f32_simt sm_80 1x100x72x40 w2x2-o2x2' > %t.text
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.text})' 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: error: {{.*}}.tmp.text:1: schedule 'w2x2-o2x2' of the matmul_f32_simt template: expected 'w<M>x<N>-o<M>x<N>-l<M>x<N>-i<M>x<N>-k<K>-s<S>[-split<S>]'
// RUN: echo 'matmul_f32_simt sm_80 1x100x72x40 w2x2-o2x2-l4x8-i4x4-k8-s3 fast' > %t.us
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.us})' 2>&1 | FileCheck %s --check-prefix=US
// US: error: {{.*}}.tmp.us:1: measured_us 'fast' is not a non-negative number or '-'
// A well-formed line whose schedule does not fit the arch: at the anchor.
// RUN: echo 'matmul_f32_simt sm_80 1x100x72x40 w1x1-o1x1-l8x4-i2x2-k8-s3' > %t.fit
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache=%t.fit})' 2>&1 | FileCheck %s --check-prefix=FIT
// FIT: [[@LINE+21]]:8: error: 'graph.matmul' op {{.*}}.tmp.fit:1: cached schedule 'w1x1-o1x1-l8x4-i2x2-k8-s3' does not fit sm_80: the 8x8 B tile is 16 vectors of 4, not a multiple of 32 threads
// tune=measure without a cache, and with a cache that lacks the anchor's
// problem (here: written for another shape).
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=measure})' 2>&1 | FileCheck %s --check-prefix=MEASURE
// MEASURE: [[@LINE+17]]:8: error: 'graph.matmul' op tune=measure needs a CUDA device to time candidates (this pass does not run kernels): measure with hidet-compile-model --tune=measure or bench/gpu/tune.py on a GPU machine and pass the schedule cache as cache=FILE{{$}}
// RUN: echo 'matmul_f32_simt sm_80 1x128x128x128 w2x2-o2x2-l4x8-i4x4-k8-s3' > %t.other
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{tune=measure cache=%t.other})' 2>&1 | FileCheck %s --check-prefix=MEASURE-MISS
// MEASURE-MISS: [[@LINE+14]]:8: error: 'graph.matmul' op tune=measure needs a CUDA device to time candidates (this pass does not run kernels): measure with hidet-compile-model --tune=measure or bench/gpu/tune.py on a GPU machine and pass the schedule cache as cache=FILE (the schedule cache {{.*}}.tmp.other has no line for 'matmul_f32_simt sm_80 1x100x72x40')
// The same through the pipeline.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-compile-to-gpu{tune=measure})' 2>&1 | FileCheck %s --check-prefix=MEASURE-PIPE
// MEASURE-PIPE: error: 'graph.matmul' op tune=measure needs a CUDA device
// top= without anything that shows it.
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{top=3})' 2>&1 | FileCheck %s --check-prefix=TOP
// TOP: error: hidet-schedule-anchors: top=3 is used only with report=true or list-top=FILE
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-schedule-anchors{top=0})' 2>&1 | FileCheck %s --check-prefix=TOPRANGE
// TOPRANGE: top expects an integer from 1 to 100, got '0'
// A cache-write file that cannot be written (its directory is missing).
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-partition,hidet-outline-kernels,hidet-schedule-anchors{cache-write=%t.nodir/cache})' 2>&1 | FileCheck %s --check-prefix=WRITE
// WRITE: error: hidet-schedule-anchors: cache-write: cannot write schedule cache '{{.*}}.tmp.nodir/cache.tmp'

func.func @f(%x: tensor<100x40xf32>, %w: tensor<40x72xf32>, %b: tensor<72xf32>) -> tensor<100x72xf32> {
  %h = "graph.matmul"(%x, %w) : (tensor<100x40xf32>, tensor<40x72xf32>) -> tensor<100x72xf32>
  %hb = "graph.add"(%h, %b) : (tensor<100x72xf32>, tensor<72xf32>) -> tensor<100x72xf32>
  return %hb : tensor<100x72xf32>
}
