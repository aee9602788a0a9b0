/*===-- graph_to_linalg_nn.c - conv2d, pool2d, data movement, constant ----===*
 * conv2d and pool2d pad their input explicitly (a filled tensor with the
 * input copied in), then run one linalg.generic whose input map computes
 * `out * stride + kernel_offset * dilation`. transpose, reshape and
 * broadcast are linalg.generic copies whose input maps compute the source
 * index; slice copies a strided tensor.extract_slice; concat copies each
 * input into a slice of the result; gather extracts input elements at
 * clamped indices; pad fills a tensor and copies the input in.
 *===----------------------------------------------------------------------===*/
#include "graph_to_linalg.h"
#include "reshape_rule.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>

static MlirValue operand(MlirOperation op, intptr_t i) { return mlirOperationGetOperand(op, i); }

static GlShape operandShape(MlirOperation op, intptr_t i) {
  return toLinalgShapeOf(mlirValueGetType(operand(op, i)));
}

static GlShape resultShape(MlirOperation op) {
  return toLinalgShapeOf(mlirValueGetType(mlirOperationGetResult(op, 0)));
}

static MlirType resultElt(MlirOperation op) { return toLinalgElementType(mlirOperationGetResult(op, 0)); }

/* The 8-entry per-dim padding (before, after) of a rank-4 tensor from the
 * op's (top, bottom, left, right). */
static void spatialPads(const int64_t pad[4], bool nhwc, int64_t out[8]) {
  for (int i = 0; i < 8; ++i)
    out[i] = 0;
  int h = nhwc ? 1 : 2;
  out[2 * h] = pad[0];
  out[2 * h + 1] = pad[1];
  out[2 * (h + 1)] = pad[2];
  out[2 * (h + 1) + 1] = pad[3];
}


MlirValue toLinalgLowerConv2d(GlBuilder *b, MlirOperation op) {
  int64_t strides[2] = {1, 1}, padding[4] = {0, 0, 0, 0}, dil[2] = {1, 1}, pads[8];
  toLinalgI64ArrayAttr(op, "strides", 2, strides);
  toLinalgI64ArrayAttr(op, "padding", 4, padding);
  toLinalgI64ArrayAttr(op, "dilations", 2, dil);
  int64_t groups = toLinalgI64Attr(op, "groups", 1);
  bool nhwc = toLinalgStringAttrIs(op, "layout", "NHWC");
  GlShape xs = operandShape(op, 0), out = resultShape(op);
  MlirType elt = resultElt(op), at = toLinalgComputeType(b->ctx, elt);
  int64_t c = xs.d[nhwc ? 3 : 1], f = out.d[nhwc ? 3 : 1];
  int64_t cg = c / groups, fg = f / groups;

  spatialPads(padding, nhwc, pads);
  MlirValue ins[2] = {toLinalgPad(b, operand(op, 0), pads, 0.0), operand(op, 1)};
  /* Loops: NCHW (n, f, oh, ow, c, kh, kw), NHWC (n, oh, ow, f, kh, kw, c);
   * c runs over the C/groups channels of f's group, which starts at input
   * channel (f / (F/groups)) * (C/groups). */
  int64_t n = 0, lf = nhwc ? 3 : 1, oh = nhwc ? 1 : 2, ow = nhwc ? 2 : 3, kh = nhwc ? 4 : 5,
          kw = nhwc ? 5 : 6, lc = nhwc ? 6 : 4;
  bool red[7] = {false};
  red[lc] = red[kh] = red[kw] = true;
  MlirAffineExpr ch = toLinalgDim(b, lc);
  if (groups != 1)
    ch = toLinalgAdd(toLinalgMulC(b, toLinalgFloorDivC(b, toLinalgDim(b, lf), fg), cg), ch);
  MlirAffineExpr ih = toLinalgAdd(toLinalgMulC(b, toLinalgDim(b, oh), strides[0]), toLinalgMulC(b, toLinalgDim(b, kh), dil[0]));
  MlirAffineExpr iw = toLinalgAdd(toLinalgMulC(b, toLinalgDim(b, ow), strides[1]), toLinalgMulC(b, toLinalgDim(b, kw), dil[1]));
  MlirAffineExpr inExprs[4], wExprs[4], outExprs[4];
  if (nhwc) {
    MlirAffineExpr i[4] = {toLinalgDim(b, n), ih, iw, ch};
    MlirAffineExpr w[4] = {toLinalgDim(b, kh), toLinalgDim(b, kw), toLinalgDim(b, lc), toLinalgDim(b, lf)};
    for (int k = 0; k < 4; ++k)
      inExprs[k] = i[k], wExprs[k] = w[k];
  } else {
    MlirAffineExpr i[4] = {toLinalgDim(b, n), ch, ih, iw};
    MlirAffineExpr w[4] = {toLinalgDim(b, lf), toLinalgDim(b, lc), toLinalgDim(b, kh), toLinalgDim(b, kw)};
    for (int k = 0; k < 4; ++k)
      inExprs[k] = i[k], wExprs[k] = w[k];
  }
  for (int k = 0; k < 4; ++k)
    outExprs[k] = toLinalgDim(b, k);
  MlirAffineMap maps[3] = {toLinalgMap(b, 7, 4, inExprs), toLinalgMap(b, 7, 4, wExprs),
                           toLinalgMap(b, 7, 4, outExprs)};
  MlirValue acc = toLinalgFill(b, &out, at, 0.0);
  MlirValue r = toLinalgGeneric(b, 7, red, 2, ins, maps, acc, maps[2], toLinalgMacBody, &at);
  return toLinalgConvertTensor(b, r, elt);
}

