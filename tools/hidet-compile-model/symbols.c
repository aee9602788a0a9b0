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
 * Reading NAME=LO:HI and writing the ranges is lib/symbol_ranges.c's, shared
 * with the hidet-set-symbol-ranges pass; the naming is this tool's own.
 *===----------------------------------------------------------------------===*/
#include "model.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Names every `?` argument dim of fn that has no symbol argI.D. */
static void nameDynamicDims(MlirOperation fn) {
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
  bool changed = false;
  for (intptr_t i = 0; i < numInputs; ++i) {
    MlirType t = mlirFunctionTypeGetInput(type, i);
    dicts[i] = hasArgAttrs ? mlirArrayAttrGetElement(argAttrs, i) : mlirDictionaryAttrGet(ctx, 0, NULL);
    if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasRank(t))
      continue;
    intptr_t rank = mlirShapedTypeGetRank(t);
    bool dynamic = false;
    for (intptr_t d = 0; d < rank; ++d)
      dynamic = dynamic || mlirShapedTypeIsDynamicDim(t, d);
    if (!dynamic || rank > 16)
      continue;
    MlirAttribute old = namedElement(dicts[i], "hidet.symbols");
    bool oldOk = !mlirAttributeIsNull(old) && mlirAttributeIsAArray(old) &&
                 mlirArrayAttrGetNumElements(old) == rank;
    MlirAttribute names[16];
    bool renamed = !oldOk;
    for (intptr_t d = 0; d < rank; ++d) {
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
    }
    if (renamed) {
      dicts[i] = withElement(ctx, dicts[i], "hidet.symbols", mlirArrayAttrGet(ctx, rank, names));
      changed = true;
    }
  }
  if (changed)
    mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString("arg_attrs"),
                                    mlirArrayAttrGet(ctx, numInputs, dicts));
  free(dicts);
}

bool modelDeclareSymbols(MlirOperation fn, const ModelSymbol *given, int numGiven,
                         const char *fnName) {
  nameDynamicDims(fn);
  char syms[MODEL_MAX_SYMBOLS][32];
  bool tooLong = false;
  int numSyms = hidetFuncArgSymbols(fn, syms, MODEL_MAX_SYMBOLS, &tooLong);
  if (numSyms > MODEL_MAX_SYMBOLS || tooLong) {
    fprintf(stderr, "hidet-compile-model: error: @%s has more than %d symbolic dims (or a "
                    "symbol name of 32 characters or more)\n", fnName, MODEL_MAX_SYMBOLS);
    return false;
  }
  for (int g = 0; g < numGiven; ++g) {
    if (hidetFuncHasArgSymbol(fn, given[g].name))
      continue;
    char list[MODEL_MAX_SYMBOLS * 34] = "";
    for (int k = 0; k < numSyms; ++k)
      snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", k ? ", " : "", syms[k]);
    fprintf(stderr, "hidet-compile-model: error: --symbol-range names '%s', which is no symbol "
                    "of @%s's arguments (%s%s)\n",
            given[g].name, fnName, numSyms ? "its symbols: " : "it has no `?` dims", list);
    return false;
  }
  hidetFuncSetSymbolRanges(fn, given, numGiven);
  /* A symbol that neither the model nor --symbol-range gave a range gets
   * the default, with a note. */
  ModelSymbol defaults[MODEL_MAX_SYMBOLS];
  int numDefaults = 0;
  for (int k = 0; k < numSyms; ++k) {
    int64_t lo, hi;
    if (hidetFuncSymbolRange(fn, syms[k], &lo, &hi))
      continue;
    ModelSymbol *r = &defaults[numDefaults++];
    memcpy(r->name, syms[k], sizeof r->name);
    r->lo = MODEL_DEFAULT_SYMBOL_LO;
    r->hi = MODEL_DEFAULT_SYMBOL_HI;
    fprintf(stderr, "hidet-compile-model: note: symbol '%s' of @%s has no declared range; "
                    "using [%" PRId64 ", %" PRId64 "] (--symbol-range=%s=LO:HI sets it)\n",
            syms[k], fnName, r->lo, r->hi, syms[k]);
  }
  hidetFuncSetSymbolRanges(fn, defaults, numDefaults);
  return true;
}
