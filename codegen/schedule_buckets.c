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

/* At most this many symbols get buckets of their own (a kernel function
 * with more keeps one schedule), this many levels per symbol (fewer with
 * several symbols: the levels multiply), and this many kernel copies (one
 * per distinct schedule). */
#define MAX_SYMBOLS 3
#define MAX_LEVELS 5
#define MAX_COMBOS 27

/* One symbol of fn's `?` input dims: an input dim carrying it (the
 * dispatch reads its extent there), its declared range, and the ascending
 * upper bounds of its size levels (the last is hi). */
typedef struct {
  char name[64];
  int arg;
  int64_t dim, lo, hi;
  int n;
  int64_t up[MAX_LEVELS];
} Symbol;

/* The distinct symbols of fn's `?` input dims into syms; their count, 0
 * when fn has none, an unranged one, or more than MAX_SYMBOLS. */
static int fnSymbols(MlirOperation fn, Symbol *syms) {
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  int n = 0;
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); ++i) {
    MlirType t = mlirFunctionTypeGetInput(ft, i);
    if (!mlirTypeIsARankedTensor(t))
      continue;
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d) {
      if (!mlirShapedTypeIsDynamicDim(t, d))
        continue;
      char sym[64];
      int64_t l, h;
      if (!rtDimRange(fn, (int)i, d, &l, &h, sym, sizeof sym) || l < 1 || h < l)
        return 0;
      int k = 0;
      while (k < n && strcmp(syms[k].name, sym) != 0)
        ++k;
      if (k < n)
        continue;
      if (n == MAX_SYMBOLS)
        return 0;
      Symbol *s = &syms[n++];
      snprintf(s->name, sizeof s->name, "%s", sym);
      s->arg = (int)i;
      s->dim = d;
      s->lo = l;
      s->hi = h;
    }
  }
  return n;
}

/* The levels of a symbol: hi, hi/4, hi/16, ... (those >= lo, at most
 * maxLevels - 1 of them), then lo itself when it is below the last one:
 * the smallest size (a batch of 1, a one-token step) is the common case
 * a serving user runs, so it gets a bucket whose schedule is chosen at
 * exactly that size. Ascending into s->up. */
static void symbolLevels(Symbol *s, int maxLevels) {
  int64_t down[MAX_LEVELS];
  int n = 0;
  for (int64_t u = s->hi; u >= s->lo && n < maxLevels - 1; u /= 4)
    down[n++] = u;
  if (down[n - 1] > s->lo)
    down[n++] = s->lo;
  for (int i = 0; i < n; ++i)
    s->up[i] = down[n - 1 - i];
  s->n = n;
}

/* hidet.extent_hint on target (fn or a copy of it; fn's call sites
 * trace the symbols): array<i64: arg, dim, size, ...>, one record per
 * `?` input dim of fn, its symbol at syms[k].up[level[k]] (level NULL: at
 * hi). rtRepresentative reads it: the size fn is scheduled for, also when
 * later passes ask its problem again (by then its call sites sit in a
 * dispatch, where the symbols can no longer be traced). */
static void setHints(MlirOperation target, MlirOperation fn, const Symbol *syms, int ns,
                     const int *level) {
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  int64_t rec[3 * 64];
  int n = 0;
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); ++i) {
    MlirType t = mlirFunctionTypeGetInput(ft, i);
    if (!mlirTypeIsARankedTensor(t))
      continue;
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(t) && n + 3 <= (int)(sizeof rec / sizeof *rec);
         ++d) {
      char sym[64];
      int64_t l, h;
      if (!mlirShapedTypeIsDynamicDim(t, d) || !rtDimRange(fn, (int)i, d, &l, &h, sym, sizeof sym))
        continue;
      for (int k = 0; k < ns; ++k)
        if (strcmp(syms[k].name, sym) == 0) {
          rec[n++] = i;
          rec[n++] = d;
          rec[n++] = level ? syms[k].up[level[k]] : syms[k].hi;
          break;
        }
    }
  }
  MlirContext ctx = mlirOperationGetContext(fn);
  mlirOperationSetAttributeByName(target, mlirStringRefCreateFromCString(RT_HINT_ATTR),
                                  mlirDenseI64ArrayGet(ctx, n, rec));
}