typedef struct {
  MlirType at, elt;
  bool isMax;
  double divisor;
} PoolData;

static MlirValue poolBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const PoolData *d = userData;
  return toLinalgBin(b, d->isMax ? "arith.maximumf" : "arith.addf", args[2],
               toLinalgConvert(b, args[0], d->at));
}

static MlirValue poolFinishBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const PoolData *d = userData;
  MlirValue x = args[0];
  if (!d->isMax)
    x = toLinalgBin(b, "arith.divf", x, toLinalgFloatConst(b, d->at, d->divisor));
  return toLinalgConvert(b, x, d->elt);
}

MlirValue toLinalgLowerPool2d(GlBuilder *b, MlirOperation op) {
  /* max: padding cells are -inf (never chosen: every window holds an input
   * element). avg: padding cells are 0 and count, the divisor is always
   * kh * kw (PyTorch's count_include_pad=True). */
  int64_t kernel[2] = {1, 1}, strides[2], padding[4] = {0, 0, 0, 0}, pads[8];
  toLinalgI64ArrayAttr(op, "kernel", 2, kernel);
  strides[0] = kernel[0];
  strides[1] = kernel[1];
  toLinalgI64ArrayAttr(op, "strides", 2, strides);
  toLinalgI64ArrayAttr(op, "padding", 4, padding);
  bool nhwc = toLinalgStringAttrIs(op, "layout", "NHWC");
  GlShape out = resultShape(op);
  MlirType elt = resultElt(op), at = toLinalgComputeType(b->ctx, elt);
  PoolData d = {at, elt, toLinalgStringAttrIs(op, "kind", "max"), (double)kernel[0] * (double)kernel[1]};

  spatialPads(padding, nhwc, pads);
  GlShape window = {2, {kernel[0], kernel[1]}};
  /* The window tensor is never read: it gives the kh, kw loops their
   * extents (as upstream's linalg pooling ops do). */
  MlirValue ins[2];
  ins[0] = toLinalgPad(b, operand(op, 0), pads, d.isMax ? -INFINITY : 0.0);
  ins[1] = toLinalgEmpty(b, &window, elt);
  /* Loops: NCHW (n, c, oh, ow, kh, kw), NHWC (n, oh, ow, c, kh, kw). */
  int64_t oh = nhwc ? 1 : 2, ow = nhwc ? 2 : 3, kh = 4, kw = 5;
  bool red[6] = {false, false, false, false, true, true};
  MlirAffineExpr ih = toLinalgAdd(toLinalgMulC(b, toLinalgDim(b, oh), strides[0]), toLinalgDim(b, kh));
  MlirAffineExpr iw = toLinalgAdd(toLinalgMulC(b, toLinalgDim(b, ow), strides[1]), toLinalgDim(b, kw));
  MlirAffineExpr inExprs[4] = {toLinalgDim(b, 0), toLinalgDim(b, 1), toLinalgDim(b, 2), toLinalgDim(b, 3)};
  inExprs[oh] = ih;
  inExprs[ow] = iw;
  static const int64_t windowLoops[2] = {4, 5};
  MlirAffineMap maps[3] = {toLinalgMap(b, 6, 4, inExprs), toLinalgSelectMap(b, 6, 2, windowLoops),
                           toLinalgSelectMap(b, 6, 4, (const int64_t[]){0, 1, 2, 3})};
  MlirValue acc = toLinalgFill(b, &out, at, d.isMax ? -INFINITY : 0.0);
  MlirValue r = toLinalgGeneric(b, 6, red, 2, ins, maps, acc, maps[2], poolBody, &d);
  return toLinalgElementwise(b, &out, elt, 1, &r, poolFinishBody, &d);
}

