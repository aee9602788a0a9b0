/*===-- import_linalg_sym.c - symbolic sizes of torch-mlir's shape code ---===*
 * Dynamic shapes (issue 27): graph types say `?`, not which size, so a
 * reshape with dynamic dims gets its result's sizes from a fixed rule
 * (lib/reshape_rule.h). torch-mlir computes the sizes of its reshapes with
 * scalar code (tensor.dim, arith on index/i64, the "-1" inference of
 * aten.view with its selects and cmpi's; tensor.from_elements for
 * tensor.reshape, output_shape operands for expand_shape). This file
 * evaluates that code symbolically, each size a monomial
 * `num/den * s1 * s2 * ...` over the function's symbols (an argument dim's
 * `hidet.symbols` name, else "argN.K"), so the import can check that the
 * rule gives exactly the sizes the exported program computes and refuse a
 * reshape where it does not (or where the sizes cannot be worked out).
 * Dims are taken as >= 0 (so `d < 0` is false, `d >= 0` true): the rest of
 * torch-mlir's checks are asserts the import drops.
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"
#include "reshape_rule.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

#define SYM_MAX_FACTORS 8
#define SYM_NAME 48
#define SYM_DEPTH 200

typedef struct {
  int64_t num, den; /* den > 0, gcd(num, den) = 1 */
  int n;            /* factors, sorted by name (repeats for powers) */
  char f[SYM_MAX_FACTORS][SYM_NAME];
} Sym;

static int64_t gcd64(int64_t a, int64_t b) {
  a = a < 0 ? -a : a;
  b = b < 0 ? -b : b;
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a ? a : 1;
}

static void normalize(Sym *s) {
  int64_t g = gcd64(s->num, s->den);
  s->num /= g;
  s->den /= g;
  if (s->num == 0)
    s->n = 0;
}

static Sym constant(int64_t c) {
  Sym s;
  memset(&s, 0, sizeof s);
  s.num = c;
  s.den = 1;
  return s;
}

static bool isConst(const Sym *s) { return s->n == 0 && s->den == 1; }

static bool sameFactors(const Sym *a, const Sym *b) {
  if (a->n != b->n)
    return false;
  for (int i = 0; i < a->n; ++i)
    if (strcmp(a->f[i], b->f[i]) != 0)
      return false;
  return true;
}

static bool symEq(const Sym *a, const Sym *b) {
  return a->num == b->num && a->den == b->den && sameFactors(a, b);
}

static bool mul(const Sym *a, const Sym *b, Sym *r) {
  if (a->n + b->n > SYM_MAX_FACTORS)
    return false;
  Sym t = *a;
  int64_t g1 = gcd64(a->num, b->den), g2 = gcd64(b->num, a->den);
  if (__builtin_mul_overflow(a->num / g1, b->num / g2, &t.num) ||
      __builtin_mul_overflow(a->den / g2, b->den / g1, &t.den))
    return false;
  for (int i = 0; i < b->n; ++i) { /* insertion keeps the names sorted */
    int j = t.n++;
    while (j > 0 && strcmp(t.f[j - 1], b->f[i]) > 0) {
      memcpy(t.f[j], t.f[j - 1], SYM_NAME);
      --j;
    }
    memcpy(t.f[j], b->f[i], SYM_NAME);
  }
  normalize(&t);
  *r = t;
  return true;
}

/* a / b where b's factors all divide a's (an exact monomial quotient). */
static bool divide(const Sym *a, const Sym *b, Sym *r) {
  if (b->num == 0)
    return false;
  Sym t = *a;
  for (int i = 0; i < b->n; ++i) {
    int j = 0;
    while (j < t.n && strcmp(t.f[j], b->f[i]) != 0)
      ++j;
    if (j == t.n)
      return false;
    memmove(t.f[j], t.f[j + 1], (size_t)(t.n - j - 1) * SYM_NAME);
    --t.n;
  }
  int64_t g1 = gcd64(t.num, b->num), g2 = gcd64(t.den, b->den);
  int64_t num, den;
  if (__builtin_mul_overflow(t.num / g1, b->den / g2, &num) ||
      __builtin_mul_overflow(t.den / g2, b->num / g1, &den))
    return false;
  if (den < 0) {
    num = -num;
    den = -den;
  }
  t.num = num;
  t.den = den;
  normalize(&t);
  /* integer division (divsi) of sizes: exact only as a whole number */
  if (t.den != 1)
    return false;
  *r = t;
  return true;
}

