/*===-- import_tosa_util.c - Constants and helpers for hidet-import-tosa --===*/
#include "import_tosa.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <float.h>
#include <stdio.h>
#include <string.h>

MlirValue importTosaOperand(MlirOperation op, intptr_t i) { return mlirOperationGetOperand(op, i); }

MlirType importTosaResultType(MlirOperation op) {
  return mlirValueGetType(mlirOperationGetResult(op, 0));
}

MlirType importTosaResultElt(MlirOperation op) { return mlirShapedTypeGetElementType(importTosaResultType(op)); }

bool importTosaIsFloat(MlirType elt) { return mlirTypeIsAFloat(elt); }

MlirOperation importTosaDefiningOp(MlirValue v) {
  if (mlirValueIsAOpResult(v))
    return mlirOpResultGetOwner(v);
  return (MlirOperation){NULL};
}

/* Element `flat` (row-major) of a dense elements attribute as a double. */
static double elementAt(MlirAttribute attr, int64_t flat) {
  MlirType t = mlirAttributeGetType(attr);
  intptr_t rank = mlirShapedTypeGetRank(t);
  uint64_t idx[HIDET_MAX_RANK] = {0};
  for (intptr_t d = rank - 1; d >= 0; --d) {
    int64_t n = mlirShapedTypeGetDimSize(t, d);
    idx[d] = n > 0 ? (uint64_t)(flat % n) : 0;
    flat = n > 0 ? flat / n : 0;
  }
  MlirAttribute e = mlirElementsAttrGetValue(attr, rank, idx);
  if (mlirAttributeIsAFloat(e))
    return mlirFloatAttrGetValueDouble(e);
  MlirType et = mlirAttributeGetType(e);
  if (mlirTypeIsAInteger(et) && (mlirIntegerTypeGetWidth(et) == 1 || mlirIntegerTypeIsUnsigned(et)))
    return (double)mlirIntegerAttrGetValueUInt(e);
  if (mlirTypeIsAInteger(et) && mlirIntegerTypeIsSigned(et))
    return (double)mlirIntegerAttrGetValueSInt(e);
  return (double)mlirIntegerAttrGetValueInt(e); /* signless or index */
}

/* The elements attribute of a tosa.const / tosa.const_shape (`values`) or
 * of a graph.constant already converted from one (`value`). */
static MlirAttribute constantAttr(MlirOperation def) {
  if (hidetOpIs(def, "tosa.const") || hidetOpIs(def, "tosa.const_shape"))
    return hidetOpAttr(def, "values");
  if (hidetOpIs(def, "graph.constant"))
    return hidetOpAttr(def, "value");
  return mlirAttributeGetNull();
}

static const char *producerText(MlirOperation def, char *buf, size_t size) {
  if (mlirOperationIsNull(def))
    return "a block argument";
  char name[64];
  snprintf(buf, size, "'%s'", hidetOpName(def, name, sizeof name));
  return buf;
}

/* Reads the dense constant defining operand i; -1 (reported) otherwise. */
static intptr_t readConstant(MlirOperation op, intptr_t i, const char *what, const char *kind,
                             double *out, intptr_t max) {
  MlirOperation def = importTosaDefiningOp(importTosaOperand(op, i));
  MlirAttribute a = mlirOperationIsNull(def) ? mlirAttributeGetNull() : constantAttr(def);
  if (mlirAttributeIsNull(a)) {
    char buf[80];
    hidetEmitOpError(op, "%s (operand #%ld) must be a %s, got a value defined by %s", what,
                     (long)i, kind, producerText(def, buf, sizeof buf));
    return -1;
  }
  MlirType et = mlirShapedTypeGetElementType(mlirAttributeGetType(a));
  if (!mlirAttributeIsADenseElements(a) ||
      !(mlirTypeIsAInteger(et) || mlirTypeIsAIndex(et) || mlirTypeIsAFloat(et))) {
    hidetEmitOpError(op, "%s (operand #%ld) must be a dense constant (dense<...>) of integers or floats", what,
                     (long)i);
    return -1;
  }
  int64_t n = mlirElementsAttrGetNumElements(a);
  if (n > max) {
    hidetEmitOpError(op, "%s (operand #%ld) has %lld elements, at most %ld are supported", what,
                     (long)i, (long long)n, (long)max);
    return -1;
  }
  for (int64_t k = 0; k < n; ++k)
    out[k] = elementAt(a, k);
  return (intptr_t)n;
}

intptr_t importTosaConstOperand(MlirOperation op, intptr_t i, const char *what, double *out,
                        intptr_t max) {
  return readConstant(op, i, what, "constant (tosa.const)", out, max);
}

intptr_t importTosaShapeOperand(MlirOperation op, intptr_t i, const char *what, int64_t *out,
                        intptr_t max) {
  double vals[2 * HIDET_MAX_RANK];
  if (max > 2 * HIDET_MAX_RANK)
    max = 2 * HIDET_MAX_RANK;
  intptr_t n = readConstant(op, i, what, "compile-time shape (tosa.const_shape)", vals, max);
  for (intptr_t k = 0; k < n; ++k)
    out[k] = (int64_t)vals[k];
  return n;
}

bool importTosaCheckZeroPoint(MlirOperation op, intptr_t i, const char *what) {
  double v[1];
  intptr_t n = importTosaConstOperand(op, i, what, v, 1);
  if (n < 0)
    return false;
  if (n == 1 && v[0] != 0.0) {
    hidetEmitOpError(op, "%s must be 0, got %g (quantized zero points are not supported)", what,
                     v[0]);
    return false;
  }
  return true;
}

bool importTosaNanModeIgnore(MlirOperation op) {
  MlirAttribute a = hidetOpAttr(op, "nan_mode");
  if (mlirAttributeIsNull(a))
    return false;
  HidetStr s = hidetPrintAttribute(a);
  bool ignore = strstr(s.data, "IGNORE") != NULL;
  hidetStrFree(&s);
  return ignore;
}

bool importTosaCheckNanMode(MlirOperation op) {
  if (!importTosaNanModeIgnore(op) || !importTosaIsFloat(mlirShapedTypeGetElementType(
                                  mlirValueGetType(importTosaOperand(op, 0)))))
    return true;
  hidetEmitOpError(op, "nan_mode IGNORE is not supported (graph max/min/pool2d propagate NaN)");
  return false;
}

double importTosaFloatMax(MlirType elt) {
  if (mlirTypeIsAF16(elt))
    return 65504.0;
  if (mlirTypeIsABF16(elt))
    return 3.3895313892515355e38;
  if (mlirTypeIsAF32(elt))
    return FLT_MAX;
  return DBL_MAX;
}

MlirValue importTosaToCompute(ImBuilder *b, MlirValue x) {
  MlirType elt = importerElementType(x);
  return importTosaIsFloat(elt) ? x : importerCast(b, x, mlirF64TypeGet(b->ctx));
}

MlirValue importTosaScalar(ImBuilder *b, MlirType elt, intptr_t rank, double value) {
  int64_t ones[HIDET_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    ones[i] = 1;
  return importerSplat(b, importerTensorType(rank, ones, elt), value);
}
