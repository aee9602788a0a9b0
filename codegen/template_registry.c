/*===-- template_registry.c - The list of kernel templates ----------------===*
 * Adding a template: write codegen/templates/<name>.c defining a
 * `const HidetTemplate`, declare it below and put it in kTemplates, add the
 * file to codegen/CMakeLists.txt (docs/architecture.md walks through it).
 * Selection (hidetTemplatesFor) ranks the templates that match by cost;
 * the order here breaks ties and orders diagnostics.
 *===----------------------------------------------------------------------===*/
#include "template.h"
#include "runtime_extents.h"

#include "kernel_ir.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const HidetTemplate hidetMatmulSimtTemplate;
extern const HidetTemplate hidetMatmulWgmmaTemplate;
extern const HidetTemplate hidetMatmulTcTemplate;
extern const HidetTemplate hidetMatmulTf32Template;
extern const HidetTemplate hidetConv2dSimtTemplate;
extern const HidetTemplate hidetConv2dWgmmaTemplate;
extern const HidetTemplate hidetConv2dTcTemplate;
extern const HidetTemplate hidetElementwiseTemplate;
extern const HidetTemplate hidetReduceTemplate;
extern const HidetTemplate hidetSoftmaxTemplate;
extern const HidetTemplate hidetLayerNormTemplate;
extern const HidetTemplate hidetDepthwiseTemplate;
extern const HidetTemplate hidetPoolTemplate;
extern const HidetTemplate hidetAttentionTcTemplate;
extern const HidetTemplate hidetAttentionSimtTemplate;

/* By operand type and arch: matmul_wgmma (conv2d_wgmma) takes the f16/bf16
 * matmuls (convs) on sm_90a, ahead of matmul_tc (conv2d_tc) on a tie; matmul_tc takes the matmuls with an f16/bf16 operand,
 * matmul_tf32 the f32 ones marked hidet.precision = "tf32", matmul_f32_simt
 * the others (today every kernel function has one matching template). The
 * SIMT matmul stays first: it is the first template whose schedule-text
 * complaint the schedule option shows. */
static const HidetTemplate *const kTemplates[] = {
    &hidetMatmulSimtTemplate,
    &hidetMatmulWgmmaTemplate,
    &hidetMatmulTcTemplate,
    &hidetMatmulTf32Template,
    &hidetConv2dSimtTemplate,
    &hidetConv2dWgmmaTemplate,
    &hidetConv2dTcTemplate,
    &hidetReduceTemplate,
    &hidetSoftmaxTemplate,
    &hidetLayerNormTemplate,
    &hidetDepthwiseTemplate,
    &hidetPoolTemplate,
    &hidetAttentionTcTemplate,
    &hidetAttentionSimtTemplate,
    &hidetElementwiseTemplate,
};
#define NUM_TEMPLATES (sizeof kTemplates / sizeof kTemplates[0])

size_t hidetTemplateCount(void) { return NUM_TEMPLATES; }

const HidetTemplate *hidetTemplateAt(size_t i) { return i < NUM_TEMPLATES ? kTemplates[i] : NULL; }

const HidetTemplate *hidetTemplateLookup(const char *name) {
  for (size_t i = 0; i < NUM_TEMPLATES; ++i)
    if (strcmp(kTemplates[i]->name, name) == 0)
      return kTemplates[i];
  return NULL;
}

/* The cost of t's best schedule for fn on arch, or INFINITY. */
static double bestCost(const HidetTemplate *t, MlirOperation fn, MlirOperation anchor,
                       const HidetArch *arch) {
  HidetProblem p;
  char why[256];
  if (!t->problem(t, fn, anchor, &p, why, sizeof why))
    return INFINITY;
  HidetSchedule *space = NULL;
  size_t n = t->sched->space(t, arch, &space), best;
  double c = INFINITY;
  if (n)
    hidetTemplateRank(t, space, n, &p, arch, 1, &best, &c);
  free(space);
  return c;
}