/* ---- Data movement. --------------------------------------------------- */

/* A new tensor of the result type, element i = x[map(i)]. */
static MlirValue gather(GlBuilder *b, MlirOperation op, MlirAffineMap inMap) {
  GlShape out = resultShape(op);
  MlirValue x = operand(op, 0);
  return toLinalgGeneric(b, out.rank, NULL, 1, &x, &inMap, toLinalgEmpty(b, &out, resultElt(op)),
                   toLinalgIdentityMap(b, out.rank), toLinalgBodyYieldFirst, NULL);
}

MlirValue toLinalgLowerTranspose(GlBuilder *b, MlirOperation op) {
  /* result dim i is input dim perm[i]: input dim perm[i] runs with loop i */
  GlShape xs = operandShape(op, 0);
  int64_t perm[HIDET_MAX_RANK], loops[HIDET_MAX_RANK];
  toLinalgI64ArrayAttr(op, "perm", xs.rank, perm);
  for (int64_t i = 0; i < xs.rank; ++i)
    loops[perm[i]] = i;
  return gather(b, op, toLinalgSelectMap(b, xs.rank, xs.rank, loops));
}

/* Whether a and b differ only in size-1 dims. */
static bool onlyUnitDims(const GlShape *a, const GlShape *b) {
  int64_t i = 0, j = 0;
  for (;;) {
    while (i < a->rank && a->d[i] == 1)
      ++i;
    while (j < b->rank && b->d[j] == 1)
      ++j;
    if (i == a->rank || j == b->rank)
      return i == a->rank && j == b->rank;
    if (a->d[i++] != b->d[j++])
      return false;
  }
}

static MlirValue indexConst(GlBuilder *b, int64_t v) {
  return toLinalgIntConst(b, mlirIndexTypeGet(b->ctx), v);
}

/* A reshape with dynamic dims beyond size-1 ones: the result's jth `?` is
 * the input's jth `?` times num_j / den_j (lib/reshape_rule.h, checked by
 * the verifier), computed with index arithmetic; tensor.reshape with that
 * shape (row-major, as graph.reshape is). Not collapse_shape to 1-d +
 * expand_shape: MLIR 22's expand-strided-metadata crashes on an
 * expand_shape with two dynamic output sizes. */
