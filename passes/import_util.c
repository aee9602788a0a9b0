/*===-- import_util.c - Building graph ops for the frontend importers -----===*/
#include "import_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

ImBuilder importerBuilderBefore(MlirOperation op) {
  return (ImBuilder){mlirOperationGetContext(op), mlirOperationGetLocation(op), op};
}

MlirNamedAttribute importerNamed(MlirContext ctx, const char *name, MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), attr);
}

MlirAttribute importerI64Array(MlirContext ctx, intptr_t n, const int64_t *vals) {
  return mlirDenseI64ArrayGet(ctx, n, vals);
}

MlirAttribute importerI64(MlirContext ctx, int64_t v) {
  return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), v);
}

MlirAttribute importerStr(MlirContext ctx, const char *s) {
  return mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(s));
}

MlirType importerTensorType(intptr_t rank, const int64_t *shape, MlirType elt) {
  return mlirRankedTensorTypeGet(rank, shape, elt, mlirAttributeGetNull());
}

MlirType importerElementType(MlirValue v) { return mlirShapedTypeGetElementType(mlirValueGetType(v)); }

intptr_t importerShape(MlirValue v, int64_t *dims) {
  MlirType t = mlirValueGetType(v);
  intptr_t r = mlirShapedTypeGetRank(t);
  for (intptr_t i = 0; i < r && i < HIDET_MAX_RANK; ++i)
    dims[i] = mlirShapedTypeGetDimSize(t, i);
  return r;
}

bool importerIsStaticTensor(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return mlirTypeIsARankedTensor(t) && mlirShapedTypeHasStaticShape(t) &&
         mlirShapedTypeGetRank(t) <= HIDET_MAX_RANK;
}

