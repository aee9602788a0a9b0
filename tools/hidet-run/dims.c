/*===-- dims.c - Sizing the `?` dims of the entry's memref arguments ------===*
 * Dynamic shapes (issue 27): one compiled function runs at the shapes its
 * .npy arguments have. The symbols of the `?` dims come from the graph
 * function's `hidet.symbols` argument/result attributes and their ranges
 * from `hidet.symbol_ranges` (run.h); the .npy files bind them, and the
 * other memref arguments (outputs: poison, rand, ...) are sized from them.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dupRef(MlirStringRef s) {
  char *p = malloc(s.length + 1);
  if (!p)
    abort();
  memcpy(p, s.data, s.length);
  p[s.length] = '\0';
  return p;
}

/* Reads one `hidet.symbols` dictionary (an argument's or a result's). */
static void readSymbols(MlirAttribute dict, char **names) {
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict))
    return;
  MlirAttribute a =
      mlirDictionaryAttrGetElementByName(dict, mlirStringRefCreateFromCString("hidet.symbols"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAArray(a))
    return;
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(a) && i < RUNNER_MAX_RANK; ++i) {
    MlirAttribute e = mlirArrayAttrGetElement(a, i);
    if (mlirAttributeIsAString(e) && mlirStringAttrGetValue(e).length)
      names[i] = dupRef(mlirStringAttrGetValue(e));
  }
}

static MlirAttribute fnAttr(MlirOperation fn, const char *name) {
  return mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString(name));
}

static int findSym(RunnerDims *d, const char *name) {
  for (int i = 0; i < d->numSyms; ++i)
    if (strcmp(d->syms[i].name, name) == 0)
      return i;
  return -1;
}

static int addSym(RunnerDims *d, const char *name) {
  int i = findSym(d, name);
  if (i >= 0)
    return i;
  RunnerDimSym *s = realloc(d->syms, (size_t)(d->numSyms + 1) * sizeof *s);
  if (!s)
    abort();
  d->syms = s;
  memset(&s[d->numSyms], 0, sizeof *s);
  s[d->numSyms].name = dupRef(mlirStringRefCreateFromCString(name));
  return d->numSyms++;
}

void runnerDimsRead(MlirOperation fn, bool reference, RunnerDims *d) {
  memset(d, 0, sizeof *d);
  MlirType fnType = mlirTypeAttrGetValue(fnAttr(fn, "function_type"));
  int nIn = (int)mlirFunctionTypeGetNumInputs(fnType);
  int nRes = reference ? (int)mlirFunctionTypeGetNumResults(fnType) : 0;
  d->numArgs = nIn + nRes;
  d->names = calloc((size_t)d->numArgs + 1, sizeof *d->names);
  if (!d->names)
    abort();
  MlirAttribute args = fnAttr(fn, "arg_attrs"), res = fnAttr(fn, "res_attrs");
  for (int i = 0; i < nIn && !mlirAttributeIsNull(args) && i < mlirArrayAttrGetNumElements(args);
       ++i)
    readSymbols(mlirArrayAttrGetElement(args, i), d->names[i]);
  for (int i = 0; i < nRes && !mlirAttributeIsNull(res) && i < mlirArrayAttrGetNumElements(res);
       ++i)
    readSymbols(mlirArrayAttrGetElement(res, i), d->names[nIn + i]);
  MlirAttribute ranges = fnAttr(fn, "hidet.symbol_ranges");
  if (!mlirAttributeIsNull(ranges) && mlirAttributeIsADictionary(ranges))
    for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(ranges); ++i) {
      MlirNamedAttribute na = mlirDictionaryAttrGetElement(ranges, i);
      if (!mlirAttributeIsADenseI64Array(na.attribute) ||
          mlirDenseArrayGetNumElements(na.attribute) != 2)
        continue;
      char *name = dupRef(mlirIdentifierStr(na.name));
      int idx = addSym(d, name); /* may grow d->syms */
      RunnerDimSym *s = &d->syms[idx];
      free(name);
      s->hasRange = true;
      s->lo = mlirDenseI64ArrayGetElement(na.attribute, 0);
      s->hi = mlirDenseI64ArrayGetElement(na.attribute, 1);
    }
}

