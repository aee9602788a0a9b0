/*===-- graph_canonicalize.c - hidet-graph-canonicalize -------------------===*
 * Cleans up imported graphs so that partitioning sees the operators the
 * model was written with. Frontends (torch-mlir to TOSA or linalg) hand us
 * softmax, layer_norm and GELU decomposed into elementwise ops and
 * reductions, reshape chains and explicit broadcasts; hidet's fusion
 * decisions are made per operator, so this pass
 *  1. simplifies: reshape(reshape x) -> one reshape, a reshape/transpose/
 *     cast/broadcast to the same type -> x, transpose(transpose x) -> one
 *     transpose, a keepdims=false reduce followed by the reshape that puts
 *     the reduced dims back -> keepdims=true, an explicit graph.broadcast
 *     feeding an elementwise op that broadcasts anyway -> dropped;
 *     plus the exact local folds of graph_fold.c (pow(x, 2), compares of
 *     widened floats, zero pads into conv2d, casts of splats, leading-1
 *     reshapes of broadcast operands, matmul operands widened from
 *     f16/bf16 -> the 16-bit tensors with an f32 result); a head split
 *     reshape -> transpose -> reshape whose first reshape merges (MHA's
 *     [S, B*H, D]) -> a reshape that only splits and a transpose
 *     (graph_fold_regroup.c); a reshape that scales a `?` (flattened rows
 *     of a `?` batch) moved below the row-wise ops that use it, to meet
 *     the reshape that splits the rows back (graph_sink_rows.c);
 *  2. raises (graph_raise.c) decomposed softmax, layer_norm, erf-GELU,
 *     sigmoid and mean back into graph.softmax, graph.layer_norm,
 *     graph.gelu, graph.sigmoid and reduce{kind = "mean"};
 *  3. erases graph ops whose results are unused (IRDL ops have no side-effect
 *     information, so upstream canonicalize/cse keep them).
 * Every rewrite replaces a value by one equal to it for all inputs, except
 * the layer_norm raise (see graph_raise.c: f32 two-pass variance instead of
 * the f64 that torch's decomposition uses) and the sum * (1/N) mean raise
 * (the rounding of 1/N). Runs to a fixed point on every
 * func.func; never fails on a valid graph.
 *===----------------------------------------------------------------------===*/
#include "graph_canonicalize.h"

#include "import_util.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>
#include <string.h>

bool canonIs(MlirOperation op, const char *name) {
  if (mlirOperationIsNull(op))
    return false;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  size_t len = strlen(name);
  return n.length == len + 6 && strncmp(n.data, "graph.", 6) == 0 &&
         strncmp(n.data + 6, name, len) == 0;
}

MlirOperation canonDef(MlirValue v, const char *name) {
  if (!mlirValueIsAOpResult(v))
    return (MlirOperation){NULL};
  MlirOperation op = mlirOpResultGetOwner(v);
  return canonIs(op, name) ? op : (MlirOperation){NULL};
}

bool canonSplat(MlirValue v, double *out) {
  /* Look through ops that do not change a splat's value. */
  for (;;) {
    MlirOperation op = canonDef(v, "reshape");
    if (mlirOperationIsNull(op))
      op = canonDef(v, "broadcast");
    if (mlirOperationIsNull(op))
      op = canonDef(v, "cast"); /* float casts keep the value up to rounding */
    if (mlirOperationIsNull(op))
      break;
    v = mlirOperationGetOperand(op, 0);
  }
  MlirOperation c = canonDef(v, "constant");
  if (mlirOperationIsNull(c))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(c, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseElements(a) ||
      !mlirDenseElementsAttrIsSplat(a))
    return false;
  MlirAttribute s = mlirDenseElementsAttrGetSplatValue(a);
  if (!mlirAttributeIsAFloat(s))
    return false; /* integer splats are not matched (a cast from one could truncate) */
  *out = mlirFloatAttrGetValueDouble(s);
  return true;
}

bool canonNear(double x, double want) {
  double d = x - want;
  if (d < 0)
    d = -d;
  return d <= 1e-6 * (want < 0 ? -want : want) + 1e-12;
}