static MlirValue dynamicReshape(GlBuilder *b, MlirOperation op, const GlShape *xs,
                                const GlShape *out) {
  HidetDynReshape plan;
  char why[256];
  if (!hidetDynReshapePlan(xs->rank, xs->d, out->rank, out->d, &plan, why, sizeof why))
    return (MlirValue){NULL}; /* the verifier reports it */
  MlirContext ctx = b->ctx;
  MlirType elt = toLinalgElementType(operand(op, 0));
  MlirValue x = operand(op, 0), sizes[HIDET_MAX_RANK];
  for (int64_t j = 0; j < plan.k; ++j) {
    MlirValue ops[2] = {x, indexConst(b, plan.inDim[j])};
    MlirValue v = toLinalgOp(b, "tensor.dim", 2, ops, mlirIndexTypeGet(ctx), 0, NULL);
    if (plan.num[j] != 1)
      v = toLinalgBin(b, "arith.muli", v, indexConst(b, plan.num[j]));
    if (plan.den[j] != 1)
      v = toLinalgBin(b, "arith.divui", v, indexConst(b, plan.den[j]));
    sizes[j] = v;
  }
  /* The result's sizes as a shape tensor. */
  MlirValue dims[HIDET_MAX_RANK];
  for (int64_t i = 0, j = 0; i < out->rank; ++i)
    dims[i] = mlirShapedTypeIsDynamicSize(out->d[i]) ? sizes[j++] : indexConst(b, out->d[i]);
  GlShape shapeShape = {1, {out->rank}};
  MlirValue shape = toLinalgOp(b, "tensor.from_elements", out->rank, dims,
                               toLinalgTensorType(&shapeShape, mlirIndexTypeGet(ctx)), 0, NULL);
  MlirValue ops[2] = {x, shape};
  return toLinalgOp(b, "tensor.reshape", 2, ops, toLinalgTensorType(out, elt), 0, NULL);
}

MlirValue toLinalgLowerReshape(GlBuilder *b, MlirOperation op) {
  /* The row-major linear index of the result element, unravelled over the
   * input shape: in[j] = (lin floordiv stride_j) mod dim_j. */
  GlShape xs = operandShape(op, 0), out = resultShape(op);
  MlirAffineExpr lin = toLinalgCst(b, 0), exprs[HIDET_MAX_RANK];
  bool dyn = false;
  for (int64_t i = 0; i < xs.rank; ++i)
    dyn = dyn || mlirShapedTypeIsDynamicSize(xs.d[i]);
  for (int64_t i = 0; i < out.rank; ++i)
    dyn = dyn || mlirShapedTypeIsDynamicSize(out.d[i]);
  if (dyn && !onlyUnitDims(&xs, &out))
    return dynamicReshape(b, op, &xs, &out);
  if (dyn) {
    /* Dynamic shapes, only size-1 dims come and go: the other dims pair up
     * in order. */
    int64_t i = 0;
    for (int64_t j = 0; j < xs.rank; ++j) {
      if (xs.d[j] == 1) {
        exprs[j] = toLinalgCst(b, 0);
        continue;
      }
      while (i < out.rank && out.d[i] == 1)
        ++i;
      exprs[j] = toLinalgDim(b, i++);
    }
    return gather(b, op, toLinalgMap(b, out.rank, xs.rank, exprs));
  }
  int64_t stride = 1;
  for (int64_t i = out.rank - 1; i >= 0; --i) {
    lin = toLinalgAdd(toLinalgMulC(b, toLinalgDim(b, i), stride), lin);
    stride *= out.d[i];
  }
  stride = 1;
  for (int64_t j = xs.rank - 1; j >= 0; --j) {
    MlirAffineExpr e = toLinalgFloorDivC(b, lin, stride);
    exprs[j] = j == 0 ? e : toLinalgModC(b, e, xs.d[j]);
    stride *= xs.d[j];
  }
  return gather(b, op, toLinalgMap(b, out.rank, xs.rank, exprs));
}

MlirValue toLinalgLowerBroadcast(GlBuilder *b, MlirOperation op) {
  GlShape xs = operandShape(op, 0), out = resultShape(op);
  return gather(b, op, toLinalgBroadcastMap(b, &xs, &out));
}

