/*===-- symbols.c - hidet-compile-model: the entry's symbolic dims ---------===*
 * A model library states a symbol and a range for every `?` dim of its entry
 * (docs/runtime.md, "Symbolic dims"). bench/models/export_dynamic.py writes
 * them (`hidet.symbols`, `hidet.symbol_ranges`), but a plain torch-mlir
 * export carries neither: torch.export's Dim names and bounds do not survive
 * its backend pipeline. So before compiling, each `?` argument dim without a
 * symbol is named `argI.D` (the name hidet-import-linalg gives the argument
 * dims it traces from a result), and each symbol without a range gets the one
 * --symbol-range=NAME=LO:HI gives, or the default [1, 4096] with a note that
 * says so. The ranges matter twice: the library refuses sizes outside them
 * (status 6), and the GPU code's size buckets are cut from the upper bounds.
 *===----------------------------------------------------------------------===*/
#include "model.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool modelParseSymbolRange(const char *v, ModelSymbol *out, char *error, size_t errorSize) {
  const char *eq = strchr(v, '=');
  const char *colon = eq ? strchr(eq, ':') : NULL;
  size_t n = eq ? (size_t)(eq - v) : 0;
  bool ok = eq && colon && n > 0 && n < sizeof out->name;
  for (size_t k = 0; ok && k < n; ++k) /* the name becomes a C string literal */
    ok = isalnum((unsigned char)v[k]) || v[k] == '_' || v[k] == '.';
  char *end = NULL;
  if (ok) {
    errno = 0;
    out->lo = strtoll(eq + 1, &end, 10);
    ok = end == colon && errno == 0 && isdigit((unsigned char)eq[1]);
  }
  if (ok) {
    out->hi = strtoll(colon + 1, &end, 10);
    ok = *end == '\0' && errno == 0 && isdigit((unsigned char)colon[1]);
  }
  if (!ok || out->lo < 1 || out->hi < out->lo || out->hi > INT32_MAX) {
    snprintf(error, errorSize,
             "--symbol-range takes NAME=LO:HI with 1 <= LO <= HI <= 2147483647 and NAME of "
             "letters, digits, '_' and '.', got '%s'",
             v);
    return false;
  }
  snprintf(out->name, sizeof out->name, "%.*s", (int)n, v);
  return true;
}

static MlirAttribute namedElement(MlirAttribute dict, const char *name) {
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict))
    return (MlirAttribute){NULL};
  return mlirDictionaryAttrGetElementByName(dict, mlirStringRefCreateFromCString(name));
}

/* `dict` with `name` set to `value` (added or replaced). */
static MlirAttribute withElement(MlirContext ctx, MlirAttribute dict, const char *name,
                                 MlirAttribute value) {
  intptr_t n = mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict)
                   ? 0
                   : mlirDictionaryAttrGetNumElements(dict);
  MlirNamedAttribute *elems = calloc((size_t)n + 1, sizeof *elems);
  if (!elems)
    abort(); /* out of memory */
  intptr_t m = 0;
  MlirStringRef key = mlirStringRefCreateFromCString(name);
  for (intptr_t i = 0; i < n; ++i) {
    MlirNamedAttribute e = mlirDictionaryAttrGetElement(dict, i);
    if (!mlirStringRefEqual(mlirIdentifierStr(e.name), key))
      elems[m++] = e;
  }
  elems[m++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, key), value);
  MlirAttribute out = mlirDictionaryAttrGet(ctx, m, elems);
  free(elems);
  return out;
}

typedef struct {
  char names[MODEL_MAX_SYMBOLS][32];
  int num;
} SymbolList;

/* Adds `name` once; false when the list is full. */
static bool listAdd(SymbolList *l, MlirStringRef name) {
  for (int k = 0; k < l->num; ++k)
    if (strlen(l->names[k]) == name.length && strncmp(l->names[k], name.data, name.length) == 0)
      return true;
  if (l->num == MODEL_MAX_SYMBOLS || name.length >= sizeof l->names[0])
    return false;
  snprintf(l->names[l->num++], sizeof l->names[0], "%.*s", (int)name.length, name.data);
  return true;
}

