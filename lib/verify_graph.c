/*===-- verify_graph.c - Shape, type and attribute rules of graph ops -----===*
 * IRDL checks operand/result counts and kinds and the required attributes'
 * attribute kinds; this file checks everything else (see docs/dialects.md).
 * Every check that does not depend on an earlier failed one is run, so one
 * call reports every violated rule of the op.
 *===----------------------------------------------------------------------===*/
#include "graph_ops.h"
#include "hidet_internal.h"
#include "reshape_rule.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- Verifier state and small utilities. ------------------------------ */

typedef struct {
  int64_t rank;
  int64_t d[HIDET_MAX_RANK];
} Shape;

typedef struct {
  MlirOperation op;
  bool failed;
  intptr_t numOperands;
  Shape in[4]; /* operand shapes (the first four; concat reads the rest) */
  Shape out;   /* result shape */
} V;

/* Reports one violated rule and marks the op as failed. */
#define ERR(v, ...) ((v)->failed = true, (void)hidetEmitOpError((v)->op, __VA_ARGS__))

/* A fixed-size text buffer, returned by value so that several can appear in
 * one printf argument list (C11 temporary lifetime). */
typedef struct {
  char s[512];
} Text;

/* Formats a shape as "4x3", or "scalar" for rank 0. */
static Text shapeText(const Shape *sh) {
  Text t;
  size_t n = 0;
  t.s[0] = '\0';
  if (sh->rank == 0)
    snprintf(t.s, sizeof t.s, "scalar");
  for (int64_t i = 0; i < sh->rank && n < sizeof t.s; ++i) {
    int w = mlirShapedTypeIsDynamicSize(sh->d[i])
                ? snprintf(t.s + n, sizeof t.s - n, "%s?", i ? "x" : "")
                : snprintf(t.s + n, sizeof t.s - n, "%s%" PRId64, i ? "x" : "", sh->d[i]);
    n += w > 0 ? (size_t)w : 0;
  }
  return t;
}

/* Truncating copy of a HidetStr into a Text (frees the HidetStr). */
static Text fromStr(HidetStr s) {
  Text t;
  if (s.len < sizeof t.s) {
    memcpy(t.s, s.data, s.len + 1);
  } else {
    memcpy(t.s, s.data, sizeof t.s - 4);
    memcpy(t.s + sizeof t.s - 4, "...", 4);
  }
  hidetStrFree(&s);
  return t;
}

static Text typeText(MlirType type) { return fromStr(hidetPrintType(type)); }
static Text attrText(MlirAttribute attr) { return fromStr(hidetPrintAttribute(attr)); }

/* Formats a DenseI64Array as "[1, 2]". */
static Text listText(MlirAttribute arr) {
  Text t;
  size_t n = 1;
  intptr_t len = mlirDenseArrayGetNumElements(arr), i;
  strcpy(t.s, "[");
  for (i = 0; i < len && n + 32 < sizeof t.s; ++i) {
    int w = snprintf(t.s + n, sizeof t.s - n, "%s%" PRId64, i ? ", " : "",
                     mlirDenseI64ArrayGetElement(arr, i));
    n += w > 0 ? (size_t)w : 0;
  }
  snprintf(t.s + n, sizeof t.s - n, "%s]", i < len ? ", ..." : "");
  return t;
}

static bool shapeEq(const Shape *a, const Shape *b) {
  if (a->rank != b->rank)
    return false;
  for (int64_t i = 0; i < a->rank; ++i)
    if (a->d[i] != b->d[i])
      return false;
  return true;
}

static MlirType operandType(MlirOperation op, intptr_t i) {
  return mlirValueGetType(mlirOperationGetOperand(op, i));
}

static MlirType resultType(MlirOperation op) {
  return mlirValueGetType(mlirOperationGetResult(op, 0));
}

/* Shape of a type already checked by checkGeneral; a dynamic dim is
 * ShapedType's dynamic size (printed `?`). */
static Shape shapeOf(MlirType type) {
  Shape sh = {0, {0}};
  if (!mlirTypeIsARankedTensor(type) || mlirShapedTypeGetRank(type) > HIDET_MAX_RANK)
    return sh;
  sh.rank = mlirShapedTypeGetRank(type);
  for (int64_t i = 0; i < sh.rank; ++i)
    sh.d[i] = mlirShapedTypeGetDimSize(type, i);
  return sh;
}

static bool isDyn(int64_t d) { return mlirShapedTypeIsDynamicSize(d); }

/* Two extents that must agree: a `?` agrees with anything at verify time
 * (the sizes are checked at run time). */
static bool dimsAgree(int64_t a, int64_t b) { return a == b || isDyn(a) || isDyn(b); }

/* Normalises an axis in [-rank, rank) to [0, rank); false if out of range. */
static bool normAxis(int64_t axis, int64_t rank, int64_t *out) {
  if (axis < -rank || axis >= rank)
    return false;
  *out = axis < 0 ? axis + rank : axis;
  return true;
}

/* Numpy broadcast of two shapes (right-aligned, equal or 1). */
static bool broadcastShapes(const Shape *a, const Shape *b, Shape *out) {
  out->rank = a->rank > b->rank ? a->rank : b->rank;
  for (int64_t i = 0; i < out->rank; ++i) {
    int64_t ia = a->rank - out->rank + i, ib = b->rank - out->rank + i;
    int64_t da = ia >= 0 ? a->d[ia] : 1, db = ib >= 0 ? b->d[ib] : 1;
    if (isDyn(da) || isDyn(db)) { /* a static size > 1 wins, else `?` */
      out->d[i] = !isDyn(da) && da != 1   ? da
                  : !isDyn(db) && db != 1 ? db
                                          : mlirShapedTypeGetDynamicSize();
      continue;
    }
    if (da != db && da != 1 && db != 1)
      return false;
    out->d[i] = da == 1 ? db : da;
  }
  return true;
}

/* Reports a result shape that differs from the expected one. */
static void expectResult(V *v, const Shape *expected) {
  if (!shapeEq(&v->out, expected))
    ERR(v, "result shape %s does not match the expected %s", shapeText(&v->out).s,
        shapeText(expected).s);
}

/* Result type must equal the type of operand #0 (unary-like ops). */
static void expectSameTypeAsInput(V *v) {
  MlirType in = operandType(v->op, 0), out = resultType(v->op);
  if (!shapeEq(&v->out, &v->in[0]))
    ERR(v, "result shape %s does not match the expected %s", shapeText(&v->out).s,
        shapeText(&v->in[0]).s);
  else if (mlirTypeEqual(mlirShapedTypeGetElementType(in), mlirShapedTypeGetElementType(out)) &&
           !mlirTypeEqual(in, out))
    ERR(v, "result type %s must be identical to the input type %s", typeText(out).s,
        typeText(in).s);
}

/* ---- Attribute accessors. --------------------------------------------- */

typedef enum { ATTR_ABSENT, ATTR_OK, ATTR_BAD } AttrStatus;

/* Reports a missing required attribute. */
static AttrStatus requireAttr(V *v, const char *name, AttrStatus st) {
  if (st == ATTR_ABSENT)
    ERR(v, "requires attribute '%s'", name);
  return st;
}

/* An array<i64: ...> attribute (DenseI64ArrayAttr). */
static AttrStatus i64ArrayAttr(V *v, const char *name, MlirAttribute *out) {
  MlirAttribute a = hidetOpAttr(v->op, name);
  if (mlirAttributeIsNull(a))
    return ATTR_ABSENT;
  if (!mlirAttributeIsADenseI64Array(a)) {
    ERR(v, "attribute '%s' must be an i64 array (array<i64: ...>), got %s", name, attrText(a).s);
    return ATTR_BAD;
  }
  *out = a;
  return ATTR_OK;
}

