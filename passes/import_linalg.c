/*===-- import_linalg.c - hidet-import-linalg driver ----------------------===*
 * Converts linalg-on-tensors (as torch-mlir prints it) in every func.func
 * into graph ops. Three phases per module, so that unsupported input is
 * reported completely and before anything changes:
 *   1. check every top-level op of every function body;
 *   2. convert the ops in program order (each op's results are redirected
 *      to the graph values built for them);
 *   3. erase the now-dead linalg/tensor/arith ops, back to front, and make
 *      sure none is left.
 * The op-specific parts live in import_linalg_*.c (see import_linalg.h).
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>
#include <string.h>

/* ---- Shared queries. --------------------------------------------------- */

bool importLinalgOpHasPrefix(MlirOperation op, const char *prefix) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  size_t len = strlen(prefix);
  return n.length >= len && strncmp(n.data, prefix, len) == 0;
}

MlirOperation importLinalgDefOp(MlirValue v) {
  if (mlirValueIsAOpResult(v))
    return mlirOpResultGetOwner(v);
  return (MlirOperation){NULL};
}

bool importLinalgScalarConst(MlirValue v, double *out) {
  MlirOperation def = importLinalgDefOp(v);
  if (!hidetOpIs(def, "arith.constant"))
    return false;
  MlirAttribute a = hidetOpAttr(def, "value");
  if (mlirAttributeIsAFloat(a))
    *out = mlirFloatAttrGetValueDouble(a);
  else if (mlirAttributeIsAInteger(a))
    *out = (double)mlirIntegerAttrGetValueInt(a);
  else
    return false;
  return true;
}

bool importLinalgFillValue(MlirValue v, double *out) {
  MlirOperation def = importLinalgDefOp(v);
  return hidetOpIs(def, "linalg.fill") && mlirOperationGetNumOperands(def) == 2 &&
         importLinalgScalarConst(mlirOperationGetOperand(def, 0), out);
}

MlirValue importLinalgSplatAttr(ImBuilder *b, MlirType type, MlirAttribute attr) {
  return importerConstant(b, mlirDenseElementsAttrSplatGet(type, attr));
}

MlirValue importLinalgReshape(ImBuilder *b, MlirValue x, intptr_t rank, const int64_t *shape) {
  MlirOperation def = importLinalgDefOp(x);
  if (hidetOpIs(def, "graph.reshape")) /* the dead inner reshape goes in cleanup */
    x = mlirOperationGetOperand(def, 0);
  return importerReshape(b, x, rank, shape);
}

MlirValue importLinalgData(ImBuilder *b, MlirValue v) {
  MlirOperation def = importLinalgDefOp(v);
  if (!hidetOpIs(def, "linalg.fill"))
    return v;
  MlirOperation cst = importLinalgDefOp(mlirOperationGetOperand(def, 0));
  MlirAttribute a = hidetOpAttr(cst, "value");
  return importLinalgSplatAttr(b, mlirValueGetType(v), a);
}

MlirValue importLinalgCombineInit(ImBuilder *b, MlirValue result, MlirValue init, const char *binop,
                        double neutral) {
  double f;
  if (importLinalgFillValue(init, &f) && f == neutral)
    return result;
  /* An uninitialised init may hold anything, the neutral value included. */
  if (hidetOpIs(importLinalgDefOp(init), "tensor.empty"))
    return result;
  return importerBinary(b, binop, result, importLinalgData(b, init), (MlirType){NULL});
}

bool importLinalgIntList(MlirAttribute attr, intptr_t n, int64_t *out) {
  if (mlirAttributeIsNull(attr))
    return false;
  if (mlirAttributeIsADenseI64Array(attr)) {
    if (mlirDenseArrayGetNumElements(attr) != n)
      return false;
    for (intptr_t i = 0; i < n; ++i)
      out[i] = mlirDenseI64ArrayGetElement(attr, i);
    return true;
  }
  if (mlirAttributeIsADenseIntElements(attr)) {
    if (mlirElementsAttrGetNumElements(attr) != n)
      return false;
    for (intptr_t i = 0; i < n; ++i)
      out[i] = mlirDenseElementsAttrGetInt64Value(attr, i);
    return true;
  }
  return false;
}

bool importLinalgCheckStatic(MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op), m = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n + m; ++i) {
    MlirValue v = i < n ? mlirOperationGetOperand(op, i) : mlirOperationGetResult(op, i - n);
    MlirType t = mlirValueGetType(v);
    if (!mlirTypeIsAShaped(t))
      continue; /* scalars (fill values, pad values) */
    if (!importerIsStaticTensor(v)) {
      HidetStr s = hidetPrintType(t);
      hidetEmitOpError(op, "%s #%ld has type %s: hidet-import-linalg needs static shapes of rank <= %d",
                       i < n ? "operand" : "result", (long)(i < n ? i : i - n), s.data,
                       HIDET_MAX_RANK);
      hidetStrFree(&s);
      return false;
    }
  }
  return true;
}