bool canonReduceAttrs(MlirOperation op, char *kind, size_t kindSize, int64_t *axes, intptr_t *n,
                   bool *keepdims) {
  MlirAttribute k = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("kind"));
  MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("axes"));
  MlirAttribute kd =
      mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("keepdims"));
  if (mlirAttributeIsNull(k) || mlirAttributeIsNull(a) || !mlirAttributeIsAString(k) ||
      !mlirAttributeIsADenseI64Array(a))
    return false;
  MlirStringRef ks = mlirStringAttrGetValue(k);
  if (ks.length >= kindSize)
    return false;
  memcpy(kind, ks.data, ks.length);
  kind[ks.length] = '\0';
  *n = mlirDenseArrayGetNumElements(a);
  if (*n > HIDET_MAX_RANK)
    return false;
  int64_t rank = mlirShapedTypeGetRank(mlirValueGetType(mlirOperationGetOperand(op, 0)));
  for (intptr_t i = 0; i < *n; ++i) {
    int64_t x = mlirDenseI64ArrayGetElement(a, i);
    axes[i] = x < 0 ? x + rank : x;
  }
  *keepdims = !mlirAttributeIsNull(kd) && mlirAttributeIsABool(kd) && mlirBoolAttrGetValue(kd);
  return true;
}

/* ---- Simplifications. ---------------------------------------------------- */
static bool sameType(MlirValue a, MlirValue b) {
  return mlirTypeEqual(mlirValueGetType(a), mlirValueGetType(b));
}

static void replaceAndErase(MlirOperation op, MlirValue with) {
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), with);
  mlirOperationDestroy(op);
}

/* Rebuilds `op` (a graph op) with operand `i` replaced: graph ops carry no
 * regions, so setting the operand in place is enough. */
static void setOperand(MlirOperation op, intptr_t i, MlirValue v) {
  mlirOperationSetOperand(op, i, v);
}

/* reshape/transpose/cast/broadcast of x to x's own type. */
static bool foldIdentity(MlirOperation op) {
  if (!(canonIs(op, "reshape") || canonIs(op, "cast") || canonIs(op, "broadcast") || canonIs(op, "transpose")))
    return false;
  MlirValue x = mlirOperationGetOperand(op, 0);
  if (!sameType(x, mlirOperationGetResult(op, 0)))
    return false;
  if (canonIs(op, "transpose")) {
    MlirAttribute p = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("perm"));
    if (mlirAttributeIsNull(p) || !mlirAttributeIsADenseI64Array(p))
      return false;
    for (intptr_t i = 0; i < mlirDenseArrayGetNumElements(p); ++i)
      if (mlirDenseI64ArrayGetElement(p, i) != i)
        return false;
  }
  replaceAndErase(op, x);
  return true;
}

/* reshape(reshape x) -> reshape x (the inner one stays if it has other
 * uses; DCE removes it otherwise). */
static bool foldReshapeChain(MlirOperation op) {
  if (!canonIs(op, "reshape"))
    return false;
  MlirOperation inner = canonDef(mlirOperationGetOperand(op, 0), "reshape");
  if (mlirOperationIsNull(inner))
    return false;
  setOperand(op, 0, mlirOperationGetOperand(inner, 0));
  return true;
}

static MlirAttribute permAttr(MlirOperation op) {
  MlirAttribute p = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("perm"));
  return !mlirAttributeIsNull(p) && mlirAttributeIsADenseI64Array(p) ? p : mlirAttributeGetNull();
}

