/*===-- run.h - hidet-run: shared declarations ----------------------------===*
 * hidet-run runs one function of an MLIR module on the CPU:
 *   options.c   command line
 *   diag.c      printing MLIR diagnostics as `file:line:col: error: ...`
 *   values.c    argument types, argument specs, buffers, printing values
 *   npy.c       reading and writing .npy files
 *   jit.c       lowering to the LLVM dialect, JIT compiling, calling
 *   compare.c   comparing a run's memref arguments with a reference run's
 *   main.c      the driver (targets cpu, reference, emulate; --compare)
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_RUN_H
#define HIDET_RUN_H

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Every error of the tool goes through this: "hidet-run: error: ...". */
void runnerError(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- Options (options.c). --------------------------------------------- */
typedef enum { HrTargetCpu, HrTargetReference, HrTargetEmulate, HrTargetCuda } HrTarget;

typedef struct {
  int index;        /* memref argument number */
  const char *path; /* where to write it */
} HrOutSpec;

typedef struct {
  const char *input;    /* file or "-" */
  const char *entry;    /* function name, without '@' */
  const char *pipeline; /* NULL: the default lowering pipeline */
  HrTarget target;
  const char *targetName;
  int optLevel;
  uint64_t seed;
  bool printLLVM;
  bool printArgs;
  const char **args; /* one spec per function argument */
  int numArgs;
  HrOutSpec *outs;
  int numOuts;
  /* --expect=I:FILE.npy: compare memref argument I after the call with the
   * array in FILE (same spec form as --out), with atol/rtol. */
  HrOutSpec *expects;
  int numExpects;
  const char **sharedLibs;
  int numSharedLibs;
  /* --compare[=FILE]: also run FILE (default: the input) on the reference
   * path with the same arguments and compare memref arguments. */
  bool compare;
  const char *compareFile;
  double atol, rtol;
  /* Emulator (--target=emulate). */
  int emuSchedule; /* HidetEmuSchedule */
  int emuAsync;    /* HidetEmuAsyncPolicy */
  uint64_t emuSeed;
  int64_t emuStackKiB;
  bool emuBoundsCheck;
  bool emuStats;
} HrOptions;

/* Parses argv. Returns true to go on; false to exit with *exitCode (0
 * after --help or --version, 1 after an error, which it has printed). */
bool runnerParseOptions(int argc, char **argv, HrOptions *o, int *exitCode);
void runnerPrintUsage(FILE *out);
void runnerFreeOptions(HrOptions *o);

/* The pipeline used when --lower-pipeline is not given. */
extern const char *const kHrDefaultPipeline;

/* ---- Diagnostics (diag.c). -------------------------------------------- */
typedef struct {
  const char *displayName; /* the input's name; replaces the parser's "-" */
  const char *buffer;      /* the input text, for the caret line */
  size_t bufferLen;
  int numErrors;
} HrDiagSink;

/* The MlirDiagnosticHandler; userData is an HrDiagSink. Prints to stderr. */
MlirLogicalResult runnerDiagHandler(MlirDiagnostic diag, void *userData);
/* Prints `file:line:col: error: message` (with the source line and a caret
 * when the position is in the input) for an error at `loc`. */
void runnerErrorAt(HrDiagSink *sink, MlirLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ---- Types and values (values.c). ------------------------------------- */
#define HR_MAX_RANK 16

typedef enum {
  HrElemI1,
  HrElemInt, /* i8..i64 (signless, signed or unsigned) and index */
  HrElemF16,
  HrElemF32,
  HrElemF64,
} HrElemKind;

typedef struct {
  HrElemKind kind;
  int bits;        /* 1, 8, 16, 32, 64 */
  bool isUnsigned; /* ui8..ui64 */
  bool isSigned;   /* si8..si64 */
  bool isIndex;
} HrElemType;

/* The type of a function argument or result, as hidet-run handles it. */
typedef struct {
  bool isMemref;
  HrElemType elem;
  int rank;
  int64_t shape[HR_MAX_RANK];
  int64_t numElements;
  char *text; /* the MLIR spelling, e.g. "memref<4x5xf32>" */
} HrType;

/* Reads `type` into `out`. On an unsupported type returns false and writes
 * the reason (which names the type) into `why`. `out->text` is always set;
 * free with runnerTypeFree. */
bool runnerTypeFromMlir(MlirType type, HrType *out, char *why, size_t whySize);
void runnerTypeFree(HrType *t);
size_t runnerElemSize(HrElemType e);

/* A scalar, stored as its element type in the low bytes (the host is
 * little-endian), i1 as one byte 0 or 1. */
typedef union {
  uint8_t u8;
  uint16_t u16;
  uint32_t u32;
  uint64_t u64;
  float f32;
  double f64;
} HrScalar;

/* One argument, ready to pass to the JIT. */
typedef struct {
  HrType type;
  HrScalar scalar; /* scalars */
  /* Memrefs: the buffer and its descriptor
   * {T *allocated, T *aligned, i64 offset, i64 sizes[rank], i64 strides[rank]}. */
  void *data;
  int64_t *descriptor;
  void *packed; /* what the packed-call slot points to */
} HrValue;

/* Builds argument `index` of type `type` (whose ownership moves into `v`)
 * from `spec`. On failure prints "hidet-run: error: ..." and returns false;
 * `v` is then empty (runnerValueFree is still safe). */
bool runnerValueFromSpec(int index, HrType *type, const char *spec, uint64_t seed, HrValue *v);
void runnerValueFree(HrValue *v);
/* A deep copy (its own buffer). Prints an error and returns false when out
 * of memory. */
bool runnerValueClone(const HrValue *src, HrValue *dst);

/* Prints one element / a scalar: integers in decimal, floats in the
 * shortest form that reads back to the same value (nan, inf, -inf). */
void runnerPrintElement(FILE *out, HrElemType e, const void *p);
/* Prints a memref's contents, numpy-like: [[1, 2],\n [3, 4]]. */
void runnerPrintBuffer(FILE *out, const HrType *t, const void *data);

/* ---- .npy files (npy.c). ---------------------------------------------- */
/* The numpy dtype string of an element type, e.g. "<f4", "|b1". */
const char *runnerNpyDescr(HrElemType e);
/* Loads `path` into a new buffer (malloc'ed, 64-byte aligned) that must
 * match `t` exactly. On failure prints the reason and returns NULL. */
void *runnerNpyLoad(const char *path, const HrType *t, int argIndex);
/* Writes `data` (of type `t`) to `path`. Prints the reason on failure. */
bool runnerNpySave(const char *path, const HrType *t, const void *data);

/* A zeroed buffer for `numElements` of `e`, 64-byte aligned; NULL (after
 * an error message) if it cannot be allocated. */
void *runnerAllocBuffer(HrElemType e, int64_t numElements);

/* f16 <-> f32, round to nearest even. */
uint16_t runnerF32ToF16(float f);
float runnerF16ToF32(uint16_t h);

/* ---- Lowering and JIT (jit.c). ---------------------------------------- */
/* Finds the func.func @entry at the top of `module`. Prints an error and
 * returns a null op when there is none. */
MlirOperation runnerFindEntry(MlirModule module, const char *entry, HrDiagSink *sink);
/* Marks the entry for the C interface and lowers the module to the LLVM
 * dialect. Prints errors; returns false on failure. */
bool runnerLower(MlirContext ctx, MlirModule module, MlirOperation entryFn, const char *pipeline,
             const char *label, bool printLLVM, HrDiagSink *sink);
/* Runs `pipeline` (hidet-opt syntax) on the module, e.g. the reference
 * path before the entry's signature is read. */
bool runnerRunPipeline(MlirContext ctx, MlirModule module, const char *pipeline, const char *label,
                   HrDiagSink *sink);
/* JIT-compiles the lowered module and calls the entry with `args`;
 * `results[i]` receives scalar result i (of type resultTypes[i]). Prints
 * errors; returns false on failure. */
bool runnerJitAndCall(MlirModule module, const HrOptions *o, bool emulator, HrValue *args, int numArgs,
                  const HrType *resultTypes, int numResults, HrScalar *results);

/* ---- Comparing (compare.c). ------------------------------------------- */
/* Compares memref argument `index` of a run (`got`) with the reference's
 * (`want`) elementwise: |got - want| <= atol + rtol * |want|, NaN only
 * where the reference has NaN. Prints one line; returns true if within. */
bool runnerCompareValues(int index, const HrValue *got, const HrValue *want, double atol, double rtol);
/* The same comparison against a raw buffer of `got`'s type (--expect);
 * the line starts with `label`. */
bool runnerCompareBuffer(const char *label, int index, const HrValue *got, const void *want,
                     double atol, double rtol);

#endif /* HIDET_RUN_H */
