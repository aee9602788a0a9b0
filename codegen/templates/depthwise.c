/*===-- depthwise.c - Depthwise and grouped convolutions, direct -----------===*
 * graph.conv2d with groups > 1 (depthwise: groups = C, any channel
 * multiplier F / C; grouped: 1 < groups < C), NCHW or NHWC, any strides,
 * asymmetric padding and dilations; f32, f16 or bf16 computed in f32. A direct, memory-bound kernel on
 * the window schedule (window.h): every thread accumulates ow x vec outputs
 * over its group's C / groups input channels and the kh x kw taps, with the
 * filter tap of each channel loaded once for its ow outputs. Convolutions
 * with groups = 1 are implicit GEMMs (another template).
 *
 * Slots: input 0 is the conv's input, input 1 its filter, output 0 its
 * result, each at its own 4-d index. Bias, batch norm in eval form and
 * ReLU/ReLU6 after the conv are its epilogue (store hook); element-wise
 * ops on its input are its prologue (load hook), padded with zeros after
 * them.
 *===----------------------------------------------------------------------===*/
#include "window.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdio.h>

static const char *const kInputNames[] = {"input", "filter"};

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  if (mlirOperationIsNull(anchor) || !hidetOpIs(anchor, "graph.conv2d"))
    return false;
  MlirAttribute g = hidetOpAttr(anchor, "groups");
  return !mlirAttributeIsNull(g) && mlirAttributeIsAInteger(g) && mlirIntegerAttrGetValueInt(g) > 1;
}

static void formatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                          size_t size) {
  const int64_t *d = p->dims;
  snprintf(buf, size,
           "grouped conv %lldx%lldx%lldx%lld, %lld taps x %lld channels per group, %lld input "
           "elements per image (n x f x oh x ow)",
           (long long)d[WIN_D_N], (long long)d[WIN_D_F], (long long)d[WIN_D_OH],
           (long long)d[WIN_D_OW], (long long)d[WIN_D_WINDOW], (long long)d[WIN_D_CPG],
           (long long)d[WIN_D_IN]);
}

const HidetTemplate hidetDepthwiseTemplate = {
    .name = "depthwise",
    .summary = "direct depthwise / grouped convolution: ow x vec outputs per thread, taps reused "
               "across a thread's columns",
    .takes = "graph.conv2d with groups > 1",
    .inputNames = kInputNames,
    .pipelines = false,
    .sched = &winSchedule,
    .operands = &winOperands,
    .matches = matches,
    .problem = winProblem,
    .formatProblem = formatProblem,
    .emit = winEmit,
};
