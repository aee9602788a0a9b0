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

GlShape glShapeOf(MlirType tensorType) {
  GlShape s;
  if (!hidetTensorShape(tensorType, &s.rank, s.d))
    s.rank = 0;
  return s;
}

bool glIsEmpty(const GlShape *s) {
  for (int64_t i = 0; i < s->rank; ++i)
    if (s->d[i] == 0)
      return true;
  return false;
}

MlirType glElementType(MlirValue tensor) {
  return mlirShapedTypeGetElementType(mlirValueGetType(tensor));
}

MlirType glTensorType(const GlShape *s, MlirType elt) {
  return mlirRankedTensorTypeGet(s->rank, s->d, elt, mlirAttributeGetNull());
}

bool glIsHalf(MlirType t) { return mlirTypeIsAF16(t) || mlirTypeIsABF16(t); }

MlirType glComputeType(MlirContext ctx, MlirType elt) {
  return glIsHalf(elt) ? mlirF32TypeGet(ctx) : elt;
}

/* ---- Generic op creation. --------------------------------------------- */

MlirOperation glInsert(GlBuilder *b, MlirOperationState *state) {
  MlirOperation op = mlirOperationCreate(state);
  if (mlirOperationIsNull(b->before))
    mlirBlockAppendOwnedOperation(b->block, op);
  else
    mlirBlockInsertOwnedOperationBefore(b->block, b->before, op);
  return op;
}

MlirNamedAttribute glNamedAttr(MlirContext ctx, const char *name, MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), attr);
}

MlirValue glOp(GlBuilder *b, const char *name, intptr_t n, const MlirValue *operands,
               MlirType resultType, intptr_t nAttrs, const MlirNamedAttribute *attrs) {
  MlirOperationState state = mlirOperationStateGet(mlirStringRefCreateFromCString(name), b->loc);
  mlirOperationStateAddOperands(&state, n, operands);
  mlirOperationStateAddResults(&state, 1, &resultType);
  if (nAttrs)
    mlirOperationStateAddAttributes(&state, nAttrs, attrs);
  return mlirOperationGetResult(glInsert(b, &state), 0);
}

/* ---- Scalars. --------------------------------------------------------- */

MlirValue glFloatConst(GlBuilder *b, MlirType type, double value) {
  MlirNamedAttribute a = glNamedAttr(b->ctx, "value", mlirFloatAttrDoubleGet(b->ctx, type, value));
  return glOp(b, "arith.constant", 0, NULL, type, 1, &a);
}

MlirValue glIntConst(GlBuilder *b, MlirType type, int64_t value) {
  MlirNamedAttribute a = glNamedAttr(b->ctx, "value", mlirIntegerAttrGet(type, value));
  return glOp(b, "arith.constant", 0, NULL, type, 1, &a);
}

MlirValue glBin(GlBuilder *b, const char *name, MlirValue x, MlirValue y) {
  MlirValue operands[2] = {x, y};
  return glOp(b, name, 2, operands, mlirValueGetType(x), 0, NULL);
}

MlirValue glUn(GlBuilder *b, const char *name, MlirValue x) {
  return glOp(b, name, 1, &x, mlirValueGetType(x), 0, NULL);
}

MlirValue glCmp(GlBuilder *b, const char *name, int64_t predicate, MlirValue x, MlirValue y) {
  MlirValue operands[2] = {x, y};
  MlirNamedAttribute a = glNamedAttr(b->ctx, "predicate",
                                     mlirIntegerAttrGet(mlirIntegerTypeGet(b->ctx, 64), predicate));
  return glOp(b, name, 2, operands, mlirIntegerTypeGet(b->ctx, 1), 1, &a);
}

static MlirValue convertOp(GlBuilder *b, const char *name, MlirValue v, MlirType to) {
  return glOp(b, name, 1, &v, to, 0, NULL);
}

static unsigned floatWidth(MlirType t) { return mlirFloatTypeGetWidth(t); }

/* float -> float: f16/bf16 go through f32 both ways (f16 <-> bf16, f16 ->
 * f64, f64 -> bf16 round through f32, as PyTorch does); otherwise one
 * extf or truncf. */