/* transpose(transpose x, p1), p2 -> transpose x, p1[p2[i]]. */
static bool foldTransposeChain(MlirOperation op) {
  if (!canonIs(op, "transpose"))
    return false;
  MlirOperation inner = canonDef(mlirOperationGetOperand(op, 0), "transpose");
  if (mlirOperationIsNull(inner))
    return false;
  MlirAttribute p2 = permAttr(op), p1 = permAttr(inner);
  if (mlirAttributeIsNull(p1) || mlirAttributeIsNull(p2))
    return false;
  intptr_t r = mlirDenseArrayGetNumElements(p2);
  if (r != mlirDenseArrayGetNumElements(p1) || r > HIDET_MAX_RANK)
    return false;
  int64_t p[HIDET_MAX_RANK];
  for (intptr_t i = 0; i < r; ++i) {
    int64_t j = mlirDenseI64ArrayGetElement(p2, i);
    if (j < 0 || j >= r)
      return false;
    p[i] = mlirDenseI64ArrayGetElement(p1, j);
  }
  MlirContext ctx = mlirOperationGetContext(op);
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("perm"),
                                  mlirDenseI64ArrayGet(ctx, r, p));
  setOperand(op, 0, mlirOperationGetOperand(inner, 0));
  return true;
}

/* reshape(reduce{keepdims=false} x) whose shape is the keepdims=true shape
 * -> reduce{keepdims=true} x (a new op, so other users of the reduce keep
 * theirs). */
static bool foldReduceKeepdims(MlirOperation op) {
  if (!canonIs(op, "reshape"))
    return false;
  MlirOperation red = canonDef(mlirOperationGetOperand(op, 0), "reduce");
  if (mlirOperationIsNull(red))
    return false;
  char kind[16];
  int64_t axes[HIDET_MAX_RANK], in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  intptr_t n;
  bool keep;
  if (!canonReduceAttrs(red, kind, sizeof kind, axes, &n, &keep) || keep)
    return false;
  MlirValue x = mlirOperationGetOperand(red, 0);
  intptr_t rin = importerShape(x, in), rout = importerShape(mlirOperationGetResult(op, 0), out);
  if (rin != rout)
    return false;
  for (intptr_t d = 0; d < rin; ++d) {
    bool reduced = false;
    for (intptr_t i = 0; i < n; ++i)
      reduced = reduced || axes[i] == d;
    if (out[d] != (reduced ? 1 : in[d]))
      return false;
  }
  MlirOperation clone = mlirOperationClone(red);
  mlirOperationSetAttributeByName(clone, mlirStringRefCreateFromCString("keepdims"),
                                  mlirBoolAttrGet(mlirOperationGetContext(op), 1));
  mlirValueSetType(mlirOperationGetResult(clone, 0),
                   mlirValueGetType(mlirOperationGetResult(op, 0)));
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, clone);
  replaceAndErase(op, mlirOperationGetResult(clone, 0));
  return true;
}

static bool isElementwise(MlirOperation op) {
  static const char *const names[] = {"add", "sub", "mul",     "div",    "max",
                                      "min", "pow", "compare", "select", NULL};
  for (const char *const *n = names; *n; ++n)
    if (canonIs(op, *n))
      return true;
  return false;
}

/* An explicit broadcast feeding an elementwise op whose other operands
 * already broadcast the value to the result shape is redundant. */
static bool dropBroadcastOperand(MlirOperation op) {
  if (!isElementwise(op))
    return false;
  intptr_t nOps = mlirOperationGetNumOperands(op);
  int64_t res[HIDET_MAX_RANK];
  intptr_t rr = importerShape(mlirOperationGetResult(op, 0), res);
  for (intptr_t i = 0; i < nOps; ++i) {
    MlirOperation b = canonDef(mlirOperationGetOperand(op, i), "broadcast");
    if (mlirOperationIsNull(b))
      continue;
    /* The shape the op gets without the broadcast: numpy broadcast of all
     * operands with operand i replaced by the broadcast's input. */
    int64_t acc[HIDET_MAX_RANK], tmp[HIDET_MAX_RANK], s[HIDET_MAX_RANK];
    intptr_t ra = 0;
    bool ok = true;
    for (intptr_t j = 0; j < nOps && ok; ++j) {
      MlirValue v = j == i ? mlirOperationGetOperand(b, 0) : mlirOperationGetOperand(op, j);
      intptr_t rs = importerShape(v, s);
      intptr_t r = rs > ra ? rs : ra;
      for (intptr_t d = 0; d < r && ok; ++d) {
        int64_t x = d < r - ra ? 1 : acc[d - (r - ra)];
        int64_t y = d < r - rs ? 1 : s[d - (r - rs)];
        ok = x == y || x == 1 || y == 1;
        tmp[d] = x == 1 ? y : x;
      }
      memcpy(acc, tmp, (size_t)r * sizeof *acc);
      ra = r;
    }
    if (ok && ra == rr && memcmp(acc, res, (size_t)rr * sizeof *res) == 0) {
      setOperand(op, i, mlirOperationGetOperand(b, 0));
      return true;
    }
  }
  return false;
}