static bool sameSchedule(const HidetTemplate *t, const HidetSchedule *a, const HidetSchedule *b) {
  return memcmp(a->v, b->v, sizeof(int64_t) * (size_t)t->sched->numParams) == 0;
}

/* The bucket grid: combos in row-major order over the symbols' levels
 * (symbol 0 outermost); fidx[c] is the kernel function combo c calls. */
typedef struct {
  const Symbol *syms;
  int ns;
  int stride[MAX_SYMBOLS];
  const int *fidx;
  char (*names)[240];
  const char *args, *ins, *out;
} Grid;

static bool sameBlock(const Grid *g, int a, int b, int len) {
  return memcmp(&g->fidx[a], &g->fidx[b], sizeof(int) * (size_t)len) == 0;
}

/* The dispatch of the combos [base, base + stride[s-1]) (the whole grid
 * when s == 0) on the extents of symbols s.. : where they all call one
 * function, that call; else an scf.if chain on symbol s's extent over its
 * levels (adjacent levels whose sub-grids agree merged: the larger bound
 * kept), each branch the dispatch of symbols s+1.. . The result's name into
 * res; *tmp numbers the SSA values. */
static void emitDispatch(HidetStr *t, const Grid *g, int s, int base, int ind, int *tmp,
                         char *res, size_t resSize) {
  int len = s == 0 ? g->stride[0] * g->syms[0].n : g->stride[s - 1];
  bool uniform = true;
  for (int c = base + 1; c < base + len && uniform; ++c)
    uniform = g->fidx[c] == g->fidx[base];
  if (uniform) {
    int k = (*tmp)++;
    hidetStrAppendf(t, "%*s%%c%d = func.call @%s(%s) : (%s) -> %s\n", ind, "", k,
                    g->names[g->fidx[base]], g->args, g->ins, g->out);
    snprintf(res, resSize, "%%c%d", k);
    return;
  }
  const Symbol *sy = &g->syms[s];
  int blk = g->stride[s];
  /* the levels that start a new run of distinct sub-grids: level l is kept
   * when the next level's sub-grid differs (or it is the last) */
  int keep[MAX_LEVELS], nk = 0;
  for (int l = 0; l < sy->n; ++l)
    if (l == sy->n - 1 || !sameBlock(g, base + l * blk, base + (l + 1) * blk, blk))
      keep[nk++] = l;
  /* nested ifs: extent <= up[keep[0]] ? sub(keep[0]) : (extent <= ...),
   * the last kept level in the innermost else */
  char rn[MAX_LEVELS][32], last[32];
  int opened = 0;
  for (int i = 0; i < nk; ++i) {
    int l = keep[i], at = ind + 2 * opened;
    if (i == nk - 1) {
      emitDispatch(t, g, s + 1, base + l * blk, at, tmp, last, sizeof last);
      break;
    }
    int k = (*tmp)++;
    hidetStrAppendf(t,
                    "%*s%%u%d = arith.constant %lld : index\n"
                    "%*s%%p%d = arith.cmpi ule, %%ext%d, %%u%d : index\n"
                    "%*s%%r%d = scf.if %%p%d -> (%s) {\n",
                    at, "", k, (long long)sy->up[l], at, "", k, s, k, at, "", k, k, g->out);
    char sub[32];
    emitDispatch(t, g, s + 1, base + l * blk, at + 2, tmp, sub, sizeof sub);
    hidetStrAppendf(t, "%*sscf.yield %s : %s\n%*s} else {\n", at + 2, "", sub, g->out, at, "");
    snprintf(rn[opened++], sizeof rn[0], "%%r%d", k);
  }
  /* close the else branches from the innermost out: each yields the if it
   * holds, the innermost the last level's dispatch */
  for (int o = opened - 1; o >= 0; --o)
    hidetStrAppendf(t, "%*sscf.yield %s : %s\n%*s}\n", ind + 2 * o + 2, "",
                    o == opened - 1 ? last : rn[o + 1], g->out, ind + 2 * o, "");
  snprintf(res, resSize, "%s", opened ? rn[0] : last);
}
/* A module with declarations of fn and its copies and @dispatch: fn's call
 * dispatched on the run-time extents of the symbols (each read from one
 * input dim) over the bucket grid. fn has one result. */
