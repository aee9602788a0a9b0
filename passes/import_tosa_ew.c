/*===-- import_tosa_ew.c - Elementwise TOSA ops, cast, reductions ---------===*
 * TOSA elementwise ops have equal ranks with size-1 broadcasting, a special
 * case of graph's numpy broadcasting, so they map one to one. graph
 * arithmetic is float-only: integer operands go through f64 (see
 * importTosaToCompute) and the result is cast back.
 *===----------------------------------------------------------------------===*/
#include "import_tosa.h"

#include "graph_ops.h"

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
    {"tosa.reduce_max", "max"},  {"tosa.reduce_min", "min"},  {"tosa.reduce_all", "min"},
    {"tosa.reduce_any", "max"},  {"tosa.reduce_product", "prod"}, {"tosa.sin", "sin"},
    {"tosa.cos", "cos"},         {"tosa.floor", "floor"},       {"tosa.ceil", "ceil"},
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
  return mlirShapedTypeGetElementType(mlirValueGetType(importTosaOperand(op, i)));
}

static bool isBool(MlirType elt) {
  return mlirTypeIsAInteger(elt) && mlirIntegerTypeGetWidth(elt) == 1;
}

/* ---- Checks. ---------------------------------------------------------- */

bool importTosaCheckNone(MlirOperation op) {
  (void)op;
  return true;
}

/* Arithmetic on integers goes through f64; booleans have no arithmetic. */
bool importTosaCheckBinary(MlirOperation op) {
  if (isBool(importTosaResultElt(op))) {
    hidetEmitOpError(op, "on i1 is not supported");
    return false;
  }
  return true;
}

static bool checkFloat(MlirOperation op) {
  if (importTosaIsFloat(operandElt(op, 0)) && importTosaIsFloat(importTosaResultElt(op)))
    return true;
  HidetStr t = hidetPrintType(operandElt(op, 0));
  hidetEmitOpError(op, "on %s is not supported: it is imported for float types only", t.data);
  hidetStrFree(&t);
  return false;
}

bool importTosaCheckFloatBinary(MlirOperation op) { return checkFloat(op); }
bool importTosaCheckFloatUnary(MlirOperation op) { return checkFloat(op); }

bool importTosaCheckMinMax(MlirOperation op) { return importTosaCheckBinary(op) && importTosaCheckNanMode(op); }

bool importTosaCheckMul(MlirOperation op) {
  if (!importTosaCheckBinary(op))
    return false;
  double shift[1];
  intptr_t n = importTosaConstOperand(op, 2, "shift", shift, 1);
  if (n < 0)
    return false;
  if (n == 1 && shift[0] != 0.0) {
    if (importTosaIsFloat(importTosaResultElt(op)))
      hidetEmitOpError(op, "shift must be 0 for float operands, got %g", shift[0]);
    else
      hidetEmitOpError(op, "integer multiply with a non-zero shift (%g) is not supported",
                       shift[0]);
    return false;
  }
  return true;
}

bool importTosaCheckNegate(MlirOperation op) {
  bool ok = importTosaCheckBinary(op);
  ok = importTosaCheckZeroPoint(op, 1, "input1_zp") && ok;
  return importTosaCheckZeroPoint(op, 2, "output_zp") && ok;
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

bool importTosaCheckClamp(MlirOperation op) {
  double v;
  bool ok = importTosaCheckBinary(op) && importTosaCheckNanMode(op);
  if (!readNumber(hidetOpAttr(op, "min_val"), &v) || !readNumber(hidetOpAttr(op, "max_val"), &v)) {
    hidetEmitOpError(op, "min_val and max_val must be integer or float attributes");
    ok = false;
  }
  return ok;
}

static bool checkAxis(MlirOperation op) {
  MlirAttribute axis = hidetOpAttr(op, "axis");
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(importTosaOperand(op, 0)));
  if (mlirAttributeIsNull(axis) || !mlirAttributeIsAInteger(axis) ||
      mlirIntegerAttrGetValueInt(axis) < 0 || mlirIntegerAttrGetValueInt(axis) >= rank) {
    hidetEmitOpError(op, "axis must be an integer in [0, %ld)", (long)rank);
    return false;
  }
  return true;
}

bool importTosaCheckReduce(MlirOperation op) {
  bool ok = importTosaCheckBinary(op) && importTosaCheckNanMode(op);
  return checkAxis(op) && ok;
}

/* reduce_all / reduce_any are boolean reductions (TOSA defines them for
 * bool_t only). */
