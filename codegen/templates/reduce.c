/*===-- reduce.c - The graph.reduce template -------------------------------===*
 * sum, max, min, mean and prod over any set of axes, keepdims or not, on the
 * shared reduction schedule (reduction.h): each row of the [outer, R,
 * inner] view is combined by G lanes (butterfly shuffles, and a workgroup
 * buffer when a row spans warps) and lane 0 of the row stores it.
 *
 * The view: the reduced axes in order are R (r unflattens over them), the
 * kept axes before the last reduced axis are `outer`, those after it
 * `inner`. A set of axes that is not contiguous (axes 0 and 2 of a rank-3
 * tensor) is handled through this index map: r walks the reduced axes
 * row-major, so the kernel is the same and only its memory pattern is less
 * regular (the cost model's sector simulation assumes the contiguous view).
 *
 * Slots: input 0 is the reduce's operand at template coordinates
 * (o, i, r); output 0 is its result at (o, i), the reduced dims dropped or
 * (keepdims) at index 0. max/min propagate NaN (arith.maximumf/minimumf, as
 * the reference path); mean is the sum divided by R. f64 rows are
 * combined in f64, f32/f16/bf16 rows in f32.
 *
 * Regional (kernelFnRegionalOp: hidet-partition stitched an op that
 * broadcasts the result back over the row): output 0 is stored once per
 * row element, at (o, i, r) (input 0's coordinates), with the row's
 * statistic; fusion applies the epilogue at (o, i) up to the regional op
 * and at the element's index after it.
 *===----------------------------------------------------------------------===*/
#include "reduction.h"

#include "kernel_functions.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The kernel function broadcasts the row statistic back over the row (the
 * problem's variant). */
static bool regionalProblem(const HidetProblem *p) {
  return p->variant == RED_VARIANT_REGIONAL;
}

typedef enum { K_SUM, K_MAX, K_MIN, K_MEAN, K_PROD } Kind;

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  return !mlirOperationIsNull(anchor) && hidetOpIs(anchor, "graph.reduce");
}

static Kind kindOf(MlirOperation anchor) {
  MlirAttribute a = hidetOpAttr(anchor, "kind");
  MlirStringRef s = mlirStringAttrGetValue(a);
  if (s.length == 3 && !strncmp(s.data, "max", 3))
    return K_MAX;
  if (s.length == 3 && !strncmp(s.data, "min", 3))
    return K_MIN;
  if (s.length == 4 && !strncmp(s.data, "mean", 4))
    return K_MEAN;
  if (s.length == 4 && !strncmp(s.data, "prod", 4))
    return K_PROD;
  return K_SUM;
}

static bool keepdims(MlirOperation anchor) {
  MlirAttribute k = hidetOpAttr(anchor, "keepdims");
  return !mlirAttributeIsNull(k) && mlirBoolAttrGetValue(k);
}

static void view(MlirOperation anchor, RedView *v) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(anchor, 0));
  /* the rank also of a type with `?` dims (dynamic shapes) */
  int64_t rank = mlirTypeIsARankedTensor(t) ? mlirShapedTypeGetRank(t) : 0;
  bool reduced[HIDET_MAX_RANK] = {false};
  MlirAttribute axes = hidetOpAttr(anchor, "axes");
  for (intptr_t k = 0; k < mlirDenseArrayGetNumElements(axes); ++k) {
    int64_t a = mlirDenseI64ArrayGetElement(axes, k);
    reduced[a < 0 ? a + rank : a] = true;
  }
  redViewInit(v, t, reduced);
  v->keepdims = keepdims(anchor);
}

static const RedKind kKind = {"reduce", false, 1, 1, false, 1, true, view, 0};
/* With a regional epilogue (below): a second pass over the row reads the
 * epilogue's full-shape operands and writes the row. */
