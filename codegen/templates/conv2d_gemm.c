/*===-- conv2d_gemm.c - graph.conv2d as an implicit GEMM ------------------===*
 * The conv's GEMM view and its operand index map (conv2d_gemm.h).
 *===----------------------------------------------------------------------===*/
#include "conv2d_gemm.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdio.h>
#include <string.h>

bool hidetConvIsConv(MlirOperation anchor) {
  return !mlirOperationIsNull(anchor) && hidetOpIs(anchor, "graph.conv2d");
}

bool hidetConvGemmTakes(MlirOperation anchor, int *numHalf) {
  if (!hidetConvIsConv(anchor))
    return false;
  HidetConvGemm cv;
  hidetConvGemmRead(anchor, &cv);
  *numHalf = hidetTypeIsHalf(hidetValueElementType(mlirOperationGetOperand(anchor, 0))) +
             hidetTypeIsHalf(hidetValueElementType(mlirOperationGetOperand(anchor, 1)));
  return cv.groups == 1;
}

static void i64Array(MlirOperation op, const char *name, int n, int64_t *vals) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) ||
      mlirDenseArrayGetNumElements(a) != n)
    return;
  for (int i = 0; i < n; ++i)
    vals[i] = mlirDenseI64ArrayGetElement(a, i);
}


void hidetConvGemmRead(MlirOperation anchor, HidetConvGemm *cv) {
  memset(cv, 0, sizeof *cv);
  cv->stride[0] = cv->stride[1] = cv->dil[0] = cv->dil[1] = cv->groups = 1;
  i64Array(anchor, "strides", 2, cv->stride);
  i64Array(anchor, "padding", 4, cv->pad);
  i64Array(anchor, "dilations", 2, cv->dil);
  MlirAttribute g = hidetOpAttr(anchor, "groups");
  if (!mlirAttributeIsNull(g) && mlirAttributeIsAInteger(g))
    cv->groups = mlirIntegerAttrGetValueInt(g);
  MlirAttribute l = hidetOpAttr(anchor, "layout");
  cv->nhwc = !mlirAttributeIsNull(l) && mlirAttributeIsAString(l) &&
             mlirStringAttrGetValue(l).length == 4 &&
             strncmp(mlirStringAttrGetValue(l).data, "NHWC", 4) == 0;
  int64_t x[HIDET_MAX_RANK], w[HIDET_MAX_RANK], y[HIDET_MAX_RANK];
  hidetValueShape(mlirOperationGetOperand(anchor, 0), x);
  hidetValueShape(mlirOperationGetOperand(anchor, 1), w);
  hidetValueShape(mlirOperationGetResult(anchor, 0), y);
  cv->n = x[0];
  if (cv->nhwc) {
    cv->h = x[1], cv->w = x[2], cv->c = x[3];
    cv->r = w[0], cv->s = w[1], cv->f = w[3];
    cv->p = y[1], cv->q = y[2];
  } else {
    cv->c = x[1], cv->h = x[2], cv->w = x[3];
    cv->f = w[0], cv->r = w[2], cv->s = w[3];
    cv->p = y[2], cv->q = y[3];
  }
}

bool hidetConvGemmPointwise(const HidetConvGemm *cv) {
  return cv->r == 1 && cv->s == 1 && cv->stride[0] == 1 && cv->stride[1] == 1 && cv->pad[0] == 0 &&
         cv->pad[1] == 0 && cv->pad[2] == 0 && cv->pad[3] == 0;
}

bool hidetConvGemmProblem(MlirOperation anchor, HidetProblem *p, char *why, size_t whySize) {
  HidetConvGemm cv;
  hidetConvGemmRead(anchor, &cv);
  if (cv.groups != 1)
    return hidetFailWhy(why, whySize,
                        "the implicit-GEMM conv templates take groups == 1 only, not %lld",
                        (long long)cv.groups);
  int64_t m = cv.n * cv.p * cv.q, k = cv.r * cv.s * cv.c;
  /* The GEMM's batch x m x n x k as the matmul cost model reads them, then
   * what makes two convs of one GEMM size different kernels to time: C,
   * R*S and the two strides. */
  *p = (HidetProblem){.dims = {1, m, cv.f, k, cv.c, cv.r * cv.s, cv.stride[0], cv.stride[1]},
                      .numDims = 8};
  if (m == 0 || cv.f == 0 || k == 0)
    return hidetFailWhy(why, whySize, "empty conv2d (GEMM m %lld, n %lld, k %lld) has no kernel",
                        (long long)m, (long long)cv.f, (long long)k);
  return true;
}

void hidetConvGemmFormatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                                size_t size) {
  snprintf(buf, size,
           "conv2d as implicit GEMM %lldx%lldx%lld (m = N*P*Q x n = F x k = R*S*C; C %lld, R*S "
           "%lld)",
           (long long)p->dims[1], (long long)p->dims[2], (long long)p->dims[3],
           (long long)p->dims[4], (long long)p->dims[5]);
}

static const HidetConvGemm *bound(const HidetOperands *o) {
  return (const HidetConvGemm *)o->state.bytes;
}

static void bind(HidetOperands *o) {
  _Static_assert(sizeof(HidetConvGemm) <= sizeof o->state, "HidetConvGemm fits the state");
  hidetConvGemmRead(o->anchor, (HidetConvGemm *)o->state.bytes);
}

/* ---- Index arithmetic as text. ------------------------------------------- */

static ScalarName bin(ScalarEmitter *e, const char *op, ScalarName a, ScalarName b) {
  ScalarName r = scalarFresh(e);
  hidetStrAppendf(e->out, "    %s = %s %s, %s : index\n", r.s, op, a.s, b.s);
  return r;
}

static ScalarName binC(ScalarEmitter *e, const char *op, ScalarName a, int64_t c) {
  return bin(e, op, a, scalarIndexConst(e, c));
}

/* x * c, leaving x alone for c == 1. */
static ScalarName mulC(ScalarEmitter *e, ScalarName x, int64_t c) {
  return c == 1 ? x : binC(e, "arith.muli", x, c);
}

/* The input row (or column) of output position o and window tap t, before
 * clamping: o*stride + t*dilation - pad (negative in the leading padding;
 * index arithmetic is two's complement, so an unsigned compare against the
 * extent rejects both sides at once). */
static ScalarName window(ScalarEmitter *e, ScalarName o, ScalarName t, int64_t stride,
                         int64_t dil, int64_t pad) {
  ScalarName x = bin(e, "arith.addi", mulC(e, o, stride), mulC(e, t, dil));
  return pad ? binC(e, "arith.subi", x, pad) : x;
}

/* The image coordinates of (m, k): n, row, column (unclamped), channel. */
typedef struct {
  ScalarName n, h, w, c;
} Gather;

static Gather gather(ScalarEmitter *e, const HidetConvGemm *cv, ScalarName m, ScalarName k) {
  Gather g;
  ScalarName npq[3], rsc[3];
  const int64_t outDims[3] = {cv->n, cv->p, cv->q};
  scalarUnflatten(e, m, 3, outDims, npq);
  g.n = npq[0];
  if (hidetConvGemmPointwise(cv)) {
    g.h = npq[1], g.w = npq[2], g.c = k;
    return g;
  }
  if (cv->nhwc) {
    const int64_t d[3] = {cv->r, cv->s, cv->c};
    scalarUnflatten(e, k, 3, d, rsc); /* (r, s, c) */
    g.c = rsc[2];
    g.h = window(e, npq[1], rsc[0], cv->stride[0], cv->dil[0], cv->pad[0]);
    g.w = window(e, npq[2], rsc[1], cv->stride[1], cv->dil[1], cv->pad[2]);
  } else {
    const int64_t d[3] = {cv->c, cv->r, cv->s};
    scalarUnflatten(e, k, 3, d, rsc); /* (c, r, s) */
    g.c = rsc[0];
    g.h = window(e, npq[1], rsc[1], cv->stride[0], cv->dil[0], cv->pad[0]);
    g.w = window(e, npq[2], rsc[2], cv->stride[1], cv->dil[1], cv->pad[2]);
  }
  return g;
}

/* Whether rows (dim 0) / columns (dim 1) can fall into the padding. */
static bool padded(const HidetConvGemm *cv, int dim) {
  return cv->pad[2 * dim] != 0 || cv->pad[2 * dim + 1] != 0;
}

