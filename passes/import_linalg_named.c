/*===-- import_linalg_named.c - linalg named ops -> graph ops -------------===*
 * matmul / batch_matmul (any transposed operand maps), conv_2d_nchw_fchw /
 * conv_2d_nhwc_hwcf, depthwise_conv_2d_{nchw_chw,nhwc_hwc,nhwc_hwcm} and
 * conv_2d_ngchw_gfchw (graph.conv2d with groups), pooling_{nchw,nhwc}_{max,sum}, fill (read lazily: an
 * init that is a fill of the neutral value is dropped, a fill read as
 * data becomes a splat constant), transpose, broadcast, copy.
 * Mixed-precision matmuls (f16 x f16 -> f32, as PyTorch's half matmuls
 * with f32 accumulation export) cast their operands to the result's type
 * first, as linalg's default `cast` (extf/truncf) does.
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <string.h>

typedef enum { K_MATMUL, K_BMM, K_CONV, K_CONV1D, K_DWCONV, K_GCONV, K_POOL, K_FILL, K_TRANSPOSE, K_BROADCAST,
               K_COPY } Kind;

static const struct {
  const char *name;
  Kind kind;
  bool nhwc;       /* conv / pool layout */
  const char *agg; /* pooling: "max" or "sum" */
} kNamed[] = {
    {"linalg.matmul", K_MATMUL, false, NULL},
    {"linalg.batch_matmul", K_BMM, false, NULL},
    {"linalg.conv_2d_nchw_fchw", K_CONV, false, NULL},
    {"linalg.conv_1d_ncw_fcw", K_CONV1D, false, NULL},
    {"linalg.conv_2d_nhwc_hwcf", K_CONV, true, NULL},
    {"linalg.depthwise_conv_2d_nchw_chw", K_DWCONV, false, NULL},
    {"linalg.depthwise_conv_2d_nhwc_hwc", K_DWCONV, true, NULL},
    {"linalg.depthwise_conv_2d_nhwc_hwcm", K_DWCONV, true, NULL},
    {"linalg.conv_2d_ngchw_gfchw", K_GCONV, false, NULL},
    {"linalg.pooling_nchw_max", K_POOL, false, "max"},
    {"linalg.pooling_nhwc_max", K_POOL, true, "max"},
    {"linalg.pooling_nchw_sum", K_POOL, false, "sum"},
    {"linalg.pooling_nhwc_sum", K_POOL, true, "sum"},
    {"linalg.fill", K_FILL, false, NULL},
    {"linalg.transpose", K_TRANSPOSE, false, NULL},
    {"linalg.broadcast", K_BROADCAST, false, NULL},
    {"linalg.copy", K_COPY, false, NULL},
};
#define N_NAMED (sizeof kNamed / sizeof kNamed[0])

static int lookup(MlirOperation op) {
  for (size_t i = 0; i < N_NAMED; ++i)
    if (hidetOpIs(op, kNamed[i].name))
      return (int)i;
  return -1;
}

bool importLinalgIsNamed(MlirOperation op) { return lookup(op) >= 0; }

/* ---- Checks. -------------------------------------------------------------- */

static bool isFloat(MlirType t) {
  return mlirTypeIsAF16(t) || mlirTypeIsABF16(t) || mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
}

/* Operands 0..n-1 (tensors) and the result share one float element type. */
static bool checkFloatOperands(MlirOperation op, intptr_t n) {
  MlirType elt = importerElementType(mlirOperationGetResult(op, 0));
  for (intptr_t i = 0; i < n; ++i)
    if (!mlirTypeEqual(importerElementType(mlirOperationGetOperand(op, i)), elt) || !isFloat(elt)) {
      hidetEmitOpError(op, "needs one float element type (f16, bf16, f32, f64) for its operands "
                           "and result (mixed-precision or integer forms are not supported)");
      return false;
    }
  return true;
}

