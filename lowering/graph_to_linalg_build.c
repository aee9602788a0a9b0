/*===-- graph_to_linalg_build.c - Building linalg/tensor/arith IR ---------===*
 * Helpers of the reference lowering over mlirOperationState: scalar ops for
 * linalg.generic bodies, affine maps, linalg.generic itself, and the few
 * tensor ops the lowering needs (empty, extract_slice, insert_slice).
 *===----------------------------------------------------------------------===*/
#include "graph_to_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

/* ---- Types and shapes. ------------------------------------------------ */

GlShape toLinalgShapeOf(MlirType tensorType) {
  GlShape s;
  if (!hidetTensorShape(tensorType, &s.rank, s.d))
    s.rank = 0;
  return s;
}

bool toLinalgIsEmpty(const GlShape *s) {
  for (int64_t i = 0; i < s->rank; ++i)
    if (s->d[i] == 0)
      return true;
  return false;
}

MlirType toLinalgElementType(MlirValue tensor) {
  return mlirShapedTypeGetElementType(mlirValueGetType(tensor));
}

MlirType toLinalgTensorType(const GlShape *s, MlirType elt) {
  return mlirRankedTensorTypeGet(s->rank, s->d, elt, mlirAttributeGetNull());
}

bool toLinalgIsHalf(MlirType t) { return mlirTypeIsAF16(t) || mlirTypeIsABF16(t); }

MlirType toLinalgComputeType(MlirContext ctx, MlirType elt) {
  return toLinalgIsHalf(elt) ? mlirF32TypeGet(ctx) : elt;
}

/* ---- Generic op creation. --------------------------------------------- */

MlirOperation toLinalgInsert(GlBuilder *b, MlirOperationState *state) {
  MlirOperation op = mlirOperationCreate(state);
  if (mlirOperationIsNull(b->before))
    mlirBlockAppendOwnedOperation(b->block, op);
  else
    mlirBlockInsertOwnedOperationBefore(b->block, b->before, op);
  return op;
}

MlirNamedAttribute toLinalgNamedAttr(MlirContext ctx, const char *name, MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), attr);
}

MlirValue toLinalgOp(GlBuilder *b, const char *name, intptr_t n, const MlirValue *operands,
               MlirType resultType, intptr_t nAttrs, const MlirNamedAttribute *attrs) {
  MlirOperationState state = mlirOperationStateGet(mlirStringRefCreateFromCString(name), b->loc);
  mlirOperationStateAddOperands(&state, n, operands);
  mlirOperationStateAddResults(&state, 1, &resultType);
  if (nAttrs)
    mlirOperationStateAddAttributes(&state, nAttrs, attrs);
  return mlirOperationGetResult(toLinalgInsert(b, &state), 0);
}

/* ---- Scalars. --------------------------------------------------------- */

MlirValue toLinalgFloatConst(GlBuilder *b, MlirType type, double value) {
  MlirNamedAttribute a = toLinalgNamedAttr(b->ctx, "value", mlirFloatAttrDoubleGet(b->ctx, type, value));
  return toLinalgOp(b, "arith.constant", 0, NULL, type, 1, &a);
}

MlirValue toLinalgIntConst(GlBuilder *b, MlirType type, int64_t value) {
  MlirNamedAttribute a = toLinalgNamedAttr(b->ctx, "value", mlirIntegerAttrGet(type, value));
  return toLinalgOp(b, "arith.constant", 0, NULL, type, 1, &a);
}

MlirValue toLinalgBin(GlBuilder *b, const char *name, MlirValue x, MlirValue y) {
  MlirValue operands[2] = {x, y};
  return toLinalgOp(b, name, 2, operands, mlirValueGetType(x), 0, NULL);
}

MlirValue toLinalgUn(GlBuilder *b, const char *name, MlirValue x) {
  return toLinalgOp(b, name, 1, &x, mlirValueGetType(x), 0, NULL);
}

