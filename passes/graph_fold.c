/*===-- graph_fold.c - Exact local rewrites for hidet-graph-canonicalize ---===*
 * Rewrites that replace a value by one equal to it for every input (NaN,
 * infinities and signed zeros included), so that memory-intensive parts of
 * imported graphs (RMS norm, masked-softmax guards, variance) reach fusion
 * as few cheap elementwise ops around one reduction:
 *
 *   pow(x, 2)                   -> x * x (the correctly rounded square; a
 *                                  correctly rounded pow gives the same, a
 *                                  libm pow within an ulp of it; no pow call
 *                                  in the kernel)
 *   compare(cast(x), c)         -> compare(x, c') when the cast widens a
 *                                  float type (f16/bf16 -> f32/f64, f32 ->
 *                                  f64) and the splat c is exactly c' in x's
 *                                  type (torch's masked-softmax guard tests
 *                                  `double(x) == -inf`); either operand order
 *   conv2d(pad(x, 0))           -> conv2d(x) with the pad's H/W amounts added
 *                                  to its padding, when the pad is of zeros
 *                                  and pads only H and W (torch-mlir pads
 *                                  grouped convolutions explicitly; graph's
 *                                  conv padding is zero padding)
 *   ew(reshape(x), y)           -> ew(x, y) when the reshape only adds
 *                                  leading 1s, x has fewer elements than the
 *                                  result, y has the result's shape and
 *                                  broadcasting gives that shape without them
 *   cast(splat c) to f32/f64    -> splat of c converted (torch-mlir writes
 *                                  an RMS norm's epsilon as an f64 scalar
 *                                  truncated in the body)
 *===----------------------------------------------------------------------===*/
#include "graph_canonicalize.h"

#include "graph_ops.h"
#include "import_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <string.h>

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
}

/* ---- pow(x, 2) -> x * x. -------------------------------------------------- */

static bool foldPowSquare(MlirOperation op) {
  if (!canonIs(op, "pow"))
    return false;
  MlirValue x = mlirOperationGetOperand(op, 0), y = mlirOperationGetResult(op, 0);
  double e;
  if (!canonSplat(mlirOperationGetOperand(op, 1), &e) || e != 2.0 ||
      !mlirTypeEqual(mlirValueGetType(x), mlirValueGetType(y)))
    return false;
  ImBuilder b = importerBuilderBefore(op);
  MlirValue sq = importerBinary(&b, "mul", x, x, (MlirType){NULL});
  mlirValueReplaceAllUsesOfWith(y, sq);
  mlirOperationDestroy(op);
  return true;
}

/* ---- compare(widening cast(x), splat) in x's type. ------------------------ */

/* Rank of the float type's value set: every value of a type of rank r is a
 * value of each type of a higher rank (f16 and bf16 are not nested). */
static int floatRank(MlirType t) {
  if (mlirTypeIsAF16(t))
    return 1;
  if (mlirTypeIsABF16(t))
    return 1;
  if (mlirTypeIsAF32(t))
    return 2;
  if (mlirTypeIsAF64(t))
    return 3;
  return 0;
}

static bool widens(MlirType from, MlirType to) {
  int a = floatRank(from), b = floatRank(to);
  return a > 0 && b > a;
}

/* Whether c is a value of the float type t (exactly). */
static bool representable(double c, MlirType t) {
  if (isinf(c) || c == 0.0)
    return true;
  if (isnan(c))
    return false; /* a NaN splat compares the same in any type; keep it simple */
  if (mlirTypeIsAF64(t))
    return true;
  if (mlirTypeIsAF32(t))
    return (double)(float)c == c;
  /* f16 / bf16: small integers only (|c| <= 256 is exact in both) */
  return c == floor(c) && fabs(c) <= 256.0;
}