size_t hidetTemplateRankAmong(const HidetTemplate *const *list, size_t n, MlirOperation fn,
                              MlirOperation anchor, const HidetArch *arch,
                              const HidetTemplate **out, size_t max) {
  const HidetTemplate **m = calloc(n + 1, sizeof *m);
  double *cost = calloc(n + 1, sizeof *cost);
  if (!m || !cost)
    abort(); /* out of memory */
  size_t have = 0;
  /* dynamic shapes: only the templates that read extents at run time */
  bool dynamic = rtKernelFnIsDynamic(fn);
  for (size_t i = 0; i < n; ++i)
    if ((!dynamic || list[i]->runtimeDims) && list[i]->matches(list[i], fn, anchor, arch))
      m[have++] = list[i];
  for (size_t i = 0; have > 1 && i < have; ++i)
    cost[i] = bestCost(m[i], fn, anchor, arch);
  /* Templates within HIDET_TEMPLATE_COST_TIE of the cheapest estimate tie:
   * their cost models are separate, rough and not calibrated against each
   * other (docs/architecture.md), so a small difference between them says
   * nothing; they rank first, in list order, by taking the cheapest's
   * cost. */
  double least = INFINITY;
  for (size_t i = 0; have > 1 && i < have; ++i)
    least = cost[i] < least ? cost[i] : least;
  for (size_t i = 0; have > 1 && isfinite(least) && i < have; ++i)
    if (cost[i] <= least * HIDET_TEMPLATE_COST_TIE)
      cost[i] = least;
  /* A stable insertion sort: strict < keeps list order on a tie, and
   * INFINITY (not costed) never passes anything. */
  for (size_t i = 1; i < have; ++i)
    for (size_t j = i; j > 0 && cost[j] < cost[j - 1]; --j) {
      double c = cost[j];
      const HidetTemplate *t = m[j];
      cost[j] = cost[j - 1], m[j] = m[j - 1];
      cost[j - 1] = c, m[j - 1] = t;
    }
  for (size_t i = 0; i < have && i < max; ++i)
    out[i] = m[i];
  free(m);
  free(cost);
  return have;
}

size_t hidetTemplatesFor(MlirOperation fn, MlirOperation anchor, const HidetArch *arch,
                         const HidetTemplate **out, size_t max) {
  return hidetTemplateRankAmong(kTemplates, NUM_TEMPLATES, fn, anchor, arch, out, max);
}

