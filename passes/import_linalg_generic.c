/*===-- import_linalg_generic.c - linalg.generic -> graph ops -------------===*
 * A generic is imported when every indexing map is a projected permutation
 * (dims read at most once; a constant 0 is allowed for a size-1 dim) and
 * each used result is either
 *  - all-parallel: the yielded value, computed by translating the body op
 *    by op on whole tensors (import_linalg_body.c), is broadcast to the
 *    loop extents and laid out by the output's map; or
 *  - a reduction: `yield combine(f(inputs...), out)` with combine one of
 *    addf / maximumf / maxnumf / minimumf / minnumf, or andi / ori on i1
 *    (reduced as 0/1 in f32 by min / max); f is translated like a
 *    parallel body, broadcast to the loop extents, graph.reduce'd over the
 *    reduction loops and combined with the init (skipped when the init is
 *    a fill of the neutral element).
 * Computation happens in "loop space": tensors of rank nLoops whose dim k
 * has the extent of loop k or 1 (numpy broadcasting fills the rest).
 * Results that are unused are not translated (this is how the argmax half
 * of torch-mlir's two-result max reduction is dropped).
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <string.h>

/* ---- Analysis. -------------------------------------------------------------- */

static bool readIterators(MlirOperation op, IlGeneric *g) {
  MlirAttribute its = hidetOpAttr(op, "iterator_types");
  if (mlirAttributeIsNull(its) || !mlirAttributeIsAArray(its) ||
      mlirArrayAttrGetNumElements(its) != g->nLoops) {
    hidetEmitOpError(op, "has malformed iterator_types");
    return false;
  }
  for (intptr_t k = 0; k < g->nLoops; ++k) {
    HidetStr s = hidetPrintAttribute(mlirArrayAttrGetElement(its, k));
    bool red = strstr(s.data, "reduction") != NULL, par = strstr(s.data, "parallel") != NULL;
    hidetStrFree(&s);
    if (!red && !par) {
      hidetEmitOpError(op, "has an iterator that is neither parallel nor reduction");
      return false;
    }
    g->reduction[k] = red;
  }
  return true;
}

/* One operand as the analysis sees it: per dim, the loop it reads (-1 for
 * a constant 0 of a size-1 dim, -2 for anything else), its size, and
 * whether that size is a kept broadcast (1 for a `?`). */
typedef struct {
  intptr_t r;
  int64_t loop[HIDET_MAX_RANK], size[HIDET_MAX_RANK];
  bool kept[HIDET_MAX_RANK];
} OperandView;

static bool decodeMap(MlirOperation op, IlGeneric *g, intptr_t i, MlirAffineMap m, bool lazy,
                      OperandView *v) {
  MlirValue x = mlirOperationGetOperand(op, i);
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = importerShape(x, s), extra = lazy ? g->rows.k - 1 : 0;
  if (mlirAffineMapGetNumDims(m) != g->nLoops || mlirAffineMapGetNumResults(m) != r - extra ||
      mlirAffineMapGetNumSymbols(m) != 0) {
    hidetEmitOpError(op, "indexing map #%ld does not match its operand's rank", (long)i);
    return false;
  }
  v->r = r - extra;
  for (intptr_t j = 0; j < v->r; ++j) {
    MlirAffineExpr e = mlirAffineMapGetResult(m, j);
    /* a lazy operand's dim 0 is its k held row dims */
    intptr_t h = lazy && j > 0 ? j + extra : j;
    v->size[j] = s[h];
    v->kept[j] = !lazy && importLinalgKeptBroadcast(op, i, j);
    if (mlirAffineExprIsAConstant(e) && mlirAffineConstantExprGetValue(e) == 0 && s[h] == 1)
      v->loop[j] = -1;
    else
      v->loop[j] = mlirAffineExprIsADim(e) ? mlirAffineDimExprGetPosition(e) : -2;
  }
  return true;
}

/* Lazily flattened operands (import_linalg_rows.c): finds them, checks they
 * agree on the rows and the loop over them (g->rows, g->rowLoop). */
