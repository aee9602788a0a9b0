/*===-- matmul_wgmma_template.c - The sm_90a matmul as a template ---------===*
 * matmul_wgmma takes a graph.matmul / graph.batch_matmul with f16 or bf16
 * operands (both the same) and an f16, bf16 or f32 result on an arch with
 * wgmma and TMA (sm_90a). TMA reads an operand whole from a kernel input:
 *   A  a kernel input, or reshapes of one (row-major order kept), whose
 *      rows (K) are a multiple of 8 elements (TMA's 16-byte strides);
 *   B  the same with rows of N (read n-major), or a transposed kernel
 *      input (hidetTransposedInputChain: PyTorch's Linear weight [N, K],
 *      read k-major) whose rows (K) are a multiple of 8;
 * and each operand's batch is the problem's or 1 (broadcast). An operand
 * with a prologue (a cast, an element-wise op, a transpose that is not of
 * the last two dims), unaligned rows or a partly broadcast batch is
 * STAGED instead: the producer warpgroup reads it through its load hook
 * (which applies the prologue) into the same swizzled ring;
 * hidet-schedule-anchors{report=true} says which and why
 * (hidetWgmmaStaged).
 * The result goes out through the store hook, so epilogues fuse as for
 * every matmul template. Space and cost: matmul_wgmma_space.h.
 *===----------------------------------------------------------------------===*/
#include "gemm_templates.h"
#include "matmul_splitk.h"
#include "matmul_wgmma.h"
#include "runtime_extents.h"
#include "template.h"

#include "kernel_ir.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kParams[] = {"wg", "mt", "bn", "group", "stages", "splitk"};
#define NUM_PARAMS ((int)(sizeof kParams / sizeof kParams[0]))
static const char *const kInputNames[] = {"lhs", "rhs"};

static void toGeneric(const HidetWgmmaSchedule *m, HidetSchedule *s) {
  memset(s, 0, sizeof *s);
  const int f[NUM_PARAMS] = {m->wg, m->mt, m->bn, m->group, m->stages, hidetWgmmaSplitK(m)};
  for (int i = 0; i < NUM_PARAMS; ++i)
    s->v[i] = f[i];
}

/* Values outside int are clamped to -1 so that Fits rejects them. */
static int field(int64_t v) { return v < 0 || v > 1 << 20 ? -1 : (int)v; }

static HidetWgmmaSchedule fromGeneric(const HidetSchedule *s) {
  HidetWgmmaSchedule m = {field(s->v[0]), field(s->v[1]), field(s->v[2]),
                          field(s->v[3]), field(s->v[4]), field(s->v[5])};
  return m;
}

static HidetWgmmaProblem wgProblem(const HidetProblem *p) {
  HidetWgmmaProblem m = {p->dims[0], p->dims[1], p->dims[2], p->dims[3], (p->facts & 1u) != 0,
                         {(p->facts & 2u) != 0, (p->facts & 4u) != 0}};
  return m;
}

static bool isMatmul(MlirOperation anchor) {
  return !mlirOperationIsNull(anchor) &&
         (hidetOpIs(anchor, "graph.matmul") || hidetOpIs(anchor, "graph.batch_matmul"));
}

static int64_t product(const int64_t *d, int64_t n) {
  int64_t p = 1;
  for (int64_t i = 0; i < n; ++i)
    p *= d[i];
  return p;
}

/* The kernel input under a chain of graph.reshape ops from x (reshapes
 * keep the row-major order), or a null value. */
static MlirValue reshapedInput(MlirOperation fn, MlirValue x) {
  while (!mlirValueIsABlockArgument(x)) {
    MlirOperation op = mlirOpResultGetOwner(x);
    if (!hidetOpIs(op, "graph.reshape"))
      return (MlirValue){NULL};
    x = mlirOperationGetOperand(op, 0);
  }
  return mlirBlockEqual(mlirBlockArgumentGetOwner(x), kernelIrBody(fn)) ? x : (MlirValue){NULL};
}

/* The kernel input under hidetTransposedInputChain's transpose. */
static MlirValue transposedInput(MlirValue x) {
  while (!mlirValueIsABlockArgument(x))
    x = mlirOperationGetOperand(mlirOpResultGetOwner(x), 0);
  return x;
}

/* Operand k's tensor map (matmul_wgmma.h), when TMA can read it (header
 * comment); false with the reason otherwise. *kMajor: B is read k-major. */
