/*===-- graph_ops.c - The one table of graph-op traits --------------------===*
 * See graph_ops.h for the columns. Read by lib/verify_graph.c (arity,
 * element types), codegen/partition.c (fusion class), codegen/scalar_emit.c
 * (elementwise kind, index-only, scalar formula) and
 * lowering/graph_to_linalg*.c (elementwise kind, scalar formula). Adding a
 * graph op: a row here and an IRDL definition (test/GraphOps checks that
 * they agree); unless it is an elementwise unary or binary op with an
 * existing formula, also a case in the id dispatch of verify_graph.c and of
 * graph_to_linalg.c (both report an op they have no case for) and, to be
 * fused, in codegen/scalar_emit.c (docs/dialects.md). The second table,
 * graph.compare's predicates, is read by the verifier and both emitters.
 *===----------------------------------------------------------------------===*/
#include "graph_ops.h"

#include "mlir-c/BuiltinAttributes.h"

#include <math.h>
#include <string.h>

/* Short names for the columns, this file only. */
#define ANCHOR HIDET_FUSION_ANCHOR
#define INJ HIDET_FUSION_INJECTIVE
#define BIJ HIDET_FUSION_BIJECTIVE
#define FLOAT HIDET_ELT_FLOAT
#define ACCUM HIDET_ELT_ACCUM
#define MOVE HIDET_ELT_MOVE
#define ANY HIDET_ELT_ANY
#define OWN HIDET_ELT_OWN
#define NONE HIDET_EW_NONE
#define UNARY HIDET_EW_UNARY
#define BINARY HIDET_EW_BINARY
#define CMP HIDET_EW_COMPARE
#define SEL HIDET_EW_SELECT

/* id, name, fusion class, operands, element types, elementwise kind,
 * index-only, scalar formula, scalar op, NaN-propagating; every op has one
 * result. */
