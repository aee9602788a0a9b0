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
  GlShape s = {0, {0}};
  if (!mlirTypeIsARankedTensor(tensorType) || mlirShapedTypeGetRank(tensorType) > HIDET_MAX_RANK)
    return s;
  s.rank = mlirShapedTypeGetRank(tensorType); /* a dynamic dim stays `?` */
  for (int64_t i = 0; i < s.rank; ++i)
    s.d[i] = mlirShapedTypeGetDimSize(tensorType, i);
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

/* ---- Dynamic sizes (issue 27). ----------------------------------------- *
 * A `?` dim of a tensor the lowering of graph op `op` creates takes its
 * size from a `?` dim of one of op's operands (the verifier requires one:
 * lib/verify_graph.c, allowsDynamic), read with tensor.dim. */

static bool sameShape(const GlShape *a, const GlShape *b) {
  return a->rank == b->rank && memcmp(a->d, b->d, (size_t)a->rank * sizeof *a->d) == 0;
}

static GlShape operandShape(MlirOperation op, intptr_t k) {
  return toLinalgShapeOf(mlirValueGetType(mlirOperationGetOperand(op, k)));
}

/* Reduce: which input axes are reduced. */
static void reducedAxes(MlirOperation op, int64_t rank, bool *reduced, bool *keepdims) {
  memset(reduced, 0, (size_t)rank * sizeof *reduced);
  MlirAttribute axes = hidetOpAttr(op, "axes"), keep = hidetOpAttr(op, "keepdims");
  *keepdims =
      !mlirAttributeIsNull(keep) && mlirAttributeIsABool(keep) && mlirBoolAttrGetValue(keep);
  if (mlirAttributeIsNull(axes) || !mlirAttributeIsADenseI64Array(axes))
    return;
  for (intptr_t i = 0; i < mlirDenseArrayGetNumElements(axes); ++i) {
    int64_t a = mlirDenseI64ArrayGetElement(axes, i);
    a = a < 0 ? a + rank : a;
    if (a >= 0 && a < rank)
      reduced[a] = true;
  }
}

/* The `nth` axis of the reduce input that is not reduced, or -1. */
static int64_t keptAxis(MlirOperation op, int64_t nth) {
  GlShape in = operandShape(op, 0);
  bool reduced[HIDET_MAX_RANK], keep;
  reducedAxes(op, in.rank, reduced, &keep);
  for (int64_t a = 0; a < in.rank; ++a)
    if (!reduced[a] && nth-- == 0)
      return a;
  return -1;
}

/* The operand and its dim that size result dim d of op; false if none. */
static bool resultSource(MlirOperation op, int64_t d, intptr_t *k, int64_t *dim) {
  GlShape r = toLinalgShapeOf(mlirValueGetType(mlirOperationGetResult(op, 0)));
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  intptr_t n = mlirOperationGetNumOperands(op);
  *k = 0;
  if (t && t->id == HIDET_GRAPH_MATMUL) {
    *k = d == 0 ? 0 : 1;
    *dim = d;
    return true;
  }
  if (t && t->id == HIDET_GRAPH_TRI_MASK) { /* dim d is the operand's dims[d] */
    MlirAttribute dims = hidetOpAttr(op, "dims");
    if (mlirAttributeIsNull(dims) || !mlirAttributeIsADenseI64Array(dims) ||
        d >= mlirDenseArrayGetNumElements(dims))
      return false;
    *dim = mlirDenseI64ArrayGetElement(dims, d);
    return true;
  }
  if (t && t->id == HIDET_GRAPH_TRANSPOSE) {
    MlirAttribute perm = hidetOpAttr(op, "perm");
    if (mlirAttributeIsNull(perm) || !mlirAttributeIsADenseI64Array(perm))
      return false;
    *dim = mlirDenseI64ArrayGetElement(perm, d);
    return true;
  }
  if (t && t->id == HIDET_GRAPH_REDUCE) {
    bool reduced[HIDET_MAX_RANK], keep;
    reducedAxes(op, operandShape(op, 0).rank, reduced, &keep);
    *dim = keep ? d : keptAxis(op, d);
    return *dim >= 0;
  }
  if (t && t->id == HIDET_GRAPH_RESHAPE) { /* size-1 dims only: the nth `?` is the input's nth */
    int64_t nth = 0;
    for (int64_t i = 0; i < d; ++i)
      nth += mlirShapedTypeIsDynamicSize(r.d[i]);
    GlShape in = operandShape(op, 0);
    for (int64_t j = 0; j < in.rank; ++j)
      if (mlirShapedTypeIsDynamicSize(in.d[j]) && nth-- == 0) {
        *dim = j;
        return true;
      }
    return false;
  }
  bool bmm = t && t->id == HIDET_GRAPH_BATCH_MATMUL;
  if (bmm && d >= r.rank - 2) {
    *k = d == r.rank - 2 ? 0 : 1;
    *dim = operandShape(op, *k).rank - (r.rank - d);
    return true;
  }
  /* numpy broadcasting, right-aligned (batch_matmul: on the batch dims) */
  for (intptr_t i = 0; i < n && i < (bmm ? 2 : n); ++i) {
    GlShape s = operandShape(op, i);
    int64_t skip = bmm ? 2 : 0, idx = d - ((r.rank - skip) - (s.rank - skip));
    if (idx >= 0 && idx < s.rank - skip && mlirShapedTypeIsDynamicSize(s.d[idx])) {
      *k = i;
      *dim = idx;
      return true;
    }
  }
  return false;
}

