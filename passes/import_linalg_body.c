/*===-- import_linalg_body.c - generic bodies -> graph ops ----------------===*
 * Translates the scalar ops of a linalg.generic body into graph ops on
 * whole tensors, on demand from the yielded value backwards (so ops the
 * yield does not need, such as cf.assert bounds checks, are never looked
 * at). Each scalar becomes a tensor in loop space (import_linalg_generic.c):
 *   block argument i (an input)   its operand, transposed/reshaped to loops
 *   constant defined anywhere     a rank-0 splat graph.constant
 *   linalg.index k                an i64 iota along loop k
 *   arith/math op                 the graph op of kOps (numpy broadcasting)
 *   tensor.extract(W, ...)        graph.gather (embedding lookups; several data
 *                                 indices: one linear index into merged dims)
 *   arith.addi/subi/muli          a graph.constant, when the value is a
 *                                 compile-time constant (import_linalg_fold.c)
 * `index` scalars are i64 tensors. With `dry`, nothing is built: the walk
 * only checks that every needed op is supported (the scalar itself stands
 * in for its tensor).
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct IlBody {
  const IlGeneric *g;
  ImBuilder *b;
  bool dry;
  MlirValue inputs[IL_MAX_OPERANDS]; /* inputs in loop space, built lazily */
  MlirValue *keys, *vals;            /* scalar -> tensor memo */
  size_t len, cap;
};

IlBody *importLinalgBodyCreate(const IlGeneric *g, ImBuilder *b, bool dry) {
  IlBody *e = calloc(1, sizeof *e);
  if (!e)
    abort();
  e->g = g;
  e->b = b;
  e->dry = dry;
  return e;
}

void importLinalgBodyDestroy(IlBody *e) {
  free(e->keys);
  free(e->vals);
  free(e);
}

static void memoize(IlBody *e, MlirValue k, MlirValue v) {
  if (e->len == e->cap) {
    e->cap = e->cap ? 2 * e->cap : 16;
    e->keys = realloc(e->keys, e->cap * sizeof *e->keys);
    e->vals = realloc(e->vals, e->cap * sizeof *e->vals);
    if (!e->keys || !e->vals)
      abort();
  }
  e->keys[e->len] = k;
  e->vals[e->len++] = v;
}

static MlirValue lookupMemo(const IlBody *e, MlirValue k) {
  for (size_t i = 0; i < e->len; ++i)
    if (mlirValueEqual(e->keys[i], k))
      return e->vals[i];
  return (MlirValue){NULL};
}

static const MlirValue kNull = {NULL};

/* The element type a scalar type has as a tensor element (index -> i64). */
static MlirType tensorElt(MlirContext ctx, MlirType t) {
  return mlirTypeIsAIndex(t) ? mlirIntegerTypeGet(ctx, 64) : t;
}

static MlirValue bodyError(IlBody *e, MlirOperation at, const char *what) {
  char name[64];
  hidetOpName(at, name, sizeof name);
  hidetEmitOpError(e->g->op, "body op '%s' %s", name, what);
  return kNull;
}

/* A rank-0 splat of a scalar constant, or a scalar double of type t. */
static MlirValue scalarConst(IlBody *e, MlirType t, double v) {
  if (e->dry)
    return (MlirValue){(void *)1};
  return importerSplat(e->b, importerTensorType(0, NULL, tensorElt(e->b->ctx, t)), v);
}

static MlirValue constValue(IlBody *e, MlirOperation cst) {
  MlirAttribute a = hidetOpAttr(cst, "value");
  MlirType t = mlirAttributeGetType(a);
  if (mlirAttributeIsAFloat(a) && !e->dry)
    return importLinalgSplatAttr(e->b, importerTensorType(0, NULL, t), a);
  if (mlirAttributeIsAInteger(a))
    return scalarConst(e, t, (double)mlirIntegerAttrGetValueInt(a));
  if (mlirAttributeIsAFloat(a))
    return scalarConst(e, t, 0.0);
  return bodyError(e, cst, "is not a scalar integer or float constant");
}

