/*===-- import_tosa_nn.c - matmul, convolutions and pooling ---------------===*
 * TOSA's conv and pool ops are NHWC, as graph's `layout = "NHWC"`; their
 * padding is [top, bottom, left, right] as graph's. Only float paths are
 * imported: zero points must be constants of 0.
 *===----------------------------------------------------------------------===*/
#include "import_tosa.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

static MlirType eltOf(MlirValue v) { return importerElementType(v); }

/* Reports the op unless its first `n` operands and its result are floats. */
static bool checkFloatOperands(MlirOperation op, intptr_t n, const char *what) {
  bool ok = importTosaIsFloat(importTosaResultElt(op));
  for (intptr_t i = 0; i < n; ++i)
    ok = ok && importTosaIsFloat(eltOf(importTosaOperand(op, i)));
  if (!ok)
    hidetEmitOpError(op, "on integers (a quantized path) is not supported: graph %s computes in "
                         "f16, bf16, f32 or f64",
                     what);
  return ok;
}

/* v, cast to `elt` when its element type differs. */
static MlirValue castTo(ImBuilder *b, MlirValue v, MlirType elt) { return importerCast(b, v, elt); }

/* ---- matmul: [N,H,C] x [N,C,W] -> batch_matmul. ----------------------- */

bool importTosaCheckMatmul(MlirOperation op) {
  bool ok = checkFloatOperands(op, 2, "batch_matmul");
  ok = importTosaCheckZeroPoint(op, 2, "a_zp") && ok;
  return importTosaCheckZeroPoint(op, 3, "b_zp") && ok;
}

/* Operands of another float type than the result are cast to it first, so
 * the product is accumulated (at least) in the result's precision. */
MlirValue importTosaConvertMatmul(ImBuilder *b, MlirOperation op) {
  MlirType elt = importTosaResultElt(op);
  MlirValue ins[2];
  ins[0] = castTo(b, importTosaOperand(op, 0), elt);
  ins[1] = castTo(b, importTosaOperand(op, 1), elt);
  return importerOp(b, "batch_matmul", 2, ins, importTosaResultType(op), 0, NULL);
}

/* ---- Attribute reading. ----------------------------------------------- */

/* Reads an array<i64: ...> attribute of exactly n entries. */
static bool readArray(MlirOperation op, const char *name, intptr_t n, int64_t *out) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) ||
      mlirDenseArrayGetNumElements(a) != n) {
    hidetEmitOpError(op, "attribute '%s' must be an array<i64> of %ld entries", name, (long)n);
    return false;
  }
  for (intptr_t i = 0; i < n; ++i)
    out[i] = mlirDenseI64ArrayGetElement(a, i);
  return true;
}

/* Output extent of a window op, floor division as graph computes it. */
static int64_t outExtent(int64_t in, int64_t lo, int64_t hi, int64_t window, int64_t stride) {
  int64_t span = in + lo + hi - window;
  return span < 0 ? 0 : span / stride + 1;
}

static bool checkWindow(MlirOperation op, const int64_t *pad, const int64_t *stride,
                        const int64_t *ext, const int64_t *inShape) {
  for (int i = 0; i < 4; ++i)
    if (pad[i] < 0) {
      hidetEmitOpError(op, "padding must be non-negative");
      return false;
    }
  if (stride[0] < 1 || stride[1] < 1) {
    hidetEmitOpError(op, "strides must be positive");
    return false;
  }
  int64_t out[HIDET_MAX_RANK];
  importerShape(mlirOperationGetResult(op, 0), out);
  int64_t oh = outExtent(inShape[1], pad[0], pad[1], ext[0], stride[0]);
  int64_t ow = outExtent(inShape[2], pad[2], pad[3], ext[1], stride[1]);
  if (oh != out[1] || ow != out[2]) {
    hidetEmitOpError(op,
                     "result spatial shape %lldx%lld does not match %lldx%lld, the floor-division "
                     "output of graph's window ops",
                     (long long)out[1], (long long)out[2], (long long)oh, (long long)ow);
    return false;
  }
  return true;
}

/* ---- conv2d / depthwise_conv2d. --------------------------------------- */

