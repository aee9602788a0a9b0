/*===-- schedule_buckets.c - Per-size schedules of dynamic kernels -------===*/
#include "schedule_buckets.h"

#include "kernel_functions.h"
#include "kernel_ir.h"
#include "runtime_extents.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BUCKETS 4

/* The one symbol of fn's `?` input dims: an input dim carrying it, and
 * its range. False when fn has none, several, or an unranged one. */
static bool singleSymbol(MlirOperation fn, int *arg, int64_t *dim, int64_t *lo, int64_t *hi) {
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  char first[64] = "";
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); ++i) {
    MlirType t = mlirFunctionTypeGetInput(ft, i);
    if (!mlirTypeIsARankedTensor(t))
      continue;
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d) {
      if (!mlirShapedTypeIsDynamicDim(t, d))
        continue;
      char sym[64];
      int64_t l, h;
      if (!rtDimRange(fn, (int)i, d, &l, &h, sym, sizeof sym))
        return false;
      if (!first[0]) {
        snprintf(first, sizeof first, "%s", sym);
        *arg = (int)i;
        *dim = d;
        *lo = l;
        *hi = h;
      } else if (strcmp(first, sym) != 0) {
        return false;
      }
    }
  }
  return first[0] != 0;
}

static void setHint(MlirOperation fn, int64_t v) {
  MlirContext ctx = mlirOperationGetContext(fn);
  mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString(RT_HINT_ATTR),
                                  mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), v));
}

static bool sameSchedule(const HidetTemplate *t, const HidetSchedule *a, const HidetSchedule *b) {
  return memcmp(a->v, b->v, sizeof(int64_t) * (size_t)t->sched->numParams) == 0;
}

/* Level k of the dispatch: extent <= uppers[k] ? copy k : level k + 1; the
 * last level calls fn itself. Returns the level's result name in `res`. */
static void dispatchLevel(HidetStr *t, int k, int n, const char *fname, char names[][240],
                          const int64_t *uppers, const char *args, const char *ins,
                          const char *out, int ind, char *res, size_t resSize) {
  if (k == n - 1) {
    hidetStrAppendf(t, "%*s%%c%d = func.call @%s(%s) : (%s) -> %s\n", ind, "", k, fname, args,
                    ins, out);
    snprintf(res, resSize, "%%c%d", k);
    return;
  }
  hidetStrAppendf(t,
                  "%*s%%u%d = arith.constant %lld : index\n"
                  "%*s%%p%d = arith.cmpi ule, %%ext, %%u%d : index\n"
                  "%*s%%r%d = scf.if %%p%d -> (%s) {\n"
                  "%*s%%c%d = func.call @%s(%s) : (%s) -> %s\n"
                  "%*sscf.yield %%c%d : %s\n"
                  "%*s} else {\n",
                  ind, "", k, (long long)uppers[k], ind, "", k, k, ind, "", k, k, out, ind + 2, "",
                  k, names[k], args, ins, out, ind + 2, "", k, out, ind, "");
  char inner[32];
  dispatchLevel(t, k + 1, n, fname, names, uppers, args, ins, out, ind + 2, inner, sizeof inner);
  hidetStrAppendf(t, "%*sscf.yield %s : %s\n%*s}\n", ind + 2, "", inner, out, ind, "");
  snprintf(res, resSize, "%%r%d", k);
}

/* A module with declarations of fn and its copies and @dispatch: fn's call
 * dispatched on the extent of argument `arg` dim `dim` over the buckets
 * (ascending upper bounds uppers[0..n); the last is fn itself). fn has
 * one result. */
static void dispatchText(HidetStr *t, MlirOperation fn, const char *fname, char names[][240],
                         const int64_t *uppers, int n, int arg, int64_t dim) {
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  intptr_t nIn = mlirFunctionTypeGetNumInputs(ft);
  HidetStr ins, args, out = hidetPrintType(mlirFunctionTypeGetResult(ft, 0));
  hidetStrInit(&ins);
  hidetStrInit(&args);
  for (intptr_t i = 0; i < nIn; ++i) {
    HidetStr ty = hidetPrintType(mlirFunctionTypeGetInput(ft, i));
    hidetStrAppendf(&ins, "%s%s", i ? ", " : "", ty.data);
    hidetStrAppendf(&args, "%s%%a%ld", i ? ", " : "", (long)i);
    hidetStrFree(&ty);
  }
  HidetStr argTy = hidetPrintType(mlirFunctionTypeGetInput(ft, arg));
  hidetStrAppendf(t, "module {\n");
  for (int k = 0; k < n; ++k)
    hidetStrAppendf(t, "  func.func private @%s(%s) -> %s\n", k < n - 1 ? names[k] : fname,
                    ins.data, out.data);
  hidetStrAppendf(t, "  func.func @dispatch(");
  for (intptr_t i = 0; i < nIn; ++i) {
    HidetStr ty = hidetPrintType(mlirFunctionTypeGetInput(ft, i));
    hidetStrAppendf(t, "%s%%a%ld: %s", i ? ", " : "", (long)i, ty.data);
    hidetStrFree(&ty);
  }
  hidetStrAppendf(t, ") -> %s {\n    %%dim = arith.constant %lld : index\n"
                     "    %%ext = tensor.dim %%a%d, %%dim : %s\n",
                  out.data, (long long)dim, arg, argTy.data);
  char res[32];
  dispatchLevel(t, 0, n, fname, names, uppers, args.data, ins.data, out.data, 4, res, sizeof res);
  hidetStrAppendf(t, "    return %s : %s\n  }\n}\n", res, out.data);
  hidetStrFree(&argTy);
  hidetStrFree(&ins);
  hidetStrFree(&args);
  hidetStrFree(&out);
}

