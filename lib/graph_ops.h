/*===-- graph_ops.h - The one table of graph-op traits ------------*- C -*-===*
 * One row per op of the graph dialect (dialects/graph.irdl.mlir): what the
 * verifier, the partitioner, the scalar emitter of the fused kernels and
 * the reference lowering need to know about an op without looking at its
 * attributes or types. Each of them reads this table instead of keeping its
 * own list of names; what is specific to one of them (a checker, a
 * lowering function) is dispatched on the row's `id`. docs/dialects.md
 * ("The graph-op trait table") describes the columns; test/GraphOps checks
 * the table against the IRDL definition.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_GRAPH_OPS_H
#define HIDET_GRAPH_OPS_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>

/* One value per graph op, in table order. */
typedef enum {
  HIDET_GRAPH_MATMUL,
  HIDET_GRAPH_BATCH_MATMUL,
  HIDET_GRAPH_CONV2D,
  HIDET_GRAPH_ADD,
  HIDET_GRAPH_SUB,
  HIDET_GRAPH_MUL,
  HIDET_GRAPH_DIV,
  HIDET_GRAPH_MAX,
  HIDET_GRAPH_MIN,
  HIDET_GRAPH_POW,
  HIDET_GRAPH_NEG,
  HIDET_GRAPH_EXP,
  HIDET_GRAPH_LOG,
  HIDET_GRAPH_SQRT,
  HIDET_GRAPH_RSQRT,
  HIDET_GRAPH_TANH,
  HIDET_GRAPH_SIGMOID,
  HIDET_GRAPH_RELU,
  HIDET_GRAPH_GELU,
  HIDET_GRAPH_ERF,
  HIDET_GRAPH_LOG1P,
  HIDET_GRAPH_ABS,
  HIDET_GRAPH_SIN,
  HIDET_GRAPH_COS,
  HIDET_GRAPH_FLOOR,
  HIDET_GRAPH_CEIL,
  HIDET_GRAPH_REDUCE,
  HIDET_GRAPH_SOFTMAX,
  HIDET_GRAPH_LAYER_NORM,
  HIDET_GRAPH_POOL2D,
  HIDET_GRAPH_ATTENTION,
  HIDET_GRAPH_TRANSPOSE,
  HIDET_GRAPH_RESHAPE,
  HIDET_GRAPH_BROADCAST,
  HIDET_GRAPH_CONCAT,
  HIDET_GRAPH_SLICE,
  HIDET_GRAPH_CAST,
  HIDET_GRAPH_CONSTANT,
  HIDET_GRAPH_COMPARE,
  HIDET_GRAPH_SELECT,
  HIDET_GRAPH_GATHER,
  HIDET_GRAPH_PAD,
  HIDET_GRAPH_TRI_MASK,
  HIDET_GRAPH_NUM_OPS
} HidetGraphOpId;

/* How fusion treats the op (hidet's classes; docs/passes.md#partitioning). */
typedef enum {
  /* Never fused with anything. No graph op is opaque today. */
  HIDET_FUSION_OPAQUE,
  /* Opens a fusion group and is scheduled by a template: matmul,
   * batch_matmul, conv2d, reduce, softmax, layer_norm, pool2d, attention. */
  HIDET_FUSION_ANCHOR,
  /* Each result element is computed from operand elements at indices known
   * from the result index: may be a prologue (or a leftover injective
   * group), not an epilogue. */
  HIDET_FUSION_INJECTIVE,
  /* Injective, and may also be an epilogue: applied to the anchor's result
   * element by element on its way to memory (elementwise unary and binary
   * ops, cast, transpose, reshape). */
  HIDET_FUSION_BIJECTIVE,
} HidetFusionClass;

/* Whether the op is elementwise (one result element from the operand
 * elements at the same, numpy-broadcast, index), and of which form. */
typedef enum {
  HIDET_EW_NONE,
  HIDET_EW_UNARY,   /* float -> same float type: `formula` says how */
  HIDET_EW_BINARY,  /* float x float -> float, broadcasting: `formula` */
  HIDET_EW_CAST,    /* one operand, element type conversion (graph.cast) */
  HIDET_EW_COMPARE, /* two operands -> i1 (graph.compare, its predicate) */
  HIDET_EW_SELECT,  /* i1 ? a : b (graph.select) */
} HidetElementwiseKind;

/* Which element types the C verifier accepts (docs/dialects.md, "Element
 * types, by op family"). */
typedef enum {
  HIDET_ELT_FLOAT, /* arithmetic: f16, bf16, f32 or f64, one type for all */
  HIDET_ELT_ACCUM, /* matmuls: as FLOAT, except that f16/bf16 operands may
                      give an f32 result (accumulated and returned in f32) */
  HIDET_ELT_MOVE,  /* data movement: any integer or float, one type for all */
  HIDET_ELT_CAST,  /* any integer or float on each side */
  HIDET_ELT_ANY,   /* any element type (constant) */
  HIDET_ELT_OWN,   /* mixed types, checked by the op's own rule */
} HidetEltRule;

