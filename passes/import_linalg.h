/*===-- import_linalg.h - hidet-import-linalg internals -------------------===*
 * The pass (docs/import-linalg.md) is split by purpose:
 *   import_linalg.c          driver: check every function, convert, clean up
 *   import_linalg_named.c    linalg named ops (matmul, conv, pooling, ...)
 *   import_linalg_tensor.c   tensor ops, tensor constants, pad folding
 *   import_linalg_generic.c  linalg.generic: maps, loop space, reductions
 *   import_linalg_body.c     linalg.generic bodies: scalar op -> graph op
 *   import_linalg_sym.c      symbolic sizes of torch-mlir's shape code
 *   import_linalg_rows.c     torch's flattened rows of several `?` dims,
 *                            held un-flattened
 * Every check* function reports its problems as located errors and returns
 * false; convert* functions build graph ops before the op, redirect the
 * uses of its results to them and leave the dead op for the driver's
 * cleanup.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_IMPORT_LINALG_H
#define HIDET_IMPORT_LINALG_H

#include "import_util.h"

#include "mlir-c/AffineMap.h"

/* Most operands (inputs + outputs) of one linalg.generic the pass handles. */
#define IL_MAX_OPERANDS 32

/* ---- Shared queries (import_linalg.c). -------------------------------- */
bool importLinalgOpHasPrefix(MlirOperation op, const char *prefix);
/* The op defining v, or a null op for a block argument. */
MlirOperation importLinalgDefOp(MlirValue v);
/* v is an arith.constant with a scalar integer or float value. */
bool importLinalgScalarConst(MlirValue v, double *out);
/* v is a linalg.fill of a scalar arith.constant. */
bool importLinalgFillValue(MlirValue v, double *out);
/* The tensor that reading v as data means: a linalg.fill becomes a splat
 * graph.constant; anything else is returned as is. */
MlirValue importLinalgData(ImBuilder *b, MlirValue v);
/* importerReshape that looks through a graph.reshape producing x. */
MlirValue importLinalgReshape(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape);
/* Combines an op's result with its `outs` init: nothing when the init is a
 * fill of `neutral`, else graph.<binop>(result, init). */
MlirValue importLinalgCombineInit(ImBuilder *b, MlirValue result, MlirValue init, const char *binop,
                        double neutral);
/* Reads element i of an i64 dense elements or dense array attribute. */
bool importLinalgIntList(MlirAttribute attr, intptr_t n, int64_t *out);
/* All operands and results of op are static tensors (else reports). */
bool importLinalgCheckStatic(MlirOperation op);
/* Dynamic shapes: dim j of operand i of linalg op `op` as it was before the
 * conversion started (the operand may since have been replaced by a value
 * with a 1 there: a broadcast to a `?` size kept unexpanded). */
int64_t importLinalgOrigDim(MlirOperation op, intptr_t i, intptr_t j);
/* The rank operand i of op had in the program (before the conversion). */
intptr_t importLinalgOrigRank(MlirOperation op, intptr_t i);
/* Whether dim j of operand i is such a kept broadcast (`?` before, 1 now). */
bool importLinalgKeptBroadcast(MlirOperation op, intptr_t i, intptr_t j);
/* graph.select / graph.compare / graph.gather / graph.pad (numpy broadcast
 * of all operands for the first two). */
MlirValue importLinalgSelect(ImBuilder *b, MlirValue c, MlirValue t, MlirValue f);
MlirValue importLinalgCompare(ImBuilder *b, const char *pred, MlirValue x, MlirValue y);
MlirValue importLinalgGather(ImBuilder *b, MlirValue input, MlirValue indices, int64_t axis);
MlirValue importLinalgPad(ImBuilder *b, MlirValue x, const int64_t *lo, const int64_t *hi, double value);
/* A graph.constant of `type` holding splat `attr` (a scalar attribute). */
MlirValue importLinalgSplatAttr(ImBuilder *b, MlirType type, MlirAttribute attr);

