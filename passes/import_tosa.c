/*===-- import_tosa.c - hidet-import-tosa ----------------------------------===*
 * Converts the TOSA ops of every func.func into graph ops (op table in
 * docs/import-tosa.md). Two phases, as hidet-lower-graph-to-linalg: every
 * TOSA op is checked first (operand/result types, then the op's own rules)
 * and all problems are reported; only if none is found are the ops
 * converted, in program order, each replaced by what its converter builds
 * in front of it. tosa.const_shape ops are read by their users and erased
 * at the end, as are constants that only fed zero points and shifts.
 *===----------------------------------------------------------------------===*/
#include "import_tosa.h"
#include "pass_util.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *name;
  intptr_t minOperands;
  TiCheckFn check;
  TiConvertFn convert;
} TiOpDef;

static const TiOpDef kOps[] = {
    {"tosa.const", 0, importTosaCheckConst, importTosaConvertConst},
    {"tosa.const_shape", 0, importTosaCheckConstShape, NULL},
    {"tosa.identity", 1, importTosaCheckNone, importTosaConvertIdentity},
    {"tosa.add", 2, importTosaCheckBinary, importTosaConvertBinary},
    {"tosa.sub", 2, importTosaCheckBinary, importTosaConvertBinary},
    {"tosa.mul", 3, importTosaCheckMul, importTosaConvertMul},
    {"tosa.maximum", 2, importTosaCheckMinMax, importTosaConvertBinary},
    {"tosa.minimum", 2, importTosaCheckMinMax, importTosaConvertBinary},
    {"tosa.pow", 2, importTosaCheckFloatBinary, importTosaConvertBinary},
    {"tosa.exp", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.log", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.tanh", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.sigmoid", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.erf", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.rsqrt", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.sin", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.cos", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.floor", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.ceil", 1, importTosaCheckFloatUnary, importTosaConvertUnary},
    {"tosa.reciprocal", 1, importTosaCheckFloatUnary, importTosaConvertReciprocal},
    {"tosa.abs", 1, importTosaCheckBinary, importTosaConvertUnary},
    {"tosa.negate", 3, importTosaCheckNegate, importTosaConvertUnary},
    {"tosa.clamp", 1, importTosaCheckClamp, importTosaConvertClamp},
    {"tosa.cast", 1, importTosaCheckNone, importTosaConvertCast},
    {"tosa.greater", 2, importTosaCheckNone, importTosaConvertCompare},
    {"tosa.greater_equal", 2, importTosaCheckNone, importTosaConvertCompare},
    {"tosa.equal", 2, importTosaCheckNone, importTosaConvertCompare},
    {"tosa.select", 3, importTosaCheckNone, importTosaConvertSelect},
    {"tosa.logical_and", 2, importTosaCheckNone, importTosaConvertLogical},
    {"tosa.logical_or", 2, importTosaCheckNone, importTosaConvertLogical},
    {"tosa.logical_xor", 2, importTosaCheckNone, importTosaConvertLogical},
    {"tosa.logical_not", 1, importTosaCheckNone, importTosaConvertLogical},
    {"tosa.reduce_sum", 1, importTosaCheckReduce, importTosaConvertReduce},
    {"tosa.reduce_max", 1, importTosaCheckReduce, importTosaConvertReduce},
    {"tosa.reduce_min", 1, importTosaCheckReduce, importTosaConvertReduce},
    {"tosa.reduce_product", 1, importTosaCheckReduce, importTosaConvertReduce},
    {"tosa.reduce_all", 1, importTosaCheckReduceBool, importTosaConvertReduceBool},
    {"tosa.reduce_any", 1, importTosaCheckReduceBool, importTosaConvertReduceBool},
    {"tosa.matmul", 4, importTosaCheckMatmul, importTosaConvertMatmul},
    {"tosa.conv2d", 5, importTosaCheckConv, importTosaConvertConv2d},
    {"tosa.depthwise_conv2d", 5, importTosaCheckConv, importTosaConvertDepthwise},
    {"tosa.max_pool2d", 1, importTosaCheckPool, importTosaConvertPool},
    {"tosa.avg_pool2d", 3, importTosaCheckPool, importTosaConvertPool},
    {"tosa.reshape", 2, importTosaCheckReshape, importTosaConvertReshape},
    {"tosa.transpose", 1, importTosaCheckNone, importTosaConvertTranspose},
    {"tosa.slice", 3, importTosaCheckSlice, importTosaConvertSlice},
    {"tosa.concat", 1, importTosaCheckNone, importTosaConvertConcat},
    {"tosa.tile", 2, importTosaCheckTile, importTosaConvertTile},
    {"tosa.pad", 3, importTosaCheckPad, importTosaConvertPad},
    {"tosa.gather", 2, importTosaCheckGather, importTosaConvertGather},
    {"tosa.scatter", 3, importTosaCheckNone, importTosaConvertScatter},
};

/* Why some unsupported ops are not imported (appended to the message). */
static const struct {
  const char *name, *why;
} kWhyNot[] = {
    {"tosa.rescale", "quantized (integer-scaled) paths are not imported"},
    {"tosa.intdiv", "graph has no integer division"},
    {"tosa.argmax", "graph has no argmax"},
    {"tosa.transpose_conv2d", "graph has no transposed convolution"},
};

static const TiOpDef *lookup(MlirOperation op) {
  char name[64];
  hidetOpName(op, name, sizeof name);
  for (size_t i = 0; i < sizeof kOps / sizeof kOps[0]; ++i)
    if (strcmp(name, kOps[i].name) == 0)
      return &kOps[i];
  return NULL;
}

static void reportUnsupported(MlirOperation op) {
  char name[64];
  hidetOpName(op, name, sizeof name);
  for (size_t i = 0; i < sizeof kWhyNot / sizeof kWhyNot[0]; ++i)
    if (strcmp(name, kWhyNot[i].name) == 0) {
      hidetEmitOpError(op, "is not supported by hidet-import-tosa: %s", kWhyNot[i].why);
      return;
    }
  hidetEmitOpError(op, "is not supported by hidet-import-tosa");
}

/* ---- Generic checks: every tensor is static, ranked, of a graph type. -- */

static bool supportedElement(MlirType t) {
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    return mlirIntegerTypeIsSignless(t) && (w == 1 || w == 8 || w == 16 || w == 32 || w == 64);
  }
  return mlirTypeIsAF16(t) || mlirTypeIsABF16(t) || mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
}