void hidetOperandsBind(const HidetTemplate *t, MlirOperation fn, MlirOperation anchor,
                       HidetOperands *o) {
  memset(o, 0, sizeof *o);
  o->self = t;
  o->fn = fn;
  o->anchor = anchor;
  o->numInputs = mlirOperationIsNull(anchor)
                     ? (int)mlirFunctionTypeGetNumResults(
                           mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type")))
                     : (int)mlirOperationGetNumOperands(anchor);
  if (t->operands->bind)
    t->operands->bind(o);
}

MlirValue hidetAnchorOperand(const HidetOperands *o, int k) {
  return mlirOperationGetOperand(o->anchor, k);
}

MlirValue hidetAnchorResult(const HidetOperands *o, int k, bool *anchorResult) {
  *anchorResult = true;
  return mlirOperationGetResult(o->anchor, k);
}

void hidetIdentityIndexMap(const HidetOperands *o, ScalarEmitter *e, bool output, int k,
                           const ScalarName *coords, int numCoords, ScalarName *idx) {
  (void)o;
  (void)e;
  (void)output;
  (void)k;
  for (int i = 0; i < numCoords; ++i)
    idx[i] = coords[i];
}

int hidetSlotShapeExtents(const HidetOperands *o, int k, int64_t *extents) {
  int64_t rank = 0;
  hidetTensorShape(mlirValueGetType(o->self->operands->slotValue(o, k)), &rank, extents);
  return (int)rank;
}

bool hidetSlotContiguous(const HidetOperands *o, int k) {
  (void)o;
  (void)k;
  return true;
}

void hidetTemplateListText(char *buf, size_t size) {
  size_t n = 0;
  if (size)
    buf[0] = '\0';
  for (size_t i = 0; i < NUM_TEMPLATES && n < size; ++i)
    n += (size_t)snprintf(buf + n, size - n, "%s%s (%s)", i ? "; " : "", kTemplates[i]->name,
                          kTemplates[i]->takes);
}

int hidetTemplateParamIndex(const HidetTemplate *t, const char *name) {
  for (int i = 0; i < t->sched->numParams; ++i)
    if (strcmp(t->sched->paramNames[i], name) == 0)
      return i;
  return -1;
}

int hidetProblemKey(const HidetTemplate *t, const HidetProblem *p, char *buf, size_t size) {
  (void)t; /* the key is the problem's alone (see template.h) */
  size_t n = 0;
  if (size)
    buf[0] = '\0';
#define KEY_APPEND(...)                                                                            \
  do {                                                                                             \
    int w = snprintf(buf + (n < size ? n : size), n < size ? size - n : 0, __VA_ARGS__);           \
    n += w > 0 ? (size_t)w : 0;                                                                    \
  } while (0)
  for (int i = 0; i < p->numDims; ++i)
    KEY_APPEND("%s%lld", i ? "x" : "", (long long)p->dims[i]);
  if (p->eltBytes)
    KEY_APPEND("-e%d", p->eltBytes);
  if (p->variant)
    KEY_APPEND("-v%d", p->variant);
#undef KEY_APPEND
  return (int)n;
}

bool hidetMatmulFlatM(MlirOperation anchor) {
  MlirType rt = mlirValueGetType(mlirOperationGetResult(anchor, 0));
  if (!mlirTypeIsARankedTensor(rt))
    return false;
  for (int64_t i = 0; i + 2 < mlirShapedTypeGetRank(rt); ++i)
    if (mlirShapedTypeIsDynamicDim(rt, i))
      return true;
  return false;
}

bool hidetMatmulProblem(MlirValue lhs, MlirValue result, HidetProblem *out, char *why,
                        size_t whySize) {
  int64_t ld[HIDET_MAX_RANK], rd[HIDET_MAX_RANK];
  int64_t lr = hidetValueShape(lhs, ld), rr = hidetValueShape(result, rd);
  MlirOperation anchor = mlirOpResultGetOwner(result);
  bool flat = hidetMatmulFlatM(anchor);
  unsigned runtime = 0;
  if (rr >= 1 && rd[rr - 1] == HIDET_DIM_DYNAMIC)
    return hidetFailWhy(why, whySize, "result dim %lld is dynamic: a matmul takes a run-time "
                        "extent only as M", (long long)(rr - 1));
  if (lr < 2 || rr < 2 || ld[lr - 1] == HIDET_DIM_DYNAMIC)
    return hidetFailWhy(why, whySize, "a matmul needs static K and rank >= 2 operands");
  MlirOperation fn = mlirBlockGetParentOperation(mlirOperationGetBlock(anchor));
  /* Each `?` of the batch dims and M (flat: batch dims and M are one M;
   * else M alone) at the representative size of its kernel input's dim;
   * the schedule is chosen for the declared upper bounds. */
  for (int64_t i = flat ? 0 : rr - 2; i < rr - 1; ++i) {
    if (rd[i] != HIDET_DIM_DYNAMIC)
      continue;
    int arg;
    int64_t argDim;
    if (!rtDimSource(result, i, &arg, &argDim))
      return hidetFailWhy(why, whySize, "the dynamic %s of this matmul is not the extent of a "
                          "kernel input", i == rr - 2 ? "M" : "batch dim");
    rd[i] = rtRepresentative(fn, arg, argDim);
    runtime = 1u << 1;
  }
  /* flat: the operand map unflattens M over the lhs's leading dims too */
  for (int64_t i = 0; flat && i < lr - 1; ++i) {
    int arg;
    int64_t argDim;
    if (ld[i] == HIDET_DIM_DYNAMIC && !rtDimSource(lhs, i, &arg, &argDim))
      return hidetFailWhy(why, whySize, "the dynamic dim %lld of this matmul's lhs is not the "
                          "extent of a kernel input", (long long)i);
  }
  int64_t batch = 1, m = rd[rr - 2];
  for (int64_t i = 0; i + 2 < rr; ++i)
    batch = hidetSizeMul(batch, rd[i]);
  if (flat) { /* a broadcast rhs (hidet-partition checks it): one matmul */
    m = hidetSizeMul(m, batch);
    batch = 1;
  }
  *out = (HidetProblem){.dims = {batch, m, rd[rr - 1], ld[lr - 1]}, .numDims = 4,
                        .runtimeDims = runtime};
  if (m == 0 || rd[rr - 1] == 0 || ld[lr - 1] == 0 || batch == 0)
    return hidetFailWhy(why, whySize,
                        "empty matmul (batch %lld, m %lld, n %lld, k %lld) has no kernel",
                        (long long)batch, (long long)m, (long long)rd[rr - 1],
                        (long long)ld[lr - 1]);
  return true;
}

void hidetMatmulFormatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                              size_t size) {
  snprintf(buf, size, "matmul %lldx%lldx%lldx%lld (batch x m x n x k)", (long long)p->dims[0],
           (long long)p->dims[1], (long long)p->dims[2], (long long)p->dims[3]);
}

