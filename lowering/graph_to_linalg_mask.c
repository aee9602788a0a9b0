/*===-- graph_to_linalg_mask.c - graph.tri_mask -> linalg -----------------===*
 * graph.tri_mask: one linalg.generic with no inputs over the result
 * [R, C] (its `?` sizes a tensor.dim of the operand, resultSource in
 * graph_to_linalg_build.c), element [i, j] = (j - i <= diagonal), with i and
 * j the loop indices (linalg.index) as i64.
 *===----------------------------------------------------------------------===*/
#include "graph_to_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#define CMPI_SLE 3

static MlirValue loopIndexI64(GlBuilder *b, int64_t dim) {
  MlirContext ctx = b->ctx;
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirNamedAttribute a = toLinalgNamedAttr(ctx, "dim", mlirIntegerAttrGet(i64, dim));
  MlirValue idx = toLinalgOp(b, "linalg.index", 0, NULL, mlirIndexTypeGet(ctx), 1, &a);
  return toLinalgOp(b, "arith.index_cast", 1, &idx, i64, 0, NULL);
}

static MlirValue triBody(GlBuilder *b, const MlirValue *args, void *userData) {
  (void)args;
  int64_t diagonal = *(const int64_t *)userData;
  MlirValue diff = toLinalgBin(b, "arith.subi", loopIndexI64(b, 1), loopIndexI64(b, 0));
  MlirValue c = toLinalgIntConst(b, mlirIntegerTypeGet(b->ctx, 64), diagonal);
  return toLinalgCmp(b, "arith.cmpi", CMPI_SLE, diff, c);
}

MlirValue toLinalgLowerTriMask(GlBuilder *b, MlirOperation op) {
  GlShape out = toLinalgShapeOf(mlirValueGetType(mlirOperationGetResult(op, 0)));
  int64_t diagonal = toLinalgI64Attr(op, "diagonal", 0);
  MlirValue init = toLinalgEmpty(b, &out, mlirIntegerTypeGet(b->ctx, 1));
  return toLinalgGeneric(b, out.rank, NULL, 0, NULL, NULL, init, toLinalgIdentityMap(b, out.rank),
                         triBody, &diagonal);
}
