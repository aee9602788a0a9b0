/*===-- graph_causal_mask.c - Is a mask value torch's causal mask? ---------===*
 * With `?` sequence lengths the causal mask of scaled_dot_product_attention
 * is no constant: hidet-import-linalg gives graph.tri_mask (the lower
 * triangle of the index-built chain, import_linalg_tri.c), and torch's
 * decomposition turns it into its additive bias with selects:
 *   bias = select(select(tri, true, false), 0, -inf)   (reshaped to [1, 1, ?, ?])
 * This evaluates such a value as "a where the triangle holds, b elsewhere"
 * through graph.reshape (one that only adds or drops leading unit dims),
 * graph.select of a splat or another such value, splat constants (float
 * or boolean) and graph.tri_mask {diagonal = 0}. The attention raise
 * (graph_raise_attention.c) takes the value as causal when it is 0 / -inf
 * (additive) or true / false (boolean).
 *===----------------------------------------------------------------------===*/
#include "graph_canonicalize.h"

#include "import_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>

#define MASK_DEPTH 16

typedef struct {
  bool tri;      /* else a splat: onTrue is its value */
  double onTrue; /* where j <= i */
  double onFalse;
} MaskVal;

static bool splatOf(MlirValue v, double *out) {
  for (MlirOperation r; !mlirOperationIsNull(r = canonDef(v, "reshape"));)
    v = mlirOperationGetOperand(r, 0);
  MlirOperation c = canonDef(v, "constant");
  if (mlirOperationIsNull(c))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(c, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseElements(a) || !mlirDenseElementsAttrIsSplat(a))
    return false;
  MlirAttribute s = mlirDenseElementsAttrGetSplatValue(a);
  if (mlirAttributeIsAFloat(s))
    *out = mlirFloatAttrGetValueDouble(s);
  else if (mlirAttributeIsABool(s))
    *out = mlirBoolAttrGetValue(s) ? 1.0 : 0.0;
  else if (mlirAttributeIsAInteger(s) && mlirTypeIsAInteger(mlirAttributeGetType(s)) &&
           mlirIntegerTypeGetWidth(mlirAttributeGetType(s)) == 1)
    *out = (mlirIntegerAttrGetValueInt(s) & 1) ? 1.0 : 0.0;
  else
    return false;
  return true;
}

/* A reshape of x that only adds or drops leading unit dims (the last two
 * dims, the triangle's, unchanged). */
static bool leadingUnits(MlirOperation r) {
  int64_t a[HIDET_MAX_RANK], b[HIDET_MAX_RANK];
  intptr_t ra = importerShape(mlirOperationGetOperand(r, 0), a);
  intptr_t rb = importerShape(mlirOperationGetResult(r, 0), b);
  if (ra < 2 || rb < 2 || a[ra - 1] != b[rb - 1] || a[ra - 2] != b[rb - 2])
    return false;
  for (intptr_t i = 0; i + 2 < ra; ++i)
    if (a[i] != 1)
      return false;
  for (intptr_t i = 0; i + 2 < rb; ++i)
    if (b[i] != 1)
      return false;
  return true;
}

static bool evalMask(MlirValue v, MaskVal *out, int depth) {
  if (depth > MASK_DEPTH)
    return false;
  double c;
  if (splatOf(v, &c)) {
    out->tri = false;
    out->onTrue = out->onFalse = c;
    return true;
  }
  MlirOperation op = canonDef(v, "reshape");
  if (!mlirOperationIsNull(op))
    return leadingUnits(op) && evalMask(mlirOperationGetOperand(op, 0), out, depth + 1);
  op = canonDef(v, "tri_mask");
  if (!mlirOperationIsNull(op)) {
    MlirAttribute d = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("diagonal"));
    if (mlirAttributeIsNull(d) || !mlirAttributeIsAInteger(d) || mlirIntegerAttrGetValueInt(d) != 0)
      return false;
    *out = (MaskVal){true, 1.0, 0.0};
    return true;
  }
  op = canonDef(v, "select");
  if (mlirOperationIsNull(op))
    return false;
  MaskVal cond, t, f;
  if (!evalMask(mlirOperationGetOperand(op, 0), &cond, depth + 1) ||
      !evalMask(mlirOperationGetOperand(op, 1), &t, depth + 1) ||
      !evalMask(mlirOperationGetOperand(op, 2), &f, depth + 1) || t.tri || f.tri)
    return false;
  out->tri = cond.tri;
  out->onTrue = cond.onTrue != 0 ? t.onTrue : f.onTrue;
  out->onFalse = cond.onFalse != 0 ? t.onTrue : f.onTrue;
  return true;
}

bool canonIsDynamicCausalMask(MlirValue m, int64_t lq, int64_t lk) {
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = importerShape(m, s);
  /* its triangle's dims meet the scores' (a `?` meets a `?`: equal at run
   * time, docs/dialects.md) */
  if (r < 2 || s[r - 2] != lq || s[r - 1] != lk)
    return false;
  MaskVal v;
  if (!evalMask(m, &v, 0) || !v.tri)
    return false;
  if (mlirTypeIsAInteger(importerElementType(m)))
    return v.onTrue != 0 && v.onFalse == 0;
  return v.onTrue == 0 && isinf(v.onFalse) && v.onFalse < 0;
}
