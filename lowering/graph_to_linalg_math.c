/*===-- graph_to_linalg_math.c - Arithmetic graph ops to linalg -----------===*
 * Elementwise unary and binary ops, compare, select, cast, matmul,
 * batch_matmul, reduce, softmax and layer_norm. Scalar arithmetic is done
 * in the compute type (f32 for f16/bf16 elements, the element type
 * otherwise); matmuls and reductions accumulate in it, and the result is
 * converted back once.
 *===----------------------------------------------------------------------===*/
#include "graph_to_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>

static MlirValue operand(MlirOperation op, intptr_t i) { return mlirOperationGetOperand(op, i); }

static GlShape resultShape(MlirOperation op) {
  return toLinalgShapeOf(mlirValueGetType(mlirOperationGetResult(op, 0)));
}

static MlirType resultElt(MlirOperation op) { return toLinalgElementType(mlirOperationGetResult(op, 0)); }

/* ---- Elementwise. ----------------------------------------------------- */

/* Which ops are elementwise, and the arith/math ops that compute them, come
 * from the graph-op trait table (lib/graph_ops.c). */
typedef struct {
  const HidetGraphOpTraits *op;
  MlirType ct, elt;
} EwData;

static MlirValue unaryScalar(GlBuilder *b, const HidetGraphOpTraits *op, MlirValue x) {
  MlirType t = mlirValueGetType(x);
  switch (op->formula) {
  case HIDET_SCALAR_OP:
    return toLinalgUn(b, op->scalarOp, x);
  case HIDET_SCALAR_OP_ZERO: /* relu: arith.maximumf(x, 0) */
    return toLinalgBin(b, op->scalarOp, x, toLinalgFloatConst(b, t, 0.0));
  case HIDET_SCALAR_RSQRT: {
    MlirValue one = toLinalgFloatConst(b, t, 1.0);
    return toLinalgBin(b, "arith.divf", one, toLinalgUn(b, "math.sqrt", x));
  }
  case HIDET_SCALAR_SIGMOID: {
    /* 1 / (1 + exp(-x)) */
    MlirValue one = toLinalgFloatConst(b, t, 1.0);
    MlirValue e = toLinalgUn(b, "math.exp", toLinalgUn(b, "arith.negf", x));
    return toLinalgBin(b, "arith.divf", one, toLinalgBin(b, "arith.addf", one, e));
  }
  case HIDET_SCALAR_GELU_ERF: {
    /* 0.5 * x * (1 + erf(x / sqrt(2))), the exact (erf) form */
    MlirValue s = toLinalgBin(b, "arith.mulf", x, toLinalgFloatConst(b, t, 0.70710678118654752440));
    MlirValue one = toLinalgFloatConst(b, t, 1.0);
    MlirValue e = toLinalgBin(b, "arith.addf", one, toLinalgUn(b, "math.erf", s));
    return toLinalgBin(b, "arith.mulf", toLinalgBin(b, "arith.mulf", toLinalgFloatConst(b, t, 0.5), x), e);
  }
  case HIDET_SCALAR_LOG1P: {
    /* lib/graph_ops.h: u = 1 + x, d = u - 1 */
    MlirValue one = toLinalgFloatConst(b, t, 1.0);
    MlirValue u = toLinalgBin(b, "arith.addf", one, x), d = toLinalgBin(b, "arith.subf", u, one);
    MlirValue l = toLinalgUn(b, "math.log", u);
    MlirValue scaled = toLinalgBin(b, "arith.mulf", l, toLinalgBin(b, "arith.divf", x, d));
    MlirValue huge[3] = {toLinalgCmp(b, "arith.cmpf", 1 /* oeq */, d, u), l, scaled};
    MlirValue w = toLinalgOp(b, "arith.select", 3, huge, t, 0, NULL);
    MlirValue tiny[3] = {toLinalgCmp(b, "arith.cmpf", 1 /* oeq */, d, toLinalgFloatConst(b, t, 0.0)), x, w};
    return toLinalgOp(b, "arith.select", 3, tiny, t, 0, NULL);
  }
  case HIDET_SCALAR_NONE:
    break;
  }
  return x; /* not reached: the driver dispatches only unary ops here */
}

