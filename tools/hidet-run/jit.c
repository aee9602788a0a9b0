/*===-- jit.c - Lower to the LLVM dialect, JIT-compile, call --------------===*
 * The entry function gets `llvm.emit_c_interface`, so lowering adds
 * `_mlir_ciface_<entry>`, which takes memrefs as pointers to descriptors and
 * several results through a pointer to a struct as its first argument. The
 * ExecutionEngine wraps every function into a packed form taking one
 * `void **` (a pointer per argument, then one for a single result), which
 * mlirExecutionEngineInvokePacked calls.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include "hidet-c/Passes.h"
#include "hidet_internal.h"

#include "emulator.h"
#include "hidet_cuda.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Pass.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

const char *const kRunnerDefaultPipeline = "builtin.module(" HIDET_CPU_LOWERING_PIPELINE ")";

static bool refEquals(MlirStringRef r, const char *s) {
  return r.length == strlen(s) && strncmp(r.data, s, r.length) == 0;
}

static bool isFuncOp(MlirOperation op) {
  return refEquals(mlirIdentifierStr(mlirOperationGetName(op)), "func.func");
}

MlirOperation runnerFindEntry(MlirModule module, const char *entry, RunnerDiagSink *sink) {
  MlirOperation none = {NULL};
  MlirBlock body = mlirModuleGetBody(module);
  HidetStr names;
  hidetStrInit(&names);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute name = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(name) || !mlirAttributeIsAString(name))
      continue;
    MlirStringRef n = mlirStringAttrGetValue(name);
    if (!refEquals(n, entry)) {
      if (isFuncOp(op) && !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
        hidetStrAppendf(&names, "%s@%.*s", names.len ? ", " : "", (int)n.length, n.data);
      continue;
    }
    if (!isFuncOp(op)) {
      MlirStringRef opName = mlirIdentifierStr(mlirOperationGetName(op));
      runnerErrorAt(sink, mlirOperationGetLocation(op),
                "@%s is a '%.*s'; hidet-run calls func.func functions", entry,
                (int)opName.length, opName.data);
      hidetStrFree(&names);
      return none;
    }
    if (mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)))) {
      runnerErrorAt(sink, mlirOperationGetLocation(op),
                "@%s is a declaration; the entry function needs a body", entry);
      hidetStrFree(&names);
      return none;
    }
    hidetStrFree(&names);
    return op;
  }
  if (names.len)
    runnerError("no function @%s in the module (its functions: %s); choose one with --entry", entry,
            names.data);
  else
    runnerError("no function @%s in the module (it has no func.func)", entry);
  hidetStrFree(&names);
  return none;
}

typedef struct {
  RunnerDiagSink *sink;
  bool failed;
} LeftoverCheck;

/* Stops at the first op outside the LLVM dialect. */
static MlirWalkResult findLeftover(MlirOperation op, void *userData) {
  LeftoverCheck *c = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (refEquals(name, "builtin.module") ||
      (name.length > 5 && strncmp(name.data, "llvm.", 5) == 0))
    return MlirWalkResultAdvance;
  runnerErrorAt(c->sink, mlirOperationGetLocation(op),
            "'%.*s' was not lowered to the LLVM dialect by the lowering pipeline", (int)name.length,
            name.data);
  c->failed = true;
  return MlirWalkResultInterrupt;
}

/* Parses `pipeline` into a new pass manager; prints a caret error. */
static MlirPassManager buildPipeline(MlirContext ctx, const char *pipeline, const char *label) {
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  HidetPipelineError err = {0, ""};
  if (mlirLogicalResultIsFailure(
          hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(pipeline), &err))) {
    fprintf(stderr, "%s:1:%zu: error: %s\n%s\n%*s^\n", label, err.offset + 1, err.message,
            pipeline, (int)err.offset, "");
    mlirPassManagerDestroy(pm);
    return (MlirPassManager){NULL};
  }
  return pm;
}

/* Runs `pipeline` on the module; on failure prints `what` failed, noting
 * when no diagnostic said why. */
