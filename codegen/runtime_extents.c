/*===-- runtime_extents.c - Run-time extents of dynamic kernels ----------===*/
#include "runtime_extents.h"

#include "graph_ops.h"
#include "kernel_ir.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

static bool typeIsDynamic(MlirType t) {
  return mlirTypeIsARankedTensor(t) && !mlirShapedTypeHasStaticShape(t);
}

bool rtKernelFnIsDynamic(MlirOperation fn) {
  if (mlirOperationIsNull(fn)) /* selection over fake templates (test/Schedule) */
    return false;
  MlirAttribute ta = hidetOpAttr(fn, "function_type");
  if (mlirAttributeIsNull(ta))
    return false;
  MlirType ft = mlirTypeAttrGetValue(ta);
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); ++i)
    if (typeIsDynamic(mlirFunctionTypeGetInput(ft, i)))
      return true;
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(ft); ++i)
    if (typeIsDynamic(mlirFunctionTypeGetResult(ft, i)))
      return true;
  return false;
}

static int64_t rankOf(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return mlirTypeIsARankedTensor(t) ? mlirShapedTypeGetRank(t) : 0;
}

/* The shape of a ranked tensor type with `?` as MLIR's dynamic size (what
 * reshape_rule.h takes); its rank, 0 when it is not one. */
static int64_t ruleShape(MlirType t, int64_t *dims) {
  if (!mlirTypeIsARankedTensor(t) || mlirShapedTypeGetRank(t) > 16)
    return 0;
  for (int64_t d = 0; d < mlirShapedTypeGetRank(t); ++d)
    dims[d] = mlirShapedTypeGetDimSize(t, d);
  return mlirShapedTypeGetRank(t);
}

bool rtReshapePlan(MlirOperation reshape, HidetDynReshape *plan) {
  if (!hidetOpIs(reshape, "graph.reshape") || mlirOperationGetNumOperands(reshape) != 1 ||
      mlirOperationGetNumResults(reshape) != 1)
    return false;
  int64_t in[16], out[16];
  char why[160];
  int64_t ir = ruleShape(mlirValueGetType(mlirOperationGetOperand(reshape, 0)), in),
          rr = ruleShape(mlirValueGetType(mlirOperationGetResult(reshape, 0)), out);
  return hidetDynReshapePlan(ir, in, rr, out, plan, why, sizeof why);
}

bool rtReshapeKeepsExtents(MlirOperation reshape) {
  HidetDynReshape plan;
  if (!rtReshapePlan(reshape, &plan) || !plan.segmented)
    return false;
  for (int64_t j = 0; j < plan.k; ++j)
    if (plan.num[j] != plan.den[j])
      return false;
  return true;
}

/* One step back: the operand of op and its dim that size result dim d
 * (the rules of hidet-partition's dynamic-shape check). */