MlirValue toLinalgCmp(GlBuilder *b, const char *name, int64_t predicate, MlirValue x, MlirValue y) {
  MlirValue operands[2] = {x, y};
  MlirNamedAttribute a = toLinalgNamedAttr(b->ctx, "predicate",
                                     mlirIntegerAttrGet(mlirIntegerTypeGet(b->ctx, 64), predicate));
  return toLinalgOp(b, name, 2, operands, mlirIntegerTypeGet(b->ctx, 1), 1, &a);
}

static MlirValue convertOp(GlBuilder *b, const char *name, MlirValue v, MlirType to) {
  return toLinalgOp(b, name, 1, &v, to, 0, NULL);
}

static unsigned floatWidth(MlirType t) { return mlirFloatTypeGetWidth(t); }

/* float -> float: f16/bf16 go through f32 both ways (f16 <-> bf16, f16 ->
 * f64, f64 -> bf16 round through f32, as PyTorch does); otherwise one
 * extf or truncf. */
static MlirValue floatToFloat(GlBuilder *b, MlirValue v, MlirType to) {
  MlirType f32 = mlirF32TypeGet(b->ctx), from = mlirValueGetType(v);
  if (toLinalgIsHalf(from) && !mlirTypeIsAF32(to)) {
    v = convertOp(b, "arith.extf", v, f32);
    from = f32;
  } else if (toLinalgIsHalf(to) && !mlirTypeIsAF32(from)) {
    v = convertOp(b, "arith.truncf", v, f32);
    from = f32;
  }
  if (mlirTypeEqual(from, to))
    return v;
  return convertOp(b, floatWidth(from) < floatWidth(to) ? "arith.extf" : "arith.truncf", v, to);
}

MlirValue toLinalgConvert(GlBuilder *b, MlirValue v, MlirType to) {
  MlirType from = mlirValueGetType(v), f32 = mlirF32TypeGet(b->ctx);
  if (mlirTypeEqual(from, to))
    return v;
  bool fromF = mlirTypeIsAFloat(from), toF = mlirTypeIsAFloat(to);
  if (fromF && toF)
    return floatToFloat(b, v, to);
  if (!fromF && toF) {
    /* int -> float: i1 is a bool (true = 1), wider ints are signed; to
     * f16/bf16 through f32. */
    MlirType mid = toLinalgIsHalf(to) ? f32 : to;
    unsigned w = mlirIntegerTypeGetWidth(from);
    v = convertOp(b, w == 1 ? "arith.uitofp" : "arith.sitofp", v, mid);
    return floatToFloat(b, v, to);
  }
  if (fromF && !toF) {
    /* float -> int: to i1 is `x != 0` (NaN is true); otherwise truncation
     * toward zero (out-of-range values give an unspecified result). */
    if (toLinalgIsHalf(from))
      v = convertOp(b, "arith.extf", v, f32);
    if (mlirIntegerTypeGetWidth(to) == 1)
      return toLinalgCmp(b, "arith.cmpf", GL_CMPF_UNE, v, toLinalgFloatConst(b, mlirValueGetType(v), 0.0));
    return convertOp(b, "arith.fptosi", v, to);
  }
  /* int -> int: to i1 is `x != 0`; widening sign-extends (zero-extends an
   * i1); narrowing keeps the low bits. */
  unsigned wf = mlirIntegerTypeGetWidth(from), wt = mlirIntegerTypeGetWidth(to);
  if (wt == 1)
    return toLinalgCmp(b, "arith.cmpi", GL_CMPI_NE, v, toLinalgIntConst(b, from, 0));
  if (wt > wf)
    return convertOp(b, wf == 1 ? "arith.extui" : "arith.extsi", v, to);
  if (wt < wf)
    return convertOp(b, "arith.trunci", v, to);
  return v;
}

/* ---- Affine maps. ----------------------------------------------------- */

MlirAffineExpr toLinalgDim(GlBuilder *b, int64_t loop) { return mlirAffineDimExprGet(b->ctx, loop); }
MlirAffineExpr toLinalgCst(GlBuilder *b, int64_t c) { return mlirAffineConstantExprGet(b->ctx, c); }
MlirAffineExpr toLinalgAdd(MlirAffineExpr x, MlirAffineExpr y) { return mlirAffineAddExprGet(x, y); }