/* (batch_)matmul: float operands of any float types and a float result. */
static bool checkMatmulTypes(MlirOperation op) {
  bool ok = isFloat(importerElementType(mlirOperationGetResult(op, 0)));
  for (intptr_t i = 0; i < 3; ++i)
    ok = ok && isFloat(importerElementType(mlirOperationGetOperand(op, i)));
  if (!ok)
    hidetEmitOpError(op, "needs float operands and result (f16, bf16, f32, f64; integer forms "
                         "are not supported)");
  return ok;
}

/* Reads the dims of indexing map i of op (all plain dims) into d. */
static bool mapDims(MlirOperation op, intptr_t i, intptr_t rank, int64_t *d) {
  MlirAttribute maps = hidetOpAttr(op, "indexing_maps");
  if (mlirAttributeIsNull(maps))
    return false;
  MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
  if (mlirAffineMapGetNumResults(m) != rank)
    return false;
  for (intptr_t j = 0; j < rank; ++j) {
    MlirAffineExpr e = mlirAffineMapGetResult(m, j);
    if (!mlirAffineExprIsADim(e))
      return false;
    d[j] = mlirAffineDimExprGetPosition(e);
  }
  return true;
}

/* perm with d[perm[i]] == canon[i] (d is a permutation of canon). */
static bool permTo(intptr_t r, const int64_t *d, const int64_t *canon, int64_t *perm) {
  for (intptr_t i = 0; i < r; ++i) {
    perm[i] = -1;
    for (intptr_t j = 0; j < r; ++j)
      if (d[j] == canon[i])
        perm[i] = j;
    if (perm[i] < 0)
      return false;
  }
  return true;
}

/* The transposes that bring (batch_)matmul operands into [.., M, K] x
 * [.., K, N] -> [.., M, N]; perms[2] maps the canonical result to outs. */
static bool matmulPerms(MlirOperation op, bool batch, int64_t perms[3][4]) {
  static const int64_t mm[3][3] = {{0, 2}, {2, 1}, {0, 1}};       /* m=0 n=1 k=2 */
  static const int64_t bmm[3][3] = {{0, 1, 3}, {0, 3, 2}, {0, 1, 2}}; /* b m n k */
  intptr_t r = batch ? 3 : 2;
  if (mlirAttributeIsNull(hidetOpAttr(op, "indexing_maps"))) {
    for (int i = 0; i < 3; ++i)
      for (intptr_t j = 0; j < r; ++j)
        perms[i][j] = j;
    return true;
  }
  for (int i = 0; i < 3; ++i) {
    int64_t d[4], canon[4], p[4];
    for (intptr_t j = 0; j < r; ++j)
      canon[j] = batch ? bmm[i][j] : mm[i][j];
    if (!mapDims(op, i, r, d) || !permTo(r, d, canon, p))
      return false;
    if (i < 2)
      memcpy(perms[i], p, sizeof p);
    else /* outs[j] = canonical[q[j]] with canon[q[j]] == d[j] */
      for (intptr_t j = 0; j < r; ++j)
        for (intptr_t k = 0; k < r; ++k)
          if (canon[k] == d[j])
            perms[2][j] = k;
  }
  return true;
}

static bool checkWindowAttrs(MlirOperation op, bool pool) {
  int64_t s[2] = {1, 1}, d[2] = {1, 1};
  MlirAttribute sa = hidetOpAttr(op, "strides"), da = hidetOpAttr(op, "dilations");
  if ((!mlirAttributeIsNull(sa) && !importLinalgIntList(sa, 2, s)) ||
      (!mlirAttributeIsNull(da) && !importLinalgIntList(da, 2, d)) || s[0] < 1 || s[1] < 1 || d[0] < 1 ||
      d[1] < 1) {
    hidetEmitOpError(op, "has malformed strides or dilations (two positive integers expected)");
    return false;
  }
  if (pool && (d[0] != 1 || d[1] != 1)) {
    hidetEmitOpError(op, "has dilations %lld, %lld: graph.pool2d has no dilation", (long long)d[0],
                     (long long)d[1]);
    return false;
  }
  return true;
}

/* Output extent of a convolution window, floor division as graph.conv2d
 * computes it (the padded input is the op's input operand). */