/* An optional array<i64> of exactly n elements, copied into vals (which
 * holds the defaults when absent); ATTR_BAD if ill-typed or wrong length. */
static AttrStatus fixedArrayAttr(V *v, const char *name, intptr_t n, int64_t *vals) {
  MlirAttribute a;
  AttrStatus st = i64ArrayAttr(v, name, &a);
  if (st != ATTR_OK)
    return st;
  if (mlirDenseArrayGetNumElements(a) != n) {
    ERR(v, "attribute '%s' must have %ld elements, got %ld", name, (long)n,
        (long)mlirDenseArrayGetNumElements(a));
    return ATTR_BAD;
  }
  for (intptr_t i = 0; i < n; ++i)
    vals[i] = mlirDenseI64ArrayGetElement(a, i);
  return ATTR_OK;
}

/* A signless i64 IntegerAttr. */
static AttrStatus i64Attr(V *v, const char *name, int64_t *out) {
  MlirAttribute a = hidetOpAttr(v->op, name);
  if (mlirAttributeIsNull(a))
    return ATTR_ABSENT;
  MlirType t = mlirAttributeGetType(a);
  if (!mlirAttributeIsAInteger(a) || !mlirTypeIsAInteger(t) || !mlirIntegerTypeIsSignless(t) ||
      mlirIntegerTypeGetWidth(t) != 64) {
    ERR(v, "attribute '%s' must be an i64 integer attribute, got %s", name, attrText(a).s);
    return ATTR_BAD;
  }
  *out = mlirIntegerAttrGetValueInt(a);
  return ATTR_OK;
}

/* A StringAttr. */
static AttrStatus stringAttr(V *v, const char *name, MlirStringRef *out) {
  MlirAttribute a = hidetOpAttr(v->op, name);
  if (mlirAttributeIsNull(a))
    return ATTR_ABSENT;
  if (!mlirAttributeIsAString(a)) {
    ERR(v, "attribute '%s' must be a string attribute, got %s", name, attrText(a).s);
    return ATTR_BAD;
  }
  *out = mlirStringAttrGetValue(a);
  return ATTR_OK;
}

static bool strIs(MlirStringRef s, const char *lit) {
  return s.length == strlen(lit) && memcmp(s.data, lit, s.length) == 0;
}

/* Printed form of the op's attribute `name` (strings come out quoted and
 * escaped). */
static Text namedAttrText(V *v, const char *name) { return attrText(hidetOpAttr(v->op, name)); }

/* Optional layout attribute: sets *nhwc; ATTR_BAD if not NCHW/NHWC. */
static AttrStatus layoutAttr(V *v, bool *nhwc) {
  MlirStringRef s;
  AttrStatus st = stringAttr(v, "layout", &s);
  *nhwc = false;
  if (st != ATTR_OK)
    return st;
  if (strIs(s, "NHWC"))
    *nhwc = true;
  else if (!strIs(s, "NCHW")) {
    ERR(v, "layout must be \"NCHW\" or \"NHWC\", got %s", namedAttrText(v, "layout").s);
    return ATTR_BAD;
  }
  return ATTR_OK;
}

/* Each of n values must be positive (or non-negative if allowZero). */
static bool checkSigns(V *v, const char *name, const int64_t *vals, int n, bool allowZero) {
  for (int i = 0; i < n; ++i)
    if (vals[i] < 0 || (!allowZero && vals[i] == 0)) {
      char buf[512] = "";
      for (int j = 0; j < n; ++j)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%" PRId64, j ? ", " : "", vals[j]);
      ERR(v, "%s must be %s, got %s%s%s", name, allowZero ? "non-negative" : "positive",
          n > 1 ? "[" : "", buf, n > 1 ? "]" : "");
      return false;
    }
  return true;
}

/* ---- General rules: static shapes and element types. ------------------ */

/* Reports a non-static or over-rank type; `what` is "operand #i"/"result". */
static bool checkStatic(V *v, MlirType t, const char *what, bool allowDyn) {
  if (!mlirTypeIsATensor(t)) {
    ERR(v, "%s must be a tensor, got %s", what, typeText(t).s);
    return false;
  }
  if (!mlirTypeIsARankedTensor(t)) {
    ERR(v, "%s must have a static shape, got %s", what, typeText(t).s);
    return false;
  }
  if (!mlirShapedTypeHasStaticShape(t) && !allowDyn) {
    intptr_t d = 0;
    while (d + 1 < mlirShapedTypeGetRank(t) && !mlirShapedTypeIsDynamicDim(t, d))
      ++d;
    ERR(v,
        "%s must have a static shape, got %s: dim %ld is dynamic, and this op takes only static "
        "shapes (dynamic dims: elementwise ops, matmul, batch_matmul, transpose, broadcast, "
        "reduce, cast, compare, select, reshape, slice, concat, pad, softmax, layer_norm, attention; "
        "docs/dialects.md)",
        what, typeText(t).s, (long)d);
    return false;
  }
  if (mlirShapedTypeGetRank(t) > HIDET_MAX_RANK) {
    ERR(v, "%s has rank %" PRId64 ", more than the supported %d", what, mlirShapedTypeGetRank(t),
        HIDET_MAX_RANK);
    return false;
  }
  return true;
}

static bool isArithFloat(MlirType t) {
  return mlirTypeIsAF16(t) || mlirTypeIsABF16(t) || mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
}

static bool isIntOrFloat(MlirType t) { return mlirTypeIsAInteger(t) || mlirTypeIsAFloat(t); }

/* Checks one value's element type against the rule (an op's rule is the
 * `elementTypes` column of its row in the graph-op trait table; under
 * HIDET_ELT_OWN, as for compare, select and gather, the op's check function
 * checks the types itself) and the reference type. */
static void checkElt(V *v, HidetEltRule rule, MlirType t, const char *what, MlirType ref,
                     const char *refWhat) {
  if (!mlirTypeIsAShaped(t))
    return;
  MlirType e = mlirShapedTypeGetElementType(t);
  bool arith = rule == HIDET_ELT_FLOAT || rule == HIDET_ELT_ACCUM;
  if (arith && !isArithFloat(e))
    ERR(v, "%s element type must be f16, bf16, f32 or f64, got %s", what, typeText(e).s);
  else if ((rule == HIDET_ELT_MOVE || rule == HIDET_ELT_CAST) && !isIntOrFloat(e))
    ERR(v, "%s element type must be an integer or float type, got %s", what, typeText(e).s);
  if ((arith || rule == HIDET_ELT_MOVE) && refWhat && mlirTypeIsAShaped(ref)) {
    MlirType re = mlirShapedTypeGetElementType(ref);
    /* A matmul of f16/bf16 operands may accumulate into an f32 result, as
     * tensor cores do. */
    bool widened = rule == HIDET_ELT_ACCUM && strcmp(what, "result") == 0 && mlirTypeIsAF32(e) &&
                   (mlirTypeIsAF16(re) || mlirTypeIsABF16(re));
    if (!mlirTypeEqual(e, re) && !widened)
      ERR(v, "%s element type %s does not match %s element type %s", what, typeText(e).s, refWhat,
          typeText(re).s);
  }
}

/* Runs the general rules over all operands and the result; false if a
 * shape is not usable (the op-specific checks are then skipped). */
static bool checkGeneral(V *v, HidetEltRule rule, bool allowDyn) {
  bool ok = true;
  char what[48];
  MlirType ref = v->numOperands ? operandType(v->op, 0) : resultType(v->op);
  for (intptr_t i = 0; i < v->numOperands; ++i) {
    snprintf(what, sizeof what, "operand #%ld", (long)i);
    ok &= checkStatic(v, operandType(v->op, i), what, allowDyn);
    checkElt(v, rule, operandType(v->op, i), what, ref, i ? "operand #0" : NULL);
  }
  ok &= checkStatic(v, resultType(v->op), "result", allowDyn);
  checkElt(v, rule, resultType(v->op), "result", ref, v->numOperands ? "operand #0" : NULL);
  if (!ok)
    return false;
  for (intptr_t i = 0; i < v->numOperands && i < 4; ++i)
    v->in[i] = shapeOf(operandType(v->op, i));
  v->out = shapeOf(resultType(v->op));
  return true;
}