/* ---- Graph ops that import_util does not have. ------------------------- */

static intptr_t broadcast3(MlirValue a, MlirValue b, MlirValue c, int64_t *out) {
  int64_t sa[HIDET_MAX_RANK], sb[HIDET_MAX_RANK], sc[HIDET_MAX_RANK], t[HIDET_MAX_RANK];
  intptr_t ra = importerShape(a, sa), rb = importerShape(b, sb);
  intptr_t r = importerBroadcastShape(ra, sa, rb, sb, t);
  if (mlirValueIsNull(c) || r < 0)
    return r < 0 ? 0 : (memcpy(out, t, (size_t)r * sizeof *t), r);
  intptr_t rc = importerShape(c, sc);
  r = importerBroadcastShape(r, t, rc, sc, out);
  return r < 0 ? 0 : r;
}

MlirValue importLinalgSelect(ImBuilder *b, MlirValue c, MlirValue t, MlirValue f) {
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = broadcast3(c, t, f, s);
  MlirValue ops[3] = {c, t, f};
  return importerOp(b, "select", 3, ops, importerTensorType(r, s, importerElementType(t)), 0, NULL);
}

MlirValue importLinalgCompare(ImBuilder *b, const char *pred, MlirValue x, MlirValue y) {
  MlirNamedAttribute a = importerNamed(b->ctx, "predicate", importerStr(b->ctx, pred));
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = broadcast3(x, y, (MlirValue){NULL}, s);
  MlirValue ops[2] = {x, y};
  return importerOp(b, "compare", 2, ops, importerTensorType(r, s, mlirIntegerTypeGet(b->ctx, 1)), 1, &a);
}

MlirValue importLinalgGather(ImBuilder *b, MlirValue input, MlirValue indices, int64_t axis) {
  int64_t si[HIDET_MAX_RANK], sx[HIDET_MAX_RANK], s[2 * HIDET_MAX_RANK];
  intptr_t ri = importerShape(input, si), rx = importerShape(indices, sx), r = 0;
  for (intptr_t i = 0; i < axis; ++i)
    s[r++] = si[i];
  for (intptr_t i = 0; i < rx; ++i)
    s[r++] = sx[i];
  for (intptr_t i = axis + 1; i < ri; ++i)
    s[r++] = si[i];
  MlirNamedAttribute a = importerNamed(b->ctx, "axis", importerI64(b->ctx, axis));
  MlirValue ops[2] = {input, indices};
  return importerOp(b, "gather", 2, ops, importerTensorType(r, s, importerElementType(input)), 1, &a);
}

MlirValue importLinalgPad(ImBuilder *b, MlirValue x, const int64_t *lo, const int64_t *hi, double value) {
  int64_t s[HIDET_MAX_RANK], pads[2 * HIDET_MAX_RANK];
  intptr_t r = importerShape(x, s);
  for (intptr_t i = 0; i < r; ++i) {
    pads[2 * i] = lo[i];
    pads[2 * i + 1] = hi[i];
    s[i] += lo[i] + hi[i];
  }
  MlirNamedAttribute a[2] = {
      importerNamed(b->ctx, "padding", importerI64Array(b->ctx, 2 * r, pads)),
      importerNamed(b->ctx, "value", mlirFloatAttrDoubleGet(b->ctx, mlirF64TypeGet(b->ctx), value))};
  return importerOp(b, "pad", 1, &x, importerTensorType(r, s, importerElementType(x)), 2, a);
}

/* ---- The driver. -------------------------------------------------------- */

static MlirBlock funcBody(MlirOperation fn) {
  MlirRegion r = mlirOperationGetRegion(fn, 0);
  return mlirRegionGetFirstBlock(r);
}

static bool isGraphOp(MlirOperation op) { return importLinalgOpHasPrefix(op, "graph."); }

/* Phase 1 for one op. */
static bool checkOp(MlirOperation op) {
  if (hidetOpIs(op, "func.return") || isGraphOp(op))
    return true;
  if (hidetOpIs(op, "linalg.generic"))
    return importLinalgCheckGeneric(op);
  if (importLinalgIsNamed(op))
    return importLinalgCheckNamed(op);
  if (importLinalgIsTensor(op))
    return importLinalgCheckTensor(op);
  if (importLinalgIsScan(op))
    return importLinalgCheckScan(op);
  if (importLinalgOpHasPrefix(op, "linalg."))
    hidetEmitOpError(op, "is not supported by hidet-import-linalg (see docs/import-linalg.md)");
  else
    hidetEmitOpError(op, "is not supported by hidet-import-linalg at the top level of a function");
  return false;
}