static int64_t convExtent(int64_t in, int64_t k, int64_t stride, int64_t dil) {
  int64_t span = in - dil * (k - 1) - 1;
  return span < 0 ? 0 : span / stride + 1;
}

/* The spatial dims (H, W) of input, kernel and output of a convolution:
 * which operand dims hold them differs per op. */
typedef struct {
  int inH, kH, outH; /* W is the next dim of each */
} ConvDims;

/* (The upstream verifier has checked the operand ranks against the op's
 * indexing maps.) */
static ConvDims convDims(MlirOperation op) {
  if (hidetOpIs(op, "linalg.conv_2d_nhwc_hwcf"))
    return (ConvDims){1, 0, 1};
  if (hidetOpIs(op, "linalg.depthwise_conv_2d_nchw_chw"))
    return (ConvDims){2, 1, 2};
  if (hidetOpIs(op, "linalg.depthwise_conv_2d_nhwc_hwc") ||
      hidetOpIs(op, "linalg.depthwise_conv_2d_nhwc_hwcm"))
    return (ConvDims){1, 0, 1};
  if (hidetOpIs(op, "linalg.conv_2d_ngchw_gfchw"))
    return (ConvDims){3, 3, 3};
  return (ConvDims){2, 2, 2}; /* conv_2d_nchw_fchw */
}

/* conv_1d_ncw_fcw: one stride and one dilation, and the output width of
 * graph.conv2d's floor formula (its H is 1). */
static bool checkConv1d(MlirOperation op) {
  int64_t s = 1, d = 1, in[3], k[3], out[3];
  MlirAttribute sa = hidetOpAttr(op, "strides"), da = hidetOpAttr(op, "dilations");
  if ((!mlirAttributeIsNull(sa) && !importLinalgIntList(sa, 1, &s)) ||
      (!mlirAttributeIsNull(da) && !importLinalgIntList(da, 1, &d)) || s < 1 || d < 1) {
    hidetEmitOpError(op, "has malformed strides or dilations (one positive integer expected)");
    return false;
  }
  importerShape(mlirOperationGetOperand(op, 0), in);
  importerShape(mlirOperationGetOperand(op, 1), k);
  importerShape(mlirOperationGetResult(op, 0), out);
  int64_t ow = convExtent(in[2], k[2], s, d);
  if (ow != out[2]) {
    hidetEmitOpError(op, "result width %lld does not match %lld, the floor-division output of "
                         "graph.conv2d for its input",
                     (long long)out[2], (long long)ow);
    return false;
  }
  return true;
}

/* graph.conv2d's output is the floor formula; a linalg convolution may
 * compute fewer output rows/columns than its input allows. */
static bool checkConvShape(MlirOperation op) {
  ConvDims c = convDims(op);
  int64_t in[HIDET_MAX_RANK], k[HIDET_MAX_RANK], out[HIDET_MAX_RANK], s[2], d[2];
  importerShape(mlirOperationGetOperand(op, 0), in);
  importerShape(mlirOperationGetOperand(op, 1), k);
  importerShape(mlirOperationGetResult(op, 0), out);
  s[0] = s[1] = d[0] = d[1] = 1;
  importLinalgIntList(hidetOpAttr(op, "strides"), 2, s);
  importLinalgIntList(hidetOpAttr(op, "dilations"), 2, d);
  int64_t oh = convExtent(in[c.inH], k[c.kH], s[0], d[0]);
  int64_t ow = convExtent(in[c.inH + 1], k[c.kH + 1], s[1], d[1]);
  if (oh != out[c.outH] || ow != out[c.outH + 1]) {
    hidetEmitOpError(op,
                     "result spatial shape %lldx%lld does not match %lldx%lld, the floor-division "
                     "output of graph.conv2d for its input",
                     (long long)out[c.outH], (long long)out[c.outH + 1], (long long)oh,
                     (long long)ow);
    return false;
  }
  return true;
}

