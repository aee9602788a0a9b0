/*===-- import_tosa.h - hidet-import-tosa, shared between its files -------===*
 * The pass (import_tosa.c) checks every TOSA op first and converts only if
 * all pass, so each supported op has a `check` (reports every problem with
 * hidetEmitOpError, returns false if any) and a `convert` (builds graph ops
 * before the op and returns the value that replaces its result). Files:
 *   import_tosa.c        driver, op table, generic operand/result checks
 *   import_tosa_util.c   reading constants (const_shape, zero points, shift),
 *                        the f64 route for integer arithmetic
 *   import_tosa_ew.c     elementwise ops, cast, compare/select, reductions
 *   import_tosa_nn.c     matmul, conv2d, depthwise_conv2d, pooling
 *   import_tosa_data.c   const, reshape, transpose, slice, concat, tile, pad,
 *                        gather, identity
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_IMPORT_TOSA_H
#define HIDET_IMPORT_TOSA_H

#include "import_util.h"

typedef bool (*TiCheckFn)(MlirOperation op);
typedef MlirValue (*TiConvertFn)(ImBuilder *b, MlirOperation op);

/* ---- Queries (import_tosa_util.c). ------------------------------------ */
MlirValue importTosaOperand(MlirOperation op, intptr_t i);
MlirType importTosaResultType(MlirOperation op);
MlirType importTosaResultElt(MlirOperation op);
bool importTosaIsFloat(MlirType elt);
/* The op defining v, or a null op for a block argument. */
MlirOperation importTosaDefiningOp(MlirValue v);

/* The values of the tosa.const_shape defining operand `i`, into out (up to
 * `max`); returns the count, or -1 (already reported) if the operand is not a
 * readable tosa.const_shape. `what` names the operand in messages. */
intptr_t importTosaShapeOperand(MlirOperation op, intptr_t i, const char *what, int64_t *out,
                        intptr_t max);
/* Reads the tosa.const defining operand `i` as numbers (every element, up
 * to `max`, into out); returns the count or -1 (reported) if it is not a
 * readable dense constant. */
intptr_t importTosaConstOperand(MlirOperation op, intptr_t i, const char *what, double *out,
                        intptr_t max);
/* Checks that operand `i` (a zero point) is a constant of zeros. */
bool importTosaCheckZeroPoint(MlirOperation op, intptr_t i, const char *what);
/* Whether the op's nan_mode is IGNORE (absent: PROPAGATE). */
bool importTosaNanModeIgnore(MlirOperation op);
/* For float element types, reports nan_mode IGNORE (graph propagates). */
bool importTosaCheckNanMode(MlirOperation op);
/* The largest finite value of a float type. */
double importTosaFloatMax(MlirType elt);

/* ---- The f64 route for integers: graph arithmetic is float-only, so
 * integer add/sub/mul/max/min/abs/negate/clamp/reduce compute in f64 and
 * cast back; exact while every value and result fits in 53 bits. ------- */
MlirValue importTosaToCompute(ImBuilder *b, MlirValue x);
/* A constant of `elt` with `rank` dims of 1 holding `value`. */
MlirValue importTosaScalar(ImBuilder *b, MlirType elt, intptr_t rank, double value);

/* ---- Per-op checks and conversions. ----------------------------------- */
bool importTosaCheckNone(MlirOperation op);
bool importTosaCheckBinary(MlirOperation op);
bool importTosaCheckFloatBinary(MlirOperation op);
bool importTosaCheckMinMax(MlirOperation op);
bool importTosaCheckMul(MlirOperation op);
bool importTosaCheckFloatUnary(MlirOperation op);
bool importTosaCheckNegate(MlirOperation op);
bool importTosaCheckClamp(MlirOperation op);
bool importTosaCheckReduce(MlirOperation op);
bool importTosaCheckReduceBool(MlirOperation op);
MlirValue importTosaConvertBinary(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertMul(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertUnary(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertReciprocal(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertClamp(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertCast(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertCompare(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertSelect(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertLogical(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertReduce(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertReduceBool(ImBuilder *b, MlirOperation op);

bool importTosaCheckMatmul(MlirOperation op);
bool importTosaCheckConv(MlirOperation op);
bool importTosaCheckPool(MlirOperation op);
MlirValue importTosaConvertMatmul(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertConv2d(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertDepthwise(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertPool(ImBuilder *b, MlirOperation op);

bool importTosaCheckConst(MlirOperation op);
bool importTosaCheckConstShape(MlirOperation op);
bool importTosaCheckReshape(MlirOperation op);
bool importTosaCheckSlice(MlirOperation op);
bool importTosaCheckTile(MlirOperation op);
bool importTosaCheckPad(MlirOperation op);
bool importTosaCheckGather(MlirOperation op);
MlirValue importTosaConvertConst(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertReshape(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertTranspose(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertSlice(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertConcat(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertTile(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertPad(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertGather(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertScatter(ImBuilder *b, MlirOperation op);
MlirValue importTosaConvertIdentity(ImBuilder *b, MlirOperation op);

#endif /* HIDET_IMPORT_TOSA_H */