static const RedKind kRegionalKind = {"reduce", false, 2, 1, true, 2, true, view, 0};

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *p, char *why, size_t whySize) {
  int64_t eb = 0;
  if (!redElementType(mlirOperationGetOperand(anchor, 0), "reduce", &eb, why, whySize))
    return false;
  RedView v;
  view(anchor, &v);
  memset(p, 0, sizeof *p);
  p->numDims = RED_NUM_DIMS;
  p->dims[RED_D_OUTER] = v.outer;
  p->dims[RED_D_R] = v.R;
  p->dims[RED_D_INNER] = v.inner;
  p->eltBytes = (int)eb;
  p->facts = redFacts(fn); /* reshapes and gathers: per-element addresses */
  if (kernelFnRegionalOp(fn))
    p->variant = RED_VARIANT_REGIONAL;
  if (!redRuntimeOuter(fn, anchor, &v, p, why, whySize)) /* `?` rows */
    return false;
  if (v.outer * v.inner == 0)
    return hidetFailWhy(why, whySize, "empty reduce result (%lld x %lld rows) has no kernel",
                        (long long)v.outer, (long long)v.inner);
  return true;
}

static double cost(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                   const HidetArch *arch) {
  /* the split's kernel 2 stores one value per row: no regional pass */
  if (regionalProblem(p) && redSplit(&kKind, s) > 1)
    return INFINITY;
  return redCost(regionalProblem(p) ? &kRegionalKind : &kKind, s, p, arch);
}
static void formatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                          size_t size) {
  snprintf(buf, size, "reduce %lldx%lldx%lld (outer x reduced x inner)%s",
           (long long)p->dims[RED_D_OUTER], (long long)p->dims[RED_D_R],
           (long long)p->dims[RED_D_INNER],
           regionalProblem(p) ? ", row statistic broadcast back over the row" : "");
}
static void describe(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                     const HidetArch *arch, char *buf, size_t size) {
  redDescribe(regionalProblem(p) ? &kRegionalKind : &kKind, s, p, arch, buf, size);
  size_t n = strlen(buf);
  if (regionalProblem(p) && n < size)
    snprintf(buf + n, size - n, "; regional: a second pass writes the row");
}

typedef struct {
  const char *op;
  RedVal identity;
} ElemData;

static RedVal combineElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut, void *ud) {
  (void)cacheOut;
  const ElemData *d = ud;
  return redBin(g, d->op, acc, redSelect(g, e->ok, e->x, d->identity));
}

static RedVal regionalStoreElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut,
                                void *ud) {
  (void)cacheOut;
  const RedVal *total = ud;
  redStore(g, *total, e->r, true, redAnd(g, g->rowValid, e->ok));
  return acc;
}

static const char *const kOps[] = {"addf", "maximumf", "minimumf", "addf", "mulf"};
static const double kIdentities[] = {0.0, -INFINITY, INFINITY, 0.0, 1.0};

/* The predicate of the row's store: a valid row, lane 0. */
static RedVal storePredicate(RedGen *g) {
  RedVal pred = g->rowValid;
  if (g->G > 1) {
    RedVal first = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = arith.cmpi eq, %s, %s : index", first.s, g->lane.s, ktIndex(&g->kt, 0).s);
    pred = redAnd(g, pred, first);
  }
  return pred;
}

/* Kernel 2's element: partial r of the row from the workspace view. */
typedef struct {
  const char *op;
  RedVal identity, ws, row;
  const char *wsType;
  int64_t S;
} PartialData;

static RedVal combinePartial(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut,
                             void *ud) {
  (void)cacheOut;
  const PartialData *d = ud;
  RedVal r = e->r;
  if (e->ok.s[0]) {
    r = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = arith.minui %s, %s : index", r.s, e->r.s, ktIndex(&g->kt, d->S - 1).s);
  }
  RedVal x = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = memref.load %s[%s, %s] : %s", x.s, d->ws.s, d->row.s, r.s, d->wsType);
  return redBin(g, d->op, acc, redSelect(g, e->ok, x, d->identity));
}

