/*===-- import_linalg_tri.c - index-built triangular masks -> tri_mask ----===*
 * torch's causal mask over a `?` length (scaled_dot_product_attention with
 * is_causal=True, torch.tril(torch.ones(S, S))) reaches linalg as index
 * arithmetic on tensors: an `arange` generic (linalg.index), expand_shapes
 * of it to [1, S] and [S, 1], a generic that subtracts them, one that
 * compares with 0, an `andi` with a generic of ones. With static sizes
 * import_linalg_fold.c evaluates it into a constant; with a `?` extent
 * nothing can be materialised, and the arange generic alone is refused
 * ("indexes a loop whose extent is dynamic").
 *
 * This file evaluates such a chain symbolically, element by element: every
 * integer element is an affine form c + sum a_k * i_k of the indices of
 * the value's dims, every boolean one a constant or `f <= 0` for such a
 * form f (integer compares normalised: x < y is x - y + 1 <= 0). It follows
 * all-parallel linalg.generics (bodies of arith.constant, linalg.index,
 * index_cast/extsi/trunci, addi/subi, muli by a constant, cmpi with a
 * signed or equality-free predicate, andi/ori with a constant, xori with
 * true; inputs through their indexing maps), expand_shape/collapse_shape
 * (a unit dim carries no index), tensor.cast and splat integer constants.
 * Anything else is not evaluated.
 *
 * A 2-D i1 generic result with a `?` dim whose elements are `j - i + c <=
 * 0` (i, j its row and column indices) is the lower triangle with diagonal
 * -c. Where each of its dims is proven (import_linalg_sym.c) to be a dim of
 * a function argument, the generic is replaced, before the checks, by
 * graph.tri_mask(arg) {dims, diagonal}, and the chain that only fed it is
 * erased. Static masks are left to the constant fold; anything not proven
 * is left as it is (the checks then report it).
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

#define TRI_DEPTH 48
/* |coefficients| and |constants| stay below this: no overflow anywhere */
#define TRI_BOUND ((int64_t)1 << 40)

typedef struct {
  int64_t c;
  int64_t a[HIDET_MAX_RANK];
} Aff;

/* A boolean element: `isConst ? value : f <= 0`. */
typedef struct {
  bool isConst, value;
  Aff f;
} Pred;

/* arith.cmpi predicates (arith::CmpIPredicate). */
enum { EQ, NE, SLT, SLE, SGT, SGE };

static bool inBound(const Aff *x) {
  if (x->c <= -TRI_BOUND || x->c >= TRI_BOUND)
    return false;
  for (int k = 0; k < HIDET_MAX_RANK; ++k)
    if (x->a[k] <= -TRI_BOUND || x->a[k] >= TRI_BOUND)
      return false;
  return true;
}

/* sx * x + sy * y + c (y may be NULL), false on overflow. */
static bool linTerm(int64_t sx, int64_t x, int64_t sy, int64_t y, int64_t c, int64_t *r) {
  int64_t p, q;
  return !__builtin_mul_overflow(sx, x, &p) && !__builtin_mul_overflow(sy, y, &q) &&
         !__builtin_add_overflow(p, q, r) && !__builtin_add_overflow(*r, c, r);
}

static bool lin(const Aff *x, int64_t sx, const Aff *y, int64_t sy, int64_t c, Aff *r) {
  Aff t;
  if (!linTerm(sx, x->c, y ? sy : 0, y ? y->c : 0, c, &t.c))
    return false;
  for (int k = 0; k < HIDET_MAX_RANK; ++k)
    if (!linTerm(sx, x->a[k], y ? sy : 0, y ? y->a[k] : 0, 0, &t.a[k]))
      return false;
  *r = t;
  return inBound(r);
}

static bool isZero(const Aff *x) {
  for (int k = 0; k < HIDET_MAX_RANK; ++k)
    if (x->a[k] != 0)
      return false;
  return true;
}

static int64_t intAttrOf(MlirOperation op, const char *name) {
  MlirAttribute a = hidetOpAttr(op, name);
  return mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : -1;
}

static bool isI1(MlirType t) { return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1; }

