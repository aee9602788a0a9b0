/*===-- pool.c - 2-D max and average pooling, direct -----------------------===*
 * graph.pool2d (max, avg), NCHW or NHWC, any kernel, strides and
 * asymmetric padding; f32, f16 or bf16 computed in f32; on the window schedule (window.h). PyTorch's
 * semantics as the graph op defines them: max ignores padding (a padded
 * cell never wins; NaN propagates, arith.maximumf), avg sums the window's
 * input cells and divides by kh * kw (padding counts: count_include_pad;
 * the importers rescale where the frontend does not count it). A global
 * average pool that a frontend writes as pool2d with the whole image as
 * window is one thread per (image, channel) summing it; written as a
 * reduce mean, it goes to the reduce template.
 *
 * Slots: input 0 is the pool's input, output 0 its result, each at its own
 * 4-d index; element-wise ops before and after fuse as prologue/epilogue.
 *===----------------------------------------------------------------------===*/
#include "window.h"

#include <stdio.h>

static const char *const kInputNames[] = {"input"};

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  return !mlirOperationIsNull(anchor) && hidetOpIs(anchor, "graph.pool2d");
}

static void formatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                          size_t size) {
  const int64_t *d = p->dims;
  snprintf(buf, size, "%s pool %lldx%lldx%lldx%lld, %lld-cell window (n x c x oh x ow)",
           p->variant == WIN_MAX ? "max" : "avg", (long long)d[WIN_D_N], (long long)d[WIN_D_F],
           (long long)d[WIN_D_OH], (long long)d[WIN_D_OW], (long long)d[WIN_D_WINDOW]);
}

const HidetTemplate hidetPoolTemplate = {
    .name = "pool2d",
    .summary = "direct 2-D max/avg pooling: ow x vec outputs per thread",
    .takes = "graph.pool2d",
    .inputNames = kInputNames,
    .pipelines = false,
    .sched = &winSchedule,
    .operands = &winOperands,
    .matches = matches,
    .problem = winProblem,
    .formatProblem = formatProblem,
    .emit = winEmit,
};