static MlirValue ewBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const EwData *d = userData;
  MlirValue x = toLinalgConvert(b, args[0], d->ct), y;
  if (d->op->elementwise == HIDET_EW_BINARY)
    y = toLinalgBin(b, d->op->scalarOp, x, toLinalgConvert(b, args[1], d->ct));
  else
    y = unaryScalar(b, d->op, x);
  return toLinalgConvert(b, y, d->elt);
}

static MlirValue lowerElementwise(GlBuilder *b, MlirOperation op, intptr_t nIns) {
  MlirValue ins[2] = {operand(op, 0), nIns > 1 ? operand(op, 1) : operand(op, 0)};
  EwData d = {hidetGraphOpTraits(op), toLinalgComputeType(b->ctx, resultElt(op)), resultElt(op)};
  GlShape out = resultShape(op);
  return toLinalgElementwise(b, &out, d.elt, nIns, ins, ewBody, &d);
}

MlirValue toLinalgLowerUnary(GlBuilder *b, MlirOperation op) { return lowerElementwise(b, op, 1); }
MlirValue toLinalgLowerBinary(GlBuilder *b, MlirOperation op) { return lowerElementwise(b, op, 2); }

static bool supportedScalar(MlirType t) {
  return (mlirTypeIsAInteger(t) && mlirIntegerTypeIsSignless(t)) || mlirTypeIsAF16(t) ||
         mlirTypeIsABF16(t) || mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
}

bool toLinalgCastSupported(MlirType from, MlirType to) {
  return supportedScalar(from) && supportedScalar(to);
}

/* graph.cast {rounding = "nearest_even"} from a float to a wider-than-i1
 * integer: round to nearest even, saturate (hidetCastSaturationBounds); NaN
 * gives the minimum (maxnumf drops it). */
static MlirValue roundToIntBody(GlBuilder *b, const MlirValue *args, void *userData) {
  MlirType to = *(const MlirType *)userData, from = mlirValueGetType(args[0]);
  MlirValue x = args[0];
  if (toLinalgIsHalf(from)) {
    from = mlirF32TypeGet(b->ctx);
    x = toLinalgConvert(b, x, from);
  }
  double lo, hi, limit;
  hidetCastSaturationBounds(mlirFloatTypeGetWidth(from), mlirIntegerTypeGetWidth(to), &lo, &hi, &limit);
  MlirValue r = toLinalgUn(b, "math.roundeven", x);
  MlirValue c = toLinalgBin(b, "arith.maxnumf", r, toLinalgFloatConst(b, from, lo));
  c = toLinalgBin(b, "arith.minimumf", c, toLinalgFloatConst(b, from, hi));
  MlirValue i = toLinalgConvert(b, c, to); /* in range: fptosi is exact on an integral value */
  MlirValue over = toLinalgCmp(b, "arith.cmpf", GL_CMPF_OGE, r, toLinalgFloatConst(b, from, limit));
  MlirValue mx = toLinalgIntConst(b, to, (int64_t)((1ull << (mlirIntegerTypeGetWidth(to) - 1)) - 1));
  MlirValue ops[3] = {over, mx, i};
  return toLinalgOp(b, "arith.select", 3, ops, to, 0, NULL);
}

MlirValue toLinalgLowerCast(GlBuilder *b, MlirOperation op) {
  MlirValue x = operand(op, 0);
  MlirType from = toLinalgElementType(x), to = resultElt(op);
  if (!hidetCastRoundsNearestEven(op) || !mlirTypeIsAFloat(from) || mlirTypeIsAFloat(to) ||
      mlirIntegerTypeGetWidth(to) == 1)
    return toLinalgConvertTensor(b, x, to);
  GlShape s = toLinalgShapeOf(mlirValueGetType(x));
  return toLinalgElementwise(b, &s, to, 1, &x, roundToIntBody, &to);
}

/* ---- compare and select. ---------------------------------------------- */

typedef struct {
  MlirType ct;     /* compute type of the operands */
  int64_t pred;    /* arith.cmpf / arith.cmpi predicate number */
  bool isFloat;
} CompareData;