/* ---- Tensors: an element as a function of the value's own dim indices. -- */

static bool tensorInt(MlirValue t, Aff *out, int depth);
static bool tensorBool(MlirValue t, Pred *out, int depth);

typedef struct {
  MlirOperation op;
  MlirBlock body;
  intptr_t nIn;
  MlirAttribute maps;
} Gen;

/* Re-expresses x, a function of the dims of the generic's input `i`, as a
 * function of its loops (the input's indexing map: dims or constants). */
static bool toLoops(const Gen *g, intptr_t i, const Aff *x, Aff *r) {
  MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(g->maps, i));
  Aff t;
  memset(&t, 0, sizeof t);
  t.c = x->c;
  for (intptr_t k = 0; k < mlirAffineMapGetNumResults(m) && k < HIDET_MAX_RANK; ++k) {
    if (x->a[k] == 0)
      continue;
    MlirAffineExpr e = mlirAffineMapGetResult(m, k);
    intptr_t l = mlirAffineExprIsADim(e) ? mlirAffineDimExprGetPosition(e) : -1;
    if (l >= 0 && l < HIDET_MAX_RANK) {
      if (__builtin_add_overflow(t.a[l], x->a[k], &t.a[l]))
        return false;
    } else if (!mlirAffineExprIsAConstant(e) ||
               !linTerm(x->a[k], mlirAffineConstantExprGetValue(e), 0, 0, t.c, &t.c)) {
      return false;
    }
  }
  *r = t;
  return inBound(r);
}

static bool scalarInt(const Gen *g, MlirValue v, Aff *out, int depth);

/* v an argument of g's body for one of its inputs: that input's index,
 * else -1 (an output's argument, or a value of another block). */
static intptr_t bodyInput(const Gen *g, MlirValue v) {
  if (!mlirValueIsABlockArgument(v) || !mlirBlockEqual(mlirBlockArgumentGetOwner(v), g->body))
    return -1;
  intptr_t i = mlirBlockArgumentGetArgNumber(v);
  return i < g->nIn ? i : -1;
}

/* d an integer arith.constant: its value. */
static bool intConstant(MlirOperation d, int64_t *value) {
  if (!hidetOpIs(d, "arith.constant"))
    return false;
  MlirAttribute a = hidetOpAttr(d, "value");
  if (!mlirAttributeIsAInteger(a))
    return false;
  *value = mlirIntegerAttrGetValueInt(a);
  return true;
}

static bool scalarBool(const Gen *g, MlirValue v, Pred *out, int depth) {
  if (depth > TRI_DEPTH || !isI1(mlirValueGetType(v)))
    return false;
  if (mlirValueIsABlockArgument(v)) {
    intptr_t i = bodyInput(g, v);
    Pred p;
    if (i < 0 || !tensorBool(mlirOperationGetOperand(g->op, i), &p, depth + 1))
      return false;
    if (!p.isConst && !toLoops(g, i, &p.f, &p.f))
      return false;
    *out = p;
    return true;
  }
  MlirOperation d = importLinalgDefOp(v);
  int64_t c;
  if (intConstant(d, &c)) {
    out->isConst = true;
    out->value = (c & 1) != 0;
    return true;
  }
  if (hidetOpIs(d, "arith.cmpi")) {
    Aff x, y;
    int64_t pred = intAttrOf(d, "predicate");
    if (!scalarInt(g, mlirOperationGetOperand(d, 0), &x, depth + 1) ||
        !scalarInt(g, mlirOperationGetOperand(d, 1), &y, depth + 1))
      return false;
    out->isConst = false;
    /* signed orders only: x <= y is x - y <= 0, x < y is x - y + 1 <= 0 */
    switch (pred) {
    case SLE: return lin(&x, 1, &y, -1, 0, &out->f);
    case SLT: return lin(&x, 1, &y, -1, 1, &out->f);
    case SGE: return lin(&y, 1, &x, -1, 0, &out->f);
    case SGT: return lin(&y, 1, &x, -1, 1, &out->f);
    default: return false;
    }
  }
  bool andi = hidetOpIs(d, "arith.andi"), ori = hidetOpIs(d, "arith.ori");
  if (andi || ori || hidetOpIs(d, "arith.xori")) {
    Pred x, y;
    if (!scalarBool(g, mlirOperationGetOperand(d, 0), &x, depth + 1) ||
        !scalarBool(g, mlirOperationGetOperand(d, 1), &y, depth + 1))
      return false;
    if (!x.isConst) { /* the constant one first */
      Pred s = x;
      x = y;
      y = s;
    }
    if (!x.isConst)
      return false;
    if (y.isConst) {
      *out = y;
      out->value = andi ? x.value && y.value : ori ? x.value || y.value : x.value != y.value;
      return true;
    }
    if (andi || ori) { /* true & p = p, false | p = p; else a constant */
      *out = x.value == andi ? y : x;
      return true;
    }
    if (!x.value) { /* false ^ p = p */
      *out = y;
      return true;
    }
    /* true ^ (f <= 0) is f >= 1: -f + 1 <= 0 */
    out->isConst = false;
    return lin(&y.f, -1, NULL, 0, 1, &out->f);
  }
  return false;
}