/* ---- Checked int64 arithmetic. ---------------------------------------- */

static bool addOk(int64_t a, int64_t b, int64_t *r) { return !__builtin_add_overflow(a, b, r); }
static bool subOk(int64_t a, int64_t b, int64_t *r) { return !__builtin_sub_overflow(a, b, r); }
static bool mulOk(int64_t a, int64_t b, int64_t *r) { return !__builtin_mul_overflow(a, b, r); }

/* Product of the dims; false on overflow. */
static bool numElements(const Shape *sh, int64_t *n) {
  *n = 1;
  for (int64_t i = 0; i < sh->rank; ++i)
    if (sh->d[i] == 0) {
      *n = 0;
      return true;
    }
  for (int64_t i = 0; i < sh->rank; ++i)
    if (!mulOk(*n, sh->d[i], n))
      return false;
  return true;
}

/* ---- Matrix products. ------------------------------------------------- */

static void checkMatmul(V *v) {
  const Shape *a = &v->in[0], *b = &v->in[1];
  bool ranksOk = true;
  if (a->rank != 2) {
    ERR(v, "matmul lhs must have rank 2, got %s", shapeText(a).s);
    ranksOk = false;
  }
  if (b->rank != 2) {
    ERR(v, "matmul rhs must have rank 2, got %s", shapeText(b).s);
    ranksOk = false;
  }
  if (!ranksOk)
    return;
  if (!dimsAgree(a->d[1], b->d[0]))
    ERR(v, "matmul inner dimensions disagree: lhs is %s, rhs is %s", shapeText(a).s,
        shapeText(b).s);
  Shape e = {2, {a->d[0], b->d[1]}};
  expectResult(v, &e);
}

/* The leading (batch) dims of a matrix operand. */
static Shape batchOf(const Shape *s) {
  Shape b = {s->rank - 2, {0}};
  for (int64_t i = 0; i < b.rank; ++i)
    b.d[i] = s->d[i];
  return b;
}

static void checkBatchMatmul(V *v) {
  const Shape *a = &v->in[0], *b = &v->in[1];
  bool ranksOk = true;
  if (a->rank < 2) {
    ERR(v, "batch_matmul lhs must have rank >= 2, got %s", shapeText(a).s);
    ranksOk = false;
  }
  if (b->rank < 2) {
    ERR(v, "batch_matmul rhs must have rank >= 2, got %s", shapeText(b).s);
    ranksOk = false;
  }
  if (ranksOk && a->rank < 3 && b->rank < 3) {
    ERR(v, "batch_matmul needs an operand of rank >= 3, got lhs %s and rhs %s", shapeText(a).s,
        shapeText(b).s);
    ranksOk = false;
  }
  if (!ranksOk)
    return;
  if (!dimsAgree(a->d[a->rank - 1], b->d[b->rank - 2]))
    ERR(v, "batch_matmul inner dimensions disagree: lhs is %s, rhs is %s", shapeText(a).s,
        shapeText(b).s);
  Shape ba = batchOf(a), bb = batchOf(b), e;
  if (!broadcastShapes(&ba, &bb, &e)) {
    ERR(v, "batch_matmul batch dimensions do not broadcast: lhs is %s, rhs is %s", shapeText(a).s,
        shapeText(b).s);
    return;
  }
  e.d[e.rank++] = a->d[a->rank - 2];
  e.d[e.rank++] = b->d[b->rank - 1];
  expectResult(v, &e);
}

/* ---- Convolution and pooling. ----------------------------------------- */

/* One spatial output extent: (in + p0 + p1 - dil*(k-1) - 1) / stride + 1.
 * Reports overflow or a kernel that does not fit; false then. */
static bool outExtent(V *v, const char *dim, int64_t in, const int64_t pad[2], int64_t k,
                      int64_t dil, int64_t stride, int64_t *out) {
  int64_t padded, span, num;
  bool ok = addOk(in, pad[0], &padded) && addOk(padded, pad[1], &padded) &&
            mulOk(dil, k - 1, &span) && addOk(span, 1, &span) && subOk(padded, span, &num);
  if (!ok) {
    ERR(v, "output %s overflows int64 (input %s %" PRId64 ", kernel %" PRId64 ")", dim, dim, in, k);
    return false;
  }
  if (num < 0) {
    ERR(v, "kernel does not fit: padded input %s is %" PRId64 ", kernel extent is %" PRId64, dim,
        padded, span);
    return false;
  }
  if (!addOk(num / stride, 1, out)) {
    ERR(v, "output %s overflows int64 (input %s %" PRId64 ", kernel %" PRId64 ")", dim, dim, in, k);
    return false;
  }
  return true;
}

typedef struct {
  int64_t strides[2], padding[4], dilations[2], groups;
  bool nhwc;
} ConvAttrs;

/* Reads and checks conv2d's optional attributes; false if any is bad. */
static bool convAttrs(V *v, ConvAttrs *c) {
  *c = (ConvAttrs){{1, 1}, {0, 0, 0, 0}, {1, 1}, 1, false};
  bool ok = true;
  AttrStatus st = fixedArrayAttr(v, "strides", 2, c->strides);
  ok &= st != ATTR_BAD && checkSigns(v, "conv2d strides", c->strides, 2, false);
  st = fixedArrayAttr(v, "padding", 4, c->padding);
  ok &= st != ATTR_BAD && checkSigns(v, "conv2d padding", c->padding, 4, true);
  st = fixedArrayAttr(v, "dilations", 2, c->dilations);
  ok &= st != ATTR_BAD && checkSigns(v, "conv2d dilations", c->dilations, 2, false);
  st = i64Attr(v, "groups", &c->groups);
  ok &= st != ATTR_BAD && checkSigns(v, "conv2d groups", &c->groups, 1, false);
  ok &= layoutAttr(v, &c->nhwc) != ATTR_BAD;
  return ok;
}

/* Channel rules: C % groups, F % groups, filter channels == C/groups. */
static void convChannels(V *v, int64_t c, int64_t f, int64_t fc, int64_t groups) {
  if (c % groups != 0)
    ERR(v, "conv2d input channels %" PRId64 " are not divisible by groups %" PRId64, c, groups);
  else if (fc != c / groups)
    ERR(v,
        "conv2d filter channel dim is %" PRId64 ", expected input channels / groups = %" PRId64
        " / %" PRId64 " = %" PRId64,
        fc, c, groups, c / groups);
  if (f % groups != 0)
    ERR(v, "conv2d filter count %" PRId64 " is not divisible by groups %" PRId64, f, groups);
}

static void checkConv2d(V *v) {
  ConvAttrs c;
  bool ok = convAttrs(v, &c);
  const Shape *x = &v->in[0], *w = &v->in[1];
  if (x->rank != 4) {
    ERR(v, "conv2d input must have rank 4, got %s", shapeText(x).s);
    ok = false;
  }
  if (w->rank != 4) {
    ERR(v, "conv2d filter must have rank 4, got %s", shapeText(w).s);
    ok = false;
  }
  if (!ok)
    return;
  int64_t n = x->d[0], ch = x->d[c.nhwc ? 3 : 1], h = x->d[c.nhwc ? 1 : 2],
          wd = x->d[c.nhwc ? 2 : 3];
  int64_t f = w->d[c.nhwc ? 3 : 0], fc = w->d[c.nhwc ? 2 : 1];
  int64_t kh = w->d[c.nhwc ? 0 : 2], kw = w->d[c.nhwc ? 1 : 3], oh, ow;
  convChannels(v, ch, f, fc, c.groups);
  bool hOk = outExtent(v, "height", h, c.padding, kh, c.dilations[0], c.strides[0], &oh);
  bool wOk = outExtent(v, "width", wd, c.padding + 2, kw, c.dilations[1], c.strides[1], &ow);
  if (!hOk || !wOk)
    return;
  Shape e = c.nhwc ? (Shape){4, {n, oh, ow, f}} : (Shape){4, {n, f, oh, ow}};
  expectResult(v, &e);
}