static MlirValue floatToFloat(GlBuilder *b, MlirValue v, MlirType to) {
  MlirType f32 = mlirF32TypeGet(b->ctx), from = mlirValueGetType(v);
  if (glIsHalf(from) && !mlirTypeIsAF32(to)) {
    v = convertOp(b, "arith.extf", v, f32);
    from = f32;
  } else if (glIsHalf(to) && !mlirTypeIsAF32(from)) {
    v = convertOp(b, "arith.truncf", v, f32);
    from = f32;
  }
  if (mlirTypeEqual(from, to))
    return v;
  return convertOp(b, floatWidth(from) < floatWidth(to) ? "arith.extf" : "arith.truncf", v, to);
}

MlirValue glConvert(GlBuilder *b, MlirValue v, MlirType to) {
  MlirType from = mlirValueGetType(v), f32 = mlirF32TypeGet(b->ctx);
  if (mlirTypeEqual(from, to))
    return v;
  bool fromF = mlirTypeIsAFloat(from), toF = mlirTypeIsAFloat(to);
  if (fromF && toF)
    return floatToFloat(b, v, to);
  if (!fromF && toF) {
    /* int -> float: i1 is a bool (true = 1), wider ints are signed; to
     * f16/bf16 through f32. */
    MlirType mid = glIsHalf(to) ? f32 : to;
    unsigned w = mlirIntegerTypeGetWidth(from);
    v = convertOp(b, w == 1 ? "arith.uitofp" : "arith.sitofp", v, mid);
    return floatToFloat(b, v, to);
  }
  if (fromF && !toF) {
    /* float -> int: to i1 is `x != 0` (NaN is true); otherwise truncation
     * toward zero (out-of-range values give an unspecified result). */
    if (glIsHalf(from))
      v = convertOp(b, "arith.extf", v, f32);
    if (mlirIntegerTypeGetWidth(to) == 1)
      return glCmp(b, "arith.cmpf", GL_CMPF_UNE, v, glFloatConst(b, mlirValueGetType(v), 0.0));
    return convertOp(b, "arith.fptosi", v, to);
  }
  /* int -> int: to i1 is `x != 0`; widening sign-extends (zero-extends an
   * i1); narrowing keeps the low bits. */
  unsigned wf = mlirIntegerTypeGetWidth(from), wt = mlirIntegerTypeGetWidth(to);
  if (wt == 1)
    return glCmp(b, "arith.cmpi", GL_CMPI_NE, v, glIntConst(b, from, 0));
  if (wt > wf)
    return convertOp(b, wf == 1 ? "arith.extui" : "arith.extsi", v, to);
  if (wt < wf)
    return convertOp(b, "arith.trunci", v, to);
  return v;
}

/* ---- Affine maps. ----------------------------------------------------- */

MlirAffineExpr glDim(GlBuilder *b, int64_t loop) { return mlirAffineDimExprGet(b->ctx, loop); }
MlirAffineExpr glCst(GlBuilder *b, int64_t c) { return mlirAffineConstantExprGet(b->ctx, c); }
MlirAffineExpr glAdd(MlirAffineExpr x, MlirAffineExpr y) { return mlirAffineAddExprGet(x, y); }

MlirAffineExpr glMulC(GlBuilder *b, MlirAffineExpr x, int64_t c) {
  return c == 1 ? x : mlirAffineMulExprGet(x, glCst(b, c));
}

MlirAffineExpr glFloorDivC(GlBuilder *b, MlirAffineExpr x, int64_t c) {
  return c == 1 ? x : mlirAffineFloorDivExprGet(x, glCst(b, c));
}

MlirAffineExpr glModC(GlBuilder *b, MlirAffineExpr x, int64_t c) {
  return mlirAffineModExprGet(x, glCst(b, c));
}

MlirAffineMap glMap(GlBuilder *b, int64_t nLoops, int64_t nResults, const MlirAffineExpr *exprs) {
  return mlirAffineMapGet(b->ctx, nLoops, 0, nResults, (MlirAffineExpr *)exprs);
}

MlirAffineMap glIdentityMap(GlBuilder *b, int64_t nLoops) {
  return mlirAffineMapMultiDimIdentityGet(b->ctx, nLoops);
}