/* i64 iota along loop k: shape 1 everywhere but extent(k) at dim k. */
static MlirValue iota(IlBody *e, intptr_t k) {
  const IlGeneric *g = e->g;
  int64_t s[HIDET_MAX_RANK];
  for (intptr_t i = 0; i < g->nLoops; ++i)
    s[i] = i == k ? g->extent[k] : 1;
  int64_t n = g->extent[k];
  int64_t *vals = malloc((size_t)(n ? n : 1) * sizeof *vals);
  if (!vals)
    abort();
  for (int64_t i = 0; i < n; ++i)
    vals[i] = i;
  MlirType t = importerTensorType(g->nLoops, s, mlirIntegerTypeGet(e->b->ctx, 64));
  MlirValue v = importerConstant(e->b, mlirDenseElementsAttrInt64Get(t, n, vals));
  free(vals);
  return v;
}

/* ---- Comparisons. ---------------------------------------------------------- */

static MlirValue boolConst(IlBody *e, bool v) {
  return scalarConst(e, mlirIntegerTypeGet(e->b->ctx, 1), v ? 1.0 : 0.0);
}

static MlirValue notOf(IlBody *e, MlirValue c) {
  MlirValue f = boolConst(e, false); /* built in a fixed order */
  MlirValue t = boolConst(e, true);
  return importLinalgSelect(e->b, c, f, t);
}

/* arith.cmpf predicates (0 false .. 15 true) built from graph.compare's
 * ordered eq/lt/le/gt/ge and unordered ne, exactly (NaN included). */
static MlirValue cmpf(IlBody *e, int64_t p, MlirValue x, MlirValue y) {
  ImBuilder *b = e->b;
  static const char *const direct[16] = {[1] = "eq", [2] = "gt", [3] = "ge", [4] = "lt",
                                         [5] = "le", [13] = "ne"};
  static const char *const negated[16] = {[9] = "le", [10] = "lt", [11] = "ge", [12] = "gt"};
  if (p < 0 || p > 15)
    return kNull;
  if (direct[p])
    return importLinalgCompare(b, direct[p], x, y);
  if (negated[p])
    return notOf(e, importLinalgCompare(b, negated[p], x, y));
  if (p == 0 || p == 15) {
    MlirValue z = importLinalgCompare(b, "eq", x, y); /* for the shape only */
    MlirValue k = boolConst(e, p == 15);
    return importLinalgSelect(b, z, k, k);
  }
  if (p == 6 || p == 8) { /* one = lt or gt; ueq = not one */
    MlirValue lt = importLinalgCompare(b, "lt", x, y);
    MlirValue t = boolConst(e, true);
    MlirValue one = importLinalgSelect(b, lt, t, importLinalgCompare(b, "gt", x, y));
    return p == 6 ? one : notOf(e, one);
  }
  /* 7 ord = x == x and y == y; 14 uno = not ord */
  MlirValue xx = importLinalgCompare(b, "eq", x, x);
  MlirValue yy = importLinalgCompare(b, "eq", y, y);
  MlirValue ord = importLinalgSelect(b, xx, yy, boolConst(e, false));
  return p == 7 ? ord : notOf(e, ord);
}

static const char *cmpiName(int64_t p) {
  static const char *const names[6] = {"eq", "ne", "lt", "le", "gt", "ge"};
  return p >= 0 && p < 6 ? names[p] : NULL;
}

/* ---- Pattern helpers. -------------------------------------------------------- */

static bool isZeroConst(MlirValue v) {
  double d;
  return importLinalgScalarConst(v, &d) && d == 0.0;
}

/* select(cmpf(ogt|oge|ugt|uge, x, 0), x, 0) -> x (for relu). */
static bool reluSelect(MlirOperation sel, MlirValue *x) {
  MlirOperation c = importLinalgDefOp(mlirOperationGetOperand(sel, 0));
  if (!hidetOpIs(c, "arith.cmpf"))
    return false;
  int64_t p = mlirIntegerAttrGetValueInt(hidetOpAttr(c, "predicate"));
  if (p != 2 && p != 3 && p != 9 && p != 10)
    return false;
  MlirValue cx = mlirOperationGetOperand(c, 0);
  *x = cx;
  return isZeroConst(mlirOperationGetOperand(c, 1)) &&
         mlirValueEqual(mlirOperationGetOperand(sel, 1), cx) &&
         isZeroConst(mlirOperationGetOperand(sel, 2)) &&
         mlirTypeIsAFloat(mlirValueGetType(cx));
}