static void indexMap(const HidetOperands *o, ScalarEmitter *e, bool output, int k,
                     const ScalarName *coords, int numCoords, ScalarName *idx) {
  (void)numCoords;
  const HidetConvGemm cv = *bound(o);
  if (output) { /* (b, m, f) -> (n, p, q, f) or (n, f, p, q) */
    ScalarName npq[3];
    const int64_t outDims[3] = {cv.n, cv.p, cv.q};
    scalarUnflatten(e, coords[1], 3, outDims, npq);
    ScalarName nhwc[4] = {npq[0], npq[1], npq[2], coords[2]},
               nchw[4] = {npq[0], coords[2], npq[1], npq[2]};
    memcpy(idx, cv.nhwc ? nhwc : nchw, sizeof nhwc);
    return;
  }
  if (k == 1) { /* (b, k, f): NHWC [R, S, C, F] at (r, s, c, f); NCHW [F, C, R, S] */
    ScalarName t[3];
    const int64_t d[3] = {cv.nhwc ? cv.r : cv.c, cv.nhwc ? cv.s : cv.r, cv.nhwc ? cv.c : cv.s};
    scalarUnflatten(e, coords[1], 3, d, t);
    ScalarName nhwc[4] = {t[0], t[1], t[2], coords[2]}, nchw[4] = {coords[2], t[0], t[1], t[2]};
    memcpy(idx, cv.nhwc ? nhwc : nchw, sizeof nhwc);
    return;
  }
  Gather g = gather(e, &cv, coords[1], coords[2]);
  /* Clamped into the image: a padded tap reads some in-range element,
   * which the validity map then replaces by 0. */
  if (padded(&cv, 0))
    g.h = binC(e, "arith.minui", g.h, cv.h - 1);
  if (padded(&cv, 1))
    g.w = binC(e, "arith.minui", g.w, cv.w - 1);
  ScalarName nhwc[4] = {g.n, g.h, g.w, g.c}, nchw[4] = {g.n, g.c, g.h, g.w};
  memcpy(idx, cv.nhwc ? nhwc : nchw, sizeof nhwc);
}

static bool validMap(const HidetOperands *o, ScalarEmitter *e, int k, const ScalarName *coords,
                     int numCoords, ScalarName *valid) {
  (void)numCoords;
  const HidetConvGemm cv = *bound(o);
  if (k != 0 || (!padded(&cv, 0) && !padded(&cv, 1)))
    return false; /* the filter, and an unpadded image, are read wholly */
  Gather g = gather(e, &cv, coords[1], coords[2]);
  ScalarName in[2];
  int n = 0;
  const ScalarName at[2] = {g.h, g.w};
  const int64_t ext[2] = {cv.h, cv.w};
  for (int d = 0; d < 2; ++d) {
    if (!padded(&cv, d))
      continue;
    in[n] = scalarFresh(e);
    hidetStrAppendf(e->out, "    %s = arith.cmpi ult, %s, %s : index\n", in[n].s, at[d].s,
                    scalarIndexConst(e, ext[d]).s);
    ++n;
  }
  if (n == 2) {
    *valid = scalarFresh(e);
    hidetStrAppendf(e->out, "    %s = arith.andi %s, %s : i1\n", valid->s, in[0].s, in[1].s);
  } else {
    *valid = in[0];
  }
  return true;
}

/* The image (m, k), the filter (k, f); batch 1. */
static int coordExtents(const HidetOperands *o, int k, int64_t *extents) {
  const HidetConvGemm *cv = bound(o);
  int64_t m = cv->n * cv->p * cv->q, kk = cv->r * cv->s * cv->c;
  extents[0] = 1;
  extents[1] = k == 0 ? m : kk;
  extents[2] = k == 0 ? kk : cv->f;
  return 3;
}

/* NHWC only: the filter's k rows are [R*S*C, F] rows, f contiguous; the
 * image's 4 consecutive k are 4 consecutive channels of one pixel when C
 * is a multiple of 4 (vectors start at multiples of 4 of k). */
bool hidetConvSlotContiguous(const HidetConvGemm *cv, int k) {
  return cv->nhwc && (k == 1 || cv->c % 4 == 0);
}

static bool lastCoordContiguous(const HidetOperands *o, int k) {
  return hidetConvSlotContiguous(bound(o), k);
}

const HidetOperandMap hidetConvOperands = {
    .bind = bind,
    .slotValue = hidetAnchorOperand,
    .outputValue = hidetAnchorResult,
    .indexMap = indexMap,
    .coordExtents = coordExtents,
    .lastCoordContiguous = lastCoordContiguous,
    .validMap = validMap,
};