static bool isShapeType(MlirType t) {
  HidetStr s = hidetPrintType(t);
  bool shape = strncmp(s.data, "!tosa.shape<", 12) == 0;
  hidetStrFree(&s);
  return shape;
}

/* Dynamic shapes (issue 27): the ops whose graph form takes `?` dims the
 * same way (elementwise ops, matmul, transpose, reshape by graph.reshape's
 * rule; docs/import-tosa.md, "Dynamic shapes"). */
static const char *const kDynamicOps[] = {
    "tosa.identity", "tosa.add",       "tosa.sub",     "tosa.mul",         "tosa.maximum",
    "tosa.minimum",  "tosa.pow",       "tosa.exp",     "tosa.log",         "tosa.tanh",
    "tosa.sigmoid",  "tosa.erf",       "tosa.rsqrt",   "tosa.sin",         "tosa.cos",
    "tosa.floor",    "tosa.ceil",      "tosa.abs",     "tosa.negate",      "tosa.clamp",
    "tosa.cast",     "tosa.greater",   "tosa.greater_equal", "tosa.equal", "tosa.select",
    "tosa.matmul",   "tosa.reshape",   "tosa.transpose"};

static bool allowsDynamic(MlirOperation op) {
  char name[64];
  hidetOpName(op, name, sizeof name);
  for (size_t i = 0; i < sizeof kDynamicOps / sizeof kDynamicOps[0]; ++i)
    if (strcmp(name, kDynamicOps[i]) == 0)
      return true;
  return false;
}

static bool checkValueType(MlirOperation op, const char *kind, intptr_t i, MlirType t) {
  const char *why = NULL;
  if (!mlirTypeIsATensor(t))
    why = isShapeType(t) ? NULL : "must be a tensor";
  else if (!mlirTypeIsARankedTensor(t))
    why = "must be a ranked tensor";
  else if (!mlirShapedTypeHasStaticShape(t) && !allowsDynamic(op))
    why = "must have a static shape (dynamic dims: elementwise ops, clamp, cast, compare, "
          "select, matmul, reshape, transpose; docs/import-tosa.md, \"Dynamic shapes\")";
  else if (mlirShapedTypeGetRank(t) > HIDET_MAX_RANK)
    why = "has a rank above 16";
  else if (!supportedElement(mlirShapedTypeGetElementType(t)))
    why = "has an element type graph does not support (i1, i8, i16, i32, i64, f16, bf16, f32, "
          "f64)";
  if (!why)
    return true;
  HidetStr s = hidetPrintType(t);
  hidetEmitOpError(op, "%s #%ld %s, got %s", kind, (long)i, why, s.data);
  hidetStrFree(&s);
  return false;
}

