/*===-- main.c - hidet-run: run a function of an MLIR module on the CPU ---===*
 * Reads a module (a file or stdin), verifies it (upstream, then hidet),
 * builds the arguments from --arg specs checked against the entry's type,
 * lowers the module to the LLVM dialect, JIT-compiles it, calls the entry,
 * and prints scalar results (and memref arguments on request). Any error
 * prints `hidet-run: error: ...` or `file:line:col: error: ...`; exit 1.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Dialects.h"
#include "hidet-c/Verifier.h"
#include "hidet_internal.h"
#include "run.h"

#include "llvm-c/ErrorHandling.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* LLVM's fatal-error path would abort; make it an error message (LLVM
 * exits with status 1 after the handler returns). */
static void onFatalError(const char *reason) {
  hrError("%s", reason);
  fflush(stderr);
}

/* Everything main allocates, so that every exit path frees it. */
typedef struct {
  HrOptions opts;
  HidetStr input;
  HrDiagSink sink; /* lives as long as the context */
  MlirContext ctx;
  MlirModule module;
  HrValue *args;
  int numArgs;
  HrType *results;
  int numResults;
  HrScalar *resultValues;
} Run;

static void cleanup(Run *r) {
  for (int i = 0; r->args && i < r->numArgs; ++i)
    hrValueFree(&r->args[i]);
  free(r->args);
  for (int i = 0; r->results && i < r->numResults; ++i)
    hrTypeFree(&r->results[i]);
  free(r->results);
  free(r->resultValues);
  if (!mlirModuleIsNull(r->module))
    mlirModuleDestroy(r->module);
  if (!mlirContextIsNull(r->ctx))
    mlirContextDestroy(r->ctx);
  hidetStrFree(&r->input);
  hrFreeOptions(&r->opts);
}

/* Reads the entry's type, checks the arguments and results, and builds the
 * argument values from the --arg specs. */
static bool prepareCall(Run *r, MlirOperation fn) {
  const HrOptions *o = &r->opts;
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
    hrError("out of memory");
    return false;
  }
  for (int i = 0; i < numResults; ++i) {
    r->numResults = i + 1;
    if (!hrTypeFromMlir(mlirFunctionTypeGetResult(fnType, i), &r->results[i], why, sizeof why)) {
      hrError("result #%d of @%s: %s", i, o->entry, why);
      return false;
    }
    if (r->results[i].isMemref) {
      hrError("result #%d of @%s is '%s': memref results are not supported; pass an output "
              "memref as an argument instead and write into it",
              i, o->entry, r->results[i].text);
      return false;
    }
  }
  if (o->numArgs != numInputs) {
    hrError("@%s takes %d argument%s but %d --arg %s given", o->entry, numInputs,
            numInputs == 1 ? "" : "s", o->numArgs, o->numArgs == 1 ? "was" : "were");
    return false;
  }
  for (int i = 0; i < numInputs; ++i) {
    HrType t;
    r->numArgs = i + 1;
    bool typeOk = hrTypeFromMlir(mlirFunctionTypeGetInput(fnType, i), &t, why, sizeof why);
    if (!typeOk) {
      hrError("argument #%d of @%s: %s", i, o->entry, why);
      hrTypeFree(&t);
      return false;
    }
    if (!hrValueFromSpec(i, &t, o->args[i], o->seed, &r->args[i]))
      return false;
  }
  for (int k = 0; k < o->numOuts; ++k) {
    int i = o->outs[k].index;
    if (i >= numInputs) {
      hrError("--out=%d:%s: @%s has no argument #%d (it has %d)", i, o->outs[k].path, o->entry,
              i, numInputs);
      return false;
    }
    if (!r->args[i].type.isMemref) {
      hrError("--out=%d:%s: argument #%d is '%s', not a memref", i, o->outs[k].path, i,
              r->args[i].type.text);
      return false;
    }
  }
  return true;
}

static void printOutputs(const Run *r) {
  for (int i = 0; i < r->numResults; ++i) {
    printf("result #%d: ", i);
    hrPrintElement(stdout, r->results[i].elem, &r->resultValues[i]);
    putchar('\n');
  }
  if (r->opts.printArgs)
    for (int i = 0; i < r->numArgs; ++i)
      if (r->args[i].type.isMemref) {
        printf("arg #%d: %s =\n", i, r->args[i].type.text);
        hrPrintBuffer(stdout, &r->args[i].type, r->args[i].data);
      }
  fflush(stdout);
}

static bool run(Run *r) {
  HrOptions *o = &r->opts;
  if (o->target != HrTargetCpu) {
    hrError("--target=%s is not built yet; only --target=cpu is available", o->targetName);
    return false;
  }
  hidetStrInit(&r->input);
  errno = 0;
  if (!hidetReadFile(o->input, &r->input, NULL)) {
    hrError("could not open input file '%s': %s", o->input, strerror(errno));
    return false;
  }
  const char *displayName = strcmp(o->input, "-") == 0 ? "<stdin>" : o->input;
  r->sink = (HrDiagSink){displayName, r->input.data, r->input.len, 0};
  HrDiagSink *sink = &r->sink;

  /* Upstream dialects, passes and LLVM translations, and the hidet
   * dialects (loaded again, idempotently, to report a failure). */
  r->ctx = hidetContextCreate();
  mlirContextAttachDiagnosticHandler(r->ctx, hrDiagHandler, sink, NULL);
  if (mlirLogicalResultIsFailure(hidetRegisterDialects(r->ctx)))
    return false;
  r->module = mlirModuleCreateParse(r->ctx, mlirStringRefCreate(r->input.data, r->input.len));
  if (mlirModuleIsNull(r->module))
    return false; /* the parser reported why */
  /* The parser ran the upstream (and IRDL) verifier; now hidet's rules. */
  if (mlirLogicalResultIsFailure(hidetVerify(mlirModuleGetOperation(r->module))))
    return false;

  MlirOperation fn = hrFindEntry(r->module, o->entry, sink);
  if (mlirOperationIsNull(fn))
    return false;
  if (!prepareCall(r, fn))
    return false;
  if (!hrLower(r->ctx, r->module, fn, o, sink))
    return false;
  if (!hrJitAndCall(r->module, o, r->args, r->numArgs, r->results, r->numResults,
                    r->resultValues))
    return false;
  printOutputs(r);
  bool ok = true;
  for (int k = 0; k < o->numOuts; ++k) {
    const HrValue *v = &r->args[o->outs[k].index];
    ok = hrNpySave(o->outs[k].path, &v->type, v->data) && ok;
  }
  return ok;
}

int main(int argc, char **argv) {
  Run r;
  memset(&r, 0, sizeof r);
  int exitCode;
  if (!hrParseOptions(argc, argv, &r.opts, &exitCode)) {
    hrFreeOptions(&r.opts);
    return exitCode;
  }
  LLVMInstallFatalErrorHandler(onFatalError);
  bool ok = run(&r);
  cleanup(&r);
  return ok ? 0 : 1;
}
