/*===-- main.c - hidet-run: run a function of an MLIR module on the CPU ---===*
 * Reads a module (a file or stdin), verifies it (upstream, then hidet),
 * builds the arguments from --arg specs checked against the entry's type,
 * lowers the module to the LLVM dialect, JIT-compiles it, calls the entry,
 * and prints scalar results (and memref arguments on request). Any error
 * prints `hidet-run: error: ...` or `file:line:col: error: ...`; exit 1.
 *===----------------------------------------------------------------------===*/
#include "emulator.h"
#include "hidet-c/Diagnostics.h"
#include "hidet-c/Dialects.h"
#include "hidet-c/Passes.h"
#include "hidet-c/Verifier.h"
#include "hidet_internal.h"
#include "run.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "llvm-c/ErrorHandling.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* LLVM's fatal-error path would abort; make it an error message (LLVM
 * exits with status 1 after the handler returns). */
static void onFatalError(const char *reason) {
  runnerError("%s", reason);
  fflush(stderr);
}

/* One parsed module with its own context and diagnostics sink. */
typedef struct {
  HidetStr input;
  RunnerDiagSink sink; /* lives as long as the context */
  MlirContext ctx;
  MlirModule module;
} Loaded;

/* A call of one entry: its arguments and results. */
typedef struct {
  RunnerValue *args;
  int numArgs;
  RunnerType *results;
  int numResults;
  RunnerScalar *resultValues;
} Call;

/* Everything main allocates, so that every exit path frees it. */
typedef struct {
  RunnerOptions opts;
  Loaded main, ref;
  Call call, refCall;
} Run;

static void freeCall(Call *c) {
  for (int i = 0; c->args && i < c->numArgs; ++i)
    runnerValueFree(&c->args[i]);
  free(c->args);
  for (int i = 0; c->results && i < c->numResults; ++i)
    runnerTypeFree(&c->results[i]);
  free(c->results);
  free(c->resultValues);
  memset(c, 0, sizeof *c);
}

static void unload(Loaded *l) {
  if (!mlirModuleIsNull(l->module))
    mlirModuleDestroy(l->module);
  if (!mlirContextIsNull(l->ctx)) {
    hidetContextSetRemarkHandler(l->ctx, NULL, NULL);
    mlirContextDestroy(l->ctx);
  }
  hidetDiagPrinterFree(&l->sink.printer);
  hidetStrFree(&l->input);
}

static void cleanup(Run *r) {
  freeCall(&r->call);
  freeCall(&r->refCall);
  unload(&r->main);
  unload(&r->ref);
  runnerFreeOptions(&r->opts);
}

/* Reads, parses and verifies (upstream, then hidet) one module. */
static bool load(const char *path, Loaded *l) {
  hidetStrInit(&l->input);
  errno = 0;
  if (!hidetReadFile(path, &l->input, NULL)) {
    runnerError("could not open input file '%s': %s", path, strerror(errno));
    return false;
  }
  const char *displayName = strcmp(path, "-") == 0 ? "<stdin>" : path;
  hidetDiagPrinterInit(&l->sink.printer, stderr, displayName, l->input.data, l->input.len, 0);
  l->sink.numErrors = 0;
  /* Upstream dialects, passes and LLVM translations, and the hidet
   * dialects (loaded again, idempotently, to report a failure). */
  l->ctx = hidetContextCreate();
  mlirContextAttachDiagnosticHandler(l->ctx, runnerDiagHandler, &l->sink, NULL);
  /* hidet's remarks go through the same printer. */
  hidetContextSetRemarkHandler(l->ctx, hidetDiagPrintRemark, &l->sink.printer);
  if (mlirLogicalResultIsFailure(hidetRegisterDialects(l->ctx)))
    return false;
  /* Input that would crash or hang the MLIR parser is rejected first
   * (lib/input_limits.c). */
  HidetInputLimitError limit;
  if (!hidetCheckInputLimits("hidet-run", l->input.data, l->input.len, &limit)) {
    runnerErrorAt(&l->sink,
                  mlirLocationFileLineColGet(l->ctx, mlirStringRefCreateFromCString(displayName),
                                             (unsigned)limit.line, (unsigned)limit.col),
                  "%s", limit.message);
    return false;
  }
  /* Parse a file by name, so that locations (which the emulator prints in
   * its reports) carry it; stdin goes through the buffer read above. */
  l->module = strcmp(path, "-") == 0
                  ? mlirModuleCreateParse(l->ctx, mlirStringRefCreate(l->input.data, l->input.len))
                  : mlirModuleCreateParseFromFile(l->ctx, mlirStringRefCreateFromCString(path));
  if (mlirModuleIsNull(l->module)) {
    /* The parser reported why, except for a few inputs it fails on
     * quietly (lib/input_limits.c). */
    if (l->sink.numErrors == 0) {
      hidetExplainSilentParseFailure(l->ctx, l->input.data, l->input.len, &limit);
      runnerErrorAt(&l->sink,
                    mlirLocationFileLineColGet(l->ctx, mlirStringRefCreateFromCString(displayName),
                                               (unsigned)limit.line, (unsigned)limit.col),
                    "%s", limit.message);
    }
    return false;
  }
  return mlirLogicalResultIsSuccess(hidetVerify(mlirModuleGetOperation(l->module)));
}

