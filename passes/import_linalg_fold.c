/*===-- import_linalg_fold.c - integer index arithmetic -> constants -------===*
 * graph's arithmetic ops are float-only, so integer `arith.addi`, `subi`
 * and `muli` in a linalg.generic body are imported only when their value is
 * a compile-time constant, and then as one: a graph.constant in loop space
 * (the generic's loop extents on the loops the value depends on, 1 on the
 * others). That is the index arithmetic torch-mlir emits for masks built
 * inside the model, e.g. the causal mask of scaled_dot_product_attention
 * (is_causal=True): `arange` iotas (linalg.index), their difference
 * (`subi` of a row and a column iota) and a compare with 0.
 *
 * A scalar is constant when it is an integer arith.constant, a
 * linalg.index, an addi/subi/muli/index_cast/extsi/trunci of constants, or
 * an input element whose tensor is constant: an integer tensor
 * arith.constant, an expand_shape/collapse_shape of one, or the result of
 * an all-parallel linalg.generic whose yielded value is constant. The
 * check and the evaluation read the source IR only (nothing of the graph),
 * so the check runs before anything changes. Arithmetic wraps at the bit
 * width, as arith's does (index is 64 bits).
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FOLD_MAX_DEPTH 64
#define FOLD_MAX_ELEMENTS ((int64_t)1 << 24)
#define FOLD_CACHE 16

typedef struct {
  IlGeneric gens[FOLD_CACHE]; /* producer generics, analyzed once */
  int n;
} FoldCache;

static unsigned widthOf(MlirType t) {
  if (mlirTypeIsAIndex(t))
    return 64;
  return mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t) : 0;
}

/* v wrapped to a signed `w`-bit integer. */
static int64_t wrap(uint64_t v, unsigned w) {
  if (w >= 64)
    return (int64_t)v;
  uint64_t m = (uint64_t)1 << (w - 1);
  uint64_t x = v & (((uint64_t)1 << w) - 1);
  return (int64_t)((x ^ m) - m);
}

static bool isIntScalarOp(MlirOperation op, intptr_t *nOperands) {
  static const struct {
    const char *name;
    intptr_t n;
  } k[] = {{"arith.addi", 2},       {"arith.subi", 2}, {"arith.muli", 2},
           {"arith.index_cast", 1}, {"arith.extsi", 1}, {"arith.trunci", 1}};
  for (size_t i = 0; i < sizeof k / sizeof k[0]; ++i)
    if (hidetOpIs(op, k[i].name)) {
      *nOperands = k[i].n;
      return mlirOperationGetNumOperands(op) == k[i].n && mlirOperationGetNumResults(op) == 1;
    }
  return false;
}

static const IlGeneric *producer(FoldCache *c, MlirOperation op) {
  for (int i = 0; i < c->n; ++i)
    if (mlirOperationEqual(c->gens[i].op, op))
      return &c->gens[i];
  if (c->n == FOLD_CACHE)
    return NULL;
  if (!importLinalgGenericAnalyze(op, &c->gens[c->n]))
    return NULL;
  return &c->gens[c->n++];
}

static bool allParallel(const IlGeneric *g) {
  for (intptr_t k = 0; k < g->nLoops; ++k)
    if (g->reduction[k])
      return false;
  return true;
}

/* The scalar a generic's result r yields. */
static MlirValue yielded(const IlGeneric *g, intptr_t r) {
  MlirOperation y = mlirBlockGetTerminator(g->body);
  return mlirOperationIsNull(y) || !hidetOpIs(y, "linalg.yield") ||
                 mlirOperationGetNumOperands(y) != g->nOut
             ? (MlirValue){NULL}
             : mlirOperationGetOperand(y, r);
}

static bool tensorOk(FoldCache *c, MlirValue t, int depth);

/* Whether scalar v of generic g is constant; *loops gets the loops it
 * depends on (a bit mask). */
