/*===-- tune.h - hidet-compile-model --tune=measure -----------------------===*
 * Measured tuning inside the model compiler (docs/schedules.md, "Measured
 * tuning in hidet-compile-model"): for each unique kernel (template, arch,
 * problem key) of the model, the cost model's top K schedules are compiled
 * in process as a one-kernel module, run on seeded random inputs, checked
 * against the first candidate that ran, timed, and the fastest correct one
 * is appended to a schedule cache, which the model's compile then reads
 * (cache=FILE).
 *   tune.c      options, the listing, the loop over kernels, the cache
 *   tune_run.c  one candidate: compile, JIT, run, compare, time
 * The timing itself is MLIR-free: runtime/cuda's hidetCudaTimeKernels on a
 * GPU, the emulator's own launch time with --tune-device=emulate (a CPU
 * stand-in for tests: its times say nothing about a GPU).
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_COMPILE_MODEL_TUNE_H
#define HIDET_COMPILE_MODEL_TUNE_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum { TUNE_DEVICE_CUDA, TUNE_DEVICE_EMULATE } ModelTuneDevice;

typedef struct {
  bool enabled;         /* --tune=measure or tune=measure in --opts */
  int top;              /* --tune-top: candidates per kernel */
  double budgetS;       /* --tune-budget: seconds for the measuring (< 0: none) */
  const char *cache;    /* --tune-cache: read, appended to (NULL: DIR/NAME.schedules) */
  const char *timings;  /* --tune-timings: every correct candidate's time, appended (NULL: none) */
  ModelTuneDevice device;
  int warmup, runs;     /* --tune-runs: timed runs per candidate (CUDA) */
  const char *given;    /* the first --tune-* option given (an error without tune=measure) */
} ModelTuneOptions;

void modelTuneDefaults(ModelTuneOptions *t);
/* Takes argv[*i] if it is a --tune* option: 1 (taken, *i advanced past a
 * separate value), 0 (not a tune option), -1 (bad value; message printed). */
int modelTuneParseOption(ModelTuneOptions *t, int argc, char **argv, int *i);
void modelTuneUsage(FILE *f);

/* Removes `tune=measure` from the --opts text (setting t->enabled) and
 * checks the options that do not go with it. Writes the remaining text to
 * `rest`. False with a message printed. */
bool modelTuneTakeOpts(ModelTuneOptions *t, const char *opts, char *rest, size_t restSize);

/* The measuring: `module` (graph level, after import) stays as it is; the
 * work happens on clones. On success `compileOpts` receives the options of
 * the model's compile: `opts` plus cache=<the tune cache>. False after an
 * error was printed. */
bool modelTuneRun(const ModelTuneOptions *t, MlirContext ctx, MlirModule module, const char *arch,
                  const char *opts, const char *outDir, const char *name, char *compileOpts,
                  size_t compileOptsSize);

/* ---- tune_run.c ---- */
typedef struct ModelTuneBench ModelTuneBench;

/* The device, started once: CUDA (hidetCudaInit; the device must run
 * `arch`'s code) or the emulator. False with why. */
bool modelTuneStartDevice(ModelTuneDevice device, const char *arch, char *why, size_t whySize);
/* Words naming the device that times (for a timings file's header). */
void modelTuneDeviceName(ModelTuneDevice device, char *out, size_t size);

/* One kernel's candidates share a bench: its standalone graph module
 * (`forward`), its inputs (seeded) and the first candidate's outputs. */
ModelTuneBench *modelTuneBenchCreate(MlirContext ctx, MlirModule standalone, ModelTuneDevice device,
                                     const char *arch, const char *extraOpts, uint64_t seed,
                                     const ModelTuneOptions *t);
void modelTuneBenchFree(ModelTuneBench *b);

/* Compiles the bench's module with `cacheLine` (a schedule cache line that
 * gives the kernel its schedule) as its only cache, runs it once on the
 * bench's inputs, compares its outputs with the first candidate's (the
 * first one to get here becomes the reference), and times it. `rank` is
 * the candidate's 1-based rank (for the test-only corruption hook). False
 * with why (a compile or run failure, a mismatch); *us on success. */
bool modelTuneBenchMeasure(ModelTuneBench *b, const char *cacheLine, int rank, double *us,
                           char *why, size_t whySize);

#endif /* HIDET_COMPILE_MODEL_TUNE_H */