static bool findLazy(MlirOperation op, IlGeneric *g, MlirAttribute maps, intptr_t n) {
  for (intptr_t i = 0; i < n; ++i) {
    IlRows rows;
    if (!importLinalgRowsLazy(op, i, &rows))
      continue;
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    MlirAffineExpr e = mlirAffineMapGetNumResults(m) > 0 ? mlirAffineMapGetResult(m, 0)
                                                         : (MlirAffineExpr){NULL};
    intptr_t loop = !mlirAffineExprIsNull(e) && mlirAffineExprIsADim(e)
                        ? mlirAffineDimExprGetPosition(e)
                        : -1;
    bool same = g->rows.k == 0 || (g->rows.k == rows.k && g->rowLoop == loop);
    for (int j = 0; same && g->rows.k && j < rows.k; ++j)
      same = strcmp(g->rows.sym[j], rows.sym[j]) == 0;
    intptr_t most = g->nLoops; /* loops and operand ranks once the rows are split */
    for (intptr_t o = 0; o < n; ++o) {
      intptr_t r = importLinalgOrigRank(op, o);
      most = r > most ? r : most;
    }
    if (loop < 0 || g->reduction[loop] || !same || most + rows.k - 1 > HIDET_MAX_RANK) {
      hidetEmitOpError(op,
                       "operand #%ld is rows held un-flattened (torch's view of several dynamic "
                       "dims as one), read other than by one parallel loop over its dim 0 that "
                       "every such operand shares, in at most %d dims once split: not supported "
                       "(docs/import-linalg.md, \"Dynamic shapes\")",
                       (long)i, HIDET_MAX_RANK);
      return false;
    }
    g->rows = rows;
    g->rowLoop = loop;
    g->lazy[i] = true;
  }
  if (g->rows.k == 0)
    return true;
  /* the body must not see loop numbers (they shift) */
  for (MlirOperation b = mlirBlockGetFirstOperation(g->body); !mlirOperationIsNull(b);
       b = mlirOperationGetNextInBlock(b))
    if (hidetOpIs(b, "linalg.index") || hidetOpIs(b, "tensor.extract")) {
      hidetEmitOpError(op,
                       "reads rows held un-flattened (torch's view of several dynamic dims as "
                       "one) with a body that uses linalg.index or tensor.extract: not supported "
                       "(docs/import-linalg.md, \"Dynamic shapes\")");
      return false;
    }
  return true;
}

/* Splits the row loop of v into g->rows.k loops and renumbers the others. */
static bool expandView(MlirOperation op, IlGeneric *g, intptr_t i, const int64_t *rowSizes,
                       OperandView *v) {
  intptr_t k = g->rows.k, L = g->rowLoop;
  OperandView w;
  w.r = 0;
  for (intptr_t j = 0; j < v->r; ++j) {
    intptr_t l = v->loop[j];
    if (l != L) {
      w.loop[w.r] = l < 0 || l < L ? l : l + k - 1;
      w.size[w.r] = v->size[j];
      w.kept[w.r++] = v->kept[j];
      continue;
    }
    bool input = i < g->nIn;
    /* (a lazy operand reads L in its dim 0: findLazy took L from there) */
    if (!g->lazy[i] && input && v->size[j] != 1) {
      hidetEmitOpError(op,
                       "operand #%ld runs over the rows of a value held un-flattened (torch's view "
                       "of several dynamic dims as one) with a size of its own, which cannot be "
                       "split like the rows: not supported (docs/import-linalg.md, \"Dynamic "
                       "shapes\")",
                       (long)i);
      return false;
    }
    if (!g->lazy[i] && input)
      g->unitAt[i] = j + 1;
    for (intptr_t q = 0; q < k; ++q, ++w.r) { /* (findLazy checked the rank) */
      w.loop[w.r] = L + q;
      w.size[w.r] = g->lazy[i] || !input ? rowSizes[q] : 1;
      w.kept[w.r] = !g->lazy[i] && input && v->kept[j];
    }
  }
  *v = w;
  return true;
}