#define ROW(id, name, fusion, nops, elt, ew, indexOnly, formula, op, nan)                          \
  [HIDET_GRAPH_##id] = {HIDET_GRAPH_##id, "graph." name, fusion, nops, 1, elt, ew, indexOnly,       \
                        HIDET_SCALAR_##formula, op, nan}

static const HidetGraphOpTraits kOps[HIDET_GRAPH_NUM_OPS] = {
    /* anchors */
    ROW(MATMUL, "matmul", ANCHOR, 2, ACCUM, NONE, false, NONE, NULL, false),
    ROW(BATCH_MATMUL, "batch_matmul", ANCHOR, 2, ACCUM, NONE, false, NONE, NULL, false),
    ROW(CONV2D, "conv2d", ANCHOR, 2, FLOAT, NONE, false, NONE, NULL, false),
    /* elementwise binary, numpy broadcasting */
    ROW(ADD, "add", BIJ, 2, FLOAT, BINARY, false, OP, "arith.addf", false),
    ROW(SUB, "sub", BIJ, 2, FLOAT, BINARY, false, OP, "arith.subf", false),
    ROW(MUL, "mul", BIJ, 2, FLOAT, BINARY, false, OP, "arith.mulf", false),
    ROW(DIV, "div", BIJ, 2, FLOAT, BINARY, false, OP, "arith.divf", false),
    ROW(MAX, "max", BIJ, 2, FLOAT, BINARY, false, OP, "arith.maximumf", true),
    ROW(MIN, "min", BIJ, 2, FLOAT, BINARY, false, OP, "arith.minimumf", true),
    ROW(POW, "pow", BIJ, 2, FLOAT, BINARY, false, OP, "math.powf", false),
    /* elementwise unary */
    ROW(NEG, "neg", BIJ, 1, FLOAT, UNARY, false, OP, "arith.negf", false),
    ROW(EXP, "exp", BIJ, 1, FLOAT, UNARY, false, OP, "math.exp", false),
    ROW(LOG, "log", BIJ, 1, FLOAT, UNARY, false, OP, "math.log", false),
    ROW(SQRT, "sqrt", BIJ, 1, FLOAT, UNARY, false, OP, "math.sqrt", false),
    ROW(RSQRT, "rsqrt", BIJ, 1, FLOAT, UNARY, false, RSQRT, NULL, false),
    ROW(TANH, "tanh", BIJ, 1, FLOAT, UNARY, false, OP, "math.tanh", false),
    ROW(SIGMOID, "sigmoid", BIJ, 1, FLOAT, UNARY, false, SIGMOID, NULL, false),
    ROW(RELU, "relu", BIJ, 1, FLOAT, UNARY, false, OP_ZERO, "arith.maximumf", true),
    ROW(GELU, "gelu", BIJ, 1, FLOAT, UNARY, false, GELU_ERF, NULL, false),
    ROW(ERF, "erf", BIJ, 1, FLOAT, UNARY, false, OP, "math.erf", false),
    ROW(LOG1P, "log1p", BIJ, 1, FLOAT, UNARY, false, LOG1P, NULL, false),
    ROW(ABS, "abs", BIJ, 1, FLOAT, UNARY, false, OP, "math.absf", false),
    ROW(SIN, "sin", BIJ, 1, FLOAT, UNARY, false, OP, "math.sin", false),
    ROW(COS, "cos", BIJ, 1, FLOAT, UNARY, false, OP, "math.cos", false),
    ROW(FLOOR, "floor", BIJ, 1, FLOAT, UNARY, false, OP, "math.floor", false),
    ROW(CEIL, "ceil", BIJ, 1, FLOAT, UNARY, false, OP, "math.ceil", false),
    /* reductions and normalisations: anchors */
    ROW(REDUCE, "reduce", ANCHOR, 1, FLOAT, NONE, false, NONE, NULL, false),
    ROW(SOFTMAX, "softmax", ANCHOR, 1, FLOAT, NONE, false, NONE, NULL, false),
    ROW(LAYER_NORM, "layer_norm", ANCHOR, 3, FLOAT, NONE, false, NONE, NULL, false),
    ROW(POOL2D, "pool2d", ANCHOR, 1, FLOAT, NONE, false, NONE, NULL, false),
    /* q, k, v and an optional mask (i1 or float): own element-type rule */
    ROW(ATTENTION, "attention", ANCHOR, -1, OWN, NONE, false, NONE, NULL, false),
    /* data movement */
    ROW(TRANSPOSE, "transpose", BIJ, 1, MOVE, NONE, true, NONE, NULL, false),
    ROW(RESHAPE, "reshape", BIJ, 1, MOVE, NONE, true, NONE, NULL, false),
    ROW(BROADCAST, "broadcast", INJ, 1, MOVE, NONE, true, NONE, NULL, false),
    ROW(CONCAT, "concat", INJ, -1, MOVE, NONE, false, NONE, NULL, false),
    ROW(SLICE, "slice", INJ, 1, MOVE, NONE, true, NONE, NULL, false),
    /* the rest: cast may be an epilogue; compare and select are elementwise
     * but only injective (compare changes the element type to i1, select
     * reads three operands: the epilogue emitter handles neither) */
    ROW(CAST, "cast", BIJ, 1, HIDET_ELT_CAST, HIDET_EW_CAST, false, NONE, NULL, false),
    ROW(CONSTANT, "constant", INJ, 0, ANY, NONE, false, NONE, NULL, false),
    ROW(COMPARE, "compare", INJ, 2, OWN, CMP, false, NONE, NULL, false),
    ROW(SELECT, "select", INJ, 3, OWN, SEL, false, NONE, NULL, false),
    ROW(GATHER, "gather", INJ, 2, OWN, NONE, false, NONE, NULL, false),
    ROW(PAD, "pad", INJ, 1, MOVE, NONE, false, NONE, NULL, false),
    /* a triangular i1 mask sized by dims of its operand (whose values it
     * does not read): torch's causal mask over `?` lengths */
    ROW(TRI_MASK, "tri_mask", INJ, 1, OWN, NONE, false, NONE, NULL, false),
};

static const HidetGraphOpTraits *byName(const char *name, size_t len) {
  if (len <= 6 || strncmp(name, "graph.", 6) != 0)
    return NULL;
  for (size_t i = 0; i < HIDET_GRAPH_NUM_OPS; ++i)
    if (strlen(kOps[i].name) == len && memcmp(kOps[i].name, name, len) == 0)
      return &kOps[i];
  return NULL;
}

const HidetGraphOpTraits *hidetGraphOpTraits(MlirOperation op) {
  if (mlirOperationIsNull(op))
    return NULL;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return byName(name.data, name.length);
}

const HidetGraphOpTraits *hidetGraphOpTraitsByName(const char *fullName) {
  return fullName ? byName(fullName, strlen(fullName)) : NULL;
}

const HidetGraphOpTraits *hidetGraphOpTraitsById(HidetGraphOpId id) {
  return (unsigned)id < HIDET_GRAPH_NUM_OPS ? &kOps[id] : NULL;
}

size_t hidetGraphOpCount(void) { return HIDET_GRAPH_NUM_OPS; }

const HidetGraphOpTraits *hidetGraphOpAt(size_t i) {
  return i < HIDET_GRAPH_NUM_OPS ? &kOps[i] : NULL;
}

static const HidetComparePredicate kPredicates[] = {
    {"eq", "oeq", 1, "eq", 0, "eq", 0},    {"ne", "une", 13, "ne", 1, "ne", 1},
    {"lt", "olt", 4, "slt", 2, "ult", 6},  {"le", "ole", 5, "sle", 3, "ule", 7},
    {"gt", "ogt", 2, "sgt", 4, "ugt", 8},  {"ge", "oge", 3, "sge", 5, "uge", 9},
};
#define NUM_PREDICATES (sizeof kPredicates / sizeof kPredicates[0])

const HidetComparePredicate *hidetComparePredicate(const char *name, size_t len) {
  for (size_t i = 0; name && i < NUM_PREDICATES; ++i)
    if (strlen(kPredicates[i].name) == len && memcmp(kPredicates[i].name, name, len) == 0)
      return &kPredicates[i];
  return NULL;
}

size_t hidetComparePredicateCount(void) { return NUM_PREDICATES; }

const HidetComparePredicate *hidetComparePredicateAt(size_t i) {
  return i < NUM_PREDICATES ? &kPredicates[i] : NULL;
}

bool hidetCastRoundsNearestEven(MlirOperation cast) {
  MlirAttribute a = mlirOperationGetAttributeByName(cast, mlirStringRefCreateFromCString("rounding"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(a);
  return s.length == strlen(HIDET_CAST_NEAREST_EVEN) &&
         memcmp(s.data, HIDET_CAST_NEAREST_EVEN, s.length) == 0;
}

void hidetCastSaturationBounds(unsigned floatWidth, unsigned width, double *lo, double *hi,
                               double *limit) {
  int digits = floatWidth == 64 ? 53 : 24; /* significand bits of f64 / f32 */
  *limit = ldexp(1.0, (int)width - 1);
  *lo = -*limit;
  /* 2^(w-1) - 1 when the float holds it, else the float just below 2^(w-1) */
  *hi = (int)width - 1 <= digits ? *limit - 1.0 : *limit - ldexp(1.0, (int)width - 1 - digits);
}
