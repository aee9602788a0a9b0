/*===-- graph_fold_regroup.c - reshape, transpose, reshape as one split ---===*
 * torch's multi-head attention splits heads as
 *
 *   Y = reshape(X)        [1, S, B, E] -> [S, B*H, D]   (merges B and H)
 *   Z = transpose(Y)      (1, 0, 2)    -> [B*H, S, D]
 *   W = reshape(Z)        -> [B, H, S, D]              (splits B*H back)
 *
 * With a `?` batch the first reshape scales a `?` (its B*H is B times a
 * static ratio), which the GPU path has no kernel for. When every group of
 * dims that the first reshape merges moves through the transpose as a unit
 * and the second reshape splits it back exactly, the chain is
 *
 *   W = transpose(reshape(X) [S, B, H, D], (1, 2, 0, 3))
 *
 * a reshape that only splits (and drops 1s) and a transpose with the
 * expanded permutation (plus a reshape that only inserts or drops 1s when
 * W has 1s elsewhere). This is a pure layout identity, for static shapes
 * too.
 *
 * How: every dim is a monomial in X's `?` dims (s_0, s_1, ..) with a
 * rational coefficient; the `?` dims of Y and W get theirs from
 * graph.reshape's rule (lib/reshape_rule.h). F, the coarsest common
 * refinement of X and Y, comes from merging the two chains of prefix
 * products (each must divide the next). Each dim of F must be a static
 * integer or exactly one of X's `?` dims (a `?` is never split, so the
 * new reshape keeps each `?`'s extent). Y's dims are consecutive groups of
 * F; the transpose permutes the groups; W (1s aside) must be exactly the
 * permuted F. The fold applies only when the first reshape merges (some
 * group has two dims or more), so its result never matches again.
 *===----------------------------------------------------------------------===*/
#include "graph_canonicalize.h"

#include "import_util.h"
#include "reshape_rule.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

#define R HIDET_MAX_RANK

typedef struct {
  int64_t num, den; /* the coefficient num / den > 0, reduced */
  int8_t e[R];      /* the exponent of each of X's `?` dims */
} Mono;

static int64_t gcd(int64_t a, int64_t b) {
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static bool reduce(Mono *m) {
  if (m->num <= 0 || m->den <= 0)
    return false;
  int64_t g = gcd(m->num, m->den);
  m->num /= g;
  m->den /= g;
  return true;
}

static Mono constant(int64_t c) {
  Mono m = {.num = c, .den = 1};
  return m;
}

static Mono symbol(int j) {
  Mono m = {.num = 1, .den = 1};
  m.e[j] = 1;
  return m;
}

/* a * (b ^ sign), sign = +1 or -1; false on overflow. */
static bool combine(const Mono *a, const Mono *b, int sign, Mono *out) {
  Mono m = *a;
  int64_t bn = sign > 0 ? b->num : b->den, bd = sign > 0 ? b->den : b->num;
  if (__builtin_mul_overflow(m.num, bn, &m.num) || __builtin_mul_overflow(m.den, bd, &m.den))
    return false;
  for (int i = 0; i < R; ++i) {
    int v = m.e[i] + sign * b->e[i];
    if (v < -100 || v > 100)
      return false;
    m.e[i] = (int8_t)v;
  }
  *out = m;
  return reduce(out);
}

static bool equal(const Mono *a, const Mono *b) {
  return a->num == b->num && a->den == b->den && memcmp(a->e, b->e, sizeof a->e) == 0;
}

/* -1: not a dim of F; 0: a static integer (>= 1); 1: exactly one symbol. */
static int dimKind(const Mono *m) {
  int sum = 0, neg = 0;
  for (int i = 0; i < R; ++i) {
    sum += m->e[i];
    neg |= m->e[i] < 0;
  }
  if (neg || sum > 1 || m->den != 1)
    return -1;
  return sum == 0 ? 0 : m->num == 1 ? 1 : -1;
}

static bool isOne(const Mono *m) { return dimKind(m) == 0 && m->num == 1; }

/* The monomials of `out`'s dims for a reshape from `in` (monomials mi):
 * static dims are constants, the jth `?` is in's jth `?` times the rule's
 * ratio. */
static bool reshapeMonos(intptr_t ri, const int64_t *in, const Mono *mi, intptr_t ro,
                         const int64_t *out, Mono *mo) {
  HidetDynReshape plan;
  char why[128];
  if (!hidetDynReshapePlan(ri, in, ro, out, &plan, why, sizeof why))
    return false;
  for (intptr_t d = 0; d < ro; ++d)
    if (!mlirShapedTypeIsDynamicSize(out[d]))
      mo[d] = constant(out[d]);
  for (int64_t j = 0; j < plan.k; ++j) {
    Mono ratio = {.num = plan.num[j], .den = plan.den[j]};
    if (!reduce(&ratio) || !combine(&mi[plan.inDim[j]], &ratio, 1, &mo[plan.outDim[j]]))
      return false;
  }
  return true;
}

/* The dims of F: the common refinement of x and y (both as monomials, of
 * equal products); ys/ye the range of F each y dim covers. */
static bool refine(intptr_t rx, const Mono *x, intptr_t ry, const Mono *y, Mono *f, intptr_t *nf,
                   intptr_t *ys, intptr_t *ye) {
  Mono px = constant(1), py = constant(1), last = constant(1);
  intptr_t i = 0, j = 0, n = 0;
  if (ry > 0)
    ys[0] = 0;
  for (;;) {
    while (i < rx && isOne(&x[i]))
      ++i;
    while (j < ry && isOne(&y[j])) {
      ye[j] = n;
      if (++j < ry)
        ys[j] = n;
    }
    if (i == rx || j == ry) {
      *nf = n;
      return i == rx && j == ry && equal(&px, &py);
    }
    Mono nx, ny, r, step;
    if (!combine(&px, &x[i], 1, &nx) || !combine(&py, &y[j], 1, &ny) || n >= R)
      return false;
    bool eq = equal(&nx, &ny);
    bool advX = eq || (combine(&ny, &nx, -1, &r) && dimKind(&r) >= 0);
    bool advY = eq || (!advX && combine(&nx, &ny, -1, &r) && dimKind(&r) >= 0);
    if (!advX && !advY)
      return false; /* neither divides the other: no common refinement */
    const Mono *next = advX ? &nx : &ny;
    if (!combine(next, &last, -1, &step) || dimKind(&step) < 0)
      return false;
    f[n++] = step;
    last = *next;
    if (advX) {
      px = nx;
      ++i;
    }
    if (advY) {
      py = ny;
      ye[j] = n;
      if (++j < ry)
        ys[j] = n;
    }
  }
}

/* Whether a and b are equal once their 1s are dropped. */
static bool equalWithoutOnes(intptr_t na, const Mono *a, intptr_t nb, const Mono *b) {
  intptr_t i = 0, j = 0;
  for (;;) {
    while (i < na && isOne(&a[i]))
      ++i;
    while (j < nb && isOne(&b[j]))
      ++j;
    if (i == na || j == nb)
      return i == na && j == nb;
    if (!equal(&a[i++], &b[j++]))
      return false;
  }
}

static bool singleUse(MlirValue v) {
  MlirOpOperand u = mlirValueGetFirstUse(v);
  return !mlirOpOperandIsNull(u) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(u));
}