MlirAffineExpr toLinalgMulC(GlBuilder *b, MlirAffineExpr x, int64_t c) {
  return c == 1 ? x : mlirAffineMulExprGet(x, toLinalgCst(b, c));
}

MlirAffineExpr toLinalgFloorDivC(GlBuilder *b, MlirAffineExpr x, int64_t c) {
  return c == 1 ? x : mlirAffineFloorDivExprGet(x, toLinalgCst(b, c));
}

MlirAffineExpr toLinalgModC(GlBuilder *b, MlirAffineExpr x, int64_t c) {
  return mlirAffineModExprGet(x, toLinalgCst(b, c));
}

MlirAffineMap toLinalgMap(GlBuilder *b, int64_t nLoops, int64_t nResults, const MlirAffineExpr *exprs) {
  return mlirAffineMapGet(b->ctx, nLoops, 0, nResults, (MlirAffineExpr *)exprs);
}

MlirAffineMap toLinalgIdentityMap(GlBuilder *b, int64_t nLoops) {
  return mlirAffineMapMultiDimIdentityGet(b->ctx, nLoops);
}

MlirAffineMap toLinalgSelectMap(GlBuilder *b, int64_t nLoops, int64_t nResults, const int64_t *loops) {
  MlirAffineExpr e[GL_MAX_LOOPS];
  for (int64_t i = 0; i < nResults; ++i)
    e[i] = loops[i] < 0 ? toLinalgCst(b, 0) : toLinalgDim(b, loops[i]);
  return toLinalgMap(b, nLoops, nResults, e);
}

MlirAffineMap toLinalgBroadcastMap(GlBuilder *b, const GlShape *in, const GlShape *out) {
  int64_t loops[HIDET_MAX_RANK];
  for (int64_t i = 0; i < in->rank; ++i) {
    int64_t o = out->rank - in->rank + i;
    loops[i] = in->d[i] == 1 && out->d[o] != 1 ? -1 : o;
  }
  return toLinalgSelectMap(b, out->rank, in->rank, loops);
}

/* ---- Tensor ops. ------------------------------------------------------ */

MlirValue toLinalgEmpty(GlBuilder *b, const GlShape *s, MlirType elt) {
  return toLinalgOp(b, "tensor.empty", 0, NULL, toLinalgTensorType(s, elt), 0, NULL);
}

MlirValue toLinalgGeneric(GlBuilder *b, int64_t nLoops, const bool *reduction, intptr_t nIns,
                    const MlirValue *ins, const MlirAffineMap *inMaps, MlirValue init,
                    MlirAffineMap outMap, GlBodyFn body, void *userData) {
  MlirType argTypes[GL_MAX_INPUTS + 1];
  MlirLocation argLocs[GL_MAX_INPUTS + 1];
  MlirValue operands[GL_MAX_INPUTS + 1];
  MlirAttribute maps[GL_MAX_INPUTS + 1], iters[GL_MAX_LOOPS];
  for (intptr_t i = 0; i <= nIns; ++i) {
    operands[i] = i < nIns ? ins[i] : init;
    argTypes[i] = toLinalgElementType(operands[i]);
    argLocs[i] = b->loc;
    maps[i] = mlirAffineMapAttrGet(i < nIns ? inMaps[i] : outMap);
  }
  MlirAttribute parallel = mlirAttributeParseGet(
      b->ctx, mlirStringRefCreateFromCString("#linalg.iterator_type<parallel>"));
  MlirAttribute reduce = mlirAttributeParseGet(
      b->ctx, mlirStringRefCreateFromCString("#linalg.iterator_type<reduction>"));
  for (int64_t i = 0; i < nLoops; ++i)
    iters[i] = reduction && reduction[i] ? reduce : parallel;

  MlirBlock block = mlirBlockCreate(nIns + 1, argTypes, argLocs);
  MlirValue args[GL_MAX_INPUTS + 1];
  for (intptr_t i = 0; i <= nIns; ++i)
    args[i] = mlirBlockGetArgument(block, i);
  GlBuilder inner = {b->ctx, b->loc, block, {NULL}};
  MlirValue yielded = body(&inner, args, userData);
  MlirOperationState yield =
      mlirOperationStateGet(mlirStringRefCreateFromCString("linalg.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, 1, &yielded);
  toLinalgInsert(&inner, &yield);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);

  int32_t segments[2] = {(int32_t)nIns, 1};
  MlirNamedAttribute attrs[3] = {
      toLinalgNamedAttr(b->ctx, "indexing_maps", mlirArrayAttrGet(b->ctx, nIns + 1, maps)),
      toLinalgNamedAttr(b->ctx, "iterator_types", mlirArrayAttrGet(b->ctx, nLoops, iters)),
      toLinalgNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 2, segments)),
  };
  MlirType resultType = mlirValueGetType(init);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("linalg.generic"), b->loc);
  mlirOperationStateAddOperands(&state, nIns + 1, operands);
  mlirOperationStateAddResults(&state, 1, &resultType);
  mlirOperationStateAddAttributes(&state, 3, attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  return mlirOperationGetResult(toLinalgInsert(b, &state), 0);
}

