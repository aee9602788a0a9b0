/*===-- graph_to_linalg.h - The reference lowering, private parts ---------===*
 * hidet-lower-graph-to-linalg turns every graph op into upstream linalg,
 * tensor, arith and math ops on tensors. It is the reference path: simple,
 * one linalg.generic (or a few) per op, no tiling, no fusion, and no code
 * shared with the GPU path except the graph-op trait table
 * (lib/graph_ops.c: which ops are elementwise and which arith/math op
 * computes each; hidet-reference-test checks those semantics against
 * values computed in C). Files:
 *   graph_to_linalg.c          the pass: checks, dispatch, replacement
 *   graph_to_linalg_build.c    building ops, affine maps, linalg.generic
 *   graph_to_linalg_math.c     elementwise ops, compare, select, cast,
 *                              matmuls, reductions, softmax, layer_norm
 *   graph_to_linalg_nn.c       conv2d, pool2d, data movement (gather and
 *                              pad included), constant
 *   graph_to_linalg_attention.c  attention (step by step, no online softmax)
 * Every op is lowered at the graph op's location, right before it; the
 * driver then replaces the op's result and erases the op.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_GRAPH_TO_LINALG_H
#define HIDET_GRAPH_TO_LINALG_H

#include "graph_ops.h"
#include "hidet_internal.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/* The most loops one linalg.generic gets: a batch_matmul of rank-16
 * operands has 14 batch loops and m, n, k. */
#define GL_MAX_LOOPS (HIDET_MAX_RANK + 4)
/* The most inputs one linalg.generic gets (layer_norm's last step). */
#define GL_MAX_INPUTS 6

/* Creates ops before `before` in `block`, or at the block's end when
 * `before` is null, all at `loc`. */
typedef struct {
  MlirContext ctx;
  MlirLocation loc;
  MlirBlock block;
  MlirOperation before;
} GlBuilder;

typedef struct {
  int64_t rank;
  int64_t d[HIDET_MAX_RANK];
} GlShape;

/* ---- Types and shapes. ------------------------------------------------ */
GlShape toLinalgShapeOf(MlirType tensorType);
bool toLinalgIsEmpty(const GlShape *s); /* some dim is 0 */
MlirType toLinalgElementType(MlirValue tensor);
MlirType toLinalgTensorType(const GlShape *s, MlirType elt);
bool toLinalgIsHalf(MlirType t); /* f16 or bf16 */
/* The type scalar arithmetic is done in: f32 for f16/bf16, else `elt`. */
MlirType toLinalgComputeType(MlirContext ctx, MlirType elt);

/* ---- Generic op creation. --------------------------------------------- */
MlirOperation toLinalgInsert(GlBuilder *b, MlirOperationState *state);
MlirNamedAttribute toLinalgNamedAttr(MlirContext ctx, const char *name, MlirAttribute attr);
/* An op with `n` operands, the given attributes and one result. */
MlirValue toLinalgOp(GlBuilder *b, const char *name, intptr_t n, const MlirValue *operands,
               MlirType resultType, intptr_t nAttrs, const MlirNamedAttribute *attrs);

/* ---- Scalars (inside linalg.generic bodies). -------------------------- */
MlirValue toLinalgFloatConst(GlBuilder *b, MlirType type, double value);
MlirValue toLinalgIntConst(GlBuilder *b, MlirType type, int64_t value);
/* A binary op whose result has the type of `x` (arith.addf, math.powf). */
MlirValue toLinalgBin(GlBuilder *b, const char *name, MlirValue x, MlirValue y);
/* A unary op whose result has the type of `x` (arith.negf, math.exp). */
MlirValue toLinalgUn(GlBuilder *b, const char *name, MlirValue x);
/* arith.cmpf / arith.cmpi with the upstream predicate numbers. */
#define GL_CMPF_OGE 3
#define GL_CMPF_UNE 13
#define GL_CMPI_NE 1
MlirValue toLinalgCmp(GlBuilder *b, const char *name, int64_t predicate, MlirValue x, MlirValue y);
/* Converts a scalar between signless integer and f16/bf16/f32/f64 types
 * (the semantics of graph.cast, see docs/reference.md). */
MlirValue toLinalgConvert(GlBuilder *b, MlirValue v, MlirType to);
/* A linalg.generic body computing args[2] + args[0] * args[1] in the
 * accumulator type `*(MlirType *)userData`. */
MlirValue toLinalgMacBody(GlBuilder *b, const MlirValue *args, void *userData);