static bool narrowCompare(MlirOperation op) {
  if (!canonIs(op, "compare"))
    return false;
  for (int side = 0; side < 2; ++side) {
    MlirOperation cast = canonDef(mlirOperationGetOperand(op, side), "cast");
    MlirValue k = mlirOperationGetOperand(op, 1 - side);
    double c;
    if (mlirOperationIsNull(cast) || !canonSplat(k, &c))
      continue;
    MlirValue x = mlirOperationGetOperand(cast, 0);
    MlirType from = importerElementType(x), to = importerElementType(k);
    if (!mlirTypeEqual(to, importerElementType(mlirOperationGetResult(cast, 0))) || !widens(from, to) ||
        !representable(c, from))
      continue;
    ImBuilder b = importerBuilderBefore(op);
    int64_t s[HIDET_MAX_RANK];
    intptr_t r = importerShape(k, s);
    MlirValue nk = importerSplat(&b, importerTensorType(r, s, from), c);
    mlirOperationSetOperand(op, side, x);
    mlirOperationSetOperand(op, 1 - side, nk);
    return true;
  }
  return false;
}

/* ---- conv2d(pad(x, 0)) -> conv2d(x) with padding. ------------------------- */

static bool readI64s(MlirOperation op, const char *name, intptr_t n, int64_t *out) {
  MlirAttribute a = attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) || mlirDenseArrayGetNumElements(a) != n)
    return false;
  for (intptr_t i = 0; i < n; ++i)
    out[i] = mlirDenseI64ArrayGetElement(a, i);
  return true;
}

static bool foldConvPad(MlirOperation op) {
  if (!canonIs(op, "conv2d"))
    return false;
  MlirOperation pad = canonDef(mlirOperationGetOperand(op, 0), "pad");
  int64_t p[8], cur[4] = {0, 0, 0, 0};
  if (mlirOperationIsNull(pad) || !readI64s(pad, "padding", 8, p))
    return false;
  MlirAttribute v = attr(pad, "value");
  if (!mlirAttributeIsNull(v) && (!mlirAttributeIsAFloat(v) || mlirFloatAttrGetValueDouble(v) != 0.0))
    return false;
  MlirAttribute layout = attr(op, "layout");
  bool nhwc = !mlirAttributeIsNull(layout) && mlirAttributeIsAString(layout) &&
              mlirStringAttrGetValue(layout).length == 4 &&
              strncmp(mlirStringAttrGetValue(layout).data, "NHWC", 4) == 0;
  int h = nhwc ? 1 : 2, c = nhwc ? 3 : 1;
  if (p[0] || p[1] || p[2 * c] || p[2 * c + 1])
    return false;
  if (!mlirAttributeIsNull(attr(op, "padding")) && !readI64s(op, "padding", 4, cur))
    return false;
  int64_t np[4] = {cur[0] + p[2 * h], cur[1] + p[2 * h + 1], cur[2] + p[2 * h + 2],
                   cur[3] + p[2 * h + 3]};
  MlirContext ctx = mlirOperationGetContext(op);
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("padding"),
                                  mlirDenseI64ArrayGet(ctx, 4, np));
  mlirOperationSetOperand(op, 0, mlirOperationGetOperand(pad, 0));
  return true;
}

/* ---- cast(splat constant) -> splat constant. ------------------------------ */

/* A float splat cast to f32 or f64 is the splat of the converted value (C's
 * double -> float conversion rounds to nearest even, as arith.truncf). */