/* ---- Symbolic sizes (import_linalg_sym.c). --------------------------- */
/* A tensor.expand_shape / collapse_shape / reshape with dynamic dims: the
 * sizes graph.reshape's rule (lib/reshape_rule.h) gives its result are the
 * ones torch-mlir's shape code computes (else reports). */
bool importLinalgCheckDynReshape(MlirOperation op);
/* ---- Index-built triangular masks (import_linalg_tri.c). ------------- */
/* Replaces each 2-D i1 generic with `?` dims that provably computes a
 * lower triangle (torch's causal mask) by graph.tri_mask, before the
 * checks; erases the chain that only fed it. */
void importLinalgRaiseTriMasks(MlirBlock fnBody);

/* Proven equalities of sizes (values of the linalg program, before the
 * conversion): dim da of a is dim db of b; scalar s is dim d of t. False
 * when they differ or cannot be worked out. */
bool importLinalgSymDimsEqual(MlirValue a, int64_t da, MlirValue b, int64_t db);
bool importLinalgSymScalarIsDim(MlirValue s, MlirValue t, int64_t d);

/* Text of the symbolic size of dim d of the value the import holds for
 * program value t (through tensor.cast / transpose / generic inits that
 * make a `?` static: "1" when no `?` is found), and of scalar v. */
bool importLinalgSymHeldDimText(MlirValue t, int64_t d, char *buf, size_t size);
bool importLinalgSymScalarText(MlirValue v, char *buf, size_t size);
bool importLinalgSymDimText(MlirValue t, int64_t d, char *buf, size_t size);

/* ---- Flattened rows (import_linalg_rows.c). ----------------------------- */
/* torch's view(S*B, E) of two `?` dims, which graph.reshape cannot merge, is
 * held un-flattened ("lazily flattened"): the program's value is the held
 * value with its first k dims merged into one. A lazy value is found by its
 * consumer: it is in the table and held with k - 1 more dims than the
 * consumer's operand had in the program. */
#define IL_ROWS_MAX 4
#define IL_SYM_TEXT 64
typedef struct {
  int k;                              /* held row dims (>= 2) */
  char sym[IL_ROWS_MAX][IL_SYM_TEXT]; /* their symbolic sizes */
} IlRows;
void importLinalgRowsReset(void);
/* Phase between checks and conversion: records on collapse_shape ops the
 * held sizes of their input dims, on row splits the sizes they split into. */
void importLinalgRowsRecord(MlirOperation op);
/* A tensor.reshape / expand_shape that splits a `?` dim 0 into several
 * leading dims (torch's view back from [S*B, E]): checked at conversion. */
bool importLinalgRowsIsSplit(MlirOperation op);
/* Operand i of op is a lazily flattened value; fills *rows. */
bool importLinalgRowsLazy(MlirOperation op, intptr_t i, IlRows *rows);
/* Marks `held` as holding rows (the result of program value `result`) and
 * checks the program's users of `result` take flattened rows. */
bool importLinalgRowsSet(MlirValue result, MlirValue held, const IlRows *rows);
/* collapse_shape / reshape / expand_shape that lazy flattening handles
 * (*done true), else nothing (*done false); false after reporting. */
bool importLinalgRowsConvertReshape(MlirOperation op, bool *done);
/* linalg.matmul whose lhs is lazily flattened. */
bool importLinalgRowsConvertMatmul(MlirOperation op, const int64_t perms[3][4], bool *done);

/* ---- torch-mlir's dynamic broadcast (import_linalg_dynbcast.c). -------- */
/* Rewrites a linalg.generic whose body reads a tensor T defined outside it
 * with tensor.extract at indices that are provably its loop indices into
 * the same generic with T as an input (its map those loops), before the
 * checks. Leaves anything else unchanged. */
void importLinalgNormalizeExtracts(MlirOperation generic);

/* ---- Named ops (import_linalg_named.c). ------------------------------- */
bool importLinalgIsNamed(MlirOperation op);
bool importLinalgCheckNamed(MlirOperation op);
bool importLinalgConvertNamed(MlirOperation op);