/* The arith predicate for the op's `predicate`: floats ordered (false on
 * NaN) except "ne" (unordered: true on NaN), as C and numpy compare;
 * integers signed, except i1, a bool, compared unsigned (false < true). */
static int64_t comparePredicate(MlirOperation op, MlirType elt) {
  /* the predicate table (lib/graph_ops.c); the op is verified, so the
   * predicate is known ("eq", the first, otherwise) */
  const HidetComparePredicate *p = hidetComparePredicateAt(0);
  for (size_t i = 0; i < hidetComparePredicateCount(); ++i)
    if (toLinalgStringAttrIs(op, "predicate", hidetComparePredicateAt(i)->name))
      p = hidetComparePredicateAt(i);
  if (mlirTypeIsAFloat(elt))
    return p->cmpfCode;
  return mlirIntegerTypeGetWidth(elt) == 1 ? p->cmpuCode : p->cmpiCode;
}

static MlirValue compareBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const CompareData *d = userData;
  /* f16/bf16 -> f32 is exact, so the comparison is too */
  MlirValue x = toLinalgConvert(b, args[0], d->ct);
  MlirValue y = toLinalgConvert(b, args[1], d->ct);
  return toLinalgCmp(b, d->isFloat ? "arith.cmpf" : "arith.cmpi", d->pred, x, y);
}

MlirValue toLinalgLowerCompare(GlBuilder *b, MlirOperation op) {
  MlirValue ins[2] = {operand(op, 0), operand(op, 1)};
  MlirType elt = toLinalgElementType(ins[0]);
  CompareData d = {toLinalgComputeType(b->ctx, elt), comparePredicate(op, elt), mlirTypeIsAFloat(elt)};
  GlShape out = resultShape(op);
  return toLinalgElementwise(b, &out, resultElt(op), 2, ins, compareBody, &d);
}

static MlirValue selectBody(GlBuilder *b, const MlirValue *args, void *userData) {
  (void)userData;
  return toLinalgOp(b, "arith.select", 3, args, mlirValueGetType(args[1]), 0, NULL);
}

MlirValue toLinalgLowerSelect(GlBuilder *b, MlirOperation op) {
  MlirValue ins[3] = {operand(op, 0), operand(op, 1), operand(op, 2)};
  GlShape out = resultShape(op);
  return toLinalgElementwise(b, &out, resultElt(op), 3, ins, selectBody, NULL);
}

/* ---- Matrix products. ------------------------------------------------- */


/* out[...] = sum over the last loop of lhs * rhs, accumulated from zero in
 * the compute type, then converted to the element type. */
static MlirValue contraction(GlBuilder *b, MlirOperation op, int64_t nLoops, const bool *red,
                             const MlirAffineMap maps[3]) {
  GlShape out = resultShape(op);
  MlirType elt = resultElt(op), at = toLinalgComputeType(b->ctx, elt);
  MlirValue ins[2] = {operand(op, 0), operand(op, 1)};
  MlirValue acc = toLinalgFill(b, &out, at, 0.0);
  MlirValue r = toLinalgGeneric(b, nLoops, red, 2, ins, maps, acc, maps[2], toLinalgMacBody, &at);
  return toLinalgConvertTensor(b, r, elt);
}

MlirValue toLinalgLowerMatmul(GlBuilder *b, MlirOperation op) {
  /* loops (m, n, k): lhs (m, k), rhs (k, n), out (m, n) */
  static const int64_t lhs[2] = {0, 2}, rhs[2] = {2, 1}, out[2] = {0, 1};
  static const bool red[3] = {false, false, true};
  MlirAffineMap maps[3] = {toLinalgSelectMap(b, 3, 2, lhs), toLinalgSelectMap(b, 3, 2, rhs),
                           toLinalgSelectMap(b, 3, 2, out)};
  return contraction(b, op, 3, red, maps);
}

/* Loops of one matrix operand's batch dims against the result's `nb` batch
 * dims (numpy broadcasting), then the two matrix loops. */