/* AStitch's global scheme: S blocks per row. Kernel 1 (`_partial`, grid
 * [row blocks, S]) reduces slice y of each row (r in [y * Jpad * G, (y + 1) *
 * Jpad * G), the prologue folded into its loads) and lane 0 writes the
 * partial into workspace[row][y]; kernel 2 (`_combine`, a warp per row, 4
 * rows per block) combines the row's S partials in order (mean divides by
 * R once) and stores through the store hook (the epilogue). */
static bool emitSplit(const HidetTemplateCall *c, Kind k, HidetStr *out, char *why,
                      size_t whySize) {
  RedGen g1, g2;
  if (!redGenInit(&g1, &kKind, c, why, whySize)) {
    redGenFree(&g1);
    return false;
  }
  int64_t S = g1.S, wsBytes = redWorkspaceBytes(&kKind, c->schedule, c->problem);
  char wsType[96];
  redEmitPrologue(&g1);
  redEmitSliceBase(&g1);
  ElemData d = {kOps[k], redFloat(&g1, kIdentities[k])};
  RedVal acc = redPass(&g1, true, false, d.identity, combineElem, &d);
  RedVal part = redGroupCombine(&g1, acc, d.op);
  RedVal pred = storePredicate(&g1);
  RedVal ws = redWorkspaceView(&g1, S, wsType, sizeof wsType), slice = ktFresh(&g1.kt);
  ktLine(&g1.kt, "%s = gpu.block_id y", slice.s);
  if (pred.s[0])
    ktLine(&g1.kt, "scf.if %s {", pred.s);
  ktLine(&g1.kt, "%smemref.store %s, %s[%s, %s] : %s", pred.s[0] ? "  " : "", part.s, ws.s,
          g1.row.s, slice.s, wsType);
  if (pred.s[0])
    ktLine(&g1.kt, "}");

  HidetProblem p2 = *c->problem;
  p2.dims[RED_D_R] = S;
  HidetSchedule s2;
  memset(&s2, 0, sizeof s2);
  s2.v[RED_P_LAYOUT] = RED_LAYOUT_ROW;
  s2.v[RED_P_GROUP] = RED_COMBINE_G;
  s2.v[RED_P_ROWS] = RED_COMBINE_P;
  s2.v[RED_P_SPLIT] = 1;
  HidetTemplateCall c2 = *c;
  c2.problem = &p2;
  c2.schedule = &s2;
  if (!redGenInit(&g2, &kKind, &c2, why, whySize)) {
    redGenFree(&g1);
    redGenFree(&g2);
    return false;
  }
  redEmitPrologue(&g2);
  PartialData pd = {kOps[k], redFloat(&g2, kIdentities[k]), {{0}}, g2.row, wsType, S};
  pd.ws = redWorkspaceView(&g2, S, wsType, sizeof wsType);
  if (g2.rows % RED_COMBINE_P) { /* rows past the end read the last row's partials */
    pd.row = ktFresh(&g2.kt);
    ktLine(&g2.kt, "%s = arith.minui %s, %s : index", pd.row.s, g2.row.s,
            ktIndex(&g2.kt, g2.rows - 1).s);
  }
  RedVal total = redGroupCombine(&g2, redPass(&g2, false, false, pd.identity, combinePartial, &pd),
                                 pd.op);
  if (k == K_MEAN)
    total = redBin(&g2, "divf", total, redFloat(&g2, (double)g1.R));
  RedVal noR = {{0}};
  redStore(&g2, total, noR, false, storePredicate(&g2));
  redEmitSplitModule(&g1, &g2, out, 1, false, wsBytes);
  redGenFree(&g1);
  redGenFree(&g2);
  return true;
}