static bool scalarInt(const Gen *g, MlirValue v, Aff *out, int depth) {
  MlirType type = mlirValueGetType(v);
  if (depth > TRI_DEPTH || !(mlirTypeIsAIndex(type) || mlirTypeIsAInteger(type)) || isI1(type))
    return false;
  if (mlirValueIsABlockArgument(v)) {
    intptr_t i = bodyInput(g, v);
    Aff x;
    return i >= 0 && tensorInt(mlirOperationGetOperand(g->op, i), &x, depth + 1) &&
           toLoops(g, i, &x, out);
  }
  MlirOperation d = importLinalgDefOp(v);
  memset(out, 0, sizeof *out);
  if (intConstant(d, &out->c))
    return inBound(out);
  if (hidetOpIs(d, "linalg.index")) {
    int64_t k = intAttrOf(d, "dim");
    if (!mlirBlockEqual(mlirOperationGetBlock(d), g->body) || k < 0 || k >= HIDET_MAX_RANK)
      return false;
    out->a[k] = 1;
    return true;
  }
  /* values stay far below 2^31 (bounded coefficients times sizes): sign
   * extension and truncation to >= 32 bits keep them */
  if (hidetOpIs(d, "arith.index_cast") || hidetOpIs(d, "arith.extsi") ||
      (hidetOpIs(d, "arith.trunci") && mlirTypeIsAInteger(type) &&
       mlirIntegerTypeGetWidth(type) >= 32))
    return scalarInt(g, mlirOperationGetOperand(d, 0), out, depth + 1);
  bool add = hidetOpIs(d, "arith.addi"), sub = hidetOpIs(d, "arith.subi");
  if (add || sub || hidetOpIs(d, "arith.muli")) {
    Aff x, y;
    if (!scalarInt(g, mlirOperationGetOperand(d, 0), &x, depth + 1) ||
        !scalarInt(g, mlirOperationGetOperand(d, 1), &y, depth + 1))
      return false;
    if (add || sub)
      return lin(&x, 1, &y, sub ? -1 : 1, 0, out);
    if (isZero(&x) && x.c > -TRI_BOUND && x.c < TRI_BOUND)
      return lin(&y, x.c, NULL, 0, 0, out);
    if (isZero(&y))
      return lin(&x, y.c, NULL, 0, 0, out);
  }
  return false;
}

/* The generic of result t (all-parallel, result #r): its yield in loop
 * space, re-expressed over the result's dims. */
