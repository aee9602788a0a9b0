/*===-- import_linalg.c - hidet-import-linalg driver ----------------------===*
 * Converts linalg-on-tensors (as torch-mlir prints it) in every func.func
 * into graph ops. Three phases per module, so that unsupported input is
 * reported completely and before anything changes (after phase 0, which
 * only rewrites linalg.generic ops into equivalent ones:
 * import_linalg_dynbcast.c):
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

#include <stdio.h>
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
  bool dyn = !mlirShapedTypeHasStaticShape(mlirValueGetType(x));
  for (intptr_t i = 0; i < rank; ++i)
    dyn = dyn || mlirShapedTypeIsDynamicSize(shape[i]);
  /* The dead inner reshape goes in cleanup. Not with dynamic dims: two
   * reshapes by the rule of lib/reshape_rule.h need not be one. */
  if (hidetOpIs(def, "graph.reshape") && !dyn)
    x = mlirOperationGetOperand(def, 0);
  return importerReshape(b, x, rank, shape);
}

MlirValue importLinalgData(ImBuilder *b, MlirValue v) {
  MlirOperation def = importLinalgDefOp(v);
  if (!hidetOpIs(def, "linalg.fill"))
    return v;
  MlirOperation cst = importLinalgDefOp(mlirOperationGetOperand(def, 0));
  MlirAttribute a = hidetOpAttr(cst, "value");
  MlirType t = mlirValueGetType(v);
  if (!mlirShapedTypeHasStaticShape(t)) { /* 1 in the dynamic dims: broadcasting does the rest */
    int64_t s[HIDET_MAX_RANK];
    intptr_t r = importerShape(v, s);
    for (intptr_t i = 0; i < r; ++i)
      s[i] = mlirShapedTypeIsDynamicSize(s[i]) ? 1 : s[i];
    t = importerTensorType(r, s, importerElementType(v));
  }
  return importLinalgSplatAttr(b, t, a);
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

/* The ops whose translation handles `?` dims (issue 27, dynamic shapes): a
 * dynamic dim flows through them as graph numpy broadcasting does (a `?`
 * matches anything at verify time and is checked at run time). */
static bool allowsDynamic(MlirOperation op) {
  static const char *const ok[] = {"linalg.generic", "linalg.matmul",    "linalg.batch_matmul",
                                   "linalg.fill",    "linalg.transpose", "linalg.copy",
                                   "tensor.empty",   "tensor.cast",      "tensor.dim",
                                   "tensor.expand_shape", "tensor.collapse_shape",
                                   "tensor.reshape", "tensor.from_elements"};
  for (size_t i = 0; i < sizeof ok / sizeof *ok; ++i)
    if (hidetOpIs(op, ok[i]))
      return true;
  return false;
}

bool importLinalgCheckStatic(MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op), m = mlirOperationGetNumResults(op);
  bool dyn = allowsDynamic(op);
  for (intptr_t i = 0; i < n + m; ++i) {
    MlirValue v = i < n ? mlirOperationGetOperand(op, i) : mlirOperationGetResult(op, i - n);
    MlirType t = mlirValueGetType(v);
    if (!mlirTypeIsAShaped(t))
      continue; /* scalars (fill values, pad values) */
    bool ranked = mlirTypeIsARankedTensor(t) && mlirShapedTypeGetRank(t) <= HIDET_MAX_RANK;
    if (ranked && (dyn || mlirShapedTypeHasStaticShape(t)))
      continue;
    HidetStr s = hidetPrintType(t);
    if (ranked) {
      intptr_t d = 0;
      while (!mlirShapedTypeIsDynamicDim(t, d))
        ++d;
      hidetEmitOpError(op,
                       "%s #%ld has type %s: dim %ld is dynamic; hidet-import-linalg takes dynamic "
                       "dims only in linalg.generic, matmul, batch_matmul, fill, transpose, copy "
                       "and tensor.empty/dim/cast/expand_shape/collapse_shape/reshape "
                       "(docs/import-linalg.md, \"Dynamic shapes\")",
                       i < n ? "operand" : "result", (long)(i < n ? i : i - n), s.data, (long)d);
    } else {
      hidetEmitOpError(
          op, "%s #%ld has type %s: hidet-import-linalg needs ranked tensors of rank <= %d",
          i < n ? "operand" : "result", (long)(i < n ? i : i - n), s.data, HIDET_MAX_RANK);
    }
    hidetStrFree(&s);
    return false;
  }
  return true;
}