static bool foldCastSplat(MlirOperation op) {
  if (!canonIs(op, "cast"))
    return false;
  MlirOperation c = canonDef(mlirOperationGetOperand(op, 0), "constant");
  MlirValue y = mlirOperationGetResult(op, 0);
  MlirType to = importerElementType(y);
  if (mlirOperationIsNull(c) || !(mlirTypeIsAF32(to) || mlirTypeIsAF64(to)))
    return false;
  MlirAttribute v = attr(c, "value");
  if (mlirAttributeIsNull(v) || !mlirAttributeIsADenseElements(v) || !mlirDenseElementsAttrIsSplat(v))
    return false;
  MlirAttribute e = mlirDenseElementsAttrGetSplatValue(v);
  if (!mlirAttributeIsAFloat(e))
    return false;
  double x = mlirFloatAttrGetValueDouble(e);
  if (mlirTypeIsAF32(to))
    x = (double)(float)x;
  MlirContext ctx = mlirOperationGetContext(op);
  ImBuilder b = importerBuilderBefore(op);
  MlirValue k = importerConstant(
      &b, mlirDenseElementsAttrSplatGet(mlirValueGetType(y), mlirFloatAttrDoubleGet(ctx, to, x)));
  mlirValueReplaceAllUsesOfWith(y, k);
  mlirOperationDestroy(op);
  return true;
}

/* ---- Leading unit dims that broadcasting adds anyway. --------------------- */

/* An operand of a broadcasting elementwise op (binary, compare, select)
 * that is a reshape of x adding only leading 1s to x's shape can be x: numpy
 * broadcasting aligns on the right. Done when the op's result shape stays
 * the same without them (torch-mlir reshapes RMS norm and layer norm
 * weights [H] to [1, 1, H]). */
static bool dropLeadingOnes(MlirOperation op) {
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  if (!t || (t->elementwise != HIDET_EW_BINARY && t->elementwise != HIDET_EW_COMPARE &&
             t->elementwise != HIDET_EW_SELECT))
    return false;
  intptr_t n = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirOperation r = canonDef(mlirOperationGetOperand(op, i), "reshape");
    if (mlirOperationIsNull(r))
      continue;
    MlirValue x = mlirOperationGetOperand(r, 0);
    int64_t xs[HIDET_MAX_RANK], rs[HIDET_MAX_RANK], acc[HIDET_MAX_RANK], s[HIDET_MAX_RANK],
        tmp[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
    intptr_t rx = importerShape(x, xs), rr = importerShape(mlirOperationGetResult(r, 0), rs);
    if (rr <= rx || memcmp(xs, rs + (rr - rx), (size_t)rx * sizeof *xs) != 0)
      continue;
    bool ones = true;
    for (intptr_t d = 0; d < rr - rx; ++d)
      ones = ones && rs[d] == 1;
    if (!ones)
      continue;
    intptr_t ra = 0;
    for (intptr_t j = 0; j < n && ra >= 0; ++j) {
      MlirValue v = j == i ? x : mlirOperationGetOperand(op, j);
      intptr_t rv = importerShape(v, s);
      ra = importerBroadcastShape(ra, acc, rv, s, tmp);
      if (ra >= 0)
        memcpy(acc, tmp, (size_t)ra * sizeof *acc);
    }
    intptr_t ro = importerShape(mlirOperationGetResult(op, 0), out);
    if (ra != ro || memcmp(acc, out, (size_t)ro * sizeof *out) != 0)
      continue;
    /* Only for a value that is broadcast (has fewer elements than the
     * result) against another operand of the result's own shape: fusion
     * keeps an elementwise op in the group of its full-size operand only
     * while that operand has the result's shape. */
    bool other = false;
    for (intptr_t j = 0; j < n && !other; ++j)
      other = j != i && importerShape(mlirOperationGetOperand(op, j), s) == ro &&
              memcmp(s, out, (size_t)ro * sizeof *out) == 0;
    /* element counts; a dynamic dim (negative: ShapedType's kDynamic)
     * leaves the sizes unknown, and the broadcast stays */
    int64_t nx = 1, no = 1;
    bool dynamic = false;
    for (intptr_t d = 0; d < rx; ++d) {
      dynamic |= xs[d] < 0;
      nx *= xs[d] < 0 ? 1 : xs[d];
    }
    for (intptr_t d = 0; d < ro; ++d) {
      dynamic |= out[d] < 0;
      no *= out[d] < 0 ? 1 : out[d];
    }
    if (!other || dynamic || nx >= no)
      continue;
    mlirOperationSetOperand(op, i, x);
    return true;
  }
  return false;
}

