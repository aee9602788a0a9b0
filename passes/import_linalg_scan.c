/*===-- import_linalg_scan.c - torch-mlir's tm_tensor.scan -> graph ops ---===*
 * torch-mlir's linalg export keeps aten.cumsum as `tm_tensor.scan` (its own
 * TMTensor dialect, which MLIR 22 does not have: the op parses in generic
 * form with --allow-unregistered-dialect). Its semantics (torch-mlir's
 * ScanOp::generateScalarImplementation), along `dimension` d:
 *   inclusive: out[0] = x[0],   out[j] = f(out[j - 1], x[j])
 *   exclusive: out[0] = acc,    out[j] = f(out[j - 1], x[j - 1])
 * with operands (x, out init, acc init) and results (out, acc). Imported:
 * f = addition (arith.addi or arith.addf of the two block arguments: RoBERTa's
 * position ids, OPT's attention-mask cumsum), result #1 unused. With the scan
 * dim moved last, out[.., j] = sum over i of select(i <= j (inclusive) or
 * i < j (exclusive), x[.., i], 0), plus acc when exclusive: a constant
 * triangular i1 mask broadcast against x, a graph.reduce sum, all in f64
 * (graph arithmetic is float-only) and cast back. Integers: exact while
 * every partial sum is below 2^53 in magnitude (no wrap-around at the
 * integer's width; position ids count tokens). Floats: each output is the
 * f64 sum rounded once to the element type, not PyTorch's running sum in
 * the element type (the same for integer-valued masks; otherwise a
 * different summation order, as graph.reduce's). An n x n mask per row: n^2
 * work for a scan of n, fine for position ids.
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdbool.h>
#include <stdlib.h>

bool importLinalgIsScan(MlirOperation op) { return hidetOpIs(op, "tm_tensor.scan"); }

/* Whether the scan's region is `yield(addi(a0, a1))` on its two integer
 * block arguments or `yield(addf(a0, a1))` on two float ones (either
 * order). */
static bool isSum(MlirOperation op) {
  if (mlirOperationGetNumRegions(op) != 1)
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(body) || mlirBlockGetNumArguments(body) != 2)
    return false;
  MlirValue a0 = mlirBlockGetArgument(body, 0), a1 = mlirBlockGetArgument(body, 1);
  MlirType t = mlirValueGetType(a0);
  const char *addName = mlirTypeIsAInteger(t) ? "arith.addi" : mlirTypeIsAFloat(t) ? "arith.addf" : NULL;
  MlirOperation add = mlirBlockGetFirstOperation(body);
  if (!addName || mlirOperationIsNull(add) || !hidetOpIs(add, addName) ||
      mlirOperationGetNumOperands(add) != 2)
    return false;
  MlirValue x = mlirOperationGetOperand(add, 0), y = mlirOperationGetOperand(add, 1);
  if (!((mlirValueEqual(x, a0) && mlirValueEqual(y, a1)) || (mlirValueEqual(x, a1) && mlirValueEqual(y, a0))))
    return false;
  MlirOperation yield = mlirOperationGetNextInBlock(add);
  return !mlirOperationIsNull(yield) && hidetOpIs(yield, "tm_tensor.yield") &&
         mlirOperationGetNumOperands(yield) == 1 &&
         mlirValueEqual(mlirOperationGetOperand(yield, 0), mlirOperationGetResult(add, 0)) &&
         mlirOperationIsNull(mlirOperationGetNextInBlock(yield));
}