/* Pool kind, kernel and strides; false if any is bad. */
static bool poolAttrs(V *v, int64_t kernel[2], int64_t strides[2], int64_t pad[4], bool *nhwc) {
  bool ok = true;
  MlirStringRef kind;
  AttrStatus st = requireAttr(v, "kind", stringAttr(v, "kind", &kind));
  if (st == ATTR_OK && !strIs(kind, "max") && !strIs(kind, "avg"))
    ERR(v, "pool2d kind must be \"max\" or \"avg\", got %s", namedAttrText(v, "kind").s);
  st = requireAttr(v, "kernel", fixedArrayAttr(v, "kernel", 2, kernel));
  ok &= st == ATTR_OK && checkSigns(v, "pool2d kernel", kernel, 2, false);
  strides[0] = kernel[0];
  strides[1] = kernel[1];
  st = fixedArrayAttr(v, "strides", 2, strides);
  ok &= st != ATTR_BAD && (st == ATTR_ABSENT || checkSigns(v, "pool2d strides", strides, 2, false));
  st = fixedArrayAttr(v, "padding", 4, pad);
  ok &= st != ATTR_BAD && checkSigns(v, "pool2d padding", pad, 4, true);
  ok &= layoutAttr(v, nhwc) != ATTR_BAD;
  return ok;
}

/* Each pad must be smaller than the kernel extent of its dim. */
static bool poolPadsFit(V *v, const int64_t kernel[2], const int64_t pad[4]) {
  static const char *names[4] = {"top", "bottom", "left", "right"};
  bool ok = true;
  for (int i = 0; i < 4; ++i)
    if (pad[i] >= kernel[i / 2]) {
      ERR(v, "pool2d padding %s = %" PRId64 " must be smaller than the kernel %s %" PRId64,
          names[i], pad[i], i < 2 ? "height" : "width", kernel[i / 2]);
      ok = false;
    }
  return ok;
}

static void checkPool2d(V *v) {
  int64_t kernel[2] = {1, 1}, strides[2], pad[4] = {0, 0, 0, 0}, oh, ow;
  bool nhwc = false;
  bool ok = poolAttrs(v, kernel, strides, pad, &nhwc);
  ok = ok && poolPadsFit(v, kernel, pad);
  const Shape *x = &v->in[0];
  if (x->rank != 4) {
    ERR(v, "pool2d input must have rank 4, got %s", shapeText(x).s);
    return;
  }
  if (!ok)
    return;
  int64_t n = x->d[0], ch = x->d[nhwc ? 3 : 1], h = x->d[nhwc ? 1 : 2], w = x->d[nhwc ? 2 : 3];
  bool hOk = outExtent(v, "height", h, pad, kernel[0], 1, strides[0], &oh);
  bool wOk = outExtent(v, "width", w, pad + 2, kernel[1], 1, strides[1], &ow);
  if (!hOk || !wOk)
    return;
  Shape e = nhwc ? (Shape){4, {n, oh, ow, ch}} : (Shape){4, {n, ch, oh, ow}};
  expectResult(v, &e);
}

/* ---- Elementwise ops. ------------------------------------------------- */

static void checkBinary(V *v) {
  Shape e;
  if (!broadcastShapes(&v->in[0], &v->in[1], &e)) {
    ERR(v, "operand shapes do not broadcast: lhs is %s, rhs is %s", shapeText(&v->in[0]).s,
        shapeText(&v->in[1]).s);
    return;
  }
  expectResult(v, &e);
}

static void checkUnary(V *v) { expectSameTypeAsInput(v); }

/* ---- Reductions and normalisations. ----------------------------------- */

/* Checks axes (non-empty, in range, unique); fills reduced[]. */
static bool checkAxes(V *v, MlirAttribute axes, int64_t rank, bool reduced[HIDET_MAX_RANK]) {
  intptr_t n = mlirDenseArrayGetNumElements(axes);
  bool ok = true;
  memset(reduced, 0, HIDET_MAX_RANK * sizeof(bool));
  if (n == 0) {
    ERR(v, "reduce axes must not be empty");
    return false;
  }
  for (intptr_t i = 0; i < n; ++i) {
    int64_t a = mlirDenseI64ArrayGetElement(axes, i), na;
    if (!normAxis(a, rank, &na)) {
      ERR(v,
          "reduce axis %" PRId64 " is out of range [-%" PRId64 ", %" PRId64
          ") for input rank %" PRId64,
          a, rank, rank, rank);
      ok = false;
    } else if (reduced[na]) {
      ERR(v, "reduce axes %s name dim %" PRId64 " more than once", listText(axes).s, na);
      ok = false;
    } else {
      reduced[na] = true;
    }
  }
  return ok;
}

static void checkReduce(V *v) {
  MlirStringRef kind;
  MlirAttribute axes, keep = hidetOpAttr(v->op, "keepdims");
  bool reduced[HIDET_MAX_RANK], keepdims = false, ok = true;
  if (requireAttr(v, "kind", stringAttr(v, "kind", &kind)) == ATTR_OK && !strIs(kind, "sum") &&
      !strIs(kind, "max") && !strIs(kind, "min") && !strIs(kind, "mean") && !strIs(kind, "prod"))
    ERR(v, "reduce kind must be one of \"sum\", \"max\", \"min\", \"mean\", \"prod\", got %s",
        namedAttrText(v, "kind").s);
  if (!mlirAttributeIsNull(keep) && !mlirAttributeIsABool(keep)) {
    ERR(v, "attribute 'keepdims' must be a bool attribute, got %s", attrText(keep).s);
    ok = false;
  } else if (!mlirAttributeIsNull(keep)) {
    keepdims = mlirBoolAttrGetValue(keep);
  }
  if (requireAttr(v, "axes", i64ArrayAttr(v, "axes", &axes)) != ATTR_OK)
    return;
  if (!checkAxes(v, axes, v->in[0].rank, reduced) || !ok)
    return;
  Shape e = {0, {0}};
  for (int64_t i = 0; i < v->in[0].rank; ++i)
    if (!reduced[i] || keepdims)
      e.d[e.rank++] = reduced[i] ? 1 : v->in[0].d[i];
  expectResult(v, &e);
}

/* Reads an axis attribute and normalises it for `rank`; false if bad. */
static bool axisAttr(V *v, const char *what, bool required, int64_t def, int64_t rank,
                     int64_t *out) {
  int64_t axis = def;
  AttrStatus st = i64Attr(v, "axis", &axis);
  if (required)
    st = requireAttr(v, "axis", st);
  if (st == ATTR_BAD || (required && st == ATTR_ABSENT))
    return false;
  if (!normAxis(axis, rank, out)) {
    ERR(v,
        "%s axis %" PRId64 " is out of range [-%" PRId64 ", %" PRId64 ") for input rank %" PRId64,
        what, axis, rank, rank, rank);
    return false;
  }
  return true;
}

static void checkSoftmax(V *v) {
  int64_t axis;
  (void)axisAttr(v, "softmax", true, 0, v->in[0].rank, &axis);
  expectSameTypeAsInput(v);
}