bool importLinalgCheckNamed(MlirOperation op) {
  int k = lookup(op);
  if (!importLinalgCheckStatic(op))
    return false;
  intptr_t nOps = mlirOperationGetNumOperands(op);
  if (mlirOperationGetNumResults(op) != 1 || nOps < 2) {
    hidetEmitOpError(op, "must have tensor semantics (one result)");
    return false;
  }
  switch (kNamed[k].kind) {
  case K_MATMUL:
  case K_BMM: {
    int64_t perms[3][4];
    if (!matmulPerms(op, kNamed[k].kind == K_BMM, perms)) {
      hidetEmitOpError(op, "has indexing maps that are not a (transposed) matrix product");
      return false;
    }
    return checkMatmulTypes(op);
  }
  case K_CONV:
  case K_DWCONV:
  case K_GCONV:
    return checkWindowAttrs(op, false) && checkFloatOperands(op, 3) && checkConvShape(op);
  case K_CONV1D:
    return checkFloatOperands(op, 3) && checkConv1d(op);
  case K_POOL:
    return checkWindowAttrs(op, true) && checkFloatOperands(op, 1);
  case K_FILL: {
    double v;
    if (!importLinalgScalarConst(mlirOperationGetOperand(op, 0), &v)) {
      hidetEmitOpError(op, "fills with a value that is not a scalar arith.constant");
      return false;
    }
    return true;
  }
  case K_TRANSPOSE:
  case K_BROADCAST:
  case K_COPY:
    return true;
  }
  return true;
}

/* ---- Conversion. ---------------------------------------------------------- */

static void replace(MlirOperation op, MlirValue v) {
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
}

/* Dynamic shapes: an operand may hold a broadcast to a `?` size kept
 * unexpanded (size 1, importerBroadcast). Along M, N or a batch dim that is
 * exact (the rows are equal), along K it is not: a sum over one element
 * instead of `?`. Refused rather than miscomputed. */
static bool checkInnerDims(MlirOperation op, const int64_t perms[3][4], bool batch) {
  int r = batch ? 3 : 2;
  for (intptr_t i = 0; i < 2; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeIsARankedTensor(t) || mlirShapedTypeGetRank(t) < r)
      continue;
    /* k is dim r-1 of the (transposed) lhs and dim r-2 of the rhs */
    intptr_t j = perms[i][i == 0 ? r - 1 : r - 2];
    if (importLinalgKeptBroadcast(op, i, j)) {
      hidetEmitOpError(op,
                       "reduces over a dynamic dim (k, operand #%ld dim %ld) that the operand "
                       "holds as a size-1 broadcast: not supported (docs/import-linalg.md, "
                       "\"Dynamic shapes\")",
                       (long)i, (long)j);
      return false;
    }
  }
  return true;
}

static bool convertMatmul(ImBuilder *b, MlirOperation op, bool batch) {
  int64_t perms[3][4];
  matmulPerms(op, batch, perms);
  if (!batch) { /* rows held un-flattened (import_linalg_rows.c) */
    bool done = false;
    if (!importLinalgRowsConvertMatmul(op, (const int64_t(*)[4])perms, &done))
      return false;
    if (done)
      return true;
  }
  if (!checkInnerDims(op, perms, batch))
    return false;
  MlirType elt = importerElementType(mlirOperationGetResult(op, 0));
  MlirValue x = importerTranspose(b, importLinalgData(b, mlirOperationGetOperand(op, 0)), perms[0]);
  MlirValue y = importerTranspose(b, importLinalgData(b, mlirOperationGetOperand(op, 1)), perms[1]);
  x = importerCast(b, x, elt);
  y = importerCast(b, y, elt);
  int64_t sx[4], sy[4], s[4];
  intptr_t r = importerShape(x, sx);
  importerShape(y, sy);
  memcpy(s, sx, sizeof s);
  s[r - 1] = sy[r - 1];
  MlirValue ops[2] = {x, y};
  MlirValue mm = importerOp(b, batch ? "batch_matmul" : "matmul", 2, ops,
                      importerTensorType(r, s, importerElementType(x)), 0, NULL);
  mm = importerTranspose(b, mm, perms[2]);
  replace(op, importLinalgCombineInit(b, mm, mlirOperationGetOperand(op, 2), "add", 0.0));
  return true;
}

