/*===-- kernel_scalar.h - Graph ops as scalar code at one index -----------===*
 * Post-scheduling fusion needs, inside a GPU kernel, "the value of graph
 * tensor T at index I" for injective producers (prologue) and "where and
 * what to store" for a bijective consumer chain (epilogue). This module
 * writes that scalar code as MLIR text (arith/math/memref/scf), reading the
 * kernel function's tensor arguments from memrefs named by the caller. It
 * mirrors the reference lowering's semantics (docs/reference.md): f16/bf16
 * computed in f32, erf-form gelu, NaN-propagating max/min/relu, casts as in
 * graph_to_linalg_build.c.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_KERNEL_SCALAR_H
#define HIDET_KERNEL_SCALAR_H

#include "epilogue_dag.h"
#include "hidet_internal.h"

#include "mlir-c/IR.h"

/* An SSA name in the emitted text ("%v12"). */
typedef struct {
  char s[32];
} ScalarName;

typedef struct {
  HidetStr *out;           /* text being appended to */
  int *counter;            /* fresh-name counter shared by one function */
  MlirBlock body;          /* entry block of the host kernel function */
  const ScalarName *argNames;  /* memref holding block argument i of `body` */
  /* Values of an epilogue DAG already computed at the index being emitted
   * (scalarEmitEpilogueEnd): scalarEmitValue answers these by name, so
   * each member of the DAG is computed once. Empty outside a DAG. */
  MlirValue bound[EPI_DAG_MAX_OPS + 1];
  ScalarName boundName[EPI_DAG_MAX_OPS + 1];
  int numBound;
  /* On failure: why, and the op to report at. */
  char why[256];
  MlirOperation failOp;
} ScalarEmitter;

/* A fresh SSA name. */
ScalarName scalarFresh(ScalarEmitter *e);
/* `%name = arith.constant c : index`. */
ScalarName scalarIndexConst(ScalarEmitter *e, int64_t c);
/* MLIR type text of a tensor type's element type / the memref with the
 * same shape and element type ("memref<4x8xf32>"). */
HidetStr scalarElementTypeText(MlirType tensorType);
HidetStr scalarMemrefTypeText(MlirType tensorType);

/* Emits code computing `v` (a tensor value of the kernel function) at
 * `idx` (rank(v) index names); stores the scalar's name in *result.
 * Handles elementwise ops (unary, binary, compare, select), cast, the
 * data-movement ops (transpose, reshape, broadcast, slice, concat, gather,
 * pad) and splat constants; returns false (with why/failOp) for any other
 * op. */
bool scalarEmitValue(ScalarEmitter *e, MlirValue v, const ScalarName *idx, ScalarName *result);

/* Emits `dst = convert(src)` from element type `from` to `to` (the graph
 * cast rules); returns dst (src when the types are equal). */
ScalarName scalarEmitConvert(ScalarEmitter *e, ScalarName src, MlirType from, MlirType to);
/* What graph.cast `cast` computes (its rounding mode included). */
ScalarName scalarEmitCastOp(ScalarEmitter *e, MlirOperation cast, ScalarName src, MlirType from,
                            MlirType to);

/* Index names of an operand of rank `opRank` broadcast (numpy, aligned on
 * the right) to a result of rank `resRank` at `resIdx`, where `opDims` are
 * the operand's dims (size-1 dims read index 0). */
void scalarBroadcastIndex(ScalarEmitter *e, int64_t opRank, const int64_t *opDims, int64_t resRank,
                      const int64_t *resDims, const ScalarName *resIdx, ScalarName *opIdx);

/* Unflattens `flat` over `dims` (row-major) into idx[0..rank). */
void scalarUnflatten(ScalarEmitter *e, ScalarName flat, int64_t rank, const int64_t *dims, ScalarName *idx);
/* Dynamic shapes (codegen/runtime_extents.h): the run-time extent of `?`
 * dim d of v, a tensor value of the kernel function: `memref.dim` of the
 * kernel input that rtDimSource names, into *ext. False (why/failOp) when
 * it names none. */
bool scalarRuntimeExtent(ScalarEmitter *e, MlirValue v, int64_t d, ScalarName *ext);
/* scalarUnflatten over dims that may be `?` (HIDET_DIM_DYNAMIC): ext[d]
 * names the run-time extent of each `?` dim d >= 1 (dim 0's extent is
 * never needed). */
void scalarUnflattenExt(ScalarEmitter *e, ScalarName flat, int64_t rank, const int64_t *dims,
                        const ScalarName *ext, ScalarName *idx);

/* The epilogue: given the anchor's result `v` (a value of the kernel
 * function) whose element at `idx` has been computed into `val`, follows
 * its chain of bijective ops (elementwise with other operands read at the
 * matching index, cast, transpose, reshape; where a value has several uses,
 * the DAG that closes into one value again, epilogue_dag.h) to the
 * function's return and emits the final memref.store into `outNames[i]` (memref of
 * result i). Returns false (why/failOp) if the chain is not fusable.
 * `rowIdx` (or NULL): the index, in the input shape of a graph.reduce
 * anchor, of the row element being written; at the chain's op of
 * hidet.role "regional" (the row statistic broadcast back over the row) the
 * chain continues at that index. */
bool scalarEmitEpilogue(ScalarEmitter *e, MlirValue v, const ScalarName *idx, ScalarName val,
                        const ScalarName *outNames, const ScalarName *rowIdx);

/* Where an epilogue chain ends: the function result it is returned as
 * (`result`, the returned tensor `value` of rank `rank`), the index of the
 * element there and its value. */
typedef struct {
  unsigned result;
  MlirValue value;
  int64_t rank;
  ScalarName idx[HIDET_MAX_RANK];
  ScalarName val;
} ScalarEpilogueEnd;
/* scalarEmitEpilogue without the final store: emits the chain's work and
 * says where and what to store (a vector store hook gathers several). */
bool scalarEmitEpilogueEnd(ScalarEmitter *e, MlirValue v, const ScalarName *idx, ScalarName val,
                           const ScalarName *rowIdx, ScalarEpilogueEnd *end);
/* True if w consecutive elements of `v` along its last dim, starting at a
 * multiple of w, are w consecutive elements of the returned tensor's last
 * dim starting at a multiple of w, through v's epilogue chain. */
bool scalarEpilogueKeepsRuns(MlirValue v, int64_t w);

/* For a chain of unary elementwise and index-only ops from `v` down to a
 * block argument of the kernel function: writes that argument's number and
 * the index read there for `v` at `idx` (no loads are emitted). */
bool scalarEmitLeafIndex(ScalarEmitter *e, MlirValue v, const ScalarName *idx, int *argNo, ScalarName *leafIdx);
/* For the same chain: applies its elementwise ops (leaf first) to the leaf
 * element `leafVal`, giving v's element. */
bool scalarEmitUnaryChain(ScalarEmitter *e, MlirValue v, ScalarName leafVal, ScalarName *result);

/* True if `op` is a graph op scalarEmitValue handles without reading memory
 * (elementwise unary, cast) or that only remaps the index (transpose,
 * reshape, broadcast, slice). */
bool scalarIsUnaryElementwise(MlirOperation op);
bool scalarIsIndexOnly(MlirOperation op);

#endif /* HIDET_KERNEL_SCALAR_H */