static bool stepBack(MlirOperation op, int64_t d, MlirValue *v, int64_t *dim) {
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  if (!t || mlirOperationGetNumResults(op) != 1)
    return false;
  int64_t rr = rankOf(mlirOperationGetResult(op, 0));
  intptr_t n = mlirOperationGetNumOperands(op);
  if (t->id == HIDET_GRAPH_MATMUL || t->id == HIDET_GRAPH_BATCH_MATMUL) {
    if (d >= rr - 2) {
      *v = mlirOperationGetOperand(op, d == rr - 2 ? 0 : 1);
      *dim = rankOf(*v) - (rr - d);
      return *dim >= 0;
    }
    n = 2; /* batch dims: broadcast over the two operands' batch dims */
  } else if (t->id == HIDET_GRAPH_ATTENTION) {
    /* [B.., Hq, Lq, Dv]: every dim but the value dim is q's */
    if (d >= rr - 1)
      return false;
    *v = mlirOperationGetOperand(op, 0);
    *dim = d;
    return true;
  } else if (t->id == HIDET_GRAPH_TRI_MASK) { /* dim d is the operand's dims[d] */
    MlirAttribute dims = hidetOpAttr(op, "dims");
    if (mlirAttributeIsNull(dims) || !mlirAttributeIsADenseI64Array(dims) ||
        d >= mlirDenseArrayGetNumElements(dims))
      return false;
    *v = mlirOperationGetOperand(op, 0);
    *dim = mlirDenseI64ArrayGetElement(dims, d);
    return true;
  } else if (t->id == HIDET_GRAPH_TRANSPOSE) {
    MlirAttribute perm = hidetOpAttr(op, "perm");
    if (mlirAttributeIsNull(perm) || !mlirAttributeIsADenseI64Array(perm) ||
        d >= mlirDenseArrayGetNumElements(perm))
      return false;
    *v = mlirOperationGetOperand(op, 0);
    *dim = mlirDenseI64ArrayGetElement(perm, d);
    return true;
  } else if (hidetOpIs(op, "graph.layer_norm") || hidetOpIs(op, "graph.softmax")) {
    /* row-wise, the input's shape (hidet-partition lets `?` only in rows) */
    *v = mlirOperationGetOperand(op, 0);
    *dim = d;
    return rankOf(*v) == rr;
  } else if (hidetOpIs(op, "graph.reduce")) {
    /* result dim d is input dim d (keepdims) or the dth kept input dim */
    MlirValue x = mlirOperationGetOperand(op, 0);
    MlirAttribute axes = hidetOpAttr(op, "axes"), kd = hidetOpAttr(op, "keepdims");
    int64_t xr = rankOf(x);
    if (mlirAttributeIsNull(axes) || !mlirAttributeIsADenseI64Array(axes) || xr > 64)
      return false;
    bool reduced[64] = {false};
    for (intptr_t k = 0; k < mlirDenseArrayGetNumElements(axes); ++k) {
      int64_t a = mlirDenseI64ArrayGetElement(axes, k);
      a = a < 0 ? a + xr : a;
      if (a < 0 || a >= xr)
        return false;
      reduced[a] = true;
    }
    bool keep = !mlirAttributeIsNull(kd) && mlirAttributeIsABool(kd) && mlirBoolAttrGetValue(kd);
    for (int64_t j = 0, kept = 0; j < xr; ++j) {
      if (reduced[j] && !keep)
        continue;
      if (kept++ == d) {
        *v = x;
        *dim = j;
        return !reduced[j];
      }
    }
    return false;
  } else if (hidetOpIs(op, "graph.reshape")) {
    /* the jth `?` of the result is the jth `?` of the input when the
     * reshape keeps its extent (lib/reshape_rule.h) */
    HidetDynReshape plan;
    if (!rtReshapePlan(op, &plan) || !plan.segmented)
      return false;
    for (int64_t j = 0; j < plan.k; ++j)
      if (plan.outDim[j] == d && plan.num[j] == plan.den[j]) {
        *v = mlirOperationGetOperand(op, 0);
        *dim = plan.inDim[j];
        return true;
      }
    return false;
  } else if (t->elementwise == HIDET_EW_NONE && t->id != HIDET_GRAPH_BROADCAST &&
             t->id != HIDET_GRAPH_SLICE && t->id != HIDET_GRAPH_CONCAT &&
             t->id != HIDET_GRAPH_PAD) {
    return false;
  }
  /* numpy broadcasting, right-aligned: the first operand whose dim is `?`
   * (a slice, concat or pad has its input's rank and keeps a `?` dim's
   * extent, the verifier's rules: dim d of its first input) */
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue x = mlirOperationGetOperand(op, i);
    MlirType xt = mlirValueGetType(x);
    int64_t xr = rankOf(x), j = d - (rr - xr);
    if (j >= 0 && j < xr && mlirShapedTypeIsDynamicDim(xt, j)) {
      *v = x;
      *dim = j;
      return true;
    }
  }
  return false;
}

bool rtDimSource(MlirValue v, int64_t dim, int *arg, int64_t *argDim) {
  for (int steps = 0; steps < 10000; ++steps) {
    if (mlirValueIsABlockArgument(v)) {
      *arg = (int)mlirBlockArgumentGetArgNumber(v);
      *argDim = dim;
      return true;
    }
    if (!stepBack(mlirOpResultGetOwner(v), dim, &v, &dim))
      return false;
  }
  return false;
}