/* Optional epsilon: an f32 FloatAttr > 0. */
static void checkEpsilon(V *v) {
  MlirAttribute eps = hidetOpAttr(v->op, "epsilon");
  if (mlirAttributeIsNull(eps))
    return;
  if (!mlirAttributeIsAFloat(eps) || !mlirTypeIsAF32(mlirAttributeGetType(eps)))
    ERR(v, "attribute 'epsilon' must be an f32 float attribute, got %s", attrText(eps).s);
  else if (!(mlirFloatAttrGetValueDouble(eps) > 0.0))
    ERR(v, "layer_norm epsilon must be positive, got %s", attrText(eps).s);
}

static void checkLayerNorm(V *v) {
  int64_t axis;
  static const char *names[3] = {"input", "gamma", "beta"};
  checkEpsilon(v);
  if (axisAttr(v, "layer_norm", false, -1, v->in[0].rank, &axis)) {
    /* dynamic shapes: the mean divides by the normalised element count, a
     * constant of the lowerings */
    for (int64_t i = axis; i < v->in[0].rank; ++i)
      if (isDyn(v->in[0].d[i])) {
        ERR(v,
            "layer_norm normalizes over dim %" PRId64 " of input %s, which is dynamic: the "
            "normalized dims must be static",
            i, shapeText(&v->in[0]).s);
        return;
      }
    Shape norm = {v->in[0].rank - axis, {0}};
    for (int64_t i = 0; i < norm.rank; ++i)
      norm.d[i] = v->in[0].d[axis + i];
    for (int i = 1; i < 3; ++i)
      if (!shapeEq(&v->in[i], &norm))
        ERR(v,
            "layer_norm %s shape %s does not match the normalized shape %s (input %s from axis "
            "%" PRId64 ")",
            names[i], shapeText(&v->in[i]).s, shapeText(&norm).s, shapeText(&v->in[0]).s, axis);
  }
  expectSameTypeAsInput(v);
}

/* ---- Data movement. --------------------------------------------------- */

static void checkTranspose(V *v) {
  MlirAttribute perm;
  int64_t rank = v->in[0].rank;
  bool seen[HIDET_MAX_RANK] = {false}, ok = true;
  if (requireAttr(v, "perm", i64ArrayAttr(v, "perm", &perm)) != ATTR_OK)
    return;
  intptr_t n = mlirDenseArrayGetNumElements(perm);
  if (n != rank) {
    ERR(v, "transpose perm %s has %ld entries, expected the input rank %" PRId64, listText(perm).s,
        (long)n, rank);
    return;
  }
  Shape e = {rank, {0}};
  for (intptr_t i = 0; i < n; ++i) {
    int64_t p = mlirDenseI64ArrayGetElement(perm, i);
    if (p < 0 || p >= rank) {
      ERR(v, "transpose perm %s entry %" PRId64 " is out of range [0, %" PRId64 ")",
          listText(perm).s, p, rank);
      ok = false;
    } else if (seen[p]) {
      ERR(v, "transpose perm %s is not a permutation: %" PRId64 " repeats", listText(perm).s, p);
      ok = false;
    } else {
      seen[p] = true;
      e.d[i] = v->in[0].d[p];
    }
  }
  if (ok)
    expectResult(v, &e);
}

static void checkReshape(V *v) {
  bool dyn = false;
  for (int64_t i = 0; i < v->in[0].rank; ++i)
    dyn = dyn || isDyn(v->in[0].d[i]);
  for (int64_t i = 0; i < v->out.rank; ++i)
    dyn = dyn || isDyn(v->out.d[i]);
  if (dyn) { /* dynamic shapes: the rule of reshape_rule.h sizes the result's `?` dims */
    HidetDynReshape plan;
    char why[256];
    if (!hidetDynReshapePlan(v->in[0].rank, v->in[0].d, v->out.rank, v->out.d, &plan, why,
                             sizeof why))
      ERR(v, "reshape with dynamic dims from %s to %s: %s", shapeText(&v->in[0]).s,
          shapeText(&v->out).s, why);
    return;
  }
  int64_t a, b;
  bool aOk = numElements(&v->in[0], &a), bOk = numElements(&v->out, &b);
  if (!aOk)
    ERR(v, "input shape %s has more elements than int64 can count", shapeText(&v->in[0]).s);
  if (!bOk)
    ERR(v, "result shape %s has more elements than int64 can count", shapeText(&v->out).s);
  if (aOk && bOk && a != b)
    ERR(v, "reshape changes the element count: input %s has %" PRId64 ", result %s has %" PRId64,
        shapeText(&v->in[0]).s, a, shapeText(&v->out).s, b);
}

static void checkBroadcast(V *v) {
  const Shape *x = &v->in[0], *r = &v->out;
  if (x->rank > r->rank) {
    ERR(v, "broadcast input rank exceeds result rank: input %s, result %s", shapeText(x).s,
        shapeText(r).s);
    return;
  }
  for (int64_t i = 0; i < x->rank; ++i) {
    int64_t d = x->d[i], rd = r->d[r->rank - x->rank + i];
    if (isDyn(rd) && !isDyn(d)) {
      ERR(v,
          "broadcast to a dynamic dim needs a dynamic input dim (input %s, result %s, dim %" PRId64
          "): nothing gives its size",
          shapeText(x).s, shapeText(r).s, r->rank - x->rank + i);
      return;
    }
    if (d != rd && d != 1 && !isDyn(d)) {
      ERR(v,
          "input shape %s cannot be broadcast to the result shape %s (input dim %" PRId64
          " is %" PRId64 ", result has %" PRId64 ")",
          shapeText(x).s, shapeText(r).s, i, d, rd);
      return;
    }
  }
}

/* Concat input #i against input #0 outside `axis` (ranks only if axis < 0);
 * adds its extent along axis to *sum. */
static bool concatInput(V *v, intptr_t i, int64_t axis, int64_t *sum) {
  Shape s = shapeOf(operandType(v->op, i));
  const Shape *s0 = &v->in[0];
  if (s.rank != s0->rank) {
    ERR(v,
        "concat input #%ld has rank %" PRId64 " (%s), expected rank %" PRId64 " like input #0 (%s)",
        (long)i, s.rank, shapeText(&s).s, s0->rank, shapeText(s0).s);
    return false;
  }
  for (int64_t d = 0; d < s.rank && axis >= 0; ++d)
    if (d != axis && s.d[d] != s0->d[d]) {
      ERR(v, "concat input #%ld shape %s does not match input #0 shape %s outside axis %" PRId64,
          (long)i, shapeText(&s).s, shapeText(s0).s, axis);
      return false;
    }
  if (axis >= 0 && !addOk(*sum, s.d[axis], sum)) {
    ERR(v, "concat result extent along axis %" PRId64 " overflows int64", axis);
    return false;
  }
  return true;
}

static void checkConcat(V *v) {
  int64_t axis = -1, sum = 0;
  bool ok = true;
  if (v->numOperands < 1) {
    ERR(v, "concat needs at least one input");
    return;
  }
  bool axisOk = axisAttr(v, "concat", true, 0, v->in[0].rank, &axis);
  if (!axisOk)
    axis = -1; /* still compare ranks */
  for (intptr_t i = 0; i < v->numOperands && axisOk; ++i) {
    Shape s = shapeOf(operandType(v->op, i));
    if (axis < s.rank && isDyn(s.d[axis])) { /* dynamic shapes: `?` dims only off the axis */
      ERR(v,
          "concat along dim %" PRId64 ", which is dynamic in input #%ld %s: a concat takes `?` "
          "dims only off its axis (each the same `?` in every input)",
          axis, (long)i, shapeText(&s).s);
      return;
    }
  }
  for (intptr_t i = 0; i < v->numOperands; ++i)
    ok &= concatInput(v, i, axis, &sum);
  if (!ok || !axisOk)
    return;
  Shape e = v->in[0];
  e.d[axis] = sum;
  expectResult(v, &e);
}

