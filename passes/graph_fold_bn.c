/*===-- graph_fold_bn.c - Batch norm folded into constant conv weights -----===*
 * When a conv2d's filter is a constant (a model exported with its weights
 * inlined), the batch norm after it in eval form,
 *   (conv(x, W) [+ bias] - mean) * rsqrt(var + eps) * gamma + beta,
 * becomes conv(x, W') + bias' with W' = W * scale per output channel, so
 * the kernel computes one conv plus an add instead of four element-wise
 * ops. Three rewrites reach that, each local, to a fixed point:
 *
 *   const-fold   add/sub/mul/div/neg/sqrt/rsqrt/reshape/transpose of f32
 *                constants (at least one not a splat, or a reshape/
 *                transpose) -> one constant (computed in f32, as the
 *                reference path does; rsqrt as 1/sqrt), in functions that
 *                have a constant-filter conv2d only
 *   distribute   (y +/- c1) * c2 -> y * c2 +/- c1 * c2, and
 *                transpose(y) * c -> transpose(y * c'), c' the constant
 *                transposed back, when y comes from a constant-filter conv
 *                through such ops and every intermediate has one use
 *   into-conv    conv(x, Wc) * s -> conv(x, Wc * s) when s is a constant
 *                that varies only along the output channels and the conv's
 *                result has no other use
 *   combine      (y +/- c1) +/- c2 -> y + (+/-c1 +/- c2) and
 *                transpose(y) +/- c -> transpose(y +/- c') on such a chain,
 *                so bias, mean and beta end as one add next to the conv
 *
 * Not exact: x * (W * s) and (x * W) * s differ by rounding (relative
 * 1e-7 per product in f32), like any BN folding. With weights as function
 * arguments (the committed models) nothing here applies: batch norm stays
 * element-wise and fuses into the conv's store (the epilogue).
 *===----------------------------------------------------------------------===*/
#include "graph_canonicalize.h"

#include "import_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Constants larger than this are not folded (a copy is made of each). */
#define FOLD_MAX_ELEMENTS (1 << 22)

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
}

static bool singleUse(MlirValue v) {
  MlirOpOperand u = mlirValueGetFirstUse(v);
  return !mlirOpOperandIsNull(u) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(u));
}

/* The value attribute of an f32 graph.constant feeding v (splat, dense or
 * dense_resource), or null. */
static MlirAttribute constAttr(MlirValue v) {
  MlirOperation c = canonDef(v, "constant");
  if (mlirOperationIsNull(c) || !mlirTypeIsAF32(importerElementType(v)))
    return (MlirAttribute){NULL};
  MlirAttribute a = attr(c, "value");
  if (mlirAttributeIsNull(a) ||
      !(mlirAttributeIsADenseElements(a) || mlirAttributeIsADenseResourceElements(a)))
    return (MlirAttribute){NULL};
  return a;
}

static bool isSplat(MlirAttribute a) {
  return mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a);
}

static int64_t elementsOf(MlirValue v, int64_t *dims, intptr_t *rank) {
  *rank = importerShape(v, dims);
  int64_t n = 1;
  for (intptr_t i = 0; i < *rank; ++i)
    n *= dims[i];
  return n;
}

/* Element i of a constant attribute (row-major). */
static float constAt(MlirAttribute a, int64_t i) {
  if (mlirAttributeIsADenseResourceElements(a))
    return mlirDenseFloatResourceElementsAttrGetValue(a, i);
  return mlirDenseElementsAttrIsSplat(a) ? mlirDenseElementsAttrGetFloatValue(a, 0)
                                         : mlirDenseElementsAttrGetFloatValue(a, i);
}

/* Flat index into an operand of shape od (rank ro) broadcast to the
 * result shape rd (rank rr) at the result's flat index i. */