/* Text of s, for messages: "2*batch*seq", "4", "seq/4". */
static void symText(const Sym *s, char *buf, size_t size) {
  size_t len = 0;
  bool any = false;
  if (s->num != 1 || s->n == 0) {
    len += (size_t)snprintf(buf + len, size - len, "%lld", (long long)s->num);
    any = true;
  }
  for (int i = 0; i < s->n && len < size; ++i) {
    len += (size_t)snprintf(buf + len, size - len, "%s%s", any ? "*" : "", s->f[i]);
    any = true;
  }
  if (s->den != 1 && len < size)
    snprintf(buf + len, size - len, "/%lld", (long long)s->den);
}

static bool evalScalar(MlirValue v, Sym *out, int depth);
static bool tensorDim(MlirValue t, int64_t d, Sym *out, int depth);

/* The symbol of dim d of function argument `arg`. */
static bool argDim(MlirValue arg, int64_t d, Sym *out) {
  MlirOperation fn = mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(arg));
  intptr_t k = mlirBlockArgumentGetArgNumber(arg);
  *out = constant(1);
  out->n = 1;
  snprintf(out->f[0], SYM_NAME, "arg%ld.%lld", (long)k, (long long)d);
  if (mlirOperationIsNull(fn) || !hidetOpIs(fn, "func.func"))
    return true;
  MlirAttribute all = hidetOpAttr(fn, "arg_attrs");
  if (mlirAttributeIsNull(all) || !mlirAttributeIsAArray(all) ||
      k >= mlirArrayAttrGetNumElements(all))
    return true;
  MlirAttribute dict = mlirArrayAttrGetElement(all, k);
  if (!mlirAttributeIsADictionary(dict))
    return true;
  MlirAttribute syms =
      mlirDictionaryAttrGetElementByName(dict, mlirStringRefCreateFromCString("hidet.symbols"));
  if (mlirAttributeIsNull(syms) || !mlirAttributeIsAArray(syms) ||
      d >= mlirArrayAttrGetNumElements(syms))
    return true;
  MlirAttribute name = mlirArrayAttrGetElement(syms, d);
  if (!mlirAttributeIsAString(name))
    return true;
  MlirStringRef s = mlirStringAttrGetValue(name);
  if (s.length > 0 && s.length < SYM_NAME) {
    memcpy(out->f[0], s.data, s.length);
    out->f[0][s.length] = 0;
  }
  return true;
}

static int64_t intAttr(MlirOperation op, const char *name) {
  MlirAttribute a = hidetOpAttr(op, name);
  return mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : -1;
}

/* arith.cmpi predicates (arith::CmpIPredicate). */
enum { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };

static bool compare(int64_t pred, const Sym *a, const Sym *b, bool *r) {
  if (isConst(a) && isConst(b)) {
    int64_t x = a->num, y = b->num;
    uint64_t ux = (uint64_t)x, uy = (uint64_t)y;
    bool t[] = {x == y, x != y, x<y, x <= y, x> y, x >= y, ux<uy, ux <= uy, ux> uy, ux >= uy};
    if (pred < 0 || pred > UGE)
      return false;
    *r = t[pred];
    return true;
  }
  if (symEq(a, b)) {
    bool t[] = {true, false, false, true, false, true, false, true, false, true};
    if (pred < 0 || pred > UGE)
      return false;
    *r = t[pred];
    return true;
  }
  /* a size (a positive monomial) against 0: sizes are >= 0 */
  if (a->num > 0 && a->n > 0 && isConst(b) && b->num == 0) {
    if (pred == SLT || pred == ULT)
      *r = false;
    else if (pred == SGE || pred == UGE)
      *r = true;
    else
      return false;
    return true;
  }
  return false;
}

/* a + b (or a - b): sums stay monomials, so only like terms combine. */
static bool addSym(const Sym *a, const Sym *b, bool sub, Sym *out) {
  if (isConst(b) && b->num == 0) {
    *out = *a;
    return true;
  }
  if (isConst(a) && a->num == 0 && !sub) {
    *out = *b;
    return true;
  }
  if (!sameFactors(a, b) || a->den != 1 || b->den != 1)
    return false;
  *out = *a;
  if (sub ? __builtin_sub_overflow(a->num, b->num, &out->num)
          : __builtin_add_overflow(a->num, b->num, &out->num))
    return false;
  normalize(out);
  return true;
}

