/*===-- symbol_ranges.h - Declared ranges of symbolic dims --------*- C -*-===*
 * A `?` dim of a graph function's argument is named by a symbol (the
 * argument attribute `hidet.symbols`), and the function attribute
 * `hidet.symbol_ranges = {name = array<i64: lo, hi>}` declares the range of
 * each (docs/dynamic-shapes.md). The GPU path schedules every run-time
 * extent for its symbol's upper bound and cuts size buckets from the range;
 * hidet-run and model libraries refuse sizes outside it.
 *
 * This is the one place that reads the text form NAME=LO:HI and writes
 * ranges onto a function: hidet-compile-model's --symbol-range and the
 * hidet-set-symbol-ranges pass (passes/set_symbol_ranges.c) both use it.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_SYMBOL_RANGES_H
#define HIDET_SYMBOL_RANGES_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* At most this many ranges in one list (a model library's symbol limit). */
#define HIDET_MAX_SYMBOL_RANGES 8

typedef struct {
  char name[32]; /* letters, digits, '_' and '.'; 1..31 characters */
  int64_t lo, hi;
} HidetSymbolRange;

/* What a range's text must be, for messages. */
#define HIDET_SYMBOL_RANGE_RULE                                                              \
  "NAME=LO:HI with 1 <= LO <= HI <= 2147483647 and NAME of letters, digits, '_' and '.'"

/* Parses `len` characters of `text` as NAME=LO:HI; false when they are not
 * (bad syntax, LO < 1, LO > HI, HI > INT32_MAX, a name too long or with
 * other characters: the name becomes a C string literal in a model
 * library). */
bool hidetSymbolRangeParse(const char *text, size_t len, HidetSymbolRange *out);

/* Appends `r` to list[0..*num) (capacity HIDET_MAX_SYMBOL_RANGES). False,
 * with "<what> names 'x' twice" or "<what>: at most 8 ranges" in `error`,
 * when the name is already there or the list is full. */
bool hidetSymbolRangeAppend(HidetSymbolRange *list, int *num, const HidetSymbolRange *r,
                            const char *what, char *error, size_t errorSize);

/* Parses "NAME=LO:HI,NAME=LO:HI,..." (no spaces; "" is an empty list) into
 * list[0..*num). False with the message in `error`: "<what> expects
 * NAME=LO:HI[,NAME=LO:HI...] with ..., got '<item>'", or
 * hidetSymbolRangeAppend's. */
bool hidetSymbolRangeListParse(const char *text, const char *what, HidetSymbolRange *list,
                               int *num, char *error, size_t errorSize);

/* The symbols of `fn`'s (func.func) arguments: the non-empty names in
 * their `hidet.symbols` at `?` dims, each once, in argument and dim order,
 * into names[0..max). Returns their number, which may exceed `max` (then
 * only the first `max` are stored). A name of 32 characters or more is
 * neither stored nor counted (no range can name it); `*tooLong` (if
 * non-null) says whether there was one. */
int hidetFuncArgSymbols(MlirOperation fn, char (*names)[32], int max, bool *tooLong);

/* Whether `name` is a symbol of a `?` dim of `fn`'s arguments. */
bool hidetFuncHasArgSymbol(MlirOperation fn, const char *name);

/* The range `fn` declares for `name` (its hidet.symbol_ranges entry, a
 * two-element i64 array); false when it declares none. */
bool hidetFuncSymbolRange(MlirOperation fn, const char *name, int64_t *lo, int64_t *hi);

/* Sets `ranges` in `fn`'s hidet.symbol_ranges (creating it): each named
 * entry is added or replaced, every other entry stays as it was. */
void hidetFuncSetSymbolRanges(MlirOperation fn, const HidetSymbolRange *ranges, int num);

#endif /* HIDET_SYMBOL_RANGES_H */