static bool runPipeline(MlirContext ctx, MlirModule module, const char *pipeline, const char *label,
                        RunnerDiagSink *sink, const char *what) {
  MlirPassManager pm = buildPipeline(ctx, pipeline, label);
  if (!pm.ptr)
    return false;
  int errorsBefore = sink->numErrors;
  bool ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  mlirPassManagerDestroy(pm);
  if (!ok)
    runnerError("%s failed%s", what,
            sink->numErrors == errorsBefore ? " (the pass pipeline gave no diagnostic)" : "");
  return ok;
}

bool runnerRunPipeline(MlirContext ctx, MlirModule module, const char *pipeline, const char *label,
                       RunnerDiagSink *sink) {
  char what[128];
  snprintf(what, sizeof what, "the pipeline %s", label);
  return runPipeline(ctx, module, pipeline, label, sink, what);
}

bool runnerLower(MlirContext ctx, MlirModule module, MlirOperation entryFn, const char *pipeline,
                 const char *label, bool printLLVM, RunnerDiagSink *sink) {
  mlirOperationSetAttributeByName(entryFn, mlirStringRefCreateFromCString("llvm.emit_c_interface"),
                                  mlirUnitAttrGet(ctx));
  /* A private entry would get internal linkage and could vanish. */
  mlirOperationRemoveAttributeByName(entryFn, mlirStringRefCreateFromCString("sym_visibility"));

  if (!runPipeline(ctx, module, pipeline, label, sink, "lowering to the LLVM dialect"))
    return false;
  if (printLLVM) {
    HidetStr text;
    hidetStrInit(&text);
    mlirOperationPrint(mlirModuleGetOperation(module), hidetStrCallback, &text);
    fwrite(text.data, 1, text.len, stdout);
    fputc('\n', stdout);
    fflush(stdout);
    hidetStrFree(&text);
  }
  LeftoverCheck check = {sink, false};
  mlirOperationWalk(mlirModuleGetOperation(module), findLeftover, &check, MlirWalkPreOrder);
  if (check.failed) {
    runnerError("lowering left ops outside the LLVM dialect (see them with --print-llvm-dialect; "
            "extend the pipeline with --lower-pipeline)");
    return false;
  }
  return true;
}

/* Every external function the lowered module calls must exist in the
 * process or a loaded library: the JIT would otherwise fail deep inside
 * LLVM, where the error cannot be reported cleanly. */
static bool isProvided(RunnerTarget target, const char *name) {
  if (target == RunnerTargetEmulate)
    for (const HidetEmuSymbol *s = hidetEmuSymbols(); s->name; ++s)
      if (strcmp(s->name, name) == 0)
        return true;
  if (target == RunnerTargetCuda)
    for (const HidetCudaSymbol *s = hidetCudaHostSymbols(); s->name; ++s)
      if (strcmp(s->name, name) == 0)
        return true;
  return false;
}

static bool checkExternalSymbols(MlirModule module, RunnerTarget target) {
  MlirBlock body = mlirModuleGetBody(module);
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!refEquals(mlirIdentifierStr(mlirOperationGetName(op)), "llvm.func") ||
        !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
      continue;
    MlirAttribute attr = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(attr) || !mlirAttributeIsAString(attr))
      continue;
    MlirStringRef n = mlirStringAttrGetValue(attr);
    char name[512];
    if (n.length >= sizeof name || (n.length > 5 && strncmp(n.data, "llvm.", 5) == 0))
      continue;
    if (mlirOperationIsNull(hidetFindSymbolUser(mlirModuleGetOperation(module), n, NULL)))
      continue;
    memcpy(name, n.data, n.length);
    name[n.length] = '\0';
    if (isProvided(target, name))
      continue;
    /* What kernels call comes from the emulator runtime only, never from
     * the process (the C library's vprintf is not the device's). */
    if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(
            op, mlirStringRefCreateFromCString(HIDET_EMU_DEVICE_EXTERN_ATTR)))) {
      runnerError("emulated kernels call '%s', which the emulator runtime does not provide "
                  "(kernels may call only the runtime's symbols, docs/emulator.md)",
                  name);
      ok = false;
      continue;
    }
    dlerror();
    if (!dlsym(RTLD_DEFAULT, name)) {
      runnerError("the compiled code calls '%s', which is not defined here; load a library that "
              "defines it with --shared-lib (memref runtime functions such as memrefCopy are in "
              "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so)",
              name);
      ok = false;
    }
  }
  return ok;
}