#define ORIG_TYPES "hidet.import_types"

/* Phase 1 records the operand types of every linalg op (the op is erased
 * after the conversion, and the attribute with it). */
static void recordTypes(MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirAttribute *ts = calloc((size_t)n + 1, sizeof *ts);
  if (!ts)
    abort();
  for (intptr_t i = 0; i < n; ++i)
    ts[i] = mlirTypeAttrGet(mlirValueGetType(mlirOperationGetOperand(op, i)));
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString(ORIG_TYPES),
                                  mlirArrayAttrGet(mlirOperationGetContext(op), n, ts));
  free(ts);
}

int64_t importLinalgOrigDim(MlirOperation op, intptr_t i, intptr_t j) {
  MlirAttribute a = hidetOpAttr(op, ORIG_TYPES);
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAArray(a) && i < mlirArrayAttrGetNumElements(a))
    t = mlirTypeAttrGetValue(mlirArrayAttrGetElement(a, i));
  if (!mlirTypeIsARankedTensor(t) || j >= mlirShapedTypeGetRank(t))
    return 0;
  return mlirShapedTypeGetDimSize(t, j);
}

intptr_t importLinalgOrigRank(MlirOperation op, intptr_t i) {
  MlirAttribute a = hidetOpAttr(op, ORIG_TYPES);
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAArray(a) && i < mlirArrayAttrGetNumElements(a))
    t = mlirTypeAttrGetValue(mlirArrayAttrGetElement(a, i));
  return mlirTypeIsARankedTensor(t) ? mlirShapedTypeGetRank(t) : -1;
}

bool importLinalgKeptBroadcast(MlirOperation op, intptr_t i, intptr_t j) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
  return mlirTypeIsARankedTensor(t) && j < mlirShapedTypeGetRank(t) &&
         mlirShapedTypeGetDimSize(t, j) == 1 &&
         mlirShapedTypeIsDynamicSize(importLinalgOrigDim(op, i, j));
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

/* Shape arithmetic at the top level (dynamic shapes): torch-mlir computes the
 * sizes of tensor.empty from tensor.dim with arith ops (and affine.apply) on
 * index/integer scalars, and checks them with cf.assert ("negative values not allowed in
 * new dimensions", "mismatched size for broadcast"). Graph ops carry `?`
 * dims instead; these ops are erased when dead and the sizes are checked at
 * run time. */
static bool isShapeScalarOp(MlirOperation op) {
  if (hidetOpIs(op, "cf.assert"))
    return true;
  /* affine.apply: the rows of a flattened `?` batch ([B, 6, K] -> [B * 6, K]
   * is `()[s0] -> (s0 * 6)`) */
  if ((!importLinalgOpHasPrefix(op, "arith.") && !hidetOpIs(op, "affine.apply")) ||
      hidetOpIs(op, "arith.constant"))
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeIsAIndex(t) && !mlirTypeIsAInteger(t))
      return false;
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    if (!mlirTypeIsAIndex(t) && !mlirTypeIsAInteger(t))
      return false;
  }
  return true;
}