/* How a float elementwise op computes one element, in the compute type
 * (f32 for f16/bf16 elements, the element type otherwise). */
typedef enum {
  HIDET_SCALAR_NONE,     /* not a float elementwise op */
  HIDET_SCALAR_OP,       /* scalarOp(x) for unary ops, scalarOp(x, y) for binary */
  HIDET_SCALAR_OP_ZERO,  /* scalarOp(x, 0) (relu: arith.maximumf(x, 0)) */
  HIDET_SCALAR_RSQRT,    /* 1 / math.sqrt(x) */
  HIDET_SCALAR_SIGMOID,  /* 1 / (1 + math.exp(-x)) */
  HIDET_SCALAR_GELU_ERF, /* 0.5 * x * (1 + math.erf(x / sqrt(2))), the exact form */
  /* log(1 + x) without the rounding of 1 + x (Goldberg): u = 1 + x,
   * d = u - 1; x where d == 0, log(u) where d == u (x huge or inf), else
   * log(u) * (x / d). Not math.log1p: MLIR's CPU lowering of it is
   * log(1 + x), which loses tiny x (the reference path and the emulator
   * must agree with the GPU). */
  HIDET_SCALAR_LOG1P,
} HidetScalarFormula;

typedef struct {
  HidetGraphOpId id;
  const char *name;      /* full op name: "graph.matmul" */
  HidetFusionClass fusion;
  int numOperands;       /* -1: variadic (at least one: graph.concat) */
  int numResults;
  HidetEltRule elementTypes;
  HidetElementwiseKind elementwise;
  /* Only remaps indices: result[i] = operand0[f(i)] (transpose, reshape,
   * broadcast, slice). */
  bool indexOnly;
  HidetScalarFormula formula;
  /* The arith/math op of `formula` (HIDET_SCALAR_OP, HIDET_SCALAR_OP_ZERO);
   * NULL otherwise. */
  const char *scalarOp;
  /* A NaN operand gives NaN where a maxnum/minnum-style op would ignore it:
   * max, min and relu use arith.maximumf/minimumf, not maxnumf/minnumf. */
  bool nanPropagates;
} HidetGraphOpTraits;

/* The row of `op`, or NULL if it is not a known graph op. */
const HidetGraphOpTraits *hidetGraphOpTraits(MlirOperation op);
/* The row of the op named `fullName` ("graph.add"), or NULL. */
const HidetGraphOpTraits *hidetGraphOpTraitsByName(const char *fullName);
/* The row of `id` (NULL past the end). */
const HidetGraphOpTraits *hidetGraphOpTraitsById(HidetGraphOpId id);
/* Every row, in table order: the count, and the i-th (NULL past the end). */
size_t hidetGraphOpCount(void);
const HidetGraphOpTraits *hidetGraphOpAt(size_t i);

/* The predicates of graph.compare and the arith comparison each becomes:
 * floats compare ordered (false when either side is NaN) except "ne", which
 * is unordered (true when either side is NaN), as C and numpy; integers
 * compare signed, except i1 (a bool: false < true), unsigned. Each arith
 * predicate is given as its keyword and its arith::CmpFPredicate /
 * CmpIPredicate number (what the C API's integer attribute holds). */
typedef struct {
  const char *name; /* graph.compare's `predicate`: "lt" */
  const char *cmpf; /* "olt" */
  int cmpfCode;
  const char *cmpi; /* signed: "slt" */
  int cmpiCode;
  const char *cmpu; /* unsigned, for i1: "ult" */
  int cmpuCode;
} HidetComparePredicate;

/* The predicate named name[0..len), or NULL. */
const HidetComparePredicate *hidetComparePredicate(const char *name, size_t len);
size_t hidetComparePredicateCount(void);
const HidetComparePredicate *hidetComparePredicateAt(size_t i);

/* graph.cast's optional `rounding` attribute: "nearest_even" makes a float ->
 * integer cast (not to i1) round to nearest, ties to even, and saturate to
 * the integer type's range (TOSA's cast); absent, the cast truncates toward
 * zero. A float -> int cast in this mode, computed in `from` (f32 or f64) to
 * a `width`-bit signed integer, clamps the rounded value to [lo, hi] before
 * converting and answers INT_MAX where it is >= limit: hi is the largest
 * float of `from` <= 2^(width-1) - 1, limit = 2^(width-1), lo = -2^(width-1)
 * (all exact in `from`). */
#define HIDET_CAST_NEAREST_EVEN "nearest_even"
bool hidetCastRoundsNearestEven(MlirOperation cast);
void hidetCastSaturationBounds(unsigned floatWidth, unsigned width, double *lo, double *hi,
                               double *limit);

#endif /* HIDET_GRAPH_OPS_H */