/* ---- Common subexpressions. ----------------------------------------------- */
/* Graph ops compute tensors from their operands only: an op identical to an
 * earlier one of the block (name, operands, attributes, result type) is
 * replaced by it. The linalg importer converts each use of a reshaped value
 * separately, so the softmax's x, x - max(x) and the guard's x == -inf read
 * three equal reshapes; after this they read one (and the softmax and
 * attention raisings see it). Ops without operands (constants) are left. */
static bool sameAttrs(MlirOperation a, MlirOperation b) {
  intptr_t n = mlirOperationGetNumAttributes(a);
  if (n != mlirOperationGetNumAttributes(b))
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirNamedAttribute x = mlirOperationGetAttribute(a, i);
    MlirAttribute y = mlirOperationGetAttributeByName(b, mlirIdentifierStr(x.name));
    if (mlirAttributeIsNull(y) || !mlirAttributeEqual(x.attribute, y))
      return false;
  }
  return true;
}

static bool cseEarlier(MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  if (n < 1 || mlirOperationGetNumResults(op) != 1 || mlirOperationGetNumRegions(op) != 0)
    return false;
  MlirBlock block = mlirOperationGetBlock(op);
  for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetOperand(op, 0)); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation other = mlirOpOperandGetOwner(u);
    if (mlirOperationEqual(other, op) || !mlirBlockEqual(mlirOperationGetBlock(other), block) ||
        !mlirIdentifierEqual(mlirOperationGetName(other), mlirOperationGetName(op)) ||
        mlirOperationGetNumOperands(other) != n || mlirOperationGetNumResults(other) != 1 ||
        !mlirOperationIsBeforeInBlock(other, op) || !sameType(mlirOperationGetResult(other, 0),
                                                              mlirOperationGetResult(op, 0)))
      continue;
    bool same = true;
    for (intptr_t i = 0; i < n && same; ++i)
      same = mlirValueEqual(mlirOperationGetOperand(other, i), mlirOperationGetOperand(op, i));
    if (same && sameAttrs(op, other)) {
      replaceAndErase(op, mlirOperationGetResult(other, 0));
      return true;
    }
  }
  return false;
}

/* ---- The driver. ---------------------------------------------------------- */
static bool isGraphOp(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length > 6 && strncmp(n.data, "graph.", 6) == 0;
}

static bool unused(MlirOperation op) {
  return mlirOperationGetNumResults(op) == 1 &&
         mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, 0)));
}

/* One sweep over the block; returns whether anything changed. */
static bool sweep(MlirBlock block, bool attention) {
  bool changed = false;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (isGraphOp(op)) {
      /* Rewrites that erase `op` come last in each chain. */
      bool c = foldReshapeChain(op) || foldTransposeChain(op) || dropBroadcastOperand(op);
      if (!c)
        c = cseEarlier(op) || foldIdentity(op) || foldReduceKeepdims(op) || canonFoldRegroup(op) ||
            canonSinkRows(op) || canonFold(op);
      changed = changed || c;
    }
    op = next;
  }
  /* Raising, last to first: the outermost op of a pattern (layer_norm's
   * `+ beta`) must be tried before the inner ones it contains. A raise
   * erases only the op it starts at (and inserts before it); dead-op
   * removal likewise erases only the op it visits, so the snapshot of the
   * block's ops stays valid for the ops not yet visited. */
  HidetOpList list = hidetOpListOfBlock(block);
  MlirOperation *ops = list.ops;
  intptr_t n = (intptr_t)list.len;
  for (intptr_t i = n - 1; i >= 0; --i)
    if (isGraphOp(ops[i]) && canonRaise(ops[i], attention)) {
      ops[i] = (MlirOperation){NULL};
      changed = true;
    }
  /* Dead graph ops, last to first so chains die in one sweep. */
  for (intptr_t i = n - 1; i >= 0; --i)
    if (!mlirOperationIsNull(ops[i]) && isGraphOp(ops[i]) && unused(ops[i])) {
      mlirOperationDestroy(ops[i]);
      changed = true;
    }
  hidetOpListFree(&list);
  return changed;
}

