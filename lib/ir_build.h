/*===-- ir_build.h - Building index arithmetic through the C API ----------===*
 * The C API has no per-op builders for arith, so ops are made from an
 * MlirOperationState. IndexExpr values fold while they are constants, so
 * code built from constant inputs never materialises dead arithmetic.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_IR_BUILD_H
#define HIDET_IR_BUILD_H

#include "mlir-c/IR.h"
#include "mlir-c/Rewrite.h"

#include <stdbool.h>
#include <stdint.h>

/* Inserts created ops through `rewriter` at its insertion point. */
typedef struct {
  MlirRewriterBase rewriter;
  MlirContext ctx;
  MlirLocation loc;
} HidetBuilder;

/* An index value: a known constant or an SSA value. */
typedef struct {
  bool isConst;
  int64_t c;
  MlirValue v;
} IndexExpr;

IndexExpr hidetIndexConst(int64_t c);
IndexExpr hidetIndexValue(MlirValue v); /* folds if v is an arith.constant */
/* Arithmetic on non-negative indices (unsigned div/rem), folding constants
 * and identities (x*1, x*0, x+0, x/1, x%1). */
IndexExpr hidetIndexAdd(HidetBuilder *b, IndexExpr x, IndexExpr y);
IndexExpr hidetIndexMul(HidetBuilder *b, IndexExpr x, IndexExpr y);
IndexExpr hidetIndexDiv(HidetBuilder *b, IndexExpr x, IndexExpr y);
IndexExpr hidetIndexRem(HidetBuilder *b, IndexExpr x, IndexExpr y);
/* Materialises the expression as an SSA index value. */
MlirValue hidetIndexMaterialize(HidetBuilder *b, IndexExpr x);

/* arith.constant of integer type `type` (index, i1, ...). */
MlirValue hidetBuildIntConstant(HidetBuilder *b, MlirType type, int64_t value);
/* arith.cmpi with an upstream predicate number (e.g. 6 = ult). */
MlirValue hidetBuildCmpI(HidetBuilder *b, int predicate, MlirValue lhs, MlirValue rhs);
/* A generic op with the given operands, one result of `resultType`. */
MlirValue hidetBuildOp1(HidetBuilder *b, const char *name, intptr_t nOperands,
                        const MlirValue *operands, MlirType resultType);

#endif /* HIDET_IR_BUILD_H */