static int64_t broadcastFlat(int64_t i, intptr_t rr, const int64_t *rd, intptr_t ro,
                             const int64_t *od) {
  int64_t idx[HIDET_MAX_RANK];
  for (intptr_t d = rr - 1; d >= 0; --d) {
    idx[d] = rd[d] ? i % rd[d] : 0;
    i = rd[d] ? i / rd[d] : 0;
  }
  int64_t flat = 0;
  for (intptr_t d = 0; d < ro; ++d) {
    int64_t x = idx[rr - ro + d];
    flat = flat * od[d] + (od[d] == 1 ? 0 : x);
  }
  return flat;
}

static void replaceWithConstant(MlirOperation op, const float *data, int64_t n) {
  MlirValue y = mlirOperationGetResult(op, 0);
  ImBuilder b = importerBuilderBefore(op);
  MlirValue k =
      importerConstant(&b, mlirDenseElementsAttrFloatGet(mlirValueGetType(y), (intptr_t)n, data));
  mlirValueReplaceAllUsesOfWith(y, k);
  mlirOperationDestroy(op);
}

static float unaryF(const char *name, float x) {
  if (!strcmp(name, "neg"))
    return -x;
  if (!strcmp(name, "sqrt"))
    return sqrtf(x);
  return 1.0f / sqrtf(x); /* rsqrt */
}

static float binaryF(const char *name, float a, float b) {
  if (!strcmp(name, "add"))
    return a + b;
  if (!strcmp(name, "sub"))
    return a - b;
  if (!strcmp(name, "mul"))
    return a * b;
  return a / b; /* div */
}

/* ---- const-fold. ------------------------------------------------------------- */

static bool foldConstOp(MlirOperation op) {
  static const char *const unary[] = {"neg", "sqrt", "rsqrt"};
  static const char *const binary[] = {"add", "sub", "mul", "div"};
  const char *un = NULL, *bin = NULL;
  for (int i = 0; i < 3; ++i)
    un = canonIs(op, unary[i]) ? unary[i] : un;
  for (int i = 0; i < 4; ++i)
    bin = canonIs(op, binary[i]) ? binary[i] : bin;
  bool reshape = canonIs(op, "reshape"), transpose = canonIs(op, "transpose");
  if (!un && !bin && !reshape && !transpose)
    return false;
  MlirValue y = mlirOperationGetResult(op, 0);
  int64_t rd[HIDET_MAX_RANK], od[2][HIDET_MAX_RANK];
  intptr_t rr, ro[2];
  int64_t n = elementsOf(y, rd, &rr);
  if (!mlirTypeIsAF32(importerElementType(y)) || n > FOLD_MAX_ELEMENTS || n == 0)
    return false;
  intptr_t nOps = mlirOperationGetNumOperands(op);
  MlirAttribute a[2] = {{NULL}, {NULL}};
  bool anyDense = reshape || transpose;
  for (intptr_t i = 0; i < nOps && i < 2; ++i) {
    a[i] = constAttr(mlirOperationGetOperand(op, i));
    if (mlirAttributeIsNull(a[i]))
      return false;
    anyDense = anyDense || !isSplat(a[i]);
    elementsOf(mlirOperationGetOperand(op, i), od[i], &ro[i]);
  }
  if (!anyDense)
    return false; /* splat arithmetic is left as it is */
  float *out = malloc((size_t)n * sizeof *out);
  if (!out)
    abort(); /* out of memory */
  if (reshape) {
    for (int64_t i = 0; i < n; ++i)
      out[i] = constAt(a[0], i);
  } else if (transpose) {
    MlirAttribute p = attr(op, "perm");
    int64_t perm[HIDET_MAX_RANK], idx[HIDET_MAX_RANK];
    for (intptr_t d = 0; d < rr; ++d)
      perm[d] = mlirDenseI64ArrayGetElement(p, d);
    for (int64_t i = 0; i < n; ++i) {
      int64_t r = i;
      for (intptr_t d = rr - 1; d >= 0; --d) {
        idx[d] = r % rd[d];
        r /= rd[d];
      }
      /* result dim d is input dim perm[d] */
      int64_t in[HIDET_MAX_RANK], flat = 0;
      for (intptr_t d = 0; d < rr; ++d)
        in[perm[d]] = idx[d];
      for (intptr_t d = 0; d < rr; ++d)
        flat = flat * od[0][d] + in[d];
      out[i] = constAt(a[0], flat);
    }
  } else if (un) {
    for (int64_t i = 0; i < n; ++i)
      out[i] = unaryF(un, constAt(a[0], i));
  } else {
    for (int64_t i = 0; i < n; ++i)
      out[i] = binaryF(bin, constAt(a[0], broadcastFlat(i, rr, rd, ro[0], od[0])),
                       constAt(a[1], broadcastFlat(i, rr, rd, ro[1], od[1])));
  }
  replaceWithConstant(op, out, n);
  free(out);
  return true;
}

