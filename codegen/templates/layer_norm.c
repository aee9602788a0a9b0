/*===-- layer_norm.c - The graph.layer_norm template -----------------------===*
 * Layer normalisation over the dims from `axis` to the end on the shared
 * reduction schedule (reduction.h): the view is [outer = dims before
 * axis, R = the normalised dims, inner = 1]. Three passes over each row,
 * as the reference path computes it (docs/reference.md):
 *   1. mean = sum(x) / R;
 *   2. var = sum((x - mean)^2) / R (two passes, never E[x^2] - E[x]^2);
 *   3. y = (x - mean) / sqrt(var + eps) * gamma + beta, stored.
 * The first C chunks of a thread's elements (C / 2 for f64 rows, computed
 * in f64; others in f32) stay in registers between the passes; the rest is
 * read again through the load hook.
 *
 * AStitch's global scheme (split S > 1 in the schedule, `-s<S>`, with or
 * without `-v4` after it): S blocks per row, block y on the slice
 * [y * Jpad * G * V, (y + 1) * Jpad * G * V) of R (n_y elements, from the
 * slice's bounds), in two kernels of the same mapping (grid [row blocks,
 * S]):
 *   `_partial`: passes 1 and 2 over the slice: its mean m_y = sum / n_y and
 *               M2_y = sum (x - m_y)^2 (deviations from the slice's own
 *               mean, never E[x^2] - E[x]^2); lane 0 writes (m_y, M2_y)
 *               into the workspace [rows][S][2] (an empty slice: (0, 0));
 *   `_write`:   Chan's parallel combine over the row's S pairs, which the
 *               lanes of the row share (lane l reads pairs l, l + G, ..):
 *               mean = sum n_y m_y / R, then M2 = sum (M2_y + n_y (m_y -
 *               mean)^2), each combined over the lanes in a fixed order;
 *               var = M2 / R; then the slice is normalised as in pass 3
 *               (gamma and beta through their load hooks).
 *
 * Slots: input 0 is x at template coordinates (o, i, r) (i is always 0),
 * inputs 1 and 2 are gamma and beta at (r), r unflattened over the
 * normalised shape; output 0 is the result at (o, i, r).
 *===----------------------------------------------------------------------===*/
#include "reduction.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kInputNames[] = {"input", "gamma", "beta"};

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  return !mlirOperationIsNull(anchor) && hidetOpIs(anchor, "graph.layer_norm");
}

static void view(MlirOperation anchor, RedView *out) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(anchor, 0));
  /* the rank also of a type with `?` dims (dynamic shapes) */
  int64_t rank = mlirTypeIsARankedTensor(t) ? mlirShapedTypeGetRank(t) : 0;
  bool reduced[HIDET_MAX_RANK] = {false};
  MlirAttribute a = hidetOpAttr(anchor, "axis");
  int64_t axis = mlirAttributeIsNull(a) ? -1 : mlirIntegerAttrGetValueInt(a);
  for (int64_t d = axis < 0 ? axis + rank : axis; d < rank; ++d)
    reduced[d] = true;
  redViewInit(out, t, reduced);
}

static const RedKind kKind = {"layer_norm", true, 3, 2, true, 8, true, view, 2};

static double epsilon(MlirOperation anchor) {
  MlirAttribute a = hidetOpAttr(anchor, "epsilon");
  return mlirAttributeIsNull(a) ? 1e-5 : mlirFloatAttrGetValueDouble(a);
}

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *p, char *why, size_t whySize) {
  int64_t eb = 0;
  if (!redElementType(mlirOperationGetOperand(anchor, 0), "layer_norm", &eb, why, whySize))
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
  if (!redRuntimeOuter(fn, anchor, &v, p, why, whySize)) /* `?` rows */
    return false;
  if (v.outer * v.R == 0)
    return hidetFailWhy(why, whySize, "empty layer_norm (%lld rows of %lld) has no kernel",
                        (long long)v.outer, (long long)v.R);
  return true;
}

static void formatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                          size_t size) {
  snprintf(buf, size, "layer_norm %lldx%lld (rows x normalised)", (long long)p->dims[RED_D_OUTER],
           (long long)p->dims[RED_D_R]);
}

typedef struct {
  RedVal zero, mean, sd;
} Data;