/* ---- tensor.extract -> graph.gather. ---------------------------------------- */

typedef enum { IDX_CONST, IDX_LOOP, IDX_DATA } IdxKind;

static IdxKind classifyIndex(MlirValue v, int64_t *c) {
  double d;
  if (importLinalgScalarConst(v, &d)) {
    *c = (int64_t)d;
    return IDX_CONST;
  }
  MlirOperation def = importLinalgDefOp(v);
  if (hidetOpIs(def, "linalg.index")) {
    *c = mlirIntegerAttrGetValueInt(hidetOpAttr(def, "dim"));
    return IDX_LOOP;
  }
  return IDX_DATA;
}

/* Slices W to the rows the const/loop indices can reach. */
static MlirValue sliceTable(IlBody *e, MlirValue w, intptr_t r, const IdxKind *kind,
                            const int64_t *c) {
  int64_t s[HIDET_MAX_RANK], st[HIDET_MAX_RANK], en[HIDET_MAX_RANK], so[HIDET_MAX_RANK];
  importerShape(w, s);
  bool identity = true;
  for (intptr_t j = 0; j < r; ++j) {
    st[j] = kind[j] == IDX_CONST ? c[j] : 0;
    en[j] = kind[j] == IDX_CONST ? c[j] + 1
            : kind[j] == IDX_LOOP ? e->g->extent[c[j]]
                                  : s[j];
    so[j] = en[j] - st[j];
    identity = identity && st[j] == 0 && en[j] == s[j];
  }
  if (identity)
    return w;
  MlirContext ctx = e->b->ctx;
  MlirNamedAttribute a[2] = {importerNamed(ctx, "starts", importerI64Array(ctx, r, st)),
                             importerNamed(ctx, "ends", importerI64Array(ctx, r, en))};
  return importerOp(e->b, "slice", 1, &w, importerTensorType(r, so, importerElementType(w)), 2, a);
}

/* gather(W', I, axis) has dims W'[:a] ++ I (loop space) ++ W'[a+1:]; keep
 * one dim per loop (the table's when it is indexed by that loop) and order
 * them by loop. */
static MlirValue gatherToLoopSpace(IlBody *e, MlirOperation ex, MlirValue gth, intptr_t r,
                                   const IdxKind *kind, const int64_t *c, intptr_t a) {
  const IlGeneric *g = e->g;
  int64_t s[2 * HIDET_MAX_RANK], keepShape[HIDET_MAX_RANK], keepLoop[HIDET_MAX_RANK];
  bool tableHas[HIDET_MAX_RANK] = {false};
  for (intptr_t j = 0; j < r; ++j)
    if (kind[j] == IDX_LOOP)
      tableHas[c[j]] = true;
  intptr_t rg = importerShape(gth, s), n = 0;
  for (intptr_t d = 0; d < rg; ++d) {
    bool fromIdx = d >= a && d < a + g->nLoops;
    intptr_t j = d < a ? d : d - g->nLoops + 1; /* table dim, if not fromIdx */
    if (fromIdx && tableHas[d - a]) {
      if (s[d] != 1)
        return bodyError(e, ex, "indexes the table by a loop that the index also depends on");
      continue;
    }
    if (!fromIdx && kind[j] == IDX_CONST)
      continue;
    keepShape[n] = s[d];
    keepLoop[n++] = fromIdx ? d - a : c[j];
  }
  MlirValue v = importLinalgReshape(e->b, gth, n, keepShape);
  int64_t perm[HIDET_MAX_RANK];
  for (intptr_t k = 0; k < n; ++k)
    for (intptr_t i = 0; i < n; ++i)
      if (keepLoop[i] == k)
        perm[k] = i;
  return importerTranspose(e->b, v, perm);
}