/* Size and alignment of a scalar in an LLVM struct on the host. */
static size_t fieldSize(RunnerElemType e) { return runnerElemSize(e); }

bool runnerJitAndCall(MlirModule module, const RunnerOptions *o, RunnerTarget target,
                      RunnerValue *args, int numArgs, const RunnerType *resultTypes,
                      int numResults, RunnerScalar *results) {
  /* Load the libraries first, so that their symbols count in the check. */
  void **handles = calloc((size_t)o->numSharedLibs + 1, sizeof(void *));
  MlirStringRef *libs = calloc((size_t)o->numSharedLibs + 1, sizeof(MlirStringRef));
  void **packed = calloc((size_t)numArgs + 2, sizeof(void *));
  unsigned char *resultStruct = calloc((size_t)numResults + 1, 8);
  MlirExecutionEngine jit = {NULL};
  bool ok = handles && libs && packed && resultStruct;
  if (!ok)
    runnerError("out of memory");
  for (int i = 0; ok && i < o->numSharedLibs; ++i) {
    handles[i] = dlopen(o->sharedLibs[i], RTLD_NOW | RTLD_GLOBAL);
    if (!handles[i]) {
      const char *why = dlerror();
      runnerError("cannot load shared library '%s': %s", o->sharedLibs[i], why ? why : "unknown error");
      ok = false;
    }
    libs[i] = mlirStringRefCreateFromCString(o->sharedLibs[i]);
  }
  if (ok)
    ok = checkExternalSymbols(module, target);
  if (ok) {
    jit = mlirExecutionEngineCreate(module, o->optLevel, o->numSharedLibs, libs,
                                    /*enableObjectDump=*/false, /*enablePIC=*/false);
    if (mlirExecutionEngineIsNull(jit)) {
      runnerError("JIT compilation failed (the lowered module could not be translated to LLVM IR "
              "or compiled for this host)");
      ok = false;
    }
  }
  /* Emulated kernels call the runtime linked into this tool. */
  for (const HidetEmuSymbol *s = hidetEmuSymbols(); ok && target == RunnerTargetEmulate && s->name;
       ++s)
    mlirExecutionEngineRegisterSymbol(jit, mlirStringRefCreateFromCString(s->name), s->address);
  /* CUDA host code calls the runtime linked into this tool. */
  for (const HidetCudaSymbol *s = hidetCudaHostSymbols(); ok && target == RunnerTargetCuda && s->name;
       ++s)
    mlirExecutionEngineRegisterSymbol(jit, mlirStringRefCreateFromCString(s->name), s->address);
  if (ok) {
    /* Results: one comes back through the last slot; several through a
     * struct whose address the first argument of the C interface takes. */
    void *structPtr = resultStruct;
    int first = 0;
    if (numResults == 1) {
      packed[numArgs] = &results[0];
    } else if (numResults > 1) {
      packed[0] = &structPtr;
      first = 1;
    }
    for (int i = 0; i < numArgs; ++i)
      packed[first + i] = args[i].packed;
    memset(results, 0, sizeof *results * (size_t)(numResults ? numResults : 1));
    if (mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(
            jit, mlirStringRefCreateFromCString(o->entry), packed))) {
      runnerError("cannot find the compiled entry @%s (_mlir_ciface_%s)", o->entry, o->entry);
      ok = false;
    }
    if (ok && numResults > 1) {
      size_t offset = 0;
      for (int i = 0; i < numResults; ++i) {
        size_t size = fieldSize(resultTypes[i].elem);
        offset = (offset + size - 1) / size * size;
        memcpy(&results[i], resultStruct + offset, size);
        offset += size;
      }
    }
  }
  if (!mlirExecutionEngineIsNull(jit))
    mlirExecutionEngineDestroy(jit);
  for (int i = 0; handles && i < o->numSharedLibs; ++i)
    if (handles[i])
      dlclose(handles[i]);
  free(handles);
  free(libs);
  free(packed);
  free(resultStruct);
  return ok;
}