static bool checkFunction(MlirOperation fn) {
  MlirBlock block = funcBody(fn);
  if (mlirBlockIsNull(block))
    return true; /* a declaration */
  bool ok = true;
  if (!mlirBlockIsNull(mlirBlockGetNextInRegion(block))) {
    hidetEmitOpError(fn, "has more than one block: hidet-import-linalg handles straight-line bodies");
    ok = false;
  }
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ok = checkOp(op) && ok;
  return ok;
}

static bool convertOp(MlirOperation op) {
  if (hidetOpIs(op, "linalg.generic"))
    return importLinalgConvertGeneric(op);
  if (importLinalgIsNamed(op))
    return importLinalgConvertNamed(op);
  if (importLinalgIsTensor(op))
    return importLinalgConvertTensor(op);
  if (importLinalgIsScan(op))
    return importLinalgConvertScan(op);
  return true;
}

static bool hasUses(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return true;
  return false;
}

static bool isImported(MlirOperation op) {
  return importLinalgOpHasPrefix(op, "linalg.") || importLinalgOpHasPrefix(op, "tensor.") ||
         hidetOpIs(op, "tm_tensor.scan") || hidetOpIs(op, "arith.constant");
}

/* Phase 3: erase dead imported ops back to front (users before producers),
 * then report any linalg/tensor op that is still used. */
static bool cleanupFunction(MlirOperation fn, const HidetOpList *before) {
  MlirBlock block = funcBody(fn);
  HidetOpList all = hidetOpListOfBlock(block);
  for (size_t i = all.len; i-- > 0;) {
    MlirOperation op = all.ops[i];
    bool ours = isImported(op) || (isGraphOp(op) && !hidetOpListContains(before, op));
    if (ours && !hasUses(op))
      mlirOperationDestroy(op);
  }
  hidetOpListFree(&all);
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (importLinalgOpHasPrefix(op, "linalg.") || importLinalgOpHasPrefix(op, "tensor.")) {
      hidetEmitOpError(op, "is still used after hidet-import-linalg (its result is read as data)");
      ok = false;
    }
  return ok;
}

static bool convertFunction(MlirOperation fn) {
  MlirBlock block = funcBody(fn);
  if (mlirBlockIsNull(block))
    return true;
  /* Graph ops the function had before the pass (never erased by it). */
  HidetOpList before = {NULL, 0, 0};
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (isGraphOp(op))
      hidetOpListPush(&before, op);
  bool ok = true;
  MlirOperation op = mlirBlockGetFirstOperation(block);
  while (ok && !mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    ok = convertOp(op);
    op = next;
  }
  ok = ok && cleanupFunction(fn, &before);
  hidetOpListFree(&before);
  return ok;
}

static MlirWalkResult collectFuncs(MlirOperation op, void *userData) {
  if (!hidetOpIs(op, "func.func"))
    return MlirWalkResultAdvance;
  hidetOpListPush(userData, op);
  return MlirWalkResultSkip;
}

static MlirLogicalResult runImportLinalg(MlirOperation root, const void *options) {
  (void)options;
  HidetOpList funcs = {NULL, 0, 0};
  mlirOperationWalk(root, collectFuncs, &funcs, MlirWalkPreOrder);
  bool ok = true;
  for (size_t i = 0; i < funcs.len; ++i)
    ok = checkFunction(funcs.ops[i]) && ok;
  for (size_t i = 0; ok && i < funcs.len; ++i)
    ok = convertFunction(funcs.ops[i]);
  hidetOpListFree(&funcs);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

const HidetPassDef hidetImportLinalgPassDef = {
    .name = "HidetImportLinalg",
    .argument = "hidet-import-linalg",
    .summary = "Import linalg-on-tensors (torch-mlir output) into graph ops",
    .description =
        "In every func.func, converts linalg named ops (matmul, batch_matmul, conv_2d_*, "
        "pooling_*, fill, transpose, broadcast), linalg.generic (elementwise, broadcast, "
        "transpose, single reductions, embedding gathers; the body is translated op by op into "
        "graph ops on whole tensors), tensor reshapes/slices/pads and tensor constants into "
        "graph ops. Unsupported ops are reported with their location before anything changes. "
        "See docs/import-linalg.md.",
    .options = NULL,
    .optionsSize = 0,
    .dependentDialects = NULL,
    .run = runImportLinalg,
};