/* Expression e of an affine.apply's map; operands are the map's dims, then
 * its symbols. torch-mlir computes the rows of a flattened [B, 6, K] as
 * `affine_map<()[s0] -> (s0 * 6)>`. Floor and ceil division are exact
 * quotients only (divide); mod is not evaluated. */
static bool evalAffineExpr(MlirAffineExpr e, MlirOperation apply, intptr_t nDims, Sym *out,
                           int depth) {
  if (depth > SYM_DEPTH)
    return false;
  if (mlirAffineExprIsAConstant(e)) {
    *out = constant(mlirAffineConstantExprGetValue(e));
    return true;
  }
  intptr_t operand = -1;
  if (mlirAffineExprIsADim(e))
    operand = mlirAffineDimExprGetPosition(e);
  else if (mlirAffineExprIsASymbol(e))
    operand = nDims + mlirAffineSymbolExprGetPosition(e);
  if (operand >= 0)
    return operand < mlirOperationGetNumOperands(apply) &&
           evalScalar(mlirOperationGetOperand(apply, operand), out, depth + 1);
  if (!mlirAffineExprIsABinary(e))
    return false;
  Sym a, b;
  if (!evalAffineExpr(mlirAffineBinaryOpExprGetLHS(e), apply, nDims, &a, depth + 1) ||
      !evalAffineExpr(mlirAffineBinaryOpExprGetRHS(e), apply, nDims, &b, depth + 1))
    return false;
  if (mlirAffineExprIsAAdd(e))
    return addSym(&a, &b, false, out);
  if (mlirAffineExprIsAMul(e))
    return mul(&a, &b, out);
  if (mlirAffineExprIsAFloorDiv(e) || mlirAffineExprIsACeilDiv(e))
    return divide(&a, &b, out);
  return false;
}

static bool evalAffineApply(MlirOperation apply, Sym *out, int depth) {
  MlirAttribute m = hidetOpAttr(apply, "map");
  if (mlirAttributeIsNull(m) || !mlirAttributeIsAAffineMap(m))
    return false;
  MlirAffineMap map = mlirAffineMapAttrGetValue(m);
  if (mlirAffineMapGetNumResults(map) != 1)
    return false;
  return evalAffineExpr(mlirAffineMapGetResult(map, 0), apply, mlirAffineMapGetNumDims(map), out,
                        depth + 1);
}

static bool evalScalar(MlirValue v, Sym *out, int depth) {
  MlirOperation d = importLinalgDefOp(v);
  if (mlirOperationIsNull(d) || depth > SYM_DEPTH)
    return false;
  intptr_t n = mlirOperationGetNumOperands(d);
  Sym a, b;
  if (hidetOpIs(d, "arith.constant")) {
    MlirAttribute c = hidetOpAttr(d, "value");
    if (!mlirAttributeIsAInteger(c))
      return false;
    *out = constant(mlirTypeIsAInteger(mlirAttributeGetType(c)) &&
                            mlirIntegerTypeGetWidth(mlirAttributeGetType(c)) == 1
                        ? (int64_t)(mlirIntegerAttrGetValueInt(c) & 1)
                        : mlirIntegerAttrGetValueInt(c));
    return true;
  }
  if (hidetOpIs(d, "tensor.dim")) {
    MlirOperation c = importLinalgDefOp(mlirOperationGetOperand(d, 1));
    if (!hidetOpIs(c, "arith.constant"))
      return false;
    return tensorDim(mlirOperationGetOperand(d, 0), intAttr(c, "value"), out, depth + 1);
  }
  if (hidetOpIs(d, "arith.index_cast") || hidetOpIs(d, "arith.index_castui") ||
      hidetOpIs(d, "arith.extsi") || hidetOpIs(d, "arith.extui") || hidetOpIs(d, "arith.trunci"))
    return evalScalar(mlirOperationGetOperand(d, 0), out, depth + 1);
  if (hidetOpIs(d, "arith.select")) {
    Sym c;
    if (!evalScalar(mlirOperationGetOperand(d, 0), &c, depth + 1) || !isConst(&c))
      return false;
    return evalScalar(mlirOperationGetOperand(d, c.num ? 1 : 2), out, depth + 1);
  }
  if (hidetOpIs(d, "affine.apply"))
    return evalAffineApply(d, out, depth);
  if (n != 2 || !evalScalar(mlirOperationGetOperand(d, 0), &a, depth + 1) ||
      !evalScalar(mlirOperationGetOperand(d, 1), &b, depth + 1))
    return false;
  if (hidetOpIs(d, "arith.muli"))
    return mul(&a, &b, out);
  if (hidetOpIs(d, "arith.divsi") || hidetOpIs(d, "arith.divui") ||
      hidetOpIs(d, "arith.floordivsi") || hidetOpIs(d, "arith.ceildivsi"))
    return divide(&a, &b, out);
  if (hidetOpIs(d, "arith.addi") || hidetOpIs(d, "arith.subi"))
    return addSym(&a, &b, hidetOpIs(d, "arith.subi"), out);
  if (hidetOpIs(d, "arith.maxui") || hidetOpIs(d, "arith.maxsi") || hidetOpIs(d, "arith.minui") ||
      hidetOpIs(d, "arith.minsi")) {
    bool max = hidetOpIs(d, "arith.maxui") || hidetOpIs(d, "arith.maxsi");
    if (symEq(&a, &b)) {
      *out = a;
      return true;
    }
    if (!isConst(&a) || !isConst(&b))
      return false;
    *out = constant(max ? (a.num > b.num ? a.num : b.num) : (a.num < b.num ? a.num : b.num));
    return true;
  }
  if (hidetOpIs(d, "arith.cmpi")) {
    bool r;
    if (!compare(intAttr(d, "predicate"), &a, &b, &r))
      return false;
    *out = constant(r);
    return true;
  }
  return false;
}