static MlirAffineMap batchOperandMap(GlBuilder *b, const GlShape *s, const GlShape *out,
                                     int64_t nLoops, int64_t row, int64_t col) {
  int64_t nb = out->rank - 2, sb = s->rank - 2, loops[HIDET_MAX_RANK];
  for (int64_t i = 0; i < sb; ++i) {
    int64_t o = nb - sb + i;
    loops[i] = s->d[i] == 1 && out->d[o] != 1 ? -1 : o;
  }
  loops[sb] = row;
  loops[sb + 1] = col;
  return toLinalgSelectMap(b, nLoops, s->rank, loops);
}

MlirValue toLinalgLowerBatchMatmul(GlBuilder *b, MlirOperation op) {
  /* loops (batch..., m, n, k) */
  GlShape out = resultShape(op), ls = toLinalgShapeOf(mlirValueGetType(operand(op, 0))),
          rs = toLinalgShapeOf(mlirValueGetType(operand(op, 1)));
  int64_t nb = out.rank - 2, nLoops = nb + 3, m = nb, n = nb + 1, k = nb + 2;
  bool red[GL_MAX_LOOPS] = {false};
  red[k] = true;
  int64_t outLoops[HIDET_MAX_RANK];
  for (int64_t i = 0; i < out.rank; ++i)
    outLoops[i] = i;
  MlirAffineMap maps[3] = {batchOperandMap(b, &ls, &out, nLoops, m, k),
                           batchOperandMap(b, &rs, &out, nLoops, k, n),
                           toLinalgSelectMap(b, nLoops, out.rank, outLoops)};
  return contraction(b, op, nLoops, red, maps);
}

/* ---- Reductions. ------------------------------------------------------ */

typedef enum { R_SUM, R_MAX, R_MIN, R_MEAN, R_PROD } ReduceKind;

typedef struct {
  MlirType at;
  ReduceKind kind;
} ReduceData;

/* acc = combine(acc, convert(x)) */
static MlirValue reduceBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const ReduceData *d = userData;
  static const char *const combine[] = {"arith.addf", "arith.maximumf", "arith.minimumf",
                                        "arith.addf", "arith.mulf"};
  return toLinalgBin(b, combine[d->kind], args[1], toLinalgConvert(b, args[0], d->at));
}

/* The loops of `s` that are not marked in `reduced`, in order; returns how
 * many. */
static int64_t keptLoops(const GlShape *s, const bool *reduced, int64_t *loops, GlShape *kept) {
  kept->rank = 0;
  for (int64_t i = 0; i < s->rank; ++i)
    if (!reduced[i]) {
      loops[kept->rank] = i;
      kept->d[kept->rank++] = s->d[i];
    }
  return kept->rank;
}

/* Reduces `x` over the `reduced` dims into a new tensor of the kept dims, in
 * the accumulator type, starting from `init`; `nIns` > 1 passes more
 * inputs (read with `extraMaps`) to `body`. */
static MlirValue reduceInto(GlBuilder *b, intptr_t nIns, const MlirValue *ins,
                            const MlirAffineMap *extraMaps, const bool *reduced, MlirType at,
                            double init, GlBodyFn body, void *userData) {
  GlShape s = toLinalgShapeOf(mlirValueGetType(ins[0])), kept;
  int64_t loops[HIDET_MAX_RANK];
  keptLoops(&s, reduced, loops, &kept);
  MlirAffineMap maps[GL_MAX_INPUTS];
  maps[0] = toLinalgIdentityMap(b, s.rank);
  for (intptr_t i = 1; i < nIns; ++i)
    maps[i] = extraMaps[i - 1];
  MlirValue acc = toLinalgFill(b, &kept, at, init);
  return toLinalgGeneric(b, s.rank, reduced, nIns, ins, maps, acc,
                   toLinalgSelectMap(b, s.rank, kept.rank, loops), body, userData);
}

typedef struct {
  MlirType elt, at;
  bool divide;
  double divisor;
} FinishData;

static MlirValue finishBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const FinishData *d = userData;
  MlirValue x = args[0];
  if (d->divide)
    x = toLinalgBin(b, "arith.divf", x, toLinalgFloatConst(b, d->at, d->divisor));
  return toLinalgConvert(b, x, d->elt);
}

