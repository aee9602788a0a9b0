/*===-- epilogue_dag.h - Epilogues shaped as a small DAG -------------------===*
 * An anchor's epilogue is a chain of single-use values, except where a
 * value v has several uses that all close into one value again: a DAG of
 * same-shape elementwise ops over v, such as x * sigmoid(x) (SiLU), a
 * LeakyReLU's compare/select pair or x * x. hidet-partition puts such a DAG
 * into the anchor's group (partition.c, growDag) and the epilogue emitter
 * computes it per element (scalar_emit.c), each member once.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_EPILOGUE_DAG_H
#define HIDET_EPILOGUE_DAG_H

#include "mlir-c/IR.h"

#include <stdbool.h>

/* The most ops one DAG may have. A DAG is found by a scan over the block
 * that keeps the set of values with uses not yet seen (at most this many
 * plus one), and activations have a handful of ops (GELU's tanh form, the
 * largest, about 9); a bound keeps the scan, the per-element code and the
 * registers of a fused epilogue small. */
#define EPI_DAG_MAX_OPS 16

/* Whether tensor types a and b have the same shape, a `?` dim meeting a `?`
 * (dynamic shapes: a `?` passes through an element-wise op only where it
 * meets a `?` of the same extent). */
bool epiSameShape(MlirType a, MlirType b);

/* Whether `op` may be a member of a DAG over a value of type vType: one
 * result of vType's shape, and elementwise: unary or binary on floats, a
 * cast, a compare of floats (its i1 is read inside the DAG) or a select of
 * floats. Its other operands may broadcast up to vType's shape. */
bool epiDagOpOk(MlirOperation op, MlirType vType);

typedef struct {
  MlirOperation ops[EPI_DAG_MAX_OPS]; /* in program order */
  int n;
  MlirValue tail; /* the one value the DAG ends in */
  MlirOperation failOp; /* on failure: the op that stopped it (or null) */
} EpiDag;

/* In a kernel function (every op of it is one group's): the DAG that starts
 * at v (an op result with several uses), scanning the ops after v's owner
 * in its block: each op reading a value of the DAG joins (and must be
 * epiDagOpOk), until one value is left with uses not yet seen, the tail.
 * False when an op that reads a DAG value cannot join (a func.return: an
 * intermediate value is a result), when more than EPI_DAG_MAX_OPS would
 * join or when the DAG never closes. */
bool epiDagFind(MlirValue v, EpiDag *dag);

/* The scan's bookkeeping, shared by epiDagFind and hidet-partition's
 * growDag: live[0..numLive) are the DAG's values with left[i] uses not yet
 * seen. Op `op` joins: each of its operands that is a live value uses up
 * one of that value's uses (once an operand), and values with none left
 * drop out (the caller then adds op's result). Returns the new count. */
int epiDagConsume(MlirOperation op, MlirValue *live, int *left, int numLive);

/* Whether op reads one of live[0..numLive). */
bool epiDagReadsLive(MlirOperation op, const MlirValue *live, int numLive);

/* How many uses v has (operands that read it). */
int epiNumUses(MlirValue v);

#endif /* HIDET_EPILOGUE_DAG_H */