static void windowAttrs(MlirOperation op, int64_t *s, int64_t *d) {
  s[0] = s[1] = d[0] = d[1] = 1;
  MlirAttribute sa = hidetOpAttr(op, "strides"), da = hidetOpAttr(op, "dilations");
  if (!mlirAttributeIsNull(sa))
    importLinalgIntList(sa, 2, s);
  if (!mlirAttributeIsNull(da))
    importLinalgIntList(da, 2, d);
}

static void convertConv(ImBuilder *b, MlirOperation op, bool nhwc) {
  int64_t s[2], d[2], pad[4];
  windowAttrs(op, s, d);
  MlirValue x = importLinalgData(b, importLinalgUnfoldPad(mlirOperationGetOperand(op, 0), nhwc, pad));
  MlirValue w = importLinalgData(b, mlirOperationGetOperand(op, 1));
  MlirContext c = b->ctx;
  MlirNamedAttribute attrs[4] = {importerNamed(c, "strides", importerI64Array(c, 2, s)),
                                 importerNamed(c, "padding", importerI64Array(c, 4, pad)),
                                 importerNamed(c, "dilations", importerI64Array(c, 2, d)),
                                 importerNamed(c, "layout", importerStr(c, nhwc ? "NHWC" : "NCHW"))};
  MlirValue ops[2] = {x, w};
  MlirValue out = mlirOperationGetOperand(op, 2);
  MlirValue conv = importerOp(b, "conv2d", 2, ops, mlirValueGetType(out), 4, attrs);
  replace(op, importLinalgCombineInit(b, conv, out, "add", 0.0));
}

/* conv_1d_ncw_fcw as graph.conv2d on an H of 1: input [N, C, W] -> [N, C,
 * 1, W], filter [F, C, K] -> [F, C, 1, K] (row-major reshapes, no data
 * movement), strides/dilations [1, s] / [1, d], result [N, F, 1, OW] -> [N,
 * F, OW]. A tensor.pad in front stays a graph.pad (only 2-D convs fold it). */
static void convertConv1d(ImBuilder *b, MlirOperation op) {
  int64_t s[2] = {1, 1}, d[2] = {1, 1}, pad[4] = {0, 0, 0, 0}, in[3], k[3], o[3];
  MlirAttribute sa = hidetOpAttr(op, "strides"), da = hidetOpAttr(op, "dilations");
  if (!mlirAttributeIsNull(sa))
    importLinalgIntList(sa, 1, &s[1]);
  if (!mlirAttributeIsNull(da))
    importLinalgIntList(da, 1, &d[1]);
  MlirValue x = importLinalgData(b, mlirOperationGetOperand(op, 0));
  MlirValue w = importLinalgData(b, mlirOperationGetOperand(op, 1));
  MlirValue out = mlirOperationGetOperand(op, 2);
  importerShape(x, in);
  importerShape(w, k);
  importerShape(out, o);
  int64_t xs[4] = {in[0], in[1], 1, in[2]}, ws[4] = {k[0], k[1], 1, k[2]}, ys[4] = {o[0], o[1], 1, o[2]};
  x = importLinalgReshape(b, x, 4, xs);
  w = importLinalgReshape(b, w, 4, ws);
  MlirContext c = b->ctx;
  MlirNamedAttribute attrs[4] = {importerNamed(c, "strides", importerI64Array(c, 2, s)),
                                 importerNamed(c, "padding", importerI64Array(c, 4, pad)),
                                 importerNamed(c, "dilations", importerI64Array(c, 2, d)),
                                 importerNamed(c, "layout", importerStr(c, "NCHW"))};
  MlirValue ops[2] = {x, w};
  MlirValue conv = importerOp(b, "conv2d", 2, ops,
                              importerTensorType(4, ys, importerElementType(out)), 4, attrs);
  conv = importLinalgReshape(b, conv, 3, o);
  replace(op, importLinalgCombineInit(b, conv, out, "add", 0.0));
}