static bool tmaOperand(MlirOperation fn, MlirOperation anchor, int k, HidetWgmmaOperand *o,
                       bool *kMajor, char *why, size_t whySize) {
  MlirValue v = mlirOperationGetOperand(anchor, k);
  int64_t rd[HIDET_MAX_RANK], od[HIDET_MAX_RANK];
  int64_t rr = hidetValueShape(mlirOperationGetResult(anchor, 0), rd);
  int64_t ro = hidetValueShape(v, od);
  int64_t batch = product(rd, rr - 2), ob = product(od, ro - 2);
  const char *name = k ? "rhs" : "lhs";
  if (ob != batch && ob != 1)
    return hidetFailWhy(why, whySize, "the %s is broadcast over part of the batch", name);
  bool swapped = k == 1 && hidetTransposedInputChain(fn, v);
  MlirValue in = swapped ? transposedInput(v) : reshapedInput(fn, v);
  if (mlirValueIsNull(in))
    return hidetFailWhy(why, whySize,
                        "the %s is not a kernel input read whole (it has a prologue)", name);
  /* rows, cols of the view: the operand's last two dims (swapped: B^T's) */
  int64_t rows = swapped ? od[ro - 1] : od[ro - 2], cols = swapped ? od[ro - 2] : od[ro - 1];
  if (cols % 8)
    return hidetFailWhy(why, whySize,
                        "the %s's rows of %lld elements are not a multiple of 8 (TMA needs "
                        "16-byte row strides)",
                        name, (long long)cols);
  o->arg = (int)mlirBlockArgumentGetArgNumber(in);
  o->rank = ob > 1 ? 3 : 2;
  int64_t *d = o->dims;
  if (o->rank == 3)
    *d++ = ob;
  d[0] = rows;
  d[1] = cols;
  if (kMajor)
    *kMajor = swapped;
  return true;
}

/* Why the template declines this matmul on `arch` ("" when it takes it):
 * the arch, the element types, or a `?` dim (its TMA descriptors and grid
 * are built for static extents; matmul_tc takes a `?` M instead); an
 * operand TMA cannot read is staged. */
static void declinesIf(MlirOperation fn, MlirOperation anchor, const HidetArch *arch,
                       bool dynamic, char *why, size_t whySize) {
  *why = 0;
  if (arch->tensorCores < HIDET_TC_WGMMA) {
    snprintf(why, whySize, "%s has no wgmma (sm_90a has)", arch->name);
    return;
  }
  MlirType lt = hidetValueElementType(mlirOperationGetOperand(anchor, 0)),
           rt = hidetValueElementType(mlirOperationGetOperand(anchor, 1)),
           ot = hidetValueElementType(mlirOperationGetResult(anchor, 0));
  if (!hidetTypeIsHalf(lt) || !mlirTypeEqual(lt, rt)) {
    snprintf(why, whySize, "the operands are not both f16 or both bf16");
    return;
  }
  if (!hidetMatmulTcTypeName(ot))
    snprintf(why, whySize, "the result is not f16, bf16 or f32");
  else if (dynamic && rtKernelFnIsDynamic(fn))
    snprintf(why, whySize,
             "it reads no run-time extent, and this kernel has a `?` dim (matmul_tc reads a "
             "run-time M)");
}

static void declines(MlirOperation fn, MlirOperation anchor, const HidetArch *arch, char *why,
                     size_t whySize) {
  declinesIf(fn, anchor, arch, true, why, whySize);
}

bool hidetWgmmaStaged(MlirOperation fn, MlirOperation anchor, int k, char *why, size_t whySize) {
  HidetWgmmaOperand o;
  return isMatmul(anchor) && !tmaOperand(fn, anchor, k, &o, NULL, why, whySize);
}

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)self;
  if (!isMatmul(anchor))
    return false;
  char why[160];
  declines(fn, anchor, arch, why, sizeof why);
  return !*why;
}

bool hidetWgmmaDeclinesDynamic(MlirOperation fn, MlirOperation anchor, const HidetArch *arch) {
  char why[160];
  if (!isMatmul(anchor) || !rtKernelFnIsDynamic(fn))
    return false;
  declinesIf(fn, anchor, arch, false, why, sizeof why);
  return !*why;
}

bool hidetWgmmaDeclines(MlirOperation fn, MlirOperation anchor, const HidetArch *arch, char *why,
                        size_t whySize) {
  if (!isMatmul(anchor))
    return false;
  declines(fn, anchor, arch, why, whySize);
  return *why != 0;
}

/* B is read k-major (a transposed kernel input, by TMA or staged in
 * (b, n, k) hook coordinates: hidetMatmulOperands' swapped B), else
 * n-major. */
static bool bMajorK(MlirOperation fn, MlirOperation anchor) {
  return hidetTransposedInputChain(fn, mlirOperationGetOperand(anchor, 1));
}

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  (void)self;
  MlirValue lhs = mlirOperationGetOperand(anchor, 0), res = mlirOperationGetResult(anchor, 0);
  if (!hidetMatmulProblem(lhs, res, out, why, whySize))
    return false;
  char no[8];
  out->facts = (bMajorK(fn, anchor) ? 1u : 0u) | (hidetWgmmaStaged(fn, anchor, 0, no, sizeof no) ? 2u : 0u) |
               (hidetWgmmaStaged(fn, anchor, 1, no, sizeof no) ? 4u : 0u);
  return true;
}

static size_t space(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  (void)self;
  HidetWgmmaSchedule *m = NULL;
  size_t n = hidetWgmmaSpace(arch, &m);
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
  (void)self;
  HidetWgmmaSchedule m = fromGeneric(s);
  return hidetWgmmaFits(&m, arch, why, whySize);
}