MlirValue toLinalgLowerReduce(GlBuilder *b, MlirOperation op) {
  MlirValue x = operand(op, 0);
  GlShape s = toLinalgShapeOf(mlirValueGetType(x)), out = resultShape(op);
  MlirType elt = resultElt(op), at = toLinalgComputeType(b->ctx, elt);
  ReduceData d = {at, R_SUM};
  if (toLinalgStringAttrIs(op, "kind", "max"))
    d.kind = R_MAX;
  else if (toLinalgStringAttrIs(op, "kind", "min"))
    d.kind = R_MIN;
  else if (toLinalgStringAttrIs(op, "kind", "mean"))
    d.kind = R_MEAN;
  else if (toLinalgStringAttrIs(op, "kind", "prod"))
    d.kind = R_PROD;
  bool reduced[GL_MAX_LOOPS] = {false};
  MlirAttribute axes = hidetOpAttr(op, "axes");
  double count = 1;
  for (intptr_t i = 0; i < mlirDenseArrayGetNumElements(axes); ++i) {
    int64_t a = toLinalgNormAxis(mlirDenseI64ArrayGetElement(axes, i), s.rank);
    reduced[a] = true;
    count *= (double)s.d[a];
  }
  static const double inits[] = {0.0, -INFINITY, INFINITY, 0.0, 1.0};
  MlirValue r = reduceInto(b, 1, &x, NULL, reduced, at, inits[d.kind], reduceBody, &d);
  /* The result: kept dims in order, with 1s in the reduced places when
   * keepdims; the mean divides by the number of reduced elements. */
  MlirAttribute keep = hidetOpAttr(op, "keepdims");
  bool keepdims = !mlirAttributeIsNull(keep) && mlirBoolAttrGetValue(keep);
  int64_t loops[HIDET_MAX_RANK], n = 0;
  for (int64_t i = 0; i < out.rank; ++i)
    if (!keepdims || !reduced[i])
      loops[n++] = i;
  FinishData f = {elt, at, d.kind == R_MEAN, count};
  MlirAffineMap inMap = toLinalgSelectMap(b, out.rank, n, loops);
  return toLinalgGeneric(b, out.rank, NULL, 1, &r, &inMap, toLinalgEmpty(b, &out, elt),
                   toLinalgIdentityMap(b, out.rank), finishBody, &f);
}

/* ---- Softmax and layer_norm. ------------------------------------------ */

typedef struct {
  MlirType at, elt;
  double n, eps;
} NormData;

/* exp(x - max) */
static MlirValue expShiftedBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const NormData *d = userData;
  return toLinalgUn(b, "math.exp", toLinalgBin(b, "arith.subf", toLinalgConvert(b, args[0], d->at), args[1]));
}

/* e / sum */
static MlirValue divideBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const NormData *d = userData;
  return toLinalgConvert(b, toLinalgBin(b, "arith.divf", args[0], args[1]), d->elt);
}

MlirValue toLinalgLowerSoftmax(GlBuilder *b, MlirOperation op) {
  /* y = exp(x - max) / sum(exp(x - max)) along the axis: max, exp and sum
   * in the compute type. */
  MlirValue x = operand(op, 0);
  GlShape s = toLinalgShapeOf(mlirValueGetType(x)), kept;
  MlirType elt = resultElt(op), at = toLinalgComputeType(b->ctx, elt);
  int64_t axis = toLinalgNormAxis(toLinalgI64Attr(op, "axis", -1), s.rank), loops[HIDET_MAX_RANK];
  bool reduced[GL_MAX_LOOPS] = {false};
  reduced[axis] = true;
  keptLoops(&s, reduced, loops, &kept);
  MlirAffineMap id = toLinalgIdentityMap(b, s.rank), keptMap = toLinalgSelectMap(b, s.rank, kept.rank, loops);
  ReduceData maxData = {at, R_MAX}, sumData = {at, R_SUM};
  NormData d = {at, elt, 0, 0};

  MlirValue mx = reduceInto(b, 1, &x, NULL, reduced, at, -INFINITY, reduceBody, &maxData);
  MlirValue ins[2] = {x, mx};
  MlirAffineMap maps[2] = {id, keptMap};
  MlirValue e =
      toLinalgGeneric(b, s.rank, NULL, 2, ins, maps, toLinalgEmpty(b, &s, at), id, expShiftedBody, &d);
  MlirValue sum = reduceInto(b, 1, &e, NULL, reduced, at, 0.0, reduceBody, &sumData);
  MlirValue ins2[2] = {e, sum};
  return toLinalgGeneric(b, s.rank, NULL, 2, ins2, maps, toLinalgEmpty(b, &s, elt), id, divideBody, &d);
}