MlirValue toLinalgLowerSlice(GlBuilder *b, MlirOperation op) {
  /* tensor.extract_slice with the normalised, clamped starts and the steps
   * (the result is not empty here, so start < dim), copied into a new
   * tensor. (A gather through `start + i * step` would be a pure loop dim
   * when start = 0 and step = 1, from which linalg would take the loop's
   * extent: the input's, not the result's.) */
  GlShape xs = operandShape(op, 0), out = resultShape(op);
  int64_t starts[HIDET_MAX_RANK], ends[HIDET_MAX_RANK], steps[HIDET_MAX_RANK];
  for (int64_t i = 0; i < xs.rank; ++i)
    starts[i] = 0, ends[i] = xs.d[i], steps[i] = 1;
  toLinalgI64ArrayAttr(op, "starts", xs.rank, starts);
  toLinalgI64ArrayAttr(op, "ends", xs.rank, ends);
  toLinalgI64ArrayAttr(op, "steps", xs.rank, steps);
  /* dynamic shapes: a `?` dim is taken whole (the verifier's rule); its
   * size is a tensor.dim operand of the extract_slice */
  MlirValue ops[1 + HIDET_MAX_RANK];
  ops[0] = operand(op, 0);
  int32_t nDyn = 0;
  MlirType idx = mlirIndexTypeGet(b->ctx);
  for (int64_t i = 0; i < xs.rank; ++i) {
    if (mlirShapedTypeIsDynamicSize(xs.d[i])) {
      starts[i] = 0;
      MlirNamedAttribute v = toLinalgNamedAttr(b->ctx, "value", mlirIntegerAttrGet(idx, i));
      MlirValue dv[2] = {ops[0], toLinalgOp(b, "arith.constant", 0, NULL, idx, 1, &v)};
      ops[1 + nDyn++] = toLinalgOp(b, "tensor.dim", 2, dv, idx, 0, NULL);
      continue;
    }
    int64_t s = starts[i] < 0 ? starts[i] + xs.d[i] : starts[i];
    starts[i] = s < 0 ? 0 : s > xs.d[i] ? xs.d[i] : s;
  }
  MlirType elt = resultElt(op);
  int32_t segments[4] = {1, 0, nDyn, 0};
  MlirNamedAttribute attrs[4] = {
      toLinalgNamedAttr(b->ctx, "static_offsets", mlirDenseI64ArrayGet(b->ctx, xs.rank, starts)),
      toLinalgNamedAttr(b->ctx, "static_sizes", mlirDenseI64ArrayGet(b->ctx, out.rank, out.d)),
      toLinalgNamedAttr(b->ctx, "static_strides", mlirDenseI64ArrayGet(b->ctx, xs.rank, steps)),
      toLinalgNamedAttr(b->ctx, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 4, segments)),
  };
  MlirValue slice =
      toLinalgOp(b, "tensor.extract_slice", 1 + nDyn, ops, toLinalgTensorType(&out, elt), 4, attrs);
  MlirAffineMap id = toLinalgIdentityMap(b, out.rank);
  return toLinalgGeneric(b, out.rank, NULL, 1, &slice, &id, toLinalgEmpty(b, &out, elt), id, toLinalgBodyYieldFirst,
                   NULL);
}

/* ---- gather and pad. --------------------------------------------------- */

typedef struct {
  MlirValue input;
  int64_t inRank, axis, idxRank, dimSize;
} GatherData;

/* The index read from the indices tensor as an `index`, clamped into
 * [0, dimSize): i1 is zero-extended (a bool), wider types sign-extended. */
static MlirValue clampedIndex(GlBuilder *b, MlirValue idx, int64_t dimSize) {
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  unsigned w = mlirIntegerTypeGetWidth(mlirValueGetType(idx));
  if (w < 64)
    idx = toLinalgOp(b, w == 1 ? "arith.extui" : "arith.extsi", 1, &idx, i64, 0, NULL);
  MlirValue lo = toLinalgIntConst(b, i64, 0);
  MlirValue hi = toLinalgIntConst(b, i64, dimSize - 1);
  MlirValue c = toLinalgBin(b, "arith.maxsi", idx, lo);
  c = toLinalgBin(b, "arith.minsi", c, hi);
  return toLinalgOp(b, "arith.index_cast", 1, &c, mlirIndexTypeGet(b->ctx), 0, NULL);
}

