/*===-- conv2d_simt_template.c - f32 conv2d as an implicit SIMT GEMM ------===*
 * graph.conv2d (groups == 1, f32) on Hidet's f32 CUDA-core matmul: the
 * same emitter (matmul_simt.c), schedule space, parameters and cost model
 * as matmul_f32_simt, whose template entries this one delegates to; only
 * the problem (the conv's GEMM view) and the operand index map
 * (conv2d_gemm.h: im2col gather of the image, validity map for the zero
 * padding) are the conv's. Grouped and depthwise convs (groups > 1) are not
 * taken: they are memory-bound and belong to their own template.
 *===----------------------------------------------------------------------===*/
#include "conv2d_gemm.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>

extern const HidetTemplate hidetMatmulSimtTemplate;

static bool isF32(MlirValue v) {
  return mlirTypeIsAF32(mlirShapedTypeGetElementType(mlirValueGetType(v)));
}

static bool isHalf(MlirValue v) {
  MlirType t = mlirShapedTypeGetElementType(mlirValueGetType(v));
  return mlirTypeIsAF16(t) || mlirTypeIsABF16(t);
}

/* groups == 1 convs without a 16-bit operand (those go to conv2d_tc);
 * other non-f32 ones get problem()'s message. */
static bool matches(MlirOperation fn, MlirOperation anchor) {
  (void)fn;
  if (!hidetConvIsConv(anchor))
    return false;
  HidetConvGemm cv;
  hidetConvGemmRead(anchor, &cv);
  return cv.groups == 1 && !isHalf(mlirOperationGetOperand(anchor, 0)) &&
         !isHalf(mlirOperationGetOperand(anchor, 1));
}

static bool problem(MlirOperation fn, MlirOperation anchor, HidetProblem *out, char *why,
                    size_t whySize) {
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

/* ---- The schedule side is the SIMT matmul's. */
static size_t space(const HidetArch *arch, HidetSchedule **out) {
  return hidetMatmulSimtTemplate.space(arch, out);
}
static bool fits(const HidetSchedule *s, const HidetArch *arch, char *why, size_t whySize) {
  return hidetMatmulSimtTemplate.fits(s, arch, why, whySize);
}
static double cost(const HidetSchedule *s, const HidetProblem *p, const HidetArch *arch) {
  return hidetMatmulSimtTemplate.cost(s, p, arch);
}
static bool parse(const char *text, HidetSchedule *s, char *why, size_t whySize) {
  return hidetMatmulSimtTemplate.parse(text, s, why, whySize);
}
static int format(const HidetSchedule *s, char *buf, size_t size) {
  return hidetMatmulSimtTemplate.format(s, buf, size);
}
static void describe(const HidetSchedule *s, const HidetProblem *p, const HidetArch *arch,
                     char *buf, size_t size) {
  hidetMatmulSimtTemplate.describe(s, p, arch, buf, size);
}
static int64_t smemBytes(const HidetSchedule *s, HidetLoadMode mode) {
  return hidetMatmulSimtTemplate.smemBytes(s, mode);
}
/* Split-K schedules: the matmul's partials workspace over the GEMM view. */
static int64_t workspaceBytes(const HidetSchedule *s, const HidetProblem *p) {
  return hidetMatmulSimtTemplate.workspaceBytes(s, p);
}

/* The matmul's kernel (problem dims 0..3 are its batch, m, n, k), renamed
 * so that the fusion pass uses this template's index map. */
static bool emit(const HidetTemplateCall *c, HidetStr *out, char *why, size_t whySize) {
  size_t from = out->len;
  if (!hidetMatmulSimtTemplate.emit(c, out, why, whySize))
    return false;
  if (!hidetConvRenameTemplate(out, from, hidetMatmulSimtTemplate.name, "conv2d_simt"))
    return hidetFailWhy(why, whySize, "the matmul emitter's kernel has no hidet.template");
  return true;
}

static const char *const kInputNames[] = {"input", "filter"};
/* matmul_f32_simt's parameters, in its order: its space, parse and format
 * fill HidetSchedule.v in this order (test/Template checks the lists agree). */
static const char *const kParams[] = {"wm", "wn", "om", "on", "lm", "ln",
                                      "im", "in", "bk", "stages", "splitk"};

const HidetTemplate hidetConv2dSimtTemplate = {
    .name = "conv2d_simt",
    .summary = "f32 conv2d as an implicit GEMM on the SIMT matmul (m = N*P*Q, n = F, k = R*S*C): "
               "im2col gathered by the image's index map, zero padding by its validity map",
    .takes = "graph.conv2d with groups = 1 and f32 operands",
    .paramNames = kParams,
    .numParams = (int)(sizeof kParams / sizeof kParams[0]),
    .inputNames = kInputNames,
    .pipelines = true,
    .matches = matches,
    .problem = problem,
    .space = space,
    .fits = fits,
    .cost = cost,
    .parse = parse,
    .format = format,
    .formatProblem = hidetConvGemmFormatProblem,
    .describe = describe,
    .smemBytes = smemBytes,
    .workspaceBytes = workspaceBytes,
    .emit = emit,
    .slotValue = hidetConvSlotValue,
    .numInputSlots = hidetConvNumInputSlots,
    .outputValue = hidetConvOutputValue,
    .indexMap = hidetConvIndexMap,
    .coordExtents = hidetConvCoordExtents,
    .lastCoordContiguous = hidetConvLastCoordContiguous,
    .validMap = hidetConvValidMap,
};