/* acc + (x - mean)^2 */
static MlirValue squaredDevBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const NormData *d = userData;
  MlirValue dev = toLinalgBin(b, "arith.subf", toLinalgConvert(b, args[0], d->at), args[1]);
  return toLinalgBin(b, "arith.addf", args[2], toLinalgBin(b, "arith.mulf", dev, dev));
}

/* (x - mean) / sqrt(varsum / n + eps) * gamma + beta */
static MlirValue normalizeBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const NormData *d = userData;
  MlirValue dev = toLinalgBin(b, "arith.subf", toLinalgConvert(b, args[0], d->at), args[1]);
  MlirValue var = toLinalgBin(b, "arith.divf", args[2], toLinalgFloatConst(b, d->at, d->n));
  MlirValue sd = toLinalgUn(b, "math.sqrt", toLinalgBin(b, "arith.addf", var, toLinalgFloatConst(b, d->at, d->eps)));
  MlirValue y = toLinalgBin(b, "arith.divf", dev, sd);
  y = toLinalgBin(b, "arith.mulf", y, toLinalgConvert(b, args[3], d->at));
  y = toLinalgBin(b, "arith.addf", y, toLinalgConvert(b, args[4], d->at));
  return toLinalgConvert(b, y, d->elt);
}

MlirValue toLinalgLowerLayerNorm(GlBuilder *b, MlirOperation op) {
  /* Over the dims from `axis` on: mean, then the biased variance as the
   * mean of squared deviations (two passes), then normalise. */
  MlirValue x = operand(op, 0);
  GlShape s = toLinalgShapeOf(mlirValueGetType(x)), kept;
  MlirType elt = resultElt(op), at = toLinalgComputeType(b->ctx, elt);
  int64_t axis = toLinalgNormAxis(toLinalgI64Attr(op, "axis", -1), s.rank), loops[HIDET_MAX_RANK];
  MlirAttribute epsAttr = hidetOpAttr(op, "epsilon");
  NormData d = {at, elt, 1.0,
                mlirAttributeIsNull(epsAttr) ? 1e-5 : mlirFloatAttrGetValueDouble(epsAttr)};
  bool reduced[GL_MAX_LOOPS] = {false};
  int64_t normLoops[HIDET_MAX_RANK];
  for (int64_t i = axis; i < s.rank; ++i) {
    reduced[i] = true;
    normLoops[i - axis] = i;
    d.n *= (double)s.d[i];
  }
  keptLoops(&s, reduced, loops, &kept);
  MlirAffineMap id = toLinalgIdentityMap(b, s.rank), keptMap = toLinalgSelectMap(b, s.rank, kept.rank, loops),
                normMap = toLinalgSelectMap(b, s.rank, s.rank - axis, normLoops);
  ReduceData sumData = {at, R_SUM};
  FinishData meanData = {at, at, true, d.n};

  MlirValue sum = reduceInto(b, 1, &x, NULL, reduced, at, 0.0, reduceBody, &sumData);
  MlirValue mean = toLinalgElementwise(b, &kept, at, 1, &sum, finishBody, &meanData);
  MlirValue ins[2] = {x, mean};
  MlirValue varsum = reduceInto(b, 2, ins, &keptMap, reduced, at, 0.0, squaredDevBody, &d);
  MlirValue all[5] = {x, mean, varsum, operand(op, 1), operand(op, 2)};
  MlirAffineMap maps[5] = {id, keptMap, keptMap, normMap, normMap};
  return toLinalgGeneric(b, s.rank, NULL, 5, all, maps, toLinalgEmpty(b, &s, elt), id, normalizeBody, &d);
}