bool canonFoldRegroup(MlirOperation op) {
  if (!canonIs(op, "reshape"))
    return false;
  MlirOperation tr = canonDef(mlirOperationGetOperand(op, 0), "transpose");
  MlirOperation r1 = mlirOperationIsNull(tr) ? tr : canonDef(mlirOperationGetOperand(tr, 0), "reshape");
  if (mlirOperationIsNull(r1) || !singleUse(mlirOperationGetResult(tr, 0)))
    return false;
  MlirValue xv = mlirOperationGetOperand(r1, 0), wv = mlirOperationGetResult(op, 0);
  int64_t x[R], y[R], z[R], w[R];
  intptr_t rx = importerShape(xv, x), ry = importerShape(mlirOperationGetResult(r1, 0), y);
  intptr_t rz = importerShape(mlirOperationGetResult(tr, 0), z), rw = importerShape(wv, w);
  MlirAttribute pa = mlirOperationGetAttributeByName(tr, mlirStringRefCreateFromCString("perm"));
  if (rx < 0 || ry < 0 || rz != ry || rw < 0 || mlirAttributeIsNull(pa) ||
      !mlirAttributeIsADenseI64Array(pa) || mlirDenseArrayGetNumElements(pa) != ry)
    return false;
  /* Monomials: X's `?` dims are the symbols. */
  Mono mx[R], my[R], mz[R] = {{0}}, mw[R], f[R], fp[R];
  int nsym = 0;
  for (intptr_t d = 0; d < rx; ++d)
    mx[d] = mlirShapedTypeIsDynamicSize(x[d]) ? symbol(nsym++) : constant(x[d]);
  if (!reshapeMonos(rx, x, mx, ry, y, my))
    return false;
  int64_t perm[R];
  for (intptr_t d = 0; d < ry; ++d) {
    perm[d] = mlirDenseI64ArrayGetElement(pa, d);
    if (perm[d] < 0 || perm[d] >= ry)
      return false;
    mz[d] = my[perm[d]];
  }
  if (!reshapeMonos(rz, z, mz, rw, w, mw))
    return false;
  /* F and the groups of Y. */
  intptr_t nf = 0, ys[R], ye[R];
  if (!refine(rx, mx, ry, my, f, &nf, ys, ye))
    return false;
  bool merges = false;
  for (intptr_t d = 0; d < ry; ++d)
    merges = merges || ye[d] - ys[d] > 1;
  if (!merges)
    return false;
  /* The transpose on F: Y's groups in perm's order. */
  int64_t pf[R];
  intptr_t n = 0;
  for (intptr_t d = 0; d < ry; ++d)
    for (intptr_t k = ys[perm[d]]; k < ye[perm[d]]; ++k) {
      pf[n] = k;
      fp[n++] = f[k];
    }
  if (!equalWithoutOnes(n, fp, rw, mw))
    return false;
  /* The shape of F, and a check that the rule sizes the new reshape's `?`
   * dims as F says (each of X's `?` dims kept, in order). */
  int64_t fs[R];
  for (intptr_t k = 0; k < nf; ++k)
    fs[k] = dimKind(&f[k]) == 1 ? mlirShapedTypeGetDynamicSize() : f[k].num;
  Mono check[R];
  if (!reshapeMonos(rx, x, mx, nf, fs, check))
    return false;
  for (intptr_t k = 0; k < nf; ++k)
    if (!equal(&check[k], &f[k]))
      return false;
  ImBuilder ib = importerBuilderBefore(op);
  MlirValue v = importerTranspose(&ib, importerReshape(&ib, xv, nf, fs), pf);
  v = importerReshape(&ib, v, rw, w); /* only 1s in or out: v itself when none */
  mlirValueReplaceAllUsesOfWith(wv, v);
  mlirOperationDestroy(op);
  return true;
}
