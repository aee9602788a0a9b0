/*===-- symbol_ranges.c - Declared ranges of symbolic dims ----------------===*
 * The text form NAME=LO:HI and the function attribute hidet.symbol_ranges
 * (symbol_ranges.h); shared by hidet-compile-model and
 * hidet-set-symbol-ranges.
 *===----------------------------------------------------------------------===*/
#include "symbol_ranges.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A decimal of 1..10 digits in text[0..len) into *out. strtoll is not used:
 * the text is not NUL-terminated where a list item ends. */
static bool parseCount(const char *text, size_t len, int64_t *out) {
  if (len == 0 || len > 10)
    return false;
  int64_t v = 0;
  for (size_t k = 0; k < len; ++k) {
    if (!isdigit((unsigned char)text[k]))
      return false;
    v = v * 10 + (text[k] - '0');
  }
  *out = v;
  return true;
}

bool hidetSymbolRangeParse(const char *text, size_t len, HidetSymbolRange *out) {
  const char *eq = memchr(text, '=', len);
  if (!eq)
    return false;
  size_t n = (size_t)(eq - text);
  const char *rest = eq + 1;
  size_t restLen = len - n - 1;
  const char *colon = memchr(rest, ':', restLen);
  if (n == 0 || n >= sizeof out->name || !colon)
    return false;
  for (size_t k = 0; k < n; ++k) /* the name becomes a C string literal */
    if (!isalnum((unsigned char)text[k]) && text[k] != '_' && text[k] != '.')
      return false;
  int64_t lo, hi;
  size_t loLen = (size_t)(colon - rest);
  if (!parseCount(rest, loLen, &lo) || !parseCount(colon + 1, restLen - loLen - 1, &hi))
    return false;
  /* Extents are i32-sized at run time; 0 is refused (docs/dynamic-shapes.md:
   * kernels clamp a row index to extent - 1). */
  if (lo < 1 || hi < lo || hi > INT32_MAX)
    return false;
  snprintf(out->name, sizeof out->name, "%.*s", (int)n, text);
  out->lo = lo;
  out->hi = hi;
  return true;
}

bool hidetSymbolRangeAppend(HidetSymbolRange *list, int *num, const HidetSymbolRange *r,
                            const char *what, char *error, size_t errorSize) {
  for (int k = 0; k < *num; ++k)
    if (strcmp(list[k].name, r->name) == 0) {
      snprintf(error, errorSize, "%s names '%s' twice", what, r->name);
      return false;
    }
  if (*num == HIDET_MAX_SYMBOL_RANGES) {
    snprintf(error, errorSize, "%s: at most %d ranges", what, HIDET_MAX_SYMBOL_RANGES);
    return false;
  }
  list[(*num)++] = *r;
  return true;
}

bool hidetSymbolRangeListParse(const char *text, const char *what, HidetSymbolRange *list,
                               int *num, char *error, size_t errorSize) {
  *num = 0;
  for (const char *p = text; *p;) {
    const char *comma = strchr(p, ',');
    size_t len = comma ? (size_t)(comma - p) : strlen(p);
    HidetSymbolRange r;
    if (!hidetSymbolRangeParse(p, len, &r)) {
      snprintf(error, errorSize, "%s expects " HIDET_SYMBOL_RANGE_RULE
               " (NAME=LO:HI,NAME=LO:HI,... for several), got '%.*s'", what, (int)len, p);
      return false;
    }
    if (!hidetSymbolRangeAppend(list, num, &r, what, error, errorSize))
      return false;
    if (comma && comma[1] == '\0') { /* "a=1:2," */
      snprintf(error, errorSize, "%s expects " HIDET_SYMBOL_RANGE_RULE
               " (NAME=LO:HI,NAME=LO:HI,... for several), got '' after the last ','", what);
      return false;
    }
    p = comma ? comma + 1 : p + len;
  }
  return true;
}

static MlirAttribute dictGet(MlirAttribute dict, const char *name) {
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict))
    return (MlirAttribute){NULL};
  return mlirDictionaryAttrGetElementByName(dict, mlirStringRefCreateFromCString(name));
}

/* Calls visit(name, data) for the symbol of every `?` argument dim of fn
 * (non-empty names only; repeats included), until it returns false. */
