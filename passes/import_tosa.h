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
MlirValue tiOperand(MlirOperation op, intptr_t i);
MlirType tiResultType(MlirOperation op);
MlirType tiResultElt(MlirOperation op);
bool tiIsFloat(MlirType elt);
/* The op defining v, or a null op for a block argument. */
MlirOperation tiDefiningOp(MlirValue v);

/* The values of the tosa.const_shape defining operand `i`, into out (up to
 * `max`); returns the count, or -1 (already reported) if the operand is not a
 * readable tosa.const_shape. `what` names the operand in messages. */
intptr_t tiShapeOperand(MlirOperation op, intptr_t i, const char *what, int64_t *out,
                        intptr_t max);
/* Reads the tosa.const defining operand `i` as numbers (every element, up
 * to `max`, into out); returns the count or -1 (reported) if it is not a
 * readable dense constant. */
intptr_t tiConstOperand(MlirOperation op, intptr_t i, const char *what, double *out,
                        intptr_t max);
/* Checks that operand `i` (a zero point) is a constant of zeros. */
bool tiCheckZeroPoint(MlirOperation op, intptr_t i, const char *what);
/* Whether the op's nan_mode is IGNORE (absent: PROPAGATE). */
bool tiNanModeIgnore(MlirOperation op);
/* For float element types, reports nan_mode IGNORE (graph propagates). */
bool tiCheckNanMode(MlirOperation op);
/* The largest finite value of a float type. */
double tiFloatMax(MlirType elt);

/* ---- The f64 route for integers: graph arithmetic is float-only, so
 * integer add/sub/mul/max/min/abs/negate/clamp/reduce compute in f64 and
 * cast back; exact while every value and result fits in 53 bits. ------- */
MlirValue tiToCompute(ImBuilder *b, MlirValue x);
/* A constant of `elt` with `rank` dims of 1 holding `value`. */
MlirValue tiScalar(ImBuilder *b, MlirType elt, intptr_t rank, double value);

/* ---- Per-op checks and conversions. ----------------------------------- */
bool tiCheckNone(MlirOperation op);
bool tiCheckBinary(MlirOperation op);
bool tiCheckFloatBinary(MlirOperation op);
bool tiCheckMinMax(MlirOperation op);
bool tiCheckMul(MlirOperation op);
bool tiCheckFloatUnary(MlirOperation op);
bool tiCheckNegate(MlirOperation op);
bool tiCheckClamp(MlirOperation op);
bool tiCheckCast(MlirOperation op);
bool tiCheckReduce(MlirOperation op);
MlirValue tiConvertBinary(ImBuilder *b, MlirOperation op);
MlirValue tiConvertMul(ImBuilder *b, MlirOperation op);
MlirValue tiConvertUnary(ImBuilder *b, MlirOperation op);
MlirValue tiConvertReciprocal(ImBuilder *b, MlirOperation op);
MlirValue tiConvertClamp(ImBuilder *b, MlirOperation op);
MlirValue tiConvertCast(ImBuilder *b, MlirOperation op);
MlirValue tiConvertCompare(ImBuilder *b, MlirOperation op);
MlirValue tiConvertSelect(ImBuilder *b, MlirOperation op);
MlirValue tiConvertReduce(ImBuilder *b, MlirOperation op);

bool tiCheckMatmul(MlirOperation op);
bool tiCheckConv(MlirOperation op);
bool tiCheckPool(MlirOperation op);
MlirValue tiConvertMatmul(ImBuilder *b, MlirOperation op);
MlirValue tiConvertConv2d(ImBuilder *b, MlirOperation op);
MlirValue tiConvertDepthwise(ImBuilder *b, MlirOperation op);
MlirValue tiConvertPool(ImBuilder *b, MlirOperation op);

bool tiCheckConst(MlirOperation op);
bool tiCheckConstShape(MlirOperation op);
bool tiCheckReshape(MlirOperation op);
bool tiCheckSlice(MlirOperation op);
bool tiCheckTile(MlirOperation op);
bool tiCheckPad(MlirOperation op);
bool tiCheckGather(MlirOperation op);
MlirValue tiConvertConst(ImBuilder *b, MlirOperation op);
MlirValue tiConvertReshape(ImBuilder *b, MlirOperation op);
MlirValue tiConvertTranspose(ImBuilder *b, MlirOperation op);
MlirValue tiConvertSlice(ImBuilder *b, MlirOperation op);
MlirValue tiConvertConcat(ImBuilder *b, MlirOperation op);
MlirValue tiConvertTile(ImBuilder *b, MlirOperation op);
MlirValue tiConvertPad(ImBuilder *b, MlirOperation op);
MlirValue tiConvertGather(ImBuilder *b, MlirOperation op);
MlirValue tiConvertIdentity(ImBuilder *b, MlirOperation op);

#endif /* HIDET_IMPORT_TOSA_H */
