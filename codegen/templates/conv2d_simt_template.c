/*===-- conv2d_simt_template.c - f32 conv2d as an implicit SIMT GEMM ------===*
 * graph.conv2d (groups == 1, f32) on Hidet's f32 CUDA-core matmul: the
 * same emitter (matmul_simt.c), schedule space, parameters and cost model
 * as matmul_f32_simt, whose schedule side (hidetMatmulSimtSchedule) it
 * points to; only the problem (the conv's GEMM view) and the operand index map
 * (conv2d_gemm.h: im2col gather of the image, validity map for the zero
 * padding) are the conv's. Grouped and depthwise convs (groups > 1) are not
 * taken: they are memory-bound and belong to their own template.
 *===----------------------------------------------------------------------===*/
#include "conv2d_gemm.h"
#include "gemm_templates.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>

static bool isF32(MlirValue v) {
  return mlirTypeIsAF32(mlirShapedTypeGetElementType(mlirValueGetType(v)));
}

/* groups == 1 convs without a 16-bit operand (those go to conv2d_tc);
 * other non-f32 ones get problem()'s message. */
static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  int numHalf = 0;
  return hidetConvGemmTakes(anchor, &numHalf) && numHalf == 0;
}

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  (void)fn;
  MlirValue x = mlirOperationGetOperand(anchor, 0), w = mlirOperationGetOperand(anchor, 1),
            y = mlirOperationGetResult(anchor, 0);
  if (!isF32(x) || !isF32(w) || !isF32(y)) {
    HidetStr t = hidetPrintType(mlirValueGetType(x));
    snprintf(why, whySize,
             "the CUDA-core conv2d template computes f32 only; this one has an input of type %s "
             "(cast it to f32 in the graph)",
             t.data);
    hidetStrFree(&t);
    return false;
  }
  return hidetConvGemmProblem(anchor, out, why, whySize);
}

static const char *const kInputNames[] = {"input", "filter"};

const HidetTemplate hidetConv2dSimtTemplate = {
    .name = "conv2d_simt",
    .summary = "f32 conv2d as an implicit GEMM on the SIMT matmul (m = N*P*Q, n = F, k = R*S*C): "
               "im2col gathered by the image's index map, zero padding by its validity map",
    .takes = "graph.conv2d with groups = 1 and f32 operands",
    .inputNames = kInputNames,
    .pipelines = true,
    .sched = &hidetMatmulSimtSchedule,
    .operands = &hidetConvOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = hidetConvGemmFormatProblem,
    /* The matmul's emitter as it is: problem dims 0..3 are its batch, m, n,
     * k, and kernelFnInstantiate names the kernels' hidet.template after
     * this template, so the fusion pass finds the conv's index map. */
    .emit = hidetMatmulSimtEmit,
};
