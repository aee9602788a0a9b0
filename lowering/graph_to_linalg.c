/*===-- graph_to_linalg.c - hidet-lower-graph-to-linalg -------------------===*
 * The reference lowering: every graph op becomes upstream linalg/tensor/
 * arith/math ops on tensors (see graph_to_linalg.h for the files and
 * docs/reference.md for the op-by-op table). Two phases: first every graph
 * op is checked (the hidet verifier, then what the lowering supports), so
 * that a failure leaves the IR untouched and reports every problem; then
 * each op is lowered in program order, its result replaced and the op
 * erased.
 *===----------------------------------------------------------------------===*/
#include "graph_to_linalg.h"
#include "pass_util.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/Tensor.h"

#include <stdlib.h>
#include <string.h>

/* The lowering of `op`, or NULL: by elementwise kind (graph-op trait table,
 * lib/graph_ops.c), else by op. */
static GlLowerFn lookup(MlirOperation op) {
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  if (!t)
    return NULL;
  switch (t->elementwise) {
  case HIDET_EW_UNARY: return toLinalgLowerUnary;
  case HIDET_EW_BINARY: return toLinalgLowerBinary;
  case HIDET_EW_CAST: return toLinalgLowerCast;
  case HIDET_EW_COMPARE: return toLinalgLowerCompare;
  case HIDET_EW_SELECT: return toLinalgLowerSelect;
  case HIDET_EW_NONE: break;
  }
  switch (t->id) {
  case HIDET_GRAPH_MATMUL: return toLinalgLowerMatmul;
  case HIDET_GRAPH_BATCH_MATMUL: return toLinalgLowerBatchMatmul;
  case HIDET_GRAPH_CONV2D: return toLinalgLowerConv2d;
  case HIDET_GRAPH_REDUCE: return toLinalgLowerReduce;
  case HIDET_GRAPH_SOFTMAX: return toLinalgLowerSoftmax;
  case HIDET_GRAPH_LAYER_NORM: return toLinalgLowerLayerNorm;
  case HIDET_GRAPH_POOL2D: return toLinalgLowerPool2d;
  case HIDET_GRAPH_ATTENTION: return toLinalgLowerAttention;
  case HIDET_GRAPH_TRANSPOSE: return toLinalgLowerTranspose;
  case HIDET_GRAPH_RESHAPE: return toLinalgLowerReshape;
  case HIDET_GRAPH_BROADCAST: return toLinalgLowerBroadcast;
  case HIDET_GRAPH_CONCAT: return toLinalgLowerConcat;
  case HIDET_GRAPH_SLICE: return toLinalgLowerSlice;
  case HIDET_GRAPH_CONSTANT: return toLinalgLowerConstant;
  case HIDET_GRAPH_GATHER: return toLinalgLowerGather;
  case HIDET_GRAPH_PAD: return toLinalgLowerPad;
  case HIDET_GRAPH_TRI_MASK: return toLinalgLowerTriMask;
  default: return NULL; /* reported as "has no reference lowering" */
  }
}

/* Collects the graph ops nested in the pass's op, in program order. */
static MlirWalkResult collectGraphOps(MlirOperation op, void *userData) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length > 6 && strncmp(name.data, "graph.", 6) == 0)
    hidetOpListPush(userData, op);
  return MlirWalkResultAdvance;
}

static bool checkCast(MlirOperation op) {
  MlirType from = toLinalgElementType(mlirOperationGetOperand(op, 0));
  MlirType to = toLinalgElementType(mlirOperationGetResult(op, 0));
  if (toLinalgCastSupported(from, to))
    return true;
  HidetStr a = hidetPrintType(from), b = hidetPrintType(to);
  hidetEmitOpError(op,
                   "cannot lower a cast from %s to %s: the reference lowering casts between "
                   "signless integers, f16, bf16, f32 and f64",
                   a.data, b.data);
  hidetStrFree(&a);
  hidetStrFree(&b);
  return false;
}

/* compare computes with arith.cmpi/cmpf and pad fills with arith.constant:
 * both need signless integers; compare also keeps to the float types the
 * cast conversions know. (select, gather and the pad copy move elements of
 * any type.) */
static bool checkOperandType(MlirOperation op, const char *what) {
  MlirType t = toLinalgElementType(mlirOperationGetOperand(op, 0));
  bool isCompare = strcmp(what, "compare") == 0;
  bool ok = isCompare ? toLinalgCastSupported(t, t)
                      : !mlirTypeIsAInteger(t) || mlirIntegerTypeIsSignless(t);
  if (ok)
    return true;
  HidetStr s = hidetPrintType(t);
  hidetEmitOpError(op, "cannot lower a %s of %s: the reference lowering %s", what, s.data,
                   isCompare ? "compares signless integers, f16, bf16, f32 and f64"
                             : "pads signless integer and float tensors");
  hidetStrFree(&s);
  return false;
}