/* Dim d of tensor value t (a value of the linalg program, before the
 * conversion). */
static bool tensorDim(MlirValue t, int64_t d, Sym *out, int depth) {
  MlirType type = mlirValueGetType(t);
  if (!mlirTypeIsARankedTensor(type) || d < 0 || d >= mlirShapedTypeGetRank(type) ||
      depth > SYM_DEPTH)
    return false;
  if (!mlirShapedTypeIsDynamicDim(type, d)) {
    *out = constant(mlirShapedTypeGetDimSize(type, d));
    return true;
  }
  if (mlirValueIsABlockArgument(t))
    return argDim(t, d, out);
  MlirOperation op = importLinalgDefOp(t);
  if (hidetOpIs(op, "tensor.empty")) {
    intptr_t k = 0; /* the dynamic dims before d */
    for (int64_t i = 0; i < d; ++i)
      k += mlirShapedTypeIsDynamicDim(type, i);
    return k < mlirOperationGetNumOperands(op) &&
           evalScalar(mlirOperationGetOperand(op, k), out, depth + 1);
  }
  if (hidetOpIs(op, "tensor.cast"))
    return tensorDim(mlirOperationGetOperand(op, 0), d, out, depth + 1);
  if (hidetOpIs(op, "tensor.extract_slice")) { /* a dynamic size: its operand */
    MlirAttribute seg = hidetOpAttr(op, "operandSegmentSizes");
    MlirAttribute sizes = hidetOpAttr(op, "static_sizes");
    if (mlirAttributeIsNull(seg) || !mlirAttributeIsADenseI32Array(seg) ||
        mlirDenseArrayGetNumElements(seg) != 4 || mlirAttributeIsNull(sizes) ||
        !mlirAttributeIsADenseI64Array(sizes) || mlirDenseArrayGetNumElements(sizes) != mlirShapedTypeGetRank(type))
      return false; /* (a rank-reducing slice drops dims: not followed) */
    intptr_t k = 1 + mlirDenseI32ArrayGetElement(seg, 1);
    for (int64_t i = 0; i < d; ++i)
      k += mlirShapedTypeIsDynamicSize(mlirDenseI64ArrayGetElement(sizes, i));
    return mlirShapedTypeIsDynamicSize(mlirDenseI64ArrayGetElement(sizes, d)) &&
           k < mlirOperationGetNumOperands(op) &&
           evalScalar(mlirOperationGetOperand(op, k), out, depth + 1);
  }
  if (hidetOpIs(op, "tensor.reshape")) {
    MlirOperation fe = importLinalgDefOp(mlirOperationGetOperand(op, 1));
    return hidetOpIs(fe, "tensor.from_elements") && d < mlirOperationGetNumOperands(fe) &&
           evalScalar(mlirOperationGetOperand(fe, d), out, depth + 1);
  }
  if (hidetOpIs(op, "tensor.expand_shape")) {
    intptr_t k = 1; /* output_shape operands follow the source, one a `?` */
    for (int64_t i = 0; i < d; ++i)
      k += mlirShapedTypeIsDynamicDim(type, i);
    return k < mlirOperationGetNumOperands(op) &&
           evalScalar(mlirOperationGetOperand(op, k), out, depth + 1);
  }
  if (hidetOpIs(op, "tensor.collapse_shape")) {
    MlirAttribute re = hidetOpAttr(op, "reassociation");
    if (mlirAttributeIsNull(re) || !mlirAttributeIsAArray(re) ||
        d >= mlirArrayAttrGetNumElements(re))
      return false;
    MlirAttribute g = mlirArrayAttrGetElement(re, d);
    *out = constant(1);
    for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(g); ++i) {
      Sym s;
      if (!tensorDim(mlirOperationGetOperand(op, 0),
                     mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(g, i)), &s, depth + 1) ||
          !mul(out, &s, out))
        return false;
    }
    return true;
  }
  if (!mlirOperationIsNull(op) && importLinalgOpHasPrefix(op, "linalg.")) {
    /* destination style: a result has the shape of its init */
    intptr_t n = mlirOperationGetNumOperands(op), m = mlirOperationGetNumResults(op), r = 0;
    for (; r < m && !mlirValueEqual(mlirOperationGetResult(op, r), t); ++r)
      ;
    if (r == m || n < m)
      return false;
    return tensorDim(mlirOperationGetOperand(op, n - m + r), d, out, depth + 1);
  }
  return false;
}