bool rtDimProduct(MlirValue v, int64_t from, int64_t to, int64_t *mul, int *n, int *arg,
                  int64_t *dim) {
  MlirType t = mlirValueGetType(v);
  *mul = 1;
  *n = 0;
  for (int64_t d = from; d < to; ++d) {
    if (!mlirShapedTypeIsDynamicDim(t, d)) {
      *mul *= mlirShapedTypeGetDimSize(t, d);
      continue;
    }
    if (*n == RT_MAX_GRID_FACTORS || !rtDimSource(v, d, &arg[*n], &dim[*n]))
      return false;
    ++*n;
  }
  return true;
}

/* ---- Ranges: through the call sites up to a graph function's symbols. */

static MlirAttribute dictGet(MlirAttribute dict, const char *name) {
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict))
    return (MlirAttribute){NULL};
  return mlirDictionaryAttrGetElementByName(dict, mlirStringRefCreateFromCString(name));
}

/* Argument `arg` dim `dim` of graph function g: its symbol's range. */
static bool argSymbolRange(MlirOperation g, int arg, int64_t dim, int64_t *lo, int64_t *hi,
                           char *sym, size_t symSize) {
  MlirAttribute argAttrs = hidetOpAttr(g, "arg_attrs");
  if (mlirAttributeIsNull(argAttrs) || !mlirAttributeIsAArray(argAttrs) ||
      arg >= mlirArrayAttrGetNumElements(argAttrs))
    return false;
  MlirAttribute syms = dictGet(mlirArrayAttrGetElement(argAttrs, arg), "hidet.symbols");
  if (mlirAttributeIsNull(syms) || !mlirAttributeIsAArray(syms) ||
      dim >= mlirArrayAttrGetNumElements(syms))
    return false;
  MlirAttribute s = mlirArrayAttrGetElement(syms, dim);
  if (!mlirAttributeIsAString(s) || mlirStringAttrGetValue(s).length == 0)
    return false;
  MlirStringRef name = mlirStringAttrGetValue(s);
  snprintf(sym, symSize, "%.*s", (int)name.length, name.data);
  MlirAttribute ranges = hidetOpAttr(g, "hidet.symbol_ranges");
  MlirAttribute r = mlirAttributeIsNull(ranges) || !mlirAttributeIsADictionary(ranges)
                        ? (MlirAttribute){NULL}
                        : mlirDictionaryAttrGetElementByName(ranges, name);
  if (mlirAttributeIsNull(r) || !mlirAttributeIsADenseI64Array(r) ||
      mlirDenseArrayGetNumElements(r) != 2)
    return false;
  *lo = mlirDenseI64ArrayGetElement(r, 0);
  *hi = mlirDenseI64ArrayGetElement(r, 1);
  return true;
}

static bool isCallOf(MlirOperation op, const char *callee) {
  if (!hidetOpIs(op, "func.call"))
    return false;
  MlirAttribute c = hidetOpAttr(op, "callee");
  if (mlirAttributeIsNull(c) || !mlirAttributeIsAFlatSymbolRef(c))
    return false;
  MlirStringRef s = mlirFlatSymbolRefAttrGetValue(c);
  return s.length == strlen(callee) && strncmp(s.data, callee, s.length) == 0;
}

static MlirOperation moduleFunc(MlirOperation module, MlirStringRef name) {
  char buf[256];
  snprintf(buf, sizeof buf, "%.*s", (int)name.length, name.data);
  return kernelIrLookup(kernelIrBody(module), buf);
}

static bool valueRange(MlirOperation module, MlirValue v, int64_t dim, int depth, int64_t *lo,
                       int64_t *hi, char *sym, size_t symSize);