/* Reads the entry's type, checks the arguments and results, and builds the
 * argument values from the --arg specs. */
/* Every --out / --expect spec names a memref argument of the entry. */
static bool checkSpecs(const char *flag, const RunnerOutSpec *specs, int n, const Call *r,
                       const char *entry, int numInputs) {
  for (int k = 0; k < n; ++k) {
    int i = specs[k].index;
    if (i >= numInputs) {
      runnerError("%s=%d:%s: @%s has no argument #%d (it has %d)", flag, i, specs[k].path, entry, i,
              numInputs);
      return false;
    }
    if (!r->args[i].type.isMemref) {
      runnerError("%s=%d:%s: argument #%d is '%s', not a memref", flag, i, specs[k].path, i,
              r->args[i].type.text);
      return false;
    }
  }
  return true;
}

/* --expect: compares each named argument with its .npy file. */
static bool checkExpects(const RunnerOptions *o, const Call *c) {
  int failed = 0;
  for (int k = 0; k < o->numExpects; ++k) {
    const RunnerValue *v = &c->args[o->expects[k].index];
    RunnerElemType fileElem;
    void *want =
        runnerNpyLoadForCompare(o->expects[k].path, &v->type, o->expects[k].index, &fileElem);
    if (!want)
      return false;
    if (!runnerCompareBuffer("expect", o->expects[k].index, v, want, fileElem, o->atol, o->rtol))
      failed++;
    free(want);
  }
  printf("expect: %s (%d array%s, %d outside tolerance)\n", failed ? "FAIL" : "PASS", o->numExpects,
         o->numExpects == 1 ? "" : "s", failed);
  fflush(stdout);
  return failed == 0;
}

static bool prepareCall(const RunnerOptions *o, Call *r, MlirOperation fn, bool reference,
                        RunnerDims *dims) {
  MlirAttribute fnTypeAttr =
      mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("function_type"));
  MlirType fnType = mlirTypeAttrGetValue(fnTypeAttr);
  int numInputs = (int)mlirFunctionTypeGetNumInputs(fnType);
  int numResults = (int)mlirFunctionTypeGetNumResults(fnType);
  char why[512];
  r->results = calloc((size_t)numResults + 1, sizeof *r->results);
  r->resultValues = calloc((size_t)numResults + 1, sizeof *r->resultValues);
  r->args = calloc((size_t)numInputs + 1, sizeof *r->args);
  if (!r->results || !r->resultValues || !r->args) {
    runnerError("out of memory");
    return false;
  }
  for (int i = 0; i < numResults; ++i) {
    r->numResults = i + 1;
    if (!runnerTypeFromMlir(mlirFunctionTypeGetResult(fnType, i), &r->results[i], why, sizeof why)) {
      runnerError("result #%d of @%s: %s", i, o->entry, why);
      return false;
    }
    if (r->results[i].isMemref) {
      runnerError("result #%d of @%s is '%s': memref results are not supported; pass an output "
              "memref as an argument instead and write into it",
              i, o->entry, r->results[i].text);
      return false;
    }
  }
  if (o->numArgs != numInputs) {
    runnerError("@%s takes %d argument%s but %d --arg %s given%s", o->entry, numInputs,
            numInputs == 1 ? "" : "s", o->numArgs, o->numArgs == 1 ? "was" : "were",
            reference ? " (on the reference path each tensor result becomes a trailing output "
                        "memref argument; pass --arg=poison for it)"
                      : "");
    return false;
  }
  RunnerType *types = calloc((size_t)numInputs + 1, sizeof *types);
  if (!types) {
    runnerError("out of memory");
    return false;
  }
  bool ok = true;
  int made = 0;
  for (int i = 0; ok && i < numInputs; ++i) {
    made = i + 1;
    if (!runnerTypeFromMlir(mlirFunctionTypeGetInput(fnType, i), &types[i], why, sizeof why)) {
      runnerError("argument #%d of @%s: %s", i, o->entry, why);
      ok = false;
    }
  }
  /* `?` dims: sized from the .npy arguments and the symbols (dims.c) */
  ok = ok && runnerBindDims(dims, types, o->args, numInputs, o->entry);
  for (int i = 0; ok && i < numInputs; ++i) {
    r->numArgs = i + 1;
    ok = runnerValueFromSpec(i, &types[i], o->args[i], o->seed, &r->args[i]);
  }
  for (int k = 0; k < made; ++k) /* those moved into a value have no text left */
    runnerTypeFree(&types[k]);
  free(types);
  if (!ok)
    return false;
  return checkSpecs("--out", o->outs, o->numOuts, r, o->entry, numInputs) &&
         checkSpecs("--expect", o->expects, o->numExpects, r, o->entry, numInputs);
}