static MlirValue loopIndex(GlBuilder *b, int64_t loop) {
  MlirNamedAttribute dim =
      toLinalgNamedAttr(b->ctx, "dim", mlirIntegerAttrGet(mlirIntegerTypeGet(b->ctx, 64), loop));
  return toLinalgOp(b, "linalg.index", 0, NULL, mlirIndexTypeGet(b->ctx), 1, &dim);
}

/* input[l_0, .., l_{axis-1}, clamp(indices[...]), l_{axis+k}, ...] where
 * the loops are the result's dims and k the indices' rank. */
static MlirValue gatherBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const GatherData *d = userData;
  MlirValue operands[HIDET_MAX_RANK + 1];
  operands[0] = d->input;
  for (int64_t i = 0; i < d->inRank; ++i) {
    if (i == d->axis)
      operands[1 + i] = clampedIndex(b, args[0], d->dimSize);
    else
      operands[1 + i] = loopIndex(b, i < d->axis ? i : i - 1 + d->idxRank);
  }
  return toLinalgOp(b, "tensor.extract", 1 + d->inRank, operands, toLinalgElementType(d->input), 0, NULL);
}

MlirValue toLinalgLowerGather(GlBuilder *b, MlirOperation op) {
  /* One generic over the result: it reads the indices tensor through its
   * map (loops axis .. axis+k-1) and extracts the input element at the
   * clamped index. Out-of-range indices are clamped (an embedding lookup
   * with a bad id reads the first or last row, never out of bounds). */
  GlShape xs = operandShape(op, 0), is = operandShape(op, 1), out = resultShape(op);
  int64_t axis = toLinalgNormAxis(toLinalgI64Attr(op, "axis", 0), xs.rank), loops[HIDET_MAX_RANK];
  GatherData d = {operand(op, 0), xs.rank, axis, is.rank, xs.d[axis]};
  for (int64_t i = 0; i < is.rank; ++i)
    loops[i] = axis + i;
  MlirValue indices = operand(op, 1);
  MlirAffineMap inMap = toLinalgSelectMap(b, out.rank, is.rank, loops);
  return toLinalgGeneric(b, out.rank, NULL, 1, &indices, &inMap, toLinalgEmpty(b, &out, resultElt(op)),
                   toLinalgIdentityMap(b, out.rank), gatherBody, &d);
}

MlirValue toLinalgLowerPad(GlBuilder *b, MlirOperation op) {
  GlShape xs = operandShape(op, 0);
  int64_t pads[2 * HIDET_MAX_RANK] = {0};
  toLinalgI64ArrayAttr(op, "padding", 2 * xs.rank, pads);
  MlirAttribute value = hidetOpAttr(op, "value");
  double v = mlirAttributeIsNull(value) ? 0.0 : mlirFloatAttrGetValueDouble(value);
  return toLinalgPad(b, operand(op, 0), pads, v);
}

MlirValue toLinalgLowerConcat(GlBuilder *b, MlirOperation op) {
  GlShape out = resultShape(op);
  int64_t axis = toLinalgNormAxis(toLinalgI64Attr(op, "axis", 0), out.rank);
  MlirValue dest = toLinalgEmpty(b, &out, resultElt(op));
  int64_t offsets[HIDET_MAX_RANK] = {0};
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    GlShape s = operandShape(op, i);
    if (s.d[axis] == 0)
      continue;
    dest = toLinalgInsertCopy(b, dest, operand(op, i), offsets);
    offsets[axis] += s.d[axis];
  }
  return dest;
}

MlirValue toLinalgLowerConstant(GlBuilder *b, MlirOperation op) {
  MlirNamedAttribute value = toLinalgNamedAttr(b->ctx, "value", hidetOpAttr(op, "value"));
  return toLinalgOp(b, "arith.constant", 0, NULL, mlirValueGetType(mlirOperationGetResult(op, 0)), 1,
              &value);
}