typedef struct {
  MlirType type;
  double value;
} FillData;

/* An integral double as the low `width` bits of an integer constant:
 * negative values as signed, others as unsigned (the verifier allows both
 * ranges). Zero-extended, because mlirIntegerAttrGet reads a signless
 * value as unsigned and must get one that fits the width. */
static int64_t integralBits(double value, unsigned width) {
  uint64_t bits = value < 0 ? (uint64_t)(int64_t)value : (uint64_t)value;
  return (int64_t)(width < 64 ? bits & ((UINT64_C(1) << width) - 1) : bits);
}

static MlirValue fillBody(GlBuilder *body, const MlirValue *args, void *userData) {
  (void)args;
  const FillData *d = userData;
  if (mlirTypeIsAInteger(d->type))
    return toLinalgIntConst(body, d->type,
                      integralBits(d->value, mlirIntegerTypeGetWidth(d->type)));
  return toLinalgFloatConst(body, d->type, d->value);
}

MlirValue toLinalgFill(GlBuilder *b, const GlShape *shape, MlirType elt, double value) {
  FillData d = {elt, value};
  MlirValue empty = toLinalgEmpty(b, shape, elt);
  return toLinalgGeneric(b, shape->rank, NULL, 0, NULL, NULL, empty, toLinalgIdentityMap(b, shape->rank),
                   fillBody, &d);
}

MlirValue toLinalgElementwise(GlBuilder *b, const GlShape *outShape, MlirType outElt, intptr_t nIns,
                        const MlirValue *ins, GlBodyFn body, void *userData) {
  MlirAffineMap maps[GL_MAX_INPUTS];
  for (intptr_t i = 0; i < nIns; ++i) {
    GlShape s = toLinalgShapeOf(mlirValueGetType(ins[i]));
    maps[i] = toLinalgBroadcastMap(b, &s, outShape);
  }
  return toLinalgGeneric(b, outShape->rank, NULL, nIns, ins, maps, toLinalgEmpty(b, outShape, outElt),
                   toLinalgIdentityMap(b, outShape->rank), body, userData);
}

MlirValue toLinalgBodyYieldFirst(GlBuilder *body, const MlirValue *args, void *userData) {
  (void)body, (void)userData;
  return args[0];
}

MlirValue toLinalgBodyConvertFirst(GlBuilder *body, const MlirValue *args, void *userData) {
  return toLinalgConvert(body, args[0], *(const MlirType *)userData);
}

MlirValue toLinalgConvertTensor(GlBuilder *b, MlirValue x, MlirType elt) {
  if (mlirTypeEqual(toLinalgElementType(x), elt))
    return x;
  GlShape s = toLinalgShapeOf(mlirValueGetType(x));
  return toLinalgElementwise(b, &s, elt, 1, &x, toLinalgBodyConvertFirst, &elt);
}

