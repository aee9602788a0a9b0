/*===-- run.h - hidet-run: shared declarations ----------------------------===*
 * hidet-run runs one function of an MLIR module on the CPU:
 *   options.c   command line
 *   diag.c      printing MLIR diagnostics as `file:line:col: error: ...`
 *   values.c    argument types, argument specs, buffers, printing values
 *   npy.c       reading and writing .npy files
 *   jit.c       lowering to the LLVM dialect, JIT compiling, calling
 *   compare.c   comparing a run's memref arguments with a reference run's
 *   prune.c     dropping the functions and kernel modules the entry cannot reach
 *   main.c      the driver (targets cpu, reference, emulate; --compare)
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_RUN_H
#define HIDET_RUN_H

#include "diag_print.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Every error of the tool goes through this: "hidet-run: error: ...". */
void runnerError(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- Options (options.c). --------------------------------------------- */
typedef enum {
  RunnerTargetCpu,
  RunnerTargetReference,
  RunnerTargetEmulate,
  RunnerTargetCuda
} RunnerTarget;

typedef struct {
  int index;        /* memref argument number */
  const char *path; /* where to write it */
} RunnerOutSpec;

typedef struct {
  const char *input;    /* file or "-" */
  const char *entry;    /* function name, without '@' */
  const char *pipeline; /* NULL: the default lowering pipeline */
  RunnerTarget target;
  const char *targetName;
  int optLevel;
  uint64_t seed;
  bool printLLVM;
  bool printArgs;
  const char **args; /* one spec per function argument */
  int numArgs;
  RunnerOutSpec *outs;
  int numOuts;
  /* --expect=I:FILE.npy: compare memref argument I after the call with the
   * array in FILE (same spec form as --out), with atol/rtol. */
  RunnerOutSpec *expects;
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
  bool emuZeroShared; /* --emu-shared-init=zero */
  uint64_t emuSeed;
  int64_t emuStackKiB;
  bool emuBoundsCheck;
  bool emuStats;
  bool emuTrace; /* --emu-trace: HidetEmuConfig.verbose */
} RunnerOptions;

/* Parses argv. Returns true to go on; false to exit with *exitCode (0
 * after --help or --version, 1 after an error, which it has printed). */
bool runnerParseOptions(int argc, char **argv, RunnerOptions *o, int *exitCode);
void runnerPrintUsage(FILE *out);
void runnerFreeOptions(RunnerOptions *o);

/* The pipeline used when --lower-pipeline is not given. */
extern const char *const kRunnerDefaultPipeline;

/* ---- Diagnostics (diag.c). -------------------------------------------- */
typedef struct {
  HidetDiagPrinter printer; /* the input's name and text */
  int numErrors;
} RunnerDiagSink;

/* The MlirDiagnosticHandler; userData is a RunnerDiagSink. Prints to stderr. */
MlirLogicalResult runnerDiagHandler(MlirDiagnostic diag, void *userData);
/* Prints `file:line:col: error: message` (with the source line and a caret
 * when the position is in the input) for an error at `loc`. */
void runnerErrorAt(RunnerDiagSink *sink, MlirLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ---- Types and values (values.c). ------------------------------------- */
#define RUNNER_MAX_RANK 16

typedef enum {
  RunnerElemI1,
  RunnerElemInt, /* i8..i64 (signless, signed or unsigned) and index */
  RunnerElemF16,
  RunnerElemBF16, /* no numpy dtype: .npy files hold its raw bits (npy.c) */
  RunnerElemF32,
  RunnerElemF64,
} RunnerElemKind;

typedef struct {
  RunnerElemKind kind;
  int bits;        /* 1, 8, 16, 32, 64 */
  bool isUnsigned; /* ui8..ui64 */
  bool isSigned;   /* si8..si64 */
  bool isIndex;
} RunnerElemType;

/* The largest buffer hidet-run allocates for one argument. */
#define RUNNER_MAX_BUFFER_BYTES (INT64_C(1) << 40)

/* The type of a function argument or result, as hidet-run handles it. */
typedef struct {
  bool isMemref;
  RunnerElemType elem;
  int rank;
  int64_t shape[RUNNER_MAX_RANK]; /* -1: a dynamic dim not yet sized (runnerBindDims) */
  int64_t numElements;
  char *text; /* the MLIR spelling, e.g. "memref<4x5xf32>" */
} RunnerType;

/* ---- Dynamic shapes (dims.c). ------------------------------------------ *
 * The symbols of the entry's `?` dims: argument attribute `hidet.symbols`
 * (an array of strings, one per dim: a symbol name for a `?` dim, "" for a
 * static one; the same name on several dims means the same size), result
 * attribute `hidet.symbols` likewise (on the reference path result r is the
 * trailing output argument numInputs + r), and the function attribute
 * `hidet.symbol_ranges = {name = array<i64: min, max>}`. A `?` dim without
 * a symbol has a symbol of its own. */
typedef struct {
  char *name;
  bool hasRange, bound;
  int64_t lo, hi, value;
  int fromArg, fromDim; /* where it was bound */
} RunnerDimSym;

typedef struct {
  int numArgs;
  char *(*names)[RUNNER_MAX_RANK]; /* per argument and dim; NULL: none */
  RunnerDimSym *syms;
  int numSyms;
} RunnerDims;

/* Reads the symbols of graph function `fn` (before the reference lowering);
 * `reference`: results become trailing arguments. */
void runnerDimsRead(MlirOperation fn, bool reference, RunnerDims *d);
void runnerDimsFree(RunnerDims *d);
/* Sizes the `?` dims of types[0..n): first from the shapes of the .npy
 * files given as specs (checking each symbol's range and that every dim of
 * one symbol has one size), then the others from their symbols. Prints an
 * error and returns false on a violation or a dim nothing sizes. */
bool runnerBindDims(RunnerDims *d, RunnerType *types, const char *const *specs, int n,
                    const char *entry);

/* Reads `type` into `out`. On an unsupported type returns false and writes
 * the reason (which names the type) into `why`. `out->text` is always set;
 * free with runnerTypeFree. */
bool runnerTypeFromMlir(MlirType type, RunnerType *out, char *why, size_t whySize);
void runnerTypeFree(RunnerType *t);
size_t runnerElemSize(RunnerElemType e);

/* A scalar, stored as its element type in the low bytes (the host is
 * little-endian), i1 as one byte 0 or 1. */
typedef union {
  uint8_t u8;
  uint16_t u16;
  uint32_t u32;
  uint64_t u64;
  float f32;
  double f64;
} RunnerScalar;

/* One argument, ready to pass to the JIT. */
typedef struct {
  RunnerType type;
  RunnerScalar scalar; /* scalars */
  /* Memrefs: the buffer and its descriptor
   * {T *allocated, T *aligned, i64 offset, i64 sizes[rank], i64 strides[rank]}. */
  void *data;
  int64_t *descriptor;
  void *packed; /* what the packed-call slot points to */
} RunnerValue;

/* Builds argument `index` of type `type` (whose ownership moves into `v`)
 * from `spec`. On failure prints "hidet-run: error: ..." and returns false;
 * `v` is then empty (runnerValueFree is still safe). */
bool runnerValueFromSpec(int index, RunnerType *type, const char *spec, uint64_t seed,
                         RunnerValue *v);
void runnerValueFree(RunnerValue *v);
/* A deep copy (its own buffer). Prints an error and returns false when out
 * of memory. */
bool runnerValueClone(const RunnerValue *src, RunnerValue *dst);

/* Prints one element / a scalar: integers in decimal, floats in the
 * shortest form that reads back to the same value (nan, inf, -inf). */
void runnerPrintElement(FILE *out, RunnerElemType e, const void *p);
/* Prints a memref's contents, numpy-like: [[1, 2],\n [3, 4]]. */
void runnerPrintBuffer(FILE *out, const RunnerType *t, const void *data);

/* ---- .npy files (npy.c). ---------------------------------------------- */
/* The numpy dtype string of an element type, e.g. "<f4", "|b1". */
const char *runnerNpyDescr(RunnerElemType e);
/* Loads `path` into a new buffer (malloc'ed, 64-byte aligned) that must
 * match `t` exactly. On failure prints the reason and returns NULL. */
void *runnerNpyLoad(const char *path, const RunnerType *t, int argIndex);
/* As runnerNpyLoad, but for a float `t` (f16, bf16, f32, f64) the file may
 * hold any of <f2, <f4, <f8 instead (--expect compares in double, so a
 * PyTorch output saved in f32 checks an f16 or bf16 result); the buffer
 * holds the file's elements, whose type `*fileElem` receives. */
void *runnerNpyLoadForCompare(const char *path, const RunnerType *t, int argIndex,
                              RunnerElemType *fileElem);
/* The shape in the header of `path`; false (silently) if it cannot be read
 * (runnerNpyLoad then reports why). */
bool runnerNpyShape(const char *path, int *rank, int64_t *shape);
/* Writes `data` (of type `t`) to `path`. Prints the reason on failure. */
bool runnerNpySave(const char *path, const RunnerType *t, const void *data);

/* A zeroed buffer for `numElements` of `e`, 64-byte aligned; NULL (after
 * an error message) if it cannot be allocated. */
void *runnerAllocBuffer(RunnerElemType e, int64_t numElements);

/* f16 / bf16 <-> f32, round to nearest even (half.c). */
uint16_t runnerF32ToF16(float f);
float runnerF16ToF32(uint16_t h);
uint16_t runnerF32ToBF16(float f);
float runnerBF16ToF32(uint16_t b);

/* ---- Lowering and JIT (jit.c). ---------------------------------------- */
/* Finds the func.func @entry at the top of `module`. Prints an error and
 * returns a null op when there is none. */
MlirOperation runnerFindEntry(MlirModule module, const char *entry, RunnerDiagSink *sink);

/* ---- Pruning (prune.c). ------------------------------------------------ */
/* Erases the top-level functions and kernel modules that `entry` does not
 * reach through symbol references, so that only what the call needs is
 * lowered and JIT-compiled. */
void runnerPruneToEntry(MlirModule module, MlirOperation entry);
/* Marks the entry for the C interface and lowers the module to the LLVM
 * dialect. Prints errors; returns false on failure. */
bool runnerLower(MlirContext ctx, MlirModule module, MlirOperation entryFn, const char *pipeline,
                 const char *label, bool printLLVM, RunnerDiagSink *sink);
/* Runs `pipeline` (hidet-opt syntax) on the module, e.g. the reference
 * path before the entry's signature is read. */
bool runnerRunPipeline(MlirContext ctx, MlirModule module, const char *pipeline, const char *label,
                       RunnerDiagSink *sink);
/* JIT-compiles the lowered module and calls the entry with `args`;
 * `results[i]` receives scalar result i (of type resultTypes[i]). Prints
 * errors; returns false on failure. */
bool runnerJitAndCall(MlirModule module, const RunnerOptions *o, RunnerTarget target,
                      RunnerValue *args, int numArgs, const RunnerType *resultTypes,
                      int numResults, RunnerScalar *results);

/* ---- --target=cuda (cuda.c). ------------------------------------------ */
/* Initializes the CUDA runtime and picks the arch to compile for
 * (runnerCudaArchFor). Prints "no CUDA device: ..." and returns false
 * without a GPU. */
bool runnerCudaStart(char *arch, size_t archSize);
/* The arch to compile for on a device of compute capability major.minor
 * (8.0 or newer): sm_90a on 9.0, sm_90 on other 9.x and newer, else sm_80. */
const char *runnerCudaArchFor(int major, int minor);
/* The lowering pipeline for the arch, written into `buf`. */
const char *runnerCudaPipeline(const char *arch, char *buf, size_t size);
/* Copies every memref argument to a new device buffer that its descriptor
 * then points at; false (after an error, nothing left allocated) on
 * failure. */
bool runnerCudaToDevice(RunnerValue *args, int numArgs);
/* Waits for the kernels, copies the first `numArgs` memref arguments back
 * (when `copyBack`), frees the device buffers and restores the
 * descriptors. */
bool runnerCudaFromDevice(RunnerValue *args, int numArgs, bool copyBack);
/* The runtime functions lowered host code calls: hidetCudaHostSymbols
 * (runtime/cuda/hidet_cuda.h). */

/* ---- Comparing (compare.c). ------------------------------------------- */
/* Compares memref argument `index` of a run (`got`) with the reference's
 * (`want`) elementwise: |got - want| <= atol + rtol * |want|, NaN only
 * where the reference has NaN. Prints one line; returns true if within. */
bool runnerCompareValues(int index, const RunnerValue *got, const RunnerValue *want, double atol,
                         double rtol);
/* The same comparison against a raw buffer of elements `wantElem`
 * (--expect), both sides read as double; the line starts with `label`. */
bool runnerCompareBuffer(const char *label, int index, const RunnerValue *got, const void *want,
                         RunnerElemType wantElem, double atol, double rtol);

#endif /* HIDET_RUN_H */