bool importTosaCheckReduceBool(MlirOperation op) {
  bool ok = true;
  if (!isBool(operandElt(op, 0)) || !isBool(importTosaResultElt(op))) {
    HidetStr t = hidetPrintType(operandElt(op, 0));
    hidetEmitOpError(op, "on %s is not supported: only i1 (boolean) operands and results are imported",
                     t.data);
    hidetStrFree(&t);
    ok = false;
  }
  return checkAxis(op) && ok;
}

/* ---- Conversions. ----------------------------------------------------- */

/* A binary graph op on x and y with the TOSA result's element type. */
static MlirValue binary(ImBuilder *b, const char *name, MlirValue x, MlirValue y, MlirType elt) {
  if (importTosaIsFloat(elt))
    return importerBinary(b, name, x, y, elt);
  /* one statement per built op: C leaves argument evaluation order open */
  MlirValue fx = importTosaToCompute(b, x);
  MlirValue fy = importTosaToCompute(b, y);
  return importerCast(b, importerBinary(b, name, fx, fy, (MlirType){NULL}), elt);
}

MlirValue importTosaConvertBinary(ImBuilder *b, MlirOperation op) {
  return binary(b, graphName(op), importTosaOperand(op, 0), importTosaOperand(op, 1), importTosaResultElt(op));
}

MlirValue importTosaConvertMul(ImBuilder *b, MlirOperation op) { return importTosaConvertBinary(b, op); }

MlirValue importTosaConvertUnary(ImBuilder *b, MlirOperation op) {
  MlirValue x = importTosaOperand(op, 0);
  MlirType elt = importTosaResultElt(op);
  if (importTosaIsFloat(elt))
    return importerUnary(b, graphName(op), x);
  return importerCast(b, importerUnary(b, graphName(op), importTosaToCompute(b, x)), elt);
}

MlirValue importTosaConvertReciprocal(ImBuilder *b, MlirOperation op) {
  MlirValue x = importTosaOperand(op, 0);
  MlirType elt = importTosaResultElt(op);
  MlirValue one = importTosaScalar(b, elt, mlirShapedTypeGetRank(mlirValueGetType(x)), 1.0);
  return importerBinary(b, "div", one, x, elt);
}

/* min(max(x, lo), hi); relu when lo == 0 and hi is the type's maximum or
 * more; a bound at or beyond the float type's range is dropped. */
MlirValue importTosaConvertClamp(ImBuilder *b, MlirOperation op) {
  MlirValue x = importTosaOperand(op, 0);
  MlirType elt = importTosaResultElt(op);
  double lo = 0, hi = 0;
  readNumber(hidetOpAttr(op, "min_val"), &lo);
  readNumber(hidetOpAttr(op, "max_val"), &hi);
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(x));
  if (importTosaIsFloat(elt)) {
    double top = importTosaFloatMax(elt);
    if (lo == 0.0 && hi >= top)
      return importerUnary(b, "relu", x);
    if (lo > -top)
      x = importerBinary(b, "max", x, importTosaScalar(b, elt, rank, lo), elt);
    if (hi < top)
      x = importerBinary(b, "min", x, importTosaScalar(b, elt, rank, hi), elt);
    return x;
  }
  MlirType f64 = mlirF64TypeGet(b->ctx);
  MlirValue v = importTosaToCompute(b, x);
  v = importerBinary(b, "max", v, importTosaScalar(b, f64, rank, lo), f64);
  v = importerBinary(b, "min", v, importTosaScalar(b, f64, rank, hi), f64);
  return importerCast(b, v, elt);
}

/* TOSA's cast rounds float -> int to nearest, ties to even, and saturates
 * (upstream's TosaToLinalg: roundeven, clamp, fptosi): graph.cast {rounding
 * = "nearest_even"}. Every other cast is graph.cast's default (to i1 is
 * x != 0 in both). */
MlirValue importTosaConvertCast(ImBuilder *b, MlirOperation op) {
  MlirValue x = importTosaOperand(op, 0);
  MlirType from = operandElt(op, 0), to = importTosaResultElt(op);
  if (!importTosaIsFloat(from) || importTosaIsFloat(to) || isBool(to))
    return importerCast(b, x, to);
  MlirNamedAttribute a = importerNamed(b->ctx, "rounding", importerStr(b->ctx, HIDET_CAST_NEAREST_EVEN));
  return importerOp(b, "cast", 1, &x, importTosaResultType(op), 1, &a);
}