/* Phase 1 for one op. */
static bool checkOp(MlirOperation op) {
  if (hidetOpIs(op, "func.return") || isGraphOp(op) || isShapeScalarOp(op))
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
         hidetOpIs(op, "tm_tensor.scan") || hidetOpIs(op, "arith.constant") ||
         isShapeScalarOp(op);
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

/* ---- Symbols of dynamic dims (hidet.symbols). ---------------------------- *
 * hidet-run sizes an output's `?` dims from the symbols of the function's
 * dims (tools/hidet-run/dims.c): argument and result attribute
 * `hidet.symbols`, one string per dim ("" for a static one). An export may
 * set them (bench/models/export_dynamic.py does, with the range in
 * `hidet.symbol_ranges`); where a result has none, they are traced here
 * from torch-mlir's form: the result's init is a tensor.empty (maybe
 * filled) whose sizes are tensor.dim of an argument. An argument dim
 * traced to without a symbol gets one named "argN.K". */

static MlirAttribute symbolsOf(MlirOperation fn, const char *which, intptr_t i) {
  MlirAttribute all = hidetOpAttr(fn, which);
  if (mlirAttributeIsNull(all) || !mlirAttributeIsAArray(all) ||
      i >= mlirArrayAttrGetNumElements(all))
    return mlirAttributeGetNull();
  MlirAttribute d = mlirArrayAttrGetElement(all, i);
  if (!mlirAttributeIsADictionary(d))
    return mlirAttributeGetNull();
  return mlirDictionaryAttrGetElementByName(d, mlirStringRefCreateFromCString("hidet.symbols"));
}

/* Sets `hidet.symbols` of argument/result i (keeping its other attributes). */
static void setSymbols(MlirOperation fn, const char *which, intptr_t n, intptr_t i,
                       MlirAttribute syms) {
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirAttribute all = hidetOpAttr(fn, which);
  MlirAttribute *dicts = calloc((size_t)n + 1, sizeof *dicts);
  if (!dicts)
    abort();
  for (intptr_t k = 0; k < n; ++k) {
    MlirAttribute old = !mlirAttributeIsNull(all) && mlirAttributeIsAArray(all) &&
                                k < mlirArrayAttrGetNumElements(all)
                            ? mlirArrayAttrGetElement(all, k)
                            : mlirDictionaryAttrGet(ctx, 0, NULL);
    if (k != i) {
      dicts[k] = old;
      continue;
    }
    intptr_t m = mlirDictionaryAttrGetNumElements(old), c = 0;
    MlirNamedAttribute *e = calloc((size_t)m + 1, sizeof *e);
    if (!e)
      abort();
    for (intptr_t j = 0; j < m; ++j) {
      MlirNamedAttribute na = mlirDictionaryAttrGetElement(old, j);
      MlirStringRef nm = mlirIdentifierStr(na.name);
      if (!(nm.length == 13 && strncmp(nm.data, "hidet.symbols", 13) == 0))
        e[c++] = na;
    }
    e[c++] = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("hidet.symbols")), syms);
    dicts[k] = mlirDictionaryAttrGet(ctx, c, e);
    free(e);
  }
  mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString(which),
                                  mlirArrayAttrGet(ctx, n, dicts));
  free(dicts);
}

/* The (argument, dim) a size value is tensor.dim of; false if not. */
static bool traceSize(MlirValue size, intptr_t *arg, int64_t *dim) {
  MlirOperation d = importLinalgDefOp(size);
  if (!hidetOpIs(d, "tensor.dim"))
    return false;
  MlirValue src = mlirOperationGetOperand(d, 0);
  MlirOperation c = importLinalgDefOp(mlirOperationGetOperand(d, 1));
  if (!mlirValueIsABlockArgument(src) || !hidetOpIs(c, "arith.constant"))
    return false;
  *arg = mlirBlockArgumentGetArgNumber(src);
  *dim = mlirIntegerAttrGetValueInt(hidetOpAttr(c, "value"));
  return true;
}

/* The tensor.empty a result's init comes from, or null. */
static MlirOperation initEmpty(MlirValue v) {
  for (int depth = 0; depth < 64; ++depth) {
    MlirOperation d = importLinalgDefOp(v);
    if (mlirOperationIsNull(d))
      return d;
    if (hidetOpIs(d, "tensor.empty"))
      return d;
    if (hidetOpIs(d, "tensor.cast")) {
      v = mlirOperationGetOperand(d, 0);
      continue;
    }
    if (!importLinalgOpHasPrefix(d, "linalg."))
      return (MlirOperation){NULL};
    intptr_t n = mlirOperationGetNumOperands(d), m = mlirOperationGetNumResults(d), r = 0;
    for (; r < m && !mlirValueEqual(mlirOperationGetResult(d, r), v); ++r)
      ;
    if (m == 0 || r == m)
      v = mlirOperationGetOperand(d, n - 1); /* linalg.fill: its outs */
    else
      v = mlirOperationGetOperand(d, n - m + r);
  }
  return (MlirOperation){NULL};
}

/* Whether `syms` names every `?` dim of `t` (a non-empty string each). An
 * export may give "" for a dim it does not name: that dim is traced too. */