bool importLinalgCheckDynReshape(MlirOperation op) {
  MlirValue x = mlirOperationGetOperand(op, 0), y = mlirOperationGetResult(op, 0);
  int64_t in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  intptr_t ri = importerShape(x, in), ro = importerShape(y, out);
  bool dyn = false;
  for (intptr_t i = 0; i < ri; ++i)
    dyn = dyn || mlirShapedTypeIsDynamicSize(in[i]);
  for (intptr_t i = 0; i < ro; ++i)
    dyn = dyn || mlirShapedTypeIsDynamicSize(out[i]);
  if (!dyn)
    return true;
  HidetDynReshape plan;
  char why[256];
  HidetStr ts = hidetPrintType(mlirValueGetType(x)), tr = hidetPrintType(mlirValueGetType(y));
  bool ok = hidetDynReshapePlan(ri, in, ro, out, &plan, why, sizeof why);
  if (!ok)
    hidetEmitOpError(op,
                     "reshapes %s to %s, which graph.reshape cannot express: %s "
                     "(docs/import-linalg.md, \"Dynamic shapes\")",
                     ts.data, tr.data, why);
  for (int64_t j = 0; ok && j < plan.k; ++j) {
    Sym a, b, f = constant(plan.num[j]), want;
    f.den = plan.den[j];
    normalize(&f);
    int64_t o = plan.outDim[j];
    if (!tensorDim(x, plan.inDim[j], &a, 0) || !tensorDim(y, o, &b, 0)) {
      hidetEmitOpError(op,
                       "reshapes %s to %s: the size of result dim %lld (or input dim %lld) is "
                       "computed by code hidet-import-linalg cannot evaluate symbolically "
                       "(docs/import-linalg.md, \"Dynamic shapes\")",
                       ts.data, tr.data, (long long)o, (long long)plan.inDim[j]);
      ok = false;
    } else if (!mul(&a, &f, &want) || !symEq(&want, &b)) {
      char ws[160] = "?", bs[160];
      symText(&want, ws, sizeof ws);
      symText(&b, bs, sizeof bs);
      hidetEmitOpError(op,
                       "reshapes %s to %s: result dim %lld is %s, but graph.reshape's rule for "
                       "dynamic dims gives %s (input dim %lld times the static dims around "
                       "it; docs/dialects.md, \"Dynamic shapes\")",
                       ts.data, tr.data, (long long)o, bs, ws, (long long)plan.inDim[j]);
      ok = false;
    }
  }
  hidetStrFree(&ts);
  hidetStrFree(&tr);
  return ok;
}

