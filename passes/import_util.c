/*===-- import_util.c - Building graph ops for the frontend importers -----===*/
#include "import_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

ImBuilder imBuilderBefore(MlirOperation op) {
  return (ImBuilder){mlirOperationGetContext(op), mlirOperationGetLocation(op), op};
}

MlirNamedAttribute imNamed(MlirContext ctx, const char *name, MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), attr);
}

MlirAttribute imI64Array(MlirContext ctx, intptr_t n, const int64_t *vals) {
  return mlirDenseI64ArrayGet(ctx, n, vals);
}

MlirAttribute imI64(MlirContext ctx, int64_t v) {
  return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), v);
}

MlirAttribute imStr(MlirContext ctx, const char *s) {
  return mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(s));
}

MlirType imTensorType(intptr_t rank, const int64_t *shape, MlirType elt) {
  return mlirRankedTensorTypeGet(rank, shape, elt, mlirAttributeGetNull());
}

MlirType imElementType(MlirValue v) { return mlirShapedTypeGetElementType(mlirValueGetType(v)); }

intptr_t imShape(MlirValue v, int64_t *dims) {
  MlirType t = mlirValueGetType(v);
  intptr_t r = mlirShapedTypeGetRank(t);
  for (intptr_t i = 0; i < r && i < HIDET_MAX_RANK; ++i)
    dims[i] = mlirShapedTypeGetDimSize(t, i);
  return r;
}

bool imIsStaticTensor(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return mlirTypeIsARankedTensor(t) && mlirShapedTypeHasStaticShape(t) &&
         mlirShapedTypeGetRank(t) <= HIDET_MAX_RANK;
}

MlirValue imOp(ImBuilder *b, const char *name, intptr_t n, const MlirValue *operands,
               MlirType resultType, intptr_t nAttrs, const MlirNamedAttribute *attrs) {
  char full[64] = "graph.";
  strncat(full, name, sizeof full - 7);
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString(full), b->loc);
  if (n)
    mlirOperationStateAddOperands(&st, n, operands);
  mlirOperationStateAddResults(&st, 1, &resultType);
  if (nAttrs)
    mlirOperationStateAddAttributes(&st, nAttrs, attrs);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(b->before), b->before, op);
  return mlirOperationGetResult(op, 0);
}

MlirValue imUnary(ImBuilder *b, const char *name, MlirValue x) {
  return imOp(b, name, 1, &x, mlirValueGetType(x), 0, NULL);
}

intptr_t imBroadcastShape(intptr_t ra, const int64_t *a, intptr_t rb, const int64_t *b,
                          int64_t *out) {
  intptr_t r = ra > rb ? ra : rb;
  for (intptr_t i = 0; i < r; ++i) {
    int64_t x = i < r - ra ? 1 : a[i - (r - ra)];
    int64_t y = i < r - rb ? 1 : b[i - (r - rb)];
    if (x != y && x != 1 && y != 1)
      return -1;
    out[i] = x == 1 ? y : x;
  }
  return r;
}

MlirValue imBinary(ImBuilder *b, const char *name, MlirValue x, MlirValue y, MlirType elt) {
  int64_t sa[HIDET_MAX_RANK], sb[HIDET_MAX_RANK], so[HIDET_MAX_RANK];
  intptr_t ra = imShape(x, sa), rb = imShape(y, sb);
  intptr_t r = imBroadcastShape(ra, sa, rb, sb, so);
  if (r < 0) /* the caller checked; build something the verifier reports */
    r = imShape(x, so);
  MlirValue ops[2] = {x, y};
  return imOp(b, name, 2, ops, imTensorType(r, so, mlirTypeIsNull(elt) ? imElementType(x) : elt), 0,
              NULL);
}

/* Whether x already has this shape (then reshape/broadcast is x itself). */
static bool hasShape(MlirValue x, intptr_t rank, const int64_t *shape) {
  int64_t cur[HIDET_MAX_RANK];
  return imShape(x, cur) == rank && memcmp(cur, shape, (size_t)rank * sizeof *shape) == 0;
}

MlirValue imReshape(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape) {
  if (hasShape(x, rank, shape))
    return x;
  return imOp(b, "reshape", 1, &x, imTensorType(rank, shape, imElementType(x)), 0, NULL);
}

MlirValue imTranspose(ImBuilder *b, MlirValue x, const int64_t *perm) {
  int64_t in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  intptr_t r = imShape(x, in);
  bool identity = true;
  for (intptr_t i = 0; i < r; ++i) {
    out[i] = in[perm[i]];
    identity = identity && perm[i] == i;
  }
  if (identity)
    return x;
  MlirNamedAttribute a = imNamed(b->ctx, "perm", imI64Array(b->ctx, r, perm));
  return imOp(b, "transpose", 1, &x, imTensorType(r, out, imElementType(x)), 1, &a);
}

MlirValue imBroadcast(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape) {
  if (hasShape(x, rank, shape))
    return x;
  return imOp(b, "broadcast", 1, &x, imTensorType(rank, shape, imElementType(x)), 0, NULL);
}

MlirValue imCast(ImBuilder *b, MlirValue x, MlirType elt) {
  if (mlirTypeEqual(imElementType(x), elt))
    return x;
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = imShape(x, s);
  return imOp(b, "cast", 1, &x, imTensorType(r, s, elt), 0, NULL);
}

MlirValue imConstant(ImBuilder *b, MlirAttribute value) {
  MlirNamedAttribute a = imNamed(b->ctx, "value", value);
  return imOp(b, "constant", 0, NULL, mlirAttributeGetType(value), 1, &a);
}

MlirValue imSplat(ImBuilder *b, MlirType type, double value) {
  MlirType elt = mlirShapedTypeGetElementType(type);
  MlirAttribute scalar = mlirTypeIsAFloat(elt) ? mlirFloatAttrDoubleGet(b->ctx, elt, value)
                                               : mlirIntegerAttrGet(elt, (int64_t)value);
  return imConstant(b, mlirDenseElementsAttrSplatGet(type, scalar));
}