/* The table's data-indexed dims moved to the front and merged into one:
 * W[i0, .., ik, rest] = W'[i0 * s1 * .. * sk + .. + ik, rest], the rest in
 * W's order; kind/c become the merged table's (dim 0 is the data dim). */
static MlirValue mergeDataDims(IlBody *e, MlirValue w, intptr_t r, IdxKind *kind, int64_t *c,
                               intptr_t *r2) {
  int64_t s[HIDET_MAX_RANK], perm[HIDET_MAX_RANK], shape[HIDET_MAX_RANK], c2[HIDET_MAX_RANK];
  IdxKind k2[HIDET_MAX_RANK];
  importerShape(w, s);
  intptr_t n = 0, m = 1;
  int64_t merged = 1;
  for (intptr_t j = 0; j < r; ++j)
    if (kind[j] == IDX_DATA) {
      perm[n++] = j;
      merged *= s[j];
    }
  k2[0] = IDX_DATA;
  c2[0] = 0;
  shape[0] = merged;
  for (intptr_t j = 0; j < r; ++j)
    if (kind[j] != IDX_DATA) {
      perm[n++] = j;
      k2[m] = kind[j];
      c2[m] = c[j];
      shape[m++] = s[j];
    }
  memcpy(kind, k2, (size_t)m * sizeof *kind);
  memcpy(c, c2, (size_t)m * sizeof *c);
  *r2 = m;
  return importLinalgReshape(e->b, importerTranspose(e->b, w, perm), m, shape);
}

/* A gather indexed by several data values (Falcon's rotary tables through
 * aten.index.Tensor with four index tensors): the row-major linear index
 * into the merged data dims, computed in f64 (graph arithmetic is
 * float-only; exact, as every in-range linear index is below the table's
 * element count, < 2^53) and cast to i64. */
static MlirValue linearIndex(IlBody *e, MlirValue w, intptr_t r, const IdxKind *kind,
                             const MlirValue *idx) {
  ImBuilder *b = e->b;
  int64_t s[HIDET_MAX_RANK];
  importerShape(w, s);
  MlirType f64 = mlirF64TypeGet(b->ctx);
  MlirValue acc = kNull;
  int64_t stride = 1;
  for (intptr_t j = r - 1; j >= 0; --j) {
    if (kind[j] != IDX_DATA)
      continue;
    MlirValue term = importerCast(b, idx[j], f64);
    if (stride != 1) {
      MlirValue k = importerSplat(b, importerTensorType(0, NULL, f64), (double)stride);
      term = importerBinary(b, "mul", term, k, (MlirType){NULL});
    }
    acc = mlirValueIsNull(acc) ? term : importerBinary(b, "add", term, acc, (MlirType){NULL});
    stride *= s[j];
  }
  return importerCast(b, acc, mlirIntegerTypeGet(b->ctx, 64));
}