/* ---- distribute. -------------------------------------------------------------- */

static bool isConvWithConstFilter(MlirOperation op) {
  return canonIs(op, "conv2d") && !mlirAttributeIsNull(constAttr(mlirOperationGetOperand(op, 1)));
}

/* v is a constant-filter conv's result through add/sub/mul by constants and
 * transposes, each with one use (depth-bounded). */
static bool convRooted(MlirValue v, int depth) {
  if (depth > 8 || mlirValueIsABlockArgument(v))
    return false;
  MlirOperation d = mlirOpResultGetOwner(v);
  if (isConvWithConstFilter(d))
    return true;
  if (!singleUse(v))
    return false;
  if (canonIs(d, "transpose"))
    return convRooted(mlirOperationGetOperand(d, 0), depth + 1);
  if ((canonIs(d, "add") || canonIs(d, "sub") || canonIs(d, "mul")) &&
      !mlirAttributeIsNull(constAttr(mlirOperationGetOperand(d, 1))))
    return convRooted(mlirOperationGetOperand(d, 0), depth + 1);
  return false;
}

/* mul(y, c) or mul(c, y): y and the constant c. */
static bool mulByConst(MlirOperation op, MlirValue *y, MlirValue *c) {
  if (!canonIs(op, "mul"))
    return false;
  for (int s = 0; s < 2; ++s)
    if (!mlirAttributeIsNull(constAttr(mlirOperationGetOperand(op, 1 - s)))) {
      *y = mlirOperationGetOperand(op, s);
      *c = mlirOperationGetOperand(op, 1 - s);
      return mlirAttributeIsNull(constAttr(*y));
    }
  return false;
}

static bool sameShape(MlirValue a, MlirValue b) {
  return mlirTypeEqual(mlirValueGetType(a), mlirValueGetType(b));
}

/* transpose(op(inner, c')) for op(transpose(inner), c), with c' the
 * constant c at the transpose's rank (leading 1s) transposed back; a null
 * value if c has a higher rank. */
static MlirValue transposedOp(ImBuilder *b, MlirOperation tr, const char *name, MlirValue c) {
  MlirValue inner = mlirOperationGetOperand(tr, 0), y = mlirOperationGetResult(tr, 0);
  int64_t cd[HIDET_MAX_RANK], yd[HIDET_MAX_RANK], perm[HIDET_MAX_RANK], inv[HIDET_MAX_RANK];
  intptr_t cr = importerShape(c, cd), yr = importerShape(y, yd);
  if (cr > yr)
    return (MlirValue){NULL};
  MlirAttribute p = attr(tr, "perm");
  for (intptr_t i = 0; i < yr; ++i)
    perm[i] = mlirDenseI64ArrayGetElement(p, i);
  for (intptr_t i = 0; i < yr; ++i)
    inv[perm[i]] = (int64_t)i;
  int64_t full[HIDET_MAX_RANK];
  for (intptr_t i = 0; i < yr; ++i)
    full[i] = i < yr - cr ? 1 : cd[i - (yr - cr)];
  MlirValue cf = cr == yr ? c : importerReshape(b, c, yr, full);
  MlirValue ct = importerTranspose(b, cf, inv);
  MlirValue ym = importerBinary(b, name, inner, ct, (MlirType){NULL});
  return importerTranspose(b, ym, perm);
}