/* Reads starts/ends/steps of length rank into the arrays; false if bad. */
static bool sliceAttrs(V *v, int64_t rank, int64_t st[], int64_t en[], int64_t sp[]) {
  static const char *names[3] = {"starts", "ends", "steps"};
  int64_t *vals[3] = {st, en, sp};
  bool ok = true;
  for (int k = 0; k < 3; ++k) {
    MlirAttribute a;
    AttrStatus s = i64ArrayAttr(v, names[k], &a);
    if (k < 2)
      s = requireAttr(v, names[k], s);
    if (s == ATTR_ABSENT && k == 2) {
      for (int64_t i = 0; i < rank; ++i)
        sp[i] = 1;
      continue;
    }
    if (s == ATTR_ABSENT) {
      ok = false;
      continue;
    }
    if (s == ATTR_BAD || mlirDenseArrayGetNumElements(a) != rank) {
      if (s != ATTR_BAD)
        ERR(v, "slice %s %s has %ld entries, expected the input rank %" PRId64, names[k],
            listText(a).s, (long)mlirDenseArrayGetNumElements(a), rank);
      ok = false;
      continue;
    }
    for (int64_t i = 0; i < rank; ++i)
      vals[k][i] = mlirDenseI64ArrayGetElement(a, i);
    if (k == 2 && !checkSigns(v, "slice steps", sp, (int)rank, false))
      ok = false;
  }
  return ok;
}

/* Normalises a start/end index: negative counts from the end, then clamp. */
static int64_t clampIndex(int64_t i, int64_t dim) {
  if (i < 0)
    i += dim;
  return i < 0 ? 0 : i > dim ? dim : i;
}

static void checkSlice(V *v) {
  int64_t st[HIDET_MAX_RANK], en[HIDET_MAX_RANK], sp[HIDET_MAX_RANK];
  const Shape *x = &v->in[0];
  if (!sliceAttrs(v, x->rank, st, en, sp))
    return;
  Shape e = {x->rank, {0}};
  for (int64_t i = 0; i < x->rank; ++i) {
    if (isDyn(x->d[i])) { /* dynamic shapes: a `?` dim is taken whole */
      if (st[i] != 0 || en[i] != INT64_MAX || sp[i] != 1) {
        ERR(v,
            "slice of dim %" PRId64 " of %s, which is dynamic, must take it whole (start 0, "
            "end %" PRId64 ", step 1), got start %" PRId64 ", end %" PRId64 ", step %" PRId64,
            i, shapeText(x).s, INT64_MAX, st[i], en[i], sp[i]);
        return;
      }
      e.d[i] = x->d[i];
      continue;
    }
    int64_t s = clampIndex(st[i], x->d[i]), t = clampIndex(en[i], x->d[i]);
    e.d[i] = t <= s ? 0 : (t - s) / sp[i] + ((t - s) % sp[i] != 0);
  }
  expectResult(v, &e);
}

/* Optional `rounding`: "nearest_even" (float -> int rounds to nearest even
 * and saturates); absent = truncation toward zero. */
static void checkCast(V *v) {
  MlirStringRef r;
  if (stringAttr(v, "rounding", &r) == ATTR_OK && !strIs(r, HIDET_CAST_NEAREST_EVEN))
    ERR(v, "cast rounding must be \"%s\", got %s", HIDET_CAST_NEAREST_EVEN,
        namedAttrText(v, "rounding").s);
  expectResult(v, &v->in[0]);
}

static void checkConstant(V *v) {
  MlirAttribute value = hidetOpAttr(v->op, "value");
  MlirType rt = resultType(v->op);
  if (mlirAttributeIsNull(value)) {
    ERR(v, "requires attribute 'value'");
  } else if (!mlirAttributeIsAElements(value)) {
    ERR(v, "constant value must be an elements attribute, got %s", attrText(value).s);
  } else if (!mlirTypeEqual(mlirAttributeGetType(value), rt)) {
    ERR(v, "constant value type %s does not match the result type %s",
        typeText(mlirAttributeGetType(value)).s, typeText(rt).s);
  }
}

/* ---- compare, select, gather, pad. ------------------------------------ */

static MlirType eltOf(MlirType t) { return mlirShapedTypeGetElementType(t); }

static bool isI1(MlirType t) { return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1; }

/* Element type of `what` (a tensor) must be i1. */
static void expectI1(V *v, MlirType t, const char *what) {
  if (!isI1(eltOf(t)))
    ERR(v, "%s element type must be i1, got %s", what, typeText(eltOf(t)).s);
}

static void checkCompare(V *v) {
  MlirStringRef pred;
  checkElt(v, HIDET_ELT_MOVE, operandType(v->op, 0), "operand #0", operandType(v->op, 0), NULL);
  checkElt(v, HIDET_ELT_MOVE, operandType(v->op, 1), "operand #1", operandType(v->op, 0),
           "operand #0");
  expectI1(v, resultType(v->op), "result");
  if (requireAttr(v, "predicate", stringAttr(v, "predicate", &pred)) == ATTR_OK) {
    if (!hidetComparePredicate(pred.data, pred.length)) {
      Text names; /* "eq", "ne", ... from the predicate table */
      size_t n = 0;
      names.s[0] = '\0';
      for (size_t i = 0; i < hidetComparePredicateCount() && n < sizeof names.s; ++i)
        n += (size_t)snprintf(names.s + n, sizeof names.s - n, "%s\"%s\"", i ? ", " : "",
                              hidetComparePredicateAt(i)->name);
      ERR(v, "compare predicate must be one of %s, got %s", names.s,
          namedAttrText(v, "predicate").s);
    }
  }
  checkBinary(v);
}

static void checkSelect(V *v) {
  MlirType onTrue = operandType(v->op, 1);
  expectI1(v, operandType(v->op, 0), "operand #0 (cond)");
  checkElt(v, HIDET_ELT_MOVE, onTrue, "operand #1", onTrue, NULL);
  checkElt(v, HIDET_ELT_MOVE, operandType(v->op, 2), "operand #2", onTrue, "operand #1");
  checkElt(v, HIDET_ELT_MOVE, resultType(v->op), "result", onTrue, "operand #1");
  Shape ab, e;
  if (!broadcastShapes(&v->in[0], &v->in[1], &ab) || !broadcastShapes(&ab, &v->in[2], &e)) {
    ERR(v, "operand shapes do not broadcast: cond is %s, on_true is %s, on_false is %s",
        shapeText(&v->in[0]).s, shapeText(&v->in[1]).s, shapeText(&v->in[2]).s);
    return;
  }
  expectResult(v, &e);
}

static void checkGather(V *v) {
  const Shape *x = &v->in[0], *idx = &v->in[1];
  MlirType it = eltOf(operandType(v->op, 1));
  int64_t axis;
  checkElt(v, HIDET_ELT_MOVE, operandType(v->op, 0), "operand #0", operandType(v->op, 0), NULL);
  checkElt(v, HIDET_ELT_MOVE, resultType(v->op), "result", operandType(v->op, 0), "operand #0");
  if (!mlirTypeIsAInteger(it) || !mlirIntegerTypeIsSignless(it) ||
      mlirIntegerTypeGetWidth(it) > 64)
    ERR(v, "gather indices element type must be a signless integer type of at most 64 bits, got %s",
        typeText(it).s);
  if (!axisAttr(v, "gather", true, 0, x->rank, &axis))
    return;
  int64_t nOut;
  /* clamping needs a row to clamp to */
  if (x->d[axis] == 0 && numElements(&v->out, &nOut) && nOut > 0)
    ERR(v, "gather input dim %" PRId64 " (the axis) is 0: there is nothing to gather from", axis);
  if (x->rank - 1 + idx->rank > HIDET_MAX_RANK) {
    ERR(v, "gather result rank %" PRId64 " is more than the supported %d", x->rank - 1 + idx->rank,
        HIDET_MAX_RANK);
    return;
  }
  /* input[:axis] + indices + input[axis+1:] */
  Shape e = {0, {0}};
  for (int64_t i = 0; i < axis; ++i)
    e.d[e.rank++] = x->d[i];
  for (int64_t i = 0; i < idx->rank; ++i)
    e.d[e.rank++] = idx->d[i];
  for (int64_t i = axis + 1; i < x->rank; ++i)
    e.d[e.rank++] = x->d[i];
  expectResult(v, &e);
}