/* Reads operand i's view into g->dims[i] and the loop extents it implies. */
static bool readMap(MlirOperation op, IlGeneric *g, intptr_t i, const OperandView *v, bool *seen) {
  g->rank[i] = v->r;
  bool used[HIDET_MAX_RANK] = {false};
  for (intptr_t j = 0; j < v->r; ++j) {
    g->shape[i][j] = v->size[j];
    if (v->loop[j] == -1) {
      g->dims[i][j] = -1;
      continue;
    }
    intptr_t k = v->loop[j];
    if (k < 0 || used[k]) {
      hidetEmitOpError(op, "indexing map #%ld is not a projected permutation (dim %ld): "
                           "only broadcasts, transposes and reductions are supported",
                       (long)i, (long)j);
      return false;
    }
    used[k] = true;
    g->dims[i][j] = k;
    int64_t x = v->size[j];
    if (v->kept[j]) {
      /* a broadcast to a `?` size kept unexpanded: exact for a parallel
       * loop (numpy broadcasting), not for a reduction */
      if (g->reduction[k]) {
        hidetEmitOpError(op,
                         "reduction loop %ld has a dynamic extent that operand #%ld holds as "
                         "size 1 (a broadcast to a dynamic size kept unexpanded): not supported "
                         "(docs/import-linalg.md, \"Dynamic shapes\")",
                         (long)k, (long)i);
        return false;
      }
      x = mlirShapedTypeGetDynamicSize();
    }
    if (seen[k] && g->extent[k] != x) {
      /* Dynamic shapes: a `?` matches any extent (a static one wins), and
       * so does a 1 where the importer kept a broadcast to a `?` extent
       * unexpanded (importerBroadcast). */
      int64_t o = g->extent[k];
      bool dx = mlirShapedTypeIsDynamicSize(x), dox = mlirShapedTypeIsDynamicSize(o);
      if (dox && i >= g->nIn && x == 1) {
        /* an init with 1 where the inputs have a `?`: torch-mlir's
         * mis-lowered view of [B, S, E] (a tensor.cast of the `?` to 1
         * upstream); the data's size stands, as in PyTorch */
        x = o;
      } else if (dx || dox) {
        x = dx ? o : x; /* a static extent wins over `?` */
      } else {
        hidetEmitOpError(op, "operand #%ld gives loop %ld extent %lld, another operand %lld",
                         (long)i, (long)k, (long long)v->size[j], (long long)g->extent[k]);
        return false;
      }
    }
    seen[k] = true;
    g->extent[k] = x;
  }
  return true;
}

