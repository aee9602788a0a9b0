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

ImBuilder importerBuilderBefore(MlirOperation op);

/* ---- Attributes. ------------------------------------------------------ */
MlirNamedAttribute importerNamed(MlirContext ctx, const char *name, MlirAttribute attr);
MlirAttribute importerI64Array(MlirContext ctx, intptr_t n, const int64_t *vals);
MlirAttribute importerI64(MlirContext ctx, int64_t v);
MlirAttribute importerStr(MlirContext ctx, const char *s);

/* ---- Types. ----------------------------------------------------------- */
MlirType importerTensorType(intptr_t rank, const int64_t *shape, MlirType elt);
MlirType importerElementType(MlirValue v);
/* Rank and dims of a ranked tensor value (dims must hold HIDET_MAX_RANK). */
intptr_t importerShape(MlirValue v, int64_t *dims);
/* Whether v is a ranked tensor with a static shape of rank <= HIDET_MAX_RANK. */
bool importerIsStaticTensor(MlirValue v);

/* ---- Graph ops (name without the "graph." prefix). -------------------- */
MlirValue importerOp(ImBuilder *b, const char *name, intptr_t n, const MlirValue *operands,
               MlirType resultType, intptr_t nAttrs, const MlirNamedAttribute *attrs);
MlirValue importerUnary(ImBuilder *b, const char *name, MlirValue x);
/* A binary elementwise op; the result shape is the numpy broadcast of the
 * operands' shapes, its element type `elt` (null: the lhs's). */
MlirValue importerBinary(ImBuilder *b, const char *name, MlirValue x, MlirValue y, MlirType elt);
MlirValue importerReshape(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape);
MlirValue importerTranspose(ImBuilder *b, MlirValue x, const int64_t *perm);
MlirValue importerBroadcast(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape);
MlirValue importerCast(ImBuilder *b, MlirValue x, MlirType elt);
/* A constant of `type` (a tensor type) with every element `value` (float
 * element types get the value, integer ones its truncation). */
MlirValue importerSplat(ImBuilder *b, MlirType type, double value);
/* graph.concat of n >= 1 values along `axis` (n == 1: the value itself).
 * IRDL binds inputs 2..N of graph.concat to one type: with differing types
 * the inputs are joined by a chain of binary concats. */
MlirValue importerConcat(ImBuilder *b, intptr_t n, const MlirValue *ins, int64_t axis);
/* graph.constant holding `value` (an elements attribute). */
MlirValue importerConstant(ImBuilder *b, MlirAttribute value);

/* Numpy broadcast of two shapes into out (returns its rank, or -1 if they
 * do not broadcast). */
intptr_t importerBroadcastShape(intptr_t ra, const int64_t *a, intptr_t rb, const int64_t *b,
                          int64_t *out);

/* ---- Element positions, for folding constants (row-major, flat). ------ */
/* The position in `in` (rank ri) of output position p when `in`
 * broadcasts numpy-style to `out` (rank ro). */
int64_t importerBroadcastSource(int64_t p, intptr_t ro, const int64_t *out, intptr_t ri,
                                const int64_t *in);
/* The position in the input (shape `in`) of output position p of a
 * transpose whose output (shape `out`, rank r) dim d is input dim perm[d]. */
int64_t importerTransposeSource(int64_t p, intptr_t r, const int64_t *out, const int64_t *in,
                                const int64_t *perm);

#endif /* HIDET_IMPORT_UTIL_H */