/* pass 1: sum of x */
static RedVal sumElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut, void *ud) {
  (void)cacheOut;
  const Data *d = ud;
  return redBin(g, "addf", acc, redSelect(g, e->ok, e->x, d->zero));
}

/* pass 2: sum of squared deviations */
static RedVal devElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut, void *ud) {
  (void)cacheOut;
  const Data *d = ud;
  RedVal dev = redBin(g, "subf", e->x, d->mean);
  return redBin(g, "addf", acc, redSelect(g, e->ok, redBin(g, "mulf", dev, dev), d->zero));
}

/* pass 3: normalise, scale, shift, store */
static RedVal storeElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut, void *ud) {
  (void)cacheOut;
  const Data *d = ud;
  RedVal gamma = redLoad(g, 1, e), beta = redLoad(g, 2, e);
  RedVal y = redBin(g, "divf", redBin(g, "subf", e->x, d->mean), d->sd);
  y = redBin(g, "addf", redBin(g, "mulf", y, gamma), beta);
  redStore(g, y, e->r, true, redAnd(g, g->rowValid, e->ok));
  return acc;
}

static bool emitSplit(const HidetTemplateCall *c, HidetStr *out, char *why, size_t whySize) {
  /* Kernel 2 reads its slice once: no cache (cached chunks are loaded
   * all at once, which with the stores' addresses spilled), its own
   * slices of Jpad' * G >= Jpad * G elements. */
  RedUncachedCall c2;
  RedGen g1, g2;
  if (!redGenInitSplit(&g1, &g2, &c2, &kKind, c, why, whySize))
    return false;
  int64_t S = g1.S, wsBytes = redWorkspaceBytes(&kKind, c->schedule, c->problem);
  char wsType[96];
  /* kernel 1: the slice's mean and sum of squared deviations from it */
  redEmitPrologue(&g1);
  redEmitSliceBase(&g1);
  Data d;
  memset(&d, 0, sizeof d);
  d.zero = redFloat(&g1, 0.0);
  RedVal y = ktFresh(&g1.kt);
  ktLine(&g1.kt, "%s = gpu.block_id y", y.s);
  /* n_y, at least 1 (an empty slice's sum is 0, its mean then 0) */
  RedVal n = ktFresh(&g1.kt);
  ktLine(&g1.kt, "%s = arith.maxui %s, %s : index", n.s,
          redSliceCount(&g1, y, g1.Jpad * g1.G * g1.V).s, ktIndex(&g1.kt, 1).s);
  RedVal sum = redGroupCombine(&g1, redPass(&g1, true, true, d.zero, sumElem, &d), "addf");
  d.mean = redBin(&g1, "divf", sum, redIndexToFloat(&g1, n));
  RedVal m2 = redGroupCombine(&g1, redPass(&g1, true, false, d.zero, devElem, &d), "addf");
  RedVal ws = redPairWorkspaceView(&g1, S, wsType, sizeof wsType);
  RedVal pred = redFirstLanePredicate(&g1);
  if (pred.s[0])
    ktLine(&g1.kt, "scf.if %s {", pred.s);
  ktLine(&g1.kt, "%smemref.store %s, %s[%s, %s, %s] : %s", pred.s[0] ? "  " : "", d.mean.s, ws.s,
          g1.row.s, y.s, ktIndex(&g1.kt, 0).s, wsType);
  ktLine(&g1.kt, "%smemref.store %s, %s[%s, %s, %s] : %s", pred.s[0] ? "  " : "", m2.s, ws.s,
          g1.row.s, y.s, ktIndex(&g1.kt, 1).s, wsType);
  if (pred.s[0])
    ktLine(&g1.kt, "}");

  /* kernel 2: Chan's combine of the row's S pairs, then the slice */
  redEmitPrologue(&g2);
  redEmitSliceBase(&g2);
  Data e;
  memset(&e, 0, sizeof e);
  e.zero = redFloat(&g2, 0.0);
  RedVal ws2 = redPairWorkspaceView(&g2, S, wsType, sizeof wsType), row = redRowClamped(&g2);
  RedVal acc, res, q = redBeginPartialsLoop(&g2, S, e.zero, &acc, &res), mq = ktFresh(&g2.kt);
  ktLine(&g2.kt, "%s = memref.load %s[%s, %s, %s] : %s", mq.s, ws2.s, row.s, q.s,
          ktIndex(&g2.kt, 0).s, wsType);
  RedVal nq = redIndexToFloat(&g2, redSliceCount(&g2, q, g1.Jpad * g1.G * g1.V));
  RedVal total = redGroupCombine(
      &g2, redEndPartialsLoop(&g2, redBin(&g2, "addf", acc, redBin(&g2, "mulf", nq, mq)), res),
      "addf");
  e.mean = redBin(&g2, "divf", total, redFloat(&g2, (double)g2.R));
  q = redBeginPartialsLoop(&g2, S, e.zero, &acc, &res);
  RedVal mq2 = ktFresh(&g2.kt), m2q = ktFresh(&g2.kt);
  ktLine(&g2.kt, "%s = memref.load %s[%s, %s, %s] : %s", mq2.s, ws2.s, row.s, q.s,
          ktIndex(&g2.kt, 0).s, wsType);
  ktLine(&g2.kt, "%s = memref.load %s[%s, %s, %s] : %s", m2q.s, ws2.s, row.s, q.s,
          ktIndex(&g2.kt, 1).s, wsType);
  RedVal nq2 = redIndexToFloat(&g2, redSliceCount(&g2, q, g1.Jpad * g1.G * g1.V));
  RedVal dm = redBin(&g2, "subf", mq2, e.mean);
  RedVal term = redBin(&g2, "addf", m2q, redBin(&g2, "mulf", nq2, redBin(&g2, "mulf", dm, dm)));
  RedVal varsum = redGroupCombine(
      &g2, redEndPartialsLoop(&g2, redBin(&g2, "addf", acc, term), res), "addf");
  RedVal var = redBin(&g2, "divf", varsum, redFloat(&g2, (double)g2.R));
  RedVal sd = ktFresh(&g2.kt);
  ktLine(&g2.kt, "%s = math.sqrt %s : %s", sd.s,
          redBin(&g2, "addf", var, redFloat(&g2, epsilon(c->anchor))).s, g2.ct);
  e.sd = sd;
  RedVal none = {{0}};
  redPass(&g2, true, false, none, storeElem, &e);
  redEmitSplitRowsModule(&g1, &g2, out, 3, wsBytes);
  redGenFree(&g1);
  redGenFree(&g2);
  return true;
}