MlirAffineMap glSelectMap(GlBuilder *b, int64_t nLoops, int64_t nResults, const int64_t *loops) {
  MlirAffineExpr e[GL_MAX_LOOPS];
  for (int64_t i = 0; i < nResults; ++i)
    e[i] = loops[i] < 0 ? glCst(b, 0) : glDim(b, loops[i]);
  return glMap(b, nLoops, nResults, e);
}

MlirAffineMap glBroadcastMap(GlBuilder *b, const GlShape *in, const GlShape *out) {
  int64_t loops[HIDET_MAX_RANK];
  for (int64_t i = 0; i < in->rank; ++i) {
    int64_t o = out->rank - in->rank + i;
    loops[i] = in->d[i] == 1 && out->d[o] != 1 ? -1 : o;
  }
  return glSelectMap(b, out->rank, in->rank, loops);
}

/* ---- Tensor ops. ------------------------------------------------------ */

MlirValue glEmpty(GlBuilder *b, const GlShape *s, MlirType elt) {
  return glOp(b, "tensor.empty", 0, NULL, glTensorType(s, elt), 0, NULL);
}

MlirValue glGeneric(GlBuilder *b, int64_t nLoops, const bool *reduction, intptr_t nIns,
                    const MlirValue *ins, const MlirAffineMap *inMaps, MlirValue init,
                    MlirAffineMap outMap, GlBodyFn body, void *userData) {
  MlirType argTypes[GL_MAX_INPUTS + 1];
  MlirLocation argLocs[GL_MAX_INPUTS + 1];
  MlirValue operands[GL_MAX_INPUTS + 1];
  MlirAttribute maps[GL_MAX_INPUTS + 1], iters[GL_MAX_LOOPS];
  for (intptr_t i = 0; i <= nIns; ++i) {
    operands[i] = i < nIns ? ins[i] : init;
    argTypes[i] = glElementType(operands[i]);
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
  glInsert(&inner, &yield);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);

  int32_t segments[2] = {(int32_t)nIns, 1};
  MlirNamedAttribute attrs[3] = {
      glNamedAttr(b->ctx, "indexing_maps", mlirArrayAttrGet(b->ctx, nIns + 1, maps)),
      glNamedAttr(b->ctx, "iterator_types", mlirArrayAttrGet(b->ctx, nLoops, iters)),
      glNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 2, segments)),
  };
  MlirType resultType = mlirValueGetType(init);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("linalg.generic"), b->loc);
  mlirOperationStateAddOperands(&state, nIns + 1, operands);
  mlirOperationStateAddResults(&state, 1, &resultType);
  mlirOperationStateAddAttributes(&state, 3, attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  return mlirOperationGetResult(glInsert(b, &state), 0);
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
    return glIntConst(body, d->type,
                      integralBits(d->value, mlirIntegerTypeGetWidth(d->type)));
  return glFloatConst(body, d->type, d->value);
}

MlirValue glFill(GlBuilder *b, const GlShape *shape, MlirType elt, double value) {
  FillData d = {elt, value};
  MlirValue empty = glEmpty(b, shape, elt);
  return glGeneric(b, shape->rank, NULL, 0, NULL, NULL, empty, glIdentityMap(b, shape->rank),
                   fillBody, &d);
}

MlirValue glElementwise(GlBuilder *b, const GlShape *outShape, MlirType outElt, intptr_t nIns,
                        const MlirValue *ins, GlBodyFn body, void *userData) {
  MlirAffineMap maps[GL_MAX_INPUTS];
  for (intptr_t i = 0; i < nIns; ++i) {
    GlShape s = glShapeOf(mlirValueGetType(ins[i]));
    maps[i] = glBroadcastMap(b, &s, outShape);
  }
  return glGeneric(b, outShape->rank, NULL, nIns, ins, maps, glEmpty(b, outShape, outElt),
                   glIdentityMap(b, outShape->rank), body, userData);
}

MlirValue glBodyYieldFirst(GlBuilder *body, const MlirValue *args, void *userData) {
  (void)body, (void)userData;
  return args[0];
}

MlirValue glBodyConvertFirst(GlBuilder *body, const MlirValue *args, void *userData) {
  return glConvert(body, args[0], *(const MlirType *)userData);
}

MlirValue glConvertTensor(GlBuilder *b, MlirValue x, MlirType elt) {
  if (mlirTypeEqual(glElementType(x), elt))
    return x;
  GlShape s = glShapeOf(mlirValueGetType(x));
  return glElementwise(b, &s, elt, 1, &x, glBodyConvertFirst, &elt);
}