static void printOutputs(const Call *r, const RunnerOptions *o) {
  for (int i = 0; i < r->numResults; ++i) {
    printf("result #%d: ", i);
    runnerPrintElement(stdout, r->results[i].elem, &r->resultValues[i]);
    putchar('\n');
  }
  if (o->printArgs)
    for (int i = 0; i < r->numArgs; ++i)
      if (r->args[i].type.isMemref) {
        printf("arg #%d: %s =\n", i, r->args[i].type.text);
        runnerPrintBuffer(stdout, &r->args[i].type, r->args[i].data);
      }
  fflush(stdout);
}

/* The lowering pipeline of a target (the emulator's ends in the CPU
 * lowering too); --lower-pipeline replaces it. */
#define HIDET_EMULATOR_HOST_VECTOR_LOWERING "func.func(convert-vector-to-scf),convert-vector-to-llvm"

static const char *lowerPipeline(const RunnerOptions *o, RunnerTarget target, char *buf,
                                 size_t size, const char **label) {
  *label = "<default-lower-pipeline>";
  if (o->pipeline && target == o->target) {
    *label = "<lower-pipeline>";
    return o->pipeline;
  }
  if (target == RunnerTargetEmulate) {
    /* Host code of upstream-style programs prints with vector.print and
     * reads with vector.transfer_read: lower the host's vector ops too. */
    snprintf(buf, size, "builtin.module(%s%s,%s,%s)", HIDET_EMULATOR_PIPELINE,
             o->emuBoundsCheck ? "" : "{bounds-check=false}", HIDET_EMULATOR_HOST_VECTOR_LOWERING,
             HIDET_CPU_LOWERING_PIPELINE);
    return buf;
  }
  return kRunnerDefaultPipeline;
}

/* Runs the entry of `l` on `target`. Arguments come from the --arg specs,
 * or, when `given` is set, are clones of its arguments (for --compare).
 * When `snapshot` is set, it receives clones of the arguments as they were
 * before the call. */