bool modelDeclareSymbols(MlirOperation fn, const ModelSymbol *given, int numGiven,
                         const char *fnName) {
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirType type = mlirTypeAttrGetValue(
      mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("function_type")));
  intptr_t numInputs = mlirFunctionTypeGetNumInputs(type);
  MlirAttribute argAttrs =
      mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("arg_attrs"));
  bool hasArgAttrs = !mlirAttributeIsNull(argAttrs) && mlirAttributeIsAArray(argAttrs) &&
                     mlirArrayAttrGetNumElements(argAttrs) == numInputs;
  MlirAttribute *dicts = calloc((size_t)numInputs + 1, sizeof *dicts);
  if (!dicts)
    abort(); /* out of memory */
  SymbolList syms = {.num = 0};
  bool changed = false, ok = true;
  for (intptr_t i = 0; i < numInputs && ok; ++i) {
    MlirType t = mlirFunctionTypeGetInput(type, i);
    dicts[i] = hasArgAttrs ? mlirArrayAttrGetElement(argAttrs, i) : mlirDictionaryAttrGet(ctx, 0, NULL);
    if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasRank(t))
      continue;
    intptr_t rank = mlirShapedTypeGetRank(t);
    bool dynamic = false;
    for (intptr_t d = 0; d < rank; ++d)
      dynamic = dynamic || mlirShapedTypeIsDynamicDim(t, d);
    if (!dynamic)
      continue;
    MlirAttribute old = namedElement(dicts[i], "hidet.symbols");
    bool oldOk = !mlirAttributeIsNull(old) && mlirAttributeIsAArray(old) &&
                 mlirArrayAttrGetNumElements(old) == rank;
    MlirAttribute names[16];
    bool renamed = !oldOk;
    for (intptr_t d = 0; d < rank && d < 16; ++d) {
      MlirAttribute e = oldOk ? mlirArrayAttrGetElement(old, d) : (MlirAttribute){NULL};
      bool named = !mlirAttributeIsNull(e) && mlirAttributeIsAString(e) &&
                   mlirStringAttrGetValue(e).length > 0;
      if (mlirShapedTypeIsDynamicDim(t, d) && !named) {
        char buf[32];
        snprintf(buf, sizeof buf, "arg%d.%d", (int)i, (int)d);
        e = mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(buf));
        renamed = true;
      } else if (!mlirShapedTypeIsDynamicDim(t, d)) {
        e = named ? e : mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(""));
      }
      names[d] = e;
      if (mlirShapedTypeIsDynamicDim(t, d) && !listAdd(&syms, mlirStringAttrGetValue(e))) {
        fprintf(stderr, "hidet-compile-model: error: @%s has more than %d symbolic dims (or a "
                        "symbol name of 32 characters or more)\n", fnName, MODEL_MAX_SYMBOLS);
        ok = false;
      }
    }
    if (ok && renamed && rank <= 16) {
      dicts[i] = withElement(ctx, dicts[i], "hidet.symbols", mlirArrayAttrGet(ctx, rank, names));
      changed = true;
    }
  }
  if (ok && changed)
    mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString("arg_attrs"),
                                    mlirArrayAttrGet(ctx, numInputs, dicts));
  free(dicts);
  for (int g = 0; ok && g < numGiven; ++g) {
    bool found = false;
    for (int k = 0; k < syms.num && !found; ++k)
      found = strcmp(syms.names[k], given[g].name) == 0;
    if (!found) {
      char list[MODEL_MAX_SYMBOLS * 34] = "";
      for (int k = 0; k < syms.num; ++k)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", k ? ", " : "",
                 syms.names[k]);
      fprintf(stderr, "hidet-compile-model: error: --symbol-range names '%s', which is no symbol "
                      "of @%s's arguments (%s%s)\n",
              given[g].name, fnName, syms.num ? "its symbols: " : "it has no `?` dims",
              list);
      ok = false;
    }
  }
  if (!ok || syms.num == 0)
    return ok;
  MlirAttribute oldRanges =
      mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("hidet.symbol_ranges"));
  /* Ranges of names that are no argument's symbol stay as they were. */
  intptr_t numOld = mlirAttributeIsNull(oldRanges) || !mlirAttributeIsADictionary(oldRanges)
                        ? 0
                        : mlirDictionaryAttrGetNumElements(oldRanges);
  MlirNamedAttribute *ranges = calloc((size_t)(numOld + syms.num), sizeof *ranges);
  if (!ranges)
    abort(); /* out of memory */
  int numRanges = 0;
  for (intptr_t j = 0; j < numOld; ++j) {
    MlirNamedAttribute e = mlirDictionaryAttrGetElement(oldRanges, j);
    bool ours = false;
    for (int k = 0; k < syms.num && !ours; ++k)
      ours = mlirStringRefEqual(mlirIdentifierStr(e.name),
                                mlirStringRefCreateFromCString(syms.names[k]));
    if (!ours)
      ranges[numRanges++] = e;
  }
  for (int k = 0; k < syms.num; ++k) {
    int64_t r[2] = {0, 0};
    const ModelSymbol *opt = NULL;
    for (int g = 0; g < numGiven; ++g)
      if (strcmp(syms.names[k], given[g].name) == 0)
        opt = &given[g];
    MlirAttribute old = namedElement(oldRanges, syms.names[k]);
    if (opt) {
      r[0] = opt->lo;
      r[1] = opt->hi;
    } else if (!mlirAttributeIsNull(old) && mlirAttributeIsADenseI64Array(old) &&
               mlirDenseArrayGetNumElements(old) == 2) {
      r[0] = mlirDenseI64ArrayGetElement(old, 0);
      r[1] = mlirDenseI64ArrayGetElement(old, 1);
    } else {
      r[0] = MODEL_DEFAULT_SYMBOL_LO;
      r[1] = MODEL_DEFAULT_SYMBOL_HI;
      fprintf(stderr, "hidet-compile-model: note: symbol '%s' of @%s has no declared range; "
                      "using [%" PRId64 ", %" PRId64 "] (--symbol-range=%s=LO:HI sets it)\n",
              syms.names[k], fnName, r[0], r[1], syms.names[k]);
    }
    ranges[numRanges++] = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(syms.names[k])),
        mlirDenseI64ArrayGet(ctx, 2, r));
  }
  mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString("hidet.symbol_ranges"),
                                  mlirDictionaryAttrGet(ctx, numRanges, ranges));
  free(ranges);
  return true;
}