/* The static offset/size/stride attributes of extract_slice/insert_slice. */
static void sliceAttrs(GlBuilder *b, const GlShape *s, const int64_t *offsets,
                       MlirNamedAttribute *attrs) {
  int64_t ones[HIDET_MAX_RANK];
  for (int64_t i = 0; i < s->rank; ++i)
    ones[i] = 1;
  attrs[0] = glNamedAttr(b->ctx, "static_offsets", mlirDenseI64ArrayGet(b->ctx, s->rank, offsets));
  attrs[1] = glNamedAttr(b->ctx, "static_sizes", mlirDenseI64ArrayGet(b->ctx, s->rank, s->d));
  attrs[2] = glNamedAttr(b->ctx, "static_strides", mlirDenseI64ArrayGet(b->ctx, s->rank, ones));
}

MlirValue glInsertCopy(GlBuilder *b, MlirValue dest, MlirValue src, const int64_t *offsets) {
  GlShape s = glShapeOf(mlirValueGetType(src));
  MlirNamedAttribute attrs[4];
  sliceAttrs(b, &s, offsets, attrs);
  int32_t extractSegments[4] = {1, 0, 0, 0}, insertSegments[5] = {1, 1, 0, 0, 0};
  attrs[3] =
      glNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 4, extractSegments));
  MlirValue slice =
      glOp(b, "tensor.extract_slice", 1, &dest, glTensorType(&s, glElementType(dest)), 4, attrs);
  MlirAffineMap id = glIdentityMap(b, s.rank);
  MlirValue copied = glGeneric(b, s.rank, NULL, 1, &src, &id, slice, id, glBodyYieldFirst, NULL);
  attrs[3] =
      glNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 5, insertSegments));
  MlirValue operands[2] = {copied, dest};
  return glOp(b, "tensor.insert_slice", 2, operands, mlirValueGetType(dest), 4, attrs);
}

MlirValue glPad(GlBuilder *b, MlirValue x, const int64_t *pad, double value) {
  GlShape s = glShapeOf(mlirValueGetType(x)), padded = s;
  int64_t offsets[HIDET_MAX_RANK];
  bool any = false;
  for (int64_t i = 0; i < s.rank; ++i) {
    padded.d[i] += pad[2 * i] + pad[2 * i + 1];
    offsets[i] = pad[2 * i];
    any |= pad[2 * i] != 0 || pad[2 * i + 1] != 0;
  }
  if (!any)
    return x;
  MlirValue filled = glFill(b, &padded, glElementType(x), value);
  /* an empty input leaves nothing to copy (and no loops to copy over) */
  return glIsEmpty(&s) ? filled : glInsertCopy(b, filled, x, offsets);
}

/* ---- Attributes. ------------------------------------------------------ */

int64_t glI64Attr(MlirOperation op, const char *name, int64_t def) {
  MlirAttribute a = hidetOpAttr(op, name);
  return mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) ? def
                                                               : mlirIntegerAttrGetValueInt(a);
}

void glI64ArrayAttr(MlirOperation op, const char *name, int64_t n, int64_t *vals) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) ||
      mlirDenseArrayGetNumElements(a) != n)
    return;
  for (int64_t i = 0; i < n; ++i)
    vals[i] = mlirDenseI64ArrayGetElement(a, i);
}

bool glStringAttrIs(MlirOperation op, const char *name, const char *value) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(a);
  return s.length == strlen(value) && memcmp(s.data, value, s.length) == 0;
}

int64_t glNormAxis(int64_t axis, int64_t rank) { return axis < 0 ? axis + rank : axis; }

/* acc + a * b in the accumulator type (userData): the body of every
 * multiply-accumulate generic (matmul, conv2d). */
MlirValue glMacBody(GlBuilder *b, const MlirValue *args, void *userData) {
  MlirType at = *(const MlirType *)userData;
  /* (operands converted one statement at a time: C leaves the order of
   * argument evaluation, and so of the created ops, unspecified) */
  MlirValue x = glConvert(b, args[0], at);
  MlirValue y = glConvert(b, args[1], at);
  MlirValue p = glBin(b, "arith.mulf", x, y);
  return glBin(b, "arith.addf", args[2], p);
}