static void dispatchText(HidetStr *t, MlirOperation fn, Grid *g, int nf) {
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
  g->args = args.data;
  g->ins = ins.data;
  g->out = out.data;
  hidetStrAppendf(t, "module {\n");
  for (int k = 0; k < nf; ++k)
    hidetStrAppendf(t, "  func.func private @%s(%s) -> %s\n", g->names[k], ins.data, out.data);
  hidetStrAppendf(t, "  func.func @dispatch(");
  for (intptr_t i = 0; i < nIn; ++i) {
    HidetStr ty = hidetPrintType(mlirFunctionTypeGetInput(ft, i));
    hidetStrAppendf(t, "%s%%a%ld: %s", i ? ", " : "", (long)i, ty.data);
    hidetStrFree(&ty);
  }
  hidetStrAppendf(t, ") -> %s {\n", out.data);
  for (int k = 0; k < g->ns; ++k) {
    HidetStr argTy = hidetPrintType(mlirFunctionTypeGetInput(ft, g->syms[k].arg));
    hidetStrAppendf(t,
                    "    %%dim%d = arith.constant %lld : index\n"
                    "    %%ext%d = tensor.dim %%a%d, %%dim%d : %s\n",
                    k, (long long)g->syms[k].dim, k, g->syms[k].arg, k, argTy.data);
    hidetStrFree(&argTy);
  }
  char res[32];
  int tmp = 0;
  emitDispatch(t, g, 0, 0, 4, &tmp, res, sizeof res);
  hidetStrAppendf(t, "    return %s : %s\n  }\n}\n", res, out.data);
  g->args = g->ins = g->out = NULL;
  hidetStrFree(&ins);
  hidetStrFree(&args);
  hidetStrFree(&out);
}

/* The level of symbol k in combo c. */
static int comboLevel(const Grid *g, int c, int k) {
  return (c / g->stride[k]) % g->syms[k].n;
}

/* "<fn>_le<U>" for one symbol, "<fn>_le<U0>x<U1>..." for several: the
 * upper bounds of the combo a copy was scheduled for. */
static void copyName(char *buf, size_t size, const char *fname, const Grid *g, int c) {
  size_t used = (size_t)snprintf(buf, size, "%s_le", fname);
  for (int k = 0; k < g->ns && used < size; ++k)
    used += (size_t)snprintf(buf + used, size - used, "%s%lld", k ? "x" : "",
                             (long long)g->syms[k].up[comboLevel(g, c, k)]);
}

