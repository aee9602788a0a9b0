/*===-- matmul_tc_template.c - The tensor-core matmul as a template -------===*
 * Registers the mma.sync matmul (emitter: matmul_tc.c, space and cost
 * model: matmul_tc_space.c) under the template interface (template.h),
 * twice:
 *  - matmul_tc takes graph.matmul and graph.batch_matmul anchors whose
 *    operands are f16 or bf16 (m16n8k16 MMAs);
 *  - matmul_tf32 takes those with f32 operands that carry
 *    `hidet.precision = "tf32"` (hidet-schedule-anchors{precision=tf32}
 *    puts it on every f32 matmul): m16n8k8 tf32 MMAs, f32 accumulation,
 *    operands rounded to tf32 (10 mantissa bits) by the tensor cores.
 * Every other f32 matmul stays with the SIMT template, so tf32 is opt-in.
 * The two share every callback but matches and problem; their
 * HidetGemmVariant (HidetTemplate.data) gives the operand bytes.
 *
 * Slots and coordinates are the SIMT matmul's (hidetMatmulOperands,
 * matmul_simt_template.c): input 0 is A with (b, m, k),
 * input 1 is B with (b, k, n), output 0 the anchor's result with (b, m, n);
 * b is flattened over the result's batch dims and broadcast to the
 * operand's by the index map. One exception: when B is a transposed kernel
 * input (hidetTransposedInputChain: PyTorch's x @ W^T, W stored [N, K]),
 * B's slot takes (b, n, k) (lastTwoSwapped), the kernel keeps B k-major in
 * shared memory (Bs[n][k], read by ldmatrix without .trans) and copies it
 * 4 elements of a W row at a time with cp.async.
 *
 * Load form, per operand: cp.async copies need the stored elements of a
 * kernel input, 4 of them 8-byte aligned (cp.async moves 4, 8 or 16 bytes,
 * never one 2-byte element), so an operand is copied with cp.async when it
 * is a kernel input without a prologue whose rows (K for A, N for B) are a
 * multiple of 4 elements, and staged through registers (load hooks, which
 * also apply any prologue: casts, transposes, element-wise ops) otherwise.
 * Both fill the same shared-memory ring.
 *===----------------------------------------------------------------------===*/
#include "gemm_templates.h"
#include "matmul_runtime_m.h"
#include "matmul_splitk.h"
#include "matmul_tc.h"
#include "template.h"

#include "kernel_ir.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kParams[] = {"wm", "wn", "tm", "tn", "bk", "stages", "splitk"};
#define NUM_PARAMS ((int)(sizeof kParams / sizeof kParams[0]))
static const char *const kInputNames[] = {"lhs", "rhs"};

static void toGeneric(const HidetMatmulTcSchedule *m, HidetSchedule *s) {
  memset(s, 0, sizeof *s);
  const int f[NUM_PARAMS] = {m->wm, m->wn, m->tm, m->tn, m->bk, m->stages, hidetMatmulTcSplitK(m)};
  for (int i = 0; i < NUM_PARAMS; ++i)
    s->v[i] = f[i];
}

/* Values outside int are clamped to -1 so that Fits rejects them. */
static int field(int64_t v) { return v < 0 || v > 1 << 20 ? -1 : (int)v; }

static HidetMatmulTcSchedule fromGeneric(const HidetSchedule *s) {
  HidetMatmulTcSchedule m = {field(s->v[0]), field(s->v[1]), field(s->v[2]), field(s->v[3]),
                             field(s->v[4]), field(s->v[5]), field(s->v[6])};
  return m;
}

static HidetMatmulTcProblem tcProblem(const HidetProblem *p) {
  HidetMatmulTcProblem m = {.batch = p->dims[0], .m = p->dims[1], .n = p->dims[2], .k = p->dims[3],
                            .copied = p->facts};
  return m;
}

const char *hidetMatmulTcTypeName(MlirType t) {
  return mlirTypeIsAF16(t) ? "f16" : mlirTypeIsABF16(t) ? "bf16" : mlirTypeIsAF32(t) ? "f32" : NULL;
}

static bool isMatmul(MlirOperation anchor) {
  return !mlirOperationIsNull(anchor) &&
         (hidetOpIs(anchor, "graph.matmul") || hidetOpIs(anchor, "graph.batch_matmul"));
}

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  if (!isMatmul(anchor))
    return false;
  /* Either operand in 16 bits: problem() reports a mixed pair. */
  return hidetTypeIsHalf(hidetValueElementType(mlirOperationGetOperand(anchor, 0))) ||
         hidetTypeIsHalf(hidetValueElementType(mlirOperationGetOperand(anchor, 1)));
}