static bool checkTypes(MlirOperation op) {
  bool ok = true;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    ok = checkValueType(op, "operand", i, mlirValueGetType(mlirOperationGetOperand(op, i))) && ok;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    ok = checkValueType(op, "result", i, mlirValueGetType(mlirOperationGetResult(op, i))) && ok;
  return ok;
}

static bool checkOp(MlirOperation op) {
  const TiOpDef *def = lookup(op);
  if (!def) {
    reportUnsupported(op);
    return false;
  }
  if (mlirOperationGetNumResults(op) != 1 || mlirOperationGetNumOperands(op) < def->minOperands) {
    hidetEmitOpError(op, "has an unexpected form (at least %ld operands and one result expected)",
                     (long)def->minOperands);
    return false;
  }
  return checkTypes(op) && def->check(op);
}

/* ---- Collecting the TOSA ops of every func.func, in program order. ---- */


static bool insideFunc(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p))
    if (hidetOpIs(p, "func.func"))
      return true;
  return false;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length > 5 && strncmp(name.data, "tosa.", 5) == 0 && insideFunc(op))
    hidetOpListPush(userData, op);
  return MlirWalkResultAdvance;
}

/* ---- Conversion. ------------------------------------------------------ */

static bool unused(MlirOperation op) {
  return mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, 0)));
}

static void convertAll(const HidetOpList *tosa) {
  HidetOpList consts = {NULL, 0, 0}, shapes = {NULL, 0, 0};
  for (size_t i = 0; i < tosa->len; ++i) {
    MlirOperation op = tosa->ops[i];
    const TiOpDef *def = lookup(op);
    if (!def->convert) {
      hidetOpListPush(&shapes, op);
      continue;
    }
    ImBuilder b = importerBuilderBefore(op);
    MlirValue v = def->convert(&b, op);
    if (hidetOpIs(op, "tosa.const"))
      hidetOpListPush(&consts, mlirOpResultGetOwner(v));
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
    mlirOperationDestroy(op);
  }
  for (size_t i = 0; i < shapes.len; ++i)
    mlirOperationDestroy(shapes.ops[i]);
  /* zero points and shifts were read, not used */
  for (size_t i = 0; i < consts.len; ++i)
    if (unused(consts.ops[i]))
      mlirOperationDestroy(consts.ops[i]);
  hidetOpListFree(&consts);
  hidetOpListFree(&shapes);
}

static MlirLogicalResult runImportTosa(MlirOperation root, const void *options) {
  (void)options;
  HidetOpList list = {NULL, 0, 0};
  mlirOperationWalk(root, collect, &list, MlirWalkPreOrder);
  bool ok = true;
  for (size_t i = 0; i < list.len; ++i)
    ok = checkOp(list.ops[i]) && ok;
  if (ok)
    convertAll(&list);
  hidetOpListFree(&list);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

const HidetPassDef hidetImportTosaPassDef = {
    .name = "HidetImportTosa",
    .argument = "hidet-import-tosa",
    .summary = "Import TOSA ops into graph ops",
    .description =
        "Replaces the TOSA ops (spec 1.0 forms, as MLIR 22 prints them) of every func.func "
        "with graph ops: elementwise ops one to one (integer arithmetic through f64), "
        "clamp as relu or max/min, reciprocal as a division, matmul as batch_matmul, "
        "conv2d/depthwise_conv2d as NHWC graph.conv2d with a transposed/reshaped filter plus "
        "a bias add, max/avg pooling as pool2d (avg with padding rescaled to TOSA's "
        "count of valid elements), reductions with keepdims, tile as reshape/broadcast/"
        "reshape, gather as a flat graph.gather, scatter as a masked max over the written "
        "rows, comparisons as graph.compare, reduce_all/"
        "reduce_any on i1 as a min/max reduction of the 0/1 values in f32, logical ops as "
        "selects. Shape "
        "operands must be tosa.const_shape, zero points constants of 0, mul's shift 0. "
        "Every TOSA op is checked first; on any unsupported op, dynamic shape or "
        "unsupported attribute the pass reports all of them and fails, leaving the IR "
        "unchanged. Function signatures are not changed.",
    .options = NULL,
    .optionsSize = 0,
    .dependentDialects = NULL,
    .run = runImportTosa,
};
