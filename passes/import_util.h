/*===-- import_util.h - Building graph ops for the frontend importers -----===*
 * hidet-import-tosa and hidet-import-linalg replace upstream ops with graph
 * ops. Both build through this small layer: an ImBuilder inserts before the
 * op being replaced, at its location, and every helper returns the graph
 * op's single result. Shapes are static (importers reject dynamic ones
 * before building).
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_IMPORT_UTIL_H
#define HIDET_IMPORT_UTIL_H

#include "hidet_internal.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct {
  MlirContext ctx;
  MlirLocation loc;
  MlirOperation before; /* new ops go right before this op */
} ImBuilder;

ImBuilder imBuilderBefore(MlirOperation op);

/* ---- Attributes. ------------------------------------------------------ */
MlirNamedAttribute imNamed(MlirContext ctx, const char *name, MlirAttribute attr);
MlirAttribute imI64Array(MlirContext ctx, intptr_t n, const int64_t *vals);
MlirAttribute imI64(MlirContext ctx, int64_t v);
MlirAttribute imStr(MlirContext ctx, const char *s);

/* ---- Types. ----------------------------------------------------------- */
MlirType imTensorType(intptr_t rank, const int64_t *shape, MlirType elt);
MlirType imElementType(MlirValue v);
/* Rank and dims of a ranked tensor value (dims must hold HIDET_MAX_RANK). */
intptr_t imShape(MlirValue v, int64_t *dims);
/* Whether v is a ranked tensor with a static shape of rank <= HIDET_MAX_RANK. */
bool imIsStaticTensor(MlirValue v);

/* ---- Graph ops (name without the "graph." prefix). -------------------- */
MlirValue imOp(ImBuilder *b, const char *name, intptr_t n, const MlirValue *operands,
               MlirType resultType, intptr_t nAttrs, const MlirNamedAttribute *attrs);
MlirValue imUnary(ImBuilder *b, const char *name, MlirValue x);
/* A binary elementwise op; the result shape is the numpy broadcast of the
 * operands' shapes, its element type `elt` (null: the lhs's). */
MlirValue imBinary(ImBuilder *b, const char *name, MlirValue x, MlirValue y, MlirType elt);
MlirValue imReshape(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape);
MlirValue imTranspose(ImBuilder *b, MlirValue x, const int64_t *perm);
MlirValue imBroadcast(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape);
MlirValue imCast(ImBuilder *b, MlirValue x, MlirType elt);
/* A constant of `type` (a tensor type) with every element `value` (float
 * element types get the value, integer ones its truncation). */
MlirValue imSplat(ImBuilder *b, MlirType type, double value);
/* graph.constant holding `value` (an elements attribute). */
MlirValue imConstant(ImBuilder *b, MlirAttribute value);

/* Numpy broadcast of two shapes into out (returns its rank, or -1 if they
 * do not broadcast). */
intptr_t imBroadcastShape(intptr_t ra, const int64_t *a, intptr_t rb, const int64_t *b,
                          int64_t *out);

#endif /* HIDET_IMPORT_UTIL_H */