/* The size of dim d of shape s, a tensor created while lowering b->before. */
static MlirValue dynamicSize(GlBuilder *b, const GlShape *s, int64_t d) {
  MlirOperation op = b->before;
  if (mlirOperationIsNull(op) || mlirOperationGetNumResults(op) != 1)
    return (MlirValue){NULL};
  GlShape r = toLinalgShapeOf(mlirValueGetType(mlirOperationGetResult(op, 0)));
  intptr_t k = -1;
  int64_t dim = -1;
  if (sameShape(s, &r)) {
    if (!resultSource(op, d, &k, &dim))
      k = -1;
  }
  for (intptr_t i = 0; k < 0 && i < mlirOperationGetNumOperands(op); ++i) {
    GlShape o = operandShape(op, i);
    if (sameShape(s, &o)) {
      k = i;
      dim = d;
    }
  }
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  if (k < 0 && t && t->id == HIDET_GRAPH_REDUCE) { /* the kept (non-reduced) dims */
    k = 0;
    dim = keptAxis(op, d);
  }
  if (k < 0 && t && t->id == HIDET_GRAPH_ATTENTION) {
    /* scores [B.., H, Lq, Lk] and row statistics [B.., H, Lq]: Lk is k's
     * dim r-2, every other dim q's */
    GlShape q = operandShape(op, 0);
    k = s->rank == q.rank && d == q.rank - 1 ? 1 : 0;
    dim = k == 1 ? q.rank - 2 : d;
  }
  if (k < 0 && t && (t->id == HIDET_GRAPH_SOFTMAX || t->id == HIDET_GRAPH_LAYER_NORM)) {
    /* their max/sum/mean: input 0 without the normalised axes (softmax:
     * `axis`; layer_norm: `axis` to the end) */
    GlShape in = operandShape(op, 0);
    int64_t axis = toLinalgNormAxis(toLinalgI64Attr(op, "axis", -1), in.rank);
    int64_t end = t->id == HIDET_GRAPH_SOFTMAX ? axis + 1 : in.rank;
    if (s->rank == in.rank - (end - axis)) {
      k = 0;
      dim = d < axis ? d : d + (end - axis);
    }
  }
  if (k < 0 || dim < 0)
    return (MlirValue){NULL};
  MlirType idx = mlirIndexTypeGet(b->ctx);
  MlirNamedAttribute v = toLinalgNamedAttr(b->ctx, "value", mlirIntegerAttrGet(idx, dim));
  MlirValue c = toLinalgOp(b, "arith.constant", 0, NULL, idx, 1, &v);
  MlirValue ops[2] = {mlirOperationGetOperand(op, k), c};
  return toLinalgOp(b, "tensor.dim", 2, ops, idx, 0, NULL);
}

MlirValue toLinalgEmpty(GlBuilder *b, const GlShape *s, MlirType elt) {
  MlirValue sizes[HIDET_MAX_RANK];
  intptr_t n = 0;
  for (int64_t d = 0; d < s->rank; ++d)
    if (mlirShapedTypeIsDynamicSize(s->d[d])) {
      /* no source: a tensor.empty without its size, which the verifier
       * reports (the graph verifier rules out this case) */
      MlirValue v = dynamicSize(b, s, d);
      if (!mlirValueIsNull(v))
        sizes[n++] = v;
    }
  return toLinalgOp(b, "tensor.empty", n, sizes, toLinalgTensorType(s, elt), 0, NULL);
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
  /* dynamic shapes (concat off its axis, pad of unpadded dims): a `?` dim
   * of src is copied whole, at offset 0; its size is tensor.dim of src */
  MlirValue ops[2 + HIDET_MAX_RANK];
  int32_t nDyn = 0;
  MlirType idx = mlirIndexTypeGet(b->ctx);
  for (int64_t i = 0; i < s.rank; ++i)
    if (mlirShapedTypeIsDynamicSize(s.d[i])) {
      MlirNamedAttribute v = toLinalgNamedAttr(b->ctx, "value", mlirIntegerAttrGet(idx, i));
      MlirValue dv[2] = {src, toLinalgOp(b, "arith.constant", 0, NULL, idx, 1, &v)};
      ops[2 + nDyn++] = toLinalgOp(b, "tensor.dim", 2, dv, idx, 0, NULL);
    }
  int32_t extractSegments[4] = {1, 0, nDyn, 0}, insertSegments[5] = {1, 1, 0, nDyn, 0};
  attrs[3] =
      toLinalgNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 4, extractSegments));
  ops[1] = dest;
  MlirValue slice = toLinalgOp(b, "tensor.extract_slice", 1 + nDyn, ops + 1,
                               toLinalgTensorType(&s, toLinalgElementType(dest)), 4, attrs);
  MlirAffineMap id = toLinalgIdentityMap(b, s.rank);
  MlirValue copied = toLinalgGeneric(b, s.rank, NULL, 1, &src, &id, slice, id, toLinalgBodyYieldFirst, NULL);
  attrs[3] =
      toLinalgNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 5, insertSegments));
  ops[0] = copied;
  return toLinalgOp(b, "tensor.insert_slice", 2 + nDyn, ops, mlirValueGetType(dest), 4, attrs);
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