static bool namesEveryDynamicDim(MlirAttribute syms, MlirType t) {
  intptr_t rank = mlirShapedTypeGetRank(t);
  if (mlirAttributeIsNull(syms) || !mlirAttributeIsAArray(syms) ||
      mlirArrayAttrGetNumElements(syms) != rank)
    return false;
  for (intptr_t k = 0; k < rank; ++k) {
    MlirAttribute e = mlirArrayAttrGetElement(syms, k);
    if (mlirShapedTypeIsDynamicDim(t, k) &&
        (!mlirAttributeIsAString(e) || mlirStringAttrGetValue(e).length == 0))
      return false;
  }
  return true;
}

static void annotateSymbols(MlirOperation fn, MlirBlock body) {
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirType fnType = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  intptr_t nIn = mlirFunctionTypeGetNumInputs(fnType), nRes = mlirFunctionTypeGetNumResults(fnType);
  MlirOperation ret = mlirBlockGetTerminator(body);
  if (mlirOperationIsNull(ret) || !hidetOpIs(ret, "func.return"))
    return;
  for (intptr_t r = 0; r < nRes && r < mlirOperationGetNumOperands(ret); ++r) {
    MlirType t = mlirFunctionTypeGetResult(fnType, r);
    if (!mlirTypeIsARankedTensor(t) || mlirShapedTypeHasStaticShape(t) ||
        namesEveryDynamicDim(symbolsOf(fn, "res_attrs", r), t))
      continue;
    MlirValue rv = mlirOperationGetOperand(ret, r);
    MlirOperation empty = initEmpty(rv);
    MlirType et =
        mlirOperationIsNull(empty) ? t : mlirValueGetType(mlirOperationGetResult(empty, 0));
    intptr_t rank = mlirShapedTypeGetRank(t), next = 0;
    if (rank > HIDET_MAX_RANK)
      continue;
    if (mlirOperationIsNull(empty) || mlirShapedTypeGetRank(et) != rank)
      empty = (MlirOperation){NULL};
    MlirAttribute names[HIDET_MAX_RANK];
    bool ok = true;
    for (intptr_t k = 0; ok && k < rank; ++k) {
      names[k] = mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(""));
      if (!mlirShapedTypeIsDynamicDim(t, k))
        continue;
      intptr_t arg = nIn;
      int64_t dim = -1;
      bool traced = false;
      if (!mlirOperationIsNull(empty) && mlirShapedTypeIsDynamicDim(et, k))
        traced = next < mlirOperationGetNumOperands(empty) &&
                 traceSize(mlirOperationGetOperand(empty, next++), &arg, &dim);
      if (!traced) {
        /* else the size of the data, through tensor.cast and inits with a
         * 1 where the data has the `?` (torch-mlir's mis-lowered views):
         * an argument's dim ("argN.K") or a symbol it declares */
        char text[64];
        long a;
        long long d;
        int used = 0;
        if (!importLinalgSymHeldDimText(rv, k, text, sizeof text)) {
          ok = false;
          break;
        }
        if (sscanf(text, "arg%ld.%lld%n", &a, &d, &used) == 2 && text[used] == 0) {
          arg = a;
          dim = d;
        } else if (strpbrk(text, "*/") == NULL && !(text[0] >= '0' && text[0] <= '9') &&
                   text[0] != '-') {
          names[k] = mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(text));
          continue;
        }
      }
      if (arg < 0 || arg >= nIn) {
        ok = false;
        break;
      }
      MlirType at = mlirFunctionTypeGetInput(fnType, arg);
      intptr_t ar = mlirShapedTypeGetRank(at);
      MlirAttribute as = symbolsOf(fn, "arg_attrs", arg);
      bool sized = !mlirAttributeIsNull(as) && mlirAttributeIsAArray(as) &&
                   mlirArrayAttrGetNumElements(as) == ar;
      if (!namesEveryDynamicDim(as, at) && ar <= HIDET_MAX_RANK) {
        /* name the argument's unnamed dynamic dims, keeping its names */
        MlirAttribute an[HIDET_MAX_RANK];
        for (intptr_t j = 0; j < ar; ++j) {
          MlirAttribute old = sized ? mlirArrayAttrGetElement(as, j) : mlirAttributeGetNull();
          bool named = !mlirAttributeIsNull(old) && mlirAttributeIsAString(old) &&
                       mlirStringAttrGetValue(old).length > 0;
          char buf[48] = "";
          if (mlirShapedTypeIsDynamicDim(at, j) && !named)
            snprintf(buf, sizeof buf, "arg%ld.%ld", (long)arg, (long)j);
          an[j] = named ? old : mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(buf));
        }
        as = mlirArrayAttrGet(ctx, ar, an);
        setSymbols(fn, "arg_attrs", nIn, arg, as);
      }
      names[k] = dim >= 0 && dim < ar ? mlirArrayAttrGetElement(as, dim) : names[k];
      ok = mlirStringAttrGetValue(names[k]).length > 0;
    }
    if (ok)
      setSymbols(fn, "res_attrs", nRes, r, mlirArrayAttrGet(ctx, rank, names));
  }
}