MlirValue importTosaConvertCompare(ImBuilder *b, MlirOperation op) {
  MlirValue ins[2] = {importTosaOperand(op, 0), importTosaOperand(op, 1)};
  MlirNamedAttribute a = importerNamed(b->ctx, "predicate", importerStr(b->ctx, graphName(op)));
  return importerOp(b, "compare", 2, ins, importTosaResultType(op), 1, &a);
}

MlirValue importTosaConvertSelect(ImBuilder *b, MlirOperation op) {
  MlirValue ins[3] = {importTosaOperand(op, 0), importTosaOperand(op, 1), importTosaOperand(op, 2)};
  return importerOp(b, "select", 3, ins, importTosaResultType(op), 0, NULL);
}

/* logical_* on i1 (TOSA's verifier allows nothing else) as selects:
 * a and b = b if a else false, a or b = true if a else b, a xor b = (not b)
 * if a else b, not a = false if a else true. */
MlirValue importTosaConvertLogical(ImBuilder *b, MlirOperation op) {
  MlirType rt = importTosaResultType(op), i1 = mlirIntegerTypeGet(b->ctx, 1);
  intptr_t rank = mlirShapedTypeGetRank(rt);
  bool isNot = hidetOpIs(op, "tosa.logical_not"), isXor = hidetOpIs(op, "tosa.logical_xor");
  MlirValue ins[3] = {importTosaOperand(op, 0), {NULL}, {NULL}};
  MlirValue y = isNot ? ins[0] : importTosaOperand(op, 1);
  if (isNot || isXor) { /* not y = select(y, false, true) */
    MlirValue n[3] = {y, importTosaScalar(b, i1, rank, 0.0), {NULL}};
    n[2] = importTosaScalar(b, i1, rank, 1.0);
    MlirValue notY = importerOp(b, "select", 3, n, mlirValueGetType(y), 0, NULL);
    if (isNot)
      return notY;
    ins[1] = notY;
    ins[2] = y;
  } else if (hidetOpIs(op, "tosa.logical_and")) {
    ins[1] = y;
    ins[2] = importTosaScalar(b, i1, rank, 0.0);
  } else { /* or */
    ins[1] = importTosaScalar(b, i1, rank, 1.0);
    ins[2] = y;
  }
  return importerOp(b, "select", 3, ins, rt, 0, NULL);
}

MlirValue importTosaConvertReduce(ImBuilder *b, MlirOperation op) {
  MlirValue x = importTosaToCompute(b, importTosaOperand(op, 0));
  MlirType elt = importTosaResultElt(op);
  int64_t axis = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "axis")), shape[HIDET_MAX_RANK];
  intptr_t rank = importerShape(mlirOperationGetResult(op, 0), shape);
  MlirNamedAttribute attrs[3] = {
      importerNamed(b->ctx, "kind", importerStr(b->ctx, graphName(op))),
      importerNamed(b->ctx, "axes", importerI64Array(b->ctx, 1, &axis)),
      importerNamed(b->ctx, "keepdims", mlirBoolAttrGet(b->ctx, 1)),
  };
  MlirValue r = importerOp(b, "reduce", 1, &x, importerTensorType(rank, shape, importerElementType(x)), 3, attrs);
  return importerCast(b, r, elt);
}

/* graph arithmetic is float-only: the booleans become 0.0 / 1.0 in f32, and
 * all = min, any = max of them, which is true when it is above 0.5. (Over
 * an empty axis min is +inf and max -inf, so all is true and any false, as
 * TOSA's initial values say.) */
MlirValue importTosaConvertReduceBool(ImBuilder *b, MlirOperation op) {
  MlirType f32 = mlirF32TypeGet(b->ctx);
  MlirValue x = importerCast(b, importTosaOperand(op, 0), f32);
  int64_t axis = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "axis")), shape[HIDET_MAX_RANK];
  intptr_t rank = importerShape(mlirOperationGetResult(op, 0), shape);
  MlirNamedAttribute attrs[3] = {
      importerNamed(b->ctx, "kind", importerStr(b->ctx, graphName(op))),
      importerNamed(b->ctx, "axes", importerI64Array(b->ctx, 1, &axis)),
      importerNamed(b->ctx, "keepdims", mlirBoolAttrGet(b->ctx, 1)),
  };
  MlirValue r = importerOp(b, "reduce", 1, &x, importerTensorType(rank, shape, f32), 3, attrs);
  MlirValue ins[2] = {r, importTosaScalar(b, f32, rank, 0.5)};
  MlirNamedAttribute gt = importerNamed(b->ctx, "predicate", importerStr(b->ctx, "gt"));
  return importerOp(b, "compare", 2, ins, importTosaResultType(op), 1, &gt);
}