static MlirValue translateExtract(IlBody *e, MlirOperation ex) {
  MlirValue w = mlirOperationGetOperand(ex, 0);
  intptr_t r = mlirOperationGetNumOperands(ex) - 1;
  MlirOperation wdef = importLinalgDefOp(w);
  if (!mlirOperationIsNull(wdef) && mlirBlockEqual(mlirOperationGetBlock(wdef), e->g->body))
    return bodyError(e, ex, "must read a static tensor defined outside the body");
  if (!importerIsStaticTensor(w)) /* import_linalg_dynbcast.c took the provable ones */
    return bodyError(e, ex,
                     "must read a static tensor defined outside the body (a dynamic one only "
                     "at indices provably its loop indices, over the whole tensor: torch-mlir's "
                     "dynamic broadcast; docs/import-linalg.md, \"Dynamic shapes\")");
  IdxKind kind[HIDET_MAX_RANK];
  int64_t c[HIDET_MAX_RANK];
  MlirValue idxs[HIDET_MAX_RANK];
  intptr_t a = -1, nData = 0;
  for (intptr_t j = 0; j < r; ++j) {
    kind[j] = classifyIndex(mlirOperationGetOperand(ex, j + 1), &c[j]);
    if (kind[j] == IDX_DATA) {
      a = j;
      ++nData;
    }
    if (kind[j] == IDX_LOOP && (c[j] < 0 || c[j] >= e->g->nLoops))
      return bodyError(e, ex, "uses a linalg.index out of range");
    if (kind[j] == IDX_LOOP && mlirShapedTypeIsDynamicSize(e->g->extent[c[j]]))
      return bodyError(e, ex,
                       "indexes the table by a loop whose extent is dynamic: not "
                       "supported (docs/import-linalg.md, \"Dynamic shapes\")");
  }
  if (a < 0)
    return bodyError(e, ex, "has no data-dependent index (not a gather)");
  for (intptr_t j = 0; j < r; ++j)
    if (kind[j] == IDX_DATA &&
        mlirValueIsNull(idxs[j] = importLinalgBodyValue(e, mlirOperationGetOperand(ex, j + 1))))
      return kNull;
  if (e->dry)
    return idxs[a];
  MlirValue table = importLinalgData(e->b, w), idx = idxs[a];
  intptr_t rt = r;
  if (nData > 1) {
    idx = linearIndex(e, table, r, kind, idxs);
    table = mergeDataDims(e, table, r, kind, c, &rt);
    a = 0;
  }
  table = sliceTable(e, table, rt, kind, c);
  idx = importerCast(e->b, idx, mlirIntegerTypeGet(e->b->ctx, 64));
  int64_t si[HIDET_MAX_RANK];
  if (importerShape(idx, si) != e->g->nLoops) { /* rank-0 index: give it loop rank */
    for (intptr_t k = 0; k < e->g->nLoops; ++k)
      si[k] = 1;
    idx = importLinalgReshape(e->b, idx, e->g->nLoops, si);
  }
  MlirValue gth = importLinalgGather(e->b, table, idx, a);
  return gatherToLoopSpace(e, ex, gth, rt, kind, c, a);
}

/* ---- The op table. ------------------------------------------------------------ */

typedef enum { T_BIN, T_UN, T_CAST, T_CMPF, T_CMPI, T_SELECT, T_CONST, T_INDEX, T_EXTRACT,
               T_FPOWI, T_LOGIC, T_IFOLD, T_IARITH, T_EXTUI } OpKind;

static const struct {
  const char *name;
  OpKind kind;
  const char *graph;
} kOps[] = {
    {"arith.addf", T_BIN, "add"},        {"arith.subf", T_BIN, "sub"},
    {"arith.mulf", T_BIN, "mul"},        {"arith.divf", T_BIN, "div"},
    {"arith.maximumf", T_BIN, "max"},    {"arith.maxnumf", T_BIN, "max"},
    {"arith.minimumf", T_BIN, "min"},    {"arith.minnumf", T_BIN, "min"},
    {"math.powf", T_BIN, "pow"},         {"arith.negf", T_UN, "neg"},
    {"math.exp", T_UN, "exp"},           {"math.log", T_UN, "log"},
    {"math.sqrt", T_UN, "sqrt"},         {"math.rsqrt", T_UN, "rsqrt"},
    {"math.tanh", T_UN, "tanh"},         {"math.erf", T_UN, "erf"},
    {"math.log1p", T_UN, "log1p"},
    {"math.absf", T_UN, "abs"},          {"math.sin", T_UN, "sin"},
    {"math.cos", T_UN, "cos"},           {"math.floor", T_UN, "floor"},
    {"math.ceil", T_UN, "ceil"},         {"arith.extf", T_CAST, NULL},
    {"arith.truncf", T_CAST, NULL},      {"arith.sitofp", T_CAST, NULL},
    {"arith.fptosi", T_CAST, NULL},      {"arith.extsi", T_CAST, NULL},
    {"arith.trunci", T_CAST, NULL},      {"arith.index_cast", T_CAST, NULL},
    {"arith.cmpf", T_CMPF, NULL},        {"arith.cmpi", T_CMPI, NULL},
    {"arith.select", T_SELECT, NULL},    {"arith.constant", T_CONST, NULL},
    {"linalg.index", T_INDEX, NULL},     {"tensor.extract", T_EXTRACT, NULL},
    {"math.fpowi", T_FPOWI, NULL},       {"arith.andi", T_LOGIC, "and"},
    {"arith.ori", T_LOGIC, "or"},        {"arith.xori", T_LOGIC, "xor"},
    {"arith.addi", T_IFOLD, NULL},       {"arith.subi", T_IFOLD, NULL},
    {"arith.muli", T_IFOLD, NULL},       {"arith.minsi", T_IARITH, "min"},
    {"arith.maxsi", T_IARITH, "max"},    {"math.absi", T_IARITH, "abs"},
    {"arith.extui", T_EXTUI, NULL},      {"arith.uitofp", T_EXTUI, NULL},
};