static bool scalarOk(FoldCache *c, const IlGeneric *g, MlirValue v, int depth, uint32_t *loops) {
  if (depth > FOLD_MAX_DEPTH || !widthOf(mlirValueGetType(v)))
    return false;
  if (mlirValueIsABlockArgument(v)) {
    if (!mlirBlockEqual(mlirBlockArgumentGetOwner(v), g->body))
      return false;
    intptr_t i = mlirBlockArgumentGetArgNumber(v);
    if (i >= g->nIn || !tensorOk(c, mlirOperationGetOperand(g->op, i), depth + 1))
      return false;
    for (intptr_t d = 0; d < g->rank[i]; ++d)
      if (g->dims[i][d] >= 0)
        *loops |= (uint32_t)1 << g->dims[i][d];
    return true;
  }
  MlirOperation def = importLinalgDefOp(v);
  if (mlirOperationIsNull(def))
    return false;
  if (hidetOpIs(def, "arith.constant"))
    return mlirAttributeIsAInteger(hidetOpAttr(def, "value"));
  bool inside = mlirBlockEqual(mlirOperationGetBlock(def), g->body);
  if (inside && hidetOpIs(def, "linalg.index")) {
    int64_t k = mlirIntegerAttrGetValueInt(hidetOpAttr(def, "dim"));
    if (k < 0 || k >= g->nLoops)
      return false;
    *loops |= (uint32_t)1 << k;
    return true;
  }
  intptr_t n;
  if (!inside || !isIntScalarOp(def, &n))
    return false;
  for (intptr_t i = 0; i < n; ++i)
    if (!scalarOk(c, g, mlirOperationGetOperand(def, i), depth + 1, loops))
      return false;
  return true;
}

static bool tensorOk(FoldCache *c, MlirValue t, int depth) {
  if (depth > FOLD_MAX_DEPTH || !importerIsStaticTensor(t) || !widthOf(importerElementType(t)))
    return false;
  MlirOperation def = importLinalgDefOp(t);
  if (mlirOperationIsNull(def))
    return false;
  if (hidetOpIs(def, "arith.constant"))
    return mlirAttributeIsADenseElements(hidetOpAttr(def, "value"));
  if (hidetOpIs(def, "tensor.expand_shape") || hidetOpIs(def, "tensor.collapse_shape"))
    return mlirOperationGetNumOperands(def) == 1 &&
           tensorOk(c, mlirOperationGetOperand(def, 0), depth + 1);
  if (!hidetOpIs(def, "linalg.generic"))
    return false;
  const IlGeneric *g = producer(c, def);
  if (!g || !allParallel(g))
    return false;
  MlirValue y = yielded(g, mlirOpResultGetResultNumber(t));
  uint32_t loops = 0;
  return !mlirValueIsNull(y) && scalarOk(c, g, y, depth + 1, &loops);
}

/* ---- Evaluation (at conversion). ------------------------------------------------
 * By then the producers are graph ops: what the check accepted became
 * graph.constant, reshape, transpose, broadcast and integer casts (and the
 * constants of earlier folds), which are evaluated here, every element of
 * the value's shape in row-major order. */

static int64_t numElements(MlirValue v, int64_t *s, intptr_t *r) {
  *r = importerShape(v, s);
  int64_t n = 1;
  for (intptr_t d = 0; d < *r; ++d)
    n *= s[d];
  return n;
}

static int64_t denseAt(MlirAttribute a, intptr_t p) {
  if (mlirDenseElementsAttrIsSplat(a)) {
    MlirAttribute s = mlirDenseElementsAttrGetSplatValue(a);
    return mlirAttributeIsABool(s) ? mlirBoolAttrGetValue(s) : mlirIntegerAttrGetValueInt(s);
  }
  MlirType e = mlirShapedTypeGetElementType(mlirAttributeGetType(a));
  if (mlirTypeIsAIndex(e))
    return (int64_t)mlirDenseElementsAttrGetIndexValue(a, p);
  switch (mlirIntegerTypeGetWidth(e)) {
  case 1:
    return mlirDenseElementsAttrGetBoolValue(a, p);
  case 8:
    return mlirDenseElementsAttrGetInt8Value(a, p);
  case 16:
    return mlirDenseElementsAttrGetInt16Value(a, p);
  case 32:
    return mlirDenseElementsAttrGetInt32Value(a, p);
  default:
    return mlirDenseElementsAttrGetInt64Value(a, p);
  }
}