/* Optional pad value: an f64 FloatAttr; for an integer element type it
 * must be an integer that the type holds, signed or unsigned (i1: 0 or
 * 1). */
static void checkPadValue(V *v) {
  MlirAttribute a = hidetOpAttr(v->op, "value");
  if (mlirAttributeIsNull(a))
    return;
  if (!mlirAttributeIsAFloat(a) || !mlirTypeIsAF64(mlirAttributeGetType(a))) {
    ERR(v, "attribute 'value' must be an f64 float attribute, got %s", attrText(a).s);
    return;
  }
  MlirType elt = eltOf(operandType(v->op, 0));
  double x = mlirFloatAttrGetValueDouble(a);
  if (!mlirTypeIsAInteger(elt))
    return;
  unsigned w = mlirIntegerTypeGetWidth(elt);
  double lo = w == 1 ? 0.0 : -ldexp(1.0, (int)w - 1), hi = w == 1 ? 2.0 : ldexp(1.0, (int)w);
  if (!isfinite(x) || x != floor(x))
    ERR(v, "pad value %s is not an integer, as the element type %s requires", attrText(a).s,
        typeText(elt).s);
  else if (x < lo || x >= hi)
    ERR(v, "pad value %s does not fit the element type %s (range [%.0f, %.0f])", attrText(a).s,
        typeText(elt).s, lo, hi - 1);
}

static void checkPad(V *v) {
  const Shape *x = &v->in[0];
  MlirAttribute a;
  int64_t pads[2 * HIDET_MAX_RANK];
  checkPadValue(v);
  if (requireAttr(v, "padding", i64ArrayAttr(v, "padding", &a)) != ATTR_OK)
    return;
  intptr_t n = mlirDenseArrayGetNumElements(a);
  if (n != 2 * x->rank) {
    ERR(v, "pad padding %s has %ld entries, expected 2 * input rank = %" PRId64, listText(a).s,
        (long)n, 2 * x->rank);
    return;
  }
  for (intptr_t i = 0; i < n; ++i)
    pads[i] = mlirDenseI64ArrayGetElement(a, i);
  if (!checkSigns(v, "pad padding", pads, (int)n, true))
    return;
  Shape e = *x;
  for (int64_t i = 0; i < x->rank; ++i)
    if (isDyn(x->d[i]) && (pads[2 * i] != 0 || pads[2 * i + 1] != 0)) {
      /* dynamic shapes: a `?` dim passes through unpadded (its extent kept) */
      ERR(v,
          "pad of dim %" PRId64 " of %s, which is dynamic, must be 0 on both sides, got %" PRId64
          " and %" PRId64,
          i, shapeText(x).s, pads[2 * i], pads[2 * i + 1]);
      return;
    }
  for (int64_t i = 0; i < x->rank; ++i)
    if (!addOk(e.d[i], pads[2 * i], &e.d[i]) || !addOk(e.d[i], pads[2 * i + 1], &e.d[i])) {
      ERR(v, "pad result extent of dim %" PRId64 " overflows int64", i);
      return;
    }
  expectResult(v, &e);
}

/* ---- Triangular mask. ------------------------------------------------- */

/* Result [like.d[dims[0]], like.d[dims[1]]] x i1; `like` is only a size
 * source, so a `?` there is a `?` of the result (dynamic shapes). */
static void checkTriMask(V *v) {
  int64_t dims[2], diagonal;
  expectI1(v, resultType(v->op), "result");
  AttrStatus st = requireAttr(v, "diagonal", i64Attr(v, "diagonal", &diagonal));
  if (requireAttr(v, "dims", fixedArrayAttr(v, "dims", 2, dims)) != ATTR_OK || st != ATTR_OK)
    return;
  Shape e = {2, {0}};
  for (int k = 0; k < 2; ++k) {
    if (dims[k] < 0 || dims[k] >= v->in[0].rank) {
      ERR(v, "tri_mask dims[%d] = %" PRId64 " is out of range for operand shape %s", k, dims[k],
          shapeText(&v->in[0]).s);
      return;
    }
    e.d[k] = v->in[0].d[dims[k]];
  }
  expectResult(v, &e);
}

/* ---- Attention. ------------------------------------------------------- */

/* Optional `scale` (a finite float) and `causal` (a bool). */
static void checkAttentionAttrs(V *v) {
  MlirAttribute scale = hidetOpAttr(v->op, "scale"), causal = hidetOpAttr(v->op, "causal");
  if (!mlirAttributeIsNull(scale) &&
      (!mlirAttributeIsAFloat(scale) || !isfinite(mlirFloatAttrGetValueDouble(scale))))
    ERR(v, "attribute 'scale' must be a finite float attribute, got %s", attrText(scale).s);
  if (!mlirAttributeIsNull(causal) && !mlirAttributeIsABool(causal))
    ERR(v, "attribute 'causal' must be a bool attribute, got %s", attrText(causal).s);
}

/* q [B.., Hq, Lq, D], k [B.., Hkv, Lk, D], v [B.., Hkv, Lk, Dv], result
 * [B.., Hq, Lq, Dv]; q, k, v and the result share one float type; the
 * optional mask is i1 or a float type and broadcasts to the scores. */
