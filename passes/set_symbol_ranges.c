/*===-- set_symbol_ranges.c - hidet-set-symbol-ranges ---------------------===*
 * Declares the ranges of symbolic dims from the pipeline text: a plain
 * torch-mlir export keeps no Dim bounds, so without this every `?` is
 * scheduled for the default representative size and gets no size buckets
 * (docs/dynamic-shapes.md). hidet-compile-model's --symbol-range does the
 * same through the same code (lib/symbol_ranges.c).
 *
 * `ranges=NAME=LO:HI,...` is checked when the pass is created (syntax,
 * bounds, a name given twice). At run time every func.func nested in the
 * op (the op included) whose arguments carry one of the names in
 * `hidet.symbols` gets those ranges in its `hidet.symbol_ranges`; its other
 * entries stay. A name that no function's arguments carry is an error at
 * the op, and nothing changes.
 *===----------------------------------------------------------------------===*/
#include "hidet_internal.h"
#include "pass_util.h"
#include "symbol_ranges.h"

#include <stdio.h>
#include <string.h>

typedef struct {
  /* 8 ranges of a 31-character name and two 10-digit bounds, with commas. */
  char ranges[512];
} Options;

/* The list is parsed here once to reject bad text at pipeline parsing
 * (with the pipeline position), and again by the run from the field. */
static bool checkRanges(const char *key, const char *value, char *error, size_t errorSize) {
  HidetSymbolRange list[HIDET_MAX_SYMBOL_RANGES];
  int num;
  return hidetSymbolRangeListParse(value, key, list, &num, error, errorSize);
}

static const HidetPassOption kOptions[] = {
    {.key = "ranges",
     .type = {.kind = HIDET_OPTION_STRING},
     HIDET_OPTION_FIELD(Options, ranges),
     .syntax = "NAME=LO:HI,...",
     .help = "the range [LO, HI] of each named symbol (1 <= LO <= HI <= 2147483647; at most "
             "8), set in hidet.symbol_ranges of every function whose arguments carry it",
     .validate = checkRanges},
};

static MlirWalkResult collectFuncs(MlirOperation op, void *data) {
  if (hidetOpIs(op, "func.func"))
    hidetOpListPush(data, op);
  return MlirWalkResultAdvance;
}

/* "a, b, c": the argument symbols of `funcs`, each once (for the
 * unknown-name error; the first 16 of each function). */
static void listSymbols(const HidetOpList *funcs, HidetStr *out) {
  enum { kMax = 16 };
  char seen[kMax][32];
  int numSeen = 0;
  bool more = false;
  for (size_t f = 0; f < funcs->len; ++f) {
    char names[kMax][32];
    int n = hidetFuncArgSymbols(funcs->ops[f], names, kMax, NULL);
    more = more || n > kMax;
    for (int k = 0; k < n && k < kMax; ++k) {
      bool dup = false;
      for (int j = 0; j < numSeen && !dup; ++j)
        dup = strcmp(seen[j], names[k]) == 0;
      if (dup)
        continue;
      if (numSeen == kMax) {
        more = true;
        break;
      }
      memcpy(seen[numSeen++], names[k], sizeof names[k]);
      hidetStrAppendf(out, "%s%s", out->len ? ", " : "", names[k]);
    }
  }
  if (more)
    hidetStrAppendf(out, ", ...");
}

static MlirLogicalResult runSetSymbolRanges(MlirOperation root, const void *options) {
  const Options *o = options;
  HidetSymbolRange list[HIDET_MAX_SYMBOL_RANGES];
  int num;
  char error[512];
  if (!hidetSymbolRangeListParse(o->ranges, "ranges", list, &num, error, sizeof error))
    return hidetEmitOpError(root, "%s", error); /* checked at creation: not reached */
  if (num == 0)
    return hidetEmitOpError(root, "hidet-set-symbol-ranges needs ranges=NAME=LO:HI,... (it "
                                  "was given no range)");
  HidetOpList funcs = {NULL, 0, 0};
  mlirOperationWalk(root, collectFuncs, &funcs, MlirWalkPreOrder);
  /* Check every name first: a failing pass leaves the IR as it was. */
  bool ok = true;
  for (int k = 0; k < num; ++k) {
    bool found = false;
    for (size_t f = 0; f < funcs.len && !found; ++f)
      found = hidetFuncHasArgSymbol(funcs.ops[f], list[k].name);
    if (found)
      continue;
    HidetStr syms;
    hidetStrInit(&syms);
    listSymbols(&funcs, &syms);
    hidetEmitOpError(root,
                     "hidet-set-symbol-ranges: ranges names '%s', which is no symbol of a "
                     "function's arguments (hidet.symbols) here (%s%s)",
                     list[k].name, syms.len ? "the symbols: " : "no argument has a named `?` dim",
                     syms.len ? syms.data : "");
    hidetStrFree(&syms);
    ok = false;
  }
  for (size_t f = 0; ok && f < funcs.len; ++f) {
    HidetSymbolRange mine[HIDET_MAX_SYMBOL_RANGES];
    int numMine = 0;
    for (int k = 0; k < num; ++k)
      if (hidetFuncHasArgSymbol(funcs.ops[f], list[k].name))
        mine[numMine++] = list[k];
    hidetFuncSetSymbolRanges(funcs.ops[f], mine, numMine);
  }
  hidetOpListFree(&funcs);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

const HidetPassDef hidetSetSymbolRangesPassDef = {
    .name = "HidetSetSymbolRanges",
    .argument = "hidet-set-symbol-ranges",
    .summary = "Declare the ranges of symbolic (`?`) dims: hidet.symbol_ranges",
    .description =
        "For each NAME=LO:HI of ranges=, sets NAME = array<i64: LO, HI> in hidet.symbol_ranges "
        "of every func.func whose arguments name a `?` dim NAME (hidet.symbols; "
        "hidet-import-linalg names an unnamed one argI.D), keeping the function's other "
        "entries. The GPU path schedules each run-time extent for its range's upper bound and "
        "cuts size buckets from the range; hidet-run refuses sizes outside it. A name that no "
        "function's arguments carry is an error. See docs/dynamic-shapes.md.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = NULL,
    .run = runSetSymbolRanges,
};
