/*===-- softmax.c - The graph.softmax template -----------------------------===*
 * Softmax along any axis on the shared reduction schedule (reduction.h):
 * the view is [outer, R = dims[axis], inner]. Three passes over each row,
 * as the reference path computes it (docs/reference.md):
 *   1. m = max of the row (NaN propagates; a row of -inf gives NaN);
 *   2. s = sum of exp(x - m);
 *   3. y = exp(x - m) / s, stored.
 * The first C chunks of a thread's elements (C / 2 for f64 rows, computed
 * in f64; others in f32) stay in registers (x after pass 1, exp(x - m)
 * after pass 2), so a row of at most G * C elements (G * C / 2 of f64) is
 * read from memory once; the rest is read again through the load hook in
 * each pass (prologue ops are then recomputed, which is what a hook is).
 *
 * AStitch's global scheme (split S > 1 in the schedule, `-s<S>`, with or
 * without `-v4` after it): S blocks per row, block y on the slice
 * [y * Jpad * G * V, (y + 1) * Jpad * G * V) of R, in two kernels of the
 * same mapping (grid [row blocks, S]):
 *   `_partial`: passes 1 and 2 over the slice (its max m_y, then the sum
 *               s_y of exp(x - m_y)); lane 0 writes (m_y, s_y) into the
 *               workspace [rows][S][2] (an empty slice: (-inf, 0));
 *   `_write`:   the lanes of the row share its S pairs (lane l reads
 *               pairs l, l + G, ..): M = max m_y, then Ssum = sum s_y *
 *               exp(m_y - M), each combined over the lanes in a fixed
 *               order (every block of the row gets the same bits); then
 *               exp(x - M) / Ssum for the slice through the store hook.
 * No atomics: kernel 2 starts after kernel 1 has finished.
 *
 * Slots: input 0 is the softmax operand at template coordinates (o, i, r);
 * output 0 is the result at the same coordinates.
 *===----------------------------------------------------------------------===*/
#include "reduction.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  return !mlirOperationIsNull(anchor) && hidetOpIs(anchor, "graph.softmax");
}

static void view(MlirOperation anchor, RedView *out) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(anchor, 0));
  /* the rank also of a type with `?` dims (dynamic shapes) */
  int64_t rank = mlirTypeIsARankedTensor(t) ? mlirShapedTypeGetRank(t) : 0;
  bool reduced[HIDET_MAX_RANK] = {false};
  MlirAttribute a = hidetOpAttr(anchor, "axis");
  int64_t axis = mlirAttributeIsNull(a) ? -1 : mlirIntegerAttrGetValueInt(a);
  reduced[axis < 0 ? axis + rank : axis] = true;
  redViewInit(out, t, reduced);
}

static const RedKind kKind = {"softmax", true, 3, 2, true, 6, true, view, 0};

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *p, char *why, size_t whySize) {
  int64_t eb = 0;
  if (!redElementType(mlirOperationGetOperand(anchor, 0), "softmax", &eb, why, whySize))
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
  if (v.outer * v.inner * v.R == 0)
    return hidetFailWhy(why, whySize, "empty softmax (%lld x %lld x %lld) has no kernel",
                        (long long)v.outer, (long long)v.R, (long long)v.inner);
  return true;
}

static void formatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                          size_t size) {
  snprintf(buf, size, "softmax %lldx%lldx%lld (outer x axis x inner)",
           (long long)p->dims[RED_D_OUTER], (long long)p->dims[RED_D_R],
           (long long)p->dims[RED_D_INNER]);
}

typedef struct {
  RedVal ninf, zero, m, s;
} Data;

/* pass 1: the row's max */
static RedVal maxElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut, void *ud) {
  (void)cacheOut;
  const Data *d = ud;
  return redBin(g, "maximumf", acc, redSelect(g, e->ok, e->x, d->ninf));
}

static RedVal expShifted(RedGen *g, const Data *d, RedVal x) {
  RedVal sh = redBin(g, "subf", x, d->m), ex = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = math.exp %s : %s", ex.s, sh.s, g->ct);
  return ex;
}

/* pass 2: sum of exp(x - m); cached elements keep exp(x - m) */
static RedVal sumElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut, void *ud) {
  const Data *d = ud;
  RedVal ex = expShifted(g, d, e->x);
  if (e->slot >= 0)
    *cacheOut = ex;
  return redBin(g, "addf", acc, redSelect(g, e->ok, ex, d->zero));
}

/* pass 3: exp(x - m) / s, stored */
static RedVal storeElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut, void *ud) {
  (void)cacheOut;
  const Data *d = ud;
  RedVal ex = e->slot >= 0 ? e->x : expShifted(g, d, e->x);
  RedVal y = redBin(g, "divf", ex, d->s);
  redStore(g, y, e->r, true, redAnd(g, g->rowValid, e->ok));
  return acc;
}