static bool fnArgRange(MlirOperation fn, int arg, int64_t dim, int depth, int64_t *lo,
                       int64_t *hi, char *sym, size_t symSize) {
  if (depth > 64)
    return false;
  if (argSymbolRange(fn, arg, dim, lo, hi, sym, symSize))
    return true;
  MlirOperation module = mlirOperationGetParentOperation(fn);
  if (mlirOperationIsNull(module))
    return false;
  char name[256];
  kernelIrStringAttr(fn, "sym_name", name, sizeof name);
  for (MlirOperation f = mlirBlockGetFirstOperation(kernelIrBody(module)); !mlirOperationIsNull(f);
       f = mlirOperationGetNextInBlock(f)) {
    if (!hidetOpIs(f, "func.func") || mlirBlockIsNull(kernelIrBody(f)))
      continue;
    for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(f)); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      if (isCallOf(op, name) && arg < mlirOperationGetNumOperands(op) &&
          valueRange(module, mlirOperationGetOperand(op, arg), dim, depth + 1, lo, hi, sym,
                     symSize))
        return true;
  }
  return false;
}

/* v: a value of a caller's body; through a call's result into the callee,
 * through graph ops back to an argument. */
static bool valueRange(MlirOperation module, MlirValue v, int64_t dim, int depth, int64_t *lo,
                       int64_t *hi, char *sym, size_t symSize) {
  for (int steps = 0; steps < 10000 && depth <= 64; ++steps) {
    if (mlirValueIsABlockArgument(v)) {
      MlirOperation f = mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
      return fnArgRange(f, (int)mlirBlockArgumentGetArgNumber(v), dim, depth + 1, lo, hi, sym,
                        symSize);
    }
    MlirOperation op = mlirOpResultGetOwner(v);
    if (hidetOpIs(op, "scf.if") && mlirOperationGetNumRegions(op) == 2) {
      /* a size-bucket dispatch (schedule_buckets.c): every branch computes
       * the same value; follow the else branch's */
      MlirBlock els = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1));
      MlirOperation y = mlirBlockIsNull(els) ? (MlirOperation){NULL} : mlirBlockGetTerminator(els);
      intptr_t j = mlirOpResultGetResultNumber(v);
      if (mlirOperationIsNull(y) || j >= mlirOperationGetNumOperands(y))
        return false;
      v = mlirOperationGetOperand(y, j);
      continue;
    }
    if (hidetOpIs(op, "func.call")) {
      MlirAttribute c = hidetOpAttr(op, "callee");
      if (mlirAttributeIsNull(c) || !mlirAttributeIsAFlatSymbolRef(c))
        return false;
      MlirOperation callee = moduleFunc(module, mlirFlatSymbolRefAttrGetValue(c));
      if (mlirOperationIsNull(callee) || mlirBlockIsNull(kernelIrBody(callee)))
        return false;
      MlirOperation ret = mlirBlockGetTerminator(kernelIrBody(callee));
      intptr_t j = mlirOpResultGetResultNumber(v);
      int arg;
      int64_t argDim;
      if (mlirOperationIsNull(ret) || j >= mlirOperationGetNumOperands(ret) ||
          !rtDimSource(mlirOperationGetOperand(ret, j), dim, &arg, &argDim) ||
          arg >= mlirOperationGetNumOperands(op))
        return false;
      v = mlirOperationGetOperand(op, arg);
      dim = argDim;
      depth++;
      continue;
    }
    if (!stepBack(op, dim, &v, &dim))
      return false;
  }
  return false;
}

bool rtDimRange(MlirOperation fn, int arg, int64_t dim, int64_t *lo, int64_t *hi, char *sym,
                size_t symSize) {
  return fnArgRange(fn, arg, dim, 0, lo, hi, sym, symSize);
}

int64_t rtRepresentative(MlirOperation fn, int arg, int64_t dim) {
  /* array<i64: arg, dim, size, ...> (schedule_buckets.c): this dim's record */
  MlirAttribute hint = hidetOpAttr(fn, RT_HINT_ATTR);
  if (!mlirAttributeIsNull(hint) && mlirAttributeIsADenseI64Array(hint)) {
    intptr_t n = mlirDenseArrayGetNumElements(hint);
    for (intptr_t i = 0; i + 3 <= n; i += 3)
      if (mlirDenseI64ArrayGetElement(hint, i) == arg &&
          mlirDenseI64ArrayGetElement(hint, i + 1) == dim &&
          mlirDenseI64ArrayGetElement(hint, i + 2) >= 1)
        return mlirDenseI64ArrayGetElement(hint, i + 2);
  }
  int64_t lo, hi;
  char sym[64];
  if (rtDimRange(fn, arg, dim, &lo, &hi, sym, sizeof sym) && hi >= 1)
    return hi;
  return RT_DEFAULT_REPRESENTATIVE;
}