/* Depthwise convolutions as graph.conv2d with groups = C (one input channel
 * per group), and torch's grouped NCHW form; the operands are reshaped
 * (row-major, no data movement) into graph's filter layouts:
 *   depthwise_conv_2d_nchw_chw   filter [C, KH, KW]       -> [C, 1, KH, KW]
 *   depthwise_conv_2d_nhwc_hwc   filter [KH, KW, C]       -> [KH, KW, 1, C]
 *   depthwise_conv_2d_nhwc_hwcm  filter [KH, KW, C, M]    -> [KH, KW, 1, C*M],
 *                                result [N, OH, OW, C*M]  -> [N, OH, OW, C, M]
 *   conv_2d_ngchw_gfchw          input [N, G, C, H, W]    -> [N, G*C, H, W],
 *                                filter [G, F, C, KH, KW] -> [G*F, C, KH, KW],
 *                                result [N, G*F, OH, OW]  -> [N, G, F, OH, OW]
 * In each, graph's output channel o = c*M + m (g*F + f) reads group o / M
 * (o / F), i.e. input channel c (group g), as the linalg op does. */
static void convertGroupedConv(ImBuilder *b, MlirOperation op, bool nhwc) {
  int64_t s[2], d[2], pad[4], in[HIDET_MAX_RANK], k[HIDET_MAX_RANK], o[HIDET_MAX_RANK];
  windowAttrs(op, s, d);
  MlirValue x = importLinalgData(b, importLinalgUnfoldPad(mlirOperationGetOperand(op, 0), nhwc, pad));
  MlirValue w = importLinalgData(b, mlirOperationGetOperand(op, 1));
  MlirValue out = mlirOperationGetOperand(op, 2);
  importerShape(x, in);
  importerShape(w, k);
  intptr_t ro = importerShape(out, o);
  int64_t groups, ws[4], ys[4];
  if (hidetOpIs(op, "linalg.conv_2d_ngchw_gfchw")) {
    groups = k[0];
    int64_t xs[4] = {in[0], in[1] * in[2], in[3], in[4]};
    x = importLinalgReshape(b, x, 4, xs);
    int64_t f[4] = {k[0] * k[1], k[2], k[3], k[4]}, y[4] = {o[0], o[1] * o[2], o[3], o[4]};
    memcpy(ws, f, sizeof ws);
    memcpy(ys, y, sizeof ys);
  } else if (!nhwc) { /* nchw_chw */
    groups = k[0];
    int64_t f[4] = {k[0], 1, k[1], k[2]};
    memcpy(ws, f, sizeof ws);
    memcpy(ys, o, sizeof ys);
  } else { /* nhwc_hwc, nhwc_hwcm */
    int64_t m = ro == 5 ? o[4] : 1;
    groups = k[2];
    int64_t f[4] = {k[0], k[1], 1, k[2] * m}, y[4] = {o[0], o[1], o[2], o[3] * m};
    memcpy(ws, f, sizeof ws);
    memcpy(ys, y, sizeof ys);
  }
  w = importLinalgReshape(b, w, 4, ws);
  MlirContext c = b->ctx;
  MlirNamedAttribute attrs[5] = {importerNamed(c, "strides", importerI64Array(c, 2, s)),
                                 importerNamed(c, "padding", importerI64Array(c, 4, pad)),
                                 importerNamed(c, "dilations", importerI64Array(c, 2, d)),
                                 importerNamed(c, "layout", importerStr(c, nhwc ? "NHWC" : "NCHW")),
                                 importerNamed(c, "groups", importerI64(c, groups))};
  MlirValue ops[2] = {x, w};
  MlirValue conv = importerOp(b, "conv2d", 2, ops, importerTensorType(4, ys, importerElementType(x)), 5, attrs);
  conv = importerReshape(b, conv, ro, o);
  replace(op, importLinalgCombineInit(b, conv, out, "add", 0.0));
}

/* Sum pooling is avg pooling times the window size (graph.pool2d's avg
 * divides by the full window, padded taps included). */