bool importLinalgGenericAnalyze(MlirOperation op, IlGeneric *g) {
  memset(g, 0, sizeof *g);
  g->op = op;
  if (!importLinalgCheckStatic(op))
    return false;
  g->nOut = mlirOperationGetNumResults(op);
  intptr_t n = mlirOperationGetNumOperands(op);
  g->nIn = n - g->nOut;
  if (g->nOut < 1 || g->nIn < 0 || n > IL_MAX_OPERANDS) {
    hidetEmitOpError(op, "must have tensor semantics and at most %d operands", IL_MAX_OPERANDS);
    return false;
  }
  MlirAttribute maps = hidetOpAttr(op, "indexing_maps");
  if (mlirAttributeIsNull(maps) || mlirArrayAttrGetNumElements(maps) != n) {
    hidetEmitOpError(op, "has malformed indexing_maps");
    return false;
  }
  g->nLoops = mlirAffineMapGetNumDims(mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0)));
  if (g->nLoops > HIDET_MAX_RANK) {
    hidetEmitOpError(op, "has %ld loops, more than %d", (long)g->nLoops, HIDET_MAX_RANK);
    return false;
  }
  if (!readIterators(op, g))
    return false;
  g->body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(g->body) || !findLazy(op, g, maps, n))
    return false;
  OperandView views[IL_MAX_OPERANDS];
  int64_t rowSizes[IL_ROWS_MAX] = {0};
  for (intptr_t i = 0; i < n; ++i) {
    if (!decodeMap(op, g, i, mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i)),
                   g->lazy[i], &views[i]))
      return false;
    if (g->lazy[i]) {
      int64_t s[HIDET_MAX_RANK];
      importerShape(mlirOperationGetOperand(op, i), s);
      memcpy(rowSizes, s, (size_t)g->rows.k * sizeof *s);
    }
  }
  if (g->rows.k > 0) {
    /* the row loop becomes rows.k loops */
    bool red[HIDET_MAX_RANK];
    memcpy(red, g->reduction, sizeof red);
    intptr_t k = g->rows.k, L = g->rowLoop;
    for (intptr_t l = 0; l < g->nLoops; ++l)
      g->reduction[l < L ? l : l + k - 1] = red[l];
    for (intptr_t q = 0; q < k; ++q)
      g->reduction[L + q] = false;
    g->nLoops += k - 1;
    for (intptr_t i = 0; i < n; ++i)
      if (!expandView(op, g, i, rowSizes, &views[i]))
        return false;
  }
  bool seen[HIDET_MAX_RANK] = {false};
  for (intptr_t i = 0; i < n; ++i)
    if (!readMap(op, g, i, &views[i], seen))
      return false;
  for (intptr_t k = 0; k < g->nLoops; ++k)
    if (!seen[k]) {
      hidetEmitOpError(op, "loop %ld is read by no operand (its extent is unknown)", (long)k);
      return false;
    }
  return true;
}

static bool hasReduction(const IlGeneric *g) {
  for (intptr_t k = 0; k < g->nLoops; ++k)
    if (g->reduction[k])
      return true;
  return false;
}

/* ---- Reductions. ------------------------------------------------------------ */

/* `boolean` combiners work on i1: graph.reduce is float-only, so the
 * booleans are reduced as 0.0 / 1.0 in f32 (and = min, or = max) and the
 * result is `> 0.5`; binop names how the init is combined (below). */
static const struct {
  const char *op, *kind, *binop;
  double neutral;
  bool boolean;
} kCombiners[] = {
    {"arith.addf", "sum", "add", 0.0, false},
    {"arith.mulf", "prod", "mul", 1.0, false},
    {"arith.maximumf", "max", "max", -INFINITY, false},
    {"arith.maxnumf", "max", "max", -INFINITY, false},
    {"arith.minimumf", "min", "min", INFINITY, false},
    {"arith.minnumf", "min", "min", INFINITY, false},
    {"arith.andi", "min", "and", 1.0, true},
    {"arith.ori", "max", "or", 0.0, true},
};

static bool isI1(MlirType t) { return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1; }

/* For result r of a reduction: the combiner index and f (the operand of
 * the combine that is not the output block argument). */
static int reductionParts(const IlGeneric *g, intptr_t r, MlirValue *f, bool report) {
  MlirOperation yield = mlirBlockGetTerminator(g->body);
  MlirValue y = mlirOperationGetOperand(yield, r);
  MlirOperation comb = importLinalgDefOp(y);
  MlirValue acc = mlirBlockGetArgument(g->body, g->nIn + r);
  for (size_t i = 0; i < sizeof kCombiners / sizeof kCombiners[0]; ++i) {
    if (!hidetOpIs(comb, kCombiners[i].op) ||
        !mlirBlockEqual(mlirOperationGetBlock(comb), g->body))
      continue;
    MlirValue a = mlirOperationGetOperand(comb, 0), b = mlirOperationGetOperand(comb, 1);
    if (mlirValueEqual(a, acc) == mlirValueEqual(b, acc))
      continue;
    if (kCombiners[i].boolean && !isI1(mlirValueGetType(acc))) {
      if (report) {
        HidetStr t = hidetPrintType(mlirValueGetType(acc));
        hidetEmitOpError(g->op,
                         "result #%ld is a reduction with %s on %s: only i1 (boolean) and/or "
                         "reductions are imported",
                         (long)r, kCombiners[i].op, t.data);
        hidetStrFree(&t);
      }
      return -1;
    }
    *f = mlirValueEqual(a, acc) ? b : a;
    return (int)i;
  }
  if (report) {
    char name[64] = "a block argument";
    if (!mlirOperationIsNull(comb))
      hidetOpName(comb, name, sizeof name);
    hidetEmitOpError(g->op,
                     "result #%ld is a reduction whose body is not `yield combine(f(inputs), out)` "
                     "with combine in addf/mulf/maximumf/maxnumf/minimumf/minnumf, or andi/ori on i1 (got "
                     "%s)%s",
                     (long)r, name,
                     g->nOut > 1 ? " (an argmax/argmin index result cannot be imported)" : "");
  }
  return -1;
}

