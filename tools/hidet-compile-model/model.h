/*===-- model.h - hidet-compile-model's parts -----------------------------===*
 * hidet-compile-model turns a graph module (or a TOSA / linalg export) into
 * a shared library that runs the model on a GPU through runtime/cuda with
 * no MLIR at run time (docs/runtime.md):
 *   main.c     options, the compile steps, diagnostics
 *   object.c   LLVM-dialect module -> LLVM IR -> host object file
 *   wrapper.c  the generated C entry points, header and link step
 *   symbols.c  naming the entry's `?` dims and declaring their ranges
 *   spawn.c    running ptxas and the C compiler; the cubin step
 *   tune.c, tune_run.c  --tune=measure: measured schedules (tune.h)
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_COMPILE_MODEL_H
#define HIDET_COMPILE_MODEL_H

#include "mlir-c/IR.h"
#include "symbol_ranges.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One argument of the compiled entry: a memref with static dims, or `?`
 * dims named by a symbol (dynamic shapes, docs/dynamic-shapes.md). */
typedef struct {
  char dtype[8];    /* f32, f16, bf16, f64, i64, i32, i8, i1 */
  int64_t shape[16]; /* -1: a `?` dim, the value of symbol sym[d] */
  int sym[16];       /* index into ModelSignature.symbols, for `?` dims */
  int rank;
  int64_t elementBytes;
  bool isOutput;
} ModelArg;

#define MODEL_MAX_SYMBOLS HIDET_MAX_SYMBOL_RANGES
/* A symbol and its declared range (lib/symbol_ranges.h). */
typedef HidetSymbolRange ModelSymbol;

typedef struct {
  const char *name;    /* C identifier: prefix of every exported symbol */
  const char *entry;   /* the lowered entry function's symbol */
  ModelArg *args;
  int numArgs, numOutputs;
  /* The symbols of the `?` dims (hidet.symbols / hidet.symbol_ranges of
   * the entry); 0 for a static model, whose library is as before. */
  ModelSymbol symbols[MODEL_MAX_SYMBOLS];
  int numSymbols;
} ModelSignature;

/* Symbolic dims (symbols.c). The range a symbol gets when neither the
 * model nor --symbol-range declares one. */
#define MODEL_DEFAULT_SYMBOL_LO 1
#define MODEL_DEFAULT_SYMBOL_HI 4096
/* Names every `?` argument dim of `fn` that has no symbol (`argI.D`) and
 * gives every symbol a range: `given`'s, else the declared one, else the
 * default (with a note on stderr). False, with a message, when a `given`
 * name is no symbol of the arguments or there are too many symbols. */
bool modelDeclareSymbols(MlirOperation fn, const ModelSymbol *given, int numGiven,
                         const char *fnName);

/* Writes `module` (LLVM dialect) as a position-independent host object. */
bool modelEmitObject(MlirOperation module, const char *path, char *error, size_t errorSize);

/* Writes DIR/NAME.h and DIR/NAME_api.c. */
bool modelWriteWrapper(const ModelSignature *s, const char *dir, char *error, size_t errorSize);

/* Links DIR/libNAME.so from DIR/NAME_api.c, DIR/NAME.o and the runtime
 * archive with `cc`. */
bool modelLink(const ModelSignature *s, const char *dir, const char *cc, const char *runtime,
               char *error, size_t errorSize);

/* Runs argv[0] (searched on PATH) and waits; false with a message when it
 * cannot start or exits non-zero. */
bool modelRun(char *const argv[], char *error, size_t errorSize);

/* For every gpu.binary in `module`: assembles its PTX with ptxas for
 * `arch` (files in `tmpDir`, removed unless `keep`) and attaches the cubin
 * as the `hidet.cubin` attribute. */
bool modelAttachCubins(MlirOperation module, const char *arch, const char *tmpDir, bool keep,
                       char *error, size_t errorSize);

/* The persistent compile cache (cache.c). */
typedef struct {
  uint64_t a, b;
} ModelHash;
void modelHashInit(ModelHash *h);
void modelHashBytes(ModelHash *h, const void *data, size_t len);
void modelHashString(ModelHash *h, const char *s);
/* Hashes the file's bytes; false when it cannot be read. */
bool modelHashFile(ModelHash *h, const char *path);
void modelHashHex(const ModelHash *h, char out[33]);
/* Copies the entry `key` of `cacheDir` (libNAME.so, NAME.h) into `outDir`
 * and reads its summary line; false when there is no such entry. */
bool modelCacheLookup(const char *cacheDir, const char *key, const char *outDir, const char *name,
                      char *summary, size_t summarySize);
/* Stores outDir's libNAME.so and NAME.h with `summary` as entry `key`. */
bool modelCacheStore(const char *cacheDir, const char *key, const char *outDir, const char *name,
                     const char *summary);
/* --key=value or --key value at argv[*i] (advancing *i past a separate
 * value); returns the value, or NULL when argv[*i] is not that option. */
const char *modelOptValue(int argc, char **argv, int *i, const char *key);
/* A mkstemp template "<$TMPDIR or /tmp>/<stem>-XXXXXX" in buf (scratch files
 * of the tuner). */
void modelTempTemplate(char *buf, size_t size, const char *stem);
/* mkdir -p of dir (its last component included); false with errno set. */
bool modelMakeDirs(const char *dir);

#endif /* HIDET_COMPILE_MODEL_H */