/* Every element of v, or NULL when v is not an evaluable integer value. */
static int64_t *evalGraph(MlirValue v) {
  int64_t s[HIDET_MAX_RANK];
  intptr_t r;
  int64_t n = numElements(v, s, &r);
  unsigned w = widthOf(importerElementType(v));
  MlirOperation def = importLinalgDefOp(v);
  if (!w || mlirOperationIsNull(def))
    return NULL;
  int64_t *out = malloc((size_t)(n ? n : 1) * sizeof *out);
  if (!out)
    abort();
  if (hidetOpIs(def, "graph.constant")) {
    MlirAttribute a = hidetOpAttr(def, "value");
    if (!mlirAttributeIsADenseElements(a))
      return free(out), NULL;
    for (int64_t p = 0; p < n; ++p)
      out[p] = wrap((uint64_t)denseAt(a, (intptr_t)p), w);
    return out;
  }
  bool known = hidetOpIs(def, "graph.reshape") || hidetOpIs(def, "graph.transpose") ||
               hidetOpIs(def, "graph.broadcast") || hidetOpIs(def, "graph.cast");
  MlirValue x = known ? mlirOperationGetOperand(def, 0) : (MlirValue){NULL};
  int64_t *in = known ? evalGraph(x) : NULL;
  if (!in)
    return free(out), NULL;
  int64_t sx[HIDET_MAX_RANK];
  intptr_t rx;
  numElements(x, sx, &rx);
  if (hidetOpIs(def, "graph.reshape") || hidetOpIs(def, "graph.cast")) {
    for (int64_t p = 0; p < n; ++p)
      out[p] = wrap((uint64_t)in[p], w);
  } else if (hidetOpIs(def, "graph.broadcast")) {
    for (int64_t p = 0; p < n; ++p)
      out[p] = in[importerBroadcastSource(p, r, s, rx, sx)];
  } else { /* transpose: result dim d is input dim perm[d] */
    int64_t perm[HIDET_MAX_RANK];
    importLinalgIntList(hidetOpAttr(def, "perm"), r, perm);
    for (int64_t p = 0; p < n; ++p)
      out[p] = in[importerTransposeSource(p, r, s, sx, perm)];
  }
  free(in);
  return out;
}

/* ---- Entry points. ------------------------------------------------------------ */

bool importLinalgIntFoldable(const IlGeneric *g, MlirOperation op) {
  FoldCache *c = calloc(1, sizeof *c);
  if (!c)
    abort();
  uint32_t loops = 0;
  bool ok = scalarOk(c, g, mlirOperationGetResult(op, 0), 0, &loops);
  free(c);
  int64_t n = 1;
  for (intptr_t k = 0; ok && k < g->nLoops; ++k)
    if (loops >> k & 1) {
      if (mlirShapedTypeIsDynamicSize(g->extent[k])) /* a constant has a static size */
        return false;
      n *= g->extent[k];
    }
  return ok && n <= FOLD_MAX_ELEMENTS;
}

MlirValue importLinalgFoldInt(ImBuilder *b, const MlirValue *xs, MlirOperation op) {
  MlirValue v = mlirOperationGetResult(op, 0);
  unsigned w = widthOf(mlirValueGetType(v));
  int64_t sa[HIDET_MAX_RANK], sb[HIDET_MAX_RANK], s[HIDET_MAX_RANK];
  intptr_t ra, rb;
  numElements(xs[0], sa, &ra);
  numElements(xs[1], sb, &rb);
  intptr_t r = importerBroadcastShape(ra, sa, rb, sb, s);
  int64_t n = 1;
  for (intptr_t d = 0; d < r; ++d)
    n *= s[d];
  if (r < 0 || n > FOLD_MAX_ELEMENTS)
    return (MlirValue){NULL};
  int64_t *x = evalGraph(xs[0]), *y = evalGraph(xs[1]);
  if (!x || !y) { /* not constant: the caller computes it */
    free(x);
    free(y);
    return (MlirValue){NULL};
  }
  MlirType elt = mlirIntegerTypeGet(b->ctx, w);
  MlirType t = importerTensorType(r, s, elt);
  int64_t *vals = malloc((size_t)(n ? n : 1) * sizeof *vals);
  if (!vals)
    abort();
  for (int64_t p = 0; p < n; ++p) {
    uint64_t u = (uint64_t)x[importerBroadcastSource(p, r, s, ra, sa)];
    uint64_t q = (uint64_t)y[importerBroadcastSource(p, r, s, rb, sb)];
    vals[p] = wrap(hidetOpIs(op, "arith.addi")   ? u + q
                   : hidetOpIs(op, "arith.subi") ? u - q
                                                 : u * q,
                   w);
  }
  free(x);
  free(y);
  MlirAttribute a;
  if (w == 64) {
    a = mlirDenseElementsAttrInt64Get(t, n, vals);
  } else { /* through IntegerAttrs: any width */
    MlirAttribute *elts = malloc((size_t)(n ? n : 1) * sizeof *elts);
    if (!elts)
      abort();
    for (int64_t p = 0; p < n; ++p)
      elts[p] = mlirIntegerAttrGet(elt, vals[p]);
    a = mlirDenseElementsAttrGet(t, n, elts);
    free(elts);
  }
  free(vals);
  return importerConstant(b, a);
}