/* Dynamic shapes: a value may end up more or less static than the linalg
 * value it replaces (tensor.cast between static and dynamic is its
 * operand; a broadcast to a `?` extent stays unexpanded). Inside the graph
 * a `?` agrees with any size; at a function result the type is fixed. */
static bool checkReturnTypes(MlirOperation fn, MlirBlock block) {
  MlirOperation ret = mlirBlockGetTerminator(block);
  if (mlirOperationIsNull(ret) || !hidetOpIs(ret, "func.return"))
    return true;
  MlirType fnType = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  bool ok = true;
  for (intptr_t i = 0;
       i < mlirOperationGetNumOperands(ret) && i < mlirFunctionTypeGetNumResults(fnType); ++i) {
    MlirType have = mlirValueGetType(mlirOperationGetOperand(ret, i));
    MlirType want = mlirFunctionTypeGetResult(fnType, i);
    if (mlirTypeEqual(have, want))
      continue;
    HidetStr h = hidetPrintType(have), w = hidetPrintType(want);
    hidetEmitOpError(
        ret,
        "result #%ld is %s after the import but the function returns %s: a cast "
        "between static and dynamic dims, or a broadcast to a dynamic size, at a "
        "function result has no graph form (docs/import-linalg.md, \"Dynamic shapes\")",
        (long)i, h.data, w.data);
    hidetStrFree(&h);
    hidetStrFree(&w);
    ok = false;
  }
  return ok;
}

static bool convertFunction(MlirOperation fn) {
  MlirBlock block = funcBody(fn);
  if (mlirBlockIsNull(block))
    return true;
  annotateSymbols(fn, block);
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
  ok = ok && checkReturnTypes(fn, block) && cleanupFunction(fn, &before);
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
  importLinalgRowsReset();
  for (size_t i = 0; i < funcs.len; ++i) {
    MlirBlock block = funcBody(funcs.ops[i]);
    for (MlirOperation op = mlirBlockIsNull(block) ? (MlirOperation){NULL}
                                                   : mlirBlockGetFirstOperation(block);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
      if (hidetOpIs(op, "linalg.generic"))
        importLinalgNormalizeExtracts(op);
    if (!mlirBlockIsNull(block))
      importLinalgRaiseTriMasks(block);
  }
  for (size_t i = 0; i < funcs.len; ++i)
    ok = checkFunction(funcs.ops[i]) && ok;
  /* Only once every check passed: a failed check leaves the IR unchanged. */
  for (size_t i = 0; ok && i < funcs.len; ++i) {
    MlirBlock block = funcBody(funcs.ops[i]);
    for (MlirOperation op = mlirBlockIsNull(block) ? (MlirOperation){NULL}
                                                   : mlirBlockGetFirstOperation(block);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      bool reshape = hidetOpIs(op, "tensor.expand_shape") ||
                     hidetOpIs(op, "tensor.collapse_shape") || hidetOpIs(op, "tensor.reshape");
      if (importLinalgOpHasPrefix(op, "linalg.") || reshape)
        recordTypes(op);
      if (reshape) /* the sizes of rows held un-flattened (import_linalg_rows.c) */
        importLinalgRowsRecord(op);
    }
  }
  for (size_t i = 0; ok && i < funcs.len; ++i)
    ok = convertFunction(funcs.ops[i]);
  importLinalgRowsReset();
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