MlirValue importerOp(ImBuilder *b, const char *name, intptr_t n, const MlirValue *operands,
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

MlirValue importerUnary(ImBuilder *b, const char *name, MlirValue x) {
  return importerOp(b, name, 1, &x, mlirValueGetType(x), 0, NULL);
}

intptr_t importerBroadcastShape(intptr_t ra, const int64_t *a, intptr_t rb, const int64_t *b,
                          int64_t *out) {
  intptr_t r = ra > rb ? ra : rb;
  for (intptr_t i = 0; i < r; ++i) {
    int64_t x = i < r - ra ? 1 : a[i - (r - ra)];
    int64_t y = i < r - rb ? 1 : b[i - (r - rb)];
    bool dx = mlirShapedTypeIsDynamicSize(x), dy = mlirShapedTypeIsDynamicSize(y);
    if (dx || dy) { /* a `?` matches anything: a static size > 1 wins, else `?` */
      out[i] = !dx && x != 1 ? x : !dy && y != 1 ? y : mlirShapedTypeGetDynamicSize();
      continue;
    }
    if (x != y && x != 1 && y != 1)
      return -1;
    out[i] = x == 1 ? y : x;
  }
  return r;
}

MlirValue importerBinary(ImBuilder *b, const char *name, MlirValue x, MlirValue y, MlirType elt) {
  int64_t sa[HIDET_MAX_RANK], sb[HIDET_MAX_RANK], so[HIDET_MAX_RANK];
  intptr_t ra = importerShape(x, sa), rb = importerShape(y, sb);
  intptr_t r = importerBroadcastShape(ra, sa, rb, sb, so);
  if (r < 0) /* the caller checked; build something the verifier reports */
    r = importerShape(x, so);
  MlirValue ops[2] = {x, y};
  return importerOp(b, name, 2, ops, importerTensorType(r, so, mlirTypeIsNull(elt) ? importerElementType(x) : elt), 0,
              NULL);
}

/* Whether x already has this shape (then reshape/broadcast is x itself). */
static bool hasShape(MlirValue x, intptr_t rank, const int64_t *shape) {
  int64_t cur[HIDET_MAX_RANK];
  return importerShape(x, cur) == rank && memcmp(cur, shape, (size_t)rank * sizeof *shape) == 0;
}

MlirValue importerReshape(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape) {
  if (hasShape(x, rank, shape))
    return x;
  return importerOp(b, "reshape", 1, &x, importerTensorType(rank, shape, importerElementType(x)), 0, NULL);
}

MlirValue importerTranspose(ImBuilder *b, MlirValue x, const int64_t *perm) {
  int64_t in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  intptr_t r = importerShape(x, in);
  bool identity = true;
  for (intptr_t i = 0; i < r; ++i) {
    out[i] = in[perm[i]];
    identity = identity && perm[i] == i;
  }
  if (identity)
    return x;
  MlirNamedAttribute a = importerNamed(b->ctx, "perm", importerI64Array(b->ctx, r, perm));
  return importerOp(b, "transpose", 1, &x, importerTensorType(r, out, importerElementType(x)), 1, &a);
}

MlirValue importerBroadcast(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape) {
  if (hasShape(x, rank, shape))
    return x;
  /* A broadcast to a dynamic size has no size to build: keep x's size there
   * (1, or the `?`); graph's numpy broadcasting stretches it where it is
   * used. */
  int64_t cur[HIDET_MAX_RANK], want[HIDET_MAX_RANK];
  intptr_t rx = importerShape(x, cur);
  bool anyDyn = false;
  for (intptr_t i = 0; i < rank; ++i)
    anyDyn = anyDyn || mlirShapedTypeIsDynamicSize(shape[i]);
  if (anyDyn && rx < rank) {
    /* numpy's leading 1s first, so that the `?` dims can keep them */
    for (intptr_t i = 0; i < rank; ++i)
      want[i] = i < rank - rx ? 1 : cur[i - (rank - rx)];
    x = importerReshape(b, x, rank, want);
    rx = importerShape(x, cur);
  }
  if (rx == rank) {
    bool dyn = false;
    for (intptr_t i = 0; i < rank; ++i) {
      want[i] = shape[i];
      if (mlirShapedTypeIsDynamicSize(shape[i])) {
        want[i] = cur[i];
        dyn = true;
      }
    }
    if (dyn) {
      if (hasShape(x, rank, want))
        return x;
      shape = want;
    }
  }
  return importerOp(b, "broadcast", 1, &x, importerTensorType(rank, shape, importerElementType(x)), 0, NULL);
}

MlirValue importerCast(ImBuilder *b, MlirValue x, MlirType elt) {
  if (mlirTypeEqual(importerElementType(x), elt))
    return x;
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = importerShape(x, s);
  return importerOp(b, "cast", 1, &x, importerTensorType(r, s, elt), 0, NULL);
}

MlirValue importerConcat(ImBuilder *b, intptr_t n, const MlirValue *ins, int64_t axis) {
  MlirNamedAttribute a = importerNamed(b->ctx, "axis", importerI64(b->ctx, axis));
  int64_t s[HIDET_MAX_RANK], t[HIDET_MAX_RANK];
  intptr_t r = importerShape(ins[0], s);
  bool uniform = true;
  for (intptr_t i = 1; i < n; ++i) {
    importerShape(ins[i], t);
    s[axis] += t[axis];
    uniform = uniform && (i < 2 || mlirTypeEqual(mlirValueGetType(ins[i]), mlirValueGetType(ins[1])));
  }
  if (n == 1)
    return ins[0];
  if (uniform)
    return importerOp(b, "concat", n, ins, importerTensorType(r, s, importerElementType(ins[0])), 1, &a);
  MlirValue acc = ins[0];
  for (intptr_t i = 1; i < n; ++i) {
    r = importerShape(acc, s);
    importerShape(ins[i], t);
    s[axis] += t[axis];
    MlirValue two[2] = {acc, ins[i]};
    acc = importerOp(b, "concat", 2, two, importerTensorType(r, s, importerElementType(acc)), 1, &a);
  }
  return acc;
}

MlirValue importerConstant(ImBuilder *b, MlirAttribute value) {
  MlirNamedAttribute a = importerNamed(b->ctx, "value", value);
  return importerOp(b, "constant", 0, NULL, mlirAttributeGetType(value), 1, &a);
}

MlirValue importerSplat(ImBuilder *b, MlirType type, double value) {
  MlirType elt = mlirShapedTypeGetElementType(type);
  MlirAttribute scalar = mlirTypeIsAFloat(elt) ? mlirFloatAttrDoubleGet(b->ctx, elt, value)
                                               : mlirIntegerAttrGet(elt, (int64_t)value);
  return importerConstant(b, mlirDenseElementsAttrSplatGet(type, scalar));
}

int64_t importerBroadcastSource(int64_t p, intptr_t ro, const int64_t *out, intptr_t ri,
                                const int64_t *in) {
  int64_t idx[HIDET_MAX_RANK], q = 0;
  for (intptr_t d = ro - 1; d >= 0; --d) {
    idx[d] = out[d] ? p % out[d] : 0;
    p = out[d] ? p / out[d] : 0;
  }
  for (intptr_t d = 0; d < ri; ++d)
    q = q * in[d] + (in[d] == 1 ? 0 : idx[d + ro - ri]);
  return q;
}

int64_t importerTransposeSource(int64_t p, intptr_t r, const int64_t *out, const int64_t *in,
                                const int64_t *perm) {
  int64_t idx[HIDET_MAX_RANK], ix[HIDET_MAX_RANK], q = 0;
  for (intptr_t d = r - 1; d >= 0; --d) {
    idx[d] = out[d] ? p % out[d] : 0;
    p = out[d] ? p / out[d] : 0;
  }
  for (intptr_t d = 0; d < r; ++d)
    ix[perm[d]] = idx[d];
  for (intptr_t d = 0; d < r; ++d)
    q = q * in[d] + ix[d];
  return q;
}