size_t hidetTemplateRank(const HidetTemplate *t, const HidetSchedule *space, size_t n,
                         const HidetProblem *p, const HidetArch *arch, size_t k, size_t *best,
                         double *costs) {
  /* An insertion into a sorted list of at most k: the space is small
   * (about a thousand schedules) and k is a handful. Strict < keeps the
   * earlier schedule ahead on a tie, as the spaces' order promises. */
  size_t have = 0;
  double *c = costs;
  double local[64];
  if (!c) {
    c = k <= 64 ? local : malloc(k * sizeof *c);
    if (!c)
      abort(); /* out of memory */
  }
  for (size_t i = 0; i < n && k; ++i) {
    double v = t->sched->cost(t, &space[i], p, arch);
    if (have == k && !(v < c[have - 1]))
      continue;
    size_t at = have < k ? have++ : have - 1;
    while (at > 0 && v < c[at - 1]) {
      c[at] = c[at - 1];
      best[at] = best[at - 1];
      at--;
    }
    c[at] = v;
    best[at] = i;
  }
  if (c != costs && c != local)
    free(c);
  return have;
}

/* The last two dims of a ranked tensor value (false below rank 2). */
static bool lastTwo(MlirValue v, int64_t *a, int64_t *b) {
  int64_t d[HIDET_MAX_RANK], r = 0;
  hidetTensorShape(mlirValueGetType(v), &r, d);
  if (r < 2)
    return false;
  *a = d[r - 2];
  *b = d[r - 1];
  return true;
}

/* A graph.reshape that keeps the last two dims (only leading dims change). */
static bool keepsLastTwo(MlirOperation op) {
  int64_t a0, b0, a1, b1;
  return hidetOpIs(op, "graph.reshape") && lastTwo(mlirOperationGetOperand(op, 0), &a0, &b0) &&
         lastTwo(mlirOperationGetResult(op, 0), &a1, &b1) && a0 == a1 && b0 == b1;
}

/* A graph.transpose swapping the last two dims, identity on the others. */
static bool swapsLastTwo(MlirOperation op) {
  if (!hidetOpIs(op, "graph.transpose"))
    return false;
  MlirAttribute perm = hidetOpAttr(op, "perm");
  if (mlirAttributeIsNull(perm) || !mlirAttributeIsADenseI64Array(perm))
    return false;
  intptr_t n = mlirDenseArrayGetNumElements(perm);
  if (n < 2)
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    int64_t want = i == n - 2 ? n - 1 : i == n - 1 ? n - 2 : i;
    if (mlirDenseI64ArrayGetElement(perm, i) != want)
      return false;
  }
  return true;
}

bool hidetReshapedInputChain(MlirOperation fn, MlirValue x, int64_t w) {
  int64_t d[HIDET_MAX_RANK];
  int64_t r = hidetValueShape(x, d);
  if (r < 1 || d[r - 1] % w != 0)
    return false;
  while (!mlirValueIsABlockArgument(x)) {
    MlirOperation op = mlirOpResultGetOwner(x);
    if (!hidetOpIs(op, "graph.reshape"))
      return false;
    x = mlirOperationGetOperand(op, 0);
  }
  r = hidetValueShape(x, d);
  return mlirBlockEqual(mlirBlockArgumentGetOwner(x), kernelIrBody(fn)) && r >= 1 &&
         d[r - 1] % w == 0;
}

bool hidetTransposedInputChain(MlirOperation fn, MlirValue x) {
  bool transposed = false;
  while (!mlirValueIsABlockArgument(x)) {
    MlirOperation op = mlirOpResultGetOwner(x);
    if (!transposed && swapsLastTwo(op))
      transposed = true;
    else if (!keepsLastTwo(op))
      return false;
    x = mlirOperationGetOperand(op, 0);
  }
  int64_t a, b;
  return transposed && mlirBlockEqual(mlirBlockArgumentGetOwner(x), kernelIrBody(fn)) &&
         lastTwo(x, &a, &b) && b % 4 == 0;
}