static bool genericOf(MlirValue t, Gen *g, intptr_t *r, MlirValue *yielded) {
  MlirOperation op = importLinalgDefOp(t);
  if (!hidetOpIs(op, "linalg.generic"))
    return false;
  MlirAttribute seg = hidetOpAttr(op, "operandSegmentSizes");
  MlirAttribute iters = hidetOpAttr(op, "iterator_types");
  g->op = op;
  g->maps = hidetOpAttr(op, "indexing_maps");
  if (mlirAttributeIsNull(seg) || !mlirAttributeIsADenseI32Array(seg) ||
      mlirAttributeIsNull(iters) || !mlirAttributeIsAArray(iters) ||
      mlirAttributeIsNull(g->maps) || !mlirAttributeIsAArray(g->maps) ||
      mlirArrayAttrGetNumElements(iters) > HIDET_MAX_RANK)
    return false;
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(iters); ++i) {
    MlirAttribute it = mlirArrayAttrGetElement(iters, i);
    MlirAttribute par = mlirAttributeParseGet(
        mlirOperationGetContext(op), mlirStringRefCreateFromCString("#linalg.iterator_type<parallel>"));
    if (!mlirAttributeEqual(it, par))
      return false;
  }
  g->nIn = mlirDenseI32ArrayGetElement(seg, 0);
  g->body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(g->body))
    return false;
  for (*r = 0; *r < mlirOperationGetNumResults(op) &&
               !mlirValueEqual(mlirOperationGetResult(op, *r), t);
       ++*r)
    ;
  MlirOperation y = mlirBlockGetTerminator(g->body);
  if (mlirOperationIsNull(y) || !hidetOpIs(y, "linalg.yield") ||
      *r >= mlirOperationGetNumOperands(y))
    return false;
  *yielded = mlirOperationGetOperand(y, *r);
  return true;
}

/* x over the generic's loops -> over result r's dims (output map: dims). */
static bool toResult(const Gen *g, intptr_t r, const Aff *x, Aff *out) {
  MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(g->maps, g->nIn + r));
  Aff t;
  memset(&t, 0, sizeof t);
  t.c = x->c;
  for (int l = 0; l < HIDET_MAX_RANK; ++l) {
    if (x->a[l] == 0)
      continue;
    intptr_t k = 0, n = mlirAffineMapGetNumResults(m);
    for (; k < n; ++k) {
      MlirAffineExpr e = mlirAffineMapGetResult(m, k);
      if (mlirAffineExprIsADim(e) && mlirAffineDimExprGetPosition(e) == l)
        break;
    }
    if (k == n)
      return false;
    t.a[k] = x->a[l];
  }
  *out = t;
  return true;
}

/* Reshapes: a dim index moves to the one non-unit dim of its group. */
static bool throughReshape(MlirOperation op, MlirValue t, bool expand, const Aff *src, Aff *out) {
  MlirAttribute re = hidetOpAttr(op, "reassociation");
  MlirType big = mlirValueGetType(expand ? t : mlirOperationGetOperand(op, 0));
  if (mlirAttributeIsNull(re) || !mlirAttributeIsAArray(re))
    return false;
  memset(out, 0, sizeof *out);
  out->c = src->c;
  for (intptr_t gi = 0; gi < mlirArrayAttrGetNumElements(re); ++gi) {
    MlirAttribute grp = mlirArrayAttrGetElement(re, gi);
    intptr_t nonUnit = -1, count = 0;
    for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(grp); ++i) {
      int64_t d = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(grp, i));
      if (d >= HIDET_MAX_RANK)
        return false;
      if (mlirShapedTypeIsDynamicDim(big, d) || mlirShapedTypeGetDimSize(big, d) != 1) {
        nonUnit = d;
        ++count;
      }
    }
    if (count > 1)
      return false;
    if (expand) { /* src over the group (one source dim gi) */
      if (nonUnit >= 0)
        out->a[nonUnit] = src->a[gi];
    } else if (nonUnit >= 0) {
      out->a[gi] = src->a[nonUnit];
    }
    /* a group of unit dims reads index 0 only: its coefficient goes */
  }
  return true;
}