/* Every loop with extent > 1 that is parallel must appear in the output
 * map of result r; reduction loops must not. */
static bool checkOutputMap(const IlGeneric *g, intptr_t r) {
  intptr_t i = g->nIn + r;
  bool in[HIDET_MAX_RANK] = {false};
  for (intptr_t j = 0; j < g->rank[i]; ++j)
    if (g->dims[i][j] >= 0)
      in[g->dims[i][j]] = true;
  for (intptr_t k = 0; k < g->nLoops; ++k) {
    if (g->reduction[k] && in[k]) {
      hidetEmitOpError(g->op, "output #%ld is indexed by reduction loop %ld", (long)r, (long)k);
      return false;
    }
    if (!g->reduction[k] && !in[k] && g->extent[k] != 1) {
      hidetEmitOpError(g->op, "output #%ld does not use parallel loop %ld", (long)r, (long)k);
      return false;
    }
  }
  return true;
}

static bool resultUsed(MlirOperation op, intptr_t r) {
  return !mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, r)));
}

/* The scalar that computes result r's elements (f for reductions). */
static bool resultScalar(const IlGeneric *g, intptr_t r, bool report, MlirValue *v, int *comb) {
  *comb = -1;
  if (!hasReduction(g)) {
    *v = mlirOperationGetOperand(mlirBlockGetTerminator(g->body), r);
    return true;
  }
  *comb = reductionParts(g, r, v, report);
  return *comb >= 0;
}

bool importLinalgCheckGeneric(MlirOperation op) {
  IlGeneric g;
  if (!importLinalgGenericAnalyze(op, &g))
    return false;
  ImBuilder b = importerBuilderBefore(op);
  IlBody *e = importLinalgBodyCreate(&g, &b, true);
  bool ok = true;
  for (intptr_t r = 0; r < g.nOut && ok; ++r) {
    if (!resultUsed(op, r))
      continue;
    MlirValue v;
    int comb;
    ok = checkOutputMap(&g, r) && resultScalar(&g, r, true, &v, &comb) &&
         !mlirValueIsNull(importLinalgBodyValue(e, v));
  }
  importLinalgBodyDestroy(e);
  return ok;
}

/* ---- Loop space. ------------------------------------------------------------ */

/* The loops operand i reads, in its dim order (kept) and sorted. */
static intptr_t operandLoops(const IlGeneric *g, intptr_t i, int64_t *kept, int64_t *sorted) {
  intptr_t n = 0;
  bool in[HIDET_MAX_RANK] = {false};
  for (intptr_t j = 0; j < g->rank[i]; ++j)
    if (g->dims[i][j] >= 0) {
      kept[n++] = g->dims[i][j];
      in[g->dims[i][j]] = true;
    }
  intptr_t m = 0;
  for (intptr_t k = 0; k < g->nLoops; ++k)
    if (in[k])
      sorted[m++] = k;
  return n;
}

static intptr_t indexOf(intptr_t n, const int64_t *xs, int64_t x) {
  for (intptr_t i = 0; i < n; ++i)
    if (xs[i] == x)
      return i;
  return -1;
}

