/*===-- import_tosa_ew.c - Elementwise TOSA ops, cast, reductions ---------===*
 * TOSA elementwise ops have equal ranks with size-1 broadcasting, a special
 * case of graph's numpy broadcasting, so they map one to one. graph
 * arithmetic is float-only: integer operands go through f64 (see
 * tiToCompute) and the result is cast back.
 *===----------------------------------------------------------------------===*/
#include "import_tosa.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

static const struct {
  const char *tosa, *graph;
} kNames[] = {
    {"tosa.add", "add"},         {"tosa.sub", "sub"},           {"tosa.mul", "mul"},
    {"tosa.maximum", "max"},     {"tosa.minimum", "min"},       {"tosa.pow", "pow"},
    {"tosa.exp", "exp"},         {"tosa.log", "log"},           {"tosa.tanh", "tanh"},
    {"tosa.sigmoid", "sigmoid"}, {"tosa.erf", "erf"},           {"tosa.rsqrt", "rsqrt"},
    {"tosa.abs", "abs"},         {"tosa.negate", "neg"},        {"tosa.greater", "gt"},
    {"tosa.greater_equal", "ge"}, {"tosa.equal", "eq"},         {"tosa.reduce_sum", "sum"},
    {"tosa.reduce_max", "max"},  {"tosa.reduce_min", "min"},
};

/* The graph op name (or predicate / reduce kind) for a TOSA op. */
static const char *graphName(MlirOperation op) {
  char name[64];
  hidetOpName(op, name, sizeof name);
  for (size_t i = 0; i < sizeof kNames / sizeof kNames[0]; ++i)
    if (strcmp(name, kNames[i].tosa) == 0)
      return kNames[i].graph;
  return "";
}

static MlirType operandElt(MlirOperation op, intptr_t i) {
  return mlirShapedTypeGetElementType(mlirValueGetType(tiOperand(op, i)));
}

static bool isBool(MlirType elt) {
  return mlirTypeIsAInteger(elt) && mlirIntegerTypeGetWidth(elt) == 1;
}

/* ---- Checks. ---------------------------------------------------------- */

bool tiCheckNone(MlirOperation op) {
  (void)op;
  return true;
}

/* Arithmetic on integers goes through f64; booleans have no arithmetic. */
bool tiCheckBinary(MlirOperation op) {
  if (isBool(tiResultElt(op))) {
    hidetEmitOpError(op, "on i1 is not supported");
    return false;
  }
  return true;
}

static bool checkFloat(MlirOperation op) {
  if (tiIsFloat(operandElt(op, 0)) && tiIsFloat(tiResultElt(op)))
    return true;
  HidetStr t = hidetPrintType(operandElt(op, 0));
  hidetEmitOpError(op, "on %s is not supported: it is imported for float types only", t.data);
  hidetStrFree(&t);
  return false;
}

bool tiCheckFloatBinary(MlirOperation op) { return checkFloat(op); }
bool tiCheckFloatUnary(MlirOperation op) { return checkFloat(op); }

bool tiCheckMinMax(MlirOperation op) { return tiCheckBinary(op) && tiCheckNanMode(op); }

bool tiCheckMul(MlirOperation op) {
  if (!tiCheckBinary(op))
    return false;
  double shift[1];
  intptr_t n = tiConstOperand(op, 2, "shift", shift, 1);
  if (n < 0)
    return false;
  if (n == 1 && shift[0] != 0.0) {
    if (tiIsFloat(tiResultElt(op)))
      hidetEmitOpError(op, "shift must be 0 for float operands, got %g", shift[0]);
    else
      hidetEmitOpError(op, "integer multiply with a non-zero shift (%g) is not supported",
                       shift[0]);
    return false;
  }
  return true;
}

bool tiCheckNegate(MlirOperation op) {
  bool ok = tiCheckBinary(op);
  ok = tiCheckZeroPoint(op, 1, "input1_zp") && ok;
  return tiCheckZeroPoint(op, 2, "output_zp") && ok;
}

static bool readNumber(MlirAttribute a, double *out) {
  if (mlirAttributeIsAFloat(a))
    *out = mlirFloatAttrGetValueDouble(a);
  else if (mlirAttributeIsAInteger(a))
    *out = (double)mlirIntegerAttrGetValueInt(a);
  else
    return false;
  return true;
}

bool tiCheckClamp(MlirOperation op) {
  double v;
  bool ok = tiCheckBinary(op) && tiCheckNanMode(op);
  if (!readNumber(hidetOpAttr(op, "min_val"), &v) || !readNumber(hidetOpAttr(op, "max_val"), &v)) {
    hidetEmitOpError(op, "min_val and max_val must be integer or float attributes");
    ok = false;
  }
  return ok;
}

/* TOSA rounds float -> int to the nearest integer; graph.cast truncates,
 * and graph has no round/floor to build it from. */
bool tiCheckCast(MlirOperation op) {
  MlirType from = operandElt(op, 0), to = tiResultElt(op);
  if (!tiIsFloat(from) || tiIsFloat(to) || isBool(to))
    return true;
  HidetStr a = hidetPrintType(from), c = hidetPrintType(to);
  hidetEmitOpError(op,
                   "cast from %s to %s is not supported: TOSA rounds to the nearest integer, "
                   "graph.cast truncates",
                   a.data, c.data);
  hidetStrFree(&a);
  hidetStrFree(&c);
  return false;
}