static void forEachArgSymbol(MlirOperation fn, bool (*visit)(MlirStringRef, void *), void *data) {
  MlirAttribute fnType = hidetOpAttr(fn, "function_type");
  MlirAttribute argAttrs = hidetOpAttr(fn, "arg_attrs");
  if (mlirAttributeIsNull(fnType) || !mlirAttributeIsAType(fnType) ||
      mlirAttributeIsNull(argAttrs) || !mlirAttributeIsAArray(argAttrs))
    return;
  MlirType type = mlirTypeAttrGetValue(fnType);
  if (!mlirTypeIsAFunction(type))
    return;
  intptr_t numInputs = mlirFunctionTypeGetNumInputs(type);
  for (intptr_t i = 0; i < numInputs && i < mlirArrayAttrGetNumElements(argAttrs); ++i) {
    MlirType t = mlirFunctionTypeGetInput(type, i);
    MlirAttribute syms = dictGet(mlirArrayAttrGetElement(argAttrs, i), "hidet.symbols");
    if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasRank(t) || mlirAttributeIsNull(syms) ||
        !mlirAttributeIsAArray(syms))
      continue;
    intptr_t rank = mlirShapedTypeGetRank(t);
    for (intptr_t d = 0; d < rank && d < mlirArrayAttrGetNumElements(syms); ++d) {
      MlirAttribute s = mlirArrayAttrGetElement(syms, d);
      if (!mlirShapedTypeIsDynamicDim(t, d) || !mlirAttributeIsAString(s) ||
          mlirStringAttrGetValue(s).length == 0)
        continue;
      if (!visit(mlirStringAttrGetValue(s), data))
        return;
    }
  }
}

typedef struct {
  char (*names)[32];
  int max, num;
  bool tooLong;
} Collect;

static bool collectSymbol(MlirStringRef name, void *data) {
  Collect *c = data;
  if (name.length >= sizeof c->names[0]) {
    c->tooLong = true;
    return true;
  }
  for (int k = 0; k < c->num && k < c->max; ++k)
    if (strlen(c->names[k]) == name.length && strncmp(c->names[k], name.data, name.length) == 0)
      return true;
  /* Past `max` a repeat cannot be told from a new name; such a count is an
   * error for every caller anyway. */
  if (c->num < c->max)
    snprintf(c->names[c->num], sizeof c->names[0], "%.*s", (int)name.length, name.data);
  c->num++;
  return true;
}

int hidetFuncArgSymbols(MlirOperation fn, char (*names)[32], int max, bool *tooLong) {
  Collect c = {names, max, 0, false};
  forEachArgSymbol(fn, collectSymbol, &c);
  if (tooLong)
    *tooLong = c.tooLong;
  return c.num;
}

typedef struct {
  const char *name;
  bool found;
} Find;

static bool findSymbol(MlirStringRef name, void *data) {
  Find *f = data;
  f->found = mlirStringRefEqual(name, mlirStringRefCreateFromCString(f->name));
  return !f->found;
}

bool hidetFuncHasArgSymbol(MlirOperation fn, const char *name) {
  Find f = {name, false};
  forEachArgSymbol(fn, findSymbol, &f);
  return f.found;
}

bool hidetFuncSymbolRange(MlirOperation fn, const char *name, int64_t *lo, int64_t *hi) {
  MlirAttribute r = dictGet(hidetOpAttr(fn, "hidet.symbol_ranges"), name);
  if (mlirAttributeIsNull(r) || !mlirAttributeIsADenseI64Array(r) ||
      mlirDenseArrayGetNumElements(r) != 2)
    return false;
  *lo = mlirDenseI64ArrayGetElement(r, 0);
  *hi = mlirDenseI64ArrayGetElement(r, 1);
  return true;
}

void hidetFuncSetSymbolRanges(MlirOperation fn, const HidetSymbolRange *ranges, int num) {
  if (num == 0)
    return;
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirAttribute old = hidetOpAttr(fn, "hidet.symbol_ranges");
  intptr_t numOld = mlirAttributeIsNull(old) || !mlirAttributeIsADictionary(old)
                        ? 0
                        : mlirDictionaryAttrGetNumElements(old);
  MlirNamedAttribute *elems = calloc((size_t)(numOld + num), sizeof *elems);
  if (!elems)
    abort(); /* out of memory */
  intptr_t m = 0;
  for (intptr_t j = 0; j < numOld; ++j) {
    MlirNamedAttribute e = mlirDictionaryAttrGetElement(old, j);
    bool replaced = false;
    for (int k = 0; k < num && !replaced; ++k)
      replaced = mlirStringRefEqual(mlirIdentifierStr(e.name),
                                    mlirStringRefCreateFromCString(ranges[k].name));
    if (!replaced)
      elems[m++] = e;
  }
  for (int k = 0; k < num; ++k) {
    int64_t r[2] = {ranges[k].lo, ranges[k].hi};
    elems[m++] = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(ranges[k].name)),
        mlirDenseI64ArrayGet(ctx, 2, r));
  }
  /* The dictionary sorts its entries by name. */
  mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString("hidet.symbol_ranges"),
                                  mlirDictionaryAttrGet(ctx, m, elems));
  free(elems);
}