/* ---- matmul(widen(x), widen(y)) -> matmul(x, y) into f32. ---------------- */

enum { kMaxChain = 8 };

/* Follows v back through index-only ops (reshape, transpose, broadcast) to
 * a graph.cast from f16/bf16 to f32. Returns the 16-bit source (null if
 * there is none) and the index-only ops, outermost first, in `chain`. */
static MlirValue widenedSource(MlirValue v, MlirOperation *chain, int *n) {
  *n = 0;
  for (;;) {
    if (!mlirValueIsAOpResult(v))
      return (MlirValue){NULL};
    MlirOperation d = mlirOpResultGetOwner(v);
    if (canonIs(d, "reshape") || canonIs(d, "transpose") || canonIs(d, "broadcast")) {
      if (*n == kMaxChain)
        return (MlirValue){NULL};
      chain[(*n)++] = d;
      v = mlirOperationGetOperand(d, 0);
      continue;
    }
    if (!canonIs(d, "cast"))
      return (MlirValue){NULL};
    MlirValue src = mlirOperationGetOperand(d, 0);
    MlirType from = importerElementType(src), to = importerElementType(v);
    return mlirTypeIsAF32(to) && (mlirTypeIsAF16(from) || mlirTypeIsABF16(from)) ? src
                                                                               : (MlirValue){NULL};
  }
}

/* torch-mlir exports a half-precision Linear as an f32 matmul of operands
 * widened from f16 (through reshapes and the weight's transpose). Widening
 * is exact and commutes with index-only ops, so the matmul may as well take
 * the 16-bit tensors and accumulate into its f32 result: the same products
 * and sums, and the form the tensor-core template computes (ldmatrix +
 * mma.sync on the 16-bit data, cp.async of the original tensors). */
static bool narrowMatmulOperands(MlirOperation op) {
  if (!canonIs(op, "matmul") && !canonIs(op, "batch_matmul"))
    return false;
  if (!mlirTypeIsAF32(importerElementType(mlirOperationGetResult(op, 0))))
    return false;
  MlirOperation chains[2][kMaxChain];
  int lens[2];
  MlirValue src[2];
  for (int i = 0; i < 2; ++i) {
    src[i] = widenedSource(mlirOperationGetOperand(op, i), chains[i], &lens[i]);
    if (mlirValueIsNull(src[i]))
      return false;
  }
  MlirType half = importerElementType(src[0]);
  if (!mlirTypeEqual(half, importerElementType(src[1])))
    return false;
  MlirBlock block = mlirOperationGetBlock(op);
  for (int i = 0; i < 2; ++i) {
    /* Re-create the index-only chain on the 16-bit tensor, innermost first. */
    MlirValue cur = src[i];
    for (int k = lens[i] - 1; k >= 0; --k) {
      MlirOperation c = mlirOperationClone(chains[i][k]);
      mlirOperationSetOperand(c, 0, cur);
      int64_t shape[HIDET_MAX_RANK];
      MlirValue r = mlirOperationGetResult(chains[i][k], 0);
      intptr_t rank = importerShape(r, shape);
      MlirValue cr = mlirOperationGetResult(c, 0);
      mlirValueSetType(cr, importerTensorType(rank, shape, half));
      mlirBlockInsertOwnedOperationBefore(block, op, c);
      cur = cr;
    }
    mlirOperationSetOperand(op, i, cur);
  }
  return true;
}

bool canonFold(MlirOperation op) {
  return narrowCompare(op) || foldConvPad(op) || dropLeadingOnes(op) || foldPowSquare(op) ||
         foldCastSplat(op) || narrowMatmulOperands(op) || canonFoldBatchNorm(op);
}
