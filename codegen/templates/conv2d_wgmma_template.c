/*===-- conv2d_wgmma_template.c - f16/bf16 conv2d on the wgmma GEMM -------===*
 * graph.conv2d (groups == 1, f16 or bf16 operands) on sm_90a as an
 * implicit GEMM on the Hopper matmul (matmul_wgmma.c): its schedule space,
 * parameters and cost model are matmul_wgmma's (hidetMatmulWgmmaSchedule);
 * the problem and the operand index map are the conv's (conv2d_gemm.h),
 * as for conv2d_tc, which it is ranked against. Both operands are staged
 * by the producer warpgroup through the load hooks: the image's im2col
 * gather (strides, padding through the validity map, dilation) and the
 * filter's [k][n] view are not boxes of a tensor map. (TMA's im2col mode
 * would bring the image tile by tile: not done.)
 *===----------------------------------------------------------------------===*/
#include "conv2d_gemm.h"
#include "gemm_templates.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)self;
  (void)fn;
  int numHalf = 0;
  if (arch->tensorCores < HIDET_TC_WGMMA || !hidetConvGemmTakes(anchor, &numHalf))
    return false;
  MlirType xt = hidetValueElementType(mlirOperationGetOperand(anchor, 0)),
           wt = hidetValueElementType(mlirOperationGetOperand(anchor, 1)),
           yt = hidetValueElementType(mlirOperationGetResult(anchor, 0));
  /* a mixed pair is conv2d_tc's to report */
  return hidetTypeIsHalf(xt) && mlirTypeEqual(xt, wt) && hidetMatmulTcTypeName(yt);
}

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  (void)self;
  (void)fn;
  if (!hidetConvGemmProblem(anchor, out, why, whySize))
    return false;
  out->facts = 2u | 4u; /* both operands staged (matmul_wgmma's facts) */
  return true;
}

static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out,
                 char *why, size_t whySize) {
  (void)self;
  const bool tma[2] = {false, false};
  /* the conv map's B coordinates are (b, k, n): n-major */
  return hidetWgmmaEmitCall(c, tma, false, out, why, whySize);
}

static const char *const kInputNames[] = {"input", "filter"};

const HidetTemplate hidetConv2dWgmmaTemplate = {
    .name = "conv2d_wgmma",
    .summary = "f16/bf16 conv2d on sm_90a as an implicit GEMM on the wgmma matmul: the im2col "
               "gather and the filter staged by the producer warpgroup through the load hooks",
    .takes = "graph.conv2d with groups = 1 and f16 or bf16 operands, on sm_90a",
    .inputNames = kInputNames,
    .pipelines = false, /* the ring is emitted by the template itself */
    .data = &(const HidetGemmVariant){.elemBytes = 2, .kMajorB = false},
    .sched = &hidetMatmulWgmmaSchedule,
    .operands = &hidetConvOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = hidetConvGemmFormatProblem,
    .emit = emit,
};