static bool tensorInt(MlirValue t, Aff *out, int depth) {
  MlirType type = mlirValueGetType(t);
  if (depth > TRI_DEPTH || !mlirTypeIsARankedTensor(type) ||
      mlirShapedTypeGetRank(type) > HIDET_MAX_RANK || isI1(mlirShapedTypeGetElementType(type)))
    return false;
  MlirOperation op = importLinalgDefOp(t);
  memset(out, 0, sizeof *out);
  if (hidetOpIs(op, "arith.constant")) {
    MlirAttribute a = hidetOpAttr(op, "value");
    if (!mlirAttributeIsADenseElements(a) || !mlirDenseElementsAttrIsSplat(a))
      return false;
    MlirAttribute v = mlirDenseElementsAttrGetSplatValue(a); /* any integer width */
    if (!mlirAttributeIsAInteger(v))
      return false;
    out->c = mlirIntegerAttrGetValueInt(v);
    return inBound(out);
  }
  if (hidetOpIs(op, "tensor.cast"))
    return tensorInt(mlirOperationGetOperand(op, 0), out, depth + 1);
  bool expand = hidetOpIs(op, "tensor.expand_shape");
  if (expand || hidetOpIs(op, "tensor.collapse_shape")) {
    Aff src;
    return tensorInt(mlirOperationGetOperand(op, 0), &src, depth + 1) &&
           throughReshape(op, t, expand, &src, out);
  }
  Gen g;
  intptr_t r;
  MlirValue y;
  Aff x;
  return genericOf(t, &g, &r, &y) && scalarInt(&g, y, &x, depth + 1) && toResult(&g, r, &x, out);
}

static bool tensorBool(MlirValue t, Pred *out, int depth) {
  MlirType type = mlirValueGetType(t);
  if (depth > TRI_DEPTH || !mlirTypeIsARankedTensor(type) ||
      mlirShapedTypeGetRank(type) > HIDET_MAX_RANK || !isI1(mlirShapedTypeGetElementType(type)))
    return false;
  MlirOperation op = importLinalgDefOp(t);
  if (hidetOpIs(op, "arith.constant")) {
    MlirAttribute a = hidetOpAttr(op, "value");
    if (!mlirAttributeIsADenseElements(a) || !mlirDenseElementsAttrIsSplat(a))
      return false;
    MlirAttribute v = mlirDenseElementsAttrGetSplatValue(a);
    if (!mlirAttributeIsAInteger(v) && !mlirAttributeIsABool(v))
      return false;
    out->isConst = true;
    out->value = mlirAttributeIsABool(v) ? mlirBoolAttrGetValue(v)
                                         : (mlirIntegerAttrGetValueInt(v) & 1) != 0;
    return true;
  }
  if (hidetOpIs(op, "tensor.cast"))
    return tensorBool(mlirOperationGetOperand(op, 0), out, depth + 1);
  bool expand = hidetOpIs(op, "tensor.expand_shape");
  if (expand || hidetOpIs(op, "tensor.collapse_shape")) {
    Pred src;
    if (!tensorBool(mlirOperationGetOperand(op, 0), &src, depth + 1))
      return false;
    *out = src;
    return src.isConst || throughReshape(op, t, expand, &src.f, &out->f);
  }
  Gen g;
  intptr_t r;
  MlirValue y;
  Pred p;
  if (!genericOf(t, &g, &r, &y) || !scalarBool(&g, y, &p, depth + 1))
    return false;
  *out = p;
  return p.isConst || toResult(&g, r, &p.f, &out->f);
}

/* ---- The rewrite. ------------------------------------------------------ */

/* Whether dim d of t is proven equal to dim k of a (both `?` or both
 * static). */
static bool sameDim(MlirValue t, int64_t d, MlirValue a, int64_t k) {
  MlirType at = mlirValueGetType(a), tt = mlirValueGetType(t);
  return mlirShapedTypeIsDynamicDim(at, k) == mlirShapedTypeIsDynamicDim(tt, d) &&
         importLinalgSymDimsEqual(t, d, a, k);
}

/* A function argument with dims proven equal to both dims of the 2-D t:
 * tri_mask's size source. */
static bool sizeSource(MlirBlock fnBody, MlirValue t, MlirValue *arg, int64_t *dims) {
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(fnBody); ++i) {
    MlirValue a = mlirBlockGetArgument(fnBody, i);
    MlirType at = mlirValueGetType(a);
    if (!mlirTypeIsARankedTensor(at))
      continue;
    intptr_t rank = mlirShapedTypeGetRank(at);
    for (dims[0] = 0; dims[0] < rank; ++dims[0]) {
      if (!sameDim(t, 0, a, dims[0]))
        continue;
      for (dims[1] = 0; dims[1] < rank; ++dims[1])
        if (sameDim(t, 1, a, dims[1])) {
          *arg = a;
          return true;
        }
    }
  }
  return false;
}