/* The static offset/size/stride attributes of extract_slice/insert_slice. */
static void sliceAttrs(GlBuilder *b, const GlShape *s, const int64_t *offsets,
                       MlirNamedAttribute *attrs) {
  int64_t ones[HIDET_MAX_RANK];
  for (int64_t i = 0; i < s->rank; ++i)
    ones[i] = 1;
  attrs[0] = toLinalgNamedAttr(b->ctx, "static_offsets", mlirDenseI64ArrayGet(b->ctx, s->rank, offsets));
  attrs[1] = toLinalgNamedAttr(b->ctx, "static_sizes", mlirDenseI64ArrayGet(b->ctx, s->rank, s->d));
  attrs[2] = toLinalgNamedAttr(b->ctx, "static_strides", mlirDenseI64ArrayGet(b->ctx, s->rank, ones));
}

MlirValue toLinalgInsertCopy(GlBuilder *b, MlirValue dest, MlirValue src, const int64_t *offsets) {
  GlShape s = toLinalgShapeOf(mlirValueGetType(src));
  MlirNamedAttribute attrs[4];
  sliceAttrs(b, &s, offsets, attrs);
  int32_t extractSegments[4] = {1, 0, 0, 0}, insertSegments[5] = {1, 1, 0, 0, 0};
  attrs[3] =
      toLinalgNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 4, extractSegments));
  MlirValue slice =
      toLinalgOp(b, "tensor.extract_slice", 1, &dest, toLinalgTensorType(&s, toLinalgElementType(dest)), 4, attrs);
  MlirAffineMap id = toLinalgIdentityMap(b, s.rank);
  MlirValue copied = toLinalgGeneric(b, s.rank, NULL, 1, &src, &id, slice, id, toLinalgBodyYieldFirst, NULL);
  attrs[3] =
      toLinalgNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 5, insertSegments));
  MlirValue operands[2] = {copied, dest};
  return toLinalgOp(b, "tensor.insert_slice", 2, operands, mlirValueGetType(dest), 4, attrs);
}

MlirValue toLinalgPad(GlBuilder *b, MlirValue x, const int64_t *pad, double value) {
  GlShape s = toLinalgShapeOf(mlirValueGetType(x)), padded = s;
  int64_t offsets[HIDET_MAX_RANK];
  bool any = false;
  for (int64_t i = 0; i < s.rank; ++i) {
    padded.d[i] += pad[2 * i] + pad[2 * i + 1];
    offsets[i] = pad[2 * i];
    any |= pad[2 * i] != 0 || pad[2 * i + 1] != 0;
  }
  if (!any)
    return x;
  MlirValue filled = toLinalgFill(b, &padded, toLinalgElementType(x), value);
  /* an empty input leaves nothing to copy (and no loops to copy over) */
  return toLinalgIsEmpty(&s) ? filled : toLinalgInsertCopy(b, filled, x, offsets);
}

/* ---- Attributes. ------------------------------------------------------ */

int64_t toLinalgI64Attr(MlirOperation op, const char *name, int64_t def) {
  MlirAttribute a = hidetOpAttr(op, name);
  return mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) ? def
                                                               : mlirIntegerAttrGetValueInt(a);
}

void toLinalgI64ArrayAttr(MlirOperation op, const char *name, int64_t n, int64_t *vals) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) ||
      mlirDenseArrayGetNumElements(a) != n)
    return;
  for (int64_t i = 0; i < n; ++i)
    vals[i] = mlirDenseI64ArrayGetElement(a, i);
}

bool toLinalgStringAttrIs(MlirOperation op, const char *name, const char *value) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(a);
  return s.length == strlen(value) && memcmp(s.data, value, s.length) == 0;
}

int64_t toLinalgNormAxis(int64_t axis, int64_t rank) { return axis < 0 ? axis + rank : axis; }

/* acc + a * b in the accumulator type (userData): the body of every
 * multiply-accumulate generic (matmul, conv2d). */
MlirValue toLinalgMacBody(GlBuilder *b, const MlirValue *args, void *userData) {
  MlirType at = *(const MlirType *)userData;
  /* (operands converted one statement at a time: C leaves the order of
   * argument evaluation, and so of the created ops, unspecified) */
  MlirValue x = toLinalgConvert(b, args[0], at);
  MlirValue y = toLinalgConvert(b, args[1], at);
  MlirValue p = toLinalgBin(b, "arith.mulf", x, y);
  return toLinalgBin(b, "arith.addf", args[2], p);
}