static void convertPool(ImBuilder *b, MlirOperation op, bool nhwc, bool isMax) {
  int64_t s[2], d[2], pad[4] = {0, 0, 0, 0}, win[2];
  windowAttrs(op, s, d);
  MlirValue in = mlirOperationGetOperand(op, 0);
  MlirValue x = importLinalgData(b, importLinalgUnfoldPad(in, nhwc, pad));
  importerShape(mlirOperationGetOperand(op, 1), win);
  MlirContext c = b->ctx;
  MlirNamedAttribute attrs[5] = {importerNamed(c, "kind", importerStr(c, isMax ? "max" : "avg")),
                                 importerNamed(c, "kernel", importerI64Array(c, 2, win)),
                                 importerNamed(c, "strides", importerI64Array(c, 2, s)),
                                 importerNamed(c, "padding", importerI64Array(c, 4, pad)),
                                 importerNamed(c, "layout", importerStr(c, nhwc ? "NHWC" : "NCHW"))};
  MlirValue out = mlirOperationGetOperand(op, 2);
  MlirValue p = importerOp(b, "pool2d", 1, &x, mlirValueGetType(out), 5, attrs);
  if (isMax) {
    replace(op, importLinalgCombineInit(b, p, out, "max", -INFINITY));
    return;
  }
  MlirValue count = importerSplat(b, importerTensorType(0, NULL, importerElementType(p)), (double)(win[0] * win[1]));
  p = importerBinary(b, "mul", p, count, (MlirType){NULL});
  replace(op, importLinalgCombineInit(b, p, out, "add", 0.0));
}

static void convertBroadcast(ImBuilder *b, MlirOperation op) {
  MlirValue x = importLinalgData(b, mlirOperationGetOperand(op, 0));
  int64_t so[HIDET_MAX_RANK], s[HIDET_MAX_RANK], added[HIDET_MAX_RANK];
  intptr_t ro = importerShape(mlirOperationGetResult(op, 0), so);
  intptr_t nAdded = ro - importerShape(x, s);
  if (nAdded < 0 || !importLinalgIntList(hidetOpAttr(op, "dimensions"), nAdded, added))
    nAdded = 0; /* the upstream verifier guarantees the attribute */
  bool isAdded[HIDET_MAX_RANK] = {false};
  for (intptr_t i = 0; i < nAdded; ++i)
    if (added[i] >= 0 && added[i] < ro)
      isAdded[added[i]] = true;
  int64_t r1[HIDET_MAX_RANK];
  for (intptr_t i = 0; i < ro; ++i)
    r1[i] = isAdded[i] ? 1 : so[i];
  replace(op, importerBroadcast(b, importerReshape(b, x, ro, r1), ro, so));
}

bool importLinalgConvertNamed(MlirOperation op) {
  int k = lookup(op);
  ImBuilder b = importerBuilderBefore(op);
  switch (kNamed[k].kind) {
  case K_MATMUL:
  case K_BMM:
    if (!convertMatmul(&b, op, kNamed[k].kind == K_BMM))
      return false;
    break;
  case K_CONV:
    convertConv(&b, op, kNamed[k].nhwc);
    break;
  case K_CONV1D:
    convertConv1d(&b, op);
    break;
  case K_DWCONV:
  case K_GCONV:
    convertGroupedConv(&b, op, kNamed[k].nhwc);
    break;
  case K_POOL:
    convertPool(&b, op, kNamed[k].nhwc, strcmp(kNamed[k].agg, "max") == 0);
    break;
  case K_FILL:
    break; /* read lazily by its users (importLinalgData / importLinalgCombineInit) */
  case K_TRANSPOSE: {
    int64_t perm[HIDET_MAX_RANK];
    MlirValue x = importLinalgData(&b, mlirOperationGetOperand(op, 0));
    int64_t s[HIDET_MAX_RANK];
    intptr_t r = importerShape(x, s);
    if (!importLinalgIntList(hidetOpAttr(op, "permutation"), r, perm))
      return hidetEmitOpError(op, "has no valid permutation"), false;
    replace(op, importerTranspose(&b, x, perm));
    break;
  }
  case K_BROADCAST:
    convertBroadcast(&b, op);
    break;
  case K_COPY:
    replace(op, importLinalgData(&b, mlirOperationGetOperand(op, 0)));
    break;
  }
  return true;
}