static int lookupOp(MlirOperation op) {
  for (size_t i = 0; i < sizeof kOps / sizeof kOps[0]; ++i)
    if (hidetOpIs(op, kOps[i].name))
      return (int)i;
  return -1;
}

/* Operands 0..n-1 of op, translated; false after reporting. */
static bool operands(IlBody *e, MlirOperation op, intptr_t n, MlirValue *out) {
  if (mlirOperationGetNumOperands(op) != n)
    return bodyError(e, op, "has an unexpected number of operands"), false;
  for (intptr_t i = 0; i < n; ++i)
    if (mlirValueIsNull(out[i] = importLinalgBodyValue(e, mlirOperationGetOperand(op, i))))
      return false;
  return true;
}

/* x^n for a small constant integer n, as products (exact, unlike a
 * float pow of a negative base). */
static MlirValue powInt(IlBody *e, MlirValue x, int64_t n) {
  ImBuilder *b = e->b;
  int64_t m = n < 0 ? -n : n;
  if (!m) /* x^0 = 1 for every x; the caller broadcasts */
    return scalarConst(e, importerElementType(x), 1.0);
  MlirValue p = x;
  for (int64_t i = 1; i < m; ++i)
    p = importerBinary(b, "mul", p, x, (MlirType){NULL});
  return n < 0 ? importerBinary(b, "div", scalarConst(e, importerElementType(x), 1.0), p, (MlirType){NULL})
               : p;
}

static MlirValue translateFpowi(IlBody *e, MlirOperation op) {
  MlirValue xs[2];
  if (!operands(e, op, 2, xs))
    return kNull;
  if (e->dry)
    return xs[0];
  double n;
  if (importLinalgScalarConst(mlirOperationGetOperand(op, 1), &n) && n >= -8 && n <= 8)
    return powInt(e, xs[0], (int64_t)n);
  return importerBinary(e->b, "pow", xs[0], importerCast(e->b, xs[1], importerElementType(xs[0])), (MlirType){NULL});
}

static MlirValue translateSelect(IlBody *e, MlirOperation op) {
  MlirValue x;
  if (reluSelect(op, &x)) {
    MlirValue t = importLinalgBodyValue(e, x);
    return mlirValueIsNull(t) || e->dry ? t : importerUnary(e->b, "relu", t);
  }
  MlirValue xs[3];
  if (!operands(e, op, 3, xs))
    return kNull;
  if (e->dry)
    return xs[0];
  return importLinalgSelect(e->b, xs[0], xs[1], xs[2]);
}

/* andi / ori / xori on i1 as selects: a and b = b if a else false, a or b
 * = true if a else b, a xor b = (not b) if a else b, x xor true = not x
 * (not = select(x, false, true)). Integer bitwise ops are rejected (graph
 * has none). */