/* ---- torch-mlir's tm_tensor.scan (import_linalg_scan.c). -------------- */
bool importLinalgIsScan(MlirOperation op);
bool importLinalgCheckScan(MlirOperation op);
bool importLinalgConvertScan(MlirOperation op);

/* ---- Tensor ops and constants (import_linalg_tensor.c). --------------- */
bool importLinalgIsTensor(MlirOperation op);
bool importLinalgCheckTensor(MlirOperation op);
bool importLinalgConvertTensor(MlirOperation op);
/* A tensor.pad that every user folds into its padding attribute: static
 * H/W-only pads with a constant value (0 for conv and sum pooling, -inf
 * for max pooling). */
bool importLinalgPadFoldable(MlirOperation pad);
/* If `input` is a foldable tensor.pad, writes its H/W padding [t, b, l, r]
 * for `layout` ("NCHW"/"NHWC") and returns its source; else returns input
 * with zero padding. */
MlirValue importLinalgUnfoldPad(MlirValue input, bool nhwc, int64_t pad[4]);

/* ---- linalg.generic (import_linalg_generic.c / _body.c). -------------- */
typedef struct {
  MlirOperation op;
  intptr_t nIn, nOut, nLoops;
  int64_t extent[HIDET_MAX_RANK];
  bool reduction[HIDET_MAX_RANK];
  /* Per operand (inputs then outputs): the loop each dim reads, -1 for a
   * constant-0 index of a size-1 dim. */
  intptr_t rank[IL_MAX_OPERANDS];
  int64_t dims[IL_MAX_OPERANDS][HIDET_MAX_RANK];
  MlirBlock body;
  /* Lazily flattened operands (import_linalg_rows.c): loop `rowLoop` of the
   * program became loops rowLoop .. rowLoop + rows.k - 1 (the held row
   * dims); rows.k is 0 without. shape: each operand's sizes in that loop
   * space's terms; unitAt: 1 + the dim of a non-lazy input that reads the
   * row loop with size 1 (it gets k - 1 more unit dims there), else 0. */
  IlRows rows;
  intptr_t rowLoop;
  bool lazy[IL_MAX_OPERANDS];
  intptr_t unitAt[IL_MAX_OPERANDS];
  int64_t shape[IL_MAX_OPERANDS][HIDET_MAX_RANK];
} IlGeneric;

/* Reads and checks maps, iterators and shapes; reports and returns false. */
bool importLinalgGenericAnalyze(MlirOperation op, IlGeneric *g);
bool importLinalgCheckGeneric(MlirOperation op);
bool importLinalgConvertGeneric(MlirOperation op);
/* Operand i of g brought to loop space (rank nLoops, 1 for loops it does
 * not read). */
MlirValue importLinalgToLoopSpace(ImBuilder *b, const IlGeneric *g, intptr_t i, MlirValue x);

/* Translates the scalar value `v` of g's body into a tensor in loop space
 * (numpy-broadcastable to the loop extents). With dry = true nothing is
 * built: the walk only checks support. Returns a null value after
 * reporting. */
typedef struct IlBody IlBody;
IlBody *importLinalgBodyCreate(const IlGeneric *g, ImBuilder *b, bool dry);
void importLinalgBodyDestroy(IlBody *e);
MlirValue importLinalgBodyValue(IlBody *e, MlirValue v);

/* import_linalg_fold.c: integer addi/subi/muli of compile-time constants
 * (index arithmetic) folded to a graph.constant in loop space, when the
 * value is one (at most FOLD_MAX_ELEMENTS elements); no diagnostics. */
bool importLinalgIntFoldable(const IlGeneric *g, MlirOperation op);
/* The folded constant of op on the translated operands xs, or null when
 * they are not constant (or the result too large): nothing is built then. */
MlirValue importLinalgFoldInt(ImBuilder *b, const MlirValue *xs, MlirOperation op);

#endif /* HIDET_IMPORT_LINALG_H */