bool importLinalgCheckScan(MlirOperation op) {
  if (!importLinalgCheckStatic(op))
    return false;
  MlirAttribute dim = hidetOpAttr(op, "dimension"), inc = hidetOpAttr(op, "inclusive");
  if (mlirOperationGetNumOperands(op) != 3 || mlirOperationGetNumResults(op) != 2 ||
      mlirAttributeIsNull(dim) || !mlirAttributeIsAInteger(dim) || mlirAttributeIsNull(inc) ||
      !mlirAttributeIsABool(inc)) {
    hidetEmitOpError(op, "is not a tm_tensor.scan of one input, an output and an accumulator with "
                         "`dimension` and `inclusive` attributes");
    return false;
  }
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = importerShape(mlirOperationGetOperand(op, 0), s);
  int64_t d = mlirIntegerAttrGetValueInt(dim);
  if (d < 0 || d >= r || r >= HIDET_MAX_RANK) {
    hidetEmitOpError(op, "scans dimension %lld of a rank-%ld input (needs 0 <= dimension < rank < %d)",
                     (long long)d, (long)r, HIDET_MAX_RANK);
    return false;
  }
  if (!isSum(op)) {
    hidetEmitOpError(op, "combines with something other than arith.addi / arith.addf of its two "
                         "block arguments: hidet-import-linalg imports cumulative sums only");
    return false;
  }
  if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, 1)))) {
    hidetEmitOpError(op, "has its accumulator result used: hidet-import-linalg imports the scanned "
                         "output only");
    return false;
  }
  return true;
}

bool importLinalgConvertScan(MlirOperation op) {
  ImBuilder b = importerBuilderBefore(op);
  MlirContext ctx = b.ctx;
  MlirValue x = importLinalgData(&b, mlirOperationGetOperand(op, 0));
  int64_t s[HIDET_MAX_RANK], perm[HIDET_MAX_RANK], inv[HIDET_MAX_RANK], t[HIDET_MAX_RANK];
  intptr_t r = importerShape(x, s);
  int64_t d = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "dimension"));
  bool inclusive = mlirBoolAttrGetValue(hidetOpAttr(op, "inclusive"));
  int64_t n = s[d];
  MlirType elt = importerElementType(x), f64 = mlirF64TypeGet(ctx);
  /* the scan dim last: perm = (others..., d) */
  intptr_t k = 0;
  for (intptr_t i = 0; i < r; ++i)
    if (i != d)
      perm[k++] = i;
  perm[k] = d;
  for (intptr_t i = 0; i < r; ++i) {
    inv[perm[i]] = i;
    t[i] = s[perm[i]];
  }
  MlirValue xt = importerTranspose(&b, importerCast(&b, x, f64), perm);
  /* [others..., 1 (j), n (i)] against mask[j][i] */
  t[r - 1] = 1;
  t[r] = n;
  MlirValue xb = importLinalgReshape(&b, xt, r + 1, t);
  int *bits = malloc((size_t)(n * n) * sizeof *bits);
  if (!bits)
    abort();
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i)
      bits[j * n + i] = inclusive ? i <= j : i < j;
  int64_t ms[2] = {n, n};
  MlirAttribute maskAttr =
      mlirDenseElementsAttrBoolGet(importerTensorType(2, ms, mlirIntegerTypeGet(ctx, 1)), n * n, bits);
  free(bits);
  MlirValue mask = importerConstant(&b, maskAttr);
  MlirValue zero = importerSplat(&b, importerTensorType(0, NULL, f64), 0.0);
  MlirValue sel = importLinalgSelect(&b, mask, xb, zero);
  int64_t axis = r;
  for (intptr_t i = 0; i < r; ++i)
    t[i] = s[perm[i]];
  t[r] = 1;
  MlirNamedAttribute attrs[3] = {importerNamed(ctx, "kind", importerStr(ctx, "sum")),
                                 importerNamed(ctx, "axes", importerI64Array(ctx, 1, &axis)),
                                 importerNamed(ctx, "keepdims", mlirBoolAttrGet(ctx, 1))};
  MlirValue sum = importerOp(&b, "reduce", 1, &sel, importerTensorType(r + 1, t, f64), 3, attrs);
  sum = importLinalgReshape(&b, sum, r, t);
  if (!inclusive) { /* + the accumulator (the input's shape without dim d) */
    MlirValue acc = importLinalgData(&b, mlirOperationGetOperand(op, 2));
    t[r - 1] = 1;
    acc = importLinalgReshape(&b, importerCast(&b, acc, f64), r, t);
    sum = importerBinary(&b, "add", sum, acc, (MlirType){NULL});
  }
  MlirValue v = importerTranspose(&b, importerCast(&b, sum, elt), inv);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
  return true;
}