static double cost(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                   const HidetArch *arch) {
  (void)self;
  HidetWgmmaSchedule m = fromGeneric(s);
  HidetWgmmaProblem mp = wgProblem(p);
  return hidetWgmmaCost(&m, &mp, arch);
}

static bool parse(const HidetTemplate *self, const char *text, HidetSchedule *s, char *why,
                  size_t whySize) {
  (void)self;
  HidetWgmmaSchedule m;
  if (!hidetWgmmaParse(text, &m, why, whySize))
    return false;
  toGeneric(&m, s);
  return true;
}

static int format(const HidetTemplate *self, const HidetSchedule *s, char *buf, size_t size) {
  (void)self;
  HidetWgmmaSchedule m = fromGeneric(s);
  return hidetWgmmaFormat(&m, buf, size);
}

static void describe(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                     const HidetArch *arch, char *buf, size_t size) {
  HidetWgmmaSchedule m = fromGeneric(s);
  HidetWgmmaProblem mp = wgProblem(p);
  snprintf(buf, size,
           "block tile %lldx%d (%d consumer warpgroup%s of %d m64n%dk16 wgmma tile%s), %lld threads, "
           "%lld bytes shared memory (%d-stage ring), persistent grid of %lld blocks over %lld "
           "%s, B %s, estimated %.2f us",
           (long long)hidetWgmmaBlockM(&m), m.bn, m.wg, m.wg > 1 ? "s" : "", m.mt, m.bn,
           m.mt > 1 ? "s" : "", (long long)hidetWgmmaThreads(&m), (long long)hidetWgmmaSmemBytes(&m),
           m.stages, (long long)hidetWgmmaGrid(&m, &mp, arch), (long long)hidetWgmmaTiles(&m, &mp),
           hidetWgmmaSplitK(&m) > 1 ? "tile k slices, then a combine kernel" : "tiles", mp.bKMajor ? "k-major" : "n-major", cost(self, s, p, arch));
}

static int64_t smemBytes(const HidetTemplate *self, const HidetSchedule *s, HidetLoadMode mode) {
  (void)self;
  (void)mode;
  HidetWgmmaSchedule m = fromGeneric(s);
  return hidetWgmmaSmemBytes(&m);
}

static int64_t workspaceBytes(const HidetTemplate *self, const HidetSchedule *s,
                              const HidetProblem *p) {
  (void)self;
  HidetWgmmaSchedule m = fromGeneric(s);
  return hidetSplitKWorkspaceBytes(hidetWgmmaSplitK(&m), p->dims[0], p->dims[1], p->dims[2]);
}

bool hidetWgmmaEmitCall(const HidetTemplateCall *c, const bool tma[2], bool bKMajor, HidetStr *out,
                        char *why, size_t whySize) {
  /* the one arch with wgmma (the call does not carry the arch): its SM
   * count sizes the persistent grid */
  const HidetArch *arch = hidetArchLookup("sm_90a");
  HidetWgmmaSchedule m = fromGeneric(c->schedule);
  HidetWgmmaProblem p = wgProblem(c->problem);
  MlirType et = hidetValueElementType(mlirOperationGetOperand(c->anchor, 0)),
           rt = hidetValueElementType(mlirOperationGetResult(c->anchor, 0));
  HidetWgmmaEmitArgs a = {
      .moduleName = c->moduleName,
      .kernelName = c->kernelName,
      .elemType = hidetMatmulTcTypeName(et),
      .resType = hidetMatmulTcTypeName(rt),
      .nArgs = c->nArgs,
      .argTypes = c->argTypes,
  };
  if (!a.elemType || !a.resType)
    return hidetFailWhy(why, whySize, "unsupported element types");
  char no[256];
  for (int k = 0; k < 2; ++k)
    a.staged[k] = !tma[k] || !tmaOperand(c->fn, c->anchor, k, k ? &a.b : &a.a, NULL, no, sizeof no);
  p.bKMajor = bKMajor;
  return hidetWgmmaEmit(out, &a, &p, &m, arch, why, whySize);
}

static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out, char *why,
                 size_t whySize) {
  (void)self;
  const bool tma[2] = {true, true};
  return hidetWgmmaEmitCall(c, tma, bMajorK(c->fn, c->anchor), out, why, whySize);
}

const HidetScheduleSpaceOps hidetMatmulWgmmaSchedule = {
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

const HidetTemplate hidetMatmulWgmmaTemplate = {
    .name = "matmul_wgmma",
    .summary = "sm_90a f16/bf16 matmul: a TMA ring (128-byte swizzle, mbarriers) filled by a "
               "producer warpgroup, wgmma m64nNk16 on shared-memory descriptors in 1-2 consumer "
               "warpgroups (setmaxnreg), a persistent grid with an L2-grouped tile walk",
    .takes = "graph.matmul, graph.batch_matmul with f16 or bf16 operands, on sm_90a",
    .inputNames = kInputNames,
    .pipelines = false, /* the ring is the template's own */
    .data = &(const HidetGemmVariant){.elemBytes = 2, .kMajorB = true},
    .sched = &hidetMatmulWgmmaSchedule,
    .operands = &hidetMatmulOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = hidetMatmulFormatProblem,
    .emit = emit,
};
