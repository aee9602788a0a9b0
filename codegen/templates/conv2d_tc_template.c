/*===-- conv2d_tc_template.c - f16/bf16 conv2d on the tensor-core GEMM ----===*
 * graph.conv2d (groups == 1, f16 or bf16 operands) as an implicit GEMM on
 * the mma.sync matmul (matmul_tc.c): its schedule space, parameters and
 * cost model are matmul_tc's (hidetMatmulTcSchedule, with 2-byte
 * operands); the problem and the operand index map are the conv's
 * (conv2d_gemm.h).
 *
 * Load form, per operand: cp.async (8-byte copies of 4 elements, zero-filled
 * past the problem and, through the validity map, in the padding) when the
 * operand is a kernel input with no prologue, in NHWC, and the vector dim
 * is contiguous: the image's channels C % 4 == 0 (4 consecutive k are then 4
 * consecutive channels of one pixel, 8-byte aligned), the filter's output
 * channels F % 4 == 0. Otherwise the load hooks gather element by element
 * through registers (prologue ops, NCHW, C = 3 ...).
 *===----------------------------------------------------------------------===*/
#include "conv2d_gemm.h"
#include "gemm_templates.h"

#include "kernel_ir.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>

/* groups == 1 convs with a 16-bit operand; problem() reports a mixed pair. */
static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  int numHalf = 0;
  return hidetConvGemmTakes(anchor, &numHalf) && numHalf > 0;
}

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  (void)fn;
  MlirType xt = hidetValueElementType(mlirOperationGetOperand(anchor, 0)),
           wt = hidetValueElementType(mlirOperationGetOperand(anchor, 1)),
           yt = hidetValueElementType(mlirOperationGetResult(anchor, 0));
  if (!hidetTypeIsHalf(xt) || !mlirTypeEqual(xt, wt)) {
    HidetStr a = hidetPrintType(xt), b = hidetPrintType(wt);
    snprintf(why, whySize,
             "the tensor-core conv2d template needs input and filter both f16 or both bf16; "
             "this one has %s and %s (cast one of them in the graph)",
             a.data, b.data);
    hidetStrFree(&a);
    hidetStrFree(&b);
    return false;
  }
  if (!hidetMatmulTcTypeName(yt)) {
    HidetStr t = hidetPrintType(yt);
    snprintf(why, whySize, "the tensor-core conv2d template writes f16, bf16 or f32, not %s",
             t.data);
    hidetStrFree(&t);
    return false;
  }
  return hidetConvGemmProblem(anchor, out, why, whySize);
}

/* Can slot k be copied with cp.async (header comment)? */
static bool copyable(MlirOperation fn, MlirOperation anchor, int k) {
  MlirValue v = mlirOperationGetOperand(anchor, k);
  HidetConvGemm cv;
  hidetConvGemmRead(anchor, &cv);
  return mlirValueIsABlockArgument(v) &&
         mlirBlockEqual(mlirBlockArgumentGetOwner(v), kernelIrBody(fn)) &&
         hidetConvSlotContiguous(&cv, k) && (k == 0 ? cv.c % 4 == 0 : cv.f % 4 == 0);
}

/* matmul_tc's kernel on the conv's GEMM view (problem dims batch, m, n,
 * k), B never k-major. Its hidet.template (matmul_tc's) is renamed after
 * this template by kernelFnInstantiate, like every template's. */
static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out,
                 char *why, size_t whySize) {
  const bool async[2] = {copyable(c->fn, c->anchor, 0), copyable(c->fn, c->anchor, 1)};
  /* 4-element copies, and no staged epilogue: the conv's n (an output
   * channel) is not the result's contiguous dim */
  const bool wide[2] = {false, false};
  return hidetMatmulTcEmitCall(c, async, wide, false, false, out, why, whySize);
}

static const char *const kInputNames[] = {"input", "filter"};

const HidetTemplate hidetConv2dTcTemplate = {
    .name = "conv2d_tc",
    .summary = "f16/bf16 conv2d as an implicit GEMM on the tensor-core matmul (mma.sync): im2col "
               "gathered by the image's index map, cp.async with zero-fill where C % 4 == 0",
    .takes = "graph.conv2d with groups = 1 and f16 or bf16 operands",
    .inputNames = kInputNames,
    .pipelines = false, /* the ring is emitted by the template itself */
    .copiesPerOperand = true,
    .data = &(const HidetGemmVariant){.elemBytes = 2, .kMajorB = false},
    .sched = &hidetMatmulTcSchedule,
    .operands = &hidetConvOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = hidetConvGemmFormatProblem,
    .emit = emit,
};