static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out,
                 char *why, size_t whySize) {
  if (redSplit(&kKind, c->schedule) > 1 && kernelFnRegionalOp(c->fn))
    return hidetFailWhy(why, whySize,
                        "a reduce whose row statistic is broadcast back over the row "
                        "(regional) cannot use the global two-kernel split (s%lld): use a "
                        "schedule without -s",
                        (long long)redSplit(&kKind, c->schedule));
  if (redSplit(&kKind, c->schedule) > 1)
    return emitSplit(c, kindOf(c->anchor), out, why, whySize);
  RedGen g;
  if (!redGenInit(&g, &kKind, c, why, whySize)) {
    redGenFree(&g);
    return false;
  }
  Kind k = kindOf(c->anchor);
  redEmitPrologue(&g);
  ElemData d = {kOps[k], redFloat(&g, kIdentities[k])};
  RedVal acc = redPass(&g, true, false, d.identity, combineElem, &d);
  RedVal total = redGroupCombine(&g, acc, d.op);
  if (k == K_MEAN)
    total = redBin(&g, "divf", total, redFloat(&g, (double)g.R));
  if (kernelFnRegionalOp(c->fn)) {
    /* Regional: every lane of the row holds the statistic after the
     * combine; a second pass hands it to the store hook once per row
     * element, whose epilogue broadcasts it back (x * rsqrt(...)). */
    RedVal none = {{0}};
    redPass(&g, false, false, none, regionalStoreElem, &total);
    redEmitModule(&g, out, 1, true);
    redGenFree(&g);
    return true;
  }
  RedVal pred = g.rowValid;
  if (g.G > 1) {
    RedVal first = ktFresh(&g.kt);
    ktLine(&g.kt, "%s = arith.cmpi eq, %s, %s : index", first.s, g.lane.s, ktIndex(&g.kt, 0).s);
    pred = redAnd(&g, pred, first);
  }
  RedVal noR = {{0}};
  redStore(&g, total, noR, false, pred);
  redEmitModule(&g, out, 1, false);
  redGenFree(&g);
  return true;
}

static void traffic(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                    MlirOperation fn, MlirOperation anchor, int64_t *readBytes,
                    int64_t *writeBytes, char *how, size_t howSize) {
  redTraffic(self, s, p, fn, anchor, readBytes, writeBytes, how, howSize);
  if (regionalProblem(p)) {
    size_t n = strlen(how);
    if (n < howSize)
      snprintf(how + n, howSize - n,
               "; a second pass reads the regional op's other operand and writes the row");
  }
  /* the global scheme: kernel 1 writes S partials per row to the
   * workspace, kernel 2 reads them back */
  int64_t ws = redWorkspaceBytes(&kKind, s, p);
  if (ws > 0) {
    *readBytes += ws;
    *writeBytes += ws;
    size_t n = strlen(how);
    if (n < howSize)
      snprintf(how + n, howSize - n, "; %lld bytes of partials written and read back (split s%lld)",
               (long long)ws, (long long)redSplit(&kKind, s));
  }
}

static const HidetScheduleSpaceOps kSchedule = {
    .paramNames = redSplitParamNames,
    .numParams = RED_NUM_PARAMS,
    .space = redSpace,
    .fits = redFitsOf,
    .cost = cost,
    .parse = redParse,
    .format = redFormat,
    .describe = describe,
    .smemBytes = redSmemOf,
    .workspaceBytes = redWorkspaceOf,
};

const HidetTemplate hidetReduceTemplate = {
    .name = "reduce",
    .summary = "graph.reduce (sum, max, min, mean, prod; any axes, keepdims) on the adaptive "
               "row/column thread mapping: shuffles within a warp, a workgroup buffer across "
               "warps; few long rows split across blocks (global two-kernel scheme)",
    .takes = "graph.reduce",
    .data = &kKind,
    .runtimeDims = 1u << RED_D_OUTER, /* `?` rows (reduction.h, redRuntimeOuter) */
    .sched = &kSchedule,
    .operands = &redOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = formatProblem,
    .emit = emit,
    .traffic = traffic,
};