bool importLinalgSymDimsEqual(MlirValue a, int64_t da, MlirValue b, int64_t db) {
  Sym x, y;
  return tensorDim(a, da, &x, 0) && tensorDim(b, db, &y, 0) && symEq(&x, &y);
}

bool importLinalgSymScalarIsDim(MlirValue s, MlirValue t, int64_t d) {
  Sym x, y;
  return evalScalar(s, &x, 0) && tensorDim(t, d, &y, 0) && symEq(&x, &y);
}

/* Dim d of the value the import will hold for program value t: where the
 * program has a static size but the import keeps a `?` (a tensor.cast of a
 * `?` to 1, a linalg init with a 1 where its inputs have the `?`: torch-
 * mlir's mis-lowered [B, S, E] -> [B*S, E] view), follow the data back to
 * the `?`. Constant 1 when nothing dynamic is found. */
static bool heldDim(MlirValue t, int64_t d, Sym *out, int depth, int *budget) {
  MlirType type = mlirValueGetType(t);
  /* the budget bounds the walk through generics with several inputs */
  if (!mlirTypeIsARankedTensor(type) || d < 0 || d >= mlirShapedTypeGetRank(type) ||
      depth > SYM_DEPTH || --*budget < 0)
    return false;
  MlirOperation op = importLinalgDefOp(t);
  if (hidetOpIs(op, "tensor.cast")) /* either way: the import holds the source */
    return heldDim(mlirOperationGetOperand(op, 0), d, out, depth + 1, budget);
  if (mlirShapedTypeIsDynamicDim(type, d) || mlirShapedTypeGetDimSize(type, d) != 1)
    return tensorDim(t, d, out, depth + 1);
  if (hidetOpIs(op, "linalg.transpose")) {
    int64_t perm[HIDET_MAX_RANK];
    MlirAttribute p = hidetOpAttr(op, "permutation");
    if (!importLinalgIntList(p, mlirShapedTypeGetRank(type), perm))
      return false;
    return heldDim(mlirOperationGetOperand(op, 0), perm[d], out, depth + 1, budget);
  }
  if (hidetOpIs(op, "linalg.generic")) {
    /* the loop output dim d runs over, then an input dim reading it */
    MlirAttribute maps = hidetOpAttr(op, "indexing_maps");
    intptr_t n = mlirOperationGetNumOperands(op), m = mlirOperationGetNumResults(op), r = 0;
    for (; r < m && !mlirValueEqual(mlirOperationGetResult(op, r), t); ++r)
      ;
    if (r == m || mlirAttributeIsNull(maps) || mlirArrayAttrGetNumElements(maps) != n)
      return false;
    MlirAffineMap om = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, n - m + r));
    MlirAffineExpr oe = mlirAffineMapGetResult(om, d);
    if (!mlirAffineExprIsADim(oe))
      return false;
    intptr_t loop = mlirAffineDimExprGetPosition(oe);
    for (intptr_t i = 0; i < n - m; ++i) {
      MlirAffineMap im = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
      for (intptr_t j = 0; j < mlirAffineMapGetNumResults(im); ++j) {
        MlirAffineExpr e = mlirAffineMapGetResult(im, j);
        Sym s;
        if (mlirAffineExprIsADim(e) && mlirAffineDimExprGetPosition(e) == loop &&
            heldDim(mlirOperationGetOperand(op, i), j, &s, depth + 1, budget) &&
            !(isConst(&s) && s.num == 1)) {
          *out = s;
          return true;
        }
      }
    }
  }
  *out = constant(1);
  return true;
}

bool importLinalgSymHeldDimText(MlirValue t, int64_t d, char *buf, size_t size) {
  Sym s;
  int budget = 4096;
  if (!heldDim(t, d, &s, 0, &budget))
    return false;
  symText(&s, buf, size);
  return true;
}

bool importLinalgSymScalarText(MlirValue v, char *buf, size_t size) {
  Sym s;
  if (!evalScalar(v, &s, 0))
    return false;
  symText(&s, buf, size);
  return true;
}

bool importLinalgSymDimText(MlirValue t, int64_t d, char *buf, size_t size) {
  Sym s;
  if (!tensorDim(t, d, &s, 0))
    return false;
  symText(&s, buf, size);
  return true;
}