/* Whether the lowering handles this (verified) op; reports it if not. */
static bool checkSupported(MlirOperation op) {
  if (!lookup(op)) {
    hidetEmitOpError(op, "has no reference lowering");
    return false;
  }
  switch (hidetGraphOpTraits(op)->id) {
  case HIDET_GRAPH_CAST: return checkCast(op);
  case HIDET_GRAPH_COMPARE: return checkOperandType(op, "compare");
  case HIDET_GRAPH_PAD: return checkOperandType(op, "pad");
  default: return true;
  }
}

/* The dialects the lowering creates ops of. They are the pass's dependent
 * dialects, which the pass manager loads before it runs, so this normally
 * finds them loaded; it guards against a context where they are not even
 * registered (ops of an unknown dialect would be created unregistered). */
static bool loadDialects(MlirOperation root) {
  static const char *const names[] = {"linalg", "tensor", "arith", "math"};
  MlirContext ctx = mlirOperationGetContext(root);
  for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
    if (mlirDialectIsNull(
            mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString(names[i])))) {
      hidetEmitErrorAt(mlirOperationGetLocation(root),
                       "hidet-lower-graph-to-linalg needs the '%s' dialect, which is not "
                       "registered in this context",
                       names[i]);
      return false;
    }
  return true;
}

static void lowerOne(MlirOperation op) {
  MlirValue result = mlirOperationGetResult(op, 0);
  GlShape out = toLinalgShapeOf(mlirValueGetType(result));
  GlBuilder b = {mlirOperationGetContext(op), mlirOperationGetLocation(op),
                 mlirOperationGetBlock(op), op};
  /* An empty result needs no computation (and linalg's static shape
   * checks reject some index maps over empty loops). */
  MlirValue replacement =
      toLinalgIsEmpty(&out) ? toLinalgEmpty(&b, &out, toLinalgElementType(result)) : lookup(op)(&b, op);
  mlirValueReplaceAllUsesOfWith(result, replacement);
  mlirOperationDestroy(op);
}

static MlirLogicalResult runLowerGraphToLinalg(MlirOperation root, const void *options) {
  (void)options;
  HidetOpList list = {NULL, 0, 0};
  mlirOperationWalk(root, collectGraphOps, &list, MlirWalkPreOrder);
  bool ok = true;
  for (size_t i = 0; i < list.len; ++i) {
    if (mlirLogicalResultIsFailure(hidetVerifyGraphOp(list.ops[i])))
      ok = false;
    else if (!checkSupported(list.ops[i]))
      ok = false;
  }
  if (ok && list.len)
    ok = loadDialects(root);
  for (size_t i = 0; ok && i < list.len; ++i)
    lowerOne(list.ops[i]);
  hidetOpListFree(&list);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {
    mlirGetDialectHandle__linalg__, mlirGetDialectHandle__tensor__, mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__math__, NULL};

const HidetPassDef hidetLowerGraphToLinalgPassDef = {
    .name = "HidetLowerGraphToLinalg",
    .argument = "hidet-lower-graph-to-linalg",
    .summary = "Lower graph ops to linalg, tensor, arith and math on tensors (the reference path)",
    .description =
        "Replaces every graph op with upstream ops on tensors: elementwise ops, cast and "
        "broadcast become one linalg.generic with numpy-broadcasting index maps; matmul, "
        "batch_matmul, conv2d (NCHW/NHWC, strides, padding, dilations, groups) and pool2d "
        "become reduction linalg.generic ops over an explicitly padded input; reduce, softmax "
        "(max-subtracted), layer_norm (two-pass variance) and attention (scores, masks, "
        "guarded softmax, weighted sum of V) become chains of reductions and "
        "elementwise generics; transpose and reshape become index-computing copies, slice a "
        "copy of a strided tensor.extract_slice, concat copies into slices of its result, "
        "compare and select become elementwise arith.cmpf/cmpi and arith.select, gather a "
        "generic that reads its indices (clamped into range) and tensor.extracts the input, "
        "pad a filled tensor with the input copied in, "
        "constant becomes arith.constant. f16/bf16 values are "
        "computed and accumulated in f32. Every graph op is first checked with the hidet "
        "verifier; the pass fails, leaving the IR unchanged, if any op is invalid or "
        "unsupported (casts from or to signed/unsigned integer or other float types).",
    .options = NULL,
    .optionsSize = 0,
    .dependentDialects = kDependentDialects,
    .run = runLowerGraphToLinalg,
};