static bool distribute(MlirOperation op) {
  MlirValue y, c;
  if (!mulByConst(op, &y, &c) || !singleUse(y) || mlirValueIsABlockArgument(y) ||
      !sameShape(y, mlirOperationGetResult(op, 0)))
    return false;
  MlirOperation d = mlirOpResultGetOwner(y);
  ImBuilder b = importerBuilderBefore(op);
  MlirValue r;
  if (canonIs(d, "add") || canonIs(d, "sub")) {
    MlirValue inner = mlirOperationGetOperand(d, 0), c1 = mlirOperationGetOperand(d, 1);
    if (mlirAttributeIsNull(constAttr(c1)) || !sameShape(inner, y) || !convRooted(inner, 0))
      return false;
    MlirValue ym = importerBinary(&b, "mul", inner, c, (MlirType){NULL});
    MlirValue cm = importerBinary(&b, "mul", c1, c, (MlirType){NULL});
    r = importerBinary(&b, canonIs(d, "add") ? "add" : "sub", ym, cm, (MlirType){NULL});
  } else if (canonIs(d, "transpose")) {
    if (!convRooted(mlirOperationGetOperand(d, 0), 0))
      return false;
    r = transposedOp(&b, d, "mul", c);
    if (mlirValueIsNull(r))
      return false;
  } else {
    return false;
  }
  if (!sameShape(r, mlirOperationGetResult(op, 0)))
    return false; /* unreachable for verified graphs; the new ops die unused */
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), r);
  mlirOperationDestroy(op);
  return true;
}

/* add/sub(transpose(y), c) -> transpose(add/sub(y, c')), so that the TOSA
 * import's NHWC conv, transposed to NCHW before its batch norm, gets its
 * additions next to it too. */
static bool addThroughTranspose(MlirOperation op) {
  bool add = canonIs(op, "add");
  if (!add && !canonIs(op, "sub"))
    return false;
  MlirValue y = mlirOperationGetOperand(op, 0), c = mlirOperationGetOperand(op, 1);
  if (mlirAttributeIsNull(constAttr(c)) || mlirValueIsABlockArgument(y) || !singleUse(y) ||
      !sameShape(y, mlirOperationGetResult(op, 0)))
    return false;
  MlirOperation d = mlirOpResultGetOwner(y);
  if (!canonIs(d, "transpose") || !convRooted(mlirOperationGetOperand(d, 0), 0))
    return false;
  ImBuilder b = importerBuilderBefore(op);
  MlirValue r = transposedOp(&b, d, add ? "add" : "sub", c);
  if (mlirValueIsNull(r) || !sameShape(r, mlirOperationGetResult(op, 0)))
    return false;
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), r);
  mlirOperationDestroy(op);
  return true;
}

/* ---- combine: (y +/- c1) +/- c2 -> y + (+/-c1 +/- c2). -------------------------- */

/* After the scales went into the filter, a batch norm leaves a chain of
 * constant additions (bias, -mean*scale, beta): one add is enough. Only on
 * a constant-filter conv's chain, like distribute. */
static bool combineAdds(MlirOperation op) {
  bool outerAdd = canonIs(op, "add");
  if (!outerAdd && !canonIs(op, "sub"))
    return false;
  MlirValue y = mlirOperationGetOperand(op, 0), c2 = mlirOperationGetOperand(op, 1);
  if (mlirAttributeIsNull(constAttr(c2)) || mlirValueIsABlockArgument(y) || !singleUse(y) ||
      !sameShape(y, mlirOperationGetResult(op, 0)))
    return false;
  MlirOperation d = mlirOpResultGetOwner(y);
  bool innerAdd = canonIs(d, "add");
  if (!innerAdd && !canonIs(d, "sub"))
    return false;
  MlirValue inner = mlirOperationGetOperand(d, 0), c1 = mlirOperationGetOperand(d, 1);
  if (mlirAttributeIsNull(constAttr(c1)) || !sameShape(inner, y) || !convRooted(inner, 0))
    return false;
  ImBuilder b = importerBuilderBefore(op);
  /* the constant: (innerAdd ? c1 : -c1) + (outerAdd ? c2 : -c2) */
  MlirValue k1 = innerAdd ? c1 : importerUnary(&b, "neg", c1);
  MlirValue k = importerBinary(&b, outerAdd ? "add" : "sub", k1, c2, (MlirType){NULL});
  MlirValue r = importerBinary(&b, "add", inner, k, (MlirType){NULL});
  if (!sameShape(r, mlirOperationGetResult(op, 0)))
    return false; /* the new ops die unused */
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), r);
  mlirOperationDestroy(op);
  return true;
}