/* The sizes come from the value itself, not from the loop extents: with
 * dynamic shapes a value may have a 1 (a broadcast to a `?` extent kept
 * unexpanded) or a `?` where the loop extent is known; with static shapes
 * both are the same. */
MlirValue importLinalgToLoopSpace(ImBuilder *b, const IlGeneric *g, intptr_t i, MlirValue x) {
  int64_t kept[HIDET_MAX_RANK], sorted[HIDET_MAX_RANK], s[HIDET_MAX_RANK] = {0}, perm[HIDET_MAX_RANK];
  int64_t xs[HIDET_MAX_RANK] = {0}, t[HIDET_MAX_RANK] = {0};
  intptr_t n = operandLoops(g, i, kept, sorted), m = 0;
  intptr_t rx = importerShape(x, xs);
  if (g->unitAt[i] > 0 && rx == g->rank[i] - g->rows.k + 1) {
    /* reads the rows held un-flattened with size 1: 1 in each row dim */
    intptr_t at = g->unitAt[i] - 1, q = 0;
    for (intptr_t j = 0; j < rx; ++j)
      for (intptr_t c = 0; c < (j == at ? g->rows.k : 1); ++c)
        t[q++] = j == at ? 1 : xs[j];
    x = importLinalgReshape(b, x, q, t);
    rx = importerShape(x, xs);
  }
  for (intptr_t j = 0; j < g->rank[i] && j < rx; ++j)
    if (g->dims[i][j] >= 0)
      s[m++] = xs[j];
  x = importLinalgReshape(b, x, n, s); /* drops the constant-0 (size-1) dims */
  if (n == 0)
    return x; /* a scalar broadcasts as it is */
  for (intptr_t j = 0; j < n; ++j) {
    perm[j] = indexOf(n, kept, sorted[j]);
    t[j] = s[perm[j]];
  }
  x = importerTranspose(b, x, perm);
  for (intptr_t k = 0; k < g->nLoops; ++k) {
    intptr_t j = indexOf(n, sorted, k);
    s[k] = j >= 0 ? t[j] : 1;
  }
  return importLinalgReshape(b, x, g->nLoops, s);
}

/* The inverse for output operand i: v has the loop extents (or 1 / `?`,
 * as above) on the loops the output reads and 1 elsewhere. */
static MlirValue fromLoopSpace(ImBuilder *b, const IlGeneric *g, intptr_t i, MlirValue v) {
  int64_t kept[HIDET_MAX_RANK], sorted[HIDET_MAX_RANK], s[HIDET_MAX_RANK] = {0}, perm[HIDET_MAX_RANK];
  int64_t vs[HIDET_MAX_RANK] = {0}, t[HIDET_MAX_RANK] = {0};
  intptr_t n = operandLoops(g, i, kept, sorted);
  importerShape(v, vs);
  for (intptr_t j = 0; j < n; ++j)
    s[j] = vs[sorted[j]];
  v = importLinalgReshape(b, v, n, s);
  for (intptr_t j = 0; j < n; ++j) {
    perm[j] = indexOf(n, sorted, kept[j]);
    t[j] = s[perm[j]];
  }
  v = importerTranspose(b, v, perm);
  intptr_t r = g->rank[i], m = 0; /* the sizes in loop space's terms */
  memcpy(s, g->shape[i], (size_t)r * sizeof *s);
  for (intptr_t j = 0; j < r; ++j)
    if (g->dims[i][j] >= 0)
      s[j] = t[m++];
  return importLinalgReshape(b, v, r, s);
}

/* ---- Conversion. ------------------------------------------------------------ */

/* For a boolean reduction: `reduced` holds the f32 min (and) or max (or)
 * of the 0/1 values; the i1 result is `reduced > 0.5` combined with the
 * init: `init and r` = select(init, r, false), `init or r` = select(init,
 * true, r). An init that is a fill of the neutral value (true for and,
 * false for or) or a tensor.empty is dropped. */