/* kernel 2 of the split: exp(x - M) / Ssum, stored */
static RedVal splitStoreElem(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut,
                             void *ud) {
  (void)cacheOut;
  const Data *d = ud;
  RedVal y = redBin(g, "divf", expShifted(g, d, e->x), d->s);
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
  /* kernel 1: the slice's max and sum of exp(x - max) */
  redEmitPrologue(&g1);
  redEmitSliceBase(&g1);
  Data d;
  memset(&d, 0, sizeof d);
  d.ninf = redFloat(&g1, -INFINITY);
  d.zero = redFloat(&g1, 0.0);
  d.m = redGroupCombine(&g1, redPass(&g1, true, true, d.ninf, maxElem, &d), "maximumf");
  d.s = redGroupCombine(&g1, redPass(&g1, true, false, d.zero, sumElem, &d), "addf");
  RedVal ws = redPairWorkspaceView(&g1, S, wsType, sizeof wsType), y = ktFresh(&g1.kt);
  ktLine(&g1.kt, "%s = gpu.block_id y", y.s);
  RedVal pred = redFirstLanePredicate(&g1);
  if (pred.s[0])
    ktLine(&g1.kt, "scf.if %s {", pred.s);
  ktLine(&g1.kt, "%smemref.store %s, %s[%s, %s, %s] : %s", pred.s[0] ? "  " : "", d.m.s, ws.s,
          g1.row.s, y.s, ktIndex(&g1.kt, 0).s, wsType);
  ktLine(&g1.kt, "%smemref.store %s, %s[%s, %s, %s] : %s", pred.s[0] ? "  " : "", d.s.s, ws.s,
          g1.row.s, y.s, ktIndex(&g1.kt, 1).s, wsType);
  if (pred.s[0])
    ktLine(&g1.kt, "}");

  /* kernel 2: combine the row's S pairs, write the slice */
  redEmitPrologue(&g2);
  redEmitSliceBase(&g2);
  Data e;
  memset(&e, 0, sizeof e);
  e.ninf = redFloat(&g2, -INFINITY);
  e.zero = redFloat(&g2, 0.0);
  RedVal ws2 = redPairWorkspaceView(&g2, S, wsType, sizeof wsType), row = redRowClamped(&g2);
  RedVal acc, res, q = redBeginPartialsLoop(&g2, S, e.ninf, &acc, &res), m = ktFresh(&g2.kt);
  ktLine(&g2.kt, "%s = memref.load %s[%s, %s, %s] : %s", m.s, ws2.s, row.s, q.s,
          ktIndex(&g2.kt, 0).s, wsType);
  e.m = redGroupCombine(
      &g2, redEndPartialsLoop(&g2, redBin(&g2, "maximumf", acc, m), res), "maximumf");
  q = redBeginPartialsLoop(&g2, S, e.zero, &acc, &res);
  RedVal m2 = ktFresh(&g2.kt), s2 = ktFresh(&g2.kt);
  ktLine(&g2.kt, "%s = memref.load %s[%s, %s, %s] : %s", m2.s, ws2.s, row.s, q.s,
          ktIndex(&g2.kt, 0).s, wsType);
  ktLine(&g2.kt, "%s = memref.load %s[%s, %s, %s] : %s", s2.s, ws2.s, row.s, q.s,
          ktIndex(&g2.kt, 1).s, wsType);
  RedVal term = redBin(&g2, "mulf", s2, expShifted(&g2, &e, m2));
  e.s = redGroupCombine(&g2, redEndPartialsLoop(&g2, redBin(&g2, "addf", acc, term), res),
                        "addf");
  RedVal none = {{0}};
  redPass(&g2, true, false, none, splitStoreElem, &e);
  redEmitSplitRowsModule(&g1, &g2, out, 1, wsBytes);
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
  d.ninf = redFloat(&g, -INFINITY);
  d.zero = redFloat(&g, 0.0);
  d.m = redGroupCombine(&g, redPass(&g, true, true, d.ninf, maxElem, &d), "maximumf");
  d.s = redGroupCombine(&g, redPass(&g, true, false, d.zero, sumElem, &d), "addf");
  RedVal none = {{0}};
  redPass(&g, true, false, none, storeElem, &d);
  redEmitModule(&g, out, 1, true);
  redGenFree(&g);
  return true;
}

const HidetTemplate hidetSoftmaxTemplate = {
    .name = "softmax",
    .summary = "graph.softmax along any axis: max, sum of exp(x - max), divide; rows on the "
               "adaptive row/column thread mapping, up to G*C elements of a row in registers; "
               "few long rows split across blocks (global two-kernel scheme)",
    .takes = "graph.softmax",
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