bool tiCheckReduce(MlirOperation op) {
  bool ok = tiCheckBinary(op) && tiCheckNanMode(op);
  MlirAttribute axis = hidetOpAttr(op, "axis");
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(tiOperand(op, 0)));
  if (mlirAttributeIsNull(axis) || !mlirAttributeIsAInteger(axis) ||
      mlirIntegerAttrGetValueInt(axis) < 0 || mlirIntegerAttrGetValueInt(axis) >= rank) {
    hidetEmitOpError(op, "axis must be an integer in [0, %ld)", (long)rank);
    ok = false;
  }
  return ok;
}

/* ---- Conversions. ----------------------------------------------------- */

/* A binary graph op on x and y with the TOSA result's element type. */
static MlirValue binary(ImBuilder *b, const char *name, MlirValue x, MlirValue y, MlirType elt) {
  if (tiIsFloat(elt))
    return imBinary(b, name, x, y, elt);
  /* one statement per built op: C leaves argument evaluation order open */
  MlirValue fx = tiToCompute(b, x);
  MlirValue fy = tiToCompute(b, y);
  return imCast(b, imBinary(b, name, fx, fy, (MlirType){NULL}), elt);
}

MlirValue tiConvertBinary(ImBuilder *b, MlirOperation op) {
  return binary(b, graphName(op), tiOperand(op, 0), tiOperand(op, 1), tiResultElt(op));
}

MlirValue tiConvertMul(ImBuilder *b, MlirOperation op) { return tiConvertBinary(b, op); }

MlirValue tiConvertUnary(ImBuilder *b, MlirOperation op) {
  MlirValue x = tiOperand(op, 0);
  MlirType elt = tiResultElt(op);
  if (tiIsFloat(elt))
    return imUnary(b, graphName(op), x);
  return imCast(b, imUnary(b, graphName(op), tiToCompute(b, x)), elt);
}

MlirValue tiConvertReciprocal(ImBuilder *b, MlirOperation op) {
  MlirValue x = tiOperand(op, 0);
  MlirType elt = tiResultElt(op);
  MlirValue one = tiScalar(b, elt, mlirShapedTypeGetRank(mlirValueGetType(x)), 1.0);
  return imBinary(b, "div", one, x, elt);
}

/* min(max(x, lo), hi); relu when lo == 0 and hi is the type's maximum or
 * more; a bound at or beyond the float type's range is dropped. */
MlirValue tiConvertClamp(ImBuilder *b, MlirOperation op) {
  MlirValue x = tiOperand(op, 0);
  MlirType elt = tiResultElt(op);
  double lo = 0, hi = 0;
  readNumber(hidetOpAttr(op, "min_val"), &lo);
  readNumber(hidetOpAttr(op, "max_val"), &hi);
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(x));
  if (tiIsFloat(elt)) {
    double top = tiFloatMax(elt);
    if (lo == 0.0 && hi >= top)
      return imUnary(b, "relu", x);
    if (lo > -top)
      x = imBinary(b, "max", x, tiScalar(b, elt, rank, lo), elt);
    if (hi < top)
      x = imBinary(b, "min", x, tiScalar(b, elt, rank, hi), elt);
    return x;
  }
  MlirType f64 = mlirF64TypeGet(b->ctx);
  MlirValue v = tiToCompute(b, x);
  v = imBinary(b, "max", v, tiScalar(b, f64, rank, lo), f64);
  v = imBinary(b, "min", v, tiScalar(b, f64, rank, hi), f64);
  return imCast(b, v, elt);
}

MlirValue tiConvertCast(ImBuilder *b, MlirOperation op) {
  return imCast(b, tiOperand(op, 0), tiResultElt(op));
}

MlirValue tiConvertCompare(ImBuilder *b, MlirOperation op) {
  MlirValue ins[2] = {tiOperand(op, 0), tiOperand(op, 1)};
  MlirNamedAttribute a = imNamed(b->ctx, "predicate", imStr(b->ctx, graphName(op)));
  return imOp(b, "compare", 2, ins, tiResultType(op), 1, &a);
}

MlirValue tiConvertSelect(ImBuilder *b, MlirOperation op) {
  MlirValue ins[3] = {tiOperand(op, 0), tiOperand(op, 1), tiOperand(op, 2)};
  return imOp(b, "select", 3, ins, tiResultType(op), 0, NULL);
}

MlirValue tiConvertReduce(ImBuilder *b, MlirOperation op) {
  MlirValue x = tiToCompute(b, tiOperand(op, 0));
  MlirType elt = tiResultElt(op);
  int64_t axis = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "axis")), shape[HIDET_MAX_RANK];
  intptr_t rank = imShape(mlirOperationGetResult(op, 0), shape);
  MlirNamedAttribute attrs[3] = {
      imNamed(b->ctx, "kind", imStr(b->ctx, graphName(op))),
      imNamed(b->ctx, "axes", imI64Array(b->ctx, 1, &axis)),
      imNamed(b->ctx, "keepdims", mlirBoolAttrGet(b->ctx, 1)),
  };
  MlirValue r = imOp(b, "reduce", 1, &x, imTensorType(rank, shape, imElementType(x)), 3, attrs);
  return imCast(b, r, elt);
}