static bool isFunc(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == 9 && strncmp(n.data, "func.func", 9) == 0;
}

static void canonicalizeFunc(MlirOperation fn, bool attention) {
  MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  if (mlirBlockIsNull(block) || mlirOperationIsNull(mlirBlockGetTerminator(block)))
    return;
  /* Each sweep shrinks or raises something; 64 bounds pathological input. */
  for (int iter = 0; iter < 64 && sweep(block, attention); ++iter)
    ;
}

/* ---- Options. ------------------------------------------------------------ */
typedef struct {
  bool attention;
} CanonOptions;

static const HidetPassOption kOptions[] = {
    {.key = "attention",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(CanonOptions, attention),
     .defaultValue = "true",
     .help = "raise attention chains into graph.attention (false keeps the batch_matmul, "
             "softmax, batch_matmul chain: the unfused path)"},
};

static MlirLogicalResult runGraphCanonicalize(MlirOperation root, const void *options) {
  bool attention = ((const CanonOptions *)options)->attention;
  /* Graph ops live in the entry blocks of func.func ops (the partition pass
   * requires it): canonicalize each such block, on a func or a module. */
  if (isFunc(root)) {
    canonicalizeFunc(root, attention);
    return mlirLogicalResultSuccess();
  }
  if (mlirOperationGetNumRegions(root) == 0)
    return mlirLogicalResultSuccess();
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(root, 0));
  for (MlirOperation fn = mlirBlockIsNull(body) ? (MlirOperation){NULL}
                                                : mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(fn); fn = mlirOperationGetNextInBlock(fn))
    if (isFunc(fn))
      canonicalizeFunc(fn, attention);
  return mlirLogicalResultSuccess();
}

const HidetPassDef hidetGraphCanonicalizePassDef = {
    .name = "HidetGraphCanonicalize",
    .argument = "hidet-graph-canonicalize",
    .summary = "Simplify imported graphs and raise decomposed softmax, layer_norm, GELU, "
               "sigmoid and mean",
    .description =
        "On the entry block of every func.func in the module: folds reshape and transpose "
        "chains, reshapes/transposes/casts/broadcasts to the same type, keepdims=false "
        "reductions followed by the reshape that restores the reduced dims, and explicit "
        "broadcasts feeding elementwise ops; raises the decompositions torch-mlir emits "
        "back into graph.softmax (exp(x - max) / sum), graph.layer_norm ((x - mean) * "
        "rsqrt(var + eps) [* gamma] [+ beta], variance possibly computed in f64) and "
        "graph.gelu (x * 0.5 * (1 + erf(x / sqrt(2)))), graph.sigmoid (1 / (exp(-x) + 1)) "
        "and reduce mean (sum / N, sum * (1/N)); folds pow(x, 2) to x * x, compares of "
        "widened floats against splats into the narrow type, zero pads into conv2d padding, "
        "casts of float splats, and leading-1 reshapes of broadcast operands; erases unused "
        "graph ops. It also raises attention chains (batch_matmul, "
        "scale, mask, softmax, batch_matmul, with GQA kv expansion) into graph.attention "
        "(attention=false: not). "
        "Run it after hidet-import-tosa / hidet-import-linalg and before hidet-partition.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(CanonOptions),
    .dependentDialects = NULL,
    .run = runGraphCanonicalize,
};