bool importTosaCheckConv(MlirOperation op) {
  bool ok = checkFloatOperands(op, 3, "conv2d");
  ok = importTosaCheckZeroPoint(op, 3, "input_zp") && ok;
  ok = importTosaCheckZeroPoint(op, 4, "weight_zp") && ok;
  int64_t pad[4], stride[2], dil[2];
  if (!readArray(op, "pad", 4, pad) || !readArray(op, "stride", 2, stride) ||
      !readArray(op, "dilation", 2, dil))
    return false;
  if (dil[0] < 1 || dil[1] < 1) {
    hidetEmitOpError(op, "dilations must be positive");
    return false;
  }
  int64_t in[HIDET_MAX_RANK], w[HIDET_MAX_RANK], bias[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  importerShape(importTosaOperand(op, 0), in);
  importerShape(importTosaOperand(op, 1), w);
  importerShape(mlirOperationGetResult(op, 0), out);
  bool depthwise = hidetOpIs(op, "tosa.depthwise_conv2d");
  int64_t kh = depthwise ? w[0] : w[1], kw = depthwise ? w[1] : w[2];
  int64_t ext[2] = {dil[0] * (kh - 1) + 1, dil[1] * (kw - 1) + 1};
  if (!checkWindow(op, pad, stride, ext, in))
    return false;
  if (mlirShapedTypeGetRank(mlirValueGetType(importTosaOperand(op, 2))) != 1 ||
      (importerShape(importTosaOperand(op, 2), bias), bias[0] != 1 && bias[0] != out[3])) {
    hidetEmitOpError(op, "bias must have shape [%lld] or [1]", (long long)out[3]);
    return false;
  }
  return ok;
}

/* graph.conv2d NHWC of x and a [KH, KW, C/groups, F] filter, plus bias. */
static MlirValue convWithBias(ImBuilder *b, MlirOperation op, MlirValue x, MlirValue filter,
                              int64_t groups) {
  MlirType elt = importTosaResultElt(op);
  int64_t pad[4], stride[2], dil[2];
  readArray(op, "pad", 4, pad);
  readArray(op, "stride", 2, stride);
  readArray(op, "dilation", 2, dil);
  MlirNamedAttribute attrs[5] = {
      importerNamed(b->ctx, "layout", importerStr(b->ctx, "NHWC")),
      importerNamed(b->ctx, "padding", importerI64Array(b->ctx, 4, pad)),
      importerNamed(b->ctx, "strides", importerI64Array(b->ctx, 2, stride)),
      importerNamed(b->ctx, "dilations", importerI64Array(b->ctx, 2, dil)),
      importerNamed(b->ctx, "groups", importerI64(b->ctx, groups)),
  };
  MlirValue ins[2];
  ins[0] = castTo(b, x, elt);
  ins[1] = castTo(b, filter, elt);
  MlirValue y = importerOp(b, "conv2d", 2, ins, importTosaResultType(op), groups == 1 ? 4 : 5, attrs);
  /* bias [OC] (or [1]) broadcasts over the channel dim, the last */
  return importerBinary(b, "add", y, castTo(b, importTosaOperand(op, 2), elt), elt);
}

/* weight [OC, KH, KW, IC] -> [KH, KW, IC, OC]. */
MlirValue importTosaConvertConv2d(ImBuilder *b, MlirOperation op) {
  static const int64_t perm[4] = {1, 2, 3, 0};
  MlirValue w = importerTranspose(b, importTosaOperand(op, 1), perm);
  return convWithBias(b, op, importTosaOperand(op, 0), w, 1);
}

/* weight [KH, KW, C, M] -> [KH, KW, 1, C*M], groups = C: output channel
 * c*M + m reads input channel c, as TOSA's. */
MlirValue importTosaConvertDepthwise(ImBuilder *b, MlirOperation op) {
  int64_t w[HIDET_MAX_RANK];
  importerShape(importTosaOperand(op, 1), w);
  int64_t shape[4] = {w[0], w[1], 1, w[2] * w[3]};
  MlirValue filter = importerReshape(b, importTosaOperand(op, 1), 4, shape);
  return convWithBias(b, op, importTosaOperand(op, 0), filter, w[2]);
}

/* ---- max_pool2d / avg_pool2d. ----------------------------------------- */

bool importTosaCheckPool(MlirOperation op) {
  bool avg = hidetOpIs(op, "tosa.avg_pool2d");
  bool ok = checkFloatOperands(op, 1, "pool2d");
  if (avg) {
    ok = importTosaCheckZeroPoint(op, 1, "input_zp") && ok;
    ok = importTosaCheckZeroPoint(op, 2, "output_zp") && ok;
  } else {
    ok = importTosaCheckNanMode(op) && ok;
  }
  int64_t kernel[2], stride[2], pad[4], in[HIDET_MAX_RANK];
  if (!readArray(op, "kernel", 2, kernel) || !readArray(op, "stride", 2, stride) ||
      !readArray(op, "pad", 4, pad))
    return false;
  if (kernel[0] < 1 || kernel[1] < 1) {
    hidetEmitOpError(op, "kernel must be positive");
    return false;
  }
  if (pad[0] >= kernel[0] || pad[1] >= kernel[0] || pad[2] >= kernel[1] || pad[3] >= kernel[1]) {
    hidetEmitOpError(op, "padding must be smaller than the kernel (a window of padding only)");
    return false;
  }
  importerShape(importTosaOperand(op, 0), in);
  return checkWindow(op, pad, stride, kernel, in) && ok;
}

/* Number of input rows (or columns) in the window of output position o. */
static int64_t validTaps(int64_t o, int64_t stride, int64_t lo, int64_t window, int64_t in) {
  int64_t start = o * stride - lo, end = start + window;
  return (end < in ? end : in) - (start > 0 ? start : 0);
}

/* A [1, OH, OW, 1] constant: the input elements in each window. */
static MlirValue windowCounts(ImBuilder *b, MlirOperation op, MlirType elt, const int64_t *in,
                              const int64_t *kernel, const int64_t *stride, const int64_t *pad) {
  int64_t out[HIDET_MAX_RANK];
  importerShape(mlirOperationGetResult(op, 0), out);
  int64_t shape[4] = {1, out[1], out[2], 1};
  size_t n = (size_t)(out[1] * out[2]);
  MlirAttribute *vals = malloc(n * sizeof *vals);
  if (!vals)
    abort();
  for (int64_t i = 0; i < out[1]; ++i)
    for (int64_t j = 0; j < out[2]; ++j) {
      int64_t c = validTaps(i, stride[0], pad[0], kernel[0], in[1]) *
                  validTaps(j, stride[1], pad[2], kernel[1], in[2]);
      vals[i * out[2] + j] = mlirFloatAttrDoubleGet(b->ctx, elt, (double)c);
    }
  MlirAttribute attr = mlirDenseElementsAttrGet(importerTensorType(4, shape, elt), (intptr_t)n, vals);
  free(vals);
  return importerConstant(b, attr);
}

/* graph.pool2d avg divides by kh*kw (padding counts); TOSA divides by the
 * number of input elements in the window. With padding, the graph result is
 * scaled back to the window sum and divided by the per-position counts. */
MlirValue importTosaConvertPool(ImBuilder *b, MlirOperation op) {
  bool avg = hidetOpIs(op, "tosa.avg_pool2d");
  MlirType elt = importTosaResultElt(op);
  int64_t kernel[2], stride[2], pad[4], in[HIDET_MAX_RANK];
  readArray(op, "kernel", 2, kernel);
  readArray(op, "stride", 2, stride);
  readArray(op, "pad", 4, pad);
  MlirNamedAttribute attrs[5] = {
      importerNamed(b->ctx, "kind", importerStr(b->ctx, avg ? "avg" : "max")),
      importerNamed(b->ctx, "kernel", importerI64Array(b->ctx, 2, kernel)),
      importerNamed(b->ctx, "strides", importerI64Array(b->ctx, 2, stride)),
      importerNamed(b->ctx, "padding", importerI64Array(b->ctx, 4, pad)),
      importerNamed(b->ctx, "layout", importerStr(b->ctx, "NHWC")),
  };
  MlirValue x = castTo(b, importTosaOperand(op, 0), elt);
  MlirValue y = importerOp(b, "pool2d", 1, &x, importTosaResultType(op), 5, attrs);
  if (!avg || (pad[0] == 0 && pad[1] == 0 && pad[2] == 0 && pad[3] == 0))
    return y;
  importerShape(importTosaOperand(op, 0), in);
  MlirValue sum = importerBinary(b, "mul", y, importTosaScalar(b, elt, 4, (double)(kernel[0] * kernel[1])), elt);
  return importerBinary(b, "div", sum, windowCounts(b, op, elt, in, kernel, stride, pad), elt);
}