bool hidetMatmulWantsTf32(MlirOperation anchor) {
  if (!isMatmul(anchor))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(
      anchor, mlirStringRefCreateFromCString("hidet.precision"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return false;
  MlirStringRef v = mlirStringAttrGetValue(a);
  return v.length == 4 && !strncmp(v.data, "tf32", 4);
}

/* tf32: f32 operands marked for tf32 (problem() checks the rest). */
static bool matchesTf32(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                        const HidetArch *arch) {
  (void)fn;
  return hidetMatmulWantsTf32(anchor) &&
         mlirTypeIsAF32(hidetValueElementType(mlirOperationGetOperand(anchor, 0)));
}


static bool copyable(MlirOperation fn, MlirOperation anchor, int k);
static bool copyWide(MlirOperation fn, MlirOperation anchor, int k);

/* Which operands the kernel copies with cp.async, and which of those in
 * 16-byte copies (HidetProblem.facts). */
static bool withFacts(MlirOperation fn, MlirOperation anchor, HidetProblem *out, bool ok) {
  if (!ok)
    return false;
  out->facts = 0;
  for (int k = 0; k < 2; ++k)
    out->facts |= (copyable(fn, anchor, k) ? 1u << k : 0u) |
                  (copyWide(fn, anchor, k) ? 4u << k : 0u);
  return true;
}

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  MlirValue lhs = mlirOperationGetOperand(anchor, 0), rhs = mlirOperationGetOperand(anchor, 1),
            res = mlirOperationGetResult(anchor, 0);
  MlirType lt = hidetValueElementType(lhs), rt = hidetValueElementType(rhs),
           ot = hidetValueElementType(res);
  if (!hidetTypeIsHalf(lt) || !mlirTypeEqual(lt, rt)) {
    HidetStr a = hidetPrintType(lt), b = hidetPrintType(rt);
    snprintf(why, whySize,
             "the tensor-core matmul template needs both operands f16 or both bf16; this one "
             "has %s and %s (cast one of them in the graph)",
             a.data, b.data);
    hidetStrFree(&a);
    hidetStrFree(&b);
    return false;
  }
  if (!hidetMatmulTcTypeName(ot)) {
    HidetStr t = hidetPrintType(ot);
    snprintf(why, whySize,
             "the tensor-core matmul template writes f16, bf16 or f32 results, not %s", t.data);
    hidetStrFree(&t);
    return false;
  }
  return withFacts(fn, anchor, out, hidetMatmulProblem(lhs, res, out, why, whySize));
}

static bool problemTf32(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                        HidetProblem *out, char *why, size_t whySize) {
  MlirValue lhs = mlirOperationGetOperand(anchor, 0), rhs = mlirOperationGetOperand(anchor, 1),
            res = mlirOperationGetResult(anchor, 0);
  if (!mlirTypeIsAF32(hidetValueElementType(lhs)) || !mlirTypeIsAF32(hidetValueElementType(rhs)) ||
      !mlirTypeIsAF32(hidetValueElementType(res)))
    return hidetFailWhy(why, whySize,
                        "hidet.precision = \"tf32\" needs f32 operands and an f32 result");
  return withFacts(fn, anchor, out, hidetMatmulProblem(lhs, res, out, why, whySize));
}

/* Operand element bytes of the variant: the smem of a schedule. */
static int eb(const HidetTemplate *self) {
  return ((const HidetGemmVariant *)self->data)->elemBytes;
}

static size_t space(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  HidetMatmulTcSchedule *m = NULL;
  size_t n = hidetMatmulTcSpace(arch, eb(self), &m);
  *out = calloc(n ? n : 1, sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  for (size_t i = 0; i < n; ++i)
    toGeneric(&m[i], &(*out)[i]);
  free(m);
  return n;
}

static bool fits(const HidetTemplate *self, const HidetSchedule *s, const HidetArch *arch,
                 char *why, size_t whySize) {
  HidetMatmulTcSchedule m = fromGeneric(s);
  return hidetMatmulTcFits(&m, arch, eb(self), why, whySize);
}

static double cost(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                   const HidetArch *arch) {
  HidetMatmulTcSchedule m = fromGeneric(s);
  HidetMatmulTcProblem mp = tcProblem(p);
  return hidetMatmulTcCost(&m, &mp, arch, eb(self));
}

static bool parse(const HidetTemplate *self, const char *text, HidetSchedule *s, char *why,
                  size_t whySize) {
  HidetMatmulTcSchedule m;
  if (!hidetMatmulTcParse(text, &m, why, whySize))
    return false;
  toGeneric(&m, s);
  return true;
}

static int format(const HidetTemplate *self, const HidetSchedule *s, char *buf, size_t size) {
  HidetMatmulTcSchedule m = fromGeneric(s);
  return hidetMatmulTcFormat(&m, buf, size);
}

static int64_t workspaceBytes(const HidetTemplate *self, const HidetSchedule *s,
                              const HidetProblem *p) {
  HidetMatmulTcSchedule m = fromGeneric(s);
  return hidetSplitKWorkspaceBytes(hidetMatmulTcSplitK(&m), p->dims[0], p->dims[1], p->dims[2]);
}

static void describe(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                     const HidetArch *arch, char *buf, size_t size) {
  HidetMatmulTcSchedule m = fromGeneric(s);
  char split[96] = "";
  int S = hidetMatmulTcSplitK(&m);
  if (S > 1)
    snprintf(split, sizeof split, ", split-K %d (%lld-byte workspace, then a combine kernel)", S,
             (long long)workspaceBytes(self, s, p));
  int e = eb(self);
  double us = cost(self, s, p, arch);
  char est[96];
  if (us >= HIDET_COST_UNFIT) /* staged operands take too many registers */
    snprintf(est, sizeof est, "over the budget of %lld with %s staged through registers",
             (long long)hidetMatmulTcRegBudget(arch),
             (p->facts & 3u) == 0 ? "both operands" : (p->facts & 1u) ? "rhs" : "lhs");
  else if (us >= HIDET_MATMUL_TC_NOT_LEAN) /* the issue-efficiency floor */
    snprintf(est, sizeof est, "estimated %.2f us, ranked last: ~%.1f instructions per MMA",
             us - HIDET_MATMUL_TC_NOT_LEAN,
             hidetMatmulTcLoopInsns(&m, p->facts, e) /
                 (double)(m.tm * m.tn * (e == 4 ? m.bk / 8 : m.bk / 16)));
  else
    snprintf(est, sizeof est, "estimated %.2f us", us);
  snprintf(buf, size,
           "block tile %lldx%lld, %lld threads, %lld bytes shared memory, ~%lld registers%s, %s",
           (long long)hidetMatmulTcBlockM(&m), (long long)hidetMatmulTcBlockN(&m),
           (long long)hidetMatmulTcThreads(&m), (long long)hidetMatmulTcSmemBytes(&m, e),
           (long long)hidetMatmulTcRegsFor(&m, p->facts), split, est);
}

static int64_t smemBytes(const HidetTemplate *self, const HidetSchedule *s, HidetLoadMode mode) {
  (void)mode; /* both load forms fill the same ring */
  HidetMatmulTcSchedule m = fromGeneric(s);
  return hidetMatmulTcSmemBytes(&m, eb(self));
}

/* Is B a transposed kernel input, taken in swapped coordinates? */
static bool bSwapped(MlirOperation fn, MlirOperation anchor) {
  /* Matmul anchors only: the conv templates reuse this emitter with their
   * own (unswapped) index maps. */
  return isMatmul(anchor) && hidetTransposedInputChain(fn, mlirOperationGetOperand(anchor, 1));
}

/* Can operand k be copied with cp.async (header comment)? A kernel input,
 * or a chain of reshapes of one (torch-mlir's [M,K] -> [1,M,K] around
 * every Linear): a reshape keeps the row-major order, so with rows of a
 * multiple of 4 elements on both sides each 4-element copy is 4
 * consecutive, 8-byte aligned elements of one row of the input (the copy
 * hook, fuse_prologue_epilogue.c, makes the same check). */
static bool copyable(MlirOperation fn, MlirOperation anchor, int k) {
  if (k == 1 && bSwapped(fn, anchor))
    return true; /* through the transpose: rows of W, a multiple of 4 */
  return hidetReshapedInputChain(fn, mlirOperationGetOperand(anchor, k), 4);
}

/* May operand k's copies move 16-byte chunks (copy8)? Copyable, 16-bit,
 * and the rows of the operand and of the input it is copied from are a
 * multiple of 8 elements, so each 8-element run starts 16-byte aligned.
 * (A tf32 operand's 4-element copies are 16 bytes already.) */
static bool copyWide(MlirOperation fn, MlirOperation anchor, int k) {
  if (!copyable(fn, anchor, k) || !hidetTypeIsHalf(hidetValueElementType(mlirOperationGetOperand(anchor, k))))
    return false;
  MlirValue v = mlirOperationGetOperand(anchor, k);
  if (k == 1 && bSwapped(fn, anchor)) {
    int64_t d[HIDET_MAX_RANK];
    int64_t r = hidetValueShape(v, d);
    return d[r - 2] % 8 == 0; /* W's rows are the operand's k */
  }
  return hidetReshapedInputChain(fn, v, 8);
}

bool hidetMatmulTcEmitCall(const HidetTemplateCall *c, const bool async[2], const bool wide[2],
                           bool bKMajor, bool vecStore, HidetStr *out, char *why, size_t whySize) {
  HidetMatmulTcSchedule m = fromGeneric(c->schedule);
  HidetMatmulTcProblem p = tcProblem(c->problem);
  MlirType et = hidetValueElementType(mlirOperationGetOperand(c->anchor, 0)),
           rt = hidetValueElementType(mlirOperationGetResult(c->anchor, 0));
  HidetMatmulTcEmitArgs a = {
      .moduleName = c->moduleName,
      .kernelName = c->kernelName,
      .elemType = hidetMatmulTcTypeName(et),
      .resType = hidetMatmulTcTypeName(rt),
      .async = {async[0], async[1]},
      .bKMajor = bKMajor,
      .wide = {wide[0], wide[1]},
      .vecStore = vecStore,
      .nArgs = c->nArgs,
      .argTypes = c->argTypes,
  };
  if (!a.elemType || !a.resType)
    return hidetFailWhy(why, whySize, "unsupported element types");
  /* a `?` M (matmuls only: the conv templates declare no run-time dims) */
  if ((c->problem->runtimeDims & (1u << 1)) && isMatmul(c->anchor) &&
      !hidetMatmulRtMFind(c->anchor, &p.rt, why, whySize))
    return false;
  return hidetMatmulTcEmit(out, &a, &p, &m, why, whySize);
}

static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out,
                 char *why, size_t whySize) {
  const bool async[2] = {copyable(c->fn, c->anchor, 0), copyable(c->fn, c->anchor, 1)};
  const bool wide[2] = {copyWide(c->fn, c->anchor, 0), copyWide(c->fn, c->anchor, 1)};
  /* the result's n is its contiguous dim: the staged epilogue applies */
  return hidetMatmulTcEmitCall(c, async, wide, bSwapped(c->fn, c->anchor), true, out, why,
                               whySize);
}

const HidetScheduleSpaceOps hidetMatmulTcSchedule = {
    .paramNames = kParams,
    .numParams = NUM_PARAMS,
    .space = space,
    .fits = fits,
    .cost = cost,
    .parse = parse,
    .format = format,
    .describe = describe,
    .smemBytes = smemBytes,
    .workspaceBytes = workspaceBytes,
};

const HidetTemplate hidetMatmulTcTemplate = {
    .name = "matmul_tc",
    .summary = "f16/bf16 tensor-core matmul: warp tiles of mma.sync m16n8k16 (f32 "
               "accumulators), ldmatrix from XOR-swizzled shared tiles, a 2-5 stage cp.async ring",
    .takes = "graph.matmul, graph.batch_matmul with f16 or bf16 operands",
    .inputNames = kInputNames,
    .pipelines = false, /* the ring is emitted by the template itself */
    .copiesPerOperand = true,
    .runtimeDims = 1u << 1, /* M (matmul_runtime_m.h) */
    .data = &(const HidetGemmVariant){.elemBytes = 2, .kMajorB = true},
    .sched = &hidetMatmulTcSchedule,
    .operands = &hidetMatmulOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = hidetMatmulFormatProblem,
    .emit = emit,
};

/* The same kernel on f32 operands with tf32 MMAs (header comment). */
const HidetTemplate hidetMatmulTf32Template = {
    .name = "matmul_tf32",
    .summary = "f32 matmul on tf32 tensor cores (opt-in, precision=tf32): warp tiles of mma.sync "
               "m16n8k8 tf32 (f32 accumulators), ldmatrix A from XOR-swizzled shared tiles, a "
               "2-5 stage cp.async ring",
    .takes = "graph.matmul, graph.batch_matmul with f32 operands and hidet.precision = \"tf32\"",
    .inputNames = kInputNames,
    .pipelines = false,
    .copiesPerOperand = true,
    .runtimeDims = 1u << 1, /* M, as matmul_tc */
    .data = &(const HidetGemmVariant){.elemBytes = 4, .kMajorB = true},
    .sched = &hidetMatmulTcSchedule,
    .operands = &hidetMatmulOperands,
    .matches = matchesTf32,
    .problem = problemTf32,
    .formatProblem = hidetMatmulFormatProblem,
    .emit = emit,
};