static MlirValue combineBoolInit(ImBuilder *b, MlirValue reduced, MlirValue init, bool isAnd) {
  MlirValue half = importerSplat(b, importerTensorType(0, NULL, importerElementType(reduced)), 0.5);
  MlirValue v = importLinalgCompare(b, "gt", reduced, half);
  double f;
  if ((importLinalgFillValue(init, &f) && (f != 0.0) == isAnd) ||
      hidetOpIs(importLinalgDefOp(init), "tensor.empty"))
    return v;
  MlirValue data = importLinalgData(b, init);
  MlirValue k = importerSplat(b, importerTensorType(0, NULL, mlirIntegerTypeGet(b->ctx, 1)), isAnd ? 0.0 : 1.0);
  return isAnd ? importLinalgSelect(b, data, v, k) : importLinalgSelect(b, data, k, v);
}

static MlirValue convertResult(ImBuilder *b, const IlGeneric *g, IlBody *e, intptr_t r) {
  MlirValue scalar;
  int comb;
  if (!resultScalar(g, r, true, &scalar, &comb))
    return (MlirValue){NULL};
  MlirValue v = importLinalgBodyValue(e, scalar);
  if (mlirValueIsNull(v))
    return v;
  MlirValue out = mlirOperationGetOperand(g->op, g->nIn + r);
  v = importerCast(b, v, importerElementType(out)); /* a yielded i1 compare is already i1 */
  v = importerBroadcast(b, v, g->nLoops, g->extent);
  if (comb < 0)
    return fromLoopSpace(b, g, g->nIn + r, v);
  int64_t axes[HIDET_MAX_RANK], s[HIDET_MAX_RANK];
  intptr_t na = 0;
  for (intptr_t k = 0; k < g->nLoops; ++k) {
    s[k] = g->reduction[k] ? 1 : g->extent[k];
    if (g->reduction[k])
      axes[na++] = k;
  }
  MlirNamedAttribute attrs[3] = {
      importerNamed(b->ctx, "kind", importerStr(b->ctx, kCombiners[comb].kind)),
      importerNamed(b->ctx, "axes", importerI64Array(b->ctx, na, axes)),
      importerNamed(b->ctx, "keepdims", mlirBoolAttrGet(b->ctx, 1))};
  if (kCombiners[comb].boolean)
    v = importerCast(b, v, mlirF32TypeGet(b->ctx));
  v = importerOp(b, "reduce", 1, &v, importerTensorType(g->nLoops, s, importerElementType(v)), 3, attrs);
  v = fromLoopSpace(b, g, g->nIn + r, v);
  if (kCombiners[comb].boolean)
    return combineBoolInit(b, v, out, kCombiners[comb].neutral != 0.0);
  return importLinalgCombineInit(b, v, out, kCombiners[comb].binop, kCombiners[comb].neutral);
}

bool importLinalgConvertGeneric(MlirOperation op) {
  IlGeneric g;
  if (!importLinalgGenericAnalyze(op, &g))
    return false;
  ImBuilder b = importerBuilderBefore(op);
  IlBody *e = importLinalgBodyCreate(&g, &b, false);
  bool ok = true;
  for (intptr_t r = 0; r < g.nOut && ok; ++r) {
    if (!resultUsed(op, r))
      continue;
    MlirValue v = convertResult(&b, &g, e, r);
    ok = !mlirValueIsNull(v);
    intptr_t o = g.nIn + r;
    if (ok && g.rows.k > 0) {
      /* rows held un-flattened stay so where the output reads them first */
      if (g.dims[o][0] == g.rowLoop) {
        ok = importLinalgRowsSet(mlirOperationGetResult(op, r), v, &g.rows);
      } else {
        hidetEmitOpError(op,
                         "result #%ld does not have the rows of a value held un-flattened "
                         "(torch's view of several dynamic dims as one) in its first dim: not "
                         "supported (docs/import-linalg.md, \"Dynamic shapes\")",
                         (long)r);
        ok = false;
      }
    }
    if (ok)
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, r), v);
  }
  importLinalgBodyDestroy(e);
  return ok;
}