static void checkAttention(V *v) {
  static const char *names[4] = {"q", "k", "v", "mask"};
  checkAttentionAttrs(v);
  if (v->numOperands != 3 && v->numOperands != 4) {
    ERR(v, "expects 3 operands (q, k, v) or 4 (q, k, v, mask), got %ld", (long)v->numOperands);
    return;
  }
  MlirType et = eltOf(operandType(v->op, 0));
  if (!isArithFloat(et)) {
    ERR(v, "q element type must be f16, bf16, f32 or f64, got %s", typeText(et).s);
    return;
  }
  for (int i = 1; i < 3; ++i)
    if (!mlirTypeEqual(eltOf(operandType(v->op, i)), et))
      ERR(v, "%s element type %s does not match q element type %s", names[i],
          typeText(eltOf(operandType(v->op, i))).s, typeText(et).s);
  if (!mlirTypeEqual(eltOf(resultType(v->op)), et))
    ERR(v, "result element type %s does not match q element type %s",
        typeText(eltOf(resultType(v->op))).s, typeText(et).s);
  if (v->numOperands == 4) {
    MlirType mt = eltOf(operandType(v->op, 3));
    if (!isI1(mt) && !isArithFloat(mt))
      ERR(v, "mask element type must be i1 (true attends) or a float type (added to the scores), "
             "got %s",
          typeText(mt).s);
  }
  const Shape *q = &v->in[0], *k = &v->in[1], *vv = &v->in[2];
  int64_t r = q->rank;
  bool ranks = true;
  for (int i = 0; i < 3; ++i)
    if (v->in[i].rank < 3) {
      ERR(v, "attention %s must have rank >= 3 ([batch.., heads, seq, dim]), got %s", names[i],
          shapeText(&v->in[i]).s);
      ranks = false;
    }
  if (!ranks)
    return;
  if (k->rank != r || vv->rank != r) {
    ERR(v, "attention q, k and v must have one rank, got q %s, k %s, v %s", shapeText(q).s,
        shapeText(k).s, shapeText(vv).s);
    return;
  }
  bool ok = true;
  /* dynamic shapes: batch dims and sequence lengths may be `?` (sized from
   * q and k at run time); the heads and head dims are static (the head
   * grouping and the default scale need them) */
  static const char *dimNames[3] = {"heads", "", "head dim"};
  for (int i = 0; i < 3; ++i)
    for (int64_t j = r - 3; j < r; j += 2)
      if (isDyn(v->in[i].d[j])) {
        ERR(v, "attention %s %s (dim %" PRId64 " of %s) is dynamic: only the batch dims and the "
               "sequence lengths may be",
            names[i], dimNames[j - (r - 3)], j, shapeText(&v->in[i]).s);
        ok = false;
      }
  if (!ok)
    return;
  for (int64_t i = 0; i < r - 3; ++i)
    if (k->d[i] != q->d[i] || vv->d[i] != q->d[i]) {
      ERR(v, "attention batch dim %" PRId64 " differs: q %s, k %s, v %s", i, shapeText(q).s,
          shapeText(k).s, shapeText(vv).s);
      ok = false;
    }
  int64_t hq = q->d[r - 3], hkv = k->d[r - 3];
  if (vv->d[r - 3] != hkv) {
    ERR(v, "attention k and v head counts differ: k %s, v %s", shapeText(k).s, shapeText(vv).s);
    ok = false;
  } else if (hkv == 0 ? hq != 0 : hq % hkv != 0) {
    ERR(v, "attention query heads (%" PRId64 ") must be a multiple of the key/value heads (%" PRId64
           ")",
        hq, hkv);
    ok = false;
  }
  if (q->d[r - 1] != k->d[r - 1]) {
    ERR(v, "attention q and k head dims differ: q %s, k %s", shapeText(q).s, shapeText(k).s);
    ok = false;
  }
  if (k->d[r - 2] != vv->d[r - 2]) {
    ERR(v, "attention k and v sequence lengths differ: k %s, v %s", shapeText(k).s,
        shapeText(vv).s);
    ok = false;
  }
  if (!ok)
    return;
  Shape scores = *q;
  scores.d[r - 1] = k->d[r - 2];
  if (v->numOperands == 4) {
    Shape b;
    if (v->in[3].rank > r || !broadcastShapes(&v->in[3], &scores, &b) || !shapeEq(&b, &scores))
      ERR(v, "attention mask %s does not broadcast to the scores' shape %s",
          shapeText(&v->in[3]).s, shapeText(&scores).s);
  }
  Shape e = *q;
  e.d[r - 1] = vv->d[r - 1];
  expectResult(v, &e);
}

/* ---- Dispatch. -------------------------------------------------------- */

/* The op's own rules. Elementwise unary and binary ops share one checker
 * each; every other op has its own. */
static void checkOp(V *v, const HidetGraphOpTraits *t) {
  if (t->elementwise == HIDET_EW_UNARY) {
    checkUnary(v);
    return;
  }
  if (t->elementwise == HIDET_EW_BINARY) {
    checkBinary(v);
    return;
  }
  switch (t->id) {
  case HIDET_GRAPH_MATMUL: checkMatmul(v); return;
  case HIDET_GRAPH_BATCH_MATMUL: checkBatchMatmul(v); return;
  case HIDET_GRAPH_CONV2D: checkConv2d(v); return;
  case HIDET_GRAPH_REDUCE: checkReduce(v); return;
  case HIDET_GRAPH_SOFTMAX: checkSoftmax(v); return;
  case HIDET_GRAPH_LAYER_NORM: checkLayerNorm(v); return;
  case HIDET_GRAPH_POOL2D: checkPool2d(v); return;
  case HIDET_GRAPH_ATTENTION: checkAttention(v); return;
  case HIDET_GRAPH_TRANSPOSE: checkTranspose(v); return;
  case HIDET_GRAPH_RESHAPE: checkReshape(v); return;
  case HIDET_GRAPH_BROADCAST: checkBroadcast(v); return;
  case HIDET_GRAPH_CONCAT: checkConcat(v); return;
  case HIDET_GRAPH_SLICE: checkSlice(v); return;
  case HIDET_GRAPH_CAST: checkCast(v); return;
  case HIDET_GRAPH_CONSTANT: checkConstant(v); return;
  case HIDET_GRAPH_COMPARE: checkCompare(v); return;
  case HIDET_GRAPH_SELECT: checkSelect(v); return;
  case HIDET_GRAPH_GATHER: checkGather(v); return;
  case HIDET_GRAPH_PAD: checkPad(v); return;
  case HIDET_GRAPH_TRI_MASK: checkTriMask(v); return;
  default: break;
  }
  /* A row of the trait table with no checker here. */
  ERR(v, "has no verifier rules (lib/verify_graph.c lacks a case for it)");
}

/* The ops whose rules take `?` dims (issue 27, dynamic shapes): a `?`
 * must line up with a `?` of an operand (so lowerings can size the result
 * from the operand at run time); a static extent agrees with a `?` at
 * verify time and is checked at run time. */
static bool allowsDynamic(const HidetGraphOpTraits *t) {
  if (t->elementwise == HIDET_EW_UNARY || t->elementwise == HIDET_EW_BINARY)
    return true;
  switch (t->id) {
  case HIDET_GRAPH_MATMUL:
  case HIDET_GRAPH_BATCH_MATMUL:
  case HIDET_GRAPH_REDUCE:
  case HIDET_GRAPH_TRANSPOSE:
  case HIDET_GRAPH_RESHAPE: /* the rule of reshape_rule.h */
  case HIDET_GRAPH_SOFTMAX:
  case HIDET_GRAPH_LAYER_NORM: /* static normalized dims */
  case HIDET_GRAPH_ATTENTION:  /* static heads and head dims */
  case HIDET_GRAPH_BROADCAST:
  case HIDET_GRAPH_CAST:
  case HIDET_GRAPH_COMPARE:
  case HIDET_GRAPH_SELECT:
  case HIDET_GRAPH_SLICE:  /* `?` dims taken whole */
  case HIDET_GRAPH_CONCAT: /* `?` dims off the axis, the same in every input */
  case HIDET_GRAPH_PAD:    /* `?` dims not padded */
  case HIDET_GRAPH_TRI_MASK: /* `?` dims sized by its operand's */
    return true;
  default: return false;
  }
}

/* Operand/result counts (IRDL checks them too; this guards direct calls). */
static bool checkCounts(V *v, const HidetGraphOpTraits *t) {
  intptr_t nr = mlirOperationGetNumResults(v->op);
  if (t->numOperands >= 0 && v->numOperands != t->numOperands) {
    ERR(v, "expects %d operand%s, got %ld", t->numOperands, t->numOperands == 1 ? "" : "s",
        (long)v->numOperands);
    return false;
  }
  if (nr != t->numResults) {
    ERR(v, "expects %d result%s, got %ld", t->numResults, t->numResults == 1 ? "" : "s",
        (long)nr);
    return false;
  }
  return true;
}

MlirLogicalResult hidetVerifyGraphOp(MlirOperation op) {
  V v;
  memset(&v, 0, sizeof v);
  v.op = op;
  v.numOperands = mlirOperationGetNumOperands(op);
  const HidetGraphOpTraits *traits = hidetGraphOpTraits(op);
  if (!traits) {
    ERR(&v, "is not a known graph op");
    return mlirLogicalResultFailure();
  }
  if (checkCounts(&v, traits) && checkGeneral(&v, traits->elementTypes, allowsDynamic(traits)))
    checkOp(&v, traits);
  return v.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