void runnerDimsFree(RunnerDims *d) {
  for (int i = 0; d->names && i < d->numArgs; ++i)
    for (int k = 0; k < RUNNER_MAX_RANK; ++k)
      free(d->names[i][k]);
  free(d->names);
  for (int i = 0; i < d->numSyms; ++i)
    free(d->syms[i].name);
  free(d->syms);
  memset(d, 0, sizeof *d);
}

/* The symbol of argument i's dim k (one of its own when it has none). */
static int symOf(RunnerDims *d, int i, int k) {
  if (i < d->numArgs && d->names[i][k])
    return addSym(d, d->names[i][k]);
  char own[64];
  snprintf(own, sizeof own, "#%d.%d", i, k); /* no attribute can name it */
  return addSym(d, own);
}

static void describe(const RunnerDims *d, const RunnerDimSym *s, char *buf, size_t size) {
  (void)d;
  if (s->name[0] == '#')
    snprintf(buf, size, "it");
  else
    snprintf(buf, size, "symbol '%s'", s->name);
}

static bool bindOne(RunnerDims *d, int i, int k, int64_t size, const char *entry) {
  int idx = symOf(d, i, k); /* may grow d->syms */
  RunnerDimSym *s = &d->syms[idx];
  char what[128];
  describe(d, s, what, sizeof what);
  if (s->hasRange && (size < s->lo || size > s->hi)) {
    runnerError("argument #%d of @%s: dim %d is %lld, outside the range [%lld, %lld] declared "
                "for %s",
                i, entry, k, (long long)size, (long long)s->lo, (long long)s->hi, what);
    return false;
  }
  if (s->bound && s->value != size) {
    runnerError("argument #%d of @%s: dim %d is %lld, but %s is %lld (argument #%d dim %d)", i,
                entry, k, (long long)size, what, (long long)s->value, s->fromArg, s->fromDim);
    return false;
  }
  if (!s->bound) {
    s->bound = true;
    s->value = size;
    s->fromArg = i;
    s->fromDim = k;
  }
  return true;
}

bool runnerBindDims(RunnerDims *d, RunnerType *types, const char *const *specs, int n,
                    const char *entry) {
  /* 1. the .npy files */
  for (int i = 0; i < n; ++i) {
    RunnerType *t = &types[i];
    bool dyn = false;
    for (int k = 0; t->isMemref && k < t->rank; ++k)
      dyn = dyn || t->shape[k] < 0;
    if (!dyn || specs[i][0] != '@')
      continue;
    int rank;
    int64_t shape[RUNNER_MAX_RANK];
    if (!runnerNpyShape(specs[i] + 1, &rank, shape) || rank != t->rank)
      continue; /* loading it reports the problem */
    for (int k = 0; k < rank; ++k)
      if (t->shape[k] < 0 && !bindOne(d, i, k, shape[k], entry))
        return false;
  }
  /* 2. every `?` from its symbol */
  for (int i = 0; i < n; ++i) {
    RunnerType *t = &types[i];
    if (!t->isMemref)
      continue;
    bool dyn = false;
    for (int k = 0; k < t->rank; ++k) {
      if (t->shape[k] >= 0)
        continue;
      dyn = true;
      int idx = symOf(d, i, k); /* may grow d->syms */
      RunnerDimSym *s = &d->syms[idx];
      if (!s->bound) {
        char what[128];
        describe(d, s, what, sizeof what);
        runnerError("argument #%d of @%s is '%s': dim %d is dynamic and nothing gives its size "
                    "(%s is bound by no .npy argument; pass the argument as @FILE.npy%s)",
                    i, entry, t->text, k, what,
                    s->name[0] == '#' ? ", or give the dim a symbol (hidet.symbols)" : "");
        return false;
      }
      t->shape[k] = s->value;
    }
    if (!dyn)
      continue;
    t->numElements = 1;
    for (int k = 0; k < t->rank; ++k) {
      if (t->shape[k] != 0 && t->numElements > RUNNER_MAX_BUFFER_BYTES / t->shape[k]) {
        runnerError("argument #%d of @%s: '%s' is too large at these sizes", i, entry, t->text);
        return false;
      }
      t->numElements *= t->shape[k];
    }
  }
  return true;
}