bool scheduleBuckets(MlirOperation module, MlirOperation fn, const HidetTemplate *t,
                     const HidetSchedule *chosen, const HidetArch *arch, bool report,
                     BucketScheduleFn schedule, const void *state) {
  int arg = 0;
  int64_t dim = 0, lo = 0, hi = 0;
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  if (!mlirAttributeIsNull(hidetOpAttr(fn, BUCKET_ATTR)) || !rtKernelFnIsDynamic(fn) ||
      !singleSymbol(fn, &arg, &dim, &lo, &hi))
    return true;
  /* the size fn is scheduled for, also when later passes ask its problem
   * again (its call sites may be rewritten by then) */
  setHint(fn, hi);
  if (mlirFunctionTypeGetNumResults(ft) != 1 || hi / 4 < lo)
    return true;
  /* uppers ascending: the smallest first, hi last */
  int64_t up[MAX_BUCKETS];
  int n = 0;
  for (int64_t u = hi; u >= lo && u >= 1 && n < MAX_BUCKETS; u /= 4)
    up[n++] = u;
  for (int i = 0; i < n / 2; ++i) {
    int64_t x = up[i];
    up[i] = up[n - 1 - i];
    up[n - 1 - i] = x;
  }
  HidetSchedule *space = NULL, best[MAX_BUCKETS];
  size_t ns = t->sched->space(t, arch, &space);
  MlirOperation anchor = kernelFnAnchor(fn);
  for (int k = 0; k < n - 1; ++k) {
    HidetProblem p;
    char why[256];
    size_t b = 0;
    setHint(fn, up[k]);
    if (!t->problem(t, fn, anchor, &p, why, sizeof why) ||
        hidetTemplateRank(t, space, ns, &p, arch, 1, &b, NULL) != 1) {
      n = 0; /* no buckets: the one schedule serves the range */
      break;
    }
    best[k] = space[b];
  }
  free(space);
  setHint(fn, hi);
  if (n < 2)
    return true;
  best[n - 1] = *chosen;
  /* merge adjacent buckets with one schedule: keep the larger bound */
  int64_t keepUp[MAX_BUCKETS];
  int m = 0;
  for (int k = 0; k < n; ++k) {
    if (k + 1 < n && sameSchedule(t, &best[k], &best[k + 1]))
      continue;
    keepUp[m++] = up[k];
  }
  if (m < 2)
    return true;
  char fname[200], names[MAX_BUCKETS][240];
  kernelIrStringAttr(fn, "sym_name", fname, sizeof fname);
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirOperation after = fn;
  for (int k = 0; k < m - 1; ++k) {
    snprintf(names[k], sizeof names[k], "%s_le%lld", fname, (long long)keepUp[k]);
    MlirOperation copy = mlirOperationClone(fn);
    mlirOperationSetAttributeByName(copy, mlirStringRefCreateFromCString("sym_name"),
                                    mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(names[k])));
    mlirOperationSetAttributeByName(copy, mlirStringRefCreateFromCString(BUCKET_ATTR),
                                    mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), keepUp[k]));
    setHint(copy, keepUp[k]);
    mlirBlockInsertOwnedOperationAfter(kernelIrBody(module), after, copy);
    after = copy;
    if (!schedule(module, copy, state))
      return false;
  }
  HidetStr text;
  hidetStrInit(&text);
  dispatchText(&text, fn, fname, names, keepUp, m, arg, dim);
  MlirModule parsed = kernelIrParse(ctx, &text, mlirOperationGetLocation(fn), "size dispatch");
  hidetStrFree(&text);
  if (mlirModuleIsNull(parsed))
    return false;
  MlirOperation disp = (MlirOperation){NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(parsed));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    disp = op; /* the last one: @dispatch */
  kernelIrSetLocations(disp, mlirOperationGetLocation(fn));
  kernelIrInlineAtCalls(module, fname, disp);
  mlirModuleDestroy(parsed);
  if (report) {
    char list[256] = "";
    size_t used = 0;
    for (int k = 0; k < m && used < sizeof list; ++k)
      used += (size_t)snprintf(list + used, sizeof list - used, "%s<= %lld: @%s", k ? ", " : "",
                               (long long)keepUp[k], k < m - 1 ? names[k] : fname);
    hidetEmitRemark(mlirOperationGetLocation(fn),
                    "@%s: %d size buckets of the run-time extent (argument %d dim %lld, range "
                    "[%lld, %lld]), dispatched on the host: %s",
                    fname, m, arg, (long long)dim, (long long)lo, (long long)hi, list);
  }
  return true;
}