#define TRI_CHAIN 256

static bool isProgramTensorOp(MlirOperation op, MlirBlock fnBody) {
  return !mlirOperationIsNull(op) && mlirBlockEqual(mlirOperationGetBlock(op), fnBody) &&
         (importLinalgOpHasPrefix(op, "linalg.") || importLinalgOpHasPrefix(op, "tensor."));
}

static bool hasUses(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return true;
  return false;
}

/* Erases `root` (now unused) and then every linalg/tensor op of the
 * program among its transitive producers that no longer has a use. The
 * producers are collected before anything is destroyed, and an erased op is
 * never looked at again (producers are shared: an init feeds several
 * generics of the chain). */
static void eraseDeadChain(MlirOperation root, MlirBlock fnBody) {
  MlirOperation ops[TRI_CHAIN];
  bool gone[TRI_CHAIN] = {false};
  int n = 0;
  ops[n++] = root;
  for (int i = 0; i < n; ++i)
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(ops[i]); ++k) {
      MlirOperation d = importLinalgDefOp(mlirOperationGetOperand(ops[i], k));
      bool seen = !isProgramTensorOp(d, fnBody);
      for (int j = 0; j < n && !seen; ++j)
        seen = mlirOperationEqual(ops[j], d);
      if (!seen && n < TRI_CHAIN)
        ops[n++] = d;
    }
  for (bool again = true; again;) {
    again = false;
    for (int i = 0; i < n; ++i)
      if (!gone[i] && !hasUses(ops[i])) {
        mlirOperationDestroy(ops[i]);
        gone[i] = again = true;
      }
  }
}

static bool rewriteMask(MlirOperation op, MlirBlock fnBody) {
  if (mlirOperationGetNumResults(op) != 1)
    return false;
  MlirValue t = mlirOperationGetResult(op, 0);
  MlirType type = mlirValueGetType(t);
  if (!mlirTypeIsARankedTensor(type) || mlirShapedTypeGetRank(type) != 2 ||
      !isI1(mlirShapedTypeGetElementType(type)) || mlirShapedTypeHasStaticShape(type))
    return false;
  Pred p;
  if (!tensorBool(t, &p, 0) || p.isConst)
    return false;
  /* j - i + c <= 0, nothing else: the lower triangle, diagonal -c */
  for (int k = 2; k < HIDET_MAX_RANK; ++k)
    if (p.f.a[k] != 0)
      return false;
  if (p.f.a[0] != -1 || p.f.a[1] != 1)
    return false;
  MlirValue arg;
  int64_t dims[2];
  if (!sizeSource(fnBody, t, &arg, dims))
    return false;
  ImBuilder b = importerBuilderBefore(op);
  MlirNamedAttribute attrs[2] = {
      importerNamed(b.ctx, "dims", importerI64Array(b.ctx, 2, dims)),
      importerNamed(b.ctx, "diagonal", importerI64(b.ctx, -p.f.c))};
  MlirValue mask = importerOp(&b, "tri_mask", 1, &arg, type, 2, attrs);
  mlirValueReplaceAllUsesOfWith(t, mask);
  eraseDeadChain(op, fnBody);
  return true;
}

/* Back to front: the outermost value that is the triangle goes first (an
 * `and` with ones, not the compare under it), with its whole chain. */
void importLinalgRaiseTriMasks(MlirBlock fnBody) {
  for (bool again = true; again;) {
    again = false;
    HidetOpList all = hidetOpListOfBlock(fnBody);
    for (size_t i = all.len; i-- > 0 && !again;) /* ops were erased: list again */
      again = hidetOpIs(all.ops[i], "linalg.generic") && rewriteMask(all.ops[i], fnBody);
    hidetOpListFree(&all);
  }
}