/* ---- The grid. ------------------------------------------------------- */

void rtGridAttrText(HidetStr *out, const RtGridAxis *axes, int n) {
  if (n <= 0)
    return;
  hidetStrAppendf(out, ", %s = array<i64: ", RT_GRID_ATTR);
  for (int i = 0; i < n; ++i) {
    const RtGridAxis *a = &axes[i];
    hidetStrAppendf(out, "%s%d, %lld, %lld, %d", i ? ", " : "", a->axis, (long long)a->mul,
                    (long long)a->div, a->n);
    for (int f = 0; f < a->n; ++f)
      hidetStrAppendf(out, ", %d, %lld", a->arg[f], (long long)a->dim[f]);
  }
  hidetStrAppendf(out, ">");
}

int rtGridAttrRead(MlirOperation kernel, RtGridAxis *axes, int max) {
  MlirAttribute a = hidetOpAttr(kernel, RT_GRID_ATTR);
  if (mlirAttributeIsNull(a))
    return 0;
  if (!mlirAttributeIsADenseI64Array(a))
    return -1;
  intptr_t len = mlirDenseArrayGetNumElements(a), at = 0;
  int n = 0;
  while (at < len) {
    if (n == max || at + 4 > len)
      return -1;
    RtGridAxis *x = &axes[n++];
    x->axis = (int)mlirDenseI64ArrayGetElement(a, at);
    x->mul = mlirDenseI64ArrayGetElement(a, at + 1);
    x->div = mlirDenseI64ArrayGetElement(a, at + 2);
    x->n = (int)mlirDenseI64ArrayGetElement(a, at + 3);
    at += 4;
    if (x->axis < 0 || x->axis > 2 || x->mul < 1 || x->div < 1 || x->n < 0 ||
        x->n > RT_MAX_GRID_FACTORS || at + 2 * x->n > len)
      return -1;
    for (int f = 0; f < x->n; ++f) {
      x->arg[f] = (int)mlirDenseI64ArrayGetElement(a, at++);
      x->dim[f] = mlirDenseI64ArrayGetElement(a, at++);
    }
  }
  return n;
}

/* ---- The workspace. -------------------------------------------------- */

void rtWorkspaceAttrText(HidetStr *out, const RtGridAxis *size) {
  hidetStrAppendf(out, ", %s = array<i64: %lld, %d", RT_WORKSPACE_ATTR, (long long)size->mul,
                  size->n);
  for (int f = 0; f < size->n; ++f)
    hidetStrAppendf(out, ", %d, %lld", size->arg[f], (long long)size->dim[f]);
  hidetStrAppendf(out, ">");
}

int rtWorkspaceAttrRead(MlirOperation kernel, RtGridAxis *size) {
  MlirAttribute a = hidetOpAttr(kernel, RT_WORKSPACE_ATTR);
  if (mlirAttributeIsNull(a))
    return 0;
  if (!mlirAttributeIsADenseI64Array(a) || mlirDenseArrayGetNumElements(a) < 2)
    return -1;
  memset(size, 0, sizeof *size);
  size->mul = mlirDenseI64ArrayGetElement(a, 0);
  size->n = (int)mlirDenseI64ArrayGetElement(a, 1);
  size->div = 1;
  if (size->mul < 1 || size->n < 0 || size->n > RT_MAX_GRID_FACTORS + 1 ||
      mlirDenseArrayGetNumElements(a) != 2 + 2 * size->n)
    return -1;
  for (int f = 0; f < size->n; ++f) {
    size->arg[f] = (int)mlirDenseI64ArrayGetElement(a, 2 + 2 * f);
    size->dim[f] = mlirDenseI64ArrayGetElement(a, 3 + 2 * f);
  }
  return 1;
}