/* ---- into-conv. ---------------------------------------------------------------- */

static bool foldMulIntoConv(MlirOperation op) {
  MlirValue y, c;
  if (!mulByConst(op, &y, &c) || !singleUse(y) || mlirValueIsABlockArgument(y) ||
      !sameShape(y, mlirOperationGetResult(op, 0)))
    return false;
  MlirOperation conv = mlirOpResultGetOwner(y);
  if (!isConvWithConstFilter(conv))
    return false;
  MlirAttribute layout = attr(conv, "layout");
  bool nhwc = !mlirAttributeIsNull(layout) && mlirAttributeIsAString(layout) &&
              mlirStringAttrGetValue(layout).length == 4 &&
              strncmp(mlirStringAttrGetValue(layout).data, "NHWC", 4) == 0;
  int64_t cd[HIDET_MAX_RANK], wd[HIDET_MAX_RANK];
  intptr_t cr, wr;
  elementsOf(c, cd, &cr);
  MlirValue w = mlirOperationGetOperand(conv, 1);
  int64_t n = elementsOf(w, wd, &wr);
  int chan = nhwc ? 3 : 1; /* the channel dim of the result */
  for (intptr_t i = 0; i < cr; ++i)
    if (4 - cr + i != chan && cd[i] != 1)
      return false; /* varies along something else than the output channels */
  if (n > FOLD_MAX_ELEMENTS)
    return false;
  MlirAttribute ca = constAttr(c), wa = constAttr(w);
  bool perChannel = cr >= 4 - chan && cd[cr - (4 - chan)] != 1;
  int fDim = nhwc ? 3 : 0; /* the filter's output-channel dim */
  int64_t inner = 1;
  for (int i = fDim + 1; i < 4; ++i)
    inner *= wd[i];
  float *out = malloc((size_t)n * sizeof *out);
  if (!out)
    abort(); /* out of memory */
  for (int64_t i = 0; i < n; ++i) {
    int64_t f = (i / inner) % wd[fDim];
    out[i] = constAt(wa, i) * constAt(ca, perChannel ? f : 0);
  }
  ImBuilder b = importerBuilderBefore(conv);
  MlirValue nw =
      importerConstant(&b, mlirDenseElementsAttrFloatGet(mlirValueGetType(w), (intptr_t)n, out));
  free(out);
  mlirOperationSetOperand(conv, 1, nw);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), y);
  mlirOperationDestroy(op);
  return true;
}

/* Whether op's block has a conv2d with a constant filter: constant
 * folding is done only there, so graphs without such a conv (every
 * committed model with weights as arguments) keep their ops as imported. */
static bool blockHasConstConv(MlirOperation op) {
  MlirBlock b = mlirOperationGetBlock(op);
  if (mlirBlockIsNull(b))
    return false;
  for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o)) {
    if (!canonIs(o, "conv2d"))
      continue;
    /* the filter: a constant, possibly through reshapes and transposes
     * (the TOSA import transposes it) that const-fold removes */
    MlirValue w = mlirOperationGetOperand(o, 1);
    for (int depth = 0; depth < 8 && !mlirValueIsABlockArgument(w); ++depth) {
      MlirOperation d = mlirOpResultGetOwner(w);
      if (!mlirAttributeIsNull(constAttr(w)))
        return true;
      if (!canonIs(d, "transpose") && !canonIs(d, "reshape"))
        break;
      w = mlirOperationGetOperand(d, 0);
    }
  }
  return false;
}

bool canonFoldBatchNorm(MlirOperation op) {
  return (blockHasConstConv(op) && foldConstOp(op)) || foldMulIntoConv(op) || distribute(op) || addThroughTranspose(op) ||
         combineAdds(op);
}