static MlirValue translateLogic(IlBody *e, MlirOperation op, const char *which) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!mlirTypeIsAInteger(t) || mlirIntegerTypeGetWidth(t) != 1) {
    HidetStr s = hidetPrintType(t);
    char what[96];
    snprintf(what, sizeof what, "on %s is not supported: only i1 (boolean) logic is imported", s.data);
    hidetStrFree(&s);
    return bodyError(e, op, what);
  }
  bool isXor = strcmp(which, "xor") == 0;
  for (int k = 0; isXor && k < 2; ++k) { /* xori(x, true) is torch's logical_not */
    double c;
    if (!importLinalgScalarConst(mlirOperationGetOperand(op, k), &c))
      continue;
    MlirValue x = importLinalgBodyValue(e, mlirOperationGetOperand(op, 1 - k));
    return mlirValueIsNull(x) || e->dry || c == 0.0 ? x : notOf(e, x);
  }
  MlirValue xs[2];
  if (!operands(e, op, 2, xs))
    return kNull;
  if (e->dry)
    return xs[0];
  if (strcmp(which, "and") == 0)
    return importLinalgSelect(e->b, xs[0], xs[1], boolConst(e, false));
  if (strcmp(which, "or") == 0) {
    MlirValue t1 = boolConst(e, true);
    return importLinalgSelect(e->b, xs[0], t1, xs[1]);
  }
  return importLinalgSelect(e->b, xs[0], notOf(e, xs[1]), xs[1]);
}

/* Integer arithmetic on data (not a compile-time constant): in f64, cast
 * back to the integer type, as hidet-import-tosa does (graph arithmetic is
 * float-only). Exact while operands and results fit in 53 bits; no
 * wrap-around on overflow. `graph` is the binary op (add, sub, mul, min,
 * max) or "abs". */
static MlirValue intViaF64(IlBody *e, MlirOperation op, const char *graph, const MlirValue *given) {
  ImBuilder *b = e->b;
  bool unary = strcmp(graph, "abs") == 0;
  MlirValue xs[2] = {kNull, kNull};
  if (given)
    memcpy(xs, given, sizeof xs);
  else if (!operands(e, op, unary ? 1 : 2, xs))
    return kNull;
  if (e->dry)
    return xs[0];
  MlirType f64 = mlirF64TypeGet(b->ctx);
  MlirType rt = tensorElt(b->ctx, mlirValueGetType(mlirOperationGetResult(op, 0)));
  MlirValue x = importerCast(b, xs[0], f64);
  if (unary)
    return importerCast(b, importerUnary(b, "abs", x), rt);
  MlirValue y = importerCast(b, xs[1], f64); /* one statement per built op */
  return importerCast(b, importerBinary(b, graph, x, y, (MlirType){NULL}), rt);
}

static const char *ifoldGraphName(MlirOperation op) {
  return hidetOpIs(op, "arith.addi") ? "add" : hidetOpIs(op, "arith.subi") ? "sub" : "mul";
}