/* ---- Affine maps. ----------------------------------------------------- */
MlirAffineExpr toLinalgDim(GlBuilder *b, int64_t loop);
MlirAffineExpr toLinalgCst(GlBuilder *b, int64_t c);
MlirAffineExpr toLinalgAdd(MlirAffineExpr x, MlirAffineExpr y);
MlirAffineExpr toLinalgMulC(GlBuilder *b, MlirAffineExpr x, int64_t c);
MlirAffineExpr toLinalgFloorDivC(GlBuilder *b, MlirAffineExpr x, int64_t c);
MlirAffineExpr toLinalgModC(GlBuilder *b, MlirAffineExpr x, int64_t c);
MlirAffineMap toLinalgMap(GlBuilder *b, int64_t nLoops, int64_t nResults, const MlirAffineExpr *exprs);
/* (d0..dn-1) -> (d0..dn-1). */
MlirAffineMap toLinalgIdentityMap(GlBuilder *b, int64_t nLoops);
/* (d0..dn-1) -> (d[loops[0]], ...); a loop index of -1 stands for 0. */
MlirAffineMap toLinalgSelectMap(GlBuilder *b, int64_t nLoops, int64_t nResults, const int64_t *loops);
/* The map reading a tensor of shape `in` inside loops over `out`, with
 * numpy broadcasting (right-aligned; a dim of 1 against a larger one reads
 * index 0). */
MlirAffineMap toLinalgBroadcastMap(GlBuilder *b, const GlShape *in, const GlShape *out);

/* ---- Tensor ops. ------------------------------------------------------ */
MlirValue toLinalgEmpty(GlBuilder *b, const GlShape *s, MlirType elt);

/* Builds the body of a linalg.generic: `args` are the block arguments (one
 * per input, then the output); returns the value to yield. */
typedef MlirValue (*GlBodyFn)(GlBuilder *body, const MlirValue *args, void *userData);

/* linalg.generic over `nLoops` loops (reduction[i] marks reduction loops;
 * null: all parallel), reading `ins` through `inMaps`, updating `init`
 * through `outMap`; returns its result. */
MlirValue toLinalgGeneric(GlBuilder *b, int64_t nLoops, const bool *reduction, intptr_t nIns,
                    const MlirValue *ins, const MlirAffineMap *inMaps, MlirValue init,
                    MlirAffineMap outMap, GlBodyFn body, void *userData);
/* A new tensor of `shape` x `elt` with every element `value`: for a float
 * type any value (-INFINITY, INFINITY, NAN allowed), rounded to `elt`; for
 * a signless integer type an integral value, stored as its low bits
 * (negative values signed, others unsigned). */
MlirValue toLinalgFill(GlBuilder *b, const GlShape *shape, MlirType elt, double value);
/* A new `outShape` x `outElt` tensor, element i = body(inputs at i) with
 * numpy broadcasting of every input to `outShape`. */
MlirValue toLinalgElementwise(GlBuilder *b, const GlShape *outShape, MlirType outElt, intptr_t nIns,
                        const MlirValue *ins, GlBodyFn body, void *userData);
/* Converts every element of `x` to `elt` (toLinalgConvert). */
MlirValue toLinalgConvertTensor(GlBuilder *b, MlirValue x, MlirType elt);
/* `dest` with `src` copied in at `offsets` (unit strides): extract_slice,
 * a copying linalg.generic into the slice, insert_slice, which one-shot
 * bufferization turns into an in-place copy. */
MlirValue toLinalgInsertCopy(GlBuilder *b, MlirValue dest, MlirValue src, const int64_t *offsets);
/* A copy of `x` padded by pad[2i] before and pad[2i+1] after dim i with
 * `value` (converted as toLinalgFill does); `x` itself when nothing is padded. */
MlirValue toLinalgPad(GlBuilder *b, MlirValue x, const int64_t *pad, double value);

/* Body functions used by several lowerings. */
MlirValue toLinalgBodyYieldFirst(GlBuilder *body, const MlirValue *args, void *userData);
/* userData: the MlirType to convert the first argument to. */
MlirValue toLinalgBodyConvertFirst(GlBuilder *body, const MlirValue *args, void *userData);

/* ---- Attributes (the op has passed the hidet verifier). --------------- */
int64_t toLinalgI64Attr(MlirOperation op, const char *name, int64_t def);
/* Copies array<i64> attribute `name` into vals (n entries); keeps vals
 * (the defaults) when absent. */
void toLinalgI64ArrayAttr(MlirOperation op, const char *name, int64_t n, int64_t *vals);
bool toLinalgStringAttrIs(MlirOperation op, const char *name, const char *value);
/* Normalises an axis in [-rank, rank). */
int64_t toLinalgNormAxis(int64_t axis, int64_t rank);

/* ---- Per-op lowerings: return the value that replaces the op's result. */
typedef MlirValue (*GlLowerFn)(GlBuilder *b, MlirOperation op);

MlirValue toLinalgLowerUnary(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerBinary(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerCast(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerCompare(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerSelect(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerMatmul(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerBatchMatmul(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerReduce(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerSoftmax(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerLayerNorm(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerAttention(GlBuilder *b, MlirOperation op); /* graph_to_linalg_attention.c */
MlirValue toLinalgLowerConv2d(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerPool2d(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerTranspose(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerReshape(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerBroadcast(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerConcat(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerSlice(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerGather(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerPad(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerTriMask(GlBuilder *b, MlirOperation op);
MlirValue toLinalgLowerConstant(GlBuilder *b, MlirOperation op);

/* Whether graph.cast supports converting between these element types. */
bool toLinalgCastSupported(MlirType from, MlirType to);

#endif /* HIDET_GRAPH_TO_LINALG_H */