static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out,
                 char *why, size_t whySize) {
  if (redSplit(&kKind, c->schedule) > 1)
    return emitSplit(c, out, why, whySize);
  RedGen g;
  if (!redGenInit(&g, &kKind, c, why, whySize)) {
    redGenFree(&g);
    return false;
  }
  redEmitPrologue(&g);
  Data d;
  memset(&d, 0, sizeof d);
  d.zero = redFloat(&g, 0.0);
  RedVal n = redFloat(&g, (double)g.R);
  RedVal sum = redGroupCombine(&g, redPass(&g, true, true, d.zero, sumElem, &d), "addf");
  d.mean = redBin(&g, "divf", sum, n);
  RedVal varsum = redGroupCombine(&g, redPass(&g, true, false, d.zero, devElem, &d), "addf");
  RedVal var = redBin(&g, "divf", varsum, n);
  RedVal sd = ktFresh(&g.kt);
  ktLine(&g.kt, "%s = math.sqrt %s : %s", sd.s,
          redBin(&g, "addf", var, redFloat(&g, epsilon(c->anchor))).s, g.ct);
  d.sd = sd;
  RedVal none = {{0}};
  redPass(&g, true, false, none, storeElem, &d);
  redEmitModule(&g, out, 3, true);
  redGenFree(&g);
  return true;
}

const HidetTemplate hidetLayerNormTemplate = {
    .name = "layer_norm",
    .summary = "graph.layer_norm over the trailing dims: mean, variance of (x - mean), "
               "normalise with gamma and beta; rows on the adaptive thread mapping, up to G*C "
               "elements of a row in registers; few long rows split across blocks (global "
               "two-kernel scheme)",
    .takes = "graph.layer_norm",
    .inputNames = kInputNames,
    .data = &kKind,
    .runtimeDims = 1u << RED_D_OUTER, /* `?` rows (reduction.h, redRuntimeOuter) */
    .sched = &redCachedSchedule,
    .operands = &redOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = formatProblem,
    .emit = emit,
    .traffic = redTraffic,
};