bool scheduleBuckets(MlirOperation module, MlirOperation fn, const HidetTemplate *t,
                     const HidetSchedule *chosen, const HidetArch *arch, bool report, bool rank,
                     BucketScheduleFn schedule, BucketCachedFn cached, const void *state) {
  Symbol syms[MAX_SYMBOLS];
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  if (!mlirAttributeIsNull(hidetOpAttr(fn, BUCKET_ATTR)) || !rtKernelFnIsDynamic(fn))
    return true;
  int ns = fnSymbols(fn, syms);
  if (ns == 0)
    return true;
  /* the levels multiply: fewer per symbol with several symbols */
  int maxLevels = ns == 1 ? MAX_LEVELS : ns == 2 ? 4 : 3;
  Grid g = {.syms = syms, .ns = ns};
  int combos = 1;
  for (int k = ns - 1; k >= 0; --k) {
    symbolLevels(&syms[k], maxLevels);
    g.stride[k] = combos;
    combos *= syms[k].n;
  }
  setHints(fn, fn, syms, ns, NULL);
  if (mlirFunctionTypeGetNumResults(ft) != 1 || combos < 2 || combos > MAX_COMBOS)
    return true;
  /* the best schedule of each combo at its upper bounds; the last combo
   * (every symbol at hi) is the one fn was scheduled for */
  HidetSchedule *space = NULL, best[MAX_COMBOS];
  size_t nsp = t->sched->space(t, arch, &space);
  MlirOperation anchor = kernelFnAnchor(fn);
  bool ok = true;
  for (int c = 0; c < combos - 1 && ok; ++c) {
    int level[MAX_SYMBOLS];
    for (int k = 0; k < ns; ++k)
      level[k] = comboLevel(&g, c, k);
    setHints(fn, fn, syms, ns, level);
    HidetProblem p;
    char why[256];
    size_t b = 0;
    ok = t->problem(t, fn, anchor, &p, why, sizeof why);
    if (ok && cached && cached(t, &p, &best[c], state))
      continue; /* the cache's line for this bucket's problem */
    if (ok && !rank)
      best[c] = *chosen; /* no line to go by: fn's own schedule */
    else if (ok && (ok = hidetTemplateRank(t, space, nsp, &p, arch, 1, &b, NULL) == 1))
      best[c] = space[b];
  }
  free(space);
  setHints(fn, fn, syms, ns, NULL);
  if (!ok)
    return true; /* no buckets: the one schedule serves the range */
  best[combos - 1] = *chosen;
  /* one function per distinct schedule: fn itself for the chosen one, a
   * copy for each other, scheduled at the largest combo that uses it */
  int fidx[MAX_COMBOS], rep[MAX_COMBOS], nf = 0;
  for (int c = combos - 1; c >= 0; --c) {
    int u = 0;
    while (u < nf && !sameSchedule(t, &best[rep[u]], &best[c]))
      ++u;
    if (u == nf)
      rep[nf++] = c;
    fidx[c] = u;
  }
  if (nf < 2)
    return true;
  char fname[200], names[MAX_COMBOS][240];
  kernelIrStringAttr(fn, "sym_name", fname, sizeof fname);
  snprintf(names[0], sizeof names[0], "%s", fname);
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirOperation after = fn;
  for (int u = 1; u < nf; ++u) {
    int level[MAX_SYMBOLS];
    int64_t ups[MAX_SYMBOLS];
    for (int k = 0; k < ns; ++k) {
      level[k] = comboLevel(&g, rep[u], k);
      ups[k] = syms[k].up[level[k]];
    }
    copyName(names[u], sizeof names[u], fname, &g, rep[u]);
    MlirOperation copy = mlirOperationClone(fn);
    mlirOperationSetAttributeByName(copy, mlirStringRefCreateFromCString("sym_name"),
                                    mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(names[u])));
    mlirOperationSetAttributeByName(copy, mlirStringRefCreateFromCString(BUCKET_ATTR),
                                    mlirDenseI64ArrayGet(ctx, ns, ups));
    setHints(copy, fn, syms, ns, level);
    mlirBlockInsertOwnedOperationAfter(kernelIrBody(module), after, copy);
    after = copy;
    if (!schedule(module, copy, state))
      return false;
  }
  g.fidx = fidx;
  g.names = names;
  HidetStr text;
  hidetStrInit(&text);
  dispatchText(&text, fn, &g, nf);
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
    char extents[256] = "", list[512] = "";
    size_t used = 0;
    for (int k = 0; k < ns && used < sizeof extents; ++k)
      used += (size_t)snprintf(extents + used, sizeof extents - used,
                               "%s%s%s(argument %d dim %lld, range [%lld, %lld])",
                               k ? " x " : "", ns > 1 ? syms[k].name : "", ns > 1 ? " " : "",
                               syms[k].arg, (long long)syms[k].dim, (long long)syms[k].lo,
                               (long long)syms[k].hi);
    used = 0;
    /* the functions from the smallest bucket up, each with the upper
     * bounds it was scheduled for */
    for (int u = nf - 1; u >= 0 && used < sizeof list; --u) {
      used += (size_t)snprintf(list + used, sizeof list - used, "%s", u < nf - 1 ? ", " : "");
      for (int k = 0; k < ns && used < sizeof list; ++k)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s%s<= %lld",
                                 k ? ", " : "", ns > 1 ? syms[k].name : "", ns > 1 ? " " : "",
                                 (long long)syms[k].up[comboLevel(&g, rep[u], k)]);
      if (used < sizeof list)
        used += (size_t)snprintf(list + used, sizeof list - used, ": @%s", names[u]);
    }
    if (ns == 1)
      hidetEmitRemark(mlirOperationGetLocation(fn),
                      "@%s: %d size buckets of the run-time extent %s, dispatched on the host: %s",
                      fname, nf, extents, list);
    else
      hidetEmitRemark(mlirOperationGetLocation(fn),
                      "@%s: %d schedules over %d size buckets of the run-time extents %s, "
                      "dispatched on the host: %s",
                      fname, nf, combos, extents, list);
  }
  return true;
}