static MlirValue translateOp(IlBody *e, MlirOperation op) {
  int i = lookupOp(op);
  if (i < 0)
    return bodyError(e, op, "is not supported by hidet-import-linalg");
  if (mlirOperationGetNumResults(op) != 1)
    return bodyError(e, op, "must have one result");
  ImBuilder *b = e->b;
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirValue xs[3] = {kNull, kNull, kNull};
  switch (kOps[i].kind) {
  case T_BIN: {
    bool isMax = strcmp(kOps[i].graph, "max") == 0;
    for (int s = 0; isMax && s < 2; ++s) /* max(x, 0) -> relu(x) */
      if (isZeroConst(mlirOperationGetOperand(op, 1 - s))) {
        MlirValue t = importLinalgBodyValue(e, mlirOperationGetOperand(op, s));
        return mlirValueIsNull(t) || e->dry ? t : importerUnary(b, "relu", t);
      }
    if (!operands(e, op, 2, xs))
      return kNull;
    if (e->dry)
      return xs[0];
    return importerBinary(b, kOps[i].graph, xs[0], xs[1], (MlirType){NULL});
  }
  case T_UN:
    if (!operands(e, op, 1, xs))
      return kNull;
    if (e->dry)
      return xs[0];
    return importerUnary(b, kOps[i].graph, xs[0]);
  case T_CAST:
    if (!operands(e, op, 1, xs))
      return kNull;
    if (e->dry)
      return xs[0];
    return importerCast(b, xs[0], tensorElt(b->ctx, rt));
  case T_CMPF:
  case T_CMPI: {
    int64_t p = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "predicate"));
    if (kOps[i].kind == T_CMPI && !cmpiName(p))
      return bodyError(e, op, "has an unsigned predicate, which graph.compare does not have");
    if (!operands(e, op, 2, xs))
      return kNull;
    if (e->dry)
      return xs[0];
    return kOps[i].kind == T_CMPI ? importLinalgCompare(b, cmpiName(p), xs[0], xs[1])
                                  : cmpf(e, p, xs[0], xs[1]);
  }
  case T_SELECT:
    return translateSelect(e, op);
  case T_CONST:
    return constValue(e, op);
  case T_INDEX: {
    int64_t k = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "dim"));
    if (k < 0 || k >= e->g->nLoops)
      return bodyError(e, op, "has a dim out of range");
    if (mlirShapedTypeIsDynamicSize(e->g->extent[k])) /* an iota has a static size */
      return bodyError(e, op,
                       "indexes a loop whose extent is dynamic: not supported "
                       "(docs/import-linalg.md, \"Dynamic shapes\")");
    return e->dry ? mlirOperationGetResult(op, 0) : iota(e, k);
  }
  case T_EXTRACT:
    return translateExtract(e, op);
  case T_FPOWI:
    return translateFpowi(e, op);
  case T_LOGIC:
    return translateLogic(e, op, kOps[i].graph);
  case T_IFOLD: {
    /* index arithmetic folds to a constant; anything else computes (the
     * dry run decides on the source generics, the conversion on the
     * translated operands: both paths translate the same operands) */
    if (e->dry)
      return importLinalgIntFoldable(e->g, op) ? mlirOperationGetResult(op, 0)
                                               : intViaF64(e, op, ifoldGraphName(op), NULL);
    if (!operands(e, op, 2, xs))
      return kNull;
    MlirValue folded = importLinalgFoldInt(b, xs, op);
    return mlirValueIsNull(folded) ? intViaF64(e, op, ifoldGraphName(op), xs) : folded;
  }
  case T_IARITH:
    return intViaF64(e, op, kOps[i].graph, NULL);
  case T_EXTUI: {
    /* zero extension, unsigned to float (torch's bool.to(float)): graph.cast
     * reads only i1 as unsigned (wider ints are signed) */
    MlirType from = mlirValueGetType(mlirOperationGetOperand(op, 0));
    if (!mlirTypeIsAInteger(from) || mlirIntegerTypeGetWidth(from) != 1)
      return bodyError(e, op, "from an integer wider than i1 is not supported: graph.cast reads it "
                              "as signed");
    if (!operands(e, op, 1, xs))
      return kNull;
    return e->dry ? xs[0] : importerCast(b, xs[0], tensorElt(b->ctx, rt));
  }
  }
  return kNull;
}

static MlirValue translateArg(IlBody *e, MlirValue v) {
  intptr_t i = mlirBlockArgumentGetArgNumber(v);
  const IlGeneric *g = e->g;
  if (i >= g->nIn) {
    hidetEmitOpError(g->op, "body reads output operand #%ld: only a reduction's combine may "
                            "read it",
                     (long)(i - g->nIn));
    return kNull;
  }
  if (e->dry)
    return v;
  if (mlirValueIsNull(e->inputs[i]))
    e->inputs[i] =
        importLinalgToLoopSpace(e->b, g, i, importLinalgData(e->b, mlirOperationGetOperand(g->op, i)));
  return e->inputs[i];
}

MlirValue importLinalgBodyValue(IlBody *e, MlirValue v) {
  MlirValue memo = lookupMemo(e, v);
  if (!mlirValueIsNull(memo))
    return memo;
  MlirValue t;
  if (mlirValueIsABlockArgument(v) && mlirBlockEqual(mlirBlockArgumentGetOwner(v), e->g->body)) {
    t = translateArg(e, v);
  } else {
    MlirOperation def = importLinalgDefOp(v);
    bool inside = !mlirOperationIsNull(def) &&
                  mlirBlockEqual(mlirOperationGetBlock(def), e->g->body);
    if (!inside && !hidetOpIs(def, "arith.constant")) {
      hidetEmitOpError(e->g->op, "body uses a value defined outside it that is not a scalar "
                                 "arith.constant");
      return kNull;
    }
    t = translateOp(e, def);
  }
  if (!mlirValueIsNull(t))
    memoize(e, v, t);
  return t;
}