static bool runOne(const RunnerOptions *o, Loaded *l, RunnerTarget target, Call *c,
                   const Call *given, Call *snapshot) {
  bool reference = target == RunnerTargetReference;
  /* The symbols of `?` dims, read before the reference lowering (which
   * turns the results into trailing arguments). */
  RunnerDims dims;
  memset(&dims, 0, sizeof dims);
  MlirOperation fn = runnerFindEntry(l->module, o->entry, &l->sink);
  if (mlirOperationIsNull(fn))
    return false;
  runnerPruneToEntry(l->module, fn);
  runnerDimsRead(fn, reference, &dims);
  if (reference && !runnerRunPipeline(l->ctx, l->module, "builtin.module(hidet-reference)",
                                      "hidet-reference", &l->sink)) {
    runnerDimsFree(&dims);
    return false;
  }
  fn = runnerFindEntry(l->module, o->entry, &l->sink);
  bool prepared = !mlirOperationIsNull(fn) && prepareCall(o, c, fn, reference, &dims);
  runnerDimsFree(&dims);
  if (!prepared)
    return false;
  if (given) {
    /* The reference takes the very inputs of the run under test. (Both
     * counts equal the number of --arg specs, which prepareCall checked;
     * kept as a guard for the indexing below.) */
    if (given->numArgs != c->numArgs) {
      runnerError("--compare: the reference @%s takes %d arguments, the run under test %d", o->entry,
              c->numArgs, given->numArgs);
      return false;
    }
    for (int i = 0; i < c->numArgs; ++i) {
      if (strcmp(c->args[i].type.text, given->args[i].type.text) != 0) {
        runnerError("--compare: argument #%d is '%s' in the reference but '%s' in the run under "
                "test",
                i, c->args[i].type.text, given->args[i].type.text);
        return false;
      }
      runnerValueFree(&c->args[i]);
      if (!runnerValueClone(&given->args[i], &c->args[i]))
        return false;
    }
  }
  if (snapshot) {
    snapshot->args = calloc((size_t)c->numArgs + 1, sizeof *snapshot->args);
    if (!snapshot->args) {
      runnerError("out of memory");
      return false;
    }
    for (int i = 0; i < c->numArgs; ++i) {
      snapshot->numArgs = i + 1;
      if (!runnerValueClone(&c->args[i], &snapshot->args[i]))
        return false;
    }
  }
  char buf[4096];
  const char *label;
  const char *pipeline = lowerPipeline(o, target, buf, sizeof buf, &label);
  char arch[16];
  bool cuda = target == RunnerTargetCuda;
  if (cuda) {
    if (!runnerCudaStart(arch, sizeof arch))
      return false;
    if (!o->pipeline)
      pipeline = runnerCudaPipeline(arch, buf, sizeof buf);
  }
  if (!runnerLower(l->ctx, l->module, fn, pipeline, label, o->printLLVM && !given, &l->sink))
    return false;
  bool emulate = target == RunnerTargetEmulate;
  if (emulate) {
    HidetEmuConfig cfg = {(HidetEmuSchedule)o->emuSchedule, (HidetEmuAsyncPolicy)o->emuAsync,
                          o->emuSeed, o->emuStackKiB * 1024, o->emuTrace, o->emuZeroShared};
    hidetEmuConfigure(&cfg);
  }
  if (cuda && !runnerCudaToDevice(c->args, c->numArgs))
    return false;
  bool called = runnerJitAndCall(l->module, o, target, c->args, c->numArgs, c->results,
                                 c->numResults, c->resultValues);
  if (cuda && !runnerCudaFromDevice(c->args, c->numArgs, called))
    return false;
  if (!called)
    return false;
  if (emulate) {
    if (o->emuStats) {
      HidetEmuStats st;
      hidetEmuGetStats(&st);
      printf("emulator: %lld launches, %lld blocks, %lld threads, %lld context switches, "
             "%.3f s, %.0f threads/s\n",
             (long long)st.launches, (long long)st.blocks, (long long)st.threads,
             (long long)st.switches, st.seconds,
             st.seconds > 0 ? (double)st.threads / st.seconds : 0.0);
    }
    if (hidetEmuFailed()) {
      runnerError("the emulated kernels failed (see the report above)");
      return false;
    }
  }
  return true;
}

static bool run(Run *r) {
  RunnerOptions *o = &r->opts;
  if (!load(o->input, &r->main))
    return false;
  /* For --compare, keep the arguments as they were before the run. */
  Call inputs = {0};
  bool ok = runOne(o, &r->main, o->target, &r->call, NULL, o->compare ? &inputs : NULL);
  if (ok) {
    printOutputs(&r->call, o);
    for (int k = 0; k < o->numOuts; ++k) {
      const RunnerValue *v = &r->call.args[o->outs[k].index];
      ok = runnerNpySave(o->outs[k].path, &v->type, v->data) && ok;
    }
    if (ok && o->numExpects)
      ok = checkExpects(o, &r->call);
  }
  if (ok && o->compare) {
    const char *refPath = o->compareFile ? o->compareFile : o->input;
    ok = load(refPath, &r->ref) &&
         runOne(o, &r->ref, RunnerTargetReference, &r->refCall, &inputs, NULL);
    int compared = 0, failed = 0;
    for (int i = 0; ok && i < r->call.numArgs; ++i) {
      if (!r->call.args[i].type.isMemref)
        continue;
      compared++;
      if (!runnerCompareValues(i, &r->call.args[i], &r->refCall.args[i], o->atol, o->rtol))
        failed++;
    }
    if (ok) {
      printf("compare: %s (%d memref argument%s, %d outside tolerance)\n", failed ? "FAIL" : "PASS",
             compared, compared == 1 ? "" : "s", failed);
      fflush(stdout);
      ok = failed == 0;
    }
  }
  freeCall(&inputs);
  return ok;
}

int main(int argc, char **argv) {
  Run r;
  memset(&r, 0, sizeof r);
  int exitCode;
  if (!runnerParseOptions(argc, argv, &r.opts, &exitCode)) {
    runnerFreeOptions(&r.opts);
    return exitCode;
  }
  LLVMInstallFatalErrorHandler(onFatalError);
  bool ok = run(&r);
  cleanup(&r);
  return ok ? 0 : 1;
}
